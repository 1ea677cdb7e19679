import Foundation
import GRDB
import ModelcTestSupport
import ModelRuntime
import XCTest

/// A key the database assigns (`autoincrement: true`, the generated `Music` records in
/// `GeneratedMusic/`): the record holds `id: Int64?`, nil until inserted, and GRDB's
/// `didInsert` fills it in, so callers never invent ids.
final class AssignedKeyTests: XCTestCase {
    var queue: DatabaseQueue!
    var store: ModelStore!

    override func setUpWithError() throws {
        queue = try Music.openDatabase(at: makeTemporaryDirectory(self).appendingPathComponent("music.sqlite").path)
        store = ModelStore(queue)
    }

    func testInsertingFillsInTheKeyTheDatabaseAssigns() throws {
        var first = Album(title: "Blue")
        var second = Album(title: "Kind of Blue")
        XCTAssertNil(first.id)
        try store.insert(&first)
        try store.insert(&second)
        XCTAssertEqual(first.id, 1)
        XCTAssertEqual(second.id, 2)
        XCTAssertEqual(try store.fetch(Album.self, key: 2), second)
    }

    func testGRDBsOwnInsertFillsItInToo() throws {
        var album = Album(title: "Blue")
        try queue.write { db in try album.insert(db) }
        XCTAssertEqual(album.id, 1)
    }

    func testANewRecordFromJSONMayLeaveTheKeyOut() throws {
        XCTAssertEqual(try Album(json: ["title": "Blue"] as JSONValue), Album(id: nil, title: "Blue"))
        XCTAssertEqual(try Album(json: ["id": nil, "title": "Blue"] as JSONValue), Album(id: nil, title: "Blue"))
        XCTAssertEqual(try Album(json: ["id": 7, "title": "Blue"] as JSONValue), Album(id: 7, title: "Blue"))
        XCTAssertThrowsError(try Album(json: ["id": "seven", "title": "Blue"] as JSONValue)) { error in
            XCTAssertEqual((error as? JSONMappingError)?.description, #"id: expected an integer, got "seven""#)
        }
    }

    func testSyncingByKeyNeedsTheKey() throws {
        try store.sync(Album.self, json: [["id": 5, "title": "Blue"]])
        XCTAssertEqual(try store.fetch(Album.self, key: 5), Album(id: 5, title: "Blue"))
        XCTAssertThrowsError(try store.sync(Album.self, json: [["title": "Blue"]], root: "albums")) { error in
            XCTAssertEqual((error as? JSONMappingError)?.description, "albums[0].id: expected an integer, but the key is absent")
        }
    }

    func testUpsertingARecordWithoutKeyInsertsANewRowAndDeletingItIsANoOp() throws {
        try store.upsert(Album(title: "Blue"))
        try store.upsert(Album(title: "Blue"))
        XCTAssertEqual(try store.count(Album.all()), 2)
        XCTAssertFalse(try store.delete(Album(title: "Blue")), "a record never inserted has no key to delete by")
        XCTAssertEqual(try store.count(Album.all()), 2)
    }
}
