/// Choices for `Schema.normalized(_:)` and `Schema.differences(from:…)`.
public struct NormalizationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Compare columns as a set (sorted by name) instead of in table order. SQLite's
    /// `ALTER TABLE … ADD COLUMN` always appends, so a migrated database can hold the
    /// same columns in another order than a freshly created one; only `SELECT *` and
    /// positional `INSERT` can tell the difference.
    public static let ignoreColumnOrder = NormalizationOptions(rawValue: 1 << 0)
}

extension Schema {
    /// This schema in canonical form, so that two schemas that SQLite treats the same
    /// compare `==`. It is meant for comparison (drift, verification after applying a
    /// migration), not as input to the renderer.
    ///
    /// Rules, applied to every table, view and trigger:
    /// 1. Tables, views and triggers are sorted by name; indexes by name; foreign keys
    ///    by (columns, referenced table, referenced columns, actions); column and table
    ///    CHECKs by their normalised text. Column order is kept (unless
    ///    `.ignoreColumnOrder`: then sorted by name); primary-key order is always kept.
    /// 2. SQL text (CHECK expressions, DEFAULT expressions, partial-index conditions,
    ///    view and trigger statements) is re-spaced token by token: comments dropped, one
    ///    space between tokens except none after `(`, before `)` and `,`, around `.` and
    ///    `:` (PostgreSQL's `'a'::text` casts, in a schema read from a server), after
    ///    a unary sign, and before the `(` of a function call; one space after `,`.
    ///    String literals are never touched.
    /// 3. In SQL text, keywords are upper-cased (`and` → `AND`, `current_timestamp` →
    ///    `CURRENT_TIMESTAMP`); identifiers get the lightest quoting that is still safe:
    ///    `"age"`, `[age]` and `` `age` `` all become `age` when the name is a plain
    ///    identifier (`[A-Za-z_][A-Za-z0-9_]*`) and not a keyword, anything else becomes
    ///    `"…"` (so `[first name]` → `"first name"`, `` `order` `` → `"order"`).
    ///    Function names (a bare non-keyword word before `(`) are lower-cased, as SQLite
    ///    ignores their case (`LENGTH(x)` → `length(x)`), and a trigger's `new.` / `old.`
    ///    prefix is upper-cased. Other identifiers keep their case.
    ///    (A double-quoted word that names no column is a string to SQLite; unquoting it
    ///    would change that, which modelc's own SQL never relies on.)
    /// 4. `==` → `=`, `<>` → `!=`, blob literals → `X'…'` with upper-case hex.
    /// 5. Outer parentheses around a whole CHECK expression or index condition are
    ///    dropped (`((a > 0))` → `a > 0`); around a DEFAULT only when they hold a single
    ///    literal (`(0)` → `0`, `('x')` → `'x'`, `(-1)` → `-1`), since `DEFAULT 1 + 2` is
    ///    not valid SQL. Trailing `;` on views and triggers is dropped.
    /// 6. Declared types are re-spaced and upper-cased (`decimal( 10 ,2 )` →
    ///    `DECIMAL(10, 2)`) and dropped when equal to the canonical name of `type`.
    /// 7. Collation names are upper-cased; `BINARY` (the default) is dropped, and so is
    ///    `DEFAULT NULL` (the default of every column without one). CHECK constraint
    ///    names are keyed by their check's normalised text, and kept as written.
    /// 8. Indexes behind `UNIQUE` constraints (`sqlite_autoindex_<table>_<N>`) are named
    ///    after their columns, since SQLite's numbering depends on the table's layout.
    /// 9. Primary-key columns are NOT NULL in a WITHOUT ROWID table and in a STRICT table
    ///    (SQLite enforces it and `PRAGMA table_info` reports it whether or not the DDL
    ///    says so), and so is the rowid alias (a single `INTEGER` key column of a rowid
    ///    table), where a NULL becomes the next rowid and `NOT NULL` changes nothing.
    ///    ("CREATE TABLE", "STRICT Tables", "Rowid Tables").
    public func normalized(_ options: NormalizationOptions = []) -> Schema {
        var schema = Schema(
            tables: tables.map { $0.normalized(options) }.sorted { $0.name < $1.name },
            views: views
                .map { View(name: $0.name, sql: SQLText.normalizedStatement($0.sql)) }
                .sorted { $0.name < $1.name },
            triggers: triggers
                .map { Trigger(name: $0.name, table: $0.table, sql: SQLText.normalizedStatement($0.sql)) }
                .sorted { $0.name < $1.name },
            unmanaged: unmanaged
        )
        schema.types = types.map { TypeDefinition(name: $0.name, sql: $0.normalizedSQL) }.sorted { $0.name < $1.name }
        schema.extensions = Array(Set(extensions)).sorted()
        return schema
    }
}

