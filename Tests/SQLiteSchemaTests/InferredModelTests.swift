import Foundation
import GRDB
import ModelKit
import SQLiteSchema
import XCTest

/// `modelc inspect --as-model`: the model written for a database compiles back to the
/// database's schema, and what the model language cannot say is listed, not lost silently.
final class InferredModelTests: XCTestCase {
    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Writes `inferred` as version 1 of a model folder and loads it back.
    private func load(_ inferred: InferredModel, in files: TemporaryDatabase, file: StaticString = #filePath, line: UInt = #line) throws -> Model {
        let folder = files.folder.appendingPathComponent("models/Inferred-\(UUID().uuidString.prefix(6))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try inferred.yaml.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        do {
            return try XCTUnwrap(try ModelLoader.load(folder.path).current, file: file, line: line)
        } catch {
            XCTFail("the inferred model does not load: \(error)\n\(inferred.yaml)", file: file, line: line)
            throw error
        }
    }

    private func assertCompilesBack(_ schema: Schema, label: String, file: StaticString = #filePath, line: UInt = #line) throws -> InferredModel {
        let files = try TemporaryDatabase(self)
        let path = try files.create(sql: SQLiteDialect().render(schema))
        let live = try SchemaIntrospector.introspect(path: path)
        let inferred = InferredModel(schema: live, name: "Inferred")
        let model = try load(inferred, in: files, file: file, line: line)
        let differences = SchemaCompiler.compile(model).differences(from: live, options: [.ignoreColumnOrder])
        XCTAssertEqual(differences.map(\.message), [], "\(label):\n\(inferred.yaml)", file: file, line: line)
        return inferred
    }

    func testEveryBundledAndRoundTripModelComesBackWithoutDrift() throws {
        let parents = ["models", "Tests/Fixtures/RoundTripModels", "Tests/Fixtures/Models"].map { Self.repositoryRoot.appendingPathComponent($0) }
        var checked = 0
        for parent in parents where FileManager.default.fileExists(atPath: parent.path) {
            for folder in try FileManager.default.contentsOfDirectory(at: parent, includingPropertiesForKeys: nil) where folder.hasDirectoryPath {
                let versions = try ModelLoader.load(folder.path)
                for model in versions.versions {
                    let inferred = try assertCompilesBack(SchemaCompiler.compile(model), label: "\(folder.lastPathComponent)@\(model.version)")
                    XCTAssertEqual(inferred.notes, [], "\(folder.lastPathComponent)@\(model.version) needs no notes")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 5, "the bundled models are found")
    }

    func testTypesChecksDefaultsAndRelationshipsAreReadBack() throws {
        let files = try TemporaryDatabase(self)
        let path = try files.create(sql: """
            CREATE TABLE "person" (
              "id" INTEGER PRIMARY KEY NOT NULL,
              "nick_name" TEXT CHECK (length("nick_name") <= 20),
              "is_staff" INTEGER NOT NULL DEFAULT 1 CHECK ("is_staff" IN (0, 1)),
              "age" INTEGER NOT NULL DEFAULT 0 CHECK ("age" BETWEEN -32768 AND 32767) CHECK ("age" >= 0) CHECK ("age" <= 150),
              "mood" TEXT NOT NULL DEFAULT 'it''s fine' CHECK ("mood" IN ('it''s fine', 'n/a')),
              "settings" TEXT CHECK ("settings" IS NULL OR json_valid("settings")),
              "photo" BLOB,
              "score" REAL NOT NULL DEFAULT 2.5,
              "mentor_id" INTEGER REFERENCES "person" ("id") ON DELETE SET NULL
            ) STRICT;
            CREATE INDEX "idx_person_mentor_id" ON "person" ("mentor_id");
            CREATE TABLE "dog" (
              "id" TEXT PRIMARY KEY NOT NULL,
              "owner_id" INTEGER NOT NULL REFERENCES "person" ("id") ON DELETE CASCADE,
              "owner_position" INTEGER
            ) STRICT;
            CREATE INDEX "idx_dog_owner_id" ON "dog" ("owner_id");
            """)
        let live = try SchemaIntrospector.introspect(path: path)
        let inferred = InferredModel(schema: live, name: "Pets")
        let model = try load(inferred, in: files)
        let person = try XCTUnwrap(model.entity(named: "Person"))
        XCTAssertEqual(person.attributes.map(\.type), [.int, .string, .bool, .int16, .string, .json, .data, .double])
        XCTAssertEqual(person.attribute(named: "mood")?.values, ["it's fine", "n/a"])
        XCTAssertEqual(person.attribute(named: "mood")?.defaultValue, .string("it's fine"))
        XCTAssertEqual(person.attribute(named: "isStaff")?.defaultValue, .bool(true))
        XCTAssertEqual(person.attribute(named: "nickName")?.maxLength, 20)
        let dogs = try XCTUnwrap(person.relationship(named: "dogs"))
        XCTAssertTrue(dogs.isToMany && dogs.isOrdered)
        XCTAssertEqual(dogs.deleteRule, .cascade)
        XCTAssertEqual(model.entity(named: "Dog")?.relationship(named: "owner")?.isOptional, false)
        XCTAssertNotNil(person.relationship(named: "mentor"), "a self-reference")
        XCTAssertEqual(SchemaCompiler.compile(model).differences(from: live, options: [.ignoreColumnOrder]).map(\.message), [], inferred.yaml)
    }

    func testWhatTheModelCannotSayIsLeftOutWithANote() throws {
        let files = try TemporaryDatabase(self)
        let path = try files.create(sql: """
            CREATE TABLE "item" (
              "id" INTEGER PRIMARY KEY,
              "code" TEXT NOT NULL CHECK ("code" GLOB 'C*'),
              "created" TEXT DEFAULT CURRENT_TIMESTAMP
            );
            CREATE TABLE "pair" ("a" INTEGER, "b" INTEGER, "c" TEXT, PRIMARY KEY ("a", "b"));
            CREATE VIEW "codes" AS SELECT "code" FROM "item";
            """)
        let inferred = InferredModel(schema: try SchemaIntrospector.introspect(path: path), name: "Odd")
        XCTAssertEqual(inferred.notes.count, 4, inferred.notes.joined(separator: "\n"))
        XCTAssertTrue(inferred.notes.contains { $0.contains("GLOB") })
        XCTAssertTrue(inferred.notes.contains { $0.contains("CURRENT_TIMESTAMP") })
        XCTAssertTrue(inferred.notes.contains { $0.contains("\"pair\"") })
        XCTAssertTrue(inferred.notes.contains { $0.contains("\"codes\"") })
        for note in inferred.notes { XCTAssertTrue(inferred.yaml.contains("# Note: \(note)."), "the YAML repeats \(note)") }
        let model = try load(inferred, in: files)
        XCTAssertEqual(model.entities.map(\.name), ["Item"])
    }

    func testTheModelIsNamedAfterTheFile() {
        XCTAssertEqual(InferredModel.name(forFile: "legacy_app"), "LegacyApp")
        XCTAssertEqual(InferredModel.name(forFile: "2024-backup"), "T2024Backup")
        XCTAssertEqual(InferredModel.name(forFile: "--"), "Model")
    }

    func testAnEmptyDatabaseGivesAModelWithNoEntities() throws {
        let inferred = InferredModel(schema: Schema(), name: "Empty")
        XCTAssertTrue(inferred.yaml.hasSuffix("model: Empty\nversion: 1\nentities: {}\n"), inferred.yaml)
    }
}
