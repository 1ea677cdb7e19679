import ModelKit

extension SwiftGenerator {
    /// The memberwise initializer of the record's `Patch` (`RecordPatch<Record>`, whose
    /// fields are read and set by name): required fields as optionals (nil is absent),
    /// optional fields as `PatchValue`s, so "absent" and "set to null" differ.
    func emitPatchInitializer(_ entity: Entity, fields: [StoredField], into writer: inout SourceWriter) {
        let patchFields = fields.filter { !$0.isPrimaryKey && !$0.isKeyPart }
        guard !patchFields.isEmpty else { return }
        let typeName = names.record(entity.name)
        // Outside the record, its nested enums need the record's name.
        func type(_ field: StoredField) -> String { field.enumType.map { typeName + "." + $0 } ?? field.baseType }
        writer.line()
        writer.block("extension RecordPatch<\(typeName)>") { w in
            w.doc("A patch setting the given fields; everything else is absent.")
            w.line("\(a)init(")
            for (index, field) in patchFields.enumerated() {
                let parameter = field.isOptional
                    ? "\(field.property): PatchValue<\(type(field))> = .absent"
                    : "\(field.property): \(type(field))? = nil"
                w.line("    " + parameter + (index + 1 < patchFields.count ? "," : ""))
            }
            w.block(")") { w in
                w.line("self.init()")
                for field in patchFields { w.line("self[field: \\.\(field.property)] = \(field.property)") }
            }
        }
    }
}
