import Foundation
import ModelcTestSupport
import XCTest

/// A `double` or a `decimal` made an `int` on PostgreSQL: the server's cast rounds 3.5
/// to 4 rather than failing, so the preflight counts the values that are not whole
/// first and refuses the migration with them, as SQLite's does; whole values migrate.
/// Text made an `int` is counted the same way, so the refusal names the rows rather
/// than the cast's error.
final class PostgresNarrowingTests: PostgresTestCase {
    private var project: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        project = try makeTemporaryDirectory(self)
        let models = project.appendingPathComponent("models/Shop")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try "model: Shop\nversion: 1\nentities:\n  Item:\n    attributes:\n      id: int\n      price: double\n"
            .write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try "model: Shop\nversion: 2\nentities:\n  Item:\n    attributes:\n      id: int\n      price: int\n"
            .write(to: models.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "--db", url, "models/Shop@1"]).status, 0)
    }

    private func modelc(_ arguments: [String]) throws -> ProcessOutcome {
        try Modelc.run(arguments, in: project)
    }

    func testValuesThatAreNotWholeAreRefusedBeforeTheCastRoundsThem() throws {
        _ = try cluster.query(database: database, #"INSERT INTO "item" VALUES (1, 2.0), (2, 3.5), (3, 7)"#)
        let refused = try modelc(["migrate", "--db", url, "models/Shop", "--allow-destructive"])
        XCTAssertEqual(refused.status, 3, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains("1 row"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains(#""id" = 2"#), refused.stderr)
        XCTAssertEqual(try cluster.query(database: database, #"SELECT "price" FROM "item" ORDER BY "id""#), "2\n3.5\n7\n", "nothing changed")
    }

    func testWholeValuesMigrate() throws {
        _ = try cluster.query(database: database, #"INSERT INTO "item" VALUES (1, 2.0), (2, -4)"#)
        let migrated = try modelc(["migrate", "--db", url, "models/Shop", "--allow-destructive"])
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        XCTAssertEqual(try cluster.query(database: database, #"SELECT "price" FROM "item" ORDER BY "id""#), "2\n-4\n")
    }

    /// A model `Ledger` whose `amount` (a decimal) and `code` (text) become `int`s in
    /// version 2, and a database of its own at version 1 holding `rows`; its URL.
    private func ledger(rows: String) throws -> String {
        let models = project.appendingPathComponent("models/Ledger")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try "model: Ledger\nversion: 1\nentities:\n  Entry:\n    attributes:\n      id: int\n      amount: decimal\n      code: string\n"
            .write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try "model: Ledger\nversion: 2\nentities:\n  Entry:\n    attributes:\n      id: int\n      amount: int\n      code: int\n"
            .write(to: models.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "make", "models/Ledger", "--dialect", "postgres"]).status, 0)
        let ledger = try cluster.makeDatabase()
        XCTAssertEqual(try modelc(["migrate", "--db", url(for: ledger), "models/Ledger@1"]).status, 0)
        _ = try cluster.query(database: ledger, #"INSERT INTO "entry" VALUES "# + rows)
        return ledger
    }

    func testADecimalThatIsNotWholeIsRefusedBeforeTheCastRoundsIt() throws {
        let ledger = try ledger(rows: "(1, 5.50, '1'), (2, 7, '2')")
        let refused = try modelc(["migrate", "--db", url(for: ledger), "models/Ledger"])
        XCTAssertEqual(refused.status, 3, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains(#""amount""#) && refused.stderr.contains(#""id" = 1"#), refused.stderr)
        XCTAssertEqual(try cluster.query(database: ledger, #"SELECT "amount" FROM "entry" ORDER BY "id""#), "5.50\n7\n", "nothing changed")
    }

    func testTextThatIsNotAnIntegerAsWrittenIsRefusedNamingTheRow() throws {
        let ledger = try ledger(rows: "(1, 1, '12'), (2, 2, 'x7'), (3, 3, '007'), (4, 4, '-9223372036854775808')")
        let refused = try modelc(["migrate", "--db", url(for: ledger), "models/Ledger"])
        XCTAssertEqual(refused.status, 3, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains("2 rows"), "x7 and 007, which a round trip would change: \(refused.stderr)")
        XCTAssertTrue(refused.stderr.contains(#""id" = 2"#), refused.stderr)
    }

    func testWholeDecimalsAndIntegerTextMigrate() throws {
        let ledger = try ledger(rows: "(1, 5, '12'), (2, -3, '-9223372036854775808')")
        let migrated = try modelc(["migrate", "--db", url(for: ledger), "models/Ledger"])
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        XCTAssertEqual(try cluster.query(database: ledger, #"SELECT "amount", "code" FROM "entry" ORDER BY "id""#), "5|12\n-3|-9223372036854775808\n")
    }

    /// A model `name` whose `Item` has an `id` and the attributes `columns` give (a name
    /// and its YAML in each version, from version 1), its PostgreSQL files made, and a
    /// database of its own at version 1: the database's name.
    private func history(_ name: String, _ columns: [(name: String, versions: [String])]) throws -> String {
        let models = project.appendingPathComponent("models/\(name)")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        for version in 1...(columns.map(\.versions.count).max() ?? 1) {
            let attributes = columns.map { "      \($0.name): \($0.versions[version - 1])\n" }.joined()
            try "model: \(name)\nversion: \(version)\nentities:\n  Item:\n    attributes:\n      id: int\n\(attributes)"
                .write(to: models.appendingPathComponent("\(version).yaml"), atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(try modelc(["migrate", "make", "models/\(name)", "--dialect", "postgres"]).status, 0)
        let database = try cluster.makeDatabase()
        XCTAssertEqual(try modelc(["migrate", "--db", url(for: database), "models/\(name)@1"]).status, 0)
        return database
    }

    /// An `int` made a `bool` and back: PostgreSQL casts only `integer` to `boolean`
    /// (the `bigint` column's `::boolean` failed the migration), and no integer type but
    /// `integer` from it. The 0 and 1 SQLite's `bool` holds convert, with the column's
    /// default, both ways; any other value fails the migration, naming it.
    func testAnIntMadeABoolAndBackConvertsZeroAndOne() throws {
        let flags = try history("Flags", [("flag", ["{ type: int, default: 1 }", "{ type: bool, default: true }", "{ type: int16, default: 1 }"])])
        _ = try cluster.query(database: flags, #"INSERT INTO "item" VALUES (1, 0), (2, 1)"#)
        let made = try modelc(["migrate", "--db", url(for: flags), "models/Flags@2"])
        XCTAssertEqual(made.status, 0, made.stdout + made.stderr)
        XCTAssertEqual(try cluster.query(database: flags, #"INSERT INTO "item" ("id") VALUES (3); SELECT "flag" FROM "item" ORDER BY "id""#), "f\nt\nt\n")
        let back = try modelc(["migrate", "--db", url(for: flags), "models/Flags"])
        XCTAssertEqual(back.status, 0, back.stdout + back.stderr)
        XCTAssertEqual(try cluster.query(database: flags, #"SELECT "flag" FROM "item" ORDER BY "id""#), "0\n1\n1\n")
        XCTAssertEqual(try modelc(["inspect", "--db", url(for: flags), "--model", "models/Flags"]).status, 0, "no drift")

        let other = try cluster.makeDatabase()
        XCTAssertEqual(try modelc(["migrate", "--db", url(for: other), "models/Flags@1"]).status, 0)
        _ = try cluster.query(database: other, #"INSERT INTO "item" VALUES (1, 5)"#)
        let refused = try modelc(["migrate", "--db", url(for: other), "models/Flags@2"])
        XCTAssertEqual(refused.status, 4, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains(#"invalid input syntax for type boolean: "5""#), refused.stderr)
        XCTAssertEqual(try cluster.query(database: other, #"SELECT "flag" FROM "item""#), "5\n", "rolled back")
    }

    /// Type changes PostgreSQL has no cast for, or whose cast writes other values than
    /// SQLite's conversion: numbers and booleans to `json` (`to_jsonb`), a `double` to a
    /// `bool` and a `bool` to a `double` (whose preflight compared a boolean with a
    /// number), a `date` to a `string` (modelc's ISO-8601 form, not the server's), and
    /// `data` to a `string` (the UTF-8 text of the bytes, not their hex).
    func testConversionsWithoutACastMigrateAsSQLiteConvertsThem() throws {
        let mixed = try history("Mixed", [("count", ["int?", "json?"]), ("flag", ["bool?", "json?"]), ("ratio", ["double?", "bool?"]),
                                          ("done", ["bool?", "double?"]), ("day", ["date?", "string?"]), ("body", ["data?", "string?"]),
                                          ("paid", ["bool?", "decimal?"])])
        _ = try cluster.query(database: mixed, #"INSERT INTO "item" VALUES (1, 3, true, 1.0, false, '2024-01-02T03:04:05.678Z', '\x616263', true)"#)
        let migrated = try modelc(["migrate", "--db", url(for: mixed), "models/Mixed", "--allow-destructive"])
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        XCTAssertEqual(try cluster.query(database: mixed, #"SELECT concat_ws(' ', "count", "flag", "ratio", "done", "day", "body", "paid") FROM "item""#),
                       "3 true t 0 2024-01-02T03:04:05.678Z abc 1\n")
        XCTAssertEqual(try modelc(["inspect", "--db", url(for: mixed), "--model", "models/Mixed"]).status, 0, "no drift")

        // Bytes have no JSON value: `data` made `json` is refused by the cast, as SQLite
        // refuses it, rather than stored as the JSON string of their hex.
        let bytes = try history("Blobs", [("body", ["data?", "json?"])])
        _ = try cluster.query(database: bytes, #"INSERT INTO "item" VALUES (1, '\x616263')"#)
        XCTAssertEqual(try modelc(["migrate", "--db", url(for: bytes), "models/Blobs"]).status, 4)
        XCTAssertEqual(try cluster.query(database: bytes, #"SELECT "body" FROM "item""#), "\\x616263\n", "rolled back")
    }

    /// A `decimal` made a `double`: the server's cast rounds a number of more digits than
    /// a `double` keeps without a word, so the preflight counts those first and refuses
    /// naming the row, as SQLite's does; `12.50` and `2` convert.
    func testADecimalOfMoreDigitsThanADoubleKeepsIsRefusedBeforeTheCastRoundsIt() throws {
        let prices = try history("Prices", [("price", ["decimal?", "double?"])])
        _ = try cluster.query(database: prices, #"INSERT INTO "item" VALUES (1, 12.50), (2, 2), (3, 12345678901234567890)"#)
        let refused = try modelc(["migrate", "--db", url(for: prices), "models/Prices"])
        XCTAssertEqual(refused.status, 3, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains(#""id" = 3"#) && refused.stderr.contains("1 row"), refused.stderr)
        // A double's 16 or 17 digits are its own: they convert.
        _ = try cluster.query(database: prices, #"DELETE FROM "item" WHERE "id" = 3; INSERT INTO "item" VALUES (4, 0.30000000000000004), (5, 3.141592653589793)"#)
        let migrated = try modelc(["migrate", "--db", url(for: prices), "models/Prices"])
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        XCTAssertEqual(try cluster.query(database: prices, #"SELECT "price" FROM "item" ORDER BY "id""#), "12.5\n2\n0.30000000000000004\n3.141592653589793\n")
    }

    /// A `string` made a `double` holding numbers beyond a double's range: they are
    /// counted and named, where the cast in the count failed the count itself.
    func testTextBeyondADoublesRangeIsCountedNotACastFailure() throws {
        let sizes = try history("Sizes", [("size", ["string?", "double?"])])
        _ = try cluster.query(database: sizes, #"INSERT INTO "item" VALUES (1, '1e5'), (2, '1e400'), (3, '-0'), (4, '1e-400')"#)
        let refused = try modelc(["migrate", "--db", url(for: sizes), "models/Sizes"])
        XCTAssertEqual(refused.status, 3, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains("2 rows would fail") && refused.stderr.contains(#""id" = 2"#) && refused.stderr.contains(#""id" = 4"#), refused.stderr)
        _ = try cluster.query(database: sizes, #"DELETE FROM "item" WHERE "id" IN (2, 4)"#)
        let migrated = try modelc(["migrate", "--db", url(for: sizes), "models/Sizes"])
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        XCTAssertEqual(try cluster.query(database: sizes, #"SELECT "size" FROM "item" ORDER BY "id""#), "100000\n-0\n")
    }

    /// A `string` made a `decimal`: the values that are not decimal numbers are counted
    /// and named before the cast to `numeric` meets the first of them.
    func testTextMadeADecimalIsRefusedNamingTheRowsThatAreNotNumbers() throws {
        let codes = try history("Codes", [("price", ["string?", "decimal?"])])
        _ = try cluster.query(database: codes, #"INSERT INTO "item" VALUES (1, '12.50'), (2, 'abc')"#)
        let refused = try modelc(["migrate", "--db", url(for: codes), "models/Codes"])
        XCTAssertEqual(refused.status, 3, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains(#""price" is not a decimal number"#) && refused.stderr.contains(#""id" = 2"#), refused.stderr)
        _ = try cluster.query(database: codes, #"DELETE FROM "item" WHERE "id" = 2"#)
        let migrated = try modelc(["migrate", "--db", url(for: codes), "models/Codes"])
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        XCTAssertEqual(try cluster.query(database: codes, #"SELECT "price" FROM "item""#), "12.50\n")
    }

    /// An `int` made a `float` (`real`, exact to 2^24 only): a value the cast would round
    /// fails the migration naming it; exact ones convert.
    func testAnIntMadeAFloatFailsOnAValueAFloatWouldRound() throws {
        let counts = try history("Counts", [("count", ["int?", "float?"])])
        _ = try cluster.query(database: counts, #"INSERT INTO "item" VALUES (1, 16777216), (2, 16777217)"#)
        let failed = try modelc(["migrate", "--db", url(for: counts), "models/Counts"])
        XCTAssertEqual(failed.status, 4, failed.stdout + failed.stderr)
        XCTAssertTrue(failed.stderr.contains("16777217 has more digits than a float keeps"), failed.stderr)
        XCTAssertTrue(failed.stderr.contains("a stored value does not convert to the column's new type: fix it in a hand-written migration numbered before this one, "
            + "or keep the column's old type, then run again"), "the data's fault, not the SQL's: \(failed.stderr)")
        _ = try cluster.query(database: counts, #"DELETE FROM "item" WHERE "id" = 2"#)
        let migrated = try modelc(["migrate", "--db", url(for: counts), "models/Counts"])
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        XCTAssertEqual(try cluster.query(database: counts, #"SELECT "count"::double precision FROM "item""#), "16777216\n")
    }

    /// A `string` or a `decimal` made a `float` (`real`): a number the `real` would read
    /// back otherwise fails the migration naming it, as an integer's does; numbers it
    /// holds as written (`0.1`, `12.50`) convert.
    func testATextOrDecimalMadeAFloatFailsOnANumberAFloatWouldRound() throws {
        let readings = try history("Readings", [("text", ["string?", "float?"]), ("amount", ["decimal?", "float?"])])
        _ = try cluster.query(database: readings, #"INSERT INTO "item" VALUES (1, '0.1', 12.50), (2, '16777217', 1), (3, '2', 0.123456789)"#)
        let failed = try modelc(["migrate", "--db", url(for: readings), "models/Readings"])
        XCTAssertEqual(failed.status, 4, failed.stdout + failed.stderr)
        XCTAssertTrue(failed.stderr.contains("16777217 has more digits than a float keeps"), failed.stderr)
        _ = try cluster.query(database: readings, #"UPDATE "item" SET "text" = '16777216' WHERE "id" = 2"#)
        let decimal = try modelc(["migrate", "--db", url(for: readings), "models/Readings"])
        XCTAssertEqual(decimal.status, 4, decimal.stdout + decimal.stderr)
        XCTAssertTrue(decimal.stderr.contains("0.123456789 has more digits than a float keeps"), decimal.stderr)
        _ = try cluster.query(database: readings, #"UPDATE "item" SET "amount" = 0.125 WHERE "id" = 3"#)
        let migrated = try modelc(["migrate", "--db", url(for: readings), "models/Readings"])
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        XCTAssertEqual(try cluster.query(database: readings, #"SELECT "text", "amount" FROM "item" ORDER BY "id""#), "0.1|12.5\n1.6777216e+07|1\n2|0.125\n")
    }

    /// A `bool` made `json` and back: `true` and `false` go to JSON and come back, where
    /// the way back's preflight counted them as texts that are no integers.
    func testABoolMadeJSONComesBack() throws {
        let toggles = try history("Toggles", [("on", ["bool?", "json?", "bool?"])])
        _ = try cluster.query(database: toggles, #"INSERT INTO "item" VALUES (1, true), (2, false), (3, NULL)"#)
        let migrated = try modelc(["migrate", "--db", url(for: toggles), "models/Toggles"])
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        XCTAssertEqual(try cluster.query(database: toggles, #"SELECT coalesce("on"::text, '-') FROM "item" ORDER BY "id""#), "true\nfalse\n-\n")
    }

    /// Text `true` is no number on its way to an `int` or a `decimal`: it is counted and
    /// named, as SQLite counts it, though a `boolean`'s and a `json`'s `true` convert.
    func testTextTrueMadeANumberIsRefusedNamingTheRow() throws {
        let words = try history("Words", [("count", ["string?", "int?"]), ("price", ["string?", "decimal?"])])
        _ = try cluster.query(database: words, #"INSERT INTO "item" VALUES (1, '3', '2.5'), (2, 'true', 'false')"#)
        let refused = try modelc(["migrate", "--db", url(for: words), "models/Words"])
        XCTAssertEqual(refused.status, 3, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains(#""id" = 2"#), refused.stderr)
    }
}
