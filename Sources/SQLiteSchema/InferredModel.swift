import Foundation
import ModelKit

/// A model version written for an existing database: what `modelc inspect --as-model`
/// prints, the first step of adopting a database that predates modelc (then
/// `modelc migrate baseline`).
///
/// The aim is a model that compiles back to the same schema, so that `modelc inspect
/// --db … --model …` reports no drift. The compiler's own patterns are read back:
/// STRICT column types and the CHECKs it writes (`IN (0, 1)` → bool, the int16/int32
/// ranges, `json_valid`, `IN ('a', 'b')` → values, `>=`/`<=` → min/max, `length() <=`
/// → maxLength), single-column foreign keys → to-one relationships with a to-many (or,
/// under a UNIQUE index, to-one) inverse whose delete rule is the key's `ON DELETE`,
/// two-key join tables → many-to-many pairs, `<fk>_position` → ordered. What the model
/// language cannot say (composite keys, other CHECKs, expression defaults, views,
/// triggers) is left out and listed in `notes`, which the YAML repeats as comments.
///
/// TEXT columns come back as `string`: dates, uuids, urls and decimals are stored as
/// TEXT too, and only the author knows which a column holds.
public struct InferredModel: Hashable, Sendable {
    /// The model file's text (YAML).
    public var yaml: String
    /// What could not be expressed and was left out or changed, one sentence each.
    public var notes: [String]

    /// A model name for a database file named `stem` (`legacy_app` → `LegacyApp`).
    public static func name(forFile stem: String) -> String {
        let name = Builder.pascalCase(stem)
        return name == "Table" ? "Model" : name
    }

    /// The model named `name`, version `version`, for `schema`.
    public init(schema: Schema, name: String, version: Int = 1, source: String? = nil) {
        var builder = Builder(schema: schema)
        builder.build()
        notes = builder.notes
        yaml = builder.render(name: name, version: version, source: source)
    }
}

// MARK: - Building

private struct InferredAttribute {
    var name: String
    var column: String
    var type: String
    var isOptional: Bool
    var isPrimaryKey = false
    var options: [(String, String)] = []
}

private struct InferredRelationship {
    var name: String
    var options: [(String, String)]
}

private struct InferredEntity {
    var name: String
    var table: String
    var attributes: [InferredAttribute] = []
    var relationships: [InferredRelationship] = []
    var indexes: [[String]] = []
    var uniques: [[String]] = []

    var usedNames: Set<String> { Set(attributes.map(\.name) + relationships.map(\.name)) }
}

private struct Builder {
    let schema: Schema
    var entities: [InferredEntity] = []
    var notes: [String] = []
    /// Entity index by table name.
    var entityOfTable: [String: Int] = [:]

    init(schema: Schema) {
        self.schema = schema
    }

    mutating func build() {
        var joinTables: [Table] = []
        for table in schema.tables.sorted(by: { $0.name < $1.name }) {
            if isJoinTable(table) {
                joinTables.append(table)
            } else if table.primaryKey.count == 1 {
                entityOfTable[table.name] = entities.count
                entities.append(InferredEntity(name: Self.pascalCase(table.name), table: table.name))
            } else {
                notes.append("table \(Self.quoted(table.name)) is left out: an entity needs a primary key of exactly one column")
            }
        }
        for table in schema.tables where entityOfTable[table.name] != nil {
            addAttributes(of: table)
        }
        for table in schema.tables where entityOfTable[table.name] != nil {
            addRelationships(of: table)
            addIndexes(of: table)
        }
        for table in joinTables where !addManyToMany(table) {
            notes.append("join table \(Self.quoted(table.name)) is left out: its name or columns do not follow modelc's join-table rules")
        }
        for view in schema.views { notes.append("view \(Self.quoted(view.name)) is left out: models hold no views") }
        for trigger in schema.triggers { notes.append("trigger \(Self.quoted(trigger.name)) is left out: models hold no triggers") }
    }

    // MARK: Attributes

