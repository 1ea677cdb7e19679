/// A SQLite database schema as a value: what the compiler produces from a model and
/// what introspection reads from a live database.
///
/// Two schemas are compared with `==` after `normalized()`, which is the contract the
/// migration engine relies on: `introspect(apply(compile(model))) == compile(model)`.
public struct Schema: Hashable, Sendable, Codable {
    /// Tables in creation order (compile: declaration order; introspection: the order
    /// of `sqlite_master`).
    public var tables: [Table]
    /// Views, kept so a table rebuild can recreate the ones that depend on a table.
    public var views: [View]
    /// Triggers, kept for the same reason.
    public var triggers: [Trigger]

    public init(tables: [Table] = [], views: [View] = [], triggers: [Trigger] = []) {
        self.tables = tables
        self.views = views
        self.triggers = triggers
    }

    public func table(named name: String) -> Table? {
        tables.first { $0.name == name }
    }
}

/// One table, with its columns, keys, checks and indexes.
public struct Table: Hashable, Sendable, Codable {
    public var name: String
    /// Columns in table order.
    public var columns: [Column]
    /// The primary-key column names, in key order; empty means the implicit rowid.
    public var primaryKey: [String]
    public var foreignKeys: [ForeignKey]
    /// Table-level `CHECK` expressions, without the `CHECK (…)` wrapper.
    public var checks: [String]
    /// Indexes created with `CREATE INDEX`, which includes every index modelc compiles.
    public var indexes: [Index]
    /// Declared `STRICT` (SQLite ≥ 3.37): column types are enforced.
    public var isStrict: Bool
    public var isWithoutRowID: Bool

    public init(
        name: String,
        columns: [Column] = [],
        primaryKey: [String] = [],
        foreignKeys: [ForeignKey] = [],
        checks: [String] = [],
        indexes: [Index] = [],
        isStrict: Bool = true,
        isWithoutRowID: Bool = false
    ) {
        self.name = name
        self.columns = columns
        self.primaryKey = primaryKey
        self.foreignKeys = foreignKeys
        self.checks = checks
        self.indexes = indexes
        self.isStrict = isStrict
        self.isWithoutRowID = isWithoutRowID
    }

    public func column(named name: String) -> Column? {
        columns.first { $0.name == name }
    }
}

/// The storage type of a column. In a `STRICT` table these are the only types allowed.
public enum ColumnType: String, Hashable, Sendable, Codable, CaseIterable {
    case integer = "INTEGER"
    case real = "REAL"
    case text = "TEXT"
    case blob = "BLOB"
    case any = "ANY"
}

/// One column of a table.
public struct Column: Hashable, Sendable, Codable {
    public var name: String
    /// The declared type. Introspection of a non-STRICT table maps declared types to
    /// these by SQLite's affinity rules; `declaredType` keeps the original text.
    public var type: ColumnType
    /// The declared type as written, when it differs from `type.rawValue`.
    public var declaredType: String?
    public var isNotNull: Bool
    /// The default as an SQL expression (`0`, `'active'`, `CURRENT_TIMESTAMP`), or nil.
    public var defaultSQL: String?
    /// Column-level `CHECK` expressions, without the `CHECK (…)` wrapper.
    public var checks: [String]
    /// Collation name when one is declared (`NOCASE`).
    public var collation: String?

    public init(
        name: String,
        type: ColumnType,
        declaredType: String? = nil,
        isNotNull: Bool = false,
        defaultSQL: String? = nil,
        checks: [String] = [],
        collation: String? = nil
    ) {
        self.name = name
        self.type = type
        self.declaredType = declaredType
        self.isNotNull = isNotNull
        self.defaultSQL = defaultSQL
        self.checks = checks
        self.collation = collation
    }
}

/// The action a foreign key takes when the referenced row is deleted or updated.
///
/// See SQLite's "SQLite Foreign Key Support", section "ON DELETE and ON UPDATE Actions".
public enum ForeignKeyAction: String, Hashable, Sendable, Codable, CaseIterable {
    case noAction = "NO ACTION"
    case restrict = "RESTRICT"
    case setNull = "SET NULL"
    case setDefault = "SET DEFAULT"
    case cascade = "CASCADE"
}

/// A foreign key from columns of one table to columns of another.
public struct ForeignKey: Hashable, Sendable, Codable {
    public var columns: [String]
    public var referencedTable: String
    public var referencedColumns: [String]
    public var onDelete: ForeignKeyAction
    public var onUpdate: ForeignKeyAction

    public init(
        columns: [String],
        referencedTable: String,
        referencedColumns: [String],
        onDelete: ForeignKeyAction = .noAction,
        onUpdate: ForeignKeyAction = .noAction
    ) {
        self.columns = columns
        self.referencedTable = referencedTable
        self.referencedColumns = referencedColumns
        self.onDelete = onDelete
        self.onUpdate = onUpdate
    }
}

/// A named index (`CREATE [UNIQUE] INDEX`).
public struct Index: Hashable, Sendable, Codable {
    public var name: String
    public var columns: [String]
    public var isUnique: Bool
    /// The `WHERE` expression of a partial index, without the keyword.
    public var condition: String?

    public init(name: String, columns: [String], isUnique: Bool = false, condition: String? = nil) {
        self.name = name
        self.columns = columns
        self.isUnique = isUnique
        self.condition = condition
    }
}

/// A view, kept as its `CREATE VIEW` statement.
public struct View: Hashable, Sendable, Codable {
    public var name: String
    public var sql: String

    public init(name: String, sql: String) {
        self.name = name
        self.sql = sql
    }
}

/// A trigger, kept as its `CREATE TRIGGER` statement and the table it fires on.
public struct Trigger: Hashable, Sendable, Codable {
    public var name: String
    public var table: String
    public var sql: String

    public init(name: String, table: String, sql: String) {
        self.name = name
        self.table = table
        self.sql = sql
    }
}
