/// What happens to related objects when an object is deleted, with Core Data's meaning:
/// the rule sits on the relationship of the object being deleted.
///
/// `Person.dogs` with `cascade` means deleting a person deletes their dogs.
public enum DeleteRule: String, CaseIterable, Hashable, Sendable, Codable {
    /// Clear the related objects' reference (the default).
    case nullify
    /// Delete the related objects too.
    case cascade
    /// Refuse to delete while related objects exist.
    case deny
    /// Do nothing; the database may be left with dangling references.
    case noAction
}

/// What a foreign key does when the referenced key changes (`ON UPDATE`), named as in
/// SQL. Only databases that predate modelc need it: modelc's own keys never change.
public enum UpdateRule: String, CaseIterable, Hashable, Sendable, Codable {
    case noAction
    case cascade
    case setNull
    case setDefault
    case restrict
}

/// The join table of a many-to-many pair, named by the model instead of derived
/// (`joinTable: { name: playlist_track, joinColumn: playlist_id, inverseJoinColumn: track_id }`).
public struct JoinTableSpec: Hashable, Sendable, Encodable {
    /// The table's name.
    public var name: String?
    /// The column referencing the key of the entity that declares the relationship.
    public var joinColumn: String?
    /// The column referencing the key of the relationship's target.
    public var inverseJoinColumn: String?

    /// A join table spec; what is nil keeps the name modelc derives.
    public init(name: String? = nil, joinColumn: String? = nil, inverseJoinColumn: String? = nil) {
        self.name = name
        self.joinColumn = joinColumn
        self.inverseJoinColumn = inverseJoinColumn
    }
}

/// A link from one entity to another.
///
/// A to-one relationship becomes a foreign-key column; a to-many is the other side of
/// one; two to-many sides that are each other's inverse make a many-to-many join table.
public struct Relationship: Hashable, Sendable, Encodable, SourceLocated {
    public var name: String
    /// The target entity's name.
    public var target: String
    public var isToMany: Bool
    /// The name of the relationship on the target that points back, if any.
    public var inverse: String?
    public var deleteRule: DeleteRule
    public var isOptional: Bool
    /// For to-many relationships: keep the order of the related objects.
    public var isOrdered: Bool
    public var minCount: Int?
    public var maxCount: Int?
    /// The foreign-key column for a to-one relationship (`owner_id`, or the `column:`
    /// override). Always set, even on to-many relationships, where it is unused.
    public var column: String
    /// Whether `column:` (or `columns:`) was written in the model (decides one-to-one
    /// key placement).
    public var hasExplicitColumn: Bool
    /// `columns:` on a to-one whose target has a composite primary key: the foreign
    /// key's columns, one per key column of the target in key order. Empty when not
    /// written; `Model.foreignKeyColumns(of:)` then names them `<relationship>_<key column>`.
    public var columns: [String] = []
    /// `references:` on a to-one: the target's attribute its foreign key references, a
    /// unique one other than the key (`parent` → `bookmarks.guid`, as Firefox's and
    /// Brave's bookmark structure tables have it). Nil: the target's primary key.
    public var references: String?
    /// `defaultSQL:` on a to-one: the foreign-key column's `DEFAULT`, as SQL (Zotero's
    /// `itemCreators.creatorTypeID INT NOT NULL DEFAULT 1`).
    public var defaultSQL: String?
    /// The key of this relationship in JSON payloads.
    public var jsonKey: String
    public var renamedFrom: String?
    /// `mergedFrom:` on a to-one that holds its key: to-ones of the previous version,
    /// dropped in this one, whose links this relationship takes over, each row keeping
    /// its own link first, then theirs in order (two one-way relationships Core Data
    /// paired as inverses: CartKit's `Modifier.item` and the inverse its `Item.modifiers`
    /// had). A row linked to two different objects stops the migration.
    public var mergedFrom: [String] = []
    public var doc: String?
    /// `sqlType:` on a to-one: the foreign-key column's declared type as written.
    public var sqlType: String?
    /// `indexed: false` on a to-one: no index on the foreign-key column (the compiler
    /// indexes every foreign key unless told otherwise or a declared index covers it).
    public var isIndexed: Bool = true
    /// `onUpdate:` on a to-one: the foreign key's `ON UPDATE` action.
    public var onUpdate: UpdateRule?
    /// `deferred: true` on a to-one: the foreign key is `DEFERRABLE INITIALLY DEFERRED`,
    /// checked when the transaction commits (as Django declares its keys).
    public var isDeferred: Bool = false
    /// `foreignKeyName:` on a to-one: the name of its foreign-key constraint
    /// (`CONSTRAINT "fk_rails_0a1b2c3d4e" FOREIGN KEY …`), as a database made elsewhere
    /// names it (Rails' `fk_rails_…`, Chinook's `FK_AlbumArtistId`); nil leaves the name
    /// to the engine. A hand-written `ALTER TABLE … DROP CONSTRAINT` needs the name.
    public var foreignKeyName: String?
    /// `autoincrement: true` on a to-one that is its entity's whole key (`primaryKey:
    /// [product]`): the key column is `INTEGER PRIMARY KEY AUTOINCREMENT`, as a table
    /// keyed by a foreign key may be (Northwind's `Products` in one of its SQLite forms).
    public var isAutoincrement: Bool = false
    /// `joinTable:` on one side of a many-to-many.
    public var joinTable: JoinTableSpec?
    public var location: SourceLocation
    /// Where each option key was written (`default`, `min`, …), for precise diagnostics.
    public var keyLocations: [String: SourceLocation] = [:]

