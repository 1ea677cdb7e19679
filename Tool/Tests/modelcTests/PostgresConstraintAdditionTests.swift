import Foundation
import ModelcTestSupport
import XCTest

/// PostgreSQL adds a UNIQUE constraint, a table CHECK and a foreign key to a table in
/// place (`addConstraint` steps, `ALTER TABLE … ADD …`), where SQLite rebuilds it: a
/// version adding one to a table with rows plans one statement each, its preflight
/// counts the rows that break it before anything runs, and the database it migrates
/// matches the model. (The rebuild it replaced took every other constraint of the
/// table off and on again, validating each, under the table's exclusive lock.)
final class PostgresConstraintAdditionTests: PostgresProjectTestCase {
    private let first = """
        model: Shop
        version: 1
        entities:
          Customer:
            attributes:
              id: int
              email: string
          Order:
            table: orders
            attributes:
              id: int
              customerId: { type: int, column: customer_id }
              total: double

        """

    private let second = """
        model: Shop
        version: 2
        entities:
          Customer:
            attributes:
              id: int
              email: string
            unique:
              - { columns: [email], constraint: true }
          Order:
            table: orders
            attributes:
              id: int
              total: double
            relationships:
              customer: { to: Customer, column: customer_id }
            check:
              - { name: total_not_negative, sql: "total >= 0" }

        """

