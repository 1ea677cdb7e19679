import Foundation
import GRDB
import Migration
import ModelRuntime
import SchemaCore

extension MigrationHistory {
    /// The applied migrations by version; empty when the table does not exist.
    ///
    /// A table of that name without the history's columns (another tool's, or one edited
    /// by hand) is said as such: SQLite's "no such column: version" read as a damaged file.
    public static func entries(_ db: Database) throws -> [Entry] {
        guard try db.tableExists(tableName) else { return [] }
        let present = Set(try db.columns(in: tableName).map { $0.name.lowercased() })
        let lacking = MigrationHistoryRecord.columns.filter { !$0.isOptional && !present.contains($0.name) }.map(\.name)
        if !lacking.isEmpty {
            throw IntrospectionError.notModelcHistory(table: tableName, lacking: lacking)
        }
        let rows = try Row.fetchAll(db, sql: """
            SELECT "version", "name", "checksum", "applied_at", "duration_ms", "model_hash"
            FROM "\(tableName)" ORDER BY "version"
            """)
        return rows.map { row in
            Entry(
                version: row["version"],
                name: row["name"],
                checksum: row["checksum"],
                appliedAt: row["applied_at"],
                durationMilliseconds: row["duration_ms"],
                modelHash: row["model_hash"]
            )
        }
    }

    /// Removes the row of `version`: its migration was undone by its down migration.
    /// Call inside the down migration's transaction.
    public static func remove(version: Int, in db: Database) throws {
        try db.execute(sql: #"DELETE FROM "\#(MigrationHistoryRecord.tableName)" WHERE "version" = ?"#, arguments: [version])
    }

    /// Records `entry`, creating the table when needed. Call inside the migration's transaction.
    public static func record(_ entry: Entry, in db: Database) throws {
        try MigrationHistoryRecord.record(
            db, version: entry.version, name: entry.name, checksum: entry.checksum, appliedAt: entry.appliedAt,
            durationMilliseconds: entry.durationMilliseconds, modelHash: entry.modelHash)
    }

    /// The history of the database file at `path`, opened for reading (see
    /// `MigrationLock.openForReading`); empty when the file has no history table.
    /// For `modelc inspect` and `modelc migrate status`; a file that is missing, not a
    /// database, damaged or locked for longer than `lock.timeout` fails as in every command.
    public static func read(databaseAt path: String, lock: MigrationLock = .forReading) throws(MigrationError) -> [Entry] {
        do {
            return try DatabaseFile.read(path, busyTimeout: lock.timeout, label: "modelc.history", entries)
        } catch {
            throw lock.map(error, path: path)
        }
    }
}
