/// Why a JSON payload could not be applied to a record, and where.
///
/// Thrown by generated `init(json:)` / `update(with:)` and by the store. `description`
/// reads `films[3].release_date: expected a date, got "soon"`: the key path first, so a
/// user can find the offending value, then what was expected.
public struct JSONMappingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// The value has the wrong JSON type or format (`expected` names what was wanted).
        case typeMismatch(expected: String, got: String)
        /// A required field is absent from a payload that creates a record.
        case missing(expected: String)
        /// `null` was given for a required field.
        case nullNotAllowed(expected: String)
        /// A number that would lose precision or does not fit the attribute's type.
        case lossyNumber(expected: String, got: String)
        /// A number below the model's `min` or above its `max`.
        case outOfRange(value: String, bound: String, isMinimum: Bool)
        /// A text longer than the model's `maxLength`.
        case tooLong(length: Int, maxLength: Int)
        /// A value outside the model's `values:` enumeration.
        case notAllowed(value: String, allowed: [String])
        /// A text that does not match the model's `pattern`.
        case patternMismatch(value: String, pattern: String)
        /// The bytes are not JSON at all.
        case invalidJSON(offset: Int, message: String)
    }

    /// The entity the payload was applied to (`Film`), when known.
    public var entity: String?
    public var path: JSONPath
    public var reason: Reason

    public init(entity: String? = nil, path: JSONPath, reason: Reason) {
        self.entity = entity
        self.path = path
        self.reason = reason
    }

    /// The same error attributed to `entity`, unless it already names one.
    public func attributed(to entity: String) -> JSONMappingError {
        var copy = self
        if copy.entity == nil { copy.entity = entity }
        return copy
    }

    /// The same error with `prefix` put in front of its path (an element of a batch).
    public func prefixed(by prefix: JSONPath) -> JSONMappingError {
        var copy = self
        copy.path = JSONPath(prefix.components + path.components)
        return copy
    }

    /// The message without the path: `expected a date, got "soon"`.
    public var message: String {
        switch reason {
        case .typeMismatch(let expected, let got): "expected \(expected), got \(got)"
        case .missing(let expected): "expected \(expected), but the key is absent"
        case .nullNotAllowed(let expected): "expected \(expected), got null (the field is required)"
        case .lossyNumber(let expected, let got): "expected \(expected), got \(got), which would not convert exactly"
        case .outOfRange(let value, let bound, let isMinimum):
            isMinimum ? "\(value) is below the minimum \(bound)" : "\(value) is above the maximum \(bound)"
        case .tooLong(let length, let maxLength): "text of \(length) characters is longer than the maximum \(maxLength)"
        case .notAllowed(let value, let allowed):
            "\(value) is not one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))"
        case .patternMismatch(let value, let pattern): "\(value) does not match the pattern \(pattern)"
        case .invalidJSON(let offset, let message): "invalid JSON at byte \(offset): \(message)"
        }
    }

    /// `films[3].release_date: expected a date, got "soon"`.
    public var description: String {
        "\(path): \(message)"
    }
}

extension JSONValue {
    /// The value as shown in an error message: strings quoted (and shortened), containers by kind.
    public var errorDescription: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .int(let value): return String(value)
        case .double(let value): return JSONValue.format(value)
        case .string(let value):
            let shown = value.count > 40 ? String(value.prefix(40)) + "…" : value
            return JSONValue.quoted(shown)
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
