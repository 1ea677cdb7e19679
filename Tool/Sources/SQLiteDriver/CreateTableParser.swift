import SchemaCore

/// What `CreateTableParser` reads from a `CREATE TABLE` statement: the parts of a table
/// definition that SQLite's pragmas do not report.
///
/// `PRAGMA table_info` gives names, declared types, NOT NULL, defaults (with outer
/// parentheses stripped) and primary keys, but nothing about CHECK constraints,
/// collations or the STRICT / WITHOUT ROWID options; those only live in the SQL text.
public struct ParsedCreateTable: Hashable, Sendable {
    /// The table name, unquoted.
    public var name: String
    /// Column definitions in order; empty for `CREATE TABLE … AS SELECT`.
    public var columns: [ParsedColumn]
    /// Table-level `CHECK` expressions, as written, without `CHECK (…)`.
    public var checks: [String]
    /// Declared `STRICT`.
    public var isStrict: Bool
    /// Declared `WITHOUT ROWID`.
    public var isWithoutRowID: Bool
    /// A column says `PRIMARY KEY AUTOINCREMENT`, or the table `PRIMARY KEY (id AUTOINCREMENT)`.
    public var isAutoincrement: Bool = false
    /// The `ON CONFLICT` clauses of the table's PRIMARY KEY and UNIQUE constraints, in
    /// order; a column's own constraints keep theirs in `ParsedColumn.conflictClauses`.
    public var conflictClauses: [ParsedConflictClause] = []
    /// The names of the table's CHECK constraints written `CONSTRAINT name CHECK (…)`,
    /// by expression as it is in `checks`; a column's are its `checkNames`. SQLite
    /// quotes the name in the error a failing row raises.
    public var checkNames: [String: String] = [:]
    /// The names of the table's foreign keys written `CONSTRAINT name FOREIGN KEY (…)`
    /// or `column … CONSTRAINT name REFERENCES …`, by their columns (`foreignKeyName(of:)`):
    /// `PRAGMA foreign_key_list` does not report them, and SQLite keeps them only here.
    var foreignKeyNames: [[String]: String] = [:]
    /// The name of the primary key written `CONSTRAINT name PRIMARY KEY`, on a column or
    /// the table (Chinook's `CONSTRAINT [PK_Album] PRIMARY KEY ([AlbumId])`), which only
    /// the statement keeps.
    public var primaryKeyName: String?
    /// The names of the table's UNIQUE constraints written `CONSTRAINT name UNIQUE (…)`
    /// or `column … CONSTRAINT name UNIQUE`, by their columns (`uniqueConstraintName(of:)`).
    var uniqueConstraintNames: [[String]: String] = [:]

    /// The name of the UNIQUE constraint over `columns`, if the statement names it.
    public func uniqueConstraintName(of columns: [String]) -> String? {
        uniqueConstraintNames[columns.map { $0.lowercased() }]
    }

    /// The name of the foreign key over `columns` (as the pragma lists them), if the
    /// statement names it.
    public func foreignKeyName(of columns: [String]) -> String? {
        foreignKeyNames[columns.map { $0.lowercased() }]
    }

    /// Every `ON CONFLICT` clause of the table: its columns' first, then its own.
    public var allConflictClauses: [ParsedConflictClause] {
        columns.flatMap(\.conflictClauses) + conflictClauses
    }

    public init(name: String, columns: [ParsedColumn] = [], checks: [String] = [], isStrict: Bool = false, isWithoutRowID: Bool = false) {
        self.name = name
        self.columns = columns
        self.checks = checks
        self.isStrict = isStrict
        self.isWithoutRowID = isWithoutRowID
    }

    /// The column named `name`, compared case-insensitively as SQLite does.
    public func column(named name: String) -> ParsedColumn? {
        columns.first { $0.name == name } ?? columns.first { $0.name.lowercased() == name.lowercased() }
    }
}

