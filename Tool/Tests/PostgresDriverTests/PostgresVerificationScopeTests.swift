import ModelKit
import ModelcTestSupport
@testable import PostgresDriver
import SQLiteSchema
import XCTest

/// What a planned file's verification builds in its scratch schema: the tables whose
/// definitions its two versions give differently, with stubs of what they reference.
final class PostgresVerificationScopeTests: XCTestCase {
    private func schema(_ yaml: String) throws -> Schema {
        let loaded = ModelLoader.inspect(text: yaml, file: "\(yaml.count).yaml")
        XCTAssertFalse(loaded.hasErrors, "\(loaded.diagnostics)")
        return try PostgresTypeMapping.schema(for: XCTUnwrap(loaded.versions?.current))
    }

    private func shop(version: Int, productExtra: String = "", purchaseExtra: String = "") throws -> Schema {
        try schema(PurchaseModel.text(version: version, productExtra: productExtra, purchaseExtra: purchaseExtra))
    }

    func testOnlyTheChangedTablesAreBuiltWithStubsOfWhatTheyReference() throws {
        let scope = try XCTUnwrap(PostgresVerificationScope(
            from: shop(version: 1), to: shop(version: 2, purchaseExtra: "\n      note: string?")))
        XCTAssertEqual(scope.changedTables, ["purchase"])
        XCTAssertEqual(scope.scratch.tables.map(\.name).sorted(), ["customer", "product", "purchase"])
        let stub = try XCTUnwrap(scope.scratch.table(named: "customer"))
        XCTAssertEqual(stub.primaryKey, ["id"], "a reference needs the referenced key")
        XCTAssertTrue(stub.foreignKeys.isEmpty)
        let purchase = try XCTUnwrap(scope.scratch.table(named: "purchase"))
        XCTAssertEqual(purchase.foreignKeys.count, 2, "the changed table is built whole")
    }

    func testAChangeToAReferencedTableLeavesTheReferencingOneOut() throws {
        let scope = try XCTUnwrap(PostgresVerificationScope(
            from: shop(version: 1), to: shop(version: 2, productExtra: "\n      price: { type: int, default: 0 }")))
        XCTAssertEqual(scope.changedTables, ["product"])
        XCTAssertEqual(scope.scratch.tables.map(\.name), ["product"])
    }

    func testADroppedAndANewTableAreBothInTheScope() throws {
        let old = try shop(version: 1)
        var new = old
        new.tables.removeAll { $0.name == "customer" }
        new.tables[new.tables.firstIndex { $0.name == "purchase" }!].foreignKeys.removeAll { $0.referencedTable == "customer" }
        new.tables.append(Table(name: "extra", columns: [Column(name: "id", type: .integer, declaredType: "bigint", isNotNull: true)], primaryKey: ["id"]))
        let scope = try XCTUnwrap(PostgresVerificationScope(from: old, to: new))
        XCTAssertEqual(scope.changedTables, ["customer", "extra", "purchase"])
    }

    func testSchemasWithViewsAreLeftToTheWholeComparison() throws {
        let old = try shop(version: 1)
        var new = old
        new.views = [View(name: "names", sql: "CREATE VIEW \"names\" AS SELECT \"name\" FROM \"product\"")]
        XCTAssertNil(PostgresVerificationScope(from: old, to: new))
        XCTAssertNil(PostgresVerificationScope(from: new, to: new))
    }
}
