import Foundation
import Migration
import ModelKit
import ModelRuntime
import SQLiteSchema

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

    /// How the live schema `schema` differs from `expected`, inside the caller's open
    /// transaction: `expected`'s DDL runs in a scratch schema (`modelc_expected`) under
    /// a savepoint, both are read back from the catalogs (`PostgresSchemaFingerprint`),
    /// and the savepoint is rolled back, scratch schema and all. modelc's own tables are
    /// left out of the live side. The expected schema is built in the live column order,
    /// which in-place changes let drift (see `Schema.orderingColumns(like:)`).
    ///
    /// With a `scope` whose other tables' lines the last verified migration stored
    /// (`PostgresStoredFingerprint`), only the scope's changed tables are built, and the
    /// stored lines stand for the rest.
    ///
    /// `readAhead`, when given, is the expected side already read on another connection
    /// (`PostgresExpectedFingerprint`: of the scope's tables when there is a scope), and
    /// only the live side is read here.
    static func schemaDifferences(
        expected: Schema, in session: PostgresSession, schema: String,
        scope: PostgresVerificationScope? = nil, readAhead: (() -> [String]?)? = nil
    ) throws -> [String] {
        let dialect = PostgresDialect()
        let scratch = scratchSchema
        var expectedRows: [String]
        let stored = try scope.flatMap { try PostgresStoredFingerprint.lines(excluding: $0.changedTables, in: session, schema: schema) }
        if let lines = readAhead?(), (scope == nil) == (stored == nil) {
            expectedRows = lines
        } else if let scope, stored != nil {
            try session.execute("SAVEPOINT \(dialect.quote(scratch))")
            expectedRows = try scratchFingerprint(of: scope.scratch, only: scope.changedTables, in: session)
            try session.execute("ROLLBACK TO SAVEPOINT \(dialect.quote(scratch))")
        } else {
            let liveOrder = PostgresSchemaFingerprint.columnOrder(
                try session.rows(PostgresSchemaFingerprint.columnOrderQuery(schema: schema)).compactMap { $0.first ?? nil })
            try session.execute("SAVEPOINT \(dialect.quote(scratch))")
            expectedRows = try scratchFingerprint(of: expected.orderingColumns(like: liveOrder), in: session)
            try session.execute("ROLLBACK TO SAVEPOINT \(dialect.quote(scratch))")
        }
        if let stored { expectedRows = (expectedRows + stored).sorted() }
        try session.execute("SET LOCAL search_path TO \(dialect.quote(schema))")
        let live = try session.rows(PostgresSchemaFingerprint.query(schema: schema, excluding: PostgresHistory.tableNames))
            .compactMap { $0.first ?? nil }
        return PostgresSchemaFingerprint.differences(expected: expectedRows, live: live)
    }

    /// The fingerprint of `expected` as the server describes it (of its tables in `only`
    /// alone, when given): its DDL run in the scratch schema of the caller's open
    /// transaction (or savepoint), which the caller rolls back.
    static func scratchFingerprint(of expected: Schema, only: [String]? = nil, in session: PostgresSession) throws -> [String] {
        let dialect = PostgresDialect()
        try session.execute("""
            CREATE SCHEMA \(dialect.quote(scratchSchema));
            SET LOCAL search_path TO \(dialect.quote(scratchSchema));
            \(dialect.render(expected))
            """)
        return try session.rows(PostgresSchemaFingerprint.query(schema: scratchSchema, excluding: [], only: only)).compactMap { $0.first ?? nil }
    }
}
