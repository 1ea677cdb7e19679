import Foundation
import ModelKit

/// Compiles a validated `Model` into the `Schema` that stores it, before an engine's
/// driver gives each attribute's type its own storage (`Column.logicalType`: CHECKs that
/// stand in for a type the engine lacks, or its own type).
///
/// Deterministic: tables follow entity declaration order (join tables after the
/// entities), columns follow attribute order, indexes are named from their table and
/// columns, and checks come in a fixed order. The same model therefore always gives
/// byte-identical SQL and JSON, so plans and generated files diff cleanly.
///
/// The storage mapping is documented in `docs/model-language.md`; in short: STRICT
/// tables, `INTEGER` for integers and booleans (with range CHECKs), `REAL` for
/// floating point, `TEXT` for strings, URLs, decimals, ISO-8601 dates, lowercase UUIDs
/// and JSON, `BLOB` for data.
public enum SchemaCompiler {
    /// The schema of `model`. The model is assumed valid (see `validate(_:)`); an
    /// invalid model compiles to a best-effort schema rather than crashing.
    public static func compile(_ model: Model) -> Schema {
        var tables = model.entities.map { table(for: $0, in: model) }
        tables += model.joinTables.map { joinTable($0, in: model) }
        return Schema(
            tables: tables,
            views: views(of: model),
            triggers: model.triggers.map { trigger($0, in: model) },
            unmanaged: model.unmanaged
        )
    }

    /// The storage type of an attribute type.
    public static func columnType(for type: AttributeType) -> ColumnType {
        switch type {
        case .int, .int16, .int32, .bool: .integer
        case .double, .float: .real
        case .string, .url, .decimal, .date, .uuid, .json: .text
        case .data: .blob
        }
    }

    /// `attribute`'s default as an SQL literal.
    public static func defaultSQL(_ value: ModelValue, for type: AttributeType) -> String {
        switch value {
        case .bool(let flag): return flag ? "1" : "0"
        case .int(let number):
            return columnType(for: type) == .text ? StandardSQL.literal(String(number)) : String(number)
        case .double(let number):
            return columnType(for: type) == .text ? StandardSQL.literal(numberText(number)) : numberText(number)
        case .string(let text):
            return StandardSQL.literal(type == .uuid ? text.lowercased() : text)
        }
    }

    // MARK: - Entities

