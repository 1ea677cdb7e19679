/// A list of attribute names that together form an index or a uniqueness constraint.
public struct IndexSpec: Hashable, Sendable, Encodable {
    /// Attribute (or to-one relationship) names, in index order.
    public var attributes: [String]
    /// The index name in the database, when the model keeps one that is not modelc's
    /// own (`ix_track_album`); nil gives `idx_<table>_<columns>` / `uq_<table>_<columns>`.
    public var name: String?
    /// The `WHERE` condition of a partial index, as SQL.
    public var condition: String?
    /// For `unique:`: a `UNIQUE (…)` constraint inside `CREATE TABLE` rather than a
    /// `CREATE UNIQUE INDEX` (SQLite names its index `sqlite_autoindex_<table>_<N>`).
    public var isConstraint: Bool
    /// `deferrable:` on a constraint: when it is checked; nil for one checked at each
    /// statement, as every constraint is by default.
    public var deferral: ConstraintDeferral?
    /// `nullsDistinct: false` on a constraint: rows whose columns are NULL are no longer
    /// distinct from each other (`UNIQUE NULLS NOT DISTINCT`).
    public var areNullsDistinct: Bool = true
    public var location: SourceLocation

    /// An index over `attributes`, named by modelc unless `name` says otherwise.
    public init(
        _ attributes: [String], name: String? = nil, condition: String? = nil, isConstraint: Bool = false,
        deferral: ConstraintDeferral? = nil, location: SourceLocation = .unknown
    ) {
        self.attributes = attributes
        self.name = name
        self.condition = condition
        self.isConstraint = isConstraint
        self.deferral = deferral
        self.location = location
    }

    private enum CodingKeys: String, CodingKey { case attributes, name, condition, isConstraint, deferral, areNullsDistinct }

    /// The JSON form: `name`, `condition`, `isConstraint`, `deferral` and `areNullsDistinct`
    /// only when set, so
    /// the JSON (and the hash) of a model without them stays as it was.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(attributes, forKey: .attributes)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(condition, forKey: .condition)
        if isConstraint { try container.encode(true, forKey: .isConstraint) }
        try container.encodeIfPresent(deferral, forKey: .deferral)
        if !areNullsDistinct { try container.encode(false, forKey: .areNullsDistinct) }
    }
}

/// A kind of object in the model: one table in SQLite, one record type in Swift.
public struct Entity: Hashable, Sendable, Encodable, SourceLocated {
    /// The name as written (`OrderLine`); the Swift type name.
    public var name: String
    /// The SQLite table name (`order_line`, or the `table:` override).
    public var table: String
    public var doc: String?
    /// Attributes in declaration order, which is also column order.
    public var attributes: [Attribute]
    /// Relationships in declaration order.
    public var relationships: [Relationship]
    public var indexes: [IndexSpec]
    public var uniques: [IndexSpec]
    public var renamedFrom: String?
    /// `strict: false` keeps the table without `STRICT` (as most existing databases
    /// are): SQLite then converts values by column affinity instead of rejecting them.
    public var isStrict: Bool = true
    /// `withoutRowID: true`: a `WITHOUT ROWID` table, clustered on its primary key.
    public var isWithoutRowID: Bool = false
    /// `primaryKey: [a, b]` on the entity: the key's members (attributes or to-one
    /// relationships), in key order. Empty when the key is one attribute marked
    /// `primaryKey: true` (or named `id`).
    public var compositeKey: [String] = []
    /// `primaryKey: rowid` on the entity: a table with no primary key, whose rows only
    /// SQLite's hidden rowid tells apart (log tables, caches, many hand-written schemas).
    /// The entity has no key attribute, no foreign key can reference it, and its records
    /// are inserted and read, not updated or synced by key.
    public var isKeyedByRowID: Bool = false
    /// `primaryKeyName:` on the entity: the name of its primary key constraint
    /// (`CONSTRAINT "PK_Album" PRIMARY KEY …`), as a database made elsewhere names it
    /// (Chinook's `PK_Album`); nil leaves the name to the engine.
    public var primaryKeyName: String?
    /// `check:` on the entity: table `CHECK` expressions as SQL, kept as written.
    public var checks: [String] = []
    /// The constraint names of the named ones among `checks` (`{ name: …, sql: … }`),
    /// by expression. A database reports a failing row by that name, and application
    /// code and later migrations refer to it, so a table adopted with one keeps it.
    public var checkNames: [String: String] = [:]
    /// `columnOrder:`: attributes and to-one relationships in the order their columns
    /// take in `CREATE TABLE`, for tables adopted from a database whose foreign keys sit
    /// between other columns (`SELECT *` and positional `INSERT`s see that order).
    /// Members not listed follow in the usual order: attributes, then foreign keys.
    public var columnOrder: [String] = []
    public var location: SourceLocation
    /// Where each option key was written (`table`, `indexes`, …), for precise diagnostics.
    public var keyLocations: [String: SourceLocation] = [:]
    /// Attributes written in the file that could not be read (an unknown type, no
    /// `type:`), each reported where it is written: an index or key naming one is not
    /// told a second time that the name is unknown. Not part of the model's JSON or hash.
    public var unreadAttributeNames: Set<String> = []

