import Foundation
import ModelcTestSupport
import XCTest

/// A version that only renames constraints, on PostgreSQL: each check and foreign key
/// the model names otherwise is renamed in place (`ALTER TABLE … RENAME CONSTRAINT`), the
/// same constraints keeping their rows unread, rather than the table's constraints
/// dropped, added `NOT VALID` and validated by a scan, which SQLite's rebuild needs.
final class PostgresConstraintRenameTests: PostgresProjectTestCase {
    private func writeVersion(_ version: Int, keyName: String, editorKey: String?, checkName: String) throws {
        let folder = project.appendingPathComponent("models/Blog")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            model: Blog
            version: \(version)
            dialect: postgres
            entities:
              User:
                primaryKeyName: \(version == 1 ? "user_pkey" : "pk_user")
                attributes:
                  id: int
                  email: { type: string, check: [{ name: \(checkName), sql: "position('@' in email) > 0" }] }
                relationships:
                  posts: { to: Post, toMany: true, inverse: author, deleteRule: cascade }
                  edited: { to: Post, toMany: true, inverse: editor }
              Post:
                attributes:
                  id: int
                  title: string
                relationships:
                  author: { to: User, inverse: posts, foreignKeyName: \(keyName) }
                  editor: { to: User, inverse: edited, optional: true\(editorKey.map { ", foreignKeyName: \($0)" } ?? "") }

            """.write(to: folder.appendingPathComponent("\(version).yaml"), atomically: true, encoding: .utf8)
    }

    /// `oid name` of every check and foreign key, by name.
    private func constraints() throws -> [String] {
        try cluster.query(database: database, """
            SELECT oid || ' ' || conname FROM pg_constraint
              WHERE conrelid IN ('"user"'::regclass, 'post'::regclass) AND contype IN ('c', 'f', 'p') ORDER BY conname
            """).split(separator: "\n").map(String.init)
    }

    func testRenamedChecksAndForeignKeysAreRenamedInPlace() throws {
        try writeVersion(1, keyName: "fk_rails_5b5ddfd518", editorKey: nil, checkName: "email_has_at")
        XCTAssertEqual(try modelc(["migrate", "make", "models/Blog", "--dialect", "postgres"]).status, 0)
        let first = try modelc(["migrate", "--db", "$URL", "models/Blog"])
        XCTAssertEqual(first.status, 0, first.stderr)
        _ = try cluster.query(database: database, #"INSERT INTO "user" VALUES (1, 'a@example.com'); INSERT INTO post VALUES (1, 'Hello', 1, 1)"#)
        let before = try constraints()
        XCTAssertEqual(before.map { $0.split(separator: " ")[1] }, ["email_has_at", "fk_rails_5b5ddfd518", "post_editor_id_fkey", "post_pkey", "user_pkey"])

        // Version 2 renames the check and the Rails key, and names the key the server named.
        try writeVersion(2, keyName: "fk_post_author", editorKey: "fk_post_editor", checkName: "email_contains_at")
        let plan = try modelc(["diff", "models/Blog@1", "models/Blog@2", "--dialect", "postgres", "--format", "json"])
        XCTAssertEqual(plan.status, 0, plan.stderr)
        let steps = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(plan.stdout.utf8)) as? [String: Any])?["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.map { $0["kind"] as? String }, Array(repeating: "renameConstraint", count: 4))
        XCTAssertEqual(steps.map { $0["safety"] as? String }, Array(repeating: "safe", count: 4))
        XCTAssertEqual(steps.map { $0["from"] as? String }, ["user_pkey", "email_has_at", "fk_rails_5b5ddfd518", nil], "the server's name is found by the key")

        XCTAssertEqual(try modelc(["migrate", "make", "models/Blog", "--dialect", "postgres"]).status, 0)
        let file = try String(contentsOf: project.appendingPathComponent("migrations/Blog/postgres/0002_blog_v2.sql"), encoding: .utf8)
        XCTAssertTrue(file.contains(#"ALTER TABLE "post" RENAME CONSTRAINT "fk_rails_5b5ddfd518" TO "fk_post_author";"#), file)
        XCTAssertTrue(file.contains(#"ALTER TABLE "user" RENAME CONSTRAINT "email_has_at" TO "email_contains_at";"#), file)
        XCTAssertTrue(file.contains(#"ALTER TABLE "user" RENAME CONSTRAINT "user_pkey" TO "pk_user";"#), file)
        XCTAssertFalse(file.contains("DROP CONSTRAINT"), "nothing is dropped: \(file)")
        XCTAssertFalse(file.contains("VALIDATE"), "nothing is validated again: \(file)")
        let second = try modelc(["migrate", "--db", "$URL", "models/Blog"])
        XCTAssertEqual(second.status, 0, second.stderr)

        let after = try constraints()
        XCTAssertEqual(after.map { $0.split(separator: " ")[1] }, ["email_contains_at", "fk_post_author", "fk_post_editor", "pk_user", "post_pkey"])
        XCTAssertEqual(Set(after.map { $0.split(separator: " ")[0] }), Set(before.map { $0.split(separator: " ")[0] }), "the same constraints, renamed")
        XCTAssertEqual(try cluster.query(database: database, "SELECT title FROM post"), "Hello\n")
        let drift = try modelc(["inspect", "--db", "$URL", "--model", "models/Blog"])
        XCTAssertEqual(drift.status, 0, drift.stdout)
    }
}

extension PostgresConstraintRenameTests {
    /// Declarative mode plans as every PostgreSQL plan is made: the database at version 1
    /// brought to version 2's model renames its constraints in place, as the file does.
    func testDeclarativeModeRenamesInPlaceToo() throws {
        try writeVersion(1, keyName: "fk_rails_5b5ddfd518", editorKey: nil, checkName: "email_has_at")
        XCTAssertEqual(try modelc(["migrate", "make", "models/Blog", "--dialect", "postgres"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/Blog"]).status, 0)
        let before = try constraints()
        try writeVersion(2, keyName: "fk_post_author", editorKey: "fk_post_editor", checkName: "email_contains_at")
        // The history the files wrote leads to version 1: declarative mode refuses to move
        // the schema beside it (the next versioned run would meet tables already there).
        let refused = try modelc(["migrate", "--db", "$URL", "--model", "models/Blog"])
        XCTAssertEqual(refused.status, 3, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("which leads to another version than Blog version 2 (declarative)"), refused.stderr)
        XCTAssertEqual(try constraints(), before, "nothing changed")
        // Without the history the files wrote, as declarative mode takes a database.
        _ = try cluster.query(database: database, "DROP TABLE modelc_migrations")
        let dryRun = try modelc(["migrate", "--db", "$URL", "--model", "models/Blog", "--dry-run"])
        XCTAssertEqual(dryRun.status, 0, dryRun.stderr)
        XCTAssertTrue(dryRun.stdout.contains(#"renameConstraint post: foreign key ("editor_id") → "user": the engine's name renamed "fk_post_editor""#), dryRun.stdout)
        let declarative = try modelc(["migrate", "--db", "$URL", "--model", "models/Blog"])
        XCTAssertEqual(declarative.status, 0, declarative.stderr)
        let after = try constraints()
        XCTAssertEqual(after.map { $0.split(separator: " ")[1] }, ["email_contains_at", "fk_post_author", "fk_post_editor", "pk_user", "post_pkey"])
        XCTAssertEqual(Set(after.map { $0.split(separator: " ")[0] }), Set(before.map { $0.split(separator: " ")[0] }), "the same constraints, renamed")
    }
}

extension PostgresConstraintRenameTests {
    /// Names that swap (`c_one` ↔ `c_two`) or move along (`fk_a` → `fk_b`, `fk_b` →
    /// `fk_c`) in one version go through temporary names: renamed in the model's order,
    /// the first rename met a name still taken and the migration failed.
    func testSwappedAndChainedNamesAreRenamedThroughTemporaryNames() throws {
        let folder = project.appendingPathComponent("models/Swap")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func write(_ version: Int, checks: (String, String), keys: (String, String)) throws {
            try """
                model: Swap
                version: \(version)
                dialect: postgres
                entities:
                  Owner:
                    attributes:
                      id: int
                    relationships:
                      first: { to: Item, toMany: true, inverse: firstOwner }
                      second: { to: Item, toMany: true, inverse: secondOwner }
                  Item:
                    check: [{ name: \(checks.0), sql: "id > 0" }, { name: \(checks.1), sql: "id < 1000" }]
                    attributes:
                      id: int
                    relationships:
                      firstOwner: { to: Owner, inverse: first, optional: true, foreignKeyName: \(keys.0) }
                      secondOwner: { to: Owner, inverse: second, optional: true, foreignKeyName: \(keys.1) }

                """.write(to: folder.appendingPathComponent("\(version).yaml"), atomically: true, encoding: .utf8)
        }
        try write(1, checks: ("c_one", "c_two"), keys: ("fk_a", "fk_b"))
        try write(2, checks: ("c_two", "c_one"), keys: ("fk_b", "fk_c"))
        XCTAssertEqual(try modelc(["migrate", "make", "models/Swap", "--dialect", "postgres"]).status, 0)
        let file = try String(contentsOf: project.appendingPathComponent("migrations/Swap/postgres/0002_swap_v2.sql"), encoding: .utf8)
        XCTAssertTrue(file.contains(#"ALTER TABLE "item" RENAME CONSTRAINT "modelc_rename_1" TO "#), file)
        XCTAssertFalse(file.contains("DROP CONSTRAINT"), "renamed, not rebuilt: \(file)")
        let migrated = try modelc(["migrate", "--db", "$URL", "models/Swap"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        let names = try cluster.query(database: database, """
            SELECT pg_get_constraintdef(oid) || ' ' || conname FROM pg_constraint WHERE conrelid = 'item'::regclass AND contype IN ('c', 'f') ORDER BY 1
            """)
        XCTAssertEqual(names, """
            CHECK ((id < 1000)) c_one
            CHECK ((id > 0)) c_two
            FOREIGN KEY (first_owner_id) REFERENCES owner(id) ON DELETE SET NULL fk_b
            FOREIGN KEY (second_owner_id) REFERENCES owner(id) ON DELETE SET NULL fk_c

            """)
        XCTAssertEqual(try modelc(["inspect", "--db", "$URL", "--model", "models/Swap"]).status, 0)
    }
}

extension PostgresConstraintRenameTests {
    /// Declarative mode runs the guards every migration runs: a new UNIQUE over
    /// duplicate rows is refused before anything runs, with the count and the rows,
    /// as a migration file is, rather than failing its statement.
    func testDeclarativeModeRefusesAPlanItsPreflightChecksFail() throws {
        try writeVersion(1, keyName: "fk_rails_5b5ddfd518", editorKey: nil, checkName: "email_has_at")
        XCTAssertEqual(try modelc(["migrate", "make", "models/Blog", "--dialect", "postgres"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/Blog"]).status, 0)
        _ = try cluster.query(database: database, "DROP TABLE modelc_migrations")
        _ = try cluster.query(database: database, #"INSERT INTO "user" VALUES (1, 'a@example.com'), (2, 'a@example.com')"#)
        let version2 = project.appendingPathComponent("models/Blog/2.yaml")
        try writeVersion(2, keyName: "fk_rails_5b5ddfd518", editorKey: nil, checkName: "email_has_at")
        try String(contentsOf: version2, encoding: .utf8)
            .replacingOccurrences(of: "email: { type: string,", with: "email: { type: string, unique: true,")
            .write(to: version2, atomically: true, encoding: .utf8)
        let refused = try modelc(["migrate", "--db", "$URL", "--model", "models/Blog"])
        XCTAssertEqual(refused.status, 3, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains(#"refused: 2 rows would fail: rows of "user" sharing "email" with another row must be 0"#), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("a@example.com"), "the duplicates are shown: \(refused.stderr)")
        XCTAssertEqual(try cluster.query(database: database, #"SELECT count(*) FROM pg_indexes WHERE tablename = 'user'"#), "1\n", "nothing ran")
    }
}

extension PostgresConstraintRenameTests {
    /// A UNIQUE constraint's name is kept by adoption (the server's own
    /// `<table>_<columns>_key` left out), made again in a fresh database, and renamed in
    /// place by a later version; so is one the server named, found by its columns (it was
    /// dropped and added again, its index built again under an exclusive lock).
    func testNamedUniqueConstraintsAreAdoptedAndRenamedInPlace() throws {
        _ = try cluster.query(database: database, """
            CREATE TABLE acct (id bigint PRIMARY KEY, email text NOT NULL, code text, CONSTRAINT uq_acct_email UNIQUE (email));
            ALTER TABLE acct ADD UNIQUE (code);
            """)
        let adopted = try modelc(["inspect", "--db", "$URL", "--as-model", "--name", "Bank"])
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertTrue(adopted.stdout.contains("- { name: uq_acct_email, columns: [email], constraint: true }"), adopted.stdout)
        XCTAssertTrue(adopted.stdout.contains("- { columns: [code], constraint: true }"), "the server's name is left to it: \(adopted.stdout)")
        let models = project.appendingPathComponent("models/Bank")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try adopted.stdout.write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try adopted.stdout.replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "name: uq_acct_email", with: "name: acct_email_unique")
            .replacingOccurrences(of: "- { columns: [code], constraint: true }", with: "- { name: acct_code_unique, columns: [code], constraint: true }")
            .write(to: models.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "make", "models/Bank", "--dialect", "postgres"]).status, 0)
        let fresh = try cluster.makeDatabase()
        XCTAssertEqual(try modelc(["migrate", "--db", url(for: fresh), "models/Bank@1"]).status, 0)
        let named = "SELECT string_agg(conname, ' ' ORDER BY conname) FROM pg_constraint WHERE contype = 'u' AND conrelid = 'acct'::regclass"
        XCTAssertEqual(try cluster.query(database: fresh, named), "acct_code_key uq_acct_email\n")
        let oid = try cluster.query(database: fresh, "SELECT oid FROM pg_constraint WHERE conname = 'uq_acct_email'")
        let codeOID = try cluster.query(database: fresh, "SELECT oid FROM pg_constraint WHERE conname = 'acct_code_key'")
        let file = try String(contentsOf: project.appendingPathComponent("migrations/Bank/postgres/0002_bank_v2.sql"), encoding: .utf8)
        XCTAssertTrue(file.contains(#"ALTER TABLE "acct" RENAME CONSTRAINT "uq_acct_email" TO "acct_email_unique";"#), file)
        XCTAssertTrue(file.contains("c.contype = 'u' AND"), "the server's name is found by the columns: \(file)")
        XCTAssertFalse(file.contains("DROP CONSTRAINT"), file)
        XCTAssertEqual(try modelc(["migrate", "--db", url(for: fresh), "models/Bank"]).status, 0)
        XCTAssertEqual(try cluster.query(database: fresh, named), "acct_code_unique acct_email_unique\n")
        XCTAssertEqual(try cluster.query(database: fresh, "SELECT oid FROM pg_constraint WHERE conname = 'acct_email_unique'"), oid, "the same constraint")
        XCTAssertEqual(try cluster.query(database: fresh, "SELECT oid FROM pg_constraint WHERE conname = 'acct_code_unique'"), codeOID, "the same constraint")
        XCTAssertEqual(try modelc(["inspect", "--db", url(for: fresh), "--model", "models/Bank"]).status, 0)
    }
}
