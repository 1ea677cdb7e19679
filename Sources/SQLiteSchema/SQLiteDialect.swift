import Foundation

/// SQL text for SQLite: identifier quoting, literals and DDL statements.
///
/// All SQL text that modelc writes for SQLite goes through this type, so another
/// dialect (PostgreSQL) can be added later by providing the same operations, without
/// touching the compiler or the migration planner.
public struct SQLiteDialect: Sendable {
    public init() {}

    /// `name` as a quoted identifier: `"first name"`, `"say ""hi"""`.
    ///
    /// Every identifier is quoted, always, so keywords (`order`, `group`), spaces,
    /// quotes and unicode need no special cases. See SQLite's "SQLite Keywords".
    public func quote(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// `text` as a string literal: `'it''s'`.
    public func literal(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }

    /// A comma-separated list of quoted identifiers.
    public func quoteList(_ identifiers: [String]) -> String {
        identifiers.map(quote).joined(separator: ", ")
    }
}