extension TypeDefinition {
    /// The statement re-spaced, without a trailing `;`: two definitions that read the
    /// same compare equal.
    public var normalizedSQL: String { SQLText.normalizedStatement(sql) }

    /// Whether `other` is the same type: enums with the same labels, however their
    /// statements are spaced, or statements that read the same. The diff, drift and a
    /// live schema read in the model's words all ask this.
    public func isSame(as other: TypeDefinition) -> Bool {
        if let labels = enumLabels, let otherLabels = other.enumLabels, labels == otherLabels { return true }
        return normalizedSQL == other.normalizedSQL
    }
}

extension Table {
    /// This table in canonical form; see `Schema.normalized(_:)` for the rules.
    public func normalized(_ options: NormalizationOptions = []) -> Table {
        var table = self
        table.columns = columns.map { keyNotNull($0.normalized()) }
        if options.contains(.ignoreColumnOrder) {
            table.columns.sort { $0.name < $1.name }
        }
        // A key declared twice alike (knex, behind Strapi, writes every one twice) is one
        // constraint: SQLite enforces the two as one.
        table.foreignKeys = foreignKeys.uniqued().sorted { $0.sortKey < $1.sortKey }
        table.checks = checks.map(SQLText.normalizedExpression).sorted()
        // Keyed by the expression as its check is normalized; a name is compared as
        // written (PostgreSQL's are case-sensitive, and SQLite quotes it in its error).
        table.checkNames = checkNames(rewrittenBy: SQLText.normalizedExpression)
        table.indexes = indexes.map { index in
            var index = index.normalized()
            // SQLite numbers the indexes behind UNIQUE constraints in the order the
            // constraints appear, counting a non-integer primary key too: they are
            // compared by their columns.
            if index.isUniqueConstraint { index.name = "sqlite_autoindex_\(name)(\(index.columns.joined(separator: ", ")))" }
            return index
        }.sorted { $0.name < $1.name }
        return table
    }

    /// `column` (one of this table's) NOT NULL when it is a key column SQLite keeps from
    /// NULL whatever its DDL says (rule 9 of `Schema.normalized(_:)`): in a WITHOUT ROWID
    /// or STRICT table, and the rowid alias, where a NULL becomes the next rowid. The
    /// diff compares columns so too, or an adopted `id INTEGER PRIMARY KEY` would differ
    /// from the model's `NOT NULL` one and be rebuilt for nothing.
    public func keyNotNull(_ column: Column) -> Column {
        guard !column.isNotNull, primaryKey.contains(column.name), isWithoutRowID || isStrict || isRowIDAlias(column) else { return column }
        var column = column
        column.isNotNull = true
        return column
    }

    /// Whether `column` is the table's `INTEGER PRIMARY KEY`, an alias of the rowid.
    public func isRowIDAlias(_ column: Column) -> Bool {
        !isWithoutRowID && primaryKey == [column.name]
            && (column.declaredType ?? column.type.rawValue).uppercased() == "INTEGER"
    }
}

