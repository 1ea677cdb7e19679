import ModelKit

/// One stored property of a generated record: an attribute, or the foreign key of a
/// to-one relationship (`owner` → `ownerID`), with everything the emitters need.
struct StoredField {
    enum Source {
        case attribute(Attribute)
        /// A to-one relationship whose foreign key this entity's table holds, and the
        /// target's attribute it references, its primary key or `references:` (which
        /// decides the key's type).
        case reference(Relationship, targetKey: Attribute, target: Entity)
    }

    var source: Source
    /// The Swift identifier, escaped when a keyword (`` `default` ``).
    var property: String
    /// The SQLite column.
    var column: String
    /// The key in JSON payloads.
    var jsonKey: String
    /// The Swift type without optionality (`String`, `Status`, `Int64`).
    var baseType: String
    var isOptional: Bool
    var isPrimaryKey: Bool
    /// Whether the field is one column of the entity's primary key of several
    /// (`primaryKey: [owner, name]`): in the field table, `partOfKey()`; not in `Patch`.
    var isKeyPart = false
    var doc: String?
    /// The name of the nested enum for `values:`, when there is one.
    var enumType: String?

    /// Whether the database assigns the key (`autoincrement: true`): `var id: Int64?`.
    var isAssignedKey: Bool { isPrimaryKey && isOptional }

    /// The stored type, optional when the field is.
    var swiftType: String { isOptional ? baseType + "?" : baseType }

    /// The property name without backticks, for building other identifiers.
    var bareProperty: String { SwiftNaming.unescaped(property) }

    var attribute: Attribute? {
        if case .attribute(let attribute) = source { return attribute }
        return nil
    }

    /// The fields of an entity in column order: attributes, then foreign keys (as the
    /// schema compiler lays out the table).
    ///
    /// A foreign key's property is `<relationship>ID` (`owner` → `ownerID`), unless an
    /// attribute already has that name: real models hold both a `productID` attribute and
    /// a `product` relationship (whose column is then `column: product_ref`), and the
    /// record had two properties `productID`, which did not compile (Stepik's
    /// `AttemptEntity.managedUserID`). The key's property is then named after its column
    /// (`productRef`), with `Key` added while that is taken too. An attribute named like a
    /// member every record has (`primaryKeyValue`) takes `Field` (`SwiftNaming.memberName`).
    /// Two attributes whose names camel-case alike (Lucid's `_identifier` and
    /// `__identifier`, or `fooBar` beside `foo_bar`) are told apart by
    /// `SwiftNaming.distinctProperty(for:camelCased:taken:)`: the records had two
    /// properties `identifier`, which did not compile.
    static func fields(of entity: Entity, in model: Model, names: GeneratedTypeNames) -> [StoredField] {
        var attributeNames = Set<String>()
        var fields: [StoredField] = entity.attributes.map { attribute in
            var bare = SwiftNaming.memberName(SwiftNaming.lowerCamel(attribute.name))
            if bare == "_" || attributeNames.contains(bare) {
                bare = SwiftNaming.distinctProperty(for: attribute.name, camelCased: bare, taken: attributeNames)
            }
            attributeNames.insert(bare)
            let property = SwiftNaming.escaped(bare)
            let enumType = attribute.values != nil ? names.enumeration(attribute.name) : nil
            return StoredField(
                source: .attribute(attribute),
                property: property,
                column: attribute.column,
                jsonKey: attribute.jsonKey,
                baseType: enumType ?? swiftType(for: attribute.type),
                isOptional: attribute.isPrimaryKey ? attribute.isAutoincrement : attribute.isOptional,
                isPrimaryKey: attribute.isPrimaryKey,
                doc: attribute.doc,
                enumType: enumType
            )
        }
        for relationship in entity.relationships where model.holdsForeignKey(relationship, in: entity) {
            guard let target = model.entity(named: relationship.target) else { continue }
            guard let key = model.referencedAttribute(of: relationship) else {
                // A key of several columns: one plain field per foreign-key column, read
                // from a flat JSON key of its own (`playlistTrackTrackId`).
                for column in model.foreignKeyColumns(of: relationship) {
                    let name = SwiftNaming.lowerCamel(Naming.camelCase(column.name))
                    var attribute = Attribute(name: name, type: column.type)
                    attribute.isOptional = relationship.isOptional
                    attribute.column = column.name
                    fields.append(StoredField(
                        source: .attribute(attribute),
                        property: SwiftNaming.escaped(name),
                        column: column.name,
                        jsonKey: model.jsonKey(of: column),
                        baseType: swiftType(for: column.type),
                        isOptional: relationship.isOptional,
                        isPrimaryKey: false,
                        doc: "Part of the key of the `\(relationship.name)` \(target.name) (column `\(column.name)`, referencing `\(column.referenced)`).",
                        enumType: nil
                    ))
                }
                continue
            }
            let taken = Set(fields.map(\.bareProperty))
            var name = SwiftNaming.lowerCamel(relationship.name) + "ID"
            if taken.contains(name) { name = SwiftNaming.lowerCamel(Naming.camelCase(relationship.column)) }
            while taken.contains(name) { name += "Key" }
            let property = SwiftNaming.escaped(name)
            fields.append(StoredField(
                source: .reference(relationship, targetKey: key, target: target),
                property: property,
                column: relationship.column,
                jsonKey: relationship.jsonKey,
                baseType: swiftType(for: key.type),
                isOptional: relationship.isOptional,
                isPrimaryKey: false,
                doc: relationship.doc ?? "The key of the `\(relationship.name)` \(target.name) (column `\(relationship.column)`).",
                enumType: nil
            ))
        }
        if entity.hasCompositeKey {
            let keyColumns = Set(entity.compositeKey.flatMap { model.columns(ofMember: $0, in: entity) })
            for position in fields.indices where keyColumns.contains(fields[position].column) {
                fields[position].isKeyPart = true
            }
        }
        return fields
    }

