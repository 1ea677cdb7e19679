import Foundation
import ModelcTestSupport
import XCTest

/// Down migrations on PostgreSQL: `migrate make --down --dialect postgres` writes them
/// beside the PostgreSQL files, `migrate --to N` below the database's version runs them
/// under the up rules (advisory lock, phases, verification against the version it
/// leads back to) and removes their history rows, and a migration that lost data is
/// refused as irreversible, as on SQLite.
final class PostgresDownMigrationTests: PostgresTestCase {
    private var project: URL!
    private var folder: URL { project.appendingPathComponent("migrations/Shop/postgres") }

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
                  name: string
                  price: int
                  note: string?
            """.write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        // A rename, a new column and a new index: every step has a way back.
        try """
            model: Shop
            version: 2
            entities:
              Product:
                attributes:
                  id: int
                  title: { type: string, renamedFrom: name, indexed: true }
                  price: int
                  note: string?
                  stock: { type: int, default: 0 }
            """.write(to: models.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        // A dropped column: its values are gone.
        try """
            model: Shop
            version: 3
            entities:
              Product:
                attributes:
                  id: int
                  title: { type: string, indexed: true }
                  price: int
                  stock: { type: int, default: 0 }
            """.write(to: models.appendingPathComponent("3.yaml"), atomically: true, encoding: .utf8)
    }

    private func modelc(_ arguments: [String]) throws -> ProcessOutcome {
        try Modelc.run(arguments, in: project)
    }

    private func query(_ sql: String) throws -> String {
        try cluster.query(database: database, sql)
    }

    func testMakeDownWritesPostgresDownFilesAndMigrateToGoesDownAndUpKeepingTheRows() throws {
        let made = try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres", "--down"])
        XCTAssertEqual(made.status, 0, made.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(names, ["0001_create_shop.sql", "0002_shop_v2.down.sql", "0002_shop_v2.sql", "0003_shop_v3.down.sql", "0003_shop_v3.sql", "modelc.sum"])
        let down = try String(contentsOf: folder.appendingPathComponent("0002_shop_v2.down.sql"), encoding: .utf8)
        XCTAssertTrue(down.contains("-- dialect: postgres\n"), down)
        XCTAssertTrue(down.contains(#"ALTER TABLE "product" RENAME COLUMN "title" TO "name";"#), down)
        XCTAssertTrue(down.contains(#"ALTER TABLE "product" DROP COLUMN "stock""#), down)
        let irreversible = try String(contentsOf: folder.appendingPathComponent("0003_shop_v3.down.sql"), encoding: .utf8)
        XCTAssertTrue(irreversible.contains("-- dialect: postgres\n"), irreversible)
        XCTAssertTrue(irreversible.contains(#"-- irreversible: version 3 drops column "note" of "product": its values cannot be restored"#), irreversible)
        // `check` covers the down files (listed in the sum) beside the SQLite files it
        // asks for, once the drop of version 3 is approved.
        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop"]).status, 0)
        for dialectFolder in [folder, folder.deletingLastPathComponent()] {
            let v3 = dialectFolder.appendingPathComponent("0003_shop_v3.sql")
            try (try String(contentsOf: v3, encoding: .utf8) + "-- approved: destructive\n").write(to: v3, atomically: true, encoding: .utf8)
        }
        let check = try modelc(["check", "models/Shop"])
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)

        XCTAssertEqual(try modelc(["migrate", "--db", url, "models/Shop@1"]).status, 0)
        _ = try query(#"INSERT INTO "product" ("id", "name", "price", "note") VALUES (1, 'lamp', 30, 'blue'), (2, 'chair', 45, NULL)"#)
        let up = try modelc(["migrate", "--db", url, "models/Shop@2"])
        XCTAssertEqual(up.status, 0, up.stderr)

        let back = try modelc(["migrate", "--db", url, "models/Shop", "--to", "1", "--allow-destructive"])
        XCTAssertEqual(back.status, 0, back.stderr)
        XCTAssertTrue(back.stdout.contains("applied 0002_shop_v2.down.sql"), back.stdout)
        XCTAssertEqual(try query(#"SELECT "id", "name", "price", coalesce("note", '-') FROM "product" ORDER BY "id""#), "1|lamp|30|blue\n2|chair|45|-\n")
        XCTAssertEqual(try query("SELECT name FROM modelc_migrations ORDER BY version"), "0001_create_shop.sql\n")
        let drift = try modelc(["inspect", "--db", url, "--model", "models/Shop@1"])
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)

        let again = try modelc(["migrate", "--db", url, "models/Shop", "--to", "2"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try query(#"SELECT "id", "title", "stock" FROM "product" ORDER BY "id""#), "1|lamp|0\n2|chair|0\n")
        XCTAssertEqual(try modelc(["inspect", "--db", url, "--model", "models/Shop@2"]).status, 0)
    }

    func testADryRunOfTheWayDownPrintsTheDownFilesAndChangesNothing() throws {
        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres", "--down"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "--db", url, "models/Shop@2"]).status, 0)
        let dry = try modelc(["migrate", "--db", url, "models/Shop", "--to", "1", "--dry-run", "--allow-destructive"])
        XCTAssertEqual(dry.status, 0, dry.stdout + dry.stderr)
        XCTAssertTrue(dry.stdout.hasPrefix("would apply 0002_shop_v2.down.sql (model version 1): "), dry.stdout)
        XCTAssertTrue(dry.stdout.contains(#"ALTER TABLE "product" RENAME COLUMN "title" TO "name";"#), dry.stdout)
        XCTAssertTrue(dry.stdout.hasSuffix("1 migration would be applied\n"), dry.stdout)
        XCTAssertEqual(try query("SELECT name FROM modelc_migrations ORDER BY version"), "0001_create_shop.sql\n0002_shop_v2.sql\n", "nothing was undone")

        // Below a version that dropped data, the dry run says the real run would refuse.
        XCTAssertEqual(try modelc(["migrate", "--db", url, "models/Shop", "--allow-destructive"]).status, 0)
        let refused = try modelc(["migrate", "--db", url, "models/Shop", "--to", "1", "--dry-run"])
        XCTAssertEqual(refused.status, 3, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains("dry run: the real run would refuse") && refused.stderr.contains("0003_shop_v3.sql"), refused.stderr)
        XCTAssertEqual(try query("SELECT count(*) FROM modelc_migrations"), "3\n")
    }

    func testGoingBelowAVersionThatDroppedDataIsRefusedWithNothingChanged() throws {
        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres", "--down"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "--db", url, "models/Shop", "--allow-destructive"]).status, 0)
        let refused = try modelc(["migrate", "--db", url, "models/Shop", "--to", "1"])
        XCTAssertEqual(refused.status, 3, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains("0003_shop_v3.sql"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains(#"drops column "note""#), refused.stderr)
        XCTAssertEqual(try query("SELECT count(*) FROM modelc_migrations"), "3\n", "nothing was undone")
    }
}
