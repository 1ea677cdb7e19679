extension PostgresSession {
    /// Sets `lock_timeout` to `seconds` for the session and takes the session-level
    /// advisory lock every modelc deployer takes (`PostgresHistory.lockKey`), waiting up
    /// to that long; another deployer holding it longer gives `locked` (exit 3).
    ///
    /// The same timeout then bounds each statement's wait for a table lock.
    func takeMigrationLock(timeout seconds: Double) throws(PostgresDatabaseError) {
        let milliseconds = max(1, Int((seconds * 1000).rounded()))
        try execute("SET lock_timeout = '\(milliseconds)ms'")
        do {
            try execute("SELECT pg_advisory_lock(\(PostgresHistory.lockKey))")
        } catch {
            throw .locked(database: settings.displayName, seconds: seconds)
        }
    }

    /// Releases the lock `takeMigrationLock(timeout:)` took (closing the session does too).
    func releaseMigrationLock() {
        try? execute("SELECT pg_advisory_unlock(\(PostgresHistory.lockKey))")
    }
}
