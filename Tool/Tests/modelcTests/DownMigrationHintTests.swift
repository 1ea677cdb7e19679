import Foundation
import ModelcTestSupport
import XCTest

/// A hint runs as written: a down migration written for another text of its migration
/// is reported by `check` and refused by `migrate --to` with the `migrate make` command
/// that writes it again, naming the model, and that command, run as it is, does.
final class DownMigrationHintTests: ProjectTestCase {
    private func write(_ version: Int, _ attributes: String) throws {
        let folder = project.appendingPathComponent("models/Shop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            model: Shop
            version: \(version)
            entities:
              Item:
                attributes:
            \(attributes)
            """.write(to: folder.appendingPathComponent("\(version).yaml"), atomically: true, encoding: .utf8)
    }

    /// The command between the backquotes of `hint … \`modelc …\``, split into arguments.
    private func command(after hint: String, in text: String) throws -> [String] {
        let start = try XCTUnwrap(text.range(of: hint + " `"), text).upperBound
        let end = try XCTUnwrap(text[start...].firstIndex(of: "`"), text)
        return text[start..<end].split(separator: " ").map(String.init)
    }

    func testTheHintForAStaleDownMigrationNamesTheModelAndRuns() throws {
        try write(1, "      id: int\n      name: string")
        try write(2, "      id: int\n      name: string\n      qty: { type: int, default: 0 }")
        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop", "--down"]).status, 0)
        // The migration gains a reviewer's comment after its down file was written.
        let migration = project.appendingPathComponent("migrations/Shop/0002_shop_v2.sql")
        try (try String(contentsOf: migration, encoding: .utf8) + "-- reviewed\n").write(to: migration, atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "hash", "models/Shop"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "--db", "app.sqlite", "models/Shop"]).status, 0)

        let check = try modelc(["check", "models/Shop"])
        XCTAssertEqual(check.status, 1, check.stdout + check.stderr)
        XCTAssertEqual(try command(after: "write it again with", in: check.stderr), ["modelc", "migrate", "make", "models/Shop", "--down", "--regenerate"])
        let down = try modelc(["migrate", "--db", "app.sqlite", "models/Shop", "--to", "1", "--allow-destructive"])
        XCTAssertEqual(down.status, 3, down.stdout + down.stderr)
        let hint = try command(after: "write it again with", in: down.stderr)
        XCTAssertEqual(hint, ["modelc", "migrate", "make", "models/Shop", "--down", "--regenerate"])

        let rewritten = try modelc(Array(hint.dropFirst()))
        XCTAssertEqual(rewritten.status, 0, rewritten.stdout + rewritten.stderr)
        XCTAssertEqual(try modelc(["check", "models/Shop"]).status, 0)
        let undone = try modelc(["migrate", "--db", "app.sqlite", "models/Shop", "--to", "1", "--allow-destructive"])
        XCTAssertEqual(undone.status, 0, undone.stdout + undone.stderr)
    }
}
