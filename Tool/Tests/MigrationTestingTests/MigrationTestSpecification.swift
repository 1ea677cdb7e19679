import Foundation
import Migration
import MigrationTesting
import ModelcTestSupport
import XCTest

/// What `migrate test` must find on every engine, each failure planted in a version 2 of
/// the shop (`ShopModel`) and found with its table, column and an example key; and a
/// clean or reversible history passing. Each engine's test case (`MigrationTestTests`,
/// `PostgresMigrationTestTests`) holds one, made with its way of writing the files and
/// running the paths, and calls each requirement from a test of its own.
struct MigrationTestSpecification {
    /// Version 1 of the shop as the engine's tests write it.
    var shop: String
    /// The rows per table each run generates.
    var rows: Int
    /// The model's migrations (and down migrations) for `versions`, for the engine;
    /// `edit`, given the folder of the files, changes them before the sum is refreshed.
    var history: (_ versions: [String], _ edit: ((String) throws -> Void)?) throws -> MigrationTarget
    /// Runs the paths of `target` on the engine.
    var run: (_ target: MigrationTarget, _ allowDestructive: Bool, _ reversible: Bool) throws -> MigrationTestReport

    func run(_ versions: [String], allowDestructive: Bool = false, reversible: Bool = false, edit: ((String) throws -> Void)? = nil) throws -> MigrationTestReport {
        try run(try history(versions, edit), allowDestructive, reversible)
    }

    func failures(_ report: MigrationTestReport, _ kind: MigrationTestReport.Failure.Kind) -> [MigrationTestReport.Failure] {
        report.paths.flatMap(\.failures).filter { $0.kind == kind }
    }

    /// An edit that appends `sql` to the migration file whose name starts with `prefix`
    /// (its down file with `down`).
    static func appending(_ sql: String, toFileStarting prefix: String, down: Bool = false) -> (String) throws -> Void {
        { directory in
            let file = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: directory).sorted().first {
                $0.hasPrefix(prefix) && $0.hasSuffix(".sql") && $0.hasSuffix(".down.sql") == down
            })
            let path = (directory as NSString).appendingPathComponent(file)
            try (try String(contentsOfFile: path, encoding: .utf8) + sql).write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    /// Every path passes with rows in every table; the report, for what the engine checks besides.
    @discardableResult
    func aCleanHistoryPassesEveryPathWithRowsInEveryTable() throws -> MigrationTestReport {
        let report = try run(ShopModel.cleanHistory(from: shop))
        XCTAssertEqual(report.paths.map(\.from), [1, 2], "every version a migration leads to, but the newest")
        XCTAssertEqual(report.paths.flatMap(\.failures), [], report.text)
        XCTAssertTrue(report.passed)
        let first = try XCTUnwrap(report.paths.first)
        XCTAssertEqual(first.applied.count, 2)
        for table in ["customer", "order", "tag", "order_tags"] {
            XCTAssertGreaterThan(first.rows[table] ?? 0, 0, "\(table) was filled: \(first.rows)")
        }
        return report
    }

    func aTypeChangeWhoseConversionFailsIsRefusedNamingTheColumnAndARow() throws {
        let report = try run([shop, ShopModel.withCode("      code: int\n", in: shop)])
        let refused = try XCTUnwrap(failures(report, .refused).first, report.text)
        XCTAssertEqual(refused.table, "order")
        XCTAssertEqual(refused.column, "code")
        XCTAssertNotNil(refused.key, "an example row")
        XCTAssertFalse(report.passed)
    }

    func aNewRequiredColumnWithoutAFillIsRefusedWithEveryRowAtStake() throws {
        let report = try run([shop, ShopModel.withCode("      code: string\n      sku: string\n", in: shop)])
        let refused = try XCTUnwrap(failures(report, .refused).first, report.text)
        XCTAssertEqual(refused.table, "order")
        XCTAssertEqual(refused.column, "sku")
        XCTAssertEqual(refused.count, rows, "every row is at stake")
    }

