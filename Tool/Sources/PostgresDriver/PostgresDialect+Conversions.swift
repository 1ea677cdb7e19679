import Migration
import ModelKit
import SchemaCore

/// Which changes of a column's type PostgreSQL's cast can refuse.
///
/// The diff judges a type change by SQLite's storage classes: a column declared
/// `NUMERIC` in a table that is not STRICT holds any value, so text going into it loses
/// nothing, and `VARCHAR(20)` is `TEXT` as `VARCHAR(40)` is. PostgreSQL's column types
/// are strict: `ALTER COLUMN … TYPE numeric USING "c"::numeric` fails on the first value
/// that is not a number (`'n/a'`), and `varchar(20)` on a longer text, rolling the
/// migration back. Such a change is `dataDependent` on PostgreSQL, whatever it is on
/// SQLite, and says why; no count is run before it (PostgreSQL 15 has no function telling
/// whether a text converts), the cast itself refuses.
extension PostgresDialect {
    /// `plan` with each type change a PostgreSQL cast can refuse marked `dataDependent`
    /// (its rebuild too), with the reason saying so; a cast that would change a value
    /// rather than refuse it is counted first (`survival(of:from:to:)`).
    func withPostgresConversions(_ plan: Plan) -> Plan {
        var plan = plan
        // The counts run before the plan, on the tables as they are: under their old names.
        var oldTables: [String: String] = [:]
        for step in plan.steps { if case .renameTable(let from, let to) = step.operation { oldTables[to] = oldTables[from] ?? from } }
        plan.steps = plan.steps.map { withPostgresConversions($0, oldTable: { oldTables[$0] ?? $0 }, oldColumns: [:], key: []) }
        return plan
    }

    /// `key`, the primary key of the step's table (new names), names a counted row;
    /// `oldColumns` gives a renamed column's old name.
    private func withPostgresConversions(_ step: Step, oldTable: (String) -> String, oldColumns: [String: String], key: [String]) -> Step {
        var step = step
        switch step.operation {
        case .alterColumn(let table, let newColumn, let before, let after):
            let column = oldColumns[newColumn] ?? newColumn
            let from = before.declaredType ?? PostgresTypeMapping.columnType(for: before.type)
            let to = after.declaredType ?? PostgresTypeMapping.columnType(for: after.type)
            guard !PostgresTypeMapping.castAlwaysSucceeds(from: from, to: to) else { break }
            if let survives = PostgresTypeMapping.survival(of: quote(column), from: from, to: to) {
                // An explicit cast cuts a text to the new length, rounds a number to the
                // new scale and drops a time of day, where it might have been thought to
                // fail: the rows it would change are counted before it runs.
                step.safety = max(step.safety, .dataDependent)
                step.reason += "; PostgreSQL's cast to \(to) changes a value it cannot hold (it cuts text, rounds a number, drops a time of day), "
                    + "so the rows it would change are counted first"
                let keptKey = key.map { oldColumns[$0] ?? $0 }.filter { $0 != column }
                step.checks.append(StepCheck(
                    .rows(.table(oldTable(table), key: keptKey), .violating(check: survives), shown: [column]),
                    description: "rows of \(quote(oldTable(table))) whose \(quote(column)) the cast to \(to) would change must be 0",
                    hint: "shorten or round those values in a hand-written migration numbered before this one, or keep the wider type"))
            } else if step.safety == .safe {
                step.safety = .dataDependent
                step.reason += "; PostgreSQL's cast to \(to) fails on a value it cannot convert, and the migration is rolled back"
            }
        case .rebuildTable(var rebuild):
            var renamed: [String: String] = [:]
            for change in rebuild.changes { if case .renameColumn(_, let from, let to) = change.operation { renamed[to] = from } }
            rebuild.changes = rebuild.changes.map { withPostgresConversions($0, oldTable: oldTable, oldColumns: renamed, key: rebuild.table.primaryKey) }
            // The rebuild's checks are its changes' (the preflight and the file's header read them there).
            for check in rebuild.changes.flatMap(\.checks) where !step.checks.contains(check) { step.checks.append(check) }
            step.safety = max(step.safety, rebuild.changes.map(\.safety).max() ?? .safe)
            step.operation = .rebuildTable(rebuild)
        default:
            break
        }
        return step
    }
}

