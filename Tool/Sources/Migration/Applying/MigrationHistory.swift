import Foundation
import GRDB
import ModelRuntime
import SQLiteSchema

/// The table `modelc_migrations`: which migrations a database has applied.
///
/// One row per applied migration, written in the same transaction as the migration
/// itself, so the row exists exactly when the schema change does. The table is
/// created lazily by the first migration that commits, never by a refusal or a dry
/// run, so a refused run leaves the database file byte-identical.
///
/// The table itself (its DDL, its `INSERT`, its timestamps) is ModelRuntime's
/// `MigrationHistoryRecord`, which apps' embedded migrators use: Migration imports
/// ModelRuntime so that `modelc migrate` and those migrators write one table the same
/// way, and each skips what the other applied.
public enum MigrationHistory {
    /// The history table's name; schema comparisons leave it out.
    public static let tableName = MigrationHistoryRecord.tableName

    /// One applied migration.
    public struct Entry: Hashable, Sendable, Codable {
        /// The migration's number.
        public var version: Int
        /// The migration's file name.
        public var name: String
        /// The file's checksum when it was applied (`MigrationFile.checksum`: normalised
        /// text without review-only lines; rows written by earlier versions hold the
        /// full-text checksum, which still matches).
        public var checksum: String
        /// When it was committed, ISO-8601 UTC with milliseconds.
        public var appliedAt: String
        public var durationMilliseconds: Int
        /// The hash of the target model version, when known.
        public var modelHash: String?

        public init(version: Int, name: String, checksum: String, appliedAt: String, durationMilliseconds: Int, modelHash: String?) {
            self.version = version
            self.name = name
            self.checksum = checksum
            self.appliedAt = appliedAt
            self.durationMilliseconds = durationMilliseconds
            self.modelHash = modelHash
        }

        private enum CodingKeys: String, CodingKey {
            case version, name, checksum
            case appliedAt = "applied_at"
            case durationMilliseconds = "duration_ms"
            case modelHash = "model_hash"
        }
    }

    /// The applied migrations by version; empty when the table does not exist.
    public static func entries(_ db: Database) throws -> [Entry] {
        guard try db.tableExists(tableName) else { return [] }
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
