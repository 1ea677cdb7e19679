import ArgumentParser
import Migration

/// `modelc migrate status`: which migrations a database has applied and which are pending.
struct MigrateStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "List the migrations a database has applied and those still pending.",
        discussion: """
            Reads the history table modelc_migrations; writes nothing. Exits 0 whether
            or not migrations are pending, unless --exit-code is given: then it exits 1
            when migrations are pending, so a deploy script can tell.

            Examples:
              modelc migrate status --db starwars.sqlite models/StarWars
              modelc migrate status --db starwars.sqlite models/StarWars --exit-code || modelc migrate --db starwars.sqlite models/StarWars
            """
    )

    @Option(help: "The SQLite database file.")
    var db: String

    @Argument(help: ArgumentHelp("A model folder (models/<Name>); its migrations are in migrations/<Name> beside models/.", valueName: "model"))
    var modelFolder: String?

    @Option(help: "The migrations folder, when not beside the model.")
    var dir: String?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Flag(help: "Exit 1 when migrations are pending (0 when the database is up to date).")
    var exitCode = false

    func run() throws {
        let target = try MigrationTarget.resolve(model: modelFolder, dir: dir)
        let status = try reportingMigrationErrors(format: format) {
            try target.migrator(database: db, lockTimeout: 5).status(of: try target.directory.files())
        }
        switch format {
        case .json:
            print(try jsonText(status))
        case .text:
            for entry in status.applied {
                let warning = status.changed.contains(entry.name) ? "  (the file changed or is missing since it was applied: `modelc migrate` will refuse)" : ""
                print("applied  \(entry.name)  \(entry.appliedAt)  \(entry.durationMilliseconds) ms\(warning)")
            }
            for name in status.pending { print("pending  \(name)") }
            if status.applied.isEmpty && status.pending.isEmpty { print("no migrations") }
        }
        if exitCode && !status.pending.isEmpty { throw ExitStatus.failed }
    }
}
