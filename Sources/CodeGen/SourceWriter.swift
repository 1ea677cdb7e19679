/// Accumulates indented Swift source, four spaces per level, so generated files are
/// formatted the way a person would write them.
struct SourceWriter {
    private(set) var text = ""
    private var level = 0

    /// Appends one line at the current indentation (an empty line stays empty).
    mutating func line(_ content: String = "") {
        if content.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: "    ", count: level) + content + "\n"
        }
    }

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
    mutating func lines(_ block: String) {
        for blockLine in block.split(separator: "\n", omittingEmptySubsequences: false) {
            line(String(blockLine))
        }
    }
}
