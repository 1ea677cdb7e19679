import Migration
import ModelKit
import SQLiteDriver
import SchemaCore
import XCTest

@testable import Migration

/// The diff on hand-built schemas: what is and is not a change, and step order.
final class SchemaDiffTests: PlanTestCase {
    func person(_ columns: [Column], indexes: [Index] = []) -> Schema {
        Schema(tables: [SchemaCore.Table(name: "person", columns: [Column(name: "id", type: .integer, isNotNull: true)] + columns,
                                           primaryKey: ["id"], indexes: indexes)])
    }

    func testEqualSchemasGiveAnEmptyPlan() {
        let schema = person([Column(name: "age", type: .integer, checks: ["\"age\" >= 0"])])
        XCTAssertTrue(diff(from: schema, to: schema).isEmpty)
    }

    func testSpacingParenthesesAndTypeCaseAreNotChanges() {
        let written = person([Column(name: "age", type: .integer, declaredType: "integer", defaultSQL: "( 0 )",
                                     checks: ["(\"age\"   >=  0)"], collation: "binary")],
                             indexes: [Index(name: "i", columns: ["age"], condition: "(\"age\" > 1)")])
        let compiled = person([Column(name: "age", type: .integer, defaultSQL: "0", checks: ["\"age\" >= 0"])],
                              indexes: [Index(name: "i", columns: ["age"], condition: "\"age\" > 1")])
        XCTAssertEqual(diff(from: written, to: compiled).steps.map(\.kind), [])
    }

    func testAChangedCheckIsAChange() {
        let old = person([Column(name: "age", type: .integer, checks: ["\"age\" >= 0"])])
        let new = person([Column(name: "age", type: .integer, checks: ["\"age\" >= 1"])])
        XCTAssertEqual(diff(from: old, to: new).steps.map(\.kind), ["rebuildTable"])
    }

