import ArgumentParser
import Foundation
import Migration
import MigrationTesting

/// `modelc migrate test`: every shipped version migrated to the newest on
/// production-shaped data, before a release.
struct MigrateTestCommand: ParsableCommand, TextOrJSONCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Migrate every shipped version to the newest on generated data, and check nothing was lost.",
        discussion: """
            For each model version a migration leads to, creates a database at that
            version through the real migration files, fills it with rows generated from
            the model (edge values, NULLs, defaults, unicode, relationships of every
            cardinality), and runs the real migrate to the newest version. A path fails
            when migrate refuses or fails, when rows or kept values are lost, when a
            column was dropped and another added (a rename without renamedFrom), when
            integrity_check, foreign_key_check or the schema is off, or when a row holds
            a value the newest generated records cannot read. Nothing outside a
            temporary folder is written; --sample migrates a copy of a real database
            instead, and never writes the sample. --reversible also takes each path
            down again by the down migrations and checks that the schema and every row
            are restored. Exits 0 when every path passed, 1 when one failed, 2 on bad
            input.

            --db postgres://…/<name> runs the paths on a PostgreSQL server instead, with
            the model's PostgreSQL migrations (migrate make --dialect postgres): the
            database <name> and one <name>_from_<version> per path are created there,
            filled, migrated and read back, and dropped at the end. A database of one of
            those names that migrate test did not make is refused, never replaced.

            Examples:
              modelc migrate test models/StarWars
              modelc migrate test models/StarWars --rows 10000 --seed 7
              modelc migrate test models/StarWars --from 2 --format json
              modelc migrate test models/StarWars --sample backups/device-copy.sqlite
              modelc migrate make models/StarWars --down && modelc migrate test models/StarWars --reversible
              modelc migrate test models/StarWars --db postgres://ci@localhost/starwars_test
            """
    )

    @OptionGroup var target: MigrationTargetArguments

    @Option(help: "Rows generated per table (default 100).")
    var rows: Int?

    @Option(help: "Seed of the generated data: the same seed gives the same rows (default 1).")
    var seed: UInt64?

    @Option(name: .customLong("from"), parsing: .upToNextOption, help: ArgumentHelp("Test only the paths from these versions (default: every version a migration leads to).", valueName: "version"))
    var fromVersions: [Int] = []

    @Option(help: ArgumentHelp("Migrate a copy of this database (at the version its history names) instead of generated data; it is never written. With --db, a database of that server.", valueName: "database"))
    var sample: String?

    @Flag(help: "Run destructive steps the migration files do not approve, as migrate --allow-destructive would (a drop that looks like a rename is still reported until its file approves it).")
    var allowDestructive = false

    @Option(help: "How many paths run at once, each in its own files (default: one per processor).")
    var jobs: Int?

    @Flag(help: "After each path, go down to its starting version by the down migrations (migrate make --down), check the schema and every row are as before, and go up again.")
    var reversible = false

    @Option(help: ArgumentHelp("Keep each path's databases (before and after migrating) in this new folder; on a server, its databases are kept too.", valueName: "folder"))
    var keep: String?

    @Option(help: ArgumentHelp("Run the paths on this PostgreSQL server, in a new database of this name and others beside it, all dropped at the end.", valueName: "postgres-url"))
    var db: String?

    @OptionGroup var lock: ReadLockOptions

    @OptionGroup var formatting: FormatOption

    func validate() throws {
        if let db { try DatabaseEngines.validateLocation(db) }
        if sample != nil {
            let given = [rows.map { _ in "--rows" }, seed.map { _ in "--seed" }, fromVersions.isEmpty ? nil : "--from"].compactMap { $0 }
            if !given.isEmpty {
                throw ValidationError("--sample migrates the sample's own rows from its own version; \(given.joined(separator: " and ")) cannot be given with it")
            }
        }
        if let rows, rows < 0 { throw ValidationError("--rows must be 0 or more") }
        if let db, DatabaseEngines.dialect(of: db) == .sqlite {
            throw ValidationError("--db names a server (postgres://…); on SQLite the paths run in files of a temporary folder, so leave it out")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more") }
    }

    func run() throws {
        let server = try db.flatMap { try DatabaseEngines.scratchServer($0, lockTimeout: lock.lockTimeout) }
        let target = try target.resolve(dialect: server?.dialect ?? .sqlite)
        var test = try MigrationTest(target: target, options: MigrationTest.Options(
            rowsPerTable: rows ?? 100, seed: seed ?? 1, fromVersions: fromVersions.isEmpty ? nil : fromVersions, sample: sample,
            allowDestructive: allowDestructive, keepDirectory: keep, reversible: reversible,
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, server: server, lockTimeout: lock.lockTimeout))
        if !printsJSON {
            // Each path is printed as it finishes, so a long run shows its results as it
            // goes and a run stopped part-way keeps what it found.
            let shown = MigrationTestReport(model: test.versions.name, newestVersion: test.versions.current?.version ?? 0,
                                            rowsPerTable: rows ?? 100, seed: seed ?? 1)
            print(shown.headline(paths: try test.pathCount(), data: sample))
            test.progress = { number, count, description in
                writeToStandardError("path \(number) of \(count): \(description)\n")
            }
            test.finished = { path in print(path.text) }
        }
        let report = try test.run()
        switch formatting.format {
        case .json: print(try jsonText(report))
        case .text:
            print(report.verdict)
        }
        if !report.passed { throw ExitStatus.failed }
    }
}