extension Column {
    /// This column in canonical form; see `Schema.normalized(_:)` for the rules.
    public func normalized() -> Column {
        var column = self
        if let declaredType {
            let canonical = SQLText.normalizedStatement(declaredType).uppercased()
            column.declaredType = canonical == type.rawValue ? nil : canonical
        }
        column.defaultSQL = defaultSQL.map(SQLText.normalizedDefault)
        // `DEFAULT NULL` is what a column without a default gets anyway.
        if column.defaultSQL?.uppercased() == "NULL" { column.defaultSQL = nil }
        column.checks = checks.map(SQLText.normalizedExpression).sorted()
        column.checkNames = checkNames(rewrittenBy: SQLText.normalizedExpression)
        if let collation {
            let upper = collation.uppercased()
            column.collation = upper == "BINARY" ? nil : upper
        }
        return column
    }
}

extension Index {
    /// This index in canonical form: its condition normalised like a CHECK.
    public func normalized() -> Index {
        var index = self
        index.condition = condition.map(SQLText.normalizedExpression)
        return index
    }
}

extension ForeignKey {
    /// Orders foreign keys deterministically; `\u{1}` cannot occur in a sane name.
    var sortKey: String {
        [
            columns.joined(separator: "\u{1}"), referencedTable, referencedColumns.joined(separator: "\u{1}"),
            onDelete.rawValue, onUpdate.rawValue,
        ].joined(separator: "\u{0}")
    }
}

/// Canonical forms of SQL fragments, token by token (see `Schema.normalized(_:)`).
public enum SQLText {
    /// SQLite's keywords ("SQLite Keywords"), plus `TRUE` and `FALSE`.
    public static let keywords: Set<String> = [
        "ABORT", "ACTION", "ADD", "AFTER", "ALL", "ALTER", "ALWAYS", "ANALYZE", "AND", "AS", "ASC",
        "ATTACH", "AUTOINCREMENT", "BEFORE", "BEGIN", "BETWEEN", "BY", "CASCADE", "CASE", "CAST",
        "CHECK", "COLLATE", "COLUMN", "COMMIT", "CONFLICT", "CONSTRAINT", "CREATE", "CROSS",
        "CURRENT", "CURRENT_DATE", "CURRENT_TIME", "CURRENT_TIMESTAMP", "DATABASE", "DEFAULT",
        "DEFERRABLE", "DEFERRED", "DELETE", "DESC", "DETACH", "DISTINCT", "DO", "DROP", "EACH",
        "ELSE", "END", "ESCAPE", "EXCEPT", "EXCLUDE", "EXCLUSIVE", "EXISTS", "EXPLAIN", "FAIL",
        "FILTER", "FIRST", "FOLLOWING", "FOR", "FOREIGN", "FROM", "FULL", "GENERATED", "GLOB",
        "GROUP", "GROUPS", "HAVING", "IF", "IGNORE", "IMMEDIATE", "IN", "INDEX", "INDEXED",
        "INITIALLY", "INNER", "INSERT", "INSTEAD", "INTERSECT", "INTO", "IS", "ISNULL", "JOIN",
        "KEY", "LAST", "LEFT", "LIKE", "LIMIT", "MATCH", "MATERIALIZED", "NATURAL", "NO", "NOT",
        "NOTHING", "NOTNULL", "NULL", "NULLS", "OF", "OFFSET", "ON", "OR", "ORDER", "OTHERS",
        "OUTER", "OVER", "PARTITION", "PLAN", "PRAGMA", "PRECEDING", "PRIMARY", "QUERY", "RAISE",
        "RANGE", "RECURSIVE", "REFERENCES", "REGEXP", "REINDEX", "RELEASE", "RENAME", "REPLACE",
        "RESTRICT", "RETURNING", "RIGHT", "ROLLBACK", "ROW", "ROWS", "SAVEPOINT", "SELECT", "SET",
        "TABLE", "TEMP", "TEMPORARY", "THEN", "TIES", "TO", "TRANSACTION", "TRIGGER", "UNBOUNDED",
        "UNION", "UNIQUE", "UPDATE", "USING", "VACUUM", "VALUES", "VIEW", "VIRTUAL", "WHEN",
        "WHERE", "WINDOW", "WITH", "WITHOUT", "TRUE", "FALSE",
    ]

