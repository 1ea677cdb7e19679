import Foundation
import ModelcTestSupport
import XCTest

/// SQL text a model carries from an adopted SQLite database may quote names SQLite's
/// other ways (Northwind's `CHECK ([Discount]>=(0) AND [Discount]<=(1))`), or not at
/// all in mixed case (Northwind's views: `SELECT Products.ProductName FROM Products`);
/// on PostgreSQL, where `[Discount]` would read as an array subscript and an unquoted
/// `Products` as `products`, it is written with standard quotes as the schema spells
/// the names, so the migration runs, the server enforces the CHECK and `inspect
/// --model` finds no drift. A view calling a function only SQLite has is refused when
/// the PostgreSQL files are made, rather than failing on the server at deploy.
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

    private func project(view: String) throws -> URL {
        let project = try makeTemporaryDirectory(self)
        let models = project.appendingPathComponent("models/Shop")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try """
            model: Shop
            version: 1
            entities:
              Product:
                table: Products
                check:
                  - "UnitPrice >= 0"
                attributes:
                  id: { type: int, column: ProductID }
                  name: { type: string, column: ProductName }
                  price: { type: double, column: UnitPrice, default: 0 }
            views:
              "Product List": |-
            \(view.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            """.write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        return project
    }

    func testUnquotedMixedCaseNamesAndAliasesKeepTheirSpellingOnPostgreSQL() throws {
        let project = try project(view: """
            SELECT P.ProductID, P.ProductName AS Label, CAST(P.UnitPrice AS INTEGER) AS WholePrice
            FROM Products AS P WHERE p.UnitPrice > 1
            UNION SELECT Products.ProductID, Products.ProductName, 0 FROM Products WHERE Products.UnitPrice > 100
            ORDER BY Label
            """)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Shop", "--dialect", "postgres"], in: project).status, 0)
        let migrated = try Modelc.run(["migrate", "--db", url, "models/Shop"], in: project)
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        let drift = try Modelc.run(["inspect", "--db", url, "--model", "models/Shop"], in: project)
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)

        _ = try cluster.query(database: database, #"INSERT INTO "Products" VALUES (1, 'lamp', 2.5), (2, 'pin', 0.5)"#)
        XCTAssertEqual(try cluster.query(database: database, #"SELECT "ProductID", "Label", "WholePrice" FROM "Product List""#), "1|lamp|2\n",
                       "the view's columns are named as on SQLite")
        XCTAssertThrowsError(try cluster.query(database: database, #"INSERT INTO "Products" VALUES (3, 'x', -1)"#),
                             "the unquoted CHECK is enforced")
    }

    func testAViewCallingAFunctionOnlySQLiteHasIsRefusedWhenTheFilesAreMade() throws {
        let project = try project(view: "SELECT ProductName, IFNULL(UnitPrice, 0) AS Price FROM Products WHERE datetime('now') > '2000'")
        let refused = try Modelc.run(["migrate", "make", "models/Shop", "--dialect", "postgres"], in: project)
        XCTAssertEqual(refused.status, 2, refused.stdout + refused.stderr)
        XCTAssertEqual(refused.stderr, """
            models/Shop/1.yaml:13:19: error: the view "Product List" calls IFNULL, DATETIME, which only SQLite has (write the view in SQL both engines read, \
            or list it under unmanaged: and create it by hand on PostgreSQL)

            """, "placed at the view's SQL")
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Shop"], in: project).status, 0, "SQLite's files are made as before")
    }
    /// Django's JSONField on SQLite is a text column with `CHECK ((JSON_VALID("metadata")
    /// OR "metadata" IS NULL))`, which adoption keeps as a `check:`. The PostgreSQL files
    /// were made and the migration failed on the server; such a check is refused when the
    /// files are made, at the check, as a view's or a default's call is.
    func testACheckCallingAFunctionOnlySQLiteHasIsRefusedWhenTheFilesAreMade() throws {
        let project = try makeTemporaryDirectory(self)
        let models = project.appendingPathComponent("models/Blog")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try """
            model: Blog
            version: 1
            entities:
              BlogPost:
                strict: false
                check: "typeof(id) = 'integer'"
                attributes:
                  id: { type: int, primaryKey: true, autoincrement: true }
                  metadata: { type: string, check: "(JSON_VALID(\\"metadata\\") OR \\"metadata\\" IS NULL)" }
                  title: { type: string, check: "length(title) > 0" }
            """.write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let refused = try Modelc.run(["migrate", "make", "models/Blog", "--dialect", "postgres"], in: project)
        XCTAssertEqual(refused.status, 2, refused.stdout + refused.stderr)
        XCTAssertEqual(refused.stderr, """
            models/Blog/1.yaml:6:5: error: a check of BlogPost calls TYPEOF, which only SQLite has (write the check in SQL both engines read, \
            or keep this model on SQLite)
            models/Blog/1.yaml:9:33: error: a check of BlogPost.metadata calls JSON_VALID, which only SQLite has (make the attribute `json` \
            (which each engine checks in its own words) and remove the check:, or keep this model on SQLite)

            """, "placed at each check")
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Blog"], in: project).status, 0, "SQLite's files are made as before")
    }
}
