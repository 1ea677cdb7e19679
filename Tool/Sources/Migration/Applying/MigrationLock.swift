import Foundation
import SchemaCore

/// How long a command waits for another writer of the same database, whatever the
/// engine: `--lock-timeout`.
///
/// Each engine's driver takes its own lock and bounds its wait by `timeout` (a file's
/// write lock in `SQLiteDriver`'s `MigrationLock+SQLite`; a server's advisory lock in
/// a server engine's driver). The process that waited then re-reads the history and finds a migration
/// another one applied, so nothing is applied twice; a wait that runs out is
/// `MigrationError.lockTimeout` (exit 3).
public struct MigrationLock: Hashable, Sendable {
    /// How long to wait for another writer, in seconds.
    public var timeout: Double

    /// `timeout` is held to `longestTimeout`: SQLite takes its busy timeout in whole
    /// milliseconds of a 32-bit integer, and a longer one stopped the process.
    public init(timeout: Double = MigrationLock.defaultTimeout) {
        self.timeout = min(max(timeout, 0), Self.longestTimeout)
    }

    /// The longest wait SQLite can be given, in seconds: 2^31 − 1 milliseconds, about 24 days.
    public static let longestTimeout: Double = 2_147_483

    /// How long a command that writes waits, by default, for another writer, in
    /// seconds: longer than a read's wait, since another run's migration may be
    /// rebuilding a large table. The default of `--lock-timeout` on the commands that write.
    public static let defaultTimeout: Double = 30

    /// How long a command that only reads a database waits, by default, for a lock
    /// another connection holds, in seconds: the one default of every read and of
    /// `--lock-timeout` on the commands that read.
    public static let defaultReadTimeout: Double = 5

    /// The wait of a command that only reads (`defaultReadTimeout`).
    public static let forReading = MigrationLock(timeout: defaultReadTimeout)
}
