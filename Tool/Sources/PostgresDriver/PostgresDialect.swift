import Migration
import SQLiteSchema

/// SQL text for PostgreSQL 15 and later: identifier quoting, literals and DDL.
///
/// The counterpart of `SQLiteDialect`, with the same operations, so the compiler and
/// the planner stay dialect-free. Quoting is the SQL standard's in both (double quotes
/// for names, single quotes for text, each doubled inside); literals assume
/// `standard_conforming_strings = on`, the default since PostgreSQL 9.1, so a
/// backslash is an ordinary character.
public struct PostgresDialect: Sendable {
    /// PostgreSQL's own: transactional DDL, and concurrent index builds.
    public static let capabilities = DialectCapabilities(transactionalDDL: true, concurrentIndexBuilds: true)

    /// What the engine the SQL is for does with DDL: PostgreSQL's, or those of an
    /// engine that speaks its SQL without transactional DDL, whose plans put each
    /// statement in a phase of its own (`render(_:options:)`).
    public var capabilities: DialectCapabilities

    public init(capabilities: DialectCapabilities = PostgresDialect.capabilities) {
        self.capabilities = capabilities
    }

    /// PostgreSQL keeps at most this many bytes of a name (`NAMEDATALEN - 1`) and cuts
    /// longer ones with only a NOTICE, so a longer name would not read back as written.
    public static let maximumNameLength = 63

    /// `name` as a quoted identifier: `"first name"`, `"say ""hi"""`.
    public func quote(_ identifier: String) -> String {
        SQLiteDialect.enclosing(identifier, in: "\"")
    }

    /// `text` as a string literal: `'it''s'`.
    public func literal(_ text: String) -> String {
        SQLiteDialect.enclosing(text, in: "'")
    }

    /// A comma-separated list of quoted identifiers.
    public func quoteList(_ identifiers: [String]) -> String {
        identifiers.map(quote).joined(separator: ", ")
    }
}
