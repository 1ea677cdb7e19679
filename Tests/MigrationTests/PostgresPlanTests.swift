import Migration
import ModelKit
import ModelcTestSupport
import SQLiteSchema
import XCTest

/// PostgreSQL plans: the same steps as SQLite's, rendered as native statements, each
/// with its lock impact.
final class PostgresPlanTests: XCTestCase {
    private let dialect = PostgresDialect()

    /// The PostgreSQL plan between two versions of a bundled model, annotated.
    static func bundledPlan(_ name: String, from old: Int, to new: Int) throws -> Plan {
        let folder = Repository.root.appendingPathComponent("models/\(name)").path
        return PostgresDialect().annotated(Plan(
            from: try DiffSide.model("\(folder)@\(old)", dialect: .postgres),
            to: try DiffSide.model("\(folder)@\(new)", dialect: .postgres)))
    }

    func testLibraryOneToTwoRendersNativeStatementsWithLockImpact() throws {
        let plan = try Self.bundledPlan("Library", from: 1, to: 2)
        assertSnapshot(of: dialect.render(plan), named: "Library-1-2-sql")
        assertSnapshot(of: try plan.jsonString(), named: "Library-1-2-json")
    }

    func testStarWarsTwoToThreeChangesAColumnTypeInPlace() throws {
        let plan = try Self.bundledPlan("StarWars", from: 2, to: 3)
        assertSnapshot(of: dialect.render(plan), named: "StarWars-2-3-sql")
        assertSnapshot(of: plan.text, named: "StarWars-2-3-text")
    }

    func testEachStepKindHasTheLockImpactPostgresDocuments() {
        let column = Column(name: "note", type: .text, declaredType: "text")
        let checked = Column(name: "age", type: .integer, declaredType: "bigint", isNotNull: true, defaultSQL: "0", checks: ["\"age\" >= 0"])
        let key = ForeignKey(columns: ["owner_id"], referencedTable: "person", referencedColumns: ["id"])
        var required = column
        required.isNotNull = true
        var wider = checked
        wider.declaredType = "numeric"
        let operations: [(Step.Operation, LockImpact)] = [
            (.createTable(Table(name: "t", columns: [column])), LockImpact(lock: .none, work: .none)),
            (.createTable(Table(name: "t", columns: [column], foreignKeys: [key])), LockImpact(lock: .shareRowExclusive, work: .none)),
            (.dropTable(name: "t"), LockImpact(lock: .accessExclusive, work: .none)),
            (.renameTable(from: "a", to: "b"), LockImpact(lock: .accessExclusive, work: .none)),
            (.addColumn(table: "t", column: column, foreignKey: nil), LockImpact(lock: .accessExclusive, work: .none)),
            (.addColumn(table: "t", column: checked, foreignKey: nil), LockImpact(lock: .accessExclusive, work: .scan)),
            (.addColumn(table: "t", column: Column(name: "u", type: .text, declaredType: "uuid", defaultSQL: "gen_random_uuid()"), foreignKey: nil),
             LockImpact(lock: .accessExclusive, work: .rewrite)),
            (.addColumn(table: "t", column: Column(name: "owner_id", type: .integer), foreignKey: key), LockImpact(lock: .accessExclusive, work: .scan)),
            (.dropColumn(table: "t", column: "note"), LockImpact(lock: .accessExclusive, work: .none)),
            (.renameColumn(table: "t", from: "a", to: "b"), LockImpact(lock: .accessExclusive, work: .none)),
            (.alterColumn(table: "t", column: "note", before: column, after: required), LockImpact(lock: .accessExclusive, work: .scan)),
            (.alterColumn(table: "t", column: "note", before: required, after: column), LockImpact(lock: .accessExclusive, work: .none)),
            (.alterColumn(table: "t", column: "age", before: checked, after: wider), LockImpact(lock: .accessExclusive, work: .rewrite)),
            (.createIndex(table: "t", index: Index(name: "i", columns: ["note"])), LockImpact(lock: .share, work: .scan)),
            (.dropIndex(table: "t", name: "i"), LockImpact(lock: .accessExclusive, work: .none)),
            (.createView(View(name: "v", sql: "CREATE VIEW \"v\" AS SELECT 1")), LockImpact(lock: .none, work: .none)),
            (.sql("UPDATE t SET note = 'x'"), LockImpact(lock: .unknown, work: .unknown)),
        ]
        for (operation, expected) in operations {
            XCTAssertEqual(dialect.lockImpact(of: Step(operation, safety: .safe, reason: "")), expected, "\(operation)")
        }
    }

    func testWhatEachLockBlocks() {
        XCTAssertEqual(LockImpact.Mode.allCases.map { "\($0.rawValue): \($0.blocks.rawValue)" }, [
            "none: nothing", "rowExclusive: nothing", "shareUpdateExclusive: nothing", "share: writes",
            "shareRowExclusive: writes", "accessExclusive: readsAndWrites", "unknown: readsAndWrites",
        ])
    }

    func testSQLitePlansCarryNoLockImpact() throws {
        let folder = Repository.root.appendingPathComponent("models/Library").path
        let plan = Plan(from: try DiffSide.model("\(folder)@1"), to: try DiffSide.model("\(folder)@2"))
        XCTAssertEqual(plan.steps.compactMap(\.lockImpact), [])
        XCTAssertEqual(try plan.jsonString().components(separatedBy: "lockImpact").count, 1, "no lockImpact key in SQLite plan JSON")
    }

    func testAPostgresPlanReadsBackFromItsJSON() throws {
        let plan = try Self.bundledPlan("Library", from: 1, to: 2)
        XCTAssertEqual(try Plan.decode(json: plan.jsonData()), plan)
    }
}