    private static func table(for entity: Entity, in model: Model) -> Table {
        var table = Table(name: entity.table, isStrict: entity.isStrict, isWithoutRowID: entity.isWithoutRowID)
        table.checks = entity.checks
        table.checkNames = entity.checkNames
        table.primaryKeyName = entity.primaryKeyName
        for attribute in entity.attributes {
            table.columns.append(column(for: attribute))
            if attribute.isAutoincrement { table.isAutoincrement = true }
            if attribute.isPrimaryKey && !entity.hasCompositeKey { table.primaryKey = [attribute.column] }
            if attribute.isPrimaryKey { continue }
            if attribute.isUnique {
                table.indexes.append(index(on: entity.table, columns: [attribute.column], unique: true))
            } else if attribute.isIndexed {
                table.indexes.append(index(on: entity.table, columns: [attribute.column], unique: false))
            }
        }
        let declaredIndexColumns = Set((entity.indexes + entity.uniques).map { columns($0, in: entity, model: model) })
        for relationship in entity.relationships where model.holdsForeignKey(relationship, in: entity) {
            guard let target = model.entity(named: relationship.target) else { continue }
            // One column per key column of the target: one for a single key, several for
            // a composite one (`Model.foreignKeyColumns(of:)`).
            let keyColumns = model.foreignKeyColumns(of: relationship)
            guard !keyColumns.isEmpty else { continue }
            if relationship.isAutoincrement { table.isAutoincrement = true }
            for key in keyColumns {
                table.columns.append(Column(
                    name: key.name,
                    type: key.sqlType.map(ColumnType.init(affinityOf:)) ?? columnType(for: key.type),
                    declaredType: key.sqlType,
                    isNotNull: !relationship.isOptional,
                    defaultSQL: keyColumns.count == 1 ? relationship.defaultSQL : nil
                ))
            }
            let names = keyColumns.map(\.name)
            table.foreignKeys.append(ForeignKey(
                columns: names,
                referencedTable: target.table,
                referencedColumns: keyColumns.map(\.referenced),
                onDelete: onDelete(for: relationship, in: model),
                onUpdate: relationship.onUpdate.map(foreignKeyAction) ?? .noAction,
                isDeferred: relationship.isDeferred,
                name: relationship.foreignKeyName
            ))
            // A one-to-one's key is unique whatever the model says about indexes; any
            // other key is indexed unless told not to or a declared index covers it. A
            // key that is the table's primary key (a one-to-one extension table) is
            // unique and indexed by it already.
            let unique = model.isOneToOne(relationship)
            let isPrimaryKey = entity.hasCompositeKey && entity.compositeKey.flatMap { model.columns(ofMember: $0, in: entity) } == names
            if !isPrimaryKey, unique || (relationship.isIndexed && !declaredIndexColumns.contains(names)) {
                table.indexes.append(index(on: entity.table, columns: names, unique: unique))
            }
        }
        if !entity.columnOrder.isEmpty {
            let listed = entity.columnOrder.flatMap { model.columns(ofMember: $0, in: entity) }
            let first = listed.compactMap { name in table.columns.first { $0.name == name } }
            table.columns = first + table.columns.filter { !listed.contains($0.name) }
        }
        if entity.hasCompositeKey {
            table.primaryKey = entity.compositeKey.flatMap { model.columns(ofMember: $0, in: entity) }
        }
        for (_, relationship) in model.relationships(targeting: entity.name) {
            if let position = model.positionColumn(forOrdered: relationship) {
                table.columns.append(Column(name: position, type: .integer))
            }
        }
        for spec in entity.indexes {
            table.indexes.append(index(for: spec, on: entity, model: model, unique: false))
        }
        var constraintNumber = 0
        for spec in entity.uniques {
            if spec.isConstraint {
                constraintNumber += 1
                var constraint = Index(
                    name: uniqueConstraintName(table: entity.table, number: constraintNumber),
                    columns: columns(spec, in: entity, model: model), isUnique: true, deferral: spec.deferral,
                    areNullsDistinct: spec.areNullsDistinct, isUniqueConstraint: true
                )
                constraint.constraintName = spec.name
                table.indexes.append(constraint)
            } else {
                table.indexes.append(index(for: spec, on: entity, model: model, unique: true))
            }
        }
        table.indexes = deduplicated(table.indexes)
        return table
    }

    /// The name SQLite gives the index behind the `number`th `UNIQUE` constraint of a
    /// table. Comparisons match such indexes by their columns (see `normalized()`),
    /// since SQLite's numbering also counts a non-integer primary key.
    public static func uniqueConstraintName(table: String, number: Int) -> String {
        "sqlite_autoindex_\(table)_\(number)"
    }

    private static func column(for attribute: Attribute) -> Column {
        var column = Column(
            name: attribute.column,
            type: attribute.sqlType.map(ColumnType.init(affinityOf:)) ?? columnType(for: attribute.type),
            declaredType: attribute.sqlType,
            isNotNull: !attribute.isOptional,
            defaultSQL: attribute.defaultSQL ?? attribute.defaultValue.map { defaultSQL($0, for: attribute.type) },
            checks: ruleChecks(for: attribute) + attribute.checks,
            collation: attribute.collation
        )
        column.checkNames = attribute.checkNames
        column.logicalType = attribute.type
        return column
    }

    /// The SQL action of an `onUpdate:` rule.
    private static func foreignKeyAction(_ rule: UpdateRule) -> ForeignKeyAction {
        switch rule {
        case .noAction: .noAction
        case .cascade: .cascade
        case .setNull: .setNull
        case .setDefault: .setDefault
        case .restrict: .restrict
        }
    }

    /// The CHECKs of the attribute's rules (`values`, `min`, `max`, `maxLength`), in that
    /// order; an engine that stands in for a type it lacks with CHECKs puts those first.
    /// `pattern` is not checked here: SQLite has no built-in regular expressions, so the
    /// generated records check it. A dialect whose column type enforces the rules itself
    /// (a server's enum or domain the model's `types:` declares) leaves exactly these out.
    public static func ruleChecks(for attribute: Attribute) -> [String] {
        var checks: [String] = []
        // Most attributes have no CHECK at all: the quoted name is built only for one that has.
        lazy var name = StandardSQL.quote(attribute.column)
        if let values = attribute.values {
            checks.append("\(name) IN (\(values.map(StandardSQL.literal).joined(separator: ", ")))")
        }
        // A decimal is stored as text, which SQLite orders above every number: its range
        // is compared as the number it spells (`decimalRange` reads the earlier form).
        lazy var operand = attribute.type == .decimal ? "CAST(\(name) AS REAL)" : name
        if let min = attribute.min?.numericValue, attribute.type.isNumeric {
            checks.append("\(operand) >= \(numberText(min))")
        }
        if let max = attribute.max?.numericValue, attribute.type.isNumeric {
            checks.append("\(operand) <= \(numberText(max))")
        }
        if let maxLength = attribute.maxLength {
            checks.append("length(\(name)) <= \(maxLength)")
        }
        return checks
    }

