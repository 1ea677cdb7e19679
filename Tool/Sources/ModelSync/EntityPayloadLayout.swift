import Foundation
import GRDB
import ModelKit
import ModelRuntime

/// How `modelc sync` reads one entity's JSON payloads without generated records: every
/// stored column with its JSON key and the runtime's decoder and rules for its type
/// (`FieldValue`, `FieldRules`), so a value is checked, stored and reported in error
/// messages as a generated record's field table does it.
///
/// Related records nested in a payload (an object for a to-one, an array for a to-many)
/// are refused in this version; a to-one given by its key is a plain column.
public struct EntityPayloadLayout: Sendable {
    /// One stored column.
    struct Column: Sendable {
        var name: String
        var jsonKey: String
        var isKey: Bool
        var isOptional: Bool
        /// Whether a new row needs a value: not optional and without a model default (the
        /// compiled schema's `DEFAULT` fills those that have one).
        var isRequired: Bool
        var expected: String
        /// The relationship whose key the column holds, and its target entity.
        var reference: (relationship: String, target: String)?
        /// The table and column the key refers to, for naming a key that finds no row.
        var referenced: (table: String, column: String)? = nil
        /// Decodes a non-null value; the path (built only on error) is the value's.
        var decode: @Sendable (JSONValue, () -> JSONPath) throws(JSONMappingError) -> DatabaseValue
        /// How the runtime's fast path checks and binds the value (the same decoder and rules).
        var kind: PayloadLayout.Kind
    }

    /// A column's JSON type (for messages), decoder and fast-path kind.
    typealias Decoding = (expected: String, decode: @Sendable (JSONValue, () -> JSONPath) throws(JSONMappingError) -> DatabaseValue, kind: PayloadLayout.Kind)

    public let entity: String
    let table: String
    let columns: [Column]
    let keyIndex: Int
    let indexByJSONKey: [String: Int]
    /// Relationships stored elsewhere (to-many, many-to-many, the key-less side of a
    /// one-to-one), by JSON key: an element naming one is nested.
    let nested: [String: (relationship: String, target: String)]
    /// A relationship whose delete rule the runtime runs, not SQLite: `deny` or `cascade`
    /// through a join table or through a key this entity holds.
    let runtimeDeleteRule: String?
    /// The runtime's description of the same columns, key first, for its fast path
    /// (`ModelWriter.syncFlatElements`): elements that name every column are bound
    /// straight from the JSON bytes, as a generated record's sync binds them.
    public let payloadLayout: PayloadLayout

    public init(model: Model, entity name: String, modelName: String) throws(SyncError) {
        guard let entity = model.entities.first(where: { $0.name == name }) else {
            throw .unknownEntity(name: name, model: modelName, entities: model.entities.map(\.name))
        }
        if entity.isKeyedByRowID { throw .keyedByRowID(entity: name) }
        // A key that is one to-one (`primaryKey: [item]`, Zotero's `itemNotes`) is one
        // column, the foreign key's, and syncs by it as by an attribute key.
        let keyRelationship = entity.compositeKey.count == 1 ? entity.relationship(named: entity.compositeKey[0]).flatMap { relationship in
            model.holdsForeignKey(relationship, in: entity) && model.referencedAttribute(of: relationship) != nil ? relationship.name : nil
        } : nil
        let key = entity.primaryKey
        guard key != nil || keyRelationship != nil else { throw .compositeKey(entity: name) }
        self.entity = name
        table = entity.table
        var columns: [Column] = []
        for attribute in entity.attributes {
            let decoding = Self.decoder(for: attribute)
            columns.append(Column(
                name: attribute.column, jsonKey: attribute.jsonKey, isKey: attribute.name == key?.name, isOptional: attribute.isOptional,
                isRequired: !attribute.isOptional && attribute.defaultValue == nil && attribute.defaultSQL == nil,
                expected: decoding.expected, reference: nil, decode: decoding.decode, kind: decoding.kind))
        }
        var nested: [String: (relationship: String, target: String)] = [:]
        var runtimeDeleteRule: String?
        for relationship in entity.relationships {
            let runsRule = relationship.deleteRule == .deny || relationship.deleteRule == .cascade
            if model.holdsForeignKey(relationship, in: entity), let targetKey = model.referencedAttribute(of: relationship) {
                let decoding = Self.decoder(for: Attribute.bare(targetKey.type))
                columns.append(Column(
                    name: relationship.column, jsonKey: relationship.jsonKey, isKey: relationship.name == keyRelationship, isOptional: relationship.isOptional,
                    isRequired: !relationship.isOptional, expected: decoding.expected,
                    reference: (relationship.name, relationship.target),
                    referenced: model.entity(named: relationship.target).map { ($0.table, targetKey.column) },
                    decode: decoding.decode, kind: decoding.kind))
                if runsRule { runtimeDeleteRule = runtimeDeleteRule ?? relationship.name }
            } else if model.holdsForeignKey(relationship, in: entity), model.entity(named: relationship.target)?.hasCompositeKey == true {
                // A key of several columns: plain columns under flat JSON keys, as the
                // generated record reads them (`playlistTrackTrackId`).
                for key in model.foreignKeyColumns(of: relationship) {
                    let decoding = Self.decoder(for: Attribute.bare(key.type))
                    let jsonKey = model.jsonKey(of: key)
                    columns.append(Column(
                        name: key.name, jsonKey: jsonKey, isKey: false, isOptional: relationship.isOptional,
                        isRequired: !relationship.isOptional, expected: decoding.expected,
                        reference: nil, decode: decoding.decode, kind: decoding.kind))
                }
            } else {
                nested[relationship.jsonKey] = (relationship.name, relationship.target)
                if runsRule, model.isManyToMany(relationship) { runtimeDeleteRule = runtimeDeleteRule ?? relationship.name }
            }
        }
        self.columns = columns
        self.nested = nested
        self.runtimeDeleteRule = runtimeDeleteRule
        keyIndex = columns.firstIndex(where: \.isKey) ?? 0
        indexByJSONKey = Dictionary(columns.enumerated().map { ($1.jsonKey, $0) }, uniquingKeysWith: { first, _ in first })
        let keyFirst = [columns[keyIndex]] + columns.filter { !$0.isKey }
        payloadLayout = PayloadLayout(
            fields: keyFirst.map { PayloadLayout.Field($0.jsonKey, $0.kind, optional: $0.isOptional && !$0.isKey, reference: $0.reference != nil, column: $0.name) },
            nestedKeys: nested.keys.sorted())
    }

