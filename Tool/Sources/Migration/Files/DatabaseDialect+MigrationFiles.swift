import ModelKit
import SchemaCore

/// What differs between dialects' migration files, asked of the dialect's driver
/// (`DialectDriver`): where they live and how a new one is planned. Everything else
/// (names, headers, `modelc.sum`, approvals, staleness, the version rule) is the same
/// code for every dialect.
///
/// **Layout.** A dialect other than the default keeps its files in a folder of its own
/// inside a model's migrations folder (`migrations/<Model>/<dialect>/NNNN_<slug>.sql`),
/// with their own `modelc.sum`. A subfolder rather than a `dialect:` header beside the
/// default's files because each dialect's files form their own numbered sequence and
/// history (a database has exactly one of them applied), so one folder per sequence
/// keeps the "number used once" rule, the sum file and `modelc check` working per
/// sequence without filtering; the default's reader lists only `*.sql` files, so it
/// never sees the subfolder. The generated header also says `-- dialect: <name>`, so a
/// file copied into the wrong folder is recognised (`modelc check`) and staleness
/// plans it in its own dialect.
extension DatabaseDialect {
    /// The folder of this dialect's files inside a model's migrations folder: the
    /// folder itself for the default dialect, `<folder>/<subfolder>` for the others.
    public func migrationsFolder(in folder: String) -> String {
        guard let subfolder = driver.migrationsSubfolder else { return folder }
        return folder.hasSuffix("/") ? folder + subfolder : folder + "/" + subfolder
    }

    /// The dialect in messages (`DialectDriver.displayName`).
    public var displayName: String { driver.displayName }

    /// Whether this is the dialect commands assume without `--dialect`, whose files
    /// need no `-- dialect:` header line.
    public var isDefault: Bool { self == .default }

    /// Whether the applier checks only the tables a plan touches (see
    /// `DialectDriver.scopesVerification`).
    public var scopesVerification: Bool { driver.scopesVerification }

    /// ` --dialect <name>` for a dialect other than the default, "" for the default:
    /// what a hint adds to the `modelc migrate make|hash` it suggests.
    public var commandOption: String {
        isDefault ? "" : " --dialect \(rawValue)"
    }

    /// The draft of the migration from model version `old` (nil: an empty database) to
    /// `new` in this dialect, with the default rendering.
    ///
    /// - Throws: what the driver refuses (a model its engine cannot hold).
    public func draft(from old: Model?, to new: Model) throws -> MigrationDraft {
        try draft(from: old, to: new, choices: .default)
    }

    /// The draft of the migration from `old` to `new`, rendered as `choices` say (which
    /// the file's header then records).
    public func draft(from old: Model?, to new: Model, choices: PlanChoices) throws -> MigrationDraft {
        try driver.draft(from: old, to: new, choices: choices)
    }
}
