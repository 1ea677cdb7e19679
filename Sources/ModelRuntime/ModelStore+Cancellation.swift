import GRDB

/// How the store's async calls report a cancelled task: always as `CancellationError`.
///
/// GRDB interrupts the database access of a cancelled task, and SQLite reports whatever
/// the interrupt hit first: `SQLITE_INTERRUPT` on the running statement, or, when it
/// landed while the sync fast path was stepping a statement itself, an aborted
/// transaction (`SQLITE_ABORT`) on the next statement GRDB runs, which a fallback to the
/// general path meets again. The transaction is rolled back in every case, and the docs
/// promise `CancellationError`, so a database error of a cancelled task is reported as
/// one: an app that handles cancellation does not show its user a database failure.
/// Errors about the data (`JSONMappingError`) are reported as they are.
func reportingCancellation<T>(_ body: () async throws -> T) async throws -> T {
    do {
        return try await body()
    } catch is DatabaseError where Task.isCancelled {
        throw CancellationError()
    }
}

extension DatabaseWriter {
    /// GRDB's async `write`, a cancelled task's failure reported as `CancellationError`.
    func writeReportingCancellation<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await reportingCancellation { try await write(updates) }
    }
}

extension DatabaseReader {
    /// GRDB's async `read`, a cancelled task's failure reported as `CancellationError`.
    func readReportingCancellation<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await reportingCancellation { try await read(value) }
    }
}
