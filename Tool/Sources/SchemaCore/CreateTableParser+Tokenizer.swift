/// One lexical token of SQLite SQL text, with its position in the source.
///
/// Tokens keep their exact source range so that a parser can hand back expression
/// text exactly as written (`CHECK ("age" >= 0)` gives `"age" >= 0`, byte for byte).
public struct SQLToken: Hashable, Sendable {
    /// What kind of token this is. See SQLite's "SQL Language Expressions" and
    /// "SQLite Keywords" for the lexical rules.
    public enum Kind: Hashable, Sendable {
        /// A bare word: a keyword (`CHECK`, `and`) or an unquoted identifier (`age`).
        case word
        /// `"name"`, `` `name` `` or `[name]`.
        case quotedIdentifier
        /// `'text'`.
        case string
        /// `X'00ff'`.
        case blob
        /// `42`, `3.5`, `1e10`, `0x1F`.
        case number
        /// `?`, `?1`, `:name`, `@name`, `$name`.
        case parameter
        case openParenthesis
        case closeParenthesis
        case comma
        case semicolon
        /// Any operator or other punctuation: `=`, `>=`, `||`, `.`, `-`.
        case symbol
    }

    public var kind: Kind
    /// The token exactly as written in the source.
    public var text: String
    /// Where the token starts and ends in the source string.
    public var range: Range<String.Index>

    /// The identifier a word or quoted identifier names: quotes removed and doubled
    /// quote characters undone (`"say ""hi"""` → `say "hi"`). Nil for other kinds.
    public var identifier: String? {
        switch kind {
        case .word:
            return text
        case .quotedIdentifier:
            guard let first = text.first else { return nil }
            let inner = String(text.dropFirst().dropLast())
            // Most quoted names hold no quote character: nothing to undo, no Foundation call.
            guard let mark = first.asciiValue, inner.utf8.contains(mark) else { return inner }
            switch first {
            case "\"": return inner.replacingOccurrences(of: "\"\"", with: "\"")
            case "`": return inner.replacingOccurrences(of: "``", with: "`")
            default: return inner
            }
        default:
            return nil
        }
    }

    /// Whether this token is the bare word `keyword`, compared case-insensitively.
    /// A quoted identifier is never a keyword (`"check"` names a column).
    public func isKeyword(_ keyword: String) -> Bool {
        kind == .word && text.uppercased() == keyword
    }
}

/// A tokenizer error: where the text stopped making sense.
public struct SQLTokenizeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The character offset in the SQL text where the problem starts.
    public var offset: Int
    public var reason: String

    public var description: String {
        "cannot read SQL at character \(offset + 1): \(reason)"
    }
}

/// Splits SQLite SQL text into tokens, skipping whitespace and comments.
///
/// Good enough for schema SQL as stored in `sqlite_master`: quoted identifiers in all
/// three styles, string and blob literals with doubled quotes, numbers (decimal,
/// exponent, hexadecimal), `--` line comments and `/* */` block comments (an
/// unterminated block comment runs to the end, as in SQLite). A `[` written right
/// after a word, a `)` or a `]` is a symbol, not a bracketed name: a server's arrays
/// (`ARRAY['a'::text]`, `tags[1]`), as it writes them in its CHECKs and views.
public enum SQLTokenizer {
    /// The tokens of `sql`, in order.
    ///
    /// Works on the UTF-8 bytes: every byte ≥ 0x80 is part of an identifier (as in
    /// SQLite), so multi-byte characters never split and token boundaries always fall
    /// on character boundaries.
    public static func tokenize(_ sql: String) throws(SQLTokenizeError) -> [SQLToken] {
        let bytes = Array(sql.utf8)
        var tokens: [SQLToken] = []
        var position = 0
        /// Where the last token ended, in bytes: a `[` right after a word is no name.
        var lastTokenEnd = -1

        func byte(_ at: Int) -> UInt8? {
            at < bytes.count ? bytes[at] : nil
        }
        func emit(_ kind: SQLToken.Kind, from start: Int) {
            let utf8 = sql.utf8
            let lower = utf8.index(utf8.startIndex, offsetBy: start)
            let upper = utf8.index(lower, offsetBy: position - start)
            tokens.append(SQLToken(kind: kind, text: String(decoding: bytes[start..<position], as: UTF8.self), range: lower..<upper))
            lastTokenEnd = position
        }
        func characterOffset(_ byteOffset: Int) -> Int {
            String(decoding: bytes[0..<byteOffset], as: UTF8.self).count
        }
        /// Consumes a quoted run that ends at `close`, where a doubled `close` is an
        /// escaped character (not for `]`, which SQLite does not escape).
        func consumeQuoted(close: UInt8, doubles: Bool, start: Int, what: String) throws(SQLTokenizeError) {
            position += 1
            while true {
                guard let current = byte(position) else {
                    throw SQLTokenizeError(offset: characterOffset(start), reason: "unterminated \(what)")
                }
                position += 1
                if current == close {
                    if doubles, byte(position) == close {
                        position += 1
                        continue
                    }
                    return
                }
            }
        }
        func consumeNumber() {
            if byte(position) == UInt8(ascii: "0"), byte(position + 1) == UInt8(ascii: "x") || byte(position + 1) == UInt8(ascii: "X") {
                position += 2
                while let next = byte(position), isHexDigit(next) || next == UInt8(ascii: "_") { position += 1 }
                return
            }
            while let next = byte(position), isDigit(next) || next == UInt8(ascii: "_") { position += 1 }
            if byte(position) == UInt8(ascii: ".") {
                position += 1
                while let next = byte(position), isDigit(next) || next == UInt8(ascii: "_") { position += 1 }
            }
            if byte(position) == UInt8(ascii: "e") || byte(position) == UInt8(ascii: "E") {
                let sign = byte(position + 1)
                if sign.map(isDigit) == true {
                    position += 1
                } else if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), byte(position + 2).map(isDigit) == true {
                    position += 2
                } else {
                    return
                }
                while let next = byte(position), isDigit(next) { position += 1 }
            }
        }

