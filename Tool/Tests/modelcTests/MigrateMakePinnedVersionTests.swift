import Foundation
import ModelcTestSupport
import Migration
import XCTest

/// `modelc migrate make models/X@N` makes the files up to version N alone, as `migrate
/// models/X@N` applies them: a later version in progress waits. It used to make every
/// version's file, the pin left unread.
final class MigrateMakePinnedVersionTests: ModelcTestCase {
    func testAPinnedVersionMakesTheFilesUpToItAndTheRestLater() throws {
        let project = try BlogProject(self)
        try project.writeVersion(1, attributes: ["id: int", "title: string"])
        try project.writeVersion(2, attributes: ["id: int", "title: string", "summary: string?"])
        try project.writeVersion(3, attributes: ["id: int", "title: string", "summary: string?", "views: { type: int, default: 0 }"])

        let pinned = try project.modelc(["migrate", "make", "models/Blog@2"])
        XCTAssertEqual(pinned.status, 0, pinned.stderr)
        XCTAssertEqual(pinned.stdout, """
            wrote migrations/Blog/0001_create_blog.sql (nothing → 1, safe)
            wrote migrations/Blog/0002_blog_v2.sql (version 1 → 2, safe)

            """)
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog@2"]).stdout, "migrations/Blog is up to date: every version of Blog has a migration\n")

        let rest = try project.modelc(["migrate", "make", "models/Blog"])
        XCTAssertEqual(rest.status, 0, rest.stderr)
        XCTAssertEqual(rest.stdout, "wrote migrations/Blog/0003_blog_v3.sql (version 2 → 3, safe)\n")
        XCTAssertEqual(try project.modelc(["check", "models/Blog"]).status, 0)
    }

    func testAPinnedVersionTheModelDoesNotHaveIsRefused() throws {
        let project = try BlogProject(self)
        try project.writeVersion(1, attributes: ["id: int", "title: string"])
        let made = try project.modelc(["migrate", "make", "models/Blog@4"])
        XCTAssertEqual(made.status, 2)
        XCTAssertTrue(made.stderr.contains("pins version 4, which the model does not have (its versions: 1)"), made.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.root.appendingPathComponent("migrations").path), "nothing is written")
    }

    /// A file named `migrations` where the folder goes: the error names it, where it said
    /// "NSCocoaErrorDomain error 512".
    func testAFileWhereTheMigrationsFolderGoesIsNamed() throws {
        let project = try BlogProject(self)
        try project.writeVersion(1, attributes: ["id: int", "title: string"])
        try? FileManager.default.removeItem(at: project.root.appendingPathComponent("migrations"))
        try "notes".write(to: project.root.appendingPathComponent("migrations"), atomically: true, encoding: .utf8)
        let made = try project.modelc(["migrate", "make", "models/Blog"])
        XCTAssertEqual(made.status, 4, made.stderr)
        XCTAssertTrue(made.stderr.contains("cannot write the file: `migrations` is a file, where its folder goes"), made.stderr)
        XCTAssertFalse(made.stderr.contains("NSCocoaErrorDomain"), made.stderr)
    }
}