/// One column definition of a `CREATE TABLE` statement.
public struct ParsedColumn: Hashable, Sendable {
    /// The column name, unquoted.
    public var name: String
    /// The declared type exactly as written (`VARCHAR(20)`), or empty when the column
    /// has no type.
    public var declaredType: String
    /// The DEFAULT expression exactly as written: `0`, `-1`, `'a'`, `(1 + 2)`.
    public var defaultSQL: String?
    /// CHECK expressions as written, without `CHECK (…)`, in order.
    public var checks: [String]
    /// The names of the named ones among `checks`, by expression.
    public var checkNames: [String: String] = [:]
    /// The COLLATE name as written (`NOCASE`), unquoted.
    public var collation: String?
    /// The expression of a generated column (`GENERATED ALWAYS AS (…)` / `AS (…)`).
    public var generatedSQL: String?
    /// `PRIMARY KEY AUTOINCREMENT`.
    public var isAutoincrement: Bool = false
    /// The `ON CONFLICT` clauses of this column's PRIMARY KEY, NOT NULL and UNIQUE
    /// constraints, in order.
    public var conflictClauses: [ParsedConflictClause] = []

    public init(name: String, declaredType: String = "", defaultSQL: String? = nil, checks: [String] = [], collation: String? = nil, generatedSQL: String? = nil) {
        self.name = name
        self.declaredType = declaredType
        self.defaultSQL = defaultSQL
        self.checks = checks
        self.collation = collation
        self.generatedSQL = generatedSQL
    }
}

/// An `ON CONFLICT` clause of a PRIMARY KEY, NOT NULL or UNIQUE constraint: what SQLite
/// does instead of failing the statement that breaks the constraint ("The ON CONFLICT
/// Clause"). `ON CONFLICT ABORT` is what a constraint without the clause does.
///
/// SQLite accepts the clause on a table CHECK too and ignores it there, so the parser
/// does not record that one.
public struct ParsedConflictClause: Hashable, Sendable, CustomStringConvertible {
    /// The constraints that take a conflict clause.
    public enum Constraint: String, Hashable, Sendable {
        case primaryKey = "PRIMARY KEY"
        case notNull = "NOT NULL"
        case unique = "UNIQUE"
    }

    /// The constraint the clause belongs to.
    public var constraint: Constraint
    /// The constrained columns: one for a column constraint, the listed ones for a
    /// table constraint.
    public var columns: [String]
    /// The resolution, upper-cased: `ROLLBACK`, `ABORT`, `FAIL`, `IGNORE` or `REPLACE`.
    public var resolution: String
    /// Whether it was written as a table constraint (`UNIQUE (a, b) ON CONFLICT …`).
    public var isTableConstraint: Bool

    /// A clause resolving `constraint` on `columns` by `resolution` (upper-case).
    public init(constraint: Constraint, columns: [String], resolution: String, isTableConstraint: Bool = false) {
        self.constraint = constraint
        self.columns = columns
        self.resolution = resolution
        self.isTableConstraint = isTableConstraint
    }

    /// Whether the clause changes anything: every resolution but `ABORT`, the default.
    public var isDefault: Bool { resolution == "ABORT" }

    /// The constraint as SQL: `"email" UNIQUE ON CONFLICT REPLACE` for a column,
    /// `UNIQUE ("a", "b") ON CONFLICT IGNORE` for a table constraint.
    public var description: String {
        if isTableConstraint {
            return "\(constraint.rawValue) (\(columns.map(StandardSQL.quote).joined(separator: ", "))) ON CONFLICT \(resolution)"
        }
        return "\(columns.map(StandardSQL.quote).joined(separator: ", ")) \(constraint.rawValue) ON CONFLICT \(resolution)"
    }
}

/// Why a `CREATE TABLE` statement could not be read.
public struct CreateTableParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var reason: String

    public var description: String {
        "cannot read CREATE TABLE statement: \(reason)"
    }
}

