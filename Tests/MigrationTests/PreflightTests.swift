import Foundation
import GRDB
import Migration
import ModelKit
import SQLiteSchema
import XCTest

/// Issue 10, point 4: a preflight refusal shows a few of the rows and a hint that fits
/// the case, and a migration whose planned SQL was edited (to backfill, say) skips the
/// header's preflight lines and says so.
final class PreflightTests: XCTestCase {
    private var project: ModelProject!

    override func setUpWithError() throws {
        project = try ModelProject()
    }

    override func tearDown() {
        project.remove()
    }

    /// Versions 1 and 2 of a one-entity model, made and version 1 applied with `rows`.
    private func prepare(_ v1: [String], _ v2: [String], rows: String) throws {
        for (version, attributes) in [(1, v1), (2, v2)] {
            try project.writeVersion(version, "  Post:\n    attributes:\n" + attributes.map { "      \($0)\n" }.joined())
        }
        try project.make()
        _ = try project.migrate(MigrateOptions(targetVersion: 1))
        try project.execute(rows)
    }

    private func refusal(file: StaticString = #filePath, line: UInt = #line) throws -> (message: String, count: Int, samples: [String], hint: String?) {
        do {
            _ = try project.migrate()
        } catch MigrationError.preflightFailed(_, let message, let count, let samples, let hint) {
            return (message, count, samples, hint)
        }
        XCTFail("the migration was not refused", file: file, line: line)
        return ("", 0, [], nil)
    }

    func testPoint4EditedBackfillSkipsThePlannedPreflight() throws {
        try prepare(["id: int", "title: string"], ["id: int", "title: string", "author: string"],
                    rows: "INSERT INTO post (id, title) VALUES (1, 'a'), (2, 'b')")
        let refused = try refusal()
        XCTAssertEqual(refused.count, 2)
        XCTAssertEqual(refused.message, #""post" must be empty: the new NOT NULL column "author" has no default to fill its rows with"#)
        XCTAssertFalse(refused.message.contains("IS NULL"), "a column that does not exist yet has no NULLs to count")
        XCTAssertEqual(refused.samples, [#""id" = 1"#, #""id" = 2"#])
        XCTAssertTrue(refused.hint?.contains("edit this migration's INSERT … SELECT") == true, refused.hint ?? "")

        // The user backfills in the planned rebuild's copy, as the hint says.
        try project.edit("0002_app_v2.sql", replacing: #""title", NULL FROM "post""#, with: #""title", 'unknown' FROM "post""#)
        let report = try project.migrate()
        XCTAssertEqual(report.applied.map(\.name), ["0002_app_v2.sql"])
        XCTAssertEqual(report.applied[0].notes.count, 1)
        XCTAssertTrue(report.applied[0].notes[0].contains("preflight checks were skipped because its planned SQL was edited"), report.applied[0].notes[0])
        XCTAssertEqual(try project.rows("SELECT id, author FROM post ORDER BY id"), [["1", "\"unknown\""], ["2", "\"unknown\""]])
    }

    func testPoint4EditedSQLThatStillFailsIsJudgedBySQLite() throws {
        try prepare(["id: int", "title: string"], ["id: int", "title: string", "author: string"],
                    rows: "INSERT INTO post (id, title) VALUES (1, 'a')")
        try project.edit("0002_app_v2.sql", replacing: #""title", NULL FROM "post""#, with: #""title", NULL  FROM "post""#)
        XCTAssertThrowsError(try project.migrate()) { error in
            guard case .sqlFailed(_, let message)? = error as? MigrationError else { return XCTFail("unexpected \(error)") }
            XCTAssertTrue(message.contains("NOT NULL constraint failed"), message)
        }
        XCTAssertEqual(try project.rows("SELECT count(*) FROM post"), [["1"]], "rolled back")
    }

    func testPoint4DataSectionIsNotAnEditOfThePlannedSQL() throws {
        try prepare(["id: int", "title: string"], ["id: int", "title: string", "author: string"],
                    rows: "INSERT INTO post (id, title) VALUES (1, 'a')")
        try project.edit("0002_app_v2.sql", replacing: "-- modelc:data end", with: "UPDATE post SET title = title;\n-- modelc:data end")
        XCTAssertThrowsError(try project.migrate()) { error in
            guard case .preflightFailed? = error as? MigrationError else { return XCTFail("unexpected \(error)") }
        }
    }

    func testPoint4CheckViolationHintSaysFixOrLoosen() throws {
        try prepare(["id: int", "score: int"], ["id: int", "score: { type: int, min: 0 }"],
                    rows: "INSERT INTO post (id, score) VALUES (1, 5), (2, -1), (3, -7)")
        let refused = try refusal()
        XCTAssertEqual(refused.count, 2)
        XCTAssertEqual(refused.samples, [#""id" = 2, "score" = -1"#, #""id" = 3, "score" = -7"#])
        XCTAssertTrue(refused.hint?.hasPrefix("fix or delete those rows in a hand-written migration numbered before this one, or loosen") == true, refused.hint ?? "")
        XCTAssertFalse(refused.hint?.contains("default") == true, "a default does not fix a CHECK violation")
    }

    func testPoint4FailedConversionHintSaysTheValuesAreNotIntegers() throws {
        try prepare(["id: int", "views: string?"], ["id: int", "views: int?"],
                    rows: "INSERT INTO post (id, views) VALUES (1, '12'), (2, 'many'), (3, NULL), (4, '1.5')")
        let refused = try refusal()
        XCTAssertEqual(refused.count, 2)
        XCTAssertEqual(refused.samples, [#""id" = 2, "views" = 'many'"#, #""id" = 4, "views" = '1.5'"#])
        XCTAssertTrue(refused.hint?.hasPrefix("these values are not integers: fix \"views\"") == true, refused.hint ?? "")
        let sentence = MigrationError.preflightFailed(file: "0002_app_v2.sql", message: refused.message, count: refused.count, samples: refused.samples, hint: refused.hint).description
        XCTAssertTrue(sentence.contains(#"(e.g. "id" = 2, "views" = 'many'; "id" = 4, "views" = '1.5')"#), sentence)
        XCTAssertFalse(sentence.contains("give the model a default"), sentence)
    }

    func testPoint4RequiredWithoutDefaultHintSaysFillTheNulls() throws {
        try prepare(["id: int", "title: string?"], ["id: int", "title: string"],
                    rows: "INSERT INTO post (id, title) VALUES (1, 'a'), (2, NULL)")
        let refused = try refusal()
        XCTAssertEqual(refused.samples, [#""id" = 2"#])
        XCTAssertTrue(refused.hint?.hasPrefix("fill those NULLs") == true, refused.hint ?? "")
    }

    func testPoint4DuplicatesShowTheRepeatedValues() throws {
        try prepare(["id: int", "slug: string"], ["id: int", "slug: { type: string, unique: true }"],
                    rows: "INSERT INTO post (id, slug) VALUES (1, 'a'), (2, 'a'), (3, 'b')")
        let refused = try refusal()
        XCTAssertEqual(refused.count, 2)
        XCTAssertEqual(refused.samples, [#""slug" = 'a', "rows" = 2"#])
        XCTAssertTrue(refused.hint?.hasPrefix("make those values distinct") == true, refused.hint ?? "")
    }
}
