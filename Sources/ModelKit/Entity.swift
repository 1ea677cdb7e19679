/// A list of attribute names that together form an index or a uniqueness constraint.
public struct IndexSpec: Hashable, Sendable, Encodable {
    /// Attribute (or to-one relationship) names, in index order.
    public var attributes: [String]
    public var location: SourceLocation

    public init(_ attributes: [String], location: SourceLocation = .unknown) {
        self.attributes = attributes
        self.location = location
    }

    private enum CodingKeys: String, CodingKey { case attributes }
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
    public var location: SourceLocation
    /// Where each option key was written (`table`, `indexes`, …), for precise diagnostics.
    public var keyLocations: [String: SourceLocation] = [:]

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
    }

    /// The primary-key attribute: the one marked `primaryKey`, else the one named `id`.
    ///
    /// The loader marks the inferred `id` as primary key, so after loading this is the
    /// single attribute with `isPrimaryKey` set; validation rejects entities without one.
    public var primaryKey: Attribute? {
        attributes.first(where: \.isPrimaryKey) ?? attributes.first { $0.name == "id" }
    }

    public func attribute(named name: String) -> Attribute? {
        attributes.first { $0.name == name }
    }

    public func relationship(named name: String) -> Relationship? {
        relationships.first { $0.name == name }
    }
}
