import Foundation
import Migration
import ModelKit

/// Why a database file could not be opened, read or written.
///
/// These are the words every `modelc` command uses for a database that is missing, not
/// a database, damaged, locked, read-only or cannot be opened: `inspect` and `diff`
/// meet them reading a schema, `migrate` (through `MigrationError.introspection` and
/// `.lockTimeout`) opening the file for writing. `report` gives the code, sentence,
/// hint and exit status; `description` is that sentence.
public enum IntrospectionError: Error, Hashable, Sendable, CustomStringConvertible, ReportableError {
    /// Nothing exists at the path (or the path is empty).
    case fileNotFound(path: String)
    /// The path names a directory.
    case isDirectory(path: String)
    /// The file exists but is not a SQLite database (SQLite: "file is not a database").
    case notADatabase(path: String)
    /// SQLite could not open the file (permissions, a missing folder, a path too long, …).
    case cannotOpen(path: String, reason: String)
    /// Another connection held a lock that stops this one, for longer than `seconds`
    /// (nil when the wait is not known, as for a connection someone else opened).
    case locked(path: String, seconds: Double?)
    /// SQLite found the file damaged (SQLite: "database disk image is malformed").
    case corrupt(path: String, reason: String)
    /// SQLite cannot parse the SQL text of the schema (SQLite: "malformed database
    /// schema (…) - near "ORDER": syntax error"): most often SQL of a newer SQLite than
    /// the one linked (Audiobookshelf's triggers call `group_concat(x, ', ' ORDER BY …)`,
    /// SQLite 3.44), in a file that is not damaged at all. `sqliteVersion` is the
    /// linked SQLite's.
    case unreadableSchema(path: String, reason: String, sqliteVersion: String)
    /// The file cannot be written: its permissions, its folder's, or a read-only mount.
    case readOnly(path: String)
    /// A table's `CREATE TABLE` text could not be parsed.
    case unreadableTable(name: String, reason: String)
    /// The history table (`table`) lacks the history's columns (`lacking`): another tool's
    /// table of that name, or one edited by hand.
    case notModelcHistory(table: String, lacking: [String])
    /// Any other SQLite error.
    case databaseError(path: String?, reason: String)

    /// `message; hint.`, as every command prints it.
    public var description: String { report.description }

    /// The code, sentence, hint, path and exit status (4, or 3 for a lock).
    public var report: ErrorReport {
        switch self {
        case let .fileNotFound(path) where path.isEmpty:
            return report("database-not-found", "no database path was given", hint: "pass the path of the SQLite database file", path: nil)
        case let .fileNotFound(path):
            return report("database-not-found", "database `\(path)` does not exist", hint: "check the path (reading a database never creates it)", path: path)
        case let .isDirectory(path):
            return report("database-is-directory", "database `\(path)` is a directory", hint: "pass the path of the SQLite database file itself", path: path)
        case let .notADatabase(path):
            return report("not-a-database", "`\(path)` is not a SQLite database",
                          hint: "check that the path points to the database and not to another file", path: path)
        case let .cannotOpen(path, reason):
            return report("database-unopenable", "cannot open database `\(path)` (\(reason))",
                          hint: "check that the path is right, not too long, and that the file and its folder are accessible to this user", path: path)
        case let .locked(path, seconds):
            return .databaseLocked(path, seconds: seconds)
        case let .corrupt(path, reason):
            // Pages "never used" are lost track of, not lost: the rows are whole, and VACUUM,
            // which writes the file anew, repairs it (a test database of linq2db's).
            let problems = reason.replacingOccurrences(of: "PRAGMA quick_check:", with: "")
                .split { $0 == ";" || $0 == "\n" }.map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("***") }
            let leakedOnly = !problems.isEmpty && problems.allSatisfy { $0.hasPrefix("Page ") && $0.hasSuffix(" is never used") }
            return report("database-corrupt", "database `\(path)` is damaged (\(reason))",
                          hint: leakedOnly
                            ? "only pages no table uses are lost track of, and the rows are whole: `sqlite3 \(path) VACUUM` (on a copy, if you like) writes the file anew without them"
                            : "restore it from a backup or try `sqlite3 \(path) .recover`", path: path)
        case let .unreadableSchema(path, reason, version):
            return report("database-schema-unreadable", "database `\(path)` has a schema this SQLite (\(version)) cannot read (\(reason))",
                          hint: "a newer SQLite most likely wrote SQL this one lacks: run modelc linked with that SQLite or a later one; "
                            + "if no newer SQLite wrote the file, check it with `sqlite3 \(path) 'PRAGMA integrity_check'`", path: path)
        case let .readOnly(path):
            return report("database-read-only", "database `\(path)` is read-only",
                          hint: "make the file and its folder writable by this user, or work on a writable copy", path: path)
        case let .notModelcHistory(table, lacking):
            return report("database-error", "the table `\(table)` is not modelc's history: it has no column \(lacking.map { "`\($0)`" }.joined(separator: ", "))",
                          hint: "if another tool made it, rename that table (modelc keeps its history under this name); if it was edited, restore it from a backup", path: nil)
        case let .unreadableTable(name, reason):
            return report("unreadable-table", "cannot read the definition of table `\(name)` (\(reason))",
                          hint: "please report this together with the table's CREATE TABLE statement", path: nil)
        case let .databaseError(path?, reason):
            return report("database-error", "SQLite failed on database `\(path)`: \(reason)",
                          hint: "check the file with `sqlite3 \(path) 'PRAGMA integrity_check'`", path: path)
        case let .databaseError(nil, reason):
            return report("database-error", "SQLite failed: \(reason)", hint: "check the database with `PRAGMA integrity_check`", path: nil)
        }
    }

    private func report(_ code: String, _ message: String, hint: String, path: String?) -> ErrorReport {
        ErrorReport(code: code, message: message, hint: hint, path: path, status: .databaseError)
    }
}
