import Migration
import SchemaCore

/// The PostgreSQL form of a plan's preflight checks (``StepCheck``), written from each
/// check's value (``CheckCondition``).
///
/// Most are plain SQL both servers read alike (`count(*)`, `IS NULL`, `NOT (<check>)`,
/// `GROUP BY … HAVING`, `NOT EXISTS`), written as SQLite's are but that PostgreSQL 15
/// wants a name for every subquery in `FROM` (SQLite and PostgreSQL 16 do not), so each
/// gets `AS "_modelc_sN"`, and that a row of a table without a key has no rowid to show
/// it by (no samples then). Left out:
/// - a check whose SQL uses what only SQLite has (`typeof`, `GLOB`, `julianday`, SQLite's
///   `IS NOT` between values) or `CAST`, which PostgreSQL has but which fails there on a
///   value it cannot convert where SQLite's gives 0 or the text back: a check over
///   converted values (a CHECK or UNIQUE on a column whose type changes) would stop the
///   preflight itself with the cast's error. Its rows meet the `USING` cast of the type
///   change instead, which fails the same way and rolls the migration back: nothing is
///   lost silently, only the count before running is missing. (Found by the random
///   model pairs on a real server.)
/// - a CHECK's count over copied rows whose new column is a bare `NULL`, naming that
///   column: PostgreSQL types the NULL as text and refuses `"c" >= 0`; SQLite counts 0
///   rows, as a CHECK passes on NULL. (The NOT NULL check, `"c" IS NULL`, and CHECKs on
///   other columns stay.)
///
/// A conversion's count is written only where PostgreSQL's cast decides differently
/// from failing: a change to an integer, whose `USING "c"::bigint` rounds a `double` or
/// a `numeric` (3.5 becomes 4) where other casts fail on a value they cannot convert;
/// from an integer to REAL, whose values beyond ±2^53 change; and from text to REAL,
/// whose numbers of more digits than a `double` keeps are rounded. The values that are
/// not of a `date` or `uuid` format a column gains are counted (`violation(of:_:)`),
/// which the cast to `timestamptz` or `uuid` would otherwise meet one by one: failing on
/// the first, or, for text it reads in its own ways (`yesterday`, `{…}`), converting it.
extension PostgresDialect {
    /// `check` in PostgreSQL's SQL, or nil when it is one that has no PostgreSQL form.
    public func preflight(_ check: StepCheck) -> StepCheck? {
        guard let condition = check.condition, let written = written(condition) else { return nil }
        var check = check.withRemedy(Self.remedy)
        check.sql = written.count
        check.samples = written.samples
        return check
    }

    /// `plan` with every step's checks (a rebuild's changes' too) in PostgreSQL's SQL,
    /// those without a PostgreSQL form left out, and the rows at stake of destructive
    /// steps (plain counts) written too.
    public func withPostgresChecks(_ plan: Plan) -> Plan {
        var plan = plan
        plan.steps = plan.steps.map(withPostgresChecks)
        return plan.writingChecks({ written($0) }, remedies: Self.remedy)
    }

