import Foundation
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// What a model's SQL names and the model does not create lives in the database's own
/// schema: a `serial` key's sequence (`nextval('actor_actor_id_seq')`, as adoption writes
/// it) and an enum type. Verification builds the expected side in a scratch schema that
/// sees the live one, so `baseline` and `migrate` agree with `inspect --model` (Pagila's
/// every table had refused `baseline`: relation "actor_actor_id_seq" does not exist).
final class PostgresLiveSchemaObjectsTests: PostgresTestCase {
    /// `adopted` (what `inspect --as-model` wrote) saved as version 1 of `models/Films`,
    /// found to match the database, made and baselined; then a version 2 adding `added`
    /// after `line` made and migrated to: each step must succeed.
    private func baselineAndMigrate(_ adopted: String, in project: URL, adding added: String, after line: String,
                                    file: StaticString = #filePath, line sourceLine: UInt = #line) throws {
        let folder = try saveVersion1(adopted, of: "Films", in: project)
        XCTAssertEqual(try Modelc.run(["inspect", "--db", url, "--model", "models/Films"], in: project).status, 0, file: file, line: sourceLine)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Films", "--dialect", "postgres"], in: project).status, 0, file: file, line: sourceLine)
        let baseline = try Modelc.run(["migrate", "baseline", "--db", url, "--model", "models/Films"], in: project)
        XCTAssertEqual(baseline.status, 0, baseline.stderr, file: file, line: sourceLine)
        try adopted.replacingOccurrences(of: "version: 1", with: "version: 2").replacingOccurrences(of: line, with: line + added)
            .write(to: folder.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Films", "--dialect", "postgres"], in: project).status, 0, file: file, line: sourceLine)
        let migrated = try Modelc.run(["migrate", "--db", url, "models/Films"], in: project)
        XCTAssertEqual(migrated.status, 0, migrated.stderr, file: file, line: sourceLine)
    }

    /// `text` saved as version 1 of `models/<name>` in `project`; the model's folder.
    @discardableResult
    private func saveVersion1(_ text: String, of name: String, in project: URL) throws -> URL {
        let folder = project.appendingPathComponent("models/\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    /// A new database of the cluster, made by migrating it with `models/<name>`'s files,
    /// which must apply; its name.
    private func newDatabase(from name: String, in project: URL, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let fresh = try cluster.makeDatabase()
        let made = try Modelc.run(["migrate", "--db", url(for: fresh), "models/\(name)"], in: project)
        XCTAssertEqual(made.status, 0, made.stdout + made.stderr, file: file, line: line)
        return fresh
    }

    func testASerialKeyAndAnEnumTypeOfTheDatabaseAreVerifiedAsInspectReadsThem() throws {
        _ = try cluster.query(database: database, """
            CREATE TYPE mpaa_rating AS ENUM ('G', 'PG', 'R');
            CREATE TABLE actor (actor_id serial PRIMARY KEY, name text NOT NULL, rating mpaa_rating);
            INSERT INTO actor (name, rating) VALUES ('Ada', 'PG');
            """)
        let project = try makeTemporaryDirectory(self)
        let adopted = try Modelc.run(["inspect", "--db", url, "--as-model", "--name", "Films"], in: project)
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertTrue(adopted.stdout.contains("nextval("), adopted.stdout)
        // A later version verifies against the same live objects.
        try baselineAndMigrate(adopted.stdout, in: project, adding: "      nickname: string?\n", after: "      name: string\n")
        XCTAssertEqual(try cluster.query(database: database, "SELECT name, rating FROM actor;"), "Ada|PG\n")
    }

    /// An adopted `serial` key keeps its `nextval('…_seq'::regclass)` default, and the
    /// sequence is created with the table: a database made from the model (a new install,
    /// `migrate test`'s) failed at the table, the sequence not existing (pagila's
    /// `actor_actor_id_seq`, a happiness index's quoted `"2019_overall_rank_seq"`).
    func testAnAdoptedSerialKeysSequenceIsCreatedWithItsTableInANewDatabase() throws {
        _ = try cluster.query(database: database, """
            CREATE TABLE actor (actor_id serial PRIMARY KEY, name text NOT NULL);
            CREATE TABLE "2019" (rank serial PRIMARY KEY, country text NOT NULL);
            INSERT INTO actor (name) VALUES ('Ada');
            """)
        let project = try makeTemporaryDirectory(self)
        let adopted = try Modelc.run(["inspect", "--db", url, "--as-model", "--name", "Films"], in: project)
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        try baselineAndMigrate(adopted.stdout, in: project, adding: "      nickname: string?\n", after: "      name: string\n")
        let fresh = try newDatabase(from: "Films", in: project)
        XCTAssertEqual(try cluster.query(database: fresh, """
            INSERT INTO actor (name) VALUES ('Bob'), ('Cy'); INSERT INTO "2019" (country) VALUES ('Iceland');
            SELECT actor_id FROM actor ORDER BY 1; SELECT rank FROM "2019";
            SELECT count(*) FROM pg_sequences s JOIN pg_depend d ON d.objid = (quote_ident(s.sequencename))::regclass WHERE d.deptype = 'a';
            """), "1\n2\n1\n2\n", "each key takes its numbers from its own sequence, which its column owns")
        // Bounded as the serial columns are (a new database's were bigint sequences).
        let types = "SELECT sequencename || ' ' || data_type FROM pg_sequences ORDER BY 1"
        XCTAssertEqual(try cluster.query(database: fresh, types), try cluster.query(database: database, types))
        XCTAssertEqual(try cluster.query(database: fresh, types), "2019_rank_seq integer\nactor_actor_id_seq integer\n")
        let tested = try Modelc.run(["migrate", "test", "models/Films", "--db", url(for: "modelc_test_films")], in: project)
        XCTAssertEqual(tested.status, 0, tested.stdout + tested.stderr)
    }

    /// Columns of the server's own types whose names SQLite reads otherwise: arrays of
    /// numbers (`INT` affinity by name), intervals, points and ranges (`INT` in the name),
    /// `timestamp(6) without time zone` (every Rails 7 table's timestamps: SQLite's
    /// grammar stops at `without`), `interval day to second` (at `to`), `character
    /// varying(3)[]` (at `[]`). Each had made its table unmanaged ("the model written for
    /// it does not validate"); now the tables are adopted, and a new database made from
    /// the model has them as the live one does. `migrate test` fills them with values
    /// each type reads (it loaded `text 7` into an array, which the server refused).
    func testColumnsOfTheServersOwnTypesAreAdoptedAndMadeInANewDatabase() throws {
        _ = try cluster.query(database: database, """
            CREATE TABLE account (
              id bigserial PRIMARY KEY, name text NOT NULL,
              scores integer[], weights double precision[], codes character varying(3)[], tags text[], flags boolean[], keys uuid[],
              grace interval, window_length interval day to second, home point, area box, ages int4range, prices numrange,
              stay daterange, booked tstzrange, address inet, network cidr, device macaddr, mask bit(8), bits bit varying(16),
              balance money, page xml, search tsvector, raw json, owner oid,
              created_at timestamp(6) without time zone NOT NULL, seen_at timestamp(3) with time zone
            );
            INSERT INTO account (name, scores, codes, grace, created_at) VALUES ('Ada', '{1,2}', '{abc}', '1 day', '2024-01-02 03:04:05.123456');
            """)
        let project = try makeTemporaryDirectory(self)
        let adopted = try Modelc.run(["inspect", "--db", url, "--as-model", "--name", "Films"], in: project)
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertFalse(adopted.stdout.contains("unmanaged"), adopted.stdout)
        XCTAssertTrue(adopted.stdout.contains(#"sqlType: "timestamp(6) without time zone""#), adopted.stdout)
        try baselineAndMigrate(adopted.stdout, in: project, adding: "      nickname: string?\n", after: "      name: string\n")
        let fresh = try newDatabase(from: "Films", in: project)
        let columns = "SELECT column_name || ' ' || format_type(atttypid, atttypmod) FROM information_schema.columns JOIN pg_attribute ON attrelid = 'account'::regclass AND attname = column_name WHERE table_name = 'account' ORDER BY ordinal_position;"
        XCTAssertEqual(try cluster.query(database: fresh, columns), try cluster.query(database: database, columns))
        let drift = try Modelc.run(["inspect", "--db", url(for: fresh), "--model", "models/Films"], in: project)
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)
        let tested = try Modelc.run(["migrate", "test", "models/Films", "--db", url(for: "modelc_test_types"), "--rows", "70"], in: project)
        XCTAssertEqual(tested.status, 0, tested.stdout + tested.stderr)
        XCTAssertTrue(tested.stdout.contains("ok   from version 1: 1 migration applied, 70 rows"), tested.stdout)
    }

    /// The server writes every cast with `::` (jOOQ Sakila's `customer.create_date
    /// DEFAULT ('now'::text)::date`; a view joining `varchar` columns, `(u.name)::text`),
    /// which SQLite's check of the model cannot parse: `customer` was left unmanaged, and
    /// `rental` with it, and every such view. Spelled `CAST(… AS …)`, they are adopted,
    /// and a new database gets the same defaults: the date still read on every insert.
    /// A view's literal keeps its cast (Danbooru's `'Post'::character varying AS
    /// model_type`): no column gives it its type back there.
    func testCastsTheServerWritesAreAdoptedAndKeepTheirMeaning() throws {
        _ = try cluster.query(database: database, """
            CREATE TABLE customer (customer_id serial PRIMARY KEY, first_name varchar(45) NOT NULL, last_name varchar(45) NOT NULL,
              create_date date DEFAULT ('now'::text)::date NOT NULL, score numeric DEFAULT (1)::numeric, seen date DEFAULT now()::date);
            CREATE TABLE rental (rental_id serial PRIMARY KEY, customer_id integer NOT NULL REFERENCES customer ON DELETE RESTRICT);
            CREATE VIEW customer_list AS SELECT c.customer_id AS id, c.first_name || ' ' || c.last_name AS name, CAST(c.score AS integer) AS rank,
              'customer'::character varying AS kind, 0.5::real AS weight FROM customer c;
            INSERT INTO customer (first_name, last_name) VALUES ('Mary', 'Smith');
            """)
        let project = try makeTemporaryDirectory(self)
        let adopted = try Modelc.run(["inspect", "--db", url, "--as-model", "--name", "Films"], in: project)
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertFalse(adopted.stdout.contains("unmanaged"), adopted.stdout)
        try baselineAndMigrate(adopted.stdout, in: project, adding: "      nickname: string?\n", after: "      lastName: { type: string, sqlType: \"character varying(45)\" }\n")
        let fresh = try newDatabase(from: "Films", in: project)
        let defaults = "SELECT attname || ' ' || pg_get_expr(adbin, adrelid) FROM pg_attrdef JOIN pg_attribute ON attrelid = adrelid AND attnum = adnum WHERE adrelid = 'customer'::regclass ORDER BY attnum;"
        XCTAssertEqual(try cluster.query(database: fresh, defaults), try cluster.query(database: database, defaults))
        XCTAssertTrue(try cluster.query(database: fresh, defaults).contains("create_date ('now'::text)::date"))
        let views = "SELECT pg_get_viewdef('customer_list'::regclass);"
        XCTAssertEqual(try cluster.query(database: fresh, views), try cluster.query(database: database, views))
        let drift = try Modelc.run(["inspect", "--db", url(for: fresh), "--model", "models/Films"], in: project)
        XCTAssertEqual(drift.status, 0, drift.stdout + drift.stderr)
    }

    /// Pagila's enum `mpaa_rating` and domain `year` are adopted under `types:` (an enum
    /// column with its labels as `values:`, a domain column as its base type with the
    /// domain's bounds), created by the first migration before the tables, so a new
    /// database made from the model has them (it stopped at `type "year" does not
    /// exist`), and `migrate test` fills them with values they take. An enum gaining
    /// labels gets `ALTER TYPE … ADD VALUE` in the labels' order, committed before a
    /// default uses one.
    func testEnumAndDomainTypesAreAdoptedCreatedInANewDatabaseAndExtended() throws {
        _ = try cluster.query(database: database, """
            CREATE TYPE mood AS ENUM ('sad', 'happy');
            CREATE DOMAIN year AS integer CONSTRAINT year_check CHECK (VALUE >= 1901 AND VALUE <= 2155);
            CREATE DOMAIN "Money Amount" AS numeric(10,2) CHECK (VALUE >= 0);
            CREATE DOMAIN positive_int AS integer CHECK (VALUE > 0);
            CREATE DOMAIN email AS text CHECK (VALUE ~* '^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$');
            CREATE TABLE diary (id integer PRIMARY KEY, feeling mood DEFAULT 'happy'::mood NOT NULL, written year,
              paid "Money Amount", moods mood[], pages positive_int, author email);
            INSERT INTO diary VALUES (1, 'sad', 2000, 2.5, '{sad,happy}', 3, 'ada@example.org');
            """)
        let project = try makeTemporaryDirectory(self)
        let adopted = try Modelc.run(["inspect", "--db", url, "--as-model", "--name", "Films"], in: project)
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertTrue(adopted.stdout.contains(#"""
            types:
              mood: "CREATE TYPE mood AS ENUM ('sad', 'happy')"
              "Money Amount": "CREATE DOMAIN \"Money Amount\" AS numeric(10,2) CONSTRAINT \"Money Amount_check\" CHECK ((VALUE >= (0)::numeric))"
              email: "CREATE DOMAIN email AS text CONSTRAINT email_check CHECK ((VALUE ~* '^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$'::text))"
              positive_int: "CREATE DOMAIN positive_int AS integer CONSTRAINT positive_int_check CHECK ((VALUE > 0))"
              year: "CREATE DOMAIN year AS integer CONSTRAINT year_check CHECK (((VALUE >= 1901) AND (VALUE <= 2155)))"

            """#), adopted.stdout)
        XCTAssertTrue(adopted.stdout.contains(#"paid: { type: decimal, optional: true, min: 0.0, sqlType: "\"Money Amount\"" }"#), adopted.stdout)
        // A strict integer bound is the next integer in; a text domain's regular
        // expression is the attribute's pattern (case-insensitive for `~*`), which the
        // records check and `migrate test` writes values for.
        XCTAssertTrue(adopted.stdout.contains(#"pages: { type: int32, optional: true, min: 1, sqlType: "positive_int" }"#), adopted.stdout)
        XCTAssertTrue(adopted.stdout.contains(#"author: { type: string, optional: true, pattern: "(?i)^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$", sqlType: "email" }"#), adopted.stdout)
        XCTAssertTrue(adopted.stdout.contains(#"feeling: { type: string, values: [sad, happy], sqlType: "mood", defaultSQL: "'happy'" }"#), adopted.stdout)
        XCTAssertTrue(adopted.stdout.contains(#"written: { type: int32, optional: true, min: 1901, max: 2155, sqlType: "year" }"#), adopted.stdout)
        let folder = try saveVersion1(adopted.stdout, of: "Films", in: project)
        XCTAssertEqual(try Modelc.run(["inspect", "--db", url, "--model", "models/Films"], in: project).status, 0)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Films", "--dialect", "postgres"], in: project).status, 0)
        XCTAssertEqual(try Modelc.run(["migrate", "baseline", "--db", url, "--model", "models/Films"], in: project).status, 0)
        let fresh = try newDatabase(from: "Films", in: project)
        let types = "SELECT format_type(atttypid, atttypmod) FROM pg_attribute WHERE attrelid = 'diary'::regclass AND attnum > 0 ORDER BY attnum; SELECT enum_range(NULL::mood);"
        XCTAssertEqual(try cluster.query(database: fresh, types), try cluster.query(database: database, types))
        XCTAssertEqual(try Modelc.run(["inspect", "--db", url(for: fresh), "--model", "models/Films"], in: project).status, 0)

        let v2 = adopted.stdout.replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "ENUM ('sad', 'happy')", with: "ENUM ('sad', 'calm', 'happy', 'ecstatic')")
            .replacingOccurrences(of: "values: [sad, happy]", with: "values: [sad, calm, happy, ecstatic]")
            .replacingOccurrences(of: #"defaultSQL: "'happy'""#, with: #"defaultSQL: "'calm'""#)
        try v2.write(to: folder.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Films", "--dialect", "postgres"], in: project).status, 0)
        let file = try String(contentsOf: project.appendingPathComponent("migrations/Films/postgres/0002_films_v2.sql"), encoding: .utf8)
        // The labels are committed in a phase of their own before the default uses one:
        // in one transaction PostgreSQL refuses it ("unsafe use of new value").
        XCTAssertTrue(file.contains("ALTER TYPE \"mood\" ADD VALUE IF NOT EXISTS 'calm' BEFORE 'happy';\nALTER TYPE \"mood\" ADD VALUE IF NOT EXISTS 'ecstatic';\n-- modelc:phase 2 transaction"), file)
        for target in [url, url(for: fresh)] {
            let migrated = try Modelc.run(["migrate", "--db", target, "models/Films"], in: project)
            XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
            XCTAssertEqual(try Modelc.run(["inspect", "--db", target, "--model", "models/Films"], in: project).status, 0)
        }
        XCTAssertEqual(try cluster.query(database: database, "SELECT enum_range(NULL::mood);"), "{sad,calm,happy,ecstatic}\n")
        let tested = try Modelc.run(["migrate", "test", "models/Films", "--db", url(for: "modelc_test_enums"), "--rows", "40"], in: project)
        XCTAssertEqual(tested.status, 0, tested.stdout + tested.stderr)
    }

    /// Three shapes of real schemas' types (PostgREST's test schema has them all): a
    /// domain over another domain was written before its base (the catalog's order was
    /// by name), so a new database failed making it; a domain over a composite type,
    /// which is not adopted, was adopted and failed likewise; and a type whose name holds
    /// a dot (`application/vnd.geo2+json`) was read as schema-qualified, so every later
    /// plan created it again and dropped it, and no version 2 could be applied.
    func testDomainsAreAdoptedInCreationOrderWithoutThoseOverCompositesAndDottedNamesAreNames() throws {
        _ = try cluster.query(database: database, """
            CREATE DOMAIN zz_base AS text CHECK (VALUE <> '');
            CREATE DOMAIN aa_derived AS zz_base;
            CREATE TYPE point_2d AS (x int, y int);
            CREATE DOMAIN composite_domain AS point_2d;
            CREATE DOMAIN "application/vnd.geo2+json" AS jsonb;
            CREATE TABLE doc (id integer PRIMARY KEY, title aa_derived, body "application/vnd.geo2+json");
            INSERT INTO doc VALUES (1, 'a', '{}');
            """)
        let project = try makeTemporaryDirectory(self)
        let adopted = try Modelc.run(["inspect", "--db", url, "--as-model", "--name", "Films"], in: project)
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        let typeNames = adopted.stdout.components(separatedBy: "\n").drop { $0 != "types:" }.dropFirst()
            .prefix { $0.hasPrefix("  ") }.map { $0.trimmingCharacters(in: .whitespaces).components(separatedBy: ": ").first ?? "" }
        XCTAssertEqual(typeNames, ["zz_base", "aa_derived", #""application/vnd.geo2+json""#], adopted.stdout)
        try baselineAndMigrate(adopted.stdout, in: project, adding: "\n      note: string?", after: "    attributes:")
        let second = try String(contentsOf: project.appendingPathComponent("migrations/Films/postgres/0002_films_v2.sql"), encoding: .utf8)
        XCTAssertFalse(second.contains("DOMAIN"), second)
        let fresh = try newDatabase(from: "Films", in: project)
        XCTAssertEqual(try Modelc.run(["inspect", "--db", url(for: fresh), "--model", "models/Films"], in: project).status, 0)
    }

    /// PostgreSQL's names count case, and PostgREST's test schema uses it: `"Foo"` beside
    /// a keyless `foo`, `surr_upsert` beside `"Surr_Upsert"`, and a table with two keys of
    /// several columns to one table. `foo` left unmanaged matched `Foo` too (a pattern
    /// ignores case), the model did not validate, and 176 of 198 tables went unmanaged;
    /// the others were "declared twice" and left out. Now each is adopted (the keyless one
    /// as `primaryKey: rowid`), and one left unmanaged for another reason (`Other`, with
    /// a key `ON DELETE SET DEFAULT`, beside `other`) is named by a quoted pattern.
    func testTablesWhoseNamesDifferByCaseAloneAreAdoptedApart() throws {
        _ = try cluster.query(database: database, """
            CREATE TABLE "Foo" (id int PRIMARY KEY, name text);
            CREATE TABLE foo (a text, b text);
            CREATE TABLE bar (id int PRIMARY KEY, "fooId" int REFERENCES "Foo"(id));
            CREATE TABLE surr_upsert (id int PRIMARY KEY, name text);
            CREATE TABLE "Surr_Upsert" (id int PRIMARY KEY, name text);
            CREATE TABLE activity (a int, b int, PRIMARY KEY (a, b));
            CREATE TABLE other (id int PRIMARY KEY);
            CREATE TABLE "Other" (id int PRIMARY KEY, foo_id int DEFAULT 0 REFERENCES "Foo"(id) ON DELETE SET DEFAULT);
            CREATE TABLE workday (id int PRIMARY KEY, start_a int, start_b int, end_a int, end_b int,
              FOREIGN KEY (start_a, start_b) REFERENCES activity, FOREIGN KEY (end_a, end_b) REFERENCES activity);
            INSERT INTO "Foo" VALUES (1, 'x'); INSERT INTO surr_upsert VALUES (1, 'lower'); INSERT INTO "Surr_Upsert" VALUES (1, 'upper');
            """)
        let project = try makeTemporaryDirectory(self)
        let adopted = try Modelc.run(["inspect", "--db", url, "--as-model", "--name", "Films"], in: project)
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertTrue(adopted.stdout.contains("dialect: postgres\n"), adopted.stdout)
        XCTAssertTrue(adopted.stdout.contains("unmanaged:\n  # Note: table Other is unmanaged: its foreign key foo_id is ON DELETE SET DEFAULT, which no delete rule compiles to\n  - \"\\\"Other\\\"\"\n"), adopted.stdout)
        let folder = try saveVersion1(adopted.stdout, of: "Films", in: project)
        let model = try ModelCheck.load(folder.path).current
        XCTAssertEqual(model?.entities.map(\.table).sorted(), ["Foo", "Surr_Upsert", "activity", "bar", "foo", "other", "surr_upsert", "workday"])
        XCTAssertEqual(model?.entities.filter(\.isKeyedByRowID).map(\.table), ["foo"])
        XCTAssertEqual(model?.entity(named: "Workday")?.relationships.filter { !$0.isToMany }.map(\.name), ["activity", "activity2"])
        XCTAssertEqual(try Modelc.run(["inspect", "--db", url, "--model", "models/Films"], in: project).status, 0)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Films", "--dialect", "postgres"], in: project).status, 0)
        XCTAssertEqual(try Modelc.run(["migrate", "baseline", "--db", url, "--model", "models/Films"], in: project).status, 0)
        let fresh = try newDatabase(from: "Films", in: project)
        XCTAssertEqual(try cluster.query(database: fresh, "SELECT string_agg(tablename, ',' ORDER BY tablename) FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE 'modelc%'"),
                       "Foo,Surr_Upsert,activity,bar,foo,other,surr_upsert,workday\n")
    }

    /// A unique index (not a constraint) that a foreign key of an unmanaged table relies
    /// on: the key names the index as its own (`conindid`), so the server's side of the
    /// comparison left the index out while the model's, without that table, kept it, and
    /// the table was left unmanaged for a "missing index" it had (a Rails app's
    /// `eth_blocks` and every table referencing it). (The referencing table is
    /// unmanaged here for its `ON DELETE SET DEFAULT`, which no delete rule says.)
    func testATableWhoseUniqueIndexAnUnmanagedTablesKeyReferencesIsAdopted() throws {
        _ = try cluster.query(database: database, """
            CREATE TABLE blocks (id bigserial PRIMARY KEY, block_number bigint NOT NULL);
            CREATE UNIQUE INDEX index_blocks_on_block_number ON blocks (block_number);
            CREATE TABLE log_rows (id int PRIMARY KEY, block_number bigint DEFAULT 0 REFERENCES blocks(block_number) ON DELETE SET DEFAULT, msg text);
            """)
        let project = try makeTemporaryDirectory(self)
        let adopted = try Modelc.run(["inspect", "--db", url, "--as-model", "--name", "Films"], in: project)
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertTrue(adopted.stdout.contains("  Blocks:\n"), adopted.stdout)
        XCTAssertTrue(adopted.stdout.hasSuffix("unmanaged:\n  # Note: table log_rows is unmanaged: its foreign key block_number is ON DELETE SET DEFAULT, which no delete rule compiles to\n  - log_rows\n"), adopted.stdout)
        try baselineAndMigrate(adopted.stdout, in: project, adding: "\n      note: string?", after: "    attributes:")
    }

    /// Tables without a primary key, referenced by a UNIQUE column (the French towns
    /// sample database: regions, departments, towns, each `id SERIAL UNIQUE NOT NULL`):
    /// all three were left unmanaged ("no primary key, which every entity needs"), and the
    /// model adopted nothing. Each is `primaryKey: rowid` now, with no key on the server
    /// either, its references to `code` relationships, and the model migrates, makes a new
    /// database and passes `migrate test` on the server.
    func testTablesWithoutAPrimaryKeyAreAdoptedAndReferencedByTheirUniqueColumns() throws {
        _ = try cluster.query(database: database, """
            CREATE TABLE regions (id serial UNIQUE NOT NULL, code varchar(4) UNIQUE NOT NULL, name text UNIQUE NOT NULL);
            CREATE TABLE departments (id serial UNIQUE NOT NULL, code varchar(4) UNIQUE NOT NULL, region varchar(4) NOT NULL REFERENCES regions(code), name text);
            CREATE TABLE towns (id serial UNIQUE NOT NULL, code varchar(10) NOT NULL, department varchar(4) NOT NULL REFERENCES departments(code), name text,
              UNIQUE (code, department));
            INSERT INTO regions (code, name) VALUES ('01', 'Ain'), ('02', 'Aisne');
            INSERT INTO departments (code, region, name) VALUES ('10', '01', 'D1'), ('20', '02', 'D2');
            INSERT INTO towns (code, department, name) VALUES ('1', '10', 'T1'), ('2', '20', 'T2');
            """)
        let project = try makeTemporaryDirectory(self)
        let adopted = try Modelc.run(["inspect", "--db", url, "--as-model", "--name", "Films"], in: project)
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertFalse(adopted.stdout.contains("unmanaged:"), adopted.stdout)
        XCTAssertEqual(adopted.stdout.components(separatedBy: "primaryKey: rowid").count - 1, 3, adopted.stdout)
        XCTAssertTrue(adopted.stdout.contains("department: { to: Departments, inverse: towns, column: department, references: code, indexed: false }"), adopted.stdout)
        try baselineAndMigrate(adopted.stdout, in: project, adding: "\n      note: string?", after: "    attributes:")
        XCTAssertEqual(try cluster.query(database: database, "SELECT count(*) FROM towns; SELECT count(*) FROM pg_constraint WHERE contype = 'p' AND conrelid::regclass::text IN ('regions', 'departments', 'towns');"), "2\n0\n")
        let fresh = try newDatabase(from: "Films", in: project)
        XCTAssertEqual(try Modelc.run(["inspect", "--db", url(for: fresh), "--model", "models/Films"], in: project).status, 0)
        let tested = try Modelc.run(["migrate", "test", "models/Films", "--db", url(for: "modelc_test_keyless"), "--rows", "30"], in: project)
        XCTAssertEqual(tested.status, 0, tested.stdout + tested.stderr)
    }

    /// Supabase keeps its extensions in a schema of their own: a default calls
    /// `extensions.uuid_generate_v4()`. The model makes the objects of the database's own
    /// schema only, so a database made from it needs that schema first; adoption said
    /// nothing, baseline passed, and a new database failed on "schema does not exist"
    /// with "fix the SQL of the migration". Adoption notes it, and the failure says what
    /// to create.
    func testObjectsOfAnotherSchemaAreNotedAndTheirAbsenceExplained() throws {
        _ = try cluster.query(database: database, """
            CREATE SCHEMA extensions;
            CREATE EXTENSION "uuid-ossp" WITH SCHEMA extensions;
            CREATE DOMAIN extensions.flag AS boolean;
            CREATE TABLE item (id uuid PRIMARY KEY DEFAULT extensions.uuid_generate_v4(), name text NOT NULL, active extensions.flag DEFAULT true);
            """)
        let project = try makeTemporaryDirectory(self)
        let adopted = try Modelc.run(["inspect", "--db", url, "--as-model", "--name", "Films"], in: project)
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertTrue(adopted.stdout.contains("# Note: `Item.id`, `Item.active` name objects of the schema `extensions`, which the model does not make: a database made from it needs that schema and those objects first (create them before its first migration)\n"), adopted.stdout)
        // A domain of another schema is read as its base type, as the schema's own are (a
        // boolean domain was `string`).
        XCTAssertTrue(adopted.stdout.contains(#"active: { type: bool, optional: true, default: true, sqlType: "extensions.flag" }"#), adopted.stdout)
        try saveVersion1(adopted.stdout, of: "Films", in: project)
        XCTAssertEqual(try Modelc.run(["inspect", "--db", url, "--model", "models/Films"], in: project).status, 0)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Films", "--dialect", "postgres"], in: project).status, 0)
        let fresh = try cluster.makeDatabase()
        let made = try Modelc.run(["migrate", "--db", url(for: fresh), "models/Films"], in: project)
        XCTAssertEqual(made.status, 4, made.stdout + made.stderr)
        XCTAssertTrue(made.stderr.contains("schema \"extensions\" does not exist"), made.stderr)
        XCTAssertTrue(made.stderr.contains("create the schema and those objects in the database first, as the database the model was adopted from has them, then run again"), made.stderr)
        // The migration's SQL is not at fault, so the advice is the hint, not a note before it.
        XCTAssertFalse(made.stderr.contains("fix the SQL of the migration"), made.stderr)
        _ = try cluster.query(database: fresh, "CREATE SCHEMA extensions; CREATE EXTENSION \"uuid-ossp\" WITH SCHEMA extensions; CREATE DOMAIN extensions.flag AS boolean;")
        XCTAssertEqual(try Modelc.run(["migrate", "--db", url(for: fresh), "models/Films"], in: project).status, 0)
    }

    /// Row-level security and its policies (Supabase's tables), `UNLOGGED`, storage
    /// parameters and a replica identity are a table's, but no model's: the table is
    /// adopted, and a note says what a database made from the model lacks (it said
    /// nothing, and the new database had no policies).
    func testTablePropertiesAModelDoesNotHoldAreNotedWhenAdopting() throws {
        _ = try cluster.query(database: database, """
            CREATE TABLE note (id integer PRIMARY KEY, owner text NOT NULL);
            ALTER TABLE note ENABLE ROW LEVEL SECURITY;
            CREATE POLICY own_notes ON note USING (owner = current_user);
            CREATE UNLOGGED TABLE lock (id integer PRIMARY KEY) WITH (fillfactor = 70);
            CREATE TABLE event (id integer PRIMARY KEY);
            ALTER TABLE event REPLICA IDENTITY FULL;
            CREATE TABLE plain (id integer PRIMARY KEY);
            """)
        let project = try makeTemporaryDirectory(self)
        let adopted = try Modelc.run(["inspect", "--db", url, "--as-model", "--name", "Notes"], in: project)
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        let notes = adopted.stdout.split(separator: "\n").filter { $0.hasPrefix("# Note: table ") }.map(String.init)
        XCTAssertEqual(notes, [
            "# Note: table event has REPLICA IDENTITY FULL, which the model does not hold: a database made from it has none of that, and drift does not see it; "
                + "set it in the `-- modelc:data` section of the first migration (which making the file again keeps), or by hand",
            "# Note: table lock has UNLOGGED and storage parameters (fillfactor=70), which the model does not hold: a database made from it has none of that, and drift does not see it; "
                + "set it in the `-- modelc:data` section of the first migration (which making the file again keeps), or by hand",
            "# Note: table note has row-level security with 1 policy, which the model does not hold: a database made from it has none of that, and drift does not see it; "
                + "set it in the `-- modelc:data` section of the first migration (which making the file again keeps), or by hand",
        ])
        for entity in ["Event:", "Lock:", "Note:", "Plain:"] { XCTAssertTrue(adopted.stdout.contains("  \(entity)\n"), entity) }
    }

    /// A foreign key to a table of another schema (Supabase's `public.users.id` references
    /// `auth.users`) was read as one to this schema's table of the same name, and the
    /// table, with every table referencing it, was left unmanaged for "column `id` is in
    /// the database but not in the model". Such a key is outside the model, as the other
    /// schema's objects are: the tables are adopted, a note says a new database lacks the
    /// key, `baseline` passes, and a migration that rebuilds the table keeps it.
    func testAForeignKeyToATableOfAnotherSchemaIsLeftOutAndKept() throws {
        _ = try cluster.query(database: database, """
            CREATE SCHEMA auth;
            CREATE TABLE auth.users (id uuid PRIMARY KEY, email text);
            CREATE TABLE users (id uuid NOT NULL PRIMARY KEY REFERENCES auth.users, username text);
            CREATE TABLE room (id integer PRIMARY KEY, slug text NOT NULL, created_by uuid NOT NULL REFERENCES users);
            """)
        let project = try makeTemporaryDirectory(self)
        let adopted = try Modelc.run(["inspect", "--db", url, "--as-model", "--name", "Chat"], in: project)
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertTrue(adopted.stdout.contains(
            "# Note: table users has a foreign key to a table of another schema (FOREIGN KEY (id) REFERENCES auth.users(id)), which the model does not hold"),
            adopted.stdout)
        XCTAssertTrue(adopted.stdout.contains("  Users:\n") && adopted.stdout.contains("  Room:\n"), adopted.stdout)
        XCTAssertFalse(adopted.stdout.contains("unmanaged:"), adopted.stdout)
        try saveVersion1(adopted.stdout, of: "Chat", in: project)
        XCTAssertEqual(try Modelc.run(["inspect", "--db", url, "--model", "models/Chat"], in: project).status, 0)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Chat", "--dialect", "postgres"], in: project).status, 0)
        XCTAssertEqual(try Modelc.run(["migrate", "baseline", "--db", url, "--model", "models/Chat", "--version", "1"], in: project).status, 0)
        // Version 2 gives `username` a CHECK, which PostgreSQL's plan applies by dropping the
        // table's constraints and adding the model's back.
        let two = adopted.stdout.replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "      username: string?", with: "      username: { type: string, optional: true, maxLength: 40 }")
        XCTAssertNotEqual(two, adopted.stdout.replacingOccurrences(of: "version: 1", with: "version: 2"))
        try two.write(to: project.appendingPathComponent("models/Chat/2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Chat", "--dialect", "postgres"], in: project).status, 0)
        let migrated = try Modelc.run(["migrate", "--db", url, "models/Chat"], in: project)
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertEqual(try cluster.query(database: database, "SELECT pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = 'users'::regclass AND contype = 'f'")
                        .trimmingCharacters(in: .whitespacesAndNewlines), "FOREIGN KEY (id) REFERENCES auth.users(id)")
        XCTAssertEqual(try Modelc.run(["inspect", "--db", url, "--model", "models/Chat"], in: project).status, 0)
    }

    /// A child table (`INHERITS (payment)`, as Sakila's monthly payment tables are) has
    /// no primary key of its own: adopted as `primaryKey: rowid`, a new database's would
    /// be a table of its own, whose rows queries of `payment` do not read. It stays
    /// unmanaged, saying why; its parent is adopted.
    func testATableInheritingAnotherIsLeftUnmanagedSayingSo() throws {
        _ = try cluster.query(database: database, """
            CREATE TABLE payment (payment_id serial PRIMARY KEY, amount numeric(5,2) NOT NULL, paid_at timestamp NOT NULL);
            CREATE TABLE payment_2007 (CHECK (paid_at >= '2007-01-01' AND paid_at < '2008-01-01')) INHERITS (payment);
            INSERT INTO payment_2007 (amount, paid_at) VALUES (1.50, '2007-03-01');
            """)
        let project = try makeTemporaryDirectory(self)
        let adopted = try Modelc.run(["inspect", "--db", url, "--as-model", "--name", "Films"], in: project)
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertTrue(adopted.stdout.contains("  Payment:\n"), adopted.stdout)
        XCTAssertTrue(adopted.stdout.hasSuffix("""
            unmanaged:
              # Note: table payment_2007 is unmanaged: it inherits from payment (INHERITS), which the model cannot say (a new database would get a table of its own, which queries of payment do not read); modelc leaves it as it is
              - payment_2007

            """), adopted.stdout)
        try baselineAndMigrate(adopted.stdout, in: project, adding: "\n      note: string?", after: "    attributes:")
        XCTAssertEqual(try cluster.query(database: database, "SELECT count(*) FROM payment"), "1\n", "the child's rows are still read through its parent")
    }

    /// A model written before `types:` names a type a new database lacks: the failure
    /// says so and what to do, where it said to change the model's SQL or to list a view
    /// under `unmanaged:`. Planned against the live database, nothing drops its types.
    func testAModelWithoutItsTypesSaysToCreateThemFirstAndDropsNone() throws {
        _ = try cluster.query(database: database, """
            CREATE TYPE mood AS ENUM ('sad', 'happy');
            CREATE TABLE diary (id integer PRIMARY KEY, feeling mood);
            """)
        let project = try makeTemporaryDirectory(self)
        let folder = project.appendingPathComponent("models/Films")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            model: Films
            version: 1
            entities:
              Diary:
                strict: false
                attributes:
                  id: int32
                  feeling: { type: string, optional: true, sqlType: mood }

            """.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["inspect", "--db", url, "--model", "models/Films"], in: project).status, 0, "the database's types are not called extra")
        let declarative = try Modelc.run(["migrate", "--db", url, "--model", "models/Films", "--dry-run"], in: project)
        XCTAssertFalse(declarative.stdout.contains("dropType"), declarative.stdout)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Films", "--dialect", "postgres"], in: project).status, 0)
        let advice = "a column's sqlType names a type this database does not have: declare it under the model's `types:` "
            + "(its CREATE TYPE or CREATE DOMAIN statement, as `inspect --as-model` writes it) so that the migrations create it, or, for an extension's type "
            + "(`citext`, `cube`), list the extension under the model's `extensions:`; or create it in the database first"
        let fresh = try cluster.makeDatabase()
        let made = try Modelc.run(["migrate", "--db", url(for: fresh), "models/Films"], in: project)
        XCTAssertEqual(made.status, 4)
        XCTAssertTrue(made.stderr.contains(#"type "mood" does not exist (step 1: createTable diary)"#), made.stderr)
        XCTAssertTrue(made.stderr.contains(advice + ", then run again"), made.stderr)
        XCTAssertFalse(made.stderr.contains("fix the SQL of the migration"), made.stderr)
        let drift = try Modelc.run(["inspect", "--db", url(for: fresh), "--model", "models/Films"], in: project)
        XCTAssertEqual(drift.status, 4)
        XCTAssertTrue(drift.stderr.contains(advice + "; nothing was changed."), drift.stderr)
    }

    /// A default calling a function of the database's own (Pagila's `uuidv7()` stand-in):
    /// functions are outside the model, so a new database lacking it is told to have it
    /// created first, not to change the model's SQL or list a view as unmanaged.
    func testANewDatabaseLackingAFunctionADefaultCallsSaysToCreateItFirst() throws {
        _ = try cluster.query(database: database, """
            CREATE FUNCTION next_code() RETURNS text LANGUAGE sql AS $$ SELECT 'c-1' $$;
            CREATE TABLE coupon (id integer PRIMARY KEY, code text DEFAULT next_code());
            """)
        let project = try makeTemporaryDirectory(self)
        let adopted = try Modelc.run(["inspect", "--db", url, "--as-model", "--name", "Films"], in: project)
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        try saveVersion1(adopted.stdout, of: "Films", in: project)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Films", "--dialect", "postgres"], in: project).status, 0)
        let advice = "a default, CHECK or view of the model calls a function this database does not have (functions are outside the model): "
            + "create it in the database first, as the database the model was adopted from has it"
        let fresh = try cluster.makeDatabase()
        let made = try Modelc.run(["migrate", "--db", url(for: fresh), "models/Films"], in: project)
        XCTAssertEqual(made.status, 4)
        XCTAssertTrue(made.stderr.contains("next_code() does not exist"), made.stderr)
        XCTAssertTrue(made.stderr.contains(advice), made.stderr)
        XCTAssertFalse(made.stderr.contains("fix the SQL of the migration"), made.stderr)
        let drift = try Modelc.run(["inspect", "--db", url(for: fresh), "--model", "models/Films"], in: project)
        XCTAssertTrue(drift.stderr.contains(advice + "; nothing was changed."), drift.stderr)
    }

    /// Pagila's `film.length_hours` (generated), `payment` (partitioned by range) and
    /// `film_fulltext_idx` (GiST) are left unmanaged by adoption with a note each, and
    /// verification leaves out what `unmanaged:` names, as `inspect --model` does: each had
    /// made `baseline` refuse a database `inspect --model` called a match.
    ///
    /// A materialized view with an index (pagila's `rental_by_category`) is outside the
    /// model, and `baseline`, whose fingerprint read the index, refused the database
    /// `inspect` said matched.
    func testWhatAModelCannotSayIsLeftUnmanagedAndVerificationLeavesItOut() throws {
        _ = try cluster.query(database: database, """
            CREATE TABLE film (film_id integer PRIMARY KEY, title text NOT NULL, minutes integer NOT NULL DEFAULT 90,
                hours numeric GENERATED ALWAYS AS (minutes / 60.0) STORED);
            CREATE TABLE tag (tag_id integer PRIMARY KEY, label text NOT NULL, words tsvector);
            CREATE INDEX tag_words_idx ON tag USING gist (words);
            CREATE INDEX tag_label_like ON tag (label varchar_pattern_ops);
            CREATE INDEX tag_label_desc ON tag (label DESC) INCLUDE (tag_id);
            CREATE TABLE place (place_id integer PRIMARY KEY, country varchar(15));
            CREATE INDEX place_usa ON place (place_id) WHERE country = 'USA';
            CREATE TABLE payment (payment_id integer NOT NULL, paid date NOT NULL, PRIMARY KEY (payment_id, paid)) PARTITION BY RANGE (paid);
            CREATE TABLE payment_2022 PARTITION OF payment FOR VALUES FROM ('2022-01-01') TO ('2023-01-01');
            CREATE VIEW payment_days AS SELECT paid FROM payment;
            CREATE VIEW late_payment_days AS SELECT paid FROM payment_days WHERE paid > '2022-06-01';
            CREATE VIEW tag_labels AS SELECT label FROM tag;
            CREATE MATERIALIZED VIEW tag_counts AS SELECT label, count(*) AS n FROM tag GROUP BY label;
            CREATE UNIQUE INDEX tag_counts_label ON tag_counts (label);
            INSERT INTO film (film_id, title) VALUES (1, 'Alien');
            """)
        let project = try makeTemporaryDirectory(self)
        let adopted = try Modelc.run(["inspect", "--db", url, "--as-model", "--name", "Films"], in: project)
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        for note in [
            "table film is unmanaged: its column hours is generated",
            "table payment is unmanaged: it is partitioned",
            "index tag_words_idx on tag is unmanaged: it is a gist index",
            // Django makes a `varchar_pattern_ops` index for every indexed CharField: adopted
            // as a plain index, it matched `inspect` and made `baseline` refuse.
            "index tag_label_like on tag is unmanaged: its terms have a sort order, an operator class, a collation or INCLUDE columns",
            "index tag_label_desc on tag is unmanaged: its terms have",
            // pagila's `sales_by_store` reads the partitioned `payment`: a database made from
            // the model has no `payment`, so the view goes with it, and the views reading it.
            "view payment_days is unmanaged: it reads payment, which is unmanaged",
            "view late_payment_days is unmanaged: it reads payment_days, which is unmanaged",
            // It was left out without a word, and a database made from the model lacked it.
            "materialized view tag_counts is unmanaged: the model cannot say a materialized view",
        ] {
            XCTAssertTrue(adopted.stdout.contains(note), adopted.stdout)
        }
        XCTAssertTrue(adopted.stdout.contains("views:\n  tag_labels:"), "a view of managed tables stays in the model: \(adopted.stdout)")
        XCTAssertTrue(adopted.stdout.contains("  Place:\n"), adopted.stdout)
        // PostgreSQL writes the condition `((country)::text = 'USA'::text)`, which the
        // model's SQLite check could not read, and the index was left out (Northwind's
        // `customers` had lost its table before that); its casts are spelled out now.
        XCTAssertTrue(adopted.stdout.contains(#"{ name: place_usa, columns: [placeId], where: "CAST(country AS text) = CAST('USA' AS text)" }"#), adopted.stdout)
        try baselineAndMigrate(adopted.stdout, in: project, adding: "      color: string?\n", after: "      label: string\n")
        XCTAssertEqual(try Modelc.run(["inspect", "--db", url, "--model", "models/Films"], in: project).status, 0)
        let fresh = try Modelc.run(["migrate", "--db", url(for: try cluster.makeDatabase()), "models/Films"], in: project)
        XCTAssertEqual(fresh.status, 0, "a new database is made from the model: \(fresh.stdout)\(fresh.stderr)")
    }

    /// Pagila defines its own `group_concat` aggregate, which two views call: adoption
    /// stopped with no model, calling it a function only SQLite has. Its `customer_list`
    /// holds `''::text`, which left it unmanaged for a wrong reason.
    func testAViewCallingAFunctionNamedAsSQLitesIsLeftUnmanaged() throws {
        _ = try cluster.query(database: database, """
            CREATE FUNCTION _group_concat(text, text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN $2 IS NULL THEN $1 WHEN $1 IS NULL THEN $2 ELSE $1 || ', ' || $2 END $$;
            CREATE AGGREGATE group_concat(text) (SFUNC = _group_concat, STYPE = text);
            CREATE TABLE actor (actor_id integer PRIMARY KEY, name text NOT NULL);
            CREATE VIEW actor_names AS SELECT group_concat(name) AS names FROM actor;
            CREATE VIEW actor_labels AS SELECT a.actor_id AS id, '' AS blank, 'it''s' AS quoted, 'x' || 'y' AS joined FROM actor a;
            """)
        let adopted = try Modelc.run(["inspect", "--db", url, "--as-model", "--name", "Films"], in: try makeTemporaryDirectory(self))
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertTrue(adopted.stdout.contains("view actor_names is unmanaged: it calls GROUP_CONCAT, which modelc takes for SQLite's function of that name"), adopted.stdout)
        XCTAssertTrue(adopted.stdout.contains("  Actor:"), adopted.stdout)
        // A string literal's cast (`''::text AS blank`) is read as `text` alone: the rest of
        // the query was read as part of the type name, and the view left unmanaged.
        XCTAssertTrue(adopted.stdout.contains(#"actor_labels: "SELECT a.actor_id AS id, '' AS blank, 'it''s' AS quoted, 'x' || 'y' AS joined FROM actor a""#), adopted.stdout)
    }

    /// The extensions a database's columns need (`citext`, `cube`, `hstore`) are adopted
    /// as the model's `extensions:` and created by the first migration before the tables,
    /// so a new database made from the model has them (it stopped at `type "citext" does
    /// not exist`); a domain an extension made (earthdistance's `earth`) is the
    /// extension's, not a type of the model. A database without them drifts by them, an
    /// extension a later version lists is created by its migration, and `migrate test`
    /// fills the extensions' columns with values their types read.
    func testExtensionsAreAdoptedCreatedFirstInANewDatabaseAndAddedByALaterVersion() throws {
        _ = try cluster.query(database: database, """
            CREATE EXTENSION citext; CREATE EXTENSION cube; CREATE EXTENSION earthdistance; CREATE EXTENSION pg_stat_statements;
            CREATE TABLE place (id bigint PRIMARY KEY, name citext NOT NULL UNIQUE, spot earth, box cube);
            INSERT INTO place VALUES (1, 'Home', ll_to_earth(1, 2), cube(1, 2));
            """)
        let project = try makeTemporaryDirectory(self)
        let adopted = try Modelc.run(["inspect", "--db", url, "--as-model", "--name", "Geo"], in: project)
        XCTAssertEqual(adopted.status, 0, adopted.stderr)
        XCTAssertTrue(adopted.stdout.contains("version: 1\nextensions: [citext, cube, earthdistance, pg_stat_statements]\nentities:\n"), adopted.stdout)
        XCTAssertFalse(adopted.stdout.contains("types:"), adopted.stdout)
        XCTAssertFalse(adopted.stdout.contains("pg_stat_statements:"), "the extension's views are its own: \(adopted.stdout)")
        XCTAssertTrue(adopted.stdout.contains(#"spot: { type: string, optional: true, sqlType: "earth" }"#), adopted.stdout)
        let folder = try saveVersion1(adopted.stdout, of: "Geo", in: project)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Geo", "--dialect", "postgres"], in: project).status, 0)
        let first = try String(contentsOf: project.appendingPathComponent("migrations/Geo/postgres/0001_create_geo.sql"), encoding: .utf8)
        XCTAssertTrue(first.contains("""
            CREATE EXTENSION IF NOT EXISTS "citext";
            -- step 2: createExtension [safe] [lock: none, none]
            -- extension "cube" is new
            CREATE EXTENSION IF NOT EXISTS "cube";
            """), first)
        XCTAssertEqual(try Modelc.run(["migrate", "baseline", "--db", url, "--model", "models/Geo"], in: project).status, 0)
        XCTAssertEqual(try Modelc.run(["inspect", "--db", url, "--model", "models/Geo"], in: project).status, 0)

        let bare = try cluster.makeDatabase()
        _ = try cluster.query(database: bare, "CREATE TABLE place (id bigint PRIMARY KEY);")
        let drift = try Modelc.run(["inspect", "--db", url(for: bare), "--model", "models/Geo"], in: project)
        XCTAssertEqual(drift.status, 1, drift.stdout + drift.stderr)
        XCTAssertTrue(drift.stdout.contains("  extension `cube` is in the model but not in the database\n"), drift.stdout)
        XCTAssertTrue(drift.stdout.contains("column `name` is in the model but not in the database"), drift.stdout)
        XCTAssertEqual(try cluster.query(database: bare, "SELECT count(*) FROM pg_extension;"), "1\n", "drift changed nothing")

        let fresh = try newDatabase(from: "Geo", in: project)
        let columns = "SELECT format_type(atttypid, atttypmod) FROM pg_attribute WHERE attrelid = 'place'::regclass AND attnum > 0 ORDER BY attnum;"
        XCTAssertEqual(try cluster.query(database: fresh, columns), try cluster.query(database: database, columns))
        XCTAssertEqual(try Modelc.run(["inspect", "--db", url(for: fresh), "--model", "models/Geo"], in: project).status, 0)

        let v2 = adopted.stdout.replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "extensions: [citext, cube, earthdistance, pg_stat_statements]", with: "extensions: [citext, cube, earthdistance, hstore, pg_stat_statements]")
            .replacingOccurrences(of: "      box:", with: "      attrs: { type: string, optional: true, sqlType: hstore }\n      box:")
        try v2.write(to: folder.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Geo", "--dialect", "postgres"], in: project).status, 0)
        let second = try String(contentsOf: project.appendingPathComponent("migrations/Geo/postgres/0002_geo_v2.sql"), encoding: .utf8)
        XCTAssertTrue(second.contains("-- step: safe: createExtension: extension \"hstore\" is new\n-- step: safe: addColumn place: \"attrs\" is new"), second)
        for target in [url, url(for: fresh)] {
            let migrated = try Modelc.run(["migrate", "--db", target, "models/Geo"], in: project)
            XCTAssertEqual(migrated.status, 0, migrated.stdout + migrated.stderr)
            XCTAssertEqual(try Modelc.run(["inspect", "--db", target, "--model", "models/Geo"], in: project).status, 0)
        }
        XCTAssertEqual(try cluster.query(database: database, "SELECT name = 'HOME', attrs IS NULL FROM place;"), "t|t\n", "citext compares without case")
        let tested = try Modelc.run(["migrate", "test", "models/Geo", "--db", url(for: "modelc_test_extensions"), "--rows", "40"], in: project)
        XCTAssertEqual(tested.status, 0, tested.stdout + tested.stderr)
    }

    /// A model's type the database lacks is made in the scratch schema the comparison
    /// builds, as an extension is: drift says the type (and the table) is missing where
    /// it stopped at `type "mood" does not exist` (exit 4), and declarative `migrate
    /// --model` into an empty database creates it with the table.
    func testAModelsTypeTheDatabaseLacksIsDriftAndDeclarativeMigrationCreatesIt() throws {
        let project = try makeTemporaryDirectory(self)
        let folder = project.appendingPathComponent("models/Moods")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            model: Moods
            version: 1
            dialect: postgres
            types:
              mood: CREATE TYPE mood AS ENUM ('sad', 'ok')
            entities:
              Person:
                strict: false
                attributes:
                  id: int
                  mood: { type: string, sqlType: mood, values: [sad, ok] }

            """.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let empty = try cluster.makeDatabase()
        let drift = try Modelc.run(["inspect", "--db", url(for: empty), "--model", "models/Moods"], in: project)
        XCTAssertEqual(drift.status, 1, drift.stdout + drift.stderr)
        XCTAssertTrue(drift.stdout.contains("  type `mood` is in the model but not in the database\n"), drift.stdout)
        let applied = try Modelc.run(["migrate", "--db", url(for: empty), "--model", "models/Moods"], in: project)
        XCTAssertEqual(applied.status, 0, applied.stdout + applied.stderr)
        XCTAssertEqual(try cluster.query(database: empty, "SELECT enum_range(NULL::mood);"), "{sad,ok}\n")
        XCTAssertEqual(try Modelc.run(["inspect", "--db", url(for: empty), "--model", "models/Moods"], in: project).status, 0)
    }
}
