import ModelKit
import SQLiteSchema

/// What differs between the SQLite and the PostgreSQL migration files: where they live
/// and how a new one is planned. Everything else (names, headers, `modelc.sum`,
/// approvals, staleness, the version rule) is the same code for both.
///
/// **Layout.** A model's PostgreSQL files live in a `postgres/` folder inside its
/// migrations folder, `migrations/<Model>/postgres/NNNN_<slug>.sql`, with their own
/// `modelc.sum`. A subfolder rather than a `dialect:` header beside the SQLite files
/// because each dialect's files form their own numbered sequence and history (a
/// database has exactly one of them applied), so one folder per sequence keeps the
/// "number used once" rule, the sum file and `modelc check` working per sequence
/// without filtering; the SQLite reader lists only `*.sql` files, so it never sees
/// the subfolder. The generated header also says `-- dialect: postgres`, so a file
/// copied into the wrong folder is recognised (`modelc check`) and staleness plans it
/// in its own dialect.
extension DatabaseDialect {
    /// The folder of this dialect's files inside a model's migrations folder: the
    /// folder itself for SQLite, `<folder>/postgres` for PostgreSQL.
    public func migrationsFolder(in folder: String) -> String {
        switch self {
        case .sqlite: folder
        case .postgres: folder.hasSuffix("/") ? folder + "postgres" : folder + "/postgres"
        }
    }

    /// `SQLite`, `PostgreSQL`: the dialect in messages.
    public var displayName: String {
        switch self {
        case .sqlite: "SQLite"
        case .postgres: "PostgreSQL"
        }
    }

    /// Whether this is the dialect commands assume without `--dialect` (SQLite), whose
    /// files need no `-- dialect:` header line.
    public var isDefault: Bool {
        switch self {
        case .sqlite: true
        case .postgres: false
        }
    }

    /// Whether the applier checks only the tables a plan touches (a generated file's
    /// `check-foreign-keys:`/`check-pages:` scope, SQLite's), rather than the whole
    /// schema (PostgreSQL's verification). A file without a scope still records its
    /// planned SQL's hash when the dialect does not use scopes, so staleness and hand
    /// edits are told there too.
    public var scopesVerification: Bool {
        switch self {
        case .sqlite: true
        case .postgres: false
        }
    }

    /// ` --dialect postgres` for PostgreSQL, "" for SQLite: what a hint adds to the
    /// `modelc migrate make|hash` it suggests.
    public var commandOption: String {
        isDefault ? "" : " --dialect \(rawValue)"
    }

    /// The draft of the migration from model version `old` (nil: an empty database) to
    /// `new` in this dialect (`MigrationDraft.planned`, `MigrationDraft.plannedForPostgres`),
    /// a PostgreSQL one with the default rendering.
    ///
    /// - Throws: `PostgresSchemaError` for a model PostgreSQL cannot hold (triggers,
    ///   collations, names longer than 63 bytes).
    public func draft(from old: Model?, to new: Model) throws -> MigrationDraft {
        try draft(from: old, to: new, postgresPlan: PostgresPlanOptions())
    }

    /// The draft of the migration from `old` to `new`, a PostgreSQL one rendered with
    /// `postgresPlan` (which the file's header then records).
    public func draft(from old: Model?, to new: Model, postgresPlan: PostgresPlanOptions) throws -> MigrationDraft {
        switch self {
        case .sqlite: MigrationDraft.planned(from: old, to: new)
        case .postgres: try MigrationDraft.plannedForPostgres(from: old, to: new, options: postgresPlan)
        }
    }
}
