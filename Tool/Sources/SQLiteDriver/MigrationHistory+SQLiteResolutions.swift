import Foundation
import GRDB
import Migration
import ModelRuntime
import SchemaCore

extension MigrationHistory {
    static let createResolutionsSQL = BookkeepingColumn.sqliteTable(resolutionsTableName, resolutionColumns)

    /// The resolutions, oldest first; empty when the table does not exist.
    public static func resolutions(_ db: Database) throws -> [Resolution] {
        guard try db.tableExists(resolutionsTableName) else { return [] }
        let rows = try Row.fetchAll(db, sql: """
            SELECT "version", "name", "action", "checksum", "resolved_at"
            FROM "modelc_resolutions" ORDER BY "id"
            """)
        return rows.map { row in
            Resolution(
                version: row["version"],
                name: row["name"],
                action: Resolution.Action(rawValue: row["action"]) ?? .applied,
                checksum: row["checksum"],
                resolvedAt: row["resolved_at"]
            )
        }
    }

    /// Records `resolution`, creating the table when needed. Call inside the
    /// transaction that changes the history.
    static func record(_ resolution: Resolution, in db: Database) throws {
        try db.execute(sql: createResolutionsSQL)
        try db.execute(
            sql: """
                INSERT INTO "modelc_resolutions" ("version", "name", "action", "checksum", "resolved_at")
                VALUES (?, ?, ?, ?, ?)
                """,
            arguments: [resolution.version, resolution.name, resolution.action.rawValue, resolution.checksum, resolution.resolvedAt]
        )
    }

    /// The resolutions of the database file at `path`, opened for reading; empty when
    /// it has none. For `modelc inspect`; fails as `read(databaseAt:lock:)` does.
    public static func readResolutions(databaseAt path: String, lock: MigrationLock = .forReading) throws(MigrationError) -> [Resolution] {
        do {
            return try DatabaseFile.read(path, busyTimeout: lock.timeout, label: "modelc.history", resolutions)
        } catch {
            throw lock.map(error, path: path)
        }
    }
}
