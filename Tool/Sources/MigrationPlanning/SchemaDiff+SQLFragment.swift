import SchemaCore

/// Small, conservative text operations on SQL fragments (CHECK expressions, saved view
/// and trigger SQL) that the planner needs without a SQL parser.
package enum SQLFragment {
    /// Whether `text` names `identifier`, quoted (`"age"`) or as a bare word (`age`),
    /// ignoring case. False positives are possible (a word inside a string literal);
    /// they only make the planner choose the slower, always-correct rebuild. A name
    /// holding a double quote (`odd"q`) is found in its quoted spelling (`"odd""q"`).
    package static func mentions(_ text: String, identifier: String) -> Bool {
        if identifier.contains("\""), text.lowercased().contains(StandardSQL.quote(identifier.lowercased())) { return true }
        let haystack = Array(text.lowercased().unicodeScalars)
        let needle = Array(identifier.lowercased().unicodeScalars)
        guard !needle.isEmpty, haystack.count >= needle.count else { return false }
        var start = 0
        while start + needle.count <= haystack.count {
            if Array(haystack[start..<(start + needle.count)]) == needle {
                let before = start > 0 ? haystack[start - 1] : nil
                let after = start + needle.count < haystack.count ? haystack[start + needle.count] : nil
                if !isIdentifierScalar(before) && !isIdentifierScalar(after) { return true }
            }
            start += 1
        }
        return false
    }

    /// `text` with the quoted identifier `"from"` replaced by `"to"` (only quoted
    /// occurrences: modelc quotes every identifier it writes).
    static func replacingQuotedIdentifier(in text: String, from: String, to: String) -> String {
        return text.replacingOccurrences(of: StandardSQL.quote(from), with: StandardSQL.quote(to))
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "$"
            || scalar.value > 0x7F
    }
}
