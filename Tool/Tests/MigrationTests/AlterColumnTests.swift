import GRDB
import ModelKit
import SQLiteDriver
import SchemaCore
import XCTest

@testable import Migration

/// Attribute definitions changed: type, optionality, default, enumeration values, min/max.
/// SQLite has no ALTER COLUMN, so each is a rebuild whose mapping converts the values.
final class AlterColumnTests: PlanTestCase {
    func testLosslessTypeChangeFromIntToStringConvertsEveryValue() throws {
        let v1 = try model(version: 1, entity("Item", ["id: int", "code: int", "note: string?"]))
        let v2 = try model(version: 2, entity("Item", ["id: int", "code: string", "note: string?"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["rebuildTable"])
        XCTAssertEqual(plan.safety, .safe)
        XCTAssertEqual(rebuilds(plan).first?.mapping["code"], "CAST(\"code\" AS TEXT)")

        let queue = try database(SQLiteSchemaCompiler.compile(v1), """
            INSERT INTO item (id, code, note) VALUES (1, 9223372036854775807, 'ünï'), (2, -9223372036854775808, NULL), (3, 0, '');
            """)
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT code, typeof(code), note FROM item ORDER BY id"), [
            ["9223372036854775807".databaseValue, "text".databaseValue, "ünï".databaseValue],
            ["-9223372036854775808".databaseValue, "text".databaseValue, .null],
            ["0".databaseValue, "text".databaseValue, "".databaseValue],
        ])
    }

    /// An `int16` made an `int32` (Brave's `Favicon.height`) holds every value its old
    /// CHECK let in: the rebuild is safe and counts nothing, as PostgreSQL's change is;
    /// made an `int16` again, the narrower range is counted.
    /// Found on MediaWiki's SQLite schema, which declares its text columns BLOB: a BLOB
    /// column keeps each value as given, and its text converts to TEXT as it is. Every
    /// row was counted as changing.
    func testDataToStringCountsOnlyTheValuesOfAnotherStorageClass() throws {
        let v1 = try model(version: 1, entity("Page", ["id: int", "title: data"], extra: ["strict: false"]))
        let v2 = try model(version: 2, entity("Page", ["id: int", "title: string"], extra: ["strict: false"]))
        let plan = plan(v1, v2)
        let mixed = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO page VALUES (1, 'Main Page'), (2, X'00FF'), (3, 42);", name: "mixed.sqlite")
        XCTAssertEqual(try preflightCounts(plan, on: mixed), [1], "the integer becomes text; the text and the bytes stay as they are")

        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO page VALUES (1, 'Main Page'), (2, 'Help:Contents');")
        XCTAssertEqual(try preflightCounts(plan, on: queue), [0])
        try migrate(queue, with: plan)
        XCTAssertEqual(try rows(queue, "SELECT title, typeof(title) FROM page ORDER BY id"), [
            ["Main Page".databaseValue, "text".databaseValue], ["Help:Contents".databaseValue, "text".databaseValue],
        ])
    }