    /// A CHECK expression or index condition: re-spaced, outer parentheses dropped.
    public static func normalizedExpression(_ text: String) -> String {
        guard let tokens = try? SQLTokenizer.tokenize(text) else { return collapsedWhitespace(text) }
        return withoutDecimalCast(render(strippingOuterParentheses(ArraySlice(tokens))))
    }

    /// A decimal's range CHECK as modelc writes it (`CAST(c AS REAL) >= 0`, since
    /// SQLite orders text above every number) in the form earlier versions wrote
    /// (`c >= 0`), so a database made before the fix is not drift; a rebuild of its
    /// table takes the new form.
    static func withoutDecimalCast(_ text: String) -> String {
        guard text.hasPrefix("CAST"),
              let match = text.wholeMatch(of: /CAST ?\(([A-Za-z_][A-Za-z0-9_]*|"(?:[^"]|"")+") AS REAL\) (>=|<=) (-?[0-9][0-9.eE+-]*)/)
        else { return text }
        return "\(match.1) \(match.2) \(match.3)"
    }

    /// A DEFAULT expression: re-spaced; parentheses dropped only around one literal.
    public static func normalizedDefault(_ text: String) -> String {
        guard let tokens = try? SQLTokenizer.tokenize(text) else { return collapsedWhitespace(text) }
        let inner = strippingOuterParentheses(ArraySlice(tokens))
        return render(isLiteral(inner) ? inner : ArraySlice(tokens))
    }

    /// A whole statement (view, trigger) or type name: re-spaced, trailing `;` dropped.
    static func normalizedStatement(_ text: String) -> String {
        guard let tokens = try? SQLTokenizer.tokenize(text) else { return collapsedWhitespace(text) }
        var slice = ArraySlice(tokens)
        while slice.last?.kind == .semicolon { slice = slice.dropLast() }
        return render(slice)
    }

    /// A statement as written, without the white space and semicolons around it (what a
    /// model file holds for a view or trigger).
    public static func statement(_ text: String) -> String {
        var trimmed = Substring(text)
        while let last = trimmed.last, last == ";" || last.isWhitespace { trimmed = trimmed.dropLast() }
        while let first = trimmed.first, first.isWhitespace { trimmed = trimmed.dropFirst() }
        return String(trimmed)
    }

    static func collapsedWhitespace(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// One literal: a number (optionally signed), a string, a blob, NULL, TRUE, FALSE,
    /// or CURRENT_TIME / CURRENT_DATE / CURRENT_TIMESTAMP.
    private static func isLiteral(_ tokens: ArraySlice<SQLToken>) -> Bool {
        var tokens = tokens
        if tokens.count == 2, let sign = tokens.first, sign.kind == .symbol, sign.text == "-" || sign.text == "+",
           tokens.last?.kind == .number {
            tokens = tokens.dropFirst()
        }
        guard tokens.count == 1, let token = tokens.first else { return false }
        switch token.kind {
        case .number, .string, .blob:
            return true
        case .word:
            return ["NULL", "TRUE", "FALSE", "CURRENT_TIME", "CURRENT_DATE", "CURRENT_TIMESTAMP"]
                .contains(token.text.uppercased())
        default:
            return false
        }
    }

    private static func strippingOuterParentheses(_ tokens: ArraySlice<SQLToken>) -> ArraySlice<SQLToken> {
        var tokens = tokens
        while tokens.count >= 2, tokens.first?.kind == .openParenthesis, tokens.last?.kind == .closeParenthesis {
            var depth = 0
            var closesAtEnd = true
            for position in tokens.indices {
                if tokens[position].kind == .openParenthesis { depth += 1 }
                if tokens[position].kind == .closeParenthesis { depth -= 1 }
                if depth == 0, position != tokens.endIndex - 1 {
                    closesAtEnd = false
                    break
                }
            }
            guard closesAtEnd else { break }
            tokens = tokens.dropFirst().dropLast()
        }
        return tokens
    }

    private static func isKeyword(_ token: SQLToken) -> Bool {
        token.kind == .word && keywords.contains(token.text.uppercased())
    }

    private static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first,
              ("a"..."z").contains(first) || ("A"..."Z").contains(first) || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        } && !keywords.contains(name.uppercased())
    }

