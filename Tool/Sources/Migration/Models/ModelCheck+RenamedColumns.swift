import ModelKit
import SchemaCore

extension ModelCheck {
    /// What is checked of a model whose SQL is another engine's (`dialect:`): a `check:`,
    /// `defaultSQL:` or index `where:` of an entity that still names a column by the name
    /// this version renames (`renamedFrom:`).
    ///
    /// SQLite cannot judge such SQL (the server does, when the model is applied), but a
    /// rename edits no SQL text on either side. PostgreSQL renames the column inside its
    /// live constraint while the model's text keeps the old name, so the migration made
    /// from the model failed its verification at deploy (and a new database could not
    /// create the table) after `validate` and `migrate make` had passed. SQLite's own check
    /// finds the same mistake in SQLite's SQL as `no such column`.
    ///
    /// The text is read with SQLite's tokenizer, which reads PostgreSQL's expressions well
    /// enough to find names (`firstColumn(in:among:)` says which words are no
    /// column); text that does not tokenize is not judged.
    ///
    /// A view is read the same way (airlines' `airports` view, whose `a.coordinates` a
    /// version renamed: the new database could not create it), for each table it names
    /// whose columns the version renames, and only for a name no other table it names
    /// still has as a column (which it may mean instead).
    static func renamedColumnsInServerSQL(of model: Model) -> [Diagnostic] {
        guard model.entities.contains(where: { $0.attributes.contains { $0.renamedFrom != nil } }) else { return [] }
        let schema = SchemaCompiler.compile(model)
        var diagnostics: [Diagnostic] = []
        var renamedByTable: [String: [String: Attribute]] = [:]
        for entity in model.entities {
            let current = Set((schema.table(named: entity.table)?.columns ?? []).map { $0.name.lowercased() })
            var renamed: [String: Attribute] = [:]
            for attribute in entity.attributes {
                guard let old = attribute.renamedFrom else { continue }
                for name in [old.lowercased(), Naming.snakeCase(old).lowercased()] where !current.contains(name) {
                    renamed[name] = attribute
                }
            }
            guard !renamed.isEmpty else { continue }
            renamedByTable[entity.table] = renamed
            for piece in sqlPieces(of: entity) {
                guard let (column, attribute) = firstColumn(in: piece.text, among: renamed) else { continue }
                diagnostics.append(.error(
                    "the \(piece.what) `\(piece.text)` of \(piece.owner) names the column `\(column)`, which this version renames to `\(attribute.column)`",
                    at: piece.location, hint: renameHint(column, becomes: attribute, in: piece.what)))
            }
        }
        for view in model.views where !renamedByTable.isEmpty {
            for (table, column, attribute) in columns(namedBy: view, in: schema, among: renamedByTable) {
                diagnostics.append(.error(
                    "the view `\(view.name)` names the column `\(column)` of `\(table)`, which this version renames to `\(attribute.column)`",
                    at: view.location, hint: renameHint(column, becomes: attribute, in: "view")))
            }
        }
        return diagnostics
    }

    /// A piece of an entity's SQL text: a CHECK (of an attribute or the entity), an
    /// attribute's default, or an index's condition, with what it is, whose, and where.
    struct SQLPiece {
        var what: String
        var text: String
        var owner: String
        var location: SourceLocation
    }

    /// The SQL text `entity` carries, piece by piece, in the order the diagnostics name them.
    static func sqlPieces(of entity: Entity) -> [SQLPiece] {
        var pieces: [SQLPiece] = []
        for attribute in entity.attributes {
            let owner = "`\(entity.name).\(attribute.name)`"
            pieces += attribute.checks.map { SQLPiece(what: "CHECK", text: $0, owner: owner, location: attribute.location(of: "check")) }
            if let defaultSQL = attribute.defaultSQL {
                pieces.append(SQLPiece(what: "default", text: defaultSQL, owner: owner, location: attribute.location(of: "defaultSQL")))
            }
        }
        pieces += entity.checks.map { SQLPiece(what: "CHECK", text: $0, owner: "entity `\(entity.name)`", location: entity.location(of: "check")) }
        for index in entity.indexes + entity.uniques {
            if let condition = index.condition {
                pieces.append(SQLPiece(what: "condition", text: condition, owner: "an index of entity `\(entity.name)`", location: index.location))
            }
        }
        return pieces
    }

