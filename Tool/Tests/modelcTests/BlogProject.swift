import Foundation
import GRDB
import Migration
import ModelcTestSupport
import XCTest

/// A scratch project with a `models/Blog` model written version by version, for
/// driving the real `modelc` through the migration workflow (issue 10).
struct BlogProject {
    let root: URL

    init(_ testCase: XCTestCase) throws {
        root = try makeTemporaryDirectory(testCase)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("models/Blog"), withIntermediateDirectories: true)
    }

    var migrations: MigrationDirectory { MigrationDirectory(path: root.appendingPathComponent("migrations/Blog").path) }
    var database: String { root.appendingPathComponent("app.sqlite").path }

    /// Writes `models/Blog/<version>.yaml`: a `Post` with an integer id, a required
    /// title (indexed when `indexTitle`) and optional string `columns`.
    func writeVersion(_ version: Int, columns: [String] = [], indexTitle: Bool = false) throws {
        var yaml = "model: Blog\nversion: \(version)\nentities:\n  Post:\n    attributes:\n      id: int\n      title: string\n"
        for column in columns { yaml += "      \(column): string?\n" }
        if indexTitle { yaml += "    indexes:\n      - [title]\n" }
        try yaml.write(to: root.appendingPathComponent("models/Blog/\(version).yaml"), atomically: true, encoding: .utf8)
    }

    /// Writes `models/Blog/<version>.yaml` with one entity `Post` of `attributes`
    /// (`"id: int"`, `"title: string"`, …).
    func writeVersion(_ version: Int, attributes: [String]) throws {
        let text = "model: Blog\nversion: \(version)\nentities:\n  Post:\n    attributes:\n" + attributes.map { "      \($0)\n" }.joined()
        try text.write(to: root.appendingPathComponent("models/Blog/\(version).yaml"), atomically: true, encoding: .utf8)
    }

    /// Writes a hand-written migration (no header) and refreshes the sum.
    func writeHandWritten(_ name: String, sql: String) throws {
        try migrations.write(sql + "\n", to: name)
        try migrations.writeSum()
    }

    /// Runs `modelc arguments…` in the project folder.
    @discardableResult
    func modelc(_ arguments: [String]) throws -> ProcessOutcome {
        try Modelc.run(arguments, in: root)
    }

    /// `modelc migrate --db app.sqlite models/Blog …`.
    func migrate(_ extra: [String] = [], model: String = "models/Blog") throws -> ProcessOutcome {
        try modelc(["migrate", "--db", database, model] + extra)
    }

    /// The history rows of the database, by version.
    func history() throws -> [MigrationHistory.Entry] {
        try MigrationHistory.read(databaseAt: database)
    }

    /// Adds `-- approved: destructive` to a migration file, as a reviewer would.
    func approve(_ name: String) throws {
        let text = try migrations.read(name)
        try migrations.write(text.replacingOccurrences(of: "-- modelc:data begin", with: "-- approved: destructive\n-- modelc:data begin"), to: name)
    }
}
