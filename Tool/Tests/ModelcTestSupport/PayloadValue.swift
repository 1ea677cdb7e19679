/// A JSON value as the randomized record tests write it: numbers keep their literal text
/// (`3.0` and `3` are different payloads) and object members keep their order, so the
/// text a test writes is exactly the text it reasons about.
public indirect enum PayloadValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number, as its literal JSON text (`42`, `-2.5e3`).
    case number(String)
    case string(String)
    case array([PayloadValue])
    case object([Member])

    /// One key and value of an object, in the order written.
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: PayloadValue

        public init(_ key: String, _ value: PayloadValue) {
            self.key = key
            self.value = value
        }
    }

    /// An integer literal.
    public static func integer(_ value: Int64) -> PayloadValue { .number(String(value)) }

    /// The members of an object (nil for anything else).
    public var members: [Member]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The value under `key` when this is an object holding it (the last one, as JSON
    /// parsers that keep one value per key do).
    public func member(_ key: String) -> PayloadValue? {
        members?.last(where: { $0.key == key })?.value
    }

    /// The JSON text: compact, members in their order, strings escaped as RFC 8259 requires.
    public var jsonText: String { jsonText(escapingNonASCII: false) }

    /// The JSON text, with every non-ASCII character and `/` written as a `\u` escape
    /// (UTF-16, so a surrogate pair beyond the Basic Multilingual Plane) when asked: the
    /// same value in the other form a JSON writer may choose.
    public func jsonText(escapingNonASCII: Bool) -> String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let literal): return literal
        case .string(let value): return PayloadValue.quoted(value, escapingNonASCII: escapingNonASCII)
        case .array(let elements): return "[" + elements.map { $0.jsonText(escapingNonASCII: escapingNonASCII) }.joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map {
                PayloadValue.quoted($0.key, escapingNonASCII: escapingNonASCII) + ":" + $0.value.jsonText(escapingNonASCII: escapingNonASCII)
            }.joined(separator: ",") + "}"
        }
    }

    /// The JSON text with object keys sorted (by their UTF-8 bytes), as a `json` attribute stores it.
    public var sortedJSONText: String {
        switch self {
        case .array(let elements): return "[" + elements.map(\.sortedJSONText).joined(separator: ",") + "]"
        case .object(let members):
            var lastByKey: [String: PayloadValue] = [:]
            for member in members { lastByKey[member.key] = member.value }
            let keys = lastByKey.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            return "{" + keys.map { PayloadValue.quoted($0) + ":" + lastByKey[$0]!.sortedJSONText }.joined(separator: ",") + "}"
        default: return jsonText
        }
    }

    static func quoted(_ text: String, escapingNonASCII: Bool = false) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            if escapingNonASCII, scalar.value > 0x7E || scalar == "/" {
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
                continue
            }
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }
}
