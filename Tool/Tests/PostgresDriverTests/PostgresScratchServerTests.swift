import Foundation
import GRDB
import Migration
import ModelcTestSupport
import PostgresDriver
import SchemaCore
import XCTest

/// The rows `migrate test --db postgres://…` loads into a server and reads back: every
/// value arrives as written (text with the characters COPY escapes, blobs with any byte,
/// booleans, special doubles, NULLs, an identity key) and reads back in SQLite's storage
/// form, so that a round trip gives the rows it started from.
final class PostgresScratchServerTests: PostgresTestCase {
    private func server() throws -> PostgresScratchServer {
        PostgresScratchServer(settings: try PostgresConnectionSettings(url: url))
    }

    private let table = """
        CREATE TABLE "item" (
          "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          "name" text, "data" bytea, "flag" boolean, "ratio" double precision, "at" timestamptz, "price" numeric, "tag" uuid, "doc" jsonb
        )
        """

    /// A SQLite file holding the rows to load.
    private func source(_ rows: [[DatabaseValue]]) throws -> String {
        let path = try makeTemporaryDirectory(self).appendingPathComponent("rows.sqlite").path
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: #"CREATE TABLE "item" ("id", "name", "data", "flag", "ratio", "at", "price", "tag", "doc")"#)
            for row in rows { try db.execute(sql: #"INSERT INTO "item" VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"#, arguments: StatementArguments(row)) }
        }
        try queue.close()
        return path
    }

    private let rows: [[DatabaseValue]] = [
        [1.databaseValue, "tab\there, line\nbreak, return\r, back\\slash \\N, 'quote' \"double\" naïve 🙂".databaseValue, Data([0, 1, 0x5C, 0x0A, 0xFF]).databaseValue,
         1.databaseValue, 0.1.databaseValue, "2000-02-29T23:59:59.999Z".databaseValue, "12.50".databaseValue,
         "0f8fad5b-d9cb-469f-a165-70867728950e".databaseValue, #"{"a":[1,2.5,null],"b":"x"}"#.databaseValue],
        [2.databaseValue, "".databaseValue, Data().databaseValue, 0.databaseValue, (-Double.infinity).databaseValue,
         "0001-01-01T00:00:00.000Z".databaseValue, "-0.001".databaseValue, .null, "0".databaseValue],
        [3.databaseValue, .null, .null, .null, .null, .null, .null, .null, .null],
    ]

    func testLoadedRowsAreTheServersValuesAsWritten() throws {
        _ = try cluster.query(database: database, table)
        try server().load(database, rowsFrom: try source(rows))
        let loaded = try cluster.query(database: database, #"""
            SELECT id, name = E'tab\there, line\nbreak, return\r, back\\slash \\N, ''quote'' "double" naïve 🙂', encode(data, 'hex'), flag, ratio,
              to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS'), price, tag, doc->>'b' FROM item ORDER BY id
            """#)
        XCTAssertEqual(loaded, """
            1|t|00015c0aff|t|0.1|2000-02-29 23:59:59.999|12.50|0f8fad5b-d9cb-469f-a165-70867728950e|x
            2|f||f|-Infinity|0001-01-01 00:00:00.000|-0.001||
            3||||||||

            """)
        // The identity moved past the loaded keys: the next row the database numbers is 4.
        XCTAssertEqual(try cluster.query(database: database, "INSERT INTO item (name) VALUES ('next') RETURNING id"), "4\n")
    }

    func testALoadAndAReadBackGiveTheRowsTheyStartedFrom() throws {
        _ = try cluster.query(database: database, table)
        try server().load(database, rowsFrom: try source(rows))
        let path = try makeTemporaryDirectory(self).appendingPathComponent("back.sqlite").path
        try server().export(database, to: path, storedAs: nil)
        let back = try DatabaseQueue(path: path).read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM item ORDER BY id").map { row in Array(row.databaseValues) }
        }
        var expected = rows
        expected[1][8] = "0".databaseValue
        expected[0][8] = #"{"a": [1, 2.5, null], "b": "x"}"#.databaseValue  // jsonb's own spacing
        XCTAssertEqual(back, expected)
    }

    /// An adopted `double` declared `NUMERIC` is a `numeric` column on the server, as a
    /// `decimal` is: read back as its SQLite table stores it (a number, by its NUMERIC
    /// affinity), not as the text a `decimal` keeps.
    func testANumericColumnReadsBackAsTheModelsSQLiteTableStoresIt() throws {
        _ = try cluster.query(database: database, "CREATE TABLE price (id bigint PRIMARY KEY, amount numeric, exact numeric)")
        _ = try cluster.query(database: database, "INSERT INTO price VALUES (1, 22, 12.50), (2, 2.5, 0.10)")
        let adopted = SchemaCore.Table(name: "price", columns: [
            SchemaCore.Column(name: "id", type: .integer, declaredType: "INTEGER", isNotNull: true),
            SchemaCore.Column(name: "amount", type: .any, declaredType: "NUMERIC"),
            SchemaCore.Column(name: "exact", type: .text, declaredType: "TEXT"),
        ], primaryKey: ["id"], isStrict: false)
        let folder = try makeTemporaryDirectory(self)
        for (name, schema) in [("plain", nil), ("adopted", Schema(tables: [adopted]))] {
            let path = folder.appendingPathComponent("\(name).sqlite").path
            try server().export(database, to: path, storedAs: schema)
            let back = try DatabaseQueue(path: path).read { db in
                try String.fetchAll(db, sql: "SELECT typeof(amount) || ' ' || amount || ' ' || typeof(exact) || ' ' || exact FROM price ORDER BY id")
            }
            XCTAssertEqual(back, name == "plain" ? ["text 22 text 12.50", "text 2.5 text 0.10"] : ["integer 22 text 12.50", "real 2.5 text 0.10"], name)
        }
    }

    func testTextWithANulCharacterIsRefusedWithItsColumn() throws {
        _ = try cluster.query(database: database, table)
        // As a blob: SQLite's text reads back cut at a NUL.
        var row = rows[2]
        row[1] = Data("a\u{0}b".utf8).databaseValue
        XCTAssertThrowsError(try server().load(database, rowsFrom: try source([row]))) { error in
            XCTAssertTrue("\(error)".contains(#""item"."name" holds a NUL character"#), "\(error)")
        }
        XCTAssertEqual(try cluster.query(database: database, "SELECT count(*) FROM item"), "0\n", "nothing loaded")
    }
}
