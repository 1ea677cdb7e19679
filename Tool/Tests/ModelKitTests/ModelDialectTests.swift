import Foundation
import ModelKit
import SQLiteSchema
import XCTest

/// `dialect:` says whose words a model's SQL is in: SQLite's check of it is skipped for
/// another engine's, the model hash of a model without it is what it was, and a value
/// that is no dialect's name is a positioned error.
final class ModelDialectTests: XCTestCase {
    private let body = "entities:\n  Artist:\n    attributes:\n      id: int32\n      code: { type: string, optional: true, check: \"code ~ '^[A-Z]{2}$'\" }\n"

    func testSQLiteChecksTheSQLOfAModelWithoutADialectAndNotOfAPostgresOne() throws {
        let sqlite = try XCTUnwrap(ModelLoader.inspect(text: "model: Music\nversion: 1\n" + body).versions?.current)
        XCTAssertNil(sqlite.dialect)
        XCTAssertTrue(SchemaCheck.diagnostics(for: sqlite).contains { $0.severity == .error }, "SQLite cannot read `~`")
        let postgres = try XCTUnwrap(ModelLoader.inspect(text: "model: Music\nversion: 1\ndialect: postgres\n" + body).versions?.current)
        XCTAssertEqual(postgres.dialect, "postgres")
        XCTAssertFalse(postgres.carriesSQLiteSQL)
        XCTAssertEqual(SchemaCheck.diagnostics(for: postgres), [])
        XCTAssertNotEqual(ModelHash.of(postgres), ModelHash.of(sqlite), "the dialect is part of what the model says")
        XCTAssertFalse(String(decoding: ModelHash.canonicalJSON(sqlite), as: UTF8.self).contains("dialect"), "models without it hash as before")
    }

    /// The one thing looked for in PostgreSQL's SQL before the server: a name a rename left
    /// behind (the server renames the column inside its CHECK, the model's text does not).
    func testACheckOfAPostgresModelNamingARenamedColumnIsAPositionedError() throws {
        let renamed = "model: Music\nversion: 2\ndialect: postgres\nentities:\n  Artist:\n    attributes:\n      id: int32\n"
            + "      label: { type: string, optional: true, renamedFrom: code, check: \"code ~ '^[A-Z]{2}$'\" }\n"
            + "    check:\n      - \"upper(label) = label\"\n"
        let model = try XCTUnwrap(ModelLoader.inspect(text: renamed, file: "2.yaml").versions?.current)
        let errors = SchemaCheck.diagnostics(for: model)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        let error = try XCTUnwrap(errors.first)
        XCTAssertEqual(error.severity, .error)
        XCTAssertEqual(error.message, "the CHECK `code ~ '^[A-Z]{2}$'` of entity `Artist` names the column `code`, which this version renames to `label`")
        XCTAssertEqual(error.hint, "`label` was `code` (its `renamedFrom`), and a rename does not edit a CHECK's SQL: write `label` where the CHECK says `code`")
        XCTAssertEqual(error.location.line, 8)

        let fixed = try XCTUnwrap(ModelLoader.inspect(text: renamed.replacingOccurrences(of: "check: \"code ~", with: "check: \"label ~"), file: "2.yaml").versions?.current)
        XCTAssertEqual(SchemaCheck.diagnostics(for: fixed), [])
        let function = try XCTUnwrap(ModelLoader.inspect(text: renamed.replacingOccurrences(of: "check: \"code ~ '^[A-Z]{2}$'", with: "check: \"code(label)"), file: "2.yaml").versions?.current)
        XCTAssertEqual(SchemaCheck.diagnostics(for: function), [], "a function of the old name is no column")
    }

    func testAValueThatIsNoDialectsNameIsAnError() throws {
        let result = ModelLoader.inspect(text: "model: Music\nversion: 1\ndialect: Postgre SQL\n" + body, file: "1.yaml")
        let error = try XCTUnwrap(result.diagnostics.first { $0.severity == .error })
        XCTAssertEqual(error.message, "`dialect: Postgre SQL` is not a dialect's name")
        XCTAssertEqual(error.location.line, 3)
    }
}
