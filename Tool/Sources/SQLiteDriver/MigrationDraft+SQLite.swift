import Migration
import ModelKit
import SchemaCore

extension MigrationDraft {
    /// The draft of the migration from model version `old` (nil: an empty database) to
    /// `new`: the plan of their compiled schemas with `new`'s rename hints, rendered.
    public static func planned(from old: Model?, to new: Model) -> MigrationDraft {
        let target = SQLiteSchemaCompiler.compile(new)
        return MigrationDraft(plan: plan(from: old, to: new, target: target), target: target)
    }

    /// The plan between two model versions.
    public static func plan(from old: Model?, to new: Model) -> Plan {
        plan(from: old, to: new, target: SQLiteSchemaCompiler.compile(new))
    }

    private static func plan(from old: Model?, to new: Model, target: Schema) -> Plan {
        Plan(from: DiffSide(schema: old.map(SQLiteSchemaCompiler.compile) ?? Schema(), model: old, label: ""),
             to: DiffSide(schema: target, model: new, label: ""), keepingMovedKeys: true)
            .writingChecks(SQLiteDialect().written, remedies: SQLiteDialect.remedy)
    }

    /// A draft holding `plan`'s steps, preflight queries (written in SQLite's SQL, in
    /// `SQLiteDialect.preflight(_:)`'s order, each with the planned fill an edit may change: `Step.plannedFill(of:)`)
    /// and SQL, and, when the schema the plan leads to is given, the tables the checks
    /// after applying must cover.
    public init(plan: Plan, target: Schema? = nil) {
        let dialect = SQLiteDialect()
        let plan = plan.writingChecks(dialect.written, remedies: SQLiteDialect.remedy)
        self.init(
            steps: plan.steps.map { MigrationFile.Header.StepLine(step: $0) },
            preflight: plan.steps.flatMap { step in
                step.checks.map {
                    MigrationFile.Header.PreflightLine(
                        message: $0.description, countSQL: $0.sql, samplesSQL: $0.samples, hint: $0.hint, unlessEdited: step.plannedFill(of: $0))
                }
            },
            sql: dialect.render(plan),
            verificationScope: target.flatMap { plan.verificationScope(in: $0) }
        )
    }

    /// The down migration of the planned step `old` → `new`: the plan from `new` back to
    /// `old`, with every rename undone (`RenameHints.reversed`), or why there is none.
    ///
    /// A step is reversible when undoing it restores every value it touched: dropping
    /// what it created, renaming back, converting back a conversion that lost nothing.
    /// A step that lost data has no way back (a dropped table or column, a lossy type
    /// change, a merge of columns), and the reasons say which; the data a later step
    /// adds (a new column's values) is what a down migration drops.
    public static func plannedDown(from new: Model, to old: Model) -> (draft: MigrationDraft?, irreversible: [String]) {
        let reasons = irreversibility(of: plan(from: old, to: new), version: new.version)
        guard reasons.isEmpty else { return (nil, reasons) }
        let target = SQLiteSchemaCompiler.compile(old)
        var plan = diff(
            from: SQLiteSchemaCompiler.compile(new), to: target,
            hints: RenameHints(from: old, to: new).reversed,
            formats: ValueFormats(from: new, to: old)
        )
        plan.fromVersion = new.version
        plan.toVersion = old.version
        return (MigrationDraft(plan: plan, target: target), [])
    }
}
