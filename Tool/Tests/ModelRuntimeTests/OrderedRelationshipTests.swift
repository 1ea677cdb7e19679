import Foundation
import GRDB
import ModelcTestSupport
import ModelRuntime
import XCTest

/// Ordered to-manys (`ordered: true`, the generated `Music` records): the runtime keeps
/// each element's place — from a nested array's order, or at the end for a record that
/// joins the list on its own — and the generated association reads them in that order.
final class OrderedRelationshipTests: XCTestCase {
    var queue: DatabaseQueue!
    var store: ModelStore!

    override func setUpWithError() throws {
        queue = try Music.openDatabase(at: makeTemporaryDirectory(self).appendingPathComponent("music.sqlite").path)
        store = ModelStore(queue)
    }

    /// The titles of the album's tracks through the generated association, and the stored places.
    func tracks(of albumID: Int64) throws -> [String] {
        try queue.read { db in
            let album = try XCTUnwrap(try Album.fetchOne(db, key: albumID))
            return try album.tracks.fetchAll(db).map(\.title)
        }
    }

    func places() throws -> [String: Int64?] {
        try queue.read { db in
            Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT title, album_position FROM track").map {
                ($0["title"] as String, $0["album_position"] as Int64?)
            })
        }
    }

    func testANestedArraySetsThePlacesInItsOrder() throws {
        try store.upsert(Album.self, json: [
            "id": 1, "title": "Blue",
            "tracks": [["id": 12, "title": "C"], ["id": 10, "title": "A"], ["id": 11, "title": "B"]],
        ])
        XCTAssertEqual(try tracks(of: 1), ["C", "A", "B"])
        XCTAssertEqual(try places(), ["C": 0, "A": 1, "B": 2])

        try store.upsert(Album.self, json: ["id": 1, "tracks": [10, 11, 12]])
        XCTAssertEqual(try tracks(of: 1), ["A", "B", "C"], "bare keys reorder the existing tracks")
    }

    func testARecordJoiningTheListTakesTheLastPlace() throws {
        var album = Album(title: "Blue")
        try store.insert(&album)
        let albumID = try XCTUnwrap(album.id)
        try store.upsert(Track(id: 1, title: "A", albumID: albumID))
        try store.upsert([Track(id: 2, title: "B", albumID: albumID), Track(id: 3, title: "C", albumID: albumID)])
        var fourth = Track(id: 4, title: "D", albumID: albumID)
        try store.insert(&fourth)
        XCTAssertEqual(try tracks(of: albumID), ["A", "B", "C", "D"])
        XCTAssertEqual(try places(), ["A": 0, "B": 1, "C": 2, "D": 3])
    }

    func testARecordKeepsItsPlaceUnlessItMovesToAnotherParent() throws {
        try store.upsert(Album.self, json: ["id": 1, "title": "Blue", "tracks": [["id": 1, "title": "A"], ["id": 2, "title": "B"]]])
        try store.upsert(Album.self, json: ["id": 2, "title": "Red", "tracks": [["id": 3, "title": "C"]]])
        try store.upsert(Track(id: 1, title: "A, remastered", albumID: 1))
        XCTAssertEqual(try tracks(of: 1), ["A, remastered", "B"], "an update in place keeps the place")
        try store.upsert(Track(id: 1, title: "A", albumID: 2))
        XCTAssertEqual(try tracks(of: 2), ["C", "A"], "a move puts the track last in its new album")
        try store.upsert(Track(id: 2, title: "B", albumID: nil))
        XCTAssertEqual(try places(), ["A": 1, "B": nil, "C": 0], "a track without an album has no place")
    }

    func testSyncingTheElementsOnTheirOwnKeepsThePlaces() throws {
        try store.upsert(Album.self, json: ["id": 1, "title": "Blue"])
        try store.sync(Track.self, json: [["id": 1, "title": "A", "album": 1], ["id": 2, "title": "B", "album": 1]])
        try store.sync(Track.self, json: [["id": 3, "title": "C", "album": 1], ["id": 1, "title": "A", "album": 1]])
        XCTAssertEqual(try places(), ["A": 0, "B": 1, "C": 2])
    }

    func testAnOrderedManyToManyReadsInThePayloadsOrder() throws {
        try store.upsert(Album.self, json: ["id": 1, "title": "Blue", "genres": [["id": "jazz"], ["id": "folk"], ["id": "blues"]]])
        let genres = try queue.read { db in try XCTUnwrap(try Album.fetchOne(db, key: 1)).genres.fetchAll(db).map(\.id) }
        XCTAssertEqual(genres, ["jazz", "folk", "blues"])
    }
}
