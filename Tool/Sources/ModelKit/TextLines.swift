import Foundation

/// Lines of text and the space around them, as Foundation's `components(separatedBy:)`
/// and `trimmingCharacters(in:)` give them, without going through `NSString` or
/// Unicode's grapheme breaking for the text that needs neither.
///
/// Migration files are read line by line (headers, planned statements, phases), and on
/// Linux each `trimmingCharacters(in:)` bridges the line to an `NSString` and back, and
/// `split(separator: "\n")` on a `String` walks it character by character: for a
/// 200-table model's 8,000-line first migration those were a third of `modelc migrate`'s
/// own time. Lines are cut at each LF byte; space and tab (and, with newlines, LF to CR)
/// are trimmed byte by byte; when a character beyond ASCII is at either end, where
/// Foundation trims more (a no-break space, a line separator), the answer is Foundation's.
extension StringProtocol {
    /// Without the spaces and tabs at either end: `trimmingCharacters(in: .whitespaces)`.
    public func trimmingSpaces() -> String {
        trimming(where: { $0 == 0x20 || $0 == 0x09 }, else: .whitespaces)
    }

    /// Without the spaces, tabs and line breaks at either end:
    /// `trimmingCharacters(in: .whitespacesAndNewlines)`.
    public func trimmingSpacesAndNewlines() -> String {
        trimming(where: { $0 == 0x20 || (0x09...0x0D).contains($0) }, else: .whitespacesAndNewlines)
    }

    private func trimming(where isTrimmed: (UInt8) -> Bool, else set: CharacterSet) -> String {
        let text = Substring(self)
        let bytes = text.utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, isTrimmed(bytes[start]) { start = bytes.index(after: start) }
        while end > start, isTrimmed(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        if start < end, bytes[start] >= 0x80 || bytes[bytes.index(before: end)] >= 0x80 {
            return String(text).trimmingCharacters(in: set)
        }
        // Nothing to trim, the usual case: the text as it is (a `String`'s own storage).
        if start == bytes.startIndex && end == bytes.endIndex { return String(self) }
        return String(text[start..<end])
    }
}

extension StringProtocol {
    /// The lines of the text: what lies between LFs, empty ones included (a text ending
    /// with an LF ends with an empty line), as `components(separatedBy: "\n")` cuts a
    /// text without CR. A CR stays on its line (Foundation does not cut a CR LF, which it
    /// takes for one character): give it text with LF line endings
    /// (`Checksum.normalizedLineEndings`).
    public func lines() -> [Substring] {
        let text = Substring(self)
        let bytes = text.utf8
        var lines: [Substring] = []
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == 0x0A {
                lines.append(text[start..<index])
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        lines.append(text[start...])
        return lines
    }
}
