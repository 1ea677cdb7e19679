import Foundation
import GRDB
import Migration
import ModelKit
import ModelRuntime
import ModelcTestSupport
import PostgresDriver
import SQLiteDriver
import SchemaCore
import XCTest

/// Issue 10, point 7: a model-level type change whose storage stays the same (`string`
/// → `date`, both `TEXT`) is not "the same schema": it is a `checkValues` step that
/// counts the stored values the new type cannot read.
final class ValueFormatTests: ModelcTestCase {
    private var project: ModelProject!

    override func setUpWithError() throws {
        project = try ModelProject(self)
    }

    private func prepare(from old: String, to new: String) throws {
        try project.writeVersion(1, "  Person:\n    attributes:\n      id: int\n      value: \(old)\n")
        try project.writeVersion(2, "  Person:\n    attributes:\n      id: int\n      value: \(new)\n")
        try project.make()
        _ = try project.migrate(MigrateOptions(targetVersion: 1))
    }

    func testPoint7StringToDateCountsValuesThatAreNotDates() throws {
        try prepare(from: "string?", to: "date?")
        let plan = MigrationDraft.plan(from: try project.versions().versions[0], to: try project.versions().versions[1])
        XCTAssertEqual(plan.steps.map(\.kind), ["checkValues"])
        XCTAssertEqual(plan.safety, .dataDependent)

        try project.execute("""
            INSERT INTO person (id, value) VALUES (1, '2024-01-02T03:04:05.678Z'), (2, 'Ann'), (3, NULL), (4, '1977-05-25'), (5, '2024-02-30');
            """)
        XCTAssertThrowsError(try project.migrate()) { error in
            guard case .preflightFailed(let file, _, let count, let samples, let hint, _)? = error as? MigrationError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(file, "0002_app_v2.sql")
            XCTAssertEqual(count, 2)
            XCTAssertEqual(samples, [#""id" = 2, "value" = 'Ann'"#, #""id" = 5, "value" = '2024-02-30'"#])
            XCTAssertEqual(hint, """
                these values are not ISO-8601 dates (modelc stores 2024-01-02T03:04:05.678Z): fix them in a hand-written migration \
                numbered before this one, or keep the column's old type
                """)
        }

        // The fix the hint asks for: a hand-written migration numbered before this one.
        try project.directory.write(try project.file("0002_app_v2.sql"), to: "0003_app_v2.sql")
        try FileManager.default.removeItem(atPath: project.directory.filePath("0002_app_v2.sql"))
        try project.writeHandWritten("0002_fix_dates.sql", "UPDATE person SET value = NULL WHERE id IN (2, 5);\n")
        XCTAssertEqual(try project.migrate().applied.map(\.name), ["0002_fix_dates.sql", "0003_app_v2.sql"])
    }

    /// `string` → `url` planned nothing ("the same schema"), and rows the `url` records
    /// cannot read stayed (Mastodon's and Lemmy's `''` for no avatar): the empty texts,
    /// which Foundation gives no URL for, are counted; a blank path that it escapes
    /// (`a b`) is read.
    func testStringToURLCountsEmptyTexts() throws {
        try prepare(from: "string?", to: "url?")
        let plan = MigrationDraft.plan(from: try project.versions().versions[0], to: try project.versions().versions[1])
        XCTAssertEqual(plan.steps.map(\.kind), ["checkValues"])
        try project.execute("INSERT INTO person (id, value) VALUES (1, 'https://example.com/a.png'), (2, ''), (3, NULL), (4, 'a b')")
        XCTAssertThrowsError(try project.migrate()) { error in
            guard case .preflightFailed(_, _, let count, let samples, _, _)? = error as? MigrationError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(count, 1)
            XCTAssertEqual(samples, [#""id" = 2, "value" = ''"#])
        }
        try project.execute("UPDATE person SET value = NULL WHERE id = 2")
        XCTAssertEqual(try project.migrate().applied.map(\.name), ["0002_app_v2.sql"])
    }

    /// `double` → `int` where the storage stays (a declared type, as an adopted Core Data
    /// `TIMESTAMP` column has) planned nothing, and the newest records could not read
    /// `500000000.25`: the values that are not whole numbers are counted (a real with no
    /// fraction is one), and the step goes once they are fixed.
    func testDoubleToIntWhereTheStorageStaysCountsValuesThatAreNotWholeNumbers() throws {
        for (version, type) in [(1, "double"), (2, "int")] {
            try project.writeVersion(version, "  Person:\n    strict: false\n    attributes:\n      id: int\n      value: { type: \(type), optional: true, sqlType: TIMESTAMP }\n")
        }
        try project.make()
        _ = try project.migrate(MigrateOptions(targetVersion: 1))
        let plan = MigrationDraft.plan(from: try project.versions().versions[0], to: try project.versions().versions[1])
        XCTAssertEqual(plan.steps.map(\.kind), ["checkValues"])
        XCTAssertEqual(plan.safety, .dataDependent)
        try project.execute("INSERT INTO person (id, value) VALUES (1, 500000000), (2, 500000000.25), (3, NULL), (4, 7.0), (5, 'soon')")
        XCTAssertThrowsError(try project.migrate()) { error in
            guard case .preflightFailed(_, _, let count, let samples, _, _)? = error as? MigrationError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(count, 2)
            XCTAssertEqual(samples, [#""id" = 2, "value" = 500000000.25"#, #""id" = 5, "value" = 'soon'"#])
        }
        try project.execute("UPDATE person SET value = NULL WHERE id IN (2, 5)")
        XCTAssertEqual(try project.migrate().applied.map(\.name), ["0002_app_v2.sql"])
        // A STRICT table's INTEGER column enforces whole numbers itself: no format there.
        try project.writeVersion(3, "  Person:\n    attributes:\n      id: int\n      value: int?\n")
        XCTAssertNil(ValueFormats(from: nil, to: try project.versions().versions[2]).new["person"]?["value"])
        // So does every integer column of an engine whose types hold only their values
        // (PostgreSQL's `bigint`, here from a `timestamp`): its plan counts no whole numbers
        // (Northwind's `smallint` made `int`, planned from the server, had a check that
        // could only count 0).
        let versions = try project.versions().versions
        let postgres = PostgresDialect().plan(from: DiffSide(schema: try PostgresTypeMapping.schema(for: versions[0]), model: versions[0], label: "1"),
                                              to: DiffSide(schema: try PostgresTypeMapping.schema(for: versions[1]), model: versions[1], label: "2"))
        XCTAssertFalse(postgres.steps.contains { $0.kind == "checkValues" }, postgres.text(from: "1", to: "2"))
        XCTAssertFalse(postgres.steps.flatMap(\.checks).contains { $0.description.contains("whole number") }, postgres.text(from: "1", to: "2"))
    }

    /// `string` → `int` in a table without `STRICT` changes the storage class (TEXT →
    /// INTEGER): the rebuild's conversion check judges the values as CAST converts them.
    /// A whole-number check of the old text's `typeof` refused every numeral (Sakila's
    /// `address.postal_code`: 603 rows), and undoing a lossless `int` → `string` too.
    func testStringToIntInATableWithoutStrictAcceptsNumeralsAndRefusesOtherText() throws {
        for (version, type) in [(1, "{ type: string, optional: true, sqlType: \"VARCHAR(10)\" }"), (2, "int?")] {
            try project.writeVersion(version, "  Person:\n    strict: false\n    attributes:\n      id: int\n      value: \(type)\n")
        }
        try project.make()
        _ = try project.migrate(MigrateOptions(targetVersion: 1))
        let plan = MigrationDraft.plan(from: try project.versions().versions[0], to: try project.versions().versions[1])
        XCTAssertEqual(plan.steps.map(\.kind), ["rebuildTable"])
        try project.execute("INSERT INTO person (id, value) VALUES (1, '35200'), (2, '17886'), (3, NULL), (4, 'N/A')")
        XCTAssertThrowsError(try project.migrate()) { error in
            guard case .preflightFailed(_, _, let count, let samples, _, _)? = error as? MigrationError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(count, 1)
            XCTAssertEqual(samples, [#""id" = 4, "value" = 'N/A'"#])
        }
        try project.execute("UPDATE person SET value = NULL WHERE id = 4")
        XCTAssertEqual(try project.migrate().applied.map(\.name), ["0002_app_v2.sql"])
        XCTAssertEqual(try project.rows("SELECT value, typeof(value) FROM person ORDER BY id"), [
            ["35200", "\"integer\""], ["17886", "\"integer\""], ["NULL", "\"null\""], ["NULL", "\"null\""],
        ])
    }

    func testPoint7StringToUUIDCountsValuesThatAreNotUUIDs() throws {
        try prepare(from: "string", to: "uuid")
        try project.execute("""
            INSERT INTO person (id, value) VALUES (1, '0f8fad5b-d9cb-469f-a165-70867728950e'), (2, '0F8FAD5B-D9CB-469F-A165-70867728950E'), (3, 'not-a-uuid');
            """)
        XCTAssertThrowsError(try project.migrate()) { error in
            guard case .preflightFailed(_, _, let count, let samples, _, _)? = error as? MigrationError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(count, 1)
            XCTAssertEqual(samples, [#""id" = 3, "value" = 'not-a-uuid'"#])
        }
    }

    func testDateToStringNeedsNoCheck() throws {
        let v1 = try model(version: 1, "date")
        let v2 = try model(version: 2, "string")
        XCTAssertEqual(MigrationDraft.plan(from: v1, to: v2).steps, [], "every date is a string")
    }

    func testIntToDateChecksTheConvertedText() throws {
        let v1 = try model(version: 1, "int")
        let v2 = try model(version: 2, "date")
        let plan = MigrationDraft.plan(from: v1, to: v2)
        XCTAssertEqual(plan.steps.map(\.kind), ["checkValues", "rebuildTable"])
        XCTAssertEqual(plan.steps[0].checks[0].sql, """
            SELECT count(*) FROM "person" WHERE CAST("value" AS TEXT) IS NOT NULL AND NOT coalesce((SELECT typeof("v") = \
            'text' AND "d" GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND date(julianday("d")) IS "d" AND \
            (length("v") = 10 OR (substr("v", 11, 9) GLOB '[Tt ][0-9][0-9]:[0-5][0-9]:[0-9][0-9]' AND substr("v", 12, 2) < \
            '24' AND substr("v", 18, 2) < '61' AND CASE WHEN substr("t", 1, 1) IN ('.', ',') THEN length("f") < \
            length("t") - 1 AND ("f" = '' OR ("f" IN ('Z', 'z') OR (("f" GLOB '[+-][0-9][0-9]:[0-5][0-9]' OR "f" GLOB \
            '[+-][0-9][0-9][0-5][0-9]') AND substr("f", 2, 2) < '24'))) ELSE ("t" = '' OR ("t" IN ('Z', 'z') OR (("t" GLOB \
            '[+-][0-9][0-9]:[0-5][0-9]' OR "t" GLOB '[+-][0-9][0-9][0-5][0-9]') AND substr("t", 2, 2) < '24'))) END)) FROM \
            (SELECT "v", substr("v", 1, 10) AS "d", substr("v", 20) AS "t", ltrim(substr("v", 21), '0123456789') AS "f" \
            FROM (SELECT CAST("value" AS TEXT) AS "v"))), 0)
            """)
    }

    func testPlanningFromALiveDatabaseAddsNoValueChecks() throws {
        let live = SQLiteSchemaCompiler.compile(try model(version: 1, "string"))
        let v2 = try model(version: 2, "date")
        XCTAssertEqual(diff(from: live, to: SQLiteSchemaCompiler.compile(v2), formats: ValueFormats(from: nil, to: v2)).steps, [])
    }

    func testDateConditionAgreesWithTheRecordsDateParser() throws {
        let texts = [
            "2024-01-02T03:04:05.678Z", "2024-01-02", "1977-05-25T10:00:00Z", "2024-01-02 03:04:05+02:00",
            "2024-01-02T03:04:05.1+0530", "2024-01-02t03:04:05,5z", "2024-02-29", "0000-01-01", "9999-12-31T23:59:60Z",
            "2024-01-02T03:04:05", "Ann", "2024-02-30", "2023-02-29", "2024-13-01", "2024-01-02T24:00:00Z", "2024-01-02T03:04:05.Z",
            "2024-01-02T03:04:05.12Zx", "", "2024-01-02T03:04:05+24:00", "2024-1-02", "20240102", "2024-01-02T03:04Z",
        ]
        let condition = SQLiteDialect().violation(of: .date, "?1")
        let queue = try DatabaseQueue()
        for text in texts {
            let rejected = try queue.read { try Bool.fetchOne($0, sql: "SELECT \(condition)", arguments: [text]) }
            XCTAssertEqual(rejected, StorageFormat.date(from: text) == nil, text)
        }
    }

    func testUUIDConditionAgreesWithFoundation() throws {
        let texts = ["0f8fad5b-d9cb-469f-a165-70867728950e", "0F8FAD5B-D9CB-469F-A165-70867728950E", "0f8fad5b-d9cb-469f-a165-70867728950", "0f8fad5bd9cb469fa16570867728950e", "x"]
        let condition = SQLiteDialect().violation(of: .uuid, "?1")
        let queue = try DatabaseQueue()
        for text in texts {
            let rejected = try queue.read { try Bool.fetchOne($0, sql: "SELECT \(condition)", arguments: [text]) }
            XCTAssertEqual(rejected, UUID(uuidString: text) == nil, text)
        }
    }

    private func model(version: Int, _ type: String) throws -> Model {
        try project.writeVersion(version, "  Person:\n    attributes:\n      id: int\n      value: \(type)\n")
        return try project.versions().versions.first { $0.version == version }!
    }
}
