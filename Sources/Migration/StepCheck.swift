/// A query that counts the rows that would make a ``Safety/dataDependent`` step fail.
///
/// The query is SQLite SQL over the database as it is *before* the plan runs (original
/// table and column names), so the applier can run every check first and refuse with
/// the count, leaving the database untouched. A count of 0 means the step will succeed.
public struct StepCheck: Codable, Hashable, Sendable {
    /// What must hold, for people: `rows of "person" where "age" IS NULL must be 0`.
    public var description: String
    /// `SELECT count(*) …` returning one integer: the number of offending rows.
    public var sql: String

    public init(description: String, sql: String) {
        self.description = description
        self.sql = sql
    }
}
