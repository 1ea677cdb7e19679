import Foundation
import GRDB
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// The model language's storage options (views, triggers, `unmanaged:`, `strict`,
/// `withoutRowID`, composite keys, `sqlType`, `autoincrement`, `check`, `defaultSQL`,
/// `collate`, named, partial and constraint indexes, a to-one's `sqlType`, `indexed`
/// and `onUpdate`, `joinTable`) compile to SQL that SQLite creates, reads back as
/// compiled, and behaves as the model says.
///
/// The fixture `Tests/Fixtures/StorageModels/Legacy/1.yaml` is a music store shaped like
/// a database modelc did not create, and uses every one of those options.
final class StorageOptionsRoundTripTests: ModelcTestCase {
    private static let repositoryRoot = Repository.root
    private static let legacyModel = repositoryRoot.appendingPathComponent("Tool/Tests/Fixtures/StorageModels/Legacy").path

    private func loadLegacy() throws -> Model {
        try XCTUnwrap(try ModelLoader.load(Self.legacyModel).current)
    }

    /// The legacy model created in a fresh database file, with a queue on it.
    private func legacyDatabase() throws -> (compiled: Schema, queue: DatabaseQueue, path: String) {
        let compiled = SQLiteSchemaCompiler.compile(try loadLegacy())
        let path = try TemporaryDatabase(self).create("legacy.sqlite", sql: SQLiteDialect().render(compiled))
        return (compiled, try DatabaseQueue(path: path), path)
    }

