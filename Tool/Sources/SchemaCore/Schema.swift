import ModelKit

/// A database schema as a value: what the compiler produces from a model and what
/// introspection reads from a live database. A table's options that only one engine
/// has are that engine's (`Table.sqlite`, nil elsewhere). Its column types are still
/// SQLite's storage classes; another dialect's driver writes its own column types into
/// it (see `DialectDriver.schema(for:)`) and reads its server back into the same shape,
/// which is why one diff serves every dialect. A UNIQUE constraint's index is a kind of
/// its own (`Index.isUniqueConstraint`), under each engine's name for it. Logical
/// column types are the next step of issue #26.
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
    /// Types the columns name that the database must have first (a server's enums and
    /// domains, the model's `types:`), in creation order. Only the schema of an engine
    /// that has such types holds them; SQLite's never does.
    public var types: [TypeDefinition] = []
    /// The server extensions the schema needs before anything else (the model's
    /// `extensions:`; introspection: the extensions installed, but the one every server
    /// has, `plpgsql`), by name. Only an engine with such extensions holds them; SQLite's
    /// schema never does. A schema needs the ones it lists and says nothing about others.
    public var extensions: [String] = []
    /// Name patterns of objects this schema does not claim (the model's `unmanaged:`):
    /// tables, views, triggers and indexes whose name matches are left out of every
    /// comparison, so a database may keep an FTS table or a hand-made trigger.
    /// `*` matches any run of characters, `?` one character; case is ignored, as SQLite
    /// ignores it in names.
    public var unmanaged: [String]

    /// A schema of these objects; empty by default.
    public init(tables: [Table] = [], views: [View] = [], triggers: [Trigger] = [], unmanaged: [String] = []) {
        self.tables = tables
        self.views = views
        self.triggers = triggers
        self.unmanaged = unmanaged
    }

    public func table(named name: String) -> Table? {
        tables.first { $0.name == name }
    }

    /// The view named exactly `name` (case counts, as in `table(named:)`), or nil.
    /// `Schema` keeps names as written; use it to find a view by the model's key.
    public func view(named name: String) -> View? {
        views.first { $0.name == name }
    }

    /// The trigger named exactly `name` (case counts, as in `table(named:)`), or nil.
    public func trigger(named name: String) -> Trigger? {
        triggers.first { $0.name == name }
    }

    /// Whether an object named `name` matches one of the `unmanaged` patterns.
    public func isUnmanaged(_ name: String) -> Bool {
        unmanaged.contains { NamePatternMatch.matches($0, name) }
    }

    /// Whether `trigger` is left alone: its name, or the table it fires on, matches.
    /// (SQLite drops a table's triggers with it, so they go with the table.)
    public func isUnmanaged(_ trigger: Trigger) -> Bool {
        isUnmanaged(trigger.name) || isUnmanaged(trigger.table)
    }

    /// Whether the index `name` of `table` is left alone: its name, or its table's, matches.
    public func isUnmanaged(index name: String, on table: String) -> Bool {
        isUnmanaged(name) || isUnmanaged(table)
    }

    /// `schema` without the tables, and the indexes of kept tables, that this schema's
    /// `unmanaged` patterns leave alone; its views and triggers are all kept. This is
    /// what a plan compares: the objects it may change.
    public func managedTables(of schema: Schema) -> Schema {
        guard !unmanaged.isEmpty else { return schema }
        var managed = schema
        managed.tables = schema.tables.filter { !isUnmanaged($0.name) }.map { table in
            var table = table
            table.indexes = table.indexes.filter { !isUnmanaged(index: $0.name, on: table.name) }
            return table
        }
        return managed
    }

    /// This schema without the objects that match `patterns`: tables (with their
    /// indexes and triggers), views, triggers, and indexes of kept tables. This is what
    /// a comparison sees (drift, the checks after a migration).
    public func removingObjects(matching patterns: [String]) -> Schema {
        let rule = Schema(unmanaged: patterns)
        var schema = rule.managedTables(of: self)
        schema.views = views.filter { !rule.isUnmanaged($0.name) }
        schema.triggers = triggers.filter { !rule.isUnmanaged($0) }
        return schema
    }

    private enum CodingKeys: String, CodingKey { case tables, views, triggers, types, extensions, unmanaged }

    /// Reads schema JSON; `views`, `triggers`, `types`, `extensions` and `unmanaged` may be missing
    /// (JSON written before they existed), and then are empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tables = try container.decode([Table].self, forKey: .tables)
        views = try container.decodeIfPresent([View].self, forKey: .views) ?? []
        triggers = try container.decodeIfPresent([Trigger].self, forKey: .triggers) ?? []
        types = try container.decodeIfPresent([TypeDefinition].self, forKey: .types) ?? []
        extensions = try container.decodeIfPresent([String].self, forKey: .extensions) ?? []
        unmanaged = try container.decodeIfPresent([String].self, forKey: .unmanaged) ?? []
    }

    /// `types`, `extensions` and `unmanaged` are written only when they hold something, so the JSON
    /// of a schema without any stays as it was.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tables, forKey: .tables)
        try container.encode(views, forKey: .views)
        try container.encode(triggers, forKey: .triggers)
        if !types.isEmpty { try container.encode(types, forKey: .types) }
        if !extensions.isEmpty { try container.encode(extensions, forKey: .extensions) }
        if !unmanaged.isEmpty { try container.encode(unmanaged, forKey: .unmanaged) }
    }

    /// The type a column's declared type names (`TypeSpec.bareName(_:)`: case ignored,
    /// quotes and a schema prefix left out), or nil.
    public func type(named name: String) -> TypeDefinition? {
        // A type's own name first: one with a dot in it (`application/vnd.geo2+json`) is
        // no schema and a name.
        if let type = types.first(where: { $0.name.lowercased() == name.lowercased() }) { return type }
        let bare = TypeSpec.bareName(name)
        return types.first { $0.name.lowercased() == bare }
    }
}

