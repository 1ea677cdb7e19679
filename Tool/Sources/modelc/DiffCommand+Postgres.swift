import Migration
import PostgresDatabase

/// `modelc diff --from-db postgres://… models/X` (or `--to-db`): the plan between a live
/// PostgreSQL database and a model compiled for PostgreSQL (docs/postgres.md, "Inspecting").
extension DiffCommand {
    /// The database side given as a `postgres://` URL, if any.
    var postgresDatabase: String? {
        [fromDb, toDb].compactMap { $0 }.first(where: PostgresConnectionSettings.isURL)
    }

    /// The two sides when one is a PostgreSQL database: the model compiled for
    /// PostgreSQL, and the database read in its words (`DiffSide.postgres`).
    func postgresSides(_ url: String) throws -> (from: DiffSide, to: DiffSide) {
        let model = try DiffSide.model(sides.first ?? "", dialect: .postgres)
        let database = try DiffSide.postgres(try PostgresConnectionSettings(url: url), describedAs: model)
        return fromDb == nil ? (model, database) : (database, model)
    }
}
