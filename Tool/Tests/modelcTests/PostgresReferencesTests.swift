import Foundation
import ModelcTestSupport
import XCTest

/// A to-one whose key references a unique attribute other than the key
/// (`references: guid`) on PostgreSQL, which checks a key against the referenced unique
/// index when the key is declared: the plan adds such a key after the index, for a new
/// table and for a new column, a real server enforces it, `inspect --model` reads the
/// database back as the model says, and `--as-model` writes `references:` back.
final class PostgresReferencesTests: PostgresTestCase {
    func testAKeyToAUniqueAttributeIsAddedAfterItsIndexEnforcedAndReadBackWithoutDrift() throws {
        let project = try makeTemporaryDirectory(self)
        let folder = project.appendingPathComponent("models/Bookmarks")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The referencing table comes first, so its key cannot be declared with it.
        let first = """
            model: Bookmarks
            version: 1
            entities:
              Child:
                attributes:
                  id: int
                relationships:
                  parent: { to: Bookmark, inverse: children, references: guid, defaultSQL: "'root'" }
              Bookmark:
                attributes:
                  id: int
                  guid: { type: string, unique: true }
                relationships:
                  children: { to: Child, toMany: true, inverse: parent, deleteRule: cascade }

            """
        // A unique attribute and a new column referencing it, on tables that hold rows.
        let second = first.replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "      guid: { type: string, unique: true }\n", with: "      guid: { type: string, unique: true }\n      slug: { type: string, unique: true, optional: true }\n")
            .replacingOccurrences(of: "      children: { to: Child, toMany: true, inverse: parent, deleteRule: cascade }\n",
                                  with: "      children: { to: Child, toMany: true, inverse: parent, deleteRule: cascade }\n      aliases: { to: Child, toMany: true, inverse: alias }\n")
            .replacingOccurrences(of: "      parent: { to: Bookmark, inverse: children, references: guid, defaultSQL: \"'root'\" }\n",
                                  with: "      parent: { to: Bookmark, inverse: children, references: guid, defaultSQL: \"'root'\" }\n      alias: { to: Bookmark, inverse: aliases, references: slug, optional: true }\n")
        XCTAssertNotEqual(second, first)
        try first.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try second.write(to: folder.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        let made = try Modelc.run(["migrate", "make", "models/Bookmarks", "--dialect", "postgres"], in: project)
        XCTAssertEqual(made.status, 0, made.stderr)

        let v1 = try Modelc.run(["migrate", "--db", url, "models/Bookmarks@1"], in: project)
        XCTAssertEqual(v1.status, 0, v1.stderr)
        _ = try cluster.query(database: database, "INSERT INTO bookmark (id, guid) VALUES (1, 'root'), (2, 'b'); INSERT INTO child (id) VALUES (10); INSERT INTO child (id, parent_id) VALUES (11, 'b');")
        XCTAssertEqual(try cluster.query(database: database, "SELECT parent_id FROM child ORDER BY id;"), "root\nb\n", "the key's DEFAULT")
        XCTAssertThrowsError(try cluster.query(database: database, "INSERT INTO child (id, parent_id) VALUES (12, 'missing');"), "the key is enforced")

        let v2 = try Modelc.run(["migrate", "--db", url, "models/Bookmarks"], in: project)
        XCTAssertEqual(v2.status, 0, v2.stderr)
        _ = try cluster.query(database: database, "UPDATE bookmark SET slug = 'home' WHERE id = 1; UPDATE child SET alias_id = 'home' WHERE id = 10;")
        XCTAssertThrowsError(try cluster.query(database: database, "UPDATE child SET alias_id = 'nowhere' WHERE id = 11;"), "the new key is enforced")
        _ = try cluster.query(database: database, "DELETE FROM bookmark WHERE id = 2;")
        XCTAssertEqual(try cluster.query(database: database, "SELECT id FROM child ORDER BY id;"), "10\n", "cascade through the key to `guid`")

        let drift = try Modelc.run(["inspect", "--db", url, "--model", "models/Bookmarks"], in: project)
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)

        // Adopted back, the keys are relationships with `references:` and the default
        // `defaultSQL:`, not unmanaged tables, and the adopted model is the database.
        let adopted = try adoptAndReadBack(named: "Adopted", in: project)
        XCTAssertFalse(adopted.contains("unmanaged:"), adopted)
        XCTAssertTrue(adopted.contains("references: guid"), adopted)
        XCTAssertTrue(adopted.contains("references: slug"), adopted)
        XCTAssertTrue(adopted.contains(#"defaultSQL: "'root'""#), adopted)
    }

    /// jOOQ's Sakila for PostgreSQL: `payment.rental_id integer NOT NULL` with `ON DELETE
    /// SET NULL` (deleting a rental with payments always fails). No delete rule compiles
    /// to that, so `payment` is left unmanaged with that reason, and `rental` stays an
    /// entity; the adoption had blamed `rental`, whose model then failed validation.
    func testAKeyThatSetsNullOnANotNullColumnLeavesOnlyItsOwnTableUnmanaged() throws {
        _ = try cluster.query(database: database, """
            CREATE TABLE rental (rental_id integer PRIMARY KEY, rented_on date NOT NULL);
            CREATE TABLE payment (payment_id integer PRIMARY KEY, rental_id integer NOT NULL REFERENCES rental (rental_id) ON DELETE SET NULL);
            """)
        let adopted = try Modelc.run(["inspect", "--db", url, "--as-model", "--name", "Sakila"])
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertTrue(adopted.stdout.contains(
            "# Note: table payment is unmanaged: its foreign key rental_id is ON DELETE SET NULL on a NOT NULL column (such a delete always fails), which no delete rule compiles to"),
            adopted.stdout)
        XCTAssertTrue(adopted.stdout.contains("\n  Rental:\n"), adopted.stdout)
        XCTAssertFalse(adopted.stdout.contains("table rental is unmanaged"), adopted.stdout)
    }
}
