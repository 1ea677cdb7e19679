import SQLiteSchema

/// The forms in which the diff compares definitions, so text that SQLite treats the
/// same (spacing, outer parentheses, the case of a type or collation name) is not a
/// change. Definitions are compared in these forms but always rendered as written.
enum ComparableForm {
    /// A column with its SQL text in canonical form.
    static func column(_ column: Column) -> Column {
        var result = column
        result.declaredType = (column.declaredType ?? column.type.rawValue).uppercased()
        if result.declaredType == column.type.rawValue { result.declaredType = nil }
        result.defaultSQL = column.defaultSQL.map(expression)
        result.checks = column.checks.map(expression).sorted()
        result.collation = column.collation.map { $0.uppercased() }
        if result.collation == "BINARY" { result.collation = nil }
        return result
    }

    static func index(_ index: Index) -> Index {
        var result = index
        result.condition = index.condition.map(expression)
        return result
    }

    static func checks(_ checks: [String]) -> Set<String> {
        Set(checks.map(expression))
    }

    /// `text` with whitespace outside literals collapsed, no space inside parentheses,
    /// and parentheses around the whole expression removed.
    static func expression(_ text: String) -> String {
        var result = ""
        var quote: Character?
        var pendingSpace = false
        for character in text {
            if let open = quote {
                result.append(character)
                if character == open { quote = nil }
                continue
            }
            if character.isWhitespace {
                pendingSpace = true
                continue
            }
            if pendingSpace && !result.isEmpty && result.last != "(" && character != ")" && character != "," {
                result.append(" ")
            }
            pendingSpace = false
            if character == "'" || character == "\"" || character == "`" { quote = character }
            result.append(character)
        }
        while result.hasPrefix("(") && result.hasSuffix(")") && wrapsWhole(result) {
            result = String(result.dropFirst().dropLast())
        }
        return result
    }

    /// Whether the first `(` of `text` closes at its last character.
    private static func wrapsWhole(_ text: String) -> Bool {
        var depth = 0
        var quote: Character?
        for (offset, character) in text.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "'", "\"", "`": quote = character
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 && offset != text.count - 1 { return false }
            default: break
            }
        }
        return depth == 0
    }
}
