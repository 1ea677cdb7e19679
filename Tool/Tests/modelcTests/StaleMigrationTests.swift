import Foundation
import Migration
import ModelcTestSupport
import XCTest

/// Issue 10, point 8: a planned file made from an earlier text of its model version is
/// found by `migrate` and `migrate make` before anything runs, not at apply time.
final class StaleMigrationTests: ModelcTestCase {
    /// Versions 1 and 2 made, then 2.yaml edited.
    private func projectWithAStaleFile() throws -> BlogProject {
        let project = try BlogProject(self)
        try project.writeVersion(1)
        try project.writeVersion(2, columns: ["subtitle"])
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog"]).status, 0)
        try project.writeVersion(2, columns: ["subtitle", "body"])
        return project
    }

    func testPoint8StaleFileIsRefusedBeforeAnythingRuns() throws {
        let project = try projectWithAStaleFile()
        let refused = try project.migrate()
        XCTAssertEqual(refused.status, 3, refused.stderr)
        XCTAssertEqual(refused.stderr, "error: 0002_blog_v2.sql was made from an earlier text of model version 2, which has changed since; nothing was written or applied; if no database has applied it, run `modelc migrate make models/Blog --regenerate`, otherwise restore the model text and put the change in a new version.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.database), "not even 0001 ran")
        XCTAssertEqual(try project.migrate(["--dry-run"]).status, 3, "a dry run refuses what the real run refuses")

        XCTAssertEqual(try project.migrate(["--to", "1"]).status, 0, "version 1's file is not stale")
        let before = try fileBytes(project.database)
        XCTAssertEqual(try project.migrate().status, 3)
        XCTAssertEqual(try fileBytes(project.database), before)
    }

    func testPoint8MakeRefusesAStaleFileInsteadOfSayingUpToDate() throws {
        let project = try projectWithAStaleFile()
        let before = try project.migrations.read("0002_blog_v2.sql")
        let make = try project.modelc(["migrate", "make", "models/Blog"])
        XCTAssertEqual(make.status, 3, make.stdout + make.stderr)
        XCTAssertEqual(make.stdout, "")
        XCTAssertEqual(make.stderr, "error: 0002_blog_v2.sql was made from an earlier text of model version 2, which has changed since; nothing was written or applied; if no database has applied it, run `modelc migrate make models/Blog --regenerate`, otherwise restore the model text and put the change in a new version.\n")
        XCTAssertEqual(try project.migrations.read("0002_blog_v2.sql"), before, "nothing was written")

        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog", "--regenerate"]).status, 0)
        let migrate = try project.migrate()
        XCTAssertEqual(migrate.status, 0, migrate.stderr)
        XCTAssertEqual(try project.history().map(\.version), [1, 2])
    }

    func testAnAppliedFileOfAnEditedVersionDoesNotStopAMigrateThatHasNothingToRun() throws {
        let project = try BlogProject(self)
        try project.writeVersion(1)
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog"]).status, 0)
        XCTAssertEqual(try project.migrate().status, 0)
        try project.writeVersion(1, columns: ["subtitle"])
        let migrate = try project.migrate()
        XCTAssertEqual(migrate.status, 0, "only pending files are refused: \(migrate.stderr)")
        XCTAssertEqual(try project.modelc(["check"]).status, 1, "check still reports it")
    }

    /// An edit that changes the model's text but not what it stores (a `doc:`) leaves
    /// the planned file right: `migrate` applies it and verifies; `check` still asks for
    /// `--regenerate`, which only refreshes the header.
    func testADocEditDoesNotBlockTheDeployOfAFileThatStillGivesTheVersion() throws {
        let project = try BlogProject(self)
        try project.writeVersion(1)
        try project.writeVersion(2, columns: ["subtitle"])
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog"]).status, 0)
        let path = project.root.appendingPathComponent("models/Blog/2.yaml")
        let text = try String(contentsOf: path, encoding: .utf8)
        try text.replacingOccurrences(of: "  Post:\n", with: "  Post:\n    doc: A blog post.\n").write(to: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(try project.modelc(["check"]).status, 1, "the header's model hash is out of date")
        let migrate = try project.migrate()
        XCTAssertEqual(migrate.status, 0, migrate.stderr)
        XCTAssertEqual(try project.history().map(\.version), [1, 2])
    }
}
