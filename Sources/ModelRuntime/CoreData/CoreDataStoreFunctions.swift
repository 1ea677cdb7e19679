import Foundation
import GRDB

/// The SQL functions the copy calls for what SQL cannot say (`modelc_coredata_date`,
/// `_uuid`, `_decimal`, `_external`); `modelc import coredata` writes the SQL that calls
/// them (its `CoreDataStoreCopy+Values` has the table of conversions). Their failures name
/// the table and column.
enum CoreDataStoreFunctions {
    /// The first error a conversion function met: SQLite only carries a message, so the
    /// typed error waits here for the importer to throw.
    final class Failure: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: CoreDataStoreMigrationError?

        var error: CoreDataStoreMigrationError? {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }

        func record(_ error: CoreDataStoreMigrationError) -> CoreDataStoreMigrationError {
            lock.lock()
            defer { lock.unlock() }
            if stored == nil { stored = error }
            return error
        }
    }

    /// The external data references whose file was missing and which were stored as NULL
    /// (`CoreDataStoreCopier.MissingExternalData.clear`), by `table.column`.
    final class Cleared: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String: Int] = [:]

        var counts: [String: Int] {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }

        func add(_ place: String) {
            lock.lock()
            defer { lock.unlock() }
            stored[place, default: 0] += 1
        }
    }

    /// The conversion functions, for a store at `storePath` (external data is read from
    /// `.<Store>_SUPPORT/_EXTERNAL_DATA/` beside it). A reference to a file that is not
    /// there fails the copy, or with `cleared`, is stored as NULL and counted there.
    /// A Decimal that is NaN (`NSDecimalNumber.notANumber`, which Core Data stores as the
    /// text `NaN`: Artsy's stores hold it in `ZDIAMETER`) is stored as NULL, the "no
    /// number" a decimal column can hold, and counted in `notANumber`.
    static func functions(storePath: String, failure: Failure, cleared: Cleared? = nil, notANumber: Cleared = Cleared()) -> [DatabaseFunction] {
        let storeURL = URL(fileURLWithPath: storePath)
        let external = storeURL.deletingLastPathComponent()
            .appendingPathComponent("." + storeURL.deletingPathExtension().lastPathComponent + "_SUPPORT")
            .appendingPathComponent("_EXTERNAL_DATA")
        @Sendable func split(_ place: DatabaseValue) -> (table: String, column: String) {
            let text = String.fromDatabaseValue(place) ?? ""
            let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
            return (parts.first ?? text, parts.count > 1 ? parts[1] : "")
        }
        @Sendable func bad(_ place: DatabaseValue, _ message: String) -> CoreDataStoreMigrationError {
            let (table, column) = split(place)
            return failure.record(.badValue(table: table, message: "column `\(column)`: \(message)"))
        }
        let date = DatabaseFunction("modelc_coredata_date", argumentCount: 2, pure: true) { values in
            guard let seconds = Double.fromDatabaseValue(values[0]), seconds.isFinite, values[0].storage.isNumeric else {
                throw bad(values[1], "\(values[0]) is not a Core Data timestamp (seconds since 2001-01-01)")
            }
            // A timestamp millions of years away (microseconds saved as seconds) has no
            // stored text that reads back as it: refused, rather than stored as 1970.
            let date = Date(timeIntervalSinceReferenceDate: seconds)
            let text = StorageFormat.string(from: date)
            guard let stored = StorageFormat.date(from: text), abs(stored.timeIntervalSince(date)) < 0.001 else {
                throw bad(values[1], "\(values[0]) seconds since 2001-01-01 is a date no record can hold (beyond ±285,000 years)")
            }
            return text
        }
        let uuid = DatabaseFunction("modelc_coredata_uuid", argumentCount: 2, pure: true) { values in
            if let bytes = Data.fromDatabaseValue(values[0]), bytes.count == 16, case .blob = values[0].storage {
                let uuid = bytes.withUnsafeBytes { UUID(uuid: $0.load(as: uuid_t.self)) }
                return StorageFormat.string(from: uuid)
            }
            if case .string(let text) = values[0].storage, let uuid = UUID(uuidString: text) {
                return StorageFormat.string(from: uuid)
            }
            throw bad(values[1], "\(values[0]) is not a UUID (16 bytes, or its text)")
        }
        // Not pure: it counts the NaNs it clears.
        let decimal = DatabaseFunction("modelc_coredata_decimal", argumentCount: 2, pure: false) { values in
            switch values[0].storage {
            case .int64(let number):
                return String(number)
            case .double(let number) where number.isFinite:
                // As the runtime writes a Decimal (`1e+20` is `100000000000000000000`), and
                // only what a Decimal holds: `1.5e300` and `5e-324` made a row no record
                // could read.
                guard let text = Self.decimalText("\(number)"), Double(text) == number else {
                    throw bad(values[1], "\(number) is not a decimal number a Decimal holds (38 digits, exponents -128 to 127)")
                }
                return text
            case .string(let text) where Self.isNumeral(text):
                guard let canonical = Self.decimalText(text) else {
                    throw bad(values[1], "\(text) is not a decimal number a Decimal holds (38 digits, exponents -128 to 127)")
                }
                return canonical
            case .double(let number) where number.isNaN:
                notANumber.add(String.fromDatabaseValue(values[1]) ?? "")
                return DatabaseValue.null
            case .string(let text) where text.caseInsensitiveCompare("NaN") == .orderedSame:
                notANumber.add(String.fromDatabaseValue(values[1]) ?? "")
                return DatabaseValue.null
            default:
                throw bad(values[1], "\(values[0]) is not a decimal number")
            }
        }
        let externalData = DatabaseFunction("modelc_coredata_external", argumentCount: 2, pure: false) { values in
            guard case .blob(let bytes) = values[0].storage, let marker = bytes.first else {
                throw bad(values[1], "\(values[0]) is not an external-storage value (0x01 and the bytes, or 0x02 and a file name)")
            }
            switch marker {
            case 0x01:
                return bytes.dropFirst()
            case 0x02:
                let name = String(decoding: bytes.dropFirst().prefix { $0 != 0 }, as: UTF8.self)
                let file = external.appendingPathComponent(name)
                let named = !name.isEmpty && !name.contains("/")
                guard named, let data = FileManager.default.contents(atPath: file.path) else {
                    if named, let cleared {
                        cleared.add(String.fromDatabaseValue(values[1]) ?? "")
                        return DatabaseValue.null
                    }
                    let (table, column) = split(values[1])
                    throw failure.record(.externalDataMissing(table: table, column: column, file: file.path))
                }
                return data
            default:
                throw bad(values[1], "a value starting with byte \(marker) is not an external-storage value (0x01 and the bytes, or 0x02 and a file name)")
            }
        }
        return [date, uuid, decimal, externalData]
    }

    /// The text the runtime writes for the decimal `text` spells (`Decimal`'s own:
    /// `1e-3` is `0.001`, `12.50` is `12.5`), or nil when a `Decimal` cannot hold it
    /// (beyond its exponents) or holds another number (beyond its 38 digits).
    static func decimalText(_ text: String) -> String? {
        guard let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), !decimal.isNaN else { return nil }
        let written = decimal.description
        // What it reads back must be the number written: no digit or exponent lost.
        guard let back = Decimal(string: written, locale: Locale(identifier: "en_US_POSIX")), back == decimal else { return nil }
        // A number too small for it reads as zero: only a zero is zero.
        if decimal.isZero, text.prefix(while: { $0 != "e" && $0 != "E" }).contains(where: { $0.isNumber && $0 != "0" }) { return nil }
        return written
    }

    /// Whether `text` is a decimal numeral modelc reads back (`-12.50`, `1e-3`).
    static func isNumeral(_ text: String) -> Bool {
        guard !text.isEmpty, Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) != nil else { return false }
        let allowed = Set("0123456789+-.eE")
        return text.allSatisfy(allowed.contains) && text.contains(where: \.isNumber)
    }
}

extension DatabaseValue.Storage {
    /// Whether the value is an integer or a real.
    fileprivate var isNumeric: Bool {
        switch self {
        case .int64, .double: true
        default: false
        }
    }
}