    /// The foreign key's ON DELETE action, from the delete rule of the inverse (the
    /// relationship on the referenced object, which is the one being deleted).
    private static func onDelete(for relationship: Relationship, in model: Model) -> ForeignKeyAction {
        guard let inverse = model.inverse(of: relationship) else {
            return relationship.isOptional ? .setNull : .restrict
        }
        switch inverse.deleteRule {
        case .nullify: return .setNull
        case .cascade: return .cascade
        case .deny: return .restrict
        case .noAction: return .noAction
        }
    }

    // MARK: - Join tables

    private static func joinTable(_ join: JoinTable, in model: Model) -> Table {
        let owner = model.entity(named: join.ownerEntity)
        let target = model.entity(named: join.targetEntity)
        func keyType(_ entity: Entity?) -> ColumnType {
            entity?.primaryKey.map { columnType(for: $0.type) } ?? .integer
        }
        var table = Table(name: join.name, isWithoutRowID: true)
        table.columns = [
            Column(name: join.ownerColumn, type: keyType(owner), isNotNull: true),
            Column(name: join.targetColumn, type: keyType(target), isNotNull: true),
        ]
        if let position = join.positionColumn {
            table.columns.append(Column(name: position, type: .integer, isNotNull: true))
        }
        if let position = join.targetPositionColumn {
            table.columns.append(Column(name: position, type: .integer, isNotNull: false))
        }
        table.primaryKey = [join.ownerColumn, join.targetColumn]
        table.foreignKeys = [
            ForeignKey(columns: [join.ownerColumn], referencedTable: owner?.table ?? join.ownerEntity,
                       referencedColumns: [owner?.primaryKey?.column ?? "id"], onDelete: .cascade),
            ForeignKey(columns: [join.targetColumn], referencedTable: target?.table ?? join.targetEntity,
                       referencedColumns: [target?.primaryKey?.column ?? "id"], onDelete: .cascade),
        ]
        table.indexes = [index(on: join.name, columns: [join.targetColumn], unique: false)]
        return table
    }

    // MARK: - Indexes

    /// `idx_<table>_<columns>` or `uq_<table>_<columns>`.
    public static func indexName(table: String, columns: [String], unique: Bool) -> String {
        Naming.indexName(table: table, columns: columns, unique: unique)
    }

    private static func index(on table: String, columns: [String], unique: Bool) -> Index {
        Index(name: indexName(table: table, columns: columns, unique: unique), columns: columns, isUnique: unique)
    }

    /// A declared index: its own name when the model gives one, and its condition.
    private static func index(for spec: IndexSpec, on entity: Entity, model: Model, unique: Bool) -> Index {
        var index = index(on: entity.table, columns: columns(spec, in: entity, model: model), unique: unique)
        if let name = spec.name { index.name = name }
        index.condition = spec.condition
        index.areNullsDistinct = spec.areNullsDistinct
        return index
    }

    /// Index specs name attributes or to-one relationships; both resolve to columns.
    private static func columns(_ spec: IndexSpec, in entity: Entity, model: Model) -> [String] {
        spec.attributes.flatMap { model.columns(ofMember: $0, in: entity) }
    }

    /// Drops indexes whose name repeats (the same columns indexed twice), keeping the
    /// first, so `unique: true` plus `unique: [[x]]` gives one index.
    private static func deduplicated(_ indexes: [Index]) -> [Index] {
        // A table has a handful of indexes: comparing names beats hashing them into a set.
        if indexes.count <= 16 {
            return indexes.enumerated().filter { position, index in
                !indexes[..<position].contains { $0.name == index.name }
            }.map(\.element)
        }
        var seen = Set<String>()
        return indexes.filter { seen.insert($0.name).inserted }
    }

    /// A number as SQL text: integral values without a fraction (`0`, not `0.0`).
    private static func numberText(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}
