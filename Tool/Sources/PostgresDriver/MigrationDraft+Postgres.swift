import Migration
import ModelKit
import SchemaCore

extension MigrationDraft {
    /// The draft of the PostgreSQL migration from model version `old` (nil: an empty
    /// database) to `new`: the plan of their PostgreSQL schemas
    /// (`PostgresTypeMapping`) with `new`'s rename hints and the links of a key that
    /// moves to the other table kept (`MovedKey`), rendered by `PostgresDialect`
    /// (each step's lock impact in its comment), with the preflight checks in
    /// PostgreSQL's SQL (`PostgresDialect.preflight(_:)`).
    ///
    /// There is no verification scope (PostgreSQL's check after a migration compares
    /// the whole schema's catalogs) and no `unless-edited:` fill (there is no rebuild
    /// copy to edit: an edit cannot make a NOT NULL check moot, so every check runs).
    ///
    /// `dialect` renders it (PostgreSQL's capabilities, or another engine's that speaks
    /// its SQL), and the header names the file's dialect as `name`.
    ///
    /// - Throws: `PostgresSchemaError` for a model PostgreSQL cannot hold.
    public static func plannedForPostgres(
        from old: Model?, to new: Model, options: PostgresPlanOptions = PostgresPlanOptions(),
        dialect: PostgresDialect = PostgresDialect(), named name: DatabaseDialect = .postgres
    ) throws -> MigrationDraft {
        let before = try old.map { DiffSide(schema: try PostgresTypeMapping.schema(for: $0), model: $0, label: "\($0.name) version \($0.version)") }
        let after = DiffSide(schema: try PostgresTypeMapping.schema(for: new), model: new, label: "\(new.name) version \(new.version)")
        let plan = Plan(from: before ?? DiffSide(schema: Schema(), model: nil, label: "nothing"), to: after, options: .postgres, keepingMovedKeys: true)
        return postgres(dialect.plan(plan, options: options), options: options, dialect: dialect, named: name)
    }

    /// The down migration of the PostgreSQL migration `old` → `new`, as
    /// `plannedDown(from:to:)` makes SQLite's: the plan from `new` back to `old` with
    /// every rename undone, or why there is none (the up plan's steps that lose data).
    ///
    /// - Throws: `PostgresSchemaError` for a model PostgreSQL cannot hold.
    public static func plannedDownForPostgres(
        from new: Model, to old: Model, options: PostgresPlanOptions = PostgresPlanOptions(),
        dialect: PostgresDialect = PostgresDialect(), named name: DatabaseDialect = .postgres
    ) throws -> (draft: MigrationDraft?, irreversible: [String]) {
        let (oldSchema, newSchema) = (try PostgresTypeMapping.schema(for: old), try PostgresTypeMapping.schema(for: new))
        let up = Plan(from: DiffSide(schema: oldSchema, model: old, label: ""), to: DiffSide(schema: newSchema, model: new, label: ""),
                      options: .postgres, keepingMovedKeys: true)
        let reasons = irreversibility(of: up, version: new.version)
        guard reasons.isEmpty else { return (nil, reasons) }
        var plan = diff(from: newSchema, to: oldSchema, hints: RenameHints(from: old, to: new).reversed,
                        formats: ValueFormats(from: new, to: old), options: .postgres)
        plan.fromVersion = new.version
        plan.toVersion = old.version
        return (postgres(dialect.plan(plan, options: options), options: options, dialect: dialect, named: name), [])
    }

    /// The draft of a PostgreSQL plan (annotated, its checks in PostgreSQL's SQL): its
    /// header's step and preflight lines, which the guards read, and its SQL.
    static func postgres(_ plan: Plan, options: PostgresPlanOptions, dialect: PostgresDialect, named name: DatabaseDialect) -> MigrationDraft {
        MigrationDraft(
            steps: plan.steps.map { MigrationFile.Header.StepLine(step: $0) },
            preflight: plan.steps.flatMap { step in
                step.checks.map { MigrationFile.Header.PreflightLine(message: $0.description, countSQL: $0.sql, samplesSQL: $0.samples, hint: $0.hint) }
            },
            sql: dialect.render(plan, options: options),
            dialect: name,
            planChoices: options.choices)
    }
}
