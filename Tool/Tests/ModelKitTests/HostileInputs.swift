import Foundation

/// Hand-made worst cases for the model loader: inputs known to hang, exhaust memory or
/// crash naive YAML consumers. Each must finish quickly with positioned diagnostics.
enum HostileInputs {
    static let header = "model: Hostile\nversion: 1\n"

    /// A billion-laughs bomb whose expansion is reached through mapping keys, which
    /// a YAML composer hashes when it checks for duplicate keys.
    static var aliasBombInKeys: String {
        var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let items = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ")
            text += "a\(level): &a\(level) [\(items)]\n"
        }
        text += "bomb:\n  ? *a9\n  : 1\n  ? *a8\n  : 2\n"
        return header + text + "entities: {}\n"
    }

    /// The classic billion laughs under `entities`, then a wide fan-out: entities that
    /// share one huge attributes mapping through aliases.
    static var aliasFanOut: String {
        let attributes = (0..<2000).map { "    a\($0): int" }.joined(separator: "\n")
        let entities = (0..<2000).map { "  E\($0): *body" }.joined(separator: "\n")
        return header + "shared: &body\n  attributes:\n    id: int\n" + attributes + "\nentities:\n" + entities + "\n"
    }

    static let all: [(name: String, text: String)] = [
        ("empty", ""),
        ("only a comment", "# nothing\n"),
        ("a scalar document", "hello"),
        ("a list document", "- 1\n- 2\n"),
        ("null bytes", "model: A\u{0}\nversion: 1\n"),
        ("byte order mark", "\u{FEFF}" + header + "entities:\n  A:\n    attributes:\n      id: int\n"),
        ("deep flow nesting", header + "entities: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"),
        ("deep block nesting", header + "entities:\n" + (1...1200).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n") + " x\n"),
        ("deep mapping nesting", header + "entities: " + String(repeating: "{a: ", count: 5000) + "1" + String(repeating: "}", count: 5000) + "\n"),
        ("alias bomb in mapping keys", aliasBombInKeys),
        ("alias fan-out", aliasFanOut),
        ("undefined alias", header + "entities: *nothing\n"),
        ("self-referencing anchor", header + "entities: &e\n  A: *e\n"),
        ("huge integer", header + "entities:\n  A:\n    attributes:\n      id: int\n      n: { type: int, default: " + String(repeating: "9", count: 5000) + " }\n"),
        ("huge version", "model: A\nversion: 99999999999999999999999\nentities: {}\n"),
        ("negative version", "model: A\nversion: -9223372036854775808\nentities: {}\n"),
        ("binary tag", header + "entities: !!binary aGVsbG8=\n"),
        ("binary tag on a name", header + "entities:\n  !!binary QQ==:\n    attributes:\n      id: int\n"),
        ("set tag", header + "entities: !!set { A, B }\n"),
        ("complex key", header + "entities:\n  ? [A, B]\n  : { attributes: { id: int } }\n"),
        ("very long line", header + "doc: " + String(repeating: "x", count: 300_000) + "\nentities: {}\n"),
        ("very long key", header + "entities:\n  " + String(repeating: "E", count: 100_000) + ":\n    attributes:\n      id: int\n"),
        ("many entities", header + "entities:\n" + (0..<500).map { "  E\($0):\n    attributes:\n      id: int\n" }.joined()),
        ("many documents", String(repeating: "---\n" + header + "entities: {}\n", count: 200)),
        ("tabs as indentation", header + "entities:\n\tA:\n\t\tattributes:\n\t\t\tid: int\n"),
        ("carriage returns only", header.replacingOccurrences(of: "\n", with: "\r") + "entities: {}\r"),
        ("right-to-left override in a name", header + "entities:\n  A\u{202E}B:\n    attributes:\n      id: int\n"),
        ("unterminated quote", header + "entities:\n  \"A:\n    attributes:\n      id: int\n"),
        ("unterminated flow", header + "entities: { A: { attributes: { id: int }\n"),
        ("merge key", header + "base: &base { id: int }\nentities:\n  A:\n    attributes:\n      <<: *base\n      name: string\n"),
        ("directive", "%YAML 1.1\n%TAG ! tag:example.com,2000:\n---\n" + header + "entities: {}\n"),
        ("unknown directive", "%FOO bar\n---\n" + header + "entities: {}\n"),
    ]
}
