import ModelKit

extension SchemaCheck {
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
    /// enough to find names; a name followed by `(` is a function, not a column; text that
    /// does not tokenize is not judged.
    static func renamedColumnsInServerSQL(of model: Model) -> [Diagnostic] {
        let schema = SchemaCompiler.compile(model)
        var diagnostics: [Diagnostic] = []
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
            var pieces: [(what: String, text: String, location: SourceLocation)] = []
            for attribute in entity.attributes {
                pieces += attribute.checks.map { ("CHECK", $0, attribute.location(of: "check")) }
                if let defaultSQL = attribute.defaultSQL { pieces.append(("default", defaultSQL, attribute.location(of: "defaultSQL"))) }
            }
            pieces += entity.checks.map { ("CHECK", $0, entity.location(of: "check")) }
            for index in entity.indexes + entity.uniques {
                if let condition = index.condition { pieces.append(("condition", condition, index.location)) }
            }
            for piece in pieces {
                guard let (column, attribute) = firstRenamedColumn(in: piece.text, among: renamed) else { continue }
                diagnostics.append(.error(
                    "the \(piece.what) `\(piece.text)` of entity `\(entity.name)` names the column `\(column)`, which this version renames to `\(attribute.column)`",
                    at: piece.location, hint: renameHint(column, becomes: attribute, in: piece.what)))
            }
        }
        return diagnostics
    }

    /// The first name in `sql` that is a key of `renamed` (lower-cased) and not a
    /// function's, as written, with its attribute.
    private static func firstRenamedColumn(in sql: String, among renamed: [String: Attribute]) -> (String, Attribute)? {
        guard let tokens = try? SQLTokenizer.tokenize(sql) else { return nil }
        for (position, token) in tokens.enumerated() {
            guard let name = token.identifier, let attribute = renamed[name.lowercased()] else { continue }
            if position + 1 < tokens.count, tokens[position + 1].kind == .openParenthesis { continue }
            return (name, attribute)
        }
        return nil
    }
}
