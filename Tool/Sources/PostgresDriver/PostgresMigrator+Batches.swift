import Foundation
import Migration

/// Running a `batches` phase: each statement again and again, each run its own
/// transaction, until it changes no row.
///
/// A generated batch is a backfill (`UPDATE "t" SET "c" = … WHERE ctid = ANY (…)`), and
/// an UPDATE fires the table's row triggers: Pagila's, Sakila's and dvdrental's
/// `last_updated` trigger stamped every row's `last_update` with the migration's time,
/// a change to data the migration does not name, which the single-transaction form
/// (`ADD COLUMN … DEFAULT …`, no UPDATE) never makes. So the UPDATE triggers the table
/// has enabled are disabled inside each batch's transaction and enabled again as they
/// were (`ENABLE`, `ENABLE ALWAYS`, `ENABLE REPLICA`) before it commits: other sessions
/// never see them off (`ALTER TABLE … DISABLE TRIGGER` holds SHARE ROW EXCLUSIVE until
/// the commit, so their writes wait for the batch), and a trigger the owner had disabled
/// stays so. The foreign keys' own triggers are internal and still check every row.
extension PostgresMigrator {
    /// An enabled user trigger of a table that fires on UPDATE, and how it was enabled.
    struct UpdateTrigger: Equatable {
        var name: String
        /// `pg_trigger.tgenabled`: `O` (origin, the default), `A` (always), `R` (replica).
        var enabled: String

        /// The words that enable it again as it was.
        var enableClause: String {
            switch enabled {
            case "A": "ENABLE ALWAYS TRIGGER"
            case "R": "ENABLE REPLICA TRIGGER"
            default: "ENABLE TRIGGER"
            }
        }
    }

    /// Runs the statements of a `batches` phase; returns a note for each table whose
    /// UPDATE triggers were held off.
    static func runBatches(_ statements: [String], in session: PostgresSession) throws -> [String] {
        var notes: [String] = []
        for statement in statements {
            guard let table = updatedTable(statement) else {
                while try session.changes(statement) > 0 {}
                continue
            }
            let triggers = try updateTriggers(of: table, in: session)
            guard !triggers.isEmpty else {
                while try session.changes(statement) > 0 {}
                continue
            }
            let dialect = PostgresDialect()
            var changed = 0
            repeat {
                try session.execute("BEGIN")
                do {
                    for trigger in triggers { try session.execute("ALTER TABLE \(table) DISABLE TRIGGER \(dialect.quote(trigger.name))") }
                    changed = try session.changes(statement)
                    for trigger in triggers { try session.execute("ALTER TABLE \(table) \(trigger.enableClause) \(dialect.quote(trigger.name))") }
                    try session.execute("COMMIT")
                } catch {
                    try? session.execute("ROLLBACK")
                    throw error
                }
            } while changed > 0
            notes.append("the UPDATE triggers of \(table) (\(triggers.map(\.name).joined(separator: ", "))) were held off while its rows were filled in batches, "
                + "so that they did not change the rows' other columns, as the one-statement form would not")
        }
        return notes
    }

    /// The table an `UPDATE <table> SET …` statement names, as written (quoted or not,
    /// with its schema when it has one), past the statement's leading comment lines;
    /// nil for any other statement.
    static func updatedTable(_ statement: String) -> String? {
        let body = statement.lines().drop { $0.trimmingSpaces().hasPrefix("--") || $0.trimmingSpaces().isEmpty }.joined(separator: "\n")
        let name = #"(?:"(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_$]*)"#
        guard let match = body.firstMatch(of: try! Regex("^\\s*(?i:UPDATE)\\s+(?<table>\(name)(?:\\.\(name))?)\\s+(?i:SET)\\b")) else { return nil }
        return match.output["table"]?.substring.map(String.init)
    }

    /// The enabled user triggers of `table` (as `updatedTable` gives it) that fire on
    /// UPDATE, by name.
    static func updateTriggers(of table: String, in session: PostgresSession) throws -> [UpdateTrigger] {
        let dialect = PostgresDialect()
        // tgtype's bit 4 (16) is TRIGGER_TYPE_UPDATE.
        return try session.rows("""
            SELECT tgname::text, tgenabled::text FROM pg_trigger
              WHERE tgrelid = to_regclass(\(dialect.literal(table))) AND NOT tgisinternal AND tgenabled <> 'D' AND (tgtype::int & 16) <> 0
              ORDER BY tgname
            """).compactMap { row in
            guard row.count > 1, let name = row[0], let enabled = row[1] else { return nil }
            return UpdateTrigger(name: name, enabled: enabled)
        }
    }
}
