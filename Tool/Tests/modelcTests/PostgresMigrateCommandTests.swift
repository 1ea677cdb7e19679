import Foundation
import ModelcTestSupport
import Migration
@testable import PostgresDriver
import XCTest

/// `modelc migrate --db postgres://…` against the tests' throwaway server: the bundled
/// models' PostgreSQL files applied once each, recorded, verified, rows kept; concurrent
/// deployers; bad input.
final class PostgresMigrateCommandTests: PostgresTestCase {
    private func migrate(_ arguments: [String]) throws -> ProcessOutcome {
        try Modelc.run(["migrate", "--db", url] + arguments)
    }

    private func normalized(_ text: String) -> String {
        normalizedOutput(text.replacingOccurrences(of: cluster.socketFolder.path, with: "$SOCKET"))
    }

    func testEachVersionIsAppliedOnceRecordedAndKeepsItsRows() throws {
        let first = try migrate(["models/Library@1"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(normalized(first.stdout), """
            applied 0001_create_library.sql: 18 steps: 18 safe, 0 dataDependent, 0 destructive (<duration>)
            postgres:///\(database)?host=$SOCKET&user=postgres is at model version 1

            """)
        _ = try cluster.query(database: database, """
            INSERT INTO person (id, first_name, last_name, mail, joined_at) VALUES ('6f1c2a7e-9b1d-4c53-8f5e-0a1b2c3d4e5f', 'Ada', 'Lovelace', 'ada@example.org', '2024-01-02T03:04:05.678Z');
            """)
        let second = try migrate(["models/Library"])
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(normalized(second.stdout), """
            applied 0002_library_v2.sql: 4 steps: 4 safe, 0 dataDependent, 0 destructive (<duration>)
            postgres:///\(database)?host=$SOCKET&user=postgres is at model version 2

            """)
        let again = try migrate(["models/Library"])
        XCTAssertEqual(normalized(again.stdout), "postgres:///\(database)?host=$SOCKET&user=postgres is up to date at model version 2; nothing to apply\n")
        XCTAssertEqual(try cluster.query(database: database, """
            SELECT version, name, checksum LIKE 'sha256:%', model_hash LIKE 'sha256:%' FROM modelc_migrations ORDER BY version;
            SELECT first_name, email, nickname FROM person;
            """), """
            1|0001_create_library.sql|t|t
            2|0002_library_v2.sql|t|t
            Ada|ada@example.org|

            """)
    }

    func testThePGVariablesFillWhatTheURLLeavesOut() throws {
        let outcome = try Modelc.run(["migrate", "--db", "postgres:///\(database)", "models/StarWars@1"], environment: cluster.environment)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(try cluster.query(database: database, "SELECT version FROM modelc_migrations"), "1\n")
    }

    func testEightConcurrentDeployersApplyEachVersionOnce() throws {
        let directory = try makeTemporaryDirectory(self)
        let deployers = try (0..<8).map { _ in
            try Modelc.start(["migrate", "--db", url, Repository.root.appendingPathComponent("models/StarWars").path], in: directory)
        }
        let outcomes = try deployers.map { try $0.wait(timeout: 120) }
        XCTAssertEqual(outcomes.map(\.status), Array(repeating: 0, count: 8), outcomes.map(\.stderr).joined())
        let applied = outcomes.flatMap { $0.stdout.split(separator: "\n").filter { $0.hasPrefix("applied ") }.map { String($0.prefix(while: { $0 != ":" })) } }
        XCTAssertEqual(applied.sorted(), ["applied 0001_create_star_wars.sql", "applied 0002_star_wars_v2.sql", "applied 0003_star_wars_v3.sql"])
        XCTAssertEqual(try cluster.query(database: database, "SELECT version FROM modelc_migrations ORDER BY version"), "1\n2\n3\n")
    }

    func testADeployerHoldingTheLockMakesAnotherGiveUpWithExitThree() throws {
        try holdInAnotherSession("SELECT pg_advisory_lock(\(PostgresHistory.lockKey));",
                                 untilGranted: "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted")
        let outcome = try migrate(["models/StarWars", "--lock-timeout", "0.5"])
        XCTAssertEqual(outcome.status, 3)
        XCTAssertEqual(outcome.stderr.replacingOccurrences(of: cluster.socketFolder.path, with: "$SOCKET"), """
            error: another modelc migrate held postgres:///\(database)?host=$SOCKET&user=postgres's migration lock for 0.5 s; run again when the other deploy is done, or wait longer with --lock-timeout.

            """)
    }

    /// A database holding tables but no history may predate modelc: the failure says
    /// so, in SQLite's words (`MigrationError.predatingModelc`).
    func testConflictingObjectsFailTheMigrationAndLeaveNothingBehind() throws {
        _ = try cluster.query(database: database, "CREATE TABLE planet (id text PRIMARY KEY);")
        // The dry run runs no SQL, but a first file creating a table the database has
        // fails for certain: it exits as the real run does (it said "would apply", exit 0).
        let dry = try migrate(["models/StarWars", "--dry-run"])
        XCTAssertEqual(dry.status, 4, dry.stdout + dry.stderr)
        XCTAssertTrue(normalized(dry.stderr).hasPrefix(#"error: dry run: the real run would fail: 0001_create_star_wars.sql failed and was rolled back: relation "planet" already exists (the database has tables but no modelc history"#), dry.stderr)
        let outcome = try migrate(["models/StarWars"])
        XCTAssertEqual(outcome.status, 4)
        let stderr = normalized(outcome.stderr)
        XCTAssertTrue(stderr.hasPrefix("""
            error: 0001_create_star_wars.sql failed and was rolled back: relation "planet" already exists (step 3: createTable planet) \
            (the database has tables but no modelc history: if it predates modelc, adopt it with `modelc migrate baseline --db 'postgres:///
            """), stderr)
        XCTAssertTrue(stderr.hasSuffix("""
            ' --model models/StarWars`); if it does not predate modelc, fix the SQL of the migration and run again.

            """), stderr)
        XCTAssertEqual(try cluster.query(database: database, """
            SELECT string_agg(relname, ',' ORDER BY relname) FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r';
            SELECT count(*) FROM modelc_migrations;
            """), "modelc_migrations,planet\n0\n")
    }

    /// A migration failing on a schema changed outside modelc names the change, as on
    /// SQLite (`MigrateChangedSchemaTests`): a column added by hand is not the SQL's fault.
    func testAFailureOnASchemaChangedOutsideModelcNamesTheChange() throws {
        XCTAssertEqual(try migrate(["models/Library@1"]).status, 0)
        _ = try cluster.query(database: database, "ALTER TABLE person ADD COLUMN nickname text;")
        let outcome = try migrate(["models/Library"])
        XCTAssertEqual(outcome.status, 4, outcome.stderr)
        XCTAssertEqual(normalized(outcome.stderr), """
            error: 0002_library_v2.sql failed and was rolled back: column "nickname" of relation "person" already exists (step 3: addColumn person); \
            the database's schema is not version 1, which its history says it is at, so it was changed outside modelc: \
            unexpected column person.nickname text; \
            compare it with `modelc inspect --db 'postgres:///\(database)?host=$SOCKET&user=postgres' --model models/Library@1`; undo those changes by hand \
            (or make them a hand-written migration numbered before this one and record it with `modelc migrate resolve --applied`), then run again.

            """)
        XCTAssertEqual(try cluster.query(database: database, "SELECT max(version) FROM modelc_migrations; SELECT count(*) FROM information_schema.columns WHERE column_name = 'email'"), "1\n0\n")
    }

    func testAMissingDatabaseAndAnUnreachableServerAreDatabaseErrors() throws {
        let missing = try Modelc.run(["migrate", "--db", "postgres:///no_such_database?host=\(cluster.socketFolder.path)&user=postgres", "models/StarWars"])
        XCTAssertEqual(missing.status, 4)
        XCTAssertEqual(normalized(missing.stderr), """
            error: the server has no database named as in postgres:///no_such_database?host=$SOCKET&user=postgres; create it first (createdb), or fix the database name in the URL.

            """)
        let unreachable = try Modelc.run(["migrate", "--db", "postgres://postgres@127.0.0.1:1/app", "models/StarWars"])
        XCTAssertEqual(unreachable.status, 4)
        // The client's reason in words, not NIO's text of the attempts.
        XCTAssertTrue(unreachable.stderr.hasPrefix(
            "error: no PostgreSQL server answered for postgres://postgres@127.0.0.1:1/app (the connection was refused: no server listens there)"), unreachable.stderr)
    }

    /// PostgreSQL's bookkeeping tables come from the same column lists as SQLite's, in
    /// its own types; the statements are those modelc has always run.
    func testTheBookkeepingTablesAreWrittenFromTheSharedColumns() {
        XCTAssertEqual(PostgresHistory.createSQL, """
            CREATE TABLE IF NOT EXISTS "modelc_migrations" (
              "version" integer PRIMARY KEY,
              "name" text NOT NULL,
              "checksum" text NOT NULL,
              "applied_at" timestamptz NOT NULL DEFAULT now(),
              "duration_ms" bigint NOT NULL,
              "model_hash" text
            )
            """)
        XCTAssertEqual(PostgresHistory.table(MigrationHistory.resolutionsTableName, MigrationHistory.resolutionColumns), """
            CREATE TABLE IF NOT EXISTS "modelc_resolutions" (
              "id" bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
              "version" integer NOT NULL,
              "name" text NOT NULL,
              "action" text NOT NULL CHECK ("action" IN ('applied', 'rolled-back')),
              "checksum" text NOT NULL,
              "resolved_at" timestamptz NOT NULL DEFAULT now()
            )
            """)
    }

    func testAURLIsReadLikeLibpqReadsIt() throws {
        XCTAssertEqual(try PostgresConnectionSettings(url: "postgres://app:s%40cret@db.internal:6432/shop", environment: [:]),
                       PostgresConnectionSettings(host: "db.internal", port: 6432, user: "app", password: "s@cret", database: "shop"))
        XCTAssertEqual(try PostgresConnectionSettings(url: "postgresql:///shop", environment: ["PGHOST": "/run/pg", "PGPORT": "5433", "PGUSER": "ops", "PGPASSWORD": "pw"]),
                       PostgresConnectionSettings(host: "/run/pg", port: 5433, user: "ops", password: "pw", database: "shop"))
        XCTAssertEqual(try PostgresConnectionSettings(url: "postgres://", environment: ["USER": "me"]),
                       PostgresConnectionSettings(host: "/var/run/postgresql", port: 5432, user: "me", password: nil, database: "me"))
        XCTAssertThrowsError(try PostgresConnectionSettings(url: "mysql://x", environment: [:]))
    }
}

/// How a migration's text is cut into the statements PostgresNIO sends one by one.
final class PostgresScriptTests: ModelcTestCase {
    func testASemicolonEndsAStatementOnlyOutsideQuotesDollarQuotesAndComments() {
        let script = """
            -- step 1: a comment; with a semicolon
            CREATE TABLE "a;b" (x text DEFAULT 'it''s; fine');
            DO $modelc$ BEGIN PERFORM 1; END $modelc$;
            /* a /* nested; */ comment */ SELECT $$;$$, $1;
            -- a trailing comment;
            """
        XCTAssertEqual(PostgresScript.statements(in: script), [
            "-- step 1: a comment; with a semicolon\nCREATE TABLE \"a;b\" (x text DEFAULT 'it''s; fine')",
            "DO $modelc$ BEGIN PERFORM 1; END $modelc$",
            "/* a /* nested; */ comment */ SELECT $$;$$, $1",
        ])
    }
}
