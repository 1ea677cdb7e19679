import Foundation
import Yams

/// Writes a model file's YAML line by line, in the layout modelc's own model files use:
/// block mappings two spaces deep, options as flow mappings (`{ type: string, unique:
/// true }`), lists as flow sequences, SQL as a quoted string or a literal block, and
/// `#` comments; keys in the order they are given.
///
/// Every tool that writes a model file (`inspect --as-model`, a Core Data import) writes
/// it through this one type, so what it writes reads back through `ModelLoader` as
/// what was meant: how a string is quoted is decided here and nowhere else. A whole
/// document cannot go through Yams' emitter, which writes no comments and spells flow
/// mappings `{a: b}`; Yams decides what it knows best instead: whether a plain word
/// would be read as something other than a string (its resolver), and how a
/// double-quoted string escapes what it holds (its emitter).
public struct ModelYAMLWriter: Sendable {
    /// A value in a model file.
    public indirect enum Value: Sendable {
        /// Text written plain when every YAML reader takes the plain word back as this
        /// text (a name: `Person`, `first_name`), else double-quoted.
        case string(String)
        /// Text that is always double-quoted: SQL text, a string default.
        case quoted(String)
        case bool(Bool)
        case int(Int)
        /// A finite number, written as Swift spells it (`1.5`).
        case double(Double)
        /// An attribute's type; with `optional`, the short form (`string?`).
        case type(AttributeType, optional: Bool = false)
        /// `{ key: value, … }`, keys in the order given; `{}` when empty.
        case mapping([(key: String, value: Value)])
        /// `[a, b]`; `[]` when empty.
        case list([Value])

        /// A literal from a model (a default, a bound): a string is always quoted.
        public static func literal(_ value: ModelValue) -> Value {
            switch value {
            case .string(let text): .quoted(text)
            case .int(let number): .int(Int(number))
            case .double(let number): .double(number)
            case .bool(let flag): .bool(flag)
            }
        }
    }

    /// The lines written so far, without line breaks.
    public private(set) var lines: [String] = []

    public init() {}

    /// The document: the lines, each ending with a line break.
    public var text: String {
        lines.map { $0 + "\n" }.joined()
    }

    /// `# text`, indented by `indent` spaces, on one line (`singleLine(_:)`).
    public mutating func comment(_ text: String, indent: Int = 0) {
        lines.append(String(repeating: " ", count: indent) + "# " + Self.singleLine(text))
    }

    /// `text` on one line: its lines, trimmed of spaces and tabs, joined by a space.
    public static func singleLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// `key: value`, indented by `indent` spaces.
    public mutating func field(_ key: String, _ value: Value, indent: Int = 0) {
        lines.append(String(repeating: " ", count: indent) + Self.spelled(.string(key)) + ": " + Self.spelled(value))
    }

    /// `key:`, opening a block that the next lines, indented deeper, fill.
    public mutating func open(_ key: String, indent: Int = 0) {
        lines.append(String(repeating: " ", count: indent) + Self.spelled(.string(key)) + ":")
    }

    /// `- value`, an item of a block sequence.
    public mutating func item(_ value: Value, indent: Int = 0) {
        lines.append(String(repeating: " ", count: indent) + "- " + Self.spelled(value))
    }

    /// `key: sql`: a quoted string when the SQL is one line without `"` or a backslash, else a
    /// literal block (`|-`) whose lines are indented two spaces deeper than the key.
    public mutating func sql(_ key: String, _ sql: String, indent: Int = 0) {
        write(sql, after: String(repeating: " ", count: indent) + Self.spelled(.string(key)) + ":", indent: indent + 2)
    }

    /// `- sql`, an item of a block sequence of SQL, written as `sql(_:_:indent:)` writes
    /// its value.
    public mutating func sqlItem(_ sql: String, indent: Int = 0) {
        write(sql, after: String(repeating: " ", count: indent) + "-", indent: indent + 2)
    }

    /// `- name: …` with `sql: …` under it, an item of a block sequence naming its SQL
    /// (a named `check:`), the SQL written as `sql(_:_:indent:)` writes it.
    public mutating func namedSQLItem(_ name: String, sql: String, indent: Int = 0) {
        lines.append(String(repeating: " ", count: indent) + "- name: " + Self.spelled(.string(name)))
        self.sql("sql", sql, indent: indent + 2)
    }

