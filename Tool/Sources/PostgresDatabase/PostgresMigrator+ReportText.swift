import Migration

extension MigrationReport {
    /// The run for people: `applied <name>: <summary> (<n> ms)` per applied version,
    /// then `closing` (where the database is now), each on its own line.
    public func text(closing: String) -> String {
        applied.map { "applied \($0.name): \($0.summary ?? "") (\($0.durationMilliseconds) ms)\n" }.joined() + closing + "\n"
    }
}
