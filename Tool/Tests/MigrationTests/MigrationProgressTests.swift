import Foundation
import GRDB
@testable import Migration
@testable import SQLiteDriver
import ModelcTestSupport
import XCTest

/// Progress reports for long migrations: every statement is announced and finished, in
/// order, and reporting changes nothing about what is applied.
final class MigrationProgressTests: ModelcTestCase {
    /// Collects reports from the migrating thread.
    private final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var events: [MigrationProgress] = []
        func add(_ event: MigrationProgress) { lock.withLock { events.append(event) } }
        var all: [MigrationProgress] { lock.withLock { events } }
    }

    func testEveryStatementOfARebuildIsReportedStartedAndFinishedInOrder() throws {
        let sandbox = try ApplySandbox(self)
        try sandbox.write("0001_create.sql", migrationText(from: nil, to: 1, sql: """
            CREATE TABLE "item" ("id" INTEGER PRIMARY KEY, "n" INTEGER NOT NULL);
            WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 50000)
            INSERT INTO "item" ("id", "n") SELECT x, x FROM c;
            """))
        try sandbox.write("0002_rebuild.sql", migrationText(from: 1, to: 2, sql: """
            CREATE TABLE "_new_item" ("id" INTEGER PRIMARY KEY, "n" REAL NOT NULL);
            INSERT INTO "_new_item" ("id", "n") SELECT "id", CAST("n" AS REAL) FROM "item";
            DROP TABLE "item";
            ALTER TABLE "_new_item" RENAME TO "item";
            """))
        let recorder = Recorder()
        var migrator = sandbox.migrator()
        migrator.progress = { recorder.add($0) }
        let report = try migrator.migrate(try sandbox.directory.files(), sum: try sandbox.directory.readSum(), options: MigrateOptions())
        XCTAssertEqual(report.applied.map(\.name), ["0001_create.sql", "0002_rebuild.sql"])

        let rebuild = recorder.all.filter { $0.migration == "0002_rebuild.sql" }
        let finished = rebuild.filter(\.isFinished)
        XCTAssertEqual(finished.map(\.statement), [1, 2, 3, 4])
        XCTAssertEqual(finished.map(\.summary), [
            #"CREATE TABLE "_new_item" ("id" INTEGER PRIMARY KEY, "n" REAL NOT NULL)"#,
            #"INSERT INTO "_new_item" ("id", "n") SELECT "id", CAST("n" AS REAL) FROM…"#,
            #"DROP TABLE "item""#,
            #"ALTER TABLE "_new_item" RENAME TO "item""#,
        ], "the first line that is not a comment, shortened to 72 characters")
        for statement in 1...4 {
            let events = rebuild.filter { $0.statement == statement }
            XCTAssertEqual(events.first?.isFinished, false, "announced before it runs")
            XCTAssertEqual(events.last?.isFinished, true)
            XCTAssertEqual(events.map(\.elapsed), events.map(\.elapsed).sorted(), "elapsed time only grows")
        }
        let rows = try sandbox.queue().read { try Double.fetchOne($0, sql: #"SELECT sum("n") FROM "item""#) }
        XCTAssertEqual(rows, 1_250_025_000)
    }

    func testACopyReportsRowsReadOutOfTheSourceTableTotalAsItRuns() throws {
        let sandbox = try ApplySandbox(self)
        let queue = try sandbox.queue()
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE "item" ("id" TEXT PRIMARY KEY NOT NULL, "n" INTEGER NOT NULL);
                WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 30000)
                INSERT INTO "item" ("id", "n") SELECT printf('%08d', 30000 - x), x FROM c;
                CREATE TABLE "_new_item" ("id" TEXT PRIMARY KEY NOT NULL, "n" REAL NOT NULL);
                """)
        }
        let recorder = Recorder()
        let reporter = ProgressReporter(migration: "copy", handler: { recorder.add($0) }, instructions: 1_000, interval: 0)
        try queue.write { db in
            try reporter.execute("""
                -- step 1: a copy in key order
                INSERT INTO "_new_item" ("id", "n")
                SELECT "id", CAST("n" AS REAL) FROM "item" ORDER BY "id";
                DELETE FROM "item" WHERE "n" > 10;
                """, in: db)
        }
        let copy = recorder.all.filter { $0.statement == 1 }
        let rows = copy.compactMap(\.rows)
        XCTAssertEqual(rows.count, copy.count, "every report of the copy carries rows")
        XCTAssertEqual(Set(rows.map(\.total)), [30_000])
        XCTAssertEqual(rows.map(\.done), rows.map(\.done).sorted(), "rows done only grow")
        XCTAssertEqual(rows.first?.done, 0)
        XCTAssertEqual(rows.last?.done, 30_000)
        XCTAssertTrue(rows.contains { $0.done > 0 && $0.done < 30_000 }, "reported while copying")
        XCTAssertTrue(recorder.all.filter { $0.statement == 2 }.allSatisfy { $0.rows == nil }, "a delete is not a copy")
        let copied = try queue.read { try Int.fetchOne($0, sql: #"SELECT count(*) FROM "_new_item""#) }
        XCTAssertEqual(copied, 30_000)
    }

    func testCopySourceIsTheTableAnInsertSelectReadsFrom() {
        XCTAssertEqual(ProgressReporter.copySource(of: #"INSERT INTO "_modelc_new_item" (rowid, "id") SELECT rowid, "id" FROM "item" ORDER BY "id";"#), "item")
        XCTAssertEqual(ProgressReporter.copySource(of: "-- copy\nINSERT INTO \"n\" (\"a\")\nSELECT \"a\" FROM \"odd \"\"name\"\"\";"), "odd \"name\"")
        XCTAssertNil(ProgressReporter.copySource(of: #"INSERT INTO "n" ("a") VALUES (1);"#))
        XCTAssertNil(ProgressReporter.copySource(of: #"INSERT INTO "n" SELECT "a" FROM "x" JOIN "y" USING ("a");"#))
        XCTAssertNil(ProgressReporter.copySource(of: #"DELETE FROM "item";"#))
    }

    func testTerminalLineShowsRowsRateAndTimeLeft() {
        let progress = MigrationProgress(migration: "0002_x.sql", statement: 2, summary: "INSERT …", elapsed: 2, isFinished: false,
                                         rows: .init(done: 400_000, total: 1_000_000))
        XCTAssertEqual(progress.rows?.rate(after: 2), 200_000)
        XCTAssertEqual(progress.rows?.remaining(after: 2), 3)
    }
}