/// A small parser for SQLite `CREATE TABLE` statements, as stored in `sqlite_master`.
///
/// It splits the body at top-level commas into column definitions and table
/// constraints (nested parentheses, string literals, quoted identifiers and comments
/// are respected), and extracts per column the DEFAULT, CHECK and COLLATE clauses,
/// plus table-level CHECKs and the trailing `STRICT` / `WITHOUT ROWID` options.
/// Expression text is returned exactly as written (trimmed), so what
/// `SQLiteDialect.render` wrote reads back byte-identically. Grammar: SQLite's
/// "CREATE TABLE" page (column-def, column-constraint, table-constraint).
public enum CreateTableParser {
    /// Words that start a column constraint, ending the type name before them.
    private static let columnConstraintStarts: Set<String> = [
        "CONSTRAINT", "PRIMARY", "NOT", "NULL", "UNIQUE", "CHECK", "DEFAULT", "COLLATE",
        "REFERENCES", "GENERATED", "AS",
    ]

    /// A cursor at the first token of `sql`; a text that does not tokenize is a parse error.
    static func cursor(over sql: String) throws(CreateTableParseError) -> TokenCursor {
        do {
            return TokenCursor(tokens: try SQLTokenizer.tokenize(sql), source: sql)
        } catch {
            throw CreateTableParseError(reason: error.description)
        }
    }

    /// Words that start a table constraint when they open a definition unquoted.
    private static let tableConstraintStarts: Set<String> = ["CONSTRAINT", "PRIMARY", "UNIQUE", "CHECK", "FOREIGN"]

    /// Parses one `CREATE [TEMP] TABLE [IF NOT EXISTS] [schema.]name (…) [options]`.
    public static func parse(_ sql: String) throws(CreateTableParseError) -> ParsedCreateTable {
        var cursor = try Self.cursor(over: sql)

        try cursor.expectKeyword("CREATE")
        if cursor.peekKeyword("TEMP") || cursor.peekKeyword("TEMPORARY") { cursor.advance() }
        try cursor.expectKeyword("TABLE")
        if cursor.peekKeyword("IF") {
            cursor.advance()
            try cursor.expectKeyword("NOT")
            try cursor.expectKeyword("EXISTS")
        }
        var name = try cursor.expectIdentifier("table name")
        if cursor.peek?.text == "." {
            cursor.advance()
            name = try cursor.expectIdentifier("table name")
        }
        var table = ParsedCreateTable(name: name)
        if cursor.peekKeyword("AS") {
            return table
        }
        guard cursor.peek?.kind == .openParenthesis else {
            throw CreateTableParseError(reason: "expected `(` after the table name `\(name)`")
        }
        let body = try cursor.parenthesisedGroup()
        for definition in splitAtTopLevelCommas(body) {
            guard let first = definition.first else { continue }
            if first.kind == .word, tableConstraintStarts.contains(first.text.uppercased()) {
                // SQLite gives a constraint without a name of its own the name of the one
                // before it when no comma parts them (a failing CHECK is reported by it).
                var name: String?
                for constraint in splitTableConstraints(definition) {
                    name = try tableConstraint(constraint, named: name, source: sql, into: &table)
                }
            } else {
                let (column, names) = try column(definition, source: sql)
                if let keyName = names.foreignKey { table.foreignKeyNames[[column.name.lowercased()]] = keyName }
                if let keyName = names.primaryKey { table.primaryKeyName = keyName }
                if let uniqueName = names.unique { table.uniqueConstraintNames[[column.name.lowercased()]] = uniqueName }
                if column.isAutoincrement { table.isAutoincrement = true }
                table.columns.append(column)
            }
        }
        try readOptions(&cursor, into: &table)
        return table
    }

