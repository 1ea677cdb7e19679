import Migration
import ModelKit
import SchemaCore

/// How a PostgreSQL database differs from a model: `modelc inspect --db postgres://…
/// --model …`, SQLite's `Drift` for the second dialect.
public enum PostgresDrift {
    /// The drift of the database `settings` names from the model version `reference`
    /// names (a folder, file or `folder@N`).
    ///
    /// - Throws: the model's `ModelError`, or what `report(_:model:)` meets.
    public static func report(_ settings: PostgresConnectionSettings, modelAt reference: String) throws -> Drift.Report {
        try report(settings, model: ModelCheck.load(reference: reference))
    }

    /// The drift of the database `settings` names from the model version `model`,
    /// compiled for PostgreSQL.
    ///
    /// The live schema is read in the compiled model's words
    /// (`PostgresIntrospection.introspect(_:describedAs:)`) and compared as the
    /// verification after a migration compares (`Verification.comparison`: column order
    /// aside, since PostgreSQL adds a column at the end), without the history table and
    /// the model's `unmanaged:` objects.
    ///
    /// - Throws: `PostgresSchemaError`; `PostgresDatabaseError`.
    public static func report(_ settings: PostgresConnectionSettings, model: Model) throws -> Drift.Report {
        let expected = try PostgresTypeMapping.schema(for: model)
        let session = try PostgresSession(settings)
        defer { session.close() }
        let live = try PostgresIntrospection.introspect(session, describedAs: expected)
        var differences = expected.differences(from: live, options: Verification.comparison)
        if differences.isEmpty {
            // What only the catalog says (a NOT VALID key, an identity column that is not
            // the key): what `migrate baseline` would refuse (`PostgresCatalogCheck`), on
            // the same session.
            differences = try PostgresCatalogCheck.differences(of: expected, in: session).map { line in
                let table = PostgresCatalogCheck.object(of: line)
                let advice = PostgresCatalogCheck.advice(for: line).map { " (\($0))" } ?? ""
                return SchemaDifference(kind: .tableOptions, table: table, message: "\(table.map { "table `\($0)`: " } ?? "")the server's catalog: \(line)\(advice)")
            }
        }
        return Drift.Report(database: settings.displayName, model: model.name, version: model.version, differences: differences)
    }
}
