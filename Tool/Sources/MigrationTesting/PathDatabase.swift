import Migration
import ModelKit
import SQLiteDriver
import SchemaCore

/// The database one path of `migrate test` migrates: a SQLite file of the run's work
/// folder, or a database the run made on a server (`ScratchDatabaseServer`). The path
/// migrates it, asks how it differs from a model version, and reads its rows in SQLite
/// files, whichever it is.
enum PathDatabase: Sendable {
    case file(String)
    case server(any ScratchDatabaseServer, name: String)

    /// The real `migrate`, as a deploy runs it.
    ///
    /// - Throws: `MigrationRunError` for what the migrator refuses or fails on.
    func migrate(_ target: MigrationTarget, options: MigrateOptions) throws -> MigrationReport {
        switch self {
        case .file(let path):
            try target.migrate(database: path, options: options)
        case .server(let server, let name):
            try server.engine(for: name).migrate(MigrationRequest(target: target, declarativeModel: nil, options: options)).report
        }
    }

    /// Where a person finds it after the run, which kept it (`--keep`): the files named
    /// `label` in the work folder, or the server's database with the file of its rows
    /// before migrating (`label.before.sqlite`; the text said `<server's database>.sqlite`,
    /// which is nowhere).
    func kept(as label: String, in work: WorkFolder) -> (kept: String, before: String?) {
        switch self {
        case .file: (work.path(label), nil)
        case .server(let server, let name): (server.reference(to: name), work.path("\(label).before.sqlite"))
        }
    }

    /// Which of `target`'s migrations it has applied.
    func status(of target: MigrationTarget) throws -> MigrationStatus {
        switch self {
        case .file(let path): try target.status(database: path)
        case .server(let server, let name): try server.engine(for: name).status(of: target)
        }
    }

    /// How its schema differs from the model version `model`.
    func differences(from model: Model) throws -> [SchemaDifference] {
        switch self {
        case .file(let path):
            try Drift.differences(databaseAt: path, model: model)
        case .server(let server, let name):
            try server.engine(for: name).drift(from: model).differences
        }
    }

    /// A SQLite file holding its rows as they are now: the file itself, or the server's
    /// rows read back into a new file at `copy`, stored as `schema` (the SQLite schema of
    /// the version they are at, when known) stores them.
    func rows(readingInto copy: String, storedAs schema: Schema? = nil) throws -> String {
        switch self {
        case .file(let path):
            return path
        case .server(let server, let name):
            try server.export(name, to: copy, storedAs: schema)
            return copy
        }
    }
}
