import Foundation
import Migration
import ModelKit
import ModelRuntime
import SchemaCore

/// `modelc migrate status|baseline|resolve` and `--dry-run` on a PostgreSQL database:
/// SQLite's commands (`Migrator.status`, `baseline`, `resolve`) over the same files and
/// the same history columns, with their results and refusals.
extension PostgresMigrator {
    /// `modelc migrate status`: the applied and pending files (those of model versions
    /// up to `modelVersion`, when given). Reads only: a database without a history table
    /// has every file pending and is left without one.
    public static func status(
        _ files: [MigrationFile], model: ModelVersions?, throughModelVersion modelVersion: Int?, database settings: PostgresConnectionSettings
    ) throws -> MigrationStatus {
        let selected = try files.selected(throughModelVersion: modelVersion, model: model)
        let session = try PostgresSession(settings)
        defer { session.close() }
        var status = MigrationStatus(database: settings.displayName, files: files, selected: selected, history: try PostgresHistory.entries(in: session),
                                     resolutions: try PostgresHistory.resolutions(in: session))
        let partly = try PostgresPhaseProgress.all(in: session).compactMap { progress -> MigrationStatus.PartlyApplied? in
            guard let file = files.first(where: { $0.version == progress.version }), status.pending.contains(file.fileName) else { return nil }
            return MigrationStatus.PartlyApplied(name: file.fileName, committedPhases: progress.phase, phases: progress.phases,
                                                 changedSince: progress.checksum != file.checksum.description)
        }
        if !partly.isEmpty { status.partlyApplied = partly }
        return status
    }

    /// `modelc migrate --dry-run`: the files a real run would apply (or, with `downs`
    /// and a `target` below the database's version, the down migrations it would run,
    /// newest first), after the refusals the one migrator makes before anything runs
    /// (`MigrationRun.schedule(after:)`: changed or missing applied files, `modelc.sum`,
    /// stale files, destructive steps without a count) and the first one's rows at stake
    /// and preflight counts (counted in a read-only transaction; a later one's counts
    /// depend on what the ones before it do, so they are not guessed). Writes nothing,
    /// not even the history table, and takes no lock.
    public static func dryRun(
        _ files: [MigrationFile], sum: MigrationSum?, model: ModelVersions?, database settings: PostgresConnectionSettings,
        upTo target: Int? = nil, downs: [Int: MigrationFile]? = nil, allowDestructive: Bool
    ) throws -> MigrationReport {
        let session = try PostgresSession(settings)
        defer { session.close() }
        let history = try PostgresHistory.entries(in: session)
        let run = run(files, sum: sum, model: model, upTo: target, downs: downs, allowDestructive: allowDestructive, dryRun: true)
        let schedule = try run.schedule(after: history)
        var dependents: [String] = []
        if let first = schedule.migrations.first {
            try session.execute("BEGIN READ ONLY")
            defer { try? session.execute("ROLLBACK") }
            try refuseUnsafe(first.unit, in: session)
            dependents = try refuseDroppingDependents(of: first.unit.sql, named: first.unit.name, target: first.unit.targetSchema,
                                                      allowDestructive: allowDestructive, in: session)
            dependents += try unmodelledReferencers(of: first.unit.sql, target: first.unit.targetSchema, in: session)
        }
        var report = run.report(database: settings.displayName, schedule: schedule)
        report.planned = schedule.migrations.map { PlannedMigration(file: $0.file, modelVersion: $0.modelVersion, preflightCounts: []) }
        if !report.planned.isEmpty { report.planned[0].notes += dependents }
        // Nor does a column's type change or drop that a view the file leaves standing
        // reads (pagila's `actor_info`, outside the model, over `category.name`): the
        // server refuses it, which its catalog of dependencies tells without running it.
        if let first = schedule.migrations.first, let blocked = try blockingView(in: first.unit.sql, session: session) {
            let error = failure(PostgresDatabaseError.statementFailed(database: settings.displayName, version: nil, message: blocked),
                                version: first.file.version, file: first.unit.name, phase: 1, phases: 1, database: settings.displayName)
            if let error = error as? MigrationError {
                report.planned = [report.planned[0]]
                report.planned[0].refusal = PlannedRefusal(error)
                report.notReached = schedule.migrations.dropFirst().map(\.file.fileName)
                return report
            }
        }
        // No SQL runs here, but a first file creating a table the database already has
        // fails for certain: said as the real run would say it, on a database that
        // predates modelc (the dry run had said "would apply" and exited 0).
        if history.isEmpty, let first = schedule.migrations.first, first.file.header.fromVersion == nil, let tables = first.unit.targetSchema?.tables {
            let existing = Set(try session.rows("""
                SELECT relname::text FROM pg_class WHERE relnamespace = to_regnamespace(quote_ident(current_schema())) AND relkind IN ('r', 'p', 'v', 'm')
                """).compactMap { $0.first ?? nil })
            if let clash = tables.map(\.name).first(where: existing.contains) {
                report.planned = [report.planned[0]]
                report.planned[0].refusal = PlannedRefusal(MigrationError.sqlFailed(file: first.unit.name, message: "relation \"\(clash)\" already exists").predatingModelc())
                report.notReached = schedule.migrations.dropFirst().map(\.file.fileName)
            }
        }
        return report
    }

