import Foundation
import GRDB
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// Issue 10, point 4: a preflight refusal shows a few of the rows and a hint that fits
/// the case, and a migration whose planned SQL was edited to backfill skips the one
/// check the backfill satisfies, names it, and still runs every check about the values
/// already stored.
final class PreflightTests: ModelcTestCase {
    private var project: ModelProject!

    override func setUpWithError() throws {
        project = try ModelProject(self)
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
        } catch MigrationError.preflightFailed(_, let message, let count, let samples, let hint, _) {
            return (message, count, samples, hint)
        }
        XCTFail("the migration was not refused", file: file, line: line)
        return ("", 0, [], nil)
    }

    /// Every check that finds rows is named in the one refusal, the first with its rows
    /// and hint: fixing the first and running again only to meet the next was a run per
    /// check (Vaultwarden's four key columns made UUIDs).
    func testARefusalNamesEveryFailingCheck() throws {
        try prepare(["id: int", "a: string", "b: string", "c: string", "d: string"],
                    ["id: int", "a: uuid", "b: uuid", "c: uuid", "d: uuid"],
                    rows: "INSERT INTO post VALUES (1, 'x', '7d1f4e55-3f0a-4b8e-9a61-2b2b6f0b3c11', 'y', 'z'), (2, 'x2', '7d1f4e55-3f0a-4b8e-9a61-2b2b6f0b3c12', 'y2', '7d1f4e55-3f0a-4b8e-9a61-2b2b6f0b3c13')")
        do {
            _ = try project.migrate()
            XCTFail("the migration was not refused")
        } catch let error as MigrationError {
            guard case .preflightFailed(_, let message, let count, _, _, let others) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(message, #"rows of "post" whose "a" is not a UUID must be 0"#)
            XCTAssertEqual(count, 2)
            XCTAssertEqual(others, [#"rows of "post" whose "c" is not a UUID must be 0 (2 rows)"#, #"rows of "post" whose "d" is not a UUID must be 0 (1 row)"#])
            XCTAssertTrue(error.report.message.hasSuffix(#"; 2 other checks fail too: rows of "post" whose "c" is not a UUID must be 0 (2 rows); rows of "post" whose "d" is not a UUID must be 0 (1 row)"#),
                          error.report.message)
        }
    }

    func testPoint4EditedBackfillSkipsThePlannedPreflight() throws {
        try prepare(["id: int", "title: string"], ["id: int", "title: string", "author: string"],
                    rows: "INSERT INTO post (id, title) VALUES (1, 'a'), (2, 'b')")
        let refused = try refusal()
        XCTAssertEqual(refused.count, 2)
        XCTAssertEqual(refused.message, #""post" must be empty: the new NOT NULL column "author" has no default to fill its rows with"#,
                       "a column that does not exist yet has no NULLs to count")
        XCTAssertEqual(refused.samples, [#""id" = 1"#, #""id" = 2"#])
        XCTAssertEqual(refused.hint, """
            give "author" a default in the model (or make it optional), or edit this migration's INSERT … SELECT to fill "author" \
            for existing rows (an edit of that fill skips this check, and SQLite's NOT NULL judges the copied rows)
            """)

        // The user backfills in the planned rebuild's copy, as the hint says.
        try project.edit("0002_app_v2.sql", replacing: #""title", NULL FROM "post""#, with: #""title", 'unknown' FROM "post""#)
        let report = try project.migrate()
        XCTAssertEqual(report.applied.map(\.name), ["0002_app_v2.sql"])
        XCTAssertEqual(report.applied.first?.notes, [
            #"skipped the preflight check ("post" must be empty: the new NOT NULL column "author" has no default to fill its rows with) because the edited INSERT … SELECT fills "author" with 'unknown' instead of the planned NULL; SQLite's NOT NULL constraint judges the copied rows instead"#,
        ])
        XCTAssertEqual(try project.rows("SELECT id, author FROM post ORDER BY id"), [["1", "\"unknown\""], ["2", "\"unknown\""]])
    }

    func testPoint4EditedSQLThatStillFailsIsJudgedBySQLite() throws {
        try prepare(["id: int", "title: string"], ["id: int", "title: string", "author: string"],
                    rows: "INSERT INTO post (id, title) VALUES (1, 'a')")
        try project.edit("0002_app_v2.sql", replacing: #""title", NULL FROM "post""#, with: #""title", nullif('a', 'a') FROM "post""#)
        XCTAssertThrowsError(try project.migrate()) { error in
            guard case .sqlFailed(_, let message, _)? = error as? MigrationError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(message, "NOT NULL constraint failed: _modelc_new_post.author")
        }
        XCTAssertEqual(try project.rows("SELECT count(*) FROM post"), [["1"]], "rolled back")
    }

    func testPoint4EditThatLeavesTheFillAsPlannedRunsItsCheck() throws {
        try prepare(["id: int", "title: string"], ["id: int", "title: string", "author: string"],
                    rows: "INSERT INTO post (id, title) VALUES (1, 'a')")
        // Spacing, a comment and the case of a keyword change the file, not the fill.
        try project.edit("0002_app_v2.sql", replacing: #""title", NULL FROM "post""#, with: "\"title\",\n  null -- to do\n  FROM \"post\"")
        XCTAssertTrue(try project.directory.files()[1].plannedSQLIsEdited)
        let refused = try refusal()
        XCTAssertEqual(refused.message, #""post" must be empty: the new NOT NULL column "author" has no default to fill its rows with"#)
    }

    func testPoint4EditedFillOfARequiredColumnSkipsItsNullCount() throws {
        try prepare(["id: int", "title: string?"], ["id: int", "title: string"],
                    rows: "INSERT INTO post (id, title) VALUES (1, 'a'), (2, NULL)")
        XCTAssertEqual(try refusal().samples, [#""id" = 2"#])
        try project.edit("0002_app_v2.sql", replacing: #"SELECT "id", "title" FROM"#, with: #"SELECT "id", coalesce("title", 'untitled') FROM"#)
        let applied = try XCTUnwrap(try project.migrate().applied.first)
        XCTAssertEqual(applied.notes, ["""
            skipped the preflight check (rows of "post" where "title" IS NULL must be 0) because the edited INSERT … SELECT fills "title" \
            with coalesce("title", 'untitled') instead of the planned "title"; SQLite's NOT NULL constraint judges the copied rows instead
            """])
        XCTAssertEqual(try project.rows("SELECT title FROM post ORDER BY id"), [["\"a\""], ["\"untitled\""]])
    }

    /// The reviewer's repro: an edit that backfills a new NOT NULL column must not switch
    /// off the checks on the values already stored, or a failed conversion loses data
    /// silently (CAST('x7' AS INTEGER) is 0) and a bad date stays in a date column (a
    /// `checkValues` step has no SQL: its check is all it does).
    func testPoint4EditedBackfillStillRunsTheConversionAndValueChecks() throws {
        try prepare(["id: int", "code: string", "born: string"], ["id: int", "code: int", "born: date", "qty: int"],
                    rows: "INSERT INTO post (id, code, born) VALUES (1, 'x7', '2024-01-02T03:04:05.678Z'), (2, '12', 'Ann')")
        try project.edit("0002_app_v2.sql", replacing: #""born", NULL FROM "post""#, with: #""born", 0 FROM "post""#)
        let before = try project.bytes()

        let date = try refusal()
        XCTAssertEqual(date.message, #"rows of "post" whose "born" is not an ISO-8601 date must be 0"#)
        XCTAssertEqual(date.samples, [#""id" = 2, "born" = 'Ann'"#])
        XCTAssertEqual(try project.bytes(), before, "nothing was applied")

        try project.execute("UPDATE post SET born = '2023-05-06T00:00:00.000Z' WHERE id = 2")
        let conversion = try refusal()
        XCTAssertEqual(conversion.message, #"rows of "post" whose "code" does not survive conversion from TEXT to INTEGER must be 0"#)
        XCTAssertEqual(conversion.samples, [#""id" = 1, "code" = 'x7'"#])
        XCTAssertEqual(try project.rows("SELECT code FROM post ORDER BY id"), [["\"x7\""], ["\"12\""]], "'x7' is not turned into 0")

        try project.execute("UPDATE post SET code = '7' WHERE id = 1")
        let applied = try XCTUnwrap(try project.migrate().applied.first)
        XCTAssertEqual(applied.name, "0002_app_v2.sql")
        XCTAssertEqual(applied.notes, ["""
            skipped the preflight check ("post" must be empty: the new NOT NULL column "qty" has no default to fill its rows with) \
            because the edited INSERT … SELECT fills "qty" with 0 instead of the planned NULL; SQLite's NOT NULL constraint judges the copied rows instead
            """])
        XCTAssertEqual(try project.rows("SELECT id, code, qty FROM post ORDER BY id"), [["1", "7", "0"], ["2", "12", "0"]])
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
        XCTAssertEqual(refused.hint, """
            fix or delete those rows in a hand-written migration numbered before this one, or loosen the model's rule behind the check \
            (its type, values, min, max, maxLength or check)
            """, "a default does not fix a CHECK violation")
    }

    func testPoint4FailedConversionHintSaysTheValuesAreNotIntegers() throws {
        try prepare(["id: int", "views: string?"], ["id: int", "views: int?"],
                    rows: "INSERT INTO post (id, views) VALUES (1, '12'), (2, 'many'), (3, NULL), (4, '1.5')")
        let refused = try refusal()
        XCTAssertEqual(refused.count, 2)
        XCTAssertEqual(refused.samples, [#""id" = 2, "views" = 'many'"#, #""id" = 4, "views" = '1.5'"#])
        XCTAssertEqual(refused.hint, #"these values are not integers: fix "views" in those rows in a hand-written migration numbered before this one, or keep the column's old type"#)
        let sentence = MigrationError.preflightFailed(file: "0002_app_v2.sql", message: refused.message, count: refused.count, samples: refused.samples, hint: refused.hint).description
        XCTAssertEqual(sentence, """
            0002_app_v2.sql refused: 2 rows would fail: rows of "post" whose "views" does not survive conversion from TEXT to INTEGER must be 0 \
            (e.g. "id" = 2, "views" = 'many'; "id" = 4, "views" = '1.5'); these values are not integers: fix "views" in those rows \
            in a hand-written migration numbered before this one, or keep the column's old type, then run again (it was not applied).
            """)
    }

    /// Text made a `double` counts only the values REAL changes: a whole number (`2`
    /// reads back `2.0`) and a decimal with zeros after its digits (`12.50`) convert as
    /// they are, and were refused; more digits than REAL keeps, or no number, are not.
    func testTextMadeADoubleRefusesOnlyTheValuesRealChanges() throws {
        try prepare(["id: int", "score: string?"], ["id: int", "score: double?"],
                    rows: "INSERT INTO post (id, score) VALUES (1, '2'), (2, '12.50'), (3, '-0.25'), (4, '12345678901234567890'), (5, 'many'), (6, NULL)")
        let refused = try refusal()
        XCTAssertEqual(refused.count, 2)
        XCTAssertEqual(refused.samples, [#""id" = 4, "score" = '12345678901234567890'"#, #""id" = 5, "score" = 'many'"#])
        try project.execute("DELETE FROM post WHERE id IN (4, 5)")
        _ = try project.migrate()
        let scores = try DatabaseQueue(path: project.databasePath).read { db in try Double.fetchAll(db, sql: "SELECT score FROM post WHERE score IS NOT NULL ORDER BY id") }
        XCTAssertEqual(scores, [2, 12.5, -0.25])
    }

    /// Text made a `double` judges the number, not its spelling: a numeral of 15
    /// significant digits or fewer converts however it is written (`1e5`, `+1`, `.5`,
    /// `-0`), and so does a longer one that is a double's own shortest text (which SQLite
    /// prints to 15 digits only); one beyond the double's range or digits is counted.
    func testTextMadeADoubleAcceptsEveryExactNumeralHoweverWritten() throws {
        let exact = ["1e5", "+1", ".5", "-0", "1.5E-3", "0.30000000000000004", "3.141592653589793", "100000000000000000000000", "-0.000"]
        let lost = ["1e400", "1e-400", "0.1234567890123456789"]
        let values = (exact + lost).enumerated().map { "(\($0.offset + 1), '\($0.element)')" }.joined(separator: ", ")
        try prepare(["id: int", "score: string?"], ["id: int", "score: double?"], rows: "INSERT INTO post (id, score) VALUES \(values)")
        let refused = try refusal()
        XCTAssertEqual(refused.count, 3)
        XCTAssertEqual(refused.samples, lost.enumerated().map { #""id" = \#(exact.count + $0.offset + 1), "score" = '\#($0.element)'"# })
        try project.execute("DELETE FROM post WHERE id > \(exact.count)")
        _ = try project.migrate()
        let scores = try DatabaseQueue(path: project.databasePath).read { db in try Double.fetchAll(db, sql: "SELECT score FROM post ORDER BY id") }
        XCTAssertEqual(scores, [1e5, 1, 0.5, 0, 1.5e-3, 0.30000000000000004, 3.141592653589793, 1e23, 0])
    }

    /// A `string` made a `decimal` keeps its TEXT storage, and was planned as nothing to
    /// do, keeping `abc` where the records read decimals: its values are checked now,
    /// as a `date`'s are.
    func testTextMadeADecimalRefusesTheValuesThatAreNotDecimalNumbers() throws {
        try prepare(["id: int", "price: string?"], ["id: int", "price: decimal?"],
                    rows: "INSERT INTO post (id, price) VALUES (1, '12.50'), (2, '-3e2'), (3, '.5'), (4, 'abc'), (5, '1.2.3'), (6, '+'), (7, NULL)")
        let refused = try refusal()
        XCTAssertEqual(refused.message, #"rows of "post" whose "price" is not a decimal number must be 0"#)
        XCTAssertEqual(refused.count, 3)
        XCTAssertEqual(refused.samples, [#""id" = 4, "price" = 'abc'"#, #""id" = 5, "price" = '1.2.3'"#, #""id" = 6, "price" = '+'"#])
        try project.execute("DELETE FROM post WHERE id IN (4, 5, 6)")
        _ = try project.migrate()
        let prices = try DatabaseQueue(path: project.databasePath).read { db in try String.fetchAll(db, sql: "SELECT price FROM post WHERE price IS NOT NULL ORDER BY id") }
        XCTAssertEqual(prices, ["12.50", "-3e2", ".5"])
    }

    func testPoint4RequiredWithoutDefaultHintSaysFillTheNulls() throws {
        try prepare(["id: int", "title: string?"], ["id: int", "title: string"],
                    rows: "INSERT INTO post (id, title) VALUES (1, 'a'), (2, NULL)")
        let refused = try refusal()
        XCTAssertEqual(refused.samples, [#""id" = 2"#])
        XCTAssertEqual(refused.hint, #"fill those NULLs in a hand-written migration numbered before this one, or give "title" a default in the model (the rebuild then fills them with it)"#)
    }

    func testPoint4DuplicatesShowTheRepeatedValues() throws {
        try prepare(["id: int", "slug: string"], ["id: int", "slug: { type: string, unique: true }"],
                    rows: "INSERT INTO post (id, slug) VALUES (1, 'a'), (2, 'a'), (3, 'b')")
        let refused = try refusal()
        XCTAssertEqual(refused.count, 2)
        XCTAssertEqual(refused.samples, [#""slug" = 'a', "rows" = 2"#])
        XCTAssertEqual(refused.hint, "make those values distinct (or delete the extra rows) in a hand-written migration numbered before this one, or drop the unique rule")
    }
}
