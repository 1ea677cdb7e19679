import Foundation
import ModelcTestSupport
import XCTest

/// PostgreSQL drops a UNIQUE constraint, a table CHECK or a foreign key the model no
/// longer has in place (`dropConstraint` steps, `ALTER TABLE … DROP CONSTRAINT`), where
/// SQLite rebuilds the table: a version that drops one plans one statement, reading no
/// row, and the database it migrates matches the model. (The rebuild it replaced took
/// every other constraint of the table off and on again, validating each, under the
/// table's exclusive lock.)
final class PostgresConstraintDropTests: PostgresProjectTestCase {
    private func migrationFile(_ name: String) throws -> String {
        try String(contentsOf: project.appendingPathComponent("migrations/Shop/postgres/\(name)"), encoding: .utf8)
    }

    private func constraintNames() throws -> String {
        try cluster.query(database: database, """
            SELECT coalesce(string_agg(conname, ' ' ORDER BY conname), '') FROM pg_constraint
              WHERE conrelid IN ('customer'::regclass, 'orders'::regclass) AND contype <> 'p'
            """)
    }

    private let constrained = """
        model: Shop
        version: 1
        entities:
          Customer:
            attributes:
              id: int
              email: string
              code: string
            unique:
              - { columns: [email], constraint: true }
              - { columns: [code], constraint: true, name: customer_code_unique }
          Order:
            table: orders
            attributes:
              id: int
              total: double
            relationships:
              customer: { to: Customer, column: customer_id }
            check:
              - { name: total_not_negative, sql: "total >= 0" }

        """

