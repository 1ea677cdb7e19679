import Foundation
import GRDB
import Migration
import ModelcTestSupport
import XCTest

/// Issue 10, point 1: which migrations belong to a model version is decided by the
/// files' headers (`to: N`; a hand-written file belongs to the version of the planned
/// file before it), never by file numbers, for `migrate --to`/`@N`, `status` and `check`.
final class MigrationVersionRuleTests: ModelcTestCase {
    /// Versions 1–4 made as 0001–0004, a hand-written data step 0005, and version 5 made
    /// as 0006 (header `to: 5`): the layout the issue describes.
    private func projectWithAHandWrittenStep() throws -> BlogProject {
        let project = try BlogProject(self)
        try project.writeVersion(1)
        try project.writeVersion(2, columns: ["subtitle"])
        try project.writeVersion(3, columns: ["subtitle", "body"])
        try project.writeVersion(4, columns: ["subtitle", "body", "slug"])
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog"]).status, 0)
        try project.writeHandWritten("0005_trim_titles.sql", sql: "UPDATE post SET title = trim(title);")
        try project.writeVersion(5, columns: ["subtitle", "body", "slug", "summary"])
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog"]).status, 0)
        XCTAssertEqual(try project.migrations.files().map(\.fileName).suffix(2), ["0005_trim_titles.sql", "0006_blog_v5.sql"])
        return project
    }

    func testPoint1MigrateToAVersionAppliesItsHandWrittenStepsAndStopsBeforeTheNextVersion() throws {
        let project = try projectWithAHandWrittenStep()
        let toFour = try project.migrate(["--to", "4"])
        XCTAssertEqual(toFour.status, 0, toFour.stderr)
        XCTAssertEqual(try project.history().map(\.version), [1, 2, 3, 4, 5], "0005 runs at version 4")
        let columns = try DatabaseQueue(path: project.database).read { try $0.columns(in: "post").map(\.name) }
        XCTAssertEqual(columns, ["id", "title", "subtitle", "body", "slug"], "version 5's migration is 0006, which --to 4 leaves pending")

        let all = try project.migrate()
        XCTAssertEqual(all.status, 0, all.stderr)
        XCTAssertEqual(try project.history().map(\.version), [1, 2, 3, 4, 5, 6])
    }

