/// Finds the first YAML alias (`*name`) whose anchor (`&name`) is defined in the same
/// text, before the text reaches the YAML composer.
///
/// Model files do not support anchors and aliases: the composer shares an aliased
/// node wherever it is used, so a few hundred bytes can stand for billions of nodes
/// ("billion laughs"), and hashing such a node as a mapping key, or walking entities
/// that all alias one huge attributes mapping, takes forever. Rejecting aliases up
/// front keeps loading linear in the size of the file.
///
/// The scan is textual and deliberately narrow: a `*name` token counts only when the
/// same file also defines `&name`, so prose such as `doc: see *note*` is not mistaken
/// for an alias (an alias without an anchor is an error from the YAML parser anyway).
/// Quoted text and comments on a line are skipped. A file without both `&` and `*` (the
/// common case) is passed over in one quick byte scan.
///
/// The scan decides which alias is reported and that it is reported before any YAML
/// error, as it always has. It is not the guard: what looks like a quote to it need not
/// be one (`[a 'b, *k]`), so `YAMLEventReader` refuses every alias of a defined anchor
/// that reaches it as well, and nothing is ever expanded.
enum YAMLAliasScan {
    /// An alias use, with its 1-based position.
    struct Alias: Equatable {
        var name: String
        var line: Int
        var column: Int
    }

    /// The first alias of a defined anchor in `text`, if any.
    static func firstAlias(in text: String) -> Alias? {
        guard mayHoldAnAlias(text) else { return nil }
        var anchors = Set<String>()
        var aliases: [Alias] = []
        for (lineIndex, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let characters = Array(line)
            var quote: Character?
            var index = 0
            while index < characters.count {
                let character = characters[index]
                let previous: Character? = index > 0 ? characters[index - 1] : nil
                let startsToken = previous.map { $0 == " " || $0 == "\t" || "[{,".contains($0) } ?? true
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "\"" || character == "'" {
                    if startsToken || previous == ":" { quote = character }
                } else if character == "#", startsToken {
                    break
                } else if character == "&" || character == "*", startsToken {
                    var end = index + 1
                    while end < characters.count, !characters[end].isWhitespace, !",[]{}".contains(characters[end]) { end += 1 }
                    if end > index + 1 {
                        let name = String(characters[(index + 1)..<end])
                        if character == "&" {
                            anchors.insert(name)
                        } else {
                            aliases.append(Alias(name: name, line: lineIndex + 1, column: index + 1))
                        }
                    }
                    index = end
                    continue
                }
                index += 1
            }
        }
        return aliases.first { anchors.contains($0.name) }
    }

    /// Whether `text` holds both `&` and `*`, in one pass over its bytes (the usual
    /// answer, no, reads the whole text, so the pass is over contiguous memory rather
    /// than through the generic collection interface twice).
    private static func mayHoldAnAlias(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var ampersand = false, asterisk = false
            for byte in bytes {
                if byte == UInt8(ascii: "&") { ampersand = true } else if byte == UInt8(ascii: "*") { asterisk = true }
            }
            return ampersand && asterisk
        }
    }
}