    private func assertFails(_ message: String, _ queue: DatabaseQueue, _ sql: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try queue.write { try $0.execute(sql: sql) }, "\(message): \(sql)", file: file, line: line) { error in
            XCTAssertTrue(error is DatabaseError, "\(error)", file: file, line: line)
        }
    }

    // MARK: - The model is valid, and its SQL too

    func testLegacyFixtureValidatesWithItsSQLCheckedBySQLite() throws {
        let result = ModelCheck.inspect(Self.legacyModel)
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        let model = try loadLegacy()
        XCTAssertEqual(model.views.count, 4)
        XCTAssertEqual(model.triggers.count, 5)
        XCTAssertEqual(model.unmanaged, ["fts_*", "legacy_*", "sqlite_stat?"])
    }

    func testTheSameModelRendersByteIdenticalDDL() throws {
        let first = SQLiteDialect().render(SQLiteSchemaCompiler.compile(try loadLegacy()))
        let second = SQLiteDialect().render(SQLiteSchemaCompiler.compile(try loadLegacy()))
        XCTAssertEqual(first, second)
        let lines = first.components(separatedBy: "\n")
        let view = try XCTUnwrap(lines.firstIndex(of: "CREATE VIEW artist_album_counts AS"))
        XCTAssertEqual(Array(lines[view...].prefix(4)), [
            "CREATE VIEW artist_album_counts AS",
            "SELECT ar.ArtistId, ar.Name, count(al.AlbumId) AS Albums",
            "FROM artists ar LEFT JOIN albums al ON al.ArtistId = ar.ArtistId",
            "GROUP BY ar.ArtistId;",
        ], "a whole CREATE VIEW is kept as written")
        XCTAssertEqual(lines.first { $0.hasPrefix("CREATE TRIGGER tracks_renamed ") },
                       "CREATE TRIGGER tracks_renamed AFTER UPDATE OF Name ON tracks BEGIN UPDATE tracks SET RenamedAt = CURRENT_TIMESTAMP WHERE TrackId = NEW.TrackId; END;",
                       "a whole CREATE TRIGGER is kept as written")
    }

    // MARK: - Round trip through a real database

    func testAppliedSchemaReadsBackWithoutDifferencesEvenBesideUnmanagedObjects() throws {
        let (compiled, queue, path) = try legacyDatabase()
        XCTAssertEqual(compiled.differences(from: try SchemaIntrospector.introspect(path: path)).map(\.message), [])
        // Objects matching `unmanaged:` are left out of the comparison: a hand-kept
        // table with its index and trigger, and SQLite's statistics table.
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE legacy_notes (id INTEGER PRIMARY KEY, body TEXT);
                CREATE INDEX legacy_notes_body ON legacy_notes (body);
                CREATE TRIGGER legacy_notes_touch AFTER INSERT ON legacy_notes BEGIN SELECT 1; END;
                CREATE VIEW legacy_view AS SELECT 1 AS one;
                INSERT INTO genres (GenreId, Name) VALUES (1, 'Rock');
                ANALYZE;
                """)
        }
        try queue.close()
        let live = try SchemaIntrospector.introspect(path: path)
        XCTAssertEqual(compiled.differences(from: live).map(\.message), [])
        let modelTables = Set(compiled.tables.map(\.name))
        XCTAssertEqual(live.tables.map(\.name).filter { !modelTables.contains($0) }, ["legacy_notes"], "the unmanaged table is in the database")
    }

    func testDeclaredTypesComeBackByteForByte() throws {
        let (_, queue, _) = try legacyDatabase()
        let types = try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT name, type FROM pragma_table_info('tracks')").map { "\($0["name"] as String): \($0["type"] as String)" }
        }
        XCTAssertEqual(types, [
            "TrackId: INTEGER", "Name: NVARCHAR(200)", "Composer: NVARCHAR(220)", "Milliseconds: INT", "Bytes: BIGINT",
            "UnitPrice: NUMERIC(10,2)", "AddedAt: DATETIME", "RenamedAt: DATETIME", "AlbumId: INTEGER", "GenreId: INTEGER",
        ])
        let happenedAt = try queue.read { try String.fetchOne($0, sql: "SELECT type FROM pragma_table_info('audit_log') WHERE name = 'HappenedAt'") }
        XCTAssertEqual(happenedAt, "TIMESTAMP")
        let strict = try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT name, strict, wr FROM pragma_table_list WHERE schema = 'main' AND name IN ('tracks', 'genres', 'invoice_lines') ORDER BY name")
                .map { "\($0["name"] as String) strict=\($0["strict"] as Int) withoutRowID=\($0["wr"] as Int)" }
        }
        XCTAssertEqual(strict, ["genres strict=1 withoutRowID=0", "invoice_lines strict=1 withoutRowID=1", "tracks strict=0 withoutRowID=0"])
    }

    func testAutoincrementNeverReusesAKey() throws {
        let (_, queue, _) = try legacyDatabase()
        try queue.write { db in
            try db.execute(sql: "INSERT INTO artists (Name) VALUES ('AC/DC'), ('Accept')")
            try db.execute(sql: "DELETE FROM artists WHERE ArtistId = 2")
            try db.execute(sql: "INSERT INTO artists (Name) VALUES ('Aerosmith')")
        }
        let ids = try queue.read { try Int.fetchAll($0, sql: "SELECT ArtistId FROM artists ORDER BY ArtistId") }
        XCTAssertEqual(ids, [1, 3], "AUTOINCREMENT does not hand out 2 again")
        let sequence = try queue.read { try Int.fetchOne($0, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'artists'") }
        XCTAssertEqual(sequence, 3)
    }

    func testCollateNocaseComparesAndConstrainsWithoutCase() throws {
        let (_, queue, _) = try legacyDatabase()
        try queue.write { db in
            try db.execute(sql: "INSERT INTO artists (Name) VALUES ('AC/DC')")
            try db.execute(sql: "INSERT INTO genres (GenreId, Name) VALUES (1, 'Rock')")
        }
        XCTAssertEqual(try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM artists WHERE Name = 'ac/dc'") }, 1)
        assertFails("a UNIQUE constraint on a NOCASE column rejects a value differing only by case", queue,
                    "INSERT INTO genres (GenreId, Name) VALUES (2, 'ROCK')")
    }

    func testUniqueConstraintIsTheTableConstraintAndRejectsADuplicate() throws {
        let (_, queue, _) = try legacyDatabase()
        try queue.write { try $0.execute(sql: "INSERT INTO customers (CustomerId, Email, Country) VALUES (1, 'a@example.com', 'DE')") }
        assertFails("UNIQUE (Email)", queue, "INSERT INTO customers (CustomerId, Email, Country) VALUES (2, 'A@EXAMPLE.COM', 'FR')")
        assertFails("values: [US, DE, FR]", queue, "INSERT INTO customers (CustomerId, Email, Country) VALUES (3, 'c@example.com', 'XX')")
        let origin = try queue.read { try String.fetchOne($0, sql: "SELECT origin FROM pragma_index_list('customers') WHERE name = 'sqlite_autoindex_customers_1'") }
        XCTAssertEqual(origin, "u", "the unique index is SQLite's own, behind a UNIQUE constraint")
        // The partial unique index lets any number of customers have no phone.
        try queue.write { db in
            try db.execute(sql: "INSERT INTO customers (CustomerId, Email, Country) VALUES (4, 'd@example.com', 'US'), (5, 'e@example.com', 'US')")
            try db.execute(sql: "UPDATE customers SET Phone = '555' WHERE CustomerId = 4")
        }
        assertFails("ux_customers_phone", queue, "UPDATE customers SET Phone = '555' WHERE CustomerId = 5")
    }

    func testNamedAndPartialIndexesExistAndNoAutomaticIndexWhereTheModelSaysSo() throws {
        let (_, queue, _) = try legacyDatabase()
        let partial = try queue.read { try String.fetchOne($0, sql: "SELECT sql FROM sqlite_master WHERE name = 'ix_tracks_priced'") }
        XCTAssertEqual(partial, "CREATE INDEX \"ix_tracks_priced\" ON \"tracks\" (\"UnitPrice\") WHERE UnitPrice > 0")
        let trackIndexes = try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT name, partial FROM pragma_index_list('tracks') ORDER BY name").map { "\($0["name"] as String) partial=\($0["partial"] as Int)" }
        }
        // `IFK_TrackAlbumId` covers `album`, so no `idx_tracks_AlbumId`; `genre` says `indexed: false`.
        XCTAssertEqual(trackIndexes, ["IFK_TrackAlbumId partial=0", "ix_tracks_priced partial=1"])
        let albumIndexes = try queue.read { try String.fetchAll($0, sql: "SELECT name FROM pragma_index_list('albums') ORDER BY name") }
        XCTAssertEqual(albumIndexes, ["IFK_AlbumArtistId"])
    }

    func testChecksDefaultsAndCompositeKeyAreEnforced() throws {
        let (_, queue, _) = try legacyDatabase()
        try queue.write { db in
            try db.execute(sql: "INSERT INTO tracks (TrackId, Name, Milliseconds) VALUES (1, 'Intro', 1000)")
        }
        let row = try XCTUnwrap(try queue.read { try Row.fetchOne($0, sql: "SELECT UnitPrice, typeof(UnitPrice) AS kind, AddedAt FROM tracks") })
        XCTAssertEqual(row["UnitPrice"] as Double, 0.99)
        XCTAssertEqual(row["kind"] as String, "real", "NUMERIC affinity stores the default as a number")
        XCTAssertNotNil(row["AddedAt"] as String?, "defaultSQL: CURRENT_TIMESTAMP")
        assertFails("entity check", queue, "INSERT INTO tracks (TrackId, Name, Milliseconds) VALUES (2, 'x', -1)")
        XCTAssertThrowsError(try queue.write { try $0.execute(sql: "INSERT INTO tracks (TrackId, Name, Milliseconds, UnitPrice) VALUES (2, 'x', 1, -1)") }) { error in
            XCTAssertEqual((error as? DatabaseError)?.message, "CHECK constraint failed: CK_Track_UnitPrice", "a named check fails by its name")
        }
        assertFails("attribute check", queue, "INSERT INTO tracks (TrackId, Name, Milliseconds, Bytes) VALUES (3, 'x', 1, 0)")
        assertFails("attribute check list", queue, "INSERT INTO playlists (PlaylistId, Name) VALUES (1, ' padded ')")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO customers (CustomerId, Email, Country) VALUES (1, 'a@example.com', 'DE')")
            try db.execute(sql: "INSERT INTO invoices (InvoiceId, CustomerId) VALUES (1, 1)")
            try db.execute(sql: "INSERT INTO invoice_lines (InvoiceId, LineNumber, UnitPrice) VALUES (1, 1, 0.99)")
        }
        assertFails("composite primary key", queue, "INSERT INTO invoice_lines (InvoiceId, LineNumber, UnitPrice) VALUES (1, 1, 1.99)")
        let issued = try queue.read { try String.fetchOne($0, sql: "SELECT IssuedAt FROM invoices") }
        XCTAssertNotNil(issued, "defaultSQL: (datetime('now'))")
    }

    func testForeignKeysFollowOnUpdateAndTheJoinTableHasItsOwnNames() throws {
        let (_, queue, _) = try legacyDatabase()
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO artists (ArtistId, Name) VALUES (1, 'AC/DC');
                INSERT INTO albums (AlbumId, Title, ArtistId) VALUES (1, 'High Voltage', 1);
                INSERT INTO genres (GenreId, Name) VALUES (1, 'Rock');
                INSERT INTO tracks (TrackId, Name, Milliseconds, AlbumId, GenreId) VALUES (1, 'T.N.T.', 214000, 1, 1);
                INSERT INTO playlists (PlaylistId, Name) VALUES (1, 'Heavy');
                INSERT INTO playlist_track (PlaylistId, TrackId) VALUES (1, 1);
                UPDATE artists SET ArtistId = 10 WHERE ArtistId = 1;
                UPDATE genres SET GenreId = 20 WHERE GenreId = 1;
                """)
        }
        XCTAssertEqual(try queue.read { try Int.fetchOne($0, sql: "SELECT ArtistId FROM albums") }, 10, "onUpdate: cascade")
        XCTAssertEqual(try queue.read { try Int.fetchOne($0, sql: "SELECT GenreId FROM tracks") }, nil, "onUpdate: setNull")
        assertFails("onUpdate: restrict", queue, """
            INSERT INTO customers (CustomerId, Email, Country) VALUES (1, 'a@example.com', 'DE');
            INSERT INTO invoices (InvoiceId, CustomerId) VALUES (1, 1);
            UPDATE customers SET CustomerId = 2;
            """)
        let columns = try queue.read { try String.fetchAll($0, sql: "SELECT name FROM pragma_table_info('playlist_track')") }
        XCTAssertEqual(columns, ["PlaylistId", "TrackId"])
        try queue.write { try $0.execute(sql: "DELETE FROM tracks") }
        XCTAssertEqual(try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM playlist_track") }, 0, "join rows cascade")
    }

    func testTriggersFireAndViewsReturnRows() throws {
        let (_, queue, _) = try legacyDatabase()
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO artists (ArtistId, Name) VALUES (1, 'AC/DC'), (2, 'Accept');
                INSERT INTO albums (AlbumId, Title, ArtistId) VALUES (1, 'High Voltage', 1), (2, 'Powerage', 1);
                INSERT INTO tracks (TrackId, Name, Milliseconds, AlbumId) VALUES (1, 'T.N.T.', 214000, 1), (2, 'Riff Raff', 312000, 2);
                INSERT INTO playlists (PlaylistId, Name) VALUES (1, 'Heavy');
                INSERT INTO customers (CustomerId, Email, Country) VALUES (1, 'a@example.com', 'DE');
                INSERT INTO invoices (InvoiceId, CustomerId) VALUES (1, 1);
                INSERT INTO invoice_lines (InvoiceId, LineNumber, UnitPrice, Quantity) VALUES (1, 1, 0.99, 2), (1, 2, 1.99, 1);
                """)
        }
        // Triggers written in parts: AFTER INSERT, and BEFORE UPDATE OF an attribute
        // whose column has another name, with a WHEN.
        XCTAssertEqual(try queue.read { try Double.fetchOne($0, sql: "SELECT Total FROM invoices") } ?? 0, 3.97, accuracy: 0.0001)
        try queue.write { db in
            try db.execute(sql: "UPDATE playlists SET Name = 'Heavy'")
            try db.execute(sql: "UPDATE playlists SET Name = 'Loud'")
        }
        XCTAssertEqual(try queue.read { try String.fetchAll($0, sql: "SELECT Message FROM audit_log") }, ["playlist Heavy renamed to Loud"])
        // Triggers written as whole statements.
        try queue.write { db in
            try db.execute(sql: "UPDATE tracks SET Name = 'TNT' WHERE TrackId = 1")
            try db.execute(sql: "DELETE FROM artists WHERE ArtistId = 2")
        }
        XCTAssertNotNil(try queue.read { try String.fetchOne($0, sql: "SELECT RenamedAt FROM tracks WHERE TrackId = 1") })
        XCTAssertEqual(try queue.read { try String.fetchAll($0, sql: "SELECT Message FROM audit_log ORDER BY AuditId") },
                       ["playlist Heavy renamed to Loud", "artist 2 deleted"])
        // An INSTEAD OF trigger on a view.
        try queue.write { try $0.execute(sql: "INSERT INTO track_names (TrackId, TrackName) VALUES (3, 'Live Wire')") }
        XCTAssertEqual(try queue.read { try String.fetchOne($0, sql: "SELECT Name FROM tracks WHERE TrackId = 3") }, "Live Wire")

        let names = try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT TrackName, AlbumTitle FROM track_names ORDER BY TrackId").map { "\($0["TrackName"] as String)/\(($0["AlbumTitle"] as String?) ?? "-")" }
        }
        XCTAssertEqual(names, ["TNT/High Voltage", "Riff Raff/Powerage", "Live Wire/-"])
        let counts = try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT Name, Albums FROM artist_album_counts").map { "\($0["Name"] as String)=\($0["Albums"] as Int)" }
        }
        XCTAssertEqual(counts, ["AC/DC=2"])
        XCTAssertEqual(try queue.read { try String.fetchAll($0, sql: "SELECT TrackName FROM long_tracks") }, ["Riff Raff"])
        XCTAssertEqual(try queue.read { try Double.fetchOne($0, sql: "SELECT Amount FROM invoice_totals WHERE InvoiceId = 1") } ?? 0, 3.97, accuracy: 0.0001)
    }

    // MARK: - Models that use none of it are unchanged

    /// The keys the new options encode under. A model without them must encode (and so
    /// hash, see `ModelHash`) exactly as before they existed: otherwise every existing
    /// migration would look edited after it was made.
    static let storageOptionKeys = [
        "views", "triggers", "unmanaged", "isStrict", "isWithoutRowID", "compositeKey", "checks",
        "sqlType", "isAutoincrement", "defaultSQL", "collation", "condition", "isConstraint", "onUpdate", "joinTable",
    ]

    func testBundledModelsEncodeWithoutAnyStorageOptionKey() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for name in ["Library", "StarWars"] {
            for model in try ModelLoader.load(Self.repositoryRoot.appendingPathComponent("models/\(name)").path).versions {
                let keys = try Self.keys(in: encoder.encode(model))
                XCTAssertEqual(keys.intersection(Self.storageOptionKeys), [], "\(name)@\(model.version) encodes storage option keys")
            }
        }
        let legacy = try Self.keys(in: encoder.encode(try loadLegacy()))
        XCTAssertEqual(legacy.intersection(Self.storageOptionKeys), Set(Self.storageOptionKeys), "the legacy fixture encodes every storage option key")
    }

    /// Every object key anywhere in a JSON document.
    private static func keys(in json: Data) throws -> Set<String> {
        func keys(of value: Any) -> Set<String> {
            if let object = value as? [String: Any] {
                return object.reduce(into: Set(object.keys)) { $0.formUnion(keys(of: $1.value)) }
            }
            if let array = value as? [Any] { return array.reduce(into: []) { $0.formUnion(keys(of: $1)) } }
            return []
        }
        return keys(of: try JSONSerialization.jsonObject(with: json))
    }
}
