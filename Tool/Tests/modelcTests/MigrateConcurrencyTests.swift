import Foundation
import GRDB
import Migration
import ModelcTestSupport
import XCTest

final class MigrateConcurrencyTests: ModelcTestCase {
    private func makeMigrations(in root: URL) throws -> MigrationDirectory {
        let migrations = MigrationDirectory(path: root.appendingPathComponent("migrations/App").path)
        try writeMigration("0001_create_event.sql", in: migrations, sql: """
            CREATE TABLE event (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, at TEXT NOT NULL) STRICT;
            """)
        // A data step that a double apply would visibly repeat.
        try writeMigration("0002_seed_events.sql", in: migrations, sql: """
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30000)
            INSERT INTO event (kind, at) SELECT 'seed', '2024-01-02T03:04:05.678Z' FROM n;
            """)
        try writeMigration("0003_index_kind.sql", in: migrations, sql: """
            CREATE INDEX idx_event_kind ON event (kind);
            UPDATE event SET kind = kind || '!';
            """)
        return migrations
    }

    func testFourProcessesStartedTogetherApplyEachMigrationExactlyOnceAndAllSucceed() throws {
        let root = try makeTemporaryDirectory(self)
        let migrations = try makeMigrations(in: root)
        let database = root.appendingPathComponent("app.sqlite").path
        let runs = try (0..<4).map { _ in
            try Modelc.start(["migrate", "--db", database, "--dir", migrations.path, "--format", "json"], in: root)
        }
        let outcomes = try runs.map { try $0.wait() }
        var appliedCounts: [String: Int] = [:]
        for outcome in outcomes {
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
            let report = try JSONDecoder().decode(MigrationReport.self, from: Data(outcome.stdout.utf8))
            for applied in report.applied { appliedCounts[applied.name, default: 0] += 1 }
        }
        XCTAssertEqual(appliedCounts, ["0001_create_event.sql": 1, "0002_seed_events.sql": 1, "0003_index_kind.sql": 1])
        let queue = try DatabaseQueue(path: database)
        try queue.read { db in
            XCTAssertEqual(try MigrationHistory.entries(db).map(\.version), [1, 2, 3])
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM event"), 30000)
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM event WHERE kind = 'seed!'"), 30000)
        }
    }

    func testProcessesThatWaitedForTheLockFindTheMigrationsDoneAndSkipThem() throws {
        let root = try makeTemporaryDirectory(self)
        let migrations = try makeMigrations(in: root)
        let database = root.appendingPathComponent("app.sqlite").path
        let holder = try DatabaseQueue(path: database)
        // Hold the write lock while four processes start: each reads an empty history,
        // plans all three migrations, and queues on BEGIN IMMEDIATE.
        var runs: [RunningProcess] = []
        try holder.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            runs = try (0..<4).map { _ in
                try Modelc.start(["migrate", "--db", database, "--dir", migrations.path, "--format", "json"], in: root)
            }
            Thread.sleep(forTimeInterval: 3)
            try db.execute(sql: "ROLLBACK")
        }
        try holder.close()
        var applied: [String: Int] = [:]
        var skipped = 0
        for outcome in try runs.map({ try $0.wait() }) {
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
            let report = try JSONDecoder().decode(MigrationReport.self, from: Data(outcome.stdout.utf8))
            for migration in report.applied { applied[migration.name, default: 0] += 1 }
            skipped += report.alreadyApplied.count
        }
        XCTAssertEqual(applied, ["0001_create_event.sql": 1, "0002_seed_events.sql": 1, "0003_index_kind.sql": 1])
        XCTAssertGreaterThan(skipped, 0, "processes that planned a migration another one applied while they waited skip it")
        XCTAssertEqual(try DatabaseQueue(path: database).read { try Int.fetchOne($0, sql: "SELECT count(*) FROM event WHERE kind = 'seed!'") }, 30000)
    }

    func testConcurrentDeclarativeRunsApplyThePlanOnceAndTheOthersFindTheModelInPlace() throws {
        let root = try makeTemporaryDirectory(self)
        let database = root.appendingPathComponent("app.sqlite").path
        let model = Repository.root.appendingPathComponent("models/StarWars").path
        let holder = try DatabaseQueue(path: database)
        var runs: [RunningProcess] = []
        try holder.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            runs = try (0..<3).map { _ in
                try Modelc.start(["migrate", "--db", database, "--model", model, "--format", "json"], in: root)
            }
            Thread.sleep(forTimeInterval: 3)
            try db.execute(sql: "ROLLBACK")
        }
        try holder.close()
        var applied = 0
        for outcome in try runs.map({ try $0.wait() }) {
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
            applied += try JSONDecoder().decode(MigrationReport.self, from: Data(outcome.stdout.utf8)).applied.count
        }
        XCTAssertEqual(applied, 1)
        let check = try Modelc.run(["diff", "--from-db", database, model, "--exit-code"], in: root)
        XCTAssertEqual(check.status, 0, check.stdout)
    }

    func testWaitingLongerThanTheLockTimeoutIsRefusedWithExit3AndAppliesNothing() throws {
        let root = try makeTemporaryDirectory(self)
        let migrations = try makeMigrations(in: root)
        let database = root.appendingPathComponent("app.sqlite").path
        let holder = try DatabaseQueue(path: database)
        let before = try fileBytes(database)
        try holder.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            let outcome = try Modelc.run(["migrate", "--db", database, "--dir", migrations.path, "--lock-timeout", "0.5"], in: root)
            XCTAssertEqual(outcome.status, 3, outcome.stderr)
            XCTAssertEqual(outcome.stderr, "error: database `\(database)` is locked by another connection and stayed locked for 0.5 s; "
                + "run again when the other process is done, or wait longer with --lock-timeout.\n")
            try db.execute(sql: "ROLLBACK")
        }
        XCTAssertEqual(try fileBytes(database), before)
    }
}
