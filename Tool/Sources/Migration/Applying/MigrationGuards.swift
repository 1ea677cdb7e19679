import Foundation

/// What the guards before a migration ask of the database it runs on, inside the
/// migration's open transaction: each engine answers in its own SQL and connection.
public protocol GuardQueries {
    /// The number `sql` (a `SELECT count(*) …`) returns.
    ///
    /// - Throws: `GuardQueryFailure` when the query itself fails (the migration is then
    ///   refused, saying so); any other error (the database is locked, unreadable, gone)
    ///   stops the run as it is.
    func count(_ sql: String) throws -> Int

    /// Up to three rows of `sql` (a `… LIMIT 3` query), each as `"id" = 2, "name" = 'x'`;
    /// empty without a query.
    func samples(_ sql: String?) throws -> [String]
}

/// A guard's query that failed on the database, with the database's message.
public struct GuardQueryFailure: Error, Sendable {
    public var message: String

    public init(message: String) {
        self.message = message
    }
}

/// The counts the guards took, in their order, for a dry run to show.
package struct GuardCounts {
    /// One per `MigrationGuards.atStake` step: nil for a step without a count.
    package var rowsAtStake: [PreflightCount?] = []
    package var preflight: [PreflightCount] = []

    package init() {}
}

/// The guards every engine runs in a migration's transaction before its SQL, written
/// once so both engines refuse the same migrations in the same words and report the
/// same notes.
///
/// 1. The rows at stake of each unapproved destructive step are counted: any that is
///    not 0, or that cannot be counted (a step without a count has nothing to say the
///    data is empty), refuses the migration naming the rows (`destructive-not-approved`).
/// 2. Each preflight check is counted: the first that is not 0 refuses the migration
///    with a few of its rows and the check's hint, naming the others that are not 0
///    (`preflight-failed`); one whose query fails refuses it too (`sql-failed`).
///
/// Every count is taken before any is judged, so a dry run shows them all; the rows at
/// stake refuse first. A migration let through is told why in its notes: destructive
/// steps that ran unapproved because they held no data, and the preflight checks an
/// edit of its SQL made moot (`MigrationFile.preflightSelection`).
public struct MigrationGuards: Sendable {
    /// The migration's file name, or a declarative plan's name.
    public var name: String
    /// Whether the migration is a declarative plan (no file to approve), which changes
    /// the refusal's words.
    public var isPlan: Bool
    /// The destructive steps that are not approved.
    public var atStake: [MigrationFile.Header.StepLine]
    /// The preflight checks to run.
    public var preflight: [MigrationFile.Header.PreflightLine]
    /// The preflight checks left out, each with why, for the notes.
    public var skippedPreflight: [MigrationFile.SkippedPreflight]

    public init(
        name: String, isPlan: Bool = false, atStake: [MigrationFile.Header.StepLine],
        preflight: [MigrationFile.Header.PreflightLine], skippedPreflight: [MigrationFile.SkippedPreflight] = []
    ) {
        self.name = name
        self.isPlan = isPlan
        self.atStake = atStake
        self.preflight = preflight
        self.skippedPreflight = skippedPreflight
    }

    /// Runs the guards on `queries`; returns the notes of a migration let through, and
    /// throws `MigrationError` for one refused.
    public func check(on queries: some GuardQueries) throws -> [String] {
        var counts = GuardCounts()
        return try check(on: queries, counts: &counts)
    }

    /// `check(on:)`, telling `counts` what was counted (also when a count refuses).
    package func check(on queries: some GuardQueries, counts: inout GuardCounts) throws -> [String] {
        var losses: [String] = []
        for step in atStake {
            guard let count = step.rowsAtStake else {
                counts.rowsAtStake.append(nil)
                losses.append(step.summary)
                continue
            }
            do {
                let rows = try queries.count(count.countSQL)
                counts.rowsAtStake.append(PreflightCount(message: count.message, countSQL: count.countSQL, count: rows))
                if rows > 0 { losses.append("\(step.summary) (\(CountedRows.phrase(rows, count.message)))") }
            } catch let failure as GuardQueryFailure {
                counts.rowsAtStake.append(PreflightCount(message: count.message, countSQL: count.countSQL, count: nil))
                losses.append("\(step.summary) (its rows at stake could not be counted: \(failure.message))")
            }
        }
        var refusal: MigrationError?
        var failing: [(check: MigrationFile.Header.PreflightLine, count: Int, samples: [String])] = []
        for check in preflight {
            let count: Int
            do {
                count = try queries.count(check.countSQL)
            } catch let failure as GuardQueryFailure {
                counts.preflight.append(PreflightCount(message: check.message, countSQL: check.countSQL, count: nil, hint: check.hint))
                if refusal == nil && failing.isEmpty { refusal = .sqlFailed(file: name, message: "its preflight query failed: " + failure.message) }
                continue
            }
            let samples = count > 0 ? (try? queries.samples(check.samplesSQL)) ?? [] : nil
            counts.preflight.append(PreflightCount(message: check.message, countSQL: check.countSQL, count: count, samples: samples, hint: check.hint))
            if count > 0 { failing.append((check, count, samples ?? [])) }
        }
        // The first failing check refuses, naming the others too: fixing one and running
        // again only to meet the next (Vaultwarden's four key columns) is a run per check.
        if refusal == nil, let first = failing.first {
            refusal = .preflightFailed(file: name, message: first.check.message, count: first.count, samples: first.samples, hint: first.check.hint,
                                       others: failing.dropFirst().map { "\($0.check.message) (\(CountedRows.text($0.count)) row\($0.count == 1 ? "" : "s"))" })
        }
        if !losses.isEmpty {
            throw isPlan
                ? MigrationError.destructivePlanNotApproved(plan: name, steps: losses)
                : MigrationError.destructiveNotApproved(file: name, steps: losses)
        }
        if let refusal { throw refusal }
        var notes: [String] = []
        if !atStake.isEmpty {
            notes.append(atStake.count == 1
                ? "its destructive step ran without approval: it held no stored data (0 rows at stake)"
                : "its \(atStake.count) destructive steps ran without approval: they held no stored data (0 rows at stake)")
        }
        return notes + skippedPreflight.map(\.note)
    }
}
