import Migration
import SchemaCore

/// A plan's checks (``CheckCondition``) in SQLite's SQL: the text SQLite's plans and
/// migration files hold (`StepCheck.sql`, `StepCheck.samples`), written by its planner
/// (`Plan.writingChecks(_:remedies:)`).
///
/// What every engine writes alike is `StandardCheckSQL`'s; SQLite's own are the checks of
/// a conversion and of a value format (`typeof`, `GLOB`, `julianday`), its subqueries
/// without names, and the rowid naming a row of a table without a primary key in samples
/// (every such table has one: `WITHOUT ROWID` needs a key).
extension SQLiteDialect {
    /// The count query of `condition`, and the query of a few of its rows.
    public func written(_ condition: CheckCondition) -> (count: String, samples: String?) {
        let standard = StandardCheckSQL(namesSubqueries: false, keyless: ["rowid"])
        switch condition {
        case .conversionLoss(let table, let column, let from, let to, let key):
            let test = lossCondition(of: quote(column), from: from, to: to) ?? "0"
            return standard.rows(.table(table, key: key), where: test, shown: [column])
        case .valueFormat(let table, let column, let format, let key, let storage):
            let stored = quote(column)
            // A whole number is judged by the stored value's own type, not its text.
            let test = violation(of: format, storage == .text || format == .integer ? stored : "CAST(\(stored) AS TEXT)")
            return standard.rows(.table(table, key: key), where: test, shown: [column])
        case .rows, .duplicates, .orphans, .sharedValues:
            return standard.written(condition)!
        }
    }

    /// SQLite's words for what its migration can do about a failing check, after the
    /// model's remedy in the hint: its rebuild copies the rows with an `INSERT … SELECT`
    /// the user may edit to fill a new column (the applier then skips the check).
    public static func remedy(_ remedy: CheckRemedy) -> String {
        switch remedy {
        case .fillNewColumn(let column, merged: true):
            ", or edit this migration's INSERT … SELECT to fill \(StandardSQL.quote(column)) for those rows"
        case .fillNewColumn(let column, merged: false):
            ", or edit this migration's INSERT … SELECT to fill \(StandardSQL.quote(column)) for existing rows (an edit of that fill skips this check, and SQLite's NOT NULL judges the copied rows)"
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
            // Text by the rule of a TEXT column's (below); a blob is no number.
            return "\(column) IS NOT NULL AND ((typeof(\(column)) = 'integer' AND \(column) NOT BETWEEN -9007199254740992 AND 9007199254740992)"
                + " OR (typeof(\(column)) = 'text' AND \(numeralLoss(of: column))) OR typeof(\(column)) = 'blob')"
        case (.any, _):
            return "\(column) IS NOT NULL AND typeof(\(column)) <> '\(to.rawValue.lowercased())' AND CAST(\(column) AS \(to.rawValue)) IS NOT \(column)"
        case (.text, .real):
            return "\(column) IS NOT NULL AND \(numeralLoss(of: column))"
        case (.blob, _):
            // A BLOB column keeps each value as it was given (MediaWiki declares its text
            // columns BLOB): a value already of the new storage class converts to itself.
            return "\(column) IS NOT NULL AND typeof(\(column)) <> '\(to.rawValue.lowercased())' AND CAST(CAST(\(column) AS \(to.rawValue)) AS BLOB) IS NOT \(column)"
        default:
            return "\(column) IS NOT NULL AND CAST(CAST(\(column) AS \(to.rawValue)) AS \(from.rawValue)) IS NOT \(column)"
        }
    }

    /// A condition true for text in `column` that converting it to REAL would change.
    ///
    /// A decimal numeral (`violation(of: .decimal, _:)`) converts without loss when its
    /// number is the REAL's as the records print it: one of 15 significant digits at
    /// most, in a REAL's range, always is, however it is written (`1e5`, `+1`, `.5`,
    /// `-0`, `12.50`); a longer one when it is the REAL's text at 15, 16 or 17 digits
    /// (`0.30000000000000004`, `3.141592653589793`: SQLite's own text of a REAL stops at
    /// 15), compared without the zeros after the point (REAL's text of a whole number
    /// ends `.0`). Text that is no number, a number of more digits than a REAL keeps,
    /// and one beyond its range count.
    func numeralLoss(of column: String) -> String {
        func trimmed(_ text: String) -> String {
            "CASE WHEN instr(\(text), '.') > 0 AND instr(lower(\(text)), 'e') = 0 THEN rtrim(rtrim(\(text), '0'), '.') ELSE \(text) END"
        }
        let real = "CAST(\(column) AS REAL)"
        let mantissa = "CASE WHEN instr(lower(\(column)), 'e') > 0 THEN substr(\(column), 1, instr(lower(\(column)), 'e') - 1) ELSE \(column) END"
        let significant = "rtrim(ltrim(replace(replace(replace(\(mantissa), '.', ''), '+', ''), '-', ''), '0'), '0')"
        let short = "(length(\(significant)) <= 15 AND (\(significant) = '' OR abs(\(real)) BETWEEN 2.2250738585072014e-308 AND 1.7976931348623157e308))"
        let printed = ["CAST(\(real) AS TEXT)", "printf('%!.16g', \(real))", "printf('%!.17g', \(real))"]
            .map { "\(trimmed($0)) = \(trimmed(column))" }
        return "NOT (NOT (\(violation(of: .decimal, column))) AND (\(([short] + printed).joined(separator: " OR "))))"
    }

