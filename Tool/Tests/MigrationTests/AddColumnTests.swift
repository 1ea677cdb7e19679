import GRDB
import ModelKit
import SQLiteDriver
import SchemaCore
import XCTest

@testable import Migration

/// Attributes added: optional, required with a default, required without one.
final class AddColumnTests: PlanTestCase {
    let person = ["id: int", "name: string"]
    let fill = """
        INSERT INTO "person" ("id", "name") VALUES (1, 'Ada'), (9223372036854775807, 'Zoë 🐘'), (-9223372036854775808, '');
        """

    /// Plans adding `attribute` to `Person`, checks that it is one safe `ADD COLUMN`, and
    /// applies it to a filled database, which then has the new schema.
    func migrateAddingNatively(_ attribute: String, file: StaticString = #filePath, line: UInt = #line) throws -> DatabaseQueue {
        let v1 = try model(version: 1, entity("Person", person))
        let v2 = try model(version: 2, entity("Person", person + [attribute]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["addColumn"], file: file, line: line)
        XCTAssertEqual(plan.safety, .safe, file: file, line: line)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill)
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        return queue
    }

    func testAddingOptionalAttributeUsesNativeAddColumn() throws {
        let queue = try migrateAddingNatively("nickname: string?")
        XCTAssertEqual(
            try rows(queue, "SELECT id, name, nickname FROM person ORDER BY id"),
            [[Int64.min.databaseValue, "".databaseValue, .null],
             [1.databaseValue, "Ada".databaseValue, .null],
             [Int64.max.databaseValue, "Zoë 🐘".databaseValue, .null]])
    }

    func testAddingRequiredAttributeWithDefaultFillsExistingRowsNatively() throws {
        let queue = try migrateAddingNatively("age: { type: int, default: 7, min: 0 }")
        XCTAssertEqual(try rows(queue, "SELECT DISTINCT age FROM person"), [[7.databaseValue]])
        XCTAssertThrowsError(
            try queue.write { try $0.execute(sql: "INSERT INTO person (id, name, age) VALUES (2, 'x', -1)") },
            "the new CHECK (min: 0) is enforced")
    }

    func testAddingRequiredAttributeWithoutDefaultCountsTheRowsThatBlockIt() throws {
        let v1 = try model(version: 1, entity("Person", person))
        let v2 = try model(version: 2, entity("Person", person + ["email: string"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["rebuildTable"], "ADD COLUMN cannot add NOT NULL without a default")
        XCTAssertEqual(plan.safety, .dataDependent)

        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill)
        XCTAssertEqual(try preflightCounts(plan, on: queue), [3])
        XCTAssertThrowsError(try migrate(queue, with: plan)) { error in
            XCTAssertEqual("\(error)", #"step 1: "person" must be empty: the new NOT NULL column "email" has no default to fill its rows with (found 3)"#)
        }
        XCTAssertEqual(try rows(queue, "SELECT count(*) FROM person"), [[3.databaseValue]], "the refused plan changed nothing")

        let empty = try database(SQLiteSchemaCompiler.compile(v1), name: "empty.sqlite")
        try migrate(empty, with: plan)
        try assertSchema(empty, equals: SQLiteSchemaCompiler.compile(v2))
    }

    func testWithoutColumnOrderDriftAnAttributeBeforeForeignKeyColumnsRebuildsToKeepColumnOrder() throws {
        let owner = ["owner: { to: Person, optional: true }"]
        let v1 = try model(version: 1, entity("Person", person) + entity("Dog", ["id: int", "name: string"], relationships: owner))
        let v2 = try model(version: 2, entity("Person", person) + entity("Dog", ["id: int", "name: string", "color: string?"], relationships: owner))
        let plan = diff(from: SQLiteSchemaCompiler.compile(v1), to: SQLiteSchemaCompiler.compile(v2), hints: RenameHints(from: v1, to: v2), options: [])
        XCTAssertEqual(kinds(plan), ["rebuildTable"])
        XCTAssertEqual(plan.safety, .safe)

        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill + """
            INSERT INTO dog (id, name, owner_id) VALUES (1, 'Rex', 1), (2, 'Ghost', NULL);
            """)
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(
            try rows(queue, "SELECT id, name, color, owner_id FROM dog ORDER BY id"),
            [[1.databaseValue, "Rex".databaseValue, .null, 1.databaseValue],
             [2.databaseValue, "Ghost".databaseValue, .null, .null]])
    }

    func testByDefaultAnAttributeBeforeForeignKeysIsAppendedNatively() throws {
        let owner = ["owner: { to: Person, optional: true }"]
        let v1 = try model(version: 1, entity("Person", person) + entity("Dog", ["id: int", "name: string"], relationships: owner))
        let v2 = try model(version: 2, entity("Person", person) + entity("Dog", ["id: int", "name: string", "color: string?"], relationships: owner))
        let target = SQLiteSchemaCompiler.compile(v2)
        let plan = diff(from: SQLiteSchemaCompiler.compile(v1), to: target, hints: RenameHints(from: v1, to: v2))
        XCTAssertEqual(kinds(plan), ["addColumn"])

        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill + "INSERT INTO dog (id, name, owner_id) VALUES (1, 'Rex', 1);")
        try migrate(queue, with: plan)
        let live = try queue.read { try SchemaIntrospector.introspect($0) }
        XCTAssertNotEqual(live.normalized(), target.normalized(), "the column order differs from a fresh compile")
        XCTAssertEqual(live.normalized(.ignoreColumnOrder), target.normalized(.ignoreColumnOrder))
        XCTAssertTrue(diff(from: live, to: target).isEmpty)
        XCTAssertEqual(kinds(diff(from: live, to: target, options: [])), ["rebuildTable"], "without the option the order is restored")
        XCTAssertEqual(try rows(queue, "SELECT id, name, owner_id, color FROM dog"),
                       [[1.databaseValue, "Rex".databaseValue, 1.databaseValue, .null]])
    }
}
