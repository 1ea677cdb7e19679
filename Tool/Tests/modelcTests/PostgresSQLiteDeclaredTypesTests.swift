import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// A model adopted from a SQLite database keeps each column's declared type
/// (`sqlType:`), and SQLite accepts any name there, or none. On PostgreSQL a column
/// declared without a type, a name only other engines have (`INTEGER UNSIGNED`,
/// `GUID`, `LONGVARCHAR`), or one whose values the attribute's cannot be (a `BOOLEAN`
/// column SQLite filled with 0 and 1, adopted as `int`) takes the attribute type's
/// column instead, so the files made for PostgreSQL run there and the server's schema
/// is the model's.
final class PostgresSQLiteDeclaredTypesTests: PostgresTestCase {
    /// A SQLite database made by `sql`, adopted (`inspect --as-model`) as model `name`,
    /// its PostgreSQL files made and applied to the test's database, which must then read
    /// back as the model: the adopted YAML.
    private func adoptAndApply(_ sql: String, as name: String) throws -> String {
        let project = try makeTemporaryDirectory(self)
        let file = project.appendingPathComponent("app.sqlite")
        try DatabaseQueue(path: file.path).write { db in try db.execute(sql: sql) }
        let adopted = try Modelc.run(["inspect", "--db", file.path, "--as-model", "--name", name], in: project)
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        let folder = project.appendingPathComponent("models/\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try adopted.stdout.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)

        let made = try Modelc.run(["migrate", "make", "models/\(name)", "--dialect", "postgres"], in: project)
        XCTAssertEqual(made.status, 0, made.stdout + made.stderr)
        let migrated = try Modelc.run(["migrate", "--db", url, "models/\(name)"], in: project)
        XCTAssertEqual(migrated.status, 0, adopted.stdout + migrated.stdout + migrated.stderr)
        let drift = try Modelc.run(["inspect", "--db", url, "--model", "models/\(name)"], in: project)
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)
        return adopted.stdout
    }

