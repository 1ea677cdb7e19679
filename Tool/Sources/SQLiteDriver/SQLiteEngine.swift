import Foundation
import Migration
import ModelKit
import SchemaCore

/// A SQLite database file as a `DatabaseEngine`, read under `lock` (how long to wait
/// for another connection's lock).
public struct SQLiteEngine: DatabaseEngine {
    public var path: String
    public var lock: MigrationLock

    public init(path: String, lock: MigrationLock = .forReading) {
        SQLiteDialectDriver.register()
        self.path = path
        self.lock = lock
    }

    public var displayName: String { path }
    public var dialect: DatabaseDialect { .sqlite }
    /// `VACUUM INTO` copies the file; a file has no server to time statements out.
    public var capabilities: EngineCapabilities { EngineCapabilities(backsUp: true, limitsStatementTime: false) }

    public func inspection() throws -> DatabaseInspection {
        try DatabaseInspection.read(databaseAt: path, lock: lock)
    }

    public func text(of summary: DatabaseSummary) -> String {
        summary.text
    }

    /// A damaged file is refused as `inspect` and `migrate baseline` refuse it: "no drift"
    /// must mean the database can be baselined, and a file with pages lost track of
    /// cannot until `VACUUM` writes it anew.
    public func drift(from model: Model) throws -> Drift.Report {
        try SQLiteDialectDriver.requireSQLiteSQL(model)
        let report = Drift.Report(database: path, model: model.name, version: model.version,
                                  differences: try Drift.differences(databaseAt: path, model: model, lock: lock))
        if let damage = try DatabaseFile.damage(at: path, busyTimeout: lock.timeout) { throw damage }
        return report
    }

    /// SQLite keeps the SQL it was given, so its schema needs no other side's words.
    public func diffSide(describedAs other: DiffSide) throws -> DiffSide {
        try DiffSide.database(path, lock: lock)
    }

    public func inferredModelYAML(name: String?) throws -> String {
        try InferredModel(databaseAt: path, name: name, busyTimeout: lock.timeout).yaml
    }

    /// Versioned: `MigrationTarget.migrate`; declarative: `Migrator.migrate(database:toModelAt:…)`.
    /// A dry run rehearses on a private copy, so the report says it all. A failed run
    /// throws `MigrationRunError`, with what was applied before it.
    public func migrate(_ request: MigrationRequest) throws -> MigrationOutcome {
        let report: MigrationReport
        try requireSQLiteSQL(request.target)
        if let reference = request.declarativeModel {
            report = try Migrator.migrate(database: path, toModelAt: reference, options: request.options, lock: lock,
                                          progress: request.progress, observer: request.observer)
        } else if let target = request.target {
            report = try target.migrate(database: path, options: request.options, lock: lock, progress: request.progress, observer: request.observer)
        } else {
            throw ErrorReport.invalidArguments("give a model folder, or --model for declarative mode")
        }
        return MigrationOutcome(report: report, committedShown: request.observer != nil)
    }

    /// A damaged file is refused as `inspect` refuses it: a status read from the history's
    /// own pages would say "at version N" of a file the next migration cannot read.
    public func status(of target: MigrationTarget) throws -> MigrationStatus {
        try requireSQLiteSQL(target)
        let status = try target.status(database: path, lock: lock)
        if FileManager.default.fileExists(atPath: path), let damage = try DatabaseFile.damage(at: path, busyTimeout: lock.timeout) { throw damage }
        return status
    }

    public func baseline(_ target: MigrationTarget, version: Int?) throws -> [MigrationHistory.Entry] {
        try requireSQLiteSQL(target)
        return try target.baseline(database: path, version: version, lock: lock)
    }

    public func resolve(_ action: MigrationHistory.Resolution.Action, migration: String, in target: MigrationTarget) throws -> MigrationHistory.Resolution {
        try requireSQLiteSQL(target)
        return try target.resolve(action, migration: migration, database: path, lock: lock)
    }

    /// A model whose SQL is another engine's has no SQLite schema to migrate a file to.
    private func requireSQLiteSQL(_ target: MigrationTarget?) throws {
        for model in target?.versions?.versions ?? [] { try SQLiteDialectDriver.requireSQLiteSQL(model) }
    }
}
