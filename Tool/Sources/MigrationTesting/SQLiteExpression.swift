import GRDB

/// Whether SQLite can evaluate a SQL expression a model holds: `migrate test` writes the
/// generated rows with SQLite, whatever engine the model's SQL was adopted from.
enum SQLiteExpression {
    /// Whether `SELECT expression` compiles in an empty in-memory SQLite database, one
    /// shared by every call (it is prepared, not run).
    ///
    /// A cast to a type of another engine (`CAST(CAST('now' AS text) AS date)`, an
    /// default adopted from a server) compiles too, but SQLite converts by the name's
    /// affinity (`'now'` to NUMERIC is 0, which the server's `date` refuses): such an
    /// expression does not count as one SQLite evaluates.
    static func evaluates(_ expression: String) -> Bool {
        guard let queue, !castsToAnotherEnginesType(expression) else { return false }
        return (try? queue.read { db in _ = try db.makeStatement(sql: "SELECT \(expression)") }) != nil
    }

    /// Whether `expression` holds `CAST(… AS type)` with a type that is not one of
    /// SQLite's own names for its storage classes.
    static func castsToAnotherEnginesType(_ expression: String) -> Bool {
        guard expression.range(of: "CAST(", options: .caseInsensitive) != nil else { return false }
        return expression.matches(of: /(?i)\bAS\s+([A-Za-z_][A-Za-z0-9_ ]*?)\s*\)/).contains { match in
            !["TEXT", "INTEGER", "INT", "REAL", "BLOB", "NUMERIC"].contains(match.1.uppercased())
        }
    }

    private static let queue = try? DatabaseQueue()
}
