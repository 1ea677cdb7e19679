import Foundation
import GRDB
import Migration
import ModelcTestSupport
import XCTest

/// `modelc migrate` with hand-written migrations: exit codes, messages, and that a
/// refused or dry run leaves the database file byte-identical.
final class MigrateCommandTests: ModelcTestCase {
    private var root: URL!
    private var migrations: MigrationDirectory!
    private var database: String { root.appendingPathComponent("app.sqlite").path }

    override func setUpWithError() throws {
        root = try makeTemporaryDirectory(self)
        migrations = MigrationDirectory(path: root.appendingPathComponent("migrations/App").path)
        try writeMigration("0001_create_person.sql", in: migrations, sql: """
            CREATE TABLE person (id INTEGER PRIMARY KEY, name TEXT NOT NULL, mass REAL) STRICT;
            """)
    }

    private func migrate(_ extra: [String] = []) throws -> ProcessOutcome {
        try Modelc.run(["migrate", "--db", database, "--dir", migrations.path] + extra, in: root)
    }

    private func applyFirstAndAddPeople() throws {
        XCTAssertEqual(try migrate().status, 0)
        try DatabaseQueue(path: database).write { db in
            try db.execute(sql: "INSERT INTO person (name, mass) VALUES ('Luke', 77), ('Leia', NULL), ('Ob''i-Wan ✓', NULL)")
        }
    }

