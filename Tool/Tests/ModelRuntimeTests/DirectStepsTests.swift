import Foundation
import GRDB
import GRDBSQLite
@testable import ModelRuntime
import XCTest

/// The sync fast path steps its statements with the C API and tells GRDB's transaction
/// observers once per transaction (`DirectSteps`): what observers hear, what triggers
/// change, and cancellation between steps.
final class DirectStepsTests: XCTestCase {
    /// Counts what GRDB tells a transaction observer of the `product` table.
    final class Listener: TransactionObserver, @unchecked Sendable {
        var rowEvents = 0
        var tableEvents = 0
        var commits = 0

        func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
            eventKind.tableName == "product"
        }

        func databaseDidChange() { tableEvents += 1 }
        func databaseDidChange(with event: DatabaseEvent) { rowEvents += 1 }
        func databaseDidCommit(_ db: Database) { commits += 1 }
        func databaseDidRollback(_ db: Database) {}
    }

    func payload(_ count: Int) -> Data {
        JSONValue.array((1...count).map { index -> JSONValue in
            ["id": .int(Int64(index)), "name": .string("P\(index)"), "sku": "ABC-0001", "class": "standard", "quantity": 1,
             "weight": nil, "price": "1.50", "ratio": nil, "score": nil, "is_active": true, "released_at": nil,
             "created_at": "2024-01-02T03:04:05.678Z", "code": nil, "image": nil, "website": nil, "extra": nil, "big": nil, "shelf": nil]
        }).jsonData
    }

    func testAFastPathSyncTellsObserversOnceThatTheTableChanged() async throws {
        let (store, _) = try makeCatalogStore()
        let listener = Listener()
        store.writer.add(transactionObserver: listener, extent: .databaseLifetime)
        try await store.sync(Product.self, jsonData: payload(100))
        XCTAssertEqual([listener.rowEvents, listener.tableEvents, listener.commits], [0, 1, 1])
        let stored = try await store.count(Product.all())
        XCTAssertEqual(stored, 100)
    }

    func testReportingEachRowRunsEveryStatementThroughGRDB() async throws {
        var (store, _) = try makeCatalogStore()
        store.reportsEachRow = true
        let listener = Listener()
        store.writer.add(transactionObserver: listener, extent: .databaseLifetime)
        try await store.sync(Product.self, jsonData: payload(100))
        XCTAssertEqual([listener.rowEvents, listener.tableEvents, listener.commits], [100, 0, 1])
    }

    func testAnObserverOfATableATriggerWritesSeesTheSync() async throws {
        let (store, _) = try makeCatalogStore()
        try await store.writer.write { db in
            try db.execute(sql: #"CREATE TRIGGER "label_each_product" AFTER INSERT ON "product" BEGIN INSERT INTO "label" ("id") VALUES ('p' || NEW."id"); END"#)
        }
        var labels = store.observe(Label.order(Label.Columns.id)).makeAsyncIterator()
        let before = try await labels.next()
        XCTAssertEqual(before?.map(\.id), [])
        try await store.sync(Product.self, jsonData: payload(3))
        let after = try await labels.next()
        XCTAssertEqual(after?.map(\.id), ["p1", "p2", "p3"])
    }

    func testACancelledTaskStopsDirectStepsAtTheNextCheck() async throws {
        let (store, _) = try makeCatalogStore()
        let stepped = Counter()
        let task = Task {
            try await store.writer.write { db in
                try db.execute(sql: #"CREATE TABLE "numbers" ("n" INTEGER)"#)
                let statement = try db.makeStatement(sql: #"INSERT INTO "numbers" VALUES (1)"#)
                var steps = DirectSteps()
                // Cancelled between statements: SQLite forgets an interrupt that arrives
                // while no statement runs, so only the periodic check through GRDB sees it.
                withUnsafeCurrentTask { $0?.cancel() }
                for _ in 0..<(2 * DirectSteps.checkInterval) {
                    sqlite3_reset(statement.sqliteStatement)
                    try steps.step(statement, rows: 1, in: db)
                    stepped.value += 1
                }
            }
        }
        await assertCancelled(task)
        XCTAssertEqual(stepped.value, DirectSteps.checkInterval - 1, "the step that reaches the interval runs its row, then the check throws")
        let tables = try await store.writer.read { db in try db.tableExists("numbers") }
        XCTAssertFalse(tables, "the transaction was rolled back")
    }

    final class Counter: @unchecked Sendable {
        var value = 0
    }
}
