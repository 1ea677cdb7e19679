import Foundation

/// How values are written to SQLite so the generated records, the schema compiler and the
/// `sqlite3` shell all agree: dates as ISO-8601 UTC text with milliseconds
/// (`2024-01-02T03:04:05.678Z`), UUIDs as lowercase text.
///
/// Hand-written rather than `ISO8601DateFormatter`: that formatter is a non-`Sendable`
/// class, slow on Linux, and cannot both accept and omit fractional seconds.
public enum StorageFormat {
    /// `2024-01-02T03:04:05.678Z`: always UTC, always three fraction digits, so text order
    /// is time order and equal instants give equal text.
    public static func string(from date: Date) -> String {
        switch StoredDate(date) {
        case .common(let parts):
            // The common case writes the 24 bytes directly: this runs once per date per row on sync paths.
            return String(unsafeUninitializedCapacity: 24) { buffer in
                parts.write(into: buffer)
                return 24
            }
        case .text(let text):
            return text
        }
    }

    /// Hands the stored text of `date` (as `string(from:)` writes it) to `body` without
    /// allocating a string: the sync fast path binds it straight into a statement.
    static func withText<R>(of date: Date, _ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        switch StoredDate(date) {
        case .common(let parts):
            return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
                parts.write(into: buffer)
                return try body(UnsafeRawBufferPointer(buffer))
            }
        case .text(var text):
            return try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
        }
    }

    /// A date split into the fields of its stored text: the year-0…9999 case as numbers,
    /// anything else (expanded years, non-finite intervals) as finished text.
    private enum StoredDate {
        case common(Parts)
        case text(String)

        struct Parts {
            var year: Int, month: Int, day: Int, millisecondOfDay: Int

            /// Writes `YYYY-MM-DDTHH:MM:SS.mmmZ` into the first 24 bytes of `buffer`.
            func write(into buffer: UnsafeMutableBufferPointer<UInt8>) {
                func put(_ value: Int, _ width: Int, at offset: Int) {
                    var value = value
                    for index in stride(from: offset + width - 1, through: offset, by: -1) {
                        buffer[index] = UInt8(truncatingIfNeeded: 0x30 + value % 10)
                        value /= 10
                    }
                }
                put(year, 4, at: 0)
                buffer[4] = UInt8(ascii: "-")
                put(month, 2, at: 5)
                buffer[7] = UInt8(ascii: "-")
                put(day, 2, at: 8)
                buffer[10] = UInt8(ascii: "T")
                put(millisecondOfDay / 3_600_000, 2, at: 11)
                buffer[13] = UInt8(ascii: ":")
                put(millisecondOfDay / 60_000 % 60, 2, at: 14)
                buffer[16] = UInt8(ascii: ":")
                put(millisecondOfDay / 1000 % 60, 2, at: 17)
                buffer[19] = UInt8(ascii: ".")
                put(millisecondOfDay % 1000, 3, at: 20)
                buffer[23] = UInt8(ascii: "Z")
            }
        }

        init(_ date: Date) {
            let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
            guard milliseconds.isFinite, abs(milliseconds) < 9e15 else {
                self = .text("1970-01-01T00:00:00.000Z")
                return
            }
            let (days, millisecondOfDay) = StorageFormat.floorDivision(Int64(milliseconds), 86_400_000)
            let (year, month, day) = StorageFormat.civil(fromDays: days)
            guard (0...9999).contains(year) else {
                self = .text(StorageFormat.extendedYearString(year, month, day, millisecondOfDay))
                return
            }
            self = .common(Parts(year: year, month: month, day: day, millisecondOfDay: millisecondOfDay))
        }
    }

    /// Years outside 0...9999 use ISO-8601's expanded form, `+012345-…`.
    fileprivate static func extendedYearString(_ year: Int, _ month: Int, _ day: Int, _ millisecondOfDay: Int) -> String {
        var text = year < 0 ? "-" : "+"
        text += padded(abs(year), 6)
        text += "-" + padded(month, 2) + "-" + padded(day, 2)
        text += "T" + padded(millisecondOfDay / 3_600_000, 2) + ":" + padded(millisecondOfDay / 60_000 % 60, 2)
        text += ":" + padded(millisecondOfDay / 1000 % 60, 2) + "." + padded(millisecondOfDay % 1000, 3) + "Z"
        return text
    }

    /// Parses ISO-8601: `2024-01-02T03:04:05Z`, `…05.678Z`, any number of fraction digits,
    /// `+02:00`/`-0530`/`Z` offsets, a space instead of `T`, or a plain date (`1977-05-25`,
    /// midnight UTC). A time without an offset is UTC, as SQLite's date functions read
    /// it and write it (`CURRENT_TIMESTAMP` and `datetime('now')` give `2024-05-31
    /// 12:00:00`). A year beyond 0…9999 is in ISO-8601's expanded form (`+012345-…`), as
    /// `string(from:)` writes it. Returns `nil` for anything else, including impossible
    /// dates.
    public static func date(from text: String) -> Date? {
        var text = text
        return text.withUTF8 { parseDate(UnsafeRawBufferPointer($0)) }
    }

    /// Whether `bytes` are a date already in the stored form (`YYYY-MM-DDTHH:MM:SS.mmmZ`, a
    /// real calendar day, no leap second). `parseDate` accepts every such text, and
    /// formatting the parsed date gives it back unchanged (milliseconds survive the round
    /// trip through `Date` for every year 0…9999, the error staying far below half a
    /// millisecond), so the sync fast path binds it as it is, without parsing it.
    static func isStoredForm(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count == 24, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "."), bytes[23] == UInt8(ascii: "Z")
        else { return false }
        func number(_ start: Int, _ count: Int) -> Int {
            var value = 0
            for index in start..<start + count {
                let digit = Int(bytes[index]) - 0x30
                guard (0...9).contains(digit) else { return -1 }
                value = value * 10 + digit
            }
            return value
        }
        let year = number(0, 4), month = number(5, 2), day = number(8, 2)
        guard year >= 0, (1...12).contains(month), day >= 1, day <= daysInMonth(year, month) else { return false }
        return (0..<24).contains(number(11, 2)) && (0..<60).contains(number(14, 2)) && (0..<60).contains(number(17, 2))
            && number(20, 3) >= 0
    }

    /// The lowercase canonical text of a UUID (`e621e1f8-c36c-495a-93fc-0c247a3e6e5f`).
    public static func string(from uuid: UUID) -> String {
        uuid.uuidString.lowercased()
    }

    static func parseDate(_ bytes: UnsafeRawBufferPointer) -> Date? {
        var scanner = DateScanner(bytes: bytes)
        let era = scanner.sign()
        guard let digits = scanner.number(era == nil ? 4 : 6), scanner.expect(UInt8(ascii: "-")), let month = scanner.number(2),
            scanner.expect(UInt8(ascii: "-")), let day = scanner.number(2)
        else { return nil }
        let year = (era ?? 1) * digits
        guard (1...12).contains(month), day >= 1, day <= daysInMonth(year, month) else { return nil }
        var seconds = Double(days(fromCivil: year, month, day)) * 86_400
        if scanner.isAtEnd { return Date(timeIntervalSince1970: seconds) }
        guard scanner.expect(UInt8(ascii: "T")) || scanner.expect(UInt8(ascii: "t")) || scanner.expect(UInt8(ascii: " ")) else { return nil }
        guard let hour = scanner.number(2), scanner.expect(UInt8(ascii: ":")), let minute = scanner.number(2),
            scanner.expect(UInt8(ascii: ":")), let second = scanner.number(2), hour < 24, minute < 60, second < 61
        else { return nil }
        seconds += Double(hour * 3600 + minute * 60 + second)
        if scanner.expect(UInt8(ascii: ".")) || scanner.expect(UInt8(ascii: ",")) {
            guard let milliseconds = scanner.fractionInMilliseconds() else { return nil }
            seconds += Double(milliseconds) / 1000
        }
        if scanner.expect(UInt8(ascii: "Z")) || scanner.expect(UInt8(ascii: "z")) {
            // UTC
        } else if let sign = scanner.sign() {
            guard let offsetHours = scanner.number(2) else { return nil }
            _ = scanner.expect(UInt8(ascii: ":"))
            guard let offsetMinutes = scanner.number(2), offsetHours < 24, offsetMinutes < 60 else { return nil }
            seconds -= Double(sign * (offsetHours * 3600 + offsetMinutes * 60))
        }
        guard scanner.isAtEnd else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    fileprivate static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int, Int) {
        var quotient = value / divisor
        var remainder = value % divisor
        if remainder < 0 {
            quotient -= 1
            remainder += divisor
        }
        return (Int(quotient), Int(remainder))
    }

    private static func daysInMonth(_ year: Int, _ month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    private static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    fileprivate static func civil(fromDays days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

/// A cursor over the bytes of an ISO-8601 text (a struct, so parsing allocates nothing).
private struct DateScanner {
    let bytes: UnsafeRawBufferPointer
    var index = 0

    var isAtEnd: Bool { index == bytes.count }

    /// Exactly `count` decimal digits.
    mutating func number(_ count: Int) -> Int? {
        guard index + count <= bytes.count else { return nil }
        var value = 0
        for offset in 0..<count {
            let byte = bytes[index + offset]
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        index += count
        return value
    }

    mutating func expect(_ character: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == character else { return false }
        index += 1
        return true
    }

    /// `+1` or `-1` for an offset sign.
    mutating func sign() -> Int? {
        if expect(UInt8(ascii: "+")) { return 1 }
        if expect(UInt8(ascii: "-")) { return -1 }
        return nil
    }

    /// One or more fraction digits, rounded to milliseconds.
    mutating func fractionInMilliseconds() -> Int? {
        var digits = 0
        var microseconds = 0
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            if digits < 6 { microseconds = microseconds * 10 + Int(bytes[index] - 0x30) }
            digits += 1
            index += 1
        }
        guard digits > 0 else { return nil }
        for _ in digits..<6 { microseconds *= 10 }
        return (microseconds + 500) / 1000
    }
}
