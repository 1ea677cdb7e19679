import Foundation
import GRDB
import Migration
import ModelcTestSupport
import SQLiteDriver
import XCTest

/// A temporary folder with a database file and a migrations folder, removed after the test.
struct ApplySandbox {
    let root: URL
    var databasePath: String { root.appendingPathComponent("app.sqlite").path }
    var directory: MigrationDirectory { MigrationDirectory(path: root.appendingPathComponent("migrations/App").path) }

    /// A sandbox in a fresh temporary folder, removed when `testCase` ends.
    init(_ testCase: XCTestCase) throws {
        root = try makeTemporaryDirectory(testCase)
    }

    /// A sandbox in `root` (created here), for a loop that makes one per iteration inside
    /// its test's temporary folder and removes each when the iteration is done.
    init(root: URL) throws {
        self.root = root
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// Writes a migration file and refreshes the sum.
    func write(_ name: String, _ text: String, refreshSum: Bool = true) throws {
        try directory.write(text, to: name)
        if refreshSum { try directory.writeSum() }
    }

    func migrator(timeout: Double = 5) -> Migrator {
        Migrator(databasePath: databasePath, lock: MigrationLock(timeout: timeout))
    }

    func migrate(_ options: MigrateOptions = MigrateOptions(), timeout: Double = 5) throws(MigrationError) -> MigrationReport {
        let files = try directory.files()
        return try migrator(timeout: timeout).migrate(files, sum: try directory.readSum(), options: options)
    }

    func queue() throws -> DatabaseQueue {
        try DatabaseQueue(path: databasePath)
    }

    func bytes() throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: databasePath))
    }
}

/// A generated-looking migration text with a header.
func migrationText(from: Int?, to: Int, steps: [(Safety, String)] = [], preflight: [(String, String)] = [], approved: Bool = false, sql: String) -> String {
    let header = MigrationFile.Header(
        model: "App",
        fromVersion: from,
        toVersion: to,
        steps: steps.map { MigrationFile.Header.StepLine(safety: $0.0, summary: $0.1) },
        preflight: preflight.map { MigrationFile.Header.PreflightLine(message: $0.0, countSQL: $0.1) },
        isDestructiveApproved: approved
    )
    return header.rendered() + "\n" + sql + "\n"
}

let createPeople = migrationText(from: nil, to: 1, steps: [(.safe, "create table \"person\"")], sql: """
    CREATE TABLE "person" (
      "id" INTEGER PRIMARY KEY,
      "name" TEXT NOT NULL,
      "mass" REAL
    ) STRICT;
    CREATE TABLE "dog" (
      "id" INTEGER PRIMARY KEY,
      "owner_id" INTEGER REFERENCES "person" ("id") ON DELETE CASCADE
    ) STRICT;
    """)

let dropMass = migrationText(from: 1, to: 2, steps: [(.destructive, "drop column \"person\".\"mass\"")], sql: """
    ALTER TABLE "person" DROP COLUMN "mass";
    """)
