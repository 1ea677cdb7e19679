import GRDB
import ModelKit
import SQLiteDriver
import SchemaCore
import XCTest

@testable import Migration

/// Attributes and relationships renamed, with and without a `renamedFrom` hint.
final class RenameColumnTests: PlanTestCase {
    let fill = """
        INSERT INTO person (id, mail, name) VALUES (1, 'ada@example.com', 'Ada'), (2, 'zoë@例え.jp', ''), (3, '', 'x');
        """

    func testRenamedAttributeCarriesItsDataWithANativeRename() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "mail: { type: string, unique: true }", "name: string"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "email: { type: string, unique: true, renamedFrom: mail }", "name: string"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["dropIndex", "renameColumn", "createIndex"], "the unique index is renamed, the table is not rebuilt")
        XCTAssertEqual(plan.safety, .safe, "recreating an index with the same columns cannot fail")

        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill)
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT id, email, name FROM person ORDER BY id"), [
            [1.databaseValue, "ada@example.com".databaseValue, "Ada".databaseValue],
            [2.databaseValue, "zoë@例え.jp".databaseValue, "".databaseValue],
            [3.databaseValue, "".databaseValue, "x".databaseValue],
        ])
    }

    func testVanishedAndNewAttributeWithoutHintIsADropPlusAnAdd() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "mail: string?", "name: string"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "name: string", "email: string?"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["dropColumn", "addColumn"], "no rename is guessed")
        XCTAssertEqual(plan.safety, .destructive)

        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill)
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT count(*) FROM person WHERE email IS NULL"), [[3.databaseValue]])
    }

    func testRenamedRelationshipRenamesItsForeignKeyColumn() throws {
        let person = entity("Person", ["id: int", "mail: string", "name: string"], relationships: ["dogs: { to: Dog, toMany: true, inverse: owner }"])
        let v1 = try model(version: 1, person.replacingOccurrences(of: "inverse: owner", with: "inverse: owner") + entity("Dog", ["id: int"], relationships: ["owner: { to: Person, inverse: dogs, optional: true }"]))
        let v2 = try model(version: 2, person.replacingOccurrences(of: "inverse: owner", with: "inverse: master") + entity("Dog", ["id: int"], relationships: ["master: { to: Person, inverse: dogs, optional: true, renamedFrom: owner }"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["dropIndex", "renameColumn", "createIndex"])
        XCTAssertEqual(plan.safety, .safe)

        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill + "INSERT INTO dog (id, owner_id) VALUES (1, 1), (2, NULL), (3, 2);")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT id, master_id FROM dog ORDER BY id"),
                       [[1.databaseValue, 1.databaseValue], [2.databaseValue, .null], [3.databaseValue, 2.databaseValue]])
        XCTAssertThrowsError(try queue.write { try $0.execute(sql: "INSERT INTO dog (id, master_id) VALUES (9, 99)") },
                             "the renamed column still references person")
    }

    func testSwappedColumnNamesRebuildAndKeepEachValueWithItsAttribute() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "mail: string", "name: string"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "name: { type: string, renamedFrom: mail }", "mail: { type: string, renamedFrom: name }"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["rebuildTable"])
        XCTAssertEqual(rebuilds(plan).first?.mapping, ["id": "\"id\"", "name": "\"mail\"", "mail": "\"name\""])

        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill)
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT name, mail FROM person WHERE id = 1"), [["ada@example.com".databaseValue, "Ada".databaseValue]])
    }
}
