import Foundation

/// Checks a value parsed from YAML or JSON against a JSON Schema, implementing the
/// subset of draft 2020-12 that `docs/model.schema.json` uses: `$ref` to `#/$defs/…`,
/// `type`, `enum`, `pattern`, `minLength`, `minimum`, `properties`, `required`,
/// `additionalProperties`, `propertyNames`, `items`, `minItems`, `uniqueItems`, `oneOf`.
///
/// Enough to prove in the test suite that the schema editors use accepts every bundled
/// model and rejects structural mistakes, without a JSON Schema dependency.
struct JSONSchemaSubset {
    let root: [String: Any]

    init(contentsOf url: URL) throws {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        root = object as? [String: Any] ?? [:]
    }

    /// A definition by name from `$defs`.
    func definition(_ name: String) -> [String: Any] {
        (root["$defs"] as? [String: Any])?[name] as? [String: Any] ?? [:]
    }

    /// Every violation, as `path: problem`; empty when `value` conforms.
    func errors(of value: Any?) -> [String] {
        errors(of: value, against: root, at: "$")
    }

    private func errors(of value: Any?, against schema: [String: Any], at path: String) -> [String] {
        if let reference = schema["$ref"] as? String {
            let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
            return errors(of: value, against: definition(name), at: path)
        }
        var found: [String] = []
        if let type = schema["type"] {
            let allowed = (type as? [String]) ?? [type as? String ?? ""]
            if !allowed.contains(where: { Self.value(value, is: $0) }) {
                return ["\(path): expected \(allowed.joined(separator: " or ")), got \(String(describing: value))"]
            }
        }
        if let options = schema["enum"] as? [Any], let text = value as? String {
            if !options.contains(where: { ($0 as? String) == text }) { found.append("\(path): `\(text)` is not one of \(options)") }
        }
        if let text = value as? String {
            if let minLength = schema["minLength"] as? Int, text.count < minLength { found.append("\(path): shorter than \(minLength)") }
            if let pattern = schema["pattern"] as? String,
                text.range(of: pattern, options: .regularExpression) == nil
            {
                found.append("\(path): `\(text)` does not match \(pattern)")
            }
        }
        if let minimum = schema["minimum"] as? Int, let number = value as? Int, number < minimum {
            found.append("\(path): \(number) is below \(minimum)")
        }
        if let object = Self.object(value) {
            found += objectErrors(object, against: schema, at: path)
        }
        if let array = value as? [Any] {
            if let minItems = schema["minItems"] as? Int, array.count < minItems { found.append("\(path): fewer than \(minItems) items") }
            if schema["uniqueItems"] as? Bool == true, Set(array.map { "\($0)" }).count != array.count {
                found.append("\(path): items are not unique")
            }
            if let items = schema["items"] as? [String: Any] {
                for (index, item) in array.enumerated() {
                    found += errors(of: item, against: items, at: "\(path)[\(index)]")
                }
            }
        }
        if let alternatives = schema["oneOf"] as? [[String: Any]] {
            let matching = alternatives.filter { errors(of: value, against: $0, at: path).isEmpty }.count
            if matching != 1 { found.append("\(path): matches \(matching) of the `oneOf` alternatives, not exactly one") }
        }
        return found
    }

    private func objectErrors(_ object: [String: Any], against schema: [String: Any], at path: String) -> [String] {
        var found: [String] = []
        let properties = schema["properties"] as? [String: Any] ?? [:]
        for key in schema["required"] as? [String] ?? [] where object[key] == nil {
            found.append("\(path): missing required `\(key)`")
        }
        for (key, member) in object.sorted(by: { $0.key < $1.key }) {
            let memberPath = "\(path).\(key)"
            if let names = schema["propertyNames"] as? [String: Any] {
                found += errors(of: key, against: names, at: memberPath)
            }
            if let property = properties[key] as? [String: Any] {
                found += errors(of: member, against: property, at: memberPath)
            } else if schema["additionalProperties"] as? Bool == false {
                found.append("\(memberPath): `\(key)` is not allowed")
            } else if let additional = schema["additionalProperties"] as? [String: Any] {
                found += errors(of: member, against: additional, at: memberPath)
            }
        }
        return found
    }

    /// A mapping from either parser, with its keys as text.
    private static func object(_ value: Any?) -> [String: Any]? {
        if let object = value as? [String: Any] { return object }
        guard let object = value as? [AnyHashable: Any] else { return nil }
        return Dictionary(object.map { ("\($0.key)", $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    private static func value(_ value: Any?, is type: String) -> Bool {
        switch type {
        case "object": return object(value) != nil
        case "array": return value is [Any]
        case "string": return value is String
        case "boolean": return value is Bool
        case "integer": return !(value is Bool) && value is Int
        case "number": return !(value is Bool) && (value is Int || value is Double)
        case "null": return value == nil || value is NSNull
        default: return false
        }
    }
}
