import ArgumentParser
import Migration
import ModelKit

/// `modelc check`: the CI gate for models and their migrations.
struct CheckCommand: ParsableCommand, TextOrJSONCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        _superCommandName: Modelc.name,
        abstract: "Fail CI when a model version has no migration, a checksum is off, or a destructive step is not approved.",
        discussion: """
            Checks each model folder (default: every folder in ./models) against its
            migrations folder (migrations/<Name> beside models/), and its PostgreSQL
            folder (migrations/<Name>/postgres) when it has one:
              - every model version has a migration (fix: modelc migrate make <model>,
                with --dialect postgres for the PostgreSQL folder);
              - modelc.sum matches the files (fix: modelc migrate hash <model>);
              - no migration was made from an older text of its model version;
              - every destructive step is approved with `-- approved: destructive`.
            Each problem is printed as `file:line:column: error: message (how to fix)`;
            a view or trigger naming a table the model leaves unmanaged and no migration
            creates is a warning, which fails nothing.
            Exits 0 when all is well, 1 when a check fails, 2 when a model is invalid
            (with --format json: the problems as a list for 0 and 1, and for 2
            {"error": {...}, "diagnostics": [...]} as every command reports an error).

            Example:
              modelc check
              modelc check models/StarWars --format json
            """
    )

    @Argument(help: "Model folders (default: every folder in ./models).")
    var models: [String] = []

    @Option(help: "The migrations folder, when checking one model whose migrations are not beside it.")
    var dir: String?

    @OptionGroup var formatting: FormatOption

    func validate() throws {
        if dir != nil && models.count != 1 { throw ValidationError("--dir needs exactly one model folder.") }
    }

    func run() throws {
        let result = MigrationCheck.check(modelFolders: models.isEmpty ? try MigrationCheck.modelFolders() : models, dir: dir)
        let summaries = result.checked.map { checked in
            let count = checked.problems.filter { $0.severity == .error }.count
            let warnings = checked.problems.count - count
            let verdict = (count == 0 ? "ok" : "\(count) problem\(count == 1 ? "" : "s")")
                + (warnings == 0 ? "" : ", \(warnings) warning\(warnings == 1 ? "" : "s")")
            let folders = (checked.isDefaultDirectoryChecked ? [checked.directory] : []) + checked.dialectDirectories
            let versions = checked.versionCount == 1 ? "1 version" : "\(checked.versionCount) versions"
            return "\(checked.folder): \(verdict) (\(versions), migrations in \(folders.joined(separator: " and ")))"
        }
        if let error = result.invalidModelsError {
            if formatting.format == .text { for summary in summaries { print(summary) } }
            throw error
        }
        switch formatting.format {
        case .json:
            print(try jsonText(result.problems))
        case .text:
            ErrorOutput.print(result.problems)
            for summary in summaries { print(summary) }
        }
        if result.problems.contains(where: { $0.severity == .error }) { throw ExitStatus.failed }
    }
}
