import Foundation
import GRDB
import ModelKit

/// Checks the SQL a model carries as text (views, triggers, `check:`, `defaultSQL:`,
/// `sqlType:`, `collate:`, index `where:`) by creating the compiled schema in an empty
/// in-memory database, so a view that names a missing column or a trigger on a missing
/// table is a positioned error at `validate` time, not a failed migration on deploy.
///
/// SQLite accepts `CREATE VIEW` whatever the view names and only complains when the
/// view is used, so each view is also prepared (`SELECT * FROM view`). A trigger's body
/// is checked only when it fires, which this check does not do.
///
/// Models without such SQL skip the database altogether.
public enum SchemaCheck {
    /// Problems with the model's SQL text, positioned at the element that holds it.
    public static func diagnostics(for model: Model) -> [Diagnostic] {
        guard carriesSQL(model) else { return [] }
        let schema = SchemaCompiler.compile(model)
        let dialect = SQLiteDialect()
        var diagnostics: [Diagnostic] = []
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue()
        } catch {
            return []
        }
        queue.writeWithoutTransaction { db in
            func attempt(_ sql: String) -> String? {
                do {
                    try db.execute(sql: sql)
                    return nil
                } catch let error as DatabaseError {
                    return error.message ?? "\(error)"
                } catch {
                    return "\(error)"
                }
            }
            for (position, table) in schema.tables.enumerated() {
                let entity = position < model.entities.count ? model.entities[position] : nil
                let location = entity?.location ?? model.location
                let name = entity.map { "entity `\($0.name)`" } ?? "join table `\(table.name)`"
                if let problem = attempt(dialect.createTable(table)) {
                    diagnostics.append(.error(
                        "the table of \(name) cannot be created: \(problem)", at: location,
                        hint: "check the SQL in its `check:`, `defaultSQL:`, `sqlType:` and `collate:` options"))
                    continue
                }
                for index in table.indexes where !index.isUniqueConstraint {
                    if let problem = attempt(dialect.createIndex(index, on: table.name)) {
                        let spec = entity.flatMap { entity in
                            (entity.indexes + entity.uniques).first { $0.name == index.name || $0.condition == index.condition && $0.condition != nil }
                        }
                        diagnostics.append(.error(
                            "index `\(index.name)` of \(name) cannot be created: \(problem)", at: spec?.location ?? location,
                            hint: "check its `where:` condition and columns"))
                    }
                }
            }
            for (view, spec) in zip(schema.views, schema.views.map { view in model.views.first { $0.name == view.name } }) {
                let location = spec?.location(of: "sql") ?? model.location
                if let problem = attempt(view.sql) ?? attempt("SELECT * FROM \(dialect.quote(view.name)) LIMIT 0") {
                    diagnostics.append(.error(
                        "view `\(view.name)` does not compile: \(problem)", at: location,
                        hint: "a view may name only the model's tables, columns and views (and `dependsOn:` what it needs first)"))
                }
            }
            for (trigger, spec) in zip(schema.triggers, model.triggers) {
                let location = spec.sql == nil ? spec.location(of: "on") : spec.location(of: "sql")
                if let problem = attempt(trigger.sql) {
                    diagnostics.append(.error(
                        "trigger `\(trigger.name)` does not compile: \(problem)", at: location,
                        hint: "a trigger fires on a table or view of the model; check its table, columns and SQL"))
                }
            }
        }
        return diagnostics
    }

    /// `ModelLoader.inspect(path)` plus the SQL check of every version that loaded
    /// without errors.
    public static func inspect(_ path: String) -> ModelLoader.Result {
        var result = ModelLoader.inspect(path)
        if !result.hasErrors, let versions = result.versions {
            result.diagnostics += versions.versions.flatMap(diagnostics(for:))
        }
        return result
    }

    /// `ModelLoader.load(path)` plus the SQL check; throws every diagnostic.
    public static func load(_ path: String) throws(ModelError) -> ModelVersions {
        let versions = try ModelLoader.load(path)
        let problems = versions.versions.flatMap(diagnostics(for:))
        if !problems.isEmpty { throw ModelError(problems) }
        return versions
    }

    /// `ModelLoader.load(reference:)` plus the SQL check of that version.
    public static func load(reference: String) throws(ModelError) -> Model {
        let model = try ModelLoader.load(reference: reference)
        let problems = diagnostics(for: model)
        if !problems.isEmpty { throw ModelError(problems) }
        return model
    }

    /// Whether any SQL in the model is written by hand.
    static func carriesSQL(_ model: Model) -> Bool {
        if !model.views.isEmpty || !model.triggers.isEmpty { return true }
        return model.entities.contains { entity in
            !entity.checks.isEmpty
                || (entity.indexes + entity.uniques).contains { $0.condition != nil }
                || entity.attributes.contains { $0.defaultSQL != nil || $0.sqlType != nil || $0.collation != nil || !$0.checks.isEmpty }
                || entity.relationships.contains { $0.sqlType != nil }
        }
    }
}
