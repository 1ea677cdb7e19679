import Migration
import SQLiteSchema

/// A PostgreSQL database (the session's current schema) as a `DatabaseEngine`; writes
/// wait up to `lockTimeout` seconds for another deployer's advisory lock.
public struct PostgresEngine: DatabaseEngine {
    public var settings: PostgresConnectionSettings
    public var lockTimeout: Double

    public init(settings: PostgresConnectionSettings, lockTimeout: Double = MigrationLock.defaultTimeout) {
        self.settings = settings
        self.lockTimeout = lockTimeout
    }

    public var displayName: String { settings.displayName }
    public var dialect: DatabaseDialect { .postgres }

    public func inspection() throws -> DatabaseInspection {
        try PostgresInspection.read(settings)
    }

    public func text(of summary: DatabaseSummary) -> String {
        PostgresInspection.text(of: summary)
    }

    public func drift(modelAt reference: String) throws -> Drift.Report {
        try PostgresDrift.report(settings, modelAt: reference)
    }

    public func inferredModelYAML(name: String?) throws -> String {
        try PostgresInferredModel.read(settings, name: name).yaml
    }

    public func status(of target: MigrationTarget) throws -> MigrationStatus {
        try target.reporting {
            try PostgresMigrator.status(try target.directory.files(), model: target.versions, throughModelVersion: target.pinnedVersion, database: settings)
        }
    }

    public func baseline(_ target: MigrationTarget, version: Int?) throws -> [MigrationHistory.Entry] {
        let (files, last, model) = try target.baselined(version: version)
        return try target.reporting {
            try PostgresMigrator.baseline(files, through: last.version, modelVersion: model.version,
                                          expected: try PostgresTypeMapping.schema(for: model), database: settings, lockTimeout: lockTimeout)
        }
    }

    public func resolve(_ action: MigrationHistory.Resolution.Action, migration: String, in target: MigrationTarget) throws -> MigrationHistory.Resolution {
        let versions = target.versions
        return try target.reporting {
            try PostgresMigrator.resolve(
                action, migration: migration, in: try target.directory.files(), directory: target.directory.path,
                sum: try target.directory.readSum(),
                expected: { file in file.header.toVersion.flatMap { versions?.version($0) }.flatMap { try? PostgresTypeMapping.schema(for: $0) } },
                database: settings, lockTimeout: lockTimeout)
        }
    }
}