    private mutating func write(_ text: String, after prefix: String, indent: Int) {
        guard let block = Self.literalBlock(text) else {
            lines.append(prefix + " " + Self.spelled(.quoted(text)))
            return
        }
        lines.append(prefix + " |-")
        let padding = String(repeating: " ", count: indent)
        lines += block.map { $0.isEmpty ? "" : padding + $0 }
    }

    // MARK: - Spelling values

    /// `value` as it stands after a key or a `- `.
    public static func spelled(_ value: Value) -> String {
        switch value {
        case .string(let text): isPlain(text) ? text : doubleQuoted(text)
        case .quoted(let text): doubleQuoted(text)
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .double(let number): String(number)
        case .type(let type, let optional): type.rawValue + (optional ? "?" : "")
        case .mapping(let pairs) where pairs.isEmpty: "{}"
        case .mapping(let pairs): "{ " + pairs.map { spelled(.string($0.key)) + ": " + spelled($0.value) }.joined(separator: ", ") + " }"
        case .list(let items): "[" + items.map(spelled).joined(separator: ", ") + "]"
        }
    }

    /// Whether `text` can stand as a plain scalar and still read as this text.
    ///
    /// Only a word of ASCII letters, digits and `_`, starting with a letter or `_`, is
    /// written plain: such a word is a plain scalar in every position (key, block, flow)
    /// of every YAML version, so the one question left is whether a reader resolves it
    /// to something else. Yams' resolver answers that for the YAML 1.1 forms it knows
    /// (`true`, `False`, `null`, `yes`, `ON`, …), which include every word the model
    /// loader reads as other than a string; the one-letter booleans `y` and `n` (YAML
    /// 1.1, still honoured by some readers, left out of Yams' resolver) are quoted too.
    public static func isPlain(_ text: String) -> Bool {
        guard let first = text.utf8.first, first == UInt8(ascii: "_") || isASCIILetter(first),
              text.utf8.allSatisfy({ $0 == UInt8(ascii: "_") || isASCIILetter($0) || (0x30...0x39).contains($0) }),
              !["y", "Y", "n", "N"].contains(text) else { return false }
        return !resolvedAsOtherThanText.contains(text)
    }

    /// The words of letters, digits and `_` (starting with a letter or `_`) that Yams'
    /// default resolver reads as other than a string: its bool and null forms. Its int,
    /// float and timestamp forms start with a digit, a sign or a dot, so never match such a
    /// word. A set rather than the resolver's regular expressions, which cost a tenth of a
    /// large `modelc import coredata` (docs/performance.md).
    static let resolvedAsOtherThanText: Set<String> = [
        "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
        "on", "On", "ON", "off", "Off", "OFF", "null", "Null", "NULL",
    ]

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte | 0x20)
    }

    /// `text` as a double-quoted scalar, escaped by Yams' emitter: what YAML cannot hold
    /// as written (line breaks, control characters, a byte-order mark) becomes an escape
    /// sequence, the rest stays as it is.
    public static func doubleQuoted(_ text: String) -> String {
        let node = Node.scalar(Node.Scalar(text, Tag(.str), .doubleQuoted))
        guard let document = try? Yams.serialize(node: node, width: -1, allowUnicode: true) else {
            // Not reached: Yams writes every string double-quoted.
            return "\"\""
        }
        var spelled = Substring(document)
        while spelled.last == "\n" { spelled = spelled.dropLast() }
        return String(spelled)
    }

    /// The lines of `text` for a literal block scalar (`|-`), or nil when it reads better
    /// as a quoted string (one line without `"` or `\`) or can only be written as one (a
    /// leading space or tab, which a block would take as indentation; characters a block
    /// cannot escape). Trailing white space at the end is dropped; SQL does not see it.
    static func literalBlock(_ text: String) -> [String]? {
        var trimmed = Substring(text)
        while let last = trimmed.last, last.isWhitespace { trimmed = trimmed.dropLast() }
        guard let first = trimmed.first, first != " ", first != "\t" else { return nil }
        let isOneLine = !trimmed.contains("\n")
        if isOneLine && !trimmed.contains("\"") && !trimmed.contains("\\") { return nil }
        let allowed = trimmed.unicodeScalars.allSatisfy { scalar in
            scalar == "\n" || scalar == "\t" || !(scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{FEFF}")
        }
        guard allowed else { return nil }
        return trimmed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
