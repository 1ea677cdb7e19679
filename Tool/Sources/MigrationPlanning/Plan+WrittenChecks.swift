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
    /// migration files' preflight lines) holds that dialect's SQL.
    public func writingChecks(_ write: CheckWriting) -> Plan {
        var plan = self
        plan.steps = steps.map { $0.writingChecks(write) }
        return plan
    }
}

extension Step {
    /// The step with its checks written by `write` (see `Plan.writingChecks(_:)`).
    func writingChecks(_ write: CheckWriting) -> Step {
        var step = self
        step.checks = checks.compactMap { $0.written(by: write) }
        step.rowsAtStake = rowsAtStake.flatMap { $0.written(by: write) }
        if case .rebuildTable(var rebuild) = operation {
            rebuild.changes = rebuild.changes.map { $0.writingChecks(write) }
            step.operation = .rebuildTable(rebuild)
        }
        return step
    }
}

extension StepCheck {
    /// The check with its text written by `write`, as it is when written already (or
    /// carries no condition), nil when `write` has no form of it.
    func written(by write: CheckWriting) -> StepCheck? {
        guard !isWritten, let condition else { return self }
        guard let text = write(condition) else { return nil }
        var check = self
        check.sql = text.count
        check.samples = showsSamples ? text.samples : nil
        return check
    }
}
