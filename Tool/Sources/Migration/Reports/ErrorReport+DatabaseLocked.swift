import Foundation
import ModelKit

extension ErrorReport {
    /// Another connection held a lock that stopped this one: the words of every engine's
    /// file or server lock, in `migrate` (`MigrationError.lockTimeout`) as in a command
    /// that only reads (SQLite's `IntrospectionError.locked`). `seconds` is how long this
    /// one waited, nil when that is not known (a connection someone else opened).
    public static func databaseLocked(_ path: String, seconds: Double?) -> ErrorReport {
        let wait = seconds.map { " and stayed locked for \(Self.seconds($0))" } ?? ""
        return ErrorReport(code: "database-locked", message: "database `\(path)` is locked by another connection\(wait)",
                           hint: "run again when the other process is done, or wait longer with --lock-timeout", path: path, status: .refused)
    }

    /// A duration as messages write it: `5 s`, `0.5 s`.
    public static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
