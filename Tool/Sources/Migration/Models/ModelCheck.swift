import ModelKit
import SchemaCore

/// Loading a model with the SQL text it carries checked (views, triggers, `check:`,
/// `defaultSQL:`, `sqlType:`, `collate:`, index `where:`), so that a view naming a
/// missing column is a positioned error at `validate` time, not a failed migration on
/// deploy. Every command loads its models through here.
///
/// The SQL is in the words of the model's dialect (SQLite's without `dialect:`), so the
/// driver registered for that dialect judges it (`DialectDriver.sqlDiagnostics(for:)`):
/// SQLite's creates the schema in an empty in-memory database; an engine whose server
/// alone can judge its SQL has the text read for the names a rename left behind
/// (`renamedColumnsInServerSQL(of:)`), which is also all a model gets whose dialect no
/// driver in this process is registered for. A version is then read against the one
/// before it for the columns it drops (`droppedColumnsInServerSQL(of:after:)`).
public enum ModelCheck {
    /// Problems with the model's SQL text, positioned at the element that holds it.
    public static func diagnostics(for model: Model) -> [Diagnostic] {
        let dialect = model.dialect ?? DatabaseDialect.default.rawValue
        guard DialectDrivers.knows(dialect) else { return renamedColumnsInServerSQL(of: model) }
        return DialectDrivers.driver(for: DatabaseDialect(dialect)).sqlDiagnostics(for: model)
    }

    /// `ModelLoader.inspect(path)` plus the SQL check of every version that loaded
    /// without errors, each against the one before it too.
    public static func inspect(_ path: String) -> ModelLoader.Result {
        var result = ModelLoader.inspect(path)
        if !result.hasErrors, let versions = result.versions {
            result.diagnostics += diagnostics(for: versions)
        }
        return result
    }

    /// `ModelLoader.load(path)` plus the SQL check of every version, each against the one
    /// before it too; throws every diagnostic.
    public static func load(_ path: String) throws(ModelError) -> ModelVersions {
        let versions = try ModelLoader.load(path)
        let problems = diagnostics(for: versions)
        if problems.contains(where: { $0.severity == .error }) { throw ModelError(problems) }
        return versions
    }

    /// `ModelLoader.load(reference:)` plus the SQL check of that version.
    public static func load(reference: String) throws(ModelError) -> Model {
        try checked(ModelLoader.load(reference: reference))
    }

    /// `model`, once its SQL check finds no error.
    public static func checked(_ model: Model) throws(ModelError) -> Model {
        let problems = diagnostics(for: model)
        if problems.contains(where: { $0.severity == .error }) { throw ModelError(problems) }
        return model
    }

    /// "`label` was `name` (its `renamedFrom`), and a rename does not edit a trigger's SQL: …".
    /// The earlier name is the column's as the model spells it (`kind`, `sim_imsi`), which
    /// SQL may write in another case (`KIND`).
    public static func renameHint(_ column: String, becomes attribute: Attribute, in object: String) -> String {
        let old = attribute.renamedFrom.flatMap { name in
            [name, Naming.snakeCase(name)].first { $0.lowercased() == column.lowercased() }
        } ?? column
        return "`\(attribute.column)` was `\(old)` (its `renamedFrom`), and a rename does not edit a \(object)'s SQL: write `\(attribute.column)` where the \(object) says `\(column)`"
    }
}
