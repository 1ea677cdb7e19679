import GRDB
import ModelKit
import SQLiteDriver
import SchemaCore
import XCTest

@testable import Migration

/// A to-one relationship pointed at another entity keeps its column's name but not its
/// meaning: its values are keys of the old target's rows. ArtsyFolio's `Show.cover`, from
/// `Artwork` to `Image` between two versions, had every show's cover become whichever
/// image had its artwork's number, in a step classed data-dependent that `migrate test`
/// passed.
final class RetargetedRelationshipTests: PlanTestCase {
    let artwork = ["id: int", "title: string?"]
    let image = ["id: int", "url: string?"]
    let fill = """
        INSERT INTO "artwork" ("id", "title") VALUES (1, 'Sunflowers'), (2, 'Water Lilies');
        INSERT INTO "image" ("id", "url") VALUES (1, 'a.png'), (2, 'b.png');
        INSERT INTO "show" ("id", "name", "cover_id") VALUES (10, 'Spring', 1), (11, 'Summer', 2), (12, 'Autumn', NULL);
        """

    func show(coverTo target: String) -> String {
        entity("Show", ["id: int", "name: string?"], relationships: ["cover: { to: \(target), optional: true }"])
    }

    func testARelationshipPointedAtAnotherEntityDropsItsValuesAsADestructiveStep() throws {
        let v1 = try model(version: 1, entity("Artwork", artwork) + entity("Image", image) + show(coverTo: "Artwork"))
        let v2 = try model(version: 2, entity("Artwork", artwork) + entity("Image", image) + show(coverTo: "Image"))
        let plan = plan(v1, v2)
        XCTAssertEqual(kinds(plan), ["rebuildTable"])
        XCTAssertEqual(plan.safety, .destructive)
        XCTAssertEqual(plan.steps[0].rowsAtStake?.description, #"rows of "show" holding a value in "cover_id""#)
        XCTAssertEqual(plan.steps[0].checks, [], "a key over a column that starts empty has no rows to check")
        let queue = try database(SQLiteSchemaCompiler.compile(v1), fill)
        XCTAssertEqual(try queue.read { try Int.fetchOne($0, sql: plan.steps[0].rowsAtStake!.sql) }, 2)
        try migrate(queue, with: plan)
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(v2))
        XCTAssertEqual(try rows(queue, #"SELECT "id", "cover_id" FROM "show" ORDER BY "id""#),
                       [[10.databaseValue, .null], [11.databaseValue, .null], [12.databaseValue, .null]], "no show's cover is an unrelated image")
    }

    func testATargetRenamedWithAHintIsTheSameTargetAndKeepsTheValues() throws {
        let v1 = try model(version: 1, entity("Artwork", artwork) + show(coverTo: "Artwork"))
        let v2 = try model(version: 2, entity("Picture", artwork, extra: ["renamedFrom: Artwork"]) + show(coverTo: "Picture"))
        let plan = plan(v1, v2)
        XCTAssertNotEqual(plan.safety, .destructive, "\(kinds(plan))")
        let queue = try database(SQLiteSchemaCompiler.compile(v1), """
            INSERT INTO "artwork" ("id", "title") VALUES (1, 'Sunflowers');
            INSERT INTO "show" ("id", "name", "cover_id") VALUES (10, 'Spring', 1);
            """)
        try migrate(queue, with: plan)
        XCTAssertEqual(try rows(queue, #"SELECT "id", "cover_id" FROM "show""#), [[10.databaseValue, 1.databaseValue]])
    }

    func testAColumnGainingItsFirstForeignKeyKeepsItsValuesAndIsChecked() throws {
        let v1 = try model(version: 1, entity("Image", image) + entity("Show", ["id: int", "name: string?", "coverID: { type: int, optional: true, column: cover_id }"]))
        let v2 = try model(version: 2, entity("Image", image) + show(coverTo: "Image"))
        let plan = plan(v1, v2)
        XCTAssertEqual(plan.safety, .dataDependent)
        XCTAssertEqual(plan.steps.flatMap(\.checks).map(\.description), [#"rows of "show" whose ("cover_id") has no row in "image" must be 0"#])
        let queue = try database(SQLiteSchemaCompiler.compile(v1), """
            INSERT INTO "image" ("id", "url") VALUES (1, 'a.png');
            INSERT INTO "show" ("id", "name", "cover_id") VALUES (10, 'Spring', 1);
            """)
        try migrate(queue, with: plan)
        XCTAssertEqual(try rows(queue, #"SELECT "id", "cover_id" FROM "show""#), [[10.databaseValue, 1.databaseValue]])
    }
}
