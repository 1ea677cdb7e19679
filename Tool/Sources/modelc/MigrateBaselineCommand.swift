import ArgumentParser
import Migration
import SchemaCore

/// `modelc migrate baseline`: adopt a database that predates modelc.
struct MigrateBaselineCommand: ParsableCommand, TextOrJSONCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Record migrations up to a model version as applied, for a database that predates modelc.",
        discussion: """
            The live schema must equal the compiled model version first; otherwise
            nothing is written, the differences are listed and the exit code is 3.
            Without --version or `@N`, that is the current version, or else the newest
            earlier version whose schema the database has exactly (a database adopted
            as version 1 of a model that has grown since).
            The migrations recorded are those of versions up to N, counted by header as
            `modelc migrate --to N` counts them. With --db postgres://…, the files are
            the model's PostgreSQL migrations and the schema compared is the version's
            PostgreSQL schema, read from the server's catalogs.

            Examples:
              modelc migrate baseline --db legacy.sqlite --model models/StarWars@2
              modelc migrate baseline --db legacy.sqlite --model models/StarWars --version 2
              modelc migrate baseline --db postgres://app@localhost/shop --model models/StarWars@2
            """
    )

    @OptionGroup var database: EngineDatabaseOption

    // Optional to the parser, required by `validate()`: a missing required option made
    // ArgumentParser read `--version 1` as the version flag (it printed 0.1.0 and
    // exited 0, recording nothing).
    @Option(help: "The model folder and the version the database is at: `models/<Name>@<N>` (default: the current version).")
    var model: String?

    @Option(help: "The model version the database is at (the same as `--model models/<Name>@<N>`).")
    var version: Int?

    @OptionGroup var migrations: MigrationsFolderOption

    @OptionGroup var formatting: FormatOption

    @OptionGroup var lock: WriteLockOptions

    func validate() throws {
        if model == nil { throw ValidationError("Missing expected argument '--model <model>'") }
    }

    func run() throws {
        let engine = try DatabaseEngines.open(database.db, lock: lock.migrationLock)
        let target = try MigrationTarget.resolve(model: model, dir: migrations.dir, dialect: engine.dialect)
        let baseline = try engine.baselineAtItsVersion(target, version: version)
        switch formatting.format {
        case .json:
            print(try jsonText(baseline.entries))
        case .text:
            if let found = baseline.foundVersion, let current = baseline.currentVersion {
                print("\(engine.displayName) has the schema of model version \(found), not of the current version \(current): its migrations are recorded; `modelc migrate` applies the rest")
            }
            for entry in baseline.entries { print("recorded \(entry.name) as applied") }
        }
    }
}
