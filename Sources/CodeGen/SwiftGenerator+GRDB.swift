import ModelKit

extension SwiftGenerator {
    /// GRDB conformance: table name, `CodingKeys` naming columns, the `Columns` enum and
    /// the storage strategies that make dates and UUIDs match the compiled schema.
    func emitGRDB(_ entity: Entity, fields: [StoredField], into writer: inout SourceWriter) {
        let typeName = SwiftNaming.upperCamel(entity.name)
        writer.block("extension \(typeName): FetchableRecord, PersistableRecord") { w in
            w.doc("The table storing `\(entity.name)` records.")
            w.line("\(a)static let databaseTableName = \(SwiftNaming.stringLiteral(entity.table))")
            w.line()
            w.doc("The coding keys are the column names, so Codable is the GRDB row layout.")
            w.block("enum CodingKeys: String, CodingKey") { w in
                for field in fields {
                    let caseName = field.property
                    w.line(field.bareProperty == field.column
                        ? "case \(caseName)"
                        : "case \(caseName) = \(SwiftNaming.stringLiteral(field.column))")
                }
            }
            w.line()
            w.doc("Typed columns for GRDB's query interface: `\(typeName).filter(\(typeName).Columns.\(fields.first?.bareProperty ?? "id") == …)`.")
            w.block("\(a)enum Columns") { w in
                for field in fields {
                    w.line("\(a)static let \(field.property) = Column(CodingKeys.\(field.property))")
                }
            }
            let usesDates = fields.contains { $0.valueType == .date }
            let usesUUIDs = fields.contains { $0.valueType == .uuid }
            if usesDates {
                w.line()
                w.doc("Dates are stored as ISO-8601 UTC text with milliseconds (`2024-01-02T03:04:05.678Z`).")
                w.block("\(a)static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy") { w in
                    w.line("StorageValue.dateEncoding")
                }
                w.line()
                w.doc("Reads the stored ISO-8601 text back.")
                w.block("\(a)static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy") { w in
                    w.line("StorageValue.dateDecoding")
                }
            }
            if usesUUIDs {
                w.line()
                w.doc("UUIDs are stored as lowercase text.")
                w.block("\(a)static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy") { w in
                    w.line(".lowercaseString")
                }
            }
        }
    }

    /// GRDB associations for relationships, each with a request helper of the same name.
    func emitAssociations(_ entity: Entity, into writer: inout SourceWriter) {
        let typeName = SwiftNaming.upperCamel(entity.name)
        var lines: [(doc: String, declarations: [String])] = []
        for relationship in entity.relationships {
            guard let target = model.entity(named: relationship.target) else { continue }
            let targetType = SwiftNaming.upperCamel(target.name)
            let name = SwiftNaming.escaped(SwiftNaming.lowerCamel(relationship.name))
            let bare = SwiftNaming.unescaped(name)
            let key = SwiftNaming.stringLiteral(relationship.name)
            let doc = relationship.doc ?? "The `\(relationship.name)` relationship to `\(target.name)`."
            if let join = model.joinTable(for: relationship, in: entity) {
                let isOwner = join.ownerEntity == entity.name && join.ownerRelationship == relationship.name
                let here = isOwner ? join.ownerColumn : join.targetColumn
                let there = isOwner ? join.targetColumn : join.ownerColumn
                let table = "Table<Row>(\(SwiftNaming.stringLiteral(join.name)))"
                lines.append((doc, [
                    "fileprivate static let \(bare)Links = hasMany(\(table), key: \(SwiftNaming.stringLiteral(bare + "Links")), using: ForeignKey([\(SwiftNaming.stringLiteral(here))]))",
                    "\(a)static let \(name) = hasMany(\(targetType).self, through: \(bare)Links, using: \(table).belongsTo(\(targetType).self, using: ForeignKey([\(SwiftNaming.stringLiteral(there))])), key: \(key))",
                    "\(a)var \(name): QueryInterfaceRequest<\(targetType)> { request(for: \(typeName).\(name)) }",
                ]))
            } else if model.holdsForeignKey(relationship, in: entity) {
                lines.append((doc, [
                    "\(a)static let \(name) = belongsTo(\(targetType).self, key: \(key), using: ForeignKey([\(SwiftNaming.stringLiteral(relationship.column))]))",
                    "\(a)var \(name): QueryInterfaceRequest<\(targetType)> { request(for: \(typeName).\(name)) }",
                ]))
            } else if let inverse = model.inverse(of: relationship), !inverse.isToMany {
                let kind = relationship.isToMany ? "hasMany" : "hasOne"
                lines.append((doc, [
                    "\(a)static let \(name) = \(kind)(\(targetType).self, key: \(key), using: ForeignKey([\(SwiftNaming.stringLiteral(inverse.column))]))",
                    "\(a)var \(name): QueryInterfaceRequest<\(targetType)> { request(for: \(typeName).\(name)) }",
                ]))
            }
        }
        guard !lines.isEmpty else { return }
        writer.block("extension \(typeName)") { w in
            for (index, entry) in lines.enumerated() {
                if index > 0 { w.line() }
                w.doc(entry.doc)
                for declaration in entry.declarations { w.line(declaration) }
            }
        }
        writer.line()
    }
}
