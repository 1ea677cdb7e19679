import ModelKit

extension SwiftGenerator {
    /// The record's conformance: table name, key, `CodingKeys` naming the columns (which
    /// ModelRuntime also calls `Columns`), the field table and the associations.
    ///
    /// A record with one key is a `ModelRecord` and a GRDB `PersistableRecord`, or a
    /// `MutablePersistableRecord` filling its key in `didInsert` when the database assigns
    /// it; one with a composite key is a `PatchableRecord` with GRDB's protocols, since the
    /// store writes records by one key.
    func emitConformance(_ entity: Entity, fields: [StoredField], into writer: inout SourceWriter) {
        let typeName = names.record(entity.name)
        let key = fields.first(where: \.isPrimaryKey)
        let conformances = switch key {
        case let key? where key.isAssignedKey: "ModelRecord"
        case .some: "ModelRecord, PersistableRecord"
        case nil: "FetchableRecord, PersistableRecord, PatchableRecord"
        }
        writer.block("extension \(typeName): \(conformances)") { w in
            w.line("\(a)static let databaseTableName = \(SwiftNaming.stringLiteral(entity.table))")
            if let key { w.line("\(a)var primaryKeyValue: \(key.baseType)? { \(key.property) }") }
            if let key, key.isAssignedKey {
                w.line("\(a)mutating func didInsert(_ inserted: InsertionSuccess) { \(key.property) = inserted.rowID }")
            }
            w.line()
            w.doc("The columns: Codable's keys (so Codable is the GRDB row layout), and the typed `Columns` of GRDB's query interface (`\(typeName).Columns.\(fields.first?.bareProperty ?? "id")`).")
            w.block("\(a)enum CodingKeys: String, CodingKey, ColumnExpression") { w in
                for field in fields {
                    w.line(field.bareProperty == field.column
                        ? "case \(field.property)"
                        : "case \(field.property) = \(SwiftNaming.stringLiteral(field.column))")
                }
            }
            w.line()
            emitFieldTable(entity, fields: fields, into: &w)
            emitAssociations(entity, into: &w)
        }
    }

    /// GRDB associations for relationships, each with a request helper of the same name
    /// (and the relationship's `doc:`). An ordered to-many's association is ordered by its
    /// position column.
    private func emitAssociations(_ entity: Entity, into writer: inout SourceWriter) {
        let typeName = names.record(entity.name)
        var lines: [(doc: String?, declarations: [String])] = []
        for relationship in entity.relationships {
            guard let target = model.entity(named: relationship.target) else { continue }
            let targetType = names.record(target.name)
            let name = SwiftNaming.escaped(SwiftNaming.lowerCamel(relationship.name))
            let bare = SwiftNaming.unescaped(name)
            let key = SwiftNaming.stringLiteral(relationship.name)
            let doc = relationship.doc
            let request = "\(a)var \(name): QueryInterfaceRequest<\(targetType)> { request(for: \(typeName).\(name)) }"
            if let join = model.joinTable(for: relationship, in: entity) {
                let isOwner = join.ownerEntity == entity.name && join.ownerRelationship == relationship.name
                let here = isOwner ? join.ownerColumn : join.targetColumn
                let there = isOwner ? join.targetColumn : join.ownerColumn
                let table = "Table<Row>(\(SwiftNaming.stringLiteral(join.name)))"
                var links = "hasMany(\(table), key: \(SwiftNaming.stringLiteral(bare + "Links")), using: ForeignKey([\(SwiftNaming.stringLiteral(here))]))"
                if let position = join.positionColumn(forSide: isOwner) { links += ".order(Column(\(SwiftNaming.stringLiteral(position))))" }
                lines.append((doc, [
                    "fileprivate static let \(bare)Links = \(links)",
                    "\(a)static let \(name) = hasMany(\(targetType).self, through: \(bare)Links, using: \(table).belongsTo(\(targetType).self, using: ForeignKey([\(SwiftNaming.stringLiteral(there))])), key: \(key))",
                    request,
                ]))
            } else if model.holdsForeignKey(relationship, in: entity) {
                lines.append((doc, [
                    "\(a)static let \(name) = belongsTo(\(targetType).self, key: \(key), using: \(foreignKey(of: relationship)))",
                    request,
                ]))
            } else if let inverse = model.inverse(of: relationship), !inverse.isToMany {
                let kind = relationship.isToMany ? "hasMany" : "hasOne"
                var association = "\(kind)(\(targetType).self, key: \(key), using: \(foreignKey(of: inverse)))"
                if let position = model.positionColumn(forOrdered: relationship) {
                    association += ".order(Column(\(SwiftNaming.stringLiteral(position))))"
                }
                lines.append((doc, ["\(a)static let \(name) = \(association)", request]))
            }
        }
        guard !lines.isEmpty else { return }
        writer.line()
        for entry in lines {
            writer.doc(entry.doc)
            for declaration in entry.declarations { writer.line(declaration) }
        }
    }

    /// GRDB's `ForeignKey` of a to-one: its column, or for a key of several columns all
    /// of them with the key columns they reference, as for a key that references a
    /// unique attribute (`references:`), which GRDB cannot guess.
    private func foreignKey(of relationship: Relationship) -> String {
        let columns = model.foreignKeyColumns(of: relationship)
        guard columns.count > 1 || relationship.references != nil else { return "ForeignKey([\(SwiftNaming.stringLiteral(relationship.column))])" }
        let origin = columns.map { SwiftNaming.stringLiteral($0.name) }.joined(separator: ", ")
        let destination = columns.map { SwiftNaming.stringLiteral($0.referenced) }.joined(separator: ", ")
        return "ForeignKey([\(origin)], to: [\(destination)])"
    }
}
