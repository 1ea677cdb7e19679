import ModelKit
import SchemaCore

/// What a `modelc migrate` run did (or, for a dry run, would do).
public struct MigrationReport: Hashable, Sendable, Codable {
    public var database: String
    public var dryRun: Bool
    /// Migrations committed by this run, in order.
    public var applied: [AppliedMigration] = []
    /// Pending migrations another process applied while this one waited for the lock.
    public var alreadyApplied: [String] = []
    /// For a dry run: the pending migrations the real run would reach, in order; the
    /// last one carries the refusal when the real run would stop there.
    public var planned: [PlannedMigration] = []
    /// For a dry run: the pending migrations after the one the real run would stop at.
    public var notReached: [String] = []
    /// The backup file written before applying, if any.
    public var backup: String?
    /// The model version the database is at after the run (for a dry run: now); nil
    /// when it has no migration that names one.
    public var version: Int?

    public init(database: String, dryRun: Bool) {
        self.database = database
        self.dryRun = dryRun
    }

    /// For a dry run: what the real run would refuse, or the failure it would roll back,
    /// where it would stop; nil when it would apply everything.
    public var expectedRefusal: PlannedRefusal? {
        planned.lazy.compactMap(\.refusal).first
    }

    /// For a dry run: the exit code the real run would end with (0, or that of its refusal).
    public var expectedExitCode: Int32 {
        expectedRefusal?.exitCode ?? 0
    }
}

/// One migration committed by a run.
public struct AppliedMigration: Hashable, Sendable, Codable {
    /// The history version; nil for a declarative plan.
    public var version: Int?
    public var name: String
    /// Its steps counted by safety: `3 steps: 2 safe, 1 dataDependent, 0 destructive`;
    /// nil for a hand-written file whose header lists no steps.
    public var summary: String?
    public var durationMilliseconds: Int
    /// How the migration was let through, when that needs saying: destructive steps
    /// that held no data, each preflight check skipped because an edit of the planned
    /// SQL changed what it is about.
    public var notes: [String] = []

    public init(version: Int?, name: String, summary: String?, durationMilliseconds: Int, notes: [String] = []) {
        self.version = version
        self.name = name
        self.summary = summary
        self.durationMilliseconds = durationMilliseconds
        self.notes = notes
    }

    private enum CodingKeys: String, CodingKey {
        case version, name, summary, notes
        case durationMilliseconds = "duration_ms"
    }
}

extension AppliedMigration {
    /// Decodes a run's JSON; `notes` may be left out.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decodeIfPresent(Int.self, forKey: .version)
        name = try container.decode(String.self, forKey: .name)
        summary = try container.decodeIfPresent(String.self, forKey: .summary)
        durationMilliseconds = try container.decode(Int.self, forKey: .durationMilliseconds)
        notes = try container.decodeIfPresent([String].self, forKey: .notes) ?? []
    }
}

/// One pending migration as a dry run shows it.
public struct PlannedMigration: Hashable, Sendable, Codable {
    /// The migration's number; nil for a declarative plan.
    public var version: Int?
    public var name: String
    /// The model version it leads to, when its header names one.
    public var modelVersion: Int?
    public var safety: Safety
    public var steps: [StepSummary]
    /// The preflight checks the run counts, with their counts.
    public var preflight: [PreflightCount]
    /// Some of the header's preflight checks are skipped because an edit of the planned
    /// SQL changed what they are about (`notes` names each).
    public var preflightSkipped: Bool = false
    /// What the real run would say about how the migration was let through
    /// (`AppliedMigration.notes`).
    public var notes: [String] = []
    public var sql: String
    /// The SQL after its generated header, which `steps` and `preflight` already show.
    public var sqlWithoutHeader: String { MigrationFile.Header.sqlWithoutHeader(of: sql) }
    /// What the real run would refuse, or the failure it would roll back, if anything.
    public var refusal: PlannedRefusal?

    /// A step line of the header.
    public struct StepSummary: Hashable, Sendable, Codable {
        public var safety: Safety
        public var summary: String
        /// For a destructive step that is not approved: its rows at stake, counted.
        public var rowsAtStake: PreflightCount?
    }

    /// Its steps counted by safety, as `AppliedMigration.summary` says them.
    public var summaryLine: String { Safety.summaryLine(of: steps.map(\.safety)) }