    /// A bare word that is not a keyword, directly followed by `(`.
    private static func isFunctionName(at position: Int, in tokens: ArraySlice<SQLToken>) -> Bool {
        let token = tokens[position]
        return token.kind == .word && !isKeyword(token)
            && position + 1 < tokens.endIndex && tokens[position + 1].kind == .openParenthesis
    }

    private static func spelling(of token: SQLToken, isFunctionName: Bool) -> String {
        switch token.kind {
        case .word:
            if isFunctionName { return token.text.lowercased() }
            return isKeyword(token) ? token.text.uppercased() : token.text
        case .quotedIdentifier:
            let name = token.identifier ?? token.text
            return isPlainIdentifier(name) ? name : StandardSQL.quote(name)
        case .blob:
            return "X" + token.text.dropFirst().uppercased()
        case .symbol:
            switch token.text {
            case "==": return "="
            case "<>": return "!="
            default: return token.text
            }
        default:
            return token.text
        }
    }

    private static func render(_ tokens: ArraySlice<SQLToken>) -> String {
        var output = ""
        var previous: SQLToken?
        var previousWasUnarySign = false
        for position in tokens.indices {
            let token = tokens[position]
            let isSign = token.kind == .symbol && (token.text == "-" || token.text == "+")
            var isUnarySign = false
            if isSign {
                if let previous {
                    isUnarySign = previous.kind == .openParenthesis || previous.kind == .comma
                        || (previous.kind == .symbol && previous.text != ".") || isKeyword(previous)
                } else {
                    isUnarySign = true
                }
            }
            if let previous {
                let noSpace = previous.kind == .openParenthesis
                    || token.kind == .closeParenthesis
                    || token.kind == .comma
                    || token.kind == .semicolon
                    || (previous.kind == .symbol && previous.text == ".")
                    || (token.kind == .symbol && token.text == ".")
                    || (previous.kind == .symbol && previous.text == ":") || (token.kind == .symbol && token.text == ":")
                    || (previous.kind == .symbol && previous.text == "[") || (token.kind == .symbol && ["[", "]"].contains(token.text))
                    || previousWasUnarySign
                    || (token.kind == .openParenthesis
                        && (previous.kind == .quotedIdentifier || (previous.kind == .word && !isKeyword(previous))))
                if !noSpace { output += " " }
            }
            if token.kind == .word, ["NEW", "OLD"].contains(token.text.uppercased()),
               position + 1 < tokens.endIndex, tokens[position + 1].text == "." {
                // A trigger's row prefix: `new.id` and `NEW.id` are the same column.
                output += token.text.uppercased()
            } else {
                output += spelling(of: token, isFunctionName: isFunctionName(at: position, in: tokens))
            }
            previous = token
            previousWasUnarySign = isUnarySign
        }
        return output
    }
}

extension Array where Element == ForeignKey {
    /// The keys without those that repeat an earlier one exactly, in order.
    public func uniqued() -> [ForeignKey] {
        var kept: [ForeignKey] = []
        for key in self where !kept.contains(key) { kept.append(key) }
        return kept
    }
}
