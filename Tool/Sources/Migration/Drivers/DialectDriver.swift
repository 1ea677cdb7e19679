import ModelKit
import SchemaCore

/// What the engine-neutral core asks of a dialect when it compiles, plans and writes
/// migration files: the offline half of an engine's driver (the live half, a database
/// as the commands see it, is `DatabaseEngine`).
///
/// The core never names an engine. `migrate make`, staleness, `modelc check`,
/// `compile --dialect`, `diff --dialect` and the files' folders and headers ask the
/// driver registered under the dialect's name (`DialectDrivers`), so an engine is one
/// conformance and one registration.
public protocol DialectDriver: Sendable {
    /// The dialect's name (`--dialect`, the `-- dialect:` header line, the folder).
    var dialect: DatabaseDialect { get }
    /// The dialect in messages: `SQLite`.
    var displayName: String { get }
    /// The folder of this dialect's files inside a model's migrations folder, nil for
    /// the folder itself (the default dialect's). Each dialect's files are their own
    /// numbered sequence with their own `modelc.sum`.
    var migrationsSubfolder: String? { get }
    /// Whether the applier checks only the tables a plan touches (a generated file's
    /// `check-foreign-keys:`/`check-pages:` scope), rather than the whole schema. A file
    /// of a dialect without scopes records its planned SQL's hash all the same, so
    /// staleness and hand edits are told there too.
    var scopesVerification: Bool { get }
    /// What the engine does with DDL, which shapes its plans.
    var capabilities: DialectCapabilities { get }

    /// The schema of `model` in this dialect's storage types.
    func schema(for model: Model) throws -> Schema
    /// The DDL that creates `schema` in an empty database.
    func render(_ schema: Schema) -> String
    /// The plan from `from` to `to` as this dialect runs it, shaped by `choices`.
    func plan(from: DiffSide, to: DiffSide, choices: PlanChoices) -> Plan
    /// The SQL of `plan`, shaped by `choices`.
    func render(_ plan: Plan, choices: PlanChoices) -> String
    /// The draft of the migration file from model version `old` (nil: an empty
    /// database) to `new`, shaped by `choices`, which the file's header records.
    func draft(from old: Model?, to new: Model, choices: PlanChoices) throws -> MigrationDraft
    /// The draft of the down migration from model version `new` back to `old` (the
    /// migration `old` → `new` undone), shaped by `choices`, or why there is none.
    func downDraft(from new: Model, to old: Model, choices: PlanChoices) throws -> (draft: MigrationDraft?, irreversible: [String])
    /// `choices` as this dialect understands them: the default for words it does not
    /// know (a stale file is then told by its planned SQL).
    func normalized(_ choices: PlanChoices) -> PlanChoices
    /// Problems with the SQL text a model in this dialect's words carries, each
    /// positioned at the element that holds it: what `ModelCheck` reports when a command
    /// loads the model.
    func sqlDiagnostics(for model: Model) -> [Diagnostic]
}

extension DialectDriver {
    /// The SQL is the server's to judge, when the model is applied there; offline, the
    /// text is read for the names a rename left behind in it
    /// (`ModelCheck.renamedColumnsInServerSQL(of:)`).
    public func sqlDiagnostics(for model: Model) -> [Diagnostic] {
        ModelCheck.renamedColumnsInServerSQL(of: model)
    }

    /// No down migrations: each one is written as an `irreversible:` file saying so,
    /// which `migrate --to N` refuses. A driver that can plan the way back says how.
    public func downDraft(from new: Model, to old: Model, choices: PlanChoices) throws -> (draft: MigrationDraft?, irreversible: [String]) {
        (nil, ["\(displayName) has no down migrations in modelc yet"])
    }
}

/// How a dialect's plan is rendered, as the words of a migration file's
/// `-- <dialect>-plan:` header line (`concurrent-indexes`); empty for the default.
///
/// The words end up in the file, so a plan rendered again (staleness, `--regenerate`)
/// is rendered the same way; what they mean is the dialect driver's business.
public struct PlanChoices: Hashable, Sendable {
    public var words: [String]

    public init(_ words: [String] = []) {
        self.words = words
    }

    /// The default rendering.
    public static let `default` = PlanChoices()
}
