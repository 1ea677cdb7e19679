import Foundation
import GRDB
import Migration

extension CountedRows {
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