    func testAUniqueConstraintACheckAndAForeignKeyAreAddedInPlaceAfterTheirRowsAreCounted() throws {
        try writeModel(first, version: 1, name: "Shop")
        try writeModel(second, version: 2, name: "Shop")
        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres"]).status, 0)
        let file = try String(contentsOf: project.appendingPathComponent("migrations/Shop/postgres/0002_shop_v2.sql"), encoding: .utf8)
        // The CHECK and the foreign key take the non-blocking recipe: NOT VALID under the
        // lock for a moment, validated in a later transaction; a UNIQUE constraint has no
        // such form.
        let statements = file.split(separator: "\n").filter { !$0.hasPrefix("--") && !$0.isEmpty }
        XCTAssertEqual(Array(statements.prefix(4)), [
            #"ALTER TABLE "customer" ADD UNIQUE ("email");"#,
            #"ALTER TABLE "orders" ADD CONSTRAINT "total_not_negative" CHECK (total >= 0) NOT VALID;"#,
            #"ALTER TABLE "orders" ADD FOREIGN KEY ("customer_id") REFERENCES "customer" ("id") ON DELETE RESTRICT NOT VALID;"#,
            #"CREATE INDEX "idx_orders_customer_id" ON "orders" ("customer_id");"#,
        ])
        XCTAssertTrue(statements.dropFirst(4).allSatisfy { $0.contains("VALIDATE CONSTRAINT") }, file)
        XCTAssertTrue(file.contains("-- step 1: addConstraint customer [dataDependent] [lock: accessExclusive, scan]"), file)
        XCTAssertTrue(file.contains("-- step 3, phase 1: add foreign key (\"customer_id\") → \"customer\" NOT VALID (new rows are checked) [lock: shareRowExclusive, none]"), file)
        XCTAssertTrue(file.contains("-- modelc:phase 2 transaction"), file)

        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/Shop", "--to", "1"]).status, 0)
        _ = try cluster.query(database: database, """
            INSERT INTO customer VALUES (1, 'a@example.com'), (2, 'a@example.com');
            INSERT INTO orders VALUES (1, 3, -1.5), (2, 1, 10);
            """)
        let refused = try modelc(["migrate", "--db", "$URL", "models/Shop"])
        XCTAssertEqual(refused.status, 3, refused.stderr)
        XCTAssertTrue(refused.stderr.contains(#"rows of "customer" sharing "email" with another row must be 0"#), refused.stderr)
        XCTAssertTrue(refused.stderr.contains(#"rows of "orders" violating CHECK (total >= 0) must be 0 (1 row)"#), refused.stderr)
        XCTAssertTrue(refused.stderr.contains(#"rows of "orders" whose ("customer_id") has no row in "customer" must be 0 (1 row)"#), refused.stderr)
        XCTAssertEqual(try cluster.query(database: database, "SELECT count(*) FROM pg_constraint WHERE conrelid IN ('customer'::regclass, 'orders'::regclass) AND contype <> 'p'"), "0\n")

        _ = try cluster.query(database: database, "UPDATE customer SET email = 'b@example.com' WHERE id = 2; UPDATE orders SET total = 1.5, customer_id = 1 WHERE id = 1")
        let migrated = try modelc(["migrate", "--db", "$URL", "models/Shop"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertEqual(try cluster.query(database: database, """
            SELECT string_agg(conname, ' ' ORDER BY conname) FROM pg_constraint
              WHERE conrelid IN ('customer'::regclass, 'orders'::regclass) AND contype <> 'p'
            """), "customer_email_key orders_customer_id_fkey total_not_negative\n")
        XCTAssertEqual(try cluster.query(database: database, "SELECT count(*) FROM orders"), "2\n")
        let drift = try modelc(["inspect", "--db", "$URL", "--model", "models/Shop"])
        XCTAssertEqual(drift.status, 0, drift.stdout)
    }

    /// A constraint over a column the same version fills (made required with a default)
    /// is left to the rebuild, whose preflight counts the filled values: added in place,
    /// it was counted on the NULLs, then broke the migration after its first phase had
    /// committed (Chinook's `company`, filled with `'-'` under `length(company) > 1`).
    func testAConstraintOverAColumnTheVersionFillsIsLeftToTheRebuildAndRefusedFirst() throws {
        try writeModel("""
            model: Shop
            version: 1
            entities:
              Customer:
                attributes:
                  id: int
                  company: string?

            """, version: 1, name: "Shop")
        try writeModel("""
            model: Shop
            version: 2
            entities:
              Customer:
                attributes:
                  id: int
                  company: { type: string, default: "-" }
                check:
                  - { name: company_long, sql: "length(company) > 1" }

            """, version: 2, name: "Shop")
        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres"]).status, 0)
        let file = try String(contentsOf: project.appendingPathComponent("migrations/Shop/postgres/0002_shop_v2.sql"), encoding: .utf8)
        XCTAssertFalse(file.contains("addConstraint"), file)
        XCTAssertTrue(file.contains("-- step: dataDependent: rebuildTable customer"), file)
        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/Shop", "--to", "1"]).status, 0)
        _ = try cluster.query(database: database, "INSERT INTO customer VALUES (1, NULL), (2, 'Acme')")
        let refused = try modelc(["migrate", "--db", "$URL", "models/Shop"])
        XCTAssertEqual(refused.status, 3, refused.stderr)
        XCTAssertTrue(refused.stderr.contains(#"1 row would fail: rows of "customer" violating CHECK (length(company) > 1) must be 0 (e.g. "id" = 1, "company" = '-')"#),
                      refused.stderr)
        let status = try modelc(["migrate", "status", "--db", "$URL", "models/Shop"])
        XCTAssertFalse(status.stdout.contains("partly applied"), status.stdout)
        XCTAssertEqual(try modelc(["inspect", "--db", "$URL", "--model", "models/Shop@1"]).status, 0, "nothing changed")
    }

    /// With `--concurrent-indexes`, a UNIQUE constraint's index is built concurrently
    /// under the constraint's name, then made the constraint (`USING INDEX`), a catalog
    /// change: the table is not locked against writes while the index is built.
    func testAUniqueConstraintIsBuiltConcurrentlyThenAttachedWithConcurrentIndexes() throws {
        try writeModel(first, version: 1, name: "Shop")
        try writeModel(first.replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "      email: string\n", with: "      email: string\n    unique:\n      - { columns: [email], constraint: true }\n"), version: 2, name: "Shop")
        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres", "--concurrent-indexes"]).status, 0)
        let file = try String(contentsOf: project.appendingPathComponent("migrations/Shop/postgres/0002_shop_v2.sql"), encoding: .utf8)
        let statements = file.split(separator: "\n").filter { !$0.hasPrefix("--") && !$0.isEmpty }
        XCTAssertEqual(Array(statements.suffix(2)), [
            #"CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "customer_email_key" ON "customer" ("email");"#,
            #"ALTER TABLE "customer" ADD CONSTRAINT "customer_email_key" UNIQUE USING INDEX "customer_email_key";"#,
        ], file)
        XCTAssertTrue(file.contains("-- modelc:phase 2 transaction"), file)

        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/Shop", "--to", "1"]).status, 0)
        _ = try cluster.query(database: database, "INSERT INTO customer VALUES (1, 'a@example.com'), (2, 'b@example.com')")
        let migrated = try modelc(["migrate", "--db", "$URL", "models/Shop"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertEqual(try cluster.query(database: database, "SELECT conname || ' ' || contype::text FROM pg_constraint WHERE conrelid = 'customer'::regclass AND contype = 'u'"),
                       "customer_email_key u\n")
        let drift = try modelc(["inspect", "--db", "$URL", "--model", "models/Shop"])
        XCTAssertEqual(drift.status, 0, drift.stdout)
    }

    /// SQLite has no `ALTER TABLE … ADD CONSTRAINT`: the same version rebuilds its tables there.
    /// A rule given to an existing attribute (`min:`, `values:`) is a CHECK over its
    /// column, added in place as the table's (the server reads a one-column CHECK back as
    /// the column's): no rebuild taking the table's other constraints off and on.
    func testAKeptColumnsNewRuleIsAddedInPlaceAndTheDatabaseMatchesTheModel() throws {
        try writeModel(second.replacingOccurrences(of: "version: 2", with: "version: 1"), version: 1, name: "Shop")
        try writeModel(second.replacingOccurrences(of: "      total: double", with: "      total: { type: double, min: 1 }"), version: 2, name: "Shop")
        let made = try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres"])
        XCTAssertEqual(made.status, 0, made.stderr)
        let file = try String(contentsOf: project.appendingPathComponent("migrations/Shop/postgres/0002_shop_v2.sql"), encoding: .utf8)
        XCTAssertFalse(file.contains("rebuildTable"), file)
        XCTAssertTrue(file.contains(#"ALTER TABLE "orders" ADD CHECK ("total" >= 1) NOT VALID;"#), file)
        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/Shop", "--to", "1"]).status, 0)
        _ = try cluster.query(database: database, "INSERT INTO customer VALUES (1, 'a@example.com'); INSERT INTO orders VALUES (1, 0.5, 1)")
        let refused = try modelc(["migrate", "--db", "$URL", "models/Shop"])
        XCTAssertEqual(refused.status, 3, refused.stderr)
        XCTAssertTrue(refused.stderr.contains(#"rows of "orders" violating CHECK ("total" >= 1) must be 0"#), refused.stderr)
        _ = try cluster.query(database: database, "UPDATE orders SET total = 2")
        let migrated = try modelc(["migrate", "--db", "$URL", "models/Shop"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertEqual(try cluster.query(database: database, """
            SELECT string_agg(conname, ' ' ORDER BY conname) FROM pg_constraint WHERE conrelid = 'orders'::regclass AND contype = 'c'
            """), "orders_total_check total_not_negative\n")
        let drift = try modelc(["inspect", "--db", "$URL", "--model", "models/Shop"])
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)
    }

    func testSQLiteRebuildsForTheSameVersion() throws {
        try writeModel(first, version: 1, name: "Shop")
        try writeModel(second, version: 2, name: "Shop")
        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop"]).status, 0)
        let file = try String(contentsOf: project.appendingPathComponent("migrations/Shop/0002_shop_v2.sql"), encoding: .utf8)
        XCTAssertFalse(file.contains("addConstraint"), file)
        XCTAssertTrue(file.contains("-- step: dataDependent: rebuildTable customer"), file)
        XCTAssertTrue(file.contains("-- step: dataDependent: rebuildTable orders"), file)
    }
}
