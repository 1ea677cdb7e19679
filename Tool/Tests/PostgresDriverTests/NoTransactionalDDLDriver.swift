import Migration
import ModelKit
import PostgresDriver
import SchemaCore

/// A third dialect that exists only in the tests: an engine that speaks PostgreSQL's
/// SQL and wire protocol but has no transactional DDL, as CockroachDB by default
/// (a schema change commits the open transaction). It proves the seam: adding it
/// touches nothing but this target, and everything else (files, headers, the sum,
/// `check`, staleness, history, lock, phases, verification) is the shared code's.
///
/// Its capabilities say it has no transactional DDL, so its planner (PostgreSQL's,
/// which asks the capabilities) puts every statement in a phase of its own.
struct NoTransactionalDDLDriver: DialectDriver {
    static let dialect = DatabaseDialect("nontxddl")

    var dialect: DatabaseDialect { Self.dialect }
    var displayName: String { "an engine without transactional DDL" }
    var migrationsSubfolder: String? { "nontxddl" }
    var scopesVerification: Bool { false }
    var capabilities: DialectCapabilities { DialectCapabilities(transactionalDDL: false, concurrentIndexBuilds: true) }

    private var sql: PostgresDialect { PostgresDialect(capabilities: capabilities) }

    func schema(for model: Model) throws -> Schema {
        try PostgresTypeMapping.schema(for: model)
    }

    func render(_ schema: Schema) -> String {
        sql.render(schema)
    }

    func plan(from: DiffSide, to: DiffSide, choices: PlanChoices) -> Plan {
        sql.plan(from: from, to: to, options: PostgresPlanOptions(choices))
    }

    func render(_ plan: Plan, choices: PlanChoices) -> String {
        sql.render(plan, options: PostgresPlanOptions(choices))
    }

    func draft(from old: Model?, to new: Model, choices: PlanChoices) throws -> MigrationDraft {
        try MigrationDraft.plannedForPostgres(from: old, to: new, options: PostgresPlanOptions(choices), dialect: sql, named: dialect)
    }

    func downDraft(from new: Model, to old: Model, choices: PlanChoices) throws -> (draft: MigrationDraft?, irreversible: [String]) {
        try MigrationDraft.plannedDownForPostgres(from: new, to: old, options: PostgresPlanOptions(choices), dialect: sql, named: dialect)
    }

    func normalized(_ choices: PlanChoices) -> PlanChoices {
        PostgresPlanOptions(choices).choices
    }
}
