import Foundation

/// What a test saw while another session held a migration's locks: the strongest lock
/// that session held on the table, and whether a concurrent read and a concurrent write
/// (each in its own session with `lock_timeout = '200ms'`) had to give up.
public struct PostgresLockObservation: Equatable, CustomStringConvertible {
    /// PostgreSQL's name of the lock mode (`AccessExclusiveLock`), or `none`.
    public var lock: String
    public var readerBlocked: Bool
    public var writerBlocked: Bool

    public init(lock: String, readerBlocked: Bool, writerBlocked: Bool) {
        self.lock = lock
        self.readerBlocked = readerBlocked
        self.writerBlocked = writerBlocked
    }

    public var description: String { "\(lock), reader \(readerBlocked ? "blocked" : "not blocked"), writer \(writerBlocked ? "blocked" : "not blocked")" }

    /// pg_locks' lock modes, weakest first.
    public static let modes = [
        "AccessShareLock", "RowShareLock", "RowExclusiveLock", "ShareUpdateExclusiveLock", "ShareLock",
        "ShareRowExclusiveLock", "ExclusiveLock", "AccessExclusiveLock",
    ]
}

extension PostgresCluster {
    /// The application name of the session `observe` watches.
    public static let observedApplication = "modelc_observed"

    /// Starts `psql` on `script` (as the application `modelc_observed`), waits until that
    /// session matches `ready` (an SQL condition on `pg_stat_activity` as `s`; by default:
    /// it runs `SELECT pg_sleep(60);`, which the script ends with inside its open
    /// transaction) and holds a granted lock on `table`, then tries `read` and `write`
    /// from other sessions. The watched session is terminated afterwards, which rolls
    /// back what it had not committed.
    public func observe(database: String, script: String, table: String, read: String, write: String,
                        ready: String = "s.query = 'SELECT pg_sleep(60);'") throws -> PostgresLockObservation {
        let session = try startPsql(database: database, "SET application_name = '\(Self.observedApplication)';\n" + script)
        defer {
            _ = try? query(database: database, """
                SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
                  WHERE datname = current_database() AND application_name = '\(Self.observedApplication)';
                """)
            _ = try? session.wait(timeout: 30)
        }
        var modes: [String] = []
        for _ in 0..<600 where modes.isEmpty {
            modes = try query(database: database, """
                SELECT l.mode FROM pg_locks l JOIN pg_stat_activity s ON s.pid = l.pid
                  WHERE s.application_name = '\(Self.observedApplication)' AND (\(ready)) AND l.granted
                    AND l.relation = (SELECT oid FROM pg_class WHERE relname = '\(table)' AND relnamespace = 'public'::regnamespace)
                """).split(separator: "\n").map(String.init)
            if modes.isEmpty { usleep(50_000) }
        }
        let strongest = modes.max { (Self.modesRank($0)) < (Self.modesRank($1)) } ?? "none"
        func blocked(_ statement: String) throws -> Bool {
            let outcome = try psql(database: database, "SET lock_timeout = '200ms';\n\(statement)\n")
            if outcome.status == 0 { return false }
            guard outcome.stderr.hasPrefix("ERROR:  canceling statement due to lock timeout") else {
                throw Failure(description: "`\(statement)` failed otherwise: \(outcome.stderr)")
            }
            return true
        }
        return PostgresLockObservation(lock: strongest, readerBlocked: try blocked(read), writerBlocked: try blocked(write))
    }

    private static func modesRank(_ mode: String) -> Int {
        PostgresLockObservation.modes.firstIndex(of: mode) ?? -1
    }
}
