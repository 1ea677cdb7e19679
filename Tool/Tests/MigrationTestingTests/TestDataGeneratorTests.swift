import Foundation
import GRDB
import Migration
import MigrationTesting
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// The rows `migrate test` generates, on the shapes real schemas have: constraints
/// kept as CHECK text, triggers that refuse writes, merged columns, and patterns.
final class TestDataGeneratorTests: ModelcTestCase {
    private func model(_ entities: String, extra: String = "") throws -> Model {
        let folder = try makeTemporaryDirectory(self).appendingPathComponent("models/Adopted")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "model: Adopted\nversion: 1\nentities:\n\(entities)\(extra)".write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        return try XCTUnwrap(try ModelCheck.load(folder.path).current)
    }

    private func fill(_ model: Model, rows: Int = 200, exclusive: [String: [[String]]] = [:]) throws -> (DatabaseQueue, TestDataGenerator.Fill) {
        let queue = try DatabaseQueue()
        let schema = SQLiteSchemaCompiler.compile(model)
        try queue.write { db in try db.execute(sql: SQLiteDialect().render(schema)) }
        let fill = try queue.writeWithoutTransaction { db in
            try TestDataGenerator(rowsPerTable: rows, seed: 9, exclusiveColumns: exclusive).fill(db, model: model, schema: schema)
        }
        return (queue, fill)
    }

