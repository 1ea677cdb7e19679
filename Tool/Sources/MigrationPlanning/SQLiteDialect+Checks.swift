import SQLiteSchema

/// A plan's checks (``CheckCondition``) in SQLite's SQL: the text plans and SQLite's
/// migration files hold (`StepCheck.sql`, `StepCheck.samples`).
///
/// Rows are named in samples by their primary key, or by their rowid when the table has
/// none (every table without a primary key has one: `WITHOUT ROWID` needs a key).
/// Copied rows (``CheckRows/copied(from:columns:key:)``) are read through a subquery
/// that SQLite needs no name for.
extension SQLiteDialect {
    /// The count query of `condition`, and the query of a few of its rows.
    public func written(_ condition: CheckCondition) -> (count: String, samples: String?) {
        switch condition {
        case .conversionLoss(let table, let column, let from, let to, let key):
            let test = lossCondition(of: quote(column), from: from, to: to) ?? "0"
            return rows(.table(table, key: key), where: test, shown: [column])
        case .valueFormat(let table, let column, let format, let key, let storage):
            let stored = quote(column)
            let test = violation(of: format, storage == .text ? stored : "CAST(\(stored) AS TEXT)")
            return rows(.table(table, key: key), where: test, shown: [column])
        case .rows(let rows, let test, let shown):
            return self.rows(rows, where: self.test(test), shown: shown)
        case .duplicates(let rows, let columns, let condition):
            let quoted = quoteList(columns)
            var filters = columns.map { "\(quote($0)) IS NOT NULL" }
            if let condition { filters.append("(\(condition))") }
            let groups = "FROM \(from(rows)) WHERE \(filters.joined(separator: " AND ")) GROUP BY \(quoted) HAVING count(*) > 1"
            return ("SELECT coalesce(sum(\"n\"), 0) FROM (SELECT count(*) AS \"n\" \(groups))", "SELECT \(quoted), count(*) AS \"rows\" \(groups) LIMIT 3")
        case .orphans(let rows, let columns, let parent, let parentColumns):
            let row = quote("_modelc_row")
            let notNull = columns.map { "\(row).\(quote($0)) IS NOT NULL" }.joined(separator: " AND ")
            let key = self.key(of: rows)
            let shown = (key + columns.map(quote).filter { !key.contains($0) }).map { "\(row).\($0)" }.joined(separator: ", ")
            var filter = notNull
            if let parent {
                let parentRow = quote("_modelc_parent")
                let matches = zip(columns, parentColumns).map { "\(parentRow).\(quote($1)) = \(row).\(quote($0))" }.joined(separator: " AND ")
                filter += " AND NOT EXISTS (SELECT 1 FROM \(quote(parent)) AS \(parentRow) WHERE \(matches))"
            }
            let found = "FROM \(from(rows)) AS \(row) WHERE \(filter)"
            return ("SELECT count(*) \(found)", "SELECT \(shown) \(found) LIMIT 3")
        case .sharedValues(let table, let column):
            let groups = "SELECT \(quote(column)) FROM \(quote(table)) WHERE \(quote(column)) IS NOT NULL GROUP BY \(quote(column)) HAVING count(*) > 1"
            return ("SELECT count(*) FROM (\(groups))", "\(groups) LIMIT 3")
        }
    }

    /// `SELECT count(*) FROM <rows> [WHERE test]`, and its rows' key and `shown` columns.
    private func rows(_ rows: CheckRows, where test: String?, shown: [String]) -> (count: String, samples: String?) {
        let filter = test.map { " WHERE \($0)" } ?? ""
        let key = self.key(of: rows)
        let columns = key + shown.map(quote).filter { !key.contains($0) }
        let list = columns.isEmpty ? "*" : columns.joined(separator: ", ")
        return ("SELECT count(*) FROM \(from(rows))\(filter)", "SELECT \(list) FROM \(from(rows))\(filter) LIMIT 3")
    }

    /// How `rows` are read after `FROM`: the table, or the copy's subquery.
    private func from(_ rows: CheckRows) -> String {
        rows.subquery.map { "(\($0))" } ?? quote(rows.tableName)
    }

    /// The quoted columns naming a row of `rows` in samples: the key, or the rowid of a
    /// table without one. Copied rows are named by the key columns they copy.
    private func key(of rows: CheckRows) -> [String] {
        switch rows {
        case .table(_, let key): key.isEmpty ? ["rowid"] : key.map(quote)
        case .copied(_, _, let key): key.map(quote)
        }
    }

