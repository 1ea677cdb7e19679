import Foundation
import Migration
import ModelKit
import ModelcTestSupport
import PostgresDriver
import SchemaCore
import XCTest

/// Migrations in phases: the markers as `PostgresScript` reads them, and the applier
/// committing phase by phase, resuming after a failure at the phase that failed.
final class PostgresPhaseTests: PostgresTestCase {
    // MARK: Markers

    func testATextWithoutMarkersIsOneTransactionalPhase() throws {
        XCTAssertEqual(try PostgresScript.phases(in: "-- step 1\nCREATE TABLE a (x int);\nDROP TABLE b;\n"), [
            PostgresPhase(number: 1, kind: .transaction, statements: ["-- step 1\nCREATE TABLE a (x int)", "DROP TABLE b"]),
        ])
        XCTAssertEqual(try PostgresScript.phases(in: "-- nothing\n"), [])
    }

    func testMarkersCutTheTextIntoNumberedPhasesOfTheirKind() throws {
        let text = """
            -- a migration
            -- modelc:phase 1 transaction
            ALTER TABLE a ADD COLUMN x int;
            DO $$ BEGIN
            -- modelc:phase 7 nonsense (inside a dollar quote: not a marker)
            END $$;
            -- modelc:phase 2 batches
            UPDATE a SET x = 1 WHERE ctid = ANY (ARRAY(SELECT ctid FROM a WHERE x IS NULL LIMIT 10));
            /* -- modelc:phase 9 transaction (in a block comment) */
              -- modelc:phase 3 no-transaction
            CREATE INDEX CONCURRENTLY i ON a (x);

            """
        XCTAssertEqual(try PostgresScript.phases(in: text), [
            PostgresPhase(number: 1, kind: .transaction, statements: [
                "ALTER TABLE a ADD COLUMN x int", "DO $$ BEGIN\n-- modelc:phase 7 nonsense (inside a dollar quote: not a marker)\nEND $$",
            ]),
            PostgresPhase(number: 2, kind: .batches, statements: [
                "UPDATE a SET x = 1 WHERE ctid = ANY (ARRAY(SELECT ctid FROM a WHERE x IS NULL LIMIT 10))",
            ]),
            PostgresPhase(number: 3, kind: .noTransaction, statements: [
                "CREATE INDEX CONCURRENTLY i ON a (x)",
            ]),
        ])
        XCTAssertEqual(PostgresScript.statements(in: text).count, 4, "markers are comments to the statement splitter")
    }