    /// The first column of each foreign key in `CREATE TABLE` text `sql` that says
    /// `DEFERRABLE INITIALLY DEFERRED`: a column definition with `REFERENCES`, or a
    /// `FOREIGN KEY (…)` table constraint ("SQLite Foreign Key Support", 4.2).
    public static func deferredKeyColumns(in sql: String) -> [String] {
        guard let tokens = try? SQLTokenizer.tokenize(sql), let open = tokens.firstIndex(where: { $0.kind == .openParenthesis }) else { return [] }
        var cursor = TokenCursor(tokens: tokens, source: sql)
        cursor.position = open
        guard let body = try? cursor.parenthesisedGroup() else { return [] }
        let definitions = splitAtTopLevelCommas(body).map(Array.init)
        var columns: [String] = []
        for definition in definitions where definition.contains(where: { $0.isKeyword("REFERENCES") }) {
            let isDeferred = definition.indices.contains { (position: Int) -> Bool in
                guard position + 2 < definition.count, definition[position].isKeyword("DEFERRABLE") else { return false }
                let negated = position > 0 && definition[position - 1].isKeyword("NOT")
                return !negated && definition[position + 1].isKeyword("INITIALLY") && definition[position + 2].isKeyword("DEFERRED")
            }
            guard isDeferred, let first = definition.first else { continue }
            if first.isKeyword("FOREIGN") || first.isKeyword("CONSTRAINT") {
                guard let open = definition.firstIndex(where: { $0.kind == .openParenthesis }), open + 1 < definition.count,
                      let column = definition[open + 1].identifier else { continue }
                columns.append(column)
            } else if let column = first.identifier {
                columns.append(column)
            }
        }
        return columns
    }

    /// The columns a constraint's parenthesised list names, lower-cased, as the names of
    /// its constraints are looked up by: a column may be written as a string too
    /// (`FOREIGN KEY ('tn')`, `UNIQUE ('a')`, as GeoPackage's tables have them).
    static func namedColumns(_ list: ArraySlice<SQLToken>, source: String) -> [String] {
        splitAtTopLevelCommas(list).compactMap { term in
            var column = TokenCursor(tokens: Array(term), source: source)
            return try? column.expectIdentifier("column name").lowercased()
        }
    }

