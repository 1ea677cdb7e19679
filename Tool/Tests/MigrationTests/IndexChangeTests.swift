import GRDB
import ModelKit
import SQLiteDriver
import SchemaCore
import XCTest

@testable import Migration

/// Indexes and uniqueness added and removed, and primary keys changed.
final class IndexChangeTests: PlanTestCase {
    let fill = "INSERT INTO person (id, name, email) VALUES (1, 'Ada', 'a@x'), (2, 'Ada', 'b@x'), (3, 'Ada', NULL), (4, 'Bo', NULL);"

    func testAddingAnIndexNeverRebuilds() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "name: string", "email: string?"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "name: string", "email: string?"], extra: ["indexes: [[name, email]]"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["createIndex"])
        XCTAssertEqual(plan.safety, .safe)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill)
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
    }

    /// A second index over the columns of one the version keeps is new, not a
    /// replacement (Firefox's `moz_places_visitcount`: the plan said "replaces one with
    /// the same columns" while both stayed); one over the columns of an index the
    /// version drops replaces it.
    func testASecondIndexOverTheSameColumnsIsNotCalledAReplacement() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "name: { type: string, indexed: true }", "email: string?"]))
        let second = try model(version: 2, entity("Person", ["id: int", "name: { type: string, indexed: true }", "email: string?"],
                                                  extra: ["indexes: [{ name: ix_person_name, columns: [name] }]"]))
        XCTAssertEqual(plan(v1, second).steps.map(\.reason), [#"new index "ix_person_name", with the same columns as "idx_person_name", which stays"#])
        let renamed = try model(version: 2, entity("Person", ["id: int", "name: string", "email: string?"],
                                                   extra: ["indexes: [{ name: ix_person_name, columns: [name] }]"]))
        XCTAssertEqual(plan(v1, renamed).steps.map(\.reason).last, #"index "ix_person_name" replaces one with the same columns"#)
    }

    /// A new optional column is NULL in every existing row, and NULLs never repeat in a
    /// unique index: one over it cannot fail (Brave's new one-to-one `syncedDevice`),
    /// unless the column has a default, or the index counts NULLs alike.
    func testAUniqueIndexOverANewColumnOfNullsIsSafe() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "name: string", "email: string?"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "name: string", "email: string?", "badge: { type: string, optional: true, unique: true }"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["addColumn", "createIndex"])
        XCTAssertEqual(plan.safety, .safe)
        XCTAssertEqual(plan.steps[1].reason, #"new unique index "uq_person_badge" on a new column that existing rows leave NULL, which never repeats"#)
        XCTAssertEqual(plan.steps[1].checks, [])
        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill)
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))

        let defaulted = try model(version: 2, entity("Person", ["id: int", "name: string", "email: string?", "badge: { type: string, optional: true, unique: true, default: x }"]))
        XCTAssertEqual(self.plan(v1, defaulted).safety, .dataDependent, "every existing row gets the same default")
    }

    /// The same in a rebuild (here for a type change), and a new `int32` column whose
    /// default is inside its range: every row gets NULL or 0, which can break neither the
    /// unique index nor the range CHECK (iNaturalist's `Taxon.identifications`), so the
    /// rebuild counts nothing; nor for the rules a constant default meets.
    func testARebuildCountsNothingForNewColumnsEveryRowFillsAlike() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "name: string", "code: int"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "name: string", "code: string",
                                                         "badge: { type: string, optional: true, unique: true }",
                                                         "visits: { type: int32, default: 0 }"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["rebuildTable"])
        XCTAssertEqual(plan.steps[0].checks, [])
        XCTAssertEqual(plan.safety, .safe)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO person VALUES (1, 'Ada', 7), (2, 'Bo', 8);")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))

        // So do a bound, a list of values and a length the default meets (Chinook's new
        // `LoyaltyPoints` with `min:`/`max:`, in a rebuild for another change): the same
        // verdict as a native ADD COLUMN, which was safe where the rebuild counted rows.
        let ruled = try model(version: 2, entity("Person", ["id: int", "name: string", "code: string",
                                                            "score: { type: int, default: 5, min: 0, max: 10 }",
                                                            "status: { type: string, default: a, values: [a, b] }",
                                                            "tag: { type: string, default: \"it's\", maxLength: 4 }"]))
        XCTAssertEqual(self.plan(v1, ruled).steps[0].checks, [])
        XCTAssertEqual(self.plan(v1, ruled).safety, .safe)
        let custom = try model(version: 2, entity("Person", ["id: int", "name: string", "code: string", "score: { type: int, default: 5, check: \"score % 5 = 0\" }"]))
        XCTAssertEqual(self.plan(v1, custom).safety, .dataDependent, "a CHECK modelc does not read is still counted")
    }

    func testRemovingAnIndexNeverRebuilds() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "name: { type: string, indexed: true }", "email: string?"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "name: string", "email: string?"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["dropIndex"])
        XCTAssertEqual(plan.safety, .safe)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill)
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
    }

    func testAddingUniqueCountsTheDuplicateRows() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "name: string", "email: string?"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "name: { type: string, unique: true }", "email: { type: string, optional: true, unique: true }"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["createIndex", "createIndex"])
        XCTAssertEqual(plan.safety, .dataDependent)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill)
        XCTAssertEqual(try preflightCounts(plan, on: queue), [3, 0], "three rows share 'Ada'; NULL emails never collide")
        XCTAssertThrowsError(try migrate(queue, with: plan))
        try queue.write { try $0.execute(sql: "UPDATE person SET name = name || id") }
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
    }

    func testFillingNullsOfAUniqueColumnWithItsDefaultCountsTheCollisions() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "code: { type: string, optional: true, unique: true }"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "code: { type: string, unique: true, default: none }"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(plan.safety, .dataDependent, "the unique index existed, but the fill makes NULLs equal")
        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO person VALUES (1, NULL), (2, NULL), (3, 'a');")
        XCTAssertEqual(try preflightCounts(plan, on: queue), [2])
        XCTAssertThrowsError(try migrate(queue, with: plan))
        try queue.write { try $0.execute(sql: "UPDATE person SET code = 'b' WHERE id = 2") }
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT code FROM person ORDER BY id"), [["none".databaseValue], ["b".databaseValue], ["a".databaseValue]])
    }

    func testChangingOnlyTheDefaultOfAUniqueColumnNeedsNoDuplicateCheck() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "code: { type: string, unique: true, default: a }"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "code: { type: string, unique: true, default: b }"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["rebuildTable"])
        XCTAssertEqual(plan.safety, .safe)
        XCTAssertEqual(plan.steps[0].checks, [])
    }

    func testRemovingUniqueIsSafe() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "name: { type: string, unique: true }", "email: string?"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "name: string", "email: string?"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["dropIndex"])
        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO person VALUES (1, 'a', NULL);")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        try queue.write { try $0.execute(sql: "INSERT INTO person VALUES (2, 'a', NULL)") }
    }

    func testChangingThePrimaryKeyRebuildsAndCountsDuplicateKeys() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "name: string", "code: string"]))
        let v2 = try model(version: 2, entity("Person", ["ref: { type: int, renamedFrom: id }", "name: string", "code: { type: string, primaryKey: true }"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["renameColumn", "rebuildTable"])
        XCTAssertEqual(plan.safety, .dataDependent)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO person VALUES (1, 'Ada', 'A'), (2, 'Bo', 'A'), (3, 'Cy', 'C');")
        XCTAssertEqual(try preflightCounts(plan, on: queue), [2])
        XCTAssertThrowsError(try migrate(queue, with: plan))
        try queue.write { try $0.execute(sql: "UPDATE person SET code = 'B' WHERE id = 2") }
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT code, ref, name FROM person ORDER BY code"), [
            ["A".databaseValue, 1.databaseValue, "Ada".databaseValue],
            ["B".databaseValue, 2.databaseValue, "Bo".databaseValue],
            ["C".databaseValue, 3.databaseValue, "Cy".databaseValue],
        ])
    }
}
