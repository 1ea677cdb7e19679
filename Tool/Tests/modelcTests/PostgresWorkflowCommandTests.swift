import Foundation
import Migration
import ModelcTestSupport
import XCTest

/// The PostgreSQL migration files and their workflow, on the tests' throwaway server:
/// `migrate make --dialect postgres`, `check`, `migrate` (tampered and CRLF files,
/// preflight counts, statement timeouts), `--dry-run`, `status`, `baseline`, `resolve`,
/// in a scratch project holding a copy of the bundled StarWars model.
final class PostgresWorkflowCommandTests: PostgresTestCase {
    private var project: URL!

    private var postgresFolder: URL { project.appendingPathComponent("migrations/StarWars/postgres") }

    override func setUpWithError() throws {
        try super.setUpWithError()
        project = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("models"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("models/StarWars"), to: project.appendingPathComponent("models/StarWars"))
    }

    private func modelc(_ arguments: [String]) throws -> ProcessOutcome {
        try Modelc.run(arguments, in: project)
    }

    /// `output` with the socket folder, checksums, timestamps and durations replaced.
    private func normalized(_ output: String) -> String {
        normalizedOutput(output.replacingOccurrences(of: cluster.socketFolder.path, with: "$SOCKET"))
            .replacing(/sha256:[0-9a-f]{64}/, with: "sha256:…")
    }

    private var displayName: String { "postgres:///\(database)?host=$SOCKET&user=postgres" }

    private func makePostgresFiles() throws {
        let made = try modelc(["migrate", "make", "models/StarWars", "--dialect", "postgres"])
        XCTAssertEqual(made.status, 0, made.stderr)
    }

    private func tables() throws -> String {
        try cluster.query(database: database, "SELECT coalesce(string_agg(relname, ',' ORDER BY relname), '') FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r';")
    }

    private func history() throws -> String {
        try cluster.query(database: database, "SELECT version || ' ' || name FROM modelc_migrations ORDER BY version;")
    }

    /// A model deployed only to PostgreSQL (an adopted server's) has only the
    /// `postgres/` folder: `check` checks that, and does not ask for SQLite migrations
    /// nobody runs, which it did for every such project.
    func testCheckOfAModelDeployedOnlyToPostgresChecksItsFolderAlone() throws {
        XCTAssertEqual(try modelc(["migrate", "make", "models/StarWars", "--dialect", "postgres"]).status, 0)
        let checked = try modelc(["check"])
        XCTAssertEqual(checked.status, 0, checked.stderr)
        XCTAssertEqual(checked.stdout, "models/StarWars: ok (3 versions, migrations in migrations/StarWars/postgres)\n")
        let edited = postgresFolder.appendingPathComponent("0002_star_wars_v2.sql")
        try (try String(contentsOf: edited, encoding: .utf8) + "SELECT 1;\n").write(to: edited, atomically: true, encoding: .utf8)
        let tampered = try modelc(["check"])
        XCTAssertEqual(tampered.status, 1)
        XCTAssertTrue(tampered.stderr.hasPrefix("migrations/StarWars/postgres/0002_star_wars_v2.sql:1:1: error: 0002_star_wars_v2.sql does not match its checksum in modelc.sum"), tampered.stderr)
        XCTAssertEqual(tampered.stdout, "models/StarWars: 1 problem (3 versions, migrations in migrations/StarWars/postgres)\n")
    }

