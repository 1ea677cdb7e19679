import Foundation
import GRDB
import GRDBSQLite
import Migration
import SchemaCore

extension Migrator {
    /// What a real run would do with `schedule`'s migrations, found by doing it on a private copy of
    /// the database: each migration goes through the real apply path in order
    /// (`apply(_:on:counted:)`: the same guards, SQL, checks and refusals), after the
    /// ones before it, so every count is taken on the rows the real run would count,
    /// however the earlier migrations changed them. Lists each migration reached, with
    /// what its guards counted; the one that stops the run carries the refusal or
    /// failure, and the ones after it are not reached. The copy is then dropped: the
    /// database file is only read.
    ///
    /// This costs what the real run costs, plus the copy (SQLite's online backup API).
    /// A down migration's model version is the one it leads back to.
    func rehearse(_ schedule: MigrationRun.Schedule, history: [MigrationHistory.Entry], run: MigrationRun) throws(MigrationError) -> [PlannedMigration] {
        try probeWriting()
        let copy = try rehearsalCopy()
        var planned: [PlannedMigration] = []
        let connection = SQLiteMigrationConnection(migrator: self, queue: copy)
        for scheduled in schedule.migrations {
            let (unit, file) = (scheduled.unit, scheduled.file)
            var counts = GuardCounts()
            var item = PlannedMigration(file: file, modelVersion: scheduled.modelVersion, preflightCounts: [])
            do {
                item.notes = try apply(unit, on: copy, counted: &counts)?.notes ?? []
            } catch {
                let failure = run.explained(error, of: unit, database: databasePath, history: history, appliedBefore: !planned.isEmpty, on: connection)
                switch failure {
                case .destructiveNotApproved, .preflightFailed, .sqlFailed, .sqlFailedOnChangedSchema, .foreignKeyViolations, .foreignKeyViolationsBefore,
                     .integrityCheckFailed, .verificationFailed, .verificationFailedOnChangedSchema:
                    item.refusal = PlannedRefusal(failure)
                    item.notes = unit.skippedPreflight.map(\.note)
                default:
                    // Not the migration's doing (the copy could not be written, say).
                    throw failure
                }
            }
            item.preflight = counts.preflight
            item.preflightSkipped = !unit.skippedPreflight.isEmpty
            let destructive = unit.atStake.isEmpty ? [] : file.header.steps.indices.filter { file.header.steps[$0].safety == .destructive }
            for (index, count) in zip(destructive, counts.rowsAtStake) { item.steps[index].rowsAtStake = count }
            planned.append(item)
            if item.refusal != nil { break }
        }
        return planned
    }

