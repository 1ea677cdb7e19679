import Migration
import SQLiteSchema

/// A PostgreSQL database (the session's current schema) as a `DatabaseEngine`.
public struct PostgresEngine: DatabaseEngine {
    public var settings: PostgresConnectionSettings

    public init(settings: PostgresConnectionSettings) {
        self.settings = settings
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
}