    func testDestructiveMigrationWithoutFlagExits3AndLeavesDatabaseByteIdentical() throws {
        try applyFirstAndAddPeople()
        try writeMigration("0002_drop_mass.sql", in: migrations, steps: [(.destructive, #"drop column "person"."mass""#)], sql: """
            ALTER TABLE person DROP COLUMN mass;
            """)
        let before = try fileBytes(database)
        let refused = try migrate()
        XCTAssertEqual(refused.status, 3)
        XCTAssertEqual(refused.stderr, "error: 0002_drop_mass.sql loses data (drop column \"person\".\"mass\"); it was not applied; pass --allow-destructive, or after review add the line `-- approved: destructive` to the file (approval lines are not part of the checksum).\n")
        XCTAssertEqual(refused.stderr.split(separator: "\n").count, 1, "one sentence, no trace")
        XCTAssertEqual(try fileBytes(database), before)

        let allowed = try migrate(["--allow-destructive"])
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertEqual(normalizedOutput(allowed.stdout), "applied 0002_drop_mass.sql: 1 step: 0 safe, 0 dataDependent, 1 destructive (<duration>)\n$TMP/app.sqlite is at model version 1\n")
    }

    func testTamperedAppliedMigrationExits3() throws {
        try applyFirstAndAddPeople()
        try migrations.write((try migrations.read("0001_create_person.sql")) + "-- sneaky\n", to: "0001_create_person.sql")
        try migrations.writeSum()
        let outcome = try migrate()
        XCTAssertEqual(outcome.status, 3)
        XCTAssertEqual(outcome.stderr, "error: 0001_create_person.sql was changed after it was applied (recorded sha256:3c95525b5d55268816f7245c1c19da6c7f1064aae5abd2cc379399806e0e0916, now sha256:190ebd38718a27db1cd999bce422c9469ced5719a926b8c9b46a5c017db81b0e); restore the applied text and put new changes in a new migration.\n")
        let status = try Modelc.run(["migrate", "status", "--db", database, "--dir", migrations.path], in: root)
        XCTAssertEqual(normalizedOutput(status.stdout), """
            applied  0001_create_person.sql  <timestamp>  <duration>  (model version 1)  (the file changed since it was applied: `modelc migrate` will refuse)
            database at model version 1

            """)
        // A file gone from the folder is said to be missing, not changed.
        try FileManager.default.removeItem(atPath: migrations.path + "/0001_create_person.sql")
        try migrations.writeSum()
        let gone = try Modelc.run(["migrate", "status", "--db", database, "--dir", migrations.path], in: root)
        XCTAssertTrue(normalizedOutput(gone.stdout).hasPrefix(
            "applied  0001_create_person.sql  <timestamp>  <duration>  (the file is missing from the folder: `modelc migrate` will refuse until it is restored)\n"), gone.stdout)
    }

    /// A database migrated by another model's files (an app folder holding a model per
    /// database, as a Thunderbird profile does) was told that this folder's first file
    /// "was changed after it was applied" and to restore "the applied text", which it
    /// never had: it names both files and the likelier cause.
    func testADatabaseMigratedByAnotherModelsFilesIsToldSo() throws {
        try applyFirstAndAddPeople()
        let other = MigrationDirectory(path: root.appendingPathComponent("migrations/Other").path)
        try writeMigration("0001_create_note.sql", in: other, sql: "CREATE TABLE note (id INTEGER PRIMARY KEY) STRICT;")
        let outcome = try Modelc.run(["migrate", "--db", database, "--dir", other.path], in: root)
        XCTAssertEqual(outcome.status, 3, outcome.stdout + outcome.stderr)
        XCTAssertEqual(outcome.stderr, "error: the database records migration 1 as 0001_create_person.sql, but this folder's migration 1 is 0001_create_note.sql, "
            + "with other SQL: the database was migrated by other files; check that the model (and --dir) is the one this database belongs to; "
            + "if 0001_create_person.sql was only renamed, give it back its name.\n")
    }

    func testCRLFCheckoutOfAppliedMigrationIsNotTampering() throws {
        try applyFirstAndAddPeople()
        let text = try migrations.read("0001_create_person.sql")
        try migrations.write(text.replacingOccurrences(of: "\n", with: "\r\n"), to: "0001_create_person.sql")
        let outcome = try migrate()
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(normalizedOutput(outcome.stdout), "$TMP/app.sqlite is up to date at model version 1; nothing to apply\n")
    }

    func testFailingDataDependentStepExits3WithTheCountOfOffendingRows() throws {
        try applyFirstAndAddPeople()
        try writeMigration(
            "0002_mass_required.sql", in: migrations,
            steps: [(.dataDependent, #"make "person"."mass" NOT NULL"#)],
            preflight: [(#"rows of "person" where "mass" IS NULL must be 0"#, #"SELECT count(*) FROM "person" WHERE "mass" IS NULL"#)],
            sql: """
                CREATE TABLE person_new (id INTEGER PRIMARY KEY, name TEXT NOT NULL, mass REAL NOT NULL) STRICT;
                INSERT INTO person_new SELECT * FROM person;
                DROP TABLE person;
                ALTER TABLE person_new RENAME TO person;
                """
        )
        let before = try fileBytes(database)
        let outcome = try migrate()
        XCTAssertEqual(outcome.status, 3)
        XCTAssertEqual(outcome.stderr, "error: 0002_mass_required.sql refused: 2 rows would fail: rows of \"person\" where \"mass\" IS NULL must be 0; fix those rows in a hand-written migration numbered before this one, then run again (it was not applied).\n")
        XCTAssertEqual(try fileBytes(database), before)
    }

    func testDryRunPrintsPlanAndSQLAndWritesNothing() throws {
        let fresh = try migrate(["--dry-run"])
        XCTAssertEqual(fresh.status, 0, fresh.stderr)
        XCTAssertEqual(fresh.stdout, """
            -- would apply 0001_create_person.sql (safe)
            CREATE TABLE person (id INTEGER PRIMARY KEY, name TEXT NOT NULL, mass REAL) STRICT;
            -- dry run: ran on a private copy of the database; nothing was written

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: database), "a dry run creates no database")

        try applyFirstAndAddPeople()
        try writeMigration("0002_index.sql", in: migrations, sql: "CREATE INDEX idx_person_name ON person (name);")
        let before = try fileBytes(database)
        let json = try migrate(["--dry-run", "--format", "json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let report = try JSONDecoder().decode(MigrationReport.self, from: Data(json.stdout.utf8))
        XCTAssertEqual(report.planned.map(\.name), ["0002_index.sql"])
        XCTAssertEqual(try fileBytes(database), before)
    }

    func testBackupCopiesTheDatabaseBeforeApplying() throws {
        try applyFirstAndAddPeople()
        try writeMigration("0002_drop_mass.sql", in: migrations, steps: [(.destructive, "drop mass")], sql: "ALTER TABLE person DROP COLUMN mass;")
        let backup = root.appendingPathComponent("before.sqlite").path
        let outcome = try migrate(["--allow-destructive", "--backup", backup])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        // Printed after the migrations that were printed as they committed: it says when.
        XCTAssertTrue(outcome.stdout.contains("to \(backup) before the first migration ran\n"), outcome.stdout)
        let masses = try DatabaseQueue(path: backup).read { try Double?.fetchAll($0, sql: "SELECT mass FROM person ORDER BY id") }
        XCTAssertEqual(masses, [77, nil, nil])
        let again = try migrate(["--backup", backup])
        XCTAssertEqual(again.status, 0, "nothing pending: no backup needed, no error")
    }

    /// `--dry-run` exits with the code the real run would where the file stops the run:
    /// another connection reading (in rollback-journal mode) keeps the write lock from
    /// the commit, so both are refused after the lock timeout (3), though the rehearsal
    /// writes a private copy; the dry run exited 0.
    func testADryRunOnADatabaseAnotherConnectionHoldsExitsAsTheRunWould() throws {
        try applyFirstAndAddPeople()
        try writeMigration("0002_index.sql", in: migrations, sql: "CREATE INDEX idx_person_name ON person (name);")
        let queue = try DatabaseQueue(path: database)
        let outcomes = try queue.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN DEFERRED; SELECT count(*) FROM person")
            defer { try? db.execute(sql: "ROLLBACK") }
            return try [["--dry-run"], []].map { try migrate(["--lock-timeout", "0.3"] + $0) }
        }
        for outcome in outcomes {
            XCTAssertEqual(outcome.status, 3, outcome.stdout + outcome.stderr)
            XCTAssertTrue(outcome.stderr.hasPrefix("error: "), outcome.stderr)
        }
        XCTAssertEqual(outcomes[0].stderr, outcomes[1].stderr, "the same sentence")
        XCTAssertEqual(try migrate(["--dry-run"]).status, 0, "once the reader is done")
    }

    /// A file its user may not write: SQLite opens it read-only without a word and
    /// locks it alike, so the dry run's instant lock passed and it exited 0 ("would
    /// apply") where the run exits 4 (`database-read-only`). Root writes any file, so
    /// this runs as `nobody`, where the tests run as root (as CI does).
    func testADryRunOnAFileItsUserMayNotWriteExitsAsTheRunWould() throws {
        guard getuid() == 0, let runuser = RunningProcess.onPath("runuser") ?? ["/usr/sbin/runuser", "/sbin/runuser"].map(URL.init(fileURLWithPath:)).first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("needs root, to run modelc as another user")
        }
        try applyFirstAndAddPeople()
        try writeMigration("0002_index.sql", in: migrations, sql: "CREATE INDEX idx_person_name ON person (name);")
        for (path, mode) in [(root.path, 0o777), (root.appendingPathComponent("migrations").path, 0o755), (migrations.path, 0o755), (database, 0o444)] {
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        }
        let before = try fileBytes(database)
        let outcomes = try [["--dry-run"], []].map { extra in
            try RunningProcess.run(runuser, ["-u", "nobody", "--", Modelc.executable.path, "migrate", "--db", database, "--dir", migrations.path] + extra, in: root)
        }
        for outcome in outcomes {
            XCTAssertEqual(outcome.status, 4, outcome.stdout + outcome.stderr)
        }
        XCTAssertEqual(outcomes[0].stderr, outcomes[1].stderr, "the same sentence")
        XCTAssertEqual(try fileBytes(database), before)
    }

    /// A backup path in a folder that does not exist is the backup's error (it named the
    /// database as the file that could not be opened), in the dry run as in the run, and
    /// nothing is applied.
    func testABackupInAMissingFolderIsRefusedNamingTheBackup() throws {
        try applyFirstAndAddPeople()
        try writeMigration("0002_index.sql", in: migrations, sql: "CREATE INDEX idx_person_name ON person (name);")
        let backup = root.appendingPathComponent("no/such/folder/before.sqlite").path
        for dryRun in [["--dry-run"], []] {
            let outcome = try migrate(["--backup", backup] + dryRun)
            XCTAssertEqual(outcome.status, 2, outcome.stdout + outcome.stderr)
            XCTAssertEqual(outcome.stderr, "error: the backup file \(backup) cannot be written: its folder \(root.appendingPathComponent("no/such/folder").path) does not exist; "
                + "nothing was applied; create the folder first, or give --backup a path in an existing folder.\n")
        }
        XCTAssertEqual(try DatabaseQueue(path: database).read { try Int.fetchOne($0, sql: "SELECT count(*) FROM sqlite_master WHERE name = 'idx_person_name'") }, 0)
    }

    /// A database in WAL mode (schemaspy's Northwind) is backed up in WAL mode: `VACUUM
    /// INTO` wrote a rollback-mode file, so a backup put back changed the app's journal.
    func testBackupOfAWALDatabaseKeepsItsJournalMode() throws {
        try applyFirstAndAddPeople()
        try DatabaseQueue(path: database).writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = WAL") }
        try writeMigration("0002_index.sql", in: migrations, sql: "CREATE INDEX idx_person_name ON person (name);")
        let backup = root.appendingPathComponent("before.sqlite").path
        let outcome = try migrate(["--backup", backup])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        // The file header's read and write versions are 2 for WAL (1 for a rollback journal).
        let header = try XCTUnwrap(FileManager.default.contents(atPath: backup))
        XCTAssertEqual(Array(header[18...19]), [2, 2])
        XCTAssertEqual(try DatabaseQueue(path: backup).read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }, "wal")
        XCTAssertEqual(try DatabaseQueue(path: backup).read { try Int.fetchOne($0, sql: "SELECT count(*) FROM person") }, 3)
    }

