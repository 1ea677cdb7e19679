import GRDB
import ModelKit
import SQLiteDriver
import SchemaCore
import XCTest

@testable import Migration

/// Relationships added, removed, renamed and reshaped: to-one ↔ to-many, delete rules,
/// one-to-many ↔ many-to-many, join tables, ordering.
final class RelationshipChangeTests: PlanTestCase {
    let personFill = "INSERT INTO person (id, name) VALUES (1, 'Ada'), (2, 'Zoë 🐘'), (3, '');"

    /// Artsy's Folio model: `Location.artworks` had no inverse (the import added
    /// `Artwork.artworksOfLocation`), and the next version gives it `Artwork.locations`.
    /// The join table is renamed after its new owner side; each key column keeps the
    /// entity it references. The plan had paired them by the relationships' names and
    /// swapped them: location 1's artworks 2 and 3 became artwork 1's locations 2 and 3.
    func testAManyToManyWhoseInverseIsRenamedKeepsEachKeyColumnOnItsEntity() throws {
        let location = entity("Location", ["id: int"], relationships: ["artworks: { to: Artwork, toMany: true, inverse: artworksOfLocation }"])
        let v1 = try model(version: 1, entity("Artwork", ["id: int"], relationships: ["artworksOfLocation: { to: Location, toMany: true, inverse: artworks }"]) + location)
        let v2 = try model(version: 2, entity("Artwork", ["id: int"], relationships: ["locations: { to: Location, toMany: true, inverse: artworks }"])
            + location.replacingOccurrences(of: "inverse: artworksOfLocation", with: "inverse: locations"))
        let plan = plan(v1, v2)
        XCTAssertEqual(plan.safety, .safe)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), """
            INSERT INTO artwork (id) VALUES (1), (2), (3); INSERT INTO location (id) VALUES (1), (2), (3);
            INSERT INTO artwork_artworks_of_location (location_id, artwork_id) VALUES (1, 2), (1, 3);
            """)
        try migrate(queue, with: plan, target: SQLiteSchemaCompiler.compile(v2))
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT location_id, artwork_id FROM artwork_locations ORDER BY artwork_id"), [
            [1.databaseValue, 2.databaseValue], [1.databaseValue, 3.databaseValue],
        ])
    }

    func testAddingAnOptionalToOneAddsItsForeignKeyColumnNatively() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "name: string"]) + entity("Dog", ["id: int", "name: string"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "name: string"]) + entity("Dog", ["id: int", "name: string"], relationships: ["owner: { to: Person, optional: true }"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["addColumn", "createIndex"])
        XCTAssertEqual(plan.safety, .safe)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), personFill + "INSERT INTO dog VALUES (1, 'Rex');")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertThrowsError(try queue.write { try $0.execute(sql: "UPDATE dog SET owner_id = 42") }, "the foreign key is enforced")
        try queue.write { try $0.execute(sql: "UPDATE dog SET owner_id = 2") }
    }

    func testChangingTheDeleteRuleRebuildsTheChildAndKeepsItsRows() throws {
        func models(_ rule: String) -> String {
            entity("Person", ["id: int", "name: string"], relationships: ["dogs: { to: Dog, toMany: true, inverse: owner, deleteRule: \(rule) }"])
                + entity("Dog", ["id: int"], relationships: ["owner: { to: Person, inverse: dogs, optional: true }"])
        }
        let v1 = try model(version: 1, models("nullify"))
        let v2 = try model(version: 2, models("cascade"))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["rebuildTable"])
        XCTAssertEqual(plan.steps[0].table, "dog")
        let queue = try database(SQLiteSchemaCompiler.compile(v1), personFill + "INSERT INTO dog VALUES (1, 1), (2, 1), (3, NULL), (4, 2);")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT id, owner_id FROM dog ORDER BY id"),
                       [[1, 1], [2, 1], [3, nil], [4, 2]].map { $0.map { $0.databaseValue } })
        try queue.write { try $0.execute(sql: "DELETE FROM person WHERE id = 1") }
        XCTAssertEqual(try rows(queue, "SELECT id FROM dog ORDER BY id"), [[3.databaseValue], [4.databaseValue]], "the new rule cascades")
    }

    func testToOneBecomingToManyMovesTheForeignKeyToTheOtherTable() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "name: string"], relationships: ["dog: { to: Dog, optional: true }"]) + entity("Dog", ["id: int"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "name: string"], relationships: ["dogs: { to: Dog, toMany: true, inverse: owner }"])
                           + entity("Dog", ["id: int"], relationships: ["owner: { to: Person, inverse: dogs, optional: true }"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(plan.safety, .destructive, "person.dog_id is dropped: moving the links is a hand-written data step")
        XCTAssertEqual(Set(plan.steps.compactMap(\.table)), ["person", "dog"])
        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO dog VALUES (1), (2);" + personFill)
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT count(*) FROM person"), [[3.databaseValue]])
        XCTAssertEqual(try rows(queue, "SELECT count(*) FROM dog WHERE owner_id IS NULL"), [[2.databaseValue]])

        let back = self.plan(v2, v1)
        XCTAssertEqual(back.safety, .destructive, "to-many back to to-one drops dog.owner_id")
        try queue.write { try $0.execute(sql: "UPDATE dog SET owner_id = 1 WHERE id = 2") }
        try migrate(queue, with: back)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v1))
        XCTAssertEqual(try rows(queue, "SELECT id, name, dog_id FROM person ORDER BY id"),
                       [[1.databaseValue, "Ada".databaseValue, .null], [2.databaseValue, "Zoë 🐘".databaseValue, .null], [3.databaseValue, "".databaseValue, .null]])
    }

    func testOneToManyBecomingManyToManyCreatesTheJoinTable() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "name: string"], relationships: ["dogs: { to: Dog, toMany: true, inverse: owner }"])
                           + entity("Dog", ["id: int"], relationships: ["owner: { to: Person, inverse: dogs, optional: true }"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "name: string"], relationships: ["dogs: { to: Dog, toMany: true, inverse: owners }"])
                           + entity("Dog", ["id: int"], relationships: ["owners: { to: Person, toMany: true, inverse: dogs }"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["createTable", "rebuildTable", "createIndex"])
        XCTAssertEqual(plan.safety, .destructive)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), personFill + "INSERT INTO dog VALUES (1, 1), (2, NULL);")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT id FROM dog ORDER BY id"), [[1.databaseValue], [2.databaseValue]])

        let back = self.plan(v2, v1)
        try migrate(queue, with: back)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v1))
    }

    let film = ["id: int", "title: string"]

    func testRenamingAManyToManyRelationshipRenamesTheJoinTableAndKeepsItsRows() throws {
        let v1 = try model(version: 1, entity("Film", film, relationships: ["cast: { to: Person, toMany: true, inverse: films }"])
                           + entity("Person", ["id: int", "name: string"], relationships: ["films: { to: Film, toMany: true, inverse: cast }"]))
        let v2 = try model(version: 2, entity("Film", film, relationships: ["characters: { to: Person, toMany: true, inverse: films, renamedFrom: cast }"])
                           + entity("Person", ["id: int", "name: string"], relationships: ["films: { to: Film, toMany: true, inverse: characters }"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["dropIndex", "renameTable", "createIndex"], "the join table is renamed, not dropped")
        let queue = try database(SQLiteSchemaCompiler.compile(v1), personFill + "INSERT INTO film VALUES (10, 'A New Hope'); INSERT INTO film_cast VALUES (10, 1), (10, 2);")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT film_id, person_id FROM film_characters ORDER BY person_id"),
                       [[10.databaseValue, 1.databaseValue], [10.databaseValue, 2.databaseValue]])
    }

    func testRenamingAnEntityRenamesItsJoinTableColumns() throws {
        let v1 = try model(version: 1, entity("Film", film, relationships: ["characters: { to: Person, toMany: true, inverse: films }"])
                           + entity("Person", ["id: int", "name: string"], relationships: ["films: { to: Film, toMany: true, inverse: characters }"]))
        let v2 = try model(version: 2, entity("Film", film, relationships: ["characters: { to: Character, toMany: true, inverse: films }"])
                           + entity("Character", ["id: int", "name: string"], relationships: ["films: { to: Film, toMany: true, inverse: characters }"], extra: ["renamedFrom: Person"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["renameTable", "renameTable", "renameColumn", "rebuildTable"], "no table is dropped")
        XCTAssertEqual(plan.safety, .safe)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), personFill + "INSERT INTO film VALUES (10, 'A New Hope'); INSERT INTO film_characters VALUES (10, 3);")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT film_id, character_id FROM character_films"), [[10.databaseValue, 3.databaseValue]],
                       "the join table's owner is now (Character, films), which sorts first")
        XCTAssertEqual(try rows(queue, "SELECT name FROM character WHERE id = 3"), [["".databaseValue]])
    }

    func testTogglingOrderedOnAToManyAddsAndDropsThePositionColumn() throws {
        func models(ordered: Bool) -> String {
            entity("Person", ["id: int", "name: string"], relationships: ["dogs: { to: Dog, toMany: true, inverse: owner, ordered: \(ordered) }"])
                + entity("Dog", ["id: int"], relationships: ["owner: { to: Person, inverse: dogs, optional: true }"])
        }
        let v1 = try model(version: 1, models(ordered: false))
        let v2 = try model(version: 2, models(ordered: true))
        let on = plan(v1, v2)
        XCTAssertEqual(kinds(on), ["addColumn"], "the position column is appended natively")
        let queue = try database(SQLiteSchemaCompiler.compile(v1), personFill + "INSERT INTO dog VALUES (1, 1), (2, NULL);")
        try migrate(queue, with: on)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))

        let off = plan(v2, v1)
        XCTAssertEqual(kinds(off), ["dropColumn"])
        XCTAssertEqual(off.safety, .destructive)
        try migrate(queue, with: off)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v1))
        XCTAssertEqual(try rows(queue, "SELECT id, owner_id FROM dog ORDER BY id"), [[1.databaseValue, 1.databaseValue], [2.databaseValue, .null]])
    }

    func testTogglingOrderedOnAManyToManyRebuildsTheJoinTable() throws {
        func models(ordered: Bool) -> String {
            entity("Film", film, relationships: ["characters: { to: Person, toMany: true, inverse: films, ordered: \(ordered) }"])
                + entity("Person", ["id: int", "name: string"], relationships: ["films: { to: Film, toMany: true, inverse: characters }"])
        }
        let v1 = try model(version: 1, models(ordered: false))
        let v2 = try model(version: 2, models(ordered: true))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["rebuildTable"])
        XCTAssertEqual(plan.safety, .dataDependent, "position is NOT NULL without a default")
        let empty = try database(SQLiteSchemaCompiler.compile(v1), personFill)
        try migrate(empty, with: plan)
        try assertSchema(empty, equals: SQLiteSchemaCompiler.compile(v2))

        let filled = try database(SQLiteSchemaCompiler.compile(v1), personFill + "INSERT INTO film VALUES (1, 'x'); INSERT INTO film_characters VALUES (1, 1);", name: "filled.sqlite")
        XCTAssertEqual(try preflightCounts(plan, on: filled), [1])
    }
}
