import Foundation
import ModelcTestSupport
import XCTest

/// A to-one made to-many (`renamedFrom`) on PostgreSQL: the migration file copies the
/// links the to-one's key held into the new join table, in the order of the ordered
/// inverse, before the key is dropped; the result is the model version, exactly.
final class PostgresLinkCopyTests: PostgresTestCase {
    func testTheLinksOfAToOneMadeToManyAreCopiedIntoTheJoinTable() throws {
        let project = try makeTemporaryDirectory(self)
        let folder = project.appendingPathComponent("models/Marks")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            model: Marks
            version: 1
            entities:
              Bookmark:
                attributes:
                  id: int
                  title: string
                relationships:
                  folder: { to: Bookmark, inverse: favorites, optional: true }
                  favorites: { to: Bookmark, toMany: true, inverse: folder, ordered: true }
            """.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try """
            model: Marks
            version: 2
            entities:
              Bookmark:
                attributes:
                  id: int
                  title: string
                relationships:
                  folders: { to: Bookmark, toMany: true, inverse: favorites, renamedFrom: folder }
                  favorites: { to: Bookmark, toMany: true, inverse: folders, ordered: true }
            """.write(to: folder.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        let made = try Modelc.run(["migrate", "make", "models/Marks", "--dialect", "postgres"], in: project)
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertTrue(made.stdout.contains("(version 1 → 2, safe)"), made.stdout)
        XCTAssertEqual(try Modelc.run(["migrate", "--db", url, "models/Marks", "--to", "1"], in: project).status, 0)
        _ = try cluster.query(database: database, """
            INSERT INTO bookmark (id, title, folder_id, folder_position) VALUES
              (1, 'Folder', NULL, NULL), (2, 'c', 1, 2), (3, 'a', 1, 0), (4, 'b', 1, 1), (5, 'loose', NULL, NULL);
            """)
        let outcome = try Modelc.run(["migrate", "--db", url, "models/Marks"], in: project)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(try cluster.query(database: database, "SELECT bookmark_id, favorites_id, position FROM bookmark_favorites ORDER BY position;"), """
            1|3|0
            1|4|1
            1|2|2

            """)
        let drift = try Modelc.run(["inspect", "--db", url, "--model", "models/Marks"], in: project)
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)
    }
}
