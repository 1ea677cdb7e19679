import Foundation
import GRDB
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import XCTest

/// A relationship whose key moves to the other table between two versions (a to-many
/// made a one-to-one held by the other entity, as in Wire's Core Data model at version
/// 27) keeps its links: the plan saves them before the table steps and fills the new
/// key column after them; a holder linked more than once is refused, not trimmed.
final class MovedKeyTests: XCTestCase {
    private func project() throws -> ModelProject {
        let project = try ModelProject(self)
        try project.writeVersion(1, MovedKeyModel.entities(version: 1))
        try project.writeVersion(2, MovedKeyModel.entities(version: 2))
        try project.make()
        return project
    }

    func testTheLinksMoveWithTheKey() throws {
        let project = try project()
        _ = try project.migrate(MigrateOptions(targetVersion: 1))
        try project.execute("INSERT INTO user VALUES (1), (2), (3); INSERT INTO member VALUES (10, 1), (20, 2), (30, NULL);")
        _ = try project.migrate(MigrateOptions(allowDestructive: true))
        XCTAssertEqual(try project.rows("SELECT id, membership_id FROM user ORDER BY id"), [["1", "10"], ["2", "20"], ["3", "NULL"]])
        XCTAssertEqual(try project.rows("SELECT name FROM sqlite_temp_master"), [], "the saved links are gone")
    }

    func testAHolderLinkedTwiceIsRefusedNamingTheRows() throws {
        let project = try project()
        _ = try project.migrate(MigrateOptions(targetVersion: 1))
        try project.execute("INSERT INTO user VALUES (1), (2); INSERT INTO member VALUES (10, 1), (11, 1), (20, 2);")
        let before = try project.bytes()
        XCTAssertThrowsError(try project.migrate(MigrateOptions(allowDestructive: true))) { error in
            guard case .preflightFailed(_, let message, let count, _, _) = error as? MigrationError else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("linked from more than one row"), message)
            XCTAssertEqual(count, 1)
        }
        XCTAssertEqual(try project.bytes(), before)
    }
}