    func testRunToACurrentVersionWithoutItsMigrationNotesThatItStopsShort() throws {
        let project = try projectWithAHandWrittenStep()
        try project.writeVersion(6, columns: ["subtitle", "body", "slug", "summary", "tags"])
        let run = try project.migrate()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "note: Blog version 6 has no migration yet, so the database stops short of it; run `modelc migrate make models/Blog`.\n")
        XCTAssertEqual(try project.history().map(\.version), [1, 2, 3, 4, 5, 6])
    }

    func testGenerateWithAnotherMigrationsFolderNotesTheMakeCommandThatRunsAsWritten() throws {
        let project = try projectWithAHandWrittenStep()
        try FileManager.default.moveItem(at: project.root.appendingPathComponent("migrations"), to: project.root.appendingPathComponent("db"))
        try project.writeVersion(6, columns: ["subtitle", "body", "slug", "summary", "tags"])
        let generated = try project.modelc(["generate", "models/Blog", "--output", "Sources/Blog", "--migrations", "db/Blog"])
        XCTAssertEqual(generated.status, 0, generated.stderr)
        XCTAssertEqual(generated.stderr, "note: Blog version 6 has no migration yet, so the embedded migrator stops short of it; run `modelc migrate make models/Blog --dir db/Blog`.\n")
        let made = try project.modelc(["migrate", "make", "models/Blog", "--dir", "db/Blog"])
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertEqual(try project.modelc(["generate", "models/Blog", "--output", "Sources/Blog", "--migrations", "db/Blog"]).stderr, "")
    }

    func testPoint1PinnedModelVersionSelectsTheSameFilesAsTo() throws {
        let project = try projectWithAHandWrittenStep()
        let pinned = try project.migrate(model: "models/Blog@4")
        XCTAssertEqual(pinned.status, 0, pinned.stderr)
        XCTAssertEqual(try project.history().map(\.name).last, "0005_trim_titles.sql")
    }

    func testPoint1ToAVersionNoMigrationLeadsToIsInvalidInput() throws {
        let project = try projectWithAHandWrittenStep()
        let unknown = try project.migrate(["--to", "99"])
        XCTAssertEqual(unknown.status, 2, unknown.stderr)
        XCTAssertEqual(unknown.stderr, "error: model Blog has no version 99 (its migrations lead to versions 1–5); name a version that exists.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.database), "nothing was applied")

        try project.writeVersion(6, columns: ["subtitle", "body", "slug", "summary", "tags"])
        let unmade = try project.migrate(["--to", "6"])
        XCTAssertEqual(unmade.status, 2, unmade.stderr)
        // `--to 6` names the version, so the error says it all (the note is for a run to the current version).
        XCTAssertEqual(unmade.stderr, "error: model Blog version 6 has no migration; run `modelc migrate make models/Blog`.\n")

        let conflicting = try project.migrate(["--to", "5"], model: "models/Blog@4")
        XCTAssertEqual(conflicting.status, 2, conflicting.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.database))
    }

    func testPoint1StatusShowsEachFilesModelVersionAndPinsByHeader() throws {
        let project = try projectWithAHandWrittenStep()
        XCTAssertEqual(try project.migrate(["--to", "3"]).status, 0)
        let pinned = try project.modelc(["migrate", "status", "--db", project.database, "models/Blog@4"])
        XCTAssertEqual(pinned.status, 0, pinned.stderr)
        assertSnapshot(of: normalizedOutput(pinned.stdout), named: "Point1StatusShowsEachFilesModelVersionAndPinsByHeader.pinned.stdout")

        let json = try project.modelc(["migrate", "status", "--db", project.database, "models/Blog", "--format", "json"])
        let status = try JSONDecoder().decode(MigrationStatus.self, from: Data(json.stdout.utf8))
        XCTAssertEqual(status.pending, ["0004_blog_v4.sql", "0005_trim_titles.sql", "0006_blog_v5.sql"])
        XCTAssertEqual(status.modelVersions["0005_trim_titles.sql"], 4)
        XCTAssertEqual(status.modelVersions["0006_blog_v5.sql"], 5)
        XCTAssertEqual(status.databaseModelVersion, 3)
    }

    func testBaselineAtAVersionRecordsTheHandWrittenStepsThatBelongToIt() throws {
        let project = try projectWithAHandWrittenStep()
        XCTAssertEqual(try project.migrate(["--to", "4"]).status, 0)
        // The same schema without modelc's history: a database that predates modelc.
        try DatabaseQueue(path: project.database).write { try $0.execute(sql: "DROP TABLE modelc_migrations") }
        let baseline = try project.modelc(["migrate", "baseline", "--db", project.database, "--model", "models/Blog@4"])
        XCTAssertEqual(baseline.status, 0, baseline.stderr)
        XCTAssertEqual(try project.history().map(\.version), [1, 2, 3, 4, 5])
    }

    func testABaselineRefusedAtAVersionNamesTheModelVersionNotItsLastFilesNumber() throws {
        let project = try projectWithAHandWrittenStep()
        XCTAssertEqual(try project.migrate(["--to", "3"]).status, 0)
        try DatabaseQueue(path: project.database).write { try $0.execute(sql: "DROP TABLE modelc_migrations") }
        // Version 4's last file is 0005, the hand-written one.
        let baseline = try project.modelc(["migrate", "baseline", "--db", project.database, "--model", "models/Blog@4"])
        XCTAssertEqual(baseline.status, 3, baseline.stderr)
        XCTAssertTrue(baseline.stderr.hasPrefix("error: the schema of \(project.database) is not model version 4, so it was not baselined: "), baseline.stderr)
    }

    func testPoint1CheckReportsPlannedFilesOutOfVersionOrder() throws {
        let project = try projectWithAHandWrittenStep()
        XCTAssertEqual(try project.modelc(["check"]).status, 0)
        // A planned file for version 3 numbered after version 5's would be left out of
        // version 3 by everything that reads the folder in order.
        let v3 = try project.migrations.read("0003_blog_v3.sql")
        try project.migrations.write(v3, to: "0007_blog_v3_again.sql")
        try project.migrations.writeSum()
        let check = try project.modelc(["check"])
        XCTAssertEqual(check.status, 1, check.stderr)
        XCTAssertEqual(check.stderr, "migrations/Blog/0007_blog_v3_again.sql:1:1: error: 0007_blog_v3_again.sql leads to model version 3, but the earlier 0006_blog_v5.sql already leads to version 5 (number migrations in the order of the versions they lead to; if no database has applied them, renumber the files and run `modelc migrate hash models/Blog`)\n")
    }
}
