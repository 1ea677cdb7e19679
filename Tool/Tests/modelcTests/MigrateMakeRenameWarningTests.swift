import Foundation
import ModelcTestSupport
import XCTest

/// `modelc migrate make` warns, at the model file's line, about a rename the new version
/// may have left unstated; the file is still written as planned (a drop and an add), and
/// following the hint turns it into a rename.
final class MigrateMakeRenameWarningTests: ModelcTestCase {
    func testAColumnDroppedAndAddedWithTheSameTypeIsAWarningUntilRenamedFromSaysSo() throws {
        let project = try BlogProject(self)
        try project.writeVersion(1, attributes: ["id: int", "title: string", "summary: string?"])
        try project.writeVersion(2, attributes: ["id: int", "title: string", "abstract: string?"])
        let made = try project.modelc(["migrate", "make", "models/Blog"])
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertEqual(made.stdout, """
            wrote migrations/Blog/0001_create_blog.sql (nothing → 1, safe)
            wrote migrations/Blog/0002_blog_v2.sql (version 1 → 2, destructive)

            """)
        XCTAssertEqual(made.stderr, """
            models/Blog/2.yaml:8:7: warning: `Post.abstract` is new and `summary`, of the same type, is dropped with its values \
            (if `abstract` is `summary` renamed, add `renamedFrom: summary` to it and make the migration again with --regenerate)

            """)

        try project.writeVersion(2, attributes: ["id: int", "title: string", "abstract: { type: string, optional: true, renamedFrom: summary }"])
        let json = try project.modelc(["migrate", "make", "models/Blog", "--regenerate", "--format", "json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertEqual(json.stderr, "")
        let files = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]], json.stdout)
        XCTAssertEqual(files.map { $0["safety"] as? String }, ["safe"])
        XCTAssertNil(files.first?["warnings"], json.stdout)
        XCTAssertTrue(try project.migrations.read("0002_blog_v2.sql").contains(#"ALTER TABLE "post" RENAME COLUMN "summary" TO "abstract";"#))
    }

    func testTheWarningIsInTheJSONReport() throws {
        let project = try BlogProject(self)
        try project.writeVersion(1, attributes: ["id: int", "title: string", "summary: string?"])
        try project.writeVersion(2, attributes: ["id: int", "title: string", "abstract: string?"])
        let json = try project.modelc(["migrate", "make", "models/Blog", "--format", "json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let files = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]], json.stdout)
        let warning = try XCTUnwrap((files.last?["warnings"] as? [[String: Any]])?.first, json.stdout)
        XCTAssertEqual(warning["severity"] as? String, "warning")
        XCTAssertEqual((warning["location"] as? [String: Any])?["line"] as? Int, 8)
        XCTAssertEqual(warning["message"] as? String, "`Post.abstract` is new and `summary`, of the same type, is dropped with its values")
    }
}
