import Foundation
import ModelKit
import Migration
import ModelRuntime
import SchemaCore

/// Running one version's migration phase by phase (see `PostgresPhase`), resuming
/// where an earlier run stopped.
///
/// - A `transaction` phase runs in one transaction (with `--lock-timeout` and
///   `--statement-timeout` set for it, `Options.transactionSettings`), and records its
///   number in `modelc_migration_progress` before it commits. The first one also counts
///   the rows at stake and the preflight checks (`refuseUnsafe`).
/// - A `no-transaction` phase runs statement by statement, each committing on its own,
///   then records its number.
/// - A `batches` phase runs each statement again and again, each run its own
///   transaction, until it changes no row, then records its number.
/// - The last phase's transaction (a new one when the last phase runs outside one)
///   also holds the verification, the history row and the clearing of the progress row;
///   it is left open for the caller to commit. The expected side of the verification
///   is read meanwhile on a second connection where it can be
///   (`PostgresExpectedFingerprint`).
///
/// A re-run finds the committed phases and starts after them; a migration that changed
/// since its first phases committed is refused.
extension PostgresMigrator {
    /// Runs `unit` from its first uncommitted phase, leaving the last phase's
    /// transaction (verification and history row included) open for the caller to
    /// commit; rolls back the open transaction and throws on any failure. Returns the
    /// guards' notes on how the migration was let through (none for a resumed one).
    ///
    /// `expected`, when given, reads the expected side of the verification already
    /// being read on another connection (`PostgresExpectedFingerprint`).
    static func runPhases(
        _ unit: MigrationUnit, in session: PostgresSession, schema: String, options: Options, expected: (() -> ExpectedLines?)? = nil
    ) throws -> [String] {
        let name = session.settings.displayName
        // The one migrator's units of versioned files always have their number.
        let version = unit.version ?? 0
        let checksum = unit.checksum.description
        let phases: [PostgresPhase]
        do {
            phases = try PostgresScript.phases(in: unit.sql)
        } catch {
            throw PostgresPhaseError.invalidPhases(database: name, version: version, error)
        }
        // A migration of one phase is all or nothing and has no progress to keep, so the
        // progress table appears only with the first migration of several phases.
        let phased = phases.count > 1
        if phased { try session.execute(PostgresPhaseProgress.createSQL) }
        var first = 1
        if phased, let committed = try PostgresPhaseProgress.committed(version: version, in: session) {
            guard committed.checksum == checksum else {
                throw PostgresPhaseError.changedWhilePartlyApplied(database: name, version: version, committed: committed.phase)
            }
            first = committed.phase + 1
        }
        // A file that builds its model version into an empty schema by exactly that
        // version's DDL leaves the catalog the scratch schema would hold: there is
        // nothing to verify. Whether it does is settled on another thread while the
        // phases run (comparing a 200-table file's statements with the DDL is work the
        // server need not wait for), and a file that does not is verified against an
        // expected side built then. Otherwise the expected side is read on a second
        // connection while the phases run, when it does not depend on them.
        let verified = unit.targetSchema
        var fromNothing: BackgroundValue<Bool>?
        if let target = verified, first == 1, !unit.isDown, try !holdsObjects(in: session, schema: schema) {
            let sql = unit.sql
            fromNothing = BackgroundValue { runsExactly(sql, ddlOf: target) }
        }
        let readAhead: (() -> ExpectedLines?)? = fromNothing != nil ? nil : verified.flatMap { target in
            if let expected { return expected }
            guard PostgresExpectedFingerprint.canReadAhead(target) else { return nil }
            let reader = PostgresExpectedFingerprint(target, settings: session.settings)
            return { reader.fingerprint() }
        }
        let started = Date()
        var notes: [String] = []
        var open = false
        var current = first
        do {
            for phase in phases where phase.number >= first {
                current = phase.number
                let last = phase.number == phases.count
                if phase.kind == .transaction {
                    try session.execute("BEGIN")
                    try session.execute(options.transactionSettings)
                    open = true
                }
                if phase.number == 1 {
                    notes = try refuseUnsafe(unit, in: session, inTransaction: open)
                    notes += try refuseDroppingDependents(of: unit.sql, named: unit.name, target: unit.targetSchema,
                                                          allowDestructive: options.allowDestructive, in: session)
                    notes += try unmodelledReferencers(of: unit.sql, target: unit.targetSchema, in: session)
                }
                switch phase.kind {
                case .transaction: try session.executeInTransaction(phase.statements)
                case .batches: notes += try runBatches(phase.statements, in: session)
                case .noTransaction: for statement in phase.statements { try session.execute(statement) }
                }
                if !last {
                    try session.execute(PostgresPhaseProgress.recordSQL(
                        version: version, checksum: checksum, phase: phase.number, phases: phases.count))
                    if open { try session.execute("COMMIT") }
                    open = false
                }
            }
            current = phases.count + 1
            if !open {
                try session.execute("BEGIN")
                try session.execute(options.transactionSettings)
                open = true
            }
            if let target = verified, fromNothing?.value != true {
                let differences = try schemaDifferences(expected: target, in: session, schema: schema, readAhead: readAhead)
                if !differences.isEmpty {
                    throw MigrationError.verificationFailed(file: unit.name, differences: differences)
                }
            }
            try session.execute(PostgresHistory.retiredTablesSQL)
            if unit.isDown {
                try session.execute(PostgresHistory.removeSQL(version: version))
            } else {
                try session.execute(PostgresHistory.recordSQL(
                    version: version, name: unit.name, checksum: checksum,
                    durationMilliseconds: Int(Date().timeIntervalSince(started) * 1000), modelHash: unit.modelHash?.description))
            }
            if phased { try session.execute(PostgresPhaseProgress.clearSQL(version: version)) }
            return notes
        } catch {
            if open { try? session.execute("ROLLBACK") }
            throw failure(error, version: version, file: unit.name, phase: current, phases: phases.count, database: name)
        }
    }

