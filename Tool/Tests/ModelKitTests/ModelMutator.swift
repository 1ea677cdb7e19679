import Foundation
import ModelcTestSupport

/// Produces hostile variants of model files: byte flips, YAML-significant token
/// insertions and deletions, line duplication, deletion and re-indentation, splices of
/// two seed files, identifier swaps (which keep many inputs valid YAML so the validator
/// and compiler are reached), unicode and control characters, deep nesting, huge
/// numbers, anchors, aliases and tags, and very long lines.
struct ModelMutator {
    private var random: SplitMix64
    private let corpus: [[UInt8]]
    private let words: [[UInt8]]

    /// Tokens that mean something to YAML or to the model language.
    static let tokens: [String] = [
        ":", ": ", "- ", "{", "}", "[", "]", ",", "? ", "|", ">", "#", "\"", "'", "~", "null", "true", "false",
        "&a ", "*a", "&b ", "*b", "!!binary ", "!!str ", "!!int ", "!!map ", "!!seq ", "!!set ", "!custom ", "!!float ",
        "<<: ", "---\n", "...\n", "%YAML 1.1\n", "\t", "\n", "\r\n", "\r", "\\", "%", "@", "`",
        "0x1F", "0o17", "1e309", "-1e309", ".nan", ".inf", "-9223372036854775809", "9223372036854775808",
        "99999999999999999999999999", "-0", "1_000", "0.1e-400",
        "type: ", "toMany: true", "inverse: ", "primaryKey: true", "optional: true", "unique: true", "indexed: true",
        "deleteRule: cascade", "deleteRule: nullify", "ordered: true", "column: id", "column: ", "table: ", "to: ",
        "renamedFrom: ", "default: ", "values: []", "values: [a, a]", "min: ", "max: ", "maxLength: -1", "jsonKey: ",
        "entities:", "attributes:", "relationships:", "indexes:", "unique:", "model: ", "version: ",
        "int", "int16", "int32", "bool", "string?", "uuid", "date", "data", "json", "double", "float", "decimal", "url",
        "select", "order", "group", "\"\"", "''", "id", "rowid", "_rowid_", "sqlite_master", "sqlite_x",
    ]

    /// Characters a text editor, a copy-paste or a hostile user may bring in.
    static let oddCharacters: [String] = [
        "\u{0}", "\u{1}", "\u{7}", "\u{8}", "\u{B}", "\u{C}", "\u{1B}", "\u{7F}", "\u{85}", "\u{A0}", "\u{2028}", "\u{2029}",
        "\u{FEFF}", "\u{200B}", "\u{202E}", "\u{FFFD}", "\u{FFFF}", "é", "e\u{301}", "ß", "İ", "Ω", "中文", "😀", "👩‍👩‍👧",
        "\u{10FFFF}", "\"", "'", "\\0", "\\u0000",
    ]