    /// PostgreSQL's words for what its migration can do about a failing check, after
    /// the model's remedy in the hint. A new column is added in place, so there is no
    /// copy of the rows to edit (nor a file, in a declarative run): it takes two
    /// migrations.
    static func remedy(_ remedy: CheckRemedy) -> String {
        switch remedy {
        case .fillNewColumn:
            ", or add it optional in one migration, fill it for the existing rows (a data step), and make it required in the next"
        }
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

    /// The count query of `condition` and the query of a few of its rows, in
    /// PostgreSQL's SQL; nil when it has no PostgreSQL form.
    func written(_ condition: CheckCondition) -> (count: String, samples: String?)? {
        let standard = StandardCheckSQL(namesSubqueries: true, keyless: nil)
        switch condition {
        case .valueFormat(let table, let column, let format, let key, _):
            var test = violation(of: format, quote(column) + "::text")
            // A `boolean` column's text (`true`) is no numeral, but it converts (to 1).
            if format == .decimal { test += " AND pg_typeof(\(quote(column))) <> 'boolean'::regtype" }
            let rows = "FROM \(quote(table)) WHERE \(test)"
            return ("SELECT count(*) \(rows)", "SELECT \(quoteList(key + [column].filter { !key.contains($0) })) \(rows) LIMIT 3")
        case .conversionLoss(let table, let column, let from, let to, let key):
            let name = quote(column)
            let test: String
            switch (from, to) {
            case (.real, .integer):
                test = "\(name) <> trunc(\(name))"
            case (_, .integer):
                // The text of an integer in canonical form within 64 bits, as SQLite's round
                // trip through CAST reads it (`007` and `-0` change), the CASE keeping the
                // cast from running on other text.
                // A `json` column's `true` and `false` (on its way back to a `bool`, also
                // INTEGER on SQLite) convert to a `boolean`; the cast judges them
                // otherwise. A text column's `true` is counted, as SQLite counts it.
                test = "CASE WHEN pg_typeof(\(name)) = 'jsonb'::regtype AND \(name)::text IN ('true', 'false') THEN false WHEN \(name)::text ~ '^(0|-?[1-9][0-9]{0,18})$' THEN \(name)::text::numeric NOT BETWEEN -9223372036854775808 AND 9223372036854775807 ELSE true END"
            case (.text, .real):
                // Text made a `double`: the cast fails on what is no number, and rounds a
                // number of more digits than `double precision` keeps (a 20-digit decimal),
                // which SQLite refuses; both are counted, the zeros a text may carry
                // (`12.50`, `2`) not.
                // The double's own text is its shortest exact form (`0.30000000000000004`):
                // a cast of the double to `numeric` keeps 15 digits only. A number beyond
                // the double's range (`1e400`, `1e-400`) is counted before the cast, which
                // would fail the count itself.
                let number = "\(name)::text::numeric"
                test = "CASE WHEN \(name)::text !~ \(literal(Self.decimalNumeral)) THEN true"
                    + " WHEN abs(\(number)) > 1.7976931348623157e308 OR (\(number) <> 0 AND abs(\(number)) < 2.5e-324) THEN true"
                    + " ELSE \(number) <> \(name)::text::double precision::text::numeric END"
            case (.integer, .real):
                // Through its text, which a `boolean` column (an INTEGER on SQLite) has as
                // `true` and `false`: the comparison had no operator for it.
                let beyond = "\(name)::text ~ '^-?[0-9]+$' AND \(name)::text::numeric NOT BETWEEN -9007199254740992 AND 9007199254740992"
                return Self.readable(standard.rows(.table(table, key: key), where: beyond, shown: [column]))
            default:
                return nil
            }
            let rows = "FROM \(quote(table)) WHERE \(name) IS NOT NULL AND \(test)"
            return ("SELECT count(*) \(rows)", key.isEmpty ? nil : "SELECT \(quoteList(key + [column].filter { !key.contains($0) })) \(rows) LIMIT 3")
        case .rows(.copied(_, let columns, _), .violating(let check), _):
            let nullColumns = Set(columns.filter { Self.isBareNull($0.expression) }.map(\.name))
            let named = (try? SQLTokenizer.tokenize(check))?.compactMap(\.identifier) ?? []
            if named.contains(where: nullColumns.contains) { return nil }
            return standard.written(condition).flatMap(Self.readable)
        case .rows, .duplicates, .orphans, .sharedValues:
            return standard.written(condition).flatMap(Self.readable)
        }
    }

    /// Whether an expression of a copy is a bare `NULL` (ends in it: `NULL`, as a new
    /// column without a default is filled).
    private static func isBareNull(_ expression: String) -> Bool {
        (try? SQLTokenizer.tokenize(expression))?.last?.isKeyword("NULL") ?? false
    }

    /// Functions and operators only SQLite has, as the checks' SQL (the model's CHECKs,
    /// defaults and the copy's expressions) may use them; and `CAST` (see above).
    private static let sqliteOnlyWords: Set<String> = ["TYPEOF", "GLOB", "JULIANDAY", "ROWID", "JSON_VALID", "STRFTIME", "PRINTF", "CAST"]

    /// `count` and `samples`, or nil when `count` uses SQL only SQLite reads (or does not
    /// tokenize). `samples` reads the same rows, so it is kept with `count`.
    private static func readable(_ written: (count: String, samples: String?)) -> (count: String, samples: String?)? {
        guard let tokens = try? SQLTokenizer.tokenize(written.count) else { return nil }
        for (index, token) in tokens.enumerated() where token.kind == .word {
            if sqliteOnlyWords.contains(token.text.uppercased()) { return nil }
            // SQLite's `a IS NOT b` compares values; PostgreSQL's takes only NULL, TRUE,
            // FALSE or DISTINCT FROM after it.
            if token.isKeyword("IS"), index + 2 < tokens.count, tokens[index + 1].isKeyword("NOT"),
               !["NULL", "TRUE", "FALSE", "DISTINCT"].contains(tokens[index + 2].text.uppercased()) {
                return nil
            }
        }
        return written
    }

    /// A decimal numeral as the records read one (`ValueFormat.decimal`): an optional
    /// sign, digits with at most one point, an optional exponent.
    static let decimalNumeral = #"^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$"#

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
            let time = "([Tt ]([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)([.,][0-9]+)?\(zone)?)?"
            let shape = "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])\(time)$"
            let day = "substr(\(value), 9, 2)::int <= extract(day from make_date(substr(\(value), 1, 4)::int, substr(\(value), 6, 2)::int, 1) + interval '1 month - 1 day')"
            return "\(value) IS NOT NULL AND NOT (CASE WHEN \(value) ~ \(literal(shape)) AND substr(\(value), 1, 4) <> '0000' THEN \(day) ELSE false END)"
        case .uuid:
            return "\(value) IS NOT NULL AND \(value) !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'"
        case .decimal:
            return "\(value) IS NOT NULL AND \(value) !~ \(literal(Self.decimalNumeral))"
        case .url:
            return "\(value) IS NOT NULL AND \(value) = ''"
        case .integer:
            return "\(value) IS NOT NULL AND \(value) !~ '^[+-]?[0-9]+(\\.0*)?$'"
        }
    }
}
