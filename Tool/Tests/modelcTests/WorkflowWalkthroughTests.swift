import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// Five model versions through the whole workflow, as a team would live it (issue 10):
/// a model written from scratch, a destructive change applied with
/// `--allow-destructive` and approved after the fact, a hand-written data step, a
/// hand-written view, a fresh database built from every migration, and generated code,
/// ending with `check`, `generate --check` and `inspect --model` all clean.
final class WorkflowWalkthroughTests: ModelcTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("models/Blog"), withIntermediateDirectories: true)
    }

    @discardableResult
    private func modelc(_ arguments: [String], status: Int32 = 0, file: StaticString = #filePath, line: UInt = #line) throws -> ProcessOutcome {
        let outcome = try Modelc.run(arguments, in: root)
        XCTAssertEqual(outcome.status, status, "modelc \(arguments.joined(separator: " ")):\n\(outcome.stdout)\(outcome.stderr)", file: file, line: line)
        return outcome
    }

    private func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// `models/Blog/<version>.yaml` with `post` holding the given attribute lines.
    private func writeModel(_ version: Int, post: [String], extra: String = "") throws {
        try write("""
            model: Blog
            version: \(version)
            entities:
              Author:
                attributes:
                  id: int
                  name: string
                relationships:
                  posts: { to: Post, toMany: true, inverse: author, deleteRule: cascade }
              Post:
                attributes:
                  id: int
            \(post.map { "      " + $0 }.joined(separator: "\n"))
                relationships:
                  author: { to: Author, inverse: posts }
            \(extra)
            """, to: "models/Blog/\(version).yaml")
    }

    func testFiveVersionsWithHandWrittenStepsLateApprovalAFreshDatabaseAndGeneratedCode() throws {
        // 1. From scratch.
        try writeModel(1, post: ["title: string", "legacyScore: int?"])
        try modelc(["validate", "models/Blog"])
        try modelc(["migrate", "make", "models/Blog"])
        try modelc(["migrate", "--db", "prod.sqlite", "models/Blog"])
        let prod = try DatabaseQueue(path: root.appendingPathComponent("prod.sqlite").path)
        try prod.write { db in
            try db.execute(sql: "INSERT INTO author (id, name) VALUES (1, 'Ada')")
            try db.execute(sql: "INSERT INTO post (id, title, legacy_score, author_id) VALUES (1, 'Hello World', 3, 1), (2, 'Second Post', NULL, 1)")
        }

        // 2. A destructive change, applied with the flag, approved afterwards.
        try writeModel(2, post: ["title: string", "slug: string?"])
        try modelc(["migrate", "make", "models/Blog"])
        try modelc(["migrate", "--db", "prod.sqlite", "models/Blog"], status: 3)
        try modelc(["migrate", "--db", "prod.sqlite", "models/Blog", "--dry-run"], status: 3)
        // An empty database loses nothing to the drop: no approval needed.
        try modelc(["migrate", "--db", "empty.sqlite", "models/Blog"])
        try modelc(["migrate", "--db", "prod.sqlite", "models/Blog", "--allow-destructive"])
        try modelc(["check"], status: 1)
        let second = "migrations/Blog/0002_blog_v2.sql"
        try write(try read(second).replacingOccurrences(of: "-- modelc migration\n", with: "-- modelc migration\n-- approved: destructive\n"), to: second)
        try modelc(["migrate", "hash", "models/Blog"])
        try modelc(["check"])
        try modelc(["migrate", "--db", "prod.sqlite", "models/Blog"])

        // 3. A hand-written data step fills the slug; version 3 makes it required.
        try write("UPDATE post SET slug = lower(replace(title, ' ', '-')) WHERE slug IS NULL;\n", to: "migrations/Blog/0003_backfill_slugs.sql")
        try modelc(["migrate", "hash", "models/Blog"])
        try writeModel(3, post: ["title: string", "slug: string"])
        try modelc(["migrate", "make", "models/Blog"])
        try modelc(["migrate", "--db", "prod.sqlite", "models/Blog"])

        // 4. A hand-written view the model leaves alone.
        try write("CREATE VIEW post_titles AS SELECT id, title FROM post;\n", to: "migrations/Blog/0005_add_view.sql")
        try modelc(["migrate", "hash", "models/Blog"])
        try writeModel(4, post: ["title: string", "slug: string"], extra: "unmanaged: [post_titles]\n")
        try modelc(["migrate", "make", "models/Blog"])
        try modelc(["migrate", "--db", "prod.sqlite", "models/Blog"])

        // 5. A new column, after the hand-written view.
        try writeModel(5, post: ["title: string", "slug: string", "publishedAt: date?"], extra: "unmanaged: [post_titles]\n")
        try modelc(["migrate", "make", "models/Blog"])
        let files = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("migrations/Blog").path).sorted()
        XCTAssertEqual(files, [
            "0001_create_blog.sql", "0002_blog_v2.sql", "0003_backfill_slugs.sql", "0004_blog_v3.sql",
            "0005_add_view.sql", "0006_blog_v4.sql", "0007_blog_v5.sql", "modelc.sum",
        ])
        try modelc(["migrate", "--db", "prod.sqlite", "models/Blog"])
        try prod.read { db in
            XCTAssertEqual(try String.fetchAll(db, sql: "SELECT slug FROM post ORDER BY id"), ["hello-world", "second-post"])
            XCTAssertEqual(try String.fetchAll(db, sql: "SELECT title FROM post_titles ORDER BY id"), ["Hello World", "Second Post"])
            XCTAssertTrue(try db.columns(in: "post").contains { $0.name == "published_at" })
        }

        // A fresh database gets every migration, approval or not: dropping a column of an
        // empty table loses nothing.
        try modelc(["migrate", "--db", "fresh.sqlite", "models/Blog"])
        try modelc(["inspect", "--db", "fresh.sqlite", "--model", "models/Blog"])

        // Generated code embeds every migration of version 5, hand-written ones included.
        try modelc(["generate", "models/Blog", "--output", "Sources/Blog"])
        let schema = try read("Sources/Blog/BlogSchema.swift")
        let registered = schema.components(separatedBy: "registerMigration(\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        XCTAssertEqual(registered, files.filter { $0.hasSuffix(".sql") }.map { String($0.dropLast(4)) }, "every migration is embedded, in order")

        // Everything clean.
        try modelc(["check"])
        try modelc(["generate", "models/Blog", "--output", "Sources/Blog", "--check"])
        let drift = try modelc(["inspect", "--db", "prod.sqlite", "--model", "models/Blog"])
        XCTAssertEqual(drift.stdout, "prod.sqlite matches Blog version 5\n")
    }
}
