import Foundation
import ModelKit
import ModelRuntime
import SchemaCore

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
}

extension MigrationHistory {
    /// Declarative mode's one rule about a history (`entries`, oldest first): refused
    /// when the last migration leads to another model version than the plan's, by model
    /// hash (`modelHash`). Changed beside its history, the database would make the next
    /// versioned run apply files whose tables are already there ("table already exists").
    /// Every engine judges it under its migration lock; `plan` names the run.
    public static func requireDeclarativeRun(over entries: [Entry], modelHash: Checksum?, database: String, plan: String) throws(MigrationError) {
        guard let last = entries.last, last.modelHash != modelHash?.description else { return }
        throw .declarativeOverHistory(database: database, lastApplied: last.name, model: plan)
    }
}