    /// Columns consumed by relationships (foreign keys and position columns).
    func relationshipColumns(of table: Table) -> Set<String> {
        var columns = Set<String>()
        for key in table.foreignKeys where key.columns.count == 1 && entityOfTable[key.referencedTable] != nil {
            columns.insert(key.columns[0])
            columns.insert(Self.positionColumn(for: key.columns[0]))
        }
        return columns.intersection(table.columns.map(\.name))
    }

    mutating func addAttributes(of table: Table) {
        guard let index = entityOfTable[table.name] else { return }
        let skipped = relationshipColumns(of: table)
        for column in table.columns where !skipped.contains(column.name) {
            var attribute = InferredAttribute(
                name: Self.camelCase(column.name), column: column.name, type: "string", isOptional: !column.isNotNull
            )
            attribute.isPrimaryKey = table.primaryKey == [column.name]
            if attribute.isPrimaryKey { attribute.isOptional = false }
            inferType(of: column, in: table, into: &attribute)
            if let defaultSQL = column.defaultSQL {
                if let value = Self.defaultValue(defaultSQL, type: attribute.type) {
                    attribute.options.append(("default", value))
                } else {
                    notes.append("the default of \(Self.quoted(table.name)).\(Self.quoted(column.name)) (\(defaultSQL)) is left out: a model default is a constant")
                }
            }
            entities[index].attributes.append(attribute)
        }
        for check in table.checks {
            notes.append("CHECK (\(check)) on \(Self.quoted(table.name)) is left out: the model language has no table checks")
        }
    }

    mutating func inferType(of column: Column, in table: Table, into attribute: inout InferredAttribute) {
        let name = SQLiteDialect().quote(column.name)
        var checks = column.checks.map { $0.trimmingCharacters(in: .whitespaces) }
        func take(_ check: String) -> Bool {
            guard let position = checks.firstIndex(of: check) else { return false }
            checks.remove(at: position)
            return true
        }
        switch column.type {
        case .integer:
            if take("\(name) IN (0, 1)") {
                attribute.type = "bool"
            } else if take("\(name) BETWEEN -32768 AND 32767") {
                attribute.type = "int16"
            } else if take("\(name) BETWEEN -2147483648 AND 2147483647") {
                attribute.type = "int32"
            } else {
                attribute.type = "int"
            }
        case .real: attribute.type = "double"
        case .blob: attribute.type = "data"
        case .text:
            attribute.type = take("json_valid(\(name))") || take("\(name) IS NULL OR json_valid(\(name))") ? "json" : "string"
        case .any:
            attribute.type = "string"
            notes.append("\(Self.quoted(table.name)).\(Self.quoted(column.name)) has no declared type; it is read as a string")
        }
        for check in checks {
            if let values = Self.enumeration(check, column: name) {
                attribute.options.append(("values", "[" + values.map(Self.scalar).joined(separator: ", ") + "]"))
            } else if let bound = Self.suffix(of: check, after: "\(name) >= "), Double(bound) != nil {
                attribute.options.append(("min", bound))
            } else if let bound = Self.suffix(of: check, after: "\(name) <= "), Double(bound) != nil {
                attribute.options.append(("max", bound))
            } else if let length = Self.suffix(of: check, after: "length(\(name)) <= "), Int(length) != nil {
                attribute.options.append(("maxLength", length))
            } else {
                notes.append("CHECK (\(check)) on \(Self.quoted(table.name)).\(Self.quoted(column.name)) is left out: the model cannot express it")
            }
        }
    }

    // MARK: Relationships

