import MigrationPlanning

extension MigrationFile.Header.StepLine {
    /// The header line of a planned step: `dropColumn person: "mass" is not in …`,
    /// `createIndex "idx_post_title" on "post": new index …`, with the count of its rows
    /// at stake when it is destructive.
    public init(step: Step) {
        self.init(
            safety: step.safety, summary: "\(step.kind)\(step.subject.map { " \($0)" } ?? ""): \(step.reason)",
            rowsAtStake: step.rowsAtStake.map { MigrationFile.Header.PreflightLine(message: $0.description, countSQL: $0.sql) })
    }
}