    func testMarkersThatDoNotReadAreRefused() {
        let cases: [(String, PostgresPhaseSyntaxError)] = [
            ("-- modelc:phase 1 transactional\nSELECT 1;\n",
             PostgresPhaseSyntaxError(line: "-- modelc:phase 1 transactional", reason: "a phase marker is `-- modelc:phase <number> <transaction|no-transaction|batches>`")),
            ("-- modelc:phase one transaction\nSELECT 1;\n",
             PostgresPhaseSyntaxError(line: "-- modelc:phase one transaction", reason: "a phase marker is `-- modelc:phase <number> <transaction|no-transaction|batches>`")),
            ("-- modelc:phase 2 transaction\nSELECT 1;\n",
             PostgresPhaseSyntaxError(line: "-- modelc:phase 2 transaction", reason: "phase 1 was expected here: phases are numbered 1, 2, 3… in order")),
            ("-- modelc:phase 1 transaction\n-- modelc:phase 2 batches\nSELECT 1;\n",
             PostgresPhaseSyntaxError(line: "-- modelc:phase 1 transaction", reason: "the phase has no statements")),
            ("-- modelc:phase 1 transaction\nSELECT 1;\n-- modelc:phase 2 batches\n",
             PostgresPhaseSyntaxError(line: "-- modelc:phase 2 batches", reason: "the phase has no statements")),
            ("SELECT 1;\n-- modelc:phase 1 transaction\nSELECT 2;\n",
             PostgresPhaseSyntaxError(line: "-- modelc:phase 1 transaction", reason: "statements come before the first phase marker")),
            ("-- modelc:phase 1 transaction\nSELECT 1\n-- modelc:phase 2 transaction\n;\n",
             PostgresPhaseSyntaxError(line: "-- modelc:phase 2 transaction", reason: "a phase marker must come between statements, after a `;`")),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try PostgresScript.phases(in: text), text) { error in
                XCTAssertEqual(error as? PostgresPhaseSyntaxError, expected, text)
            }
        }
    }

    // MARK: Applying

    /// `Tests/Fixtures/PostgresModels/ShopRequiredName`: the item's name becomes required
    /// (no default: its NULLs must be gone) and a column is added.
    private static let shop = Repository.fixture("PostgresModels/ShopRequiredName").path

    private var settings: PostgresConnectionSettings {
        PostgresConnectionSettings(host: cluster.socketFolder.path, port: cluster.port, user: cluster.user, password: nil, database: database)
    }

    /// Model versions written in the test.
    private func versions(_ texts: [String]) throws -> ModelVersions {
        let models = try texts.map { yaml in
            let result = ModelLoader.inspect(text: yaml)
            XCTAssertFalse(result.hasErrors, "\(result.diagnostics)")
            return try XCTUnwrap(result.versions?.current)
        }
        return ModelVersions(name: models[0].name, versions: models, folder: models[0].name)
    }

    /// Writes the versions' PostgreSQL migration files (0001, 0002, … for versions 1, 2,
    /// …) to a new folder and applies them, up to file `target`.
    private func migrate(_ versions: ModelVersions? = nil, upTo target: Int? = nil) throws -> MigrationReport {
        let model = try versions ?? ModelLoader.load(Self.shop)
        let directory = MigrationDirectory(path: try makeTemporaryDirectory(self).appendingPathComponent("postgres").path)
        _ = try directory.make(model, draft: DatabaseDialect.postgres.draft)
        return try PostgresMigrator.migrate(
            try directory.files(), sum: try directory.readSum(), model: model, directory: directory.path,
            database: settings, upTo: target, options: .init(lockTimeout: 5))
    }

    /// A hand-written migration 0002 of three phases after the generated 0001 (version 1
    /// of the shop): phase 2 fails while an item has no name, and phase 1 run again
    /// would fail, since "note" would exist.
    private static let handWritten = """
        -- modelc:phase 1 transaction
        ALTER TABLE item ADD COLUMN note text;
        -- modelc:phase 2 transaction
        ALTER TABLE item ADD CONSTRAINT item_named CHECK (name IS NOT NULL);
        -- modelc:phase 3 transaction
        ALTER TABLE item ALTER COLUMN name SET NOT NULL;
        ALTER TABLE item DROP CONSTRAINT item_named;

        """

    /// Migration 0001 (the shop's version 1, generated) and `handWritten` as 0002, in
    /// a new folder, applied; without a sum file, so the test can change nothing else.
    private func migrateWithHandWrittenPhases() throws -> MigrationReport {
        let model = try ModelLoader.load(Self.shop)
        let first = ModelVersions(name: model.name, versions: [model.versions[0]], folder: model.folder)
        let directory = MigrationDirectory(path: try makeTemporaryDirectory(self).appendingPathComponent("postgres").path)
        _ = try directory.make(first, draft: DatabaseDialect.postgres.draft)
        try Self.handWritten.write(toFile: directory.path + "/0002_name_required.sql", atomically: true, encoding: .utf8)
        return try PostgresMigrator.migrate(try directory.files(), sum: nil, model: first, directory: directory.path,
                                            database: settings, options: .init(lockTimeout: 5))
    }

    func testAFailedLaterPhaseKeepsTheCommittedOnesAndARerunContinuesAfterThem() throws {
        XCTAssertEqual(try migrate(upTo: 1).version, 1)
        _ = try cluster.query(database: database, "INSERT INTO item (id, name) VALUES (1, 'lamp'), (2, NULL);")

        XCTAssertThrowsError(try migrateWithHandWrittenPhases()) { error in
            XCTAssertEqual(error as? PostgresPhaseError, .phaseFailed(
                database: settings.displayName, version: 2, phase: 2, phases: 3,
                message: "check constraint \"item_named\" of relation \"item\" is violated by some row (in: ALTER TABLE item ADD CONSTRAINT item_named CHECK (name IS NOT NULL))"))
        }
        XCTAssertEqual(try cluster.query(database: database, """
            SELECT version, phase, phases FROM modelc_migration_progress;
            SELECT max(version) FROM modelc_migrations;
            SELECT string_agg(attname, ',' ORDER BY attnum) FROM pg_attribute WHERE attrelid = 'item'::regclass AND attnum > 0;
            """), "2|1|3\n1\nid,name,note\n", "phase 1 (the new column) is committed")

        _ = try cluster.query(database: database, "UPDATE item SET name = 'unnamed' WHERE name IS NULL;")
        // Phase 1 again would fail: "note" exists. The run continues at phase 2 instead.
        let report = try migrateWithHandWrittenPhases()
        XCTAssertEqual(report.applied.map(\.version), [2] as [Int?])
        XCTAssertEqual(try cluster.query(database: database, """
            SELECT count(*) FROM modelc_migration_progress;
            SELECT version FROM modelc_migrations ORDER BY version;
            SELECT attnotnull FROM pg_attribute WHERE attrelid = 'item'::regclass AND attname = 'name';
            SELECT count(*) FROM pg_constraint WHERE conrelid = 'item'::regclass AND contype = 'c';
            SELECT id, name FROM item ORDER BY id;
            """), "0\n1\n2\nt\n0\n1|lamp\n2|unnamed\n")
        XCTAssertEqual(try migrateWithHandWrittenPhases().applied, [AppliedMigration](), "nothing left to do")
    }

    /// A limit met in a later phase (here the statement timeout) says which phases are
    /// committed and that the next run continues there, under the limit's own code: it
    /// said "nothing of that migration was applied", with phase 1 committed.
    func testALimitMetInALaterPhaseSaysWhatIsCommitted() throws {
        XCTAssertEqual(try migrate(upTo: 1).version, 1)
        let model = try ModelLoader.load(Self.shop)
        let first = ModelVersions(name: model.name, versions: [model.versions[0]], folder: model.folder)
        let directory = MigrationDirectory(path: try makeTemporaryDirectory(self).appendingPathComponent("postgres").path)
        _ = try directory.make(first, draft: DatabaseDialect.postgres.draft)
        try """
            -- modelc:phase 1 transaction
            ALTER TABLE item ADD COLUMN note text;
            -- modelc:phase 2 transaction
            SELECT pg_sleep(3);

            """.write(toFile: directory.path + "/0002_slow.sql", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try PostgresMigrator.migrate(try directory.files(), sum: nil, model: first, directory: directory.path,
                                                          database: settings, options: .init(lockTimeout: 5, statementTimeout: 0.5))) { error in
            let report = (error as? any ReportableError)?.report
            XCTAssertEqual(report?.code, "statement-timeout", "\(error)")
            XCTAssertEqual(report?.status, .databaseError)
            XCTAssertEqual(report?.message, "migration 2 of \(settings.displayName) stopped in phase 2 of 2 (phase 1 is committed): "
                + "a statement ran longer than the statement timeout; it was cancelled")
            XCTAssertEqual(report?.hint, "allow more time with --statement-timeout, or split the migration: the migration continues at phase 2")
        }
        XCTAssertEqual(try cluster.query(database: database, "SELECT version, phase, phases FROM modelc_migration_progress"), "2|1|2\n")
    }

    func testANullThePreflightCountsRefusesTheGeneratedRecipeBeforeAnyPhaseRuns() throws {
        XCTAssertEqual(try migrate(upTo: 1).version, 1)
        _ = try cluster.query(database: database, "INSERT INTO item (id, name) VALUES (1, NULL);")
        XCTAssertThrowsError(try migrate()) { error in
            XCTAssertEqual((error as? any ReportableError)?.report.code, "preflight-failed")
        }
        XCTAssertEqual(try cluster.query(database: database, """
            SELECT count(*) FROM modelc_migration_progress;
            SELECT string_agg(attname, ',' ORDER BY attnum) FROM pg_attribute WHERE attrelid = 'item'::regclass AND attnum > 0;
            """), "0\nid,name\n", "nothing of version 2 ran")
    }

    func testAPartlyAppliedMigrationThatChangedSinceIsRefused() throws {
        XCTAssertEqual(try migrate(upTo: 1).version, 1)
        _ = try cluster.query(database: database, "INSERT INTO item (id, name) VALUES (1, NULL);")
        XCTAssertThrowsError(try migrateWithHandWrittenPhases())
        _ = try cluster.query(database: database, "UPDATE modelc_migration_progress SET checksum = 'sha256:another';")
        XCTAssertThrowsError(try migrateWithHandWrittenPhases()) { error in
            XCTAssertEqual(error as? PostgresPhaseError, .changedWhilePartlyApplied(database: settings.displayName, version: 2, committed: 1))
            XCTAssertEqual((error as? PostgresPhaseError)?.report.status, .refused)
        }
    }

    func testARebuildChangesThePrimaryKeyInPlace() throws {
        let line1 = """
            model: Billing
            version: 1
            entities:
              Line:
                attributes:
                  id: int
                  invoice: int
                  number: int

            """
        let line2 = line1.replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "    attributes:", with: "    primaryKey: [invoice, number]\n    attributes:")
            .replacingOccurrences(of: "id: int", with: "id: int?")
        XCTAssertEqual(try migrate(try versions([line1]), upTo: 1).version, 1)
        _ = try cluster.query(database: database, "INSERT INTO line (id, invoice, number) VALUES (1, 7, 1), (2, 7, 2), (3, 8, 1);")
        // Verification compares the result with version 2 compiled afresh: the key must
        // be (invoice, number), "id" no longer a key and nullable.
        XCTAssertEqual(try migrate(try versions([line1, line2])).applied.map(\.version), [2] as [Int?])
        XCTAssertEqual(try cluster.query(database: database, """
            SELECT pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = 'line'::regclass;
            SELECT attnotnull FROM pg_attribute WHERE attrelid = 'line'::regclass AND attname = 'id';
            SELECT count(*) FROM line;
            """), "PRIMARY KEY (invoice, number)\nf\n3\n")
    }

    /// A backfill's UPDATE batches fire the table's row triggers: Pagila's `last_updated`
    /// stamped every row with the migration's time. The enabled UPDATE triggers are held
    /// off inside each batch's transaction and enabled again as they were (`ALWAYS`
    /// stays `ALWAYS`, a disabled one stays disabled), so the rows' other columns are
    /// what they were, and the triggers fire again afterwards.
    func testABackfillLeavesTheTablesUpdateTriggersUnfiredAndAsTheyWere() throws {
        let first = """
            model: Shop
            version: 1
            entities:
              Item:
                attributes:
                  id: int
                  name: string
                  touched: string?

            """
        let second = first.replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "      touched: string?\n", with: "      touched: string?\n      code: { type: uuid, defaultSQL: \"(gen_random_uuid())\" }\n")
        XCTAssertEqual(try migrate(try versions([first]), upTo: 1).version, 1)
        _ = try cluster.query(database: database, """
            CREATE FUNCTION touch() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.touched := 'fired'; RETURN NEW; END $$;
            CREATE TRIGGER item_touch BEFORE UPDATE ON item FOR EACH ROW EXECUTE FUNCTION touch();
            CREATE TRIGGER item_always BEFORE UPDATE ON item FOR EACH ROW EXECUTE FUNCTION touch();
            ALTER TABLE item ENABLE ALWAYS TRIGGER item_always;
            CREATE TRIGGER item_off BEFORE UPDATE ON item FOR EACH ROW EXECUTE FUNCTION touch();
            ALTER TABLE item DISABLE TRIGGER item_off;
            INSERT INTO item (id, name) VALUES (1, 'lamp'), (2, 'desk');
            """)
        let report = try migrate(try versions([first, second]))
        XCTAssertEqual(report.applied.map(\.version), [2] as [Int?])
        XCTAssertEqual(report.applied.first?.notes.contains { $0.hasPrefix("the UPDATE triggers of \"item\" (item_always, item_touch) were held off") }, true,
                       "\(report.applied.first?.notes ?? [])")
        XCTAssertEqual(try cluster.query(database: database, """
            SELECT count(*) FROM item WHERE touched IS NULL AND code IS NOT NULL;
            SELECT string_agg(tgname || ' ' || tgenabled::text, ', ' ORDER BY tgname) FROM pg_trigger WHERE tgrelid = 'item'::regclass AND NOT tgisinternal;
            UPDATE item SET name = 'lamp 2' WHERE id = 1;
            SELECT touched FROM item WHERE id = 1;
            """), "2\nitem_always A, item_off D, item_touch O\nfired\n")
    }

    /// A table changed in place keeps its constraints' names (Northwind's
    /// `fk_orders_customers` became `orders_customer_id_fkey`, and applications and later
    /// migrations name them), and a UNIQUE constraint another table's foreign key
    /// references is kept rather than dropped, which PostgreSQL refused (the migration
    /// failed whole).
    func testARebuildKeepsConstraintNamesAndAUniqueConstraintAnotherTableReferences() throws {
        let first = """
            model: Shop
            version: 1
            entities:
              Customer:
                attributes:
                  id: int
                  code: string
                  credit: { type: int, min: 0 }
                unique:
                  - { columns: [code], constraint: true }
              Order:
                table: orders
                attributes:
                  id: int
                relationships:
                  customer: { to: Customer, references: code }

            """
        let second = first.replacingOccurrences(of: "version: 1", with: "version: 2")
            .replacingOccurrences(of: "      credit: { type: int, min: 0 }\n", with: "      credit: { type: int, min: 0 }\n      token: { type: uuid, defaultSQL: \"(gen_random_uuid())\" }\n")
        XCTAssertEqual(try migrate(try versions([first]), upTo: 1).version, 1)
        let constraints = "SELECT string_agg(conname || ' ' || contype::text, ', ' ORDER BY conname) FROM pg_constraint WHERE conrelid IN ('customer'::regclass, 'orders'::regclass);"
        _ = try cluster.query(database: database, """
            DO $$ DECLARE r record; BEGIN
              FOR r IN SELECT conname, conrelid::regclass::text AS t, contype FROM pg_constraint WHERE conrelid IN ('customer'::regclass, 'orders'::regclass) AND contype IN ('c', 'u', 'f') LOOP
                EXECUTE format('ALTER TABLE %I RENAME CONSTRAINT %I TO %I', r.t, r.conname, 'app_' || r.t || '_' || r.contype::text);
              END LOOP; END $$;
            INSERT INTO customer (id, code, credit) VALUES (1, 'c1', 5);
            INSERT INTO orders (id, customer_id) VALUES (1, 'c1');
            """)
        let before = try cluster.query(database: database, constraints)
        XCTAssertEqual(before, "app_customer_c c, app_customer_u u, app_orders_f f, customer_pkey p, orders_pkey p\n")
        let report = try migrate(try versions([first, second]))
        XCTAssertEqual(report.applied.map(\.version), [2] as [Int?])
        XCTAssertEqual(try cluster.query(database: database, constraints), before, "names kept")
        XCTAssertEqual(try cluster.query(database: database, """
            SELECT count(*) FROM customer WHERE token IS NOT NULL;
            SELECT confrelid::regclass::text FROM pg_constraint WHERE conname = 'app_orders_f';
            """), "1\ncustomer\n")
    }

    // MARK: Command line

    /// A project whose model is the shop's version 1, applied to the test's database,
    /// which then gets an item without a name; its PostgreSQL migrations folder holds
    /// `handWritten` as 0002, hashed: the model's folder and that file.
    private func shopWithHandWrittenPhases() throws -> (models: URL, file: URL) {
        let models = try makeTemporaryDirectory(self).appendingPathComponent("models/Shop")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.shop + "/1.yaml", toPath: models.appendingPathComponent("1.yaml").path)
        XCTAssertEqual(try Modelc.run(["migrate", "make", models.path, "--dialect", "postgres"]).status, 0)
        XCTAssertEqual(try Modelc.run(["migrate", "--db", url, models.path]).status, 0)
        _ = try cluster.query(database: database, "INSERT INTO item (id, name) VALUES (1, NULL);")
        let folder = models.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("migrations/Shop/postgres")
        let file = folder.appendingPathComponent("0002_name_required.sql")
        try Self.handWritten.write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "hash", models.path, "--dialect", "postgres"]).status, 0)
        return (models, file)
    }

    func testMigrateReportsTheFailedPhaseAndContinuesThereOnTheNextRun() throws {
        let (models, _) = try shopWithHandWrittenPhases()

        let failed = try Modelc.run(["migrate", "--db", url, models.path])
        XCTAssertEqual(failed.status, 4)
        XCTAssertEqual(failed.stderr.replacingOccurrences(of: cluster.socketFolder.path, with: "$SOCKET"), """
            error: migration 2 of postgres:///\(database)?host=$SOCKET&user=postgres failed in phase 2 of 3 (phase 1 is committed): \
            check constraint "item_named" of relation "item" is violated by some row \
            (in: ALTER TABLE item ADD CONSTRAINT item_named CHECK (name IS NOT NULL)); \
            fix the cause and run again: the migration continues at phase 2.

            """)
        _ = try cluster.query(database: database, "UPDATE item SET name = 'lamp';")
        let resumed = try Modelc.run(["migrate", "--db", url, models.path])
        XCTAssertEqual(resumed.status, 0, resumed.stderr)
        XCTAssertEqual(try cluster.query(database: database, "SELECT version FROM modelc_migrations ORDER BY version;"), "1\n2\n")
    }

    /// A migration that stopped part-way and must change before it can finish (its
    /// phase 2 can never pass): the changed file is refused while phase 1 stays
    /// committed; once that phase is undone by hand, `migrate resolve --rolled-back`
    /// clears its progress, and the next run applies the file as it is now from phase 1.
    func testAPartlyAppliedMigrationIsRolledBackByResolveAndRunsAgainAsItIsNow() throws {
        let (models, file) = try shopWithHandWrittenPhases()
        XCTAssertEqual(try Modelc.run(["migrate", "--db", url, models.path]).status, 4, "phase 2 fails; phase 1 is committed")
        let stopped = try Modelc.run(["migrate", "status", "--db", url, models.path])
        XCTAssertTrue(stopped.stdout.contains("pending  0002_name_required.sql") && stopped.stdout.contains(
            "(partly applied: phase 1 of 3 committed; `modelc migrate` continues at phase 2)\n"), stopped.stdout)

        // The name stays optional: the file loses its phases 2 and 3.
        try "-- modelc:phase 1 transaction\nALTER TABLE item ADD COLUMN note text;\n-- modelc:phase 2 transaction\nCOMMENT ON COLUMN item.note IS 'free text';\n"
            .write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "hash", models.path, "--dialect", "postgres"]).status, 0)
        let refused = try Modelc.run(["migrate", "--db", url, models.path])
        XCTAssertEqual(refused.status, 3)
        XCTAssertTrue(refused.stderr.contains("was partly applied (phase 1 committed) and has changed since"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("undo its committed phases by hand and run `modelc migrate resolve --rolled-back 2`"), refused.stderr)
        let changed = try Modelc.run(["migrate", "status", "--db", url, models.path, "--format", "json"])
        let json = try JSONSerialization.jsonObject(with: Data(changed.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(json?["partlyApplied"] as? [NSDictionary],
                       [["name": "0002_name_required.sql", "committedPhases": 1, "phases": 3, "changedSince": true]], changed.stdout)

        _ = try cluster.query(database: database, "ALTER TABLE item DROP COLUMN note;")
        let resolved = try Modelc.run(["migrate", "resolve", "--db", url, models.path, "--rolled-back", "2"])
        XCTAssertEqual(resolved.status, 0, resolved.stderr)
        XCTAssertEqual(try cluster.query(database: database, """
            SELECT count(*) FROM modelc_migration_progress;
            SELECT version || ' ' || action FROM modelc_resolutions;
            """), "0\n2 rolled-back\n")
        XCTAssertFalse(try Modelc.run(["migrate", "status", "--db", url, models.path]).stdout.contains("partly applied"))
        let migrated = try Modelc.run(["migrate", "--db", url, models.path])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertEqual(try cluster.query(database: database, """
            SELECT version FROM modelc_migrations ORDER BY version;
            SELECT col_description(attrelid, attnum) FROM pg_attribute WHERE attrelid = 'item'::regclass AND attname = 'note';
            """), "1\n2\nfree text\n")
        let again = try Modelc.run(["migrate", "resolve", "--db", url, models.path, "--rolled-back", "1"])
        XCTAssertEqual(again.status, 3, "only the last applied migration rolls back: \(again.stdout)")
    }

    func testThePlanShapingFlagsNeedThePostgresDialect() throws {
        let outcome = try Modelc.run(["diff", "models/Library@1", "models/Library@2", "--concurrent-indexes"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr.split(separator: "\n").first.map(String.init),
                       "error: --concurrent-indexes and --single-transaction shape PostgreSQL plans; add --dialect postgres.")
        let both = try Modelc.run(["diff", "models/Library@1", "models/Library@2", "--dialect", "postgres", "--concurrent-indexes", "--single-transaction"])
        XCTAssertEqual(both.status, 2)
        XCTAssertEqual(both.stderr.split(separator: "\n").first.map(String.init),
                       "error: --concurrent-indexes needs a phase outside any transaction; it does not combine with --single-transaction.")
    }
}
