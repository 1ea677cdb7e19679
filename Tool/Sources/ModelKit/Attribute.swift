/// A stored property of an entity: one column in SQLite, one property in Swift.
///
/// Names are resolved by the loader: `column` and `jsonKey` always hold the effective
/// value, whether written in the model or derived from the attribute's name.
///
/// The options live in one shared storage that is copied only when a copy is changed
/// (copy-on-write, as `Array` does): an attribute is two dozen fields, a dozen of them
/// strings and collections, and reading a model copies attributes at every
/// `for attribute in entity.attributes` and every lookup by name. With the fields inline
/// each copy retained and released every one of them, about a tenth of the instructions
/// of planning a migration (docs/performance.md); now a copy is one reference count.
public struct Attribute: Hashable, Sendable, Encodable, SourceLocated, CustomReflectable {
    /// The name as written in the model (`firstName`); the Swift property name.
    public var name: String {
        get { storage.fields.name }
        set { update { $0.name = newValue } }
    }
    public var type: AttributeType {
        get { storage.fields.type }
        set { update { $0.type = newValue } }
    }
    public var isOptional: Bool {
        get { storage.fields.isOptional }
        set { update { $0.isOptional = newValue } }
    }
    public var defaultValue: ModelValue? {
        get { storage.fields.defaultValue }
        set { update { $0.defaultValue = newValue } }
    }
    public var isUnique: Bool {
        get { storage.fields.isUnique }
        set { update { $0.isUnique = newValue } }
    }
    public var isIndexed: Bool {
        get { storage.fields.isIndexed }
        set { update { $0.isIndexed = newValue } }
    }
    /// Whether this attribute was marked `primaryKey: true` (or inferred as `id`).
    public var isPrimaryKey: Bool {
        get { storage.fields.isPrimaryKey }
        set { update { $0.isPrimaryKey = newValue } }
    }
    /// The SQLite column name (`first_name`, or the `column:` override).
    public var column: String {
        get { storage.fields.column }
        set { update { $0.column = newValue } }
    }
    /// The key in JSON payloads (the name, the model's `jsonKeys` style, or `jsonKey:`).
    public var jsonKey: String {
        get { storage.fields.jsonKey }
        set { update { $0.jsonKey = newValue } }
    }
    /// A previous name of this attribute, for rename detection across versions.
    public var renamedFrom: String? {
        get { storage.fields.renamedFrom }
        set { update { $0.renamedFrom = newValue } }
    }
    /// Attributes of the previous version whose values this one takes over, in order:
    /// each row gets the first of them that holds a value (`mergedFrom`). They are
    /// dropped in this version; the migration carries their values here first, so the
    /// drop loses nothing (Core Data's lightweight migration does the same when a
    /// property moves from sub-entities up to their parent).
    public var mergedFrom: [String] {
        get { storage.fields.mergedFrom }
        set { update { $0.mergedFrom = newValue } }
    }
    /// Values of `values` that were others in the previous version, new → old
    /// (`renamedValues`): the migration rewrites the stored old values, as Core Data's
    /// keeps a renamed sub-entity's rows (modelc's `entity` column holds their names).
    public var renamedValues: [String: String] {
        get { storage.fields.renamedValues }
        set { update { $0.renamedValues = newValue } }
    }
    public var min: ModelValue? {
        get { storage.fields.min }
        set { update { $0.min = newValue } }
    }
    public var max: ModelValue? {
        get { storage.fields.max }
        set { update { $0.max = newValue } }
    }
    public var maxLength: Int? {
        get { storage.fields.maxLength }
        set { update { $0.maxLength = newValue } }
    }
    /// A regular expression checked in Swift only (SQLite has no built-in regex).
    public var pattern: String? {
        get { storage.fields.pattern }
        set { update { $0.pattern = newValue } }
    }
    /// When set, the attribute is an enumeration of these string values.
    public var values: [String]? {
        get { storage.fields.values }
        set { update { $0.values = newValue } }
    }
    public var doc: String? {
        get { storage.fields.doc }
        set { update { $0.doc = newValue } }
    }
    /// `sqlType:`: the column's declared type exactly as written (`NVARCHAR(40)`),
    /// where the compiler's own (`TEXT`, `INTEGER`, …) is not the one a database uses.
    public var sqlType: String? {
        get { storage.fields.sqlType }
        set { update { $0.sqlType = newValue } }
    }
    /// `autoincrement: true` on an integer primary key: `PRIMARY KEY AUTOINCREMENT`.
    public var isAutoincrement: Bool {
        get { storage.fields.isAutoincrement }
        set { update { $0.isAutoincrement = newValue } }
    }
    /// `check:`: column `CHECK` expressions as SQL, kept as written, after the ones
    /// the compiler derives from the type and options.
    public var checks: [String] {
        get { storage.fields.checks }
        set { update { $0.checks = newValue } }
    }
    /// The constraint names of the named ones among `checks`, by expression
    /// (`Entity.checkNames`).
    public var checkNames: [String: String] {
        get { storage.fields.checkNames }
        set { update { $0.checkNames = newValue } }
    }
    /// `defaultSQL:`: a default that is an SQL expression (`CURRENT_TIMESTAMP`,
    /// `(datetime('now'))`) rather than a constant.
    public var defaultSQL: String? {
        get { storage.fields.defaultSQL }
        set { update { $0.defaultSQL = newValue } }
    }
    /// `collate:`: the column's collation (`NOCASE`).
    public var collation: String? {
        get { storage.fields.collation }
        set { update { $0.collation = newValue } }
    }
    public var location: SourceLocation {
        get { storage.fields.location }
        set { update { $0.location = newValue } }
    }
    /// Where each option key was written (`default`, `min`, …), for precise diagnostics.
    public var keyLocations: [String: SourceLocation] {
        get { storage.fields.keyLocations }
        set { update { $0.keyLocations = newValue } }
    }

