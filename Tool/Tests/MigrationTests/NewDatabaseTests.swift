import Foundation
import GRDB
import Migration
import ModelcTestSupport
import SQLiteDriver
import XCTest

/// A database file that does not exist is created only by a migration that commits.
final class NewDatabaseTests: ModelcTestCase {
    private var sandbox: ApplySandbox!

    override func setUpWithError() throws {
        sandbox = try ApplySandbox(self)
    }

    private var folderContents: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: sandbox.root.path)) ?? []).filter { $0 != "migrations" }.sorted()
    }

    func testFailedFirstMigrationLeavesNoDatabaseFile() throws {
        try sandbox.write("0001_create.sql", migrationText(from: nil, to: 1, sql: """
            CREATE TABLE "person" ("id" INTEGER PRIMARY KEY);
            INSERT INTO "nowhere" VALUES (1);
            """))
        XCTAssertThrowsError(try sandbox.migrate()) { error in
            guard case .sqlFailed(let file, let message, _)? = error as? MigrationError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(file, "0001_create.sql")
            XCTAssertEqual(message, "no such table: nowhere")
        }
        XCTAssertEqual(folderContents, [], "no database file, no staged file, no journal")
    }

    func testFirstMigrationsCreateTheFileWithNothingElseBesideIt() throws {
        try sandbox.write("0001_create.sql", createPeople)
        let report = try sandbox.migrate()
        XCTAssertEqual(report.database, sandbox.databasePath)
        XCTAssertEqual(report.applied.map(\.name), ["0001_create.sql"])
        XCTAssertEqual(folderContents, ["app.sqlite"])
        XCTAssertEqual(try sandbox.queue().read(MigrationHistory.entries).map(\.version), [1])
    }

    func testMigrationsThatCommittedBeforeAFailureStay() throws {
        try sandbox.write("0001_create.sql", createPeople)
        try sandbox.write("0002_broken.sql", migrationText(from: 1, to: 2, sql: #"ALTER TABLE "nowhere" ADD COLUMN "x" TEXT;"#))
        XCTAssertThrowsError(try sandbox.migrate())
        XCTAssertEqual(folderContents, ["app.sqlite"])
        XCTAssertEqual(try sandbox.queue().read(MigrationHistory.entries).map(\.version), [1])
    }

    func testDryRunCreatesNothing() throws {
        try sandbox.write("0001_create.sql", createPeople)
        let report = try sandbox.migrate(MigrateOptions(dryRun: true))
        XCTAssertEqual(report.planned.map(\.name), ["0001_create.sql"])
        XCTAssertEqual(folderContents, [])
    }

    func testLockTimeoutOnTheStagedFileNamesTheDatabase() {
        let error = MigrationError.lockTimeout(database: "/x/app.sqlite.modelc-new-1234", seconds: 1)
        XCTAssertEqual(error.replacingDatabasePath("/x/app.sqlite.modelc-new-1234", with: "/x/app.sqlite"), .lockTimeout(database: "/x/app.sqlite", seconds: 1))
    }

    func testAFileProblemOnTheStagedFileNamesTheDatabaseInItsSentenceAndHint() {
        let staged = "/x/app.sqlite.modelc-new-1234"
        let error = MigrationError.introspection(IntrospectionError.corrupt(path: staged, reason: "database disk image is malformed").report)
        let report = error.replacingDatabasePath(staged, with: "/x/app.sqlite").report(model: nil)
        XCTAssertEqual(report, IntrospectionError.corrupt(path: "/x/app.sqlite", reason: "database disk image is malformed").report)
        XCTAssertFalse(report.description.contains("modelc-new"), report.description)
    }
}
