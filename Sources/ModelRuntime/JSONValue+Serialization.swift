import Foundation

extension JSONValue {
    /// Compact JSON text with object keys sorted, so equal values always give equal text
    /// (what a `json` attribute stores and what checksums and diffs compare).
    public var jsonText: String {
        var output = ""
        write(to: &output)
        return output
    }

    /// The JSON text as UTF-8 bytes.
    public var jsonData: Data { Data(jsonText.utf8) }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value): output += JSONValue.format(value)
        case .string(let value): output += JSONValue.quoted(value)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output += "," }
                output += JSONValue.quoted(key)
                output += ":"
                members[key]?.write(to: &output)
            }
            output += "}"
        }
    }

    /// A double as JSON: integral values without a fraction (`2`, not `2.0`), non-finite as `null`.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// A string as a JSON string literal, escaping quotes, backslashes and control characters.
    static func quoted(_ value: String) -> String {
        var output = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 {
                    output += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
        return output
    }
}