    /// `modelc migrate baseline`: records the files up to number `last` as applied
    /// without running them, for a database that predates modelc. The live schema must
    /// equal `expected` (the model version's PostgreSQL schema, `modelVersion`) and the
    /// database must have no history; otherwise nothing is written
    /// (`baseline-mismatch`, exit 3).
    public static func baseline(
        _ files: [MigrationFile], through last: Int, modelVersion: Int, expected: Schema,
        database settings: PostgresConnectionSettings, lockTimeout: Double
    ) throws -> [MigrationHistory.Entry] {
        try withMigrationLock(settings, lockTimeout: lockTimeout) { session in
            try inTransaction(session) {
                try session.execute(PostgresHistory.createSQL)
                if let existing = try PostgresHistory.entries(in: session).last {
                    throw MigrationError.baselineOverHistory(database: settings.displayName, last: existing.name)
                }
                let schema = try session.rows("SELECT current_schema()::text").first?.first.flatMap { $0 } ?? "public"
                let differences = try schemaDifferences(expected: expected, in: session, schema: schema)
                guard differences.isEmpty else { throw MigrationError.baselineMismatch(database: settings.displayName, version: modelVersion, differences: differences) }
                for file in files where file.version <= last {
                    try session.execute(PostgresHistory.recordSQL(
                        version: file.version, name: file.fileName, checksum: file.checksum.description,
                        durationMilliseconds: 0, modelHash: file.header.modelHash?.description))
                }
            }
            return try PostgresHistory.entries(in: session)
        }
    }

    /// `modelc migrate resolve`: SQLite's `Migrator.resolve` on PostgreSQL. `.applied`
    /// records the first pending file as applied without running it (it must match
    /// `sum`, and the live schema must already be `expected`, the schema of the model
    /// version it leads to, when known); `.rolledBack` removes the last applied file's
    /// row. Each resolution is logged in `modelc_resolutions`.
    public static func resolve(
        _ action: MigrationHistory.Resolution.Action, migration: String, in files: [MigrationFile], directory: String,
        sum: MigrationSum?, expected: (MigrationFile) -> Schema?, database settings: PostgresConnectionSettings, lockTimeout: Double
    ) throws -> MigrationHistory.Resolution {
        let file = MigrationHistory.file(named: migration, in: files)
        if action == .applied {
            guard let file else { throw MigrationError.unknownMigration(name: migration, directory: directory) }
            try sum?.requireListed(file)
        }
        return try withMigrationLock(settings, lockTimeout: lockTimeout) { session in
            try inTransaction(session) { () throws -> MigrationHistory.Resolution in
                try session.execute(PostgresHistory.createSQL)
                let history = try PostgresHistory.entries(in: session)
                let resolution: MigrationHistory.Resolution
                switch action {
                case .applied:
                    guard let file else { throw MigrationError.unknownMigration(name: migration, directory: directory) }
                    try checkResolvable(file, history: history, files: files, expected: expected(file), in: session)
                    try session.execute(PostgresHistory.recordSQL(
                        version: file.version, name: file.fileName, checksum: file.checksum.description,
                        durationMilliseconds: 0, modelHash: file.header.modelHash?.description))
                    resolution = MigrationHistory.Resolution(version: file.version, name: file.fileName, action: .applied,
                                                             checksum: file.checksum.description, resolvedAt: "")
                case .rolledBack:
                    try MigrationHistory.requireKnown(migration, files: files, history: history, directory: directory)
                    if let file, !history.contains(where: { $0.version == file.version }),
                       let progress = try PostgresPhaseProgress.all(in: session).first(where: { $0.version == file.version }) {
                        // A migration of several phases that stopped part-way is in no
                        // history row but in its progress row: rolling it back (its
                        // committed phases undone by hand) clears that row, so the next
                        // run starts it at phase 1, as its file is now.
                        try session.execute(PostgresPhaseProgress.clearSQL(version: file.version))
                        resolution = MigrationHistory.Resolution(version: file.version, name: file.fileName, action: .rolledBack,
                                                                 checksum: progress.checksum, resolvedAt: "")
                        break
                    }
                    let entry = try MigrationHistory.entryToRollBack(migration, history: history)
                    try session.execute(PostgresHistory.removeSQL(version: entry.version))
                    resolution = MigrationHistory.Resolution(version: entry.version, name: entry.name, action: .rolledBack,
                                                             checksum: entry.checksum, resolvedAt: "")
                }
                try session.execute(PostgresHistory.createResolutionsSQL)
                try session.execute(PostgresHistory.recordSQL(resolution: resolution.version, name: resolution.name,
                                                              action: resolution.action, checksum: resolution.checksum))
                return try PostgresHistory.resolutions(in: session).last ?? resolution
            }
        }
    }

