/// One query to run before a plan: it counts the rows that would make step `step` fail.
///
/// Made by `SQLiteDialect.preflight(_:)`. A non-zero count means: refuse, and tell the
/// user `description` with the count, the rows `samples` finds and the `hint`.
public struct PreflightCheck: Codable, Hashable, Sendable {
    /// The step's number in the plan (1-based, as in the rendered SQL comments).
    public var step: Int
    /// The step's kind (`rebuildTable`, `createIndex`, …).
    public var kind: String
    /// The table the step works on.
    public var table: String?
    /// What must hold: `rows of "person" where "age" IS NULL must be 0`.
    public var description: String
    /// `SELECT count(*) …` over the database as it is before the plan.
    public var sql: String
    /// `SELECT … LIMIT 3` showing a few of the offending rows, when the check has one.
    public var samples: String?
    /// What to do about offending rows.
    public var hint: String?

    public init(step: Int, kind: String, table: String?, description: String, sql: String, samples: String? = nil, hint: String? = nil) {
        self.step = step
        self.kind = kind
        self.table = table
        self.description = description
        self.sql = sql
        self.samples = samples
        self.hint = hint
    }
}
