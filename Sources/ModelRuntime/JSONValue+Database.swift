import Foundation
import GRDB

/// A `json` attribute is stored as its compact, key-sorted JSON text (TEXT, checked with
/// `json_valid` by the compiled schema).
extension JSONValue: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue {
        jsonText.databaseValue
    }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> JSONValue? {
        switch dbValue.storage {
        case .null: return .null
        case .string(let text): return try? JSONValue(text: text)
        case .blob(let data): return try? JSONValue(data: data)
        case .int64(let value): return .int(value)
        case .double(let value): return .double(value)
        }
    }
}

/// The storage encodings of values whose GRDB defaults differ from the compiled schema:
/// dates (GRDB writes `2024-01-02 03:04:05.678`; modelc stores `…T03:04:05.678Z`) and
/// UUIDs (GRDB writes 16-byte blobs; modelc stores lowercase text).
public enum StorageValue {
    /// A date as stored: ISO-8601 UTC text with milliseconds.
    public static func date(_ date: Date) -> DatabaseValue {
        StorageFormat.string(from: date).databaseValue
    }

    /// A UUID as stored: lowercase text.
    public static func uuid(_ uuid: UUID) -> DatabaseValue {
        StorageFormat.string(from: uuid).databaseValue
    }

    /// A date read back from storage; also accepts GRDB's own formats and numbers so a
    /// database written by other tools still reads.
    public static func decodeDate(_ dbValue: DatabaseValue) -> Date? {
        if case .string(let text) = dbValue.storage, let date = StorageFormat.date(from: text) { return date }
        return Date.fromDatabaseValue(dbValue)
    }

    /// The GRDB date-encoding strategy generated records declare.
    public static let dateEncoding = DatabaseDateEncodingStrategy.custom { StorageFormat.string(from: $0) }

    /// The GRDB date-decoding strategy generated records declare.
    public static let dateDecoding = DatabaseDateDecodingStrategy.custom { decodeDate($0) }
}
