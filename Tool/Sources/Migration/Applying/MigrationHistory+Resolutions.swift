import Foundation
import GRDB
import ModelKit
import ModelRuntime
import SQLiteSchema

extension MigrationHistory {
    /// The table `modelc_resolutions`: every hand reconciliation of the history
    /// (`modelc migrate resolve`), kept so `migrate status` and `inspect` can show
    /// which history rows no migration run wrote, and which were taken back.
    ///
    /// A separate log rather than a column of `modelc_migrations`, because a rollback
    /// removes its history row and still has to be on record, and because the
    /// history table is shared with the migrator embedded in generated code.
    /// Created by the first resolution, in the same transaction; schema comparisons
    /// leave it out, like the history.
    public static let resolutionsTableName = ReservedNames.resolutions

    /// Refuses to record `file` as applied by hand (`migrate resolve --applied`) unless
    /// the history lacks it and it is the first file not applied, so the history stays a
    /// prefix of the folder; the rule for every dialect's history.
    public static func checkRecordable(_ file: MigrationFile, history: [Entry], files: [MigrationFile]) throws(MigrationError) {
        if history.contains(where: { $0.version == file.version }) {
            throw .resolutionRefused(file: file.fileName, reason: "the database has applied it already")
        }
        let applied = Set(history.map(\.version))
        if let first = files.first(where: { !applied.contains($0.version) }), first.version != file.version {
            throw .resolutionRefused(
                file: file.fileName,
                reason: "\(first.fileName) comes before it and is not applied; resolve or apply the migrations in order, so the history stays a prefix of the folder")
        }
    }

    /// One hand reconciliation.
    public struct Resolution: Hashable, Sendable, Codable {
        /// What the resolution recorded.
        public enum Action: String, Hashable, Sendable, Codable {
            /// The migration was recorded as applied without running it.
            case applied
            /// The migration's history row was removed: it counts as not applied.
            case rolledBack = "rolled-back"
        }

        /// The migration's number.
        public var version: Int
        /// The migration's file name.
        public var name: String
        public var action: Action
        /// The file's checksum for `applied`; the removed row's for `rolledBack`.
        public var checksum: String
        /// When it was recorded, ISO-8601 UTC with milliseconds.
        public var resolvedAt: String

        public init(version: Int, name: String, action: Action, checksum: String, resolvedAt: String) {
            self.version = version
            self.name = name
            self.action = action
            self.checksum = checksum
            self.resolvedAt = resolvedAt
        }

        private enum CodingKeys: String, CodingKey {
            case version, name, action, checksum
            case resolvedAt = "resolved_at"
        }
    }

    /// The resolutions table's columns: the one definition each engine's `CREATE TABLE`
    /// is written from.
    public static let resolutionColumns: [BookkeepingColumn] = [
        BookkeepingColumn("id", .generatedKey),
        BookkeepingColumn("version", .integer),
        BookkeepingColumn("name", .text),
        BookkeepingColumn("action", .text, check: #""action" IN ('applied', 'rolled-back')"#),
        BookkeepingColumn("checksum", .text),
        BookkeepingColumn("resolved_at", .timestamp),
    ]

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
