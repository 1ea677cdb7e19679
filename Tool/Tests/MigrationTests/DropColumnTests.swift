import GRDB
import ModelKit
import SQLiteDriver
import SchemaCore
import XCTest

@testable import Migration

/// Attributes and relationships removed.
final class DropColumnTests: PlanTestCase {
    let fill = """
        INSERT INTO person (id, name, nickname) VALUES (1, 'Ada', NULL), (2, 'Zoë 🐘', ''), (3, '', 'x');
        """

    func testDroppingAttributeIsADestructiveNativeDropColumn() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "name: string", "nickname: string?"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "name: string"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["dropColumn"])
        XCTAssertEqual(plan.safety, .destructive)

        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill)
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT id, name FROM person ORDER BY id"),
                       [[1.databaseValue, "Ada".databaseValue], [2.databaseValue, "Zoë 🐘".databaseValue], [3.databaseValue, "".databaseValue]])
    }

    func testDroppingIndexedAttributeDropsItsIndexFirstWithoutRebuilding() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "name: string", "nickname: { type: string, optional: true, unique: true }"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "name: string"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["dropIndex", "dropColumn"])

        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill)
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT count(*) FROM person"), [[3.databaseValue]])
    }

    func testDroppingToOneRelationshipRebuildsBecauseItsColumnIsInAForeignKey() throws {
        let person = entity("Person", ["id: int", "name: string", "nickname: string?"])
        let v1 = try model(version: 1, person + entity("Dog", ["id: int", "name: string"], relationships: ["owner: { to: Person, optional: true }"]))
        let v2 = try model(version: 2, person + entity("Dog", ["id: int", "name: string"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["rebuildTable"])
        XCTAssertEqual(plan.safety, .destructive)
        XCTAssertEqual(rebuilds(plan).first?.changes.map(\.kind), ["dropColumn"])

        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill + "INSERT INTO dog (id, name, owner_id) VALUES (7, 'Rex', 1), (8, 'Ghost', NULL);")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT id, name FROM dog ORDER BY id"),
                       [[7.databaseValue, "Rex".databaseValue], [8.databaseValue, "Ghost".databaseValue]])
        XCTAssertEqual(try rows(queue, "SELECT count(*) FROM person"), [[3.databaseValue]])
    }
}
