import Foundation
import GRDB
import ModelcTestSupport
import ModelRuntime
import XCTest

/// A large sync watched by an observer and a reader on a `DatabasePool`: what they see is
/// always a committed state, and a reader never waits for the writer.
final class SyncConsistencyTests: XCTestCase {
    static let rowCount = 100_000

    /// Label ids in payload order, which is also their sort order.
    let ids = (0..<SyncConsistencyTests.rowCount).map { SyncProgressTests.labelID($0) }

    /// Observes the labels by id until the table is full; each snapshot is reported as its
    /// length when it is a prefix of `ids` (a state after some committed elements), or -1.
    func startObserver(_ store: ModelStore) async -> Task<[Int], Error> {
        let ids = ids
        let ready = AsyncStream<Void>.makeStream()
        let observer = Task {
            var lengths: [Int] = []
            for try await labels in store.observe(Label.order(Label.Columns.id)) {
                lengths.append(labels.map(\.id).elementsEqual(ids.prefix(labels.count)) ? labels.count : -1)
                ready.continuation.yield()
                if labels.count == ids.count { break }
            }
            return lengths
        }
        // The observer has its first value (the empty table) before the sync starts.
        var signals = ready.stream.makeAsyncIterator()
        await signals.next()
        return observer
    }

    func testAnObserverOfABatchedSyncSeesOnlyStatesAfterCommittedBatches() async throws {
        let (store, _) = try makeCatalogStore()
        let batchSize = 10_000
        let observer = await startObserver(store)
        let payload = JSONValue.array(ids.map { .object(["id": .string($0)]) })
        try await store.sync(Label.self, json: payload, batchSize: batchSize)
        let lengths = try await observer.value
        XCTAssertEqual(lengths.first, 0)
        XCTAssertEqual(lengths.last, Self.rowCount, "the last snapshot is the final table")
        XCTAssertTrue(lengths.allSatisfy { $0 >= 0 && $0 % batchSize == 0 }, "only whole batches: \(lengths)")
        XCTAssertEqual(lengths, lengths.sorted())
        let table = try await store.fetch(Label.order(Label.Columns.id)).map(\.id)
        XCTAssertEqual(table, ids)
    }

    func testAnObserverAndAReaderOfOneTransactionSeeBeforeOrAfterAndAreNeverBlocked() async throws {
        let (store, path) = try makeCatalogStore()
        var configuration = Configuration()
        configuration.readonly = true
        let reader = try DatabaseQueue(path: path, configuration: configuration)
        let observer = await startObserver(store)
        let midTransaction = Collected<Int>()
        let payload = JSONValue.array(ids.map { .object(["id": .string($0)]) })
        try await store.sync(Label.self, json: payload, progress: { progress in
            // Inside the open write transaction: another connection reads at once and sees
            // the state before it.
            midTransaction.append((try? reader.read { db in try Label.fetchCount(db) }) ?? -1)
        })
        let lengths = try await observer.value
        XCTAssertEqual(midTransaction.all, Array(repeating: 0, count: Self.rowCount / SyncProgress.reportingInterval))
        XCTAssertEqual(lengths.first, 0)
        XCTAssertEqual(lengths.last, Self.rowCount)
        XCTAssertTrue(lengths.allSatisfy { $0 == 0 || $0 == Self.rowCount }, "before or after: \(lengths)")
    }
}
