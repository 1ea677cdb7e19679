import Foundation
import ModelcTestSupport
import XCTest

/// A PostgreSQL database with ten migrations or more knows its newest one: the history
/// is read in the order of the numbers, not of their text (where 10 sorts before 9).
final class PostgresHistoryOrderTests: PostgresTestCase {
    func testStatusAndMigrateNameTheNewestOfElevenVersions() throws {
        let project = try makeTemporaryDirectory(self)
        let models = project.appendingPathComponent("models/Log")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        for version in 1...11 {
            let columns = (1..<version).map { "      field\($0): string?\n" }.joined()
            try "model: Log\nversion: \(version)\nentities:\n  Entry:\n    attributes:\n      id: int\n\(columns)"
                .write(to: models.appendingPathComponent("\(version).yaml"), atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Log", "--dialect", "postgres"], in: project).status, 0)
        let migrated = try Modelc.run(["migrate", "--db", url, "models/Log"], in: project)
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertTrue(migrated.stdout.hasSuffix("is at model version 11\n"), migrated.stdout)

        let again = try Modelc.run(["migrate", "--db", url, "models/Log", "--to", "11"], in: project)
        XCTAssertTrue(again.stdout.hasSuffix("is up to date at model version 11; nothing to apply\n"), again.stdout)
        let status = try Modelc.run(["migrate", "status", "--db", url, "models/Log"], in: project)
        XCTAssertTrue(status.stdout.hasSuffix("database at model version 11\n"), status.stdout)
    }
}
