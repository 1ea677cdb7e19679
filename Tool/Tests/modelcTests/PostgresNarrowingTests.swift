import Foundation
import ModelcTestSupport
import XCTest

/// A `double` made an `int` on PostgreSQL: the server's cast rounds 3.5 to 4 rather
/// than failing, so the preflight counts the values that are not whole first and
/// refuses the migration with them, as SQLite's does; whole values migrate.
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
}
