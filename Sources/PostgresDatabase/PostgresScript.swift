/// A migration's SQL text split into statements, for a client that sends one statement
/// at a time (PostgresNIO's extended query protocol refuses several in one message).
///
/// A `;` ends a statement only outside quotes (`'…'`, `"…"`), dollar quotes (`$$…$$`,
/// `$tag$…$tag$`, as a `DO` block uses) and comments (`-- …`, `/* … */`, which nest in
/// PostgreSQL). Statements that are only comments or space are left out.
public enum PostgresScript {
    public static func statements(in text: String) -> [String] {
        let characters = Array(text.unicodeScalars)
        var statements: [String] = []
        var current = String.UnicodeScalarView()
        var hasCode = false
        var index = 0
        func append(_ range: Range<Int>) { current.append(contentsOf: characters[range]) }
        func finish() {
            let statement = String(current).trimmingSpace()
            if hasCode { statements.append(statement) }
            current = String.UnicodeScalarView()
            hasCode = false
        }
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            switch character {
            case "-" where next == "-":
                var end = index
                while end < characters.count && characters[end] != "\n" { end += 1 }
                append(index..<end)
                index = end
            case "/" where next == "*":
                var depth = 0
                var end = index
                repeat {
                    if characters[end] == "/", end + 1 < characters.count, characters[end + 1] == "*" { depth += 1; end += 2 }
                    else if characters[end] == "*", end + 1 < characters.count, characters[end + 1] == "/" { depth -= 1; end += 2 }
                    else { end += 1 }
                } while depth > 0 && end < characters.count
                append(index..<end)
                index = end
            case "'", "\"":
                var end = index + 1
                while end < characters.count {
                    if characters[end] == character {
                        if end + 1 < characters.count && characters[end + 1] == character { end += 2; continue }
                        end += 1
                        break
                    }
                    end += 1
                }
                append(index..<end)
                hasCode = true
                index = end
            case "$":
                if let tagEnd = dollarTagEnd(characters, from: index) {
                    let tag = Array(characters[index...tagEnd])
                    var end = tagEnd + 1
                    while end < characters.count && !characters[end...].starts(with: tag) { end += 1 }
                    end = min(end + tag.count, characters.count)
                    append(index..<end)
                    index = end
                } else {
                    append(index..<index + 1)
                    index += 1
                }
                hasCode = true
            case ";":
                finish()
                index += 1
            default:
                if !character.properties.isWhitespace { hasCode = true }
                append(index..<index + 1)
                index += 1
            }
        }
        finish()
        return statements
    }

    /// The index of the `$` closing a dollar-quote tag that starts at `start`
    /// (`$$` or `$name$`), or nil when the `$` starts no tag (`$1`).
    private static func dollarTagEnd(_ characters: [Unicode.Scalar], from start: Int) -> Int? {
        var end = start + 1
        while end < characters.count {
            let character = characters[end]
            if character == "$" { return end }
            let isTagCharacter = character == "_" || character.properties.isAlphabetic || (end > start + 1 && ("0"..."9").contains(character))
            if !isTagCharacter { return nil }
            end += 1
        }
        return nil
    }
}

extension String {
    fileprivate func trimmingSpace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
