import Foundation
import GRDB
import ModelcTestSupport
import ModelRuntime
import XCTest

/// Issue 25, point 4: a task cancelled at any point of a store call ends with
/// `CancellationError`, whatever SQLite reported first (an interrupt, or an aborted
/// transaction when the interrupt landed inside the fast path's own stepping), and leaves
/// the table as one transaction would: all of the sync, or none of it (whole batches
/// with `batchSize`).
///
/// Each path is cancelled at random points across the time an uncancelled call takes
/// (seeded, so a failure replays). In release builds too:
/// `swift test --package-path Tool -c release --filter CancellationReportingTests`.
final class CancellationReportingTests: XCTestCase {
    private let count = 40_000
    private let runs = 12

    private func labels(_ range: Range<Int>) -> JSONValue {
        .array(range.map { .object(["id": .string("label-\($0)")]) })
    }

    /// Runs `call` once to time it, then `runs` times cancelled after a random part of
    /// that time; each must succeed or throw `CancellationError`, and leave a row count
    /// `allowed` accepts.
    private func assertCancellation(
        _ name: String, seed: UInt64, allowed: @escaping (Int) -> Bool,
        _ call: @escaping @Sendable (ModelStore) async throws -> Void, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let (store, _) = try makeCatalogStore()
        let clock = ContinuousClock()
        let took = try await clock.measure { try await call(store) }
        var random = SplitMix64(seed: seed)
        var cancelledCount = 0
        for run in 0..<runs {
            _ = try await store.writer.write { try $0.execute(sql: "DELETE FROM label") }
            let delay = Duration.nanoseconds(Int64.random(in: 0...max(1, took.components.attoseconds / 1_000_000_000 + took.components.seconds * 1_000_000_000), using: &random))
            let task = Task { try await call(store) }
            try await Task.sleep(for: delay)
            task.cancel()
            do {
                try await task.value
            } catch is CancellationError {
                cancelledCount += 1
            } catch {
                XCTFail("\(name), run \(run), cancelled after \(delay): \(error)", file: file, line: line)
            }
            let stored = try await store.count(Label.all())
            XCTAssertTrue(allowed(stored), "\(name), run \(run): \(stored) rows", file: file, line: line)
        }
        // Not asserted: a fast machine may finish some runs before the cancel lands.
        print("\(name): \(cancelledCount) of \(runs) runs cancelled (an uncancelled call took \(took))")
    }

    func testEverySyncPathReportsCancellationAsCancellationError() async throws {
        let payload = labels(0..<count)
        let bytes = Data(payload.jsonText.utf8)
        let count = self.count
        let whole = { (rows: Int) in rows == 0 || rows == count }
        try await assertCancellation("bytes, fast path", seed: 1, allowed: whole) { store in
            try await store.sync(Label.self, jsonData: bytes)
        }
        try await assertCancellation("parsed values", seed: 2, allowed: whole) { store in
            try await store.sync(Label.self, json: payload)
        }
        try await assertCancellation("bytes with progress", seed: 3, allowed: whole) { store in
            try await store.sync(Label.self, jsonData: bytes, progress: { _ in })
        }
        try await assertCancellation("batches", seed: 4, allowed: { $0 % 5_000 == 0 }) { store in
            try await store.sync(Label.self, json: payload, batchSize: 5_000)
        }
    }

    func testUpsertAndTransactionReportCancellationAsCancellationError() async throws {
        let records = (0..<count).map { Label(id: "label-\($0)") }
        let count = self.count
        let whole = { (rows: Int) in rows == 0 || rows == count }
        try await assertCancellation("upsert of an array", seed: 5, allowed: whole) { store in
            try await store.upsert(records)
        }
        try await assertCancellation("transaction", seed: 6, allowed: whole) { store in
            try await store.transaction { writer in
                for record in records { try writer.insert(record) }
            }
        }
    }
}
