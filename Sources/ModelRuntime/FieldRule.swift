import Foundation

/// The model's validation rules (`min`, `max`, `maxLength`, `pattern`), checked by
/// generated mappers after decoding a value. `values:` is enforced by the enum type.
///
/// SQLite checks `min`/`max`/`maxLength` again through CHECK constraints; checking here
/// too gives an error with a key path instead of a constraint failure at save time.
public enum FieldRule {
    /// Throws when `value` is outside `minimum...maximum` (either bound optional).
    public static func check<T: Comparable & CustomStringConvertible>(
        _ value: T, minimum: T?, maximum: T?, at path: @autoclosure () -> JSONPath
    ) throws(JSONMappingError) {
        if let minimum, value < minimum {
            throw JSONMappingError(path: path(), reason: .outOfRange(value: value.description, bound: minimum.description, isMinimum: true))
        }
        if let maximum, value > maximum {
            throw JSONMappingError(path: path(), reason: .outOfRange(value: value.description, bound: maximum.description, isMinimum: false))
        }
    }

    /// Throws when `text` has more than `maxLength` characters (Unicode scalars, as SQLite's `length()` counts).
    public static func check(_ text: String, maxLength: Int, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) {
        let length = text.unicodeScalars.count
        if length > maxLength {
            throw JSONMappingError(path: path(), reason: .tooLong(length: length, maxLength: maxLength))
        }
    }

    /// Throws when `text` does not match the regular expression `pattern` anywhere
    /// (anchor it with `^…$` in the model to match the whole text).
    public static func check(_ text: String, pattern: String, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) {
        guard let expression = PatternCache.shared.expression(for: pattern) else {
            throw JSONMappingError(path: path(), reason: .patternMismatch(value: JSONValue.quoted(text), pattern: pattern))
        }
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        if expression.firstMatch(in: text, options: [], range: range) == nil {
            throw JSONMappingError(path: path(), reason: .patternMismatch(value: JSONValue.quoted(text), pattern: pattern))
        }
    }
}

/// Compiled regular expressions by pattern, so a pattern is compiled once per process.
final class PatternCache: @unchecked Sendable {
    static let shared = PatternCache()
    private let lock = NSLock()
    private var expressions: [String: NSRegularExpression] = [:]

    func expression(for pattern: String) -> NSRegularExpression? {
        lock.lock()
        defer { lock.unlock() }
        if let expression = expressions[pattern] { return expression }
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return nil }
        expressions[pattern] = expression
        return expression
    }
}
