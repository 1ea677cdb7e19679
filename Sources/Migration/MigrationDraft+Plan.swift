import ModelKit
import SQLiteSchema

extension MigrationDraft {
    /// The draft of the migration from model version `old` (nil: an empty database) to
    /// `new`: the plan of their compiled schemas with `new`'s rename hints, rendered.
    public static func planned(from old: Model?, to new: Model) -> MigrationDraft {
        let plan = plan(from: old, to: new)
        return MigrationDraft(plan: plan)
    }

    /// The plan between two model versions.
    public static func plan(from old: Model?, to new: Model) -> Plan {
        var plan = diff(
            from: old.map(SchemaCompiler.compile) ?? Schema(),
            to: SchemaCompiler.compile(new),
            hints: RenameHints(from: old, to: new)
        )
        plan.fromVersion = old?.version
        plan.toVersion = new.version
        return plan
    }

    /// A draft holding `plan`'s steps, preflight queries and SQL.
    public init(plan: Plan) {
        let dialect = SQLiteDialect()
        self.init(
            steps: plan.steps.map { MigrationFile.Header.StepLine(step: $0) },
            preflight: dialect.preflight(plan).map {
                MigrationFile.Header.PreflightLine(message: $0.description, countSQL: $0.sql)
            },
            sql: dialect.render(plan)
        )
    }
}

extension MigrationFile.Header.StepLine {
    /// The header line of a planned step: `dropColumn person: "mass" is not in …`.
    public init(step: Step) {
        self.init(safety: step.safety, summary: "\(step.kind)\(step.table.map { " \($0)" } ?? ""): \(step.reason)")
    }
}
