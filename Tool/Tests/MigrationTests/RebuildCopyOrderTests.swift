import GRDB
import Migration
import SQLiteDriver
import SchemaCore
import XCTest

/// The order a rebuild copies rows in: the one that appends to the new table's b-tree.
final class RebuildCopyOrderTests: PlanTestCase {
    private func copyStatement(_ plan: Plan) throws -> String {
        try XCTUnwrap(dialect.render(plan).split(separator: "\n").first { $0.hasPrefix("INSERT INTO \"_modelc_new_") }.map(String.init))
    }

    func testCopyKeepingRowIDsReadsInRowIDOrder() throws {
        let v1 = try model(version: 1, entity("Tag", ["id: { type: uuid, primaryKey: true }", "label: int"]))
        let v2 = try model(version: 2, entity("Tag", ["id: { type: uuid, primaryKey: true }", "label: string"]))
        let copy = try copyStatement(plan(v1, v2))
        XCTAssertEqual(copy, #"INSERT INTO "_modelc_new_tag" (rowid, "id", "label") SELECT rowid, "id", CAST("label" AS TEXT) FROM "tag";"#,
                       "no ORDER BY: sorting by the uuid would insert rows at random places in the table")
    }

    func testCopyWithoutRowIDsIsSortedByTheKey() throws {
        let v1 = try model(version: 1, entity("Tag", ["id: { type: uuid, primaryKey: true }", "label: int"]))
        let v2 = try model(version: 2, entity("Tag", ["id: { type: uuid, primaryKey: true }", "label: string"]))
        var old = SQLiteSchemaCompiler.compile(v1), new = SQLiteSchemaCompiler.compile(v2)
        old.tables[0].isWithoutRowID = true
        new.tables[0].isWithoutRowID = true
        let copy = try copyStatement(diff(from: old, to: new, hints: RenameHints(from: v1, to: v2)))
        XCTAssertEqual(copy, #"INSERT INTO "_modelc_new_tag" ("id", "label") SELECT "id", CAST("label" AS TEXT) FROM "tag" ORDER BY "id";"#)
    }

    func testCopyKeepingRowIDsKeepsEveryRowAndItsRowID() throws {
        let v1 = try model(version: 1, entity("Tag", ["id: { type: uuid, primaryKey: true }", "label: int"]))
        let v2 = try model(version: 2, entity("Tag", ["id: { type: uuid, primaryKey: true }", "label: string"]))
        let queue = try database(SQLiteSchemaCompiler.compile(v1), """
            WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 2000)
            INSERT INTO tag (rowid, id, label) SELECT x * 3, lower(hex(randomblob(16))), x FROM c;
            """)
        let before = try rows(queue, "SELECT rowid, id, label FROM tag ORDER BY rowid")
        try migrate(queue, with: plan(v1, v2))
        let after = try rows(queue, "SELECT rowid, id, CAST(label AS INTEGER) FROM tag ORDER BY rowid")
        XCTAssertEqual(after, before)
    }
}