    func testToStopsAtTheMigrationsOfTheGivenModelVersion() throws {
        // 0001 leads to version 1, 0002 is hand-written (so it belongs to version 1 too), 0003 leads to version 2.
        let create = try migrations.read("0001_create_person.sql")
        try migrations.write(create.replacingOccurrences(of: "-- from: none\n", with: "-- from: none\n-- to: 1\n"), to: "0001_create_person.sql")
        try writeMigration("0002_index.sql", in: migrations, sql: "CREATE INDEX idx_person_name ON person (name);")
        let v2 = MigrationFile.Header(model: "App", fromVersion: 1, toVersion: 2, steps: [.init(safety: .safe, summary: "add column")])
        try migrations.write(v2.rendered() + "\nALTER TABLE person ADD COLUMN nickname TEXT;\n", to: "0003_app_v2.sql")
        try migrations.writeSum()
        XCTAssertEqual(try migrate(["--to", "1"]).status, 0)
        let status = try Modelc.run(["migrate", "status", "--db", database, "--dir", migrations.path], in: root)
        XCTAssertEqual(status.status, 0, status.stderr)
        assertSnapshot(of: normalizedOutput(status.stdout), named: "ToStopsAtTheMigrationsOfTheGivenModelVersion.status.stdout")
    }

    func testPoint10ReportedDurationEqualsTheRecordedOne() throws {
        // Enough rows that committing takes measurable time: the duration must not be
        // taken once before COMMIT for the history and again after it for the report.
        try writeMigration("0002_fill.sql", in: migrations, sql: """
            CREATE TABLE blob (id INTEGER PRIMARY KEY, data BLOB NOT NULL) STRICT;
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
            INSERT INTO blob (data) SELECT randomblob(200) FROM n;
            """)
        let outcome = try migrate(["--format", "json"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let report = try JSONDecoder().decode(MigrationReport.self, from: Data(outcome.stdout.utf8))
        let recorded = try MigrationHistory.read(databaseAt: database)
        XCTAssertEqual(report.applied.map(\.name), recorded.map(\.name))
        XCTAssertEqual(report.applied.map(\.durationMilliseconds), recorded.map(\.durationMilliseconds))
    }

    func testEditedPendingMigrationNeedsHashRefresh() throws {
        try migrations.write((try migrations.read("0001_create_person.sql")) + "-- reviewed\n", to: "0001_create_person.sql")
        let refused = try migrate()
        XCTAssertEqual(refused.status, 3)
        XCTAssertEqual(normalizedOutput(refused.stderr), "error: 0001_create_person.sql does not match modelc.sum; if the edit is deliberate, run `modelc migrate hash --dir $TMP/migrations/App` and commit the new sum.\n")
        let hash = try Modelc.run(["migrate", "hash", "--dir", migrations.path], in: root)
        XCTAssertEqual(hash.status, 0, hash.stderr)
        XCTAssertEqual(try migrate().status, 0)
    }

    func testRefusalWithFormatJSONAlsoPrintsTheErrorAsJSON() throws {
        try applyFirstAndAddPeople()
        try writeMigration("0002_drop_mass.sql", in: migrations, steps: [(.destructive, "drop mass")], sql: "ALTER TABLE person DROP COLUMN mass;")
        let outcome = try migrate(["--format", "json"])
        XCTAssertEqual(outcome.status, 3)
        let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: [String: Any]]
        XCTAssertEqual(object?["error"]?["exitCode"] as? Int, 3)
        XCTAssertEqual(object?["error"]?["message"] as? String, "0002_drop_mass.sql loses data (drop mass); it was not applied", outcome.stdout)
    }

    func testNotADatabaseExits4() throws {
        try Data("not sqlite at all, just text that is long enough to be a header".utf8).write(to: URL(fileURLWithPath: database))
        let outcome = try migrate()
        XCTAssertEqual(outcome.status, 4, outcome.stderr)
        XCTAssertEqual(outcome.stderr.split(separator: "\n").count, 1, outcome.stderr)
    }
}
