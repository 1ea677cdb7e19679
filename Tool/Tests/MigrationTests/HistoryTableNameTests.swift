import GRDB
import Migration
import ModelKit
import ModelRuntime
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// The history table's name has one owner, `MigrationHistoryRecord.tableName`; ModelKit
/// and SQLiteSchema sit below ModelRuntime and spell it themselves, so these tests hold
/// them to it.
final class HistoryTableNameTests: ModelcTestCase {
    func testIntrospectionSkipsTheHistoryTableByItsOwnersName() {
        XCTAssertTrue(SchemaIntrospector.defaultSkippedTables.contains(MigrationHistoryRecord.tableName))
        XCTAssertEqual(MigrationHistory.tableName, MigrationHistoryRecord.tableName)
        XCTAssertEqual(ReservedNames.migrationHistory, MigrationHistoryRecord.tableName, "ModelKit's one list names the runtime's table")
        XCTAssertEqual(SchemaIntrospector.defaultSkippedTables, ReservedNames.tables)
    }

    func testEveryReservedTableIsRefusedAsAnEntitysTable() {
        for table in ReservedNames.tables.sorted() + ["SQLITE_stat1", "Modelc_Migration_Progress"] {
            let result = ModelLoader.inspect(text: "model: Clash\nversion: 1\nentities:\n  Log:\n    table: \(table)\n    attributes:\n      id: int\n")
            XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.message.localizedLowercase).map { $0.contains("is reserved") }, [true], table)
        }
    }

    func testAnEntityStoredInTheHistoryTableIsRefusedByName() throws {
        let yaml = """
            model: Clash
            version: 1
            entities:
              Log:
                table: \(MigrationHistoryRecord.tableName)
                attributes:
                  id: int
            """
        let folder = try makeTemporaryDirectory(self)
        try yaml.write(to: folder.appendingPathComponent("1.yaml"), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try ModelCheck.load(folder.path)) { error in
            let messages = (error as? ModelError)?.diagnostics.map(\.message)
            XCTAssertEqual(messages, ["table name `\(MigrationHistoryRecord.tableName)` is reserved for modelc's migration history"])
        }
    }

    func testTheRecordedRowIsWhatTheMigratorReads() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try MigrationHistoryRecord.record(db, version: 1, name: "0001_create.sql", checksum: "sha256:00", durationMilliseconds: 7, modelHash: nil)
        }
        let entries = try queue.read(MigrationHistory.entries)
        XCTAssertEqual(entries.map(\.version), [1])
        XCTAssertEqual(entries.map(\.name), ["0001_create.sql"])
        XCTAssertEqual(entries.map(\.checksum), ["sha256:00"])
    }

    /// The bookkeeping tables' DDL is written from one list of columns per table; for
    /// SQLite it is the statement modelc has always run.
    func testTheBookkeepingTablesAreWrittenFromTheirColumns() {
        XCTAssertEqual(MigrationHistoryRecord.createSQL, """
            CREATE TABLE IF NOT EXISTS "modelc_migrations" (
              "version" INTEGER PRIMARY KEY,
              "name" TEXT NOT NULL,
              "checksum" TEXT NOT NULL,
              "applied_at" TEXT NOT NULL,
              "duration_ms" INTEGER NOT NULL,
              "model_hash" TEXT
            ) STRICT
            """)
        XCTAssertEqual(BookkeepingColumn.sqliteTable(MigrationHistory.resolutionsTableName, MigrationHistory.resolutionColumns), """
            CREATE TABLE IF NOT EXISTS "modelc_resolutions" (
              "id" INTEGER PRIMARY KEY,
              "version" INTEGER NOT NULL,
              "name" TEXT NOT NULL,
              "action" TEXT NOT NULL CHECK ("action" IN ('applied', 'rolled-back')),
              "checksum" TEXT NOT NULL,
              "resolved_at" TEXT NOT NULL
            ) STRICT
            """)
    }
}
