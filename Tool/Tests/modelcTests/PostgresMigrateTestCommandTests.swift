import Foundation
import ModelcTestSupport
import XCTest

/// `modelc migrate test --db postgres://…` through the real binary: the bundled models
/// pass every path up, down and up again on the server; a failing path exits 1 with its
/// table and column; what `--db` cannot be given with is bad input; and the run leaves
/// no database behind.
final class PostgresMigrateTestCommandTests: PostgresTestCase {
    /// The databases of the cluster whose names start with `stem`.
    private func databases(startingWith stem: String) throws -> [String] {
        try cluster.query(database: "postgres", "SELECT datname FROM pg_database WHERE datname LIKE '\(stem)%' ORDER BY 1")
            .split(separator: "\n").map(String.init)
    }

    func testTheBundledModelsPassEveryPathUpDownAndUpAgainOnTheServer() throws {
        let root = try makeTemporaryDirectory(self)
        for model in ["StarWars", "Library"] {
            try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("models/\(model)"), to: root.appendingPathComponent("models/\(model)"))
            XCTAssertEqual(try Modelc.run(["migrate", "make", "models/\(model)", "--dialect", "postgres"], in: root).status, 0)
            XCTAssertEqual(try Modelc.run(["migrate", "make", "models/\(model)", "--dialect", "postgres", "--down"], in: root).status, 0)
            let scratch = "\(database)_\(model.lowercased())"
            let outcome = try Modelc.run(["migrate", "test", "models/\(model)", "--db", url(for: scratch), "--rows", "200", "--reversible"], in: root)
            XCTAssertEqual(outcome.status, 0, outcome.stdout + outcome.stderr)
            XCTAssertTrue(outcome.stdout.contains("ok   from version 1: "), outcome.stdout)
            XCTAssertEqual(try databases(startingWith: scratch), [], "every database the run made is dropped")
        }
    }

    /// A `string` declared `DATETIME` made a `date`: the generated rows hold SQLite's
    /// zone-less text (`2023-11-14 22:13:20`), which the server's `timestamptz` reads back as
    /// `2023-11-14T22:13:20.000Z`. That is the same instant, not a changed value, as it is
    /// on SQLite, where the text stays.
    func testADateTextInAnotherFormIsTheSameValueAfterTheTypeChange() throws {
        let root = try makeTemporaryDirectory(self)
        let folder = root.appendingPathComponent("models/Runs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = "model: Runs\nversion: 1\nentities:\n  Run:\n    strict: false\n    attributes:\n      id: int\n      start: { type: string, sqlType: DATETIME }\n"
        try text.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try text.replacingOccurrences(of: "version: 1", with: "version: 2").replacingOccurrences(of: "type: string, sqlType", with: "type: date, sqlType")
            .write(to: folder.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Runs", "--dialect", "postgres"], in: root).status, 0)
        let outcome = try Modelc.run(["migrate", "test", "models/Runs", "--db", url(for: database + "_runs"), "--rows", "20"], in: root)
        XCTAssertEqual(outcome.status, 0, outcome.stdout + outcome.stderr)
        XCTAssertTrue(outcome.stdout.contains("ok   from version 1: 1 migration applied, 20 rows"), outcome.stdout)
    }

    /// Found on Zotero's `PRIMARY KEY (itemTypeID, fieldID)` over nullable columns, adopted
    /// as optional key attributes of a table without STRICT: the generated rows put NULL
    /// in them, which PostgreSQL's key refuses, and the run stopped setting up version 1.
    func testOptionalKeyColumnsOfATableWithoutSTRICTGetNoNULL() throws {
        let root = try makeTemporaryDirectory(self)
        let folder = root.appendingPathComponent("models/Settings")
        try FileManager.default.copyItem(at: Repository.fixture("Models/Settings"), to: folder)
        let first = try String(contentsOf: folder.appendingPathComponent("1.yaml"), encoding: .utf8)
        try first.replacingOccurrences(of: "version: 1", with: "version: 2").replacingOccurrences(of: "      value: string?\n", with: "      value: string?\n      note: string?\n")
            .write(to: folder.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", "models/Settings", "--dialect", "postgres"], in: root).status, 0)
        let scratch = "\(database)_settings"
        let outcome = try Modelc.run(["migrate", "test", "models/Settings", "--db", url(for: scratch), "--rows", "50"], in: root)
        XCTAssertEqual(outcome.status, 0, outcome.stdout + outcome.stderr)
        XCTAssertTrue(outcome.stdout.contains("ok   from version 1: "), outcome.stdout)
    }

    func testAFailingPathExitsOneNamingTheTableAndColumn() throws {
        let project = try BlogProject(self)
        try project.writeVersion(1, attributes: ["id: int", "title: string", "slug: string"])
        try project.writeVersion(2, attributes: ["id: int", "title: string", "slug: { type: string, pattern: '^[a-z]+(-[a-z]+)*$' }"])
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog", "--dialect", "postgres"]).status, 0)
        let json = try project.modelc(["migrate", "test", "models/Blog", "--db", url(for: database + "_blog"), "--rows", "50", "--format", "json"])
        XCTAssertEqual(json.status, 1, json.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let failure = try XCTUnwrap(((report["paths"] as? [[String: Any]])?.first?["failures"] as? [[String: Any]])?.first)
        XCTAssertEqual(failure["kind"] as? String, "unreadable")
        XCTAssertEqual(failure["table"] as? String, "post")
        XCTAssertEqual(failure["column"] as? String, "slug")
    }

    func testWhatDbCannotBeGivenWithIsBadInput() throws {
        let project = try BlogProject(self)
        try project.writeVersion(1, attributes: ["id: int", "title: string"])
        try project.writeVersion(2, attributes: ["id: int", "title: string", "body: string?"])
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog"]).status, 0)
        let file = try project.modelc(["migrate", "test", "models/Blog", "--db", "app.sqlite"])
        XCTAssertEqual(file.status, 2)
        XCTAssertTrue(file.stderr.contains("--db names a server"), file.stderr)
        // Only SQLite's migrations exist: the PostgreSQL folder has none.
        let none = try project.modelc(["migrate", "test", "models/Blog", "--db", url(for: database + "_none")])
        XCTAssertEqual(none.status, 2, none.stdout + none.stderr)
        XCTAssertTrue(none.stderr.contains("--dialect postgres"), "the hint names the command that makes them: \(none.stderr)")
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog", "--dialect", "postgres"]).status, 0)
        let sample = try project.modelc(["migrate", "test", "models/Blog", "--db", url(for: database + "_x"), "--sample", "copy.sqlite"])
        XCTAssertEqual(sample.status, 2, sample.stderr)
        XCTAssertTrue(sample.stderr.contains("cannot use copy.sqlite as a sample"), "with --db, a sample is a database of that server: \(sample.stderr)")
        // A SQLite file there was looked for as a template database, and the error said so.
        try Data().write(to: project.root.appendingPathComponent("copy.sqlite"))
        let sqliteSample = try project.modelc(["migrate", "test", "models/Blog", "--db", url(for: database + "_x"), "--sample", "copy.sqlite"])
        XCTAssertEqual(sqliteSample.status, 2, sqliteSample.stderr)
        XCTAssertTrue(sqliteSample.stderr.contains("with --db the sample is a database on that server (its name, or a postgres:// URL), and this is a file"), sqliteSample.stderr)
    }

    func testAnExistingDatabaseOfSomeoneElseIsRefusedUntouched() throws {
        let project = try BlogProject(self)
        try project.writeVersion(1, attributes: ["id: int", "title: string"])
        try project.writeVersion(2, attributes: ["id: int", "title: string", "body: string?"])
        XCTAssertEqual(try project.modelc(["migrate", "make", "models/Blog", "--dialect", "postgres"]).status, 0)
        _ = try cluster.query(database: database, "CREATE TABLE precious (id int)")
        let refused = try project.modelc(["migrate", "test", "models/Blog", "--db", url])
        XCTAssertEqual(refused.status, 2, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains("was not made by modelc migrate test"), refused.stderr)
        XCTAssertEqual(try cluster.query(database: database, "SELECT count(*) FROM precious"), "0\n")
    }
}
