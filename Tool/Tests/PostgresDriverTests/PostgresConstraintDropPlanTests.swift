import Migration
import ModelcTestSupport
import PostgresDriver
import SchemaCore
import XCTest

/// When PostgreSQL's plan drops a constraint in place (`dropConstraint`) and when it
/// leaves the table to the rebuild, which takes every constraint off and puts back the
/// ones the new table has.
final class PostgresConstraintDropPlanTests: ModelcTestCase {
    private let dialect = PostgresDialect()
    private let id = Column(name: "id", type: .integer, declaredType: "bigint", isNotNull: true)
    private let email = Column(name: "email", type: .text, declaredType: "text", isNotNull: true)

    private func plan(_ old: [Table], _ new: [Table]) -> Plan {
        dialect.plan(from: DiffSide(schema: Schema(tables: old), model: nil, label: "old"),
                     to: DiffSide(schema: Schema(tables: new), model: nil, label: "new"))
    }

    private var account: Table {
        var table = Table(name: "account", columns: [id, email], primaryKey: ["id"])
        table.indexes = [Index(name: "account_email_key", columns: ["email"], isUnique: true, isUniqueConstraint: true)]
        return table
    }

    private var login: Table {
        Table(name: "login", columns: [id, Column(name: "account_email", type: .text, declaredType: "text")], primaryKey: ["id"],
              foreignKeys: [ForeignKey(columns: ["account_email"], referencedTable: "account", referencedColumns: ["email"])])
    }

    func testAnUnreferencedUniqueConstraintIsDroppedInPlaceAndSafe() throws {
        var loose = account
        loose.indexes = []
        let plan = plan([account], [loose])
        XCTAssertEqual(plan.steps.map(\.kind), ["dropConstraint"])
        let step = try XCTUnwrap(plan.steps.first)
        XCTAssertEqual(step.safety, .safe)
        XCTAssertEqual(step.lockImpact, LockImpact(lock: .accessExclusive, work: .none))
        XCTAssertTrue(step.checks.isEmpty)
        XCTAssertTrue(dialect.render(plan).contains("DROP CONSTRAINT"))
    }

    func testAUniqueConstraintAForeignKeyReferencesIsLeftToTheRebuild() {
        var loose = account
        loose.indexes = []
        var unlinked = login
        unlinked.foreignKeys = []
        // The key goes in the same version, from another table: dropping the constraint
        // first would fail on the server ("other objects depend on it").
        XCTAssertTrue(plan([account, login], [loose, unlinked]).steps.contains { $0.kind == "rebuildTable" })
    }

    func testAForeignKeyToATableTheVersionDropsIsLeftToTheTableDrop() {
        var unlinked = login
        unlinked.foreignKeys = []
        let kinds = plan([account, login], [unlinked]).steps.map(\.kind)
        XCTAssertFalse(kinds.contains("dropConstraint"), "\(kinds)")
        XCTAssertTrue(kinds.contains("dropTable"), "\(kinds)")
    }

    func testACheckWithTheServersNameIsLeftToTheRebuildAndANamedOneIsDropped() {
        var checked = account
        checked.checks = ["length(email) > 3"]
        let plain = plan([checked], [account]).steps.map(\.kind)
        XCTAssertEqual(plain, ["rebuildTable"])
        checked.checkNames = ["length(email) > 3": "email_long"]
        let named = plan([checked], [account])
        XCTAssertEqual(named.steps.map(\.kind), ["dropConstraint"])
        XCTAssertEqual(dialect.render(named).split(separator: "\n").filter { !$0.hasPrefix("--") && !$0.isEmpty },
                       [#"ALTER TABLE "account" DROP CONSTRAINT "email_long";"#])
    }

    /// SQLite has no DROP CONSTRAINT: the same change rebuilds the table there.
    func testSQLitePlansTheSameChangeAsARebuild() {
        var loose = account
        loose.indexes = []
        let sqlite = diff(from: Schema(tables: [account]), to: Schema(tables: [loose]))
        XCTAssertEqual(sqlite.steps.map(\.kind), ["rebuildTable"])
    }
}
