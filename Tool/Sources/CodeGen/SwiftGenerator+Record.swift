import ModelKit

extension SwiftGenerator {
    /// The struct: properties with doc comments, nested enums for `values:`, memberwise init.
    func emitRecord(_ entity: Entity, fields: [StoredField], into writer: inout SourceWriter) {
        let typeName = SwiftNaming.upperCamel(entity.name)
        writer.doc(entity.doc ?? "A `\(entity.name)` record, stored in the table `\(entity.table)`.")
        let identifiable = fields.contains { $0.bareProperty == "id" } || entity.primaryKey != nil
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
                w.line("\(a)var id: \(key.baseType) { \(key.property) }")
            }
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
                    for field in fields { w.line("self.\(field.bareProperty) = \(field.property)") }
                }
            }
        }
    }
}
