/// A query that counts the rows that would make a ``Safety/dataDependent`` step fail, or
/// the rows whose data a ``Safety/destructive`` step would lose (``Step/rowsAtStake``).
///
/// The query is SQLite SQL over the database as it is *before* the plan runs (original
/// table and column names), so the applier can run every check first and refuse with
/// the count, leaving the database untouched. A count of 0 means the step will succeed
/// (or, for rows at stake, that it loses no stored data).
public struct StepCheck: Codable, Hashable, Sendable {
    /// What must hold, for people: `rows of "person" where "age" IS NULL must be 0`.
    public var description: String
    /// `SELECT count(*) …` returning one integer: the number of offending rows.
    public var sql: String
    /// `SELECT … LIMIT 3`: a few offending rows (their key and the values at fault), so a
    /// refusal can show them; nil when rows would tell nothing more than the count.
    public var samples: String?
    /// What to do when the count is not 0, fitted to the case (a conversion, a CHECK, a
    /// duplicate, a NULL): shown with the refusal.
    public var hint: String?
    /// What the check counts as a value, for the engines that write it in their own SQL
    /// (`CheckCondition`); nil for a check that exists only as SQL.
    public var condition: CheckCondition?

    public init(description: String, sql: String, samples: String? = nil, hint: String? = nil, condition: CheckCondition? = nil) {
        self.description = description
        self.sql = sql
        self.samples = samples
        self.hint = hint
        self.condition = condition
    }
}
