import Foundation
import ModelKit

/// Views and triggers: the model's `views:` and `triggers:` compiled into the
/// statements SQLite stores.
extension SchemaCompiler {
    /// The model's views as `CREATE VIEW` statements, ordered so each comes after the
    /// views it reads (by name in its SQL, or by `dependsOn:`); otherwise in
    /// declaration order. A cycle keeps declaration order for the views in it (SQLite
    /// would refuse them anyway, which the schema check reports).
    static func views(of model: Model) -> [View] {
        var pending = model.views
        var placed = Set<String>()
        var ordered: [View] = []
        let dependencies = Dictionary(model.views.map { ($0.name, Set(model.dependencies(of: $0).views)) }, uniquingKeysWith: { first, _ in first })
        while !pending.isEmpty {
            let ready = pending.firstIndex { (dependencies[$0.name] ?? []).isSubset(of: placed) } ?? 0
            let view = pending.remove(at: ready)
            placed.insert(view.name)
            ordered.append(View(name: view.name, sql: viewStatement(view)))
        }
        return ordered
    }

    /// `CREATE VIEW "name" AS <query>`, or the statement as written.
    static func viewStatement(_ view: ViewSpec) -> String {
        let sql = SQLNames.trimmingStatementEnd(view.sql)
        return view.isStatement ? sql : "CREATE VIEW \(StandardSQL.quote(view.name)) AS \(sql)"
    }

    /// The trigger's statement and the table it fires on.
    static func trigger(_ spec: TriggerSpec, in model: Model) -> Trigger {
        if let sql = spec.sql {
            let statement = SQLNames.trimmingStatementEnd(sql)
            return Trigger(name: spec.name, table: SQLNames.triggerTable(in: statement) ?? "", sql: statement)
        }
        // `on:` names an entity or its table; either way `columns:` are mapped to columns.
        let entity = spec.on.flatMap { model.entity(named: $0) ?? model.entity(forTable: $0) }
        let table = entity?.table ?? spec.on ?? ""
        var text = "CREATE TRIGGER \(StandardSQL.quote(spec.name)) \((spec.timing ?? .after).sql) \((spec.event ?? .insert).rawValue.uppercased())"
        if !spec.columns.isEmpty {
            let columns = spec.columns.map { name in entity?.attribute(named: name)?.column ?? entity?.relationship(named: name)?.column ?? name }
            text += " OF \(StandardSQL.quoteList(columns))"
        }
        text += " ON \(StandardSQL.quote(table)) FOR EACH ROW"
        if let when = spec.when { text += " WHEN \(when)" }
        var body = (spec.body ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        if !body.hasSuffix(";") { body += ";" }
        text += "\nBEGIN\n  \(body)\nEND"
        return Trigger(name: spec.name, table: table, sql: text)
    }
}

/// Names in SQL text, read with the tokenizer (no SQL parser): which table a trigger
/// fires on, and statement ends.
public enum SQLNames {
    /// The table named after the first top-level `ON` of a `CREATE TRIGGER`
    /// statement (the one before `BEGIN`), without a schema prefix.
    ///
    /// SQLite also takes a name written as a string (`ON 'geometry_columns'`, as every
    /// SpatiaLite metadata trigger has it), which was read as no table at all.
    public static func triggerTable(in statement: String) -> String? {
        guard let tokens = try? SQLTokenizer.tokenize(statement) else { return nil }
        func name(_ token: SQLToken) -> String? {
            guard token.kind == .string else { return token.identifier }
            return String(token.text.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
        }
        var position = 0
        while position < tokens.count, !tokens[position].isKeyword("BEGIN") {
            if tokens[position].isKeyword("ON"), position + 1 < tokens.count, var table = name(tokens[position + 1]) {
                if position + 3 < tokens.count, tokens[position + 2].text == ".", let qualified = name(tokens[position + 3]) {
                    table = qualified
                }
                return table
            }
            position += 1
        }
        return nil
    }

    /// The first identifier of `sql` (a bare word or a quoted name), lower-cased, that is
    /// in `names` (lower-cased) and is not `owner`; nil when there is none or the text does
    /// not tokenize. Adoption asks it which unmanaged object a view or trigger reads; a
    /// column sharing such a name counts too, which only leaves one more object unmanaged.
    public static func firstName(in sql: String, among names: Set<String>, except owner: String) -> String? {
        guard !names.isEmpty, let tokens = try? SQLTokenizer.tokenize(sql) else { return nil }
        let owner = owner.lowercased()
        return tokens.lazy.compactMap { $0.identifier?.lowercased() }.first { $0 != owner && names.contains($0) }
    }

    /// `sql` without trailing white space and semicolons: the renderer ends every
    /// statement itself.
    public static func trimmingStatementEnd(_ sql: String) -> String {
        var text = Substring(sql)
        while let last = text.last, last == ";" || last.isWhitespace { text = text.dropLast() }
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        return String(text)
    }
}