    /// Whether `sql` runs exactly the statements of `expected`'s DDL (the scratch schema's,
    /// `scratchFingerprint`), in any order. In a schema that holds no table or view but
    /// modelc's own (`holdsObjects`), the server then builds the same catalog from the
    /// same statements, and comparing it with a scratch copy would compare it with
    /// itself. A version's first file, made from nothing, is such a file; an edited one
    /// is not.
    static func runsExactly(_ sql: String, ddlOf expected: Schema) -> Bool {
        let dialect = PostgresDialect()
        let file = PostgresScript.statements(in: sql).map(executable).filter { !$0.isEmpty }.sorted()
        let ddl = PostgresScript.statements(in: dialect.render(expected)).map(executable).filter { !$0.isEmpty }.sorted()
        return !ddl.isEmpty && file == ddl
    }

    /// Whether the schema `schema` holds a table or view that is not modelc's own.
    static func holdsObjects(in session: PostgresSession, schema: String) throws -> Bool {
        let dialect = PostgresDialect()
        let reserved = PostgresHistory.tableNames.map(dialect.literal).joined(separator: ", ")
        let count = try session.rows("""
            SELECT count(*)::text FROM pg_class WHERE relnamespace = \(dialect.literal(dialect.quote(schema)))::regnamespace
              AND relkind IN ('r', 'p', 'v', 'm', 'f') AND relname NOT IN (\(reserved))
            """).first?.first ?? nil
        return count != "0"
    }

    /// A statement without its whole-line comments (a plan's `-- step N:` lines).
    static func executable(_ statement: String) -> String {
        statement.lines()
            .filter { !$0.trimmingSpaces().hasPrefix("--") }
            .joined(separator: "\n").trimmingSpacesAndNewlines()
    }

