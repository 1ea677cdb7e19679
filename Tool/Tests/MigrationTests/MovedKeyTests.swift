import Foundation
import GRDB
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// A relationship whose key moves to the other table between two versions (a to-many
/// made a one-to-one held by the other entity, as in Wire's Core Data model at version
/// 27) keeps its links: the plan saves them before the table steps and fills the new
/// key column after them; a holder linked more than once is refused, not trimmed.
final class MovedKeyTests: ModelcTestCase {
    private func project() throws -> ModelProject {
        let project = try ModelProject(self)
        try project.writeVersion(1, MovedKeyModel.entities(version: 1))
        try project.writeVersion(2, MovedKeyModel.entities(version: 2))
        try project.make()
        return project
    }

    /// The old key column is dropped once its links are saved, so the drop loses nothing:
    /// the migration is not destructive and runs without `--allow-destructive` (it was
    /// classed destructive, with the key column's links counted as rows at stake).
    func testTheLinksMoveWithTheKey() throws {
        let project = try project()
        let file = try project.file("0002_app_v2.sql")
        XCTAssertTrue(file.contains("-- safety: dataDependent ("), file)
        XCTAssertTrue(file.contains("-- step: safe: rebuildTable member: "), file)
        XCTAssertTrue(file.contains(#"; it drops column "user_id", whose links move to "user"."membership_id""#), file)
        XCTAssertFalse(file.contains("-- at-stake:"), file)
        _ = try project.migrate(MigrateOptions(targetVersion: 1))
        try project.execute("INSERT INTO user VALUES (1), (2), (3); INSERT INTO member VALUES (10, 1), (20, 2), (30, NULL);")
        _ = try project.migrate()
        XCTAssertEqual(try project.rows("SELECT id, membership_id FROM user ORDER BY id"), [["1", "10"], ["2", "20"], ["3", "NULL"]])
        XCTAssertEqual(try project.rows("SELECT name FROM sqlite_temp_master"), [], "the saved links are gone")
    }

    /// The rebuild's own step for the old key column says where its links went, and
    /// `modelc diff`, which shows the schemas' difference alone, still calls it a loss.
    func testTheDropOfTheOldKeySaysWhereItsLinksGo() throws {
        let project = try project()
        let versions = try project.versions().versions
        let plan = MigrationDraft.plan(from: versions[0], to: versions[1])
        let changes = plan.steps.flatMap { step -> [Step] in
            if case .rebuildTable(let rebuild) = step.operation { return rebuild.changes }
            return []
        }
        let drop = try XCTUnwrap(changes.first { $0.kind == "dropColumn" })
        XCTAssertEqual(drop.safety, .safe)
        XCTAssertEqual(drop.reason, #""user_id" is not in the new "member": the links it held move to "user"."membership_id""#)
        XCTAssertNotEqual(plan.safety, .destructive)

        let schemaDiff = Plan(from: DiffSide(schema: SQLiteSchemaCompiler.compile(versions[0]), model: versions[0], label: "1"),
                              to: DiffSide(schema: SQLiteSchemaCompiler.compile(versions[1]), model: versions[1], label: "2"))
        XCTAssertEqual(schemaDiff.safety, .destructive, "without the steps that keep the links, the drop loses them")
    }

    /// The moves are the planner's, not the model's hints: a table dropped beside them is
    /// not said to be one "no rename hint names" (CareKit's version 2 said it of two).
    func testATableDroppedBesideAMovedKeyIsNotSaidToMissARenameHint() throws {
        let project = try ModelProject(self)
        try project.writeVersion(1, MovedKeyModel.entities(version: 1) + "  Note:\n    attributes:\n      id: int\n")
        try project.writeVersion(2, MovedKeyModel.entities(version: 2))
        let versions = try project.versions().versions
        let plan = MigrationDraft.plan(from: versions[0], to: versions[1])
        let drop = try XCTUnwrap(plan.steps.first { $0.kind == "dropTable" })
        XCTAssertEqual(drop.reason, #""note" is not in the new schema: the table and all its rows are dropped"#)
    }

    func testAHolderLinkedTwiceIsRefusedNamingTheRows() throws {
        let project = try project()
        _ = try project.migrate(MigrateOptions(targetVersion: 1))
        try project.execute("INSERT INTO user VALUES (1), (2); INSERT INTO member VALUES (10, 1), (11, 1), (20, 2);")
        let before = try project.bytes()
        XCTAssertThrowsError(try project.migrate(MigrateOptions(allowDestructive: true))) { error in
            guard case .preflightFailed(_, let message, let count, _, _, _) = error as? MigrationError else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("linked from more than one row"), message)
            XCTAssertEqual(count, 1)
        }
        XCTAssertEqual(try project.bytes(), before)
    }
}
