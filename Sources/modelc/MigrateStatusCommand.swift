import ArgumentParser
import Foundation
import Migration

/// `modelc migrate status`: which migrations a database has applied and which are pending.
struct MigrateStatusCommand: ParsableCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "List the migrations a database has applied and those still pending.",
        discussion: """
            Reads the history table modelc_migrations; writes nothing. Exits 0 whether
            or not migrations are pending; a database that does not exist yet has every
            migration pending.

            Example:
              modelc migrate status --db starwars.sqlite models/StarWars
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

    @OptionGroup var lock: ReadLockOptions

    var printsJSON: Bool { format == .json }

    func run() throws {
        let target = try MigrationTarget.resolve(model: modelFolder, dir: dir)
        let status = try target.reporting {
            try target.migrator(database: db, lockTimeout: lock.lockTimeout).status(of: try target.directory.files())
        }
        switch format {
        case .json:
            print(try jsonText(status))
        case .text:
            if !FileManager.default.fileExists(atPath: db) {
                print("\(db) does not exist yet: `modelc migrate` creates it and applies every migration")
            }
            for entry in status.applied {
                let warning = status.changed.contains(entry.name) ? "  (the file changed or is missing since it was applied: `modelc migrate` will refuse)" : ""
                print("applied  \(entry.name)  \(entry.appliedAt)  \(entry.durationMilliseconds) ms\(warning)")
            }
            for name in status.pending { print("pending  \(name)") }
            if status.applied.isEmpty && status.pending.isEmpty { print("no migrations") }
        }
    }
}