    /// The error to report: a failed statement with nothing of the version committed is
    /// the failure SQLite's applier reports (`MigrationError.sqlFailed`, in the same
    /// words); a lock timeout or a refusal stays as it is (each says what to do); a
    /// statement failing after a committed phase is a failed phase, which says which
    /// phases are committed and where a re-run continues.
    static func failure(_ error: any Error, version: Int, file: String, phase: Int, phases: Int, database: String) -> any Error {
        // The check after the last phase runs in that phase's transaction: it and the
        // check roll back, the phases before it stay committed, and the next run goes on
        // from the last phase. Said as a rollback of the whole file, it sent the reader
        // looking for changes made outside modelc (a constraint the rebuild kept).
        if case MigrationError.verificationFailed(_, let differences, _, _) = error, phases > 1, phase > phases {
            return PostgresPhaseError.phaseFailed(database: database, version: version, phase: phases, phases: phases,
                                                  message: "the resulting schema differs from the model, so phase \(phases) was rolled back: \(MigrationError.shown(differences))")
        }
        guard let error = error as? PostgresDatabaseError else { return error }
        // A limit met after phases committed: "nothing was changed" would be untrue, and
        // the next run continues where this one stopped.
        if phase > 1 && phase <= phases {
            switch error {
            case .lockTimedOut:
                return PostgresPhaseError.phaseStopped(
                    database: database, version: version, phase: phase, phases: phases, code: "database-locked",
                    reason: "a lock was not granted within the lock timeout (a concurrent index build also waits for older transactions to end)",
                    advice: "run again when the other sessions are done, or wait longer with --lock-timeout", status: .refused)
            case .statementTimedOut(_, _, let seconds):
                return PostgresPhaseError.phaseStopped(
                    database: database, version: version, phase: phase, phases: phases, code: "statement-timeout",
                    reason: "a statement ran longer than the statement timeout\(seconds.map { " (\(ErrorReport.seconds($0)))" } ?? ""); it was cancelled",
                    advice: "allow more time with --statement-timeout, or split the migration", status: .databaseError)
            default:
                break
            }
        }
        switch error {
        case .statementFailed(_, _, var message):
            // A view the model does not describe (unmanaged) is not dropped and created again
            // around the step, as the plan does for the model's own views.
            if let view = message.firstMatch(of: /on view (\S+) depends on column/)?.1 {
                message += "; view \(view) is not in the model, so the migration does not drop and recreate it: "
                    + "drop it in a hand-written migration numbered before this one and create it again in one after, or describe it in the model's `views:`"
            }
            // A materialized view, which a model cannot describe (pagila's
            // `rental_by_category`), is the same, and holds rows its query gives again.
            if let view = message.firstMatch(of: /on materialized view (\S+) depends on column/)?.1 {
                message += "; materialized view \(view) is not in the model (a model describes no materialized view), so the migration does not drop and recreate it: "
                    + "drop it in a hand-written migration numbered before this one and create it again, with its query (`SELECT pg_get_viewdef('\(view)')`), in one after"
            }
            // Row-level security's policies are the database's, not the model's (Sourcegraph's
            // 200 on `tenant_id`): the server refuses a column type they read.
            if let policy = message.firstMatch(of: /\(policy (\S+) on table (\S+) depends on column/) {
                message += "; policy \(policy.1) is not in the model, so the migration does not drop and recreate it: "
                    + "drop it (`DROP POLICY \(policy.1) ON \(policy.2)`) in a hand-written migration numbered before this one and create it again in one after"
            }
            // A value a column's type change cannot convert is the data's fault, not the SQL's.
            let unconverted = message.contains(" TYPE ") && message.contains(" USING ")
                && (message.contains("invalid input syntax for type") || message.contains("out of range") || message.contains(PostgresTypeMapping.realRounding))
            // Nor is a schema, type or function the database lacks: the advice is what to
            // do, rather than to fix that SQL.
            let advice = PostgresDatabaseError.missingObjectAdvice(message)
                ?? (unconverted ? "a stored value does not convert to the column's new type: fix it in a hand-written migration numbered before this one, or keep the column's old type" : nil)
            if phase > 1 && phase <= phases {
                if let advice { message += "; \(advice)" }
                return PostgresPhaseError.phaseFailed(database: database, version: version, phase: phase, phases: phases, message: message)
            }
            return MigrationError.sqlFailed(file: file, message: message, hint: advice.map { "\($0), then run again" })
        default:
            return error
        }
    }
}
