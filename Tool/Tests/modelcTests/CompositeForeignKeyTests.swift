import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// To-one relationships to entities with composite keys, the way a user meets them:
/// adopting a Chinook-style database whose `PlaylistTrack` is keyed by
/// `(PlaylistId, TrackId)` and already referenced by a table of notes, then adding a
/// to-one to it in a new model version and migrating a database with rows, through the
/// real `modelc`. Nothing is left unmanaged, and the database matches the model after.
final class CompositeForeignKeyTests: ModelcTestCase {
    private let notes = """
        CREATE TABLE [PlaylistTrackNote] ([NoteId] INTEGER NOT NULL, [PlaylistId] INTEGER NOT NULL, [TrackId] INTEGER NOT NULL,
          [Text] NVARCHAR(200) NOT NULL, CONSTRAINT [PK_PlaylistTrackNote] PRIMARY KEY ([NoteId]),
          FOREIGN KEY ([PlaylistId], [TrackId]) REFERENCES [PlaylistTrack] ([PlaylistId], [TrackId]) ON DELETE CASCADE);
        INSERT INTO [PlaylistTrackNote] SELECT rowid, [PlaylistId], [TrackId], 'note ' || rowid FROM [PlaylistTrack] LIMIT 3;
        """

    func testAChinookStyleCompositeKeyIsAdoptedAndANewToOneToItMigratesWithoutDrift() throws {
        let root = try makeTemporaryDirectory(self)
        let sql = try String(contentsOf: Repository.tool.appendingPathComponent("Tests/Fixtures/RealSchemas/chinook.sql"), encoding: .utf8)
        let database = root.appendingPathComponent("chinook.sqlite").path
        XCTAssertEqual(try Modelc.sqlite3(database: database, input: sql + "\n" + notes, in: root).status, 0)
        func modelc(_ arguments: [String]) throws -> ProcessOutcome { try Modelc.run(arguments, in: root) }

        let adopted = try modelc(["inspect", "--db", database, "--as-model", "--name", "Chinook"])
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertFalse(adopted.stdout.contains("unmanaged:"), "the table with the composite foreign key is managed:\n\(adopted.stdout)")
        XCTAssertTrue(adopted.stdout.contains("playlistTrack: { to: PlaylistTrack, inverse: playlistTrackNotes, columns: [PlaylistId, TrackId], indexed: false }"), adopted.stdout)
        let folder = root.appendingPathComponent("models/Chinook")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try adopted.stdout.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["inspect", "--db", database, "--model", "models/Chinook"]).status, 0, "no drift after adoption")
        XCTAssertEqual(try modelc(["migrate", "make", "models/Chinook"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "baseline", "--db", database, "--model", "models/Chinook@1"]).status, 0)

        // Version 2: a new entity with an optional to-one to the composite-key entity.
        let version2 = adopted.stdout.replacingOccurrences(of: "version: 1\n", with: "version: 2\n")
            .replacingOccurrences(of: "entities:\n", with: """
                entities:
                  Rating:
                    attributes:
                      id: int
                      stars: { type: int, min: 1, max: 5 }
                    relationships:
                      entry: { to: PlaylistTrack, optional: true }

                """)
        try version2.write(to: folder.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        let made = try modelc(["migrate", "make", "models/Chinook"])
        XCTAssertEqual(made.status, 0, made.stderr)
        let before = try DatabaseQueue(path: database).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM PlaylistTrack") }
        let migrated = try modelc(["migrate", "--db", database, "models/Chinook"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        let drift = try modelc(["inspect", "--db", database, "--model", "models/Chinook"])
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)

        let queue = try DatabaseQueue(path: database)
        try queue.write { db in
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM PlaylistTrack"), before)
            let columns = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info('rating')")
            XCTAssertEqual(columns, ["id", "stars", "entry_playlist_id", "entry_track_id"])
            let link = try XCTUnwrap(try Row.fetchOne(db, sql: "SELECT PlaylistId, TrackId FROM PlaylistTrack LIMIT 1"))
            try db.execute(sql: "INSERT INTO rating VALUES (1, 5, ?, ?)", arguments: [link[0], link[1]])
            XCTAssertThrowsError(try db.execute(sql: "INSERT INTO rating VALUES (2, 4, ?, -1)", arguments: [link[0]]), "the two columns reference one row")
            try db.execute(sql: "DELETE FROM PlaylistTrack WHERE PlaylistId = ? AND TrackId = ?", arguments: [link[0], link[1]])
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM rating WHERE entry_playlist_id IS NULL AND entry_track_id IS NULL"), 1,
                           "nullify: both columns of the rating's key are cleared with its entry")
        }
        // `modelc sync` reads the two columns from flat keys, as generated records do.
        let link = try queue.read { db in try XCTUnwrap(try Row.fetchOne(db, sql: "SELECT PlaylistId, TrackId FROM PlaylistTrack LIMIT 1")) }
        let payload = root.appendingPathComponent("ratings.json")
        try #"[{"id": 7, "stars": 4, "entryPlaylistId": \#(link[0] as Int64), "entryTrackId": \#(link[1] as Int64)}]"#.write(to: payload, atomically: true, encoding: .utf8)
        let synced = try modelc(["sync", "--db", database, "models/Chinook", "Rating", "--input", payload.path])
        XCTAssertEqual(synced.status, 0, synced.stderr)
        XCTAssertEqual(try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM rating WHERE id = 7 AND entry_playlist_id = ? AND entry_track_id = ?", arguments: [link[0], link[1]]) }, 1)

        let tested = try modelc(["migrate", "test", "models/Chinook", "--rows", "200"])
        XCTAssertEqual(tested.status, 0, tested.stdout + tested.stderr)
    }
}
