import GRDB
import ModelKit
import SQLiteDriver
import SchemaCore
import XCTest

@testable import Migration

/// Rename hints come only from `renamedFrom` (or, with the old model at hand, from a
/// changed `table:`/`column:` of the same entity or attribute); nothing is guessed.
final class RenameHintsTests: PlanTestCase {
    func testHintsFollowRenamedFromOnEntitiesAttributesAndRelationships() throws {
        let v1 = try model(version: 1, entity("Human", ["id: int", "mail: string"]) + entity("Dog", ["id: int"], relationships: ["owner: { to: Human, optional: true }"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "email: { type: string, renamedFrom: mail }"], extra: ["renamedFrom: Human"])
                           + entity("Dog", ["id: int"], relationships: ["master: { to: Person, optional: true, renamedFrom: owner }"]))
        let hints = RenameHints(from: v1, to: v2)
        XCTAssertEqual(hints.tables, ["person": "human"])
        XCTAssertEqual(hints.columns["person"], ["email": "mail"])
        XCTAssertEqual(hints.columns["dog"]?["master_id"], "owner_id")
    }

    func testARenamedToOneToACompositeKeyRenamesEachOfItsColumns() throws {
        let line = "  Line:\n    primaryKey: [invoice, number]\n    attributes:\n      invoice: int\n      number: int\n"
        let v1 = try model(version: 1, line + entity("Shipment", ["id: int"], relationships: ["entry: { to: Line, optional: true }"]))
        let v2 = try model(version: 2, line + entity("Shipment", ["id: int"], relationships: ["item: { to: Line, optional: true, renamedFrom: entry }"]))
        XCTAssertEqual(RenameHints(from: v1, to: v2).columns["shipment"], ["item_invoice": "entry_invoice", "item_number": "entry_number"])
        XCTAssertEqual(kinds(plan(v1, v2)), ["dropIndex", "renameColumn", "renameColumn", "createIndex"], "renamed, not dropped and added")
    }

    func testAChangedTableOverrideOfTheSameEntityIsARename() throws {
        let v1 = try model(version: 1, entity("Person", ["id: int", "name: string"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "name: { type: string, column: full_name }"], extra: ["table: people"]))
        let hints = RenameHints(from: v1, to: v2)
        XCTAssertEqual(hints.tables, ["people": "person"])
        XCTAssertEqual(hints.columns["people"], ["full_name": "name"])
    }

    func testWithoutTheOldModelOnlyExplicitHintsCount() throws {
        let v2 = try model(version: 2, entity("Person", ["id: int", "name: { type: string, column: full_name }", "email: { type: string, renamedFrom: mail }"], extra: ["table: people"]))
        let hints = RenameHints(from: nil, to: v2)
        XCTAssertEqual(hints.tables, [:], "an overridden table name is not a rename by itself")
        XCTAssertEqual(hints.columns, ["people": ["email": "mail"]])
    }

    func testNoHintNoRename() throws {
        let v1 = try model(version: 1, entity("Human", ["id: int"]))
        let v2 = try model(version: 2, entity("Person", ["id: int"]))
        XCTAssertTrue(RenameHints(from: v1, to: v2).isEmpty)
    }

    /// An adopted model's integer column made a relationship (Northwind's
    /// `Product.CategoryId`): `renamedFrom` names the attribute, whose column becomes the
    /// key column, its values kept, and the warning that the hint names nothing is gone
    /// (it ended "version 1 has ", an empty list). The other way round, an attribute
    /// takes over a to-one's key column.
    func testAToOneRenamedFromAnAttributeTakesOverItsColumnAndTheOtherWayRound() throws {
        let category = entity("Category", ["id: int", "name: string"], relationships: ["products: { to: Product, toMany: true, inverse: category }"])
        let v1 = try model(version: 1, entity("Category", ["id: int", "name: string"]) + entity("Product", ["id: int", "catRef: { type: int, optional: true }"]))
        let v2 = try model(version: 2, category
                           + entity("Product", ["id: int"], relationships: ["category: { to: Category, optional: true, inverse: products, renamedFrom: catRef }"]))
        XCTAssertEqual(RenameHints(from: v1, to: v2).columns["product"], ["category_id": "cat_ref"])
        XCTAssertEqual(validate(ModelVersions(name: "App", versions: [v1, v2], folder: "f")).map(\.message), [])
        let up = plan(v1, v2)
        XCTAssertFalse(up.steps.contains { $0.safety == .destructive }, up.text(from: "1", to: "2"))
        let queue = try database(SQLiteSchemaCompiler.compile(v1), "INSERT INTO category VALUES (1, 'tea'), (2, 'cake'); INSERT INTO product VALUES (10, 2), (11, NULL);")
        try migrate(queue, with: up)
        XCTAssertEqual(try queue.read { try Row.fetchAll($0, sql: "SELECT id, category_id FROM product ORDER BY id").map { [$0[0] as Int64?, $0[1] as Int64?] } },
                       [[10, 2], [11, nil]], "the values are the links")

        let v3 = try model(version: 3, entity("Category", ["id: int", "name: string"])
                           + entity("Product", ["id: int", "catRef: { type: int, optional: true, renamedFrom: category }"]))
        XCTAssertEqual(RenameHints(from: v2, to: v3).columns["product"], ["cat_ref": "category_id"])
        XCTAssertEqual(validate(ModelVersions(name: "App", versions: [v2, v3], folder: "f")).map(\.message), [])

        // A hint that names nothing at all says so without an empty list.
        let v4 = try model(version: 2, entity("Category", ["id: int", "name: string"])
                           + entity("Product", ["id: int"], relationships: ["category: { to: Category, optional: true, renamedFrom: nothing }"]))
        let lonely = try model(version: 1, entity("Category", ["id: int", "name: string"]) + entity("Product", ["id: int"]))
        let warnings = validate(ModelVersions(name: "App", versions: [lonely, v4], folder: "f")).map { $0.hint ?? "" }
        XCTAssertEqual(warnings.count, 1)
        XCTAssertFalse(warnings.contains { $0.hasSuffix("has ") }, "\(warnings)")
    }

    /// An int column made a relationship to an entity the same version adds (the murder
    /// mystery's `event_id` and a new `Event`): the new table is empty when the check runs,
    /// and no migration before this one can fill it, so the hint says how to split it.
    func testAReferenceToATableTheSameVersionCreatesSaysToAddTheEntityFirst() throws {
        let v1 = try model(version: 1, entity("Checkin", ["id: int", "eventId: { type: int, optional: true }"]))
        let v2 = try model(version: 2, entity("Event", ["id: int"], relationships: ["checkins: { to: Checkin, toMany: true, inverse: event }"])
                           + entity("Checkin", ["id: int"], relationships: ["event: { to: Event, optional: true, inverse: checkins, renamedFrom: eventId }"]))
        let check = try XCTUnwrap(plan(v1, v2).steps.flatMap(\.checks).first { $0.description.contains("has no row in") })
        XCTAssertEqual(check.hint, #""event" is new in this version, so every row holding a reference is counted: add its entity in a version of its own first, "#
                       + "fill it in a hand-written migration after that version's, and make the reference in the version after; or clear the references")
    }
}
