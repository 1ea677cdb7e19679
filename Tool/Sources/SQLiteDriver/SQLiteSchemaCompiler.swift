import ModelKit
import SchemaCore

/// The SQLite schema of a model: what `SchemaCompiler` compiles, as SQLite stores it.
///
/// Every command, plan and check that means a SQLite database compiles through here,
/// not through `SchemaCompiler` itself, so that what the compiler leaves to an engine
/// has one owner on SQLite's side.
public enum SQLiteSchemaCompiler {
    /// The schema a SQLite database of `model` holds. The model is assumed valid; an
    /// invalid model compiles to a best-effort schema rather than crashing.
    public static func compile(_ model: Model) -> Schema {
        SchemaCompiler.compile(model)
    }
}
