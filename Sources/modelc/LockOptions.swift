import ArgumentParser

/// How long a command waits for a lock another connection holds on a database it only
/// reads (`inspect`, `diff --from-db`, `migrate status`).
struct ReadLockOptions: ParsableArguments {
    @Option(help: "Seconds to wait while another connection holds a lock on the database.")
    var lockTimeout: Double = 5

    func validate() throws {
        if lockTimeout < 0 || !lockTimeout.isFinite { throw ValidationError("--lock-timeout must be 0 or more seconds.") }
    }
}

/// How long a command that writes to a database (`migrate baseline`) waits for another
/// connection's lock.
struct WriteLockOptions: ParsableArguments {
    @Option(help: "Seconds to wait while another connection holds a lock on the database.")
    var lockTimeout: Double = 30

    func validate() throws {
        if lockTimeout < 0 || !lockTimeout.isFinite { throw ValidationError("--lock-timeout must be 0 or more seconds.") }
    }
}
