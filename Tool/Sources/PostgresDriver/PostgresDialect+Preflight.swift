import Migration
import SQLiteSchema

/// The PostgreSQL form of a plan's preflight checks (``StepCheck``).
///
/// The diff writes each check once, in SQLite's SQL, over the database as it is before
/// the plan. Most of them are plain SQL both servers read alike (`count(*)`, `IS NULL`,
/// `NOT (<check>)`, `GROUP BY … HAVING`, `NOT EXISTS`); two things differ:
/// - PostgreSQL 15 wants a name for every subquery in `FROM` (SQLite and PostgreSQL 16
///   do not), so each unnamed one gets `AS "_modelc_sN"`;
/// - the checks about values surviving a change of storage type or having a value
///   format (`typeof`, `GLOB`, `julianday`, SQLite's `IS NOT` between values, `CAST`,
///   which fails in PostgreSQL where SQLite's converts leniently) have no
///   PostgreSQL form and are left out, except the count of REAL values that are not
///   whole before a change to INTEGER, whose cast in PostgreSQL rounds rather than
///   fails (`"c" <> trunc("c")`). The others: PostgreSQL changes the column's type with
///   `ALTER COLUMN … TYPE … USING "c"::type`, whose cast fails on the first value it
///   cannot convert, and the migration is rolled back whole: nothing is lost silently,
///   only the count before running is missing.
///
/// A check the planner also gives as a value (`StepCheck.condition`) is written from
/// the value instead: the values that would not survive a change to an integer, whose
/// cast here rounds a `double` or a `numeric` rather than failing (`written(_:_:)`),
/// and the values that are not of a `date` or `uuid` format a column gains (`violation(of:_:)`),
/// which the cast to `timestamptz` or `uuid` would otherwise meet one by one: failing on
/// the first, or, for text it reads in its own ways (`yesterday`, `{…}`), converting it.
extension PostgresDialect {
    /// `check` in PostgreSQL's SQL, or nil when it is one that has no PostgreSQL form.
    public func preflight(_ check: StepCheck) -> StepCheck? {
        if let condition = check.condition, let written = written(check, condition) { return written }
        guard let sql = Self.translated(check.sql) else { return nil }
        var translated = check
        translated.sql = sql
        translated.samples = check.samples.flatMap(Self.translated)
        return translated
    }

    /// `plan` with every step's checks (a rebuild's changes' too) in PostgreSQL's SQL,
    /// those without a PostgreSQL form left out. Rows at stake are plain counts and stay.
    public func withPostgresChecks(_ plan: Plan) -> Plan {
        var plan = plan
        plan.steps = plan.steps.map(withPostgresChecks)
        return plan
    }

    private func withPostgresChecks(_ step: Step) -> Step {
        var step = step
        step.checks = step.checks.compactMap(preflight)
        if case .rebuildTable(var rebuild) = step.operation {
            rebuild.changes = rebuild.changes.map(withPostgresChecks)
            step.operation = .rebuildTable(rebuild)
        }
        return step
    }

    /// Functions and operators only SQLite has, as the checks use them; and `CAST`, which
    /// PostgreSQL has but which fails there on a value it cannot convert where SQLite's
    /// gives 0 or the text back: a check over converted values (a CHECK or UNIQUE on a
    /// column whose type changes) would stop the preflight itself with the cast's error.
    /// Its rows meet the `USING` cast of the type change instead, which fails the same way
    /// and rolls the migration back. (Found by the random model pairs on a real server.)
    private static let sqliteOnlyWords: Set<String> = ["TYPEOF", "GLOB", "JULIANDAY", "ROWID", "JSON_VALID", "STRFTIME", "PRINTF", "CAST"]

