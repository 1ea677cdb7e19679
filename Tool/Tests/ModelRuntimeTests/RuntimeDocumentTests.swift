import Foundation
import GRDB
import ModelcTestSupport
import ModelRuntime
import XCTest

/// The examples of docs/runtime.md, as written there, run against the `Catalog` model; and
/// the page holds no Swift example that is not here.
final class RuntimeDocumentTests: XCTestCase {
    func testEverySwiftExampleOfThePageIsInThisFile() throws {
        let page = try String(contentsOf: Repository.root.appendingPathComponent("docs/runtime.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let sourceLines = Set(source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        let blocks = page.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        XCTAssertEqual(blocks.count, 5)
        for block in blocks {
            for line in block.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                XCTAssertTrue(sourceLines.contains(trimmed), "docs/runtime.md shows a line no test runs: \(trimmed)")
            }
        }
    }

    func testOpeningAStore() throws {
        let path = try makeTemporaryDirectory(self).appendingPathComponent("catalog.sqlite").path
        let store = try ModelStore.open(at: path, migrator: Catalog.migrator)   // a DatabasePool, WAL
        let scratch = try ModelStore.inMemory(migrator: Catalog.migrator)       // a DatabaseQueue
        XCTAssertTrue(store.writer is DatabasePool)
        XCTAssertTrue(scratch.writer is DatabaseQueue)
    }

    func testAsyncCalls() async throws {
        let (store, _) = try makeCatalogStore()
        try await store.upsert(Product.self, json: ["id": 1, "name": "Lamp", "sku": "LMP-0001", "created_at": "2024-01-02T03:04:05Z"])
        let lamp = try await store.fetch(Product.self, key: 1)
        let inStock = try await store.fetch(Product.filter(Product.Columns.quantity >= 0).order(Product.Columns.name))
        try await store.transaction { writer in
            try writer.sync(Label.self, json: [["id": "new"], ["id": "sale"]])
        }
        try await store.delete(Product.self, key: 1)

        XCTAssertEqual(lamp?.name, "Lamp")
        XCTAssertEqual(inStock.map(\.name), ["Lamp"])
        let labels = try await store.count(Label.all())
        XCTAssertEqual(labels, 2)
        let remaining = try await store.count(Product.all())
        XCTAssertEqual(remaining, 0)
    }

    func testLiveQueries() async throws {
        let (store, _) = try makeCatalogStore()
        let rendered = Collected<[String]>()
        let render: @Sendable ([Product]) -> Void = { products in rendered.append(products.map(\.name)) }
        let watcher = Task {
            for try await products in store.observe(Product.order(Product.Columns.name)) {
                render(products)          // the current list first, then after each commit that changes it
                if products.count == 2 { break }
            }
        }
        try await store.sync(Product.self, json: [
            ["id": 1, "name": "Lamp", "sku": "LMP-0001", "created_at": "2024-01-02T03:04:05Z"],
            ["id": 2, "name": "Desk", "sku": "DSK-0001", "created_at": "2024-01-02T03:04:05Z"],
        ])
        try await watcher.value
        XCTAssertEqual(rendered.all.last, ["Desk", "Lamp"])
        XCTAssertTrue([[[], ["Desk", "Lamp"]], [["Desk", "Lamp"]]].contains(rendered.all), "\(rendered.all)")
    }

    func testListChanges() async throws {
        let (store, _) = try makeCatalogStore()
        let applied = Collected<ListChanges<Int64>>()
        func apply(_ changes: ListChanges<Int64>, to records: [Product]) { applied.append(changes) }
        try await store.upsert(Product.self, json: ["id": 1, "name": "Lamp", "sku": "LMP-0001", "created_at": "2024-01-02T03:04:05Z"])
        for try await update in store.observeChanges(Product.order(Product.Columns.name)) {
            apply(update.changes, to: update.records)   // inserted, updated, deleted, moved keys
            break
        }
        XCTAssertEqual(applied.all, [ListChanges(inserted: [1])])
    }

    func testSyncsInTheBackground() async throws {
        let (store, _) = try makeCatalogStore()
        let payload = JSONValue.array((0..<25_000).map { .object(["id": .string("label-\($0)")]) })
        let reported = Collected<String>()
        let report: @Sendable (String) -> Void = { line in reported.append(line) }
        let result = try await store.sync(Label.self, json: payload, deleteMissing: true, batchSize: 10_000) { progress in
            report("\(progress.written) of \(progress.total ?? 0), \(Int(progress.rate ?? 0)) a second")
        }
        XCTAssertEqual(result, ModelStore.SyncResult(written: 25_000, deleted: 0))
        XCTAssertEqual(reported.all.map { $0.components(separatedBy: ",")[0] }, ["10000 of 25000", "20000 of 25000", "25000 of 25000"])
    }
}
