import Foundation

/// Text that a model's `pattern` accepts, written from the pattern itself, so a column
/// with a pattern gets generated values its records read.
///
/// It reads the common subset of regular expressions that model patterns use: literals
/// and escapes, `.`, `\d \w \s`, character classes with ranges, groups with `|`, and the
/// quantifiers `? * + {n} {n,} {n,m}`; anchors are ignored. Anything else (look-around,
/// back-references) gives no samples, and the caller checks every sample against the
/// runtime's own pattern rule anyway, so a sample this reads wrongly is dropped, never
/// stored.
enum PatternSamples {
    /// Up to three texts built from `pattern`: with the fewest repetitions and first
    /// choices, with one more repetition and second choices, and with the most.
    static func samples(for pattern: String) -> [String] {
        var parser = Parser(characters: Array(withoutCaseFlag(pattern)))
        guard let node = parser.parseAlternation(), parser.index == parser.characters.count else { return [] }
        return (0..<3).map { node.sample(variant: $0) }
    }

    /// `pattern` without a leading `(?i)` (a case-insensitive match, as an adopted
    /// domain's `~*` is written): text built from the rest matches it either way.
    static func withoutCaseFlag(_ pattern: String) -> String {
        pattern.hasPrefix("(?i)") ? String(pattern.dropFirst(4)) : pattern
    }

    /// `count` texts built from `pattern` that differ from one another where the
    /// pattern leaves room: the n-th reads n as a number whose digits choose among each
    /// class's members and each group's branches in turn. Empty when the pattern is
    /// beyond the subset read here.
    static func distinctSamples(for pattern: String, count: Int) -> [String] {
        var parser = Parser(characters: Array(withoutCaseFlag(pattern)))
        guard let node = parser.parseAlternation(), parser.index == parser.characters.count else { return [] }
        var seen = Set<String>()
        var samples: [String] = []
        for number in 0..<count {
            var digits = number
            let text = node.sample(digits: &digits)
            if seen.insert(text).inserted { samples.append(text) }
        }
        return samples
    }

    indirect enum Node {
        case literal(Character)
        case set([Character])
        case sequence([Node])
        case alternation([Node])
        case repeated(Node, min: Int, max: Int?)

        func sample(variant: Int) -> String {
            switch self {
            case .literal(let character): String(character)
            case .set(let characters): characters.isEmpty ? "" : String(characters[(variant * 7) % characters.count])
            case .sequence(let nodes): nodes.map { $0.sample(variant: variant) }.joined()
            case .alternation(let nodes): nodes.isEmpty ? "" : nodes[variant % nodes.count].sample(variant: variant)
            case .repeated(let node, let min, let max):
                (0..<count(min: min, max: max, variant: variant)).map { node.sample(variant: variant + $0) }.joined()
            }
        }

        /// The text whose choices are the digits of `digits`, least significant first.
        func sample(digits: inout Int) -> String {
            switch self {
            case .literal(let character):
                return String(character)
            case .set(let characters):
                guard !characters.isEmpty else { return "" }
                defer { digits /= characters.count }
                return String(characters[digits % characters.count])
            case .sequence(let nodes):
                var text = ""
                for node in nodes { text += node.sample(digits: &digits) }
                return text
            case .alternation(let nodes):
                guard !nodes.isEmpty else { return "" }
                let chosen = nodes[digits % nodes.count]
                digits /= nodes.count
                return chosen.sample(digits: &digits)
            case .repeated(let node, let min, let max):
                return (0..<count(min: min, max: max, variant: 0)).map { _ in node.sample(digits: &digits) }.joined()
            }
        }

        private func count(min: Int, max: Int?, variant: Int) -> Int {
            // A sample is a few hundred characters at most: a pattern asking for more
            // repetitions gets a sample it rejects, which the caller drops.
            let min = Swift.min(min, 256)
            switch variant {
            case 0: return Swift.min(Swift.max(min, 1), max ?? Int.max)
            case 1: return Swift.min(min + 2, max ?? min + 2)
            default: return max.map { Swift.min($0, min + 8) } ?? min + 5
            }
        }
    }