    /// `sql` with its unnamed `FROM (…)` subqueries named; nil when it uses SQLite-only
    /// SQL or does not tokenize.
    static func translated(_ sql: String) -> String? {
        guard let tokens = try? SQLTokenizer.tokenize(sql) else { return nil }
        // A CHECK's condition (`WHERE NOT (…)`) over a rebuilt row whose new column is a
        // bare `NULL AS "c"`, naming that column: PostgreSQL types the NULL as text and
        // refuses `"c" >= 0`; SQLite counts 0 rows, as a CHECK passes on NULL. (The NOT
        // NULL check, `"c" IS NULL`, and CHECKs on other columns stay.)
        let nullColumns = Set(tokens.indices.dropLast(2).compactMap { index in
            tokens[index].isKeyword("NULL") && tokens[index + 1].isKeyword("AS") ? tokens[index + 2].identifier : nil
        })
        if !nullColumns.isEmpty, let condition = tokens.indices.dropLast().first(where: { tokens[$0].isKeyword("WHERE") && tokens[$0 + 1].isKeyword("NOT") }),
           tokens[(condition + 2)...].contains(where: { $0.identifier.map(nullColumns.contains) ?? false }) {
            return nil
        }
        for (index, token) in tokens.enumerated() where token.kind == .word {
            if sqliteOnlyWords.contains(token.text.uppercased()) { return nil }
            // SQLite's `a IS NOT b` compares values; PostgreSQL's takes only NULL, TRUE,
            // FALSE or DISTINCT FROM after it.
            if token.isKeyword("IS"), index + 2 < tokens.count, tokens[index + 1].isKeyword("NOT"),
               !["NULL", "TRUE", "FALSE", "DISTINCT"].contains(tokens[index + 2].text.uppercased()) {
                return nil
            }
        }
        var insertions: [(String.Index, String)] = []
        var openFrom: [Bool] = []
        var count = 0
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .openParenthesis:
                openFrom.append(index > 0 && tokens[index - 1].isKeyword("FROM"))
            case .closeParenthesis:
                guard openFrom.popLast() == true else { continue }
                let next = index + 1 < tokens.count ? tokens[index + 1] : nil
                let named = next.map { $0.isKeyword("AS") || $0.kind == .quotedIdentifier || ($0.kind == .word && !Self.isClauseKeyword($0)) } ?? false
                if !named {
                    count += 1
                    insertions.append((token.range.upperBound, " AS \"_modelc_s\(count)\""))
                }
            default:
                break
            }
        }
        var result = sql
        for (position, text) in insertions.reversed() { result.insert(contentsOf: text, at: position) }
        return result
    }

    /// A check in PostgreSQL's SQL, from its value; nil where SQLite's text serves (it
    /// is translated, or left out when it has no PostgreSQL form).
    ///
    /// A value format (`valueFormat`): the values, as text, that the records would not
    /// read (`violation(of:_:)`).
    ///
    /// A conversion: only a change to an integer needs one: `USING "c"::bigint` rounds a
    /// `double` or a `numeric` (3.5 becomes 4) where other casts fail on a value they
    /// cannot convert, which rolls the migration back. From REAL, the values that are
    /// not whole (`"c" <> trunc("c")`); from anything else (text, a decimal), those whose
    /// text is not an integer in canonical form within 64 bits, as SQLite's round trip
    /// through CAST reads them (`007` and `-0` change), the CASE keeping the cast from
    /// running on other text.
    private func written(_ check: StepCheck, _ condition: CheckCondition) -> StepCheck? {
        switch condition {
        case .valueFormat(let table, let column, let format, let key):
            let rows = "FROM \(quote(table)) WHERE \(violation(of: format, quote(column) + "::text"))"
            var written = check
            written.sql = "SELECT count(*) \(rows)"
            written.samples = "SELECT \(quoteList(key + [column].filter { !key.contains($0) })) \(rows) LIMIT 3"
            return written
        case .conversionLoss(let table, let column, let from, let to, let key):
            guard to == .integer else { return nil }
            let name = quote(column)
            let test = from == .real
                ? "\(name) <> trunc(\(name))"
                : "CASE WHEN \(name)::text ~ '^(0|-?[1-9][0-9]{0,18})$' THEN \(name)::text::numeric NOT BETWEEN -9223372036854775808 AND 9223372036854775807 ELSE true END"
            let rows = "FROM \(quote(table)) WHERE \(name) IS NOT NULL AND \(test)"
            var written = check
            written.sql = "SELECT count(*) \(rows)"
            written.samples = key.isEmpty ? nil : "SELECT \(quoteList(key + [column].filter { !key.contains($0) })) \(rows) LIMIT 3"
            return written
        }
    }

    /// A condition true when `value` (a text expression) is not NULL and is not of
    /// `format`, as the generated records read it: SQLite's rule
    /// (`SQLiteDialect.violation(of:_:)`) in PostgreSQL's SQL, with a regular expression
    /// for the shape and the month's length for the day, which no cast decides here
    /// without failing on the value it is asked about. Year 0000, which SQLite's
    /// calendar has and PostgreSQL's does not, is not a date.
    public func violation(of format: ValueFormat, _ value: String) -> String {
        switch format {
        case .date:
            let zone = "([Zz]|[+-]([01][0-9]|2[0-3]):?[0-5][0-9])"
            let time = "([Tt ]([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)([.,][0-9]+)?\(zone))?"
            let shape = "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])\(time)$"
            let day = "substr(\(value), 9, 2)::int <= extract(day from make_date(substr(\(value), 1, 4)::int, substr(\(value), 6, 2)::int, 1) + interval '1 month - 1 day')"
            return "\(value) IS NOT NULL AND NOT (CASE WHEN \(value) ~ \(literal(shape)) AND substr(\(value), 1, 4) <> '0000' THEN \(day) ELSE false END)"
        case .uuid:
            return "\(value) IS NOT NULL AND \(value) !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'"
        }
    }

    /// Whether a word after a subquery starts the next clause rather than naming it.
    private static func isClauseKeyword(_ token: SQLToken) -> Bool {
        ["WHERE", "GROUP", "HAVING", "ORDER", "LIMIT", "JOIN", "LEFT", "INNER", "CROSS", "UNION", "EXCEPT", "INTERSECT", "ON", "WINDOW"]
            .contains { token.isKeyword($0) }
    }
}