    /// What a payload must give for `attribute`, and its decoder: the runtime's
    /// `FieldValue` decoding of the type, then the model's rules, then the storage form.
    ///
    /// The rules are the attribute's `rules` (`Attribute.rules`), the value generated
    /// records are built from too.
    static func decoder(for attribute: Attribute) -> Decoding {
        let rules = attribute.rules
        if case .oneOf(let values)? = rules, attribute.type == .string { return enumeration(values) }
        func range<Value: Comparable & CustomStringConvertible>(_ convert: (ModelValue) -> Value?) -> FieldRules<Value> {
            guard case .range(let min, let max)? = rules else { return .none }
            return .range(min: min.flatMap(convert), max: max.flatMap(convert))
        }
        switch attribute.type {
        case .string:
            guard case .text(let maxLength, let pattern)? = rules else { return field(String.self, .none) }
            return field(String.self, .text(maxLength: maxLength, pattern: pattern))
        case .int: return field(Int64.self, range { $0.integer })
        case .int32: return field(Int32.self, range { $0.integer.flatMap(Int32.init(exactly:)) })
        case .int16: return field(Int16.self, range { $0.integer.flatMap(Int16.init(exactly:)) })
        case .double: return field(Double.self, range { $0.number })
        case .float: return field(Float.self, range { $0.number.map(Float.init) })
        case .bool: return field(Bool.self, .none)
        case .decimal: return field(Decimal.self, range { $0.decimal })
        case .date: return field(Date.self, .none)
        case .uuid: return field(UUID.self, .none)
        case .data: return field(Data.self, .none)
        case .url:
            guard case .text(let maxLength?, _)? = rules else { return field(URL.self, .none) }
            return field(URL.self, .text(maxLength: maxLength))
        case .json: return field(JSONValue.self, .none)
        }
    }

    /// The runtime's decoding of `Value` with the model's rules; the fast-path kind is the
    /// one a generated field of the same type and rules gets (`FieldValue.payloadKind`).
    private static func field<Value: FieldValue>(_ type: Value.Type, _ rules: FieldRules<Value>) -> Decoding {
        let decode: @Sendable (JSONValue, () -> JSONPath) throws(JSONMappingError) -> DatabaseValue = { json, path throws(JSONMappingError) in
            let value = try Value.decode(json, at: path())
            try rules.check(value, at: path())
            return value.storageValue
        }
        return (Value.expectedInJSON, decode, Value.payloadKind(rules) ?? .custom { json throws(JSONMappingError) in try decode(json, { .root }) })
    }

    private static func enumeration(_ values: [String]) -> Decoding {
        let expected = "one of " + values.map { "\"\($0)\"" }.joined(separator: ", ")
        return (expected, { json, path throws(JSONMappingError) in
            let text = try json.decodeString(at: path())
            guard values.contains(text) else { throw JSONMappingError(path: path(), reason: .notAllowed(value: json.errorDescription, allowed: values)) }
            return text.databaseValue
        }, .oneOf(values))
    }
}

extension ModelValue {
    /// An integer bound (`min: 3`, or `3.0`).
    var integer: Int64? {
        switch self {
        case .int(let value): value
        case .double(let value): Int64(exactly: value)
        default: nil
        }
    }

    /// A decimal bound, read from its text as generated records read it (no binary
    /// rounding: `0.1` is exactly 0.1).
    var decimal: Decimal? {
        switch self {
        case .int(let value): Decimal(value)
        case .double(let value): Decimal(string: String(value), locale: Locale(identifier: "en_US_POSIX"))
        case .string(let text): Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
        case .bool: nil
        }
    }

    /// A numeric bound.
    var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }
}

extension Attribute {
    /// An attribute of `type` with no rules, standing for a referenced entity's key.
    static func bare(_ type: AttributeType) -> Attribute {
        Attribute(name: "key", type: type)
    }
}