        while let current = byte(position) {
            let start = position
            let next = byte(position + 1)
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "-") where next == UInt8(ascii: "-"):
                while let c = byte(position), c != UInt8(ascii: "\n") { position += 1 }
            case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                position += 2
                while byte(position) != nil, !(byte(position) == UInt8(ascii: "*") && byte(position + 1) == UInt8(ascii: "/")) {
                    position += 1
                }
                position = min(position + 2, bytes.count)
            case UInt8(ascii: "'"):
                try consumeQuoted(close: UInt8(ascii: "'"), doubles: true, start: start, what: "string literal")
                emit(.string, from: start)
            case UInt8(ascii: "\""):
                try consumeQuoted(close: UInt8(ascii: "\""), doubles: true, start: start, what: "quoted identifier")
                emit(.quotedIdentifier, from: start)
            case UInt8(ascii: "`"):
                try consumeQuoted(close: UInt8(ascii: "`"), doubles: true, start: start, what: "quoted identifier")
                emit(.quotedIdentifier, from: start)
            case UInt8(ascii: "[") where lastTokenEnd == start
                && tokens.last.map { $0.kind == .word || $0.kind == .closeParenthesis || $0.text == "]" } == true:
                // A server's array (`ARRAY['a'::text]`, `tags[1]`), written against the
                // word or value before it; SQLite's `[name]` follows a space or a symbol.
                position += 1
                emit(.symbol, from: start)
            case UInt8(ascii: "["):
                try consumeQuoted(close: UInt8(ascii: "]"), doubles: false, start: start, what: "bracketed identifier")
                emit(.quotedIdentifier, from: start)
            case _ where (current == UInt8(ascii: "x") || current == UInt8(ascii: "X")) && next == UInt8(ascii: "'"):
                position += 1
                try consumeQuoted(close: UInt8(ascii: "'"), doubles: false, start: start, what: "blob literal")
                emit(.blob, from: start)
            case UInt8(ascii: "("):
                position += 1
                emit(.openParenthesis, from: start)
            case UInt8(ascii: ")"):
                position += 1
                emit(.closeParenthesis, from: start)
            case UInt8(ascii: ","):
                position += 1
                emit(.comma, from: start)
            case UInt8(ascii: ";"):
                position += 1
                emit(.semicolon, from: start)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                consumeNumber()
                emit(.number, from: start)
            case UInt8(ascii: ".") where next.map(isDigit) == true:
                consumeNumber()
                emit(.number, from: start)
            case UInt8(ascii: "?"):
                position += 1
                while let c = byte(position), isDigit(c) { position += 1 }
                emit(.parameter, from: start)
            case _ where [UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "$")].contains(current) && next.map(isIdentifierPart) == true:
                position += 1
                while let c = byte(position), isIdentifierPart(c) { position += 1 }
                emit(.parameter, from: start)
            default:
                if isIdentifierStart(current) {
                    while let c = byte(position), isIdentifierPart(c) { position += 1 }
                    emit(.word, from: start)
                } else {
                    let pair = next.map { String(decoding: [current, $0], as: UTF8.self) } ?? ""
                    if ["<=", ">=", "<>", "!=", "==", "||", "<<", ">>", "->"].contains(pair) {
                        position += 2
                        if pair == "->", byte(position) == UInt8(ascii: ">") { position += 1 }
                    } else {
                        position += 1
                    }
                    emit(.symbol, from: start)
                }
            }
        }
        return tokens
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    /// SQLite treats every non-ASCII character as an identifier character.
    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte) || byte == UInt8(ascii: "$")
    }
}
