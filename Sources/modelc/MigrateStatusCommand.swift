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
            or not migrations are pending, unless --exit-code is given: then it exits 1
            when migrations are pending, so a deploy script can tell; a database that does
            not exist yet has every migration pending. Each file is shown with the model
            version it belongs to (its `to:` header line; a hand-written file, the version
            of the planned file before it); `models/<Name>@N` lists as pending only the
            files of versions up to N. Hand resolutions (`modelc migrate resolve`) are
            listed too.

            Examples:
              modelc migrate status --db starwars.sqlite models/StarWars
              modelc migrate status --db starwars.sqlite models/StarWars@2
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

    @OptionGroup var lock: ReadLockOptions

    var printsJSON: Bool { format == .json }

    func run() throws {
        let target = try MigrationTarget.resolve(model: modelFolder, dir: dir)
        let status = try target.reporting {
            try target.migrator(database: db, lockTimeout: lock.lockTimeout).status(of: try target.directory.files(), throughModelVersion: target.pinnedVersion)
        }
        switch format {
        case .json:
            print(try jsonText(status))
        case .text:
            if !FileManager.default.fileExists(atPath: db) {
                print("\(db) does not exist yet: `modelc migrate` creates it and applies every migration")
            }
            let resolved = Dictionary(status.resolutions.map { ($0.version, $0) }, uniquingKeysWith: { _, last in last })
            for entry in status.applied {
                let warning = status.changed.contains(entry.name) ? "  (the file changed or is missing since it was applied: `modelc migrate` will refuse)" : ""
                let how = resolved[entry.version].map { $0.action == .applied ? "  (marked applied by `modelc migrate resolve` at \($0.resolvedAt))" : "" } ?? ""
                print("applied  \(entry.name)  \(entry.appliedAt)  \(entry.durationMilliseconds) ms\(Self.version(of: entry.name, in: status))\(how)\(warning)")
            }
            for name in status.pending { print("pending  \(name)\(Self.version(of: name, in: status))") }
            if status.applied.isEmpty && status.pending.isEmpty { print("no migrations") }
            if let version = status.databaseModelVersion { print("database at model version \(version)") }
            for resolution in status.resolutions {
                print("resolved \(resolution.name) as \(resolution.action.rawValue) at \(resolution.resolvedAt)")
            }
        }
        if exitCode && !status.pending.isEmpty { throw ExitStatus.failed }
    }

    /// `  (model version 3)` for a file the folder holds, "" for one it does not.
    private static func version(of name: String, in status: MigrationStatus) -> String {
        status.modelVersions[name].map { "  (model version \($0))" } ?? ""
    }
}
