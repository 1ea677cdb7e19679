import ArgumentParser
import Migration
import PostgresDriver
import SQLiteDriver
import SchemaCore

/// The one place `--db` becomes an engine: a `postgres://` URL is PostgreSQL's, anything
/// else a SQLite file; and the registry of the dialects the command ships with
/// (`dialects`, registered before any argument or file names one). Adding an engine
/// is a line in each and its target.
enum DatabaseEngines {
    /// Every dialect driver the command ships with, registered on first use: by
    /// `Modelc.main`, and by parsing a `--dialect` (a command parsed without `main`).
    static let dialects: Void = {
        SQLiteDialectDriver.register()
        DialectDrivers.register(PostgresDialectDriver())
    }()

    /// The dialect of the database `db` names, without opening it.
    static func dialect(of db: String) -> DatabaseDialect {
        PostgresConnectionSettings.isURL(db) ? .postgres : .sqlite
    }

    /// Refuses a `--db` that is a URL of no engine modelc has (`mysql://app@db/shop`, a
    /// misspelt `postgress://…` or `postgress:shop`): taken for a SQLite file name, it
    /// was looked for as a file ("holds no migrations", "cannot open database"), or
    /// created as one and migrated. An argument error (exit 2), before anything is read.
    static func validateLocation(_ db: String) throws {
        guard !PostgresConnectionSettings.isURL(db), let scheme = db.firstMatch(of: /^([A-Za-z][A-Za-z0-9+.\-]*):/)?.1.lowercased() else { return }
        let isURL = db.dropFirst(scheme.count + 1).hasPrefix("//")
        let nearPostgres = scheme.hasPrefix("postg") || scheme.hasPrefix("pg")
        guard isURL || nearPostgres else { return }
        throw ValidationError("--db `\(db)` names no engine modelc has (`\(scheme):`); give a SQLite file path, or a postgres:// URL (docs/postgres.md).")
    }

    /// Refuses a `--db` that is not a SQLite file, for a command that writes SQLite
    /// only: "--db names a <dialect> database; `reason`", an argument error (exit 2)
    /// rather than a file of that name not found.
    static func requireSQLite(_ db: String, _ reason: String) throws {
        let dialect = dialect(of: db)
        if dialect != .sqlite { throw ValidationError("--db names a \(dialect) database; \(reason)") }
    }

    /// The server `migrate test --db` names, on which it makes its databases; nil for
    /// a SQLite path, since SQLite's paths run in files of a temporary folder.
    static func scratchServer(_ db: String, lockTimeout: Double) throws -> (any ScratchDatabaseServer)? {
        guard PostgresConnectionSettings.isURL(db) else { return nil }
        return PostgresScratchServer(settings: try PostgresConnectionSettings(url: db), lockTimeout: lockTimeout)
    }

    static func open(_ db: String, lock: MigrationLock) throws -> any DatabaseEngine {
        if PostgresConnectionSettings.isURL(db) {
            return PostgresEngine(settings: try PostgresConnectionSettings(url: db), lockTimeout: lock.timeout)
        }
        return SQLiteEngine(path: db, lock: lock)
    }
}
