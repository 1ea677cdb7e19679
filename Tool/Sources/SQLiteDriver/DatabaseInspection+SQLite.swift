import Migration
import ModelKit
import SchemaCore

extension DatabaseInspection {
    /// Reads the database at `path` without changing it, waiting up to `lock.timeout`
    /// seconds for another connection's lock.
    ///
    /// - Throws: `IntrospectionError` or `MigrationError` when the file is missing, not a
    ///   database, damaged or locked for too long.
    public static func read(databaseAt path: String, lock: MigrationLock = .forReading) throws -> DatabaseInspection {
        DatabaseInspection(
            database: try DatabaseSummary.read(path: path, busyTimeout: lock.timeout),
            history: try MigrationHistory.read(databaseAt: path, lock: lock),
            resolutions: try MigrationHistory.readResolutions(databaseAt: path, lock: lock))
    }
}
