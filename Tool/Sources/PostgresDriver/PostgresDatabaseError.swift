import Migration
import ModelKit

/// What went wrong talking to a PostgreSQL server, as `modelc` reports it.
public enum PostgresDatabaseError: Error, Hashable, Sendable, ReportableError, CustomStringConvertible {
    /// The `--db` text is not a `postgres://` URL modelc can read.
    case invalidURL(String)
    /// `sslmode` (or `PGSSLMODE`) is not one of libpq's values.
    case invalidTLSMode(String)
    /// No server answered at the address.
    case unreachable(database: String, reason: String)
    /// The TLS handshake failed: the server offers no TLS where it was required, or
    /// its certificate is not trusted or not issued to the host.
    case tlsFailed(database: String, reason: String)
    /// The server refused the user or password.
    case authenticationFailed(database: String, reason: String)
    /// The server has no such database.
    case databaseNotFound(database: String)
    /// The server is older than PostgreSQL 15.
    case serverTooOld(database: String, version: String)
    /// Another deployer held the advisory lock for longer than the lock timeout.
    case locked(database: String, seconds: Double)
    /// A statement waited for a table lock longer than `lock_timeout` (SQLSTATE 55P03).
    case lockTimedOut(database: String)
    /// A statement ran longer than `statement_timeout` (SQLSTATE 57014) and was
    /// cancelled; the migration (`version`, its file number) was rolled back.
    case statementTimedOut(database: String, version: Int?, seconds: Double?)
    /// A statement failed; the transaction was rolled back.
    case statementFailed(database: String, version: Int?, message: String)
    /// The model's own DDL failed in the scratch schema a comparison builds it in
    /// (`inspect --model`, `diff --from-db`, declarative `migrate`): its SQL (a view, a
    /// CHECK, a default) is not SQL the server runs. Nothing was changed.
    case modelNotBuilt(database: String, message: String)
    /// `migrate test` was to make a database of this name, and one without its mark
    /// exists: someone's data, which it never replaces.
    case notScratch(database: String)
    /// A scratch database's name would be longer than the server keeps.
    case scratchNameTooLong(name: String)
    /// `migrate test --sample` names a database of another server than `--db`'s, where
    /// it cannot be copied.
    case sampleOnAnotherServer(sample: String, server: String)

    public var report: ErrorReport {
        switch self {
        case .invalidURL(let url):
            return ErrorReport(code: "invalid-arguments", message: "`\(url)` is not a PostgreSQL URL modelc can read",
                               hint: "write it as postgres://user[:password]@host[:port]/database", status: .invalidInput)
        case .invalidTLSMode(let mode):
            return ErrorReport(code: "invalid-arguments", message: "`sslmode=\(mode)` is not a TLS mode modelc knows",
                               hint: "use one of \(PostgresConnectionSettings.TLSMode.allCases.map(\.rawValue).joined(separator: ", ")), as with libpq",
                               status: .invalidInput)
        case .tlsFailed(let database, let reason):
            return ErrorReport(code: "tls-failed", message: "no TLS connection to \(database) (\(reason))",
                               hint: "check sslmode and sslrootcert (or PGSSLMODE/PGSSLROOTCERT) and the server's certificate", path: database,
                               status: .databaseError)
        case .unreachable(let database, let reason):
            return ErrorReport(code: "database-unreachable", message: "no PostgreSQL server answered for \(database) (\(reason))",
                               hint: "check the host and port (or PGHOST/PGPORT) and that the server is running", path: database, status: .databaseError)
        case .authenticationFailed(let database, let reason):
            return ErrorReport(code: "authentication-failed", message: "the server refused the login for \(database) (\(reason))",
                               hint: "check the user and password (or PGUSER/PGPASSWORD)", path: database, status: .databaseError)
        case .databaseNotFound(let database):
            return ErrorReport(code: "database-not-found", message: "the server has no database named as in \(database)",
                               hint: "create it first (createdb), or fix the database name in the URL", path: database, status: .databaseError)
        case .serverTooOld(let database, let version):
            return ErrorReport(code: "server-too-old", message: "\(database) runs PostgreSQL \(version); modelc needs 15 or later",
                               hint: "upgrade the server", path: database, status: .databaseError)
        case .locked(let database, let seconds):
            return ErrorReport(code: "database-locked", message: "another modelc migrate held \(database)'s migration lock for \(ErrorReport.seconds(seconds))",
                               hint: "run again when the other deploy is done, or wait longer with --lock-timeout", path: database, status: .refused)
        case .lockTimedOut(let database):
            return ErrorReport(code: "database-locked", message: "a table lock on \(database) was not granted within the lock timeout; nothing was changed",
                               hint: "run again when the other sessions are done, or wait longer with --lock-timeout", path: database, status: .refused)
        case .statementTimedOut(let database, let version, let seconds):
            let limit = seconds.map { " (\(ErrorReport.seconds($0)))" } ?? ""
            return ErrorReport(code: "statement-timeout", message: "\(version.map { "migration \($0) of " } ?? "")\(database) ran a statement longer than the statement timeout\(limit); it was cancelled and rolled back",
                               hint: "nothing of that migration was applied; allow more time with --statement-timeout, or split the migration", path: database, status: .databaseError)
        case .statementFailed(let database, let version, let message):
            let hint = Self.privilegeAdvice(message).map { "\($0); nothing was changed" }
                ?? "nothing of that migration was applied; " + (Self.missingObjectAdvice(message) ?? "fix the cause and run again")
            return ErrorReport(code: "sql-failed", message: "\(version.map { "migration \($0) of " } ?? "")\(database) failed and was rolled back: \(message)",
                               hint: hint, path: database, status: .databaseError)
        case .modelNotBuilt(let database, let message):
            let hint = (Self.privilegeAdvice(message) ?? Self.missingObjectAdvice(message)).map { "\($0); nothing was changed" }
                ?? "the model holds SQL (a view, a CHECK, a default) PostgreSQL does not run as written: change it in the model, or list the view under unmanaged:; nothing was changed"
            return ErrorReport(code: "sql-failed", message: "the model's PostgreSQL schema could not be built on \(database) to compare with: \(message)",
                               hint: hint, path: database, status: .databaseError)
        case .notScratch(let database):
            return ErrorReport(code: "not-a-scratch-database", message: "\(database) exists and was not made by modelc migrate test, which would replace it",
                               hint: "name a database that does not exist yet; migrate test creates it, and the others it needs beside it, and drops them at the end",
                               path: database, status: .invalidInput)
        case .sampleOnAnotherServer(let sample, let server):
            return ErrorReport(code: "invalid-arguments", message: "\(sample) is not on \(server), the server --db names, where migrate test copies its sample",
                               hint: "restore the sample on that server, and name it there", status: .invalidInput)
        case .scratchNameTooLong(let name):
            return ErrorReport(code: "invalid-arguments",
                               message: "the scratch database `\(name)` would have a name longer than PostgreSQL's \(PostgresDialect.maximumNameLength) bytes",
                               hint: "name a shorter database in --db; migrate test adds `_from_<version>` to it", status: .invalidInput)
        }
    }

