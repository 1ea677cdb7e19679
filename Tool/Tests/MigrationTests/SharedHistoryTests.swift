import GRDB
import Migration
import ModelKit
import ModelRuntime
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// `modelc migrate` and an app's embedded migrator keep one history table.
final class SharedHistoryTests: ModelcTestCase {
    func testGRDBMigratorBookkeepingIsNotDriftFromTheModel() throws {
        let model = try ModelLoader.load(reference: Repository.root.appendingPathComponent("models/StarWars").path)
        let path = try makeTemporaryDirectory(self).appendingPathComponent("app.sqlite").path
        var migrator = DatabaseMigrator()
        migrator.registerMigration("0001_create_star_wars") { db in
            try db.execute(sql: SQLiteDialect().render(SQLiteSchemaCompiler.compile(model)))
        }
        try migrator.migrate(try DatabaseQueue(path: path))
        XCTAssertEqual(try Drift.differences(databaseAt: path, model: model), [], "grdb_migrations is bookkeeping, not schema")
    }

    func testAMigrationRecordedByTheCLIIsSkippedByTheAppAndAChangedOneIsRefused() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try MigrationHistory.record(MigrationHistory.Entry(
                version: 1, name: "0001_create.sql", checksum: "sha256:aa", appliedAt: "2026-01-01T00:00:00.000Z",
                durationMilliseconds: 3, modelHash: nil), in: db)
        }
        var ran = false
        try queue.write { db in
            try MigrationHistoryRecord.apply(db, version: 1, name: "0001_create.sql", checksum: "sha256:aa", modelHash: nil) { ran = true }
        }
        XCTAssertFalse(ran, "already applied by modelc migrate")
        XCTAssertThrowsError(try queue.write { db in
            try MigrationHistoryRecord.apply(db, version: 1, name: "0001_create.sql", checksum: "sha256:bb", modelHash: nil) {}
        }) { error in
            XCTAssertEqual("\(error)", "migration 0001_create.sql was applied with checksum sha256:aa, but the app embeds sha256:bb; regenerate the app's code from the migrations that were deployed")
        }
        try queue.write { db in
            try MigrationHistoryRecord.apply(db, version: 2, name: "0002_more.sql", checksum: "sha256:cc", modelHash: "sha256:dd") {
                try db.execute(sql: "CREATE TABLE t (x)")
            }
        }
        let entries = try queue.read { try MigrationHistory.entries($0) }
        XCTAssertEqual(entries.map(\.version), [1, 2])
        XCTAssertEqual(entries.last?.checksum, "sha256:cc")
        XCTAssertEqual(entries.last?.modelHash, "sha256:dd")
    }

    func testTheAppAcceptsAHistoryRowRecordedOverTheFullTextOfAnApprovedMigration() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try MigrationHistory.record(MigrationHistory.Entry(
                version: 1, name: "0001_create.sql", checksum: "sha256:full", appliedAt: "2026-01-01T00:00:00.000Z",
                durationMilliseconds: 3, modelHash: nil), in: db)
        }
        var ran = false
        try queue.write { db in
            try MigrationHistoryRecord.apply(
                db, version: 1, name: "0001_create.sql", checksum: "sha256:withoutApproval", fullTextChecksum: "sha256:full", modelHash: nil
            ) { ran = true }
        }
        XCTAssertFalse(ran, "recorded before approval lines were left out of the checksum, and still the same file")
    }
}
