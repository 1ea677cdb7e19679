import Foundation

/// SQL text every engine writes alike: the standard's quoting of names and text,
/// comments, saved statements, foreign-key clauses and the `CASE` of renamed values.
///
/// The diff and the plan name tables and columns in their reasons, checks and copies,
/// and every driver writes these fragments the same way, so they belong to no engine:
/// names in double quotes and text in single quotes, each mark doubled inside, as the
/// SQL standard has it (a driver whose engine reads text otherwise says so in its own
/// dialect). What differs between engines (types, DDL forms, the SQL of a check) stays
/// in each driver's dialect.
public enum StandardSQL {
    /// `name` as a quoted identifier: `"first name"`, `"say ""hi"""`.
    ///
    /// Every identifier is quoted, always, so keywords (`order`, `group`), spaces,
    /// quotes and unicode need no special cases.
    public static func quote(_ identifier: String) -> String {
        enclosing(identifier, in: "\"")
    }

    /// `text` as a string literal: `'it''s'`.
    public static func literal(_ text: String) -> String {
        enclosing(text, in: "'")
    }

    /// A comma-separated list of quoted identifiers.
    public static func quoteList(_ identifiers: [String]) -> String {
        identifiers.map(quote).joined(separator: ", ")
    }

    /// `text` between two `mark`s, each `mark` inside it doubled.
    ///
    /// Compiling and rendering a large schema quotes every name several times, and
    /// Foundation's `replacingOccurrences` bridges each one to `NSString` and back, so
    /// text without the mark, or all ASCII, is built from its UTF-8 bytes. Foundation
    /// still doubles a mark in non-ASCII text, where its search, which respects
    /// composed characters, could treat a mark followed by a combining accent
    /// differently, so the SQL stays exactly what it was.
    public static func enclosing(_ text: String, in mark: Unicode.Scalar) -> String {
        let quote = UInt8(ascii: mark)
        let markText = String(mark)
        if text.utf8.contains(quote), text.utf8.contains(where: { $0 >= 0x80 }) {
            return markText + text.replacingOccurrences(of: markText, with: markText + markText) + markText
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        bytes.append(quote)
        for byte in text.utf8 {
            bytes.append(byte)
            if byte == quote { bytes.append(quote) }
        }
        bytes.append(quote)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` on one line, so a name or reason holding a line break cannot end a `--`
    /// comment early and turn the rest into SQL.
    public static func commentText(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// `statement` ended with its `;` and a line break, as a migration file and a schema's
    /// DDL hold it. A statement whose last line holds `--` (a view written `… WHERE
    /// amount > 0 -- positive amounts only`, as SQLite keeps it) takes its `;` on a line of
    /// its own, where the comment cannot swallow it and glue the next statement to it.
    public static func terminated(_ statement: String) -> String {
        let lastLine = statement.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        return statement + (lastLine.contains("--") ? "\n;\n" : ";\n")
    }

    /// A saved `CREATE VIEW` / `CREATE TRIGGER` statement without surrounding space and
    /// without its trailing `;` (the renderer adds one): a trigger's body keeps its own.
    public static func statementText(_ sql: String) -> String {
        let trimmed = sql.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.hasSuffix(";") ? String(trimmed.dropLast()).trimmingCharacters(in: .whitespacesAndNewlines) : trimmed
    }

    /// `FOREIGN KEY ("a") REFERENCES "t" ("id") ON DELETE CASCADE`; actions that are
    /// `NO ACTION` (the default) are left out; a deferred key ends with
    /// `DEFERRABLE INITIALLY DEFERRED`; a named key starts `CONSTRAINT "name"`.
    public static func foreignKeyClause(_ foreignKey: ForeignKey) -> String {
        var text = constraintName(of: foreignKey) + "FOREIGN KEY (\(quoteList(foreignKey.columns))) REFERENCES \(quote(foreignKey.referencedTable)) (\(quoteList(foreignKey.referencedColumns)))"
        if foreignKey.onDelete != .noAction { text += " ON DELETE \(foreignKey.onDelete.rawValue)" }
        if foreignKey.onUpdate != .noAction { text += " ON UPDATE \(foreignKey.onUpdate.rawValue)" }
        if foreignKey.isDeferred { text += " DEFERRABLE INITIALLY DEFERRED" }
        return text
    }

    /// `[CONSTRAINT "name"] PRIMARY KEY`: a table's primary key, named when the model
    /// names it (`Table.primaryKeyName`); the columns, or an engine's own words after it,
    /// are the caller's.
    public static func primaryKey(named name: String?) -> String {
        (name.map { "CONSTRAINT \(quote($0)) " } ?? "") + "PRIMARY KEY"
    }

    /// `CONSTRAINT "name" ` before a named foreign key's clause; empty for a key the
    /// engine names.
    private static func constraintName(of foreignKey: ForeignKey) -> String {
        foreignKey.name.map { "CONSTRAINT \(quote($0)) " } ?? ""
    }

    /// `CHECK (expression)`, or `CONSTRAINT "name" CHECK (expression)` for a named one:
    /// a column's or a table's check, as both engines write it.
    public static func check(_ expression: String, named name: String?) -> String {
        (name.map { "CONSTRAINT \(quote($0)) " } ?? "") + "CHECK (\(expression))"
    }

    /// `[CONSTRAINT "name"] REFERENCES "t" ("id") [ON DELETE …] [ON UPDATE …]`: a new
    /// column's foreign key.
    public static func referencesClause(_ foreignKey: ForeignKey) -> String {
        var text = constraintName(of: foreignKey) + "REFERENCES \(quote(foreignKey.referencedTable)) (\(quoteList(foreignKey.referencedColumns)))"
        if foreignKey.onDelete != .noAction { text += " ON DELETE \(foreignKey.onDelete.rawValue)" }
        if foreignKey.onUpdate != .noAction { text += " ON UPDATE \(foreignKey.onUpdate.rawValue)" }
        return text
    }

    /// `CREATE [UNIQUE] INDEX [IF NOT EXISTS] "name" ON "table" ("a", "b") [WHERE …]`.
    public static func createIndex(_ index: Index, on table: String, ifNotExists: Bool = false) -> String {
        var text = "CREATE \(index.isUnique ? "UNIQUE " : "")INDEX \(ifNotExists ? "IF NOT EXISTS " : "")\(quote(index.name)) ON \(quote(table)) (\(quoteList(index.columns)))"
        // Not SQLite's: only a model in the words of an engine that has it can say it
        // (validation).
        if !index.areNullsDistinct { text += " NULLS NOT DISTINCT" }
        if let condition = index.condition { text += " WHERE \(condition)" }
        return text
    }

    /// `CASE expression WHEN 'old' THEN 'new' … ELSE expression END`, the renames in
    /// order of their old values: a stored enumeration value renamed (`renamedValues`).
    public static func valueRenameExpression(_ expression: String, _ renames: [String: String]) -> String {
        "CASE \(expression) " + renames.sorted { $0.key < $1.key }.map { "WHEN \(literal($0.key)) THEN \(literal($0.value))" }.joined(separator: " ")
            + " ELSE \(expression) END"
    }
}