    public init(file: MigrationFile, modelVersion: Int?, preflightCounts: [PreflightCount], rowsAtStake: [Int: PreflightCount] = [:]) {
        version = file.version
        name = file.fileName
        self.modelVersion = modelVersion
        safety = file.header.overallSafety
        steps = file.header.steps.enumerated().map { StepSummary(safety: $1.safety, summary: $1.summary, rowsAtStake: rowsAtStake[$0]) }
        preflight = preflightCounts
        sql = file.sql
    }

    /// A declarative plan as a dry run shows it before anything is counted (an engine's
    /// declarative dry run, which rolls the plan back instead): its steps and its SQL.
    public init(name: String, modelVersion: Int?, plan: Plan, sql: String) {
        version = nil
        self.name = name
        self.modelVersion = modelVersion
        safety = plan.safety
        steps = plan.steps.map { StepSummary(safety: $0.safety, summary: MigrationFile.Header.StepLine(step: $0).summary) }
        preflight = []
        self.sql = sql
    }

    package init(name: String, draft: MigrationDraft, safety: Safety, counts: [PreflightCount], rowsAtStake: [Int: PreflightCount] = [:]) {
        version = nil
        self.name = name
        self.safety = safety
        steps = draft.steps.enumerated().map { StepSummary(safety: $1.safety, summary: $1.summary, rowsAtStake: rowsAtStake[$0]) }
        preflight = counts
        sql = draft.sql
    }
}

/// What a real run would refuse (or the failure it would roll back), as a dry run met it.
public struct PlannedRefusal: Hashable, Sendable, Codable {
    /// The sentence the real run would print.
    public var message: String
    /// The code it would exit with.
    public var exitCode: Int32
    /// The error's code (`destructive-not-approved`); nil in a report written before it
    /// was recorded.
    public var code: String?
    /// The error itself, while the run that met it is at hand: its hints are said again
    /// naming the model (`naming(model:directory:dialect:database:)`). Not part of the JSON.
    private var error: MigrationError?

    public init(_ error: MigrationError) {
        message = error.description
        exitCode = error.exitCode
        code = error.report.code
        self.error = error
    }

    private enum CodingKeys: String, CodingKey { case message, exitCode, code }

    public static func == (lhs: PlannedRefusal, rhs: PlannedRefusal) -> Bool {
        lhs.message == rhs.message && lhs.exitCode == rhs.exitCode && lhs.code == rhs.code
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(message)
        hasher.combine(exitCode)
        hasher.combine(code)
    }

    /// This refusal with its hints naming `model` (or `--dir`), as the real run's error
    /// names them, so the commands they suggest run as written: the migrator that met it
    /// does not know how the command named the model.
    public func naming(model: String?, directory: String?, dialect: DatabaseDialect, database: String? = nil) -> PlannedRefusal {
        guard let error else { return self }
        var named = self
        named.message = error.report(model: model, directory: directory, dialect: dialect, database: database).description
        return named
    }

    /// The refusal as the error a dry run ends with, in the shape every command reports
    /// errors in (`{"error": {…}}` in JSON): `dry run: the real run would refuse: …`.
    public var dryRunError: ErrorReport {
        let sentence = "dry run: the real run would \(isRefusal ? "refuse" : "fail"): \(message)"
        return ErrorReport(code: code ?? (isRefusal ? "refused" : "failed"), message: sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence,
                           status: ErrorReport.Status(rawValue: exitCode) ?? .refused)
    }

    /// Whether the real run would refuse (exit 3) rather than fail and roll back.
    public var isRefusal: Bool { exitCode == ErrorReport.Status.refused.rawValue }
}

/// A preflight query and, when the database could answer it, its count.
public struct PreflightCount: Hashable, Sendable, Codable {
    public var message: String
    public var countSQL: String
    /// Rows that would fail; nil when the query failed.
    public var count: Int?
    /// A few of those rows, as `"id" = 2, "code" = 'abc'`, when the count is not 0.
    public var samples: [String]?
    /// What to do about them.
    public var hint: String?

    package init(message: String, countSQL: String, count: Int?, samples: [String]? = nil, hint: String? = nil) {
        self.message = message
        self.countSQL = countSQL
        self.count = count
        self.samples = samples
        self.hint = hint
    }
}
