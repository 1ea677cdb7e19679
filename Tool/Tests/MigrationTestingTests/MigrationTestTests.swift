import Foundation
import GRDB
import Migration
import MigrationTesting
import ModelcTestSupport
import XCTest

/// `modelc migrate test`: each failure class a release can carry, planted in a small
/// model history, is found with its table, column and an example key; a clean history
/// passes.
final class MigrationTestTests: XCTestCase {
    private let shop = ShopModel.version1

    /// Writes `models/Shop/<n>.yaml` for each text (the first is version 1), makes the
    /// migrations as `modelc migrate make` does, and returns the target.
    private func history(_ versions: [String], edit: ((String) throws -> Void)? = nil) throws -> MigrationTarget {
        let root = try makeTemporaryDirectory(self)
        let folder = root.appendingPathComponent("models/Shop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (index, text) in versions.enumerated() {
            let numbered = text.replacingOccurrences(of: "version: 1\n", with: "version: \(index + 1)\n")
            try numbered.write(to: folder.appendingPathComponent("\(index + 1).yaml"), atomically: true, encoding: .utf8)
        }
        var target = try MigrationTarget.resolve(model: folder.path, dir: nil)
        _ = try target.make(regenerate: false, slug: nil)
        _ = try target.makeDown(regenerate: false)
        if let edit {
            try edit(target.directory.path)
            _ = try target.directory.writeSum()
            target = try MigrationTarget.resolve(model: folder.path, dir: nil)
        }
        return target
    }

    private func run(_ target: MigrationTarget, rows: Int = 60, allowDestructive: Bool = false, reversible: Bool = false) throws -> MigrationTestReport {
        try MigrationTest(target: target, options: .init(rowsPerTable: rows, seed: 3, allowDestructive: allowDestructive, reversible: reversible)).run()
    }

    private func failures(_ report: MigrationTestReport, _ kind: MigrationTestReport.Failure.Kind) -> [MigrationTestReport.Failure] {
        report.paths.flatMap(\.failures).filter { $0.kind == kind }
    }

    func testACleanHistoryPassesEveryPathWithRowsInEveryTable() throws {
        let report = try run(try history(ShopModel.cleanHistory()))
        XCTAssertEqual(report.paths.map(\.from), [1, 2], "every version a migration leads to, but the newest")
        XCTAssertEqual(report.paths.flatMap(\.failures), [], report.text)
        XCTAssertTrue(report.passed)
        let first = try XCTUnwrap(report.paths.first)
        XCTAssertEqual(first.applied.count, 2)
        for table in ["customer", "order", "tag", "order_tags"] {
            XCTAssertGreaterThan(first.rows[table] ?? 0, 0, "\(table) was filled: \(first.rows)")
        }
    }

    func testATypeChangeWhoseConversionFailsIsRefusedNamingTheColumnAndARow() throws {
        let v2 = shop.replacingOccurrences(of: "      code: string\n", with: "      code: int\n")
        let report = try run(try history([shop, v2]))
        let refused = try XCTUnwrap(failures(report, .refused).first, report.text)
        XCTAssertEqual(refused.table, "order")
        XCTAssertEqual(refused.column, "code")
        XCTAssertNotNil(refused.key, "an example row")
        XCTAssertFalse(report.passed)
    }

    func testANewRequiredColumnWithoutAFillIsRefused() throws {
        let v2 = shop.replacingOccurrences(of: "      code: string\n", with: "      code: string\n      sku: string\n")
        let report = try run(try history([shop, v2]))
        let refused = try XCTUnwrap(failures(report, .refused).first, report.text)
        XCTAssertEqual(refused.table, "order")
        XCTAssertEqual(refused.column, "sku")
        XCTAssertEqual(refused.count, 60, "every row is at stake")
    }

