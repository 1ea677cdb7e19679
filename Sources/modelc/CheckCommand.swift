import ArgumentParser
import Foundation
import Migration
import ModelKit
import SQLiteSchema

/// `modelc check`: the CI gate for models and their migrations.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Fail CI when a model version has no migration, a checksum is off, or a destructive step is not approved.",
        discussion: """
            Checks each model folder (default: every folder in ./models) against its
            migrations folder (migrations/<Name> beside models/):
              - every model version has a migration (fix: modelc migrate make <model>);
              - modelc.sum matches the files (fix: modelc migrate hash <model>);
              - no migration was made from an older text of its model version;
              - every destructive step is approved with `-- approved: destructive`.
            Each problem is printed as `file:line:column: error: message (how to fix)`.
            Exits 0 when all is well, 1 when a check fails, 2 when a model is invalid.

            Example:
              modelc check
              modelc check models/StarWars --format json
            """
    )

    @Argument(help: "Model folders (default: every folder in ./models).")
    var models: [String] = []

    @Option(help: "The migrations folder, when checking one model whose migrations are not beside it.")
    var dir: String?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        if dir != nil && models.count != 1 { throw ValidationError("--dir needs exactly one model folder.") }
    }

    func run() throws {
        let folders = models.isEmpty ? try defaultModels() : models
        var problems: [Diagnostic] = []
        var invalid = false
        var summaries: [String] = []
        for folder in folders {
            let result = SchemaCheck.inspect(folder)
            guard let versions = result.versions, !result.hasErrors else {
                problems += result.diagnostics.filter { $0.severity == .error }
                invalid = true
                continue
            }
            let directory = MigrationDirectory(path: dir ?? MigrationDirectory.defaultPath(forModelFolder: versions.folder, modelName: versions.name))
            let found = MigrationCheck.problems(versions: versions, directory: directory, modelPath: folder)
            problems += found
            summaries.append("\(folder): \(found.isEmpty ? "ok" : "\(found.count) problem\(found.count == 1 ? "" : "s")") (\(versions.versions.count) versions, migrations in \(directory.path))")
        }
        switch format {
        case .json:
            print(try jsonText(problems))
        case .text:
            report(problems)
            for summary in summaries { print(summary) }
        }
        if invalid { throw ExitStatus.invalidInput }
        if !problems.isEmpty { throw ExitStatus.failed }
    }

    private func defaultModels() throws -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "models")) ?? []
        let folders = names.sorted().map { "models/\($0)" }.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        guard !folders.isEmpty else {
            throw invalidInput("No model folders found in ./models; name the models to check (`modelc check models/Library`).")
        }
        return folders
    }
}