    /// Splits table constraints that follow one another without a comma, as SQLite
    /// reads them (`FOREIGN KEY (…) REFERENCES p (…) CHECK (…)`: GeoPackage's own tables
    /// are written so): a word that starts a constraint, outside parentheses, starts the
    /// next one, unless it follows `CONSTRAINT <name>`.
    static func splitTableConstraints(_ tokens: ArraySlice<SQLToken>) -> [ArraySlice<SQLToken>] {
        var pieces: [ArraySlice<SQLToken>] = []
        var start = tokens.startIndex
        var depth = 0
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .openParenthesis: depth += 1
            case .closeParenthesis: depth -= 1
            case .word where depth == 0 && index > start && tableConstraintStarts.contains(token.text.uppercased()):
                let named = index - start == 2 && tokens[start].isKeyword("CONSTRAINT")
                if !named {
                    pieces.append(tokens[start..<index])
                    start = index
                }
            default: break
            }
        }
        pieces.append(tokens[start..<tokens.endIndex])
        return pieces
    }

    /// Splits tokens at commas that are not inside parentheses.
    static func splitAtTopLevelCommas(_ tokens: ArraySlice<SQLToken>) -> [ArraySlice<SQLToken>] {
        var parts: [ArraySlice<SQLToken>] = []
        var depth = 0
        var start = tokens.startIndex
        for position in tokens.indices {
            switch tokens[position].kind {
            case .openParenthesis: depth += 1
            case .closeParenthesis: depth -= 1
            case .comma where depth == 0:
                parts.append(tokens[start..<position])
                start = position + 1
            default: break
            }
        }
        parts.append(tokens[start..<tokens.endIndex])
        return parts
    }

    /// The source text from the first to the last token, exactly as written.
    static func text(_ tokens: ArraySlice<SQLToken>, source: String) -> String {
        guard let first = tokens.first, let last = tokens.last else { return "" }
        return String(source[first.range.lowerBound..<last.range.upperBound])
    }

    /// One column definition, with the names of its named CHECK constraints, and the
    /// names of its foreign key (`CONSTRAINT name REFERENCES …`), primary key
    /// (`CONSTRAINT name PRIMARY KEY`) and UNIQUE constraint, if it has them.
    private static func column(
        _ tokens: ArraySlice<SQLToken>, source: String
    ) throws(CreateTableParseError) -> (ParsedColumn, names: (foreignKey: String?, primaryKey: String?, unique: String?)) {
        var cursor = TokenCursor(tokens: Array(tokens), source: source)
        let name = try cursor.expectIdentifier("column name")
        var column = ParsedColumn(name: name)
        var constraintName: String?
        var foreignKeyName: String?
        var primaryKeyName: String?
        var uniqueName: String?
        func conflict(_ constraint: ParsedConflictClause.Constraint, _ cursor: inout TokenCursor) throws(CreateTableParseError) {
            if let resolution = try cursor.conflictClause() {
                column.conflictClauses.append(ParsedConflictClause(constraint: constraint, columns: [name], resolution: resolution))
            }
        }

        let typeStart = cursor.position
        while let token = cursor.peek {
            if token.kind == .word, columnConstraintStarts.contains(token.text.uppercased()) { break }
            if token.kind == .openParenthesis {
                _ = try cursor.parenthesisedGroup()
            } else {
                cursor.advance()
            }
        }
        column.declaredType = text(cursor.tokens[typeStart..<cursor.position], source: source)

        while let token = cursor.peek {
            guard token.kind == .word else {
                throw CreateTableParseError(reason: "unexpected `\(token.text)` in the definition of column `\(name)`")
            }
            let named = constraintName
            constraintName = nil
            switch token.text.uppercased() {
            case "CONSTRAINT":
                cursor.advance()
                constraintName = try cursor.expectIdentifier("constraint name")
            case "PRIMARY":
                cursor.advance()
                try cursor.expectKeyword("KEY")
                if let named { primaryKeyName = named }
                if cursor.peekKeyword("ASC") || cursor.peekKeyword("DESC") { cursor.advance() }
                try conflict(.primaryKey, &cursor)
                if cursor.peekKeyword("AUTOINCREMENT") {
                    cursor.advance()
                    column.isAutoincrement = true
                }
            case "NOT":
                cursor.advance()
                try cursor.expectKeyword("NULL")
                try conflict(.notNull, &cursor)
            case "NULL":
                // `NULL` alone constrains nothing; a conflict clause on it has no effect.
                cursor.advance()
                _ = try cursor.conflictClause()
            case "UNIQUE":
                cursor.advance()
                if let named { uniqueName = named }
                try conflict(.unique, &cursor)
            case "CHECK":
                cursor.advance()
                let check = text(try cursor.parenthesisedGroup(), source: source)
                column.checks.append(check)
                if let named { column.checkNames[check] = named }
            case "DEFAULT":
                cursor.advance()
                column.defaultSQL = try cursor.defaultExpression()
            case "COLLATE":
                cursor.advance()
                column.collation = try cursor.expectIdentifier("collation name")
            case "REFERENCES":
                cursor.advance()
                cursor.skipForeignKeyClause(until: columnConstraintStarts)
                if let named { foreignKeyName = named }
            case "GENERATED", "AS":
                if cursor.peekKeyword("GENERATED") {
                    cursor.advance()
                    try cursor.expectKeyword("ALWAYS")
                }
                try cursor.expectKeyword("AS")
                column.generatedSQL = text(try cursor.parenthesisedGroup(), source: source)
                if cursor.peekKeyword("STORED") || cursor.peekKeyword("VIRTUAL") { cursor.advance() }
            default:
                throw CreateTableParseError(reason: "unexpected `\(token.text)` in the definition of column `\(name)`")
            }
        }
        return (column, (foreignKeyName, primaryKeyName, uniqueName))
    }

    /// What a table constraint adds that the pragmas do not report: a CHECK expression
    /// (and its name), the `ON CONFLICT` clause of a PRIMARY KEY or UNIQUE,
    /// `PRIMARY KEY (id AUTOINCREMENT)`, and the name of a FOREIGN KEY, a PRIMARY KEY or
    /// a UNIQUE constraint. Their columns, and the rest of a FOREIGN KEY, come from the
    /// pragmas.
    ///
    /// `inherited` is the name of the constraint before it when no comma parts them; the
    /// name it has is returned.
    private static func tableConstraint(
        _ tokens: ArraySlice<SQLToken>, named inherited: String?, source: String, into table: inout ParsedCreateTable
    ) throws(CreateTableParseError) -> String? {
        var cursor = TokenCursor(tokens: Array(tokens), source: source)
        var constraintName = inherited
        if cursor.peekKeyword("CONSTRAINT") {
            cursor.advance()
            constraintName = try cursor.expectIdentifier("constraint name")
        }
        if cursor.peekKeyword("CHECK") {
            cursor.advance()
            let check = text(try cursor.parenthesisedGroup(), source: source)
            table.checks.append(check)
            if let constraintName { table.checkNames[check] = constraintName }
            return constraintName
        }
        if cursor.peekKeyword("FOREIGN") {
            cursor.advance()
            try cursor.expectKeyword("KEY")
            let columns = namedColumns(try cursor.parenthesisedGroup(), source: source)
            if let constraintName { table.foreignKeyNames[columns] = constraintName }
            return constraintName
        }
        let constraint: ParsedConflictClause.Constraint
        if cursor.peekKeyword("PRIMARY") {
            cursor.advance()
            try cursor.expectKeyword("KEY")
            constraint = .primaryKey
        } else if cursor.peekKeyword("UNIQUE") {
            cursor.advance()
            constraint = .unique
        } else {
            return constraintName
        }
        if constraint == .primaryKey, let constraintName { table.primaryKeyName = constraintName }
        let terms = try cursor.parenthesisedGroup()
        var columns: [String] = []
        for term in splitAtTopLevelCommas(terms) {
            if let first = term.first { columns.append(first.identifier ?? text(term, source: source)) }
            if constraint == .primaryKey, term.contains(where: { $0.isKeyword("AUTOINCREMENT") }) {
                table.isAutoincrement = true
                if let first = term.first?.identifier, let position = table.columns.firstIndex(where: { $0.name.lowercased() == first.lowercased() }) {
                    table.columns[position].isAutoincrement = true
                }
            }
        }
        if constraint == .unique, let constraintName { table.uniqueConstraintNames[namedColumns(terms, source: source)] = constraintName }
        if let resolution = try cursor.conflictClause() {
            table.conflictClauses.append(ParsedConflictClause(constraint: constraint, columns: columns, resolution: resolution, isTableConstraint: true))
        }
        return constraintName
    }

    /// `STRICT`, `WITHOUT ROWID`, comma-separated, in any order, then an optional `;`.
    private static func readOptions(_ cursor: inout TokenCursor, into table: inout ParsedCreateTable) throws(CreateTableParseError) {
        while let token = cursor.peek {
            if token.isKeyword("STRICT") {
                table.isStrict = true
                cursor.advance()
            } else if token.isKeyword("WITHOUT") {
                cursor.advance()
                try cursor.expectKeyword("ROWID")
                table.isWithoutRowID = true
            } else if token.kind == .comma || token.kind == .semicolon {
                cursor.advance()
            } else {
                throw CreateTableParseError(reason: "unexpected `\(token.text)` after the column definitions of `\(table.name)`")
            }
        }
    }
}

