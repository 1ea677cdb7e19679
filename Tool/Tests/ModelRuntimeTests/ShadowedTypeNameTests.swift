import Foundation
import GRDB
import ModelRuntime
import XCTest

/// Entities named like types the generated code uses (`Data`, `Database`, `Row`, as
/// adopting Firefox's LocalStorage gives them) are generated as `DataRecord`,
/// `DatabaseRecord` and `RowRecord` (and a table named `self` as `SelfRecord`, `Self`
/// being a keyword, and one named `columns` as `ColumnsRecord`), and an enumeration attribute named `date` as `DateValue`: the records compile (this file's target builds them, from
/// `Tool/Tests/Fixtures/Models/Browser` in `GeneratedBrowser/`), their bytes are still
/// Foundation's `Data`, and they store, read, map JSON and follow associations.
final class ShadowedTypeNameTests: XCTestCase {
    var folder: URL!
    var queue: DatabaseQueue!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ShadowedTypeNameTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        queue = try Browser.openDatabase(at: folder.appendingPathComponent("storage.sqlite").path)
    }

    override func tearDownWithError() throws {
        queue = nil
        try? FileManager.default.removeItem(at: folder)
    }

    func testRecordsNamedLikeFoundationAndGRDBTypesStoreAndReadTheirRows() throws {
        let bytes = Data([0x00, 0xFF, 0x10])
        let row = RowRecord(id: UUID(), configuration: ["zoom": 2])
        try queue.write { db in
            try DatabaseRecord(id: 1, origin: "https://example.org", lastVacuum: nil, date: .today).insert(db)
            try row.insert(db)
            try DataRecord(id: 7, key: "theme", value: bytes, compressed: false, databaseID: 1, rowID: row.id).insert(db)
        }
        try queue.read { db in
            let stored = try XCTUnwrap(try DataRecord.fetchOne(db, key: 7))
            XCTAssertEqual(stored.value, bytes)
            XCTAssertEqual(try Data.fetchOne(db, sql: "SELECT value FROM data"), bytes, "the column holds the bytes as a blob")
            XCTAssertEqual(try stored.request(for: DataRecord.database).fetchOne(db)?.date, .today)
            XCTAssertEqual(try stored.request(for: DataRecord.row).fetchOne(db)?.configuration, ["zoom": 2])
            XCTAssertEqual(try DatabaseRecord.fetchOne(db, key: 1)?.request(for: DatabaseRecord.entries).fetchCount(db), 1)
        }
        try queue.write { try SelfRecord(id: 1, value: "the keyword `Self` is no type name", columnID: nil).insert($0) }
        XCTAssertEqual(try queue.read { try SelfRecord.fetchOne($0, key: 1)?.value }, "the keyword `Self` is no type name")
    }

    /// A table named `columns` (a kanban app's) is `ColumnsRecord`: inside every record,
    /// `Columns` is the record's own columns (and `Patch`, `CodingKeys` its own types), so
    /// a record named so did not compile, nor did the records that refer to it.
    func testARecordNamedLikeARecordsOwnTypesIsRenamedAndFollowsItsLinks() throws {
        try queue.write { db in
            try ColumnsRecord(id: 1, title: "Doing").insert(db)
            try SelfRecord(id: 2, value: "card", columnID: 1).insert(db)
        }
        try queue.read { db in
            let card = try XCTUnwrap(try SelfRecord.fetchOne(db, key: 2))
            XCTAssertEqual(try card.column.fetchOne(db)?.title, "Doing")
            XCTAssertEqual(try ColumnsRecord.fetchOne(db, key: 1)?.request(for: ColumnsRecord.rows).fetchCount(db), 1)
        }
        XCTAssertEqual(try ColumnsRecord(json: ["id": 3, "title": "Done"]).title, "Done")
    }

    func testJSONMapsOntoTheRenamedRecordsByTheModelsNames() throws {
        var record = try DataRecord(json: ["id": 3, "key": "k", "value": "AAH/", "compressed": true, "database": 1])
        XCTAssertEqual(record.value, Data([0x00, 0x01, 0xFF]))
        try record.update(with: ["row": nil, "compressed": false] as JSONValue)
        XCTAssertFalse(record.compressed)
        let database = try DatabaseRecord(json: ["id": 1, "origin": "o"])
        XCTAssertEqual(database.date, .never, "the model's default")
        XCTAssertThrowsError(try DatabaseRecord(json: ["id": 1, "origin": "o", "date": "someday"]))
    }

    /// Names chosen together (`GeneratedTypeNames`): `data_record` beside `data` (whose
    /// record is `DataRecord`) is `DataRecord2`; the `status` table's `status` enumeration
    /// is `Status.StatusValue` (as `Status`, inside the record it hid the record), and one
    /// named like the `browser_schema` table's record is `BrowserSchemaValue`; with a
    /// record `BrowserSchema`, the schema's file is `Browser.swift`. Each compiled in this
    /// target, they store, read, follow their links and map JSON.
    func testRecordsAndEnumerationsWhoseNamesWouldMeetAreNamedApartAndWork() throws {
        try queue.write { db in
            try DatabaseRecord(id: 1, origin: "https://example.org", lastVacuum: nil, date: .never).insert(db)
            try DataRecord(id: 7, key: "theme", value: Data([1]), compressed: false, databaseID: 1, rowID: nil).insert(db)
            try DataRecord2(id: 1, note: "about the theme", dataID: 7).insert(db)
            try Status(id: 1, status: .closed, browserSchema: .legacy).insert(db)
            try BrowserSchema(id: 1, version: 3).insert(db)
        }
        try queue.read { db in
            let note = try XCTUnwrap(try DataRecord2.fetchOne(db, key: 1))
            XCTAssertEqual(try note.request(for: DataRecord2.data).fetchOne(db)?.key, "theme")
            XCTAssertEqual(try DataRecord.fetchOne(db, key: 7)?.request(for: DataRecord.notes).fetchCount(db), 1)
            let status = try XCTUnwrap(try Status.fetchOne(db, key: 1))
            XCTAssertEqual(status.status, Status.StatusValue.closed)
            XCTAssertEqual(status.browserSchema, .legacy)
            XCTAssertEqual(try String.fetchOne(db, sql: "SELECT status FROM status"), "closed")
            XCTAssertEqual(try BrowserSchema.fetchOne(db, key: 1)?.version, 3)
        }
        XCTAssertEqual(try Status(json: ["id": 2, "status": "open", "browserSchema": "current"]).status, .open)
        XCTAssertEqual(Browser.version, 1, "the schema namespace keeps the model's name")
    }

    /// Attributes whose names camel-case alike (scribd/Lucid's Core Data model has
    /// `_identifier`, an integer, and `__identifier`, a string) are distinct properties:
    /// the camel case for the first, the name as written for the next (`sort_order` beside
    /// `sortOrder`). Both were `identifier`, and the record did not compile. Each keeps
    /// its column and its JSON key.
    func testAttributesWhoseNamesCamelCaseAlikeAreDistinctProperties() throws {
        try queue.write { db in
            try ColumnsRecord(id: 1, title: "Doing", identifier: 42, __identifier: "remote-42", sortOrder: 3, sort_order: "third").insert(db)
        }
        let row = try XCTUnwrap(try queue.read { db in try Row.fetchOne(db, sql: "SELECT _identifier, __identifier, sort_order, sort_order_text FROM columns") })
        XCTAssertEqual(row[0] as Int64?, 42)
        XCTAssertEqual(row[1] as String?, "remote-42")
        XCTAssertEqual(row[2] as Int64?, 3)
        XCTAssertEqual(row[3] as String?, "third")
        var record = try ColumnsRecord(json: ["id": 2, "title": "Done", "_identifier": 7, "__identifier": "remote-7", "sortOrder": 1, "sort_order": "first"])
        XCTAssertEqual(record.identifier, 7)
        XCTAssertEqual(record.__identifier, "remote-7")
        XCTAssertEqual(record.sortOrder, 1)
        XCTAssertEqual(record.sort_order, "first")
        try record.update(with: ["__identifier": nil] as JSONValue)
        XCTAssertNil(record.__identifier)
        XCTAssertEqual(record.identifier, 7, "the other one is untouched")
    }

    /// A column named like a member every record has (`primary_key_value`, beside
    /// `ModelRecord`'s `primaryKeyValue`; `hashValue`, beside `Hashable`'s) is the
    /// property `primaryKeyValueField` (`hashValueField`); a
    /// composite key's accessor whose name a foreign-key column already has
    /// (`objectDataKey`, the column `object_data_key` of the key `objectData`, as in
    /// Firefox's IndexedDB files) is `objectDataCompositeKey`. Both redeclared a member,
    /// and the records did not compile.
    func testMembersNamedLikeARecordsOwnTakeAnotherName() throws {
        try queue.write { db in
            try ObjectStore(storeId: 1, key: "k").insert(db)
            try IndexEntry(id: 5, primaryKeyValueField: "pk", hashValueField: 42, objectStoreId: 1, objectDataKey: "k").insert(db)
        }
        let entry = try XCTUnwrap(try queue.read { db in try IndexEntry.fetchOne(db, key: 5) })
        XCTAssertEqual(entry.primaryKeyValue, 5, "the record's key")
        XCTAssertEqual(entry.primaryKeyValueField, "pk", "the column")
        XCTAssertEqual(entry.hashValueField, 42, "a `hashValue` column, beside `Hashable`'s")
        XCTAssertEqual(Set([entry, entry]).count, 1, "the record is still Hashable")
        XCTAssertEqual(entry.objectDataCompositeKey?.key, "k")
        XCTAssertEqual(try queue.read { db in try entry.objectData.fetchOne(db)?.storeId }, 1)
        XCTAssertEqual(try IndexEntry(json: ["id": 6, "primaryKeyValue": "from JSON"]).primaryKeyValueField, "from JSON", "its JSON key is the attribute's")
    }

    /// A table named `table` is `TableRecord2`: `TableRecord`, the name for a record named
    /// like a type the generated code uses, is GRDB's protocol.
    func testARecordWhoseSuffixedNameIsATypeTheCodeUsesTakesANumber() throws {
        try queue.write { db in try TableRecord2(id: 1, name: "first").insert(db) }
        XCTAssertEqual(try queue.read { db in try TableRecord2.fetchOne(db, key: 1)?.name }, "first")
        XCTAssertEqual(TableRecord2.databaseTableName, "table")
    }
}
