/// Plans as text for people: one line per step, then the checks that will run.
extension Plan {
    /// ```
    /// 3 steps: 2 safe, 1 dataDependent, 0 destructive
    ///   1. [safe] renameColumn person: rename hint: "email" was "mail"
    ///   2. [dataDependent] createIndex "uq_person_email" on "person": new unique index "uq_person_email": …
    ///      check: rows of "person" sharing "email" with another row must be 0
    /// ```
    /// A rebuild lists the changes it absorbs, indented under it; a destructive step
    /// the rows it puts at stake.
    public var text: String {
        var lines = [summaryLine]
        for (offset, step) in steps.enumerated() {
            lines += Self.lines(for: step, label: "\(offset + 1).", indent: "  ")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func lines(for step: Step, label: String, indent: String, withChecks: Bool = true) -> [String] {
        let lock = step.lockImpact.map { ", lock: \($0.label)" } ?? ""
        var lines = ["\(indent)\(label) [\(step.safety.rawValue)\(lock)] \(step.kind)\(step.subject.map { " " + $0 } ?? ""): \(step.reason)"]
        let inner = indent + String(repeating: " ", count: label.count + 1)
        lines += (step.lockImpact?.phases ?? []).map { "\(inner)\($0.label)" }
        if case .rebuildTable(let rebuild) = step.operation {
            for change in rebuild.changes {
                lines += Self.lines(for: change, label: "-", indent: inner, withChecks: false)
            }
        }
        if withChecks {
            lines += step.checks.map { "\(inner)check: \($0.description)" }
            if let stake = step.rowsAtStake {
                lines.append("\(inner)at stake: \(stake.description) (applied without approval when there are none)")
            }
        }
        return lines
    }
}
