/// How JSON payload keys are derived from attribute names when `jsonKey:` is absent.
public enum JSONKeyStyle: String, Hashable, Sendable, Codable {
    /// The attribute's name as written (`firstName`).
    case asWritten
    /// snake_case of the name (`first_name`), as many REST APIs use.
    case snakeCase = "snake_case"
}

/// One version of a data model: the entities, their attributes and relationships.
///
/// A `Model` is a pure value. It is produced by `ModelLoader` from a YAML or JSON file,
/// checked by `validate(_:)`, and consumed by the schema compiler and the code generator.
public struct Model: Hashable, Sendable, Encodable, SourceLocated {
    public var name: String
    public var version: Int
    public var jsonKeys: JSONKeyStyle
    public var doc: String?
    /// Entities in declaration order.
    public var entities: [Entity] {
        didSet { lookup = EntityLookup(entities) }
    }
    /// Entities by name and the relationships pointing at each, kept in step with
    /// `entities` so lookups stay constant-time on models with thousands of entities.
    private var lookup: EntityLookup
    /// Views the model manages (`views:`), in declaration order.
    public var views: [ViewSpec] = []
    /// Triggers the model manages (`triggers:`), in declaration order.
    public var triggers: [TriggerSpec] = []
    /// Types the model's columns name (`types:`: a server's enums and domains), in
    /// declaration order.
    public var types: [TypeSpec] = []
    /// The server extensions the model's types need (`extensions:`: `citext`, `cube`,
    /// `uuid-ossp`), in declaration order. A server that has them creates each before
    /// anything else (`CREATE EXTENSION IF NOT EXISTS`); SQLite has no extensions of that
    /// kind and ignores them.
    public var extensions: [String] = []
    /// The SQL functions the app registers on every connection it opens (`functions:`:
    /// Calibre's `title_sort`, Firefox's `hash`), which the model's views, triggers,
    /// CHECKs or defaults call and SQLite does not have. `validate` checks that SQL with a
    /// stand-in for each, so it is checked whole rather than warned about.
    public var functions: [String] = []
    /// Name patterns of database objects modelc leaves alone (`unmanaged:`): an FTS
    /// table, a hand-managed trigger, SQLite's statistics tables.
    public var unmanaged: [String] = []
    /// The dialect of the SQL text the model carries (`dialect:`): nil for the default,
    /// SQLite's, which any engine's driver reads; `postgres` for a model whose CHECKs,
    /// defaults, views and index conditions are PostgreSQL's (one adopted from a
    /// PostgreSQL database that uses `~`, `ARRAY[…]` or its own functions). Such a model
    /// is for that engine alone: SQLite's check of its SQL is skipped, and the server
    /// judges it when it is applied.
    public var dialect: String?
    /// Where the model's top level was read from.
    public var location: SourceLocation
    /// Where each option key was written (`model`, `version`, …), for precise diagnostics.
    public var keyLocations: [String: SourceLocation] = [:]

    public init(
        name: String,
        version: Int,
        jsonKeys: JSONKeyStyle = .asWritten,
        doc: String? = nil,
        entities: [Entity] = [],
        location: SourceLocation = .unknown
    ) {
        self.name = name
        self.version = version
        self.jsonKeys = jsonKeys
        self.doc = doc
        self.entities = entities
        self.lookup = EntityLookup(entities)
        self.location = location
    }

    private enum CodingKeys: String, CodingKey {
        case name, version, jsonKeys, doc, dialect, extensions, functions, entities, views, triggers, types, unmanaged
    }

    /// Whether the model's SQL text is SQLite's (no `dialect:`, or `dialect: sqlite`).
    public var carriesSQLiteSQL: Bool { dialect == nil || dialect == "sqlite" }

    /// Extensions, functions, views, triggers, types and unmanaged patterns are written only when
    /// present, so the JSON (and so the hash) of a model without them is what it always was.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(version, forKey: .version)
        try container.encode(jsonKeys, forKey: .jsonKeys)
        try container.encodeIfPresent(doc, forKey: .doc)
        try container.encodeIfPresent(dialect, forKey: .dialect)
        if !extensions.isEmpty { try container.encode(extensions, forKey: .extensions) }
        if !functions.isEmpty { try container.encode(functions, forKey: .functions) }
        try container.encode(entities, forKey: .entities)
        if !views.isEmpty { try container.encode(views, forKey: .views) }
        if !triggers.isEmpty { try container.encode(triggers, forKey: .triggers) }
        if !types.isEmpty { try container.encode(types, forKey: .types) }
        if !unmanaged.isEmpty { try container.encode(unmanaged, forKey: .unmanaged) }
    }

    /// The view named `name`.
    public func view(named name: String) -> ViewSpec? {
        views.first { $0.name == name }
    }

    /// The entity stored in table `table` (case-insensitive, as SQLite compares names).
    public func entity(forTable table: String) -> Entity? {
        let lowered = table.lowercased()
        return entities.first { $0.table.lowercased() == lowered }
    }

    public func entity(named name: String) -> Entity? {
        lookup.positions[name].map { entities[$0] }
    }

    /// The position of the entity named `name` in declaration order.
    public func declarationIndex(ofEntity name: String) -> Int? {
        lookup.positions[name]
    }

    /// Every relationship whose `to:` names `entity`, with the entity declaring it, in
    /// declaration order.
    public func relationships(targeting entity: String) -> [(source: Entity, relationship: Relationship)] {
        (lookup.incoming[entity] ?? []).map { (entities[$0.entity], entities[$0.entity].relationships[$0.relationship]) }
    }

    /// The relationship on `relationship.target` that is `relationship`'s inverse.
    public func inverse(of relationship: Relationship) -> Relationship? {
        // Reads the target in place: `entity(named:)` would copy the whole entity first.
        guard let inverse = relationship.inverse, let position = lookup.positions[relationship.target] else { return nil }
        return entities[position].relationship(named: inverse)
    }
}

/// The indexes behind `Model`'s lookups.
private struct EntityLookup: Hashable, Sendable {
    struct Place: Hashable, Sendable {
        var entity: Int
        var relationship: Int
    }

    /// Entity name → index in `entities` (the first, should a name repeat).
    var positions: [String: Int] = [:]
    /// Target entity name → the relationships pointing at it.
    var incoming: [String: [Place]] = [:]

    init(_ entities: [Entity]) {
        for (entityIndex, entity) in entities.enumerated() {
            if positions[entity.name] == nil { positions[entity.name] = entityIndex }
            for (relationshipIndex, relationship) in entity.relationships.enumerated() {
                incoming[relationship.target, default: []].append(Place(entity: entityIndex, relationship: relationshipIndex))
            }
        }
    }
}
