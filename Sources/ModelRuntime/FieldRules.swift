import Foundation

/// A field's validation rules from the model (`min`, `max`, `maxLength`, `pattern`),
/// checked after a payload value is decoded.
///
/// Built with the factory for the field's type (`.range(min: 0, max: 10)`,
/// `.text(maxLength: 20, pattern: "^[A-Z]+$")`), so a rule the type cannot have does not
/// compile. SQLite checks `min`/`max`/`maxLength` again through CHECK constraints;
/// checking here too gives an error with a key path instead of a constraint failure at
/// save time. `values:` is the enum type's own rule.
public struct FieldRules<Value: FieldValue>: Sendable {
    /// The smallest allowed value, when the model sets `min`.
    public let minimum: Value?
    /// The largest allowed value, when the model sets `max`.
    public let maximum: Value?
    /// The longest allowed text in Unicode scalars (as SQLite's `length()` counts).
    public let maxLength: Int?
    /// A regular expression the text must match somewhere.
    public let pattern: String?
    /// Whether the rules check anything (stored: the hot path reads it per value).
    public let hasRules: Bool
    private let checkValue: @Sendable (Value, () -> JSONPath) throws(JSONMappingError) -> Void

    private init(
        minimum: Value? = nil, maximum: Value? = nil, maxLength: Int? = nil, pattern: String? = nil,
        check: @escaping @Sendable (Value, () -> JSONPath) throws(JSONMappingError) -> Void
    ) {
        self.minimum = minimum
        self.maximum = maximum
        self.maxLength = maxLength
        self.pattern = pattern
        self.hasRules = minimum != nil || maximum != nil || maxLength != nil || pattern != nil
        self.checkValue = check
    }

    /// No rules.
    public static var none: FieldRules { FieldRules(check: { _, _ in }) }

    /// Throws when `value` breaks a rule; the error is at `path`.
    @inlinable
    public func check(_ value: Value, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) {
        if hasRules { try run(value, path) }
    }

    @usableFromInline
    func run(_ value: Value, _ path: () -> JSONPath) throws(JSONMappingError) {
        try checkValue(value, path)
    }
}

extension FieldRules where Value: Comparable & CustomStringConvertible {
    /// `min` and `max` (either may be nil).
    public static func range(min minimum: Value?, max maximum: Value?) -> FieldRules {
        FieldRules(minimum: minimum, maximum: maximum) { value, path throws(JSONMappingError) in
            try FieldRule.check(value, minimum: minimum, maximum: maximum, at: path())
        }
    }
}

extension FieldRules where Value == String {
    /// `maxLength` and `pattern` (either may be nil).
    public static func text(maxLength: Int? = nil, pattern: String? = nil) -> FieldRules {
        FieldRules(maxLength: maxLength, pattern: pattern) { value, path throws(JSONMappingError) in
            if let maxLength { try FieldRule.check(value, maxLength: maxLength, at: path()) }
            if let pattern { try FieldRule.check(value, pattern: pattern, at: path()) }
        }
    }
}

extension FieldRules where Value == URL {
    /// `maxLength` on the URL's absolute string.
    public static func text(maxLength: Int) -> FieldRules {
        FieldRules(maxLength: maxLength) { value, path throws(JSONMappingError) in
            try FieldRule.check(value.absoluteString, maxLength: maxLength, at: path())
        }
    }
}
