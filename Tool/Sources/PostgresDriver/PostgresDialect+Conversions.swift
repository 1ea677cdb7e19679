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
    /// (its rebuild too), with the reason saying so.
    func withPostgresConversions(_ plan: Plan) -> Plan {
        var plan = plan
        plan.steps = plan.steps.map(withPostgresConversions)
        return plan
    }

    private func withPostgresConversions(_ step: Step) -> Step {
        var step = step
        switch step.operation {
        case .alterColumn(_, _, let before, let after):
            let from = before.declaredType ?? PostgresTypeMapping.columnType(for: before.type)
            let to = after.declaredType ?? PostgresTypeMapping.columnType(for: after.type)
            if step.safety == .safe, !PostgresTypeMapping.castAlwaysSucceeds(from: from, to: to) {
                step.safety = .dataDependent
                step.reason += "; PostgreSQL's cast to \(to) fails on a value it cannot convert, and the migration is rolled back"
            }
        case .rebuildTable(var rebuild):
            rebuild.changes = rebuild.changes.map(withPostgresConversions)
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
