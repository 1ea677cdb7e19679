import GRDB
import ModelKit
import SQLiteDriver
import SchemaCore
import XCTest

@testable import Migration

/// `renamedValues`: an enumeration value renamed between versions (a Core Data
/// sub-entity renamed, whose rows modelc's `entity` column names) keeps its rows: the
/// rebuild's copy rewrites the old value, so the new CHECK finds only values it lists.
final class ValueRenameTests: PlanTestCase {
    private var v1: String { entity("Car", ["id: int", "entity: { type: string, default: Car, values: [Car, SportCar, ExpensiveSportCar] }"]) }
    private var v2: String {
        entity("Car", ["id: int", "entity: { type: string, default: Car, values: [Car, SportCar, LuxuryCar], renamedValues: { LuxuryCar: ExpensiveSportCar } }"])
    }

    func testTheCopyRewritesTheRenamedValueAndTheNewCheckPasses() throws {
        let old = try model(version: 1, v1)
        let new = try model(version: 2, v2)
        let plan = plan(old, new)
        XCTAssertEqual(kinds(plan), ["rebuildTable"])
        guard case .rebuildTable(let rebuild) = plan.steps[0].operation else { return XCTFail("\(plan)") }
        XCTAssertEqual(rebuild.mapping["entity"], #"CASE "entity" WHEN 'ExpensiveSportCar' THEN 'LuxuryCar' ELSE "entity" END"#)
        XCTAssertEqual(rebuild.changes.map(\.kind), ["renameValues", "alterColumn"])
        XCTAssertEqual(rebuild.changes[0].reason, #"renamed values of "entity": 'ExpensiveSportCar' → 'LuxuryCar'"#)

        let queue = try database(SQLiteSchemaCompiler.compile(old), "INSERT INTO car (id, entity) VALUES (1, 'Car'), (2, 'ExpensiveSportCar'), (3, 'SportCar');")
        XCTAssertEqual(try preflightCounts(plan, on: queue).filter { $0 != 0 }, [], "the renamed rows pass the new CHECK")
        try migrate(queue, with: plan, target: SQLiteSchemaCompiler.compile(new))
        try assertSchema(queue, equals: SQLiteSchemaCompiler.compile(new))
        XCTAssertEqual(try rows(queue, "SELECT id, entity FROM car ORDER BY id"), [
            [1.databaseValue, "Car".databaseValue], [2.databaseValue, "LuxuryCar".databaseValue], [3.databaseValue, "SportCar".databaseValue],
        ])
    }

    func testWithoutTheHintTheOldValueIsRefusedByTheNewCheck() throws {
        let old = try model(version: 1, v1)
        let new = try model(version: 2, v2.replacingOccurrences(of: ", renamedValues: { LuxuryCar: ExpensiveSportCar }", with: ""))
        let queue = try database(SQLiteSchemaCompiler.compile(old), "INSERT INTO car (id, entity) VALUES (1, 'ExpensiveSportCar');")
        XCTAssertEqual(try preflightCounts(plan(old, new), on: queue).filter { $0 != 0 }, [1])
    }

    func testAHintKeptInALaterVersionRenamesNothing() throws {
        let new = try model(version: 2, v2)
        let later = try model(version: 3, v2.replacingOccurrences(of: "values: [Car, SportCar, LuxuryCar]", with: "values: [Car, SportCar, LuxuryCar, Van]"))
        guard case .rebuildTable(let rebuild) = plan(new, later).steps.first?.operation else { return XCTFail() }
        XCTAssertEqual(rebuild.mapping["entity"], #""entity""#)
        XCTAssertEqual(rebuild.changes.map(\.kind), ["alterColumn"])
    }

    func testTheStepReadsBackFromJSONAndItsDownMigrationSaysItDoesNotRenameBack() throws {
        let plan = plan(try model(version: 1, v1), try model(version: 2, v2))
        XCTAssertEqual(try JSONDecoder().decode(Plan.self, from: JSONEncoder().encode(plan)), plan)
        XCTAssertEqual(MigrationDraft.irreversibility(of: plan, version: 2),
                       [#"version 2 renames values of "car"."entity", which a down migration does not rename back yet"#])
    }
}