    mutating func addRelationships(of table: Table) {
        guard let source = entityOfTable[table.name] else { return }
        let keysByTarget = Dictionary(grouping: table.foreignKeys.filter { $0.columns.count == 1 }, by: \.referencedTable)
        for key in table.foreignKeys.sorted(by: { $0.columns.joined() < $1.columns.joined() }) {
            guard key.columns.count == 1, let target = entityOfTable[key.referencedTable],
                  let targetTable = schema.table(named: key.referencedTable), targetTable.primaryKey == key.referencedColumns,
                  let column = table.column(named: key.columns[0])
            else {
                notes.append("foreign key (\(key.columns.joined(separator: ", "))) of \(Self.quoted(table.name)) is left out: only single-column keys to an entity's primary key become relationships")
                continue
            }
            let base = column.name.hasSuffix("_id") ? String(column.name.dropLast(3)) : column.name + "_ref"
            let name = unique(Self.camelCase(base), in: entities[source].usedNames)
            let isOneToOne = table.indexes.contains { $0.isUnique && $0.columns == [column.name] && $0.condition == nil }
            let isOrdered = !isOneToOne && table.column(named: Self.positionColumn(for: column.name)) != nil
            var inverseName = Self.lowerFirst(entities[source].name)
            if !isOneToOne { inverseName = Self.plural(inverseName) }
            if (keysByTarget[key.referencedTable]?.count ?? 0) > 1 || target == source {
                inverseName += "As" + Self.pascalCase(base)
            }
            inverseName = unique(inverseName, in: entities[target].usedNames.union(source == target ? [name] : []))
            var options: [(String, String)] = [("to", entities[target].name), ("inverse", inverseName)]
            if !column.isNotNull { options.append(("optional", "true")) }
            if isOneToOne || Naming.foreignKeyColumn(forRelationship: name) != column.name {
                options.append(("column", Self.scalar(column.name)))
            }
            entities[source].relationships.append(InferredRelationship(name: name, options: options))

            var rule: String
            switch key.onDelete {
            case .cascade: rule = "cascade"
            case .setNull: rule = "nullify"
            case .restrict: rule = "deny"
            case .noAction: rule = "noAction"
            case .setDefault:
                rule = "noAction"
                notes.append("ON DELETE SET DEFAULT of \(Self.quoted(table.name)).\(Self.quoted(column.name)) becomes noAction: models have no such rule")
            }
            if rule == "nullify" && column.isNotNull {
                rule = "noAction"
                notes.append("ON DELETE SET NULL on the required \(Self.quoted(table.name)).\(Self.quoted(column.name)) becomes noAction: SQLite could never honour it")
            }
            var inverse: [(String, String)] = [("to", entities[source].name)]
            if !isOneToOne { inverse.append(("toMany", "true")) }
            inverse.append(("inverse", name))
            if isOneToOne { inverse.append(("optional", "true")) }
            if isOrdered { inverse.append(("ordered", "true")) }
            if rule != "nullify" { inverse.append(("deleteRule", rule)) }
            entities[target].relationships.append(InferredRelationship(name: inverseName, options: inverse))
        }
    }

    /// Two non-null key columns, both the primary key, each referencing an entity
    /// (plus an optional `position`).
    func isJoinTable(_ table: Table) -> Bool {
        let keyColumns = table.columns.filter { $0.name != "position" }
        return table.primaryKey.count == 2 && keyColumns.count == 2 && table.foreignKeys.count == 2
            && Set(table.primaryKey) == Set(keyColumns.map(\.name))
            && table.foreignKeys.allSatisfy { $0.columns.count == 1 && $0.onDelete == .cascade }
    }

    /// Adds the many-to-many pair stored in `table`; false when its naming does not
    /// match what the model would compile to.
    mutating func addManyToMany(_ table: Table) -> Bool {
        guard let ownerKey = table.foreignKeys.first(where: { $0.columns == [table.primaryKey[0]] }),
              let targetKey = table.foreignKeys.first(where: { $0.columns == [table.primaryKey[1]] }),
              let owner = entityOfTable[ownerKey.referencedTable], let target = entityOfTable[targetKey.referencedTable],
              table.name.hasPrefix(ownerKey.referencedTable + "_"),
              ownerKey.columns[0] == ownerKey.referencedTable + "_id"
        else { return false }
        let name = Self.camelCase(String(table.name.dropFirst(ownerKey.referencedTable.count + 1)))
        let expectedTargetColumn = owner == target ? Naming.snakeCase(name) + "_id" : targetKey.referencedTable + "_id"
        guard Naming.snakeCase(name) == String(table.name.dropFirst(ownerKey.referencedTable.count + 1)),
              targetKey.columns[0] == expectedTargetColumn,
              !entities[owner].usedNames.contains(name)
        else { return false }
        var inverseName = unique(Self.plural(Self.lowerFirst(entities[owner].name)), in: entities[target].usedNames.union([name]))
        // The owner is the side whose (entity, relationship) sorts first.
        if owner == target && inverseName < name { inverseName = unique(name + "Inverse", in: entities[target].usedNames.union([name])) }
        guard (entities[owner].name, name) <= (entities[target].name, inverseName) else { return false }
        let ordered = table.column(named: "position") != nil
        var options: [(String, String)] = [("to", entities[target].name), ("toMany", "true"), ("inverse", inverseName)]
        if ordered { options.append(("ordered", "true")) }
        entities[owner].relationships.append(InferredRelationship(name: name, options: options))
        entities[target].relationships.append(InferredRelationship(
            name: inverseName, options: [("to", entities[owner].name), ("toMany", "true"), ("inverse", name)]
        ))
        return true
    }

