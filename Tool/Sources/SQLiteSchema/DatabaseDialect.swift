/// The SQL dialects modelc compiles, plans and renders for.
///
/// SQLite is the embedded default; PostgreSQL is the second dialect for users who
/// outgrow one file. The model, the `Schema` value and the diff are the same for both:
/// what differs sits behind one seam per concept (`SQLiteDialect` / `PostgresDialect`
/// for SQL text, `PostgresTypeMapping` for storage types).
public enum DatabaseDialect: String, CaseIterable, Hashable, Sendable, Codable {
    case sqlite
    case postgres
}
