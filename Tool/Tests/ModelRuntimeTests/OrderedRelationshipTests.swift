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

    /// Ordered on both sides (`Album.genres` ↔ `Genre.albums`): each side's array sets its
    /// own order and keeps the other side's; a link added from one side goes at the end of
    /// the other side's order.
    func testAManyToManyOrderedOnBothSidesKeepsEachSidesOrder() throws {
        func genres(of album: Int64) throws -> [String] {
            try queue.read { db in try XCTUnwrap(try Album.fetchOne(db, key: album)).genres.fetchAll(db).map(\.id) }
        }
        func albums(of genre: String) throws -> [Int64?] {
            try queue.read { db in try XCTUnwrap(try Genre.fetchOne(db, key: genre)).albums.fetchAll(db).map(\.id) }
        }
        try store.upsert(Album.self, json: ["id": 1, "title": "Blue", "genres": [["id": "jazz"], ["id": "folk"]]])
        try store.upsert(Album.self, json: ["id": 2, "title": "Court", "genres": [["id": "folk"], ["id": "jazz"]]])
        XCTAssertEqual(try albums(of: "folk"), [1, 2], "each album joined folk's order at its end")
        try store.upsert(Genre.self, json: ["id": "folk", "albums": [2, 1]])
        XCTAssertEqual(try albums(of: "folk"), [2, 1])
        XCTAssertEqual(try genres(of: 1), ["jazz", "folk"], "the albums' own orders are kept")
        XCTAssertEqual(try genres(of: 2), ["folk", "jazz"])
        try store.upsert(Album.self, json: ["id": 1, "title": "Blue", "genres": [["id": "folk"], ["id": "jazz"], ["id": "blues"]]])
        XCTAssertEqual(try genres(of: 1), ["folk", "jazz", "blues"])
        XCTAssertEqual(try albums(of: "folk"), [2, 1], "folk's order is kept")
        XCTAssertEqual(try albums(of: "jazz"), [1, 2])
        XCTAssertEqual(try albums(of: "blues"), [1])
    }

    func testAnOrderedManyToManyReadsInThePayloadsOrder() throws {
        try store.upsert(Album.self, json: ["id": 1, "title": "Blue", "genres": [["id": "jazz"], ["id": "folk"], ["id": "blues"]]])
        let genres = try queue.read { db in try XCTUnwrap(try Album.fetchOne(db, key: 1)).genres.fetchAll(db).map(\.id) }
        XCTAssertEqual(genres, ["jazz", "folk", "blues"])
    }
}
