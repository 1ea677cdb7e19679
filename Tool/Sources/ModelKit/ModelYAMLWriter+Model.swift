/// Writing a `Model` built in code (a Core Data import) as a model file.
///
/// Options at their defaults are left out, so the file reads as a person would write it
/// and loads back through `ModelLoader` as the same model. Views, triggers and
/// `unmanaged:` patterns are not written: the models built in code have none (the one
/// tool that writes them, `inspect --as-model`, renders them from SQL itself).
extension ModelYAMLWriter {
    /// Writes `model`: `comments` first (one `#` line each), then `model:`, `version:`
    /// and every entity in declaration order.
    public mutating func write(_ model: Model, comments: [String] = []) {
        for line in comments { comment(line) }
        field("model", .string(model.name))
        field("version", .int(model.version))
        if model.jsonKeys != .asWritten { field("jsonKeys", .string(model.jsonKeys.rawValue)) }
        if let doc = model.doc { field("doc", .quoted(doc)) }
        if let dialect = model.dialect { field("dialect", .string(dialect)) }
        if !model.extensions.isEmpty { field("extensions", .list(model.extensions.map { .string($0) })) }
        if !model.functions.isEmpty { field("functions", .list(model.functions.map { .string($0) })) }
        guard !model.entities.isEmpty else {
            field("entities", .mapping([]))
            return
        }
        open("entities")
        for entity in model.entities { write(entity, jsonKeys: model.jsonKeys) }
    }

    /// `check:`'s list: each expression quoted, a named one as `{ name: …, sql: … }`.
    private static func checkList(_ checks: [String], names: [String: String]) -> Value {
        .list(checks.map { check in
            names[check].map { .mapping([("name", .string($0)), ("sql", .quoted(check))]) } ?? .quoted(check)
        })
    }

    private mutating func write(_ entity: Entity, jsonKeys: JSONKeyStyle) {
        open(entity.name, indent: 2)
        if entity.table != Naming.snakeCase(entity.name) { field("table", .string(entity.table), indent: 4) }
        if let doc = entity.doc { field("doc", .quoted(doc), indent: 4) }
        if let renamedFrom = entity.renamedFrom { field("renamedFrom", .string(renamedFrom), indent: 4) }
        if !entity.isStrict { field("strict", .bool(false), indent: 4) }
        if entity.isWithoutRowID { field("withoutRowID", .bool(true), indent: 4) }
        if !entity.compositeKey.isEmpty { field("primaryKey", .list(entity.compositeKey.map { .string($0) }), indent: 4) }
        if entity.isKeyedByRowID { field("primaryKey", .string("rowid"), indent: 4) }
        if let name = entity.primaryKeyName { field("primaryKeyName", .string(name), indent: 4) }
        if !entity.checks.isEmpty { field("check", Self.checkList(entity.checks, names: entity.checkNames), indent: 4) }
        if !entity.columnOrder.isEmpty { field("columnOrder", .list(entity.columnOrder.map { .string($0) }), indent: 4) }
        if entity.attributes.isEmpty { field("attributes", .mapping([]), indent: 4) } else { open("attributes", indent: 4) }
        for attribute in entity.attributes {
            field(attribute.name, Self.value(of: attribute, jsonKeys: jsonKeys), indent: 6)
        }
        if !entity.relationships.isEmpty {
            open("relationships", indent: 4)
            for relationship in entity.relationships {
                field(relationship.name, Self.value(of: relationship), indent: 6)
            }
        }
        for (key, items) in [("indexes", entity.indexes), ("unique", entity.uniques)] where !items.isEmpty {
            open(key, indent: 4)
            for index in items { item(Self.value(of: index), indent: 6) }
        }
    }

