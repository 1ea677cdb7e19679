import SchemaCore

/// What is read from a `CREATE INDEX` statement: the indexed terms and the `WHERE`
/// condition of a partial index, both exactly as written.
public struct ParsedCreateIndex: Hashable, Sendable {
    /// Each indexed term as written, without a trailing `ASC`/`DESC`/`COLLATE`:
    /// a column name (unquoted) or an expression's text.
    public var terms: [String]
    /// The partial-index condition after `WHERE`, trimmed, or nil.
    public var condition: String?
}

extension CreateTableParser {
    /// Parses `CREATE [UNIQUE] INDEX [IF NOT EXISTS] [schema.]name ON table (terms) [WHERE expr]`.
    ///
    /// Used by introspection for what `PRAGMA index_xinfo` does not give: the text of
    /// expression terms and the partial-index condition. See SQLite's "CREATE INDEX".
    public static func parseCreateIndex(_ sql: String) throws(CreateTableParseError) -> ParsedCreateIndex {
        var cursor = try Self.cursor(over: sql)
        while let token = cursor.peek, !token.isKeyword("ON") {
            cursor.advance()
        }
        try cursor.expectKeyword("ON")
        _ = try cursor.expectIdentifier("table name")
        let group = try cursor.parenthesisedGroup()
        var terms: [String] = []
        for part in splitAtTopLevelCommas(group) {
            var end = part.endIndex
            // Drop trailing ASC / DESC and COLLATE name.
            while end > part.startIndex {
                let last = part[end - 1]
                if last.isKeyword("ASC") || last.isKeyword("DESC") {
                    end -= 1
                } else if end - 2 >= part.startIndex, part[end - 2].isKeyword("COLLATE") {
                    end -= 2
                } else {
                    break
                }
            }
            let term = part[part.startIndex..<end]
            if term.count == 1, let identifier = term.first?.identifier {
                terms.append(identifier)
            } else {
                terms.append(text(term, source: sql))
            }
        }
        var condition: String?
        if cursor.peekKeyword("WHERE") {
            cursor.advance()
            var rest = cursor.tokens[cursor.position...]
            while rest.last?.kind == .semicolon { rest = rest.dropLast() }
            condition = text(rest, source: sql)
        }
        return ParsedCreateIndex(terms: terms, condition: condition)
    }
}
