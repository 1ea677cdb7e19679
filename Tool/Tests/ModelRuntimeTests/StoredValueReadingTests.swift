import Foundation
import GRDB
import ModelRuntime
import XCTest

/// Generated records of a table without `STRICT` read a row only when every number
/// column holds what its field reads: GRDB's own decoding turns a blob or text in a number
/// column into 0 and cuts a fraction off, and a record read that way and saved wrote the 0
/// back over the stored value (a GeoPackage's geometry blobs, in columns declared `POINT`,
/// read as 0 and were lost).
///
/// `Feature` is generated from `Tool/Tests/Fixtures/Models/Loose` (`strict: false`, in
/// `GeneratedLoose/`); its database is made by the generated `Loose.migrator`.
final class StoredValueReadingTests: XCTestCase {
    var folder: URL!
    var queue: DatabaseQueue!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("StoredValueReadingTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        queue = try Loose.openDatabase(at: folder.appendingPathComponent("features.sqlite").path)
    }

    override func tearDownWithError() throws {
        queue = nil
        try? FileManager.default.removeItem(at: folder)
    }

    /// Stores feature 1 with `column` set to the SQL literal `value`.
    private func storeFeature(setting column: String, to value: String) throws {
        try queue.write { db in
            try db.execute(sql: "DELETE FROM features")
            try db.execute(sql: "INSERT INTO features (id, name, \"\(column)\") VALUES (1, 'Summit', \(value))")
        }
    }

    /// What the refusal to read feature 1 says was stored, after checking it names the row and column.
    private func refusal(_ column: String, _ value: String, file: StaticString = #filePath, line: UInt = #line) throws -> String? {
        try storeFeature(setting: column, to: value)
        do {
            _ = try queue.read { try Feature.fetchOne($0, key: 1) }
            return nil
        } catch let error as StoredValueError {
            XCTAssertEqual(error.entity, "Feature", file: file, line: line)
            XCTAssertEqual(error.column, column, file: file, line: line)
            XCTAssertEqual(error.key, "1", file: file, line: line)
            return error.found
        }
    }

    func testABlobInANumberColumnIsRefusedNamingTheRowAndColumnAndStaysAsItWas() throws {
        try storeFeature(setting: "geometry", to: "x'4750000100000000'")
        XCTAssertThrowsError(try queue.read { try Feature.fetchOne($0, key: 1) }) { error in
            XCTAssertEqual("\(error)", """
                cannot read the Feature row with key 1: column "geometry" holds a blob of 8 bytes, not an integer; reading it would change \
                the value, and saving the record would overwrite it (correct the row, or give the attribute a type that holds the value)
                """)
        }
        XCTAssertThrowsError(try queue.read { try Feature.fetchAll($0) }, "every way of fetching reads through the same check")
        XCTAssertThrowsError(try ModelStore(queue).fetch(Feature.self, key: 1), "and so does the store")
        let stored = try queue.read { try Row.fetchOne($0, sql: "SELECT typeof(geometry) AS t, hex(geometry) AS h FROM features") }
        XCTAssertEqual(stored?["t"] as String?, "blob")
        XCTAssertEqual(stored?["h"] as String?, "4750000100000000")
    }

    func testValuesANumberFieldWouldChangeAreRefused() throws {
        XCTAssertEqual(try refusal("geometry", "2.5"), "the real number 2.5")
        XCTAssertEqual(try refusal("geometry", "'n/a'"), #"the text "n/a""#)
        XCTAssertEqual(try refusal("elevation", "'high'"), #"the text "high""#)
        XCTAssertEqual(try refusal("weight", "x'00'"), "a blob of 1 byte")
    }

    func testValuesThatReadAsStoredAreRead() throws {
        try queue.write { db in
            try db.execute(sql: "INSERT INTO features (id, name, geometry, elevation, zoom, visible, weight) VALUES (1, 'Summit', 4.0, 8848, -32768, 1, 0.5)")
            try db.execute(sql: "INSERT INTO features (id, name, geometry) VALUES (2, 'Col', '12')")
        }
        let features = try queue.read { try Feature.order(Column("id")).fetchAll($0) }
        XCTAssertEqual(features.map(\.geometry), [4, 12], "a whole real number; text the column's affinity stored as an integer")
        XCTAssertEqual(features.first?.elevation, 8848, "an integer in a double field")
        XCTAssertEqual(features.first?.zoom, -32768)
        XCTAssertEqual(features.first?.visible, true)
        XCTAssertEqual(features.first?.weight, 0.5)
    }

    /// Text and bytes, found on real schemas: a string field read a blob through SQLite's
    /// text of it (`x'ff00fe'` became "\u{FFFD}\0\u{FFFD}") and a saved record wrote that
    /// back over the bytes; a `data` key stored as text read as the bytes of the text and
    /// was written back as a blob, another key, so an upsert added a second row. Both rows
    /// are refused now; a number in a string column still reads as its numeral.
    func testABlobInAStringColumnAndTextInADataKeyAreRefused() throws {
        try queue.write { db in try db.execute(sql: "INSERT INTO features (id, name) VALUES (1, x'ff00fe')") }
        XCTAssertThrowsError(try queue.read { try Feature.fetchOne($0, key: 1) }) { error in
            XCTAssertEqual((error as? StoredValueError)?.found, "a blob of 3 bytes")
            XCTAssertEqual((error as? StoredValueError)?.expected, Feature.fieldTable.fields.first { $0.column == "name" }?.expected)
        }
        try queue.write { db in try db.execute(sql: "UPDATE features SET name = 12345") }
        XCTAssertEqual(try queue.read { try Feature.fetchOne($0, key: 1) }?.name, "12345", "a number reads as its numeral")

        try queue.write { db in try db.execute(sql: "INSERT INTO activity (id, app_id) VALUES ('abc', 'notes'), (x'0102', 'mail')") }
        XCTAssertThrowsError(try queue.read { try Activity.fetchAll($0) }) { error in
            XCTAssertEqual((error as? StoredValueError)?.found, #"the text "abc""#)
        }
        try queue.write { db in try db.execute(sql: "DELETE FROM activity WHERE typeof(id) = 'text'") }
        let activities = try queue.read { try Activity.fetchAll($0) }
        XCTAssertEqual(activities.map(\.id), [Data([1, 2])])
        try ModelStore(queue).upsert(activities)
        XCTAssertEqual(try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM activity") }, 1, "an upsert of the rows read finds each row again")
    }

    /// A `STRICT` table keeps only values of each column's type, so its records read rows
    /// as GRDB does, without the check (the Catalog model's tables are STRICT).
    func testAStrictTablesRecordsAreNotChecked() throws {
        try Product.fieldTable.checkStoredValues(in: ["id": 1, "ratio": Data([1]), "quantity": "many"])
        XCTAssertThrowsError(try Feature.fieldTable.checkStoredValues(in: ["id": 1, "elevation": Data([1])]))
    }
}