    func testWideningAnIntegerCountsNothingAndNarrowingItCounts() throws {
        let v1 = try model(version: 1, entity("Icon", ["id: int", "height: int16"]))
        let v2 = try model(version: 2, entity("Icon", ["id: int", "height: int32"]))
        let widening = plan(v1, v2)
        XCTAssertEqual(kinds(widening), ["rebuildTable"])
        XCTAssertEqual(widening.safety, .safe)
        XCTAssertEqual(widening.steps[0].checks, [])
        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO icon (id, height) VALUES (1, 32767), (2, -32768);")
        try migrate(queue, with: widening)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))

        let narrowing = plan(v2, v1)
        XCTAssertEqual(narrowing.safety, .dataDependent)
        try queue.write { try $0.execute(sql: "INSERT INTO icon (id, height) VALUES (3, 40000)") }
        XCTAssertEqual(try preflightCounts(narrowing, on: queue), [1])
    }

    /// A looser `maxLength:`, `min:` or `max:` holds every value the old bound let in
    /// (pagila's `title` from 50 to 100 characters, on PostgreSQL a row count and a
    /// `VALIDATE` scan for nothing): the change is safe and counts nothing; tightened
    /// again, the tighter bound is counted.
    func testALooserBoundCountsNothingAndATighterOneCounts() throws {
        let v1 = try model(version: 1, entity("Film", ["id: int", "title: { type: string, maxLength: 50 }", "rate: { type: int, min: 0, max: 10 }"]))
        let v2 = try model(version: 2, entity("Film", ["id: int", "title: { type: string, maxLength: 100 }", "rate: { type: int, min: -10, max: 10 }"]))
        let loosening = plan(v1, v2)
        XCTAssertEqual(loosening.safety, .safe)
        XCTAssertEqual(loosening.steps.flatMap(\.checks), [])
        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO film (id, title, rate) VALUES (1, 'Academy Dinosaur', 0);")
        try migrate(queue, with: loosening)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))

        let tightening = plan(v2, v1)
        XCTAssertEqual(tightening.safety, .dataDependent)
        try queue.write { try $0.execute(sql: "INSERT INTO film (id, title, rate) VALUES (2, '\(String(repeating: "x", count: 60))', -5)") }
        XCTAssertEqual(try preflightCounts(tightening, on: queue), [1, 1])
    }

    func testNarrowingTypeFromStringToIntCountsTheValuesThatWouldNotSurvive() throws {
        let v1 = try model(version: 1, entity("Item", ["id: int", "code: string?"]))
        let v2 = try model(version: 2, entity("Item", ["id: int", "code: int?"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(plan.safety, .dataDependent)

        let queue = try database(SQLiteSchemaCompiler.compile(v1), """
            INSERT INTO item (id, code) VALUES (1, '12'), (2, 'abc'), (3, ''), (4, NULL), (5, '-9223372036854775808');
            """)
        XCTAssertEqual(try preflightCounts(plan, on: queue), [2], "'abc' and '' are not integers")
        XCTAssertThrowsError(try migrate(queue, with: plan))
        XCTAssertEqual(try rows(queue, "SELECT code FROM item WHERE id = 2"), [["abc".databaseValue]], "nothing changed")

        try queue.write { try $0.execute(sql: "DELETE FROM item WHERE id IN (2, 3)") }
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT code, typeof(code) FROM item ORDER BY id"), [
            [12.databaseValue, "integer".databaseValue], [.null, "null".databaseValue],
            [Int64.min.databaseValue, "integer".databaseValue],
        ])
    }

    func testRealToIntCountsFractions() throws {
        let v1 = try model(version: 1, entity("Item", ["id: int", "weight: double"]))
        let v2 = try model(version: 2, entity("Item", ["id: int", "weight: int"]))
        let plan = plan(v1, v2)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO item VALUES (1, 2.0), (2, 2.5), (3, -0.0);")
        XCTAssertEqual(try preflightCounts(plan, on: queue), [1])
    }

    func testIntToDoubleCountsIntegersBeyondDoublePrecisionIncludingTheMinimum() throws {
        let v1 = try model(version: 1, entity("Item", ["id: int", "count: int?"]))
        let v2 = try model(version: 2, entity("Item", ["id: int", "count: double?"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(plan.safety, .dataDependent)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), """
            INSERT INTO item VALUES (1, 9007199254740992), (2, 9223372036854775807), (3, -9223372036854775808), (4, NULL), (5, -3);
            """)
        XCTAssertEqual(try preflightCounts(plan, on: queue), [2])
        try queue.write { try $0.execute(sql: "DELETE FROM item WHERE id IN (2, 3)") }
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT count FROM item ORDER BY id"), [[(9007199254740992.0).databaseValue], [.null], [(-3.0).databaseValue]])
    }

    func testOptionalToRequiredWithDefaultFillsNulls() throws {
        let v1 = try model(version: 1, entity("Item", ["id: int", "status: string?"]))
        let v2 = try model(version: 2, entity("Item", ["id: int", "status: { type: string, default: new }"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(plan.safety, .safe, "the default fills the NULLs")

        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO item VALUES (1, NULL), (2, 'old'), (3, '');")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT status FROM item ORDER BY id"), [["new".databaseValue], ["old".databaseValue], ["".databaseValue]])
    }

    func testOptionalToRequiredWithoutDefaultCountsTheNullRows() throws {
        let v1 = try model(version: 1, entity("Item", ["id: int", "status: string?"]))
        let v2 = try model(version: 2, entity("Item", ["id: int", "status: string"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(plan.safety, .dataDependent)
        XCTAssertEqual(plan.steps[0].checks.map(\.description), [#"rows of "item" where "status" IS NULL must be 0"#])

        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO item VALUES (1, NULL), (2, 'old'), (3, NULL);")
        XCTAssertEqual(try preflightCounts(plan, on: queue), [2])
        XCTAssertThrowsError(try migrate(queue, with: plan))
        try queue.write { try $0.execute(sql: "UPDATE item SET status = 'x' WHERE status IS NULL") }
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
    }

    func testRequiredToOptionalKeepsEveryValue() throws {
        let v1 = try model(version: 1, entity("Item", ["id: int", "status: string"]))
        let v2 = try model(version: 2, entity("Item", ["id: int", "status: string?"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(plan.safety, .safe)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO item VALUES (1, 'a'), (2, '');")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, "SELECT status FROM item ORDER BY id"), [["a".databaseValue], ["".databaseValue]])
    }

    func testChangingDefaultKeepsStoredValuesAndAppliesToNewRows() throws {
        let v1 = try model(version: 1, entity("Item", ["id: int", "level: { type: int, default: 1 }"]))
        let v2 = try model(version: 2, entity("Item", ["id: int", "level: { type: int, default: 5 }"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(plan.safety, .safe)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO item (id) VALUES (1);")
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        try queue.write { try $0.execute(sql: "INSERT INTO item (id) VALUES (2)") }
        XCTAssertEqual(try rows(queue, "SELECT level FROM item ORDER BY id"), [[1.databaseValue], [5.databaseValue]])
    }

    func testAddingAnEnumValueChecksRowsAndFindsNone() throws {
        let v1 = try model(version: 1, entity("Item", ["id: int", "state: { type: string, values: [on, off] }"]))
        let v2 = try model(version: 2, entity("Item", ["id: int", "state: { type: string, values: [on, off, broken] }"]))
        let plan = plan(v1, v2)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO item VALUES (1, 'on'), (2, 'off');")
        XCTAssertEqual(try preflightCounts(plan, on: queue), [0])
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        try queue.write { try $0.execute(sql: "INSERT INTO item VALUES (3, 'broken')") }
    }

    func testRemovingAnEnumValueCountsTheRowsStillUsingIt() throws {
        let v1 = try model(version: 1, entity("Item", ["id: int", "state: { type: string, values: [on, off, broken] }"]))
        let v2 = try model(version: 2, entity("Item", ["id: int", "state: { type: string, values: [on, off] }"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(plan.safety, .dataDependent)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO item VALUES (1, 'on'), (2, 'broken'), (3, 'broken');")
        XCTAssertEqual(try preflightCounts(plan, on: queue), [2])
        XCTAssertThrowsError(try migrate(queue, with: plan))
        XCTAssertEqual(try rows(queue, "SELECT count(*) FROM item"), [[3.databaseValue]])
    }

    func testTighterMinimumCountsViolationsAndLooserMaximumPasses() throws {
        let v1 = try model(version: 1, entity("Item", ["id: int", "size: { type: int, min: 0, max: 10 }"]))
        let v2 = try model(version: 2, entity("Item", ["id: int", "size: { type: int, min: 3, max: 100 }"]))
        let plan = plan(v1, v2)
        XCTAssertEqual(plan.safety, .dataDependent)
        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO item VALUES (1, 0), (2, 3), (3, 10);")
        XCTAssertEqual(try preflightCounts(plan, on: queue).reduce(0, +), 1)
        try queue.write { try $0.execute(sql: "DELETE FROM item WHERE size < 3") }
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        try queue.write { try $0.execute(sql: "INSERT INTO item VALUES (4, 99)") }
        XCTAssertEqual(try rows(queue, "SELECT size FROM item ORDER BY id"), [[3.databaseValue], [10.databaseValue], [99.databaseValue]])
    }
}
