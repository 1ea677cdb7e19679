import Foundation
import GRDB
import ModelcTestSupport
import ModelRuntime
import XCTest

/// Live queries: `observe(_:)`, `observe(_:key:)` and `observeChanges(_:)`.
final class ObservationTests: XCTestCase {
    func product(_ id: Int, _ name: String) throws -> Product {
        try Product(json: ["id": .int(Int64(id)), "name": .string(name), "sku": "ABC-0001", "created_at": "2024-01-02T03:04:05Z"])
    }

    func testAnObservedRequestYieldsTheCurrentValueThenOneValuePerChangingCommit() async throws {
        let (store, _) = try makeCatalogStore()
        var values = store.observe(Product.order(Product.Columns.name)).makeAsyncIterator()
        let first = try await values.next()
        XCTAssertEqual(first, [])
        try await store.upsert(try product(1, "B"))
        let second = try await values.next()
        XCTAssertEqual(second?.map(\.name), ["B"])
        let (a, c) = (try product(2, "A"), try product(3, "C"))
        try await store.transaction { writer in
            try writer.insert(a)
            try writer.insert(c)
        }
        let third = try await values.next()
        XCTAssertEqual(third?.map(\.name), ["A", "B", "C"], "both inserts at once: nothing from inside the transaction")
        try await store.upsert(try product(1, "B"))
        try await store.sync(Product.self, json: [["id": 3, "name": "D"]])
        let fourth = try await values.next()
        XCTAssertEqual(fourth?.map(\.name), ["A", "B", "D"], "a commit that changes nothing yields nothing")
    }

    func testAnObservedKeyFollowsItsRecordThroughInsertUpdateAndDelete() async throws {
        let (store, _) = try makeCatalogStore()
        var values = store.observe(Product.self, key: 7).makeAsyncIterator()
        let absent = try await values.next()
        XCTAssertEqual(absent, .some(nil))
        try await store.upsert(try product(8, "Other"))
        try await store.upsert(try product(7, "Lamp"))
        let inserted = try await values.next()
        XCTAssertEqual(inserted??.name, "Lamp", "the write to another row yields nothing")
        try await store.upsert(Product.self, json: ["id": 7, "name": "Desk lamp"])
        let updated = try await values.next()
        XCTAssertEqual(updated??.name, "Desk lamp")
        try await store.delete(Product.self, key: 7)
        let deleted = try await values.next()
        XCTAssertEqual(deleted, .some(nil))
    }

    func testObservedChangesNameInsertedUpdatedDeletedAndMovedKeys() async throws {
        let (store, _) = try makeCatalogStore()
        try await store.upsert([try product(1, "A"), try product(2, "B"), try product(3, "C"), try product(4, "D")])
        var updates = store.observeChanges(Product.order(Product.Columns.name)).makeAsyncIterator()
        let first = try await updates.next()
        XCTAssertEqual(first?.changes, ListChanges(inserted: [1, 2, 3, 4]))
        try await store.transaction { writer in
            try writer.sync(Product.self, json: [["id": 1, "name": "E"], ["id": 3, "name": "C2"], ["id": 5, "name": "B5", "sku": "ABC-0001", "created_at": "2024-01-02T03:04:05Z"]])
            _ = try Product.deleteApplyingRules(storageKey: 2.databaseValue, in: writer.db)
        }
        let second = try await updates.next()
        XCTAssertEqual(second?.records.map(\.name), ["B5", "C2", "D", "E"])
        XCTAssertEqual(second?.changes, ListChanges(inserted: [5], updated: [3, 1], deleted: [2], moved: [1]))
    }

    func testIteratingEndsWhenTheTaskIsCancelled() async throws {
        let (store, _) = try makeCatalogStore()
        let received = Collected<Int>()
        let started = AsyncStream<Void>.makeStream()
        let observer = Task {
            for try await products in store.observe(Product.all()) {
                received.append(products.count)
                started.continuation.yield()
            }
            return "ended"
        }
        var signals = started.stream.makeAsyncIterator()
        await signals.next()
        observer.cancel()
        let ending = try await observer.value
        XCTAssertEqual(ending, "ended", "the loop ends without an error")
        try await store.upsert(try product(1, "After"))
        XCTAssertEqual(received.all, [0])
    }
}
