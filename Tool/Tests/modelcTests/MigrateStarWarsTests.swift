import Foundation
import GRDB
import Migration
import ModelcTestSupport
import ModelKit
import XCTest

/// The bundled StarWars model and its committed migrations, applied as a user would.
final class MigrateStarWarsTests: ModelcTestCase {
    private var database: String!

    override func setUpWithError() throws {
        database = try makeTemporaryDirectory(self).appendingPathComponent("starwars.sqlite").path
    }

    private func modelc(_ arguments: [String]) throws -> ProcessOutcome {
        try Modelc.run(arguments)
    }

    func testBundledStarWarsMigratesOneToTwoToThreeKeepingData() throws {
        let first = try modelc(["migrate", "--db", database, "models/StarWars@1"])
        XCTAssertEqual(first.status, 0, first.stderr)
        let queue = try DatabaseQueue(path: database)
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO planet (id, name, climate, rotation_period) VALUES (1, 'Tatooine', 'arid', 23), (2, 'Alderaan', NULL, NULL), (3, 'Ærø ✓ ''quoted''', 'temperate', 0);
                INSERT INTO person (id, name, height, gender, homeworld_id) VALUES (1, 'Luke Skywalker', '172', 'male', 1), (2, 'Leia Organa', NULL, 'female', 2), (3, 'R2-D2', '96', 'n/a', NULL);
                INSERT INTO film (id, title, episode_id, opening_crawl, director, release_date)
                VALUES (1, 'A New Hope', 4, 'It is a period of civil war.' || char(10) || 'Rebel spaceships…', 'George Lucas', '1977-05-25T00:00:00.000Z');
                INSERT INTO film_characters (film_id, person_id) VALUES (1, 1), (1, 2), (1, 3);
                INSERT INTO film_planets (film_id, planet_id) VALUES (1, 1), (1, 2);
                """)
        }
        try queue.close()

        let second = try modelc(["migrate", "--db", database, "models/StarWars@2"])
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(normalizedOutput(second.stdout), "applied 0002_star_wars_v2.sql: 4 steps: 4 safe, 0 dataDependent, 0 destructive (<duration>)\n$TMP/starwars.sqlite is at model version 2\n")
        try DatabaseQueue(path: database).write { db in
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT episode FROM film WHERE id = 1"), 4, "renamed column carries its data")
            try db.execute(sql: "INSERT INTO species (id, name, classification) VALUES (1, 'Human', 'mammal'), (2, 'Droid', NULL)")
        }

        let third = try modelc(["migrate", "--db", database, "models/StarWars"])
        XCTAssertEqual(third.status, 0, third.stderr)
        XCTAssertEqual(normalizedOutput(third.stdout), "applied 0003_star_wars_v3.sql: 5 steps: 4 safe, 1 dataDependent, 0 destructive (<duration>)\n$TMP/starwars.sqlite is at model version 3\n")

        let reopened = try DatabaseQueue(path: database)
        try reopened.read { db in
            XCTAssertEqual(try MigrationHistory.entries(db).map(\.version), [1, 2, 3])
            let planets = try Row.fetchAll(db, sql: "SELECT id, name, climate, rotation_period, typeof(rotation_period) AS t FROM planet ORDER BY id")
            XCTAssertEqual(planets.map { $0["name"] as String }, ["Tatooine", "Alderaan", "Ærø ✓ 'quoted'"])
            XCTAssertEqual(planets.map { $0["climate"] as String? }, ["arid", nil, "temperate"])
            XCTAssertEqual(planets.map { $0["rotation_period"] as Double? }, [23, nil, 0], "int → double converted")
            XCTAssertEqual(planets.map { $0["t"] as String }, ["real", "null", "real"])
            XCTAssertEqual(try String.fetchAll(db, sql: "SELECT name FROM person ORDER BY id"), ["Luke Skywalker", "Leia Organa", "R2-D2"])
            XCTAssertEqual(try Int?.fetchAll(db, sql: "SELECT homeworld_id FROM person ORDER BY id"), [1, 2, nil], "child rows of the rebuilt planet table keep their keys")
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM film_planets"), 2, "no cascade from the planet rebuild")
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM film_characters"), 3)
            XCTAssertEqual(try String.fetchOne(db, sql: "SELECT opening_crawl FROM film"), "It is a period of civil war.\nRebel spaceships…")
            XCTAssertEqual(try String.fetchAll(db, sql: "SELECT name FROM species ORDER BY id"), ["Human", "Droid"])
        }
        let drift = try modelc(["diff", "--from-db", database, "models/StarWars", "--exit-code"])
        XCTAssertEqual(drift.status, 0, "migrated database equals the compiled model: \(drift.stdout)")
        XCTAssertEqual(try Drift.differences(databaseAt: database, model: try loadStarWars()), [])
    }

    func testEveryBundledModelMigratesFromNothingToItsCurrentVersionWithItsCommittedMigrations() throws {
        for model in ["StarWars", "Library"] {
            let path = database + "." + model
            let outcome = try modelc(["migrate", "--db", path, "models/\(model)"])
            XCTAssertEqual(outcome.status, 0, "\(model): \(outcome.stderr) (if the compiler or planner changed, regenerate with `rm -r migrations/\(model) && modelc migrate make models/\(model)`)")
            let diff = try modelc(["diff", "--from-db", path, "models/\(model)", "--exit-code"])
            XCTAssertEqual(diff.status, 0, diff.stdout)
        }
    }

    func testDatabaseNotMatchingTheModelShowsDrift() throws {
        XCTAssertEqual(try modelc(["migrate", "--db", database, "models/StarWars@2"]).status, 0)
        let differences = try Drift.differences(databaseAt: database, model: try loadStarWars())
        XCTAssertFalse(differences.isEmpty)
        XCTAssertTrue(differences.contains { $0.table == "person_species" }, "\(differences)")
        let diff = try modelc(["diff", "--from-db", database, "models/StarWars", "--exit-code"])
        XCTAssertEqual(diff.status, 1)
        assertSnapshot(of: normalizedOutput(diff.stdout), named: "DatabaseNotMatchingTheModelShowsDrift.diff.stdout")

        let inspect = try modelc(["inspect", "--db", database, "--model", "models/StarWars"])
        XCTAssertEqual(inspect.status, 1, inspect.stderr)
        XCTAssertTrue(inspect.stdout.hasPrefix("\(database!) differs from StarWars version 3:\n"), inspect.stdout)
        assertSnapshot(of: normalizedOutput(inspect.stdout), named: "DatabaseNotMatchingTheModelShowsDrift.inspect.stdout")
        // Its history is at version 2 with version 3's migration pending: said, with both ways on.
        XCTAssertTrue(inspect.stdout.hasSuffix(
            "\nnote: \(database!) is at StarWars version 2 by its migration history, and 1 migration is pending (0003_star_wars_v3.sql): "
                + "run `modelc migrate --db \(database!) models/StarWars` to bring it to version 3, or compare with the version it is at: `--model models/StarWars@2`\n"),
            inspect.stdout)
        let matching = try modelc(["inspect", "--db", database, "--model", "models/StarWars@2"])
        XCTAssertEqual(matching.status, 0, matching.stdout)
        XCTAssertEqual(matching.stdout, "\(database!) matches StarWars version 2\n")
    }

    /// A schema that already matches while the history is behind (a pending file that
    /// changes no table, or a change made by hand) matches, and the note says so.
    func testAMatchingDatabaseWhoseHistoryIsBehindGetsTheNote() throws {
        XCTAssertEqual(try modelc(["migrate", "--db", database, "models/StarWars"]).status, 0)
        try DatabaseQueue(path: database).write { db in try db.execute(sql: "DELETE FROM modelc_migrations WHERE version = 3") }
        let inspect = try modelc(["inspect", "--db", database, "--model", "models/StarWars"])
        XCTAssertEqual(inspect.status, 0, inspect.stderr)
        XCTAssertTrue(inspect.stdout.hasPrefix("\(database!) matches StarWars version 3\nnote: \(database!) is at StarWars version 2 by its migration history, and 1 migration is pending (0003_star_wars_v3.sql)"), inspect.stdout)
    }

    func testADatabaseAtTheNewestVersionChangedByHandIsDriftWithoutAPendingNote() throws {
        XCTAssertEqual(try modelc(["migrate", "--db", database, "models/StarWars"]).status, 0)
        try DatabaseQueue(path: database).write { db in try db.execute(sql: "ALTER TABLE planet ADD COLUMN notes TEXT") }
        let inspect = try modelc(["inspect", "--db", database, "--model", "models/StarWars"])
        XCTAssertEqual(inspect.status, 1, inspect.stderr)
        XCTAssertTrue(inspect.stdout.contains("notes"), inspect.stdout)
        XCTAssertFalse(inspect.stdout.contains("note:"), "nothing is pending: \(inspect.stdout)")
    }

    func testInspectListsTheAppliedHistory() throws {
        XCTAssertEqual(try modelc(["migrate", "--db", database, "models/StarWars@2"]).status, 0)
        let inspect = try modelc(["inspect", "--db", database])
        XCTAssertEqual(inspect.status, 0, inspect.stderr)
        assertSnapshot(of: normalizedOutput(inspect.stdout), named: "InspectListsTheAppliedHistory.inspect.stdout")
        let json = try modelc(["inspect", "--db", database, "--format", "json"])
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let history = try XCTUnwrap(report["history"] as? [[String: Any]])
        XCTAssertEqual(history.compactMap { $0["version"] as? Int }, [1, 2])
    }

    func testBaselineRecordsHistoryForAMatchingLegacyDatabaseThenMigratesOnward() throws {
        try createLegacyDatabase(version: 2)
        let baseline = try modelc(["migrate", "baseline", "--db", database, "--model", "models/StarWars@2"])
        XCTAssertEqual(baseline.status, 0, baseline.stderr)
        XCTAssertEqual(try MigrationHistory.read(databaseAt: database).map(\.version), [1, 2])
        let migrate = try modelc(["migrate", "--db", database, "models/StarWars"])
        XCTAssertEqual(migrate.status, 0, migrate.stderr)
        XCTAssertEqual(migrate.stdout.split(separator: "\n").count, 2, migrate.stdout)
        XCTAssertTrue(migrate.stdout.hasPrefix("applied 0003_star_wars_v3.sql: "), migrate.stdout)
        XCTAssertTrue(migrate.stdout.hasSuffix(" is at model version 3\n"), migrate.stdout)
        XCTAssertEqual(try MigrationHistory.read(databaseAt: database).map(\.version), [1, 2, 3])
    }

    func testVersionedMigrateOfAnUnrecordedDatabaseSuggestsBaseline() throws {
        try createLegacyDatabase(version: 3)
        let outcome = try modelc(["migrate", "--db", database, "models/StarWars"])
        XCTAssertEqual(outcome.status, 4)
        XCTAssertEqual(outcome.stderr, "error: 0001_create_star_wars.sql failed and was rolled back: table \"film\" already exists (the database has tables but no modelc history: if it predates modelc, adopt it with `modelc migrate baseline --db \(database!) --model models/StarWars`); if it does not predate modelc, fix the SQL of the migration and run again.\n")
        XCTAssertEqual(try MigrationHistory.read(databaseAt: database), [])
        // The hint runs as written.
        let start = try XCTUnwrap(outcome.stderr.range(of: "adopt it with `")).upperBound
        let hint = outcome.stderr[start...].prefix { $0 != "`" }.split(separator: " ").map(String.init)
        let baselined = try modelc(Array(hint.dropFirst()))
        XCTAssertEqual(baselined.status, 0, baselined.stdout + baselined.stderr)
        XCTAssertEqual(try modelc(["migrate", "--db", database, "models/StarWars"]).status, 0)
    }

    /// A database adopted as version 1 of a model that has grown since: the failed first
    /// migration's hint names `baseline` without a version, and it runs as written, at
    /// the version whose schema the database has (it refused, comparing version 3, and
    /// its own hint did not say which version to name: Chinook's adoption did this).
    func testTheBaselineHintRunsAsWrittenOnADatabaseAtAnEarlierVersion() throws {
        try createLegacyDatabase(version: 1)
        let outcome = try modelc(["migrate", "--db", database, "models/StarWars"])
        XCTAssertEqual(outcome.status, 4)
        let start = try XCTUnwrap(outcome.stderr.range(of: "adopt it with `")).upperBound
        let hint = outcome.stderr[start...].prefix { $0 != "`" }.split(separator: " ").map(String.init)
        XCTAssertEqual(hint, ["modelc", "migrate", "baseline", "--db", database, "--model", "models/StarWars"])
        let baselined = try modelc(Array(hint.dropFirst()))
        XCTAssertEqual(baselined.status, 0, baselined.stderr)
        XCTAssertEqual(baselined.stdout, """
            \(database!) has the schema of model version 1, not of the current version 3: its migrations are recorded; `modelc migrate` applies the rest
            recorded 0001_create_star_wars.sql as applied

            """)
        XCTAssertEqual(try MigrationHistory.read(databaseAt: database).map(\.version), [1])
        let migrated = try modelc(["migrate", "--db", database, "models/StarWars"])
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertTrue(migrated.stdout.hasSuffix(" is at model version 3\n"), migrated.stdout)
    }

    /// Drift of a database without history from the current version says which earlier
    /// version it is exactly, and how to adopt it from there; its commands run as written.
    func testDriftOfAnUnrecordedDatabaseAtAnEarlierVersionSaysWhichVersion() throws {
        try createLegacyDatabase(version: 1)
        let drift = try modelc(["inspect", "--db", database, "--model", "models/StarWars"])
        XCTAssertEqual(drift.status, 1, drift.stderr)
        let note = try XCTUnwrap(drift.stdout.split(separator: "\n").last)
        XCTAssertEqual(note, "note: \(database!) has no migration history, and its schema is exactly StarWars version 1's: "
                       + "`modelc migrate baseline --db \(database!) --model models/StarWars@1` records that, "
                       + "then `modelc migrate --db \(database!) models/StarWars` brings it to version 3")
        for command in note.split(separator: "`").enumerated().filter({ $0.offset % 2 == 1 }).map(\.element) {
            let outcome = try modelc(command.split(separator: " ").dropFirst().map(String.init))
            XCTAssertEqual(outcome.status, 0, "\(command): \(outcome.stderr)")
        }
        XCTAssertEqual(try modelc(["inspect", "--db", database, "--model", "models/StarWars"]).status, 0)
        // A database that is no version's gets no such note.
        let other = try makeTemporaryDirectory(self).appendingPathComponent("other.sqlite").path
        try DatabaseQueue(path: other).write { try $0.execute(sql: "CREATE TABLE legacy (id INTEGER PRIMARY KEY)") }
        let unrelated = try modelc(["inspect", "--db", other, "--model", "models/StarWars"])
        XCTAssertEqual(unrelated.status, 1)
        XCTAssertFalse(unrelated.stdout.contains("note:"), unrelated.stdout)
    }

    func testAnUnrecordedDatabaseOfOtherTablesIsRolledBackWithTheBaselineHintAndAShortList() throws {
        // Twelve tables the model does not name, none in the way of its own: the first
        // migration runs, and its verification finds them all.
        let queue = try DatabaseQueue(path: database)
        try queue.write { db in
            for number in 1...12 { try db.execute(sql: "CREATE TABLE legacy_\(number) (id INTEGER PRIMARY KEY)") }
        }
        let outcome = try modelc(["migrate", "--db", database, "models/StarWars"])
        XCTAssertEqual(outcome.status, 4, outcome.stderr)
        XCTAssertTrue(outcome.stderr.hasPrefix("error: 0001_create_star_wars.sql was rolled back: the resulting schema differs from the model: table `legacy_1` is in the database but not in the model"), outcome.stderr)
        let baseline = "`modelc migrate baseline --db \(database!) --model models/StarWars`"
        XCTAssertTrue(outcome.stderr.contains("; and 7 more (the database has tables but no modelc history: if it predates modelc, adopt it with \(baseline)); adopt the database with \(baseline), or list the tables the model does not manage under unmanaged:.\n"), outcome.stderr)
        XCTAssertEqual(try MigrationHistory.read(databaseAt: database), [])
        XCTAssertEqual(try queue.read { db in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE name NOT LIKE 'legacy%'") }, [], "rolled back")
    }

    func testBaselineOfADatabaseWithADamagedTableIsRefusedAndRecordsNothing() throws {
        try createLegacyDatabase(version: 3)
        // Enough rows that `planet` has pages of its own, then its root page overwritten:
        // the schema still reads, the table does not.
        let (root, pageSize) = try DatabaseQueue(path: database).write { db -> (Int, Int) in
            for number in 1...400 { try db.execute(sql: "INSERT INTO planet (id, name) VALUES (?, ?)", arguments: [number, "Planet \(number)"]) }
            return (try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'planet'")!, try Int.fetchOne(db, sql: "PRAGMA page_size")!)
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: database))
        try handle.seek(toOffset: UInt64((root - 1) * pageSize))
        handle.write(Data(repeating: 0x5A, count: pageSize))
        try handle.close()
        let baseline = try modelc(["migrate", "baseline", "--db", database, "--model", "models/StarWars@3"])
        XCTAssertEqual(baseline.status, 4, baseline.stdout + baseline.stderr)
        XCTAssertTrue(baseline.stderr.hasPrefix("error: database `") && baseline.stderr.contains("starwars.sqlite` is damaged ("), baseline.stderr)
        XCTAssertEqual(try DatabaseQueue(path: database).read { db in try db.tableExists("modelc_migrations") }, false, "nothing recorded")
    }

    func testBaselineOfADatabaseAtAnotherVersionIsRefusedAndWritesNothing() throws {
        try createLegacyDatabase(version: 1)
        let before = try fileBytes(database)
        let baseline = try modelc(["migrate", "baseline", "--db", database, "--model", "models/StarWars@2"])
        XCTAssertEqual(baseline.status, 3)
        XCTAssertEqual(baseline.stderr, "error: the schema of \(database!) is not model version 2, so it was not baselined: table `film`: column `edited` is in the model but not in the database; table `film`: column `episode` is in the model but not in the database; table `film`: column `episode_id` is in the database but not in the model; table `species` is in the model but not in the database; baseline the version the database is at, or bring the database to this one (`modelc inspect --db \(database!) --model models/StarWars@2` lists what differs).\n")
        // The command the hint names runs as written, and lists those differences.
        let inspect = try modelc(["inspect", "--db", database, "--model", "models/StarWars@2"])
        XCTAssertEqual(inspect.status, 1, inspect.stderr)
        XCTAssertTrue(inspect.stdout.contains("table `species` is in the model but not in the database"), inspect.stdout)
        let json = try modelc(["migrate", "baseline", "--db", database, "--model", "models/StarWars@2", "--format", "json"])
        XCTAssertTrue(json.stdout.contains("\"path\" : \"\(database!)\""), json.stdout)
        XCTAssertEqual(try fileBytes(database), before)
    }

    /// A second baseline is refused with the database named, in the sentence and in the
    /// JSON error's `path`, as every other refusal names it.
    func testASecondBaselineIsRefusedNamingTheDatabase() throws {
        try createLegacyDatabase(version: 1)
        let first = try modelc(["migrate", "baseline", "--db", database, "--model", "models/StarWars@1"])
        XCTAssertEqual(first.status, 0, first.stderr)
        let before = try fileBytes(database)
        let again = try modelc(["migrate", "baseline", "--db", database, "--model", "models/StarWars@1"])
        XCTAssertEqual(again.status, 3)
        XCTAssertEqual(again.stderr, "error: \(database!) already has migration history (last: 0001_create_star_wars.sql), so it was not baselined; baselining adopts a database once; use `modelc migrate` to apply what is pending.\n")
        let json = try modelc(["migrate", "baseline", "--db", database, "--model", "models/StarWars@1", "--format", "json"])
        XCTAssertTrue(json.stdout.contains("\"path\" : \"\(database!)\""), json.stdout)
        XCTAssertEqual(try fileBytes(database), before)
    }

    func testDeclarativeModeBringsALiveDatabaseToTheModelUsingRenameHints() throws {
        // A database of version 1's schema without modelc's history, as declarative mode takes.
        try createLegacyDatabase(version: 1)
        try DatabaseQueue(path: database).write { db in
            try db.execute(sql: "INSERT INTO film (id, title, episode_id, director, release_date) VALUES (1, 'A New Hope', 4, 'George Lucas', '1977-05-25T00:00:00.000Z')")
        }
        let dry = try modelc(["migrate", "--db", database, "--model", "models/StarWars", "--dry-run"])
        XCTAssertEqual(dry.status, 0, dry.stderr)
        assertSnapshot(of: dry.stdout, named: "DeclarativeModeBringsALiveDatabaseToTheModelUsingRenameHints.dry.stdout")
        let apply = try modelc(["migrate", "--db", database, "--model", "models/StarWars"])
        XCTAssertEqual(apply.status, 0, apply.stderr)
        XCTAssertEqual(try DatabaseQueue(path: database).read { try Int.fetchOne($0, sql: "SELECT episode FROM film") }, 4)
        XCTAssertEqual(try Drift.differences(databaseAt: database, model: try loadStarWars()), [])
        let again = try modelc(["migrate", "--db", database, "--model", "models/StarWars"])
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(normalizedOutput(again.stdout), "$TMP/starwars.sqlite is up to date at model version 3; nothing to apply\n")
    }

    /// A database the migration files brought to version 1: declarative mode would move
    /// its schema to version 3 beside its history, and the next `modelc migrate` would
    /// apply 0002 over tables already there ("table already exists", exit 4). Refused,
    /// nothing changed; the files take it there.
    func testDeclarativeModeRefusesADatabaseWhoseHistoryLeadsElsewhere() throws {
        XCTAssertEqual(try modelc(["migrate", "--db", database, "models/StarWars@1"]).status, 0)
        let before = try fileBytes(database)
        XCTAssertEqual(try modelc(["migrate", "--db", database, "--model", "models/StarWars", "--dry-run"]).status, 3, "a dry run says so too")
        let refused = try modelc(["migrate", "--db", database, "--model", "models/StarWars", "--format", "json"])
        XCTAssertEqual(refused.status, 3, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("has modelc's migration history (last 0001_create_star_wars.sql), which leads to another version than StarWars version 3 (declarative)"), refused.stderr)
        XCTAssertTrue(refused.stdout.contains(#""code" : "history-not-declarative""#), refused.stdout)
        XCTAssertEqual(try fileBytes(database), before)
        XCTAssertEqual(try modelc(["migrate", "--db", database, "models/StarWars"]).status, 0, "the files take it on")
        let again = try modelc(["migrate", "--db", database, "--model", "models/StarWars"])
        XCTAssertEqual(again.status, 0, "a history that leads to the model's version is no obstacle: \(again.stderr)")
    }

    func testDeclarativeModeRefusesToDropATableWithoutTheFlag() throws {
        XCTAssertEqual(try modelc(["migrate", "--db", database, "models/StarWars"]).status, 0)
        try DatabaseQueue(path: database).write { try $0.execute(sql: "CREATE TABLE scratch (id INTEGER PRIMARY KEY, note TEXT) STRICT; INSERT INTO scratch (note) VALUES ('keep me')") }
        let before = try fileBytes(database)
        let refused = try modelc(["migrate", "--db", database, "--model", "models/StarWars"])
        XCTAssertEqual(refused.status, 3)
        XCTAssertEqual(refused.stderr, "error: StarWars version 3 (declarative) loses data (dropTable scratch: \"scratch\" is not in the new schema: the table and all its rows are dropped (no rename hint names it) (1 row of \"scratch\")); it was not applied; pass --allow-destructive to apply it, or change the model so that it keeps the data.\n")
        XCTAssertEqual(try fileBytes(database), before)
    }

    private func createLegacyDatabase(version: Int) throws {
        let compiled = try modelc(["compile", "models/StarWars@\(version)"])
        XCTAssertEqual(compiled.status, 0, compiled.stderr)
        try DatabaseQueue(path: database).write { try $0.execute(sql: compiled.stdout) }
    }

    private func loadStarWars() throws -> Model {
        try ModelLoader.load(reference: Repository.root.appendingPathComponent("models/StarWars").path)
    }
}
