import Foundation
import GRDB

/// The `modelc_migrations` history, as seen by an app's embedded migrator.
///
/// `modelc migrate` (on deploy) and `<Model>.migrator` (at app start-up) apply the same
/// migration files. Both record them in `modelc_migrations`, so a database migrated by
/// one is up to date for the other: the embedded migrator skips a migration the CLI
/// already applied (after checking it is the same file), and records the ones it
/// applies so the CLI skips them too. GRDB's own `grdb_migrations` bookkeeping stays as
/// it is.
///
/// This type owns the table: its name, its `CREATE TABLE`, the one `INSERT` and the
/// timestamp format (`StorageFormat`). `modelc migrate` records through it too, so the
/// two writers cannot drift apart.
public enum MigrationHistoryRecord {
    /// The history table's name.
    public static let tableName = "modelc_migrations"

    /// The history table's columns: the one definition each engine's `CREATE TABLE` is
    /// written from (SQLite's `createSQL` here, PostgreSQL's by the tool's driver).
    public static let columns: [BookkeepingColumn] = [
        BookkeepingColumn("version", .key),
        BookkeepingColumn("name", .text),
        BookkeepingColumn("checksum", .text),
        BookkeepingColumn("applied_at", .timestamp),
        BookkeepingColumn("duration_ms", .longInteger),
        BookkeepingColumn("model_hash", .text, isOptional: true),
    ]

    /// The history table; `modelc migrate` creates it with this same statement.
    public static let createSQL = BookkeepingColumn.sqliteTable(tableName, columns)

    /// Why an embedded migration cannot run.
    public struct ChecksumMismatch: Error, CustomStringConvertible {
        public var name: String
        public var recorded: String
        public var embedded: String

        public var description: String {
            "migration \(name) was applied with checksum \(recorded), but the app embeds \(embedded); "
                + "regenerate the app's code from the migrations that were deployed"
        }
    }

    /// Runs `body` as migration `version` unless `modelc_migrations` already records it,
    /// then records it. Call inside the migration's transaction (GRDB's migrator does).
    ///
    /// A recorded checksum matches when it is `checksum` (the file without its
    /// review-only `-- approved:` lines) or `fullTextChecksum` (the whole file, as
    /// modelc recorded it before approval lines were left out).
    public static func apply(
        _ db: Database, version: Int, name: String, checksum: String, fullTextChecksum: String? = nil, modelHash: String?,
        _ body: () throws -> Void
    ) throws {
        if try db.tableExists(tableName),
           let recorded = try String.fetchOne(db, sql: #"SELECT "checksum" FROM "\#(tableName)" WHERE "version" = ?"#, arguments: [version]) {
            guard recorded == checksum || recorded == fullTextChecksum else { throw ChecksumMismatch(name: name, recorded: recorded, embedded: checksum) }
            return
        }
        let start = Date()
        try body()
        let duration = Int(Date().timeIntervalSince(start) * 1000)
        try record(db, version: version, name: name, checksum: checksum, durationMilliseconds: duration, modelHash: modelHash)
    }

    /// Writes the history row of migration `version`, creating the table when needed.
    /// Call inside the migration's transaction, so the row exists exactly when the
    /// schema change does.
    public static func record(
        _ db: Database, version: Int, name: String, checksum: String, appliedAt: String = timestamp(),
        durationMilliseconds: Int, modelHash: String?
    ) throws {
        try db.execute(sql: createSQL)
        try db.execute(
            sql: """
                INSERT INTO "\(tableName)" ("version", "name", "checksum", "applied_at", "duration_ms", "model_hash")
                VALUES (?, ?, ?, ?, ?, ?)
                """,
            arguments: [version, name, checksum, appliedAt, durationMilliseconds, modelHash])
    }

    /// `date` as the history records it: ISO-8601 UTC with milliseconds
    /// (`2024-01-02T03:04:05.678Z`), the storage format of every date modelc writes.
    public static func timestamp(_ date: Date = Date()) -> String {
        StorageFormat.string(from: date)
    }
}
