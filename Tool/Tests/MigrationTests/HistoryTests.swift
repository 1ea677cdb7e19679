import Foundation
import GRDB
import Migration
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import XCTest

final class HistoryTests: ModelcTestCase {
    private var sandbox: ApplySandbox!

    override func setUpWithError() throws {
        sandbox = try ApplySandbox(self)
    }

    func testHistoryRecordsVersionNameChecksumTimeDurationAndModelHash() throws {
        var header = MigrationFile.Header(model: "App", fromVersion: nil, toVersion: 1, steps: [])
        header.modelHash = Checksum(normalizing: "model")
        try sandbox.write("0001_create.sql", header.rendered() + #"CREATE TABLE "t" ("id" INTEGER PRIMARY KEY) STRICT;"#)
        _ = try sandbox.migrate()
        let entries = try MigrationHistory.read(databaseAt: sandbox.databasePath)
        XCTAssertEqual(entries.count, 1)
        let entry = try XCTUnwrap(entries.first)
        XCTAssertEqual(entry.version, 1)
        XCTAssertEqual(entry.name, "0001_create.sql")
        XCTAssertEqual(entry.checksum, try sandbox.directory.files()[0].checksum.description)
        XCTAssertEqual(entry.modelHash, Checksum(normalizing: "model").description)
        XCTAssertNotNil(ISO8601DateFormatter.withMilliseconds.date(from: entry.appliedAt), entry.appliedAt)
        XCTAssertGreaterThanOrEqual(entry.durationMilliseconds, 0)
    }

    /// A table named as the history without its columns (another tool's, or edited by
    /// hand) is said as such, where SQLite's "no such column: version" came with a hint
    /// to check the file for damage.
    func testAHistoryTableWithoutTheHistorysColumnsIsSaidAsSuch() throws {
        try sandbox.queue().write { try $0.execute(sql: "CREATE TABLE \(MigrationHistory.tableName) (id INTEGER PRIMARY KEY, note TEXT)") }
        XCTAssertThrowsError(try MigrationHistory.read(databaseAt: sandbox.databasePath)) { error in
            let report = (error as? MigrationError)?.report(model: nil)
            XCTAssertEqual(report?.message, "the table `modelc_migrations` is not modelc's history: it has no column `version`, `name`, `checksum`, `applied_at`, `duration_ms`")
            XCTAssertFalse(report?.hint?.contains("integrity_check") ?? true, "\(String(describing: report))")
        }
    }

    func testRefusedRunDoesNotCreateTheHistoryTable() throws {
        try sandbox.queue().write { try $0.execute(sql: "CREATE TABLE t (x)") }
        try sandbox.write("0001_drop.sql", migrationText(from: nil, to: 1, steps: [(.destructive, "drop table t")], sql: "DROP TABLE t;"))
        XCTAssertThrowsError(try sandbox.migrate())
        XCTAssertFalse(try sandbox.queue().read { try $0.tableExists(MigrationHistory.tableName) })
    }

    func testStatusListsAppliedAndPending() throws {
        try sandbox.write("0001_create.sql", createPeople)
        try sandbox.write("0002_drop_mass.sql", dropMass)
        _ = try sandbox.migrate(MigrateOptions(targetVersion: 1))
        let status = try sandbox.migrator().status(of: try sandbox.directory.files())
        XCTAssertEqual(status.applied.map(\.name), ["0001_create.sql"])
        XCTAssertEqual(status.pending, ["0002_drop_mass.sql"])
    }

    func testSumListsEveryFileAndATotalAndParsesBack() throws {
        try sandbox.write("0001_create.sql", createPeople)
        try sandbox.write("0002_drop_mass.sql", dropMass)
        let text = try sandbox.directory.read(MigrationSum.fileName)
        XCTAssertEqual(text, """
            total sha256:d371483f54e81ad741f255a93d0de9a7251792b49d5efea1541280f8c293369d
            0001_create.sql sha256:63e5fcc2b47df8505ea5f7be2e55ee7946a0f62a2451e8424a228ed33624b3a5
            0002_drop_mass.sql sha256:0a12f1e12db15336a5137afa365ab37b47796377f9e95c6d1026ebfa9c5e6751

            """)
        let sum = try XCTUnwrap(MigrationSum(parsing: text))
        XCTAssertTrue(sum.isSelfConsistent)
        XCTAssertEqual(sum, MigrationSum(files: try sandbox.directory.files()))
    }

    func testMisnamedMigrationFileIsReported() throws {
        try sandbox.write("0001_create.sql", createPeople)
        try sandbox.directory.write("add people.sql", to: "add people.sql")
        XCTAssertThrowsError(try sandbox.directory.files()) { error in
            guard case .invalidFile(let path, _)? = error as? MigrationError else { return XCTFail("\(error)") }
            XCTAssertTrue(path.hasSuffix("add people.sql"))
        }
    }

    func testHeaderRoundTripsThroughText() {
        let header = MigrationFile.Header(
            model: "StarWars", fromVersion: 1, toVersion: 2, modelHash: Checksum(normalizing: "x"),
            steps: [.init(safety: .safe, summary: "create table \"planet\""), .init(safety: .destructive, summary: "drop column \"person\".\"mass\"")],
            preflight: [.init(message: "rows with NULL", countSQL: #"SELECT count(*) FROM "person" WHERE "mass" IS NULL"#)],
            isDestructiveApproved: true,
            verificationScope: VerificationScope(foreignKeyTables: ["person", "odd \"name\", here"], integrityTables: []),
            plannedSQL: Checksum(normalizing: "y")
        )
        XCTAssertEqual(MigrationFile.Header(parsing: header.rendered()), header)
        XCTAssertEqual(header.safetySummary, "destructive (1 safe, 1 destructive)")
    }

    func testStepWithAnUnknownSafetyClassIsTreatedAsDestructive() {
        let header = MigrationFile.Header(parsing: "-- modelc migration\n-- to: 2\n-- step: saef: drop table \"t\"\n")
        XCTAssertEqual(header.steps.map(\.safety), [.destructive])
        XCTAssertEqual(MigrationFile(version: 2, slug: "x", text: "-- modelc migration\n-- step: saef: drop table \"t\"\n").unapprovedDestructiveSteps.count, 1)
    }

    func testMakeNumbersAfterHandWrittenMigrationsAndCoversEachVersionOnce() throws {
        let versions = ModelVersions(name: "App", versions: [Model(name: "App", version: 1), Model(name: "App", version: 2), Model(name: "App", version: 3)], folder: "models/App")
        let draft: (Model?, Model) -> MigrationDraft = { from, to in
            MigrationDraft(steps: [.init(safety: .safe, summary: "v\(from?.version ?? 0) to v\(to.version)")], preflight: [], sql: "SELECT \(to.version);")
        }
        let first = try sandbox.directory.make(ModelVersions(name: "App", versions: Array(versions.versions.prefix(2)), folder: "models/App"), draft: draft)
        XCTAssertEqual(first.map(\.name), ["0001_create_app.sql", "0002_app_v2.sql"])
        try sandbox.write("0003_backfill.sql", "UPDATE nothing SET x = 1;\n")
        let second = try sandbox.directory.make(versions, slug: "add things", draft: draft)
        XCTAssertEqual(second.map(\.name), ["0004_add_things.sql"])
        XCTAssertEqual(second.map(\.fromVersion), [2])
        XCTAssertEqual(try sandbox.directory.make(versions, draft: draft), [])
        XCTAssertEqual(try sandbox.directory.readSum(), MigrationSum(files: try sandbox.directory.files()))
    }

    func testChecksumIgnoresLineEndingsOnly() {
        XCTAssertEqual(Checksum(normalizing: "a\r\nb\r\n"), Checksum(normalizing: "a\nb\n"))
        XCTAssertNotEqual(Checksum(normalizing: "a\nb\n"), Checksum(normalizing: "a\nb \n"))
        XCTAssertEqual(Checksum(normalizing: "").description, "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }
}

extension ISO8601DateFormatter {
    static var withMilliseconds: ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }
}