/// One table, with its columns, keys, checks and indexes.
public struct Table: Hashable, Sendable, Codable {
    public var name: String
    /// Columns in table order.
    public var columns: [Column]
    /// The primary-key column names, in key order; empty means the implicit rowid.
    public var primaryKey: [String]
    /// The primary key constraint's name (`CONSTRAINT "PK_Album" PRIMARY KEY …`), nil
    /// when the model leaves it to the engine; as with a foreign key's, a key the model
    /// does not name may be called anything (`ForeignKey.name`).
    public var primaryKeyName: String?
    public var foreignKeys: [ForeignKey]
    /// Table-level `CHECK` expressions, without the `CHECK (…)` wrapper.
    public var checks: [String]
    /// The names of the named ones among `checks` (`CONSTRAINT positive_balance CHECK
    /// (…)`), by expression as it is in `checks`. A check not listed has the name its
    /// engine gives it. A database reports a failing row by that name, and application
    /// code and later migrations refer to it.
    public var checkNames: [String: String] = [:]
    /// Indexes created with `CREATE INDEX`, which includes every index modelc compiles.
    public var indexes: [Index]
    /// SQLite's own options (`STRICT`, `WITHOUT ROWID`); nil in the schema of an engine
    /// that has none of them.
    public var sqlite: SQLiteTableOptions?
    /// `INTEGER PRIMARY KEY AUTOINCREMENT`: row ids are never reused (SQLite keeps the
    /// highest one in `sqlite_sequence`). Only for a single integer key of a rowid table.
    public var isAutoincrement: Bool

    public init(
        name: String,
        columns: [Column] = [],
        primaryKey: [String] = [],
        foreignKeys: [ForeignKey] = [],
        checks: [String] = [],
        indexes: [Index] = [],
        isStrict: Bool = true,
        isWithoutRowID: Bool = false,
        isAutoincrement: Bool = false
    ) {
        self.name = name
        self.columns = columns
        self.primaryKey = primaryKey
        self.foreignKeys = foreignKeys
        self.checks = checks
        self.indexes = indexes
        self.sqlite = SQLiteTableOptions(isStrict: isStrict, isWithoutRowID: isWithoutRowID)
        self.isAutoincrement = isAutoincrement
    }