    // MARK: Indexes

    mutating func addIndexes(of table: Table) {
        guard let index = entityOfTable[table.name] else { return }
        let keyColumns = relationshipColumns(of: table)
        for tableIndex in table.indexes.sorted(by: { $0.name < $1.name }) where !tableIndex.isUniqueConstraint {
            if tableIndex.condition != nil {
                notes.append("partial index \(Self.quoted(tableIndex.name)) is left out: the model has no index conditions")
                continue
            }
            if tableIndex.columns.count == 1, keyColumns.contains(tableIndex.columns[0]) { continue }
            let names = tableIndex.columns.map { column in
                entities[index].attributes.first { $0.column == column }?.name
                    ?? entities[index].relationships.first { relationship in
                        relationship.options.contains { $0 == ("column", Self.scalar(column)) }
                            || Naming.foreignKeyColumn(forRelationship: relationship.name) == column
                    }?.name
            }
            guard names.allSatisfy({ $0 != nil }) else {
                notes.append("index \(Self.quoted(tableIndex.name)) is left out: it names columns that are not attributes")
                continue
            }
            let attributes = names.compactMap { $0 }
            let expected = SchemaCompiler.indexName(table: table.name, columns: tableIndex.columns, unique: tableIndex.isUnique)
            if expected != tableIndex.name {
                notes.append("index \(Self.quoted(tableIndex.name)) will be named \(Self.quoted(expected)) by the model")
            }
            if attributes.count == 1, let position = entities[index].attributes.firstIndex(where: { $0.name == attributes[0] }) {
                entities[index].attributes[position].options.append((tableIndex.isUnique ? "unique" : "indexed", "true"))
            } else if tableIndex.isUnique {
                entities[index].uniques.append(attributes)
            } else {
                entities[index].indexes.append(attributes)
            }
        }
        for tableIndex in table.indexes where tableIndex.isUniqueConstraint {
            notes.append("the UNIQUE constraint on \(Self.quoted(table.name)) (\(tableIndex.columns.joined(separator: ", "))) becomes a unique index")
            entities[index].uniques.append(tableIndex.columns.map(Self.camelCase))
        }
    }

    func unique(_ name: String, in used: Set<String>) -> String {
        guard used.contains(name) else { return name }
        var number = 2
        while used.contains("\(name)\(number)") { number += 1 }
        return "\(name)\(number)"
    }

    // MARK: Rendering

