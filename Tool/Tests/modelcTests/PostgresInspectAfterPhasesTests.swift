import Foundation
import ModelKit
import ModelcTestSupport
import XCTest

/// After a migration in phases, `inspect --model` finds the database as the model says:
/// modelc's own bookkeeping (the history, the resolutions, the phase progress table) is
/// never drift, on PostgreSQL as on SQLite.
final class PostgresInspectAfterPhasesTests: PostgresTestCase {
    private var project: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        project = try makeTemporaryDirectory(self)
        let folder = project.appendingPathComponent("models/Shop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            model: Shop
            version: 1
            entities:
              Product:
                attributes:
                  id: int
                  name: string?
                  price: int
                  sku: string
            """.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        // A rename, a type change, a column becoming NOT NULL (backfilled in batches, then
        // validated), a new NOT NULL column and a new index built concurrently.
        try """
            model: Shop
            version: 2
            entities:
              Product:
                attributes:
                  id: int
                  title: { type: string, default: "", renamedFrom: name }
                  price: double
                  sku: { type: string, indexed: true }
                  stock: { type: int, default: 0 }
            """.write(to: folder.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
    }

    private func modelc(_ arguments: [String]) throws -> ProcessOutcome {
        try Modelc.run(arguments, in: project)
    }

    func testInspectFindsNoDriftAfterAPhasedMigration() throws {
        let made = try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres", "--concurrent-indexes"])
        XCTAssertEqual(made.status, 0, made.stderr)
        let file = try String(contentsOf: project.appendingPathComponent("migrations/Shop/postgres/0002_shop_v2.sql"), encoding: .utf8)
        XCTAssertTrue(file.contains("-- modelc:phase 2 batches") && file.contains("no-transaction"), "the migration runs in phases:\n\(file)")

        XCTAssertEqual(try modelc(["migrate", "--db", url, "models/Shop@1"]).status, 0)
        _ = try cluster.query(database: database, "INSERT INTO product VALUES (1, NULL, 3, 'a'), (2, 'Tea', 4, 'b');")
        let migrated = try modelc(["migrate", "--db", url, "models/Shop"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertEqual(try cluster.query(database: database, """
            SELECT count(*) FROM pg_class WHERE relname = '\(ReservedNames.migrationProgress)';
            SELECT id, title, price, stock FROM product ORDER BY id;
            """), "1\n1||3|0\n2|Tea|4|0\n", "the phases kept their progress table; the rows are migrated")

        let inspected = try modelc(["inspect", "--db", url, "--model", "models/Shop"])
        XCTAssertEqual(inspected.status, 0, inspected.stdout + inspected.stderr)
        XCTAssertFalse(inspected.stdout.contains(ReservedNames.migrationProgress), inspected.stdout)
    }
}
