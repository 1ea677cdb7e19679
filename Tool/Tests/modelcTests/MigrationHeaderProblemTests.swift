import Foundation
import Migration
import ModelcTestSupport
import XCTest

/// Issue 25, point 2: a generated migration whose header lines no longer read (edited
/// by hand, merged badly) is named at the line that is wrong by `check`, `migrate` and
/// `migrate status`, rather than read with a default that changes what it does.
final class MigrationHeaderProblemTests: ModelcTestCase {
    private func project(editing edit: (String) -> String) throws -> BlogProject {
        let project = try BlogProject(self)
        try project.writeVersion(1, columns: ["subtitle"])
        try project.writeVersion(2)
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog"]).status, 0)
        let text = try project.migrations.read("0002_blog_v2.sql")
        try project.migrations.write(edit(text), to: "0002_blog_v2.sql")
        return project
    }

    func testEachUnreadableHeaderLineIsNamedAtItsLine() throws {
        let cases: [(from: String, to: String, reason: String)] = [
            ("-- to: 2", "-- to: two", "`-- to: two` `to:` must be a model version number"),
            ("-- from: 1", "-- from: one", "`-- from: one` `from:` must be a model version number, or `none` for the first migration"),
            ("-- step: destructive:", "-- step: destructiv:", "is not a safety class: one of safe, dataDependent, destructive (read as destructive meanwhile)"),
            ("-- check-pages: [", "-- check-pages: post, [", "`check-pages:` must be a JSON list of table names"),
        ]
        for (original, edited, reason) in cases {
            let project = try project { $0.replacingOccurrences(of: original, with: edited) }
            let text = try project.migrations.read("0002_blog_v2.sql")
            let line = try XCTUnwrap(text.components(separatedBy: "\n").firstIndex { $0.hasPrefix(edited) }) + 1
            let check = try project.modelc(["check"])
            XCTAssertEqual(check.status, 1, edited)
            XCTAssertTrue(check.stderr.contains("migrations/Blog/0002_blog_v2.sql:\(line):1: error: "), check.stderr)
            XCTAssertTrue(check.stderr.contains(reason), check.stderr)
            for arguments in [["migrate", "--db", project.database, "models/Blog"], ["migrate", "status", "--db", project.database, "models/Blog"]] {
                let outcome = try project.modelc(arguments)
                XCTAssertEqual(outcome.status, 2, "\(edited): \(arguments)")
                XCTAssertTrue(outcome.stderr.hasPrefix("error: migrations/Blog/0002_blog_v2.sql:\(line): "), outcome.stderr)
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: project.database), "nothing was applied")
        }
    }

    func testAPreflightLineWithoutItsQueryIsNamed() throws {
        let header = MigrationFile.Header(parsing: """
            -- modelc migration
            -- model: Blog
            -- to: 2
            -- preflight: rows of "post" must be 0
            -- step: safe: createTable post

            SELECT 1;
            """)
        XCTAssertEqual(header.problems.map(\.line), [4])
        XCTAssertEqual(header.problems.first?.reason, "a `preflight:` line must be followed by its count query, on a line starting `--   `")
    }
}