    func aHandEditedMigrationThatDeletesRowsIsFoundWithAKey() throws {
        let report = try run([shop, ShopModel.withCode("      code: string\n      note: string?\n", in: shop)], edit: Self.appending(
            "DELETE FROM order_tags WHERE order_id % 7 = 3;\nDELETE FROM \"order\" WHERE id % 7 = 3;\n", toFileStarting: "0002"))
        XCTAssertEqual(Set(failures(report, .rowsLost).compactMap(\.table)), ["order", "order_tags"], report.text)
        let lost = try XCTUnwrap(failures(report, .rowsLost).first { $0.table == "order" }, report.text)
        XCTAssertEqual(lost.column, "id")
        let key = try XCTUnwrap(lost.key)
        XCTAssertTrue(key.hasPrefix("\"id\" = "), key)
        XCTAssertEqual((Int(key.dropFirst(7)) ?? -1) % 7, 3, "the example is one of the deleted rows: \(key)")
    }

    func aRenameMadeAsDropAndAddIsFoundEvenWhenTheDropIsApproved() throws {
        let target = try history([shop, ShopModel.withCode("      reference: string?\n", in: shop)], nil)
        for allowDestructive in [false, true] {
            let report = try run(target, allowDestructive, false)
            let rename = try XCTUnwrap(failures(report, .droppedAsRename).first, report.text)
            XCTAssertEqual(rename.table, "order")
            XCTAssertEqual(rename.column, "code")
            XCTAssertTrue(rename.message.contains("renamedFrom: code"), rename.message)
            XCTAssertNotNil(rename.key)
            XCTAssertEqual(failures(report, .refused).isEmpty, allowDestructive, "unapproved, migrate refuses the drop too")
        }
    }

    func aNewCheckThatExistingRowsBreakIsRefused() throws {
        let report = try run([shop, shop.replacingOccurrences(of: "      age: int?\n", with: "      age: { type: int, optional: true, max: 150 }\n")])
        let refused = try XCTUnwrap(failures(report, .refused).first, report.text)
        XCTAssertEqual(refused.table, "customer")
        XCTAssertEqual(refused.column, "age")
    }

    func aNarrowedValuesListIsRefusedBeforeRowsTheRecordsCannotReadAreLeft() throws {
        let report = try run([shop, shop.replacingOccurrences(of: "values: [basic, gold], default: basic", with: "values: [basic], default: basic")])
        let refused = try XCTUnwrap(failures(report, .refused).first, report.text)
        XCTAssertEqual(refused.table, "customer")
        XCTAssertEqual(refused.column, "tier")
    }

    /// A pattern is checked in Swift only, so the migration succeeds and leaves rows that
    /// `init(json:)` and sync would refuse.
    func rowsTheNewestRecordsCannotDecodeAreFoundWithTheRule() throws {
        let report = try run([shop, ShopModel.patternedCode(of: shop)])
        XCTAssertEqual(failures(report, .refused), [])
        let unreadable = try XCTUnwrap(failures(report, .unreadable).first, report.text)
        XCTAssertEqual(unreadable.table, "order")
        XCTAssertEqual(unreadable.column, "code")
        XCTAssertTrue(unreadable.message.contains("does not match the pattern"), unreadable.message)
        XCTAssertNotNil(unreadable.key)
    }

    func aHandEditedMigrationThatFillsNullsIsFoundAsChangedValues() throws {
        let report = try run([shop, ShopModel.withCode("      code: string\n      note: string?\n", in: shop)],
                             edit: Self.appending("UPDATE customer SET settings = '[]' WHERE settings IS NULL;\n", toFileStarting: "0002"))
        let changed = try XCTUnwrap(failures(report, .valueChanged).first, report.text)
        XCTAssertEqual(changed.table, "customer")
        XCTAssertEqual(changed.column, "settings")
    }

    func aReversibleHistoryGoesDownRestoringEveryRowAndUpAgain() throws {
        let report = try run([shop, ShopModel.reversibleVersion2(of: shop)], reversible: true)
        XCTAssertEqual(report.paths.flatMap(\.failures), [], report.text)
        XCTAssertEqual(report.paths.map(\.from), [1])
    }

    func aDownMigrationThatDoesNotRestoreTheDataIsFoundWithTheColumnAndKey() throws {
        let report = try run([shop, ShopModel.reversibleVersion2(of: shop)], reversible: true, edit: Self.appending(
            "UPDATE \"order\" SET total = total + 1 WHERE id = 5;\n", toFileStarting: "0002", down: true))
        let failure = try XCTUnwrap(failures(report, .notReversible).first, report.text)
        XCTAssertEqual(failure.table, "order")
        XCTAssertEqual(failure.column, "total")
        XCTAssertEqual(failure.key, "\"id\" = 5")
        XCTAssertEqual(failures(report, .notReversible).count, 1, report.text)
    }
}
