import Foundation

/// The field decoders generated mappers call, one per attribute type.
///
/// Each takes the path of the value as an autoclosure, so the path is built only when a
/// decoder throws. `null` is always an error here: generated code handles `null` for
/// optional fields before calling a decoder, so reaching one with `null` means the field
/// is required. Numbers convert only when no precision is lost.
extension JSONValue {
    private func mismatch(_ expected: String, _ path: () -> JSONPath) -> JSONMappingError {
        if case .null = self { return JSONMappingError(path: path(), reason: .nullNotAllowed(expected: expected)) }
        return JSONMappingError(path: path(), reason: .typeMismatch(expected: expected, got: errorDescription))
    }

    /// A string, as is.
    public func decodeString(at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> String {
        if case .string(let value) = self { return value }
        throw mismatch("a string", path)
    }

    /// `true` or `false` only; `0`/`1` and `"true"` are type errors.
    public func decodeBool(at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Bool {
        if case .bool(let value) = self { return value }
        throw mismatch("a boolean", path)
    }

    /// An integer; a double converts only when it is integral and in range (`3.0`, not `3.5`).
    public func decodeInt64(at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Int64 {
        try integer(expected: "an integer", path)
    }

    /// A 64-bit integer as Swift's `Int`.
    public func decodeInt(at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Int {
        let value = try integer(expected: "an integer", path)
        guard let int = Int(exactly: value) else {
            throw JSONMappingError(path: path(), reason: .lossyNumber(expected: "an integer", got: errorDescription))
        }
        return int
    }

    /// An integer that fits in 32 bits.
    public func decodeInt32(at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Int32 {
        let value = try integer(expected: "a 32-bit integer", path)
        guard let narrow = Int32(exactly: value) else {
            throw JSONMappingError(path: path(), reason: .lossyNumber(expected: "a 32-bit integer", got: errorDescription))
        }
        return narrow
    }

    /// An integer that fits in 16 bits.
    public func decodeInt16(at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Int16 {
        let value = try integer(expected: "a 16-bit integer", path)
        guard let narrow = Int16(exactly: value) else {
            throw JSONMappingError(path: path(), reason: .lossyNumber(expected: "a 16-bit integer", got: errorDescription))
        }
        return narrow
    }

    private func integer(expected: String, _ path: () -> JSONPath) throws(JSONMappingError) -> Int64 {
        switch self {
        case .int(let value): return value
        case .double(let value):
            if value.rounded() == value, value >= -9.223372036854775808e18, value < 9.223372036854775808e18 {
                return Int64(value)
            }
            throw JSONMappingError(path: path(), reason: .lossyNumber(expected: expected, got: errorDescription))
        default: throw mismatch(expected, path)
        }
    }

    /// A number; an integer converts only when a `Double` holds it exactly (|n| ≤ 2^53).
    public func decodeDouble(at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Double {
        switch self {
        case .double(let value): return value
        case .int(let value):
            guard let exact = Double(exactly: value) else {
                throw JSONMappingError(path: path(), reason: .lossyNumber(expected: "a number", got: errorDescription))
            }
            return exact
        default: throw mismatch("a number", path)
        }
    }

    /// A number in `Float`'s range, rounded to the nearest `Float` (that rounding is what a
    /// `float` attribute means); values beyond `Float`'s range are errors.
    public func decodeFloat(at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Float {
        // An integer goes straight to `Float`: above 2^53 it is not an exact `Double`,
        // but it is in `Float`'s range, and rounding is what the attribute means.
        if case .int(let integer) = self { return Float(integer) }
        let value = try decodeDouble(at: path())
        let narrow = Float(value)
        guard narrow.isFinite || !value.isFinite else {
            throw JSONMappingError(path: path(), reason: .lossyNumber(expected: "a 32-bit float", got: errorDescription))
        }
        return narrow
    }

    /// A decimal from a string (`"12.50"`, exact) or a number. A JSON number with a
    /// fraction or beyond 64 bits is read as a `Double`, which keeps 15 significant digits
    /// exactly: one that needs more (`123456789.123456789` would be stored
    /// `123456789.12345679`) is refused, as a decimal that only a string carries exactly.
    public func decodeDecimal(at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Decimal {
        switch self {
        case .int(let value): return Decimal(value)
        case .double(let value):
            let text = String(value)
            guard Self.significantDigits(of: text) <= 15 else {
                throw mismatch("a decimal number (one of more than 15 significant digits as a string: a JSON number holds 15 exactly)", path)
            }
            if let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) { return decimal }
        case .string(let text):
            // `Decimal(string:)` reads the longest numeral it can from the start (`"1.2.3"`
            // gives 1.2), so the whole text must be one numeral first.
            if Self.isDecimalNumeral(text), let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) {
                return decimal
            }
        default: break
        }
        throw mismatch("a decimal number", path)
    }

    /// An ISO-8601 date string, with or without fractional seconds, or a plain `YYYY-MM-DD`.
    public func decodeDate(at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Date {
        if case .string(let text) = self, let date = StorageFormat.date(from: text) { return date }
        throw mismatch("a date", path)
    }

    /// A UUID string, in either case.
    public func decodeUUID(at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> UUID {
        if case .string(let text) = self, let uuid = UUID(uuidString: text) { return uuid }
        throw mismatch("a UUID", path)
    }

    /// A URL string that Foundation can parse.
    public func decodeURL(at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> URL {
        if case .string(let text) = self, !text.isEmpty, let url = URL(string: text) { return url }
        throw mismatch("a URL", path)
    }

    /// Bytes as a base64 string.
    public func decodeData(at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> Data {
        if case .string(let text) = self, let data = Data(base64Encoded: text) { return data }
        throw mismatch("base64 data", path)
    }

    /// Any JSON value (for `json` attributes); only `null` on a required field is refused.
    public func decodeJSON(at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> JSONValue {
        if case .null = self { throw mismatch("a JSON value", path) }
        return self
    }

    /// One of an enumeration's raw values.
    public func decodeEnum<E: RawRepresentable & CaseIterable>(
        _ type: E.Type, at path: @autoclosure () -> JSONPath
    ) throws(JSONMappingError) -> E where E.RawValue == String {
        let text = try decodeString(at: path())
        guard let value = E(rawValue: text) else {
            throw JSONMappingError(path: path(), reason: .notAllowed(value: errorDescription, allowed: E.allCases.map(\.rawValue)))
        }
        return value
    }

    /// The object members, or a type error naming `entity`.
    ///
    /// `null` is a wrong type here like any other value: a payload or a nested list is not a
    /// field, so "the field is required" would send the reader looking for one.
    public func decodeObject(at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> [String: JSONValue] {
        if case .object(let members) = self { return members }
        throw JSONMappingError(path: path(), reason: .typeMismatch(expected: "an object", got: errorDescription))
    }

    /// The array elements, or a type error (`null` included, as for `decodeObject`).
    public func decodeArray(at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> [JSONValue] {
        if case .array(let elements) = self { return elements }
        throw JSONMappingError(path: path(), reason: .typeMismatch(expected: "an array", got: errorDescription))
    }

    /// The key of a referenced record: the value itself (`"owner": 42`), or the `idKey`
    /// member of a nested object (`"owner": {"id": 42, …}`), which the store upserts.
    public func referenceKey(idKey: String, at path: @autoclosure () -> JSONPath) throws(JSONMappingError) -> JSONValue {
        guard case .object(let members) = self else { return self }
        guard let key = members[idKey] else {
            throw JSONMappingError(path: path().appending(idKey), reason: .missing(expected: "the referenced record's key"))
        }
        return key
    }

    /// The significant digits of a number's text (`Double`'s `description`: `-0.00125`
    /// has 3, `1.2345678901234568e+22` 17, `100000.0` 1).
    static func significantDigits(of text: String) -> Int {
        let mantissa = text.prefix { $0 != "e" && $0 != "E" }
        let digits = mantissa.filter { $0.isASCII && $0.isNumber }.drop { $0 == "0" }
        return digits.count - digits.reversed().prefix { $0 == "0" }.count
    }

    /// Whether `text` is one decimal numeral: an optional sign, digits with at most one
    /// point (digits on at least one side), and an optional exponent (`-12.50`, `.5`, `1e-3`).
    static func isDecimalNumeral(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        func digits() -> Int {
            let count = bytes.prefix(while: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }).count
            bytes = bytes.dropFirst(count)
            return count
        }
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        var mantissa = digits()
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
