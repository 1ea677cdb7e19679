import GRDB

extension Migrator {
    /// What each pending migration would run and what a real run would refuse, found
    /// read-only: the rows at stake of unapproved destructive steps and the preflight
    /// counts, over the database as it is now.
    ///
    /// A real run counts each migration's rows just before it runs, after the ones
    /// before it committed. A count that an earlier pending migration cannot change is
    /// the same then; one taken before a pending migration that may change rows (a
    /// hand-written or edited file, or one with a data step) is marked uncertain, and a
    /// query over a table that an earlier migration creates is not counted (nil).
    func plannedMigrations(_ pending: [MigrationFile], options: MigrateOptions) throws(MigrationError) -> [PlannedMigration] {
        var planned: [PlannedMigration] = []
        var uncertainty: String?
        for file in pending {
            let skipped = file.plannedSQLIsEdited && !file.header.preflight.isEmpty
            let counts = skipped ? [] : try preflightCounts(file.header.preflight)
            let unapproved = options.allowDestructive || file.header.isDestructiveApproved ? [] : file.header.steps.indices.filter {
                file.header.steps[$0].safety == .destructive
            }
            let counted = try rowsAtStake(of: file.header.steps, at: unapproved)
            var item = PlannedMigration(file: file, preflightCounts: counts, rowsAtStake: counted)
            item.preflightSkipped = skipped
            item.refusal = refusal(
                name: file.fileName, steps: unapproved.map { file.header.steps[$0] }, rowsAtStake: counted, preflight: counts, uncertainty: uncertainty)
            planned.append(item)
            if uncertainty == nil && (!file.header.isGenerated || file.verificationScope == nil) {
                uncertainty = "counted before \(file.fileName), which runs first and may change these rows"
            }
        }
        return planned
    }

    /// The rows at stake of the destructive steps at `indices` of `steps` that have a
    /// count, by index, read-only (nil counts where not countable yet).
    func rowsAtStake(of steps: [MigrationFile.Header.StepLine], at indices: [Int]) throws(MigrationError) -> [Int: PreflightCount] {
        let counted = indices.filter { steps[$0].rowsAtStake != nil }
        let counts = try readingCounts(counted.compactMap { steps[$0].rowsAtStake }) { db, line in
            PreflightCount(message: line.message, countSQL: line.countSQL, count: (try? Int.fetchOne(db, sql: line.countSQL)) ?? nil)
        }
        return Dictionary(uniqueKeysWithValues: zip(counted, counts))
    }

    /// The refusal a real run would make, given the unapproved destructive `steps` with
    /// their counted rows at stake (by index in `steps`' header) and the preflight counts.
    func refusal(
        name: String, steps: [MigrationFile.Header.StepLine], rowsAtStake: [Int: PreflightCount],
        preflight: [PreflightCount], uncertainty: String?, declarative: Bool = false
    ) -> PlannedRefusal? {
        // A declarative plan has no file to approve (`destructivePlanNotApproved`).
        func destructive(_ steps: [String]) -> MigrationError {
            declarative ? .destructivePlanNotApproved(plan: name, steps: steps) : .destructiveNotApproved(file: name, steps: steps)
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
            return PlannedRefusal(destructive(losses), uncertainBecause: uncertainty)
        }
        if let failing = preflight.first(where: { ($0.count ?? 0) > 0 }), let count = failing.count {
            return PlannedRefusal(
                .preflightFailed(file: name, message: failing.message, count: count, samples: failing.samples ?? [], hint: failing.hint),
                uncertainBecause: uncertainty)
        }
        return nil
    }
}
