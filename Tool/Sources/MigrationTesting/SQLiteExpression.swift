import GRDB

/// Whether SQLite can evaluate a SQL expression a model holds: `migrate test` writes the
/// generated rows with SQLite, whatever engine the model's SQL was adopted from.
enum SQLiteExpression {
    /// Whether `SELECT expression` compiles in an empty in-memory SQLite database, one
    /// shared by every call (it is prepared, not run).
    static func evaluates(_ expression: String) -> Bool {
        guard let queue else { return false }
        return (try? queue.read { db in _ = try db.makeStatement(sql: "SELECT \(expression)") }) != nil
    }

    private static let queue = try? DatabaseQueue()
}
