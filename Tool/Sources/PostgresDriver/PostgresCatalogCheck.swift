import Migration
import SchemaCore

/// What baseline and the verification after a migration see and the schema comparison
/// does not: the live schema's catalog fingerprint against the model's
/// (`PostgresMigrator.schemaDifferences`), read in a transaction that is rolled back.
///
/// `inspect --model`, `diff --from-db` and `--as-model` compare the live schema read in
/// the model's words, which has no place for a `FOREIGN KEY … NOT VALID` (Rails'
/// `validate: false`), an identity column that is not the key, or a unique index's `NULLS
/// NOT DISTINCT`: they said "no drift", and `migrate baseline` then refused the same
/// database. Drift adds these lines when the comparison finds nothing else, and
/// adoption leaves each table they name unmanaged, so "no drift" means baseline passes.
enum PostgresCatalogCheck {
    /// The fingerprint lines that differ (`missing …`, `unexpected …`), at most `limit`:
    /// drift shows five; adoption asks for every one, since it leaves each table they name
    /// unmanaged and verifies again (five a round made MusicBrainz's adoption take 30
    /// rounds and two minutes).
    static func differences(of expected: Schema, in session: PostgresSession, limit: Int = 5) throws -> [String] {
        let schema = try session.rows("SELECT current_schema()::text").first?.first.flatMap { $0 } ?? "public"
        try session.execute("BEGIN")
        defer { try? session.execute("ROLLBACK") }
        return try PostgresMigrator.schemaDifferences(expected: expected, in: session, schema: schema, limit: limit)
    }

    /// The table or view a fingerprint line is about: `column t.c …`, `constraint t …`,
    /// `index CREATE … ON t USING …`, `view v …`, after `missing ` or `unexpected `.
    static func object(of line: String) -> String? {
        var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if let first = words.first, first == "missing" || first == "unexpected" { words.removeFirst() }
        guard words.count > 1 else { return nil }
        switch words[0] {
        case "column": return words[1].split(separator: ".").first.map { unquoted(String($0)) }
        case "constraint", "view": return unquoted(words[1])
        case "index": return words.firstIndex(of: "ON").flatMap { $0 + 1 < words.count ? unquoted(words[$0 + 1]) : nil }
        default: return nil
        }
    }

    /// The advice a line calls for, if any: a NOT VALID constraint is validated first; a
    /// NO INHERIT check is one the model cannot state.
    static func advice(for line: String) -> String? {
        if line.hasSuffix(" NOT VALID") {
            return "a NOT VALID constraint, which the model cannot state: validate it (`ALTER TABLE … VALIDATE CONSTRAINT …`) and adopt again"
        }
        if line.hasSuffix(" NO INHERIT") {
            return "a NO INHERIT check, which the model cannot state (tables inheriting from this one do not get it): drop NO INHERIT (or the check) and adopt again, or keep the table unmanaged"
        }
        return nil
    }

    private static func unquoted(_ name: String) -> String {
        name.hasPrefix("\"") && name.hasSuffix("\"") && name.count > 1 ? String(name.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"") : name
    }
}
