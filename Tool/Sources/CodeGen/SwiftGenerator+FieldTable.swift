import ModelKit

extension SwiftGenerator {
    /// `fieldTable`: the memberwise initializer the runtime builds records with, one line per
    /// stored field (key path, column, JSON key when it differs, default, rules) in its
    /// parameter order, then one per relationship the runtime writes. ModelRuntime derives
    /// decoding, checks, patches, storage, the sync layout, nested writes and delete rules
    /// from it.
    func emitFieldTable(_ entity: Entity, fields: [StoredField], into writer: inout SourceWriter) {
        let typeName = names.record(entity.name)
        let relationships = entity.hasCompositeKey || entity.isKeyedByRowID ? [] : relationshipEntries(entity, fields: fields)
        writer.doc("The model of `\(entity.name)` as the runtime reads it: fields in storage order, then relationships.")
        // An argument label needs backticks only for `inout`, `var` and `let`.
        let arguments = fields.map { field in
            (["inout", "var", "let"].contains(field.bareProperty) ? field.property : field.bareProperty) + ": $0.next()"
        }
        let make = "{ try \(typeName)(\(arguments.joined(separator: ", "))) }"
        // A table without STRICT may hold text or blobs in number columns, which the runtime
        // then checks each row for rather than reading them as 0 (`StoredValueError`).
        let strict = entity.isStrict ? "" : "strict: false, "
        writer.line("\(a)static let fieldTable = FieldTable<\(typeName)>(entity: \(SwiftNaming.stringLiteral(entity.name)), \(strict)make: \(make), fields: [")
        for field in fields { writer.line("    \(fieldEntry(field)),") }
        if relationships.isEmpty {
            writer.line("])")
            return
        }
        writer.line("], relationships: [")
        for entry in relationships { writer.line("    \(entry),") }
        writer.line("])")
    }

    private func fieldEntry(_ field: StoredField) -> String {
        var arguments = ["\\.\(field.property)", SwiftNaming.stringLiteral(field.column)]
        if field.jsonKey != field.column { arguments.append("json: \(SwiftNaming.stringLiteral(field.jsonKey))") }
        // A part of a key of several columns is a field that patches leave alone.
        let keyPart = field.isKeyPart ? ".partOfKey()" : ""
        switch field.source {
        case .reference(_, let targetKey, _):
            arguments.append("idKey: \(SwiftNaming.stringLiteral(targetKey.jsonKey))")
            return ".reference(\(arguments.joined(separator: ", ")))" + keyPart
        case .attribute(let attribute):
            if !field.isPrimaryKey, let literal = field.defaultLiteral() { arguments.append("default: \(literal)") }
            if let rules = rules(for: attribute) { arguments.append("rules: \(rules)") }
            return "\(field.isPrimaryKey ? ".key" : ".field")(\(arguments.joined(separator: ", ")))" + keyPart
        }
    }

    /// The `FieldRules` of the attribute's `rules` (`Attribute.rules`, which `modelc sync`
    /// reads too), or nil; a `values:` list is the field's enum type instead.
    private func rules(for attribute: Attribute) -> String? {
        switch attribute.rules {
        case nil, .oneOf?:
            return nil
        case .range(let min, let max)?:
            let minimum = min.map { numberLiteral($0, for: attribute.type) } ?? "nil"
            let maximum = max.map { numberLiteral($0, for: attribute.type) } ?? "nil"
            return ".range(min: \(minimum), max: \(maximum))"
        case .text(let maxLength, let pattern)?:
            var text: [String] = []
            if let maxLength { text.append("maxLength: \(maxLength)") }
            if let pattern { text.append("pattern: \(SwiftNaming.stringLiteral(pattern))") }
            return ".text(\(text.joined(separator: ", ")))"
        }
    }

    /// A bound as a literal the field's Swift type takes (a `Decimal` from its text, so
    /// no binary rounding creeps in).
    private func numberLiteral(_ value: ModelValue, for type: AttributeType) -> String {
        let text: String
        switch value {
        case .int(let number): text = String(number)
        case .double(let number): text = type.isInteger && number.rounded() == number ? String(Int64(number)) : String(number)
        case .string(let string): text = string
        case .bool(let flag): text = flag ? "1" : "0"
        }
        if type == .decimal {
            return "Decimal(string: \(SwiftNaming.stringLiteral(text)), locale: Locale(identifier: \"en_US_POSIX\"))"
        }
        return text
    }

    /// The relationships the runtime writes (nested payloads) or runs delete rules for;
    /// those to a record with a composite key, or keyed by the hidden rowid, are left out
    /// (the runtime writes records by one key), and so are those whose foreign key
    /// references a unique attribute rather than the key (`references:`).
    private func relationshipEntries(_ entity: Entity, fields: [StoredField]) -> [String] {
        var entries: [String] = []
        for relationship in entity.relationships {
            guard let target = model.entity(named: relationship.target), !target.hasCompositeKey, !target.isKeyedByRowID else { continue }
            if relationship.references != nil || model.inverse(of: relationship)?.references != nil { continue }
            var arguments = [SwiftNaming.stringLiteral(relationship.name), names.record(target.name) + ".self"]
            if relationship.jsonKey != relationship.name { arguments.append("json: \(SwiftNaming.stringLiteral(relationship.jsonKey))") }
            let runtimeRule = relationship.deleteRule == .deny ? ".deny" : relationship.deleteRule == .cascade ? ".cascade" : nil
            if let join = model.joinTable(for: relationship, in: entity) {
                let isOwner = join.ownerEntity == entity.name && join.ownerRelationship == relationship.name
                arguments.append("table: \(SwiftNaming.stringLiteral(join.name))")
                arguments.append("column: \(SwiftNaming.stringLiteral(isOwner ? join.ownerColumn : join.targetColumn))")
                arguments.append("targetColumn: \(SwiftNaming.stringLiteral(isOwner ? join.targetColumn : join.ownerColumn))")
                if let position = join.positionColumn(forSide: isOwner) { arguments.append("position: \(SwiftNaming.stringLiteral(position))") }
                if let other = join.targetPositionColumn {
                    arguments.append("otherPosition: \(SwiftNaming.stringLiteral(isOwner ? other : join.positionColumn ?? "position"))")
                }
                if let runtimeRule { arguments.append("deleteRule: \(runtimeRule)") }
                entries.append(".manyToMany(\(arguments.joined(separator: ", ")))")
            } else if model.holdsForeignKey(relationship, in: entity) {
                arguments.append("column: \(SwiftNaming.stringLiteral(relationship.column))")
                if let inverse = model.inverse(of: relationship), let position = model.positionColumn(forOrdered: inverse) {
                    arguments.append("position: \(SwiftNaming.stringLiteral(position))")
                }
                if let runtimeRule { arguments.append("deleteRule: \(runtimeRule)") }
                entries.append(".belongsTo(\(arguments.joined(separator: ", ")))")
            } else if let inverse = model.inverse(of: relationship), !inverse.isToMany {
                arguments.append("inverse: \(SwiftNaming.stringLiteral(inverse.jsonKey))")
                arguments.append("column: \(SwiftNaming.stringLiteral(inverse.column))")
                if relationship.isToMany {
                    if let position = model.positionColumn(forOrdered: relationship) { arguments.append("position: \(SwiftNaming.stringLiteral(position))") }
                    entries.append(".hasMany(\(arguments.joined(separator: ", ")))")
                } else {
                    entries.append(".hasOne(\(arguments.joined(separator: ", ")))")
                }
            }
        }
        return entries
    }
}
