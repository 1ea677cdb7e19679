import ModelKit
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
}
