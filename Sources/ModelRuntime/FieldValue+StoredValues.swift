import Foundation
import GRDB

// GRDB reads a number column with SQLite's conversions (`sqlite3_column_int64`,
// `sqlite3_column_double`), which turn a blob or non-numeric text into 0 and cut a
// fraction off, without an error. A record read that way and saved writes the 0 back
// over the stored value. Only a column without `STRICT` can hold such a value (an adopted
// database's, a Core Data store's), so the numeric types say what they cannot read, and
// `FetchableRecord.init(row:)` refuses the row (`StoredValueError`). So do text and bytes:
// a string field reads a blob through SQLite's text of it (bytes that are not UTF-8
// become U+FFFD), and a `data` field reads text or a number as the bytes of its text,
// then writes a blob back, which is another value in SQLite's eyes (a key stored so is
// no longer found, and an upsert adds a second row).

extension DatabaseValue {
    /// The stored value as a message names it: `the text "n/a"`, `a blob of 4 bytes`.
    var storedValueDescription: String {
        switch storage {
        case .null: "NULL"
        case .int64(let number): "the integer \(number)"
        case .double(let number): "the real number \(number)"
        case .string(let text): "the text " + JSONValue.string(text).errorDescription
        case .blob(let data): "a blob of \(data.count) byte\(data.count == 1 ? "" : "s")"
        }
    }

    /// Why an integer field of `range` cannot read the value; nil when it reads it as stored
    /// (an integer in range, or a real number that is one).
    func integerProblem(in range: ClosedRange<Int64>) -> String? {
        switch storage {
        case .null: return nil
        case .int64(let number): return range.contains(number) ? nil : storedValueDescription + ", which does not fit"
        case .double(let number):
            if let whole = Int64(exactly: number), range.contains(whole) { return nil }
            return storedValueDescription
        case .string, .blob: return storedValueDescription
        }
    }

    /// Why a floating-point field cannot read the value; nil for an integer or a real number.
    var numberProblem: String? {
        switch storage {
        case .null, .int64, .double: nil
        case .string, .blob: storedValueDescription
        }
    }
}

extension Int64 {
    public static func storedValueProblem(_ value: DatabaseValue) -> String? { value.integerProblem(in: Int64.min...Int64.max) }
    public static var checksStoredValues: Bool { true }
}

extension Int32 {
    public static func storedValueProblem(_ value: DatabaseValue) -> String? { value.integerProblem(in: Int64(Int32.min)...Int64(Int32.max)) }
    public static var checksStoredValues: Bool { true }
}

extension Int16 {
    public static func storedValueProblem(_ value: DatabaseValue) -> String? { value.integerProblem(in: Int64(Int16.min)...Int64(Int16.max)) }
    public static var checksStoredValues: Bool { true }
}

extension Bool {
    /// Any integer reads as a boolean (non-zero is true), as SQLite and Core Data mean it.
    public static func storedValueProblem(_ value: DatabaseValue) -> String? { value.integerProblem(in: Int64.min...Int64.max) }
    public static var checksStoredValues: Bool { true }
}

extension Double {
    public static func storedValueProblem(_ value: DatabaseValue) -> String? { value.numberProblem }
    public static var checksStoredValues: Bool { true }
}

extension Float {
    public static func storedValueProblem(_ value: DatabaseValue) -> String? { value.numberProblem }
    public static var checksStoredValues: Bool { true }
}

extension String {
    /// A blob is no text: SQLite gives its bytes as text, replacing what is not UTF-8, and
    /// a saved record writes the text back over the bytes. A number reads as its numeral
    /// (`5` as "5", as `modelc migrate test` reads it).
    public static func storedValueProblem(_ value: DatabaseValue) -> String? {
        if case .blob = value.storage { return value.storedValueDescription }
        return nil
    }
    public static var checksStoredValues: Bool { true }
}

extension Data {
    /// Only a blob is bytes: text or a number read as the bytes of its text, and a saved
    /// record writes them back as a blob, another value (and, in a key, another row).
    public static func storedValueProblem(_ value: DatabaseValue) -> String? {
        switch value.storage {
        case .null, .blob: nil
        case .int64, .double, .string: value.storedValueDescription
        }
    }
    public static var checksStoredValues: Bool { true }
}
