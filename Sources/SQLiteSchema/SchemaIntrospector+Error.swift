import GRDB

/// Why a live database could not be read into a `Schema`.
///
/// Each case says what went wrong and where; `description` is one sentence that also
/// says what to do, ready for the CLI to print (exit code 4, "database error").
public enum IntrospectionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing exists at the path (or the path is empty).
    case fileNotFound(path: String)
    /// The path names a directory.
    case isDirectory(path: String)
    /// The file exists but is not a SQLite database (SQLite: "file is not a database").
    case notADatabase(path: String)
    /// SQLite could not open the file (permissions, a missing folder, …).
    case cannotOpen(path: String, reason: String)
    /// Another connection holds a lock that stops reading, and it did not go away in time.
    case locked(path: String)
    /// SQLite found the file damaged (SQLite: "database disk image is malformed").
    case corrupt(path: String, reason: String)
    /// A table's `CREATE TABLE` text could not be parsed.
    case unreadableTable(name: String, reason: String)
    /// Any other SQLite error while reading the schema.
    case databaseError(path: String?, reason: String)

    public var description: String {
        switch self {
        case let .fileNotFound(path) where path.isEmpty:
            return "cannot inspect a database: the path is empty; pass the path of the SQLite database file."
        case let .fileNotFound(path):
            return "cannot inspect `\(path)`: no such file; check the path (reading never creates a database)."
        case let .isDirectory(path):
            return "cannot inspect `\(path)`: it is a directory; pass the path of the SQLite database file itself."
        case let .notADatabase(path):
            return "cannot inspect `\(path)`: the file is not a SQLite database; check that the path points to the database and not to another file."
        case let .cannotOpen(path, reason):
            return "cannot open database `\(path)` (\(reason)); check that the file and its folder are readable by this user."
        case let .locked(path):
            return "cannot read database `\(path)`: another connection holds a lock on it; retry when that writer has finished."
        case let .corrupt(path, reason):
            return "database `\(path)` is damaged (\(reason)); restore it from a backup or try `sqlite3 \(path) .recover`."
        case let .unreadableTable(name, reason):
            return "cannot read the definition of table `\(name)` (\(reason)); please report this together with the table's CREATE TABLE statement."
        case let .databaseError(path, reason):
            if let path {
                return "cannot read the schema of database `\(path)`: \(reason); check the file with `sqlite3 \(path) 'PRAGMA integrity_check'`."
            }
            return "cannot read the database schema: \(reason); check the database with `PRAGMA integrity_check`."
        }
    }

    /// Maps a GRDB error to the case that tells the user what to do.
    static func from(_ error: any Error, path: String?) -> IntrospectionError {
        if let error = error as? IntrospectionError { return error }
        guard let databaseError = error as? DatabaseError else {
            return .databaseError(path: path, reason: String(describing: error))
        }
        let reason = databaseError.message ?? "\(databaseError.resultCode)"
        let location = path ?? "main"
        switch databaseError.resultCode {
        case .SQLITE_NOTADB:
            return .notADatabase(path: location)
        case .SQLITE_CORRUPT:
            return .corrupt(path: location, reason: reason)
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return .locked(path: location)
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH:
            return .cannotOpen(path: location, reason: reason)
        default:
            return .databaseError(path: path, reason: reason)
        }
    }
}
