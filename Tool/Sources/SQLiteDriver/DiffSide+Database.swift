import Migration
import SchemaCore

extension DiffSide {
    /// The live schema of the database at `path`, read under `lock` as `Drift` reads it,
    /// labelled with the path: `modelc diff --from-db`/`--to-db`.
    public static func database(_ path: String, lock: MigrationLock = .forReading) throws(MigrationError) -> DiffSide {
        DiffSide(schema: try Drift.liveSchema(databaseAt: path, lock: lock), model: nil, label: path)
    }
}
