import ArgumentParser
import Migration
import SQLiteDriver

/// `modelc migrate status`: which migrations a database has applied and which are pending.
struct MigrateStatusCommand: ParsableCommand, TextOrJSONCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "List the migrations a database has applied and those still pending.",
        discussion: """
            Reads the history table modelc_migrations; writes nothing. Exits 0 whether
            or not migrations are pending, unless --exit-code is given: then it exits 1
            when migrations are pending, so a deploy script can tell; a database that does
            not exist yet has every migration pending. Each file is shown with the model
            version it belongs to (its `to:` header line; a hand-written file, the version
            of the planned file before it); `models/<Name>@N` lists as pending only the
            files of versions up to N. Hand resolutions (`modelc migrate resolve`) are
            listed too. With --db postgres://…, the files are the model's PostgreSQL
            migrations (migrations/<Name>/postgres).

            Examples:
              modelc migrate status --db starwars.sqlite models/StarWars
              modelc migrate status --db starwars.sqlite models/StarWars@2
              modelc migrate status --db postgres://app@localhost/shop models/StarWars
              modelc migrate status --db starwars.sqlite models/StarWars --exit-code || modelc migrate --db starwars.sqlite models/StarWars
            """
    )

    @OptionGroup var database: EngineDatabaseOption

    @OptionGroup var target: MigrationTargetArguments

    @OptionGroup var formatting: FormatOption

    @Flag(help: "Exit 1 when migrations are pending (0 when the database is up to date).")
    var exitCode = false

    @OptionGroup var lock: ReadLockOptions

    func run() throws {
        let engine = try DatabaseEngines.open(database.db, lock: lock.migrationLock)
        let status = try engine.status(of: try target.resolve(dialect: engine.dialect))
        switch formatting.format {
        case .json:
            print(try jsonText(status))
        case .text:
            print(MigrationText.describe(status), terminator: "")
        }
        if exitCode && !status.pending.isEmpty { throw ExitStatus.failed }
    }
}