    func render(name: String, version: Int, source: String?) -> String {
        var lines: [String] = []
        lines.append("# Inferred by `modelc inspect --as-model`\(source.map { " from \($0)" } ?? "").")
        lines.append("# TEXT columns are `string`: make them date, uuid, url or decimal where they hold those.")
        for note in notes { lines.append("# Note: \(note).") }
        lines.append("model: \(Self.scalar(name))")
        lines.append("version: \(version)")
        lines.append(entities.isEmpty ? "entities: {}" : "entities:")
        for entity in entities {
            lines.append("  \(Self.scalar(entity.name)):")
            if Naming.snakeCase(entity.name) != entity.table { lines.append("    table: \(Self.scalar(entity.table))") }
            lines.append("    attributes:")
            for attribute in entity.attributes {
                var options: [(String, String)] = [("type", attribute.type)]
                if attribute.isPrimaryKey { options.append(("primaryKey", "true")) }
                if attribute.isOptional { options.append(("optional", "true")) }
                if Naming.snakeCase(attribute.name) != attribute.column { options.append(("column", Self.scalar(attribute.column))) }
                options += attribute.options
                let value = options.count == 1 ? attribute.type : Self.flow(options)
                lines.append("      \(Self.scalar(attribute.name)): \(value)")
            }
            if !entity.relationships.isEmpty {
                lines.append("    relationships:")
                for relationship in entity.relationships {
                    lines.append("      \(Self.scalar(relationship.name)): \(Self.flow(relationship.options))")
                }
            }
            for (key, lists) in [("indexes", entity.indexes), ("unique", entity.uniques)] where !lists.isEmpty {
                lines.append("    \(key):")
                for list in lists { lines.append("      - [\(list.map(Self.scalar).joined(separator: ", "))]") }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Text helpers

    static func flow(_ options: [(String, String)]) -> String {
        "{ " + options.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + " }"
    }

    /// A YAML scalar: plain when it is a simple word, else double-quoted (JSON rules).
    static func scalar(_ text: String) -> String {
        let plain = !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            && !(text.first?.isNumber ?? true)
            && !["true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"].contains(text.lowercased())
        return plain ? text : jsonString(text)
    }

    /// A table or column name as notes show it: as SQL quotes it.
    static func quoted(_ name: String) -> String {
        SQLiteDialect().quote(name)
    }

    /// `order_line` → `OrderLine`.
    static func pascalCase(_ name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first else { return "Table" }
        return first.isNumber ? "T" + joined : joined
    }

    /// `first_name` → `firstName`.
    static func camelCase(_ name: String) -> String {
        lowerFirst(pascalCase(name))
    }

    static func lowerFirst(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }

    /// `dog` → `dogs`, `box` → `boxes`, `city` → `cities`, `species` → `speciesList`
    /// (a word ending in a single `s` may be its own plural).
    static func plural(_ name: String) -> String {
        if name.hasSuffix("ss") || name.hasSuffix("x") || name.hasSuffix("ch") || name.hasSuffix("sh") { return name + "es" }
        if name.hasSuffix("s") { return name + "List" }
        if name.hasSuffix("y"), let before = name.dropLast().last, !"aeiou".contains(before) { return name.dropLast() + "ies" }
        return name + "s"
    }

    static func positionColumn(for keyColumn: String) -> String {
        (keyColumn.hasSuffix("_id") ? String(keyColumn.dropLast(3)) : keyColumn) + "_position"
    }

    static func suffix(of check: String, after prefix: String) -> String? {
        check.hasPrefix(prefix) ? String(check.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces) : nil
    }

    /// The strings of `"c" IN ('a', 'b')`, or nil when the check is not that.
    static func enumeration(_ check: String, column: String) -> [String]? {
        guard let list = suffix(of: check, after: "\(column) IN ("), list.hasSuffix(")") else { return nil }
        var values: [String] = []
        var rest = Substring(list.dropLast())
        while !rest.isEmpty {
            rest = rest.drop { $0 == " " }
            guard rest.first == "'" else { return nil }
            rest = rest.dropFirst()
            var value = ""
            while let character = rest.first {
                rest = rest.dropFirst()
                if character == "'" {
                    if rest.first == "'" { value.append("'"); rest = rest.dropFirst() } else { break }
                } else {
                    value.append(character)
                }
            }
            values.append(value)
            rest = rest.drop { $0 == " " }
            if rest.first == "," { rest = rest.dropFirst() } else if !rest.isEmpty { return nil }
        }
        return values.isEmpty ? nil : values
    }

    /// A model default for the column's SQL default, or nil when it is not a constant.
    static func defaultValue(_ sql: String, type: String) -> String? {
        let text = sql.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("'") && text.hasSuffix("'") && text.count >= 2 {
            let value = String(text.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
            return jsonString(value)
        }
        if type == "bool", text == "0" || text == "1" { return text == "1" ? "true" : "false" }
        if Int64(text) != nil || Double(text) != nil { return text }
        return nil
    }

    /// `text` as a double-quoted string, which YAML reads with JSON's escapes.
    static func jsonString(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let data = (try? encoder.encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
