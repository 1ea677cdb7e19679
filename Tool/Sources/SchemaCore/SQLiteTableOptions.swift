/// The options of a table that only SQLite has: `STRICT` and `WITHOUT ROWID`, written
/// after the column list of its `CREATE TABLE`. They are per-engine options of a
/// `Table` (`Table.sqlite`), nil in the schema of an engine without them, so a
/// PostgreSQL table never carries a SQLite word it must then ignore.
///
/// `AUTOINCREMENT` is not among them: every engine has a counter that never reuses a
/// key (SQLite's `sqlite_sequence`, a server's identity column), so it is the
/// table's own `Table.isAutoincrement`.
public struct SQLiteTableOptions: Hashable, Sendable {
    /// Declared `STRICT` (SQLite ≥ 3.37): column types are enforced.
    public var isStrict: Bool
    /// Declared `WITHOUT ROWID`: the primary key is the table's storage key.
    public var isWithoutRowID: Bool

    /// A `STRICT` rowid table by default, as modelc compiles an entity.
    public init(isStrict: Bool = true, isWithoutRowID: Bool = false) {
        self.isStrict = isStrict
        self.isWithoutRowID = isWithoutRowID
    }
}

extension Table {
    /// Whether the table is SQLite's and `STRICT`; false in another engine's schema.
    /// Setting it makes the table a SQLite one.
    public var isStrict: Bool {
        get { sqlite?.isStrict ?? false }
        set { sqlite = SQLiteTableOptions(isStrict: newValue, isWithoutRowID: isWithoutRowID) }
    }

    /// The name that reads the table's rowid in a query (`rowid`, else `_rowid_`, else
    /// `oid`, the first no column takes), when it is a SQLite table with a rowid; nil in
    /// another engine's schema, for a `WITHOUT ROWID` table, or when columns take all three.
    public var rowIDName: String? {
        guard let sqlite, !sqlite.isWithoutRowID else { return nil }
        let names = Set(columns.map { $0.name.lowercased() })
        return ["rowid", "_rowid_", "oid"].first { !names.contains($0) }
    }

    /// Whether the table is SQLite's and `WITHOUT ROWID`; false in another engine's
    /// schema. Setting it makes the table a SQLite one.
    public var isWithoutRowID: Bool {
        get { sqlite?.isWithoutRowID ?? false }
        set { sqlite = SQLiteTableOptions(isStrict: isStrict, isWithoutRowID: newValue) }
    }
}