    /// A condition true when `value` (an SQL expression) is not NULL and is not of
    /// `format`, mirroring what the generated records accept when they read a row.
    ///
    /// Dates: the first ten characters must be a real calendar day (`date(julianday())`
    /// of them gives them back, where `2024-02-30` becomes `2024-03-01`), then either nothing or a time
    /// `Thh:mm:ss` (or `t`, or a space) with an optional fraction and an optional `Z` or
    /// `±hh[:]mm` offset (none is UTC, as SQLite's `CURRENT_TIMESTAMP` writes it). The
    /// parts are named once, in a subquery over the one value.
    public func violation(of format: ValueFormat, _ value: String) -> String {
        switch format {
        case .date:
            func zone(_ text: String) -> String {
                "(\(text) IN ('Z', 'z') OR ((\(text) GLOB '[+-][0-9][0-9]:[0-5][0-9]' OR \(text) GLOB '[+-][0-9][0-9][0-5][0-9]') AND substr(\(text), 2, 2) < '24'))"
            }
            let (v, d, t, f) = (quote("v"), quote("d"), quote("t"), quote("f"))
            let time = "substr(\(v), 11, 9) GLOB '[Tt ][0-9][0-9]:[0-5][0-9]:[0-9][0-9]' AND substr(\(v), 12, 2) < '24' AND substr(\(v), 18, 2) < '61'"
                + " AND CASE WHEN substr(\(t), 1, 1) IN ('.', ',') THEN length(\(f)) < length(\(t)) - 1 AND (\(f) = '' OR \(zone(f))) ELSE (\(t) = '' OR \(zone(t))) END"
            let valid = "typeof(\(v)) = 'text' AND \(d) GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND date(julianday(\(d))) IS \(d)"
                + " AND (length(\(v)) = 10 OR (\(time)))"
            let parts = "SELECT \(v), substr(\(v), 1, 10) AS \(d), substr(\(v), 20) AS \(t), ltrim(substr(\(v), 21), '0123456789') AS \(f) FROM (SELECT \(value) AS \(v))"
            return "\(value) IS NOT NULL AND NOT coalesce((SELECT \(valid) FROM (\(parts))), 0)"
        case .uuid:
            let hex = "[0-9a-f]"
            let pattern = [8, 4, 4, 4, 12].map { String(repeating: hex, count: $0) }.joined(separator: "-")
            return "\(value) IS NOT NULL AND NOT (typeof(\(value)) = 'text' AND lower(\(value)) GLOB '\(pattern)')"
        case .url:
            return "\(value) IS NOT NULL AND NOT (typeof(\(value)) = 'text' AND \(value) <> '')"
        case .integer:
            return "\(value) IS NOT NULL AND NOT (typeof(\(value)) = 'integer' OR (typeof(\(value)) = 'real' AND \(value) = CAST(\(value) AS INTEGER)))"
        case .decimal:
            // The sign off, then the mantissa (digits, one point at most, a digit at
            // least) and the exponent (an optional sign, then digits) apart.
            let (v, m, e) = (quote("v"), quote("m"), quote("e"))
            func unsigned(_ text: String) -> String { "CASE WHEN substr(\(text), 1, 1) IN ('+', '-') THEN substr(\(text), 2) ELSE \(text) END" }
            let valid = "typeof(\(v)) IN ('text', 'integer', 'real') AND \(m) GLOB '*[0-9]*' AND \(m) NOT GLOB '*[^0-9.]*'"
                + " AND length(\(m)) - length(replace(\(m), '.', '')) <= 1"
                + " AND (\(e) IS NULL OR (\(unsigned(e)) GLOB '[0-9]*' AND \(unsigned(e)) NOT GLOB '*[^0-9]*'))"
            let s = "(\(unsigned("CAST(\(v) AS TEXT)")))"
            let parts = "SELECT \(v), CASE WHEN instr(lower(\(s)), 'e') > 0 THEN substr(\(s), 1, instr(lower(\(s)), 'e') - 1) ELSE \(s) END AS \(m),"
                + " CASE WHEN instr(lower(\(s)), 'e') > 0 THEN substr(\(s), instr(lower(\(s)), 'e') + 1) END AS \(e) FROM (SELECT \(value) AS \(v))"
            return "\(value) IS NOT NULL AND NOT coalesce((SELECT \(valid) FROM (\(parts))), 0)"
        }
    }
}
