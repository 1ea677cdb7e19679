import ModelKit

extension SwiftGenerator {
    /// Whether the record is `Identifiable`: by its key, or by a field named `id` that
    /// tells rows apart as a key does.
    ///
    /// A table keyed by the hidden rowid has no identity a record holds, even with an `id`
    /// column. A key not named `id` is the identity (forwarded as `var id`) unless a field
    /// already holds that name: then that field is the identity only when it is required
    /// and unique on its own, since SwiftUI's lists and diffing take two records with one
    /// `id` for one row (iMessage's `handle` is keyed by `ROWID` and its `id` is the
    /// handle's text, which repeats across services).
    static func isIdentifiable(_ entity: Entity, fields: [StoredField]) -> Bool {
        if entity.isKeyedByRowID { return false }
        guard let idField = fields.first(where: { $0.bareProperty == "id" }) else { return entity.primaryKey != nil }
        if idField.isPrimaryKey { return true }
        guard let attribute = idField.attribute, !idField.isOptional else { return false }
        return attribute.isUnique || entity.uniques.contains { $0.attributes == [attribute.name] && $0.condition == nil }
    }

    /// The struct: properties with doc comments, nested enums for `values:`, memberwise init.
    func emitRecord(_ entity: Entity, fields: [StoredField], into writer: inout SourceWriter) {
        let typeName = names.record(entity.name)
        let renamed = typeName == SwiftNaming.upperCamel(entity.name) ? ""
            : SwiftNaming.typeKeywords.contains(SwiftNaming.upperCamel(entity.name))
                ? " Named `\(typeName)`, as `\(SwiftNaming.upperCamel(entity.name))` is a Swift keyword."
                : " Named `\(typeName)`, as `\(SwiftNaming.upperCamel(entity.name))` is a type the generated code uses."
        // "An" before a name that starts with a vowel letter other than U, which as often
        // sounds "you" (a `User`): "A `Accounts` record" read as a slip.
        let article = entity.name.first.map { "AEIOaeio".contains($0) } == true ? "An" : "A"
        writer.doc((entity.doc ?? "\(article) `\(entity.name)` record, stored in the table `\(entity.table)`.") + renamed)
        let identifiable = Self.isIdentifiable(entity, fields: fields)
        let conformances = "Codable, Hashable, Sendable" + (identifiable ? ", Identifiable" : "")
        writer.block("\(a)struct \(typeName): \(conformances)") { w in
            for field in fields {
                guard let values = field.attribute?.values, let enumType = field.enumType else { continue }
                w.doc("The allowed values of `\(field.bareProperty)`.")
                w.block("\(a)enum \(enumType): String, ModelEnumeration") { w in
                    for (value, caseName) in zip(values, SwiftNaming.caseNames(for: values)) {
                        let bare = SwiftNaming.unescaped(caseName)
                        w.line(bare == value ? "case \(caseName)" : "case \(caseName) = \(SwiftNaming.stringLiteral(value))")
                    }
                }
                w.line()
            }
            for field in fields {
                w.doc(field.doc)
                w.line("\(a)\(field.isPrimaryKey && !field.isAssignedKey ? "let" : "var") \(field.property): \(field.swiftType)")
            }
            if let key = fields.first(where: \.isPrimaryKey), key.bareProperty != "id",
                !fields.contains(where: { $0.bareProperty == "id" })
            {
                w.line()
                w.doc("The primary key, for `Identifiable`.")
                w.line("\(a)var id: \(key.swiftType) { \(key.property) }")
            }
            emitCompositeKeys(entity, fields: fields, into: &w)
            w.line()
            w.doc("Creates a record; fields with a model default may be left out.")
            let parameters = fields.map { field -> String in
                var parameter = "\(field.property): \(field.swiftType)"
                if let literal = field.defaultLiteral() {
                    parameter += " = \(literal)"
                } else if field.isOptional {
                    parameter += " = nil"
                }
                return parameter
            }
            if parameters.isEmpty {
                w.line("\(a)init() {}")
            } else {
                w.line("\(a)init(")
                for (index, parameter) in parameters.enumerated() {
                    w.line("    " + parameter + (index + 1 < parameters.count ? "," : ""))
                }
                w.block(")") { w in
                    for field in fields { w.line("self.\(SwiftNaming.member(field.property)) = \(field.property)") }
                }
            }
        }
    }

    /// For each to-one to an entity with a composite key: its key as one value, a tuple
    /// of the foreign-key fields labelled by the key columns they reference (nil while any
    /// of them is, for an optional relationship), named `<relationship>Key`, or
    /// `<relationship>CompositeKey` when a field has that name.
    private func emitCompositeKeys(_ entity: Entity, fields: [StoredField], into writer: inout SourceWriter) {
        for relationship in entity.relationships where model.holdsForeignKey(relationship, in: entity) {
            guard let target = model.entity(named: relationship.target), target.hasCompositeKey else { continue }
            let parts = model.foreignKeyColumns(of: relationship).compactMap { column in
                fields.first { $0.column == column.name }.map { (field: $0, label: SwiftNaming.lowerCamel(Naming.camelCase(column.referenced))) }
            }
            guard parts.count > 1 else { continue }
            let tuple = "(" + parts.map { "\($0.label): \($0.field.baseType)" }.joined(separator: ", ") + ")"
            // A foreign-key column may already be a property of that name (Firefox's
            // `objectData` key of `object_store_id` and `object_data_key`).
            let taken = Set(fields.map(\.bareProperty))
            var bare = SwiftNaming.lowerCamel(relationship.name) + "Key"
            if taken.contains(bare) { bare = SwiftNaming.lowerCamel(relationship.name) + "CompositeKey" }
            while taken.contains(bare) { bare += "Key" }
            let name = SwiftNaming.escaped(bare)
            writer.line()
            writer.doc("The key of the `\(relationship.name)` \(target.name), its columns together\(relationship.isOptional ? "; nil while any of them is nil" : "").")
            if relationship.isOptional {
                writer.block("\(a)var \(name): \(tuple)?") { w in
                    let bindings = parts.enumerated().map { "let part\($0.offset) = \($0.element.field.property)" }.joined(separator: ", ")
                    w.line("guard \(bindings) else { return nil }")
                    w.line("return (" + parts.indices.map { "part\($0)" }.joined(separator: ", ") + ")")
                }
            } else {
                writer.line("\(a)var \(name): \(tuple) { (" + parts.map(\.field.property).joined(separator: ", ") + ") }")
            }
        }
    }
}
