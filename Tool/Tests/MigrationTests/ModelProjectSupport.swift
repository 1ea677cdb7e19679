import Foundation
import GRDB
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// A temporary project as a user has it: `models/App/N.yaml`, `migrations/App/` made by
/// `make`, and a database file, with a migrator that verifies each migration against
/// the compiled model version its header names (as `modelc migrate` does).
struct ModelProject {
    let root: URL
    var modelFolder: String { root.appendingPathComponent("models/App").path }
    var directory: MigrationDirectory { MigrationDirectory(path: root.appendingPathComponent("migrations/App").path) }
    var databasePath: String { root.appendingPathComponent("app.sqlite").path }

    /// A project in a fresh temporary folder, removed when `testCase` ends.
    init(_ testCase: XCTestCase) throws {
        root = try makeTemporaryDirectory(testCase)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("models/App"), withIntermediateDirectories: true)
    }

    /// Writes `models/App/<version>.yaml` with the YAML of its `entities:` section.
    func writeVersion(_ version: Int, _ entities: String) throws {
        let text = "model: App\nversion: \(version)\nentities:\n" + entities
        try text.write(to: URL(fileURLWithPath: modelFolder).appendingPathComponent("\(version).yaml"), atomically: true, encoding: .utf8)
    }

    func versions() throws -> ModelVersions {
        try ModelCheck.load(modelFolder)
    }

    /// `modelc migrate make models/App`.
    @discardableResult
    func make() throws -> [MadeMigration] {
        try directory.make(try versions(), draft: MigrationDraft.planned)
    }

    /// The text of the migration file named `name`.
    func file(_ name: String) throws -> String {
        try directory.read(name)
    }

    /// Replaces `text` in a migration file (which must hold it) and refreshes the sum, as
    /// a user editing an unapplied migration and running `modelc migrate hash` would.
    func edit(_ name: String, replacing text: String, with replacement: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let old = try self.file(name)
        XCTAssertTrue(old.contains(text), "\(name) holds \(text)", file: file, line: line)
        try directory.write(old.replacingOccurrences(of: text, with: replacement), to: name)
        try directory.writeSum()
    }

    /// Writes a hand-written migration (no header) and refreshes the sum.
    func writeHandWritten(_ name: String, _ sql: String) throws {
        try directory.write(sql, to: name)
        try directory.writeSum()
    }

    func migrator() throws -> Migrator {
        let schemas = Dictionary(uniqueKeysWithValues: try versions().versions.map { ($0.version, SQLiteSchemaCompiler.compile($0)) })
        return Migrator(databasePath: databasePath, lock: MigrationLock(timeout: 5)) { file in
            file.header.toVersion.flatMap { schemas[$0] }
        }
    }

    /// `modelc migrate` over the whole folder.
    func migrate(_ options: MigrateOptions = MigrateOptions()) throws -> MigrationReport {
        try migrator().migrate(try directory.files(), sum: try directory.readSum(), options: options)
    }

    /// Runs `sql` on the database.
    func execute(_ sql: String) throws {
        try DatabaseQueue(path: databasePath).write { try $0.execute(sql: sql) }
    }

    /// The rows of a query, each as its values' descriptions.
    func rows(_ sql: String) throws -> [[String]] {
        try DatabaseQueue(path: databasePath).read { db in
            try Row.fetchAll(db, sql: sql).map { row in row.databaseValues.map(\.description) }
        }
    }

    func bytes() throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: databasePath))
    }
}