    func testMakeWritesThePostgresFolderWithItsOwnSumAndCheckCoversIt() throws {
        let made = try modelc(["migrate", "make", "models/StarWars", "--dialect", "postgres"])
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertEqual(made.stdout, """
            wrote migrations/StarWars/postgres/0001_create_star_wars.sql (nothing → 1, safe)
            wrote migrations/StarWars/postgres/0002_star_wars_v2.sql (version 1 → 2, safe)
            wrote migrations/StarWars/postgres/0003_star_wars_v3.sql (version 2 → 3, dataDependent)

            """)
        let first = try String(contentsOf: postgresFolder.appendingPathComponent("0001_create_star_wars.sql"), encoding: .utf8)
        XCTAssertEqual(first.components(separatedBy: "\n").prefix(4).joined(separator: "\n"), """
            -- modelc migration
            -- model: StarWars
            -- dialect: postgres
            -- from: none
            """)
        XCTAssertEqual(first.components(separatedBy: "\n").first { $0.hasPrefix("-- step 1:") }, "-- step 1: createTable film [safe] [lock: none, none]")
        XCTAssertEqual(try String(contentsOf: postgresFolder.appendingPathComponent("modelc.sum"), encoding: .utf8).split(separator: "\n").map { $0.split(separator: " ")[0] },
                       ["total", "0001_create_star_wars.sql", "0002_star_wars_v2.sql", "0003_star_wars_v3.sql"])
        let again = try modelc(["migrate", "make", "models/StarWars", "--dialect", "postgres"])
        XCTAssertEqual(again.stdout, "migrations/StarWars/postgres is up to date: every version of StarWars has a migration\n")

        XCTAssertEqual(try modelc(["migrate", "make", "models/StarWars"]).status, 0)
        let approved = try modelc(["check"])
        XCTAssertEqual(approved.status, 0, approved.stderr)
        XCTAssertEqual(approved.stdout, "models/StarWars: ok (3 versions, migrations in migrations/StarWars and migrations/StarWars/postgres)\n")

        let edited = postgresFolder.appendingPathComponent("0003_star_wars_v3.sql")
        try (try String(contentsOf: edited, encoding: .utf8) + "SELECT 1;\n").write(to: edited, atomically: true, encoding: .utf8)
        let tampered = try modelc(["check"])
        XCTAssertEqual(tampered.status, 1)
        XCTAssertEqual(tampered.stderr, "migrations/StarWars/postgres/0003_star_wars_v3.sql:1:1: error: 0003_star_wars_v3.sql does not match its checksum in modelc.sum (if the change is deliberate, run `modelc migrate hash models/StarWars --dialect postgres` and commit modelc.sum)\n")
        let hashed = try modelc(["migrate", "hash", "models/StarWars", "--dialect", "postgres"])
        XCTAssertEqual(hashed.stdout, "wrote migrations/StarWars/postgres/modelc.sum (3 migrations)\n")
        XCTAssertEqual(try modelc(["check"]).status, 0)

        try FileManager.default.copyItem(at: project.appendingPathComponent("models/StarWars/3.yaml"), to: project.appendingPathComponent("models/StarWars/4.yaml"))
        let four = project.appendingPathComponent("models/StarWars/4.yaml")
        try (try String(contentsOf: four, encoding: .utf8)).replacingOccurrences(of: "version: 3", with: "version: 4")
            .replacingOccurrences(of: "      population: string?\n", with: "").write(to: four, atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "make", "models/StarWars"]).status, 0)
        let uncovered = try modelc(["check"])
        XCTAssertEqual(uncovered.status, 1)
        XCTAssertEqual(uncovered.stderr, "migrations/StarWars/0004_star_wars_v4.sql:7:1: error: 0004_star_wars_v4.sql has a destructive step that is not approved: dropColumn planet: \"population\" is not in the new \"planet\": the column and its data are dropped (after review, add the line `-- approved: destructive` to the file; approval lines are not part of the checksum, so this works after the migration was applied too)\nmodels/StarWars/4.yaml:1:1: error: model StarWars version 4 has no migration in migrations/StarWars/postgres (run `modelc migrate make models/StarWars --dialect postgres` and commit the new file)\n")
        XCTAssertEqual(try modelc(["migrate", "make", "models/StarWars", "--dialect", "postgres"]).status, 0)
        let unapproved = try modelc(["check"])
        XCTAssertEqual(unapproved.status, 1)
        XCTAssertEqual(unapproved.stderr, "migrations/StarWars/0004_star_wars_v4.sql:7:1: error: 0004_star_wars_v4.sql has a destructive step that is not approved: dropColumn planet: \"population\" is not in the new \"planet\": the column and its data are dropped (after review, add the line `-- approved: destructive` to the file; approval lines are not part of the checksum, so this works after the migration was applied too)\nmigrations/StarWars/postgres/0004_star_wars_v4.sql:8:1: error: 0004_star_wars_v4.sql has a destructive step that is not approved: dropColumn planet: \"population\" is not in the new \"planet\": the column and its data are dropped (after review, add the line `-- approved: destructive` to the file; approval lines are not part of the checksum, so this works after the migration was applied too)\n")

        // The applier refuses it too while the column holds data, naming the file.
        let migrated = try modelc(["migrate", "--db", url, "models/StarWars@3"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        _ = try cluster.query(database: database, "INSERT INTO planet (id, name, population) VALUES (1, 'Tatooine', '200000');")
        let refused = try modelc(["migrate", "--db", url, "models/StarWars"])
        XCTAssertEqual(refused.status, 3)
        XCTAssertEqual(refused.stderr, "error: 0004_star_wars_v4.sql loses data (dropColumn planet: \"population\" is not in the new \"planet\": the column and its data are dropped (1 row of \"planet\" holding a value in \"population\")); it was not applied; pass --allow-destructive, or after review add the line `-- approved: destructive` to the file (approval lines are not part of the checksum).\n")
        XCTAssertEqual(try history(), "1 0001_create_star_wars.sql\n2 0002_star_wars_v2.sql\n3 0003_star_wars_v3.sql\n")
    }

    func testAModelWithoutPostgresFilesIsRefusedWithTheCommandToRun() throws {
        let outcome = try modelc(["migrate", "--db", url, "models/StarWars"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr, "error: migrations/StarWars/postgres holds no migrations; run `modelc migrate make models/StarWars --dialect postgres` first.\n")
        XCTAssertEqual(try tables(), "\n")
    }

    func testAnAppliedFileEditedAfterwardsIsRefusedWithNothingApplied() throws {
        try makePostgresFiles()
        let first = try modelc(["migrate", "--db", url, "models/StarWars@1"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(normalized(first.stdout), """
            applied 0001_create_star_wars.sql: 11 steps: 11 safe, 0 dataDependent, 0 destructive (<duration>)
            \(displayName) is at model version 1

            """)
        let file = postgresFolder.appendingPathComponent("0001_create_star_wars.sql")
        try (try String(contentsOf: file, encoding: .utf8) + "CREATE TABLE sneaked_in (id int);\n").write(to: file, atomically: true, encoding: .utf8)
        let refused = try modelc(["migrate", "--db", url, "models/StarWars"])
        XCTAssertEqual(refused.status, 3)
        XCTAssertEqual(normalized(refused.stderr), "error: 0001_create_star_wars.sql was changed after it was applied (recorded sha256:…, now sha256:…); restore the applied text and put new changes in a new migration.\n")
        XCTAssertEqual(try history(), "1 0001_create_star_wars.sql\n")
        XCTAssertEqual(try tables(), "film,film_characters,film_planets,modelc_migrations,person,planet\n")
    }

    func testAnUncountedDestructiveStepInALaterFileIsRefusedBeforeTheFirstFileRunsAsOnSQLite() throws {
        let models = project.appendingPathComponent("models/Blog")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try """
            model: Blog
            version: 1
            entities:
              Post:
                attributes:
                  id: int
                  title: string
                  legacy: string?
              Tag:
                attributes:
                  id: int
                  label: string

            """.write(to: models.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try """
            model: Blog
            version: 2
            entities:
              Post:
                attributes:
                  id: int
                  title: string

            """.write(to: models.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        var refusals: [String] = []
        for (dialect, folder, database) in [("sqlite", "migrations/Blog", "blog.sqlite"), ("postgres", "migrations/Blog/postgres", url)] {
            XCTAssertEqual(try modelc(["migrate", "make", "models/Blog", "--dialect", dialect]).status, 0)
            // A file made before the `at-stake:` lines: nothing says the dropped data is empty.
            let file = project.appendingPathComponent(folder).appendingPathComponent("0002_blog_v2.sql")
            let text = try String(contentsOf: file, encoding: .utf8)
            XCTAssertTrue(text.contains("-- at-stake:"), text)
            try text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("-- at-stake:") }
                .joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
            XCTAssertEqual(try modelc(["migrate", "hash", "models/Blog", "--dialect", dialect]).status, 0)
            let refused = try modelc(["migrate", "--db", database, "models/Blog"])
            XCTAssertEqual(refused.status, 3, refused.stderr)
            XCTAssertEqual(refused.stdout, "", "nothing ran, not even 0001")
            refusals.append(refused.stderr)
        }
        XCTAssertTrue(refusals[1].contains("0002_blog_v2.sql"), refusals[1])
        XCTAssertEqual(refusals[1], refusals[0], "one migrator, one refusal")
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("blog.sqlite").path))
        XCTAssertEqual(try tables(), "\n", "not even the history table")
    }

    func testACRLFCheckoutAppliesAndMatchesTheLFText() throws {
        try makePostgresFiles()
        let file = postgresFolder.appendingPathComponent("0001_create_star_wars.sql")
        let lf = try String(contentsOf: file, encoding: .utf8)
        try lf.replacingOccurrences(of: "\n", with: "\r\n").write(to: file, atomically: true, encoding: .utf8)
        let crlf = try modelc(["migrate", "--db", url, "models/StarWars@1"])
        XCTAssertEqual(crlf.status, 0, crlf.stderr)
        try lf.write(to: file, atomically: true, encoding: .utf8)
        let again = try modelc(["migrate", "--db", url, "models/StarWars@1"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(normalized(again.stdout), "\(displayName) is up to date at model version 1; nothing to apply\n")
    }

    func testARunThatFailsPartWaySaysWhatItAppliedAndWhereItStopped() throws {
        try makePostgresFiles()
        let broken = postgresFolder.appendingPathComponent("0002_star_wars_v2.sql")
        try (try String(contentsOf: broken, encoding: .utf8) + "SELECT 1 / 0;\n").write(to: broken, atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "hash", "models/StarWars", "--dialect", "postgres"]).status, 0)
        let failed = try modelc(["migrate", "--db", url, "models/StarWars"])
        XCTAssertEqual(failed.status, 4, failed.stderr)
        XCTAssertTrue(failed.stdout.hasPrefix("applied 0001_create_star_wars.sql: "), "each migration as it commits: \(failed.stdout)")
        XCTAssertTrue(failed.stdout.hasSuffix("""
            stopped at 0002_star_wars_v2.sql: it was rolled back; the migration applied before it in this run stays applied (0001_create_star_wars.sql)

            """), failed.stdout)
        XCTAssertEqual(try history(), "1 0001_create_star_wars.sql\n")

        let json = try modelc(["migrate", "--db", url, "models/StarWars", "--format", "json"])
        XCTAssertEqual(json.status, 4)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], json.stdout)
        XCTAssertEqual((report["failed"] as? [String: Any])?["name"] as? String, "0002_star_wars_v2.sql", json.stdout)
    }

    func testStatusListsAppliedAndPendingFilesExactly() throws {
        try makePostgresFiles()
        let empty = try modelc(["migrate", "status", "--db", url, "models/StarWars"])
        XCTAssertEqual(empty.status, 0, empty.stderr)
        XCTAssertEqual(empty.stdout, """
            pending  0001_create_star_wars.sql  (model version 1)
            pending  0002_star_wars_v2.sql  (model version 2)
            pending  0003_star_wars_v3.sql  (model version 3)

            """)
        XCTAssertEqual(try tables(), "\n", "status creates no history table")
        XCTAssertEqual(try modelc(["migrate", "--db", url, "models/StarWars@1"]).status, 0)
        let status = try modelc(["migrate", "status", "--db", url, "models/StarWars", "--exit-code"])
        XCTAssertEqual(status.status, 1)
        XCTAssertEqual(normalized(status.stdout), """
            applied  0001_create_star_wars.sql  <timestamp>  <duration>  (model version 1)
            pending  0002_star_wars_v2.sql  (model version 2)
            pending  0003_star_wars_v3.sql  (model version 3)
            database at model version 1

            """)
    }

    func testADryRunPrintsThePendingSQLAndLeavesTheDatabaseWithoutEvenAHistoryTable() throws {
        try makePostgresFiles()
        let dry = try modelc(["migrate", "--db", url, "models/StarWars@1", "--dry-run"])
        XCTAssertEqual(dry.status, 0, dry.stderr)
        let lines = normalized(dry.stdout).components(separatedBy: "\n")
        XCTAssertEqual(lines.first, "would apply 0001_create_star_wars.sql (model version 1): 11 steps: 11 safe, 0 dataDependent, 0 destructive")
        XCTAssertEqual(lines[1], "-- step 1: createTable film [safe] [lock: none, none]")
        XCTAssertEqual(lines.suffix(2), ["dry run: nothing was written to \(displayName) (at model version 0); 1 migration would be applied", ""])
        XCTAssertEqual(try tables(), "\n")
        XCTAssertEqual(try cluster.query(database: database, "SELECT count(*) FROM pg_namespace WHERE nspname = 'modelc_expected';"), "0\n")
    }

    func testADryRunInJSONListsThePendingFilesWithTheirSQL() throws {
        try makePostgresFiles()
        XCTAssertEqual(try modelc(["migrate", "--db", url, "models/StarWars@2"]).status, 0)
        let dry = try modelc(["migrate", "--db", url, "models/StarWars", "--dry-run", "--format", "json"])
        XCTAssertEqual(dry.status, 0, dry.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(dry.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(report["version"] as? Int, 2)
        XCTAssertEqual(report["dryRun"] as? Bool, true)
        let pending = try XCTUnwrap(report["planned"] as? [[String: Any]])
        XCTAssertEqual(pending.map { $0["name"] as? String }, ["0003_star_wars_v3.sql"])
        XCTAssertEqual(pending.first?["modelVersion"] as? Int, 3)
        XCTAssertEqual((pending.first?["steps"] as? [[String: Any]])?.map { $0["safety"] as? String },
                       ["safe", "dataDependent", "safe", "safe", "safe"])
        let sql = try XCTUnwrap(pending.first?["sql"] as? String)
        XCTAssertTrue(sql.hasPrefix("-- modelc migration\n"), "the whole file, header included, as SQLite's dry run lists it")
        XCTAssertEqual(MigrationFile.Header.sqlWithoutHeader(of: sql).components(separatedBy: "\n").prefix(2),
                       ["-- modelc:phase 1 transaction", "-- step 1: createTable person_species [safe] [lock: shareRowExclusive, none]"])
        XCTAssertEqual(try history(), "1 0001_create_star_wars.sql\n2 0002_star_wars_v2.sql\n")
    }

    func testTheStatementTimeoutIsRefusedForASQLiteDatabase() throws {
        let outcome = try modelc(["migrate", "--db", "app.sqlite", "models/StarWars", "--statement-timeout", "1"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr.components(separatedBy: "\n").first, "error: --statement-timeout does not apply to a SQLite database: it has no statement timeout to set.")
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("app.sqlite").path))
    }

    func testBaselineRecordsAnExistingSchemaThenMigrateAppliesTheRest() throws {
        try makePostgresFiles()
        let schema = try modelc(["compile", "models/StarWars@1", "--dialect", "postgres"])
        _ = try cluster.query(database: database, schema.stdout)
        let baseline = try modelc(["migrate", "baseline", "--db", url, "--model", "models/StarWars@1"])
        XCTAssertEqual(baseline.status, 0, baseline.stderr)
        XCTAssertEqual(baseline.stdout, "recorded 0001_create_star_wars.sql as applied\n")
        let again = try modelc(["migrate", "baseline", "--db", url, "--model", "models/StarWars@1"])
        XCTAssertEqual(again.status, 3)
        XCTAssertEqual(normalized(again.stderr), "error: \(displayName) already has migration history (last: 0001_create_star_wars.sql), so it was not baselined; baselining adopts a database once; use `modelc migrate` to apply what is pending.\n")
        let migrated = try modelc(["migrate", "--db", url, "models/StarWars", "--allow-destructive"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertEqual(normalized(migrated.stdout), """
            applied 0002_star_wars_v2.sql: 4 steps: 4 safe, 0 dataDependent, 0 destructive (<duration>)
            applied 0003_star_wars_v3.sql: 5 steps: 4 safe, 1 dataDependent, 0 destructive (<duration>)
            \(displayName) is at model version 3

            """)
    }

    func testBaselineRefusesASchemaThatIsNotTheVersion() throws {
        try makePostgresFiles()
        _ = try cluster.query(database: database, "CREATE TABLE film (id bigint PRIMARY KEY);")
        let baseline = try modelc(["migrate", "baseline", "--db", url, "--model", "models/StarWars@1"])
        XCTAssertEqual(baseline.status, 3)
        XCTAssertTrue(baseline.stderr.contains(" is not model version 1, so it was not baselined: "), baseline.stderr)
        XCTAssertEqual(try tables(), "film\n", "the history table made in the refused transaction is rolled back with it")
    }

    func testResolveRolledBackThenMigrateRunsTheFileAgain() throws {
        try makePostgresFiles()
        XCTAssertEqual(try modelc(["migrate", "--db", url, "models/StarWars@1"]).status, 0)
        _ = try cluster.query(database: database, "DROP TABLE film_characters, film_planets, person, planet, film;")
        let resolved = try modelc(["migrate", "resolve", "--db", url, "models/StarWars", "--rolled-back", "1"])
        XCTAssertEqual(resolved.status, 0, resolved.stderr)
        XCTAssertEqual(resolved.stdout, "removed 0001_create_star_wars.sql from the history; the schema is unchanged, and the next `modelc migrate` runs it again\n")
        let status = try modelc(["migrate", "status", "--db", url, "models/StarWars@1"])
        XCTAssertEqual(normalized(status.stdout), """
            pending  0001_create_star_wars.sql  (model version 1)
            resolved 0001_create_star_wars.sql as rolled-back at <timestamp>

            """)
        XCTAssertEqual(try modelc(["migrate", "--db", url, "models/StarWars@1"]).status, 0)
        let applied = try modelc(["migrate", "resolve", "--db", url, "models/StarWars", "--applied", "2"])
        XCTAssertEqual(applied.status, 3)
        XCTAssertTrue(applied.stderr.hasPrefix("error: 0002_star_wars_v2.sql was not resolved: the database's schema is not what it leads to: "), applied.stderr)
        XCTAssertEqual(try history(), "1 0001_create_star_wars.sql\n")
    }

    func testResolveAppliedRecordsAFileRunByHandOnceTheSchemaIsWhatItLeadsTo() throws {
        try makePostgresFiles()
        XCTAssertEqual(try modelc(["migrate", "--db", url, "models/StarWars@1"]).status, 0)
        _ = try cluster.query(database: database, try String(contentsOf: postgresFolder.appendingPathComponent("0002_star_wars_v2.sql"), encoding: .utf8))
        let resolved = try modelc(["migrate", "resolve", "--db", url, "models/StarWars", "--applied", "0002_star_wars_v2.sql"])
        XCTAssertEqual(resolved.status, 0, resolved.stderr)
        XCTAssertEqual(resolved.stdout, "recorded 0002_star_wars_v2.sql as applied without running it\n")
        let status = try modelc(["migrate", "status", "--db", url, "models/StarWars"])
        XCTAssertEqual(normalized(status.stdout), """
            applied  0001_create_star_wars.sql  <timestamp>  <duration>  (model version 1)
            applied  0002_star_wars_v2.sql  <timestamp>  <duration>  (model version 2)  (marked applied by `modelc migrate resolve` at <timestamp>)
            pending  0003_star_wars_v3.sql  (model version 3)
            database at model version 2
            resolved 0002_star_wars_v2.sql as applied at <timestamp>

            """)
        let migrated = try modelc(["migrate", "--db", url, "models/StarWars"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertEqual(try history(), "1 0001_create_star_wars.sql\n2 0002_star_wars_v2.sql\n3 0003_star_wars_v3.sql\n")
    }

    func testAStatementRunningPastTheStatementTimeoutRollsItsMigrationBack() throws {
        try makePostgresFiles()
        XCTAssertEqual(try modelc(["migrate", "--db", url, "models/StarWars@1"]).status, 0)
        try "CREATE TABLE slow_marker (id int);\nSELECT pg_sleep(5);\n".write(to: postgresFolder.appendingPathComponent("0002_slow.sql"), atomically: true, encoding: .utf8)
        for name in ["0002_star_wars_v2.sql", "0003_star_wars_v3.sql"] {
            try FileManager.default.removeItem(at: postgresFolder.appendingPathComponent(name))
        }
        XCTAssertEqual(try modelc(["migrate", "hash", "models/StarWars", "--dialect", "postgres"]).status, 0)
        let outcome = try modelc(["migrate", "--db", url, "models/StarWars", "--statement-timeout", "0.5"])
        XCTAssertEqual(outcome.status, 4)
        XCTAssertEqual(normalized(outcome.stderr), """
            note: StarWars version 3 has no migration yet, so the database stops short of it; run `modelc migrate make models/StarWars --dialect postgres`.
            error: migration 2 of \(displayName) ran a statement longer than the statement timeout (<duration>); it was cancelled and rolled back; nothing of that migration was applied; allow more time with --statement-timeout, or split the migration.

            """)
        XCTAssertEqual(try history(), "1 0001_create_star_wars.sql\n")
        XCTAssertEqual(try tables(), "film,film_characters,film_planets,modelc_migrations,person,planet\n")
    }
}

/// A `dataDependent` step's preflight count in PostgreSQL's SQL refuses the file before
/// it runs, as on SQLite.
final class PostgresPreflightCommandTests: PostgresTestCase {
    func testRowsThatWouldFailANewNotNullAreCountedAndShownBeforeAnythingRuns() throws {
        let project = try makeTemporaryDirectory(self)
        let model = project.appendingPathComponent("models/Shop")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try "model: Shop\nversion: 1\nentities:\n  Item:\n    attributes:\n      id: int\n      name: string?\n"
            .write(to: model.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try "model: Shop\nversion: 2\nentities:\n  Item:\n    attributes:\n      id: int\n      name: string\n"
            .write(to: model.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Shop", "--dialect", "postgres"], in: project).status, 0)
        let file = try String(contentsOf: project.appendingPathComponent("migrations/Shop/postgres/0002_shop_v2.sql"), encoding: .utf8)
        XCTAssertEqual(file.components(separatedBy: "\n").filter { $0.hasPrefix("-- preflight") || $0.hasPrefix("--   SELECT") }, [
            "-- preflight: rows of \"item\" where \"name\" IS NULL must be 0",
            "--   SELECT count(*) FROM (SELECT \"id\" AS \"id\", \"name\" AS \"name\" FROM \"item\") AS \"_modelc_s1\" WHERE \"name\" IS NULL",
        ])
        XCTAssertEqual(try Modelc.run(["migrate", "--db", url, "models/Shop@1"], in: project).status, 0)
        _ = try cluster.query(database: database, "INSERT INTO item (id, name) VALUES (1, 'lamp'), (2, NULL), (3, NULL);")
        let dry = try Modelc.run(["migrate", "--db", url, "models/Shop", "--dry-run"], in: project)
        XCTAssertEqual(dry.status, 3)
        XCTAssertEqual(dry.stderr.components(separatedBy: ": 2 rows").first, "error: dry run: the real run would refuse: 0002_shop_v2.sql refused")
        let refused = try Modelc.run(["migrate", "--db", url, "models/Shop"], in: project)
        XCTAssertEqual(refused.status, 3)
        XCTAssertEqual(refused.stderr, """
            error: 0002_shop_v2.sql refused: 2 rows would fail: rows of "item" where "name" IS NULL must be 0 (e.g. \"id\" = 2; \"id\" = 3); fill those NULLs in a hand-written migration numbered before this one, or give "name" a default in the model (the rebuild then fills them with it), then run again (it was not applied).

            """)
        XCTAssertEqual(try cluster.query(database: database, "SELECT count(*) FROM modelc_migrations; SELECT attnotnull FROM pg_attribute WHERE attrelid = 'item'::regclass AND attname = 'name';"), "1\nf\n")
    }
}

/// A PostgreSQL file made from an earlier model text: `check` and `make` name it with
/// `--dialect postgres`, and `--regenerate` rewrites it in PostgreSQL, keeping its data
/// section.
final class PostgresRegenerateCommandTests: ModelcTestCase {
    func testAStaleFileIsReportedAndRegeneratedKeepingItsDataSection() throws {
        let project = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("models"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("models/StarWars"), to: project.appendingPathComponent("models/StarWars"))
        func modelc(_ arguments: [String]) throws -> ProcessOutcome { try Modelc.run(arguments, in: project) }
        XCTAssertEqual(try modelc(["migrate", "make", "models/StarWars"]).status, 0)
        XCTAssertEqual(try modelc(["migrate", "make", "models/StarWars", "--dialect", "postgres"]).status, 0)
        let file = project.appendingPathComponent("migrations/StarWars/postgres/0003_star_wars_v3.sql")
        let data = "UPDATE \"species\" SET \"language\" = 'Galactic Basic' WHERE \"language\" IS NULL;"
        try (try String(contentsOf: file, encoding: .utf8)).replacingOccurrences(of: "-- modelc:data end", with: data + "\n-- modelc:data end")
            .write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "hash", "models/StarWars", "--dialect", "postgres"]).status, 0)
        let model = project.appendingPathComponent("models/StarWars/3.yaml")
        try (try String(contentsOf: model, encoding: .utf8)).replacingOccurrences(of: "      language: string?\n", with: "      language: string?\n      planetCount: int?\n")
            .write(to: model, atomically: true, encoding: .utf8)

        let check = try modelc(["check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.stderr, """
            migrations/StarWars/0003_star_wars_v3.sql:1:1: error: 0003_star_wars_v3.sql was made from an earlier text of model version 3, which has changed since (if the migration is not applied anywhere yet, run `modelc migrate make --regenerate models/StarWars`; otherwise put the change in a new model version)
            migrations/StarWars/postgres/0003_star_wars_v3.sql:1:1: error: 0003_star_wars_v3.sql was made from an earlier text of model version 3, which has changed since (if the migration is not applied anywhere yet, run `modelc migrate make --regenerate models/StarWars --dialect postgres`; otherwise put the change in a new model version)

            """)
        let refused = try modelc(["migrate", "make", "models/StarWars", "--dialect", "postgres"])
        XCTAssertEqual(refused.status, 3)
        XCTAssertEqual(refused.stderr, "error: 0003_star_wars_v3.sql was made from an earlier text of model version 3, which has changed since; nothing was written or applied; if no database has applied it, run `modelc migrate make models/StarWars --dialect postgres --regenerate`, otherwise restore the model text and put the change in a new version.\n")
        let regenerated = try modelc(["migrate", "make", "models/StarWars", "--dialect", "postgres", "--regenerate"])
        XCTAssertEqual(regenerated.status, 0, regenerated.stderr)
        XCTAssertEqual(regenerated.stdout, "rewrote migrations/StarWars/postgres/0003_star_wars_v3.sql (version 2 → 3, dataDependent)\n")
        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertEqual(text.components(separatedBy: "\n").filter { !$0.hasPrefix("--") && ($0.contains("planet_count") || $0.contains("Galactic Basic")) }, [
            "ALTER TABLE \"species\" ADD COLUMN \"planet_count\" bigint;", data,
        ])
        XCTAssertEqual(try modelc(["migrate", "make", "models/StarWars", "--regenerate"]).status, 0)
        XCTAssertEqual(try modelc(["check"]).status, 0)
    }
}

/// `--lock-timeout` bounds each migration's wait for a table lock (`SET LOCAL
/// lock_timeout` in its transaction), not only the wait for another deployer.
final class PostgresLockTimeoutCommandTests: PostgresTestCase {
    func testAMigrationWaitingForATableLockGivesUpAfterTheLockTimeoutAndIsRolledBack() throws {
        XCTAssertEqual(try Modelc.run(["migrate", "--db", url, "models/StarWars@1"]).status, 0)
        try holdInAnotherSession("BEGIN;\nLOCK TABLE film IN ACCESS SHARE MODE;",
                                 untilGranted: "SELECT count(*) FROM pg_locks WHERE relation = 'film'::regclass AND mode = 'AccessShareLock' AND granted")
        let outcome = try Modelc.run(["migrate", "--db", url, "models/StarWars@2", "--lock-timeout", "0.5"])
        XCTAssertEqual(outcome.status, 3)
        XCTAssertEqual(outcome.stderr.replacingOccurrences(of: cluster.socketFolder.path, with: "$SOCKET"), """
            error: a table lock on postgres:///\(database)?host=$SOCKET&user=postgres was not granted within the lock timeout; nothing was changed; run again when the other sessions are done, or wait longer with --lock-timeout.

            """)
        XCTAssertEqual(try cluster.query(database: database, "SELECT max(version) FROM modelc_migrations; SELECT count(*) FROM pg_class WHERE relname = 'species';"), "1\n0\n")
    }

    /// `inspect` counts each table's rows: with another session holding a table in
    /// ACCESS EXCLUSIVE mode, it waited as long as that session did, whatever
    /// `--lock-timeout` said. It gives up after the lock timeout, as `migrate` does.
    func testInspectWaitingForATableLockGivesUpAfterTheLockTimeout() throws {
        XCTAssertEqual(try Modelc.run(["migrate", "--db", url, "models/StarWars@1"]).status, 0)
        try holdInAnotherSession("BEGIN;\nLOCK TABLE film IN ACCESS EXCLUSIVE MODE;",
                                 untilGranted: "SELECT count(*) FROM pg_locks WHERE relation = 'film'::regclass AND mode = 'AccessExclusiveLock' AND granted")
        for arguments in [["inspect", "--db", url], ["inspect", "--db", url, "--as-model"]] {
            let outcome = try Modelc.run(arguments + ["--lock-timeout", "0.5"])
            XCTAssertEqual(outcome.status, 3, outcome.stdout + outcome.stderr)
            XCTAssertTrue(outcome.stderr.hasPrefix("error: a table lock on postgres:///\(database)?host="), outcome.stderr)
        }
    }
}
