import MigrationPlanning
import ModelKit
import SchemaCore

extension DiffSide {
    /// A model version named by `reference` (a folder, file or `folder@N`), compiled.
    public static func model(_ reference: String) throws -> DiffSide {
        try model(reference, dialect: .default)
    }

    /// A model version named by `reference`, compiled for `dialect`.
    public static func model(_ reference: String, dialect: DatabaseDialect) throws -> DiffSide {
        let model = try ModelCheck.load(reference: reference)
        return DiffSide(schema: try dialect.driver.schema(for: model), model: model, label: "\(model.name) version \(model.version)")
    }
}
