import Migration
import SchemaCore

extension DiffOptions {
    /// What PostgreSQL plans are made with: modelc's defaults, views treated as holding
    /// their columns (``viewsBindColumns``), defaults and NOT NULLs changed in place
    /// (``altersColumnDefaultsAndNullability``), constraints renamed, added and
    /// dropped in place (``renamesConstraints``, ``addsConstraints``,
    /// ``dropsConstraints``), and column types that hold only their values
    /// (``enforcesColumnTypes``).
    public static let postgres: DiffOptions = DiffOptions.default.union([
        .viewsBindColumns, .altersColumnDefaultsAndNullability, .renamesConstraints, .addsConstraints, .dropsConstraints, .enforcesColumnTypes,
    ])
}

extension PostgresDialect {
    /// The PostgreSQL plan from `from` to `to`: the diff with ``DiffOptions/postgres``,
    /// each step annotated with its lock impact, its checks in PostgreSQL's SQL. Every
    /// PostgreSQL plan is made here, so what PostgreSQL needs of the diff is said once.
    /// `options` are the rendering choices whose lock impact the steps describe; render
    /// the plan with the same ones.
    public func plan(from: DiffSide, to: DiffSide, options: PostgresPlanOptions = PostgresPlanOptions()) -> Plan {
        plan(Plan(from: from, to: to, options: .postgres), options: options)
    }

    /// `raw`, a diff made with ``DiffOptions/postgres`` (and whatever steps a draft adds
    /// to it, as the links of a moved key), as PostgreSQL plans it: each step annotated
    /// with its lock impact under `options`, its checks in PostgreSQL's SQL, and the type
    /// changes PostgreSQL's cast can refuse marked `dataDependent` (`withPostgresConversions`),
    /// and a table whose referenced key changes type changed before the tables
    /// referencing it (`withRetypedKeysFirst`).
    public func plan(_ raw: Plan, options: PostgresPlanOptions = PostgresPlanOptions()) -> Plan {
        withPostgresChecks(annotated(withRetypedKeysFirst(withPostgresConversions(raw)), options: options))
    }
}
