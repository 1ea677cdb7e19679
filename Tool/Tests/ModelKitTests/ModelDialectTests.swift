import Foundation
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// `dialect:` says whose words a model's SQL is in: SQLite's check of it is skipped for
/// another engine's, the model hash of a model without it is what it was, and a value
/// that is no dialect's name is a positioned error.
final class ModelDialectTests: ModelcTestCase {
    private let body = "entities:\n  Artist:\n    attributes:\n      id: int32\n      code: { type: string, optional: true, check: \"code ~ '^[A-Z]{2}$'\" }\n"

    func testSQLiteChecksTheSQLOfAModelWithoutADialectAndNotOfAPostgresOne() throws {
        let sqlite = try XCTUnwrap(ModelLoader.inspect(text: "model: Music\nversion: 1\n" + body).versions?.current)
        XCTAssertNil(sqlite.dialect)
        XCTAssertTrue(ModelCheck.diagnostics(for: sqlite).contains { $0.severity == .error }, "SQLite cannot read `~`")
        let postgres = try XCTUnwrap(ModelLoader.inspect(text: "model: Music\nversion: 1\ndialect: postgres\n" + body).versions?.current)
        XCTAssertEqual(postgres.dialect, "postgres")
        XCTAssertFalse(postgres.carriesSQLiteSQL)
        XCTAssertEqual(ModelCheck.diagnostics(for: postgres), [])
        XCTAssertNotEqual(ModelHash.of(postgres), ModelHash.of(sqlite), "the dialect is part of what the model says")
        XCTAssertFalse(String(decoding: ModelHash.canonicalJSON(sqlite), as: UTF8.self).contains("dialect"), "models without it hash as before")
    }

    /// `STRICT` and the row id are SQLite's: a model in PostgreSQL's words declares its
    /// server's types without `strict: false` (a first PostgreSQL model with `varchar(20)`
    /// was refused as "not allowed in a STRICT table"), is not warned about a column
    /// named `oid`, and an optional key is refused in its own words, `strict:` or not.
    func testAPostgresModelIsHeldToNoSQLiteTableRule() throws {
        let entities = "entities:\n  Product:\n    attributes:\n      id: int\n      oid: int\n"
            + "      name: { type: string, sqlType: \"varchar(20)\" }\n      seenAt: { type: date, sqlType: timestamptz }\n"
        let sqlite = ModelLoader.inspect(text: "model: Shop\nversion: 1\n" + entities)
        XCTAssertEqual(sqlite.diagnostics.filter { $0.severity == .error }.map(\.message), [
            "`sqlType: varchar(20)` on `Product.name` is not allowed in a STRICT table",
            "`sqlType: timestamptz` on `Product.seenAt` is not allowed in a STRICT table",
        ])
        XCTAssertTrue(sqlite.diagnostics.contains { $0.severity == .warning && $0.message.contains("`oid`") }, "\(sqlite.diagnostics)")
        let postgres = ModelLoader.inspect(text: "model: Shop\nversion: 1\ndialect: postgres\n" + entities)
        XCTAssertEqual(postgres.diagnostics, [])

        let optionalKey = "entities:\n  Tag:\n    strict: false\n    attributes:\n      id: { type: int, optional: true }\n"
        XCTAssertEqual(ModelLoader.inspect(text: "model: Shop\nversion: 1\n" + optionalKey).diagnostics.map(\.severity), [.warning], "SQLite's row id is never NULL")
        let refused = ModelLoader.inspect(text: "model: Shop\nversion: 1\ndialect: postgres\n" + optionalKey).diagnostics
        XCTAssertEqual(refused.map(\.message), ["primary key `Tag.id` is optional, but the key columns of a table are never NULL in a model for postgres"])
        XCTAssertEqual(refused.first.map { "\($0.location.line):\($0.location.column)" }, "8:24")
    }

    /// SQLite makes a table whose default calls a function it lacks, then refuses every
    /// row relying on the default: a model adopted from PostgreSQL keeps `now()`, and its
    /// SQLite migrations applied cleanly while no insert could use them. Such a default
    /// is a positioned warning (the model may be meant for a server, under `dialect:`);
    /// one SQLite computes is not, nor is any in a model of PostgreSQL's words.
    func testADefaultCallingAFunctionSQLiteLacksIsAWarning() throws {
        let text = """
            entities:
              Session:
                attributes:
                  id: int
                  createdAt: { type: string, optional: true, defaultSQL: "(now())" }
                  seenAt: { type: string, optional: true, defaultSQL: "(datetime('now'))" }

            """
        let sqlite = try XCTUnwrap(ModelLoader.inspect(text: "model: Auth\nversion: 1\n" + text).versions?.current)
        let found = ModelCheck.diagnostics(for: sqlite)
        XCTAssertEqual(found.map(\.severity), [.warning])
        XCTAssertEqual(found.first?.message, "the default of `Session.createdAt` cannot be computed on SQLite: no such function: now; a row relying on it cannot be inserted")
        XCTAssertEqual(found.first.map { "\($0.location.line):\($0.location.column)" }, "7:50")
        let postgres = try XCTUnwrap(ModelLoader.inspect(text: "model: Auth\nversion: 1\ndialect: postgres\n" + text).versions?.current)
        XCTAssertEqual(ModelCheck.diagnostics(for: postgres), [])
    }