    /// The server's words for the first statement of `sql` that changes the type of, or
    /// drops, a column a view or materialized view reads which `sql` has not dropped by
    /// then (`cannot alter type of a column used by a view or rule (rule _RETURN on view
    /// actor_info depends on column "name")`), read from `pg_depend`; nil when none does.
    static func blockingView(in sql: String, session: PostgresSession) throws -> String? {
        let name = #"(?:"(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_$]*)"#
        let alter = try Regex("^ALTER TABLE (?:ONLY )?(?<table>\(name))\\s+(?:ALTER COLUMN (?<typed>\(name)) (?:SET DATA )?TYPE |DROP COLUMN (?:IF EXISTS )?(?<dropped>\(name)))")
        let dropView = try Regex("^DROP (?:MATERIALIZED )?VIEW (?:IF EXISTS )?(?<view>\(name))")
        var dropped: Set<String> = []
        func unquoted(_ text: Substring) -> String {
            text.hasPrefix("\"") ? String(text.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"") : text.lowercased()
        }
        for statement in PostgresScript.statements(in: sql).map(executable) {
            if let match = statement.prefixMatch(of: dropView), let view = match.output["view"]?.substring {
                dropped.insert(unquoted(view))
                continue
            }
            guard let match = statement.prefixMatch(of: alter), let table = match.output["table"]?.substring,
                  let column = match.output["typed"]?.substring ?? match.output["dropped"]?.substring else { continue }
            let dialect = PostgresDialect()
            let rows = try session.rows("""
                SELECT DISTINCT v.relname::text, v.relkind::text FROM pg_depend d
                  JOIN pg_rewrite r ON r.oid = d.objid JOIN pg_class v ON v.oid = r.ev_class
                  JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
                  WHERE d.classid = 'pg_rewrite'::regclass AND d.refobjid = to_regclass(\(dialect.literal(String(table))))
                    AND a.attname = \(dialect.literal(unquoted(column))) AND v.oid <> d.refobjid
                  ORDER BY 1
                """)
            guard let row = rows.first(where: { ($0.first ?? nil).map { !dropped.contains($0) } ?? false }), let view = row[0] else { continue }
            let kind = row.count > 1 && row[1] == "m" ? "materialized view" : "view"
            let action = match.output["typed"]?.substring != nil ? "alter type of a column used by a view or rule" : "drop column \(unquoted(column)) of table \(unquoted(table)) because other objects depend on it"
            return "cannot \(action) (rule _RETURN on \(kind) \(view) depends on column \"\(unquoted(column))\")"
        }
        return nil
    }

    /// Refuses to record `file` as applied unless it is the first pending file and the
    /// live schema is already what it leads to.
    private static func checkResolvable(
        _ file: MigrationFile, history: [MigrationHistory.Entry], files: [MigrationFile], expected: Schema?, in session: PostgresSession
    ) throws {
        try MigrationHistory.checkRecordable(file, history: history, files: files)
        guard let expected else { return }
        let schema = try session.rows("SELECT current_schema()::text").first?.first.flatMap { $0 } ?? "public"
        try MigrationHistory.requireLeadsTo(file, differences: try schemaDifferences(expected: expected, in: session, schema: schema))
    }

    /// `body` between `BEGIN` and `COMMIT`, rolled back when it throws.
    static func inTransaction<T>(_ session: PostgresSession, _ body: () throws -> T) throws -> T {
        try session.execute("BEGIN")
        do {
            let result = try body()
            try session.execute("COMMIT")
            return result
        } catch {
            try? session.execute("ROLLBACK")
            throw error
        }
    }
}
