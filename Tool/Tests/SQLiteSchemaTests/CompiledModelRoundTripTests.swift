import Foundation
import GRDB
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// The contract the migration engine relies on:
/// `introspect(apply(compile(model))).normalized() == compile(model).normalized()`,
/// for every version of every bundled model and every round-trip fixture model.
final class CompiledModelRoundTripTests: ModelcTestCase {
    private static let repositoryRoot = Repository.root

    /// `models/*` and `Tests/Fixtures/RoundTripModels/*`.
    private static func modelFolders() throws -> [URL] {
        let parents = [
            repositoryRoot.appendingPathComponent("models"),
            repositoryRoot.appendingPathComponent("Tool/Tests/Fixtures/RoundTripModels"),
        ]
        var folders: [URL] = []
        for parent in parents where FileManager.default.fileExists(atPath: parent.path) {
            folders += try FileManager.default.contentsOfDirectory(at: parent, includingPropertiesForKeys: nil)
                .filter { $0.hasDirectoryPath }
        }
        return folders.sorted { $0.path < $1.path }
    }

    private func assertRoundTrip(_ model: Model, label: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let compiled = SQLiteSchemaCompiler.compile(model)
        let files = try TemporaryDatabase(self)
        let path = try files.create("\(model.name)-\(model.version).sqlite", sql: SQLiteDialect().render(compiled))
        let introspected = try SchemaIntrospector.introspect(path: path)

        let differences = compiled.differences(from: introspected)
        XCTAssertEqual(differences.map(\.message), [], "\(label): compiled and introspected schemas differ", file: file, line: line)
        XCTAssertEqual(introspected.normalized(), compiled.normalized(), label, file: file, line: line)
        XCTAssertFalse(compiled.tables.isEmpty, "\(label) compiles to at least one table", file: file, line: line)
    }

    func testEveryVersionOfEveryBundledModelReadsBackAsCompiled() throws {
        let folders = try Self.modelFolders()
        XCTAssertEqual(folders.map(\.lastPathComponent), ["AwkwardNames", "Library", "StarWars"], "the round-trip fixture and the bundled models are found")
        for folder in folders {
            let versions = try ModelLoader.load(folder.path)
            XCTAssertFalse(versions.versions.isEmpty, folder.path)
            for model in versions.versions {
                try assertRoundTrip(model, label: "\(folder.lastPathComponent)@\(model.version)")
            }
        }
    }

    func testCompiledSchemasReadBackExactlyWithoutNormalising() throws {
        let files = try TemporaryDatabase(self)
        for folder in try Self.modelFolders() {
            for model in try ModelLoader.load(folder.path).versions {
                let label = "\(folder.lastPathComponent)@\(model.version)"
                let compiled = SQLiteSchemaCompiler.compile(model)
                let path = try files.create("\(label).sqlite", sql: SQLiteDialect().render(compiled))
                let introspected = try SchemaIntrospector.introspect(path: path)
                for (expected, actual) in zip(compiled.tables, introspected.tables) {
                    XCTAssertEqual(actual, expected, "\(label): table \(expected.name)")
                }
                XCTAssertEqual(introspected.tables.map(\.name), compiled.tables.map(\.name), label)
            }
        }
    }

    func testAnAlteredDatabaseIsReportedAsDifferentFromTheModel() throws {
        let model = try XCTUnwrap(try ModelLoader.load(Self.repositoryRoot.appendingPathComponent("models/Library").path).current)
        let compiled = SQLiteSchemaCompiler.compile(model)
        let files = try TemporaryDatabase(self)
        let path = try files.create(sql: SQLiteDialect().render(compiled) + """
            DROP INDEX "idx_dog_owner_id";
            ALTER TABLE "dog" ADD COLUMN "color" TEXT;
            """)
        let differences = compiled.differences(from: try SchemaIntrospector.introspect(path: path))
        XCTAssertEqual(differences.map(\.message), [
            "table `dog`: column `color` is in the database but not in the model",
            "table `dog`: index `idx_dog_owner_id` is in the model but not in the database",
        ])
    }
}