    /// The one thing looked for in PostgreSQL's SQL before the server: a name a rename left
    /// behind (the server renames the column inside its CHECK, the model's text does not).
    func testACheckOfAPostgresModelNamingARenamedColumnIsAPositionedError() throws {
        let renamed = "model: Music\nversion: 2\ndialect: postgres\nentities:\n  Artist:\n    attributes:\n      id: int32\n"
            + "      label: { type: string, optional: true, renamedFrom: code, check: \"code ~ '^[A-Z]{2}$'\" }\n"
            + "    check:\n      - \"upper(label) = label\"\n"
        let model = try XCTUnwrap(ModelLoader.inspect(text: renamed, file: "2.yaml").versions?.current)
        let errors = ModelCheck.diagnostics(for: model)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        let error = try XCTUnwrap(errors.first)
        XCTAssertEqual(error.severity, .error)
        XCTAssertEqual(error.message, "the CHECK `code ~ '^[A-Z]{2}$'` of `Artist.label` names the column `code`, which this version renames to `label`")
        XCTAssertEqual(error.hint, "`label` was `code` (its `renamedFrom`), and a rename does not edit a CHECK's SQL: write `label` where the CHECK says `code`")
        XCTAssertEqual(error.location.line, 8)

        let fixed = try XCTUnwrap(ModelLoader.inspect(text: renamed.replacingOccurrences(of: "check: \"code ~", with: "check: \"label ~"), file: "2.yaml").versions?.current)
        XCTAssertEqual(ModelCheck.diagnostics(for: fixed), [])
        let function = try XCTUnwrap(ModelLoader.inspect(text: renamed.replacingOccurrences(of: "check: \"code ~ '^[A-Z]{2}$'", with: "check: \"code(label)"), file: "2.yaml").versions?.current)
        XCTAssertEqual(ModelCheck.diagnostics(for: function), [], "a function of the old name is no column")
    }

