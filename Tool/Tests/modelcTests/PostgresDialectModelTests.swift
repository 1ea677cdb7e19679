import Foundation
import ModelcTestSupport
import XCTest

/// A model whose SQL is PostgreSQL's (`dialect: postgres`): adopting a database whose
/// CHECKs use `~` or the schema's own functions, or whose defaults are `ARRAY[…]`, keeps
/// those tables (SQLite, which judged every model's SQL, could not read them, so
/// MusicBrainz adopted 73 of its 371 tables); the server judges the SQL, and the SQLite
/// commands refuse the model rather than hand SQLite SQL it does not speak.
final class PostgresDialectModelTests: PostgresTestCase {
    private let schema = """
        CREATE FUNCTION controlled_for_whitespace(text) RETURNS boolean AS $$ SELECT $1 !~ '^\\s|\\s$' $$ LANGUAGE sql IMMUTABLE;
        CREATE TABLE artist (id integer PRIMARY KEY, name text NOT NULL CHECK (controlled_for_whitespace(name)), code text CHECK (code ~ '^[A-Z]{2}$'));
        CREATE TABLE release (id integer PRIMARY KEY, artist_id integer NOT NULL REFERENCES artist (id), tags text[] DEFAULT ARRAY[]::text[] NOT NULL);
        CREATE FUNCTION sanitized(artist) RETURNS artist AS $$ SELECT $1 $$ LANGUAGE sql;
        CREATE VIEW artist_sanitized AS SELECT (sanitized(artist.*)).id AS id FROM artist;
        INSERT INTO artist VALUES (1, 'Nina Simone', 'US');
        INSERT INTO release VALUES (10, 1, ARRAY['jazz']);
        """

    func testTablesWithPostgresOnlySQLAreAdoptedAndTheModelSaysItsDialect() throws {
        _ = try cluster.query(database: database, schema)
        let project = try makeTemporaryDirectory(self)
        let adopted = try adoptAndReadBack(named: "Music", in: project)
        XCTAssertTrue(adopted.contains("\ndialect: postgres\n"), adopted)
        XCTAssertFalse(adopted.contains("unmanaged:\n  - artist") || adopted.contains("unmanaged:\n  - release"), adopted)
        XCTAssertTrue(adopted.contains("controlled_for_whitespace(name)"), adopted)
        XCTAssertTrue(adopted.contains("  Release:") && adopted.contains("  Artist:"), adopted)
        // A view the scratch schema cannot build (a function of the live table's row type,
        // as MusicBrainz's `editor_sanitized`) is left alone, not the whole adoption.
        XCTAssertTrue(adopted.contains("# Note: view artist_sanitized is unmanaged: the server refuses the view the model writes for it (function sanitized("), adopted)

        let validated = try modelc(["validate", "models/Music"], in: project)
        XCTAssertEqual(validated.status, 0, validated.stderr)
        for arguments in [["migrate", "make", "models/Music", "--dialect", "postgres"], ["migrate", "baseline", "--db", "$URL", "--model", "models/Music"],
                          ["inspect", "--db", "$URL", "--model", "models/Music"], ["migrate", "status", "--db", "$URL", "models/Music"]] {
            let step = try modelc(arguments, in: project)
            XCTAssertEqual(step.status, 0, "\(arguments): \(step.stdout)\(step.stderr)")
        }
        // The server enforces what the model says.
        XCTAssertThrowsError(try cluster.query(database: database, "INSERT INTO artist VALUES (2, ' padded', NULL)"))
        XCTAssertEqual(try cluster.query(database: database, "SELECT count(*) FROM release WHERE tags = ARRAY['jazz']"), "1\n")
    }

    /// The SQL that needed PostgreSQL's words may end up unmanaged for another reason (an
    /// array default the model cannot say exactly): then the model is written without
    /// `dialect:`, and stays usable on SQLite.
    func testAModelWhoseOnlyPostgresSQLEndedUnmanagedStaysPortable() throws {
        _ = try cluster.query(database: database, """
            CREATE TABLE invoice (id integer PRIMARY KEY, tags character varying(20)[] DEFAULT ARRAY['x'::character varying] NOT NULL);
            CREATE TABLE customer (id integer PRIMARY KEY, name text NOT NULL);
            """)
        let project = try makeTemporaryDirectory(self)
        let adopted = try adoptAndReadBack(named: "Shop", in: project)
        XCTAssertFalse(adopted.contains("dialect:"), adopted)
        XCTAssertTrue(adopted.contains("  Customer:"), adopted)
        XCTAssertTrue(adopted.contains("# Note: table invoice is unmanaged"), adopted)
        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop"], in: project).status, 0, "usable on SQLite")
    }

