import Foundation
import GRDB
import ModelcTestSupport
import ModelRuntime
import XCTest

/// What an active observer costs a sync, measured in one run: the same sync into a fresh
/// database with no observer and with one observing the first page of a list, alternating.
/// Behind `MODELC_BENCHMARK=1` (rows: `MODELC_BENCHMARK_ROWS`, default 100,000); see
/// docs/performance.md, "Observation while syncing".
final class ObservationOverheadBenchmarkTests: XCTestCase {
    func testObservationOverheadWhileSyncing() async throws {
        let environment = ProcessInfo.processInfo.environment
        guard environment["MODELC_BENCHMARK"] == "1" else { throw XCTSkip("set MODELC_BENCHMARK=1") }
        let rows = Int(environment["MODELC_BENCHMARK_ROWS"] ?? "") ?? 100_000
        let payload = JSONValue.array((0..<rows).map { index -> JSONValue in
            // Every field named, so the sync takes its fast path, as a full export does.
            ["id": .int(Int64(index)), "name": .string("P\(index % 1000)"), "sku": "ABC-0001", "class": "standard",
             "quantity": .int(Int64(index % 1000)), "weight": nil, "price": "1.50", "ratio": nil, "score": 0.5, "is_active": true,
             "released_at": nil, "created_at": "2024-01-02T03:04:05.678Z", "code": nil, "image": nil, "website": nil, "extra": nil,
             "big": nil, "shelf": nil]
        }).jsonData
        for batchSize in [nil, 10_000] as [Int?] {
            var plain: [Duration] = []
            var observed: [Duration] = []
            for _ in 0..<3 {
                plain.append(try await timeSync(payload, batchSize: batchSize, observing: false))
                observed.append(try await timeSync(payload, batchSize: batchSize, observing: true))
            }
            let ratio = median(observed) / median(plain)
            let mode = batchSize.map { "batches of \($0)" } ?? "one transaction"
            print("observation overhead, \(rows) rows, \(mode): none \(median(plain)), one observer \(median(observed)), ratio \(String(format: "%.3f", ratio))")
        }
    }

    /// The wall-clock time of one sync into a new database, with or without an observer
    /// of the first 50 products by name (a list view's first screen) running through it.
    func timeSync(_ payload: Data, batchSize: Int?, observing: Bool) async throws -> Duration {
        let (store, _) = try makeCatalogStore()
        let values = Collected<Int>()
        let ready = AsyncStream<Void>.makeStream()
        let observer = Task {
            guard observing else { return }
            for try await page in store.observe(Product.order(Product.Columns.name).limit(50)) {
                values.append(page.count)
                ready.continuation.yield()
            }
        }
        if observing {
            var signals = ready.stream.makeAsyncIterator()
            await signals.next()
        }
        let start = ContinuousClock.now
        if let batchSize {
            try await store.sync(Product.self, json: JSONValue(data: payload), batchSize: batchSize)
        } else {
            try await store.sync(Product.self, jsonData: payload)
        }
        let elapsed = ContinuousClock.now - start
        observer.cancel()
        _ = try? await observer.value
        return elapsed
    }

    func median(_ durations: [Duration]) -> Duration {
        durations.sorted()[durations.count / 2]
    }
}