    /// Lago's `structure.sql`, adopted: a version 2 in PostgreSQL's words dropped a column
    /// that a partial index's `where:` and a view still named. `validate` and `migrate make`
    /// passed, and the migration failed on the server after its first phase had committed.
    /// Each version is now read against the one before it: every piece of its SQL naming a
    /// dropped column is a positioned error, which stops `migrate make` too (`load`); the
    /// same model in SQLite's words is SQLite's to judge, and a column renamed is the
    /// rename check's.
    func testAPostgresVersionWhoseSQLNamesAColumnItDropsIsAPositionedError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dropped-\(UUID().uuidString)/W")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let first = "model: W\nversion: 1\ndialect: postgres\nentities:\n  Invoice:\n    attributes:\n      id: int\n      status: int\n"
            + "      overdue: bool\n      dueDate: date?\n      note: string?\n"
        func second(index: String, view: String, note: String = "note: string?") -> String {
            "model: W\nversion: 2\ndialect: postgres\nentities:\n  Invoice:\n    attributes:\n      id: int\n      status: int\n"
                + "      dueDate: date?\n      \(note)\n    indexes:\n      - { name: idx_due, columns: [dueDate], where: \"\(index)\" }\n"
                + "views:\n  open_invoices: \"\(view)\"\n"
        }
        try first.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let broken = second(index: "status = 1 AND overdue = false", view: "SELECT id, overdue FROM invoice WHERE status = 1")
        try broken.write(to: folder.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        let found = ModelCheck.inspect(folder.path).diagnostics
        XCTAssertEqual(found.map(\.message), [
            "the condition `status = 1 AND overdue = false` of an index of entity `Invoice` names the column `overdue`, which version 2 drops",
            "the view `open_invoices` names the column `overdue` of `invoice`, which version 2 drops",
        ])
        XCTAssertEqual(found.map(\.severity), [.error, .error])
        XCTAssertEqual(found.map(\.location.line), [12, 14])
        XCTAssertEqual(found.first?.hint, "write the condition without `overdue`, or keep the attribute that stores it")
        XCTAssertThrowsError(try ModelCheck.load(folder.path), "`migrate make` loads the model so")

        let aliased = second(index: "status = 1", view: "SELECT id, status = 2 AS overdue FROM invoice", note: "remark: { type: string, optional: true, renamedFrom: note }")
        try aliased.write(to: folder.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(ModelCheck.inspect(folder.path).diagnostics, [], "an alias is no column, and a renamed column is not dropped")
        XCTAssertNoThrow(try ModelCheck.load(folder.path))
    }

    /// A view of a PostgreSQL model naming a column its table renames (airlines' view of
    /// `airports.coordinates`) passed `validate` and `migrate make`, and the new database
    /// could not create the view at deploy. The name is looked for in views that name the
    /// table, and not where another table they name has a column of that name.
    func testAViewOfAPostgresModelNamingARenamedColumnIsAPositionedError() throws {
        func errors(view: String) throws -> [Diagnostic] {
            let yaml = "model: Air\nversion: 2\ndialect: postgres\nentities:\n  Airport:\n    table: airports\n    strict: false\n    attributes:\n"
                + "      code: { type: string, primaryKey: true }\n      location: { type: string, renamedFrom: coordinates }\n"
                + "  Flight:\n    strict: false\n    attributes:\n      id: int\n      coordinates: string?\n"
                + "views:\n  airports_v: \"\(view)\"\n"
            return ModelCheck.diagnostics(for: try XCTUnwrap(ModelLoader.inspect(text: yaml, file: "2.yaml").versions?.current))
        }
        let found = try errors(view: "SELECT a.code, a.coordinates FROM airports a")
        XCTAssertEqual(found.map(\.message), ["the view `airports_v` names the column `coordinates` of `airports`, which this version renames to `location`"])
        XCTAssertEqual(found.first?.hint, "`location` was `coordinates` (its `renamedFrom`), and a rename does not edit a view's SQL: write `location` where the view says `coordinates`")
        XCTAssertEqual(found.first?.location.line, 17)
        XCTAssertEqual(try errors(view: "SELECT a.code, a.location FROM airports a"), [])
        XCTAssertEqual(try errors(view: "SELECT a.code, f.coordinates FROM airports a, flight f"), [], "`flight` has a `coordinates` column")
    }

    /// A word is a column only where SQL reads it as one: the type of a cast (as adoption
    /// writes them), a typed literal's type, an `EXTRACT` field and a function are not,
    /// whatever the renamed column was called; a quoted name and a bare operand are.
    func testARenamedColumnsOldNameIsLookedForOnlyWhereItNamesAColumn() throws {
        func diagnostics(renaming old: String, check: String) throws -> [Diagnostic] {
            let yaml = "model: S\nversion: 2\ndialect: postgres\nentities:\n  Item:\n    attributes:\n      id: int32\n"
                + "      label: string\n      amount: double\n      created: date\n"
                + "      renamed: { type: string, renamedFrom: \(old) }\n    check:\n      - \"\(check.replacingOccurrences(of: "\"", with: "\\\""))\"\n"
            return ModelCheck.diagnostics(for: try XCTUnwrap(ModelLoader.inspect(text: yaml, file: "2.yaml").versions?.current))
        }
        let notColumns = [
            ("text", "CAST(label AS text) <> ''"), ("name", "CAST(label AS name) <> ''"),
            ("precision", "CAST(amount AS double precision) > 0"),
            ("time", "CAST(created AS timestamp without time zone) > '2000-01-01'"),
            ("zone", "created::timestamp with time zone > '2000-01-01'"),
            ("date", "created > date '2000-01-01'"), ("interval", "created > CAST('2000-01-02' AS date) - interval '1 day'"),
            ("year", "EXTRACT(YEAR FROM created) > 2000"), ("lower", "lower(label) = label"), ("text", "label::text <> ''"),
            ("value", "label <> 'value'"), ("time", "(created AT TIME ZONE 'UTC') > '2000-01-01'"),
            ("day", "created > CAST('2000-01-01' AS date) + INTERVAL '1' DAY"),
            ("minute", "created > CAST('2000-01-01' AS date) + INTERVAL '1:30' HOUR TO MINUTE"),
            ("days", "created > CAST('2000-01-01' AS date) + make_interval(days => 1)"), ("years", "make_interval(years := 1) IS NOT NULL"),
            ("similar", "label SIMILAR TO '[a-z]*'"), ("distinct", "label IS DISTINCT FROM 'x'"), ("symmetric", "amount BETWEEN SYMMETRIC 1 AND 10"),
            ("array", "CAST(label AS text) = ANY (ARRAY[CAST('a' AS text), CAST('b' AS text)])"),
            ("case", "CASE WHEN amount > 0 THEN true ELSE false END"), ("collate", "label COLLATE \"C\" <> ''"),
            ("current_date", "created <= CURRENT_DATE + 1"),
        ]
        for (old, check) in notColumns {
            XCTAssertEqual(try diagnostics(renaming: old, check: check), [], "\(old) in \(check)")
        }
        for (old, check) in [("text", "text <> ''"), ("text", "\"text\" <> ''"), ("year", "YEAR > 2000 AND EXTRACT(YEAR FROM created) > 2000"),
                             ("time", "time > '10:00'"), ("day", "day = 1 AND created > date '2000-01-01'"), ("days", "days >= 1")] {
            let found = try diagnostics(renaming: old, check: check)
            XCTAssertEqual(found.count, 1, "\(old) in \(check)")
            XCTAssertEqual(found.first?.hint?.hasPrefix("`renamed` was `\(old)` (its `renamedFrom`)"), true, "\(found)")
        }
    }

    func testAValueThatIsNoDialectsNameIsAnError() throws {
        let result = ModelLoader.inspect(text: "model: Music\nversion: 1\ndialect: Postgre SQL\n" + body, file: "1.yaml")
        let error = try XCTUnwrap(result.diagnostics.first { $0.severity == .error })
        XCTAssertEqual(error.message, "`dialect: Postgre SQL` is not a dialect's name")
        XCTAssertEqual(error.location.line, 3)
    }
}
