import Foundation
import ModelcTestSupport
import XCTest

/// SQL text a model carries from an adopted SQLite database may quote names SQLite's
/// other ways (Northwind's `CHECK ([Discount]>=(0) AND [Discount]<=(1))`); on
/// PostgreSQL, where `[Discount]` would read as an array subscript, it is written with
/// standard quotes, so the migration runs, the server enforces the CHECK and
/// `inspect --model` finds no drift.
final class PostgresSQLiteQuotesTests: PostgresTestCase {
    func testBracketAndBacktickQuotedNamesRunOnPostgreSQL() throws {
        let project = try makeTemporaryDirectory(self)
        let models = project.appendingPathComponent("models/Shop")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try """
            model: Shop
            version: 1
            entities:
              OrderLine:
                table: "Order Details"
                check:
                  - "[Discount]>=(0) AND [Discount]<=(1)"
                  - "`Quantity`>(0)"
                attributes:
                  id: int
                  discount: { type: double, column: Discount, default: 0 }
                  quantity: { type: int, column: Quantity, default: 1 }
            views:
              "Big Lines": |-
                SELECT [id], `Quantity` FROM [Order Details] WHERE [Quantity] > 10
            """.write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Shop", "--dialect", "postgres"], in: project).status, 0)
        let migrated = try Modelc.run(["migrate", "--db", url, "models/Shop"], in: project)
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        let drift = try Modelc.run(["inspect", "--db", url, "--model", "models/Shop"], in: project)
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)

        _ = try cluster.query(database: database, #"INSERT INTO "Order Details" VALUES (1, 0.5, 20), (2, 0, 3)"#)
        XCTAssertEqual(try cluster.query(database: database, #"SELECT "id" FROM "Big Lines""#), "1\n")
        XCTAssertThrowsError(try cluster.query(database: database, #"INSERT INTO "Order Details" VALUES (3, 1.5, 1)"#),
                             "the bracket-quoted CHECK is enforced")
    }
}