    /// The Swift type of an attribute type.
    static func swiftType(for type: AttributeType) -> String {
        switch type {
        case .string: "String"
        case .int: "Int64"
        case .int16: "Int16"
        case .int32: "Int32"
        case .double: "Double"
        case .float: "Float"
        case .bool: "Bool"
        case .decimal: "Decimal"
        case .date: "Date"
        case .uuid: "UUID"
        case .data: "Data"
        case .url: "URL"
        case .json: "JSONValue"
        }
    }

    /// A Swift literal for the model's default, or nil when there is none.
    func defaultLiteral() -> String? {
        guard let attribute, let value = attribute.defaultValue else { return nil }
        if enumType != nil, case .string(let text) = value, let values = attribute.values,
            let index = values.firstIndex(of: text)
        {
            return "." + SwiftNaming.unescaped(SwiftNaming.caseNames(for: values)[index])
        }
        switch (attribute.type, value) {
        case (.string, .string(let text)): return SwiftNaming.stringLiteral(text)
        case (.int, .int(let number)), (.int16, .int(let number)), (.int32, .int(let number)): return String(number)
        case (.double, .int(let number)), (.float, .int(let number)): return String(number)
        case (.double, .double(let number)), (.float, .double(let number)): return String(number)
        case (.bool, .bool(let flag)): return String(flag)
        case (.decimal, .string(let text)):
            return "Decimal(string: \(SwiftNaming.stringLiteral(text)), locale: Locale(identifier: \"en_US_POSIX\")) ?? 0"
        case (.decimal, .int(let number)): return "Decimal(\(number))"
        case (.decimal, .double(let number)):
            return "Decimal(string: \(SwiftNaming.stringLiteral(String(number))), locale: Locale(identifier: \"en_US_POSIX\")) ?? 0"
        case (.date, .string(let text)):
            return "StorageFormat.date(from: \(SwiftNaming.stringLiteral(text))) ?? Date(timeIntervalSince1970: 0)"
        case (.uuid, .string(let text)):
            return "UUID(uuidString: \(SwiftNaming.stringLiteral(text))) ?? UUID()"
        case (.url, .string(let text)):
            return "URL(string: \(SwiftNaming.stringLiteral(text))) ?? URL(fileURLWithPath: \"/\")"
        // The model's text is JSON (validation checked it): `"{}"` is an empty object, as
        // the column's SQL default says, not a string holding braces.
        case (.json, .string(let text)): return "(try? JSONValue(text: \(SwiftNaming.stringLiteral(text)))) ?? .null"
        case (.json, .int(let number)): return "JSONValue.int(\(number))"
        case (.json, .double(let number)): return "JSONValue.double(\(number))"
        case (.json, .bool(let flag)): return "JSONValue.bool(\(flag))"
        default: return nil
        }
    }
}
