import Foundation
import GRDB
import ModelcTestSupport
import ModelRuntime
import XCTest

/// Progress reports, batches and cancellation of `try await store.sync(…)`.
final class SyncProgressTests: XCTestCase {
    func labels(_ range: Range<Int>) -> JSONValue {
        .array(range.map { .object(["id": .string(Self.labelID($0))]) })
    }

    static func labelID(_ index: Int) -> String {
        "label-" + String(repeating: "0", count: max(0, 6 - String(index).count)) + String(index)
    }

    func testOneTransactionReportsEveryIntervalAndCommitsOnlyAtTheEnd() async throws {
        let (store, _) = try makeCatalogStore()
        let reports = Collected<SyncProgress>()
        let result = try await store.sync(Label.self, json: labels(0..<25_000), progress: { reports.append($0) })
        XCTAssertEqual(result, ModelStore.SyncResult(written: 25_000, deleted: 0))
        XCTAssertEqual(reports.all.map(\.written), [10_000, 20_000, 25_000])
        XCTAssertEqual(reports.all.map(\.committed), [0, 0, 0])
        XCTAssertEqual(reports.all.map(\.total), [25_000, 25_000, 25_000])
        XCTAssertEqual(reports.all.last?.fractionCompleted, 1)
        let stored = try await store.count(Label.all())
        XCTAssertEqual(stored, 25_000)
    }

    func testBatchesCommitEachBatchAndReportAfterTheCommit() async throws {
        let (store, path) = try makeCatalogStore()
        let reader = try DatabaseQueue(path: path)
        let seen = Collected<SyncProgress>()
        let counts = Collected<Int>()
        try await store.sync(Label.self, json: labels(0..<25_000), batchSize: 10_000, progress: { progress in
            seen.append(progress)
            counts.append((try? reader.read { db in try Label.fetchCount(db) }) ?? -1)
        })
        XCTAssertEqual(seen.all.map(\.written), [10_000, 20_000, 25_000])
        XCTAssertEqual(seen.all.map(\.committed), [10_000, 20_000, 25_000])
        XCTAssertEqual(counts.all, [10_000, 20_000, 25_000], "another connection sees each committed batch")
    }

    func testABatchedSyncDeletesMissingRowsOnlyAtTheEnd() async throws {
        let (store, _) = try makeCatalogStore()
        try await store.sync(Label.self, json: labels(0..<30))
        let result = try await store.sync(Label.self, json: labels(10..<35), deleteMissing: true, batchSize: 7)
        XCTAssertEqual(result, ModelStore.SyncResult(written: 25, deleted: 10))
        let ids = try await store.fetch(Label.order(Label.Columns.id)).map(\.id)
        XCTAssertEqual(ids, (10..<35).map(Self.labelID))
    }

    func testABatchErrorNamesTheElementInTheWholePayloadAndKeepsEarlierBatches() async throws {
        let (store, _) = try makeCatalogStore()
        var elements = (0..<25).map { index -> JSONValue in
            ["id": .int(Int64(index)), "name": .string("P\(index)"), "sku": "ABC-0001", "created_at": "2024-01-02T03:04:05Z"]
        }
        elements[13] = ["id": 13, "name": "P13", "sku": "ABC-0001", "created_at": "soon"]
        do {
            try await store.sync(Product.self, json: .array(elements), root: "products", batchSize: 10)
            XCTFail("element 13 has no date")
        } catch {
            XCTAssertEqual("\(error)", "products[13].created_at: expected a date, got \"soon\"")
        }
        let stored = try await store.count(Product.all())
        XCTAssertEqual(stored, 10, "the first batch was committed before the error")
        do {
            try await store.sync(Product.self, json: .array(elements), root: "products", progress: { _ in })
            XCTFail("element 13 has no date")
        } catch {
            XCTAssertEqual("\(error)", "products[13].created_at: expected a date, got \"soon\"")
        }
        let afterSecond = try await store.count(Product.all())
        XCTAssertEqual(afterSecond, 10, "one transaction: nothing of the second sync stays")
    }

    func testACancelledSyncRollsBackItsTransactionAndThrowsCancellationError() async throws {
        let (store, _) = try makeCatalogStore()
        let payload = labels(0..<50_000)
        let reports = Collected<SyncProgress>()
        let task = Task {
            try await store.sync(Label.self, json: payload, progress: { progress in
                reports.append(progress)
                // The report runs inside the sync's task: cancel it after the first slice.
                withUnsafeCurrentTask { $0?.cancel() }
            })
        }
        await assertCancelled(task)
        XCTAssertEqual(reports.all.map(\.written), [10_000], "the sync stops at the next slice")
        let stored = try await store.count(Label.all())
        XCTAssertEqual(stored, 0, "the transaction was rolled back")
    }

    func testACancelledBatchedSyncKeepsTheCommittedBatchesOnly() async throws {
        let (store, _) = try makeCatalogStore()
        let payload = labels(0..<50)
        let task = Task {
            try await store.sync(Label.self, json: payload, batchSize: 10, progress: { progress in
                if progress.committed == 20 { withUnsafeCurrentTask { $0?.cancel() } }
            })
        }
        await assertCancelled(task)
        let stored = try await store.count(Label.all())
        XCTAssertEqual(stored, 20)
    }

    func testAProgressSyncFromBytesParsesThenSlices() async throws {
        let (store, _) = try makeCatalogStore()
        let reports = Collected<SyncProgress>()
        let data = Data(labels(0..<12_000).jsonText.utf8)
        let result = try await store.sync(Label.self, jsonData: data, progress: { reports.append($0) })
        XCTAssertEqual(result.written, 12_000)
        XCTAssertEqual(reports.all.map(\.written), [10_000, 12_000])
        let fast = try await store.sync(Label.self, jsonData: data, deleteMissing: true)
        XCTAssertEqual(fast, ModelStore.SyncResult(written: 12_000, deleted: 0))
    }
}
