import Foundation
import GRDB
import Migration
import ModelcTestSupport
import SQLiteDriver
import XCTest

final class ApplyTests: ModelcTestCase {
    private var sandbox: ApplySandbox!

    override func setUpWithError() throws {
        sandbox = try ApplySandbox(self)
    }

    func testPendingMigrationsAreAppliedInOrderAndRecorded() throws {
        try sandbox.write("0001_create.sql", createPeople)
        try sandbox.write("0002_drop_mass.sql", dropMass)
        let report = try sandbox.migrate(MigrateOptions(allowDestructive: true))
        XCTAssertEqual(report.applied.map(\.name), ["0001_create.sql", "0002_drop_mass.sql"])
        let history = try sandbox.queue().read(MigrationHistory.entries)
        XCTAssertEqual(history.map(\.version), [1, 2])
        XCTAssertEqual(history.map(\.checksum), try sandbox.directory.files().map(\.checksum.description))
        let columns = try sandbox.queue().read { try $0.columns(in: "person").map(\.name) }
        XCTAssertEqual(columns, ["id", "name"])
    }

    func testSecondRunFindsNothingPending() throws {
        try sandbox.write("0001_create.sql", createPeople)
        _ = try sandbox.migrate()
        let before = try sandbox.bytes()
        let report = try sandbox.migrate()
        XCTAssertEqual(report.applied, [])
        XCTAssertEqual(try sandbox.bytes(), before)
    }

    func testDestructiveStepWithoutApprovalIsRefusedAndDatabaseIsByteIdentical() throws {
        try sandbox.write("0001_create.sql", createPeople)
        _ = try sandbox.migrate()
        try sandbox.queue().write { try $0.execute(sql: "INSERT INTO person (name, mass) VALUES ('Luke', 77.5)") }
        try sandbox.write("0002_drop_mass.sql", dropMass)
        let before = try sandbox.bytes()
        XCTAssertThrowsError(try sandbox.migrate()) { error in
            guard case .destructiveNotApproved(let file, let steps)? = error as? MigrationError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(file, "0002_drop_mass.sql")
            XCTAssertEqual(steps, ["drop column \"person\".\"mass\""])
            XCTAssertEqual((error as? MigrationError)?.exitCode, 3)
        }
        XCTAssertEqual(try sandbox.bytes(), before)
    }

    func testApprovedDestructiveFileIsApplied() throws {
        try sandbox.write("0001_create.sql", createPeople)
        let approved = migrationText(from: 1, to: 2, steps: [(.destructive, "drop column \"person\".\"mass\"")], approved: true, sql: #"ALTER TABLE "person" DROP COLUMN "mass";"#)
        try sandbox.write("0002_drop_mass.sql", approved)
        XCTAssertEqual(try sandbox.migrate().applied.count, 2)
    }

    func testChangedAppliedMigrationIsRefused() throws {
        try sandbox.write("0001_create.sql", createPeople)
        _ = try sandbox.migrate()
        try sandbox.write("0001_create.sql", createPeople + "CREATE INDEX \"idx_person_name\" ON \"person\" (\"name\");\n")
        try sandbox.write("0002_drop_mass.sql", dropMass)
        let before = try sandbox.bytes()
        XCTAssertThrowsError(try sandbox.migrate(MigrateOptions(allowDestructive: true))) { error in
            guard case .checksumMismatch(let file, _, _)? = error as? MigrationError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(file, "0001_create.sql")
            XCTAssertEqual((error as? MigrationError)?.exitCode, 3)
        }
        XCTAssertEqual(try sandbox.bytes(), before)
    }

    func testCRLFCheckoutOfAppliedMigrationIsNotTampering() throws {
        try sandbox.write("0001_create.sql", createPeople)
        _ = try sandbox.migrate()
        try sandbox.write("0001_create.sql", createPeople.replacingOccurrences(of: "\n", with: "\r\n"), refreshSum: false)
        XCTAssertEqual(try sandbox.migrate().applied, [])
    }

    func testPendingMigrationEditedWithoutRefreshingTheSumIsRefused() throws {
        try sandbox.write("0001_create.sql", createPeople)
        try sandbox.write("0001_create.sql", createPeople + "-- an edit\n", refreshSum: false)
        XCTAssertThrowsError(try sandbox.migrate()) { error in
            XCTAssertEqual(error as? MigrationError, .sumMismatch(file: "0001_create.sql"))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.databasePath))
    }

