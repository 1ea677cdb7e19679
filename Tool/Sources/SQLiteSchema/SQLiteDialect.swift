import Foundation

/// SQL text for SQLite: identifier quoting, literals and DDL statements.
///
/// All SQL text that modelc writes for SQLite goes through this type; another
/// dialect's driver provides the same operations (`DialectDriver`), without touching
/// the compiler or the migration planner.
public struct SQLiteDialect: Sendable {
    public init() {}

    /// `name` as a quoted identifier: `"first name"`, `"say ""hi"""`.
    ///
    /// Every identifier is quoted, always, so keywords (`order`, `group`), spaces,
    /// quotes and unicode need no special cases. See SQLite's "SQLite Keywords".
    public func quote(_ identifier: String) -> String {
        Self.enclosing(identifier, in: "\"")
    }

    /// `text` as a string literal: `'it''s'`.
    public func literal(_ text: String) -> String {
        Self.enclosing(text, in: "'")
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

    /// A comma-separated list of quoted identifiers.
    public func quoteList(_ identifiers: [String]) -> String {
        identifiers.map(quote).joined(separator: ", ")
    }
}
