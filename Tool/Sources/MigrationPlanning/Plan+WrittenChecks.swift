import SchemaCore

/// A dialect's SQL of a check's value (``CheckCondition``): the query counting its rows,
/// and the query of a few of them (nil when the dialect shows none); nil when the
/// dialect has no form of the check.
public typealias CheckWriting = (CheckCondition) -> (count: String, samples: String?)?

extension Plan {
    /// The plan with the checks the diff made (``StepCheck/isWritten`` false) written in a
    /// dialect's SQL by `write`: every step's checks, a rebuild's changes' checks, and the
    /// rows at stake of destructive steps. A check `write` has no form of is left out (it
    /// is not counted before the plan runs); a check already written keeps its text.
    ///
    /// The diff knows no dialect, so the plan it returns holds its checks as values
    /// only; each dialect's planner writes them, and the plan it returns (its JSON, its
    /// migration files' preflight lines) holds that dialect's SQL, and its hints the
    /// dialect's words for a check's remedy (`remedies`, ``CheckRemedy``).
    public func writingChecks(_ write: CheckWriting, remedies: RemedyWriting) -> Plan {
        var plan = self
        plan.steps = steps.map { $0.writingChecks(write, remedies: remedies) }
        return plan
    }
}

extension Step {
    /// The step with its checks written by `write` (see `Plan.writingChecks(_:remedies:)`).
    func writingChecks(_ write: CheckWriting, remedies: RemedyWriting) -> Step {
        var step = self
        step.checks = checks.compactMap { $0.written(by: write, remedies: remedies) }
        step.rowsAtStake = rowsAtStake.flatMap { $0.written(by: write, remedies: remedies) }
        if case .rebuildTable(var rebuild) = operation {
            rebuild.changes = rebuild.changes.map { $0.writingChecks(write, remedies: remedies) }
            step.operation = .rebuildTable(rebuild)
        }
        return step
    }
}

extension StepCheck {
    /// The check with its text written by `write` and its remedy added to its hint in
    /// the words of `remedies`, as it is when written already (or carries no
    /// condition), nil when `write` has no form of it.
    func written(by write: CheckWriting, remedies: RemedyWriting) -> StepCheck? {
        guard !isWritten, let condition else { return self }
        guard let text = write(condition) else { return nil }
        var check = withRemedy(remedies)
        check.sql = text.count
        check.samples = showsSamples ? text.samples : nil
        return check
    }

    /// The check with its ``remedy`` said at the end of its hint in the words of
    /// `remedies`, and then no longer to be said.
    public func withRemedy(_ remedies: RemedyWriting) -> StepCheck {
        guard let remedy else { return self }
        var check = self
        check.hint = (hint ?? "") + remedies(remedy)
        check.remedy = nil
        return check
    }
}
