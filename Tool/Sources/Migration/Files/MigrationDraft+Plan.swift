import ModelKit
import SQLiteSchema

extension MigrationDraft {
    /// The draft of the migration from model version `old` (nil: an empty database) to
    /// `new`: the plan of their compiled schemas with `new`'s rename hints, rendered.
    public static func planned(from old: Model?, to new: Model) -> MigrationDraft {
        let target = SchemaCompiler.compile(new)
        return MigrationDraft(plan: plan(from: old, to: new, target: target), target: target)
    }

    /// The plan between two model versions.
    public static func plan(from old: Model?, to new: Model) -> Plan {
        plan(from: old, to: new, target: SchemaCompiler.compile(new))
    }

    private static func plan(from old: Model?, to new: Model, target: Schema) -> Plan {
        Plan(from: DiffSide(schema: old.map(SchemaCompiler.compile) ?? Schema(), model: old, label: ""),
             to: DiffSide(schema: target, model: new, label: ""), keepingMovedKeys: true)
            .writingChecks(SQLiteDialect().written)
    }

    /// A draft holding `plan`'s steps, preflight queries (written in SQLite's SQL, in
    /// `SQLiteDialect.preflight(_:)`'s order, each with the planned fill an edit may change: `Step.plannedFill(of:)`)
    /// and SQL, and, when the schema the plan leads to is given, the tables the checks
    /// after applying must cover.
    public init(plan: Plan, target: Schema? = nil) {
        let dialect = SQLiteDialect()
        let plan = plan.writingChecks(dialect.written)
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
}

extension MigrationFile.Header.StepLine {
    /// The header line of a planned step: `dropColumn person: "mass" is not in …`,
    /// `createIndex "idx_post_title" on "post": new index …`, with the count of its rows
    /// at stake when it is destructive.
    public init(step: Step) {
        self.init(
            safety: step.safety, summary: "\(step.kind)\(step.subject.map { " \($0)" } ?? ""): \(step.reason)",
            rowsAtStake: step.rowsAtStake.map { MigrationFile.Header.PreflightLine(message: $0.description, countSQL: $0.sql) })
    }
}
