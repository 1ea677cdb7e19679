import Foundation
import ModelcTestSupport
import XCTest

/// `normalizedOutput`, which every snapshot of modelc's output goes through: each
/// run-specific part (folders, times, durations, the SQLite version) becomes its
/// placeholder, and everything else is left exactly as written.
final class NormalizedOutputTests: ModelcTestCase {
    func testAFolderFromMakeTemporaryDirectoryBecomesTMPInBothSpellings() throws {
        let folder = try makeTemporaryDirectory(self)
        let resolved = folder.resolvingSymlinksInPath()
        XCTAssertEqual(
            normalizedOutput("wrote \(folder.path)/app.sqlite\nread `\(resolved.path)/app.sqlite`\n"),
            "wrote $TMP/app.sqlite\nread `$TMP/app.sqlite`\n")
    }

    func testOtherFoldersUnderTheTemporaryDirectoryAreLeftAsTheyAre() {
        let other = FileManager.default.temporaryDirectory.appendingPathComponent("modelc-notes/app.sqlite").path
        XCTAssertEqual(normalizedOutput("wrote \(other)\n"), "wrote \(other)\n")
    }

    func testTheCheckoutBecomesREPO() {
        let models = Repository.root.appendingPathComponent("models/Library").path
        XCTAssertEqual(normalizedOutput("\(models)/1.yaml:3:5: error\n"), "$REPO/models/Library/1.yaml:3:5: error\n")
    }

    func testNamedFoldersBecomeTheirPlaceholdersLongestFirst() {
        let folders = ["$PROJECT": URL(fileURLWithPath: "/work/app"), "$MODELS": URL(fileURLWithPath: "/work/app/models")]
        XCTAssertEqual(
            normalizedOutput("/work/app/models/Blog/1.yaml and /work/app/app.sqlite\n", folders: folders),
            "$MODELS/Blog/1.yaml and $PROJECT/app.sqlite\n")
    }

    func testTimestampsBecomeAPlaceholder() {
        XCTAssertEqual(
            normalizedOutput("""
                applied  0001_create_blog.sql  2026-11-25T03:44:51.123Z  12 ms
                at 2026-11-25 03:44:51, offset 2026-11-25T03:44:51+01:00
                "applied_at" : "2026-11-25T03:44:51Z"

                """),
            """
            applied  0001_create_blog.sql  <timestamp>  <duration>
            at <timestamp>, offset <timestamp>
            "applied_at" : "<timestamp>"

            """)
    }

    func testDurationsInTextBecomeAPlaceholder() {
        XCTAssertEqual(
            normalizedOutput("applied 0002_blog_v2.sql in 12 ms\nchecked in 0.4 s, 1200ms in all\n"),
            "applied 0002_blog_v2.sql in <duration>\nchecked in <duration>, <duration> in all\n")
    }

    /// modelc writes `duration_ms` (the history column's name) in its JSON reports.
    func testDurationsInJSONBecomeAPlaceholder() {
        XCTAssertEqual(
            normalizedOutput("""
                {
                  "duration_ms" : 12,
                  "durationMilliseconds": 0.5,
                  "version" : 2
                }

                """),
            """
            {
              "duration_ms" : <duration>,
              "durationMilliseconds": <duration>,
              "version" : 2
            }

            """)
    }

    func testTheSQLiteVersionBecomesAPlaceholder() {
        XCTAssertEqual(
            normalizedOutput("database $TMP/app.sqlite (SQLite 3.40.1), 6 tables\nneeds SQLite 3.35 or later\n"),
            "database $TMP/app.sqlite (SQLite <version>), 6 tables\nneeds SQLite <version> or later\n")
    }

    func testOutputWithNothingRunSpecificIsUnchanged() {
        let text = "error: model `Blog` has no version 3; 2 versions, 12 items, 4 sums (exit 2)\n"
        XCTAssertEqual(normalizedOutput(text), text)
    }
}