    public init(
        name: String,
        target: String,
        isToMany: Bool = false,
        inverse: String? = nil,
        deleteRule: DeleteRule = .nullify,
        isOptional: Bool = false,
        isOrdered: Bool = false,
        minCount: Int? = nil,
        maxCount: Int? = nil,
        column: String? = nil,
        jsonKey: String? = nil,
        renamedFrom: String? = nil,
        doc: String? = nil,
        location: SourceLocation = .unknown
    ) {
        self.name = name
        self.target = target
        self.isToMany = isToMany
        self.inverse = inverse
        self.deleteRule = deleteRule
        self.isOptional = isOptional
        self.isOrdered = isOrdered
        self.minCount = minCount
        self.maxCount = maxCount
        self.column = column ?? Naming.foreignKeyColumn(forRelationship: name)
        self.hasExplicitColumn = column != nil
        self.jsonKey = jsonKey ?? name
        self.renamedFrom = renamedFrom
        self.doc = doc
        self.location = location
    }

    /// Locations are left out so a model's hash and JSON do not change when only
    /// comments or layout do.
    private enum CodingKeys: String, CodingKey {
        case name, target, isToMany, inverse, deleteRule, isOptional, isOrdered, minCount, maxCount
        case column, hasExplicitColumn, jsonKey, renamedFrom, mergedFrom, doc
        case sqlType, isIndexed, onUpdate, joinTable, isDeferred, foreignKeyName, columns, references, defaultSQL, isAutoincrement
    }

    /// Options at their defaults are left out, so the JSON (and hash) of a model that
    /// does not use them is unchanged.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(target, forKey: .target)
        try container.encode(isToMany, forKey: .isToMany)
        try container.encodeIfPresent(inverse, forKey: .inverse)
        try container.encode(deleteRule, forKey: .deleteRule)
        try container.encode(isOptional, forKey: .isOptional)
        try container.encode(isOrdered, forKey: .isOrdered)
        try container.encodeIfPresent(minCount, forKey: .minCount)
        try container.encodeIfPresent(maxCount, forKey: .maxCount)
        try container.encode(column, forKey: .column)
        try container.encode(hasExplicitColumn, forKey: .hasExplicitColumn)
        try container.encode(jsonKey, forKey: .jsonKey)
        try container.encodeIfPresent(renamedFrom, forKey: .renamedFrom)
        if !mergedFrom.isEmpty { try container.encode(mergedFrom, forKey: .mergedFrom) }
        try container.encodeIfPresent(doc, forKey: .doc)
        try container.encodeIfPresent(sqlType, forKey: .sqlType)
        if !isIndexed { try container.encode(false, forKey: .isIndexed) }
        try container.encodeIfPresent(onUpdate, forKey: .onUpdate)
        try container.encodeIfPresent(joinTable, forKey: .joinTable)
        if isDeferred { try container.encode(true, forKey: .isDeferred) }
        try container.encodeIfPresent(foreignKeyName, forKey: .foreignKeyName)
        if !columns.isEmpty { try container.encode(columns, forKey: .columns) }
        try container.encodeIfPresent(references, forKey: .references)
        try container.encodeIfPresent(defaultSQL, forKey: .defaultSQL)
        if isAutoincrement { try container.encode(true, forKey: .isAutoincrement) }
    }
}
