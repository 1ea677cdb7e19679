import Foundation
import GRDB
import ModelcTestSupport
import ModelRuntime
import XCTest

/// The store from async code, on a `DatabasePool` opened by `ModelStore.open(at:migrator:)`.
final class AsyncStoreTests: XCTestCase {
    func product(_ id: Int, _ name: String) -> JSONValue {
        ["id": .int(Int64(id)), "name": .string(name), "sku": "ABC-0001", "created_at": "2024-01-02T03:04:05.678Z"]
    }

    func products(_ count: Int) -> JSONValue {
        .array((1...count).map { product($0, "P\($0)") })
    }

    func testAFileStoreIsAPoolInWALModeAndAMemoryStoreAQueue() throws {
        let (store, _) = try makeCatalogStore()
        XCTAssertTrue(store.writer is DatabasePool)
        XCTAssertEqual(try store.writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }, "wal")
        XCTAssertEqual(try store.writer.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }, ["schema_v1"])
        let memory = try ModelStore.inMemory(migrator: Catalog.migrator)
        XCTAssertTrue(memory.writer is DatabaseQueue)
        XCTAssertEqual(try memory.count(Product.all()), 0)
    }

    func testEveryStoreCallHasAnAsyncVariant() async throws {
        let (store, _) = try makeCatalogStore()
        let lamp = try Product(json: product(1, "Lamp"))
        try await store.upsert(lamp)
        try await store.upsert([try Product(json: product(2, "Desk")), try Product(json: product(3, "Chair"))])
        let updated = try await store.upsert(Product.self, json: ["id": 1, "name": "Desk lamp"])
        XCTAssertEqual(updated.name, "Desk lamp")
        XCTAssertEqual(updated.sku, "ABC-0001")
        let result = try await store.sync(Product.self, json: [product(2, "Desk 2"), product(4, "Stool")], deleteMissing: true)
        XCTAssertEqual(result, ModelStore.SyncResult(written: 2, deleted: 2))
        let written = try await store.transaction { writer in
            try writer.sync(Shelf.self, json: [["id": "0b0e9d6a-2f41-4c55-9d6c-4a5e8b0c1d2e", "title": "Top"]])
        }
        XCTAssertEqual(written.written, 1)
        let fetched = try await store.fetch(Product.order(Product.Columns.id))
        XCTAssertEqual(fetched.map(\.name), ["Desk 2", "Stool"])
        let stool = try await store.fetch(Product.self, key: 4)
        XCTAssertEqual(stool?.name, "Stool")
        let stored = try await store.count(Shelf.all())
        XCTAssertEqual(stored, 1)
        let deleted = try await store.delete(Product.self, key: 2)
        XCTAssertTrue(deleted)
        let again = try await store.delete(try XCTUnwrap(stool))
        XCTAssertTrue(again)
        let gone = try await store.delete(Product.self, key: 4)
        XCTAssertFalse(gone)
        let remaining = try await store.count(Product.all())
        XCTAssertEqual(remaining, 0)
    }

    func testAsyncInsertFillsTheKeyTheDatabaseAssigns() async throws {
        let store = try ModelStore.inMemory(migrator: Music.migrator)
        var album = Album(title: "Kind of Blue")
        try await store.insert(&album)
        XCTAssertEqual(album.id, 1)
        let stored = try await store.fetch(Album.self, key: 1)
        XCTAssertEqual(stored, album)
    }

    func testAnAsyncSyncErrorRollsBackAndNamesTheElement() async throws {
        let (store, _) = try makeCatalogStore()
        do {
            try await store.sync(Product.self, json: [product(1, "A"), product(2, String(repeating: "x", count: 30))], root: "products")
            XCTFail("the second name is longer than 20 characters")
        } catch {
            XCTAssertEqual("\(error)", "products[1].name: text of 30 characters is longer than the maximum 20")
        }
        let stored = try await store.count(Product.all())
        XCTAssertEqual(stored, 0)
    }

    func testASyncInATaskCancelledBeforeItStartsWritesNothing() async throws {
        let (store, _) = try makeCatalogStore()
        let payload = products(100)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await store.sync(Product.self, json: payload)
        }
        await assertCancelled(task)
        let stored = try await store.count(Product.all())
        XCTAssertEqual(stored, 0)
    }

    func testACancelledTransactionRollsBack() async throws {
        let (store, _) = try makeCatalogStore()
        let payload = products(100)
        let task = Task {
            try await store.transaction { writer in
                try writer.sync(Product.self, json: payload)
                // Cancelled while the transaction is open: GRDB refuses the next statement.
                withUnsafeCurrentTask { $0?.cancel() }
                return try writer.sync(Product.self, json: payload)
            }
        }
        await assertCancelled(task)
        let stored = try await store.count(Product.all())
        XCTAssertEqual(stored, 0)
    }
}