    public func column(named name: String) -> Column? {
        columns.first { $0.name == name }
    }

    /// Every check of the table with its name, if it has one: the columns' in column
    /// order, then the table's, the order a rebuild adds them in.
    public var namedChecks: [(check: String, name: String?)] {
        columns.flatMap { column in column.checks.map { ($0, column.checkNames[$0]) } } + checks.map { ($0, checkNames[$0]) }
    }

    /// The names of the table's named checks, its columns' and its own, sorted.
    public var checkConstraintNames: [String] {
        (columns.flatMap { $0.checkNames.values } + checkNames.values).sorted()
    }

    /// The names of the table's named constraints, its checks' (`checkConstraintNames`),
    /// its foreign keys', its UNIQUE constraints' and its primary key's, sorted.
    public var constraintNames: [String] {
        (checkConstraintNames + foreignKeys.compactMap(\.name) + indexes.compactMap(\.constraintName) + (primaryKeyName.map { [$0] } ?? [])).sorted()
    }

    /// `checkNames` with each expression passed through `transform`, for code that
    /// rewrites the table's checks (a renamed column, another engine's words), so that
    /// each name stays with its check.
    public func checkNames(rewrittenBy transform: (String) -> String) -> [String: String] {
        Self.names(checkNames, rewrittenBy: transform)
    }

    /// `names` (constraint names by check expression) with each expression passed
    /// through `transform`.
    static func names(_ names: [String: String], rewrittenBy transform: (String) -> String) -> [String: String] {
        Dictionary(names.map { (transform($0.key), $0.value) }) { first, _ in first }
    }

    private enum CodingKeys: String, CodingKey {
        case name, columns, primaryKey, primaryKeyName, foreignKeys, checks, checkNames, indexes, isStrict, isWithoutRowID, isAutoincrement
    }

