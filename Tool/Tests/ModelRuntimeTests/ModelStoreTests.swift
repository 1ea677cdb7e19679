import Foundation
import GRDB
import ModelRuntime
import XCTest

/// The store against a real SQLite file created by the generated `Catalog.migrator`.
final class ModelStoreTests: XCTestCase {
    var folder: URL!
    var queue: DatabaseQueue!
    var store: ModelStore!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ModelStoreTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        queue = try Catalog.openDatabase(at: folder.appendingPathComponent("catalog.sqlite").path)
        store = ModelStore(queue)
    }

    override func tearDownWithError() throws {
        queue = nil
        try? FileManager.default.removeItem(at: folder)
    }

    /// A product payload with the required fields.
    func product(_ id: Int, _ name: String, extra fields: [String: JSONValue] = [:]) -> JSONValue {
        var members: [String: JSONValue] = [
            "id": .int(Int64(id)), "name": .string(name), "sku": "ABC-0001", "created_at": "2024-01-02T03:04:05.678Z",
        ]
        for (key, value) in fields { members[key] = value }
        return .object(members)
    }

    func testRecordsAreStoredInTheCompiledSchemaFormat() throws {
        let code = try XCTUnwrap(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        let record = Product(
            id: 1, name: "Lamp", sku: "LMP-0001", class: .fragile, price: Decimal(string: "12.50")!, isActive: true,
            createdAt: Date(timeIntervalSince1970: 1_704_164_645.678), code: code, image: Data([1, 2]),
            website: URL(string: "https://example.com/lamp"), extra: ["b": 1, "a": [true]]
        )
        try store.upsert(record)
        let row = try queue.read { db in
            try XCTUnwrap(try Row.fetchOne(db, sql: "SELECT class, price, is_active, typeof(is_active) AS t, created_at, code, image, website, extra FROM product"))
        }
        XCTAssertEqual(row["class"] as String?, "fragile")
        XCTAssertEqual(row["price"] as String?, "12.5")
        XCTAssertEqual(row["t"] as String?, "integer")
        XCTAssertEqual(row["created_at"] as String?, "2024-01-02T03:04:05.678Z")
        XCTAssertEqual(row["code"] as String?, "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
        XCTAssertEqual(row["image"] as Data?, Data([1, 2]))
        XCTAssertEqual(row["website"] as String?, "https://example.com/lamp")
        XCTAssertEqual(row["extra"] as String?, #"{"a":[true],"b":1}"#)
        XCTAssertEqual(try store.fetch(Product.self, key: 1), record, "GRDB's Codable decoding reads the stored format back")
    }

    func testBatchUpsertBindsEveryRowAndRecoversAfterAFailedRow() throws {
        let base = try Product(json: product(1, "A"))
        let second = try Product(json: product(2, "B", extra: ["code": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "released_at": "2024-01-02T03:04:05Z"]))
        try store.upsert([base, second])
        var invalid = try Product(json: product(3, "C"))
        invalid.quantity = 5000
        XCTAssertThrowsError(try store.upsert([invalid]), "the CHECK on quantity rejects the row")
        try store.upsert([try Product(json: product(4, "D", extra: ["ratio": 0.5])), try Product(json: product(5, "", extra: ["image": ""]))])
        let empty = try queue.read { db in try Row.fetchOne(db, sql: "SELECT typeof(name) AS n, typeof(image) AS i, length(image) AS l FROM product WHERE id = 5") }
        XCTAssertEqual(empty?["n"] as String?, "text", "an empty text is bound as text, not NULL")
        XCTAssertEqual(empty?["i"] as String?, "blob", "empty data is bound as a blob, not NULL")
        XCTAssertEqual(empty?["l"] as Int?, 0)
        let rows = try queue.read { db in try Row.fetchAll(db, sql: "SELECT id, name, code, released_at, ratio FROM product ORDER BY id") }
        XCTAssertEqual(rows.map { $0["id"] as Int64 }, [1, 2, 4, 5])
        XCTAssertEqual(rows[1]["code"] as String?, "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
        XCTAssertEqual(rows[1]["released_at"] as String?, "2024-01-02T03:04:05.000Z")
        XCTAssertNil(rows[0]["code"] as String?)
        XCTAssertEqual(rows[2]["ratio"] as Double?, 0.5)
    }

    func testGRDBCodablePersistenceUsesTheSameStorageFormat() throws {
        let shelf = Shelf(id: try XCTUnwrap(UUID(uuidString: "0B0E9D6A-2F41-4C55-9D6C-4A5E8B0C1D2E")), title: "Top")
        try queue.write { db in try shelf.insert(db) }
        let stored = try queue.read { db in try String.fetchOne(db, sql: "SELECT id FROM shelf") }
        XCTAssertEqual(stored, "0b0e9d6a-2f41-4c55-9d6c-4a5e8b0c1d2e")
        XCTAssertEqual(try store.fetch(Shelf.self, key: shelf.id), shelf)
    }

    func testUpsertJSONCreatesThenUpdatesOnlyTheNamedFields() throws {
        try store.upsert(Product.self, json: product(1, "Lamp", extra: ["ratio": 0.5, "quantity": 2]))
        let updated = try store.upsert(Product.self, json: ["id": 1, "name": "Desk lamp", "ratio": nil])
        XCTAssertEqual(updated.name, "Desk lamp")
        XCTAssertNil(updated.ratio)
        XCTAssertEqual(updated.quantity, 2)
        XCTAssertEqual(updated.sku, "ABC-0001")
    }

    func testSyncUpdatesInsertsAndDeletesMissingInOneTransaction() throws {
        try store.sync(Product.self, json: [product(1, "A"), product(2, "B"), product(3, "C")])
        let result = try store.sync(Product.self, json: [["id": 2, "name": "B2"], product(4, "D")], deleteMissing: true)
        XCTAssertEqual(result, ModelStore.SyncResult(written: 2, deleted: 2))
        let products = try store.fetch(Product.order(Product.Columns.id))
        XCTAssertEqual(products.map(\.name), ["B2", "D"])
        XCTAssertEqual(products.first?.sku, "ABC-0001", "fields absent from the payload keep their stored values")
    }

    func testSyncErrorNamesTheElementAndRollsEverythingBack() throws {
        try store.sync(Product.self, json: [product(1, "A")])
        XCTAssertThrowsError(try store.sync(Product.self, json: [["id": 1, "name": "Changed"], product(2, "B", extra: ["released_at": "soon"])], root: "products")) { error in
            XCTAssertEqual("\(error)", "products[1].released_at: expected a date, got \"soon\"")
            XCTAssertEqual((error as? JSONMappingError)?.entity, "Product")
        }
        XCTAssertEqual(try store.fetch(Product.all()).map(\.name), ["A"])
    }

    func testSyncReadsExistingKeysOnceNotPerRow() throws {
        try store.sync(Product.self, json: .array((1...50).map { product($0, "P\($0)") }))
        let statements = StatementLog()
        try queue.write { db in db.trace { statements.append($0.description) } }
        try store.sync(Product.self, json: .array((1...100).map { product($0, "Q\($0)") }))
        try queue.write { db in db.trace(options: [], nil) }
        let selects = statements.all.filter { $0.hasPrefix("SELECT") }
        XCTAssertEqual(selects, [#"SELECT "id" FROM "product""#])
        XCTAssertEqual(try store.count(Product.all()), 100)
    }

    func testNestedPayloadsUpsertRelatedRecordsAndJoinRows() throws {
        let shelfID = "0b0e9d6a-2f41-4c55-9d6c-4a5e8b0c1d2e"
        try store.upsert(Label.self, json: ["id": "sale"])
        try store.upsert(Shelf.self, json: [
            "id": .string(shelfID.uppercased()), "title": "Top",
            "products": [product(1, "A"), product(2, "B")],
            "plate": ["id": 9, "text": "Aisle 9"],
        ])
        try store.upsert(Product.self, json: product(3, "C", extra: ["shelf": .string(shelfID), "tags": ["sale", ["id": "new"]]]))
        let shelf = try XCTUnwrap(try store.fetch(Shelf.self, key: UUID(uuidString: shelfID)!))
        let product = try XCTUnwrap(try store.fetch(Product.self, key: 3))
        let (products, plate, tags) = try queue.read { db in
            (try shelf.products.order(Product.Columns.id).fetchAll(db), try shelf.plate.fetchOne(db), try product.tags.order(Label.Columns.id).fetchAll(db))
        }
        XCTAssertEqual(products.map(\.name), ["A", "B", "C"])
        XCTAssertEqual(plate?.text, "Aisle 9")
        XCTAssertEqual(tags.map(\.id), ["new", "sale"])
    }

    func testDenyOnManyToManyRefusesDeletion() throws {
        try store.upsert(Product.self, json: product(1, "A", extra: ["tags": [["id": "sale"]]]))
        XCTAssertThrowsError(try store.delete(Label.self, key: "sale")) { error in
            XCTAssertEqual(error as? ModelStoreError, .deleteDenied(entity: "Label", relationship: "products"))
        }
        try queue.write { db in try db.execute(sql: "DELETE FROM label_products") }
        XCTAssertTrue(try store.delete(Label.self, key: "sale"))
    }

    func testCascadeOnTheKeyHoldingSideOfAOneToOneDeletesTheTarget() throws {
        let shelfID = try XCTUnwrap(UUID(uuidString: "0b0e9d6a-2f41-4c55-9d6c-4a5e8b0c1d2e"))
        try store.upsert(Shelf.self, json: ["id": .string(shelfID.uuidString), "title": "Top", "plate": ["id": 9, "text": "Aisle 9"]])
        XCTAssertTrue(try store.delete(Plate.self, key: 9))
        XCTAssertNil(try store.fetch(Shelf.self, key: shelfID), "Plate.shelf has deleteRule cascade")
    }

    func testDenyOnToManyIsEnforcedBySQLite() throws {
        let shelfID = "0b0e9d6a-2f41-4c55-9d6c-4a5e8b0c1d2e"
        try store.upsert(Shelf.self, json: ["id": .string(shelfID), "title": "Top", "products": [product(1, "A")]])
        XCTAssertThrowsError(try store.delete(Shelf.self, key: UUID(uuidString: shelfID)!)) { error in
            XCTAssertEqual((error as? DatabaseError)?.resultCode, .SQLITE_CONSTRAINT)
        }
    }
}

/// Statements seen by a trace callback (which runs on the database's queue).
final class StatementLog: @unchecked Sendable {
    private let lock = NSLock()
    private var statements: [String] = []

    func append(_ statement: String) {
        lock.lock()
        statements.append(statement)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return statements
    }
}
