import Foundation
import ModelcTestSupport
import XCTest

final class ValidateCommandTests: ModelcTestCase {
    func testEveryBundledModelValidates() throws {
        let outcome = try Modelc.run(["validate", "models/StarWars", "models/Library"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(outcome.stdout, """
            models/StarWars: ok (StarWars, 3 versions)
            models/Library: ok (Library, 2 versions)

            """)
    }

    func testBrokenModelExitsTwoWithOneLinePerProblemAtTheOffendingKey() throws {
        let directory = try makeTemporaryDirectory(self)
        let file = directory.appendingPathComponent("1.yaml")
        try """
            model: Shop
            version: 1
            entities:
              Order:
                attributes:
                  id: int
                  total: { type: decimel }
                  note: { type: string, optinal: true }
            """.write(to: file, atomically: true, encoding: .utf8)
        let outcome = try Modelc.run(["validate", file.path])
        XCTAssertEqual(outcome.status, 2)
        let lines = outcome.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, outcome.stderr)
        XCTAssertEqual(lines.first, "\(file.path):7:22: error: unknown type `decimel` (did you mean `decimal`?)")
        XCTAssertEqual(lines.last, "\(file.path):8:29: error: unknown key `optinal` in attribute `note` (did you mean `optional`?)")
    }

    func testMissingPathIsOneClearSentence() throws {
        let outcome = try Modelc.run(["validate", "models/NoSuchModel"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr, "models/NoSuchModel:1:1: error: no such file or folder (pass a model folder such as `models/Library` or a model file)\n")
    }

    func testFolderOfModelsIsRejectedWithAHintNamingOne() throws {
        let outcome = try Modelc.run(["validate", "models"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr, "models:1:1: error: no model versions in this folder (this looks like a folder of models; pass one of them, e.g. `models/Library`)\n")
    }

    // MARK: - Views, triggers and storage options

    private static let invalidModels = Repository.tool.appendingPathComponent("Tests/Fixtures/InvalidModels")

    /// The first line `modelc validate` prints for a fixture, which must be its only line.
    private func validationError(_ fixture: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let path = Self.invalidModels.appendingPathComponent(fixture).path
        let outcome = try Modelc.run(["validate", path])
        XCTAssertEqual(outcome.status, 2, outcome.stderr, file: file, line: line)
        XCTAssertEqual(outcome.stdout, "", file: file, line: line)
        let lines = outcome.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 1, outcome.stderr, file: file, line: line)
        return (lines.first ?? "").replacingOccurrences(of: path, with: fixture)
    }

    func testViewWhoseSQLDoesNotParseExitsTwoWithThePositionOfTheSQL() throws {
        XCTAssertEqual(
            try validationError("view-sql-does-not-parse.yaml"),
            "view-sql-does-not-parse.yaml:9:17: error: view `recent_posts` does not compile: near \"FROM\": syntax error "
                + "(write one query (`SELECT …`, `WITH … SELECT …`, `VALUES …`) or a whole `CREATE VIEW recent_posts AS SELECT …`)")
    }

    func testTriggerOnAMissingTableExitsTwoWithTheClosestTable() throws {
        XCTAssertEqual(
            try validationError("trigger-on-missing-table.yaml"),
            "trigger-on-missing-table.yaml:9:15: error: trigger `post_audit` does not compile: no such table: main.posts (did you mean `post`?)")
    }

    func testDependsOnNamingNothingExitsTwo() throws {
        XCTAssertEqual(
            try validationError("view-depends-on-nothing.yaml"),
            "view-depends-on-nothing.yaml:11:5: error: `dependsOn` of view `post_words` names `Posts`, which is no entity or view of the model (did you mean `Post`?)")
    }

    func testCompositeKeyNamingAMissingAttributeExitsTwo() throws {
        XCTAssertEqual(
            try validationError("composite-key-names-missing-attribute.yaml"),
            "composite-key-names-missing-attribute.yaml:8:5: error: the primary key of `PlaylistTrack` names unknown attribute `trak` (did you mean `track`?)")
    }

    /// A project whose model's version 2 has a view naming a column that does not
    /// exist: valid YAML, valid model, invalid SQL.
    private func projectWithABrokenView() throws -> URL {
        let project = try makeTemporaryDirectory(self)
        let folder = project.appendingPathComponent("models/Blog")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let version1 = """
            model: Blog
            version: 1
            entities:
              Post:
                attributes:
                  id: int
                  title: string
            """
        try version1.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try (version1.replacingOccurrences(of: "version: 1", with: "version: 2") + """

            views:
              post_titles: SELECT id, subtitle FROM post
            """).write(to: folder.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        return project
    }

    /// Every file under `folder` with its contents, to compare before and after.
    private func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return files }
        for case let url as URL in walker where !url.hasDirectoryPath {
            files[url.path] = try Data(contentsOf: url)
        }
        return files
    }

    func testMigrateMakeOnAModelWithInvalidSQLWritesNothing() throws {
        let project = try projectWithABrokenView()
        let before = try snapshot(project)
        let outcome = try Modelc.run(["migrate", "make", "models/Blog"], in: project)
        XCTAssertEqual(outcome.status, 2, outcome.stderr)
        XCTAssertEqual(outcome.stderr, "models/Blog/2.yaml:9:16: error: view `post_titles` does not compile: no such column: subtitle "
            + "(a view may name only the model's tables, columns and views (and `dependsOn:` what it needs first))\n")
        XCTAssertEqual(try snapshot(project), before, "no migration file, no modelc.sum")
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("migrations").path))
    }

    func testGenerateOnAModelWithInvalidSQLLeavesTheOutputFolderAsItWas() throws {
        let project = try projectWithABrokenView()
        let output = project.appendingPathComponent("Sources/Blog")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try "// kept\n".write(to: output.appendingPathComponent("Post.swift"), atomically: true, encoding: .utf8)
        let before = try snapshot(project)
        let outcome = try Modelc.run(["generate", "models/Blog", "--output", "Sources/Blog"], in: project)
        XCTAssertEqual(outcome.status, 2, outcome.stderr)
        XCTAssertTrue(outcome.stderr.hasPrefix("models/Blog/2.yaml:9:16: error: view `post_titles` does not compile"), outcome.stderr)
        XCTAssertEqual(try snapshot(project), before)
        // The valid version still generates: only the broken one is refused.
        XCTAssertEqual(try Modelc.run(["generate", "models/Blog@1", "--output", "Sources/Blog"], in: project).status, 0)
    }

    /// A warning every version repeats is shown once, in the newest version's file,
    /// naming the others (XCServerCoreData's seven versions printed each warning seven
    /// times); the JSON form keeps every one.
    func testAWarningEveryVersionRepeatsIsShownOnceInTheNewest() throws {
        let project = try makeTemporaryDirectory(self)
        let folder = project.appendingPathComponent("models/Kennel")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for version in 1...3 {
            try """
                model: Kennel
                version: \(version)
                entities:
                  Person:
                    attributes:
                      id: int
                    relationships:
                      dogs: { to: Dog, toMany: true, inverse: owner, deleteRule: cascade }
                  Dog:
                    attributes:
                      id: int
                    relationships:
                      owner: { to: Person, inverse: dogs, deleteRule: cascade }

                """.write(to: folder.appendingPathComponent("\(version).yaml"), atomically: true, encoding: .utf8)
        }
        let outcome = try Modelc.run(["validate", "models/Kennel"], in: project)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let warnings = outcome.stderr.split(separator: "\n").filter { $0.contains("warning:") }
        XCTAssertEqual(warnings.count, 1, outcome.stderr)
        XCTAssertTrue(warnings.first?.hasPrefix("models/Kennel/3.yaml:") ?? false, outcome.stderr)
        XCTAssertTrue(warnings.first?.contains("(also in 2 other files, 1.yaml to 2.yaml)") ?? false, outcome.stderr)
        let json = try Modelc.run(["validate", "models/Kennel", "--format", "json"], in: project)
        XCTAssertEqual(json.stdout.components(separatedBy: "\"severity\" : \"warning\"").count - 1, 3, json.stdout)
    }

    /// A function call as a default must be in parentheses in SQLite; the error said
    /// only `near "(": syntax error`. It is placed at the `defaultSQL:` and says how to
    /// write it.
    func testADefaultCallWithoutParenthesesSaysToWrapIt() throws {
        let project = try makeTemporaryDirectory(self)
        let folder = project.appendingPathComponent("models/Notes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            model: Notes
            version: 1
            entities:
              OrderNote:
                attributes:
                  id: int
                  createdAt: { type: string, defaultSQL: "strftime('%s', 'now')" }

            """.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let outcome = try Modelc.run(["validate", "models/Notes"], in: project)
        XCTAssertEqual(outcome.status, 2, outcome.stderr)
        XCTAssertTrue(outcome.stderr.hasPrefix("models/Notes/1.yaml:7:"), outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains(#"write `defaultSQL: "(strftime('%s', 'now'))"`"#), outcome.stderr)
    }

    func testMigrateMakeOnAModelWithAStorageOptionMistakeWritesNothing() throws {
        let project = try makeTemporaryDirectory(self)
        let folder = project.appendingPathComponent("models/Music")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.invalidModels.appendingPathComponent("sql-type-in-strict-table.yaml"),
                                         to: folder.appendingPathComponent("1.yaml"))
        let before = try snapshot(project)
        let outcome = try Modelc.run(["migrate", "make", "models/Music"], in: project)
        XCTAssertEqual(outcome.status, 2, outcome.stderr)
        XCTAssertTrue(outcome.stderr.hasPrefix("models/Music/1.yaml:7:29: error: `sqlType: NVARCHAR(120)` on `Artist.name` is not allowed in a STRICT table"),
                      outcome.stderr)
        XCTAssertEqual(try snapshot(project), before)
    }
}