    func testAHandEditedMigrationThatDeletesRowsIsFoundWithAKey() throws {
        let v2 = shop.replacingOccurrences(of: "      code: string\n", with: "      code: string\n      note: string?\n")
        let target = try history([shop, v2]) { directory in
            let file = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: directory).first { $0.hasPrefix("0002") && !$0.hasSuffix(".down.sql") })
            let path = (directory as NSString).appendingPathComponent(file)
            try (try String(contentsOfFile: path, encoding: .utf8) + "DELETE FROM order_tags WHERE order_id % 7 = 3;\nDELETE FROM \"order\" WHERE id % 7 = 3;\n")
                .write(toFile: path, atomically: true, encoding: .utf8)
        }
        let report = try run(target)
        XCTAssertEqual(Set(failures(report, .rowsLost).compactMap(\.table)), ["order", "order_tags"], report.text)
        let lost = try XCTUnwrap(failures(report, .rowsLost).first { $0.table == "order" }, report.text)
        XCTAssertEqual(lost.column, "id")
        let key = try XCTUnwrap(lost.key)
        XCTAssertTrue(key.hasPrefix("\"id\" = "), key)
        XCTAssertEqual((Int(key.dropFirst(7)) ?? -1) % 7, 3, "the example is one of the deleted rows: \(key)")
    }

    func testARenameMadeAsDropAndAddIsFoundEvenWhenTheDropIsApproved() throws {
        let v2 = shop.replacingOccurrences(of: "      code: string\n", with: "      reference: string?\n")
        let target = try history([shop, v2])
        for allowDestructive in [false, true] {
            let report = try run(target, allowDestructive: allowDestructive)
            let rename = try XCTUnwrap(failures(report, .droppedAsRename).first, report.text)
            XCTAssertEqual(rename.table, "order")
            XCTAssertEqual(rename.column, "code")
            XCTAssertTrue(rename.message.contains("renamedFrom: code"), rename.message)
            XCTAssertNotNil(rename.key)
            XCTAssertEqual(failures(report, .refused).isEmpty, allowDestructive, "unapproved, migrate refuses the drop too")
        }
    }

    func testANewCheckThatExistingRowsBreakIsRefused() throws {
        let v2 = shop.replacingOccurrences(of: "      age: int?\n", with: "      age: { type: int, optional: true, max: 150 }\n")
        let report = try run(try history([shop, v2]))
        let refused = try XCTUnwrap(failures(report, .refused).first, report.text)
        XCTAssertEqual(refused.table, "customer")
        XCTAssertEqual(refused.column, "age")
    }

    func testANarrowedValuesListIsRefusedBeforeRowsTheRecordsCannotReadAreLeft() throws {
        let v2 = shop.replacingOccurrences(of: "values: [basic, gold], default: basic", with: "values: [basic], default: basic")
        let report = try run(try history([shop, v2]))
        let refused = try XCTUnwrap(failures(report, .refused).first, report.text)
        XCTAssertEqual(refused.table, "customer")
        XCTAssertEqual(refused.column, "tier")
    }

    func testRowsTheNewestRecordsCannotDecodeAreFoundWithTheRule() throws {
        // A pattern is checked in Swift only, so the migration succeeds and leaves rows
        // that `init(json:)` and sync would refuse.
        let report = try run(try history([shop, ShopModel.patternedCode()]))
        XCTAssertEqual(failures(report, .refused), [])
        let unreadable = try XCTUnwrap(failures(report, .unreadable).first, report.text)
        XCTAssertEqual(unreadable.table, "order")
        XCTAssertEqual(unreadable.column, "code")
        XCTAssertTrue(unreadable.message.contains("does not match the pattern"), unreadable.message)
        XCTAssertNotNil(unreadable.key)
    }

    func testTheSameSeedGivesTheSameDataAndAnotherSeedOther() throws {
        let target = try history([shop, shop.replacingOccurrences(of: "      code: string\n", with: "      code: string\n      note: string?\n")])
        func contents(seed: UInt64) throws -> [String] {
            let keep = try makeTemporaryDirectory(self).appendingPathComponent("kept").path
            _ = try MigrationTest(target: target, options: .init(rowsPerTable: 20, seed: seed, keepDirectory: keep)).run()
            let queue = try DatabaseQueue(path: keep + "/from-1.before.sqlite")
            return try queue.read { db in try String.fetchAll(db, sql: "SELECT email || '|' || coalesce(age, 'null') || '|' || joined_at FROM customer ORDER BY id") }
        }
        XCTAssertEqual(try contents(seed: 5), try contents(seed: 5))
        XCTAssertNotEqual(try contents(seed: 5), try contents(seed: 6))
    }

    private var reversibleV2: String { ShopModel.reversibleVersion2() }

    func testAReversibleHistoryGoesDownRestoringEveryRowAndUpAgain() throws {
        let report = try run(try history([shop, reversibleV2]), reversible: true)
        XCTAssertEqual(report.paths.flatMap(\.failures), [], report.text)
        XCTAssertEqual(report.paths.map(\.from), [1])
    }

    func testADownMigrationThatDoesNotRestoreTheDataIsFoundWithTheColumnAndKey() throws {
        let target = try history([shop, reversibleV2]) { directory in
            let path = (directory as NSString).appendingPathComponent("0002_shop_v2.down.sql")
            try (try String(contentsOfFile: path, encoding: .utf8) + "UPDATE \"order\" SET total = total + 1 WHERE id = 5;\n")
                .write(toFile: path, atomically: true, encoding: .utf8)
        }
        let report = try run(target, reversible: true)
        let failure = try XCTUnwrap(failures(report, .notReversible).first, report.text)
        XCTAssertEqual(failure.table, "order")
        XCTAssertEqual(failure.column, "total")
        XCTAssertEqual(failure.key, "\"id\" = 5")
        XCTAssertEqual(failures(report, .notReversible).count, 1, report.text)
    }

    func testAnIrreversibleStepFailsTheReversiblePathWithTheReason() throws {
        let v2 = shop.replacingOccurrences(of: "      age: int?\n", with: "")
        let report = try run(try history([shop, v2]), allowDestructive: true, reversible: true)
        let failure = try XCTUnwrap(failures(report, .notReversible).first, report.text)
        XCTAssertTrue(failure.message.contains(#"drops column "age" of "customer""#), failure.message)
    }

    func testAnApprovedDropIsNotReportedAsARenameAndEachAddedColumnPairsOnce() throws {
        // Two text columns dropped, one added: one suspect, the closer name.
        let v2 = shop.replacingOccurrences(of: "      code: string\n", with: "      codeText: string?\n")
            .replacingOccurrences(of: "      total: { type: double, min: 0 }\n", with: "")
        let unapproved = try run(try history([shop, v2]), allowDestructive: true)
        XCTAssertEqual(failures(unapproved, .droppedAsRename).map(\.column), ["code"], unapproved.text)
        XCTAssertEqual(failures(unapproved, .droppedAsRename).first?.version, 2)

        let approved = try history([shop, v2]) { directory in
            let file = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: directory).first { $0.hasPrefix("0002") && !$0.hasSuffix(".down.sql") })
            let path = (directory as NSString).appendingPathComponent(file)
            try ("-- approved: destructive\n" + (try String(contentsOfFile: path, encoding: .utf8))).write(toFile: path, atomically: true, encoding: .utf8)
        }
        let report = try run(approved)
        XCTAssertEqual(report.paths.flatMap(\.failures), [], "the drop was reviewed and approved: \(report.text)")
    }

    func testANewestVersionWithoutAMigrationIsBadInputNamingTheCommand() throws {
        let target = try history([shop])
        let folder = try XCTUnwrap(target.modelFolder)
        try shop.replacingOccurrences(of: "version: 1\n", with: "version: 2\n").replacingOccurrences(of: "      age: int?\n", with: "")
            .write(toFile: folder + "/2.yaml", atomically: true, encoding: .utf8)
        let stale = try MigrationTarget.resolve(model: folder, dir: nil)
        XCTAssertThrowsError(try MigrationTest(target: stale).run()) { error in
            let report = (error as? MigrationTestError)?.report
            XCTAssertEqual(report?.code, "no-migration")
            XCTAssertEqual(report?.status, .invalidInput)
            XCTAssertTrue(report?.hint?.contains("modelc migrate make") == true)
        }
    }

    func testAHandEditedMigrationThatFillsNullsIsFoundAsChangedValues() throws {
        let v2 = shop.replacingOccurrences(of: "      code: string\n", with: "      code: string\n      note: string?\n")
        let target = try history([shop, v2]) { directory in
            let path = (directory as NSString).appendingPathComponent("0002_shop_v2.sql")
            try (try String(contentsOfFile: path, encoding: .utf8) + "UPDATE customer SET settings = '[]' WHERE settings IS NULL;\n")
                .write(toFile: path, atomically: true, encoding: .utf8)
        }
        let report = try run(target)
        let changed = try XCTUnwrap(failures(report, .valueChanged).first, report.text)
        XCTAssertEqual(changed.table, "customer")
        XCTAssertEqual(changed.column, "settings")
    }

    func testAKeyMovedToTheOtherSideOfItsRelationshipIsFoundAsLostLinks() throws {
        // Version 2 makes a to-many a one-to-one whose key the other entity holds, as
        // Wire's model did at version 27: the plan adds one column and drops the other.
        let (v1, v2) = (MovedKeyModel.text(name: "Shop", version: 1), MovedKeyModel.text(name: "Shop", version: 2))
        // The plan keeps the links; generated users have several members, which a
        // one-to-one cannot keep, so the migration refuses instead of losing them.
        let report = try run(try history([v1, v2]), allowDestructive: true)
        XCTAssertEqual(failures(report, .linksLost), [], report.text)
        let refused = try XCTUnwrap(failures(report, .refused).first, report.text)
        XCTAssertTrue(refused.message.contains("linked from more than one row of \"member\""), refused.message)

        // A file whose key-moving steps were removed by hand loses the links: found.
        let edited = try history([v1, v2]) { directory in
            let path = (directory as NSString).appendingPathComponent("0002_shop_v2.sql")
            let text = try String(contentsOfFile: path, encoding: .utf8)
            var kept: [String] = []
            var inPreflight = false
            for line in text.components(separatedBy: "\n") {
                if line.hasPrefix("-- preflight:") { inPreflight = line.contains("linked from more than one") }
                else if !line.hasPrefix("--   ") { inPreflight = false }
                if inPreflight || line.contains("_modelc_moved_key_1") || line.hasPrefix("-- modelc:moved-key") { continue }
                kept.append(line)
            }
            try kept.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        let lostReport = try run(edited, allowDestructive: true)
        let lost = try XCTUnwrap(failures(lostReport, .linksLost).first, lostReport.text)
        XCTAssertEqual(lost.table, "member")
        XCTAssertEqual(lost.column, "user_id")
        XCTAssertNotNil(lost.key)
        XCTAssertTrue(lost.message.contains("to `user.membership_id`"), lost.message)
    }
}
