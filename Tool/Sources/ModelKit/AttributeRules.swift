/// What a value of an attribute must be beyond its type, as Swift checks it: generated
/// records (the `rules:` of their field table, and the enum of a `values:` list) and
/// `modelc sync` (which has no generated code) both read this one value, so they accept
/// and refuse the same JSON. SQLite's CHECKs say the same in SQL (`SchemaCompiler`),
/// except `pattern`, which only Swift checks.
public enum AttributeRules: Hashable, Sendable {
    /// One of these strings (`values:`).
    case oneOf([String])
    /// Between `min` and `max`, either of which may be missing (a numeric attribute).
    case range(min: ModelValue?, max: ModelValue?)
    /// At most `maxLength` characters and matching `pattern` (a `string`; a `url` has
    /// only `maxLength`, on its absolute string).
    case text(maxLength: Int?, pattern: String?)
}

extension Attribute {
    /// The attribute's rules, or nil when it has none.
    public var rules: AttributeRules? {
        if let values { return .oneOf(values) }
        if type.isNumeric {
            return min == nil && max == nil ? nil : .range(min: min, max: max)
        }
        let maxLength = type.isTextual ? self.maxLength : nil
        let pattern = type == .string ? self.pattern : nil
        return maxLength == nil && pattern == nil ? nil : .text(maxLength: maxLength, pattern: pattern)
    }
}
