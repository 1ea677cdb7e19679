import Foundation

/// What `modelc migrate test` found: one entry per path (a starting version, or a sample
/// database), each with the failures that would have reached users.
///
/// Encoded as the command's `--format json` output (keys sorted, `duration_ms` as in
/// `migrate`'s report); `docs/migrations.md` lists the failure kinds.
public struct MigrationTestReport: Codable, Hashable, Sendable {
    public var model: String
    /// The newest model version, where every path ends.
    public var newestVersion: Int
    public var rowsPerTable: Int
    public var seed: UInt64
    public var paths: [Path]

    /// Whether every path passed.
    public var passed: Bool { paths.allSatisfy(\.passed) }

    public init(model: String, newestVersion: Int, rowsPerTable: Int, seed: UInt64, paths: [Path] = []) {
        self.model = model
        self.newestVersion = newestVersion
        self.rowsPerTable = rowsPerTable
        self.seed = seed
        self.paths = paths
    }

    /// One database taken from a version to the newest.
    public struct Path: Codable, Hashable, Sendable {
        /// The model version the database starts at.
        public var from: Int
        public var to: Int
        /// `generated`, or the sample database's path.
        public var data: String
        /// Rows in the database before migrating, by table.
        public var rows: [String: Int]
        /// The migration files the path applied, in order.
        public var applied: [String]
        public var failures: [Failure]
        /// What could not be generated or checked as asked; not failures.
        public var notes: [String]
        /// The whole path, and the `migrate` within it.
        public var durationMilliseconds: Int
        public var migrateMilliseconds: Int
        /// Where the databases were kept (`--keep`), else nil: a file path without its
        /// extension (the migrated database, and the one from before beside it), or a
        /// server's database, by its URL.
        public var kept: String?
        /// With a server's database kept, the file of its rows before migrating.
        public var keptBefore: String?

        public var passed: Bool { failures.isEmpty }

        public init(from: Int, to: Int, data: String) {
            self.from = from
            self.to = to
            self.data = data
            rows = [:]
            applied = []
            failures = []
            notes = []
            durationMilliseconds = 0
            migrateMilliseconds = 0
        }

        enum CodingKeys: String, CodingKey {
            case from, to, data, rows, applied, failures, notes, kept, keptBefore, passed
            case durationMilliseconds = "duration_ms"
            case migrateMilliseconds = "migrate_ms"
        }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            from = try container.decode(Int.self, forKey: .from)
            to = try container.decode(Int.self, forKey: .to)
            data = try container.decode(String.self, forKey: .data)
            rows = try container.decode([String: Int].self, forKey: .rows)
            applied = try container.decode([String].self, forKey: .applied)
            failures = try container.decode([Failure].self, forKey: .failures)
            notes = try container.decode([String].self, forKey: .notes)
            durationMilliseconds = try container.decode(Int.self, forKey: .durationMilliseconds)
            migrateMilliseconds = try container.decode(Int.self, forKey: .migrateMilliseconds)
            kept = try container.decodeIfPresent(String.self, forKey: .kept)
            keptBefore = try container.decodeIfPresent(String.self, forKey: .keptBefore)
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
            try container.encode(data, forKey: .data)
            try container.encode(rows, forKey: .rows)
            try container.encode(applied, forKey: .applied)
            try container.encode(failures, forKey: .failures)
            try container.encode(notes, forKey: .notes)
            try container.encode(durationMilliseconds, forKey: .durationMilliseconds)
            try container.encode(migrateMilliseconds, forKey: .migrateMilliseconds)
            try container.encodeIfPresent(kept, forKey: .kept)
            try container.encodeIfPresent(keptBefore, forKey: .keptBefore)
            try container.encode(passed, forKey: .passed)
        }
    }

    /// One thing a path did that a release must not: each names the table, and where it
    /// can, the column and one row's key (`id = 17`).
    public struct Failure: Codable, Hashable, Sendable {
        public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
            /// The database could not be brought to the starting version, or filled.
            case setup
            /// `migrate` refused, as a deploy would: a preflight check found rows at stake,
            /// destructive steps not approved, a checksum off.
            case refused
            /// A migration failed while running (and was rolled back).
            case failed
            /// Rows that no plan drops are gone.
            case rowsLost
            /// A value the plans keep reads back different.
            case valueChanged
            /// A column (or table) dropped and another added in one version, losing values:
            /// a rename made without `renamedFrom`.
            case droppedAsRename
            /// A relationship's key moved to the other table in one version, and the links
            /// the rows held were not copied over.
            case linksLost
            /// A row the newest generated records cannot read.
            case unreadable
            /// `integrity_check` or `foreign_key_check` is not clean.
            case integrity
            /// The migrated schema is not the newest model's.
            case drift
            /// `--reversible`: the way down failed, or did not restore the schema and
            /// every row of the starting version, or the way up again failed.
            case notReversible
        }

        public var kind: Kind
        public var table: String?
        public var column: String?
        /// One row's key, as `migrate`'s preflight samples write it: `"id" = 17`, or
        /// `"a" = 1, "b" = 'x'` for a key of several columns.
        public var key: String?
        /// How many rows (or distinct values, for `unreadable`) are affected, when known.
        public var count: Int?
        /// The model version whose migration the failure is about, when it is one
        /// version's (`droppedAsRename`).
        public var version: Int?
        public var message: String

        public init(kind: Kind, table: String? = nil, column: String? = nil, key: String? = nil, count: Int? = nil, version: Int? = nil, message: String) {
            self.kind = kind
            self.table = table
            self.column = column
            self.key = key
            self.count = count
            self.version = version
            self.message = message
        }
    }
}
