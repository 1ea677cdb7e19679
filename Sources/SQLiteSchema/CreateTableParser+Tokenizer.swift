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
/// unterminated block comment runs to the end, as in SQLite).
public enum SQLTokenizer {
    /// The tokens of `sql`, in order.
    public static func tokenize(_ sql: String) throws(SQLTokenizeError) -> [SQLToken] {
        var tokens: [SQLToken] = []
        let scalars = sql.unicodeScalars
        var index = scalars.startIndex

        func offset(_ at: String.Index) -> Int {
            scalars.distance(from: scalars.startIndex, to: at)
        }
        func peek(_ distance: Int = 0) -> Unicode.Scalar? {
            var cursor = index
            for _ in 0..<distance {
                guard cursor < scalars.endIndex else { return nil }
                cursor = scalars.index(after: cursor)
            }
            return cursor < scalars.endIndex ? scalars[cursor] : nil
        }
        func advance(_ count: Int = 1) {
            for _ in 0..<count where index < scalars.endIndex {
                index = scalars.index(after: index)
            }
        }
        func emit(_ kind: SQLToken.Kind, from start: String.Index) {
            let range = start..<index
            tokens.append(SQLToken(kind: kind, text: String(sql[range]), range: range))
        }
        /// Consumes a quoted run that ends at `close`, where a doubled `close` is an
        /// escaped character (not for `]`, which SQLite does not escape).
        func consumeQuoted(close: Unicode.Scalar, doubles: Bool, start: String.Index, what: String) throws(SQLTokenizeError) {
            advance()
            while true {
                guard let scalar = peek() else {
                    throw SQLTokenizeError(offset: offset(start), reason: "unterminated \(what)")
                }
                advance()
                if scalar == close {
                    if doubles, peek() == close {
                        advance()
                        continue
                    }
                    return
                }
            }
        }

        func consumeNumber() {
            if peek() == "0", peek(1) == "x" || peek(1) == "X" {
                advance(2)
                while let next = peek(), next.properties.isASCIIHexDigit || next == "_" { advance() }
                return
            }
            while let next = peek(), isDigit(next) || next == "_" { advance() }
            if peek() == "." {
                advance()
                while let next = peek(), isDigit(next) || next == "_" { advance() }
            }
            if peek() == "e" || peek() == "E" {
                let sign = peek(1)
                if sign.map(isDigit) == true {
                    advance()
                } else if sign == "+" || sign == "-", peek(2).map(isDigit) == true {
                    advance(2)
                } else {
                    return
                }
                while let next = peek(), isDigit(next) { advance() }
            }
        }

        while let scalar = peek() {
            let start = index
            switch scalar {
            case " ", "\t", "\n", "\r", "\u{0C}", "\u{0B}":
                advance()
            case "-" where peek(1) == "-":
                while let next = peek(), next != "\n" { advance() }
            case "/" where peek(1) == "*":
                advance(2)
                while peek() != nil, !(peek() == "*" && peek(1) == "/") { advance() }
                advance(2)
            case "'":
                try consumeQuoted(close: "'", doubles: true, start: start, what: "string literal")
                emit(.string, from: start)
            case "\"":
                try consumeQuoted(close: "\"", doubles: true, start: start, what: "quoted identifier")
                emit(.quotedIdentifier, from: start)
            case "`":
                try consumeQuoted(close: "`", doubles: true, start: start, what: "quoted identifier")
                emit(.quotedIdentifier, from: start)
            case "[":
                try consumeQuoted(close: "]", doubles: false, start: start, what: "bracketed identifier")
                emit(.quotedIdentifier, from: start)
            case _ where (scalar == "x" || scalar == "X") && peek(1) == "'":
                advance()
                try consumeQuoted(close: "'", doubles: false, start: start, what: "blob literal")
                emit(.blob, from: start)
            case "(":
                advance()
                emit(.openParenthesis, from: start)
            case ")":
                advance()
                emit(.closeParenthesis, from: start)
            case ",":
                advance()
                emit(.comma, from: start)
            case ";":
                advance()
                emit(.semicolon, from: start)
            case "0"..."9":
                consumeNumber()
                emit(.number, from: start)
            case "." where peek(1).map(isDigit) == true:
                consumeNumber()
                emit(.number, from: start)
            case "?":
                advance()
                while let next = peek(), isDigit(next) { advance() }
                emit(.parameter, from: start)
            case _ where (scalar == ":" || scalar == "@" || scalar == "$") && peek(1).map(isIdentifierPart) == true:
                advance()
                while let next = peek(), isIdentifierPart(next) { advance() }
                emit(.parameter, from: start)
            default:
                if isIdentifierStart(scalar) {
                    while let next = peek(), isIdentifierPart(next) { advance() }
                    emit(.word, from: start)
                } else {
                    let twoCharacter: Set<String> = ["<=", ">=", "<>", "!=", "==", "||", "<<", ">>", "->"]
                    if let next = peek(1), twoCharacter.contains(String(scalar) + String(next)) {
                        advance(2)
                        if String(sql[start..<index]) == "->", peek() == ">" { advance() }
                    } else {
                        advance()
                    }
                    emit(.symbol, from: start)
                }
            }
        }
        return tokens
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// SQLite treats every non-ASCII character as an identifier character.
    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar.value >= 0x80
    }

    private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || isDigit(scalar) || scalar == "$"
    }
}
