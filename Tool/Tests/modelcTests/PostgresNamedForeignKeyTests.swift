import Foundation
import ModelcTestSupport
import XCTest

/// Named foreign keys on PostgreSQL: a Rails schema's keys (`fk_rails_…`, named by
/// `add_foreign_key`) are adopted with their names and the names the server chose are
/// left out, a database made from that model has the same keys by the same names, a
/// version that renames one renames it, and drift names a database whose key is called
/// otherwise.
final class PostgresNamedForeignKeyTests: PostgresProjectTestCase {
    /// `name: definition` of each foreign key of `table` in `database`, by name.
    private func keys(of table: String, in database: String) throws -> [String] {
        try cluster.query(database: database, """
            SELECT conname || ': ' || pg_get_constraintdef(oid) FROM pg_constraint
              WHERE conrelid = '\(table)'::regclass AND contype = 'f' ORDER BY conname
            """).split(separator: "\n").map(String.init)
    }

    func testNamedForeignKeysAreAdoptedRecreatedRenamedAndShownInDrift() throws {
        _ = try cluster.query(database: database, """
            CREATE TABLE users (id bigint CONSTRAINT pk_users PRIMARY KEY, email text NOT NULL);
            CREATE TABLE posts (id bigint PRIMARY KEY, user_id bigint NOT NULL, editor_id bigint, title text);
            ALTER TABLE posts ADD CONSTRAINT fk_rails_5b5ddfd518 FOREIGN KEY (user_id) REFERENCES users (id);
            ALTER TABLE posts ADD FOREIGN KEY (editor_id) REFERENCES users (id) ON DELETE SET NULL;
            CREATE INDEX index_posts_on_user_id ON posts (user_id);
            INSERT INTO users VALUES (1, 'a@example.com');
            INSERT INTO posts VALUES (1, 1, NULL, 'Hello');
            """)
        let adopted = try modelc(["inspect", "--db", "$URL", "--as-model", "--name", "Blog"])
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertTrue(adopted.stdout.contains("foreignKeyName: fk_rails_5b5ddfd518"), adopted.stdout)
        XCTAssertFalse(adopted.stdout.contains("posts_editor_id_fkey"), "the server's own name is left to the server: \(adopted.stdout)")
        XCTAssertTrue(adopted.stdout.contains("primaryKeyName: pk_users"), adopted.stdout)
        XCTAssertFalse(adopted.stdout.contains("posts_pkey"), "the server's own name for a primary key too: \(adopted.stdout)")
        let models = project.appendingPathComponent("models/Blog")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try adopted.stdout.write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let clean = try modelc(["inspect", "--db", "$URL", "--model", "models/Blog"])
        XCTAssertEqual(clean.status, 0, clean.stdout)

        XCTAssertEqual(try modelc(["migrate", "make", "models/Blog", "--dialect", "postgres"]).status, 0)
        let fresh = try cluster.makeDatabase()
        let made = try modelc(["migrate", "--db", url(for: fresh), "models/Blog"])
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertEqual(try keys(of: "posts", in: fresh), try keys(of: "posts", in: database), "the same keys by the same names")
        let primaryKeys = "SELECT string_agg(conname, ' ' ORDER BY conname) FROM pg_constraint WHERE contype = 'p' AND connamespace = 'public'::regnamespace"
        XCTAssertEqual(try cluster.query(database: fresh, primaryKeys), "modelc_migrations_pkey pk_users posts_pkey\n")

        // Version 2 renames the Rails key; the row and the server-named key stay.
        let second = try String(contentsOf: models.appendingPathComponent("1.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "fk_rails_5b5ddfd518", with: "fk_posts_author")
        try second.write(to: models.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "make", "models/Blog", "--dialect", "postgres"]).status, 0)
        _ = try cluster.query(database: fresh, "INSERT INTO users VALUES (2, 'b@example.com'); INSERT INTO posts VALUES (2, 2, 2, 'Hi')")
        let migrated = try modelc(["migrate", "--db", url(for: fresh), "models/Blog"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertEqual(try keys(of: "posts", in: fresh), [
            "fk_posts_author: FOREIGN KEY (user_id) REFERENCES users(id)",
            "posts_editor_id_fkey: FOREIGN KEY (editor_id) REFERENCES users(id) ON DELETE SET NULL",
        ])
        XCTAssertEqual(try cluster.query(database: fresh, "SELECT count(*) FROM posts"), "1\n")

        let drift = try modelc(["inspect", "--db", "$URL", "--model", "models/Blog"])
        XCTAssertEqual(drift.status, 1, drift.stdout)
        XCTAssertTrue(drift.stdout.contains("is named `fk_posts_author` in the model but `fk_rails_5b5ddfd518` in the database"), drift.stdout)
    }

    /// The names the server gives keys declared without one, long names shortened and
    /// taken names numbered, are recognised as the server's: adoption leaves them out.
    func testTheServersOwnNamesForLongAndRepeatedKeysAreLeftOut() throws {
        let table = String(repeating: "t", count: 40), column = String(repeating: "c", count: 30)
        _ = try cluster.query(database: database, """
            CREATE TABLE parent (id bigint PRIMARY KEY, other bigint UNIQUE);
            CREATE TABLE \(table) (id bigint PRIMARY KEY, \(column) bigint, a bigint, b bigint);
            ALTER TABLE \(table) ADD FOREIGN KEY (\(column)) REFERENCES parent (id);
            ALTER TABLE \(table) ADD FOREIGN KEY (\(column)) REFERENCES parent (other);
            CREATE TABLE pair (id bigint PRIMARY KEY, a bigint, b bigint, UNIQUE (a, b));
            CREATE TABLE child (id bigint PRIMARY KEY, a bigint, b bigint, FOREIGN KEY (a, b) REFERENCES pair (a, b));
            """)
        let names = try cluster.query(database: database, "SELECT conname FROM pg_constraint WHERE contype = 'f' ORDER BY conname")
        XCTAssertEqual(names.split(separator: "\n").count, 3, names)
        let adopted = try modelc(["inspect", "--db", "$URL", "--as-model", "--name", "Odd"])
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertFalse(adopted.stdout.contains("foreignKeyName"), "every name is the server's (\(names)): \(adopted.stdout)")
    }
    /// A model may give a UNIQUE constraint, a foreign key or a primary key the very
    /// name the server would have chosen (`customer_email_key`): the database made from
    /// it has them by those names, and drift reads them as the model's. It said "named
    /// `customer_email_key` in the model but unnamed in the database" right after the
    /// migration that had made it, whose own check passed.
    func testNamesShapedAsTheServersOwnAreTheModelsInDrift() throws {
        let folder = project.appendingPathComponent("models/Shop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            model: Shop
            version: 1
            entities:
              Customer:
                primaryKeyName: customer_pkey
                attributes:
                  id: int
                  email: string
                unique:
                  - { columns: [email], constraint: true, name: customer_email_key }
              Order:
                table: orders
                attributes:
                  id: int
                relationships:
                  customer: { to: Customer, column: customer_id, foreignKeyName: orders_customer_id_fkey }

            """.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres"]).status, 0)
        let migrated = try modelc(["migrate", "--db", "$URL", "models/Shop"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        let names = try cluster.query(database: database, """
            SELECT string_agg(conname, ' ' ORDER BY conname) FROM pg_constraint
              WHERE conrelid IN ('customer'::regclass, 'orders'::regclass)
            """)
        XCTAssertEqual(names, "customer_email_key customer_pkey orders_customer_id_fkey orders_pkey\n")
        let drift = try modelc(["inspect", "--db", "$URL", "--model", "models/Shop"])
        XCTAssertEqual(drift.status, 0, drift.stdout)

        // A database whose constraint has another name still differs.
        _ = try cluster.query(database: database, "ALTER TABLE customer RENAME CONSTRAINT customer_email_key TO uq_email")
        let renamed = try modelc(["inspect", "--db", "$URL", "--model", "models/Shop"])
        XCTAssertEqual(renamed.status, 1, renamed.stdout)
        XCTAssertTrue(renamed.stdout.contains("customer_email_key"), renamed.stdout)
    }
}
