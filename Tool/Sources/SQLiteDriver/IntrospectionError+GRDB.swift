import GRDB
import Migration
import SchemaCore

extension IntrospectionError {
    /// Maps a GRDB error to the case that tells the user what to do; `lockTimeout` is
    /// how long the connection waited for a lock, when known.
    public static func from(_ error: any Error, path: String?, lockTimeout: Double? = nil) -> IntrospectionError {
        if let error = error as? IntrospectionError { return error }
        guard let databaseError = error as? DatabaseError else {
            return .databaseError(path: path, reason: String(describing: error))
        }
        return fileProblem(databaseError, path: path ?? "main", lockTimeout: lockTimeout)
            ?? .databaseError(path: path, reason: databaseError.message ?? "\(databaseError.resultCode)")
    }

    /// The case for an SQLite error about the database file itself (not a database,
    /// damaged, locked, cannot open, read-only), or nil for an error of a statement
    /// (a constraint, a syntax error), which the caller reports in its own words.
    public static func fileProblem(_ error: DatabaseError, path: String, lockTimeout: Double? = nil) -> IntrospectionError? {
        let reason = error.message ?? "\(error.resultCode)"
        switch error.resultCode.primaryResultCode {
        case .SQLITE_NOTADB: return .notADatabase(path: path)
        case .SQLITE_CORRUPT where reason.hasPrefix("malformed database schema"):
            let version = (try? DatabaseQueue().read { try String.fetchOne($0, sql: "SELECT sqlite_version()") }) ?? nil
            return .unreadableSchema(path: path, reason: reason, sqliteVersion: version ?? "?")
        case .SQLITE_CORRUPT: return .corrupt(path: path, reason: reason)
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .locked(path: path, seconds: lockTimeout)
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH: return .cannotOpen(path: path, reason: reason)
        case .SQLITE_READONLY: return .readOnly(path: path)
        default: return nil
        }
    }
}