    /// A declared type the server does not have (`GUID`, `INTEGER UNSIGNED`, none at all),
    /// or has only with another length (SQLAlchemy's `CHAR(0)`, in every Home Assistant
    /// recorder database: the server's lengths start at 1), takes its attribute's type.
    func testAColumnsSQLiteOnlyOrMissingDeclaredTypeTakesItsAttributesTypeOnPostgreSQL() throws {
        let adopted = try adoptAndApply("""
                CREATE TABLE item (
                  id INTEGER PRIMARY KEY, untyped, count 'INTEGER UNSIGNED', code GUID, body LONGVARCHAR,
                  flag BOOLEAN, amount NUMBER, label VARCHAR(20), kind ENUM, unused CHAR(0)
                );
                INSERT INTO item VALUES (1, 'x', 3, 'a-b', 'text', 1, 2.5, 'lamp', 'big', NULL);
                """, as: "Items")
        XCTAssertTrue(adopted.contains(#"sqlType: """#), "the untyped column is adopted as declared without a type: " + adopted)

        let types = try cluster.query(database: database, """
            SELECT column_name || ' ' || data_type FROM information_schema.columns WHERE table_name = 'item' ORDER BY ordinal_position
            """)
        XCTAssertEqual(types, """
            id bigint
            untyped text
            count bigint
            code text
            body text
            flag bigint
            amount double precision
            label character varying
            kind text
            unused text

            """)
        _ = try cluster.query(database: database, "INSERT INTO item VALUES (1, 'x', 3, 'a-b', 'text', 1, 2.5, 'lamp', 'big')")
    }

    /// What real SQLite databases declare that PostgreSQL refuses as written: a modifier
    /// on a type that takes none (GnuCash's `text(32)`, MySQL's `int(11)`), a `BOOLEAN`
    /// adopted as `int` with `DEFAULT TRUE` (sqlx's), a default in double quotes (Mnemo's
    /// `DEFAULT ""`, a string in SQLite), and GeoPackage's geometry blobs (`POINT`, a
    /// name PostgreSQL has for something else, and `GEOMETRYCOLLECTION`). Each passed
    /// every check and failed the `CREATE TABLE` on the server; now the files run, the
    /// server's schema is the model's, and the defaults fill rows as on SQLite.
    func testDeclaredTypesAndDefaultsPostgreSQLRefusesAsWrittenAreMadeItsOwn() throws {
        _ = try adoptAndApply("""
                CREATE TABLE accounts (guid text(32) PRIMARY KEY NOT NULL, name text(2048) NOT NULL, hidden int(11));
                CREATE TABLE tweet (id BIGINT PRIMARY KEY, is_sent BOOLEAN NOT NULL DEFAULT TRUE, extra_data TEXT DEFAULT "");
                CREATE TABLE shapes (fid INTEGER PRIMARY KEY, geom POINT, parts GEOMETRYCOLLECTION);
                INSERT INTO accounts VALUES ('a1', 'Assets', 0);
                INSERT INTO tweet (id) VALUES (1);
                INSERT INTO shapes VALUES (1, x'4750000101000000', x'47500001');
                """, as: "Ledger")

        let types = try cluster.query(database: database, """
            SELECT table_name || '.' || column_name || ' ' || data_type FROM information_schema.columns
              WHERE table_name IN ('accounts', 'tweet', 'shapes') ORDER BY table_name, ordinal_position
            """)
        XCTAssertEqual(types, """
            accounts.guid text
            accounts.name text
            accounts.hidden bigint
            shapes.fid bigint
            shapes.geom bytea
            shapes.parts bytea
            tweet.id bigint
            tweet.is_sent bigint
            tweet.extra_data text

            """)
        _ = try cluster.query(database: database, #"INSERT INTO tweet (id) VALUES (1); INSERT INTO shapes VALUES (1, '\x4750000101000000', NULL)"#)
        XCTAssertEqual(try cluster.query(database: database, "SELECT is_sent || ' [' || extra_data || ']' FROM tweet"), "1 []\n",
                       "DEFAULT TRUE is 1 and DEFAULT \"\" the empty string, as SQLite reads them")
    }

    /// SQLite takes any words as a column's type: Chrome's History declares `url_id
    /// INTEGER NON NULL`, whose type is `INTEGER NON`. It was written into PostgreSQL's
    /// `CREATE TABLE` as it is, a syntax error on the server; a name of several words that
    /// is none of PostgreSQL's takes the attribute's type, as a SQLite-only name does.
    func testATypeOfSeveralWordsPostgreSQLHasNoneOfTakesItsAttributesType() throws {
        _ = try adoptAndApply("""
                CREATE TABLE visits (id INTEGER PRIMARY KEY, url_id INTEGER NON NULL, title LONG TEXT, at TIMESTAMP WITH TIME ZONE, d DOUBLE PRECISION);
                INSERT INTO visits VALUES (1, 7, 'home', '2024-01-02 03:04:05+00', 1.5);
                """, as: "History")
        let types = try cluster.query(database: database, """
            SELECT column_name || ' ' || data_type FROM information_schema.columns WHERE table_name = 'visits' ORDER BY ordinal_position
            """)
        XCTAssertEqual(types, "id bigint\nurl_id bigint\ntitle text\nat timestamp with time zone\nd double precision\n")
    }

    /// The SQLite functions real defaults call are written in PostgreSQL's words:
    /// GeoPackage's `strftime('%Y-%m-%dT%H:%M:%fZ','now')`, PocketBase's
    /// `strftime('%Y-%m-%d %H:%M:%fZ')` and `'r'||lower(hex(randomblob(7)))` ids. The
    /// files run (they failed on the server), rows get values of the same shapes as
    /// SQLite's, and the database reads back as the model.
    func testTheSQLiteFunctionsRealDefaultsCallRunOnPostgreSQL() throws {
        _ = try adoptAndApply("""
                CREATE TABLE gpkg_contents (table_name TEXT NOT NULL PRIMARY KEY,
                  last_change DATETIME NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')));
                CREATE TABLE posts (id TEXT PRIMARY KEY DEFAULT ('r'||lower(hex(randomblob(7)))) NOT NULL,
                  created TEXT DEFAULT (strftime('%Y-%m-%d %H:%M:%fZ')) NOT NULL, token BLOB DEFAULT (randomblob(20)));
                CREATE TABLE client (id INTEGER PRIMARY KEY, date_added INTEGER NOT NULL DEFAULT (cast(strftime('%s', 'now') as int)),
                  created_ts BIGINT NOT NULL DEFAULT (strftime('%s', 'now')), seen TEXT DEFAULT (unixepoch()));
                INSERT INTO gpkg_contents (table_name) VALUES ('tiles');
                INSERT INTO posts DEFAULT VALUES;
                INSERT INTO client DEFAULT VALUES;
                """, as: "Geo")

        _ = try cluster.query(database: database, "INSERT INTO gpkg_contents (table_name) VALUES ('tiles'); INSERT INTO posts DEFAULT VALUES; INSERT INTO posts DEFAULT VALUES")
        let change = try cluster.query(database: database, "SELECT last_change FROM gpkg_contents").trimmingCharacters(in: .newlines)
        XCTAssertNotNil(change.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/), change)
        let posts = try cluster.query(database: database, "SELECT id || ' ' || created || ' ' || length(token) FROM posts").split(separator: "\n")
        XCTAssertEqual(posts.count, 2)
        for post in posts {
            XCTAssertNotNil(post.wholeMatch(of: /r[0-9a-f]{14} \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z 20/), String(post))
        }
        XCTAssertNotEqual(posts[0].prefix(15), posts[1].prefix(15), "each row its own random id")
        // Pi-hole's `cast(strftime('%s', 'now') as int)` and Memos' `strftime('%s', 'now')`:
        // the seconds since 1970, now.
        let seconds = Int(Date().timeIntervalSince1970)
        let client = try cluster.query(database: database, "INSERT INTO client (id) VALUES (1) RETURNING date_added, created_ts, seen")
            .trimmingCharacters(in: .newlines).split(separator: "|").compactMap { Int($0) }
        XCTAssertEqual(client.count, 3, "\(client)")
        XCTAssertTrue(client.allSatisfy { abs($0 - seconds) < 600 }, "\(client) against \(seconds)")
    }
    /// A default's `CAST(… AS type)` names SQLite's type, which SQLite reads by
    /// affinity: `INT` is 64 bits and `REAL` 8 bytes there, 32 bits and 4 bytes on a
    /// server, so Pi-hole's `cast(strftime('%s', 'now') as int)` would stop fitting in
    /// 2038 and a `REAL` lost digits; `BLOB` is no type there. Those casts name the
    /// server's type for SQLite's reading; `VARCHAR(10)` and `DECIMAL(10,2)` stay.
    func testADefaultsCastTakesTheTypeSQLiteReadsByAffinity() throws {
        _ = try adoptAndApply("""
                CREATE TABLE client (id INTEGER PRIMARY KEY, big INTEGER DEFAULT (CAST('3000000000' AS INT)),
                  ratio REAL DEFAULT (cast('0.1' as real)), label TEXT DEFAULT (CAST(5 AS VARCHAR(10))), amount NUMERIC DEFAULT (CAST('2.50' AS DECIMAL(10,2))),
                  token BLOB DEFAULT (CAST('ab' AS BLOB)));
                INSERT INTO client (id) VALUES (1);
                """, as: "Casts")

        let row = try cluster.query(database: database, "INSERT INTO client (id) VALUES (2) RETURNING big, ratio = 0.1, label, amount, encode(token, 'escape')")
        XCTAssertEqual(row.trimmingCharacters(in: .newlines), "3000000000|t|5|2.50|ab")
    }
}
