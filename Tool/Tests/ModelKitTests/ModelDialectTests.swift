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

    func testAValueThatIsNoDialectsNameIsAnError() throws {
        let result = ModelLoader.inspect(text: "model: Music\nversion: 1\ndialect: Postgre SQL\n" + body, file: "1.yaml")
        let error = try XCTUnwrap(result.diagnostics.first { $0.severity == .error })
        XCTAssertEqual(error.message, "`dialect: Postgre SQL` is not a dialect's name")
        XCTAssertEqual(error.location.line, 3)
    }
}
