import Foundation
import GRDB
import Migration
import ModelcTestSupport
import XCTest

/// `modelc migrate resolve` (issue 10, point 2's reconciliation command): records a
/// migration as applied without running it, or takes back the last applied one, and
/// logs each resolution where `status` and `inspect` show it.
final class MigrateResolveCommandTests: ModelcTestCase {
    /// Versions 1–3, each adding a column; the database at version 1.
    private func projectAtVersionOne() throws -> BlogProject {
        let project = try BlogProject(self)
        try project.writeVersion(1)
        try project.writeVersion(2, columns: ["subtitle"])
        try project.writeVersion(3, columns: ["subtitle", "body"])
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog"]).status, 0)
        XCTAssertEqual(try project.migrate(["--to", "1"]).status, 0)
        return project
    }

    private func resolve(_ project: BlogProject, _ arguments: [String]) throws -> ProcessOutcome {
        try project.modelc(["migrate", "resolve", "--db", project.database, "models/Blog"] + arguments)
    }

    func testPoint2ResolveAppliedRecordsAChangeMadeByHandWithoutRunningIt() throws {
        let project = try projectAtVersionOne()
        try DatabaseQueue(path: project.database).write { try $0.execute(sql: #"ALTER TABLE "post" ADD COLUMN "subtitle" TEXT"#) }
        let resolved = try resolve(project, ["--applied", "2"])
        XCTAssertEqual(resolved.status, 0, resolved.stderr)
        XCTAssertEqual(resolved.stdout, "recorded 0002_blog_v2.sql as applied without running it\n")
        let history = try project.history()
        XCTAssertEqual(history.map(\.version), [1, 2])
        XCTAssertEqual(history.last?.checksum, try project.migrations.files()[1].checksum.description)

        let status = try project.modelc(["migrate", "status", "--db", project.database, "models/Blog"])
        assertSnapshot(of: normalizedOutput(status.stdout), named: "Point2ResolveAppliedRecordsAChangeMadeByHandWithoutRunningIt.status.stdout")
        let inspect = try project.modelc(["inspect", "--db", project.database])
        assertSnapshot(of: normalizedOutput(inspect.stdout), named: "Point2ResolveAppliedRecordsAChangeMadeByHandWithoutRunningIt.inspect.stdout")
        XCTAssertEqual(try project.modelc(["inspect", "--db", project.database, "--model", "models/Blog@2"]).status, 0,
                       "the resolution log is bookkeeping, not schema")

        let migrate = try project.migrate()
        XCTAssertEqual(migrate.status, 0, migrate.stderr)
        XCTAssertEqual(try project.history().map(\.version), [1, 2, 3], "0002 was not run again")
    }

    func testResolveAppliedRefusesWhenTheSchemaIsNotWhatTheMigrationLeadsTo() throws {
        let project = try projectAtVersionOne()
        let before = try fileBytes(project.database)
        let refused = try resolve(project, ["--applied", "0002_blog_v2.sql"])
        XCTAssertEqual(refused.status, 3, refused.stderr)
        XCTAssertEqual(refused.stderr, "error: 0002_blog_v2.sql was not resolved: the database's schema is not what it leads to: table `post`: column `subtitle` is in the model but not in the database; make those changes first, or run `modelc migrate` to apply it; the database is unchanged.\n")
        XCTAssertEqual(try fileBytes(project.database), before)
    }

    func testResolveAppliedTakesOnlyTheFirstPendingMigration() throws {
        let project = try projectAtVersionOne()
        let refused = try resolve(project, ["--applied", "3"])
        XCTAssertEqual(refused.status, 3, refused.stderr)
        XCTAssertEqual(refused.stderr, "error: 0003_blog_v3.sql was not resolved: 0002_blog_v2.sql comes before it and is not applied; resolve or apply the migrations in order, so the history stays a prefix of the folder; the database is unchanged.\n")
        let again = try resolve(project, ["--applied", "1"])
        XCTAssertEqual(again.status, 3, again.stderr)
        XCTAssertEqual(again.stderr, "error: 0001_create_blog.sql was not resolved: the database has applied it already; the database is unchanged.\n")
    }

    func testResolveRolledBackRemovesOnlyTheLastAppliedMigration() throws {
        let project = try projectAtVersionOne()
        XCTAssertEqual(try project.migrate(["--to", "2"]).status, 0)
        let notLast = try resolve(project, ["--rolled-back", "1"])
        XCTAssertEqual(notLast.status, 3, notLast.stderr)
        XCTAssertEqual(notLast.stderr, "error: 0001_create_blog.sql was not resolved: only the last applied migration can be rolled back, and that is 0002_blog_v2.sql; roll back from the last one, so the history stays a prefix of the folder; the database is unchanged.\n")

        let rolledBack = try resolve(project, ["--rolled-back", "0002_blog_v2"])
        XCTAssertEqual(rolledBack.status, 0, rolledBack.stderr)
        XCTAssertEqual(try project.history().map(\.version), [1])
        // Undo by hand what 0002 did; the next migrate runs it again.
        try DatabaseQueue(path: project.database).write { try $0.execute(sql: #"ALTER TABLE "post" DROP COLUMN "subtitle""#) }
        let migrate = try project.migrate(["--to", "2"])
        XCTAssertEqual(migrate.status, 0, migrate.stderr)
        XCTAssertEqual(normalizedOutput(migrate.stdout), "applied 0002_blog_v2.sql: 1 step: 1 safe, 0 dataDependent, 0 destructive (<duration>)\n$TMP/app.sqlite is at model version 2\n")

        let json = try project.modelc(["migrate", "status", "--db", project.database, "models/Blog", "--format", "json"])
        let status = try JSONDecoder().decode(MigrationStatus.self, from: Data(json.stdout.utf8))
        XCTAssertEqual(status.resolutions.map(\.action), [.rolledBack])
        XCTAssertEqual(status.resolutions.map(\.name), ["0002_blog_v2.sql"])
    }

    func testResolveNeedsExactlyOneActionAndAMigrationTheFolderHolds() throws {
        let project = try projectAtVersionOne()
        XCTAssertEqual(try resolve(project, []).status, 2)
        XCTAssertEqual(try resolve(project, ["--applied", "2", "--rolled-back", "1"]).status, 2)
        let unknown = try resolve(project, ["--applied", "9"])
        XCTAssertEqual(unknown.status, 2, unknown.stderr)
        XCTAssertEqual(unknown.stderr, "error: migrations/Blog holds no migration 9; name one by its number or file name, as the folder lists them.\n")
        // A history row of a number the folder does not hold (added by hand): rolling it back
        // would say the next `migrate` runs it again, which none would; it exits 2 as documented.
        try DatabaseQueue(path: project.database).write { db in
            try db.execute(sql: "INSERT INTO modelc_migrations (version, name, checksum, applied_at, duration_ms) SELECT 7, '0007_ghost.sql', checksum, applied_at, 0 FROM modelc_migrations WHERE version = 1")
        }
        let ghost = try resolve(project, ["--rolled-back", "7"])
        XCTAssertEqual(ghost.status, 2, ghost.stderr)
        XCTAssertEqual(ghost.stderr, "error: migrations/Blog holds no migration 7; name one by its number or file name, as the folder lists them.\n")
        XCTAssertEqual(try project.history().map(\.version), [1, 7], "the row stays")
        let missing = try project.modelc(["migrate", "resolve", "--db", project.root.appendingPathComponent("none.sqlite").path, "models/Blog", "--applied", "1"])
        XCTAssertEqual(missing.status, 4, missing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.root.appendingPathComponent("none.sqlite").path))
    }

    /// SQLite takes its busy timeout in milliseconds of a 32-bit integer: a longer
    /// `--lock-timeout` stopped the process with a backtrace (exit 132), after `migrate`
    /// had made a staging file it never removed. It is refused as bad input, writing nothing.
    func testALockTimeoutBeyondWhatSQLiteTakesIsRefused() throws {
        let project = try projectAtVersionOne()
        let fresh = project.root.appendingPathComponent("new.sqlite").path
        for arguments in [["migrate", "status", "--db", project.database, "models/Blog"], ["inspect", "--db", project.database],
                          ["migrate", "--db", fresh, "models/Blog"]] {
            for value in ["2147484", "1e10"] {
                let outcome = try project.modelc(arguments + ["--lock-timeout", value])
                XCTAssertEqual(outcome.status, 2, "\(arguments) \(value): \(outcome.stderr)")
                XCTAssertTrue(outcome.stderr.contains("--lock-timeout must be 0 to 2147483 seconds"), outcome.stderr)
            }
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: project.root.path).filter { $0.hasPrefix("new.sqlite") }, [], "nothing written")
        XCTAssertEqual(try project.modelc(["migrate", "status", "--db", project.database, "models/Blog", "--lock-timeout", "2147483"]).status, 0)
    }
}