    /// The short form (`string?`) when the attribute has no option but `optional`,
    /// else a flow mapping with `type:` first.
    static func value(of attribute: Attribute, jsonKeys: JSONKeyStyle) -> Value {
        var options: [(key: String, value: Value)] = []
        // An attribute named `id` is the key unless another says so: the flag is implied.
        if attribute.isPrimaryKey && attribute.name != "id" { options.append(("primaryKey", .bool(true))) }
        if attribute.isAutoincrement { options.append(("autoincrement", .bool(true))) }
        if let value = attribute.defaultValue { options.append(("default", .literal(value))) }
        if attribute.isUnique { options.append(("unique", .bool(true))) }
        if attribute.isIndexed { options.append(("indexed", .bool(true))) }
        if attribute.column != Naming.snakeCase(attribute.name) { options.append(("column", .string(attribute.column))) }
        let derivedKey = jsonKeys == .snakeCase ? Naming.snakeCase(attribute.name) : attribute.name
        if attribute.jsonKey != derivedKey { options.append(("jsonKey", .quoted(attribute.jsonKey))) }
        if let renamedFrom = attribute.renamedFrom { options.append(("renamedFrom", .string(renamedFrom))) }
        if !attribute.mergedFrom.isEmpty { options.append(("mergedFrom", .list(attribute.mergedFrom.map { .string($0) }))) }
        if let values = attribute.values { options.append(("values", .list(values.map { .string($0) }))) }
        if !attribute.renamedValues.isEmpty {
            options.append(("renamedValues", .mapping(attribute.renamedValues.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
        }
        if let min = attribute.min { options.append(("min", .literal(min))) }
        if let max = attribute.max { options.append(("max", .literal(max))) }
        if let maxLength = attribute.maxLength { options.append(("maxLength", .int(maxLength))) }
        if let pattern = attribute.pattern { options.append(("pattern", .quoted(pattern))) }
        if let sqlType = attribute.sqlType { options.append(("sqlType", .quoted(sqlType))) }
        if !attribute.checks.isEmpty { options.append(("check", Self.checkList(attribute.checks, names: attribute.checkNames))) }
        if let defaultSQL = attribute.defaultSQL { options.append(("defaultSQL", .quoted(defaultSQL))) }
        if let collation = attribute.collation { options.append(("collate", .string(collation))) }
        if let doc = attribute.doc { options.append(("doc", .quoted(doc))) }
        if options.isEmpty { return .type(attribute.type, optional: attribute.isOptional) }
        var mapping: [(key: String, value: Value)] = [("type", .type(attribute.type))]
        if attribute.isOptional { mapping.append(("optional", .bool(true))) }
        return .mapping(mapping + options)
    }

    static func value(of relationship: Relationship) -> Value {
        var options: [(key: String, value: Value)] = [("to", .string(relationship.target))]
        if relationship.isToMany { options.append(("toMany", .bool(true))) }
        if let inverse = relationship.inverse { options.append(("inverse", .string(inverse))) }
        if relationship.deleteRule != .nullify { options.append(("deleteRule", .string(relationship.deleteRule.rawValue))) }
        if relationship.isOptional { options.append(("optional", .bool(true))) }
        if relationship.isOrdered { options.append(("ordered", .bool(true))) }
        if let minCount = relationship.minCount { options.append(("minCount", .int(minCount))) }
        if let maxCount = relationship.maxCount { options.append(("maxCount", .int(maxCount))) }
        if !relationship.columns.isEmpty {
            options.append(("columns", .list(relationship.columns.map { .string($0) })))
        } else if relationship.hasExplicitColumn {
            options.append(("column", .string(relationship.column)))
        }
        if let references = relationship.references { options.append(("references", .string(references))) }
        if let defaultSQL = relationship.defaultSQL { options.append(("defaultSQL", .quoted(defaultSQL))) }
        if relationship.jsonKey != relationship.name { options.append(("jsonKey", .quoted(relationship.jsonKey))) }
        if let renamedFrom = relationship.renamedFrom { options.append(("renamedFrom", .string(renamedFrom))) }
        if !relationship.mergedFrom.isEmpty { options.append(("mergedFrom", .list(relationship.mergedFrom.map { .string($0) }))) }
        if let sqlType = relationship.sqlType { options.append(("sqlType", .quoted(sqlType))) }
        if !relationship.isIndexed { options.append(("indexed", .bool(false))) }
        if let onUpdate = relationship.onUpdate { options.append(("onUpdate", .string(onUpdate.rawValue))) }
        if relationship.isDeferred { options.append(("deferred", .bool(true))) }
        if let name = relationship.foreignKeyName { options.append(("foreignKeyName", .string(name))) }
        if relationship.isAutoincrement { options.append(("autoincrement", .bool(true))) }
        if let join = relationship.joinTable {
            var spec: [(key: String, value: Value)] = []
            if let name = join.name { spec.append(("name", .string(name))) }
            if let column = join.joinColumn { spec.append(("joinColumn", .string(column))) }
            if let column = join.inverseJoinColumn { spec.append(("inverseJoinColumn", .string(column))) }
            options.append(("joinTable", .mapping(spec)))
        }
        if let doc = relationship.doc { options.append(("doc", .quoted(doc))) }
        return .mapping(options)
    }

    /// `[a, b]`, or a mapping when the index keeps a name, a condition or is a constraint.
    static func value(of index: IndexSpec) -> Value {
        let columns = Value.list(index.attributes.map { .string($0) })
        guard index.name != nil || index.condition != nil || index.isConstraint else { return columns }
        var options: [(key: String, value: Value)] = []
        if let name = index.name { options.append(("name", .string(name))) }
        options.append(("columns", columns))
        if let condition = index.condition { options.append(("where", .quoted(condition))) }
        if index.isConstraint { options.append(("constraint", .bool(true))) }
        if let deferral = index.deferral { options.append(("deferrable", .string(deferral.rawValue))) }
        if !index.areNullsDistinct { options.append(("nullsDistinct", .bool(false))) }
        return .mapping(options)
    }
}