    private var storage: Storage

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
        storage = Storage(Fields(
            name: name,
            type: type,
            isOptional: isOptional,
            defaultValue: defaultValue,
            isUnique: isUnique,
            isIndexed: isIndexed,
            isPrimaryKey: isPrimaryKey,
            column: column ?? Naming.snakeCase(name),
            jsonKey: jsonKey ?? name,
            renamedFrom: renamedFrom,
            min: min,
            max: max,
            maxLength: maxLength,
            pattern: pattern,
            values: values,
            doc: doc,
            location: location
        ))
    }

    public static func == (left: Attribute, right: Attribute) -> Bool {
        left.storage === right.storage || left.storage.fields == right.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    /// The fields, as `dump` and `String(describing:)` showed them before they moved
    /// into the shared storage.
    public var customMirror: Mirror {
        Mirror(self, children: Mirror(reflecting: storage.fields).children, displayStyle: .struct)
    }

    /// Changes the fields, first copying them when another attribute shares them.
    private mutating func update(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        change(&storage.fields)
    }

    /// Locations are left out so a model's hash and JSON do not change when only
    /// comments or layout do.
    private enum CodingKeys: String, CodingKey {
        case name, type, isOptional, defaultValue, isUnique, isIndexed, isPrimaryKey, column, jsonKey
        case renamedFrom, mergedFrom, renamedValues, min, max, maxLength, pattern, values, doc
        case sqlType, isAutoincrement, checks, checkNames, defaultSQL, collation
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
        if !mergedFrom.isEmpty { try container.encode(mergedFrom, forKey: .mergedFrom) }
        if !renamedValues.isEmpty { try container.encode(renamedValues, forKey: .renamedValues) }
        try container.encodeIfPresent(min, forKey: .min)
        try container.encodeIfPresent(max, forKey: .max)
        try container.encodeIfPresent(maxLength, forKey: .maxLength)
        try container.encodeIfPresent(pattern, forKey: .pattern)
        try container.encodeIfPresent(values, forKey: .values)
        try container.encodeIfPresent(doc, forKey: .doc)
        try container.encodeIfPresent(sqlType, forKey: .sqlType)
        if isAutoincrement { try container.encode(true, forKey: .isAutoincrement) }
        if !checks.isEmpty { try container.encode(checks, forKey: .checks) }
        if !checkNames.isEmpty { try container.encode(checkNames, forKey: .checkNames) }
        try container.encodeIfPresent(defaultSQL, forKey: .defaultSQL)
        try container.encodeIfPresent(collation, forKey: .collation)
    }

    /// The stored values behind the properties above, compared and hashed as the
    /// attribute is.
    private struct Fields: Hashable, Sendable {
        var name: String
        var type: AttributeType
        var isOptional: Bool
        var defaultValue: ModelValue?
        var isUnique: Bool
        var isIndexed: Bool
        var isPrimaryKey: Bool
        var column: String
        var jsonKey: String
        var renamedFrom: String?
        var mergedFrom: [String] = []
        var renamedValues: [String: String] = [:]
        var min: ModelValue?
        var max: ModelValue?
        var maxLength: Int?
        var pattern: String?
        var values: [String]?
        var doc: String?
        var sqlType: String?
        var isAutoincrement: Bool = false
        var checks: [String] = []
        var checkNames: [String: String] = [:]
        var defaultSQL: String?
        var collation: String?
        var location: SourceLocation
        var keyLocations: [String: SourceLocation] = [:]
    }

    /// The shared box. Changed only through `update`, when no other attribute holds it,
    /// so no two threads ever see it change: that is what makes it `Sendable`.
    private final class Storage: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }
}