    func testConstraintsTheModelDropsAreDroppedInPlaceBeforeAColumnRename() throws {
        try writeModel(constrained, version: 1, name: "Shop")
        // The key column stays as a plain attribute, and `email` is renamed: the UNIQUE
        // constraint over it is found under its old name, before the rename.
        try writeModel("""
            model: Shop
            version: 2
            entities:
              Customer:
                attributes:
                  id: int
                  mail: { type: string, renamedFrom: email }
                  code: string
              Order:
                table: orders
                attributes:
                  id: int
                  total: double
                  customerId: { type: int, column: customer_id }

            """, version: 2, name: "Shop")
        let made = try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres"])
        XCTAssertEqual(made.status, 0, made.stderr)
        let file = try migrationFile("0002_shop_v2.sql")
        XCTAssertFalse(file.contains("rebuildTable"), file)
        let statements = file.split(separator: "\n").filter { !$0.hasPrefix("--") && !$0.isEmpty }.map(String.init)
        // The UNIQUE constraint and the foreign key the server named are found by what
        // they constrain, under the column's old name; the named ones by their names.
        XCTAssertEqual(statements.count, 6, file)
        XCTAssertEqual(statements[0], #"DROP INDEX "idx_orders_customer_id";"#)
        // Foreign keys go first, before any table's other steps.
        XCTAssertTrue(statements[1].contains("contype = 'f'") && statements[1].contains("ARRAY['customer_id']::text[]")
                      && statements[1].contains(#"c.confrelid = '"customer"'::regclass"#) && statements[1].contains("FOR r IN"), statements[1])
        XCTAssertTrue(statements[2].hasPrefix("DO $modelc$") && statements[2].contains("contype = 'u'") && statements[2].contains("ARRAY['email']::text[]")
                      && statements[2].contains("DROP CONSTRAINT"), statements[2])
        XCTAssertEqual(statements[3], #"ALTER TABLE "customer" DROP CONSTRAINT "customer_code_unique";"#)
        XCTAssertEqual(statements[4], #"ALTER TABLE "customer" RENAME COLUMN "email" TO "mail";"#)
        XCTAssertEqual(statements[5], #"ALTER TABLE "orders" DROP CONSTRAINT "total_not_negative";"#)
        XCTAssertTrue(file.contains("-- step 3: dropConstraint customer [safe] [lock: accessExclusive, none]"), file)

        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/Shop", "--to", "1"]).status, 0)
        _ = try cluster.query(database: database, """
            INSERT INTO customer VALUES (1, 'a@example.com', 'A'), (2, 'b@example.com', 'B');
            INSERT INTO orders VALUES (1, 1.5, 1), (2, 10, 2);
            """)
        // The employee sample holds one key twice under two names: the model's one key
        // stands for both, and both go.
        _ = try cluster.query(database: database, "ALTER TABLE orders ADD CONSTRAINT orders_customer_again FOREIGN KEY (customer_id) REFERENCES customer (id)")
        XCTAssertEqual(try constraintNames(), "customer_code_unique customer_email_key orders_customer_again orders_customer_id_fkey total_not_negative\n")
        let migrated = try modelc(["migrate", "--db", "$URL", "models/Shop"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertEqual(try constraintNames(), "\n")
        XCTAssertEqual(try cluster.query(database: database, "SELECT string_agg(mail, ',' ORDER BY id) FROM customer"), "a@example.com,b@example.com\n")
        // What the constraints forbade is allowed now.
        _ = try cluster.query(database: database, "INSERT INTO customer VALUES (3, 'a@example.com', 'A'); INSERT INTO orders VALUES (3, -1, 99)")
        let drift = try modelc(["inspect", "--db", "$URL", "--model", "models/Shop"])
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)
    }

    /// A UNIQUE constraint a foreign key references, both gone in one version: the key
    /// is dropped before any table's other change, so the referenced table's rebuild can
    /// drop the constraint (Chinook's `genre` comes before `track` by name, and kept it).
    func testAReferencedUniqueConstraintGoesWithTheKeyReferencingIt() throws {
        try writeModel("""
            model: Shop
            version: 1
            entities:
              Genre:
                attributes:
                  id: int
                  name: string
                unique:
                  - { columns: [name], constraint: true }
              Track:
                attributes:
                  id: int
                relationships:
                  genre: { to: Genre, references: name, column: genre_name }

            """, version: 1, name: "Shop")
        try writeModel("""
            model: Shop
            version: 2
            entities:
              Genre:
                attributes:
                  id: int
                  name: string
              Track:
                attributes:
                  id: int
                  genreName: { type: string, column: genre_name }

            """, version: 2, name: "Shop")
        let made = try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres"])
        XCTAssertEqual(made.status, 0, made.stderr)
        let file = try migrationFile("0002_shop_v2.sql")
        let steps = file.split(separator: "\n").filter { $0.hasPrefix("-- step ") && !$0.contains("phase") }
        let key = steps.firstIndex { $0.contains("dropConstraint track") }
        let genre = steps.firstIndex { $0.contains("rebuildTable genre") }
        XCTAssertNotNil(key, steps.joined(separator: "\n"))
        XCTAssertNotNil(genre, "a UNIQUE constraint a key references is the rebuild's: \(steps.joined(separator: "\n"))")
        XCTAssertLessThan(key ?? .max, genre ?? .max, "the key goes before the referenced table's change: \(steps.joined(separator: "\n"))")
        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/Shop", "--to", "1"]).status, 0)
        _ = try cluster.query(database: database, "INSERT INTO genre VALUES (1, 'Rock'); INSERT INTO track VALUES (1, 'Rock')")
        let migrated = try modelc(["migrate", "--db", "$URL", "models/Shop"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertEqual(try cluster.query(database: database, """
            SELECT count(*) FROM pg_constraint WHERE conrelid IN ('genre'::regclass, 'track'::regclass) AND contype <> 'p'
            """), "0\n")
        let drift = try modelc(["inspect", "--db", "$URL", "--model", "models/Shop"])
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)
    }

    /// A foreign key the model keeps holds the unique index or UNIQUE constraint it
    /// references: the server refuses to drop it while the key exists. Turning one into
    /// the other (either way, up and down, with concurrent index builds) drops the key
    /// first and adds it back once the new one exists; the rows stay, the key still
    /// holds, and the database matches the model. (Before, the index was refused, and
    /// the constraint, kept by a rebuild, failed the verification: never applied.)
    func testAReferencedUniqueIndexBecomesAConstraintAndBackWithTheKeyKept() throws {
        func shop(_ version: Int, unique: String) -> String {
            """
            model: Shop
            version: \(version)
            entities:
              Author:
                attributes:
                  id: int
                  code: string
                unique:
                  - \(unique)
              Book:
                attributes:
                  id: int
                  title: string
                relationships:
                  author: { to: Author, references: code, optional: true }

            """
        }
        try writeModel(shop(1, unique: "[code]"), version: 1, name: "Shop")
        try writeModel(shop(2, unique: "{ columns: [code], constraint: true }"), version: 2, name: "Shop")
        try writeModel(shop(3, unique: "{ columns: [code], name: uq_author_code_again }"), version: 3, name: "Shop")
        let made = try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres", "--down", "--concurrent-indexes"])
        XCTAssertEqual(made.status, 0, made.stderr)
        for name in ["0002_shop_v2.sql", "0003_shop_v3.sql"] {
            let file = try migrationFile(name)
            XCTAssertFalse(file.contains("rebuildTable"), file)
            // The header lists every step (the key's addition may run in the index's).
            let steps = file.split(separator: "\n").filter { $0.hasPrefix("-- step: ") }
            XCTAssertTrue(steps.first?.hasPrefix("-- step: safe: dropConstraint book") ?? false, steps.joined(separator: "\n"))
            XCTAssertTrue(steps.last?.hasPrefix("-- step: safe: addConstraint book") ?? false, steps.joined(separator: "\n"))
            // Both ways the key is its own step, added NOT VALID and validated in a later
            // phase, under its own lock (not folded, unannounced, into the index's).
            XCTAssertTrue(file.contains("-- step 4: addConstraint book [safe] [lock: shareRowExclusive, none]"), file)
            XCTAssertTrue(file.contains(#"ALTER TABLE "book" ADD FOREIGN KEY ("author_id") REFERENCES "author" ("code") ON DELETE SET NULL NOT VALID;"#), file)
        }
        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/Shop", "--to", "1"]).status, 0)
        _ = try cluster.query(database: database, "INSERT INTO author VALUES (1, 'A1'), (2, 'A2'); INSERT INTO book VALUES (1, 'T', 'A1'), (2, 'U', NULL)")
        func referencedIndex() throws -> String {
            try cluster.query(database: database, """
                SELECT i.relname || ' ' || coalesce((SELECT contype::text FROM pg_constraint u WHERE u.conindid = i.oid AND u.contype = 'u'), 'index')
                  FROM pg_constraint f JOIN pg_class i ON i.oid = f.conindid WHERE f.conrelid = 'book'::regclass AND f.contype = 'f'
                """)
        }
        for (target, expected) in [("2", "author_code_key u\n"), ("3", "uq_author_code_again index\n"), ("1", "uq_author_code index\n"), ("3", "uq_author_code_again index\n")] {
            let migrated = try modelc(["migrate", "--db", "$URL", "models/Shop", "--to", target])
            XCTAssertEqual(migrated.status, 0, "to \(target): " + migrated.stdout + migrated.stderr)
            XCTAssertEqual(try referencedIndex(), expected, "to \(target)")
            let drift = try modelc(["inspect", "--db", "$URL", "--model", "models/Shop@\(target)"])
            XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)
        }
        XCTAssertEqual(try cluster.query(database: database, "SELECT string_agg(id || ':' || coalesce(author_id, '-'), ',' ORDER BY id) FROM book"), "1:A1,2:-\n")
        XCTAssertThrowsError(try cluster.query(database: database, "INSERT INTO book VALUES (3, 'V', 'nobody')"), "the key still holds")
    }

    /// A `min:` removed, or a `max:` changed, is a CHECK the server named (`item_stock_check`):
    /// the plan does not know its name, but it finds the column's checks by the column
    /// (an `alterColumn` step) and adds back the ones kept, where it rebuilt the table,
    /// taking every other constraint off and on again. The table's own CHECK and the
    /// other column's named one stay as they were, under their names.
    func testAMinRemovedOrChangedDropsTheServersCheckInPlace() throws {
        func shop(_ version: Int, stock: String) -> String {
            """
            model: Shop
            version: \(version)
            entities:
              Item:
                attributes:
                  id: int
                  stock: \(stock)
                  price: { type: double, check: { name: price_positive, sql: "price > 0" } }
                check:
                  - { name: stock_below_price, sql: "stock < price * 1000" }

            """
        }
        try writeModel(shop(1, stock: "{ type: int, min: 0, max: 500 }"), version: 1, name: "Shop")
        try writeModel(shop(2, stock: "{ type: int, max: 500 }"), version: 2, name: "Shop")
        try writeModel(shop(3, stock: "{ type: int, min: 1, max: 400 }"), version: 3, name: "Shop")
        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres", "--down"]).status, 0)
        let removed = try migrationFile("0002_shop_v2.sql")
        XCTAssertFalse(removed.contains("rebuildTable"), removed)
        XCTAssertTrue(removed.contains("-- step: safe: alterColumn item: \"stock\": CHECK constraints removed"), removed)
        let changed = try migrationFile("0003_shop_v3.sql")
        XCTAssertFalse(changed.contains("rebuildTable"), changed)
        XCTAssertTrue(changed.contains("-- step: dataDependent: alterColumn item"), changed)
        XCTAssertTrue(changed.contains("-- preflight: rows of \"item\" violating CHECK (\"stock\" >= 1) must be 0"), changed)

        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/Shop", "--to", "1"]).status, 0)
        _ = try cluster.query(database: database, "INSERT INTO item VALUES (1, 5, 2.5), (2, 0, 1)")
        func checks() throws -> String {
            try cluster.query(database: database, """
                SELECT string_agg(conname || ' ' || pg_get_constraintdef(oid), '; ' ORDER BY conname) FROM pg_constraint
                  WHERE conrelid = 'item'::regclass AND contype = 'c'
                """)
        }
        let before = try checks()
        XCTAssertTrue(before.contains("item_stock_check CHECK ((stock >= 0))"), before)
        let migrated = try modelc(["migrate", "--db", "$URL", "models/Shop", "--to", "2"])
        XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
        let after = try checks()
        XCTAssertFalse(after.contains("stock >= 0"), after)
        for kept in ["price_positive CHECK ((price > (0)::double precision))", "stock_below_price CHECK", "CHECK ((stock <= 500))"] {
            XCTAssertTrue(after.contains(kept), "\(kept) in \(after)")
        }
        _ = try cluster.query(database: database, "INSERT INTO item VALUES (3, -1, 1)")
        XCTAssertEqual(try modelc(["inspect", "--db", "$URL", "--model", "models/Shop@2"]).status, 0)

        // `min: 1` (with `max: 500` made 400) is refused while rows hold less, nothing
        // changed; then it applies.
        let refused = try modelc(["migrate", "--db", "$URL", "models/Shop"])
        XCTAssertNotEqual(refused.status, 0, refused.stdout)
        XCTAssertEqual(try checks(), after)
        _ = try cluster.query(database: database, "DELETE FROM item WHERE stock < 1")
        let tightened = try modelc(["migrate", "--db", "$URL", "models/Shop"])
        XCTAssertEqual(tightened.status, 0, tightened.stdout + tightened.stderr)
        let tight = try checks()
        XCTAssertTrue(tight.contains("CHECK ((stock >= 1))") && tight.contains("CHECK ((stock <= 400))") && !tight.contains("500"), tight)
        XCTAssertEqual(try modelc(["inspect", "--db", "$URL", "--model", "models/Shop"]).status, 0)
        // And down to version 1 again: `min: 0` comes back.
        let down = try modelc(["migrate", "--db", "$URL", "models/Shop", "--to", "1"])
        XCTAssertEqual(down.status, 0, down.stdout + down.stderr)
        XCTAssertEqual(try modelc(["inspect", "--db", "$URL", "--model", "models/Shop@1"]).status, 0)
        XCTAssertEqual(try cluster.query(database: database, "SELECT string_agg(id::text, ',' ORDER BY id) FROM item"), "1\n")
    }

    /// `DROP TABLE … CASCADE` takes with it what depends on the table: the plan's own
    /// keys to it, but also a view and a key of a table the model leaves alone (Pagila's
    /// `language`, read by the unmanaged `film` and `film_languages`). That is refused,
    /// naming them, unless `--allow-destructive`, in the dry run as in the run.
    func testDroppingATableRefusesToTakeWhatTheModelDoesNotDescribeWithIt() throws {
        for version in 1...2 {
            try writeModel("""
                model: Shop
                version: \(version)
                unmanaged: [film, film_languages]
                entities:
                  Customer:
                    attributes:
                      id: int
                \(version == 1 ? "  Language:\n    attributes:\n      id: int\n      name: string\n" : "")
                """, version: version, name: "Shop")
        }
        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/Shop", "--to", "1"]).status, 0)
        _ = try cluster.query(database: database, """
            CREATE TABLE film (id bigint PRIMARY KEY, language_id bigint REFERENCES language (id));
            CREATE VIEW film_languages AS SELECT f.id, l.name FROM film f JOIN language l ON l.id = f.language_id;
            """)
        for arguments in [["--dry-run"], []] {
            let refused = try modelc(["migrate", "--db", "$URL", "models/Shop"] + arguments)
            XCTAssertEqual(refused.status, 3, refused.stdout + refused.stderr)
            XCTAssertTrue(refused.stderr.contains(#"drops tables that view "film_languages", foreign key "film_language_id_fkey" of "film" depend on"#), refused.stderr)
            XCTAssertTrue(refused.stderr.contains("pass --allow-destructive"), refused.stderr)
        }
        XCTAssertEqual(try cluster.query(database: database, "SELECT count(*) FROM pg_views WHERE viewname = 'film_languages'"), "1\n")
        // Allowed, they are named in the dry run and in the report.
        let note = #"--allow-destructive lets the tables it drops take with them what the model does not describe: view "film_languages", foreign key "film_language_id_fkey" of "film""#
        let dryRun = try modelc(["migrate", "--db", "$URL", "models/Shop", "--allow-destructive", "--dry-run"])
        XCTAssertEqual(dryRun.status, 0, dryRun.stderr)
        XCTAssertTrue(dryRun.stdout.contains(note), dryRun.stdout)
        let allowed = try modelc(["migrate", "--db", "$URL", "models/Shop", "--allow-destructive"])
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertTrue(allowed.stdout.contains(note), allowed.stdout)
        XCTAssertEqual(try cluster.query(database: database, "SELECT count(*) FROM pg_views WHERE viewname = 'film_languages'"), "0\n")
    }

    /// A key's type change holds every table whose foreign key references it while the
    /// server checks that key again: pagila's `rental` and `payment`, left unmanaged,
    /// for `customer.customer_id`. The step's lock impact names its own table; the dry
    /// run and the report name the tables the model does not describe, read from the
    /// catalog (a partitioned table once, not each partition).
    func testAKeysTypeChangeNamesTheUnmanagedTablesItLocksAndScans() throws {
        for version in 1...2 {
            try writeModel("""
                model: Shop
                version: \(version)
                unmanaged: [rental, payment*]
                entities:
                  Customer:
                    attributes:
                      id: \(version == 1 ? "int32" : "int")
                      name: string
                  \(version == 1 ? "Order" : "Purchase:\n    renamedFrom: Order")\(version == 1 ? ":" : "")
                    attributes:
                      id: int
                    relationships:
                      customer: { to: Customer }
                """, version: version, name: "Shop")
        }
        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/Shop", "--to", "1"]).status, 0)
        _ = try cluster.query(database: database, """
            INSERT INTO customer VALUES (1, 'Ada');
            CREATE TABLE rental (id integer PRIMARY KEY, customer_id integer NOT NULL REFERENCES customer (id));
            CREATE TABLE payment (id integer, customer_id integer REFERENCES customer (id), paid date) PARTITION BY RANGE (paid);
            CREATE TABLE payment_p1 PARTITION OF payment FOR VALUES FROM ('2020-01-01') TO ('2021-01-01');
            INSERT INTO rental VALUES (1, 1);
            """)
        // `order`, renamed `purchase` by the same file, is the model's: the catalog still
        // names it `order` when the note is made.
        let note = #"the type change of "customer"."id" also holds "payment", "rental", which the model does not describe, ACCESS EXCLUSIVE while PostgreSQL checks their foreign keys to it again (a scan of each): their reads and writes wait until the migration commits"#
        let dryRun = try modelc(["migrate", "--db", "$URL", "models/Shop", "--dry-run"])
        XCTAssertEqual(dryRun.status, 0, dryRun.stderr)
        XCTAssertTrue(dryRun.stdout.contains(note), dryRun.stdout)
        let applied = try modelc(["migrate", "--db", "$URL", "models/Shop"])
        XCTAssertEqual(applied.status, 0, applied.stderr)
        XCTAssertTrue(applied.stdout.contains(note), applied.stdout)
        XCTAssertEqual(try cluster.query(database: database, "SELECT data_type FROM information_schema.columns WHERE table_name = 'customer' AND column_name = 'id'"), "bigint\n")
        XCTAssertEqual(try cluster.query(database: database, "SELECT count(*) FROM rental"), "1\n")
    }

    /// A key to the dropped table from a table the model manages is the plan's to take
    /// off, under the table's new name too when the version renames it, and a view the
    /// model drops with it is the plan's too (`dropView`): nothing refused.
    func testDroppingATableAManagedRenamedTableReferencesIsNotRefused() throws {
        try writeModel("""
            model: Shop
            version: 1
            views:
              language_ids: SELECT id FROM language
            entities:
              Language:
                attributes:
                  id: int
              Film:
                attributes:
                  id: int
                relationships:
                  language: { to: Language, optional: true }

            """, version: 1, name: "Shop")
        try writeModel("""
            model: Shop
            version: 2
            entities:
              Movie:
                renamedFrom: Film
                attributes:
                  id: int

            """, version: 2, name: "Shop")
        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/Shop", "--to", "1"]).status, 0)
        let migrated = try modelc(["migrate", "--db", "$URL", "models/Shop", "--allow-destructive"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertFalse(migrated.stdout.contains("lets the tables it drops take with them"), migrated.stdout)
        let drift = try modelc(["inspect", "--db", "$URL", "--model", "models/Shop"])
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)
    }

    /// A foreign key whose delete rule changes is dropped, then added back `NOT VALID`
    /// and validated: the table's other constraints are not touched.
    func testAChangedForeignKeyIsDroppedThenAddedAndTheDatabaseMatchesTheModel() throws {
        try writeModel(constrained, version: 1, name: "Shop")
        try writeModel(constrained.replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "customer: { to: Customer, column: customer_id }",
                                  with: "customer: { to: Customer, column: customer_id, inverse: orders }")
            .replacingOccurrences(of: """
                  code: string
                unique:
            """, with: """
                  code: string
                relationships:
                  orders: { to: Order, toMany: true, inverse: customer, deleteRule: cascade }
                unique:
            """), version: 2, name: "Shop")
        let made = try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres"])
        XCTAssertEqual(made.status, 0, made.stderr)
        let file = try migrationFile("0002_shop_v2.sql")
        XCTAssertFalse(file.contains("rebuildTable"), file)
        XCTAssertTrue(file.contains("dropConstraint orders"), file)
        XCTAssertTrue(file.contains(#"ALTER TABLE "orders" ADD FOREIGN KEY ("customer_id") REFERENCES "customer" ("id") ON DELETE CASCADE NOT VALID;"#), file)
        XCTAssertFalse(file.contains("total_not_negative"), "the CHECK stays as it is:\n\(file)")

        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/Shop", "--to", "1"]).status, 0)
        _ = try cluster.query(database: database, "INSERT INTO customer VALUES (1, 'a@example.com', 'A'); INSERT INTO orders VALUES (1, 1.5, 1)")
        let migrated = try modelc(["migrate", "--db", "$URL", "models/Shop"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        _ = try cluster.query(database: database, "DELETE FROM customer WHERE id = 1")
        XCTAssertEqual(try cluster.query(database: database, "SELECT count(*) FROM orders"), "0\n", "the new rule cascades")
        let drift = try modelc(["inspect", "--db", "$URL", "--model", "models/Shop"])
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)
    }

    /// Declarative: planned from the live database, whose names for the constraints the
    /// model leaves unnamed are the server's; the plan drops them in place too.
    func testADeclarativeMigrationDropsTheConstraintsItReadsFromTheServer() throws {
        // A database made before modelc managed it: the same tables, no history.
        try writeModel(constrained, version: 1, name: "Shop")
        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/Shop"]).status, 0)
        _ = try cluster.query(database: database, """
            DO $$ DECLARE r record; BEGIN
              FOR r IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename LIKE 'modelc%' LOOP
                EXECUTE format('DROP TABLE %I', r.tablename);
              END LOOP;
            END $$
            """)
        let folder = project.appendingPathComponent("models/Loose")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            model: Loose
            version: 1
            entities:
              Customer:
                attributes:
                  id: int
                  email: string
                  code: string
              Order:
                table: orders
                attributes:
                  id: int
                  total: double
                  customerId: { type: int, column: customer_id, indexed: true }

            """.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let dryRun = try modelc(["migrate", "--db", "$URL", "--model", "models/Loose", "--dry-run"])
        XCTAssertEqual(dryRun.status, 0, dryRun.stderr)
        XCTAssertFalse(dryRun.stdout.contains("rebuildTable"), dryRun.stdout)
        XCTAssertTrue(dryRun.stdout.contains("dropConstraint"), dryRun.stdout)
        let migrated = try modelc(["migrate", "--db", "$URL", "--model", "models/Loose"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertEqual(try constraintNames(), "\n")
        let drift = try modelc(["inspect", "--db", "$URL", "--model", "models/Loose"])
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)
    }

    /// What cannot be dropped on its own is still the rebuild's: here a CHECK the server
    /// named (the plan does not know the name); the rebuild's database matches the
    /// model too. (`PostgresConstraintDropPlanTests` has the other cases.)
    func testACheckTheServerNamedAndAReferencedUniqueConstraintAreStillRebuilt() throws {
        try writeModel("""
            model: Shop
            version: 1
            entities:
              Customer:
                attributes:
                  id: int
                  email: string
                unique:
                  - { columns: [email], constraint: true }
                check:
                  - "length(email) > 3"

            """, version: 1, name: "Shop")
        try writeModel("""
            model: Shop
            version: 2
            entities:
              Customer:
                attributes:
                  id: int
                  email: string
                unique:
                  - { columns: [email], constraint: true }

            """, version: 2, name: "Shop")
        XCTAssertEqual(try modelc(["migrate", "make", "models/Shop", "--dialect", "postgres"]).status, 0)
        let file = try migrationFile("0002_shop_v2.sql")
        XCTAssertFalse(file.contains("dropConstraint"), file)
        XCTAssertTrue(file.contains("rebuildTable customer"), file)
        XCTAssertEqual(try modelc(["migrate", "--db", "$URL", "models/Shop"]).status, 0)
        let drift = try modelc(["inspect", "--db", "$URL", "--model", "models/Shop"])
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)
    }
}
