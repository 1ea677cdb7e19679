/// The value types an attribute can hold.
///
/// Storage in SQLite is decided by the schema compiler; this type only names what the
/// model author means.
public enum AttributeType: String, CaseIterable, Hashable, Sendable, Codable {
    case string
    /// A 64-bit signed integer.
    case int
    case int16
    case int32
    case double
    case float
    case bool
    /// An exact decimal number, stored as text so no precision is lost.
    case decimal
    /// A point in time, stored as ISO-8601 UTC text with milliseconds.
    case date
    /// A UUID, stored as canonical lowercase text.
    case uuid
    case data
    case url
    /// Any JSON value, stored as text checked with `json_valid`.
    case json

    /// Whether the type is one of the integer types.
    public var isInteger: Bool {
        switch self {
        case .int, .int16, .int32: true
        default: false
        }
    }

    /// The integers a value of the type is stored as: the range of an integer type, and
    /// 0 and 1 for `bool`; nil for the other types.
    public var integerRange: ClosedRange<Int64>? {
        switch self {
        case .int: Int64.min...Int64.max
        case .int32: Int64(Int32.min)...Int64(Int32.max)
        case .int16: Int64(Int16.min)...Int64(Int16.max)
        case .bool: 0...1
        default: nil
        }
    }

    /// Whether `min`/`max` make sense for the type.
    public var isNumeric: Bool {
        switch self {
        case .int, .int16, .int32, .double, .float, .decimal: true
        default: false
        }
    }

    /// Whether `maxLength` and `pattern` make sense for the type.
    public var isTextual: Bool {
        switch self {
        case .string, .url: true
        default: false
        }
    }
}
