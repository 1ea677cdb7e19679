import SchemaCore

extension Index {
    /// Whether this index backs a `UNIQUE` table or column constraint rather than a
    /// `CREATE INDEX` statement: introspection names those `sqlite_autoindex_<table>_<N>`,
    /// as SQLite does. They cannot be dropped with `DROP INDEX`; only a rebuild changes them.
    public var isUniqueConstraint: Bool {
        name.hasPrefix("sqlite_autoindex_")
    }
}
