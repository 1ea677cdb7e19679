import Foundation
import Migration
import ModelKit
import ModelcTestSupport
import PostgresDriver
import SQLiteDriver
import SchemaCore
import XCTest

/// The dialect seam of the migration files: PostgreSQL drafts, their header, staleness
/// in their own dialect, and the PostgreSQL form of preflight checks.
final class PostgresMigrationFilesTests: ModelcTestCase {
    private let dialect = PostgresDialect()

    /// `check`'s count query as SQLite's planner writes it.
    private func sqlite(_ check: StepCheck) -> String? {
        check.condition.map { SQLiteDialect().written($0).count }
    }

    /// The rows a rebuild copies, `SELECT <expression> AS "<name>", … FROM "<table>"`.
    private func copied(from table: String, _ columns: KeyValuePairs<String, String>, key: [String] = []) -> CheckRows {
        .copied(from: table, columns: columns.map { CopiedColumn(name: $0.key, expression: $0.value) }, key: key)
    }

    func testUnnamedSubqueriesInFromAreNamedForPostgres() {
        let check = StepCheck(
            .duplicates(copied(from: "item", ["id": #""id""#, "name": #""name""#], key: ["id"]), columns: ["name"], condition: nil),
            description: "rows of \"item\" sharing \"name\" with another row must be 0")
        XCTAssertEqual(sqlite(check), #"SELECT coalesce(sum("n"), 0) FROM (SELECT count(*) AS "n" FROM (SELECT "id" AS "id", "name" AS "name" FROM "item") WHERE "name" IS NOT NULL GROUP BY "name" HAVING count(*) > 1)"#)
        let translated = dialect.preflight(check)
        XCTAssertEqual(translated?.sql, #"SELECT coalesce(sum("n"), 0) FROM (SELECT count(*) AS "n" FROM (SELECT "id" AS "id", "name" AS "name" FROM "item") AS "_modelc_s1" WHERE "name" IS NOT NULL GROUP BY "name" HAVING count(*) > 1) AS "_modelc_s2""#)
        XCTAssertEqual(translated?.samples, #"SELECT "name", count(*) AS "rows" FROM (SELECT "id" AS "id", "name" AS "name" FROM "item") AS "_modelc_s1" WHERE "name" IS NOT NULL GROUP BY "name" HAVING count(*) > 1 LIMIT 3"#)
        XCTAssertEqual(translated?.description, check.description)
    }

    func testANamedSubqueryAndAPlainCountStayAsTheyAre() {
        let orphans = StepCheck(.orphans(copied(from: "book", ["id": #""id""#, "author_id": #""author_id""#]), columns: ["author_id"], parent: "author", parentColumns: ["id"]),
                                description: "orphans")
        XCTAssertEqual(sqlite(orphans), #"SELECT count(*) FROM (SELECT "id" AS "id", "author_id" AS "author_id" FROM "book") AS "_modelc_row" WHERE "_modelc_row"."author_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "author" AS "_modelc_parent" WHERE "_modelc_parent"."id" = "_modelc_row"."author_id")"#)
        XCTAssertEqual(dialect.preflight(orphans)?.sql, sqlite(orphans))
        let rows = StepCheck(.rows(.table("person", key: ["id"]), .any, shown: []), description: "rows")
        XCTAssertEqual(dialect.preflight(rows)?.sql, #"SELECT count(*) FROM "person""#)
    }

    func testChecksWrittenInSQLiteOnlySQLHaveNoPostgresForm() {
        XCTAssertNil(dialect.preflight(StepCheck(.conversionLoss(table: "t", column: "c", from: .any, to: .text, key: []), description: "conversion")))
        XCTAssertNil(dialect.preflight(StepCheck(.rows(.table("t", key: []), .violating(check: #"lower("c") GLOB '[0-9a-f]*'"#), shown: ["c"]), description: "format")))
        XCTAssertNotNil(dialect.preflight(StepCheck(.rows(.table("t", key: []), .anyNotNull(["c"]), shown: ["c"]), description: "nulls")))
    }

    /// Found by the random model pairs on a real server: PostgreSQL cannot run these.
    func testChecksOverCastsOrOverANewColumnsBareNullHaveNoPostgresForm() {
        XCTAssertNil(dialect.preflight(StepCheck(.rows(copied(from: "t", ["n": #"CAST("n" AS INTEGER)"#]), .violating(check: #""n" >= 0"#), shown: ["n"]), description: "check")))
        XCTAssertNil(dialect.preflight(StepCheck(.rows(copied(from: "t", ["id": #""id""#, "n": "NULL"]), .violating(check: #""n" >= 0"#), shown: ["n"]), description: "check")))
        XCTAssertEqual(dialect.preflight(StepCheck(.rows(copied(from: "t", ["s": #""s""#, "n": "NULL"]), .violating(check: #""s" IN ('a', 'b')"#), shown: ["s"]), description: "check"))?.sql,
                       #"SELECT count(*) FROM (SELECT "s" AS "s", NULL AS "n" FROM "t") AS "_modelc_s1" WHERE NOT ("s" IN ('a', 'b'))"#,
                       "a CHECK on another column of the row stays")
        XCTAssertNotNil(dialect.preflight(StepCheck(.rows(copied(from: "t", ["n": "NULL"]), .allNull(["n"]), shown: []), description: "not null")))
    }

    /// A check without its value (read back from a plan's JSON, which writes the SQL of
    /// most checks alone) has no PostgreSQL form: nothing rewrites SQLite's text.
    func testACheckWithoutItsValueHasNoPostgresForm() {
        XCTAssertNil(dialect.preflight(StepCheck(description: "rows", sql: #"SELECT count(*) FROM "person""#)))
    }

    private func versions(_ texts: [String]) throws -> ModelVersions {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("modelc-\(UUID().uuidString)/Shop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        for (offset, text) in texts.enumerated() {
            try text.write(to: folder.appendingPathComponent("\(offset + 1).yaml"), atomically: true, encoding: .utf8)
        }
        return try ModelCheck.load(folder.path)
    }

    func testAPostgresFileRecordsItsDialectAndIsJudgedStaleByItsOwnPlan() throws {
        let one = "model: Shop\nversion: 1\nentities:\n  Item:\n    attributes:\n      id: int\n      name: string?\n"
        let two = "model: Shop\nversion: 2\nentities:\n  Item:\n    attributes:\n      id: int\n      name: string?\n      price: double?\n"
        let model = try versions([one, two])
        let directory = MigrationDirectory(path: FileManager.default.temporaryDirectory.appendingPathComponent("modelc-\(UUID().uuidString)/postgres").path)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: (directory.path as NSString).deletingLastPathComponent) }
        let made = try directory.make(model, draft: DatabaseDialect.postgres.draft)
        XCTAssertEqual(made.map(\.name), ["0001_create_shop.sql", "0002_shop_v2.sql"])
        let files = try directory.files()
        XCTAssertEqual(files.map(\.header.dialect), [.postgres, .postgres])
        XCTAssertEqual(files[1].sqlWithoutHeader, """
            -- step 1: addColumn item [safe] [lock: accessExclusive, none]
            -- "price" is new, existing rows get NULL
            ALTER TABLE "item" ADD COLUMN "price" double precision;

            -- modelc:data begin
            -- Hand-written data steps go here: they run after the statements above, in the
            -- same transaction, and `modelc migrate make --regenerate` keeps them.
            -- modelc:data end

            """)
        XCTAssertFalse(files[1].wouldMissItsVersion(in: model))
        XCTAssertEqual(MigrationFile.Header(parsing: files[1].header.rendered()).dialect, .postgres)

        // A doc-only edit makes the file stale but still right for the database; a
        // storage change makes it miss its version, judged by the PostgreSQL plan.
        let documented = try versions([one, two.replacingOccurrences(of: "price: double?", with: "price: { type: double, optional: true, doc: In euros. }")])
        XCTAssertTrue(files[1].isStale(in: documented))
        XCTAssertFalse(files[1].wouldMissItsVersion(in: documented))
        let retyped = try versions([one, two.replacingOccurrences(of: "price: double?", with: "price: float?")])
        XCTAssertTrue(files[1].wouldMissItsVersion(in: retyped))
    }
}

/// The PostgreSQL form of each kind of preflight check, run on a real server over rows
/// that break it: the counts and sample rows a refusal shows.
final class PostgresPreflightServerTests: PostgresTestCase {
    func testNotNullUniqueAndCheckCountsRunAsPostgresSQL() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("modelc-\(UUID().uuidString)/Shop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try "model: Shop\nversion: 1\nentities:\n  Item:\n    attributes:\n      id: int\n      name: string?\n      price: double?\n"
            .write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try "model: Shop\nversion: 2\nentities:\n  Item:\n    attributes:\n      id: int\n      name: { type: string, unique: true }\n      price: { type: double, optional: true, min: 0 }\n"
            .write(to: folder.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        let versions = try ModelCheck.load(folder.path).versions
        _ = try cluster.query(database: database, PostgresDialect().render(try PostgresTypeMapping.schema(for: versions[0]))
                              + "\nINSERT INTO item (id, name, price) VALUES (1, 'lamp', -1), (2, 'lamp', 5), (3, NULL, 1);")
        let draft = try MigrationDraft.plannedForPostgres(from: versions[0], to: versions[1])
        let results = try draft.preflight.map { check -> String in
            let count = try cluster.query(database: database, check.countSQL + ";").trimmingCharacters(in: .newlines)
            let samples = try cluster.query(database: database, (check.samplesSQL ?? "SELECT 'none'") + ";").split(separator: "\n").joined(separator: "; ")
            return "\(check.message): \(count) / \(samples)"
        }
        XCTAssertEqual(results, [
            #"rows of "item" where "name" IS NULL must be 0: 1 / 3"#,
            #"rows of "item" violating CHECK ("price" >= 0) must be 0: 1 / 1|-1"#,
            #"rows of "item" sharing "name" with another row must be 0: 2 / lamp|2"#,
        ])
    }
}
