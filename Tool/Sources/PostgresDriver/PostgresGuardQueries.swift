import Migration

/// The guards' queries (`MigrationGuards`) on a PostgreSQL session, inside the
/// migration's transaction.
///
/// Inside a transaction each runs under a savepoint: a query that fails would otherwise
/// abort the whole transaction, and the guards go on counting after one fails (so a dry
/// run shows every count), as SQLite's do. (A migration whose first phase runs outside
/// a transaction counts outside one, where a failure aborts nothing.) A failure is the
/// migration's (`GuardQueryFailure`, with the server's message); a lock or statement
/// timeout stops the run as it is.
struct PostgresGuardQueries: GuardQueries {
    let session: PostgresSession
    /// Whether the session is inside a transaction block, where savepoints are needed
    /// (and allowed).
    let inTransaction: Bool

    func count(_ sql: String) throws -> Int {
        try guarded { try PostgresMigrator.count(sql, in: session) }
    }

    /// Up to three rows of `sql` as `"column" = 2, "name" = 'x', …`, as SQLite's
    /// refusals show them: numbers and booleans bare, NULL as `NULL`, other values as
    /// string literals (through each row's JSON form, whose types say which is which).
    func samples(_ sql: String?) throws -> [String] {
        guard let sql else { return [] }
        let value = """
            CASE json_typeof("value") WHEN 'null' THEN 'NULL' WHEN 'number' THEN "value"::text WHEN 'boolean' THEN "value"::text \
            ELSE quote_literal("value" #>> '{}') END
            """
        let query = """
            SELECT (SELECT string_agg('"' || replace("key", '"', '""') || '" = ' || \(value), ', ') \
            FROM json_each(row_to_json("_modelc_sample"))) FROM (\(sql)) AS "_modelc_sample" LIMIT 3
            """
        return try guarded { try session.rows(query).compactMap { $0.first ?? nil } }
    }

    private func guarded<T>(_ body: () throws -> T) throws -> T {
        guard inTransaction else {
            do {
                return try body()
            } catch PostgresDatabaseError.statementFailed(_, _, let message) {
                throw GuardQueryFailure(message: message)
            }
        }
        try session.execute("SAVEPOINT modelc_guard")
        do {
            let result = try body()
            try session.execute("RELEASE SAVEPOINT modelc_guard")
            return result
        } catch PostgresDatabaseError.statementFailed(_, _, let message) {
            try session.execute("ROLLBACK TO SAVEPOINT modelc_guard")
            throw GuardQueryFailure(message: message)
        } catch {
            try? session.execute("ROLLBACK TO SAVEPOINT modelc_guard")
            throw error
        }
    }
}
