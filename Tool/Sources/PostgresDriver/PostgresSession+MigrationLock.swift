import Foundation

extension PostgresSession {
    /// Sets `lock_timeout` to `seconds` for the session and takes the session-level
    /// advisory lock every modelc deployer takes (`PostgresHistory.lockKey`), trying for
    /// up to that long; another deployer holding it longer gives `locked` (exit 3).
    ///
    /// The lock is tried (`pg_try_advisory_lock`) every 50 ms rather than waited for:
    /// a session blocked in `pg_advisory_lock` is a running transaction, and
    /// `CREATE INDEX CONCURRENTLY` in the deployer that holds the lock waits for every
    /// older transaction to end, so the two would wait for each other until PostgreSQL's
    /// deadlock detector cancelled one. Between tries this session holds no snapshot.
    /// The same timeout then bounds each statement's wait for a table lock.
    func takeMigrationLock(timeout seconds: Double) throws(PostgresDatabaseError) {
        let milliseconds = max(1, Int((seconds * 1000).rounded()))
        try execute("SET lock_timeout = '\(milliseconds)ms'")
        let deadline = Date().addingTimeInterval(seconds)
        while try rows("SELECT pg_try_advisory_lock(\(PostgresHistory.lockKey))::text").first?.first != "true" {
            guard Date() < deadline else { throw .locked(database: settings.displayName, seconds: seconds) }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Releases the lock `takeMigrationLock(timeout:)` took (closing the session does too).
    func releaseMigrationLock() {
        try? execute("SELECT pg_advisory_unlock(\(PostgresHistory.lockKey))")
    }
}