extension PostgresTypeMapping {
    /// Whether casting every value of type `from` to type `to` succeeds on PostgreSQL:
    /// the same type, any type to unbounded text, a `varchar` to one at least as long,
    /// and the widenings of numbers
    /// (`smallint` → `integer` → `bigint` → `numeric`, integers to `double precision`,
    /// `real` to `double precision`). Anything else may fail on some value.
    static func castAlwaysSucceeds(from: String, to: String) -> Bool {
        let (source, target) = (canonical(from), canonical(to))
        if source == target || target == "text" { return true }
        if let shorter = length(ofVarchar: source), let longer = length(ofVarchar: target) { return shorter <= longer }
        // `numeric(10,2)` → `numeric(12,2)` or `numeric`: as many digits before the point
        // and after it, or more, holds every value (Chinook's `UnitPrice` widened).
        if let narrow = precision(ofNumeric: source) {
            if target == "numeric" { return true }
            if let wide = precision(ofNumeric: target) {
                return wide.scale >= narrow.scale && wide.precision - wide.scale >= narrow.precision - narrow.scale
            }
        }
        let widenings: [String: Set<String>] = [
            "smallint": ["integer", "bigint", "numeric", "real", "double precision"],
            "integer": ["bigint", "numeric", "double precision"],
            "bigint": ["numeric"],
            "real": ["double precision"],
        ]
        return widenings[source]?.contains(target) ?? false
    }

    /// A condition that holds for each value of `column` (quoted) of type `from` that an
    /// explicit cast to `to` keeps as it is, for the casts that change a value rather than
    /// refuse it: to a shorter `varchar` or `char` (cut), to a `numeric` of fewer digits
    /// after the point (rounded; one with too many before it fails the cast, and is
    /// counted too), from a timestamp to a `date` (its time of day dropped), from a
    /// number with a fraction to an integer (rounded; out of range fails, counted too).
    /// Written so that no value makes the condition itself fail. Nil for any other change,
    /// whose cast refuses what it cannot convert.
    static func survival(of column: String, from: String, to: String) -> String? {
        let (source, target) = (canonical(from), canonical(to))
        let numbers: Set<String> = ["bigint", "integer", "smallint", "numeric", "double precision", "real"]
        let isNumber = numbers.contains(source) || precision(ofNumeric: source) != nil
        if let limit = length(ofVarchar: target) ?? length(ofCharacter: target) {
            return "length(\(column)::text) <= \(limit)"
        }
        if let wanted = precision(ofNumeric: target), isNumber {
            let bound = "1" + String(repeating: "0", count: max(0, wanted.precision - wanted.scale))
            return "\(column)::numeric = round(\(column)::numeric, \(wanted.scale)) AND abs(\(column)::numeric) < \(bound)"
        }
        if target == "date", ["timestamp without time zone", "timestamp with time zone", "timestamp", "timestamptz"].contains(source) {
            return "\(column) = date_trunc('day', \(column))"
        }
        let ranges = ["smallint": ("-32768", "32767"), "integer": ("-2147483648", "2147483647"), "bigint": ("-9223372036854775808", "9223372036854775807")]
        if let (low, high) = ranges[target], isNumber {
            return "\(column)::numeric = trunc(\(column)::numeric) AND \(column)::numeric BETWEEN \(low) AND \(high)"
        }
        return nil
    }

    /// `n` of `char(n)` (or `character(n)`, `bpchar(n)`), or nil for any other type.
    private static func length(ofCharacter name: String) -> Int? {
        for prefix in ["char(", "character(", "bpchar("] where name.hasPrefix(prefix) && name.hasSuffix(")") {
            return Int(name.dropFirst(prefix.count).dropLast().trimmingSpaces())
        }
        return nil
    }

    /// `p` and `s` of `numeric(p,s)` (`s` 0 for `numeric(p)`), or nil for any other type.
    private static func precision(ofNumeric name: String) -> (precision: Int, scale: Int)? {
        guard name.hasPrefix("numeric("), name.hasSuffix(")") else { return nil }
        let parts = name.dropFirst("numeric(".count).dropLast().split(separator: ",").map { Int(String($0).trimmingSpaces()) }
        guard let first = parts.first, let precision = first else { return nil }
        let scale = parts.count > 1 ? parts[1] : 0
        guard let scale else { return nil }
        return (precision, scale)
    }

