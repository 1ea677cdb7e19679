import Foundation
import SQLiteSchema

/// How concurrent `modelc migrate` runs on one database are kept apart.
///
/// The lock is SQLite's own write lock: each migration runs in `BEGIN IMMEDIATE`,
/// which takes the write lock up front, and the connection's busy timeout bounds how
/// long a second process waits for it. The waiting process then re-reads the history
/// inside its own transaction and finds the migration already applied, so nothing
/// is applied twice, across processes and machines sharing the file, with no lock
/// file to go stale after a crash. When the wait runs out, SQLite answers
/// `SQLITE_BUSY`, reported as `MigrationError.lockTimeout` (exit 3), in the same words
/// as every other command that waited for a lock (`IntrospectionError.locked`).
/// See SQLite's "File Locking And Concurrency In SQLite Version 3" and "BEGIN TRANSACTION".
public struct MigrationLock: Hashable, Sendable {
    /// How long to wait for another writer, in seconds.
    public var timeout: Double

    public init(timeout: Double = MigrationLock.defaultTimeout) {
        self.timeout = timeout
    }

    /// How long a command that writes waits, by default, for another writer, in
    /// seconds: longer than a read's wait, since another run's migration may be
    /// rebuilding a large table. The default of `--lock-timeout` on the commands that write.
    public static let defaultTimeout: Double = 30

    /// The wait of a command that only reads (`DatabaseFile.defaultLockTimeout`).
    public static let forReading = MigrationLock(timeout: DatabaseFile.defaultLockTimeout)
}
