import GRDB
import ModelKit
import SchemaCore
import XCTest

@testable import Migration

/// The schema assertion the plan tests rely on can fail: it sees each kind of difference.
final class SchemaFingerprintTests: PlanTestCase {
    func fingerprint(_ schema: Schema) throws -> String {
        try database(schema, name: "\(UUID().uuidString).sqlite").read(Self.fingerprint)
    }

    func testFingerprintSeesEveryKindOfSchemaDifference() throws {
        let parent = SchemaCore.Table(name: "p", columns: [Column(name: "id", type: .integer, isNotNull: true)], primaryKey: ["id"])
        let child = SchemaCore.Table(
            name: "c",
            columns: [Column(name: "id", type: .integer, isNotNull: true), Column(name: "p_id", type: .integer),
                      Column(name: "n", type: .text, defaultSQL: "'x'", checks: ["length(\"n\") < 5"])],
            primaryKey: ["id"],
            foreignKeys: [ForeignKey(columns: ["p_id"], referencedTable: "p", referencedColumns: ["id"], onDelete: .cascade)],
            indexes: [Index(name: "i", columns: ["p_id"])])
        let base = try fingerprint(Schema(tables: [parent, child]))
        var variants: [SchemaCore.Table] = []
        var changed = child
        changed.foreignKeys[0].onDelete = .setNull; variants.append(changed)
        changed = child; changed.columns[2].checks = ["length(\"n\") < 6"]; variants.append(changed)
        changed = child; changed.columns[2].defaultSQL = "'y'"; variants.append(changed)
        changed = child; changed.columns[2].isNotNull = true; variants.append(changed)
        changed = child; changed.columns[2].type = .blob; variants.append(changed)
        changed = child; changed.indexes[0].isUnique = true; variants.append(changed)
        changed = child; changed.indexes[0].name = "j"; variants.append(changed)
        changed = child; changed.isStrict = false; variants.append(changed)
        for variant in variants {
            XCTAssertNotEqual(try fingerprint(Schema(tables: [parent, variant])), base, "\(variant)")
        }
        XCTAssertEqual(try fingerprint(Schema(tables: [parent, child])), base)
        changed = child; changed.columns.swapAt(1, 2)
        XCTAssertEqual(try fingerprint(Schema(tables: [parent, changed])), base, "column order does not count (Verification.comparison)")
    }
}