    /// `test` as a condition; nil for every row.
    private func test(_ test: RowTest) -> String? {
        switch test {
        case .any:
            return nil
        case .allNull(let columns):
            return columns.map { "\(quote($0)) IS NULL" }.joined(separator: " AND ")
        case .anyNotNull(let columns):
            return columns.map { "\(quote($0)) IS NOT NULL" }.joined(separator: " OR ")
        case .moreThanOneNotNull(let columns):
            return columns.map { "(CASE WHEN \(quote($0)) IS NULL THEN 0 ELSE 1 END)" }.joined(separator: " + ") + " > 1"
        case .violating(let check):
            return "NOT (\(check))"
        }
    }

    /// A condition over the old column true for values converting its storage from
    /// `from` to `to` would change (so the step is data-dependent); nil when the
    /// conversion is lossless.
    func lossCondition(of column: String, from: ColumnType, to: ColumnType) -> String? {
        switch (from, to) {
        case _ where from == to, (_, .any), (.integer, .text), (.text, .blob):
            return nil
        case (.integer, .real):
            return "\(column) NOT BETWEEN -9007199254740992 AND 9007199254740992"
        case (.any, .integer):
            // A column without a type (a database that predates modelc) holds any storage
            // class: integers pass, and other values whose text survives the conversion.
            return "\(column) IS NOT NULL AND typeof(\(column)) <> 'integer' AND CAST(CAST(\(column) AS INTEGER) AS TEXT) IS NOT CAST(\(column) AS TEXT)"
        case (.any, .real):
            return "\(column) IS NOT NULL AND ((typeof(\(column)) = 'integer' AND \(column) NOT BETWEEN -9007199254740992 AND 9007199254740992)"
                + " OR (typeof(\(column)) NOT IN ('integer', 'real') AND CAST(CAST(\(column) AS REAL) AS TEXT) IS NOT CAST(\(column) AS TEXT)))"
        case (.any, _):
            return "\(column) IS NOT NULL AND typeof(\(column)) <> '\(to.rawValue.lowercased())' AND CAST(\(column) AS \(to.rawValue)) IS NOT \(column)"
        default:
            return "\(column) IS NOT NULL AND CAST(CAST(\(column) AS \(to.rawValue)) AS \(from.rawValue)) IS NOT \(column)"
        }
    }

    /// A condition true when `value` (an SQL expression) is not NULL and is not of
    /// `format`, mirroring what the generated records accept when they read a row.
    ///
    /// Dates: the first ten characters must be a real calendar day (`date(julianday())`
    /// of them gives them back, where `2024-02-30` becomes `2024-03-01`), then either nothing or a time
    /// `Thh:mm:ss` (or `t`, or a space) with an optional fraction and a `Z` or `±hh[:]mm`
    /// offset. The parts are named once, in a subquery over the one value.
    public func violation(of format: ValueFormat, _ value: String) -> String {
        switch format {
        case .date:
            func zone(_ text: String) -> String {
                "(\(text) IN ('Z', 'z') OR ((\(text) GLOB '[+-][0-9][0-9]:[0-5][0-9]' OR \(text) GLOB '[+-][0-9][0-9][0-5][0-9]') AND substr(\(text), 2, 2) < '24'))"
            }
            let (v, d, t, f) = (quote("v"), quote("d"), quote("t"), quote("f"))
            let time = "substr(\(v), 11, 9) GLOB '[Tt ][0-9][0-9]:[0-5][0-9]:[0-9][0-9]' AND substr(\(v), 12, 2) < '24' AND substr(\(v), 18, 2) < '61'"
                + " AND CASE WHEN substr(\(t), 1, 1) IN ('.', ',') THEN length(\(f)) < length(\(t)) - 1 AND \(zone(f)) ELSE \(zone(t)) END"
            let valid = "typeof(\(v)) = 'text' AND \(d) GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND date(julianday(\(d))) IS \(d)"
                + " AND (length(\(v)) = 10 OR (\(time)))"
            let parts = "SELECT \(v), substr(\(v), 1, 10) AS \(d), substr(\(v), 20) AS \(t), ltrim(substr(\(v), 21), '0123456789') AS \(f) FROM (SELECT \(value) AS \(v))"
            return "\(value) IS NOT NULL AND NOT coalesce((SELECT \(valid) FROM (\(parts))), 0)"
        case .uuid:
            let hex = "[0-9a-f]"
            let pattern = [8, 4, 4, 4, 12].map { String(repeating: hex, count: $0) }.joined(separator: "-")
            return "\(value) IS NOT NULL AND NOT (typeof(\(value)) = 'text' AND lower(\(value)) GLOB '\(pattern)')"
        }
    }
}
