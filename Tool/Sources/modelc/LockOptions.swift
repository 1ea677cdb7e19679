import ArgumentParser
import Migration
import SQLiteDriver
import SchemaCore

/// `--lock-timeout`, as both option groups give it: one check, one conversion.
protocol LockTimeoutOptions: ParsableArguments {
    /// Seconds to wait while another connection holds a lock.
    var lockTimeout: Double { get }
}

extension LockTimeoutOptions {
    func validate() throws {
        if lockTimeout < 0 || !lockTimeout.isFinite || lockTimeout > MigrationLock.longestTimeout {
            throw ValidationError("--lock-timeout must be 0 to \(Int(MigrationLock.longestTimeout)) seconds (about 24 days, the longest wait SQLite takes).")
        }
    }

    /// The wait, as the migration library takes it.
    var migrationLock: MigrationLock { MigrationLock(timeout: lockTimeout) }
}

/// How long a command waits for a lock another connection holds on a database it only
/// reads (`inspect`, `diff --from-db`, `migrate status`).
struct ReadLockOptions: LockTimeoutOptions {
    @Option(help: "Seconds to wait while another connection holds a lock on the database.")
    var lockTimeout: Double = MigrationLock.defaultReadTimeout
}

/// How long a command that writes to a database (`migrate`, `migrate baseline`,
/// `migrate resolve`) waits for another connection's lock.
struct WriteLockOptions: LockTimeoutOptions {
    @Option(help: "Seconds to wait while another connection holds a lock on the database.")
    var lockTimeout: Double = MigrationLock.defaultTimeout
}
