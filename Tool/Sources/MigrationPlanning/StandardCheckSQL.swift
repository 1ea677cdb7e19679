import SchemaCore

/// The SQL of the checks every engine writes alike (``CheckCondition/rows(_:_:shown:)``,
/// ``CheckCondition/duplicates(_:columns:condition:)``,
/// ``CheckCondition/orphans(_:columns:parent:parentColumns:)``,
/// ``CheckCondition/sharedValues(table:column:)``): `count(*)`, `IS NULL`, `NOT (<check>)`,
/// `GROUP BY … HAVING`, `NOT EXISTS`. Each engine's writer gives what differs: whether a
/// subquery in `FROM` gets a name (`AS "_modelc_sN"`, which some servers require; the
/// default dialect's text, which plans hold, has none), and how a row of a table without
/// a key is named in samples (`keyless`: by a row id where the engine keeps one; nil where
/// it has nothing to name it by, and there are no samples then).
public struct StandardCheckSQL: Sendable {
    /// Whether every subquery in `FROM` is named.
    public var namesSubqueries: Bool
    /// The quoted columns naming a row of a table without a key in samples; nil for none.
    public var keyless: [String]?

    public init(namesSubqueries: Bool, keyless: [String]?) {
        self.namesSubqueries = namesSubqueries
        self.keyless = keyless
    }

    /// The count query of `condition` and the query of a few of its rows; nil for the
    /// kinds each engine writes in its own SQL (a conversion's losses, a value format).
    public func written(_ condition: CheckCondition) -> (count: String, samples: String?)? {
        switch condition {
        case .conversionLoss, .valueFormat:
            return nil
        case .rows(let rows, let test, let shown):
            return self.rows(rows, where: test.sql, shown: shown)
        case .duplicates(let rows, let columns, let condition):
            let quoted = StandardSQL.quoteList(columns)
            var filters = columns.map { "\(StandardSQL.quote($0)) IS NOT NULL" }
            if let condition { filters.append("(\(condition))") }
            let (source, next) = from(rows, subquery: 1)
            let groups = "FROM \(source) WHERE \(filters.joined(separator: " AND ")) GROUP BY \(quoted) HAVING count(*) > 1"
            return ("SELECT coalesce(sum(\"n\"), 0) FROM (SELECT count(*) AS \"n\" \(groups))\(name(next))", "SELECT \(quoted), count(*) AS \"rows\" \(groups) LIMIT 3")
        case .orphans(let rows, let columns, let parent, let parentColumns):
            let row = StandardSQL.quote("_modelc_row")
            let key = self.key(of: rows) ?? []
            let shown = (key + columns.map(StandardSQL.quote).filter { !key.contains($0) }).map { "\(row).\($0)" }.joined(separator: ", ")
            var filter = columns.map { "\(row).\(StandardSQL.quote($0)) IS NOT NULL" }.joined(separator: " AND ")
            if let parent {
                let parentRow = StandardSQL.quote("_modelc_parent")
                let matches = zip(columns, parentColumns).map { "\(parentRow).\(StandardSQL.quote($1)) = \(row).\(StandardSQL.quote($0))" }.joined(separator: " AND ")
                filter += " AND NOT EXISTS (SELECT 1 FROM \(StandardSQL.quote(parent)) AS \(parentRow) WHERE \(matches))"
            }
            let source = rows.subquery.map { "(\($0))" } ?? StandardSQL.quote(rows.tableName)
            let found = "FROM \(source) AS \(row) WHERE \(filter)"
            return ("SELECT count(*) \(found)", "SELECT \(shown) \(found) LIMIT 3")
        case .sharedValues(let table, let column):
            let quoted = StandardSQL.quote(column)
            let groups = "SELECT \(quoted) FROM \(StandardSQL.quote(table)) WHERE \(quoted) IS NOT NULL GROUP BY \(quoted) HAVING count(*) > 1"
            return ("SELECT count(*) FROM (\(groups))\(name(1))", "\(groups) LIMIT 3")
        }
    }

    /// `SELECT count(*) FROM <rows> [WHERE test]`, and the query of a few of them: their
    /// key and the `shown` columns (none when a row has nothing to be named by).
    public func rows(_ rows: CheckRows, where test: String?, shown: [String]) -> (count: String, samples: String?) {
        let filter = test.map { " WHERE \($0)" } ?? ""
        let source = from(rows, subquery: 1).text
        let samples = key(of: rows).map { key in
            let columns = key + shown.map(StandardSQL.quote).filter { !key.contains($0) }
            return "SELECT \(columns.isEmpty ? "*" : columns.joined(separator: ", ")) FROM \(source)\(filter) LIMIT 3"
        }
        return ("SELECT count(*) FROM \(source)\(filter)", samples)
    }

    /// How `rows` are read after `FROM`: the table, or the copy's subquery (named when
    /// subqueries are); and the number the next subquery's name takes.
    private func from(_ rows: CheckRows, subquery number: Int) -> (text: String, next: Int) {
        guard let subquery = rows.subquery else { return (StandardSQL.quote(rows.tableName), number) }
        return ("(\(subquery))\(name(number))", number + 1)
    }

    /// ` AS "_modelc_s<number>"` when subqueries are named, else nothing.
    private func name(_ number: Int) -> String {
        namesSubqueries ? " AS \(StandardSQL.quote("_modelc_s\(number)"))" : ""
    }

    /// The quoted columns naming a row of `rows` in samples: the key, or `keyless` for a
    /// table without one. Copied rows are named by the key columns they copy.
    private func key(of rows: CheckRows) -> [String]? {
        switch rows {
        case .table(_, let key): key.isEmpty ? keyless : key.map(StandardSQL.quote)
        case .copied(_, _, let key): key.map(StandardSQL.quote)
        }
    }
}

extension RowTest {
    /// The test as a condition in the SQL every engine reads alike; nil for every row.
    public var sql: String? {
        switch self {
        case .any:
            return nil
        case .allNull(let columns):
            return columns.map { "\(StandardSQL.quote($0)) IS NULL" }.joined(separator: " AND ")
        case .anyNotNull(let columns):
            return columns.map { "\(StandardSQL.quote($0)) IS NOT NULL" }.joined(separator: " OR ")
        case .moreThanOneNotNull(let columns):
            return columns.map { "(CASE WHEN \(StandardSQL.quote($0)) IS NULL THEN 0 ELSE 1 END)" }.joined(separator: " + ") + " > 1"
        case .differentValues(let columns):
            let quoted = columns.map(StandardSQL.quote)
            return quoted.indices.flatMap { first in quoted.indices.dropFirst(first + 1).map { (quoted[first], quoted[$0]) } }
                .map { "(\($0) IS NOT NULL AND \($1) IS NOT NULL AND \($0) <> \($1))" }.joined(separator: " OR ")
        case .violating(let check):
            return "NOT (\(check))"
        }
    }
}