    func testFailingPreflightRefusesWithTheCountAndLeavesTheDatabaseUnchanged() throws {
        try sandbox.write("0001_create.sql", createPeople)
        _ = try sandbox.migrate()
        try sandbox.queue().write { db in
            try db.execute(sql: "INSERT INTO person (name, mass) VALUES ('Luke', 77), ('Leia', NULL), ('R2', NULL)")
        }
        let tighten = migrationText(
            from: 1, to: 2,
            steps: [(.dataDependent, "make \"person\".\"mass\" NOT NULL")],
            preflight: [("rows of \"person\" whose \"mass\" is NULL would violate NOT NULL", #"SELECT count(*) FROM "person" WHERE "mass" IS NULL"#)],
            sql: #"CREATE INDEX "idx_person_mass" ON "person" ("mass");"#
        )
        try sandbox.write("0002_mass_required.sql", tighten)
        let before = try sandbox.bytes()
        XCTAssertThrowsError(try sandbox.migrate()) { error in
            guard case .preflightFailed(_, _, let count, _, _, _)? = error as? MigrationError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(count, 2)
            XCTAssertEqual("\(error)", #"0002_mass_required.sql refused: 2 rows would fail: rows of "person" whose "mass" is NULL would violate NOT NULL; fix those rows in a hand-written migration numbered before this one, then run again (it was not applied)."#)
            XCTAssertEqual((error as? MigrationError)?.exitCode, 3)
        }
        XCTAssertEqual(try sandbox.bytes(), before)
    }

    func testFailingStatementRollsBackTheWholeMigration() throws {
        try sandbox.write("0001_create.sql", createPeople)
        let broken = migrationText(from: 1, to: 2, sql: """
            CREATE TABLE "planet" ("id" INTEGER PRIMARY KEY) STRICT;
            INSERT INTO "nowhere" VALUES (1);
            """)
        try sandbox.write("0002_broken.sql", broken)
        XCTAssertThrowsError(try sandbox.migrate()) { error in
            guard case .sqlFailed(let file, let message, _)? = error as? MigrationError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(file, "0002_broken.sql")
            XCTAssertEqual(message, "no such table: nowhere")
        }
        let (tables, history) = try sandbox.queue().read { db in
            (try db.tableExists("planet"), try MigrationHistory.entries(db).map(\.version))
        }
        XCTAssertFalse(tables)
        XCTAssertEqual(history, [1])
    }

    func testForeignKeyViolationAfterMigrationRollsItBack() throws {
        try sandbox.write("0001_create.sql", createPeople)
        _ = try sandbox.migrate()
        let orphan = migrationText(from: 1, to: 2, sql: #"INSERT INTO "dog" ("id", "owner_id") VALUES (1, 999);"#)
        try sandbox.write("0002_orphan.sql", orphan)
        XCTAssertThrowsError(try sandbox.migrate()) { error in
            guard case .foreignKeyViolations(_, let count, _)? = error as? MigrationError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(count, 1)
        }
        XCTAssertEqual(try sandbox.queue().read { try Int.fetchOne($0, sql: "SELECT count(*) FROM dog") }, 0)
    }

    func testRebuildWithForeignKeysOffKeepsChildRows() throws {
        try sandbox.write("0001_create.sql", createPeople)
        _ = try sandbox.migrate()
        try sandbox.queue().write { db in
            try db.execute(sql: "INSERT INTO person (id, name) VALUES (1, 'Luke'); INSERT INTO dog (id, owner_id) VALUES (1, 1), (2, 1)")
        }
        let rebuild = migrationText(from: 1, to: 2, sql: """
            CREATE TABLE "person_new" ("id" INTEGER PRIMARY KEY, "name" TEXT NOT NULL) STRICT;
            INSERT INTO "person_new" ("id", "name") SELECT "id", "name" FROM "person";
            DROP TABLE "person";
            ALTER TABLE "person_new" RENAME TO "person";
            """)
        try sandbox.write("0002_rebuild_person.sql", rebuild)
        _ = try sandbox.migrate()
        XCTAssertEqual(try sandbox.queue().read { try Int.fetchOne($0, sql: "SELECT count(*) FROM dog WHERE owner_id = 1") }, 2)
    }

    func testDryRunWritesNothingAndListsPlannedMigrations() throws {
        try sandbox.write("0001_create.sql", createPeople)
        let report = try sandbox.migrate(MigrateOptions(dryRun: true))
        XCTAssertEqual(report.planned.map(\.name), ["0001_create.sql"])
        XCTAssertEqual(report.planned[0].sql, createPeople)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.databasePath))
        _ = try sandbox.migrate()
        try sandbox.write("0002_drop_mass.sql", dropMass)
        let before = try sandbox.bytes()
        // Without an at-stake count, the real run refuses before anything runs; so does the dry run.
        XCTAssertThrowsError(try sandbox.migrate(MigrateOptions(dryRun: true))) { error in
            guard case .destructiveNotApproved? = error as? MigrationError else { return XCTFail("unexpected \(error)") }
        }
        let dry = try sandbox.migrate(MigrateOptions(allowDestructive: true, dryRun: true))
        XCTAssertEqual(dry.planned.map(\.safety), [.destructive])
        XCTAssertEqual(try sandbox.bytes(), before)
    }

    func testTargetVersionStopsAtThatMigration() throws {
        try sandbox.write("0001_create.sql", createPeople)
        try sandbox.write("0002_drop_mass.sql", dropMass)
        let report = try sandbox.migrate(MigrateOptions(targetVersion: 1))
        XCTAssertEqual(report.applied.map(\.version), [1])
    }

    func testBackupIsAConsistentCopyOfTheDatabaseBeforeMigrating() throws {
        try sandbox.write("0001_create.sql", createPeople)
        _ = try sandbox.migrate()
        try sandbox.queue().write { try $0.execute(sql: "INSERT INTO person (name, mass) VALUES ('Luke', 77.5)") }
        try sandbox.write("0002_drop_mass.sql", dropMass)
        let backup = sandbox.root.appendingPathComponent("before.sqlite").path
        let report = try sandbox.migrate(MigrateOptions(allowDestructive: true, backupPath: backup))
        XCTAssertEqual(report.backup, backup)
        let copy = try DatabaseQueue(path: backup)
        let (mass, versions) = try copy.read { db in
            (try Double.fetchOne(db, sql: "SELECT mass FROM person"), try MigrationHistory.entries(db).map(\.version))
        }
        XCTAssertEqual(mass, 77.5)
        XCTAssertEqual(versions, [1])
        let idle = try sandbox.migrate(MigrateOptions(backupPath: sandbox.root.appendingPathComponent("idle.sqlite").path))
        XCTAssertNil(idle.backup, "nothing pending, so no backup is taken")
    }

    func testExistingBackupFileIsRefusedBeforeApplying() throws {
        try sandbox.write("0001_create.sql", createPeople)
        let backup = sandbox.root.appendingPathComponent("taken.sqlite").path
        XCTAssertTrue(FileManager.default.createFile(atPath: backup, contents: Data("x".utf8)))
        _ = try sandbox.queue()
        XCTAssertThrowsError(try sandbox.migrate(MigrateOptions(backupPath: backup))) { error in
            XCTAssertEqual(error as? MigrationError, .backupExists(path: backup))
        }
        XCTAssertEqual(try sandbox.queue().read { try MigrationHistory.entries($0) }, [])
    }

    /// A run that commits nothing (its first migration failed, or the database stayed
    /// locked) leaves no backup behind, so the same command runs again once the cause is
    /// fixed (it was refused as `backup-exists`); a run that committed a migration before
    /// one failed keeps it: it is the database as it was before the run.
    func testABackupIsRemovedWhenTheRunCommitsNothingAndKeptWhenItDid() throws {
        try sandbox.write("0001_create.sql", createPeople)
        try sandbox.write("0002_planet.sql", "INSERT INTO nowhere VALUES (1);\n")
        let backup = sandbox.root.appendingPathComponent("before.sqlite").path
        XCTAssertThrowsError(try sandbox.migrate(MigrateOptions(backupPath: backup)))
        XCTAssertTrue(FileManager.default.fileExists(atPath: backup), "0001 committed: the backup is the database before the run")
        try FileManager.default.removeItem(atPath: backup)

        XCTAssertThrowsError(try sandbox.migrate(MigrateOptions(backupPath: backup))) { error in
            guard case .sqlFailed? = error as? MigrationError else { return XCTFail("unexpected \(error)") }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: backup), "nothing committed")

        try sandbox.write("0002_planet.sql", "CREATE TABLE planet (id INTEGER PRIMARY KEY);\n")
        try sandbox.queue().writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            XCTAssertThrowsError(try sandbox.migrate(MigrateOptions(backupPath: backup), timeout: 0.2)) { error in
                guard case .lockTimeout? = error as? MigrationError else { return XCTFail("unexpected \(error)") }
            }
            try db.execute(sql: "ROLLBACK")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: backup), "nothing committed")
        XCTAssertEqual(try sandbox.migrate(MigrateOptions(backupPath: backup)).applied.map(\.version), [2])
        XCTAssertTrue(FileManager.default.fileExists(atPath: backup))
    }

    func testScopedForeignKeyCheckLooksOnlyAtTheNamedTables() throws {
        try sandbox.queue().writeWithoutTransaction { db in
            try db.execute(sql: """
                PRAGMA foreign_keys = OFF;
                CREATE TABLE parent (id INTEGER PRIMARY KEY) STRICT;
                CREATE TABLE child (id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES parent (id)) STRICT;
                INSERT INTO child VALUES (1, 42);
                """)
            XCTAssertNil(try Verification.foreignKeyViolations(db, tables: ["parent"]))
            XCTAssertEqual(try Verification.foreignKeyViolations(db, tables: ["child"])?.count, 1)
            XCTAssertEqual(try Verification.foreignKeyViolations(db)?.first, "row 1 of \"child\" references a missing row of \"parent\"")
        }
    }
}
