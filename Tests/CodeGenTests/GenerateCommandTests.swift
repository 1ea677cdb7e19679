import Foundation
import XCTest

/// `modelc generate` run as a user would.
final class GenerateCommandTests: XCTestCase {
    func testCheckPassesOnTheCommittedGeneratedTestRecords() throws {
        // Regenerate with: modelc generate Tests/Fixtures/Models/Catalog --output Tests/ModelRuntimeTests/Generated --access internal
        let outcome = try CommandRunner.modelc([
            "generate", "Tests/Fixtures/Models/Catalog", "--output", "Tests/ModelRuntimeTests/Generated", "--access", "internal", "--check",
        ])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
    }

    func testCheckFailsAfterAModelEditAndNamesTheStaleFile() throws {
        let folder = try makeTemporaryDirectory(self)
        let model = folder.appendingPathComponent("models/Catalog")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        let source = CommandRunner.repositoryRoot.appendingPathComponent("Tests/Fixtures/Models/Catalog/1.yaml")
        try FileManager.default.copyItem(at: source, to: model.appendingPathComponent("1.yaml"))
        let output = folder.appendingPathComponent("Sources/Catalog").path

        let first = try CommandRunner.modelc(["generate", model.path, "--output", output])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("5 written"), first.stdout)
        let second = try CommandRunner.modelc(["generate", model.path, "--output", output])
        XCTAssertTrue(second.stdout.contains("0 written, 5 unchanged"), second.stdout)
        XCTAssertEqual(try CommandRunner.modelc(["generate", model.path, "--output", output, "--check"]).status, 0)

        let yaml = try String(contentsOf: model.appendingPathComponent("1.yaml"), encoding: .utf8)
        try yaml.replacingOccurrences(of: "      title: string\n", with: "      title: string\n      note: string?\n")
            .write(to: model.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        let stale = try CommandRunner.modelc(["generate", model.path, "--output", output, "--check"])
        XCTAssertEqual(stale.status, 1)
        XCTAssertTrue(stale.stderr.contains("Shelf.swift: error: stale"), stale.stderr)
        XCTAssertTrue(stale.stderr.contains("CatalogSchema.swift: error: stale"), stale.stderr)
        XCTAssertFalse(try String(contentsOfFile: output + "/Shelf.swift", encoding: .utf8).contains("note"), "--check writes nothing")
    }

    func testInvalidModelExitsWithStatus2AndWritesNothing() throws {
        let folder = try makeTemporaryDirectory(self)
        let model = folder.appendingPathComponent("Broken.yaml")
        try "model: Broken\nversion: 1\nentities:\n  A:\n    attributes:\n      id: nope\n".write(to: model, atomically: true, encoding: .utf8)
        let outcome = try CommandRunner.modelc(["generate", model.path, "--output", folder.appendingPathComponent("out").path])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.stderr.contains("error:"), outcome.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    func testMigrationFilesBesideTheModelsFolderAreEmbedded() throws {
        let folder = try makeTemporaryDirectory(self)
        let model = folder.appendingPathComponent("models/Catalog")
        let migrations = folder.appendingPathComponent("migrations/Catalog")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: migrations, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CommandRunner.repositoryRoot.appendingPathComponent("Tests/Fixtures/Models/Catalog/1.yaml"),
            to: model.appendingPathComponent("1.yaml"))
        try "CREATE TABLE shelf (id TEXT PRIMARY KEY, title TEXT NOT NULL) STRICT;\n"
            .write(to: migrations.appendingPathComponent("0001_create.sql"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out").path
        XCTAssertEqual(try CommandRunner.modelc(["generate", model.path, "--output", output]).status, 0)
        let schema = try String(contentsOfFile: output + "/CatalogSchema.swift", encoding: .utf8)
        XCTAssertTrue(schema.contains("registerMigration(\"0001_create\")"), schema)
    }

    func testHeaderHashIsTheModelHashMigrationFilesRecordAndMigrationsAreEmbedded() throws {
        let folder = try makeTemporaryDirectory(self)
        let outcome = try CommandRunner.modelc(["generate", "models/StarWars", "--output", folder.path])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let migrations = CommandRunner.repositoryRoot.appendingPathComponent("migrations/StarWars")
        let names = try FileManager.default.contentsOfDirectory(atPath: migrations.path).filter { $0.hasSuffix(".sql") }.sorted()
        guard let last = names.last else { throw XCTSkip("no StarWars migrations in this checkout") }
        let text = try String(contentsOf: migrations.appendingPathComponent(last), encoding: .utf8)
        let hash = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("-- model-hash: ") }?.dropFirst("-- model-hash: ".count))
        let film = try String(contentsOfFile: folder.path + "/Film.swift", encoding: .utf8)
        XCTAssertTrue(film.hasPrefix("// Generated by modelc from model StarWars version 3 (\(hash))."), film.prefix(200).description)
        let schema = try String(contentsOfFile: folder.path + "/StarWarsSchema.swift", encoding: .utf8)
        for name in names {
            XCTAssertTrue(schema.contains("registerMigration(\"\(name.dropLast(4))\")"), name)
        }
    }
}