    /// Reads table JSON; `isAutoincrement` and `checkNames` may be missing, and then are
    /// false and empty; `isStrict` and `isWithoutRowID` are missing for a table of an
    /// engine other than SQLite, and then `sqlite` is nil.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        columns = try container.decode([Column].self, forKey: .columns)
        primaryKey = try container.decode([String].self, forKey: .primaryKey)
        primaryKeyName = try container.decodeIfPresent(String.self, forKey: .primaryKeyName)
        foreignKeys = try container.decode([ForeignKey].self, forKey: .foreignKeys)
        checks = try container.decode([String].self, forKey: .checks)
        checkNames = try container.decodeIfPresent([String: String].self, forKey: .checkNames) ?? [:]
        indexes = try container.decode([Index].self, forKey: .indexes)
        // SQLite's options are there for a SQLite table (always, before they were its own).
        if container.contains(.isStrict) || container.contains(.isWithoutRowID) {
            sqlite = SQLiteTableOptions(
                isStrict: try container.decodeIfPresent(Bool.self, forKey: .isStrict) ?? false,
                isWithoutRowID: try container.decodeIfPresent(Bool.self, forKey: .isWithoutRowID) ?? false)
        } else {
            sqlite = nil
        }
        isAutoincrement = try container.decodeIfPresent(Bool.self, forKey: .isAutoincrement) ?? false
    }

    /// `isAutoincrement`, `checkNames` and `primaryKeyName` are written only when set, so
    /// existing schema JSON is unchanged; SQLite's `isStrict` and `isWithoutRowID` only
    /// for a SQLite table (`sqlite`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(columns, forKey: .columns)
        try container.encode(primaryKey, forKey: .primaryKey)
        try container.encodeIfPresent(primaryKeyName, forKey: .primaryKeyName)
        try container.encode(foreignKeys, forKey: .foreignKeys)
        try container.encode(checks, forKey: .checks)
        if !checkNames.isEmpty { try container.encode(checkNames, forKey: .checkNames) }
        try container.encode(indexes, forKey: .indexes)
        if let sqlite {
            try container.encode(sqlite.isStrict, forKey: .isStrict)
            try container.encode(sqlite.isWithoutRowID, forKey: .isWithoutRowID)
        }
        if isAutoincrement { try container.encode(true, forKey: .isAutoincrement) }
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
    /// The names of the named ones among `checks`, by expression (`Table.checkNames`).
    public var checkNames: [String: String] = [:]
    /// Collation name when one is declared (`NOCASE`).
    public var collation: String?
    /// The model's type of an attribute's column, in the schema the compiler writes
    /// before an engine's driver stores it: a `bool`, an `int16` or a `json` is the same
    /// storage class as an `int` or a `string` in SQLite, and only CHECKs tell them apart
    /// there, while a server engine has a type for each. Each driver turns it into its
    /// own storage and leaves it nil, as every schema read from a database has it (a
    /// database cannot say). Not part of the schema's JSON.
    public var logicalType: AttributeType?

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

    private enum CodingKeys: String, CodingKey {
        case name, type, declaredType, isNotNull, defaultSQL, checks, checkNames, collation
    }

    /// `checkNames` with each expression passed through `transform`
    /// (`Table.checkNames(rewrittenBy:)`).
    public func checkNames(rewrittenBy transform: (String) -> String) -> [String: String] {
        Table.names(checkNames, rewrittenBy: transform)
    }

    /// Reads column JSON; `checkNames` may be missing, and then is empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        type = try container.decode(ColumnType.self, forKey: .type)
        declaredType = try container.decodeIfPresent(String.self, forKey: .declaredType)
        isNotNull = try container.decode(Bool.self, forKey: .isNotNull)
        defaultSQL = try container.decodeIfPresent(String.self, forKey: .defaultSQL)
        checks = try container.decode([String].self, forKey: .checks)
        checkNames = try container.decodeIfPresent([String: String].self, forKey: .checkNames) ?? [:]
        collation = try container.decodeIfPresent(String.self, forKey: .collation)
    }

    /// `checkNames` is written only when set, so existing schema JSON is unchanged.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(type, forKey: .type)
        try container.encodeIfPresent(declaredType, forKey: .declaredType)
        try container.encode(isNotNull, forKey: .isNotNull)
        try container.encodeIfPresent(defaultSQL, forKey: .defaultSQL)
        try container.encode(checks, forKey: .checks)
        if !checkNames.isEmpty { try container.encode(checkNames, forKey: .checkNames) }
        try container.encodeIfPresent(collation, forKey: .collation)
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
    /// `DEFERRABLE INITIALLY DEFERRED`: checked when the transaction commits rather
    /// than after each statement (as Django declares every key). `PRAGMA
    /// foreign_key_list` does not say it; introspection reads it from `CREATE TABLE`.
    public var isDeferred: Bool
    /// The constraint's name (`CONSTRAINT "fk_rails_0a1b2c3d4e" FOREIGN KEY …`), nil when
    /// the model leaves it to the engine. Introspection reads the name a database gives
    /// (SQLite's from its `CREATE TABLE` text, which alone keeps it; a server's from its
    /// catalog, leaving out the name the server would choose itself), so a key the
    /// model does not name may be called anything.
    public var name: String?

    public init(
        columns: [String],
        referencedTable: String,
        referencedColumns: [String],
        onDelete: ForeignKeyAction = .noAction,
        onUpdate: ForeignKeyAction = .noAction,
        isDeferred: Bool = false,
        name: String? = nil
    ) {
        self.columns = columns
        self.referencedTable = referencedTable
        self.referencedColumns = referencedColumns
        self.onDelete = onDelete
        self.onUpdate = onUpdate
        self.isDeferred = isDeferred
        self.name = name
    }

    private enum CodingKeys: String, CodingKey { case columns, referencedTable, referencedColumns, onDelete, onUpdate, isDeferred, name }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        columns = try container.decode([String].self, forKey: .columns)
        referencedTable = try container.decode(String.self, forKey: .referencedTable)
        referencedColumns = try container.decode([String].self, forKey: .referencedColumns)
        onDelete = try container.decode(ForeignKeyAction.self, forKey: .onDelete)
        onUpdate = try container.decode(ForeignKeyAction.self, forKey: .onUpdate)
        isDeferred = try container.decodeIfPresent(Bool.self, forKey: .isDeferred) ?? false
        name = try container.decodeIfPresent(String.self, forKey: .name)
    }

    /// `isDeferred` and `name` are written only when set, so existing schema JSON is unchanged.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(columns, forKey: .columns)
        try container.encode(referencedTable, forKey: .referencedTable)
        try container.encode(referencedColumns, forKey: .referencedColumns)
        try container.encode(onDelete, forKey: .onDelete)
        try container.encode(onUpdate, forKey: .onUpdate)
        if isDeferred { try container.encode(true, forKey: .isDeferred) }
        try container.encodeIfPresent(name, forKey: .name)
    }
}

