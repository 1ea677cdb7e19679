/// An ordered list of migration steps from one schema to another: the reviewable
/// artefact of a migration.
///
/// Made by ``diff(from:to:hints:)``, rendered to SQL by
/// `SQLiteDialect.render(_:)-(Plan)`, encoded to JSON by ``jsonString()``. The steps
/// run in order inside one transaction, with foreign keys off (see the rendering's
/// contract).
public struct Plan: Hashable, Sendable {
    /// The steps in the order they run.
    public var steps: [Step]
    /// The model version the plan starts from, when known (nil: an empty database or a live one).
    public var fromVersion: Int?
    /// The model version the plan leads to, when known.
    public var toVersion: Int?

    public init(steps: [Step] = [], fromVersion: Int? = nil, toVersion: Int? = nil) {
        self.steps = steps
        self.fromVersion = fromVersion
        self.toVersion = toVersion
    }

    /// True when there is nothing to do: the schemas are equal.
    public var isEmpty: Bool { steps.isEmpty }

    /// The riskiest step's safety; `safe` for an empty plan.
    public var safety: Safety { steps.map(\.safety).max() ?? .safe }

    /// How many steps there are of each safety class (every class present, 0 when none).
    public var summary: [Safety: Int] {
        var counts = Dictionary(uniqueKeysWithValues: Safety.allCases.map { ($0, 0) })
        for step in steps { counts[step.safety, default: 0] += 1 }
        return counts
    }

    /// The summary as one line: `3 steps: 2 safe, 1 dataDependent, 0 destructive`.
    public var summaryLine: String {
        Safety.summaryLine(of: steps.map(\.safety))
    }

    /// Every check of every step, in step order, with the step's number (1-based).
    public var checks: [(step: Int, check: StepCheck)] {
        steps.enumerated().flatMap { offset, step in step.checks.map { (offset + 1, $0) } }
    }
}