    /// Pagila's defaults call `now()`: SQLite reads the model, but a row relying on such a
    /// default cannot be inserted there, and `validate` warned of each (19 for pagila, so
    /// `--strict` failed). The model says its dialect then, and validates clean.
    func testDefaultsSQLiteCannotComputeMakeTheModelSayItsDialect() throws {
        _ = try cluster.query(database: database, """
            CREATE TABLE rental (id integer PRIMARY KEY, last_update timestamp with time zone DEFAULT now() NOT NULL);
            """)
        let project = try makeTemporaryDirectory(self)
        let adopted = try adoptAndReadBack(named: "Rentals", in: project)
        XCTAssertTrue(adopted.contains("\ndialect: postgres\n"), adopted)
        XCTAssertTrue(adopted.contains("now()"), adopted)
        let validated = try modelc(["validate", "models/Rentals", "--strict"], in: project)
        XCTAssertEqual(validated.status, 0, validated.stdout + validated.stderr)
        XCTAssertFalse(validated.stderr.contains("warning"), validated.stderr)
    }

    func testTheSQLiteCommandsRefuseAPostgresModelNamingItsDialect() throws {
        let project = try makeTemporaryDirectory(self)
        let folder = project.appendingPathComponent("models/Music")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            model: Music
            version: 1
            dialect: postgres
            entities:
              Artist:
                attributes:
                  id: int32
                  code: { type: string, optional: true, check: "code ~ '^[A-Z]{2}$'" }
            """.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["validate", "models/Music"], in: project).status, 0, "SQLite does not judge PostgreSQL's SQL")
        let expected = "error: Music version 1 carries postgres SQL (`dialect: postgres`), which SQLite does not run; "
            + "use it with `--dialect postgres` and a postgres database (`--db`), or take `dialect:` out and write its SQL in SQLite's words.\n"
        for arguments in [["migrate", "make", "models/Music"], ["compile", "models/Music"], ["migrate", "--db", "app.sqlite", "--model", "models/Music"]] {
            let refused = try modelc(arguments, in: project)
            XCTAssertEqual(refused.status, 2, "\(arguments): \(refused.stdout)")
            XCTAssertEqual(refused.stderr, expected, "\(arguments)")
        }
        let generated = try modelc(["generate", "models/Music", "--output", "Generated"], in: project)
        XCTAssertEqual(generated.status, 2, generated.stdout)
        XCTAssertTrue(generated.stderr.hasPrefix("error: generate writes records for SQLite databases (GRDB and the embedded migrator), and Music version 1 carries postgres SQL"), generated.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("Generated").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("app.sqlite").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("migrations/Music/0001_create_music.sql").path))

        let made = try modelc(["migrate", "make", "models/Music", "--dialect", "postgres"], in: project)
        XCTAssertEqual(made.status, 0, made.stderr)
        let migrated = try modelc(["migrate", "--db", "$URL", "models/Music"], in: project)
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertThrowsError(try cluster.query(database: database, "INSERT INTO artist (id, code) VALUES (1, 'usa')"), "the server checks `~`")
        let inspected = try modelc(["migrate", "--db", "app.sqlite", "models/Music"], in: project)
        XCTAssertEqual(inspected.status, 2, inspected.stderr)
    }

    /// A rename edits no SQL text, and SQLite does not read PostgreSQL's: a version that
    /// renames a column its CHECK still names is refused at `validate` and `migrate make`
    /// (it passed both, then failed `migrate` on the server); with the CHECK written in the
    /// new name the rename applies and the server still enforces it.
    func testRenamingAColumnAPostgresCheckNamesIsRefusedBeforeTheServer() throws {
        let project = try makeTemporaryDirectory(self)
        let folder = project.appendingPathComponent("models/Shop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func write(version: Int, _ attribute: String) throws {
            try """
                model: Shop
                version: \(version)
                dialect: postgres
                entities:
                  Coupon:
                    attributes:
                      id: int32
                      \(attribute)

                """.write(to: folder.appendingPathComponent("\(version).yaml"), atomically: true, encoding: .utf8)
        }
        try write(version: 1, #"code: { type: string, check: "code ~ '^[a-z]+$'" }"#)
        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres"], in: project).status, 0)
        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/Shop"], in: project).status, 0)
        _ = try cluster.query(database: database, "INSERT INTO coupon (id, code) VALUES (1, 'spring')")

        try write(version: 2, #"label: { type: string, renamedFrom: code, check: "code ~ '^[a-z]+$'" }"#)
        let validated = try modelc(["validate", "models/Shop"], in: project)
        XCTAssertEqual(validated.status, 2, validated.stdout)
        XCTAssertTrue(validated.stderr.contains("models/Shop/2.yaml:8:"), validated.stderr)
        XCTAssertTrue(validated.stderr.contains("error: the CHECK `code ~ '^[a-z]+$'` of `Coupon.label` names the column `code`, which this version renames to `label`"), validated.stderr)
        let refused = try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres"], in: project)
        XCTAssertEqual(refused.status, 2, refused.stdout)
        let files = try FileManager.default.contentsOfDirectory(atPath: project.appendingPathComponent("migrations/Shop/postgres").path)
        XCTAssertFalse(files.contains { $0.hasPrefix("0002") }, "\(files)")

        try write(version: 2, #"label: { type: string, renamedFrom: code, check: "label ~ '^[a-z]+$'" }"#)
        let made = try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres"], in: project)
        XCTAssertEqual(made.status, 0, made.stderr)
        let migrated = try modelc(["migrate", "--db", "$URL", "models/Shop"], in: project)
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertEqual(try modelc(["inspect", "--db", "$URL", "--model", "models/Shop"], in: project).status, 0)
        XCTAssertEqual(try cluster.query(database: database, "SELECT label FROM coupon").trimmingCharacters(in: .whitespacesAndNewlines), "spring")
        XCTAssertThrowsError(try cluster.query(database: database, "INSERT INTO coupon (id, label) VALUES (2, 'Upper')"), "the CHECK still holds, on the new name")
    }

    /// `migrate test` generates each path's rows in a SQLite file and loads them into the
    /// server: for a model in PostgreSQL's words the file leaves out the SQL SQLite cannot
    /// read (`MigrationTest.stagingSchema`), and the server holds it. On SQLite alone
    /// there is nothing to run it in: refused, naming the dialect.
    func testMigrateTestRunsAPostgresModelOnTheServerAndRefusesSQLite() throws {
        let project = try makeTemporaryDirectory(self)
        let folder = project.appendingPathComponent("models/Music")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let release = "  Release:\n    attributes:\n      id: int32\n    relationships:\n      artist: { to: Artist, inverse: releases }\n"
        let artist = release + "  Artist:\n    relationships:\n      releases: { to: Release, toMany: true, inverse: artist, deleteRule: cascade }\n"
            + "    attributes:\n      id: int32\n      name: { type: string, check: \"name ~ '^[A-Z]'\" }\n"
        try "model: Music\nversion: 1\ndialect: postgres\nentities:\n\(artist)views:\n  named: \"SELECT id FROM artist WHERE name ~ '^N'\"\n"
            .write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try "model: Music\nversion: 2\ndialect: postgres\nentities:\n\(artist)      code: { type: string, optional: true }\nviews:\n  named: \"SELECT id FROM artist WHERE name ~ '^N'\"\n"
            .write(to: folder.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "make", "models/Music", "--dialect", "postgres"], in: project).status, 0)
        let tested = try modelc(["migrate", "test", "models/Music", "--db", url(for: database + "_music"), "--rows", "20"], in: project)
        XCTAssertEqual(tested.status, 0, tested.stdout + tested.stderr)
        XCTAssertTrue(tested.stdout.contains("from version 1"), tested.stdout)
        // The generated names that break the server's CHECK are left out (as SQLite's
        // CHECKs leave theirs out), and the report's notes say so.
        let kept = try XCTUnwrap(tested.stdout.firstMatch(of: /migration applied, (\d+) rows/).flatMap { Int($0.1) }, tested.stdout)
        XCTAssertTrue(kept > 0 && kept < 20, tested.stdout)
        let json = try modelc(["migrate", "test", "models/Music", "--db", url(for: database + "_music_json"), "--rows", "20", "--format", "json"], in: project)
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertTrue(json.stdout.contains("generated rows of `artist` broke a CHECK or a unique index in the server's words and were skipped"), json.stdout)
        // And the releases of the artists left out go too, as a foreign key would refuse them.
        XCTAssertTrue(json.stdout.contains("generated rows of `release` referenced rows the server's CHECKs left out and were deleted"), json.stdout)
        let sqlite = try modelc(["migrate", "test", "models/Music"], in: project)
        XCTAssertEqual(sqlite.status, 2, sqlite.stdout + sqlite.stderr)
        XCTAssertTrue(sqlite.stderr.contains("carries postgres SQL (`dialect: postgres`), which SQLite does not run"), sqlite.stderr)
    }
}
