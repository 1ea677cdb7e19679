import Foundation
import GRDB
import Migration
import ModelcTestSupport
import XCTest

/// SIGKILL during a table rebuild leaves the database entirely at the old or the new
/// version. Default: 50k rows and 6 kill instants; `MODELC_LONG_TESTS=1`: 200k rows and 16.
final class MigrateCrashTests: ModelcTestCase {
    private var rowCount: Int { longTestsEnabled ? 200_000 : 50_000 }
    private var trials: Int { longTestsEnabled ? 16 : 6 }

    /// A database with `item` (rowCount rows, some NULLs and unicode) and `tag` (one row
    /// per item, ON DELETE CASCADE), and a pending migration rebuilding `item` with a new
    /// NOT NULL column and a changed column type.
    private func makePristine(in root: URL, wal: Bool) throws -> (database: String, migrations: MigrationDirectory) {
        let database = root.appendingPathComponent("pristine.sqlite").path
        let queue = try DatabaseQueue(path: database)
        if wal { try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = WAL") } }
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL, price TEXT, note TEXT) STRICT;
                CREATE TABLE tag (id INTEGER PRIMARY KEY, item_id INTEGER NOT NULL REFERENCES item (id) ON DELETE CASCADE, label TEXT NOT NULL) STRICT;
                CREATE INDEX idx_tag_item_id ON tag (item_id);
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(rowCount))
                INSERT INTO item (id, name, price, note)
                SELECT i, 'item ' || i || ' ünïcödé ✓', CAST(i % 1000 AS TEXT) || '.5', CASE WHEN i % 7 = 0 THEN NULL ELSE hex(randomblob(16)) END FROM n;
                INSERT INTO tag (item_id, label) SELECT id, 'tag of ' || id FROM item;
                """)
        }
        try queue.close()
        let migrations = MigrationDirectory(path: root.appendingPathComponent("migrations/App").path)
        try writeMigration("0001_rebuild_item.sql", in: migrations, steps: [(.safe, "rebuild table \"item\"")], sql: """
            CREATE TABLE item_new (id INTEGER PRIMARY KEY, name TEXT NOT NULL, price REAL, note TEXT, stock INTEGER NOT NULL DEFAULT 0) STRICT;
            INSERT INTO item_new (id, name, price, note) SELECT id, name, CAST(price AS REAL), note FROM item ORDER BY id;
            DROP TABLE item;
            ALTER TABLE item_new RENAME TO item;
            CREATE INDEX idx_item_name ON item (name);
            """)
        return (database, migrations)
    }

    /// Old or new, never between: integrity ok, and the row data matches one version exactly.
    private enum Outcome: Equatable { case old, new }

    private func state(of database: String, file: StaticString = #filePath, line: UInt = #line) throws -> Outcome? {
        let queue = try DatabaseQueue(path: database)
        defer { try? queue.close() }
        return try queue.read { db -> Outcome? in
            XCTAssertEqual(try String.fetchAll(db, sql: "PRAGMA integrity_check"), ["ok"], file: file, line: line)
            XCTAssertEqual(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count, 0, file: file, line: line)
            let history = try MigrationHistory.entries(db).map(\.version)
            let columns = try db.columns(in: "item").map(\.name)
            let priceType = try String.fetchOne(db, sql: "SELECT typeof(price) FROM item WHERE id = 1")
            let counts = try Row.fetchOne(db, sql: """
                SELECT (SELECT count(*) FROM item), (SELECT count(*) FROM tag),
                       (SELECT count(*) FROM item WHERE note IS NULL),
                       (SELECT count(*) FROM item WHERE name = 'item ' || id || ' ünïcödé ✓'),
                       (SELECT total(CAST(price AS REAL)) FROM item)
                """)
            XCTAssertEqual(counts?[0] as Int?, rowCount, "every item row is intact", file: file, line: line)
            XCTAssertEqual(counts?[1] as Int?, rowCount, "no child row was cascaded away", file: file, line: line)
            XCTAssertEqual(counts?[2] as Int?, rowCount / 7, "NULLs kept", file: file, line: line)
            XCTAssertEqual(counts?[3] as Int?, rowCount, "unicode text kept", file: file, line: line)
            let expectedTotal = (1...rowCount).reduce(0.0) { $0 + Double($1 % 1000) + 0.5 }
            XCTAssertEqual(counts?[4] as Double? ?? 0, expectedTotal, accuracy: 0.01, file: file, line: line)
            switch (history, columns, priceType) {
            case ([], ["id", "name", "price", "note"], "text"): return .old
            case ([1], ["id", "name", "price", "note", "stock"], "real"): return .new
            default:
                XCTFail("between versions: history \(history), columns \(columns), price \(priceType ?? "nil")", file: file, line: line)
                return nil
            }
        }
    }

    func testKillingMigrateDuringRebuildLeavesDatabaseAtOldOrNewVersionWithEveryRow() throws {
        try killDuringRebuild(wal: false, trials: trials)
    }

    func testKillingMigrateDuringRebuildOfAWALDatabaseLeavesItAtOldOrNewVersion() throws {
        try killDuringRebuild(wal: true, trials: longTestsEnabled ? 8 : 3)
    }

    private func killDuringRebuild(wal: Bool, trials: Int) throws {
        let root = try makeTemporaryDirectory(self)
        let (pristine, migrations) = try makePristine(in: root, wal: wal)
        // The pristine database was closed cleanly (a WAL one checkpointed), so copying the main file copies it all.
        func copy(_ target: String) throws {
            try FileManager.default.copyItem(atPath: pristine, toPath: target)
        }

        // Measure one uninterrupted run to spread the kill instants over it.
        let measured = root.appendingPathComponent("measured.sqlite").path
        try copy(measured)
        let start = Date()
        let full = try Modelc.start(["migrate", "--db", measured, "--dir", migrations.path], in: root).wait()
        let duration = Date().timeIntervalSince(start)
        XCTAssertEqual(full.status, 0, full.stderr)
        XCTAssertEqual(try state(of: measured), .new)

        var outcomes: [Outcome: Int] = [:]
        var killedCount = 0
        for trial in 0..<trials {
            let database = root.appendingPathComponent("trial\(trial).sqlite").path
            try copy(database)
            let running = try Modelc.start(["migrate", "--db", database, "--dir", migrations.path], in: root)
            // From just after start-up to the end: 5% … 90% of a full run.
            let fraction = 0.05 + 0.85 * Double(trial) / Double(max(1, trials - 1))
            Thread.sleep(forTimeInterval: duration * fraction)
            running.kill()
            let outcome = try running.wait()
            if running.wasKilled { killedCount += 1 } else { XCTAssertEqual(outcome.status, 0, outcome.stderr) }
            // The first thing to touch the database after the crash is a read-only status.
            let diff = try Modelc.run(["diff", "--from-db", database, "--to-db", database, "--exit-code"], in: root)
        XCTAssertEqual(diff.status, 0, "reading the live schema after the crash: \(diff.stderr)")
        let status = try Modelc.run(["migrate", "status", "--db", database, "--dir", migrations.path], in: root)
            XCTAssertEqual(status.status, 0, status.stderr)
            if let state = try state(of: database) { outcomes[state, default: 0] += 1 }
            // A killed run is finished by the next one, leaving the new version.
            let rerun = try Modelc.run(["migrate", "--db", database, "--dir", migrations.path], in: root)
            XCTAssertEqual(rerun.status, 0, rerun.stderr)
            XCTAssertEqual(try state(of: database), .new)
        }
        XCTAssertGreaterThan(killedCount, 0, "no run was killed before it finished; the kill instants missed the migration")
        print("crash trials\(wal ? " (WAL)" : ""): \(trials) (\(killedCount) killed): old \(outcomes[.old] ?? 0), new \(outcomes[.new] ?? 0); full run \(Int(duration * 1000)) ms for \(rowCount) rows")
    }

    func testAfterAWriterCrashedWithAHotJournalStatusAndMigrateRollItBackAndProceed() throws {
        guard let sqlite3 = RunningProcess.onPath("sqlite3") else { throw XCTSkip("needs the sqlite3 shell on PATH") }
        let root = try makeTemporaryDirectory(self)
        let database = root.appendingPathComponent("app.sqlite").path
        try DatabaseQueue(path: database).write { db in
            try db.execute(sql: """
                CREATE TABLE note (id INTEGER PRIMARY KEY, body BLOB NOT NULL) STRICT;
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000)
                INSERT INTO note (body) SELECT zeroblob(100) FROM n;
                """)
        }
        // A writer with a tiny cache spills its uncommitted pages into the database file,
        // keeping the originals in the journal; killing it leaves a hot journal. Its input
        // is kept open: at the end of its input the shell would close the database and
        // roll the transaction back, removing the journal this test needs.
        let writer = try RunningProcess(sqlite3, [
            "-cmd", "PRAGMA cache_size=10", "-cmd", "BEGIN", "-cmd", "UPDATE note SET body = randomblob(100)", database,
        ], in: root, keepingInputOpen: true)
        let journal = database + "-journal"
        let deadline = Date().addingTimeInterval(20)
        func journalSize() -> Int { ((try? FileManager.default.attributesOfItem(atPath: journal))?[.size] as? Int) ?? 0 }
        while journalSize() < 1_000_000 && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        Thread.sleep(forTimeInterval: 0.3)
        writer.kill()
        let killed = try writer.wait()
        XCTAssertTrue(writer.wasKilled, "the writer ended before it was killed: \(killed.stderr)")
        XCTAssertGreaterThan(journalSize(), 0, "the killed writer left its journal")

        let migrations = MigrationDirectory(path: root.appendingPathComponent("migrations/App").path)
        try writeMigration("0001_add_index.sql", in: migrations, sql: "CREATE INDEX idx_note_body ON note (body);")
        let diff = try Modelc.run(["diff", "--from-db", database, "--to-db", database, "--exit-code"], in: root)
        XCTAssertEqual(diff.status, 0, "reading the live schema after the crash: \(diff.stderr)")
        let status = try Modelc.run(["migrate", "status", "--db", database, "--dir", migrations.path], in: root)
        XCTAssertEqual(status.status, 0, status.stderr)
        XCTAssertEqual(status.stdout, "pending  0001_add_index.sql  (model version 1)\n")
        let migrate = try Modelc.run(["migrate", "--db", database, "--dir", migrations.path], in: root)
        XCTAssertEqual(migrate.status, 0, migrate.stderr)
        try DatabaseQueue(path: database).read { db in
            XCTAssertEqual(try String.fetchAll(db, sql: "PRAGMA integrity_check"), ["ok"])
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM note WHERE body = zeroblob(100)"), 20000, "the crashed update was rolled back")
        }
    }
}
