import Foundation
import Migration
import ModelKit
import ModelRuntime
import SchemaCore

/// Brings a PostgreSQL database to a model version by applying the model's PostgreSQL
/// migration files (`migrations/<Model>/postgres/`, see `PostgresMigrator+Files`), one
/// file at a time.
///
/// Each file's checksum is recorded in `modelc_migrations`, so a file that was applied
/// and edited since is refused. Under a session-level advisory lock (two deployers: one
/// applies, the other waits up to the lock timeout and then finds nothing to do), each
/// file runs phase by phase (`PostgresMigrator+Phases`; most files are one phase, one
/// transaction), each transactional phase with `lock_timeout` (and `statement_timeout`,
/// when given) set for it; the last phase's transaction verifies the result (the live
/// schema's catalog fingerprint must equal that of the file's model version's DDL run
/// in a scratch schema, see `PostgresSchemaFingerprint`) and records the file.
public enum PostgresMigrator {
    /// The scratch schema the expected side of a verification is built in.
    static let scratchSchema = "modelc_expected"

    /// Sets the transaction's `search_path` to the scratch schema, then the session's
    /// current schema (the one migrated): what the model's SQL names and the model does
    /// not create (a `serial` key's sequence in `nextval('film_film_id_seq')`, an enum or
    /// domain type) resolves to the live schema's, and prints unqualified on both sides,
    /// as `inspect --model` reads them; then the rest of the session's path, where an
    /// extension's type may be (`citext` in `public`, the tables in `app`).
    static let scratchSearchPath = "SELECT set_config('search_path', quote_ident('\(scratchSchema)') || ', ' || quote_ident(current_schema()) || ', ' || current_setting('search_path'), true)"

    /// How the live schema `schema` differs from `expected`, inside the caller's open
    /// transaction: `expected`'s fingerprint (`expectedLines`: composed from the server's
    /// wording of its columns, with the tables that cannot be composed built in a scratch
    /// schema, `modelc_expected`, under a savepoint that is rolled back, scratch schema
    /// and all) against the live schema's, both read from the catalogs
    /// (`PostgresSchemaFingerprint`). modelc's own tables are left out of the live side.
    /// With views, the whole expected schema is built in the scratch schema, in the live
    /// column order, which in-place changes let drift (see
    /// `Schema.orderingColumns(like:)`) and a view's `*` follows.
    ///
    /// A composed fingerprint that differs from the live one is checked again against
    /// the whole scratch schema, and that comparison is the one reported: composing is a
    /// shortcut, the server's own DDL the authority.
    ///
    /// `readAhead`, when given, is the expected side already read on another connection
    /// (`PostgresExpectedFingerprint`), and only the live side is read here. At most
    /// `limit` lines are returned (`PostgresSchemaFingerprint.differences`).
    static func schemaDifferences(
        expected: Schema, in session: PostgresSession, schema: String, readAhead: (() -> ExpectedLines?)? = nil, limit: Int = 5
    ) throws -> [String] {
        let dialect = PostgresDialect()
        let scratch = scratchSchema
        func expectedSide(composing: Bool) throws -> ExpectedLines {
            var side = expected
            if !expected.views.isEmpty {
                side = expected.orderingColumns(like: PostgresSchemaFingerprint.columnOrder(
                    try session.rows(PostgresSchemaFingerprint.columnOrderQuery(schema: schema)).compactMap { $0.first ?? nil }))
            }
            try session.execute("SAVEPOINT \(dialect.quote(scratch))")
            let lines = composing
                ? try expectedLines(of: side, in: session)
                : ExpectedLines(lines: try scratchFingerprint(of: side, in: session), isComposed: false)
            try session.execute("ROLLBACK TO SAVEPOINT \(dialect.quote(scratch))")
            return lines
        }
        var side = try readAhead?() ?? expectedSide(composing: true)
        // The schema first, so its objects print unqualified; the rest of the path after
        // it, as the expected side had it (`citext` from `public` prints unqualified on both).
        try session.execute("SELECT set_config('search_path', \(dialect.literal(dialect.quote(schema) + ", ")) || current_setting('search_path'), true)")
        let live = try liveLines(of: schema, managedBy: expected, in: session)
        var differences = PostgresSchemaFingerprint.differences(expected: side.lines, live: live, limit: limit)
        if !differences.isEmpty && side.isComposed {
            side = try expectedSide(composing: false)
            differences = PostgresSchemaFingerprint.differences(expected: side.lines, live: live, limit: limit)
        }
        return differences
    }

