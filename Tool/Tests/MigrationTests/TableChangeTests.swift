import GRDB
import ModelKit
import SQLiteDriver
import SchemaCore
import XCTest

@testable import Migration

/// Entities added, removed and renamed.
final class TableChangeTests: PlanTestCase {
    let person = ["id: int", "name: { type: string, indexed: true }"]
    let fill = "INSERT INTO person (id, name) VALUES (1, 'Ada'), (2, 'Zoë 🐘'), (3, '');"

    func testAddedEntityCreatesItsTableAndIndexes() throws {
        let v1 = try model(version: 1, entity("Person", person))
        let v2 = try model(version: 2, entity("Person", person) + entity("Planet", ["id: int", "name: { type: string, unique: true }"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["createTable", "createIndex"])
        XCTAssertEqual(plan.safety, .safe)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill)
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT count(*) FROM person"), [[3.databaseValue]])
    }

    /// A table the old version left to the database (`unmanaged:`) that the new one
    /// describes may be there already: it is created unless it is, and one that is keeps
    /// its rows (the migration failed "table … already exists"). The checks after the
    /// migration compare it with the model, as any table.
    func testATableTheOldVersionLeftUnmanagedIsCreatedOnlyWhenMissing() throws {
        let planet = entity("Planet", ["id: int", "name: { type: string, unique: true }"])
        var v1 = try model(version: 1, entity("Person", person))
        v1.unmanaged = ["planet"]
        let v2 = try model(version: 2, entity("Person", person) + planet)
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["createTable", "createIndex"])
        XCTAssertEqual(plan.steps.first?.reason, #""planet" was unmanaged: created unless the database holds it, which it keeps with its rows (it must then be as the model says)"#)
        let sql = dialect.render(plan)
        XCTAssertTrue(sql.contains(#"CREATE TABLE IF NOT EXISTS "planet""#) && sql.contains(#"CREATE UNIQUE INDEX IF NOT EXISTS "#), sql)
        XCTAssertEqual(try Plan.decode(json: plan.jsonData()), plan, "ifNotExists is in the plan's JSON")

        let v2Schema = SQLiteSchemaCompiler.compile(v2)
        let held = try database(SQLiteSchemaCompiler.compile(v1), fill + SQLiteDialect().render(Schema(tables: [v2Schema.table(named: "planet")!])) + "INSERT INTO planet VALUES (1, 'Earth');")
        try migrate(held, with: plan)
        try assertSchema(held, equals: v2Schema)
        XCTAssertEqual(try rows(held, "SELECT name FROM planet"), [["Earth".databaseValue]], "kept with its rows")
        let missing = try database(SQLiteSchemaCompiler.compile(v1), fill, name: "missing.sqlite")
        try migrate(missing, with: plan)
        try assertSchema(missing, equals: v2Schema)
    }

    func testRemovedEntityDropsItsTableAsADestructiveStep() throws {
        let v1 = try model(version: 1, entity("Person", person) + entity("Planet", ["id: int"]))
        let v2 = try model(version: 2, entity("Person", person))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["dropTable"])
        XCTAssertEqual(plan.safety, .destructive)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill + "INSERT INTO planet VALUES (1);")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT count(*) FROM person"), [[3.databaseValue]])
    }

    func testRenamedEntityRenamesItsTableAndKeepsRowsAndChildForeignKeys() throws {
        let dog = entity("Dog", ["id: int"], relationships: ["owner: { to: Human, optional: true }"])
        let v1 = try model(version: 1, entity("Human", person) + dog)
        let v2 = try model(version: 2, entity("Person", person, extra: ["renamedFrom: Human"]) + dog.replacingOccurrences(of: "to: Human", with: "to: Person"))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["dropIndex", "renameTable", "createIndex"], "only the index named after the table is recreated")
        XCTAssertEqual(plan.safety, .safe)

        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill.replacingOccurrences(of: "person", with: "human")
            + "INSERT INTO dog (id, owner_id) VALUES (1, 1), (2, NULL), (3, 3);")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT id, name FROM person ORDER BY id"),
                       [[1.databaseValue, "Ada".databaseValue], [2.databaseValue, "Zoë 🐘".databaseValue], [3.databaseValue, "".databaseValue]])
        XCTAssertEqual(try rows(queue, "SELECT owner_id FROM dog ORDER BY id"), [[1.databaseValue], [.null], [3.databaseValue]])
    }

    func testEntityRemovedAndAnotherAddedWithoutHintIsADropPlusACreate() throws {
        let v1 = try model(version: 1, entity("Human", person))
        let v2 = try model(version: 2, entity("Person", person))
        let plan = plan(v1, v2)
        XCTAssertEqual(Set(kinds(plan)), ["dropTable", "createTable", "createIndex"])
        XCTAssertEqual(plan.safety, .destructive)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill.replacingOccurrences(of: "person", with: "human"))
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
    }

    func testSwappedTableNamesGoThroughTemporaryNames() throws {
        let v1 = try model(version: 1, entity("Cat", ["id: int", "meow: string?"]) + entity("Dog", ["id: int", "bark: string?"]))
        let v2 = try model(version: 2, entity("Cat", ["id: int", "bark: string?"], extra: ["renamedFrom: Dog"]) + entity("Dog", ["id: int", "meow: string?"], extra: ["renamedFrom: Cat"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["renameTable", "renameTable", "renameTable", "renameTable"])
        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO cat VALUES (1, 'm'); INSERT INTO dog VALUES (2, 'w');")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT id, bark FROM cat"), [[2.databaseValue, "w".databaseValue]])
    }

    func testDroppingATableDropsTheViewsNamingItSoLaterRenamesSucceed() throws {
        let v1 = try model(version: 1, entity("Person", person) + entity("Planet", ["id: int"]))
        let v2 = try model(version: 2, entity("Human", person, extra: ["renamedFrom: Person"]))
        var old = SQLiteSchemaCompiler.compile(v1)
        old.views = [View(name: "planets", sql: "CREATE VIEW \"planets\" AS SELECT count(*) AS \"n\" FROM \"planet\"")]
        let plan = diff(from: old, to: SQLiteSchemaCompiler.compile(v2), hints: RenameHints(from: v1, to: v2))
        XCTAssertEqual(kinds(plan), ["dropView", "dropIndex", "dropTable", "renameTable", "createIndex"])
        let queue = try database(old, fill + "INSERT INTO planet VALUES (1);")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))

        var unmanaged = SQLiteSchemaCompiler.compile(v2)
        unmanaged.unmanaged = ["planets"]
        let keeping = diff(from: old, to: unmanaged, hints: RenameHints(from: v1, to: v2))
        XCTAssertEqual(kinds(keeping), ["dropIndex", "dropTable", "renameTable", "createIndex"])
        XCTAssertEqual(keeping.steps[1].operation, .dropTable(name: "planet", views: ["planets"]),
                       "even an unmanaged view goes with the table it names: it could only fail, and would block later renames")
        let control = try database(old, fill + "INSERT INTO planet VALUES (1);", name: "unmanaged.sqlite")
        try migrate(control, with: keeping)
        try assertSchema(control, equals: unmanaged)
    }
}
