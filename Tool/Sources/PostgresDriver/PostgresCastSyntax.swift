/// PostgreSQL's `expr::type` casts written as `CAST(expr AS type)`, the form SQLite
/// parses too, for the SQL an adopted model keeps (defaults, CHECKs, index conditions,
/// views).
///
/// The server writes every cast it stores with `::`: Sakila's `DEFAULT
/// ('now'::text)::date`, a view joining `varchar` columns with `||` (`(u.name)::text`), a
/// `CAST(n AS integer)` as `(n)::integer`. A model must pass SQLite's check of its SQL,
/// and SQLite stops at `:`, so each such table or view was left unmanaged (and every
/// table referencing it: Sakila lost `customer` and `rental`). Leaving the casts out is
/// right only for a lone literal, to which the server adds its column's cast back;
/// inside an expression it changes the meaning (`CAST('now' AS date)` is read once, when
/// the default is stored, where `('now'::text)::date` is read on every insert). Spelled
/// out, the cast is kept: the server stores `CAST((CAST('now' AS text)) AS date)` as
/// `('now'::text)::date` again, so verification and drift compare the same text.
enum PostgresCastSyntax {
    /// `sql` with every `::` cast outside quotes written as `CAST(… AS …)`.
    static func spelledOut(_ sql: String) -> String {
        var output: [Token] = []
        var rest = tokens(of: sql)[...]
        while let token = rest.first {
            rest = rest.dropFirst()
            guard token.text == "::", let start = operandStart(in: output) else {
                output.append(token)
                continue
            }
            let (type, remaining) = typeName(in: rest)
            guard !type.isEmpty else {
                output.append(token)
                continue
            }
            let operand = output[start...].map(\.text).joined()
            output.removeSubrange(start...)
            output.append(Token(text: "CAST(\(operand) AS \(type))", kind: .operand))
            rest = remaining
        }
        return output.map(\.text).joined()
    }

    /// Whether `sql` holds a `::` outside quotes.
    static func hasCast(_ sql: String) -> Bool {
        tokens(of: sql).contains { $0.text == "::" }
    }

    struct Token {
        enum Kind { case word, literal, quoted, symbol, space, operand }
        var text: String
        var kind: Kind
    }

    /// The tokens of `sql`, every character in one: words (names, keywords, numbers),
    /// `'…'` literals, `"…"` names, runs of spaces, `::`, and single symbols.
    static func tokens(of sql: String) -> [Token] {
        var tokens: [Token] = []
        var characters = Substring(sql)
        while let first = characters.first {
            if first == "'" || first == "\"" {
                var text = String(first)
                characters = characters.dropFirst()
                while let next = characters.first {
                    text.append(next)
                    characters = characters.dropFirst()
                    guard next == first else { continue }
                    guard characters.first == first else { break }
                    text.append(first)
                    characters = characters.dropFirst()
                }
                tokens.append(Token(text: text, kind: first == "'" ? .literal : .quoted))
            } else if first.isLetter || first.isNumber || first == "_" || first == "$" {
                let word = characters.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" || ($0 == "." && first.isNumber) }
                tokens.append(Token(text: String(word), kind: .word))
                characters = characters.dropFirst(word.count)
            } else if first.isWhitespace {
                let space = characters.prefix(while: \.isWhitespace)
                tokens.append(Token(text: String(space), kind: .space))
                characters = characters.dropFirst(space.count)
            } else if characters.hasPrefix("::") {
                tokens.append(Token(text: "::", kind: .symbol))
                characters = characters.dropFirst(2)
            } else {
                tokens.append(Token(text: String(first), kind: .symbol))
                characters = characters.dropFirst()
            }
        }
        return tokens
    }

    /// Where the operand of a `::` that follows `output` starts: a parenthesised group
    /// with the function name before it (`now()`, `pg_catalog.lower(x)`), a literal, a
    /// name qualified by others (`u.name`, `"t"."c"`), or a cast already spelled out
    /// (`x::text::date`). Nil when `output` ends with none of them.
    private static func operandStart(in output: [Token]) -> Int? {
        guard var index = output.indices.last else { return nil }
        switch output[index].kind {
        case .symbol where output[index].text == ")":
            var depth = 0
            while index >= 0 {
                if output[index].text == ")" { depth += 1 }
                if output[index].text == "(" { depth -= 1 }
                if depth == 0 { break }
                index -= 1
            }
            guard index >= 0 else { return nil }
            if index > 0, output[index - 1].kind == .word || output[index - 1].kind == .quoted, !isKeyword(output[index - 1].text) {
                index -= 1
            } else {
                return index
            }
        case .word, .quoted:
            if isKeyword(output[index].text) { return nil }
        case .literal, .operand:
            return index
        case .symbol, .space:
            return nil
        }
        // A name (or a function's): the names qualifying it go with it.
        while index >= 2, output[index - 1].text == ".", output[index - 2].kind == .word || output[index - 2].kind == .quoted {
            index -= 2
        }
        return index
    }

    /// Words that end or join expressions rather than name something.
    private static func isKeyword(_ word: String) -> Bool {
        ["AND", "OR", "NOT", "IN", "IS", "LIKE", "ILIKE", "SIMILAR", "BETWEEN", "CASE", "WHEN", "THEN", "ELSE", "END", "AS",
         "SELECT", "FROM", "WHERE", "ON", "JOIN", "ANY", "ALL", "SOME", "ARRAY", "DISTINCT", "BY", "WITH"].contains(word.uppercased())
    }

    /// The type after a `::`, as written (`text`, `character varying(10)`, `timestamp
    /// without time zone`, `numeric(5,2)[]`, `public.mpaa_rating`, `"Mood"`), and the
    /// tokens after it.
    private static func typeName(in tokens: ArraySlice<Token>) -> (String, ArraySlice<Token>) {
        var rest = tokens
        var words: [String] = []
        var text = ""
        // A schema-qualified or quoted name, or the words of one of the server's types.
        while let token = rest.first, token.kind == .word || token.kind == .quoted {
            if !words.isEmpty {
                let longer = (words + [token.text]).joined(separator: " ").lowercased()
                guard multiWordTypes.contains(where: { $0 == longer || $0.hasPrefix(longer + " ") }) else { break }
                text += " "
            }
            words.append(token.text)
            text += token.text
            rest = rest.dropFirst()
            if rest.first?.text == ".", let next = rest.dropFirst().first, next.kind == .word || next.kind == .quoted {
                text += "." + next.text
                rest = rest.dropFirst(2)
                break
            }
            guard rest.first?.kind == .space, let next = rest.dropFirst().first, next.kind == .word else { break }
            let longer = (words + [next.text]).joined(separator: " ").lowercased()
            guard multiWordTypes.contains(where: { $0 == longer || $0.hasPrefix(longer + " ") }) else { break }
            rest = rest.dropFirst()
        }
        guard !text.isEmpty else { return ("", tokens) }
        if rest.first?.text == "(", let close = rest.firstIndex(where: { $0.text == ")" }) {
            text += rest[rest.startIndex...close].map(\.text).joined()
            rest = rest[rest.index(after: close)...]
        }
        while rest.first?.text == "[", rest.dropFirst().first?.text == "]" {
            text += "[]"
            rest = rest.dropFirst(2)
        }
        return (text, rest)
    }

    /// PostgreSQL's type names of several words, as `format_type` writes them.
    private static let multiWordTypes = [
        "double precision", "character varying", "bit varying", "timestamp with time zone", "timestamp without time zone",
        "time with time zone", "time without time zone",
    ]
}
