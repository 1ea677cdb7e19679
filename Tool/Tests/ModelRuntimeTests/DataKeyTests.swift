import Foundation
import GRDB
import ModelRuntime
import XCTest

/// A record keyed by bytes (Windows Timeline's `Activity`, keyed by a 16-byte GUID, which
/// adoption left out as a key that "cannot identify a row"): SQLite compares BLOB keys
/// byte by byte, and the generated record stores, finds, patches and syncs by them, its
/// JSON key in base64 as every `data` value.
///
/// `Activity` is generated from `Tool/Tests/Fixtures/Models/Loose` (in `GeneratedLoose/`).
final class DataKeyTests: XCTestCase {
    var folder: URL!
    var queue: DatabaseQueue!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("DataKeyTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        queue = try Loose.openDatabase(at: folder.appendingPathComponent("timeline.sqlite").path)
    }

    override func tearDownWithError() throws {
        queue = nil
        try? FileManager.default.removeItem(at: folder)
    }

    func testARecordKeyedByBytesIsStoredFoundAndUpdatedByItsKey() throws {
        let guid = Data((0..<16).map { UInt8($0 * 7) })
        try queue.write { db in
            try Activity(id: guid, appId: "notepad", feature: nil).insert(db)
            try Activity(id: Data(guid.reversed()), appId: "paint", feature: 2).insert(db)
        }
        try queue.read { db in
            XCTAssertEqual(try Activity.fetchOne(db, key: guid)?.appId, "notepad")
            XCTAssertEqual(try Data.fetchOne(db, sql: "SELECT id FROM activity WHERE app_id = 'notepad'"), guid, "the key is stored as the bytes")
        }

        var activity = try XCTUnwrap(try queue.read { try Activity.fetchOne($0, key: guid) })
        try activity.update(with: ["appId": "wordpad"] as JSONValue)
        try queue.write { try activity.update($0) }
        XCTAssertEqual(try queue.read { try String.fetchAll($0, sql: "SELECT app_id FROM activity ORDER BY app_id") }, ["paint", "wordpad"])

        let fromJSON = try Activity(json: ["id": .string(guid.base64EncodedString()), "appId": "calc"])
        XCTAssertEqual(fromJSON.id, guid, "a payload gives the key in base64")
        XCTAssertThrowsError(try queue.write { try fromJSON.insert($0) }, "the key is the row's: a second row with it is refused")
    }
}