extension ForeignKey {
    /// Whether this key, as one side of a comparison has it, is `expected`, as the
    /// other side wants it: the same columns, target, actions and timing, and the same
    /// name when `expected` names it. A key `expected` leaves unnamed may have any name:
    /// the engine's, or one a database adopted with names kept.
    public func isSame(as expected: ForeignKey) -> Bool {
        var key = self
        if expected.name == nil { key.name = nil }
        return key == expected
    }
}

/// A named index (`CREATE [UNIQUE] INDEX`).
public struct Index: Hashable, Sendable, Codable {
    public var name: String
    public var columns: [String]
    public var isUnique: Bool
    /// The `WHERE` expression of a partial index, without the keyword.
    public var condition: String?
    /// When a UNIQUE constraint is checked, if it is deferrable (`deferrable:`); nil
    /// for one checked at each statement. In JSON only when set.
    public var deferral: ConstraintDeferral?
    /// Whether rows whose columns are NULL count as distinct (the default); false for a
    /// UNIQUE constraint or unique index `NULLS NOT DISTINCT` (`nullsDistinct: false`). In JSON only when
    /// false.
    public var areNullsDistinct: Bool
    /// Whether the index backs a table's UNIQUE constraint rather than being made by
    /// `CREATE INDEX`: its kind, which each engine's introspection reads from its
    /// catalog and each engine's DDL writes as a constraint of its table. Such an index cannot be dropped by name; it changes with
    /// its table. In JSON only when its name does not say so (see `init`).
    public var isUniqueConstraint: Bool
    /// The name the model gives a UNIQUE constraint (`CONSTRAINT "uq_email" UNIQUE (…)`),
    /// nil when the engine names it; `name` stays the engine's name of its index
    /// (SQLite's `sqlite_autoindex_…`). As with a foreign key's, a constraint the model
    /// does not name may be called anything. In JSON only when set.
    public var constraintName: String?

    /// An index; `isUniqueConstraint` nil is read from the name, which is how SQLite
    /// names a UNIQUE constraint's index (`sqlite_autoindex_<table>_<N>`, a prefix no
    /// `CREATE INDEX` may take), as the schema JSON written before the kind was stored
    /// says it.
    public init(
        name: String, columns: [String], isUnique: Bool = false, condition: String? = nil,
        deferral: ConstraintDeferral? = nil, areNullsDistinct: Bool = true, isUniqueConstraint: Bool? = nil
    ) {
        self.name = name
        self.columns = columns
        self.isUnique = isUnique
        self.condition = condition
        self.deferral = deferral
        self.areNullsDistinct = areNullsDistinct
        self.isUniqueConstraint = isUniqueConstraint ?? Self.namesUniqueConstraint(name)
    }