    /// Fails as the real run would where the file itself stops it: a database that
    /// cannot be written (read-only, on a read-only mount) or whose write lock another
    /// connection keeps past the lock timeout (a reader, in rollback-journal mode, which
    /// a commit waits for). The rehearsal writes a private copy, which neither stops, so
    /// the dry run exited 0 where the run then exited 4 or 3: `--dry-run` exits with the
    /// code the real run would. The file is locked for an instant (`BEGIN EXCLUSIVE`,
    /// `ROLLBACK`) and not written. A file that is not there yet is the real run's to
    /// create.
    private func probeWriting() throws(MigrationError) {
        guard FileManager.default.fileExists(atPath: databasePath) else { return }
        do {
            let queue = try lock.open(databasePath)
            defer { try? queue.close() }
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "BEGIN EXCLUSIVE")
                try db.execute(sql: "ROLLBACK")
                // A file its user may not write is opened read-only without a word, and
                // locked alike: only the first write would fail, as the run's does.
                if sqlite3_db_readonly(db.sqliteConnection, "main") == 1 {
                    throw DatabaseError(resultCode: .SQLITE_READONLY, message: "attempt to write a readonly database")
                }
            }
        } catch {
            throw lock.map(error, path: databasePath)
        }
    }

    /// A private database to rehearse on: the file's pages copied with SQLite's backup
    /// API (see "Using the SQLite Online Backup API") into a temporary database, which
    /// SQLite keeps in memory, spills to a temporary file when it grows, and deletes
    /// when it is closed; an empty one when the file does not exist yet.
    private func rehearsalCopy() throws(MigrationError) -> DatabaseQueue {
        let copy = try lock.open("")
        guard FileManager.default.fileExists(atPath: databasePath) else { return copy }
        do {
            try DatabaseFile.reading(databasePath, busyTimeout: lock.timeout, label: "modelc.rehearse") { try $0.backup(to: copy) }
        } catch {
            throw lock.map(error, path: databasePath)
        }
        return copy
    }

    // MARK: Declarative plans

    /// The preflight counts of a declarative plan against the database as it is, with a
    /// few of the offending rows when a count is not 0. A declarative plan is one
    /// migration counted on the database it runs on, so these are the real run's counts.
    func preflightCounts(_ checks: [MigrationFile.Header.PreflightLine]) throws(MigrationError) -> [PreflightCount] {
        try readingCounts(checks) { db, check in
            let count = (try? Int.fetchOne(db, sql: check.countSQL)) ?? nil
            let samples = count.map { $0 > 0 } == true ? (try? CountedRows.samples(check.samplesSQL, in: db)) : nil
            return PreflightCount(message: check.message, countSQL: check.countSQL, count: count, samples: samples, hint: check.hint)
        }
    }

    /// The rows at stake of the destructive steps at `indices` of `steps` that have a
    /// count, by index, read-only.
    func rowsAtStake(of steps: [MigrationFile.Header.StepLine], at indices: [Int]) throws(MigrationError) -> [Int: PreflightCount] {
        let counted = indices.filter { steps[$0].rowsAtStake != nil }
        let counts = try readingCounts(counted.compactMap { steps[$0].rowsAtStake }) { db, line in
            PreflightCount(message: line.message, countSQL: line.countSQL, count: (try? Int.fetchOne(db, sql: line.countSQL)) ?? nil)
        }
        return Dictionary(uniqueKeysWithValues: zip(counted, counts))
    }

    /// `body` for each of `checks` in one read-only transaction; counts of 0 when the
    /// database does not exist yet (it holds no rows).
    private func readingCounts(
        _ checks: [MigrationFile.Header.PreflightLine],
        _ body: (Database, MigrationFile.Header.PreflightLine) -> PreflightCount
    ) throws(MigrationError) -> [PreflightCount] {
        guard !checks.isEmpty, FileManager.default.fileExists(atPath: databasePath) else {
            return checks.map { PreflightCount(message: $0.message, countSQL: $0.countSQL, count: 0, hint: $0.hint) }
        }
        do {
            return try DatabaseFile.read(databasePath, busyTimeout: lock.timeout, label: "modelc.counts") { db in checks.map { body(db, $0) } }
        } catch {
            throw lock.map(error, path: databasePath)
        }
    }

    /// The refusal a real run of a declarative plan would make, given its unapproved
    /// destructive `steps` with their counted rows at stake (by index in `steps`' header)
    /// and the preflight counts. Only declarative plans come here: their counts are
    /// exact (one plan, counted on the live database), while versioned files are
    /// rehearsed on a copy.
    func refusal(
        name: String, steps: [MigrationFile.Header.StepLine], rowsAtStake: [Int: PreflightCount], preflight: [PreflightCount]
    ) -> PlannedRefusal? {
        // A declarative plan has no file to approve.
        func destructive(_ steps: [String]) -> MigrationError {
            .destructivePlanNotApproved(plan: name, steps: steps)
        }
        if steps.contains(where: { $0.rowsAtStake == nil }) {
            return PlannedRefusal(destructive(steps.map(\.summary)))
        }
        let losses = rowsAtStake.sorted { $0.key < $1.key }.compactMap { _, count -> String? in
            guard let rows = count.count, rows > 0 else { return nil }
            let step = steps.first { $0.rowsAtStake?.countSQL == count.countSQL }
            return "\(step?.summary ?? count.message) (\(CountedRows.phrase(rows, count.message)))"
        }
        if !losses.isEmpty {
            return PlannedRefusal(destructive(losses))
        }
        if let failing = preflight.first(where: { ($0.count ?? 0) > 0 }), let count = failing.count {
            return PlannedRefusal(.preflightFailed(file: name, message: failing.message, count: count, samples: failing.samples ?? [], hint: failing.hint))
        }
        return nil
    }
}
