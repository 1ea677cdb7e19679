/// A stored property of an entity: one column in SQLite, one property in Swift.
///
/// Names are resolved by the loader: `column` and `jsonKey` always hold the effective
/// value, whether written in the model or derived from the attribute's name.
public struct Attribute: Hashable, Sendable, Encodable, SourceLocated {
    /// The name as written in the model (`firstName`); the Swift property name.
    public var name: String
    public var type: AttributeType
    public var isOptional: Bool
    public var defaultValue: ModelValue?
    public var isUnique: Bool
    public var isIndexed: Bool
    /// Whether this attribute was marked `primaryKey: true` (or inferred as `id`).
    public var isPrimaryKey: Bool
    /// The SQLite column name (`first_name`, or the `column:` override).
    public var column: String
    /// The key in JSON payloads (the name, the model's `jsonKeys` style, or `jsonKey:`).
    public var jsonKey: String
    /// A previous name of this attribute, for rename detection across versions.
    public var renamedFrom: String?
    public var min: ModelValue?
    public var max: ModelValue?
    public var maxLength: Int?
    /// A regular expression checked in Swift only (SQLite has no built-in regex).
    public var pattern: String?
    /// When set, the attribute is an enumeration of these string values.
    public var values: [String]?
    public var doc: String?
    /// `sqlType:`: the column's declared type exactly as written (`NVARCHAR(40)`),
    /// where the compiler's own (`TEXT`, `INTEGER`, …) is not the one a database uses.
    public var sqlType: String?
    /// `autoincrement: true` on an integer primary key: `PRIMARY KEY AUTOINCREMENT`.
    public var isAutoincrement: Bool = false
    /// `check:`: column `CHECK` expressions as SQL, kept as written, after the ones
    /// the compiler derives from the type and options.
    public var checks: [String] = []
    /// `defaultSQL:`: a default that is an SQL expression (`CURRENT_TIMESTAMP`,
    /// `(datetime('now'))`) rather than a constant.
    public var defaultSQL: String?
    /// `collate:`: the column's collation (`NOCASE`).
    public var collation: String?
    public var location: SourceLocation
    /// Where each option key was written (`default`, `min`, …), for precise diagnostics.
    public var keyLocations: [String: SourceLocation] = [:]

    public init(
        name: String,
        type: AttributeType,
        isOptional: Bool = false,
        defaultValue: ModelValue? = nil,
        isUnique: Bool = false,
        isIndexed: Bool = false,
        isPrimaryKey: Bool = false,
        column: String? = nil,
        jsonKey: String? = nil,
        renamedFrom: String? = nil,
        min: ModelValue? = nil,
        max: ModelValue? = nil,
        maxLength: Int? = nil,
        pattern: String? = nil,
        values: [String]? = nil,
        doc: String? = nil,
        location: SourceLocation = .unknown
    ) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
        self.defaultValue = defaultValue
        self.isUnique = isUnique
        self.isIndexed = isIndexed
        self.isPrimaryKey = isPrimaryKey
        self.column = column ?? Naming.snakeCase(name)
        self.jsonKey = jsonKey ?? name
        self.renamedFrom = renamedFrom
        self.min = min
        self.max = max
        self.maxLength = maxLength
        self.pattern = pattern
        self.values = values
        self.doc = doc
        self.location = location
    }

    /// Locations are left out so a model's hash and JSON do not change when only
    /// comments or layout do.
    private enum CodingKeys: String, CodingKey {
        case name, type, isOptional, defaultValue, isUnique, isIndexed, isPrimaryKey, column, jsonKey
        case renamedFrom, min, max, maxLength, pattern, values, doc
        case sqlType, isAutoincrement, checks, defaultSQL, collation
    }

    /// Options at their defaults are left out, so the JSON (and hash) of a model that
    /// does not use them is unchanged.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(type, forKey: .type)
        try container.encode(isOptional, forKey: .isOptional)
        try container.encodeIfPresent(defaultValue, forKey: .defaultValue)
        try container.encode(isUnique, forKey: .isUnique)
        try container.encode(isIndexed, forKey: .isIndexed)
        try container.encode(isPrimaryKey, forKey: .isPrimaryKey)
        try container.encode(column, forKey: .column)
        try container.encode(jsonKey, forKey: .jsonKey)
        try container.encodeIfPresent(renamedFrom, forKey: .renamedFrom)
        try container.encodeIfPresent(min, forKey: .min)
        try container.encodeIfPresent(max, forKey: .max)
        try container.encodeIfPresent(maxLength, forKey: .maxLength)
        try container.encodeIfPresent(pattern, forKey: .pattern)
        try container.encodeIfPresent(values, forKey: .values)
        try container.encodeIfPresent(doc, forKey: .doc)
        try container.encodeIfPresent(sqlType, forKey: .sqlType)
        if isAutoincrement { try container.encode(true, forKey: .isAutoincrement) }
        if !checks.isEmpty { try container.encode(checks, forKey: .checks) }
        try container.encodeIfPresent(defaultSQL, forKey: .defaultSQL)
        try container.encodeIfPresent(collation, forKey: .collation)
    }
}
