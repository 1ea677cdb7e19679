/// Accumulates indented Swift source, four spaces per level, so generated files are
/// formatted the way a person would write them.
struct SourceWriter {
    private(set) var text = ""
    private var level = 0

    /// Appends one line at the current indentation (an empty line stays empty).
    ///
    /// The pieces are appended one by one (no temporary line string): `generate` writes
    /// tens of megabytes of Swift for a large model, a line at a time.
    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            text.append(level < Self.indentation.count ? Self.indentation[level] : String(repeating: "    ", count: level))
            text.append(content)
        }
        text.append("\n")
    }

    /// The indentation of the first levels, built once.
    private static let indentation: [String] = (0..<12).map { String(repeating: "    ", count: $0) }

    /// Appends `header {`, the body one level deeper, then `}`. A `switch` keeps its
    /// `case` lines at its own level, as Swift style has it.
    mutating func block(_ header: String, closing: String = "}", _ body: (inout SourceWriter) -> Void) {
        line(header + " {")
        let step = header.hasPrefix("switch ") ? 0 : 1
        level += step
        body(&self)
        level -= step
        line(closing)
    }

    /// Appends a `///` doc comment, one line per line of `doc`.
    mutating func doc(_ doc: String?) {
        guard let doc, !doc.isEmpty else { return }
        for docLine in doc.split(separator: "\n", omittingEmptySubsequences: false) {
            line(docLine.isEmpty ? "///" : "/// " + docLine)
        }
    }

    /// Appends already-formatted text, each line indented to the current level.
    ///
    /// Lines are found by their newline byte and appended as slices: an embedded schema
    /// is megabytes, and a `String` per line cost more than the rest of its generation.
    mutating func lines(_ block: String) {
        let indentation = level < Self.indentation.count ? Self.indentation[level] : String(repeating: "    ", count: level)
        var rest = block[...]
        while true {
            let end = rest.utf8.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
            let content = rest[..<end]
            if !content.isEmpty {
                text.append(indentation)
                text.append(contentsOf: content)
            }
            text.append("\n")
            guard end < rest.endIndex else { return }
            rest = rest[rest.utf8.index(after: end)...]
        }
    }
}
