import ModelKit
import SchemaCore

/// The SQLite functions real databases call in their defaults, written as PostgreSQL
/// runs them: the time a row is made, formatted (GeoPackage's `last_change`,
/// `strftime('%Y-%m-%dT%H:%M:%fZ','now')`; PocketBase's `created`,
/// `strftime('%Y-%m-%d %H:%M:%fZ')`; `datetime('now')`, `date('now')`), and random bytes, as hex
/// (PocketBase's ids, `'r'||lower(hex(randomblob(7)))`), and the seconds since 1970
/// (Pi-hole's and Memos' `strftime('%s', 'now')`, `unixepoch()`).
///
/// Each is written as the server prints it back (`timezone('UTC', now())`, not `now()
/// AT TIME ZONE 'UTC'`; `substr`, not `substring(… from … for …)`), so a database made
/// from the model reads back as the model. What has no such form is refused by
/// `PostgresTypeMapping.schema(for:)`, at the attribute, rather than by the server when
/// the migration runs.
extension PostgresTypeMapping {
    /// `sql` (a default of SQLite's SQL) with the calls above in PostgreSQL's words; a
    /// `date` attribute's column (`timestamptz`) takes the time itself, `now()`.
    ///
    /// A default that names none of the functions is returned as it is before any pattern
    /// is built: building them for each of a 200-table model's defaults took over a
    /// second of every `migrate` that compiled its schema.
    static func translatingSQLiteCalls(in sql: String, of attribute: Attribute) -> String {
        let lowered = sql.lowercased()
        guard ["strftime", "date", "time", "randomblob", "unixepoch"].contains(where: { lowered.contains($0) }) else { return sql }
        var text = sql
        let now = #"(?:'now'|CURRENT_TIMESTAMP)"#
        if attribute.type == .date, sql.wholeMatch(of: try! Regex(#"\(*\s*(?i:strftime)\s*\(\s*'[^']*'\s*(?:,\s*"# + now + #"\s*)?\)\s*\)*"#)) != nil
            || sql.wholeMatch(of: try! Regex(#"\(*\s*(?i:datetime|date)\s*\(\s*"# + now + #"\s*\)\s*\)*"#)) != nil {
            return "now()"
        }
        // The seconds since 1970, whole, as SQLite's text of them (cut, not rounded); a
        // column of any type takes them (an integer's text is an assignment cast).
        text = text.replacing(try! Regex(#"(?i:strftime)\s*\(\s*'%s'\s*(?:,\s*"# + now + #"\s*)?\)|(?i:unixepoch)\s*\(\s*(?:"# + now + #")?\s*\)"#)) { _ in
            "(floor(EXTRACT(epoch FROM now())))::bigint"
        }
        text = text.replacing(try! Regex(#"(?i:strftime)\s*\(\s*'([^']*)'\s*(?:,\s*"# + now + #"\s*)?\)"#)) { match in
            guard let format = match.output[1].substring.flatMap({ Self.toCharFormat(String($0)) }) else { return String(match.output[0].substring ?? "") }
            return "to_char(timezone('UTC', now()), \(StandardSQL.literal(format)))"
        }
        // `date('now')` and `time('now')` too: PostgreSQL reads `date('now')` as the cast
        // `'now'::date`, which a default evaluates once, when the table is made.
        for (function, format) in [("datetime", "YYYY-MM-DD HH24:MI:SS"), ("date", "YYYY-MM-DD"), ("time", "HH24:MI:SS")] {
            text = text.replacing(try! Regex(#"\b(?i:"# + function + #")\s*\(\s*"# + now + #"\s*\)"#)) { _ in
                "to_char(timezone('UTC', now()), '\(format)')"
            }
        }
        // `hex()` is upper case in SQLite, `encode(…, 'hex')` lower case.
        text = text.replacing(/(?i:lower)\s*\(\s*(?i:hex)\s*\(\s*(?i:randomblob)\s*\(\s*(\d+)\s*\)\s*\)\s*\)/) { match in
            Int(match.output.1).map { "encode(\(Self.randomBytes($0)), 'hex')" } ?? String(match.output.0)
        }
        text = text.replacing(/(?i:hex)\s*\(\s*(?i:randomblob)\s*\(\s*(\d+)\s*\)\s*\)/) { match in
            Int(match.output.1).map { "upper(encode(\(Self.randomBytes($0)), 'hex'))" } ?? String(match.output.0)
        }
        text = text.replacing(/(?i:randomblob)\s*\(\s*(\d+)\s*\)/) { match in
            Int(match.output.1).map(Self.randomBytes) ?? String(match.output.0)
        }
        return text
    }

    /// `count` random bytes from the server's own generator of random UUIDs (no
    /// extension needed): the 13 bytes of each that are random throughout (all but the
    /// version's and the variant's), as many UUIDs as it takes.
    static func randomBytes(_ count: Int) -> String {
        guard count > 0 else { return "'\\x'::bytea" }
        let blocks = (count + 12) / 13
        let block = "(substr(uuid_send(gen_random_uuid()), 1, 6) || substr(uuid_send(gen_random_uuid()), 10, 7))"
        let all = Array(repeating: block, count: blocks).joined(separator: " || ")
        return count == blocks * 13 && blocks == 1 ? block : "substr(\(all), 1, \(count))"
    }

    /// `sql` (a default of `attribute` in SQLite's SQL) with the type of a `CAST(… AS
    /// type)` in PostgreSQL's words where the server would read it otherwise than SQLite,
    /// which reads it by affinity: `INT` and `INTEGER` are 64 bits there and 32 on a
    /// server, `REAL` 8 bytes there and 4 (Pi-hole's `cast(strftime('%s', 'now') as int)`
    /// would stop fitting in 2038), and `BLOB` or `DATETIME` are no server type at all.
    ///
    /// A model adopted from PostgreSQL has no `dialect:` line either, and its defaults
    /// cast to the server's own types (`CAST('' AS character varying)`, `CAST(0 AS
    /// integer)`), so only what SQLite's reading changes is rewritten: a narrower integer
    /// in the default of an `int` (64 bits on both), `real` in that of a `double`, and a
    /// type name the server does not have, by its affinity. Text it cannot read is
    /// returned as it is.
    static func translatingSQLiteCasts(in sql: String, of attribute: Attribute) -> String {
        guard sql.range(of: "cast", options: .caseInsensitive) != nil, let tokens = try? SQLTokenizer.tokenize(sql) else { return sql }
        // Each open parenthesis, and whether it opens a CAST.
        var opened: [Bool] = []
        var typeStart: Int?
        var replacements: [(range: Range<String.Index>, type: String)] = []
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .openParenthesis:
                opened.append(index > 0 && tokens[index - 1].isKeyword("CAST"))
            case .closeParenthesis:
                if let start = typeStart, opened.last == true, start < index {
                    let range = tokens[start].range.lowerBound..<tokens[index - 1].range.upperBound
                    if let type = castType(forSQLite: String(sql[range]), of: attribute) { replacements.append((range, type)) }
                    typeStart = nil
                }
                if !opened.isEmpty { opened.removeLast() }
            default:
                // `AS` directly inside a CAST's parentheses starts the type.
                if token.isKeyword("AS"), opened.last == true, typeStart == nil { typeStart = index + 1 }
            }
        }
        var text = sql
        for (range, type) in replacements.reversed() { text.replaceSubrange(range, with: type) }
        return text
    }

    /// The type PostgreSQL casts to for SQLite's `declared` type in a default of
    /// `attribute`, or nil to leave it as written.
    private static func castType(forSQLite declared: String, of attribute: Attribute) -> String? {
        let name = baseName(of: declared)
        if isSQLiteOnlyType(declared) {
            switch ColumnType(affinityOf: declared) {
            case .integer: return "bigint"
            case .real: return "double precision"
            case .text: return "text"
            case .blob: return "bytea"
            case .any: return "numeric"
            }
        }
        if attribute.type == .int, ["int", "integer", "int4", "int2", "smallint"].contains(name) { return "bigint" }
        if attribute.type == .double, ["real", "float4"].contains(name) { return "double precision" }
        return nil
    }

    /// `strftime`'s `format` as `to_char`'s (`%Y-%m-%dT%H:%M:%fZ` →
    /// `YYYY"-"MM"-"DD"T"HH24":"MI":"SS.MS"Z"`: text between the fields in double
    /// quotes), or nil for a field `to_char` has no match for (`%w`, `%s`, `%J`).
    static func toCharFormat(_ format: String) -> String? {
        let fields: [Character: String] = ["Y": "YYYY", "m": "MM", "d": "DD", "H": "HH24", "M": "MI", "S": "SS", "f": "SS.MS", "j": "DDD"]
        var result = "", literal = ""
        func flush() {
            if !literal.isEmpty { result += "\"" + literal.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
            literal = ""
        }
        var characters = format.makeIterator()
        while let character = characters.next() {
            guard character == "%" else { literal.append(character); continue }
            guard let field = characters.next() else { return nil }
            if field == "%" { literal.append("%"); continue }
            guard let pattern = fields[field] else { return nil }
            flush()
            result += pattern
        }
        flush()
        return result
    }
}