    func testCheckTextOfAnAdoptedSchemaIsReadSoNoRowIsSkipped() throws {
        // Northwind's and Sakila's forms: bracketed names, parenthesised numbers, IN, LIKE.
        let model = try model("""
              OrderLine:
                table: "Order Details"
                strict: false
                check:
                  - "[Discount]>=(0) AND [Discount]<=(1)"
                  - "[Quantity]>(0)"
                  - "rating in ('G','PG','PG-13')"
                  - "features is null or features like '%Trailers%' or features like '%Commentaries%'"
                attributes:
                  id: int
                  discount: { type: double, column: Discount }
                  quantity: { type: int, column: Quantity }
                  rating: string
                  features: string?
                  code: { type: string, check: "length(code) <= 4" }

            """)
        let (queue, fill) = try fill(model)
        XCTAssertEqual(fill.rows["Order Details"], 200, "\(fill.notes)")
        XCTAssertEqual(fill.notes, [])
        let ratings = try queue.read { db in try String.fetchAll(db, sql: #"SELECT DISTINCT rating FROM "Order Details" ORDER BY 1"#) }
        XCTAssertEqual(ratings, ["G", "PG", "PG-13"])
    }

    /// A partial unique index (Miniflux's `UNIQUE … WHERE google_id <> ''`) holds its
    /// column to distinct values too: rows repeating one were skipped (7 of 20 users), and
    /// the tables referring to them tested thin.
    func testAPartialUniqueIndexGetsDistinctValues() throws {
        let model = try model("""
              User:
                attributes:
                  id: int
                  googleId: { type: string, default: "" }
                unique:
                  - { name: users_google_id_idx, columns: [googleId], where: "google_id <> ''" }

            """)
        let (_, fill) = try fill(model, rows: 40)
        XCTAssertEqual(fill.rows["user"], 40, "\(fill.notes)")
        XCTAssertEqual(fill.notes, [])
    }

    /// Django's JSONField on SQLite is text under `CHECK ((JSON_VALID("metadata") OR
    /// "metadata" IS NULL))`, which adoption keeps as a `check:` of a `string`: every
    /// generated row broke it and was skipped, and the table was tested empty (a blog's
    /// posts, 40 of 40). The column gets JSON text, as a `json` attribute's.
    func testAJSONValidCheckGetsJSONText() throws {
        let model = try model("""
              BlogPost:
                table: blog_post
                strict: false
                attributes:
                  id: { type: int, primaryKey: true, autoincrement: true }
                  metadata: { type: string, check: "(JSON_VALID(\\"metadata\\") OR \\"metadata\\" IS NULL)" }

            """)
        let (queue, fill) = try fill(model, rows: 50)
        XCTAssertEqual(fill.rows["blog_post"], 50, "\(fill.notes)")
        XCTAssertEqual(fill.notes, [])
        XCTAssertEqual(try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM blog_post WHERE json_valid(metadata)") }, 50)
    }

    /// An IN list as a server stores it, and as a model adopted from one keeps it, its
    /// column and items cast (Sanbase's `chat_messages.role`): read as the list, where
    /// every generated row broke it and the table was tested empty. (The rows' file holds
    /// no such CHECK, which SQLite cannot read; the generator is given it.)
    func testAServersCastInListIsReadAsItsValues() throws {
        let model = try model("""
              ChatMessage:
                strict: false
                attributes:
                  id: int
                  role: { type: string, sqlType: "character varying(255)" }
                  kind: string?

            """)
        let stored = SQLiteSchemaCompiler.compile(model)
        var given = stored
        given.tables[0].columns[1].checks = ["CAST(role AS text) = ANY (ARRAY[CAST(CAST('user' AS character varying) AS text), CAST(CAST('it''s' AS character varying) AS text)])"]
        given.tables[0].columns[2].checks = ["(kind)::text = ANY ((ARRAY['a'::character varying, 'b'::character varying])::text[])"]
        let queue = try DatabaseQueue()
        try queue.write { db in try db.execute(sql: SQLiteDialect().render(stored)) }
        _ = try queue.writeWithoutTransaction { db in try TestDataGenerator(rowsPerTable: 100, seed: 9).fill(db, model: model, schema: given) }
        try queue.read { db in
            XCTAssertEqual(try String.fetchAll(db, sql: "SELECT DISTINCT role FROM chat_message ORDER BY 1"), ["it's", "user"])
            XCTAssertEqual(try String.fetchAll(db, sql: "SELECT DISTINCT kind FROM chat_message WHERE kind IS NOT NULL ORDER BY 1"), ["a", "b"])
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM chat_message"), 100)
        }
    }

    /// A server's `timestamp(0)` keeps whole seconds and rounds the rest: the last
    /// instant of 9999 (`…59.999Z`) became 10000-01-01, which no record reads, and the
    /// checks blamed a default the column did not have (Hex, Sanbase). The edge dates
    /// keep only the digits the column does.
    func testDatesOfATimestampWithFewerDigitsAreNotRoundedUp() throws {
        let model = try model("""
              Token:
                strict: false
                attributes:
                  id: int
                  expiresAt: { type: date, sqlType: "timestamp(0) without time zone" }
                  seenAt: { type: date, optional: true, sqlType: "timestamp(2) with time zone" }
                  createdAt: date

            """)
        let (queue, _) = try fill(model)
        try queue.read { db in
            XCTAssertEqual(try String.fetchOne(db, sql: "SELECT max(expires_at) FROM token"), "9999-12-31T23:59:59.000Z")
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM token WHERE expires_at NOT LIKE '%.000Z'"), 0)
            XCTAssertEqual(try String.fetchOne(db, sql: "SELECT max(seen_at) FROM token"), "9999-12-31T23:59:59.990Z")
            XCTAssertEqual(try String.fetchOne(db, sql: "SELECT max(created_at) FROM token"), "9999-12-31T23:59:59.999Z", "a model's own date keeps milliseconds")
        }
    }

    /// dvdrental's `address.city_id smallint` references `city.city_id integer`: the
    /// keys made for the city fit the narrowest column that stores them, so a server
    /// that keeps `smallint` takes every address (the test stopped while filling).
    func testKeysFitTheNarrowestColumnThatReferencesThem() throws {
        let model = try model("""
              City:
                strict: false
                attributes:
                  id: { type: int32, column: city_id }
                  name: string
                relationships:
                  addresses: { to: Address, toMany: true, inverse: city, deleteRule: noAction }
              Address:
                strict: false
                attributes:
                  id: int
                relationships:
                  city: { to: City, inverse: addresses, column: city_id, sqlType: smallint }

            """)
        let (queue, fill) = try fill(model)
        XCTAssertEqual(fill.rows["address"], 200, "\(fill.notes)")
        try queue.read { db in
            let (low, high) = try XCTUnwrap(try Row.fetchOne(db, sql: "SELECT min(city_id), max(city_id) FROM city").map { ($0[0] as Int64, $0[1] as Int64) })
            XCTAssertGreaterThanOrEqual(low, Int64(Int16.min))
            XCTAssertLessThanOrEqual(high, Int64(Int16.max))
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM address WHERE city_id NOT BETWEEN -32768 AND 32767"), 0)
        }
    }

    func testTextDeclaredADateOrATimeIsOneAsAServerThatKeepsTheTypeWouldRead() throws {
        // Northwind's `BirthDate DATE`, adopted as a `string`: PostgreSQL keeps `date` and
        // refuses "line\nbreak" in it.
        let model = try model("""
              Employee:
                strict: false
                attributes:
                  id: int
                  birthDate: { type: string, optional: true, sqlType: DATE }
                  hiredAt: { type: string, sqlType: "TIMESTAMP" }
                  opens: { type: string, sqlType: TIME }
                  day: { type: string, sqlType: DATE, unique: true }
                  note: { type: string, sqlType: "NVARCHAR(40)" }

            """)
        let (queue, fill) = try fill(model, rows: 300)
        XCTAssertEqual(fill.rows["employee"], 300, "\(fill.notes)")
        try queue.read { db in
            func all(_ column: String) throws -> [String] { try String.fetchAll(db, sql: "SELECT \(column) FROM employee WHERE \(column) IS NOT NULL") }
            let births = try all("birth_date")
            XCTAssertTrue(births.allSatisfy { $0.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil }, "\(births.prefix(5))")
            XCTAssertTrue(try all("hired_at").allSatisfy { $0.wholeMatch(of: /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/) != nil })
            XCTAssertTrue(try all("opens").allSatisfy { $0.wholeMatch(of: /\d{2}:\d{2}:\d{2}/) != nil })
            XCTAssertEqual(Set(try all("day")).count, 300, "a unique date column's values differ")
            XCTAssertTrue(try all("note").contains { $0.wholeMatch(of: /\d{4}-.*/) == nil }, "other text stays text")
            XCTAssertGreaterThan(try Int.fetchOne(db, sql: "SELECT count(*) FROM employee WHERE birth_date IS NULL") ?? 0, 0, "an optional one still gets NULL")
        }
    }

    func testAnIntegerDeclaredABooleanHoldsZeroAndOne() throws {
        // Django's `is_staff bool NOT NULL`, adopted as an `int` with `sqlType: bool`: a
        // change to `bool` refused 2^53 in every generated database, never in real ones.
        let model = try model("""
              User:
                strict: false
                attributes:
                  id: int
                  isStaff: { type: int, sqlType: bool }
                  isActive: { type: int, optional: true, sqlType: "TINYINT(1)" }
                  flags: { type: int, sqlType: BITS }
                  level: { type: int, sqlType: BOOLEAN, max: 5 }
                  bit: { type: double, sqlType: BIT }

            """)
        let (queue, fill) = try fill(model, rows: 100)
        XCTAssertEqual(fill.rows["user"], 100, "\(fill.notes)")
        try queue.read { db in
            XCTAssertEqual(try Int.fetchAll(db, sql: "SELECT DISTINCT is_staff FROM user ORDER BY 1"), [0, 1])
            XCTAssertEqual(try Int?.fetchAll(db, sql: "SELECT DISTINCT is_active FROM user ORDER BY 1"), [nil, 0, 1])
            XCTAssertGreaterThan(try Int.fetchOne(db, sql: "SELECT count(*) FROM user WHERE flags NOT IN (0, 1)") ?? 0, 0, "another type keeps its numbers")
            XCTAssertGreaterThan(try Int.fetchOne(db, sql: "SELECT count(*) FROM user WHERE level NOT IN (0, 1)") ?? 0, 0, "the model's own bounds win")
            XCTAssertEqual(try Double.fetchAll(db, sql: "SELECT DISTINCT bit FROM user ORDER BY 1"), [0, 1], "a BIT adopted as a double")
        }
    }

    /// An `int` a database declares narrower (Roundcube's `smallint`, a PostgreSQL
    /// `serial` key adopted with `sqlType: integer`) gets values that type holds, its
    /// bounds among them: ±2^53 failed `migrate test --db` on the server before a
    /// migration ran.
    func testAnIntegerDeclaredNarrowerStaysInItsRange() throws {
        let model = try model("""
              Identity:
                strict: false
                attributes:
                  id: { type: int, sqlType: integer }
                  valid: { type: int, sqlType: smallint }
                  count: { type: int, sqlType: INT4, optional: true }
                  plain: int

            """)
        let (queue, fill) = try fill(model, rows: 300)
        XCTAssertEqual(fill.rows["identity"], 300, "\(fill.notes)")
        try queue.read { db in
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM identity WHERE id NOT BETWEEN -2147483648 AND 2147483647"), 0)
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT min(valid) = -32768 AND max(valid) = 32767 FROM identity"), 1, "the bounds are edges")
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT max(abs(count)) <= 2147483648 AND count(DISTINCT count) > 10 FROM identity"), 1)
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT max(plain) FROM identity"), 9_007_199_254_740_992, "a plain int keeps its 2^53 edge")
        }
    }

    func testValuesFitADeclaredPrecisionAndLengthAsAServerThatEnforcesThemWouldHoldThem() throws {
        // Chinook's `UnitPrice NUMERIC(10,2)` and a `VARCHAR(5)`: SQLite stores anything,
        // PostgreSQL refuses 1e15 in the one and "naïve café" in the other.
        let model = try model("""
              Track:
                strict: false
                attributes:
                  id: int
                  unitPrice: { type: double, sqlType: "NUMERIC(10,2)" }
                  amount: { type: decimal, sqlType: "DECIMAL(6, 3)" }
                  count: { type: int, sqlType: "NUMERIC(4)" }
                  code: { type: string, sqlType: "VARCHAR(5)" }

            """)
        let (queue, fill) = try fill(model, rows: 500)
        XCTAssertEqual(fill.rows["track"], 500, "\(fill.notes)")
        try queue.read { db in
            let prices = try Double.fetchAll(db, sql: "SELECT unit_price FROM track")
            XCTAssertTrue(prices.allSatisfy { abs($0) <= 99_999_999.99 && ($0 * 100).rounded() == $0 * 100 }, "\(prices.filter { abs($0) > 99_999_999.99 })")
            let amounts = try String.fetchAll(db, sql: "SELECT amount FROM track")
            for amount in amounts {
                let value = try XCTUnwrap(Decimal(string: amount), amount)
                XCTAssertLessThanOrEqual(abs(value), Decimal(string: "999.999")!, amount)
                XCTAssertLessThanOrEqual(amount.split(separator: ".").dropFirst().first?.count ?? 0, 3, amount)
            }
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM track WHERE abs(count) > 9999"), 0)
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT max(length(code)) FROM track"), 5)
            XCTAssertGreaterThan(try Int.fetchOne(db, sql: "SELECT count(DISTINCT unit_price) FROM track") ?? 0, 100, "still varied")
        }
    }

    /// Northwind's `customer_id VARCHAR(5)` key: the ordinary text cut to 5 characters
    /// was `text ` in every row, so 99 of 100 rows broke the key and were skipped.
    func testAKeyOfADeclaredLengthTakesDistinctValuesThatFitIt() throws {
        let model = try model("""
              Customer:
                strict: false
                attributes:
                  customerId: { type: string, primaryKey: true, sqlType: "VARCHAR(5)" }
                  region: { type: string, unique: true, sqlType: "CHARACTER VARYING(3)" }

            """)
        let (queue, fill) = try fill(model, rows: 500)
        XCTAssertEqual(fill.rows["customer"], 500, "\(fill.notes)")
        try queue.read { db in
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(DISTINCT customer_id) FROM customer"), 500)
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT max(length(customer_id)) FROM customer"), 3, "500 in hex")
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT max(length(region)) FROM customer"), 3)
        }
    }

    /// A database with many triggers (WhatsApp's 96) gets a short note: five names and
    /// how many more.
    func testTheNoteOnTriggersNamesFiveAndCountsTheRest() throws {
        let model = try model("""
              Rental:
                attributes:
                  id: int

            """, extra: """
            triggers:
              t1: CREATE TRIGGER t1 AFTER INSERT ON rental BEGIN SELECT 1; END
              t2: CREATE TRIGGER t2 AFTER INSERT ON rental BEGIN SELECT 1; END
              t3: CREATE TRIGGER t3 AFTER INSERT ON rental BEGIN SELECT 1; END
              t4: CREATE TRIGGER t4 AFTER INSERT ON rental BEGIN SELECT 1; END
              t5: CREATE TRIGGER t5 AFTER INSERT ON rental BEGIN SELECT 1; END
              t6: CREATE TRIGGER t6 AFTER INSERT ON rental BEGIN SELECT 1; END
              t7: CREATE TRIGGER t7 AFTER INSERT ON rental BEGIN SELECT 1; END

            """)
        let (_, fill) = try fill(model)
        XCTAssertEqual(fill.notes, ["triggers did not run for the generated rows: `t1`, `t2`, `t3`, `t4`, `t5` and 2 more"])
    }

    func testATriggerThatRefusesWritesDoesNotStopTheFillAndIsThereAfterIt() throws {
        let model = try model("""
              Rental:
                attributes:
                  id: int
                  startsAt: date
                  returnedAt: date?

            """, extra: """
            triggers:
              no_early_return: CREATE TRIGGER no_early_return BEFORE INSERT ON rental WHEN NEW.returned_at < NEW.starts_at BEGIN SELECT RAISE(ABORT, 'returned before it starts'); END

            """)
        let (queue, fill) = try fill(model)
        XCTAssertEqual(fill.rows["rental"], 200)
        XCTAssertEqual(fill.notes, ["triggers did not run for the generated rows: `no_early_return`"])
        XCTAssertEqual(try queue.read { db in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger'") }, ["no_early_return"])
    }

    func testColumnsALaterVersionMergesHoldAValueInOneOfThemPerRow() throws {
        let model = try model("""
              Message:
                attributes:
                  id: int
                  delivered: bool?
                  clientDelivered: bool?

            """)
        let (queue, _) = try fill(model, exclusive: ["message": [["delivered", "client_delivered"]]])
        let both = try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM message WHERE delivered IS NOT NULL AND client_delivered IS NOT NULL") }
        XCTAssertEqual(both, 0)
        let either = try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM message WHERE delivered IS NOT NULL OR client_delivered IS NOT NULL") }
        XCTAssertGreaterThan(either ?? 0, 100)
    }

    func testAUniqueColumnWithAPatternGetsDistinctMatchingValues() throws {
        let model = try model("""
              Book:
                attributes:
                  id: int
                  isbn: { type: string, unique: true, pattern: "^[0-9]{9}[0-9X]$|^97[89][0-9]{10}$" }

            """)
        let (queue, fill) = try fill(model)
        XCTAssertEqual(fill.rows["book"], 200, "\(fill.notes)")
        let values = try queue.read { db in try String.fetchAll(db, sql: "SELECT isbn FROM book") }
        let pattern = try NSRegularExpression(pattern: "^[0-9]{9}[0-9X]$|^97[89][0-9]{10}$")
        XCTAssertTrue(values.allSatisfy { pattern.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }, "\(values.prefix(5))")
    }
}
