import Foundation
import GRDB
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// Issue 10, point 3: destructive means "would lose stored data". A destructive step
/// whose data is empty runs without approval; one that would lose rows is refused,
/// naming them; files made before the `at-stake:` lines are refused as before.
final class RowsAtStakeTests: ModelcTestCase {
    private var project: ModelProject!

    override func setUpWithError() throws {
        project = try ModelProject(self)
        try project.writeVersion(1, """
              Post:
                attributes:
                  id: int
                  title: string
                  legacy: string?
              Tag:
                attributes:
                  id: int
                  label: string

            """)
        try project.writeVersion(2, """
              Post:
                attributes:
                  id: int
                  title: string

            """)
        try project.make()
    }

    func testPoint3FreshDatabaseNeedsNoApprovalForDropsOfEmptyTables() throws {
        let report = try project.migrate()
        XCTAssertEqual(report.applied.map(\.name), ["0001_create_app.sql", "0002_app_v2.sql"])
        XCTAssertEqual(report.applied[1].notes, ["its 2 destructive steps ran without approval: they held no stored data (0 rows at stake)"])
        XCTAssertEqual(try project.rows("SELECT name FROM sqlite_master WHERE name = 'tag'"), [])
    }

    func testPoint3TheHeaderCountsTheRowsAtStakeOfEachDestructiveStep() throws {
        let header = try MigrationFile.Header(parsing: project.file("0002_app_v2.sql"))
        let destructive = header.steps.filter { $0.safety == .destructive }
        XCTAssertEqual(destructive.map(\.rowsAtStake?.countSQL), [
            #"SELECT count(*) FROM "tag""#,
            #"SELECT count(*) FROM "post" WHERE "legacy" IS NOT NULL"#,
        ])
        XCTAssertEqual(destructive.map(\.rowsAtStake?.message), [#"rows of "tag""#, #"rows of "post" holding a value in "legacy""#])
        XCTAssertEqual(MigrationFile.Header(parsing: header.rendered()), header, "the lines read back as written")
    }

    func testPoint3DropOfAColumnHoldingValuesIsRefusedNamingTheRows() throws {
        _ = try project.migrate(MigrateOptions(targetVersion: 1))
        try project.execute("""
            INSERT INTO post (id, title, legacy) VALUES (1, 'a', 'kept'), (2, 'b', NULL), (3, 'c', 'also kept');
            """)
        let before = try project.bytes()
        XCTAssertThrowsError(try project.migrate()) { error in
            guard case .destructiveNotApproved(let file, let steps)? = error as? MigrationError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(file, "0002_app_v2.sql")
            XCTAssertEqual(steps, [
                #"dropColumn post: "legacy" is not in the new "post": the column and its data are dropped (2 rows of "post" holding a value in "legacy")"#,
            ], "the empty table \"tag\" is not at stake")
            XCTAssertEqual((error as? MigrationError)?.exitCode, 3)
        }
        XCTAssertEqual(try project.bytes(), before)
        let allowed = try project.migrate(MigrateOptions(allowDestructive: true))
        XCTAssertEqual(allowed.applied.map(\.name), ["0002_app_v2.sql"])
        XCTAssertEqual(allowed.applied[0].notes, [], "nothing to say when --allow-destructive let it through")
    }

    func testPoint3ColumnThatIsNullInEveryRowIsDroppedWithoutApproval() throws {
        _ = try project.migrate(MigrateOptions(targetVersion: 1))
        try project.execute("INSERT INTO post (id, title, legacy) VALUES (1, 'a', NULL), (2, 'b', NULL)")
        let report = try project.migrate()
        XCTAssertEqual(report.applied.map(\.name), ["0002_app_v2.sql"])
        XCTAssertEqual(try project.rows("SELECT id, title FROM post ORDER BY id"), [["1", "\"a\""], ["2", "\"b\""]])
    }

    func testPoint3DroppedTableWithRowsIsRefused() throws {
        _ = try project.migrate(MigrateOptions(targetVersion: 1))
        try project.execute("INSERT INTO tag (id, label) VALUES (1, 'swift')")
        XCTAssertThrowsError(try project.migrate()) { error in
            XCTAssertEqual("\(error)", """
                0002_app_v2.sql loses data (dropTable tag: "tag" is not in the new schema: the table and all its rows are dropped (1 row of "tag")); \
                it was not applied; pass --allow-destructive, or after review add the line `-- approved: destructive` to the file \
                (approval lines are not part of the checksum).
                """)
        }
    }

    func testPoint3ApprovedFileRunsWithoutCounting() throws {
        _ = try project.migrate(MigrateOptions(targetVersion: 1))
        try project.execute("INSERT INTO tag (id, label) VALUES (1, 'swift')")
        try project.edit("0002_app_v2.sql", replacing: "\n-- step 1:", with: "\n-- approved: destructive\n-- step 1:")
        XCTAssertEqual(try project.migrate().applied.map(\.name), ["0002_app_v2.sql"])
    }

    func testPoint3FileWithoutAtStakeLinesIsRefusedBeforeAnythingRuns() throws {
        let text = try project.file("0002_app_v2.sql").components(separatedBy: "\n")
        var stripped: [String] = []
        var skipNext = false
        for line in text {
            if skipNext { skipNext = false; continue }
            if line.hasPrefix("-- at-stake:") { skipNext = true; continue }
            stripped.append(line)
        }
        try project.directory.write(stripped.joined(separator: "\n"), to: "0002_app_v2.sql")
        try project.directory.writeSum()
        XCTAssertThrowsError(try project.migrate()) { error in
            guard case .destructiveNotApproved(let file, _)? = error as? MigrationError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(file, "0002_app_v2.sql")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.databasePath), "refused before 0001 ran: nothing was created")
    }

    func testPoint3DeclarativeDropOfAnEmptyTableNeedsNoApproval() throws {
        _ = try project.migrate(MigrateOptions(targetVersion: 1))
        // Without the history the files wrote, as declarative mode takes a database.
        try project.execute("DROP TABLE modelc_migrations; INSERT INTO post (id, title, legacy) VALUES (1, 'a', NULL)")
        let model = try project.versions().versions[1]
        let report = try project.migrator().migrate(to: model)
        XCTAssertEqual(report.applied.count, 1)
        XCTAssertEqual(try project.rows("SELECT name FROM sqlite_master WHERE name = 'tag'"), [])

        let dry = try project.migrator().migrate(to: model, options: MigrateOptions(dryRun: true))
        XCTAssertEqual(dry.planned, [], "nothing left to do")
    }
}
