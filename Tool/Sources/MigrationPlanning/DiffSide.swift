import ModelKit
import SQLiteSchema

/// One side of `modelc diff`: a schema, the model it was compiled from (whose
/// `renamedFrom` hints and value formats the plan reads), and how to name it. A value:
/// the planner never needs a database (a live side is read by `DiffSide.database`,
/// beside `Drift`).
public struct DiffSide: Sendable {
    public var schema: Schema
    /// The model, when the side is one; nil for a live database.
    public var model: Model?
    /// `Library version 2`, or the database's path.
    public var label: String

    public init(schema: Schema, model: Model?, label: String) {
        self.schema = schema
        self.model = model
        self.label = label
    }

}

extension Plan {
    /// The plan from `from` to `to`, with the target model's rename hints and both
    /// models' value formats, and the model versions it leads between.
    public init(from: DiffSide, to: DiffSide, options: DiffOptions = .default) {
        self = MigrationPlanning.diff(
            from: from.schema, to: to.schema,
            hints: to.model.map { RenameHints(from: from.model, to: $0) } ?? RenameHints(),
            formats: to.model.map { ValueFormats(from: from.model, to: $0) } ?? ValueFormats(),
            options: options)
        fromVersion = from.model?.version
        toVersion = to.model?.version
    }

    /// The plan for people between two named sides: `A → B: ` and `text`, or that
    /// they have the same schema.
    public func text(from: String, to: String) -> String {
        guard !isEmpty else { return "\(from) and \(to) have the same schema\n" }
        return "\(from) → \(to): " + text
    }
}