    /// Whether the server's `message` is about a type the database lacks: an enum or a
    /// domain a model's `sqlType:` names (Pagila's `mpaa_rating`, `year`) that its
    /// `types:` do not declare. That is not SQL to change in the model.
    static func namesMissingType(_ message: String) -> Bool {
        message.hasPrefix("type \"") && message.contains("\" does not exist")
    }

    /// Whether the server's `message` is about a function the database lacks, which a
    /// default, a CHECK or a view of the model calls (Pagila's `uuidv7()`): functions are
    /// outside the model, so it is not SQL to change there.
    static func namesMissingFunction(_ message: String) -> Bool {
        message.hasPrefix("function ") && message.contains(" does not exist")
    }

    /// What to do about a type or function the database lacks, when `message` is about
    /// one; nil for any other failure.
    static func missingObjectAdvice(_ message: String) -> String? {
        if let schema = message.firstMatch(of: /^schema "([^"]+)" does not exist/)?.1 {
            return "the model names objects of the schema `\(schema)` (an extension installed there, as Supabase keeps them in `extensions`, or a type of it), "
                + "which the model does not make and this database does not have: create the schema and those objects in the database first, as the database the model was adopted from has them"
        }
        return namesMissingType(message) ? missingTypeAdvice : namesMissingFunction(message) ? missingFunctionAdvice : nil
    }

    /// What to do about a privilege the URL's role lacks ("permission denied for table
    /// album", "… for database shop"): the role's, not the model's or a migration's
    /// doing, which the other advice blamed.
    static func privilegeAdvice(_ message: String) -> String? {
        guard let object = message.firstMatch(of: /^permission denied for (\w+) (\S+)/) else { return nil }
        let needed = object.1 == "database"
            ? "CREATE on the database (a comparison with a model builds it in the scratch schema `modelc_expected`, rolled back; see docs/postgres.md)"
            : "SELECT on the tables it reads (and, to migrate, ownership of the tables it changes)"
        return "the role in the URL may not use \(object.1) \(object.2): modelc needs \(needed); grant it, or connect as a role that has it"
    }

    static let missingFunctionAdvice = "a default, CHECK or view of the model calls a function this database does not have (functions are outside the model): create it in the database first, as the database the model was adopted from has it"

    static let missingTypeAdvice = "a column's sqlType names a type this database does not have: declare it under the model's `types:` (its CREATE TYPE or CREATE DOMAIN statement, as `inspect --as-model` writes it) so that the migrations create it, or, for an extension's type (`citext`, `cube`), list the extension under the model's `extensions:`; or create it in the database first"

    public var description: String { report.description }
}