    /// `n` of `varchar(n)` (or `character varying(n)`), or nil for any other type.
    private static func length(ofVarchar name: String) -> Int? {
        for prefix in ["varchar(", "character varying("] where name.hasPrefix(prefix) && name.hasSuffix(")") {
            return Int(name.dropFirst(prefix.count).dropLast().trimmingSpaces())
        }
        return nil
    }

    /// What follows the value in the error an integer made a `real` fails with when the
    /// `real` would round it (`16777217 has more digits than a float keeps`), which
    /// `PostgresMigrator` reads to say the data is at fault.
    static let realRounding = " has more digits than a float keeps"

    /// The `USING` expression that converts `column` (quoted) from type `from` to `to`:
    /// a cast, but where PostgreSQL has none between the two, or one that writes other
    /// values than SQLite's conversion and the records read:
    /// - a number becomes a `boolean` (only `integer` casts, taking every value but 0
    ///   as true) from the 0 and 1 that SQLite's `bool` holds, and any other value is
    ///   refused by casting its text, which fails naming it, as SQLite's CHECK refuses it;
    ///   a `boolean` becomes any other number through `integer`;
    /// - an integer becomes a `real` only where it is exact (to 2^24: `16777217` would
    ///   read back `16777216`), and otherwise fails naming the value, rather than round;
    ///   so does a text or a `numeric`, whose number the `real` must read back as written
    ///   (`0.1` does, as the shortest text of the `real` nearest it; `16777217` and
    ///   `0.123456789` do not): the preflight's count, made before the plan's types are
    ///   known, holds them to a `double precision`'s digits only;
    /// - a number or a `boolean` becomes `jsonb` as a JSON value (`to_jsonb`: 3, true),
    ///   where text is parsed as JSON (and other types, which JSON has no value for, are
    ///   refused by the cast);
    /// - a `timestamptz` becomes text in modelc's form (`2024-01-02T03:04:05.000Z`), not
    ///   the server's (`2024-01-02 03:04:05+00`);
    /// - `bytea` becomes the text its bytes spell in UTF-8 (`convert_from`, which refuses
    ///   bytes that are not UTF-8), not their hex (`\x616263`).
    static func conversion(of column: String, from: String, to: String) -> String {
        let (source, target) = (canonical(from), canonical(to))
        let numbers: Set<String> = ["bigint", "integer", "smallint", "numeric", "double precision", "real"]
        if target == "boolean", numbers.contains(source) {
            return "CASE \(column) WHEN 0 THEN false WHEN 1 THEN true ELSE \(column)::text::boolean END"
        }
        if source == "boolean", numbers.contains(target), target != "integer" { return "\(column)::integer::\(to)" }
        if target == "real", ["bigint", "integer"].contains(source) {
            return "CASE WHEN \(column)::real::double precision = \(column)::double precision THEN \(column)::real ELSE (\(column)::text || '\(realRounding)')::real END"
        }
        if target == "real", source == "text" || source.hasPrefix("numeric") || length(ofVarchar: source) != nil {
            return "CASE WHEN \(column)::real::text::numeric = \(column)::text::numeric THEN \(column)::real ELSE (\(column)::text || '\(realRounding)')::real END"
        }
        if target == "jsonb" || target == "json", numbers.contains(source) || source == "boolean" { return "to_jsonb(\(column))::\(to)" }
        if target == "text", source == "timestamp with time zone" {
            return "to_char(timezone('UTC', \(column)), 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"
        }
        if target == "text", source == "bytea" { return "convert_from(\(column), 'UTF8')" }
        return "\(column)::\(to)"
    }

    /// A type name as PostgreSQL calls it (`int8` → `bigint`, `varchar` without a length
    /// → `text`), lowercase; a length or precision stays (`varchar(40)`, `numeric(10,2)`).
    private static func canonical(_ name: String) -> String {
        let text = name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let aliases = [
            "int8": "bigint", "int": "integer", "int4": "integer", "int2": "smallint", "float8": "double precision",
            "float4": "real", "decimal": "numeric", "bool": "boolean", "varchar": "text", "character varying": "text",
            "timestamptz": "timestamp with time zone", "timestamp": "timestamp without time zone",
        ]
        return aliases[text] ?? text
    }
}
