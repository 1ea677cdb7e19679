/// A conservative reading of `pattern:` texts: whether a pattern is written only with
/// the plain constructs every regular-expression engine accepts, so that it is certainly
/// a valid ICU expression without asking ICU.
///
/// Why: validation checks a `pattern:` by compiling it with `NSRegularExpression`, and the
/// first compilation in a process makes ICU build its regular-expression tables, 8.2 M
/// instructions, a sixth of `modelc validate models/Library` (docs/performance.md,
/// "Start-up: what is left"). Patterns are almost always the plain kind
/// (`^[a-z0-9_]{3,32}$`); for those the answer is known without compiling.
///
/// The subset is deliberately small, and anything outside it (`\p{…}`, lookaround,
/// `(?i)`, nested sets, a quantifier on an anchor, …) answers false, which sends the
/// pattern to ICU as before, so no verdict changes: `PatternSyntaxTests` compares the
/// answer with `NSRegularExpression` on thousands of generated patterns. The grammar:
///
///     pattern     = branch ("|" branch)*
///     branch      = piece+
///     piece       = anchor | atom quantifier?
///     anchor      = "^" | "$"
///     atom        = literal | "." | escape | set | "(" ["?:"] pattern ")"
///     quantifier  = ("*" | "+" | "?" | "{" n ["," [m]] "}") ["?"]    n ≤ m ≤ 9999
///     set         = "[" ["^"] (range | set-literal | escape)+ "]"
///     range       = a-z, A-Z or 0-9 bounds in order ("a-f")
enum PatternSyntax {
    /// Whether `pattern` is in the plain subset (and so valid for ICU).
    static func isPlainAndValid(_ pattern: String) -> Bool {
        var reader = Reader(bytes: Array(pattern.utf8))
        return reader.pattern(depth: 0) && reader.isAtEnd
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var isAtEnd: Bool { index == bytes.count }
        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func take(_ byte: UInt8) -> Bool {
            guard current == byte else { return false }
            index += 1
            return true
        }

        mutating func pattern(depth: Int) -> Bool {
            guard depth < 8, branch(depth: depth) else { return false }
            while take(UInt8(ascii: "|")) {
                guard branch(depth: depth) else { return false }
            }
            return true
        }

        mutating func branch(depth: Int) -> Bool {
            var pieces = 0
            while let byte = current, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
                guard piece(depth: depth) else { return false }
                pieces += 1
            }
            return pieces > 0
        }

        mutating func piece(depth: Int) -> Bool {
            if take(UInt8(ascii: "^")) || take(UInt8(ascii: "$")) { return !isQuantifier(current) }
            guard atom(depth: depth) else { return false }
            return quantifier()
        }

        mutating func atom(depth: Int) -> Bool {
            guard let byte = current else { return false }
            switch byte {
            case UInt8(ascii: "."):
                index += 1
                return true
            case UInt8(ascii: "\\"):
                return escape()
            case UInt8(ascii: "["):
                return set()
            case UInt8(ascii: "("):
                index += 1
                if take(UInt8(ascii: "?")), !take(UInt8(ascii: ":")) { return false }
                return pattern(depth: depth + 1) && take(UInt8(ascii: ")"))
            default:
                guard Self.isLiteral(byte) else { return false }
                index += 1
                return true
            }
        }

        /// `\d \D \w \W \s \S` and an escaped metacharacter.
        mutating func escape() -> Bool {
            guard take(UInt8(ascii: "\\")), let byte = current else { return false }
            guard Self.escapable.contains(byte) else { return false }
            index += 1
            return true
        }

        mutating func quantifier() -> Bool {
            guard let byte = current, isQuantifier(byte) else { return true }
            index += 1
            if byte == UInt8(ascii: "{") {
                guard let low = number() else { return false }
                if take(UInt8(ascii: ",")), current != UInt8(ascii: "}") {
                    guard let high = number(), low <= high else { return false }
                }
                guard take(UInt8(ascii: "}")) else { return false }
            }
            _ = take(UInt8(ascii: "?"))
            return !isQuantifier(current)
        }

        func isQuantifier(_ byte: UInt8?) -> Bool {
            byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "{")
        }

        /// One to four decimal digits.
        mutating func number() -> Int? {
            var value = 0, digits = 0
            while let byte = current, Self.isDigit(byte), digits < 4 {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
                index += 1
            }
            guard digits > 0, let byte = current, !Self.isDigit(byte) else { return nil }
            return value
        }

        mutating func set() -> Bool {
            guard take(UInt8(ascii: "[")) else { return false }
            _ = take(UInt8(ascii: "^"))
            var items = 0
            while let byte = current, byte != UInt8(ascii: "]") {
                if byte == UInt8(ascii: "\\") {
                    guard escape() else { return false }
                } else if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "-"), bytes[index + 2] != UInt8(ascii: "]") {
                    let low = byte, high = bytes[index + 2]
                    guard Self.sameKind(low, high), low <= high else { return false }
                    index += 3
                } else {
                    guard Self.isSetLiteral(byte) else { return false }
                    index += 1
                }
                items += 1
            }
            return items > 0 && take(UInt8(ascii: "]"))
        }

        static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        static func isLower(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
        static func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        static func isAlphanumeric(_ byte: UInt8) -> Bool { isDigit(byte) || isLower(byte) || isUpper(byte) }

        static func sameKind(_ low: UInt8, _ high: UInt8) -> Bool {
            (isDigit(low) && isDigit(high)) || (isLower(low) && isLower(high)) || (isUpper(low) && isUpper(high))
        }

        /// Characters that stand for themselves outside a set.
        static func isLiteral(_ byte: UInt8) -> Bool {
            isAlphanumeric(byte) || Array("_ -/@,'!=:%<>~;\"".utf8).contains(byte)
        }

        /// Characters that stand for themselves inside a set.
        static func isSetLiteral(_ byte: UInt8) -> Bool {
            isAlphanumeric(byte) || Array("_ ./@,'!=+*?".utf8).contains(byte)
        }

        static let escapable: [UInt8] = Array("dDwWsS.\\-+*?()[]{}|^$/".utf8)
    }
}