    public init(
        name: String,
        table: String? = nil,
        doc: String? = nil,
        attributes: [Attribute] = [],
        relationships: [Relationship] = [],
        indexes: [IndexSpec] = [],
        uniques: [IndexSpec] = [],
        renamedFrom: String? = nil,
        location: SourceLocation = .unknown
    ) {
        self.name = name
        self.table = table ?? Naming.snakeCase(name)
        self.doc = doc
        self.attributes = attributes
        self.relationships = relationships
        self.indexes = indexes
        self.uniques = uniques
        self.renamedFrom = renamedFrom
        self.location = location
    }

    private enum CodingKeys: String, CodingKey {
        case name, table, doc, attributes, relationships, indexes, uniques, renamedFrom
        case isStrict, isWithoutRowID, compositeKey, isKeyedByRowID, primaryKeyName, checks, checkNames, columnOrder
    }

    /// Options at their defaults are left out, so the JSON (and hash) of a model that
    /// does not use them is unchanged.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(table, forKey: .table)
        try container.encodeIfPresent(doc, forKey: .doc)
        try container.encode(attributes, forKey: .attributes)
        try container.encode(relationships, forKey: .relationships)
        try container.encode(indexes, forKey: .indexes)
        try container.encode(uniques, forKey: .uniques)
        try container.encodeIfPresent(renamedFrom, forKey: .renamedFrom)
        if !isStrict { try container.encode(false, forKey: .isStrict) }
        if isWithoutRowID { try container.encode(true, forKey: .isWithoutRowID) }
        if !compositeKey.isEmpty { try container.encode(compositeKey, forKey: .compositeKey) }
        if isKeyedByRowID { try container.encode(true, forKey: .isKeyedByRowID) }
        try container.encodeIfPresent(primaryKeyName, forKey: .primaryKeyName)
        if !checks.isEmpty { try container.encode(checks, forKey: .checks) }
        if !checkNames.isEmpty { try container.encode(checkNames, forKey: .checkNames) }
        if !columnOrder.isEmpty { try container.encode(columnOrder, forKey: .columnOrder) }
    }

    /// The primary-key attribute: the one marked `primaryKey`, else the one named `id`.
    /// Nil for an entity whose key is `primaryKey: [a, b]` on the entity (see
    /// `compositeKey`; a relationship to it has one column per key column,
    /// `Model.foreignKeyColumns(of:)`).
    ///
    /// The loader marks the inferred `id` as primary key, so after loading this is the
    /// single attribute with `isPrimaryKey` set; validation rejects entities without one.
    /// Nil, too, for an entity keyed by the hidden rowid (`isKeyedByRowID`), even when it
    /// has an attribute named `id`.
    public var primaryKey: Attribute? {
        guard compositeKey.isEmpty, !isKeyedByRowID else { return nil }
        return attributes.first(where: \.isPrimaryKey) ?? attributes.first { $0.name == "id" }
    }

    /// Whether the key is declared on the entity (`primaryKey: [a, b]`).
    public var hasCompositeKey: Bool { !compositeKey.isEmpty }

    public func attribute(named name: String) -> Attribute? {
        attributes.first { $0.name == name }
    }

    /// For a name no member has, the hint when a member was renamed from it (an index or
    /// key still naming the old name after `renamedFrom:`): name the new one.
    public func renameHint(for name: String) -> String? {
        let renamed = attributes.first { $0.renamedFrom == name }?.name ?? relationships.first { $0.renamedFrom == name }?.name
        return renamed.map { "`\(name)` was renamed to `\($0)` (its `renamedFrom:`): name `\($0)` here" }
    }

    public func relationship(named name: String) -> Relationship? {
        // By index: `first(where:)` copies every relationship it passes (a large value),
        // and planning a model of thousands of entities asks this tens of thousands of times.
        for index in relationships.indices where relationships[index].name == name {
            return relationships[index]
        }
        return nil
    }
}
