import ModelKit
import XCTest

@testable import Migration

/// The planner never guesses a rename, but `migrate make` says when a drop and an add
/// look like one (`RenameSuggestion`): only when each is the other's one candidate.
final class RenameSuggestionTests: PlanTestCase {
    private func suggestions(_ v1: Model, _ v2: Model) -> [String] {
        RenameSuggestion.between(v1, v2).map { "\($0.kind.rawValue) \($0.entity): \($0.oldName) -> \($0.newName)" }
    }

    func testADroppedAndAnAddedColumnOfTheSameTypeAreSuggestedAtTheNewAttribute() throws {
        let v1 = try model(version: 1, entity("Item", ["id: int", "name: string", "cost: double?"]))
        let v2 = try model(version: 2, entity("Item", ["id: int", "name: string", "price: double?"]))
        XCTAssertEqual(suggestions(v1, v2), ["attribute Item: cost -> price"])
        let diagnostic = try XCTUnwrap(RenameSuggestion.between(v1, v2).first?.diagnostic)
        XCTAssertEqual(diagnostic.severity, .warning)
        XCTAssertEqual(diagnostic.location.line, 8, "the line of `price:` in the new file")
        XCTAssertEqual(diagnostic.hint, "if `price` is `cost` renamed, add `renamedFrom: cost` to it and make the migration again with --regenerate")
    }

    func testNothingIsSuggestedWhenTheRenameIsStatedOrTheColumnIsKept() throws {
        let v1 = try model(version: 1, entity("Item", ["id: int", "cost: double?"]))
        XCTAssertEqual(suggestions(v1, try model(version: 2, entity("Item", ["id: int", "price: { type: double, optional: true, renamedFrom: cost }"]))), [])
        XCTAssertEqual(suggestions(v1, try model(version: 2, entity("Item", ["id: int", "price: { type: double, optional: true, column: cost }"]))), [],
                       "the column stays: the plan drops nothing")
        XCTAssertEqual(suggestions(v1, try model(version: 2, entity("Item", ["id: int", "cost: double?", "price: double?"]))), [])
    }

    /// A to-one made a plain attribute on its column keeps the column: the attribute is
    /// not new, and a dropped column of its type is not its old name (employee.db's
    /// `DeptEmp.deptNo`, where the advice would have dropped `dept_no` for `to_date`).
    func testAnAttributeKeptOnARelationshipsColumnIsNotSuggested() throws {
        let v1 = try model(version: 1, entity("Dept", ["code: { type: string, primaryKey: true }"], relationships: ["members: { to: Member, toMany: true, inverse: dept, deleteRule: cascade }"])
            + entity("Member", ["id: int", "note: string"], relationships: ["dept: { to: Dept, inverse: members, column: dept_code }"]))
        let v2 = try model(version: 2, entity("Member", ["id: int", "dept: { type: string, column: dept_code }"]))
        XCTAssertEqual(suggestions(v1, v2), [])
    }

    func testAmbiguousOrDifferentlyTypedPairsAreNotSuggested() throws {
        let v1 = try model(version: 1, entity("Item", ["id: int", "a: string", "b: string", "n: int"]))
        let v2 = try model(version: 2, entity("Item", ["id: int", "c: string", "d: double"]))
        XCTAssertEqual(suggestions(v1, v2), [], "two dropped strings for one new one, and no dropped double")
    }

    func testAnEntityWithTheSameAttributesUnderANewNameIsSuggested() throws {
        let v1 = try model(version: 1, entity("Item", ["id: int", "name: string"]) + entity("Tag", ["id: int", "label: string"]))
        let v2 = try model(version: 2, entity("Product", ["id: int", "name: string"]) + entity("Tag", ["id: int", "label: string"]))
        XCTAssertEqual(suggestions(v1, v2), ["entity Product: Item -> Product"])
        let stated = try model(version: 2, entity("Product", ["id: int", "name: string"], extra: ["renamedFrom: Item"]) + entity("Tag", ["id: int", "label: string"]))
        XCTAssertEqual(suggestions(v1, stated), [])
    }
}
