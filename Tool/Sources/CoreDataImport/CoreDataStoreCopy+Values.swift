import Foundation
import GRDB
import ModelRuntime

/// Core Data's stored values as modelc stores them, in SQL, with SQL functions for what
/// SQL cannot say.
///
/// | Core Data stores | modelc stores |
/// |---|---|
/// | Date: `REAL` seconds since 2001-01-01 00:00:00 UTC | ISO-8601 UTC text with milliseconds (`StorageFormat`) |
/// | UUID: a 16-byte `BLOB` (or text) | lowercase text |
/// | Decimal: `REAL`, `INTEGER` or text | a decimal numeral as text, as the runtime writes a `Decimal`; one it cannot hold is refused; NaN (`NSDecimalNumber.notANumber`) as NULL, counted |
/// | Binary Data with external storage: `0x01` + the bytes, or `0x02` + a UUID naming a file in `_EXTERNAL_DATA` and a NUL | the bytes |
/// | Binary Data, Transformable: a `BLOB`, or text or a number SQLite kept as written | the bytes (of the text, as `sqlite3_column_blob` reads it) |
/// | everything else (integers, booleans 0/1, Double, Float, String, URI text) | the same value |
///
/// The common cases are built-in SQL (`strftime`, `hex`), so a million dates convert
/// without leaving SQLite; the rest call the `modelc_coredata_*` functions registered by
/// `functions(store:failure:)`, whose failures name the table and column.
extension CoreDataStoreCopy {
    /// Seconds since 2001 of 0000-01-01 and of 9999-12-31 23:59:59 UTC: the timestamps
    /// `strftime` formats as `StorageFormat` does; others go through `StorageFormat` itself.
    static let formattableDates = (-63_145_526_400.0, 252_423_993_599.0)

    /// The SQL of the modelc value of `column`, a Core Data value of type `type`, going to
    /// `destination` (`table.column`, for errors).
    static func value(of column: String, type: CoreDataAttributeType, externalStorage: Bool, destination: String) -> String {
        let place = "'" + destination.replacingOccurrences(of: "'", with: "''") + "'"
        switch type {
        case .date:
            // The milliseconds rounded first, as StorageFormat rounds them, then formatted.
            return """
                CASE WHEN \(column) IS NULL THEN NULL \
                WHEN typeof(\(column)) IN ('real', 'integer') AND \(column) BETWEEN \(formattableDates.0) AND \(formattableDates.1) \
                THEN strftime('%Y-%m-%dT%H:%M:%fZ', round((\(column) + 978307200) * 1000) / 1000.0, 'unixepoch') \
                ELSE modelc_coredata_date(\(column), \(place)) END
                """
        case .uuid:
            let hex = "hex(\(column))"
            return """
                CASE WHEN \(column) IS NULL THEN NULL \
                WHEN typeof(\(column)) = 'blob' AND length(\(column)) = 16 \
                THEN lower(substr(\(hex), 1, 8) || '-' || substr(\(hex), 9, 4) || '-' || substr(\(hex), 13, 4) || '-' || substr(\(hex), 17, 4) || '-' || substr(\(hex), 21)) \
                ELSE modelc_coredata_uuid(\(column), \(place)) END
                """
        case .decimal:
            return "CASE WHEN \(column) IS NULL THEN NULL ELSE modelc_coredata_decimal(\(column), \(place)) END"
        case .binary where externalStorage:
            return "CASE WHEN \(column) IS NULL THEN NULL ELSE modelc_coredata_external(\(column), \(place)) END"
        case .binary, .transformable:
            // SQLite keeps the storage class a value was written with, and Core Data reads
            // these with `sqlite3_column_blob`, which gives a text's (or number's) bytes:
            // passepartout's CloudKit-mirrored store holds text in 8 of 9 rows.
            return "CASE WHEN typeof(\(column)) IN ('text', 'integer', 'real') THEN CAST(\(column) AS BLOB) ELSE \(column) END"
        default:
            return column
        }
    }
}