    init(seed: UInt64, corpus: [Data]) {
        random = SplitMix64(seed: seed)
        self.corpus = corpus.map { [UInt8]($0) }
        var words = Set<[UInt8]>()
        for file in self.corpus {
            for word in file.split(whereSeparator: { !(Self.isWordByte($0)) }) where word.count > 1 {
                words.insert(Array(word))
            }
        }
        self.words = words.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The next mutated input: a seed file with one (half of the time) to five mutations applied.
    mutating func next() -> Data {
        guard !corpus.isEmpty else { return Data() }
        var bytes = corpus[Int.random(in: 0..<corpus.count, using: &random)]
        let count = Bool.random(using: &random) ? 1 : Int.random(in: 2...5, using: &random)
        for _ in 0..<count {
            bytes = mutate(bytes)
        }
        return Data(bytes)
    }

    private mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        switch Int.random(in: 0..<17, using: &random) {
        case 0:
            if !bytes.isEmpty {
                let at = position(in: bytes)
                bytes[at] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
            }
        case 1, 2: bytes.insert(contentsOf: Array(pick(Self.tokens).utf8), at: insertion(in: bytes))
        case 3:
            if !bytes.isEmpty {
                let start = position(in: bytes)
                bytes.removeSubrange(start..<min(bytes.count, start + Int.random(in: 1...16, using: &random)))
            }
        case 4: bytes = editLines(bytes) { lines, at in lines.insert(lines[at], at: at) }
        case 5: bytes = editLines(bytes) { lines, at in lines.remove(at: at) }
        case 6:
            let deeper = Bool.random(using: &random)
            bytes = editLines(bytes) { lines, at in
                let line = lines[at]
                let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
                lines[at] = deeper ? Array(repeating: UInt8(ascii: " "), count: 2) + line : Array(line.dropFirst(min(indent, 2)))
            }
        case 7:
            let other = corpus[Int.random(in: 0..<corpus.count, using: &random)]
            bytes = Array(bytes.prefix(insertion(in: bytes))) + Array(other.suffix(from: insertion(in: other)))
        case 8, 9, 10: bytes = swapWord(bytes)
        case 11: bytes.insert(contentsOf: Array(pick(Self.oddCharacters).utf8), at: insertion(in: bytes))
        case 12:
            let depth = pick([10, 100, 999, 1001, 10_000])
            let nested = Bool.random(using: &random)
                ? String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
                : (0..<min(depth, 2000)).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n") + " x"
            bytes.insert(contentsOf: Array(nested.utf8), at: lineStart(in: bytes))
        case 13:
            let huge = pick(["9" + String(repeating: "0", count: 400), "1e99999", "-" + String(repeating: "9", count: 40), "0." + String(repeating: "0", count: 5000) + "1"])
            bytes = replaceNumber(bytes, with: huge)
        case 14:
            let anchor = "&n\(Int.random(in: 0..<3, using: &random)) "
            let alias = "*n\(Int.random(in: 0..<3, using: &random))"
            bytes.insert(contentsOf: Array(anchor.utf8), at: insertion(in: bytes))
            bytes.insert(contentsOf: Array(alias.utf8), at: insertion(in: bytes))
        case 15:
            let line = Array(String(repeating: pick(["a", "ab ", "é", "{", "- "]), count: Int.random(in: 1_000...20_000, using: &random)).utf8)
            bytes.insert(contentsOf: line, at: insertion(in: bytes))
        default:
            let prefix = pick(["!!binary ", "!!binary |\n  aGVsbG8=\n", "!!str ", "!!seq ", "!foo ", "!<tag:yaml.org,2002:str> "])
            bytes.insert(contentsOf: Array(prefix.utf8), at: insertion(in: bytes))
        }
        return bytes
    }

    // MARK: - Pieces

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    private mutating func pick<T>(_ items: [T]) -> T {
        items[Int.random(in: 0..<items.count, using: &random)]
    }

    private mutating func position(in bytes: [UInt8]) -> Int {
        Int.random(in: 0..<max(1, bytes.count), using: &random)
    }

    private mutating func insertion(in bytes: [UInt8]) -> Int {
        Int.random(in: 0...bytes.count, using: &random)
    }

    private mutating func lineStart(in bytes: [UInt8]) -> Int {
        var at = insertion(in: bytes)
        while at > 0, bytes[at - 1] != UInt8(ascii: "\n") { at -= 1 }
        return at
    }

    private mutating func editLines(_ bytes: [UInt8], _ edit: (inout [[UInt8]], Int) -> Void) -> [UInt8] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        guard !lines.isEmpty else { return bytes }
        edit(&lines, Int.random(in: 0..<lines.count, using: &random))
        return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }

    /// Replaces one identifier with another from the corpus: keeps the YAML well formed
    /// while producing dangling targets, duplicate names, colliding columns and
    /// mismatched types for the validator and compiler.
    private mutating func swapWord(_ bytes: [UInt8]) -> [UInt8] {
        guard !words.isEmpty else { return bytes }
        var starts: [Int] = []
        var index = 0
        while index < bytes.count {
            if Self.isWordByte(bytes[index]), index == 0 || !Self.isWordByte(bytes[index - 1]) { starts.append(index) }
            index += 1
        }
        guard !starts.isEmpty else { return bytes }
        let start = pick(starts)
        var end = start
        while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
        var result = bytes
        result.replaceSubrange(start..<end, with: pick(words))
        return result
    }

    private mutating func replaceNumber(_ bytes: [UInt8], with number: String) -> [UInt8] {
        let digits = bytes.indices.filter { bytes[$0] >= UInt8(ascii: "0") && bytes[$0] <= UInt8(ascii: "9") }
        guard !digits.isEmpty else { return bytes + Array(number.utf8) }
        let start = pick(digits)
        var end = start
        while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") { end += 1 }
        var result = bytes
        result.replaceSubrange(start..<end, with: Array(number.utf8))
        return result
    }
}
