import Migration
import SchemaCore

extension DiffSide {
    /// The live schema of the database at `path`, read under `lock` as `Drift` reads it,
    /// labelled with the path: `modelc diff --from-db`/`--to-db`. A damaged file is
    /// refused as `inspect` refuses it, rather than planned from as if whole.
    public static func database(_ path: String, lock: MigrationLock = .forReading) throws(MigrationError) -> DiffSide {
        let schema = try Drift.liveSchema(databaseAt: path, lock: lock)
        do {
            if let damage = try DatabaseFile.damage(at: path, busyTimeout: lock.timeout) { throw damage }
        } catch {
            throw lock.map(error, path: path)
        }
        return DiffSide(schema: schema, model: nil, label: path)
    }
}
