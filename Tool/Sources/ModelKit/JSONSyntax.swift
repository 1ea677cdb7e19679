import Foundation

/// Strict JSON checking for `.json` model files.
///
/// Model files go through the YAML parser (JSON is YAML's flow style), which keeps
/// positions but also accepts things JSON does not: comments, unquoted strings, trailing
/// commas. A file that says it is JSON is held to JSON, so it works in every JSON tool.
enum JSONSyntax {
    struct Problem: Equatable {
        var message: String
        var line: Int
        var column: Int
    }

    /// The first way `text` is not strict JSON, with its position, or nil.
    static func firstProblem(in text: String) -> Problem? {
        let data = Data(text.utf8)
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let description = (error as NSError).userInfo["NSDebugDescription"] as? String ?? "not valid JSON"
            let offset = description.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .punctuationCharacters)) }.last
            let (line, column) = position(ofUTF8Offset: offset ?? 0, in: text)
            let message = description.hasPrefix("Invalid value")
                ? "unexpected text here; look for a missing comma, quote or bracket just before it"
                : description.trimmingCharacters(in: CharacterSet(charactersIn: "."))
            return Problem(message: message, line: line, column: column)
        }
        return trailingComma(in: text)
    }

    /// Foundation's parser accepts `[1,]` and `{"a": 1,}`; JSON does not.
    ///
    /// An ASCII text, the usual model file, is first scanned byte by byte: there each
    /// byte is one `Character` (a CRLF pair is one `Character` but white space either
    /// way), so the bytes show a trailing comma exactly when the characters do, at a
    /// small fraction of the cost (walking a 1.5 MB model by `Character` took most of a
    /// JSON model's loading time). Only a text with a trailing comma, or with non-ASCII
    /// text, is walked by `Character`, which also gives the problem's position.
    private static func trailingComma(in text: String) -> Problem? {
        if asciiWithoutTrailingComma(text) { return nil }
        return trailingCommaByCharacter(in: text)
    }

    /// Whether `text` is ASCII and has no comma before a closing bracket outside strings.
    private static func asciiWithoutTrailingComma(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var inString = false, escaped = false, pendingComma = false
            for byte in bytes {
                if byte >= 0x80 { return false }
                if inString {
                    if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                } else if byte == UInt8(ascii: "\"") {
                    inString = true
                    pendingComma = false
                } else if byte == UInt8(ascii: ",") {
                    pendingComma = true
                } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    if pendingComma { return false }
                } else if !(byte == 0x20 || (0x09...0x0D).contains(byte)) {
                    pendingComma = false
                }
            }
            return true
        }
    }

    private static func trailingCommaByCharacter(in text: String) -> Problem? {
        var inString = false, escaped = false
        var line = 1, column = 0
        var pendingComma: (line: Int, column: Int)?
        for character in text {
            column += 1
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
                pendingComma = nil
            } else if character == "," {
                pendingComma = (line, column)
            } else if character == "}" || character == "]", let comma = pendingComma {
                return Problem(message: "trailing comma before `\(character)`", line: comma.line, column: comma.column)
            } else if !character.isWhitespace {
                pendingComma = nil
            }
            if character == "\n" { line += 1; column = 0 }
        }
        return nil
    }

    private static func position(ofUTF8Offset offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1, column = 1, consumed = 0
        for character in text {
            if consumed >= offset { break }
            consumed += character.utf8.count
            if character == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}
