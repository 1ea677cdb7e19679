/// The record oracle's own reading of dates, written from the documented rules rather than
/// from the runtime: ISO-8601 `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM|±HHMM)` or a plain
/// `YYYY-MM-DD` (midnight UTC), impossible dates refused, stored as UTC text with exactly
/// three fraction digits (the fraction rounded half up to the millisecond).
public enum CivilDate {
    /// The stored form (`2024-01-02T03:04:05.678Z`) of an ISO-8601 payload text, or nil
    /// when the text is not a date the rules accept.
    public static func storedText(of text: String) -> String? {
        let bytes = Array(text.utf8)
        var index = 0
        func number(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<(index + count)] {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            index += count
            return value
        }
        func expect(_ character: Character) -> Bool {
            guard index < bytes.count, bytes[index] == character.asciiValue! else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
            (1...12).contains(month), day >= 1, day <= daysInMonth(year: year, month: month)
        else { return nil }
        var milliseconds = Int64(days(year: year, month: month, day: day)) * 86_400_000
        if index == bytes.count { return format(milliseconds) }
        guard expect("T"), let hour = number(2), expect(":"), let minute = number(2), expect(":"), let second = number(2),
            hour < 24, minute < 60, second < 60
        else { return nil }
        milliseconds += Int64(hour * 3_600_000 + minute * 60_000 + second * 1000)
        if expect(".") {
            var digits: [Int] = []
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                digits.append(Int(bytes[index] - 0x30))
                index += 1
            }
            guard !digits.isEmpty else { return nil }
            let padded = digits + [0, 0, 0, 0]
            milliseconds += Int64(padded[0] * 100 + padded[1] * 10 + padded[2] + (padded[3] >= 5 ? 1 : 0))
        }
        if expect("Z") {
        } else if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D {
            let sign: Int64 = bytes[index] == 0x2B ? 1 : -1
            index += 1
            guard let hours = number(2) else { return nil }
            _ = expect(":")
            guard let minutes = number(2), hours < 24, minutes < 60 else { return nil }
            milliseconds -= sign * Int64(hours * 3_600_000 + minutes * 60_000)
        }
        // No zone: UTC (docs/codegen.md, "Dates").
        guard index == bytes.count else { return nil }
        return format(milliseconds)
    }

    /// `2024-01-02T03:04:05.678Z` for milliseconds since 1970 (years 1000 to 9999).
    public static func format(_ milliseconds: Int64) -> String {
        let dayCount = Int((milliseconds - ((milliseconds % 86_400_000) + 86_400_000) % 86_400_000) / 86_400_000)
        let ofDay = Int(((milliseconds % 86_400_000) + 86_400_000) % 86_400_000)
        let (year, month, day) = civil(days: dayCount)
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2) + "T" + padded(ofDay / 3_600_000, 2) + ":"
            + padded(ofDay / 60_000 % 60, 2) + ":" + padded(ofDay / 1000 % 60, 2) + "." + padded(ofDay % 1000, 3) + "Z"
    }

    /// Days in a month of the proleptic Gregorian calendar.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// `value` in decimal with leading zeros to `width` digits.
    public static func padded(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// Days since 1970-01-01, counted month by month (slow and plain on purpose).
    static func days(year: Int, month: Int, day: Int) -> Int {
        var count = 0
        if year >= 1970 {
            for y in 1970..<year { count += daysInYear(y) }
        } else {
            for y in year..<1970 { count -= daysInYear(y) }
        }
        for m in 1..<month { count += daysInMonth(year: year, month: m) }
        return count + day - 1
    }

    static func civil(days: Int) -> (Int, Int, Int) {
        var remaining = days
        var year = 1970
        while remaining < 0 {
            year -= 1
            remaining += daysInYear(year)
        }
        while remaining >= daysInYear(year) {
            remaining -= daysInYear(year)
            year += 1
        }
        var month = 1
        while remaining >= daysInMonth(year: year, month: month) {
            remaining -= daysInMonth(year: year, month: month)
            month += 1
        }
        return (year, month, remaining + 1)
    }

    private static func daysInYear(_ year: Int) -> Int {
        daysInMonth(year: year, month: 2) == 29 ? 366 : 365
    }
}