    /// For each table of `schema` that `view` names and `byTable` has names for (by the
    /// table's name; the names lower-cased), the first of those names the view's SQL uses
    /// as a column (`firstColumn(in:among:)`), as written, with its value; a name another
    /// table the view names still has as a column is left out, as the view may mean it.
    static func columns<Value>(namedBy view: ViewSpec, in schema: Schema, among byTable: [String: [String: Value]]) -> [(table: String, column: String, value: Value)] {
        let words = Set(((try? SQLTokenizer.tokenize(view.sql)) ?? []).compactMap(\.identifier).map { $0.lowercased() })
        let named = schema.tables.filter { words.contains($0.name.lowercased()) }
        return named.compactMap { table in
            guard var names = byTable[table.name] else { return nil }
            let others = Set(named.filter { $0.name != table.name }.flatMap { $0.columns.map { $0.name.lowercased() } })
            names = names.filter { !others.contains($0.key) }
            guard let (column, value) = firstColumn(in: view.sql, among: names) else { return nil }
            return (table.name, column, value)
        }
    }

    /// The first name in `sql` that is a key of `renamed` (lower-cased) and stands for a
    /// column, as written, with its value (the attribute a rename gave it, say). A bare word is no column where it names a
    /// type or a part of one (`CAST(x AS text)`, `CAST(x AS double precision)`,
    /// `x::timestamp with time zone`, as adoption writes casts), a typed literal's type
    /// (`date '2000-01-01'`, `interval '1 day'`), an `EXTRACT` field (`EXTRACT(year FROM
    /// x)`), an interval's field (`INTERVAL '1' DAY`, `HOUR TO MINUTE`), a named argument
    /// (`make_interval(days => 1)`), an alias (`… AS x`), a function (`lower(x)`), or a keyword (`CASE`,
    /// `IS DISTINCT FROM`, `AT TIME ZONE`, `ARRAY[…]`, `SIMILAR TO`, `BETWEEN SYMMETRIC`),
    /// which a column of that name would be quoted to differ from; a quoted name always
    /// is one. A word missed (a column named like a keyword, written bare) only leaves
    /// the mistake to the server, as before.
    static func firstColumn<Value>(in sql: String, among renamed: [String: Value]) -> (String, Value)? {
        guard let tokens = try? SQLTokenizer.tokenize(sql) else { return nil }
        let typeWords: Set<String> = ["with", "without", "time", "zone", "precision", "varying"]
        let keywords = SQLText.keywords.union(["ARRAY", "SIMILAR", "SYMMETRIC", "ZONE", "ILIKE"])
        let intervalFields: Set<String> = ["YEAR", "MONTH", "DAY", "HOUR", "MINUTE", "SECOND"]
        var castDepths: [Int] = []
        var depth = 0
        var inCastType = false
        var afterShortCast = false
        for (position, token) in tokens.enumerated() {
            let next = position + 1 < tokens.count ? tokens[position + 1] : nil
            let previous = position > 0 ? tokens[position - 1] : nil
            switch token.kind {
            case .openParenthesis:
                depth += 1
                if previous?.isKeyword("CAST") == true { castDepths.append(depth) }
            case .closeParenthesis:
                if castDepths.last == depth {
                    castDepths.removeLast()
                    inCastType = false
                }
                depth -= 1
            default:
                break
            }
            if token.isKeyword("AS"), castDepths.last == depth { inCastType = true }
            // `x::timestamp with time zone`: the tokenizer reads `:timestamp` as a parameter.
            if token.kind == .parameter, token.text.hasPrefix(":"), previous?.text == ":" {
                afterShortCast = true
                continue
            }
            if afterShortCast, token.kind == .word, typeWords.contains(token.text.lowercased()) { continue }
            afterShortCast = false
            guard let name = token.identifier, let attribute = renamed[name.lowercased()] else { continue }
            // An alias (`status = 2 AS overdue`) names a result, not a column.
            if previous?.isKeyword("AS") == true, !inCastType { continue }
            if token.kind == .word {
                let word = token.text.uppercased()
                if inCastType || next?.kind == .openParenthesis || next?.kind == .string || keywords.contains(word) { continue }
                if next?.isKeyword("FROM") == true, position >= 2, tokens[position - 2].isKeyword("EXTRACT") { continue }
                if word == "TIME", previous?.isKeyword("AT") == true { continue }
                if intervalFields.contains(word), previous?.kind == .string || previous?.isKeyword("TO") == true || next?.isKeyword("TO") == true { continue }
                // A named argument: `days => 1`, `days := 1`.
                if position + 2 < tokens.count, ["=", ":"].contains(tokens[position + 1].text), [">", "="].contains(tokens[position + 2].text) { continue }
            }
            return (name, attribute)
        }
        return nil
    }
}
