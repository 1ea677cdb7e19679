import Foundation
import GRDB
import Migration
import ModelcTestSupport
import XCTest

/// `modelc check` and `modelc migrate make` in a scratch project holding a copy of the
/// bundled StarWars model.
final class CheckCommandTests: ModelcTestCase {
    private var project: URL!
    private var migrations: MigrationDirectory { MigrationDirectory(path: project.appendingPathComponent("migrations/StarWars").path) }

    override func setUpWithError() throws {
        project = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("models"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("models/StarWars"),
                                         to: project.appendingPathComponent("models/StarWars"))
    }

    private func modelc(_ arguments: [String]) throws -> ProcessOutcome {
        try Modelc.run(arguments, in: project)
    }

    func testRepositoryItselfPassesCheck() throws {
        let outcome = try Modelc.run(["check"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
    }

    func testMakeWritesOneFilePerVersionAndTheSumThenNothingMore() throws {
        let made = try modelc(["migrate", "make", "models/StarWars"])
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertEqual(try migrations.files().map(\.fileName), ["0001_create_star_wars.sql", "0002_star_wars_v2.sql", "0003_star_wars_v3.sql"])
        XCTAssertEqual(try migrations.files().map(\.header.toVersion), [1, 2, 3])
        XCTAssertEqual(try migrations.files().map(\.header.fromVersion), [nil, 1, 2])
        XCTAssertEqual(try migrations.readSum(), MigrationSum(files: try migrations.files()))
        let again = try modelc(["migrate", "make", "models/StarWars"])
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(again.stdout, "migrations/StarWars is up to date: every version of StarWars has a migration\n")
        XCTAssertEqual(try modelc(["check"]).status, 0)
        let elsewhere = MigrationDirectory(path: project.appendingPathComponent("elsewhere").path)
        XCTAssertEqual(try modelc(["migrate", "make", "models/StarWars", "--dir", elsewhere.path]).status, 0)
        XCTAssertEqual(try migrations.files().map(\.text), try elsewhere.files().map(\.text), "make is deterministic")
    }

    func testNewModelVersionWithoutMigrationFailsCheckWithHowToFix() throws {
        XCTAssertEqual(try modelc(["migrate", "make", "models/StarWars"]).status, 0)
        let v3 = try String(contentsOf: project.appendingPathComponent("models/StarWars/3.yaml"), encoding: .utf8)
        try v3.replacingOccurrences(of: "version: 3", with: "version: 4")
            .replacingOccurrences(of: "      population: string?\n", with: "      population: string?\n      gravity: string?\n")
            .write(to: project.appendingPathComponent("models/StarWars/4.yaml"), atomically: true, encoding: .utf8)
        let check = try modelc(["check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.stderr, "models/StarWars/4.yaml:1:1: error: model StarWars version 4 has no migration in migrations/StarWars (run `modelc migrate make models/StarWars` and commit the new file)\n")
        let made = try modelc(["migrate", "make", "models/StarWars"])
        XCTAssertEqual(made.stdout, "wrote migrations/StarWars/0004_star_wars_v4.sql (version 3 → 4, safe)\n")
        XCTAssertEqual(try modelc(["check"]).status, 0)
    }

    func testAHintNamingAPathWithASpaceQuotesItSoItPastesIntoAShell() throws {
        let spaced = project.appendingPathComponent("my models")
        try FileManager.default.moveItem(at: project.appendingPathComponent("models"), to: spaced)
        let check = try modelc(["check", "my models/StarWars"])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stderr.contains("(run `modelc migrate make 'my models/StarWars'` and commit the new file)"), check.stderr)
        // The suggested command, pasted into a shell, is the one that fixes it.
        let shell = try RunningProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "\"$0\" migrate make 'my models/StarWars'", Modelc.executable.path], in: project)
        XCTAssertEqual(shell.status, 0, shell.stderr)
        XCTAssertEqual(try modelc(["check", "my models/StarWars"]).status, 0)
    }

    func testMigrationForAVanishedModelVersionFailsCheck() throws {
        XCTAssertEqual(try modelc(["migrate", "make", "models/StarWars"]).status, 0)
        try FileManager.default.removeItem(at: project.appendingPathComponent("models/StarWars/3.yaml"))
        let check = try modelc(["check", "--format", "json"])
        XCTAssertEqual(check.status, 1)
        assertSnapshot(of: check.stdout, named: "MigrationForAVanishedModelVersionFailsCheck.check.stdout")
    }

    func testHashAsJSONCountsTheFilesAsANumber() throws {
        XCTAssertEqual(try modelc(["migrate", "make", "models/StarWars"]).status, 0)
        let hashed = try modelc(["migrate", "hash", "models/StarWars", "--format", "json"])
        XCTAssertEqual(hashed.status, 0, hashed.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(hashed.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(report["files"] as? Int, 3)
        XCTAssertEqual(report["path"] as? String, "migrations/StarWars/modelc.sum")
        XCTAssertEqual(report["total"] as? String, try XCTUnwrap(migrations.readSum()).total.description)
    }

    func testEditedMigrationFailsCheckUntilHashed() throws {
        XCTAssertEqual(try modelc(["migrate", "make", "models/StarWars"]).status, 0)
        let name = "0002_star_wars_v2.sql"
        try migrations.write(try migrations.read(name) + "UPDATE film SET edited = release_date;\n", to: name)
        let check = try modelc(["check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.stderr, "migrations/StarWars/0002_star_wars_v2.sql:1:1: error: 0002_star_wars_v2.sql does not match its checksum in modelc.sum (if the change is deliberate, run `modelc migrate hash models/StarWars` and commit modelc.sum)\n")
        XCTAssertEqual(try modelc(["migrate", "hash", "models/StarWars"]).status, 0)
        XCTAssertEqual(try modelc(["check"]).status, 0)
    }

    func testUnapprovedDestructiveStepFailsCheckAndApprovalPasses() throws {
        XCTAssertEqual(try modelc(["migrate", "make", "models/StarWars"]).status, 0)
        let v3 = try String(contentsOf: project.appendingPathComponent("models/StarWars/3.yaml"), encoding: .utf8)
        try v3.replacingOccurrences(of: "version: 3", with: "version: 4")
            .replacingOccurrences(of: "      population: string?\n", with: "")
            .write(to: project.appendingPathComponent("models/StarWars/4.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "make", "models/StarWars"]).status, 0)
        let check = try modelc(["check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.stderr, "migrations/StarWars/0004_star_wars_v4.sql:7:1: error: 0004_star_wars_v4.sql has a destructive step that is not approved: dropColumn planet: \"population\" is not in the new \"planet\": the column and its data are dropped (after review, add the line `-- approved: destructive` to the file; approval lines are not part of the checksum, so this works after the migration was applied too)\n")

        let name = "0004_star_wars_v4.sql"
        try migrations.write(try migrations.read(name).replacingOccurrences(of: "-- modelc:data begin", with: "-- approved: destructive\n-- modelc:data begin"), to: name)
        XCTAssertEqual(try modelc(["migrate", "hash", "models/StarWars"]).status, 0)
        let approved = try modelc(["check"])
        XCTAssertEqual(approved.status, 0, approved.stderr)

        let database = project.appendingPathComponent("app.sqlite").path
        let migrate = try modelc(["migrate", "--db", database, "models/StarWars"])
        XCTAssertEqual(migrate.status, 0, "approved file applies without --allow-destructive: \(migrate.stderr)")
    }

    func testRegenerateRewritesAStaleMigrationAndKeepsTheDataSection() throws {
        XCTAssertEqual(try modelc(["migrate", "make", "models/StarWars"]).status, 0)
        let name = "0003_star_wars_v3.sql"
        let dataStep = "UPDATE planet SET climate = 'unknown' WHERE climate IS NULL;"
        try migrations.write(try migrations.read(name).replacingOccurrences(of: "-- modelc:data end", with: dataStep + "\n-- modelc:data end"), to: name)
        XCTAssertEqual(try modelc(["migrate", "hash", "models/StarWars"]).status, 0)
        let v3URL = project.appendingPathComponent("models/StarWars/3.yaml")
        try (try String(contentsOf: v3URL, encoding: .utf8)).replacingOccurrences(of: "      language: string?\n", with: "      language: string?\n      designation: string?\n")
            .write(to: v3URL, atomically: true, encoding: .utf8)
        let stale = try modelc(["check"])
        XCTAssertEqual(stale.status, 1)
        XCTAssertEqual(stale.stderr, "migrations/StarWars/0003_star_wars_v3.sql:1:1: error: 0003_star_wars_v3.sql was made from an earlier text of model version 3, which has changed since (if the migration is not applied anywhere yet, run `modelc migrate make --regenerate models/StarWars`; otherwise put the change in a new model version)\n")
        let regenerated = try modelc(["migrate", "make", "models/StarWars", "--regenerate"])
        XCTAssertEqual(regenerated.status, 0, regenerated.stderr)
        XCTAssertEqual(regenerated.stdout, "rewrote migrations/StarWars/0003_star_wars_v3.sql (version 2 → 3, dataDependent)\n")
        let text = try migrations.read(name)
        assertSnapshot(of: text, named: "RegenerateRewritesAStaleMigrationAndKeepsTheDataSection.text")
        XCTAssertEqual(try modelc(["check"]).status, 0)
        let database = project.appendingPathComponent("app.sqlite").path
        XCTAssertEqual(try modelc(["migrate", "--db", database, "models/StarWars"]).status, 0)
    }

    func testMigrationThatDoesNotProduceTheModelIsRolledBackWithTheDifference() throws {
        XCTAssertEqual(try modelc(["migrate", "make", "models/StarWars"]).status, 0)
        let name = "0002_star_wars_v2.sql"
        try migrations.write(try migrations.read(name).replacingOccurrences(of: "CREATE UNIQUE INDEX \"uq_species_name\" ON \"species\" (\"name\");", with: ""), to: name)
        XCTAssertEqual(try modelc(["migrate", "hash", "models/StarWars"]).status, 0)
        let database = project.appendingPathComponent("app.sqlite").path
        let outcome = try modelc(["migrate", "--db", database, "models/StarWars"])
        XCTAssertEqual(outcome.status, 4)
        XCTAssertEqual(outcome.stderr, "error: 0002_star_wars_v2.sql was rolled back: the resulting schema differs from the model: table `species`: index `uq_species_name` is in the model but not in the database; make the migration's SQL produce the model version, or regenerate it with `modelc migrate make models/StarWars --regenerate`.\n")
        XCTAssertEqual(try MigrationHistory.read(databaseAt: database).map(\.version), [1], "0001 stays committed, 0002 left no trace")
        XCTAssertFalse(try DatabaseQueue(path: database).read { try $0.tableExists("species") })
    }

    func testGeneratedDataDependentStepRefusesWithTheCountOfOffendingRowsAndChangesNothing() throws {
        let v3 = try String(contentsOf: project.appendingPathComponent("models/StarWars/3.yaml"), encoding: .utf8)
        try v3.replacingOccurrences(of: "version: 3", with: "version: 4")
            .replacingOccurrences(of: "      height: string?\n", with: "      height: string\n")
            .write(to: project.appendingPathComponent("models/StarWars/4.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try modelc(["migrate", "make", "models/StarWars"]).status, 0)
        XCTAssertEqual(try migrations.files().last?.header.overallSafety, .dataDependent)
        let database = project.appendingPathComponent("app.sqlite").path
        XCTAssertEqual(try modelc(["migrate", "--db", database, "models/StarWars@3"]).status, 0)
        try DatabaseQueue(path: database).write { db in
            try db.execute(sql: "INSERT INTO person (id, name, height) VALUES (1, 'Luke', '172'), (2, 'Leia', NULL), (3, 'Han', NULL)")
        }
        let before = try fileBytes(database)
        let refused = try modelc(["migrate", "--db", database, "models/StarWars"])
        XCTAssertEqual(refused.status, 3)
        XCTAssertEqual(refused.stderr, "error: 0004_star_wars_v4.sql refused: 2 rows would fail: rows of \"person\" where \"height\" IS NULL must be 0 (e.g. \"id\" = 2; \"id\" = 3); fill those NULLs in a hand-written migration numbered before this one, or give \"height\" a default in the model (the rebuild then fills them with it), then run again (it was not applied).\n")
        XCTAssertEqual(try fileBytes(database), before)

        try DatabaseQueue(path: database).write { try $0.execute(sql: "UPDATE person SET height = 'unknown' WHERE height IS NULL") }
        let applied = try modelc(["migrate", "--db", database, "models/StarWars"])
        XCTAssertEqual(applied.status, 0, applied.stderr)
        XCTAssertEqual(try DatabaseQueue(path: database).read { try String.fetchAll($0, sql: "SELECT height FROM person ORDER BY id") }, ["172", "unknown", "unknown"])
    }

    func testPoint10CheckReportsEveryBadlyNamedFile() throws {
        XCTAssertEqual(try modelc(["migrate", "make", "models/StarWars"]).status, 0)
        try migrations.write("SELECT 1;\n", to: "add people.sql")
        try migrations.write("SELECT 1;\n", to: "12_short.sql")
        try migrations.write("SELECT 1;\n", to: "0002_twice.sql")
        let check = try modelc(["check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.stderr, """
            migrations/StarWars/0002_twice.sql:1:1: error: number 2 is also used by 0002_star_wars_v2.sql; renumber one of them (rename or remove the file)
            migrations/StarWars/12_short.sql:1:1: error: a migration file must be named NNNN_slug.sql (four or more digits, then letters, digits, _ or -) (rename or remove the file)
            migrations/StarWars/add people.sql:1:1: error: a migration file must be named NNNN_slug.sql (four or more digits, then letters, digits, _ or -) (rename or remove the file)

            """)
        let json = try modelc(["check", "--format", "json"])
        let problems = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [Any])
        XCTAssertGreaterThanOrEqual(problems.count, 3, json.stdout)
    }

    /// A second file of a number that sorts first (`0002_aaa.sql`) is read instead of the
    /// one the sum lists: that one is there, and was called missing, with a hint (`migrate
    /// hash`) that refuses while two files share a number.
    func testAFileLeftOutForItsNumberIsNotCalledMissing() throws {
        XCTAssertEqual(try modelc(["migrate", "make", "models/StarWars"]).status, 0)
        try migrations.write("SELECT 1;\n", to: "0002_aaa.sql")
        let check = try modelc(["check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stderr.contains("number 2 is also used by 0002_aaa.sql; renumber one of them"), check.stderr)
        XCTAssertFalse(check.stderr.contains("which is missing"), check.stderr)
    }

    func testPoint10MigrationHeadersNameTheIndexOfAnIndexStep() throws {
        XCTAssertEqual(try modelc(["migrate", "make", "models/StarWars"]).status, 0)
        let header = try migrations.files()[0].header
        let indexSteps = header.steps.filter { $0.summary.hasPrefix("createIndex") }
        XCTAssertEqual(indexSteps.map(\.summary), [
            #"createIndex "idx_film_release_date" on "film": index of the new table "film""#,
            #"createIndex "idx_person_homeworld_id" on "person": index of the new table "person""#,
            #"createIndex "idx_person_name" on "person": index of the new table "person""#,
            #"createIndex "uq_planet_name" on "planet": index of the new table "planet""#,
            #"createIndex "idx_film_characters_person_id" on "film_characters": index of the new table "film_characters""#,
            #"createIndex "idx_film_planets_planet_id" on "film_planets": index of the new table "film_planets""#,
        ], "each index line names its index and table, and no two read the same")
    }

    func testDiffFormatsAndExitCode() throws {
        let text = try modelc(["diff", "models/StarWars@1", "models/StarWars@2"])
        XCTAssertEqual(text.status, 0)
        assertSnapshot(of: text.stdout, named: "DiffFormatsAndExitCode.text.stdout")
        let json = try modelc(["diff", "models/StarWars@1", "models/StarWars@2", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        XCTAssertEqual((object?["steps"] as? [Any])?.count, 4, json.stdout)
        let sql = try modelc(["diff", "models/StarWars@1", "models/StarWars@2", "--format", "sql"])
        assertSnapshot(of: sql.stdout, named: "DiffFormatsAndExitCode.sql.stdout")
        XCTAssertEqual(try modelc(["diff", "models/StarWars@1", "models/StarWars@2", "--exit-code"]).status, 1)
        XCTAssertEqual(try modelc(["diff", "models/StarWars@2", "models/StarWars@2", "--exit-code"]).status, 0)
        XCTAssertEqual(try modelc(["diff", "models/StarWars@1"]).status, 2, "one side only is a usage error: invalid arguments exit 2")
    }
}
