import Foundation
import ModelKit
import ModelRuntime
import SchemaCore

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
}
