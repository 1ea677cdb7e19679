import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// Named foreign keys on SQLite, as a user meets them with the CLI: a database whose
/// keys are named (Chinook's `FK_AlbumArtistId`, a column's `CONSTRAINT … REFERENCES`)
/// is adopted with the names, a database made from that model has them again, a
/// version that renames one rebuilds the table under the new name, and drift names a
/// database whose key is called otherwise than the model says.
final class NamedForeignKeyTests: ProjectTestCase {
    /// The `CREATE TABLE` statement of `table` in the database at `name`.
    private func statement(of table: String, in name: String) throws -> String {
        let queue = try DatabaseQueue(path: path(name))
        defer { try? queue.close() }
        return try queue.read { try String.fetchOne($0, sql: "SELECT sql FROM sqlite_master WHERE name = ?", arguments: [table]) } ?? ""
    }

    private func write(_ yaml: String, version: Int) throws {
        let models = project.appendingPathComponent("models/Music")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try yaml.write(to: models.appendingPathComponent("\(version).yaml"), atomically: true, encoding: .utf8)
    }

    func testNamedForeignKeysSurviveAdoptionAFreshDatabaseARenameAndShowInDrift() throws {
        let original = try DatabaseQueue(path: path("chinook.sqlite"))
        try original.writeWithoutTransaction { db in
            try db.execute(sql: """
                CREATE TABLE [Artist] ([ArtistId] INTEGER NOT NULL, [Name] NVARCHAR(120), CONSTRAINT [PK_Artist] PRIMARY KEY ([ArtistId]));
                CREATE TABLE [Album] (
                  [AlbumId] INTEGER NOT NULL, [Title] NVARCHAR(160) NOT NULL, [ArtistId] INTEGER NOT NULL,
                  CONSTRAINT [PK_Album] PRIMARY KEY ([AlbumId]),
                  CONSTRAINT [FK_AlbumArtistId] FOREIGN KEY ([ArtistId]) REFERENCES [Artist] ([ArtistId]) ON DELETE NO ACTION ON UPDATE NO ACTION
                );
                CREATE INDEX [IFK_AlbumArtistId] ON [Album] ([ArtistId]);
                CREATE TABLE track (id INTEGER PRIMARY KEY, album_id INTEGER CONSTRAINT fk_track_album REFERENCES Album (AlbumId), name TEXT);
                CREATE TABLE review (id INTEGER PRIMARY KEY, track_id INTEGER, FOREIGN KEY (track_id) REFERENCES track (id));
                INSERT INTO Artist VALUES (1, 'AC/DC');
                INSERT INTO Album VALUES (1, 'For Those About To Rock', 1);
                INSERT INTO track VALUES (1, 1, 'Balls to the Wall');
                """)
        }
        try original.close()

        let adopted = try modelc(["inspect", "--db", path("chinook.sqlite"), "--as-model", "--name", "Music"])
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertTrue(adopted.stdout.contains("artist: { to: Artist, inverse: albums, column: ArtistId, foreignKeyName: FK_AlbumArtistId }"), adopted.stdout)
        XCTAssertTrue(adopted.stdout.contains("foreignKeyName: fk_track_album"), adopted.stdout)
        XCTAssertEqual(adopted.stdout.components(separatedBy: "foreignKeyName:").count, 3, "the unnamed key of review is left unnamed: \(adopted.stdout)")
        try write(adopted.stdout, version: 1)
        XCTAssertEqual(try modelc(["inspect", "--db", path("chinook.sqlite"), "--model", "models/Music"]).status, 0)

        XCTAssertEqual(try modelc(["migrate", "make", "models/Music"]).status, 0)
        let fresh = try modelc(["migrate", "--db", path("fresh.sqlite"), "models/Music"])
        XCTAssertEqual(fresh.status, 0, fresh.stderr)
        XCTAssertTrue(try statement(of: "Album", in: "fresh.sqlite").contains(#"CONSTRAINT "FK_AlbumArtistId" FOREIGN KEY ("ArtistId") REFERENCES "Artist" ("ArtistId")"#))
        XCTAssertTrue(try statement(of: "track", in: "fresh.sqlite").contains(#"CONSTRAINT "fk_track_album" FOREIGN KEY ("album_id")"#))
        XCTAssertFalse(try statement(of: "review", in: "fresh.sqlite").contains("CONSTRAINT"))
        XCTAssertEqual(try modelc(["inspect", "--db", path("fresh.sqlite"), "--model", "models/Music"]).status, 0)
        try DatabaseQueue(path: path("fresh.sqlite")).write { db in
            try db.execute(sql: "INSERT INTO Artist VALUES (1, 'AC/DC'); INSERT INTO Album VALUES (1, 'Back in Black', 1)")
        }

        // Version 2 renames Album's key: only a rebuild can, and it keeps the row.
        try write(String(contentsOf: project.appendingPathComponent("models/Music/1.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "foreignKeyName: FK_AlbumArtistId", with: "foreignKeyName: fk_album_artist"), version: 2)
        let plan = try modelc(["diff", "models/Music@1", "models/Music@2"])
        XCTAssertTrue(plan.stdout.contains(#"rebuildTable Album: "Album" is rebuilt because a foreign key's constraint name changes"#), plan.stdout)
        XCTAssertTrue(plan.stdout.contains("1 step: 1 safe"), "a renamed key checks no rows: \(plan.stdout)")
        XCTAssertEqual(try modelc(["migrate", "make", "models/Music"]).status, 0)
        let migrated = try modelc(["migrate", "--db", path("fresh.sqlite"), "models/Music"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertTrue(try statement(of: "Album", in: "fresh.sqlite").contains(#"CONSTRAINT "fk_album_artist" FOREIGN KEY"#))
        let titles = try DatabaseQueue(path: path("fresh.sqlite")).read { try String.fetchAll($0, sql: "SELECT Title FROM Album") }
        XCTAssertEqual(titles, ["Back in Black"])

        // The adopted database still has the old name: drift says so, naming both.
        let drift = try modelc(["inspect", "--db", path("chinook.sqlite"), "--model", "models/Music"])
        XCTAssertEqual(drift.status, 1, drift.stdout)
        XCTAssertTrue(drift.stdout.contains("table `Album`: foreign key (`ArtistId`) → `Artist` (`ArtistId`) is named `fk_album_artist` in the model but `FK_AlbumArtistId` in the database"), drift.stdout)
    }

    /// Primary keys are named as foreign keys are (`primaryKeyName:`): Chinook names
    /// every one (`PK_Album`), on a single column and on two (`PK_PlaylistTrack`).
    func testPrimaryKeyNamesSurviveAdoptionAFreshDatabaseARenameAndShowInDrift() throws {
        let original = try DatabaseQueue(path: path("chinook.sqlite"))
        try original.writeWithoutTransaction { db in
            try db.execute(sql: """
                CREATE TABLE [Album] ([AlbumId] INTEGER NOT NULL, [Title] NVARCHAR(160) NOT NULL, CONSTRAINT [PK_Album] PRIMARY KEY ([AlbumId]));
                CREATE TABLE [PlaylistTrack] ([PlaylistId] INTEGER NOT NULL, [TrackId] INTEGER NOT NULL,
                  CONSTRAINT [PK_PlaylistTrack] PRIMARY KEY ([PlaylistId], [TrackId])) WITHOUT ROWID;
                CREATE TABLE genre (code TEXT CONSTRAINT pk_genre PRIMARY KEY, name TEXT);
                CREATE TABLE plain (id INTEGER PRIMARY KEY, note TEXT);
                INSERT INTO Album VALUES (1, 'For Those About To Rock');
                """)
        }
        try original.close()
        let adopted = try modelc(["inspect", "--db", path("chinook.sqlite"), "--as-model", "--name", "Music"])
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertEqual(adopted.stdout.components(separatedBy: "\n").filter { $0.contains("primaryKeyName:") }.map { $0.trimmingCharacters(in: .whitespaces) },
                       ["primaryKeyName: PK_Album", "primaryKeyName: PK_PlaylistTrack", "primaryKeyName: pk_genre"])
        try write(adopted.stdout, version: 1)
        XCTAssertEqual(try modelc(["inspect", "--db", path("chinook.sqlite"), "--model", "models/Music"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "make", "models/Music"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "--db", path("fresh.sqlite"), "models/Music"]).status, 0)
        XCTAssertTrue(try statement(of: "Album", in: "fresh.sqlite").contains(#""AlbumId" INTEGER CONSTRAINT "PK_Album" PRIMARY KEY NOT NULL"#))
        XCTAssertTrue(try statement(of: "PlaylistTrack", in: "fresh.sqlite").contains(#"CONSTRAINT "PK_PlaylistTrack" PRIMARY KEY ("PlaylistId", "TrackId")"#))
        XCTAssertEqual(try modelc(["inspect", "--db", path("fresh.sqlite"), "--model", "models/Music"]).status, 0)
        try DatabaseQueue(path: path("fresh.sqlite")).write { try $0.execute(sql: "INSERT INTO Album VALUES (1, 'Back in Black')") }

        try write(String(contentsOf: project.appendingPathComponent("models/Music/1.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "primaryKeyName: PK_Album", with: "primaryKeyName: album_pkey"), version: 2)
        let plan = try modelc(["diff", "models/Music@1", "models/Music@2"])
        XCTAssertTrue(plan.stdout.contains(#"rebuildTable Album: "Album" is rebuilt because the primary key's constraint name changes"#), plan.stdout)
        XCTAssertEqual(try modelc(["migrate", "make", "models/Music"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "--db", path("fresh.sqlite"), "models/Music"]).status, 0)
        XCTAssertTrue(try statement(of: "Album", in: "fresh.sqlite").contains(#"CONSTRAINT "album_pkey" PRIMARY KEY"#))
        let titles = try DatabaseQueue(path: path("fresh.sqlite")).read { try String.fetchAll($0, sql: "SELECT Title FROM Album") }
        XCTAssertEqual(titles, ["Back in Black"])
        let drift = try modelc(["inspect", "--db", path("chinook.sqlite"), "--model", "models/Music"])
        XCTAssertEqual(drift.status, 1, drift.stdout)
        XCTAssertTrue(drift.stdout.contains("table `Album`: the primary key is named `album_pkey` in the model but `PK_Album` in the database"), drift.stdout)
    }

    /// A key the model leaves unnamed may have any name in the database: modelc does
    /// not rebuild a table, nor report drift, to take a name away.
    func testAnUnnamedForeignKeyOfTheModelAcceptsANamedOneInTheDatabase() throws {
        try write("""
            model: Music
            version: 1
            entities:
              Artist:
                strict: false
                attributes:
                  id: { type: int, primaryKey: true }
                relationships:
                  albums: { to: Album, toMany: true, inverse: artist }
              Album:
                strict: false
                attributes:
                  id: { type: int, primaryKey: true }
                relationships:
                  artist: { to: Artist, inverse: albums, optional: true, indexed: false }

            """, version: 1)
        let queue = try DatabaseQueue(path: path("named.sqlite"))
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: """
                CREATE TABLE "artist" ("id" INTEGER PRIMARY KEY NOT NULL);
                CREATE TABLE "album" ("id" INTEGER PRIMARY KEY NOT NULL, "artist_id" INTEGER,
                  CONSTRAINT "fk_album_artist" FOREIGN KEY ("artist_id") REFERENCES "artist" ("id") ON DELETE SET NULL);
                """)
        }
        try queue.close()
        let drift = try modelc(["inspect", "--db", path("named.sqlite"), "--model", "models/Music"])
        XCTAssertEqual(drift.status, 0, drift.stdout)
        let plan = try modelc(["diff", "--from-db", path("named.sqlite"), "models/Music", "--exit-code"])
        XCTAssertEqual(plan.status, 0, plan.stdout)
    }

    /// `foreignKeyName:` names the key a to-one stores; on the to-many side, which has
    /// no key column, it is an error that says where to put it.
    func testAForeignKeyNameOnTheSideWithoutTheKeyIsAnError() throws {
        try write("""
            model: Music
            version: 1
            entities:
              Artist:
                attributes:
                  id: int
                relationships:
                  albums: { to: Album, toMany: true, inverse: artist, foreignKeyName: fk_album_artist }
              Album:
                attributes:
                  id: int
                relationships:
                  artist: { to: Artist, inverse: albums, optional: true }

            """, version: 1)
        let outcome = try modelc(["validate", "models/Music"])
        XCTAssertEqual(outcome.status, 2, outcome.stdout)
        XCTAssertTrue(outcome.stderr.contains("1.yaml:8:59: error:"), outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("`foreignKeyName` on `Artist.albums`, which has no foreign-key column in `artist`"), outcome.stderr)
    }
}