    /// The live schema's fingerprint lines, but for modelc's own tables and what
    /// `expected`'s `unmanaged:` patterns leave alone (a table or view they match, with
    /// its columns, constraints and indexes; an index they match), as `inspect --model`
    /// leaves them out.
    static func liveLines(of schema: String, managedBy expected: Schema, in session: PostgresSession) throws -> [String] {
        guard !expected.unmanaged.isEmpty else {
            return try session.rows(PostgresSchemaFingerprint.query(schema: schema, excluding: PostgresHistory.tableNames)).compactMap { $0.first ?? nil }
        }
        let rows = try session.rows("SELECT table_name, line FROM (\(PostgresSchemaFingerprint.linesQuery(schema: schema, excluding: PostgresHistory.tableNames))) AS lines ORDER BY line")
        return rows.compactMap { row -> String? in
            guard row.count > 1, let table = row[0], let line = row[1], !expected.isUnmanaged(table) else { return nil }
            if line.hasPrefix("index "), let name = indexName(in: line), expected.isUnmanaged(index: name, on: table) { return nil }
            return line
        }
    }

    /// The index an `index CREATE [UNIQUE] INDEX <name> ON …` fingerprint line is about.
    private static func indexName(in line: String) -> String? {
        guard let start = line.range(of: " INDEX "), let end = line.range(of: " ON ", range: start.upperBound..<line.endIndex) else { return nil }
        let name = String(line[start.upperBound..<end.lowerBound])
        return name.hasPrefix("\"") && name.hasSuffix("\"") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }

    /// The fingerprint lines an expected side gives, sorted, and whether any were
    /// composed (`PostgresComposedFingerprint`) rather than read from a scratch schema.
    struct ExpectedLines: Sendable {
        var lines: [String]
        var isComposed: Bool
    }

    /// The fingerprint of `expected`, inside the caller's open transaction or savepoint,
    /// which the caller rolls back: composed where `PostgresComposedFingerprint` can,
    /// with the tables it leaves over built in the scratch schema
    /// (`PostgresScratchTables`), or the whole DDL run there when it cannot compose.
    static func expectedLines(of expected: Schema, in session: PostgresSession) throws -> ExpectedLines {
        guard let composition = try PostgresComposedFingerprint.lines(of: expected, in: session) else {
            return ExpectedLines(lines: try scratchFingerprint(of: expected, in: session), isComposed: false)
        }
        guard !composition.leftOver.isEmpty else { return ExpectedLines(lines: composition.lines, isComposed: true) }
        let leftOver = PostgresScratchTables(Set(composition.leftOver), of: expected)
        let built = try scratchFingerprint(of: leftOver.schema, only: leftOver.tables, in: session)
        return ExpectedLines(lines: (composition.lines + built).sorted(), isComposed: true)
    }

    /// The fingerprint of `expected` as the server describes it (of its tables in `only`
    /// alone, when given): its DDL run in the scratch schema of the caller's open
    /// transaction (or savepoint), which the caller rolls back.
    static func scratchFingerprint(of expected: Schema, only: [String]? = nil, in session: PostgresSession) throws -> [String] {
        let dialect = PostgresDialect()
        // The types are the live schema's, which the scratch one sees: made again in the
        // scratch schema, they would hide the live ones, and a live column's type would
        // read `public.mood` beside the scratch column's `mood`. So are the extensions,
        // database-wide: creating one here, on the connection that reads ahead, waited
        // for the migration's own uncommitted `CREATE EXTENSION`, which waited for it.
        var tables = expected
        tables.types = []
        tables.extensions = []
        try session.executeInTransaction(PostgresScript.statements(in: """
            CREATE SCHEMA \(dialect.quote(scratchSchema));
            \(scratchSearchPath);
            \(dialect.render(tables))
            """))
        return try session.rows(PostgresSchemaFingerprint.query(schema: scratchSchema, excluding: [], only: only)).compactMap { $0.first ?? nil }
    }
}
