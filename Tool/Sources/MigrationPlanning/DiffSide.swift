import ModelKit
import SchemaCore

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
    ///
    /// With `keepingMovedKeys`, a relationship's key that moves to the other table
    /// between the two model versions keeps its links (`MovedKey`, `keepingLinks(of:)`),
    /// as a migration file's plan does; `modelc diff` shows the schemas' difference alone.
    public init(from: DiffSide, to: DiffSide, options: DiffOptions = .default, keepingMovedKeys: Bool = false) {
        var hints = to.model.map { RenameHints(from: from.model, to: $0) } ?? RenameHints()
        // A live side has no model to name its old tables and columns: its schema does.
        if from.model == nil { hints = hints.resolved(against: from.schema, target: to.schema) }
        if keepingMovedKeys, let old = from.model, let new = to.model { hints.movedKeys = MovedKey.all(from: old, to: new) }
        let plan = MigrationPlanning.diff(
            from: from.schema, to: to.schema,
            hints: hints,
            formats: to.model.map { ValueFormats(from: from.model, to: $0) } ?? ValueFormats(),
            options: options)
        self = plan.keepingLinks(of: hints.movedKeys)
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
