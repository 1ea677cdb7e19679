import Foundation
import ModelcTestSupport
import XCTest

/// A planned PostgreSQL file made from an earlier text of its model version is refused
/// before anything runs, as SQLite's are (`StaleMigrationTests`): not even the history
/// table is made, and a database at an earlier version keeps its schema and history.
final class PostgresStaleMigrationTests: PostgresProjectTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.createDirectory(at: project.appendingPathComponent("models/Blog"), withIntermediateDirectories: true)
    }

    private func writeVersion(_ version: Int, columns: [String] = []) throws {
        try """
            model: Blog
            version: \(version)
            entities:
              Post:
                attributes:
                  id: int
                  title: string
            \(columns.map { "      \($0): string?" }.joined(separator: "\n"))

            """.write(to: project.appendingPathComponent("models/Blog/\(version).yaml"), atomically: true, encoding: .utf8)
    }

    /// The tables of the test's database, by name.
    private func tables() throws -> [String] {
        try cluster.query(database: database, "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1").split(separator: "\n").map(String.init)
    }

    func testAStaleFileIsRefusedWithNothingWrittenOrApplied() throws {
        try writeVersion(1)
        try writeVersion(2, columns: ["subtitle"])
        XCTAssertEqual(try modelc(["migrate", "make", "models/Blog", "--dialect", "postgres"]).status, 0)
        try writeVersion(2, columns: ["subtitle", "body"])

        let refused = try modelc(["migrate", "--db", "$URL", "models/Blog"])
        XCTAssertEqual(refused.status, 3, refused.stderr)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertEqual(refused.stderr, "error: 0002_blog_v2.sql was made from an earlier text of model version 2, which has changed since; nothing was written or applied; if no database has applied it, run `modelc migrate make models/Blog --dialect postgres --regenerate`, otherwise restore the model text and put the change in a new version.\n")
        XCTAssertEqual(try tables(), [], "not even 0001 ran, and no history table was left")

        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/Blog", "--to", "1"]).status, 0, "version 1's file is not stale")
        XCTAssertEqual(try tables(), ["modelc_migrations", "post"])
        let again = try modelc(["migrate", "--db", "$URL", "models/Blog"])
        XCTAssertEqual(again.status, 3, again.stderr)
        XCTAssertEqual(try tables(), ["modelc_migrations", "post"], "the history table it found stays")
        XCTAssertEqual(try cluster.query(database: database, "SELECT version FROM modelc_migrations"), "1\n")
        XCTAssertEqual(try cluster.query(database: database, "SELECT count(*) FROM pg_attribute WHERE attrelid = 'post'::regclass AND attname = 'subtitle'"), "0\n")

        XCTAssertEqual(try modelc(["migrate", "make", "models/Blog", "--dialect", "postgres", "--regenerate"]).status, 0)
        let migrated = try modelc(["migrate", "--db", "$URL", "models/Blog"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertEqual(try cluster.query(database: database, "SELECT string_agg(version::text, ',' ORDER BY version) FROM modelc_migrations"), "1,2\n")
    }
}