    /// Whether `name` is SQLite's name for a UNIQUE constraint's index.
    static func namesUniqueConstraint(_ name: String) -> Bool {
        name.hasPrefix("sqlite_autoindex_")
    }

    private enum CodingKeys: String, CodingKey { case name, columns, isUnique, condition, deferral, areNullsDistinct, isUniqueConstraint, constraintName }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        columns = try container.decode([String].self, forKey: .columns)
        isUnique = try container.decode(Bool.self, forKey: .isUnique)
        condition = try container.decodeIfPresent(String.self, forKey: .condition)
        deferral = try container.decodeIfPresent(ConstraintDeferral.self, forKey: .deferral)
        areNullsDistinct = try container.decodeIfPresent(Bool.self, forKey: .areNullsDistinct) ?? true
        isUniqueConstraint = try container.decodeIfPresent(Bool.self, forKey: .isUniqueConstraint) ?? Self.namesUniqueConstraint(name)
        constraintName = try container.decodeIfPresent(String.self, forKey: .constraintName)
    }

    /// `condition`, `deferral` and `areNullsDistinct` only when they say something, and
    /// `isUniqueConstraint` only when the name does not, so the JSON of a schema without
    /// them is what it was.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(columns, forKey: .columns)
        try container.encode(isUnique, forKey: .isUnique)
        try container.encodeIfPresent(condition, forKey: .condition)
        try container.encodeIfPresent(deferral, forKey: .deferral)
        if !areNullsDistinct { try container.encode(false, forKey: .areNullsDistinct) }
        if isUniqueConstraint != Self.namesUniqueConstraint(name) { try container.encode(isUniqueConstraint, forKey: .isUniqueConstraint) }
        try container.encodeIfPresent(constraintName, forKey: .constraintName)
    }

    /// The constraint's definition as a server's catalog writes it back, around `columns`
    /// already quoted: `UNIQUE [NULLS NOT DISTINCT] (a, b) [DEFERRABLE [INITIALLY
    /// DEFERRED]]`. One text for the DDL and the rebuild's `ADD UNIQUE` (through
    /// `uniqueConstraintClause`) and the composed fingerprint, which compares it with the
    /// catalog's.
    public func uniqueConstraintDefinition(columns: String) -> String {
        "UNIQUE\(areNullsDistinct ? "" : " NULLS NOT DISTINCT") (\(columns))" + (deferral.map { " \($0.clause)" } ?? "")
    }

    /// The constraint as DDL writes it: `uniqueConstraintDefinition(columns:)`, after
    /// `CONSTRAINT "name"` when the model names it.
    public func uniqueConstraintClause(columns: String) -> String {
        (constraintName.map { "CONSTRAINT \(StandardSQL.quote($0)) " } ?? "") + uniqueConstraintDefinition(columns: columns)
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

/// A type the database must have before the columns that name it: its name and its
/// whole `CREATE TYPE` or `CREATE DOMAIN` statement.
public struct TypeDefinition: Hashable, Sendable, Codable {
    public var name: String
    public var sql: String

    public init(name: String, sql: String) {
        self.name = name
        self.sql = sql
    }

    /// The enum's labels in order, when the statement makes an enum; else nil.
    public var enumLabels: [String]? { TypeSpec.enumLabels(in: sql) }

    /// The labels this enum adds to `before`'s, in order, when it keeps every one of
    /// `before`'s in their order (empty when the labels are the same); nil when either is
    /// not an enum, or a label goes or moves: the one change a plan writes itself.
    public func labelsAdded(since before: TypeDefinition) -> [String]? {
        guard let labels = enumLabels, let previous = before.enumLabels, labels.filter(previous.contains) == previous else { return nil }
        return labels.filter { !previous.contains($0) }
    }

    /// Whether the statement is a `CREATE DOMAIN` (dropped with `DROP DOMAIN`).
    public var isDomain: Bool {
        sql.range(of: #"^\s*(?i:create)\s+(?i:domain)\b"#, options: .regularExpression) != nil
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
