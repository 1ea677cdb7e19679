import Foundation
import SchemaCore

/// SQL text for SQLite: identifier quoting, literals and DDL statements.
///
/// All SQL text that modelc writes for SQLite goes through this type; another
/// dialect's driver provides the same operations (`DialectDriver`), without touching
/// the compiler or the migration planner.
public struct SQLiteDialect: Sendable {
    public init() {}

    /// `name` as a quoted identifier (`StandardSQL.quote(_:)`).
    public func quote(_ identifier: String) -> String {
        StandardSQL.quote(identifier)
    }

    /// `text` as a string literal (`StandardSQL.literal(_:)`).
    public func literal(_ text: String) -> String {
        StandardSQL.literal(text)
    }

    /// A comma-separated list of quoted identifiers.
    public func quoteList(_ identifiers: [String]) -> String {
        StandardSQL.quoteList(identifiers)
    }
}
