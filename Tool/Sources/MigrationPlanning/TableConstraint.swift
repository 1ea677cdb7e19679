import SchemaCore

/// A constraint an `addConstraint` step adds to a table that keeps its rows where they
/// are, or a `dropConstraint` step drops from it: a UNIQUE constraint, a table CHECK or
/// a foreign key over columns the table already has. Only an engine that adds or drops
/// constraints in place (``DiffOptions/addsConstraints``, ``DiffOptions/dropsConstraints``)
/// gets such steps; SQLite rebuilds the table instead.
public enum TableConstraint: Hashable, Sendable {
    /// A UNIQUE constraint (`Index.isUniqueConstraint`), with its name, deferral and NULL
    /// rule as the new table has them.
    case unique(Index)
    /// A `CHECK (expression)`: the table's, or one over a kept column (its `min:`, its
    /// `values:`), which an engine adding it to the table reads back as the column's;
    /// named when the model names it.
    case check(String, name: String?)
    /// A foreign key whose columns the table already has.
    case foreignKey(ForeignKey)

    /// What the constraint is, for a step's reason: `UNIQUE ("a", "b")`,
    /// `CHECK (a > 0)`, `foreign key ("customer_id") → "customer"`.
    public var summary: String {
        switch self {
        case .unique(let index): "UNIQUE (\(StandardSQL.quoteList(index.columns)))"
        case .check(let expression, _): "CHECK (\(expression))"
        case .foreignKey(let key): "foreign key (\(StandardSQL.quoteList(key.columns))) → \(StandardSQL.quote(key.referencedTable))"
        }
    }
}

extension TableConstraint: Codable {
    private enum CodingKeys: String, CodingKey { case type, index, check, name, foreignKey }

    /// `{"type": "unique", "index": …}`, `{"type": "check", "check": …, "name": …}` or
    /// `{"type": "foreignKey", "foreignKey": …}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "unique": self = .unique(try container.decode(Index.self, forKey: .index))
        case "check": self = .check(try container.decode(String.self, forKey: .check), name: try container.decodeIfPresent(String.self, forKey: .name))
        case "foreignKey": self = .foreignKey(try container.decode(ForeignKey.self, forKey: .foreignKey))
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown constraint type '\(other)'; expected unique, check or foreignKey")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .unique(let index):
            try container.encode("unique", forKey: .type)
            try container.encode(index, forKey: .index)
        case .check(let expression, let name):
            try container.encode("check", forKey: .type)
            try container.encode(expression, forKey: .check)
            try container.encodeIfPresent(name, forKey: .name)
        case .foreignKey(let key):
            try container.encode("foreignKey", forKey: .type)
            try container.encode(key, forKey: .foreignKey)
        }
    }
}
