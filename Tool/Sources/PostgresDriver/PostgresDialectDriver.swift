import Migration
import ModelKit
import SchemaCore

/// PostgreSQL's dialect driver: `PostgresTypeMapping`'s schema, `PostgresDialect`'s
/// SQL, plans with lock impacts, PostgreSQL's preflight checks and the non-blocking
/// recipes, rendered as `PostgresPlanOptions` say (a file's `-- postgres-plan:` words).
/// Its files live in the `postgres/` folder of a model's migrations folder and are
/// verified against the whole schema.
public struct PostgresDialectDriver: DialectDriver {
    public init() {}

    public var dialect: DatabaseDialect { DatabaseDialect("postgres") }
    public var displayName: String { "PostgreSQL" }
    public var migrationsSubfolder: String? { "postgres" }
    public var scopesVerification: Bool { false }
    public var capabilities: DialectCapabilities { PostgresDialect.capabilities }

    public func schema(for model: Model) throws -> Schema {
        try PostgresTypeMapping.schema(for: model)
    }

    public func render(_ schema: Schema) -> String {
        PostgresDialect().render(schema)
    }

    public func plan(from: DiffSide, to: DiffSide, choices: PlanChoices) -> Plan {
        PostgresDialect().plan(from: from, to: to, options: PostgresPlanOptions(choices))
    }

    public func render(_ plan: Plan, choices: PlanChoices) -> String {
        PostgresDialect().render(plan, options: PostgresPlanOptions(choices))
    }

    public func draft(from old: Model?, to new: Model, choices: PlanChoices) throws -> MigrationDraft {
        try MigrationDraft.plannedForPostgres(from: old, to: new, options: PostgresPlanOptions(choices))
    }

    public func downDraft(from new: Model, to old: Model, choices: PlanChoices) throws -> (draft: MigrationDraft?, irreversible: [String]) {
        try MigrationDraft.plannedDownForPostgres(from: new, to: old, options: PostgresPlanOptions(choices))
    }

    public func normalized(_ choices: PlanChoices) -> PlanChoices {
        PostgresPlanOptions(choices).choices
    }
}

extension DatabaseDialect {
    /// PostgreSQL. Naming it registers its driver (`DialectDrivers`), so code that
    /// plans or writes PostgreSQL files through the name needs nothing else; the
    /// `modelc` command registers it at start-up (`DatabaseEngines`), before any file
    /// that says `-- dialect: postgres` is read.
    public static let postgres: DatabaseDialect = {
        let driver = PostgresDialectDriver()
        DialectDrivers.register(driver)
        return driver.dialect
    }()
}

extension PostgresPlanOptions {
    /// The options a header's words name; the default when a word is unknown.
    public init(_ choices: PlanChoices) {
        self = PostgresPlanOptions(headerWords: choices.words) ?? PostgresPlanOptions()
    }

    /// The options as a header's words.
    public var choices: PlanChoices { PlanChoices(headerWords) }
}