    func testTheDiffLeavesChecksAsValuesAndSQLitesPlannerWritesThem() {
        let old = person([Column(name: "code", type: .text), Column(name: "note", type: .text)])
        let new = person([Column(name: "code", type: .integer)])
        let raw = diff(from: old, to: new)
        let rawChecks = raw.steps.flatMap { $0.checks + [$0.rowsAtStake].compactMap { $0 } }
        XCTAssertFalse(rawChecks.isEmpty, "a narrowing type change is counted, a dropped column's values are at stake")
        XCTAssertTrue(rawChecks.allSatisfy { !$0.isWritten && $0.condition != nil }, "the diff writes no dialect's SQL")

        let written = SQLiteDialectDriver().plan(from: DiffSide(schema: old, model: nil, label: "old"), to: DiffSide(schema: new, model: nil, label: "new"), choices: .default)
        let checks = written.steps.flatMap { $0.checks + [$0.rowsAtStake].compactMap { $0 } }
        XCTAssertEqual(checks.map(\.description), rawChecks.map(\.description))
        XCTAssertEqual(checks.map(\.sql), rawChecks.map { dialect.written($0.condition!).count })
        XCTAssertEqual(written.steps.compactMap(\.rowsAtStake?.sql), [#"SELECT count(*) FROM "person" WHERE "note" IS NOT NULL"#])
        XCTAssertEqual(written.steps.compactMap(\.rowsAtStake).map(\.samples), [nil], "a count says all about rows at stake")
        XCTAssertEqual(written.steps.flatMap(\.checks).compactMap(\.samples).count, written.steps.flatMap(\.checks).count, "a check shows its rows")
        XCTAssertEqual(written.writingChecks({ _ in nil }, remedies: { _ in "" }), written, "a written check keeps its text")
    }

    func testStepsRunInDependencyOrder() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "name: { type: string, indexed: true }", "nick: string?"]) + entity("Old", ["id: int"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "name: string", "age: int?"], extra: ["indexes: [[age]]"]) + entity("New", ["id: int"]))
        XCTAssertEqual(kinds(plan(v1, v2)), ["dropIndex", "dropTable", "createTable", "dropColumn", "addColumn", "createIndex"])
    }

    func testHandWrittenSQLStepsRenderAsWritten() {
        let plan = Plan(steps: [Step(.sql("UPDATE \"person\" SET \"age\" = 0;\n"), safety: .safe, reason: "backfill")])
        XCTAssertEqual(dialect.render(plan), "-- step 1: sql [safe]\n-- backfill\nUPDATE \"person\" SET \"age\" = 0;\n")
    }

    func testRenderedSQLLeavesTransactionsAndForeignKeysToTheApplier() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "w: int"]) + entity("Dog", ["id: int"], relationships: ["owner: { to: Person, optional: true }"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "w: string"]) + entity("Dog", ["id: int", "n: string?"], relationships: ["owner: { to: Person }"]))
        let sql = dialect.render(plan(v1, v2)).uppercased()
        for forbidden in ["BEGIN", "COMMIT", "ROLLBACK", "PRAGMA FOREIGN_KEYS"] {
            XCTAssertFalse(sql.contains(forbidden), forbidden)
        }
    }

    func testAUniqueConstraintOfAnOlderDatabaseIsReplacedByARebuild() throws {
        let legacy = person([Column(name: "email", type: .text)], indexes: [Index(name: "sqlite_autoindex_person_1", columns: ["email"], isUnique: true)])
        let target = person([Column(name: "email", type: .text)], indexes: [Index(name: "uq_person_email", columns: ["email"], isUnique: true)])
        let plan = diff(from: legacy, to: target)
        XCTAssertEqual(plan.steps.map(\.kind), ["rebuildTable"], "an autoindex cannot be dropped")
        XCTAssertEqual(plan.safety, .safe, "the same columns were unique before")
        let queue = try database(legacy, "INSERT INTO person VALUES (1, 'a'), (2, NULL), (3, NULL);")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: target)
        XCTAssertTrue(diff(from: target, to: target).isEmpty)
        let back = diff(from: target, to: legacy)
        let restored = try database(target, "INSERT INTO person VALUES (1, 'a');", name: "back.sqlite")
        try migrate(restored, with: back)
        try assertSchema(restored, equals: legacy)
    }

    func testForeignKeyCheckScopeHoldsRebuiltTablesButNotReferrersOfKeysCopiedUnchanged() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "w: int"]) + entity("Dog", ["id: int"], relationships: ["owner: { to: Person, optional: true }"])
                           + entity("Cat", ["id: int"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "w: string"]) + entity("Dog", ["id: int"], relationships: ["owner: { to: Person, optional: true }"])
                           + entity("Cat", ["id: int", "name: string?"]))
        let target = SQLiteSchemaCompiler.compile(v2)
        XCTAssertEqual(plan(v1, v2).foreignKeyCheckScope(in: target), ["person"],
                       "every person row and its id reach the new table, so each dog's owner still exists")
        var handWritten = plan(v1, v2)
        handWritten.steps.append(Step(.sql("DELETE FROM person"), safety: .destructive, reason: "r"))
        XCTAssertNil(handWritten.foreignKeyCheckScope(in: target))
        XCTAssertEqual(Plan().foreignKeyCheckScope(in: target), [])
    }

    func testForeignKeyCheckScopeHoldsReferrersWhenTheRebuildChangesTheReferencedKey() throws {
        let dog = entity("Dog", ["id: int"], relationships: ["owner: { to: Person, optional: true }"])
        let v1 = try model(version: 1, entity("Person", ["id: int", "w: int"]) + dog)
        let v2 = try model(version: 2, entity("Person", ["id: { type: int, max: 1000 }", "w: int"]) + dog)
        let target = SQLiteSchemaCompiler.compile(v2)
        XCTAssertEqual(kinds(plan(v1, v2)), ["rebuildTable"])
        XCTAssertEqual(plan(v1, v2).foreignKeyCheckScope(in: target), ["dog", "person"], "the key's definition changed")
    }

    func testACarriedKeyIsAPlainColumnUnderAUniqueKey() throws {
        let table = Table(name: "t", columns: [Column(name: "id", type: .integer), Column(name: "code", type: .text)], primaryKey: ["id"])
        XCTAssertTrue(TableRebuild(table: table, mapping: ["id": #""old_id""#]).carriesUnchanged(["id"]), "a rename keeps the values")
        XCTAssertFalse(TableRebuild(table: table, mapping: ["id": #"CAST("id" AS INTEGER)"#]).carriesUnchanged(["id"]))
        XCTAssertFalse(TableRebuild(table: table, mapping: ["id": #""a" || "b""#]).carriesUnchanged(["id"]))
        XCTAssertFalse(TableRebuild(table: table, mapping: ["id": "0"]).carriesUnchanged(["id"]))
        XCTAssertFalse(TableRebuild(table: table, mapping: ["code": #""code""#]).carriesUnchanged(["code"]), "not unique in the new table")
        XCTAssertFalse(TableRebuild(table: table, mapping: [:]).carriesUnchanged([]), "the implicit key is not judged")
        let added = Step(.addColumn(table: "t", column: Column(name: "id", type: .integer), foreignKey: nil), safety: .safe, reason: "new")
        XCTAssertFalse(TableRebuild(table: table, mapping: ["id": #""x""#], changes: [added]).carriesUnchanged(["id"]),
                       "a new column's double-quoted default is not a copied column")
    }

    func testANameWithALineBreakCannotEscapeTheStepComment() throws {
        let odd = "odd\nDROP TABLE person; --"
        let plan = diff(from: Schema(), to: Schema(tables: [SchemaCore.Table(name: odd, columns: [Column(name: "id", type: .integer)])]))
        let queue = try database(person([]), "INSERT INTO person VALUES (1);")
        try migrate(queue, with: plan)
        XCTAssertEqual(try rows(queue, "SELECT count(*) FROM person"), [[1.databaseValue]])
        XCTAssertEqual(try rows(queue, "SELECT count(*) FROM sqlite_master WHERE name = '\(odd)'"), [[1.databaseValue]])
    }

    func testALegacyUntypedTableBecomesStrictCountingOnlyValuesThatCannotConvert() throws {
        let legacy = Schema(tables: [SchemaCore.Table(
            name: "person", columns: [Column(name: "id", type: .integer, isNotNull: true), Column(name: "age", type: .any, declaredType: "")],
            primaryKey: ["id"], isStrict: false)])
        let v2 = try model(version: 2, entity("Person", ["id: int", "age: int?"]))
        let plan = diff(from: legacy, to: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(plan.steps.map(\.kind), ["rebuildTable"])
        XCTAssertEqual(plan.safety, .dataDependent)
        let queue = try database(Schema(), """
            CREATE TABLE person (id INTEGER PRIMARY KEY NOT NULL, age);
            INSERT INTO person VALUES (1, 30), (2, '41'), (3, NULL), (4, 'old'), (5, 2.5);
            """)
        XCTAssertEqual(try preflightCounts(plan, on: queue), [2], "'old' and 2.5; the text '41' converts")
        try queue.write { try $0.execute(sql: "DELETE FROM person WHERE id IN (4, 5)") }
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT age, typeof(age) FROM person ORDER BY id"),
                       [[30.databaseValue, "integer".databaseValue], [41.databaseValue, "integer".databaseValue], [.null, "null".databaseValue]])
    }

    /// Text in an untyped column made a `double` is judged by its number, as in a TEXT
    /// column: `'2'` and `'1e5'` convert (their REAL's text, `2.0`, differs, and they
    /// were counted); text that is no number and a blob are counted.
    func testALegacyUntypedColumnMadeADoubleCountsOnlyTextThatIsNoNumber() throws {
        let legacy = Schema(tables: [SchemaCore.Table(
            name: "person", columns: [Column(name: "id", type: .integer, isNotNull: true), Column(name: "height", type: .any, declaredType: "")],
            primaryKey: ["id"], isStrict: false)])
        let v2 = try model(version: 2, entity("Person", ["id: int", "height: double?"]))
        let plan = diff(from: legacy, to: SQLiteSchemaCompiler.compile(v2))
        let queue = try database(Schema(), """
            CREATE TABLE person (id INTEGER PRIMARY KEY NOT NULL, height);
            INSERT INTO person VALUES (1, 2), (2, '2'), (3, '1e5'), (4, 1.75), (5, NULL), (6, 'tall'), (7, x'01');
            """)
        XCTAssertEqual(try preflightCounts(plan, on: queue), [2], "'tall' and the blob")
        try queue.write { try $0.execute(sql: "DELETE FROM person WHERE id IN (6, 7)") }
        try migrate(queue, with: plan)
        XCTAssertEqual(try rows(queue, "SELECT height FROM person ORDER BY id"),
                       [[(2.0).databaseValue], [(2.0).databaseValue], [(100000.0).databaseValue], [(1.75).databaseValue], [.null]])
    }
}
