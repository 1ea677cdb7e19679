import ArgumentParser
import Migration
import ModelKit
import SQLiteSchema

/// `modelc migrate baseline`: adopt a database that predates modelc.
struct MigrateBaselineCommand: ParsableCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Record migrations up to a model version as applied, for a database that predates modelc.",
        discussion: """
            The live schema must equal the compiled model version first; otherwise
            nothing is written, the differences are listed and the exit code is 3.
            The migrations recorded are those of versions up to N, counted by header as
            `modelc migrate --to N` counts them.

            Examples:
              modelc migrate baseline --db legacy.sqlite --model models/StarWars@2
              modelc migrate baseline --db legacy.sqlite --model models/StarWars --version 2
            """
    )

    @Option(help: "The SQLite database file.")
    var db: String

    @Option(help: "The model folder and the version the database is at: `models/<Name>@<N>` (default: the current version).")
    var model: String

    @Option(help: "The model version the database is at (the same as `--model models/<Name>@<N>`).")
    var version: Int?

    @Option(help: "The migrations folder, when not beside the model.")
    var dir: String?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @OptionGroup var lock: WriteLockOptions

    var printsJSON: Bool { format == .json }

    func run() throws {
        let target = try MigrationTarget.resolve(model: model, dir: dir)
        let reference = ModelReference(model)
        if let version, let pinned = reference.version, pinned != version {
            throw ErrorReport.invalidArguments("`\(model)` and `--version \(version)` name two versions", hint: "give the version once")
        }
        let modelVersion = try loadModel(version.map { "\(reference.path)@\($0)" } ?? model)
        let version = modelVersion.version
        let entries = try target.reporting { () throws(MigrationError) -> [MigrationHistory.Entry] in
            let files = try target.directory.files()
            // The migrations of version N by the one version rule: a hand-written file
            // after the one leading to N belongs to N and is recorded too.
            guard let last = try files.through(modelVersion: version, model: target.versions).last else {
                throw .noMigration(version: version, model: modelVersion.name)
            }
            return try target.migrator(database: db, lockTimeout: lock.lockTimeout)
                .baseline(files, through: last.version, expected: SchemaCompiler.compile(modelVersion))
        }
        switch format {
        case .json:
            print(try jsonText(entries))
        case .text:
            for entry in entries { print("recorded \(entry.name) as applied") }
        }
    }
}
