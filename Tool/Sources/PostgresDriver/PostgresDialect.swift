import Migration
import SchemaCore

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

    /// The SQL giving the timestamp `expression` as SQLite stores a date (and its history
    /// writes a time): ISO-8601 with milliseconds and `Z`, a `timestamptz` first taken to
    /// UTC (`inUTC: false` for a `timestamp` without a time zone, taken as it is).
    static func isoText(_ expression: String, inUTC: Bool = true) -> String {
        "to_char(\(expression)\(inUTC ? " AT TIME ZONE 'UTC'" : ""), 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"
    }

    /// `name`, or when it is longer than PostgreSQL keeps, its start and a hash of the
    /// whole (`idx_conversation_…_9f2c4e1a07b3d5c6`): a stable name of at most 63 bytes
    /// that two long names sharing a start do not share. For the names modelc makes
    /// itself: indexes named after their table and columns.
    public static func fitted(_ name: String) -> String {
        guard name.utf8.count > maximumNameLength else { return name }
        let digits = String(nameHash(name), radix: 16)
        let hash = "_" + String(repeating: "0", count: 16 - digits.count) + digits
        var start = ""
        for character in name {
            guard start.utf8.count + character.utf8.count + hash.utf8.count <= maximumNameLength else { break }
            start.append(character)
        }
        return start + hash
    }

    /// The FNV-1a hash of `text`: the same on every machine and run.
    static func nameHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// `name` as a quoted identifier: `"first name"`, `"say ""hi"""`.
    public func quote(_ identifier: String) -> String {
        StandardSQL.quote(identifier)
    }

    /// `text` as a string literal: `'it''s'`.
    public func literal(_ text: String) -> String {
        StandardSQL.literal(text)
    }

    /// A comma-separated list of quoted identifiers.
    public func quoteList(_ identifiers: [String]) -> String {
        identifiers.map(quote).joined(separator: ", ")
    }
}
