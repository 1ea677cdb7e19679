import ModelKit

extension SwiftGenerator {
    /// `ModelRecord` conformance: storage columns and values for the batch path, key
    /// decoding, nested relationship writes and the delete rules SQLite cannot run.
    func emitModelRecord(_ entity: Entity, fields: [StoredField], into writer: inout SourceWriter) {
        let typeName = SwiftNaming.upperCamel(entity.name)
        let entityLiteral = SwiftNaming.stringLiteral(entity.name)
        guard let key = fields.first(where: \.isPrimaryKey) else { return }
        let keyLiteral = SwiftNaming.stringLiteral(key.jsonKey)
        writer.block("extension \(typeName): ModelRecord") { w in
            w.line("\(a)static let modelEntityName = \(entityLiteral)")
            w.line("\(a)static let primaryKeyColumn = \(SwiftNaming.stringLiteral(key.column))")
            w.line("\(a)static let primaryKeyJSONKey = \(keyLiteral)")
            w.line("\(a)static let storageColumns: [String] = [")
            for field in orderedForStorage(fields) { w.line("    \(SwiftNaming.stringLiteral(field.column)),") }
            w.line("]")
            w.line()
            emitPayloadLayout(entity, fields: fields, into: &w)
            w.line()
            w.line("\(a)var primaryKeyValue: \(key.baseType) { \(key.property) }")
            w.line()
            w.doc("The key as stored in SQLite.")
            w.block("\(a)static func storageKey(_ key: \(key.baseType)) -> DatabaseValue") { w in
                w.line(key.storageExpression("key"))
            }
            w.line()
            w.doc("Hands each stored value to `body` with its 1-based position, for binding without an array.")
            w.block("\(a)func forEachStorageValue(_ body: (_ position: Int32, _ value: DatabaseValue) throws -> Void) rethrows") { w in
                for (index, field) in orderedForStorage(fields).enumerated() {
                    w.line("try body(\(index + 1), \(field.storageOfProperty))")
                }
            }
            w.line()
            w.doc("The primary key named in a JSON object.")
            w.block("\(a)static func primaryKey(in json: JSONValue, at path: JSONPath) throws(JSONMappingError) -> \(key.baseType)") { w in
                w.block("do throws(JSONMappingError)", closing: "} catch {") { w in
                    w.line("let object = try json.decodeObject(at: path)")
                    w.block("guard let value = object[\(keyLiteral)] else") { w in
                        w.line("throw JSONMappingError(path: path.appending(\(keyLiteral)), reason: .missing(expected: \(SwiftNaming.stringLiteral(key.expectedDescription))))")
                    }
                    w.line("return try \(decoderFunction(key))(value, at: path.appending(\(keyLiteral)))")
                }
                w.line("    throw error.attributed(to: \(entityLiteral))")
                w.line("}")
            }
            emitWriteRelated(entity, into: &w)
            emitDeleteRules(entity, fields: fields, into: &w)
        }
    }

    /// Primary key first, then the other fields in column order.
    func orderedForStorage(_ fields: [StoredField]) -> [StoredField] {
        fields.filter(\.isPrimaryKey) + fields.filter { !$0.isPrimaryKey }
    }

    private func emitWriteRelated(_ entity: Entity, into writer: inout SourceWriter) {
        var before: [String] = []
        var after: [String] = []
        for relationship in entity.relationships {
            // A record with a composite key is not a `ModelRecord` (the runtime upserts
            // by one key), so nested payloads of such children are not written.
            guard let target = model.entity(named: relationship.target), !target.hasCompositeKey else { continue }
            let targetType = SwiftNaming.upperCamel(target.name)
            let key = SwiftNaming.stringLiteral(relationship.jsonKey)
            if let join = model.joinTable(for: relationship, in: entity) {
                let isOwner = join.ownerEntity == entity.name && join.ownerRelationship == relationship.name
                let here = SwiftNaming.stringLiteral(isOwner ? join.ownerColumn : join.targetColumn)
                let there = SwiftNaming.stringLiteral(isOwner ? join.targetColumn : join.ownerColumn)
                let columns = [isOwner ? here : there, isOwner ? there : here] + (join.positionColumn.map { [SwiftNaming.stringLiteral($0)] } ?? [])
                let values = (isOwner ? ["recordStorageKey", "targetKey"] : ["targetKey", "recordStorageKey"])
                    + (join.positionColumn != nil ? ["Int64(index).databaseValue"] : [])
                after.append("""
                    if let value = object[\(key)] {
                        let elements = try value.decodeArray(at: path.appending(\(key)))
                        try writer.deleteJoinRows(table: \(SwiftNaming.stringLiteral(join.name)), column: \(here), key: recordStorageKey)
                        for (index, element) in elements.enumerated() {
                            let targetKey = \(targetType).storageKey(try writer.reference(\(targetType).self, element, at: path.appending(\(key)).appending(index: index)))
                            try writer.insertJoinRow(table: \(SwiftNaming.stringLiteral(join.name)), columns: [\(columns.joined(separator: ", "))], values: [\(values.joined(separator: ", "))])
                        }
                    }
                    """)
            } else if model.holdsForeignKey(relationship, in: entity) {
                before.append("""
                    if let value = object[\(key)], case .object = value {
                        try writer.write(\(targetType).self, json: value, at: path.appending(\(key)))
                    }
                    """)
            } else if let inverse = model.inverse(of: relationship), !inverse.isToMany {
                let child = "try writer.writeChild(\(targetType).self, element, inverseKey: \(SwiftNaming.stringLiteral(inverse.jsonKey)), inverseColumn: \(SwiftNaming.stringLiteral(inverse.column)), parentKey: recordKey, parentStorageKey: recordStorageKey, at: "
                if relationship.isToMany {
                    after.append("""
                        if let value = object[\(key)] {
                            let elements = try value.decodeArray(at: path.appending(\(key)))
                            for (index, element) in elements.enumerated() {
                                \(child)path.appending(\(key)).appending(index: index))
                            }
                        }
                        """)
                } else {
                    after.append("""
                        if let element = object[\(key)], !element.isNull {
                            \(child)path.appending(\(key)))
                        }
                        """)
                }
            }
        }
        guard !before.isEmpty || !after.isEmpty else { return }
        writer.line()
        writer.doc("Upserts related records nested in a payload (to-one objects first, to-many arrays after).")
        writer.block("\(a)static func writeRelated(from json: JSONValue, at path: JSONPath, phase: RelatedWritePhase, recordKey: JSONValue, in writer: ModelWriter) throws") { w in
            w.line("guard case .object(let object) = json else { return }")
            w.block("switch phase") { w in
                w.line("case .beforeRecord:")
                if before.isEmpty { w.line("    break") }
                for block in before { w.lines(indent(block)) }
                w.line("case .afterRecord:")
                if after.isEmpty {
                    w.line("    break")
                } else {
                    w.line("    let recordStorageKey = storageKey(try primaryKey(in: json, at: path))")
                    for block in after { w.lines(indent(block)) }
                }
            }
        }
    }

