import Foundation
import Migration
import ModelKit
import ModelcTestSupport
import PostgresDriver
import SQLiteDriver
import SchemaCore
import XCTest

/// Views on PostgreSQL, which binds a view to its tables' columns when it is created
/// (`*` is expanded then): a plan that changes a table's columns drops the views that
/// name it and creates them again, and the result equals a fresh database.
final class PostgresViewTests: PostgresTestCase {
    private func models(_ files: [String]) throws -> [Model] {
        let folder = try makeTemporaryDirectory(self).appendingPathComponent("models/Shop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (offset, text) in files.enumerated() {
            try "model: Shop\nversion: \(offset + 1)\n\(text)".write(to: folder.appendingPathComponent("\(offset + 1).yaml"), atomically: true, encoding: .utf8)
        }
        return try ModelLoader.load(folder.path).versions
    }

    private func fingerprint(_ database: String) throws -> String {
        try cluster.query(database: database, PostgresSchemaFingerprint.query(schema: "public", excluding: []))
    }

    func testAViewOverATableThatGainsAndRenamesColumnsIsCreatedAgainAfterTheTableSteps() throws {
        let versions = try models([
            """
            entities:
              Product:
                attributes: { id: int, name: string, price: int }
            views:
              product_list: SELECT * FROM product
            """,
            """
            entities:
              Product:
                attributes:
                  id: int
                  title: { type: string, renamedFrom: name }
                  price: int
                  sku: string?
            views:
              product_list: SELECT * FROM product
            """,
        ])
        let dialect = PostgresDialect()
        let sides = try versions.map { DiffSide(schema: try PostgresTypeMapping.schema(for: $0), model: $0, label: "version \($0.version)") }
        let plan = dialect.plan(from: sides[0], to: sides[1])
        XCTAssertEqual(plan.steps.map { "\($0.kind) \($0.subject ?? ""): \($0.reason)" }, [
            #"dropView "product_list": view "product_list" names "product", which changes its columns (a view keeps the columns it was created with): dropped here and created again after the table steps"#,
            #"renameColumn product: rename hint: "title" was "name""#,
            #"addColumn product: "sku" is new, existing rows get NULL"#,
            #"createView "product_list": view "product_list" is created again from the new schema's text"#,
        ])
        XCTAssertEqual(Plan(from: versions.map { DiffSide(schema: SQLiteSchemaCompiler.compile($0), model: $0, label: "") }[0],
                            to: DiffSide(schema: SQLiteSchemaCompiler.compile(versions[1]), model: versions[1], label: "")).steps.map(\.kind),
                       ["renameColumn", "addColumn"], "SQLite reads a view's text anew on each use: its plan leaves the view alone")

        _ = try cluster.query(database: database, dialect.render(sides[0].schema) + ";\nINSERT INTO product VALUES (1, 'Lamp', 30);")
        _ = try cluster.query(database: database, "BEGIN;\n" + dialect.render(plan) + "COMMIT;\n")
        XCTAssertEqual(try cluster.query(database: database, "SELECT * FROM product_list"), "1|Lamp|30|\n")
        let fresh = try cluster.makeDatabase()
        _ = try cluster.query(database: fresh, dialect.render(sides[1].schema))
        XCTAssertEqual(try fingerprint(database), try fingerprint(fresh))
    }
}