    struct Parser {
        let characters: [Character]
        var index = 0

        init(characters: [Character]) { self.characters = characters }

        private var current: Character? { index < characters.count ? characters[index] : nil }

        mutating func parseAlternation() -> Node? {
            var branches: [Node] = []
            while true {
                guard let sequence = parseSequence() else { return nil }
                branches.append(sequence)
                guard current == "|" else { break }
                index += 1
            }
            return branches.count == 1 ? branches[0] : .alternation(branches)
        }

        private mutating func parseSequence() -> Node? {
            var nodes: [Node] = []
            while let character = current, character != "|", character != ")" {
                guard let atom = parseAtom() else { return nil }
                guard let quantified = parseQuantifier(atom) else { return nil }
                nodes.append(quantified)
            }
            return .sequence(nodes)
        }

        private mutating func parseAtom() -> Node? {
            guard let character = current else { return nil }
            index += 1
            switch character {
            case "^", "$": return .sequence([])
            case ".": return .set(["a", "Z", "5"])
            case "(":
                if current == "?" {
                    // Only the non-capturing group `(?:` is read.
                    guard index + 1 < characters.count, characters[index + 1] == ":" else { return nil }
                    index += 2
                }
                guard let inner = parseAlternation(), current == ")" else { return nil }
                index += 1
                return inner
            case "[": return parseClass()
            case "\\": return parseEscape().map(Node.set)
            case "*", "+", "?", "{", ")", "|": return nil
            default: return .literal(character)
            }
        }

        private mutating func parseEscape() -> [Character]? {
            guard let character = current else { return nil }
            index += 1
            switch character {
            case "d": return ["7", "0", "9"]
            case "w": return ["a", "Z", "9", "_"]
            case "s": return [" "]
            case "D", "W", "S", "b", "B": return character == "b" || character == "B" ? nil : ["-"]
            case "n": return ["\n"]
            case "t": return ["\t"]
            default: return character.isLetter || character.isNumber ? nil : [character]
            }
        }

        private mutating func parseClass() -> Node? {
            var negated = false
            if current == "^" {
                negated = true
                index += 1
            }
            var members: [Character] = []
            var first = true
            while let character = current, character != "]" || first {
                first = false
                index += 1
                if character == "\\" {
                    guard let escaped = parseEscape() else { return nil }
                    members += escaped
                } else if current == "-", index + 1 < characters.count, characters[index + 1] != "]",
                    let low = character.unicodeScalars.first?.value, let high = characters[index + 1].unicodeScalars.first?.value, low <= high
                {
                    index += 2
                    // The whole range, up to 64 members, so distinct samples have room.
                    members += (low...Swift.min(high, low + 63)).compactMap { Unicode.Scalar($0).map(Character.init) }
                } else {
                    members.append(character)
                }
            }
            guard current == "]" else { return nil }
            index += 1
            if negated {
                let candidates: [Character] = ["x", "Q", "4", "-", " ", "é"]
                return .set(candidates.filter { !members.contains($0) })
            }
            return .set(members)
        }

        private mutating func parseQuantifier(_ atom: Node) -> Node? {
            guard let character = current else { return atom }
            var result: Node
            switch character {
            case "?": result = .repeated(atom, min: 0, max: 1)
            case "*": result = .repeated(atom, min: 0, max: nil)
            case "+": result = .repeated(atom, min: 1, max: nil)
            case "{":
                guard let close = characters[index...].firstIndex(of: "}") else { return atom }
                let body = String(characters[(index + 1)..<close])
                let parts = body.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                guard let low = Int(parts[0]) else { return atom }
                let high: Int? = parts.count == 1 ? low : (parts[1].isEmpty ? nil : Int(parts[1]))
                if parts.count > 1, !parts[1].isEmpty, high == nil { return nil }
                index = close
                result = .repeated(atom, min: low, max: high)
            default: return atom
            }
            index += 1
            // A lazy or possessive suffix changes nothing here.
            if current == "?" || current == "+" { index += 1 }
            return result
        }
    }
}