    private func indent(_ block: String) -> String {
        block.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }

    /// Delete rules SQLite's foreign keys cannot express: `deny`/`cascade` on a to-one
    /// whose key this record holds, and on many-to-many relationships. (Rules on to-many
    /// and on the key-less side of a one-to-one are the `ON DELETE` of the other table.)
    private func emitDeleteRules(_ entity: Entity, fields: [StoredField], into writer: inout SourceWriter) {
        var denies: [String] = []
        var collects: [String] = []
        var cascades: [String] = []
        let entityLiteral = SwiftNaming.stringLiteral(entity.name)
        for relationship in entity.relationships where relationship.deleteRule == .deny || relationship.deleteRule == .cascade {
            guard let target = model.entity(named: relationship.target) else { continue }
            let targetType = SwiftNaming.upperCamel(target.name)
            let name = SwiftNaming.lowerCamel(relationship.name)
            let relationshipLiteral = SwiftNaming.stringLiteral(relationship.name)
            if let join = model.joinTable(for: relationship, in: entity) {
                let isOwner = join.ownerEntity == entity.name && join.ownerRelationship == relationship.name
                let here = SwiftNaming.stringLiteral(isOwner ? join.ownerColumn : join.targetColumn)
                let there = SwiftNaming.stringLiteral(isOwner ? join.targetColumn : join.ownerColumn)
                let table = SwiftNaming.stringLiteral(join.name)
                if relationship.deleteRule == .deny {
                    denies.append("if try RelatedRows.count(db, table: \(table), column: \(here), key: key) > 0 { throw ModelStoreError.deleteDenied(entity: \(entityLiteral), relationship: \(relationshipLiteral)) }")
                } else {
                    collects.append("let \(name)Keys = try RelatedRows.keys(db, table: \(table), selecting: \(there), column: \(here), key: key)")
                    cascades.append("for related in \(name)Keys { _ = try \(targetType).deleteApplyingRules(storageKey: related, in: db) }")
                }
            } else if model.holdsForeignKey(relationship, in: entity),
                let field = fields.first(where: { if case .reference(let r, _, _) = $0.source { r.name == relationship.name } else { false } })
            {
                if relationship.deleteRule == .deny {
                    let condition = field.isOptional ? "\(field.property) != nil" : "true"
                    denies.append("if \(condition) { throw ModelStoreError.deleteDenied(entity: \(entityLiteral), relationship: \(relationshipLiteral)) }")
                } else {
                    let value = field.isOptional
                        ? "\(field.property).map { \(targetType).storageKey($0) }"
                        : "Optional(\(targetType).storageKey(\(field.property)))"
                    collects.append("let \(name)Key = \(value)")
                    cascades.append("if let related = \(name)Key { _ = try \(targetType).deleteApplyingRules(storageKey: related, in: db) }")
                }
            }
        }
        guard !denies.isEmpty || !cascades.isEmpty else { return }
        writer.line()
        writer.line("\(a)static let hasRuntimeDeleteRules = true")
        writer.line()
        writer.doc("Deletes the record, refusing on `deny` and deleting `cascade` targets the foreign keys do not reach.")
        writer.block("\(a)func deleteApplyingRules(_ db: Database) throws -> Bool") { w in
            if denies.contains(where: { $0.contains("key: key") }) || collects.contains(where: { $0.contains("key: key") }) {
                w.line("let key = Self.storageKey(primaryKeyValue)")
            }
            for line in denies + collects { w.line(line) }
            w.line("let deleted = try delete(db)")
            for line in cascades { w.line(line) }
            w.line("return deleted")
        }
    }
}
