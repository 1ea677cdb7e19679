import SchemaCore

/// A query that counts the rows that would make a ``Safety/dataDependent`` step fail, or
/// the rows whose data a ``Safety/destructive`` step would lose (``Step/rowsAtStake``).
///
/// What it counts is a value, ``condition``, over the database as it is *before* the
/// plan runs (original table and column names), so the applier can run every check
/// first and refuse with the count, leaving the database untouched. A count of 0 means
/// the step will succeed (or, for rows at stake, that it loses no stored data). The diff
/// makes checks as values, their text not yet written (``isWritten``); each dialect's
/// planner writes ``sql`` and ``samples`` in its own SQL (``Plan/writingChecks(_:remedies:)``),
/// which its plans and migration files hold.
public struct StepCheck: Sendable {
    /// What must hold, for people: `rows of "person" where "age" IS NULL must be 0`.
    public var description: String
    /// `SELECT count(*) …` returning one integer: the number of offending rows; empty
    /// until a dialect writes it (``isWritten``).
    public var sql: String
    /// `SELECT … LIMIT 3`: a few offending rows (their key and the values at fault), so a
    /// refusal can show them; nil when rows would tell nothing more than the count.
    public var samples: String?
    /// What to do when the count is not 0, fitted to the case (a conversion, a CHECK, a
    /// duplicate, a NULL): shown with the refusal.
    public var hint: String?
    /// What the check counts, as a value; nil only for a check read back from a plan's
    /// JSON that does not carry it (``CheckCondition/isWrittenInPlans``).
    public var condition: CheckCondition?
    /// Whether a dialect writing this check gives it ``samples``: not for rows at stake,
    /// which a count says all about. Not part of the value (a plan's JSON holds the text).
    var showsSamples = true
    /// What the engine's migration can do when the count is not 0, which the dialect
    /// writing the check adds to ``hint`` in its words (``CheckRemedy``). Not part of the
    /// value (a plan's JSON holds the hint as written).
    public var remedy: CheckRemedy?

    public init(description: String, sql: String, samples: String? = nil, hint: String? = nil, condition: CheckCondition? = nil) {
        self.description = description
        self.sql = sql
        self.samples = samples
        self.hint = hint
        self.condition = condition
    }

    /// The check counting `condition`, its text left for a dialect to write; with
    /// `samples: false` (rows at stake, which a count says all about) it will have no
    /// samples.
    public init(_ condition: CheckCondition, description: String, hint: String? = nil, remedy: CheckRemedy? = nil, samples: Bool = true) {
        self.init(description: description, sql: "", hint: hint, condition: condition)
        self.remedy = remedy
        showsSamples = samples
    }

    /// Whether the check's SQL is written: false for a check the diff made, until a
    /// dialect writes it.
    public var isWritten: Bool { !sql.isEmpty }
}

/// Two checks are equal when a plan's JSON writes them alike: their text, and the value
/// of the kinds it carries (``CheckCondition/isWrittenInPlans``), so that a plan read back
/// from its JSON equals the plan written.
extension StepCheck: Hashable {
    /// The value as a plan's JSON keeps it: nil for the kinds it leaves out, and a
    /// value format's storage as reading it back gives it.
    private var writtenCondition: CheckCondition? {
        switch condition {
        case .valueFormat(let table, let column, let format, let key, _)?: .valueFormat(table: table, column: column, format: format, key: key)
        case let condition? where condition.isWrittenInPlans: condition
        default: nil
        }
    }

    public static func == (lhs: StepCheck, rhs: StepCheck) -> Bool {
        lhs.description == rhs.description && lhs.sql == rhs.sql && lhs.samples == rhs.samples && lhs.hint == rhs.hint
            && lhs.writtenCondition == rhs.writtenCondition
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
        hasher.combine(sql)
        hasher.combine(samples)
        hasher.combine(hint)
        hasher.combine(writtenCondition)
    }
}

extension StepCheck: Codable {
    private enum CodingKeys: String, CodingKey {
        case description, sql, samples, hint, condition
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            description: try container.decode(String.self, forKey: .description),
            sql: try container.decode(String.self, forKey: .sql),
            samples: try container.decodeIfPresent(String.self, forKey: .samples),
            hint: try container.decodeIfPresent(String.self, forKey: .hint),
            condition: try container.decodeIfPresent(CheckCondition.self, forKey: .condition))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(description, forKey: .description)
        try container.encode(sql, forKey: .sql)
        try container.encodeIfPresent(samples, forKey: .samples)
        try container.encodeIfPresent(hint, forKey: .hint)
        if let condition, condition.isWrittenInPlans { try container.encode(condition, forKey: .condition) }
    }
}
