import Foundation
import ModelKit

/// What a table's CHECK text says about one column, in the forms adopted schemas use
/// (`"Rating" IN ('G', 'PG')`, `UnitPrice >= 0`, `Quantity > 0`, `length(Code) <= 8`,
/// `Score BETWEEN 1 AND 5`, `Features LIKE '%Trailers%'`), so generated rows pass constraints a model holds only as
/// SQL text (`checks:`, a table's CHECK) instead of being skipped.
///
/// Only checks that name this one column are read; anything else is left to
/// `INSERT OR IGNORE`, and the fill's notes say how many rows it skipped.
struct CheckHints {
    var values: [String]?
    var minimum: Double?
    var maximum: Double?
    var maxLength: Int?
    /// A check calls `json_valid` on the column (Django's JSONField on SQLite, `CHECK
    /// ((JSON_VALID("metadata") OR "metadata" IS NULL))`): its text must be JSON.
    var isJSON = false

    init(column: String, checks: [String]) {
        let name = "(?:\"\(NSRegularExpression.escapedPattern(for: column))\"|`\(NSRegularExpression.escapedPattern(for: column))`|\\[\(NSRegularExpression.escapedPattern(for: column))\\]|\\b\(NSRegularExpression.escapedPattern(for: column))\\b)"
        let number = "\\(?\\s*(-?[0-9]+(?:\\.[0-9]+)?)\\s*\\)?"
        for check in checks {
            if let list = Self.match("\(name)\\s+IN\\s*\\(([^)]*)\\)", in: check)?.first {
                let items = Self.items(list)
                if !items.isEmpty { values = items }
            }
            if let bounds = Self.match("\(name)\\s+BETWEEN\\s+\(number)\\s+AND\\s+\(number)", in: check), bounds.count == 2 {
                raise(Double(bounds[0]))
                lower(Double(bounds[1]))
            }
            for comparison in Self.matches("\(name)\\s*(>=|>|<=|<)\\s*\(number)", in: check) where comparison.count == 2 {
                guard let value = Double(comparison[1]) else { continue }
                switch comparison[0] {
                case ">=": raise(value)
                case ">": raise(value + 1)
                case "<=": lower(value)
                default: lower(value - 1)
                }
            }
            // A server's form of an IN list, the column and each item perhaps cast, as an
            // adopted server CHECK keeps it (`CAST(role AS text) = ANY (ARRAY[CAST(CAST('user'
            // AS character varying) AS text), …])`, `(role)::text = ANY ((ARRAY['user', …])::text[])`):
            // its quoted items. Unread, every generated row broke it, and 11 of Sanbase's
            // tables were tested empty.
            if values == nil, let list = Self.match(
                "(?:CAST\\s*\\(\\s*\(name)\\s+AS\\s+[^)]*\\)|\\(\\s*\(name)\\s*\\)(?:::[a-z ]+)?|\(name)(?:::[a-z ]+)?)\\s*=\\s*ANY\\s*\\(\\s*\\(?\\s*ARRAY\\s*\\[(.*)\\]", in: check)?.first {
                let quoted = Self.matches("'((?:[^']|'')*)'", in: list).compactMap(\.first).map { $0.replacingOccurrences(of: "''", with: "'") }
                if !quoted.isEmpty { values = quoted }
            }
            // `col LIKE '%Trailers%' OR col LIKE …`: text each pattern accepts.
            let likes = Self.matches("\(name)\\s+LIKE\\s+'((?:[^']|'')*)'", in: check).compactMap(\.first)
            if !likes.isEmpty, values == nil {
                values = likes.map { $0.replacingOccurrences(of: "''", with: "'").replacingOccurrences(of: "%", with: "").replacingOccurrences(of: "_", with: "x") }
            }
            if Self.match("(?i:json_valid)\\s*\\(\\s*(\(name))\\s*\\)", in: check) != nil { isJSON = true }
            if let limit = Self.match("length\\s*\\(\\s*\(name)\\s*\\)\\s*(<=|<)\\s*([0-9]+)", in: check), limit.count == 2, let length = Int(limit[1]) {
                maxLength = min(maxLength ?? .max, limit[0] == "<" ? length - 1 : length)
            }
        }
    }

    var isEmpty: Bool { values == nil && minimum == nil && maximum == nil && maxLength == nil && !isJSON }

    /// `attribute` with the hints added to its own rules (the tighter bound wins).
    func applied(to attribute: Attribute) -> Attribute {
        var attribute = attribute
        // JSON text is generated as a `json` attribute's: the column stores text alike.
        if isJSON, attribute.type == .string, attribute.values == nil { attribute.type = .json }
        if let values, attribute.values == nil, attribute.type == .string { attribute.values = values }
        if let minimum, attribute.type.isNumeric {
            let current = attribute.min.flatMap(Self.number) ?? -.infinity
            if minimum > current { attribute.min = Self.value(minimum, for: attribute.type) }
        }
        if let maximum, attribute.type.isNumeric {
            let current = attribute.max.flatMap(Self.number) ?? .infinity
            if maximum < current { attribute.max = Self.value(maximum, for: attribute.type) }
        }
        if let maxLength, attribute.type.isTextual, maxLength < (attribute.maxLength ?? .max) { attribute.maxLength = max(0, maxLength) }
        return attribute
    }

    private mutating func raise(_ value: Double?) {
        guard let value else { return }
        minimum = max(minimum ?? -.infinity, value)
    }

    private mutating func lower(_ value: Double?) {
        guard let value else { return }
        maximum = min(maximum ?? .infinity, value)
    }

    private static func value(_ number: Double, for type: AttributeType) -> ModelValue {
        if [.int, .int16, .int32].contains(type) {
            // A bound beyond 64 bits is the type's own limit.
            let clamped = min(max(number.rounded(.towardZero), -9_223_372_036_854_775_808), 9_223_372_036_854_774_784)
            return .int(Int64(clamped))
        }
        return .double(number)
    }

    private static func number(_ value: ModelValue) -> Double? {
        switch value {
        case .int(let number): Double(number)
        case .double(let number): number
        case .string(let text): Double(text)
        case .bool: nil
        }
    }

    /// `'a', 'b''c', 3` → `["a", "b'c", "3"]`.
    private static func items(_ list: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: "'((?:[^']|'')*)'|(-?[0-9]+(?:\\.[0-9]+)?)") else { return [] }
        return expression.matches(in: list, range: NSRange(list.startIndex..., in: list)).compactMap { result in
            if let quoted = Range(result.range(at: 1), in: list) { return String(list[quoted]).replacingOccurrences(of: "''", with: "'") }
            return Range(result.range(at: 2), in: list).map { String(list[$0]) }
        }
    }

    private static func match(_ pattern: String, in text: String) -> [String]? {
        matches(pattern, in: text).first
    }

    /// Each match's capture groups (an unmatched group as empty text).
    private static func matches(_ pattern: String, in text: String) -> [[String]] {
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).map { result in
            (1..<result.numberOfRanges).map { index in
                Range(result.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }
}
