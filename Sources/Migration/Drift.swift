import GRDB
import ModelKit
import SQLiteSchema

/// How a live database differs from a model: what `modelc inspect --db … --model …` reports.
public enum Drift {
    /// Every difference between the compiled `model` and the database at `path`; empty
    /// when the database is exactly at that model version.
    ///
    /// Compared like the verification after a migration: normalised, without the
    /// history table (see `Verification.schemaDifferences`).
    public static func differences(databaseAt path: String, model: Model) throws(MigrationError) -> [SchemaDifference] {
        let live: Schema
        do {
            live = try SchemaIntrospector.introspect(path: path)
        } catch {
            throw .introspection(error)
        }
        return SchemaCompiler.compile(model).differences(from: live)
    }
}
