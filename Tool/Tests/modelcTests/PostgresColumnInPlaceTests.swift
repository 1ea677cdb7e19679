import Foundation
import ModelcTestSupport
import XCTest

/// A column whose default or NOT NULL alone changes is altered in place on PostgreSQL
/// (`ALTER COLUMN … SET DEFAULT`, `… SET NOT NULL`): the plan was SQLite's rebuild, which
/// PostgreSQL carried out by taking every CHECK, foreign key and UNIQUE constraint of the
/// table off and on again (the UNIQUE one's index rebuilt under the table's exclusive
/// lock, the others validated in a later phase) for a new default.
final class PostgresColumnInPlaceTests: PostgresProjectTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.createDirectory(at: project.appendingPathComponent("models/Shop"), withIntermediateDirectories: true)
    }

    private func writeVersion(_ version: Int, quantity: String, note: String) throws {
        try """
            model: Shop
            version: \(version)
            entities:
              Item:
                attributes:
                  id: int
                  sku: { type: string, unique: true }
                  quantity: \(quantity)
                  note: \(note)

            """.write(to: project.appendingPathComponent("models/Shop/\(version).yaml"), atomically: true, encoding: .utf8)
    }

    /// The table's constraints as the catalog holds them, each with its object id: an
    /// id that changes is a constraint dropped and added again.
    private func constraints() throws -> String {
        try cluster.query(database: database, "SELECT conname || ' ' || oid FROM pg_constraint WHERE conrelid = 'item'::regclass ORDER BY conname")
    }

    func testADefaultOrANotNullAloneIsAlteredInPlace() throws {
        try writeVersion(1, quantity: "{ type: int, default: 1, min: 0 }", note: "string?")
        try writeVersion(2, quantity: "{ type: int, default: 5, min: 0 }", note: "{ type: string, default: \"\" }")
        let plan = try modelc(["diff", "models/Shop@1", "models/Shop@2", "--dialect", "postgres"])
        XCTAssertEqual(plan.status, 0, plan.stderr)
        XCTAssertTrue(plan.stdout.contains(#"alterColumn item: "quantity": default 1 → 5"#), plan.stdout)
        XCTAssertTrue(plan.stdout.contains(#"alterColumn item: "note": becomes NOT NULL, NULLs are filled with ''; default none → ''"#), plan.stdout)
        XCTAssertFalse(plan.stdout.contains("rebuildTable"), plan.stdout)

        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres"]).status, 0)
        let file = try String(contentsOf: project.appendingPathComponent("migrations/Shop/postgres/0002_shop_v2.sql"), encoding: .utf8)
        XCTAssertFalse(file.contains("modelc_constraint_names"), "the table's constraints are not taken off: \(file)")
        XCTAssertTrue(file.contains(#"ALTER TABLE "item" ALTER COLUMN "quantity" SET DEFAULT 5;"#), file)
        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/Shop@1"]).status, 0)
        _ = try cluster.query(database: database, "INSERT INTO item (id, sku) VALUES (1, 'a'), (2, 'b')")
        let before = try constraints()
        let migrated = try modelc(["migrate", "--db", "$URL", "models/Shop"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertEqual(try constraints(), before, "no constraint was dropped and added again")
        XCTAssertEqual(try cluster.query(database: database, "SELECT id, quantity, note IS NOT NULL FROM item ORDER BY id"), "1|1|t\n2|1|t\n")
        XCTAssertEqual(try cluster.query(database: database, "INSERT INTO item (id, sku) VALUES (3, 'c') RETURNING quantity, note"), "5|\n")
        XCTAssertEqual(try modelc(["inspect", "--db", "$URL", "--model", "models/Shop"]).status, 0)
    }

    /// Found on Memos' `payload TEXT DEFAULT '{}'` made `json`: PostgreSQL converts no
    /// default from `text` to `jsonb` (nor to `timestamptz`, `numeric` or `uuid`), so the
    /// type change failed with "default … cannot be cast automatically" and rolled back.
    func testATypeChangeKeepsADefaultPostgresDoesNotConvertItself() throws {
        try """
            model: Shop
            version: 1
            entities:
              Item:
                attributes:
                  id: int
                  payload: { type: string, default: "{}" }
                  since: { type: string, default: "2024-01-02T00:00:00.000Z" }
                  price: { type: string, default: "0.50" }
                  count: { type: int, default: 0 }

            """.write(to: project.appendingPathComponent("models/Shop/1.yaml"), atomically: true, encoding: .utf8)
        try """
            model: Shop
            version: 2
            entities:
              Item:
                attributes:
                  id: int
                  payload: { type: json, default: "{}" }
                  since: { type: date, default: "2024-01-02T00:00:00.000Z" }
                  price: { type: decimal, default: "0.50" }
                  count: { type: double, default: 0 }

            """.write(to: project.appendingPathComponent("models/Shop/2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres"]).status, 0)
        let file = try String(contentsOf: project.appendingPathComponent("migrations/Shop/postgres/0002_shop_v2.sql"), encoding: .utf8)
        let payload = file.components(separatedBy: "\n").filter { $0.contains(#"ALTER COLUMN "payload""#) }
        XCTAssertEqual(payload.map { $0.components(separatedBy: #""payload" "#).last?.components(separatedBy: " ").first }, ["DROP", "TYPE", "SET"],
                       "the default goes before the type changes and comes back after: \(payload)")
        XCTAssertFalse(file.contains(#"ALTER COLUMN "count" DROP DEFAULT"#), "a default PostgreSQL converts itself stays: \(file)")
        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/Shop@1"]).status, 0)
        _ = try cluster.query(database: database, #"INSERT INTO item (id, payload, since, price, count) VALUES (1, '{"a": 1}', '2025-05-06T07:08:09.000Z', '2.25', 3)"#)
        let migrated = try modelc(["migrate", "--db", "$URL", "models/Shop"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertEqual(try cluster.query(database: database, #"SELECT payload->>'a', price, count FROM item"#), "1|2.25|3\n")
        XCTAssertEqual(try cluster.query(database: database, "INSERT INTO item (id) VALUES (2) RETURNING jsonb_typeof(payload), price, count, since = '2024-01-02T00:00:00Z'::timestamptz"),
                       "object|0.50|0|t\n", "the defaults hold, of the new types")
        let drift = try modelc(["inspect", "--db", "$URL", "--model", "models/Shop"])
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)
    }

    /// An explicit cast does not fail on a value the new type cannot hold: it cuts a
    /// text to the new length, rounds a number to the new scale and drops a time of day
    /// (Northwind's and Chinook's columns narrowed: `'a fairly long product name here'`
    /// became `'a fairly l'` with exit 0 and no drift). The rows it would change are
    /// counted before the migration, which is refused while any is; once they fit, it
    /// applies and keeps them as they are.
    func testANarrowingCastIsCountedBeforeItCutsOrRoundsAValue() throws {
        for (version, types) in [(1, ("character varying(40)", "numeric(10,2)", "timestamp without time zone")), (2, ("character varying(10)", "numeric(10,1)", "date"))] {
            try """
                model: Shop
                version: \(version)
                entities:
                  Item:
                    strict: false
                    attributes:
                      id: int
                      name: { type: string, sqlType: "\(types.0)" }
                      price: { type: decimal, sqlType: "\(types.1)" }
                      seen: { type: date, optional: true, sqlType: "\(types.2)" }

                """.write(to: project.appendingPathComponent("models/Shop/\(version).yaml"), atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/Shop@1"]).status, 0)
        _ = try cluster.query(database: database, "INSERT INTO item VALUES (1, 'a fairly long product name here', 9.99, '2024-05-01 13:45:00'), (2, 'short', 2.50, '2024-05-02')")
        let refused = try modelc(["migrate", "--db", "$URL", "models/Shop"])
        XCTAssertEqual(refused.status, 3, refused.stdout + refused.stderr)
        for column in ["name", "price", "seen"] {
            XCTAssertTrue(refused.stderr.contains(#"rows of "item" whose "\#(column)" the cast to "#), "\(column): \(refused.stderr)")
        }
        XCTAssertTrue(refused.stderr.contains(#"(e.g. "id" = 1, "name" = 'a fairly long product name here')"#), refused.stderr)
        XCTAssertEqual(try cluster.query(database: database, "SELECT name, price, seen FROM item ORDER BY id"),
                       "a fairly long product name here|9.99|2024-05-01 13:45:00\nshort|2.50|2024-05-02 00:00:00\n", "nothing changed")
        _ = try cluster.query(database: database, "UPDATE item SET name = 'long name', price = 10.0, seen = '2024-05-01' WHERE id = 1")
        let applied = try modelc(["migrate", "--db", "$URL", "models/Shop"])
        XCTAssertEqual(applied.status, 0, applied.stdout + applied.stderr)
        XCTAssertEqual(try cluster.query(database: database, "SELECT name, price, seen FROM item ORDER BY id"), "long name|10.0|2024-05-01\nshort|2.5|2024-05-02\n")
        XCTAssertEqual(try modelc(["inspect", "--db", "$URL", "--model", "models/Shop"]).status, 0)
    }
}
