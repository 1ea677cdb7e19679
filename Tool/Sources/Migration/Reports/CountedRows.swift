import Foundation
import GRDB

/// How counted rows and sample rows are put into words in refusals and dry runs.
public enum CountedRows {
    /// `1,234`: digits grouped by three, whatever the locale.
    public static func text(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (count < 0 ? "-" : "") + grouped
    }

    /// `1,234 rows of "person" holding a value in "mass"` from a description that starts
    /// with `rows …` (`1 row of …` for one).
    public static func phrase(_ count: Int, _ description: String) -> String {
        if count == 1 && description.hasPrefix("rows ") { return "1 row " + description.dropFirst(5) }
        return "\(text(count)) \(description)"
    }

    /// The rows `sql` returns (a `… LIMIT 3` query), each as `"id" = 2, "code" = 'abc'`;
    /// empty without a query.
    static func samples(_ sql: String?, in db: Database) throws -> [String] {
        guard let sql else { return [] }
        return try Row.fetchAll(db, sql: sql).prefix(3).map { row in
            row.map { column, value in "\"\(column)\" = \(literal(value))" }.joined(separator: ", ")
        }
    }

    /// A value as SQL would write it, long texts and blobs shortened.
    public static func literal(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .null:
            return "NULL"
        case .int64(let number):
            return String(number)
        case .double(let number):
            return String(number)
        case .string(let text):
            let shown = text.count > 40 ? String(text.prefix(39)) + "…" : text
            return "'" + shown.replacingOccurrences(of: "'", with: "''") + "'"
        case .blob(let data):
            let hex = data.prefix(16).map { String(format: "%02x", $0) }.joined()
            return "x'\(hex)'" + (data.count > 16 ? "…" : "")
        }
    }
}