/// A read position in a token array, with the small steps the parsers need.
struct TokenCursor {
    let tokens: [SQLToken]
    let source: String
    var position = 0

    init(tokens: [SQLToken], source: String) {
        self.tokens = tokens
        self.source = source
    }

    var peek: SQLToken? { position < tokens.count ? tokens[position] : nil }

    mutating func advance() { position += 1 }

    func peekKeyword(_ keyword: String, offset: Int = 0) -> Bool {
        position + offset < tokens.count && tokens[position + offset].isKeyword(keyword)
    }

    mutating func expectKeyword(_ keyword: String) throws(CreateTableParseError) {
        guard peekKeyword(keyword) else {
            throw CreateTableParseError(reason: "expected `\(keyword)` but found \(peek.map { "`\($0.text)`" } ?? "the end")")
        }
        advance()
    }

    /// A bare word, a quoted identifier, or a string literal (SQLite accepts `'name'`
    /// where an identifier is expected).
    mutating func expectIdentifier(_ what: String) throws(CreateTableParseError) -> String {
        guard let token = peek else {
            throw CreateTableParseError(reason: "expected a \(what) but found the end")
        }
        switch token.kind {
        case .word, .quotedIdentifier:
            advance()
            return token.identifier ?? token.text
        case .string:
            advance()
            return String(token.text.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
        default:
            throw CreateTableParseError(reason: "expected a \(what) but found `\(token.text)`")
        }
    }

    /// Consumes `( … )` and returns the tokens strictly inside, trimmed.
    mutating func parenthesisedGroup() throws(CreateTableParseError) -> ArraySlice<SQLToken> {
        guard peek?.kind == .openParenthesis else {
            throw CreateTableParseError(reason: "expected `(` but found \(peek.map { "`\($0.text)`" } ?? "the end")")
        }
        let open = position
        var depth = 0
        while let token = peek {
            advance()
            if token.kind == .openParenthesis { depth += 1 }
            if token.kind == .closeParenthesis {
                depth -= 1
                if depth == 0 { return tokens[(open + 1)..<(position - 1)] }
            }
        }
        throw CreateTableParseError(reason: "unbalanced parentheses")
    }

    /// The resolution of `ON CONFLICT ROLLBACK|ABORT|FAIL|IGNORE|REPLACE`, upper-cased,
    /// or nil when no such clause follows.
    mutating func conflictClause() throws(CreateTableParseError) -> String? {
        guard peekKeyword("ON"), peekKeyword("CONFLICT", offset: 1) else { return nil }
        advance()
        advance()
        guard let token = peek, token.kind == .word else {
            throw CreateTableParseError(reason: "expected a conflict resolution after `ON CONFLICT`")
        }
        advance()
        return token.text.uppercased()
    }

    /// The rest of `REFERENCES t (cols) ON DELETE … MATCH … [NOT] DEFERRABLE …`, up to
    /// the next column constraint. `NOT` followed by `DEFERRABLE` belongs to the clause.
    mutating func skipForeignKeyClause(until constraintStarts: Set<String>) {
        while let token = peek {
            if token.kind == .word, constraintStarts.contains(token.text.uppercased()) {
                let isNotDeferrable = token.isKeyword("NOT") && peekKeyword("DEFERRABLE", offset: 1)
                // `ON DELETE SET NULL` / `SET DEFAULT`: NULL and DEFAULT here are actions.
                let previousIsSet = position > 0 && tokens[position - 1].isKeyword("SET")
                if !isNotDeferrable && !previousIsSet { return }
            }
            if token.kind == .openParenthesis {
                _ = try? parenthesisedGroup()
            } else {
                advance()
            }
        }
    }

    /// A DEFAULT value: `( expr )`, a signed number, a literal, or one word
    /// (`CURRENT_TIMESTAMP`, `TRUE`, `NULL`), returned exactly as written.
    mutating func defaultExpression() throws(CreateTableParseError) -> String {
        guard let token = peek else {
            throw CreateTableParseError(reason: "expected a value after DEFAULT")
        }
        let start = token.range.lowerBound
        if token.kind == .openParenthesis {
            _ = try parenthesisedGroup()
            return String(source[start..<tokens[position - 1].range.upperBound])
        }
        if token.kind == .symbol, token.text == "+" || token.text == "-" {
            advance()
            guard let number = peek, number.kind == .number || number.kind == .word else {
                throw CreateTableParseError(reason: "expected a number after `\(token.text)` in DEFAULT")
            }
            advance()
            return String(source[start..<number.range.upperBound])
        }
        advance()
        return token.text
    }
}
