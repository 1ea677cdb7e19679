import ArgumentParser
import Migration
import SQLiteSchema

/// `modelc migrate baseline`: adopt a database that predates modelc.
struct MigrateBaselineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Record migrations up to a model version as applied, for a database that predates modelc.",
        discussion: """
            The live schema must equal the compiled model version first; otherwise
            nothing is written, the differences are listed and the exit code is 3.
            The migrations recorded are those of versions up to N, counted by header as
            `modelc migrate --to N` counts them.

            Example:
              modelc migrate baseline --db legacy.sqlite --model models/StarWars --version 2
            """
    )

    @Option(help: "The SQLite database file.")
    var db: String

    @Option(help: "The model folder (models/<Name>).")
    var model: String

    @Option(help: "The model version the database is at.")
    var version: Int

    @Option(help: "The migrations folder, when not beside the model.")
    var dir: String?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let target = try MigrationTarget.resolve(model: model, dir: dir)
        guard let modelVersion = target.versions?.version(version) else {
            throw invalidInput("\(model) has no version \(version).")
        }
        let entries = try reportingMigrationErrors(format: format) { () throws(MigrationError) -> [MigrationHistory.Entry] in
            let files = try target.directory.files()
            // The migrations of version N by the one version rule: a hand-written file
            // after the one leading to N belongs to N and is recorded too.
            guard let last = try files.through(modelVersion: version, model: target.versions).last else {
                throw .noMigration(version: version, model: modelVersion.name)
            }
            return try target.migrator(database: db, lockTimeout: 30)
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
