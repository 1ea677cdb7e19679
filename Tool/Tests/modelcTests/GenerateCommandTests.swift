import Foundation
import ModelcTestSupport
import XCTest

/// `modelc generate` run as a user would.
final class GenerateCommandTests: ModelcTestCase {
    func testCheckPassesOnTheCommittedGeneratedTestRecords() throws {
        // Regenerate with: modelc generate Tool/Tests/Fixtures/Models/<Model> --output Tool/Tests/ModelRuntimeTests/<Folder> --access internal
        for (model, folder) in [("Catalog", "Generated"), ("Music", "GeneratedMusic"), ("Loose", "GeneratedLoose"), ("Browser", "GeneratedBrowser")] {
            let outcome = try Modelc.run([
                "generate", "Tool/Tests/Fixtures/Models/\(model)", "--output", "Tool/Tests/ModelRuntimeTests/\(folder)", "--access", "internal", "--check",
            ])
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
        }
    }

    func testCheckFailsAfterAModelEditAndNamesTheStaleFile() throws {
        let folder = try makeTemporaryDirectory(self)
        let model = folder.appendingPathComponent("models/Catalog")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        let source = Repository.tool.appendingPathComponent("Tests/Fixtures/Models/Catalog/1.yaml")
        try FileManager.default.copyItem(at: source, to: model.appendingPathComponent("1.yaml"))
        let output = folder.appendingPathComponent("Sources/Catalog").path

        let first = try Modelc.run(["generate", model.path, "--output", output])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(normalizedOutput(first.stdout), "Generated 5 files in $TMP/Sources/Catalog (5 written, 0 unchanged).\n")
        let second = try Modelc.run(["generate", model.path, "--output", output])
        XCTAssertEqual(normalizedOutput(second.stdout), "Generated 5 files in $TMP/Sources/Catalog (0 written, 5 unchanged).\n")
        XCTAssertEqual(try Modelc.run(["generate", model.path, "--output", output, "--check"]).status, 0)

        let yaml = try String(contentsOf: model.appendingPathComponent("1.yaml"), encoding: .utf8)
        try yaml.replacingOccurrences(of: "      title: string\n", with: "      title: string\n      note: string?\n")
            .write(to: model.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let shelfBefore = try String(contentsOfFile: output + "/Shelf.swift", encoding: .utf8)
        let stale = try Modelc.run(["generate", model.path, "--output", output, "--check"])
        XCTAssertEqual(stale.status, 1)
        assertSnapshot(of: normalizedOutput(stale.stderr), named: "CheckFailsAfterAModelEditAndNamesTheStaleFile.stale.stderr")
        XCTAssertEqual(try String(contentsOfFile: output + "/Shelf.swift", encoding: .utf8), shelfBefore, "--check writes nothing")
    }

    func testInvalidModelExitsWithStatus2AndWritesNothing() throws {
        let folder = try makeTemporaryDirectory(self)
        let model = folder.appendingPathComponent("Broken.yaml")
        try "model: Broken\nversion: 1\nentities:\n  A:\n    attributes:\n      id: nope\n".write(to: model, atomically: true, encoding: .utf8)
        let outcome = try Modelc.run(["generate", model.path, "--output", folder.appendingPathComponent("out").path])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(normalizedOutput(outcome.stderr), """
            $TMP/Broken.yaml:4:3: error: entity `A` has no primary key (add `id: { type: uuid, primaryKey: true }` or mark an attribute `primaryKey: true`)
            $TMP/Broken.yaml:6:11: error: unknown type `nope` (use one of string, int, int16, int32, double, float, bool, decimal, date, uuid, data, url, json)

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    /// `migrate` refuses a destructive step nobody approved; the generated migrator runs it
    /// on users' devices, where nobody can be asked (Artsy's imported history drops
    /// `user.role` at an app's first launch). `generate` says so for each such file, and
    /// not once the file is approved.
    func testAnEmbeddedDestructiveStepThatIsNotApprovedIsWarnedOf() throws {
        let folder = try makeTemporaryDirectory(self)
        let model = folder.appendingPathComponent("models/Notes")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        let v1 = "model: Notes\nversion: 1\nentities:\n  Note:\n    attributes:\n      id: int\n      text: string\n      color: string?\n"
        try v1.write(to: model.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        try v1.replacingOccurrences(of: "version: 1", with: "version: 2").replacingOccurrences(of: "      color: string?\n", with: "")
            .write(to: model.appendingPathComponent("2.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try Modelc.run(["migrate", "make", model.path]).status, 0)
        let output = folder.appendingPathComponent("out").path
        let warned = try Modelc.run(["generate", model.path, "--output", output])
        XCTAssertEqual(warned.status, 0, warned.stderr)
        XCTAssertEqual(warned.stderr, "warning: 0002_notes_v2.sql has a destructive step that is not approved (dropColumn note: \"color\" is not in the new \"note\": the column and its data are dropped); the generated migrator runs it on users' devices without asking: review it and add `-- approved: destructive` to the file (`modelc check` fails on it too).\n")
        let file = folder.appendingPathComponent("migrations/Notes/0002_notes_v2.sql")
        try ("-- approved: destructive\n" + (try String(contentsOf: file, encoding: .utf8))).write(to: file, atomically: true, encoding: .utf8)
        let approved = try Modelc.run(["generate", model.path, "--output", output])
        XCTAssertEqual(approved.status, 0, approved.stderr)
        XCTAssertEqual(approved.stderr, "")
    }

    func testMigrationFilesBesideTheModelsFolderAreEmbedded() throws {
        let folder = try makeTemporaryDirectory(self)
        let model = folder.appendingPathComponent("models/Catalog")
        let migrations = folder.appendingPathComponent("migrations/Catalog")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: migrations, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Repository.tool.appendingPathComponent("Tests/Fixtures/Models/Catalog/1.yaml"),
            to: model.appendingPathComponent("1.yaml"))
        try "CREATE TABLE shelf (id TEXT PRIMARY KEY, title TEXT NOT NULL) STRICT;\n"
            .write(to: migrations.appendingPathComponent("0001_create.sql"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out").path
        XCTAssertEqual(try Modelc.run(["generate", model.path, "--output", output]).status, 0)
        XCTAssertEqual(try registered(in: output + "/CatalogSchema.swift"), ["0001_create"])
    }

    /// A model in a folder with a one-letter name (`m/Foo`): finding its migrations
    /// folder beside `m` stopped the process (Foundation's `deletingLastPathComponent`
    /// on Linux), for `migrate make`, `generate`, `migrate test` and `baseline` alike.
    func testAModelInAFolderWithAOneLetterNameFindsItsMigrations() throws {
        let project = try makeTemporaryDirectory(self)
        let model = project.appendingPathComponent("m/Foo")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try "model: Foo\nversion: 1\nentities:\n  Item:\n    attributes:\n      id: int\n"
            .write(to: model.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let made = try Modelc.run(["migrate", "make", "m/Foo"], in: project)
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent("migrations/Foo/0001_create_foo.sql").path), made.stdout)
        let generated = try Modelc.run(["generate", "m/Foo/", "--output", "out"], in: project)
        XCTAssertEqual(generated.status, 0, generated.stderr)
        XCTAssertEqual(try registered(in: project.appendingPathComponent("out/FooSchema.swift").path), ["0001_create_foo"])
        let tested = try Modelc.run(["migrate", "test", "m/Foo", "--rows", "5"], in: project)
        XCTAssertEqual(tested.status, 0, tested.stderr + tested.stdout)
    }

    /// A Blog model folder: version `n` has a `Post` with a title and `columns` more.
    private func writeBlogVersion(_ version: Int, columns: [String], in project: URL) throws {
        var yaml = "model: Blog\nversion: \(version)\nentities:\n  Post:\n    attributes:\n      id: int\n      title: string\n"
        for column in columns { yaml += "      \(column): string?\n" }
        let folder = project.appendingPathComponent("models/Blog")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try yaml.write(to: folder.appendingPathComponent("\(version).yaml"), atomically: true, encoding: .utf8)
    }

    /// Versions 1–4 made as 0001–0004, a hand-written 0005, version 5 made as 0006.
    private func blogWithAHandWrittenStep() throws -> URL {
        let project = try makeTemporaryDirectory(self)
        let model = project.appendingPathComponent("models/Blog").path
        for (version, columns) in [(1, []), (2, ["subtitle"]), (3, ["subtitle", "body"]), (4, ["subtitle", "body", "slug"])] {
            try writeBlogVersion(version, columns: columns, in: project)
        }
        XCTAssertEqual(try Modelc.run(["migrate", "make", model]).status, 0)
        try "UPDATE post SET title = trim(title);\n".write(
            to: project.appendingPathComponent("migrations/Blog/0005_add_trim.sql"), atomically: true, encoding: .utf8)
        try writeBlogVersion(5, columns: ["subtitle", "body", "slug", "summary"], in: project)
        let made = try Modelc.run(["migrate", "make", model])
        XCTAssertEqual(made.stdout, "wrote \(project.path)/migrations/Blog/0006_blog_v5.sql (version 4 → 5, safe)\n", made.stderr)
        return project
    }

    private func registered(in schemaFile: String) throws -> [String] {
        let text = try String(contentsOfFile: schemaFile, encoding: .utf8)
        return text.components(separatedBy: "registerMigration(\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    func testPoint1GenerateEmbedsTheMigrationThatLeadsToTheVersionByHeader() throws {
        let project = try blogWithAHandWrittenStep()
        let output = project.appendingPathComponent("Sources/Blog").path
        let generated = try Modelc.run(["generate", project.appendingPathComponent("models/Blog").path, "--output", output])
        XCTAssertEqual(generated.status, 0, generated.stderr)
        XCTAssertEqual(try registered(in: output + "/BlogSchema.swift"),
                       ["0001_create_blog", "0002_blog_v2", "0003_blog_v3", "0004_blog_v4", "0005_add_trim", "0006_blog_v5"])
    }

    func testPoint1GenerateOfAnEarlierVersionEmbedsTheHandWrittenStepsThatRunAtIt() throws {
        let project = try blogWithAHandWrittenStep()
        let output = project.appendingPathComponent("Sources/Blog").path
        let generated = try Modelc.run(["generate", project.appendingPathComponent("models/Blog").path + "@4", "--output", output])
        XCTAssertEqual(generated.status, 0, generated.stderr)
        XCTAssertEqual(try registered(in: output + "/BlogSchema.swift"),
                       ["0001_create_blog", "0002_blog_v2", "0003_blog_v3", "0004_blog_v4", "0005_add_trim"])
    }

    func testPoint2GeneratedMigratorKeepsTheChecksumOfAMigrationApprovedAfterItWasApplied() throws {
        guard let sqlite3 = RunningProcess.onPath("sqlite3") else { throw XCTSkip("sqlite3 not installed") }
        let project = try makeTemporaryDirectory(self)
        let model = project.appendingPathComponent("models/Blog").path
        try writeBlogVersion(1, columns: ["subtitle"], in: project)
        try writeBlogVersion(2, columns: [], in: project)
        XCTAssertEqual(try Modelc.run(["migrate", "make", model]).status, 0)
        let database = project.appendingPathComponent("app.sqlite").path
        XCTAssertEqual(try Modelc.run(["migrate", "--db", database, model, "--allow-destructive"]).status, 0)
        let file = project.appendingPathComponent("migrations/Blog/0002_blog_v2.sql")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "-- modelc:data begin", with: "-- approved: destructive\n-- modelc:data begin")
            .write(to: file, atomically: true, encoding: .utf8)

        let output = project.appendingPathComponent("Sources/Blog").path
        XCTAssertEqual(try Modelc.run(["generate", model, "--output", output]).status, 0)
        let recorded = try RunningProcess.run(sqlite3, [database, "SELECT checksum FROM modelc_migrations WHERE version = 2"], in: project)
        let checksum = recorded.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertTrue(checksum.hasPrefix("sha256:"), recorded.stdout + recorded.stderr)
        let schema = try String(contentsOfFile: output + "/BlogSchema.swift", encoding: .utf8)
        let checksums = schema.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("checksum: ") }.map { String($0.prefix { $0 != "," }) }
        XCTAssertEqual(checksums.count, 2, schema)
        XCTAssertEqual(checksums.last, "checksum: \"\(checksum)\"", "the app's migrator skips what `modelc migrate` applied")
    }

    func testHeaderHashIsTheModelHashMigrationFilesRecordAndMigrationsAreEmbedded() throws {
        let folder = try makeTemporaryDirectory(self)
        let outcome = try Modelc.run(["generate", "models/StarWars", "--output", folder.path])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let migrations = Repository.root.appendingPathComponent("migrations/StarWars")
        let names = try FileManager.default.contentsOfDirectory(atPath: migrations.path).filter { $0.hasSuffix(".sql") }.sorted()
        XCTAssertEqual(names, ["0001_create_star_wars.sql", "0002_star_wars_v2.sql", "0003_star_wars_v3.sql"], "the repository ships these")
        let last = try XCTUnwrap(names.last)
        let text = try String(contentsOf: migrations.appendingPathComponent(last), encoding: .utf8)
        let hash = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("-- model-hash: ") }?.dropFirst("-- model-hash: ".count))
        let film = try String(contentsOfFile: folder.path + "/Film.swift", encoding: .utf8)
        XCTAssertEqual(film.split(separator: "\n").first, "// Generated by modelc from model StarWars version 3 (\(hash)).")
        XCTAssertEqual(try registered(in: folder.path + "/StarWarsSchema.swift"), names.map { String($0.dropLast(4)) })
    }
}
