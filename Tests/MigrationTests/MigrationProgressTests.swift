import Foundation
import GRDB
import Migration
import XCTest

/// Progress reports for long migrations: every statement is announced and finished, in
/// order, and reporting changes nothing about what is applied.
final class MigrationProgressTests: XCTestCase {
    /// Collects reports from the migrating thread.
    private final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var events: [MigrationProgress] = []
        func add(_ event: MigrationProgress) { lock.withLock { events.append(event) } }
        var all: [MigrationProgress] { lock.withLock { events } }
    }

    func testEveryStatementOfARebuildIsReportedStartedAndFinishedInOrder() throws {
        let sandbox = try ApplySandbox()
        defer { sandbox.remove() }
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
}
