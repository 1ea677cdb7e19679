import Migration
import ModelKit
import SchemaCore

/// SQLite's dialect driver, the default dialect's: `SQLiteSchemaCompiler`'s schema,
/// `SQLiteDialect`'s SQL, and plans with native ALTERs or the 12-step rebuild, whose
/// files live in the migrations folder itself and carry a verification scope.
///
/// Registered by ``register()``, which the SQLite driver's entry points call, as the
/// `modelc` command does at start-up.
public struct SQLiteDialectDriver: DialectDriver {
    public init() {}

    /// Registers SQLite's driver under its dialect's name, once (later calls do
    /// nothing): before anything plans, writes or reads migration files of the default
    /// dialect.
    public static func register() {
        _ = registration
    }

    private static let registration: Void = DialectDrivers.register(SQLiteDialectDriver())

    public var dialect: DatabaseDialect { .sqlite }
    public var displayName: String { "SQLite" }
    public var migrationsSubfolder: String? { nil }
    public var scopesVerification: Bool { true }
    public var capabilities: DialectCapabilities { DialectCapabilities(transactionalDDL: true, concurrentIndexBuilds: false) }

    public func schema(for model: Model) throws -> Schema {
        try Self.requireSQLiteSQL(model)
        return SQLiteSchemaCompiler.compile(model)
    }

    /// Refuses a model whose SQL text is another engine's (`dialect: postgres`): its
    /// CHECKs, defaults and views would be given to SQLite, which does not speak them.
    public static func requireSQLiteSQL(_ model: Model) throws {
        guard !model.carriesSQLiteSQL, let dialect = model.dialect else { return }
        throw ErrorReport.invalidArguments(
            "\(model.name) version \(model.version) carries \(dialect) SQL (`dialect: \(dialect)`), which SQLite does not run",
            hint: "use it with `--dialect \(dialect)` and a \(dialect) database (`--db`), or take `dialect:` out and write its SQL in SQLite's words")
    }

    public func render(_ schema: Schema) -> String {
        SQLiteDialect().render(schema)
    }

    /// SQLite judges the model's SQL itself, in an empty in-memory database
    /// (`SQLiteModelCheck`).
    public func sqlDiagnostics(for model: Model) -> [Diagnostic] {
        SQLiteModelCheck.diagnostics(for: model)
    }

    public func plan(from: DiffSide, to: DiffSide, choices: PlanChoices) -> Plan {
        Plan(from: from, to: to).writingChecks(SQLiteDialect().written, remedies: SQLiteDialect.remedy)
    }

    public func render(_ plan: Plan, choices: PlanChoices) -> String {
        SQLiteDialect().render(plan)
    }

    public func draft(from old: Model?, to new: Model, choices: PlanChoices) throws -> MigrationDraft {
        try Self.requireSQLiteSQL(new)
        return MigrationDraft.planned(from: old, to: new)
    }

    public func downDraft(from new: Model, to old: Model, choices: PlanChoices) throws -> (draft: MigrationDraft?, irreversible: [String]) {
        try Self.requireSQLiteSQL(old)
        return MigrationDraft.plannedDown(from: new, to: old)
    }

    /// SQLite's plans have one rendering.
    public func normalized(_ choices: PlanChoices) -> PlanChoices {
        .default
    }
}
