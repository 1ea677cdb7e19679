import Foundation
import ModelcTestSupport
import XCTest

/// Verification after a migration on PostgreSQL: the schema a file leaves must be its
/// model version's, or the file is rolled back (exit 4) with what differs. A version's
/// first file run unedited into an empty schema builds exactly the DDL the comparison
/// would build a second time, so it is not built twice; anything else is compared, the
/// whole schema every time, so a table edited by hand between two migrations is found
/// by the next one whether or not it changes that table.
final class PostgresVerificationTests: PostgresTestCase {
    private var project: URL!
    private var file: URL { project.appendingPathComponent("migrations/Shop/postgres/0001_create_shop.sql") }

    override func setUpWithError() throws {
        try super.setUpWithError()
        project = try makeTemporaryDirectory(self)
        let models = project.appendingPathComponent("models/Shop")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try """
            model: Shop
            version: 1
            entities:
              Product:
                attributes:
                  id: int
                  name: { type: string, maxLength: 40 }
                  status: { type: string, values: [draft, live], default: draft }
                indexes:
                  - [name]
            """.write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres"]).status, 0)
    }

    private func modelc(_ arguments: [String]) throws -> ProcessOutcome {
        try Modelc.run(arguments, in: project)
    }

    /// Appends a statement that adds a column the model does not have to `file`, and
    /// refreshes the sum, as a hand edit reviewed and hashed would.
    private func sneakAColumn(into file: URL) throws {
        try (try String(contentsOf: file, encoding: .utf8) + "ALTER TABLE \"product\" ADD COLUMN \"sneaked\" integer;\n")
            .write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "hash", "models/Shop", "--dialect", "postgres"]).status, 0)
    }

    /// `migrate` to the newest version, which must be rolled back with exit 4 and a
    /// message holding `words`.
    private func refusedRun(saying words: [String]) throws {
        let refused = try modelc(["migrate", "--db", url, "models/Shop"])
        XCTAssertEqual(refused.status, 4, refused.stdout + refused.stderr)
        XCTAssertTrue(words.allSatisfy(refused.stderr.contains), "\(words): \(refused.stderr)")
    }

    func testAnUneditedFirstFileIntoAnEmptySchemaIsTheModelVersion() throws {
        let migrated = try modelc(["migrate", "--db", url, "models/Shop"])
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        let drift = try modelc(["inspect", "--db", url, "--model", "models/Shop"])
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)
    }

    func testAFirstFileEditedToLeaveAnotherSchemaIsRolledBack() throws {
        try sneakAColumn(into: file)
        try refusedRun(saying: ["differs from the model", "sneaked"])
        XCTAssertEqual(try cluster.query(database: database, "SELECT count(*) FROM pg_tables WHERE tablename = 'product'"), "0\n", "rolled back")
    }

    func testALaterFileEditedToLeaveAnotherSchemaIsRolledBackWhileTheFirstStays() throws {
        // The second file's expected side is read ahead while the first one runs.
        try """
            model: Shop
            version: 2
            entities:
              Product:
                attributes:
                  id: int
                  name: { type: string, maxLength: 40 }
                  status: { type: string, values: [draft, live], default: draft }
                  price: { type: int, default: 0 }
                indexes:
                  - [name]
            """.write(to: project.appendingPathComponent("models/Shop/2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres"]).status, 0)
        try sneakAColumn(into: project.appendingPathComponent("migrations/Shop/postgres/0002_shop_v2.sql"))
        try refusedRun(saying: ["0002_shop_v2.sql was rolled back", "sneaked"])
        XCTAssertEqual(try cluster.query(database: database, "SELECT version FROM modelc_migrations"), "1\n", "the first file stays applied")
    }

    func testAFirstFileIntoASchemaThatHoldsATableIsCompared() throws {
        // The same statements, but the schema already holds a table the model does not name.
        _ = try cluster.query(database: database, "CREATE TABLE legacy (id int)")
        try refusedRun(saying: ["legacy"])
        XCTAssertEqual(try cluster.query(database: database, "SELECT count(*) FROM pg_tables WHERE tablename = 'product'"), "0\n", "rolled back")
    }

    // MARK: - Later files

    /// Version 1 and 2 of a model of three tables, where version 2 changes `product` and
    /// `purchase` (which references `customer`, unchanged, and `product`).
    private func writeThreeTables() throws {
        let models = project.appendingPathComponent("models/Shop")
        try FileManager.default.removeItem(at: project.appendingPathComponent("migrations"))
        try PurchaseModel.text(version: 1).write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try PurchaseModel.text(version: 2, productExtra: "\n      price: { type: int, default: 0 }", purchaseExtra: "\n      note: string?")
            .write(to: models.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        let made = try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres"])
        XCTAssertEqual(made.status, 0, made.stdout + made.stderr)
    }

    func testAnUneditedLaterFileIsVerifiedAndLeavesNoBookkeepingButTheHistory() throws {
        try writeThreeTables()
        let first = try modelc(["migrate", "--db", url, "models/Shop", "--to", "1"])
        XCTAssertEqual(first.status, 0, first.stdout + first.stderr)
        let second = try modelc(["migrate", "--db", url, "models/Shop"])
        XCTAssertEqual(second.status, 0, second.stdout + second.stderr)
        let drift = try modelc(["inspect", "--db", url, "--model", "models/Shop"])
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)
        XCTAssertEqual(try cluster.query(database: database, "SELECT string_agg(tablename, ',' ORDER BY tablename) FROM pg_tables WHERE tablename LIKE 'modelc%'"),
                       "modelc_migrations\n")
    }

    func testATableEditedByHandBetweenMigrationsIsFoundThoughTheNextFileDoesNotChangeIt() throws {
        try writeThreeTables()
        XCTAssertEqual(try modelc(["migrate", "--db", url, "models/Shop", "--to", "1"]).status, 0)
        _ = try cluster.query(database: database, "ALTER TABLE customer ADD COLUMN sneaked integer")
        try refusedRun(saying: ["0002_shop_v2.sql was rolled back", "customer.sneaked"])
        XCTAssertEqual(try cluster.query(database: database, "SELECT version FROM modelc_migrations"), "1\n")
    }

    func testATableTheFileChangesIsComparedToo() throws {
        try writeThreeTables()
        XCTAssertEqual(try modelc(["migrate", "--db", url, "models/Shop", "--to", "1"]).status, 0)
        // The new column exists before the file adds it: the file then fails, so make
        // the drift one the file's statements do not meet, a CHECK the model lacks.
        _ = try cluster.query(database: database, "ALTER TABLE product ADD CONSTRAINT sneaked CHECK (id > 0)")
        try refusedRun(saying: ["0002_shop_v2.sql was rolled back", "product", "id > 0"])
    }

    func testTheFingerprintTableAnEarlierReleaseKeptIsDroppedByTheNextMigration() throws {
        try writeThreeTables()
        XCTAssertEqual(try modelc(["migrate", "--db", url, "models/Shop", "--to", "1"]).status, 0)
        _ = try cluster.query(database: database, """
            CREATE TABLE modelc_schema_fingerprint (version integer NOT NULL, table_name text NOT NULL, line text NOT NULL);
            INSERT INTO modelc_schema_fingerprint VALUES (1, 'customer', 'column customer.id bigint not null');
            """)
        let reserved = try modelc(["inspect", "--db", url, "--model", "models/Shop@1"])
        XCTAssertEqual(reserved.status, 0, "modelc's own table is no drift: " + reserved.stdout + reserved.stderr)
        let migrated = try modelc(["migrate", "--db", url, "models/Shop"])
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        XCTAssertEqual(try cluster.query(database: database, "SELECT count(*) FROM pg_tables WHERE tablename = 'modelc_schema_fingerprint'"), "0\n")
    }
}
