import ModelKit
import SchemaCore

/// Turning one introspected PostgreSQL table into an entity of the adopted model: the
/// reading rules of `PostgresInferredModel`, one function per part of a table.
struct PostgresEntityReader {
    let schema: Schema
    /// The tables that become entities, by name: the entity's name.
    let entityNames: [String: String]
    /// Indexes left to the database (on an expression), by name.
    let skippedIndexes: Set<String>
    /// The base types of the domains of the database's other schemas, by the name a
    /// column's type gives them (`public."Flag"` → `boolean`): not the model's to make,
    /// but what its columns hold.
    var otherDomains: [String: String] = [:]

    /// The entity for `table`, or why it cannot be one.
    func entity(for table: Table) -> Result<Entity, PostgresInferredModel.Refusal> {
        guard let name = entityNames[table.name] else { return .failure(.init("it is not managed")) }
        var entity = Entity(name: name, table: table.name)
        let keys = Dictionary(table.foreignKeys.map { ($0.columns.first ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        // A key of several columns sharing a column with another key is not one relationship.
        for key in table.foreignKeys where key.columns.count > 1 {
            if table.foreignKeys.contains(where: { $0 != key && !Set($0.columns).isDisjoint(with: key.columns) }) {
                return .failure(.init("its foreign key (\(key.columns.joined(separator: ", "))) shares a column with another foreign key, which one relationship cannot say"))
            }
        }
        // The columns of a key of several columns after its first belong to its relationship.
        let covered = Set(table.foreignKeys.filter { $0.columns.count > 1 }.flatMap { $0.columns.dropFirst() })
        for column in table.columns {
            if let key = keys[column.name] {
                let read = key.columns.count > 1 ? relationship(compositeKey: key, in: table) : relationship(for: key, column: column, in: table)
                switch read {
                case .success(var relationship):
                    // Two keys of several columns to one table (PostgREST's `unit_workdays`
                    // to `activities`) would both be named after it.
                    let name = InferredNames.unique(relationship.name, in: Set(entity.attributes.map(\.name) + entity.relationships.map(\.name)))
                    if name != relationship.name { (relationship.name, relationship.jsonKey) = (name, name) }
                    entity.relationships.append(relationship)
                case .failure(let refusal): return .failure(refusal)
                }
                continue
            }
            if covered.contains(column.name) { continue }
            switch attribute(for: column, in: table) {
            case .success(let attribute): entity.attributes.append(attribute)
            case .failure(let refusal): return .failure(refusal)
            }
        }
        // Foreign-key columns between other columns keep their place (`columnOrder:`),
        // so a database created from the model has the table's column order.
        let order = Self.oncePerMember(table.columns.map { member(forColumn: $0.name, in: entity) }, entity: entity)
        if order != entity.attributes.map(\.name) + entity.relationships.map(\.name) { entity.columnOrder = order }
        entity.isStrict = !(entity.attributes.contains { $0.sqlType != nil } || entity.relationships.contains { $0.sqlType != nil })
        // A key of several columns, or one column that is also a foreign key (a chat
        // server's `partial_state_rooms(room_id)` keyed by its room), is the members'
        // list: that key's column is its relationship's, not an attribute.
        if table.primaryKey.count > 1 || (table.primaryKey.count == 1 && keys[table.primaryKey[0]] != nil) {
            entity.compositeKey = table.primaryKey.map { member(forColumn: $0, in: entity) }
        }
        // A table without a primary key (a log, a lookup table keyed by a UNIQUE column,
        // a join table) is `primaryKey: rowid`: written with no key, and no attribute is
        // the key, not even one named `id`. It was left unmanaged, with every table
        // referencing it: a sample database of three such tables adopted nothing.
        if table.primaryKey.isEmpty { entity.isKeyedByRowID = true }
        entity.primaryKeyName = table.primaryKeyName
        entity.checks = table.checks.map(Self.sqliteReadable)
        entity.checkNames = table.checkNames(rewrittenBy: Self.sqliteReadable)
        // The index a relationship gets by default (`idx_<table>_<column>`) is not declared.
        let relationshipIndexes = Set(entity.relationships.filter(\.isIndexed).map {
            Naming.indexName(table: table.name, columns: $0.columns.isEmpty ? [$0.column] : $0.columns, unique: false)
        })
        for index in table.indexes where !skippedIndexes.contains(index.name) && !relationshipIndexes.contains(index.name) {
            let members = Self.oncePerMember(index.columns.map { member(forColumn: $0, in: entity) }, entity: entity)
            if index.isUniqueConstraint {
                var spec = IndexSpec(members, name: index.constraintName, isConstraint: true, deferral: index.deferral)
                spec.areNullsDistinct = index.areNullsDistinct
                entity.uniques.append(spec)
            } else {
                var spec = IndexSpec(members, name: index.name, condition: index.condition.map(Self.sqliteReadable))
                spec.areNullsDistinct = index.areNullsDistinct
                if index.isUnique { entity.uniques.append(spec) } else { entity.indexes.append(spec) }
            }
        }
        return .success(entity)
    }

    /// The attribute or relationship name standing for `column` in `entity`.
    private func member(forColumn column: String, in entity: Entity) -> String {
        entity.attributes.first { $0.column == column }?.name
            ?? entity.relationships.first { $0.column == column || $0.columns.contains(column) }?.name ?? column
    }

    /// `members` with a relationship of several columns named once where its columns
    /// stand side by side.
    static func oncePerMember(_ members: [String], entity: Entity) -> [String] {
        var result: [String] = []
        for member in members where result.last != member || entity.relationship(named: member)?.columns.isEmpty != false {
            result.append(member)
        }
        return result
    }

    /// A foreign key of several columns referencing the whole primary key of a managed
    /// table, in key order: a to-one with `columns:`, whose columns stand side by side,
    /// alike in nullability and declared as the key columns they reference.
    private func relationship(compositeKey key: ForeignKey, in table: Table) -> Result<Relationship, PostgresInferredModel.Refusal> {
        let list = "(" + key.columns.joined(separator: ", ") + ")"
        guard let target = schema.table(named: key.referencedTable), let targetName = entityNames[target.name] else {
            return .failure(.init("its foreign key \(list) references \(key.referencedTable), which is not managed"))
        }
        guard target.primaryKey == key.referencedColumns else {
            return .failure(.init("its foreign key \(list) references columns that are not \(key.referencedTable)'s primary key in key order"))
        }
        let columns = key.columns.compactMap { table.column(named: $0) }
        let positions = key.columns.compactMap { name in table.columns.firstIndex { $0.name == name } }
        guard columns.count == key.columns.count, positions == Array((positions.first ?? 0)..<((positions.first ?? 0) + positions.count)) else {
            return .failure(.init("the columns of its foreign key \(list) are not side by side in key order"))
        }
        if key.columns.contains(where: { column in table.primaryKey.contains(column) || table.foreignKeys.contains { $0 != key && $0.columns.contains(column) } }) {
            return .failure(.init("a column of its foreign key \(list) is also part of its primary key or another foreign key"))
        }
        guard Set(columns.map(\.isNotNull)).count == 1 else { return .failure(.init("its foreign key \(list) mixes NULL and NOT NULL columns")) }
        for (column, referenced) in zip(columns, key.referencedColumns) {
            if column.declaredType != target.column(named: referenced)?.declaredType || column.defaultSQL != nil || !column.checks.isEmpty {
                return .failure(.init("its foreign-key column \(column.name) is declared unlike \(referenced), or has a default or CHECK, which a relationship cannot say"))
            }
        }
        if key.onDelete == .setDefault { return .failure(.init("its foreign key \(list) is ON DELETE SET DEFAULT, which no delete rule compiles to")) }
        if key.onDelete == .setNull && columns[0].isNotNull {
            return .failure(.init("its foreign key \(list) is ON DELETE SET NULL on NOT NULL columns (such a delete always fails), which no delete rule compiles to"))
        }
        var name = Naming.lowercasingFirst(targetName)
        if table.column(named: Naming.snakeCase(name)) != nil { name += "Ref" }
        var relationship = Relationship(
            name: name, target: targetName, inverse: PostgresInferredModel.inverseName(of: key, in: table, entityNames: entityNames),
            isOptional: !columns[0].isNotNull)
        relationship.columns = key.columns
        relationship.hasExplicitColumn = true
        relationship.onUpdate = Self.updateRule(key.onUpdate)
        relationship.isDeferred = key.isDeferred
        relationship.foreignKeyName = key.name
        relationship.isIndexed = table.indexes.contains { $0.columns == key.columns && !$0.isUnique && $0.condition == nil }
        return .success(relationship)
    }

    /// A column that is not a foreign key: its type read back (`PostgresTypeMapping
    /// .attributeType`, else `sqlType:` on the nearest model type), its default and CHECKs.
    private func attribute(for column: Column, in table: Table) -> Result<Attribute, PostgresInferredModel.Refusal> {
        let postgresType = column.declaredType ?? PostgresTypeMapping.columnType(for: column.type)
        let mapped = PostgresTypeMapping.attributeType(forPostgresType: postgresType)
        // A domain is read as its base type; an enum as a string of its labels (below).
        let declared = schema.type(named: postgresType)
        // A domain of another schema (AdventureWorks' `public."Flag"`, a boolean, beside
        // tables in `production`) is read as its base type too: it was `string`.
        let base = declared.flatMap { TypeSpec.domainBase(in: $0.sql) } ?? otherDomains[postgresType]
        let type = mapped ?? base.map { PostgresTypeMapping.attributeType(forPostgresType: $0) ?? Self.nearestType(forPostgresType: $0) }
            ?? Self.nearestType(forPostgresType: postgresType)
        let name = Naming.camelCase(column.name)
        let isKey = table.primaryKey == [column.name]
        var attribute = Attribute(
            name: name, type: type, isOptional: !column.isNotNull && !isKey, isPrimaryKey: isKey,
            column: Naming.snakeCase(name) == column.name ? nil : column.name)
        if mapped == nil { attribute.sqlType = postgresType }
        if isKey && table.isAutoincrement {
            // `autoincrement:` is for `int` keys: an `integer` identity is an `int` whose
            // `sqlType:` keeps its type.
            if type == .int32 || type == .int16 {
                attribute.type = .int
                attribute.sqlType = postgresType
            }
            guard attribute.type == .int else { return .failure(.init("its identity key \(column.name) is not an integer")) }
            attribute.isAutoincrement = true
        }
        if let text = column.defaultSQL { Self.readDefault(text, into: &attribute) }
        attribute.checks = column.checks.map(Self.sqliteReadable)
        // A named check stays a `check:` with its name, whatever option it could be read as.
        attribute.checkNames = column.checkNames(rewrittenBy: Self.sqliteReadable)
        if type == .string, column.checks.first.map({ column.checkNames[$0] == nil }) ?? false,
           let values = column.checks.first.flatMap({ Self.values(inCast: $0, column: column.name) })
            ?? attribute.checks.first.flatMap({ Self.values(in: $0, column: column.name) }) {
            attribute.values = values
            attribute.checks.removeFirst()
        }
        Self.readBounds(of: column.name, into: &attribute)
        if let declared {
            // The type enforces them, and says them to the records and to `migrate
            // test`'s rows: an enum's labels as `values:`, a domain's bounds as `min:`/`max:`.
            if let labels = declared.enumLabels, type == .string, attribute.values == nil {
                attribute.values = labels
            } else if type == .string, attribute.pattern == nil, let pattern = Self.domainPattern(declared.sql) {
                attribute.pattern = pattern
            } else if [.int, .int32, .int16, .double, .float, .decimal].contains(type) {
                let bounds = Self.domainBounds(declared.sql, integral: [.int, .int32, .int16].contains(type))
                if attribute.min == nil { attribute.min = bounds.min }
                if attribute.max == nil { attribute.max = bounds.max }
            }
        }
        return .success(attribute)
    }

    /// The bounds a domain's CHECK states in the server's words (`CHECK (((VALUE >= 1901)
    /// AND (VALUE <= 2155)))`, Pagila's `year`; `CHECK ((VALUE >= (0)::numeric))`), as
    /// `min:` and `max:`; a strict bound (`VALUE > 0`) of an integer as the next one in.
    static func domainBounds(_ sql: String, integral: Bool) -> (min: ModelValue?, max: ModelValue?) {
        // `VALUE >= 1901)`, `VALUE > (0)::numeric)`: the comparison and its number.
        let comparisons = sql.matches(of: /VALUE (>=|>|<=|<) \(?(-?[0-9.]+)\)?(?:::[a-z ]+)?\)/).map { (String($0.1), String($0.2)) }
        func bound(_ comparison: String, step: Int64) -> ModelValue? {
            guard let text = comparisons.first(where: { $0.0 == comparison })?.1 else { return nil }
            if integral { return Int64(text).map { ModelValue.int($0 + step) } }
            return step == 0 ? Double(text).map(ModelValue.double) : nil
        }
        return (bound(">=", step: 0) ?? bound(">", step: 1), bound("<=", step: 0) ?? bound("<", step: -1))
    }

    /// The regular expression a text domain's CHECK matches values with (`CHECK ((VALUE ~*
    /// '^[a-z]+@…$'::text))`, an email domain), as `pattern:` (`(?i)` first for `~*`),
    /// which the records check and `migrate test` writes values for; nil without one.
    static func domainPattern(_ sql: String) -> String? {
        guard let match = sql.firstMatch(of: /VALUE (~\*?) '((?:[^']|'')*)'/) else { return nil }
        let pattern = String(match.2).replacingOccurrences(of: "''", with: "'")
        return (match.1 == "~*" ? "(?i)" : "") + pattern
    }

    /// A single-column foreign key to a single-column primary key of a managed table, or
    /// to one unique column of it (`references:`): a to-one relationship, whose inverse
    /// (added by the caller) holds the delete rule; the column's default is its
    /// `defaultSQL:`.
    private func relationship(for key: ForeignKey, column: Column, in table: Table) -> Result<Relationship, PostgresInferredModel.Refusal> {
        guard let target = schema.table(named: key.referencedTable), let targetName = entityNames[target.name] else {
            return .failure(.init("its foreign key \(column.name) references \(key.referencedTable), which is not managed"))
        }
        // A target without a primary key (`primaryKey: rowid`) is referenced by a unique
        // column alone.
        let referencesUnique = key.referencedColumns.count == 1 && target.primaryKey.count <= 1
            && !target.primaryKey.contains(key.referencedColumns[0])
            && !target.foreignKeys.contains { $0.columns.contains(key.referencedColumns[0]) }
            && target.indexes.contains { $0.isUnique && $0.condition == nil && $0.columns == key.referencedColumns }
        guard target.primaryKey == key.referencedColumns || referencesUnique else {
            return .failure(.init("its foreign key \(column.name) references a column that is neither \(key.referencedTable)'s primary key nor one unique column of it"))
        }
        if key.onDelete == .setDefault { return .failure(.init("its foreign key \(column.name) is ON DELETE SET DEFAULT, which no delete rule compiles to")) }
        if key.onDelete == .setNull && column.isNotNull {
            return .failure(.init("its foreign key \(column.name) is ON DELETE SET NULL on a NOT NULL column (such a delete always fails), which no delete rule compiles to"))
        }
        if !column.checks.isEmpty {
            return .failure(.init("its foreign-key column \(column.name) has a CHECK, which a relationship cannot say"))
        }
        var name = Self.relationshipName(forColumn: column.name, in: table)
        // A target keyed by a member (its one key column is itself a foreign key:
        // MusicBrainz's `link_creditable_attribute_type(attribute_type)`, to
        // `link_attribute_type`) is referenced by flat columns, each read under its name in
        // camelCase, which a relationship named after the column takes too: the model did
        // not validate, and the table was left unmanaged with every table referencing it.
        // Such a relationship is named after its target, as SQLite's adoption names it.
        let targetKeyedByMember = target.primaryKey.count == 1 && target.foreignKeys.contains { $0.columns.first == target.primaryKey[0] }
        if targetKeyedByMember && name == Naming.camelCase(column.name) {
            // Several such keys to one target take `target`, `target2`, … in column order,
            // as SQLite's adoption numbers them (one name for both made the model invalid).
            let renamedSiblings = table.columns.map(\.name).filter { sibling in
                Self.relationshipName(forColumn: sibling, in: table) == Naming.camelCase(sibling)
                    && table.foreignKeys.contains { $0.columns == [sibling] && $0.referencedTable == key.referencedTable }
            }
            var used = Set(table.columns.map { Naming.camelCase($0.name) })
            for sibling in renamedSiblings {
                let candidate = InferredNames.unique(Naming.lowercasingFirst(targetName), in: used)
                used.insert(candidate)
                if sibling == column.name {
                    name = candidate
                    break
                }
            }
        }
        var relationship = Relationship(
            name: name, target: targetName, inverse: PostgresInferredModel.inverseName(of: key, in: table, entityNames: entityNames),
            isOptional: !column.isNotNull,
            column: Naming.foreignKeyColumn(forRelationship: name) == column.name ? nil : column.name)
        let targetType = target.column(named: key.referencedColumns[0])?.declaredType
        if column.declaredType != targetType { relationship.sqlType = column.declaredType }
        if referencesUnique { relationship.references = Naming.camelCase(key.referencedColumns[0]) }
        relationship.defaultSQL = column.defaultSQL.map(Self.sqliteReadable)
        relationship.onUpdate = Self.updateRule(key.onUpdate)
        relationship.isDeferred = key.isDeferred
        relationship.foreignKeyName = key.name
        relationship.isIndexed = table.indexes.contains { $0.columns == [column.name] && !$0.isUnique && $0.condition == nil }
        return .success(relationship)
    }

    /// The to-one relationship standing for the foreign-key column `column`: its name
    /// without `_id` (`language_id` → `language`), or a key of UUIDs' `_uuid` / `_guid`
    /// (`user_uuid` → `user`), or with `Ref` when a column of that name exists too.
    static func relationshipName(forColumn column: String, in table: Table) -> String {
        let suffix = InferredNames.keySuffixes.first { column.hasSuffix($0) && column.count > $0.count }
        let name = Naming.camelCase(suffix.map { String(column.dropLast($0.count)) } ?? column)
        return table.column(named: Naming.snakeCase(name)) != nil && Naming.snakeCase(name) != column ? name + "Ref" : name
    }

    /// The delete rule whose `ON DELETE` is `action`.
    static func deleteRule(_ action: ForeignKeyAction) -> DeleteRule {
        switch action {
        case .cascade: .cascade
        case .setNull, .setDefault: .nullify
        case .restrict: .deny
        case .noAction: .noAction
        }
    }

    private static func updateRule(_ action: ForeignKeyAction) -> UpdateRule? {
        switch action {
        case .noAction: nil
        case .cascade: .cascade
        case .setNull: .setNull
        case .setDefault: .setDefault
        case .restrict: .restrict
        }
    }

    /// The model type a column of a type no model type compiles to is read as, keeping
    /// the type itself under `sqlType:`: a date for timestamps and `date`, a decimal for
    /// `numeric(p,s)`, a string for everything else (`character varying(40)`, an enum
    /// type, an array).
    static func nearestType(forPostgresType type: String) -> AttributeType {
        if type.hasPrefix("timestamp") || type == "date" { return .date }
        if type.hasPrefix("numeric") { return .decimal }
        if ["bigint", "integer", "smallint"].contains(type) { return .int }
        return .string
    }

    /// A default as the model says it: a quoted literal of a string column as `default:`,
    /// `true`/`false` and whole numbers as `default:` when the type takes them, anything
    /// else as `defaultSQL:` (a function call in parentheses, which both SQLite's check
    /// and PostgreSQL accept; a literal with its cast left out, which PostgreSQL adds back).
    ///
    /// A quoted literal cast to `text` or `character varying` where that is not the
    /// string column's own type (`character varying DEFAULT 'pending'::text`, as Rails'
    /// `structure.sql` files hold, or `citext DEFAULT ''::character varying`) keeps its cast, as `CAST(… AS …)`, which
    /// SQLite reads and the server stores as the same `::` cast: without it the server
    /// cast the literal to the column's type, the adopted model differed from the
    /// database, and the table was left unmanaged with every table keyed to it.
    static func readDefault(_ text: String, into attribute: inout Attribute) {
        if attribute.type == .string, let match = text.wholeMatch(of: /('(?:[^']|'')*')::(text|character varying)/),
           String(match.2) != Self.textTypeName(attribute.sqlType ?? "text") {
            attribute.defaultSQL = "(CAST(\(match.1) AS \(match.2)))"
            return
        }
        let literal = sqliteReadable(text)
        if attribute.type == .string, attribute.sqlType == nil, let string = quotedLiteral(literal) {
            attribute.defaultValue = .string(string)
        } else if attribute.type == .bool, text == "true" || text == "false" {
            attribute.defaultValue = .bool(text == "true")
        } else if [.int, .int32, .int16].contains(attribute.type), attribute.sqlType == nil, let number = Int64(text) {
            attribute.defaultValue = .int(number)
        } else if literal.hasSuffix(")") && !literal.hasPrefix("(") {
            attribute.defaultSQL = "(\(literal))"
        } else {
            attribute.defaultSQL = literal
        }
    }

    /// The name the server casts a string literal to for a column of `type`: `character
    /// varying` for `varchar(40)` and `character varying(40)`, the type itself (without
    /// its length) otherwise. A literal cast to `text` or `character varying` that is not
    /// the column's own cast was written so (`readDefault`).
    static func textTypeName(_ type: String) -> String {
        let base = type.lowercased().replacing(/\s*\(.*\)\s*$/, with: "").trimmingCharacters(in: .whitespaces)
        return base == "varchar" ? "character varying" : base
    }

    /// `'it''s'` → `it's`; nil when `text` is not one quoted literal.
    static func quotedLiteral(_ text: String) -> String? {
        guard text.count >= 2, text.hasPrefix("'"), text.hasSuffix("'") else { return nil }
        let body = text.dropFirst().dropLast()
        guard !body.replacingOccurrences(of: "''", with: "").contains("'") else { return nil }
        return body.replacingOccurrences(of: "''", with: "'")
    }

    /// The CHECKs `min:`, `max:` and `maxLength:` compile to (`x >= 0`, `x <= 150`,
    /// `length(x) <= 40`, casts already left out) as those options, once each, on the
    /// types whose bounds the compiler writes as plain numbers.
    static func readBounds(of column: String, into attribute: inout Attribute) {
        let integral = [.int, .int32, .int16].contains(attribute.type)
        guard attribute.sqlType == nil, integral || [.double, .float, .string].contains(attribute.type) else { return }
        func number(after prefix: String, in check: String) -> ModelValue? {
            guard check.hasPrefix(prefix) else { return nil }
            let text = String(check.dropFirst(prefix.count))
            if integral { return Int64(text).map(ModelValue.int) }
            return text.allSatisfy { $0.isNumber || $0 == "." } ? Double(text).map(ModelValue.double) : nil
        }
        attribute.checks = attribute.checks.filter { check in
            if attribute.checkNames[check] != nil { return true }
            if attribute.type == .string {
                let prefix = "length(\(column)) <= "
                guard attribute.maxLength == nil, check.hasPrefix(prefix), let length = Int(check.dropFirst(prefix.count)), length >= 0 else { return true }
                attribute.maxLength = length
                return false
            }
            if attribute.min == nil, let value = number(after: "\(column) >= ", in: check) {
                attribute.min = value
                return false
            }
            if attribute.max == nil, let value = number(after: "\(column) <= ", in: check) {
                attribute.max = value
                return false
            }
            return true
        }
    }

    /// `status = ANY (ARRAY['a'::text, 'b'::text])` (the server's form of `"status" IN
    /// ('a', 'b')`, casts already left out, and spelled out as `status IN ('a', 'b')` by
    /// `sqliteReadable`) → `["a", "b"]`; nil for any other CHECK.
    static func values(in check: String, column: String) -> [String]? {
        let list: Substring
        if check.hasPrefix("\(column) = ANY (ARRAY["), check.hasSuffix("])") {
            list = check.dropFirst("\(column) = ANY (ARRAY[".count).dropLast(2)
        } else if check.hasPrefix("\(column) IN ("), check.hasSuffix(")") {
            list = check.dropFirst("\(column) IN (".count).dropLast(1)
        } else {
            return nil
        }
        var values: [String] = []
        for item in list.components(separatedBy: ", ") {
            guard let value = quotedLiteral(item) else { return nil }
            values.append(value)
        }
        return values.isEmpty ? nil : values
    }

    /// The values of the server's form of `"status" IN ('a', 'b')` on a `character varying`
    /// column, which compares as `text`: `status::text = ANY (ARRAY['a'::character varying,
    /// 'b'::character varying]::text[])` (or with the parentheses of the server's
    /// unabridged form) → `["a", "b"]`; nil for any other CHECK.
    /// Its casts made it a `check:` spelled with `CAST`, which SQLite's tokenizer read
    /// `ARRAY[…]` of as a bracket-quoted name: MusicBrainz's `editor_collection_type` and
    /// `series_type` (`entity_type IN ('area', …)`) differed from the model read from
    /// them, and were left unmanaged with every table referencing them.
    static func values(inCast check: String, column: String) -> [String]? {
        var text = withoutLiteralCasts(check)
        for (prefix, suffix) in [("\(column)::text = ANY (ARRAY[", "]::text[])"), ("(\(column))::text = ANY ((ARRAY[", "])::text[])")] {
            while text.hasPrefix("(("), text.hasSuffix("))"), !text.hasPrefix(prefix) { text = String(text.dropFirst().dropLast()) }
            guard text.hasPrefix(prefix), text.hasSuffix(suffix) else { continue }
            return values(in: "\(column) = ANY (ARRAY[" + text.dropFirst(prefix.count).dropLast(suffix.count) + "])", column: column)
        }
        return nil
    }

    /// The server's SQL as the model keeps it, readable by SQLite's check too: the casts
    /// of lone literals left out (`withoutLiteralCasts`), or, when another cast is left,
    /// every cast spelled `CAST(… AS …)` (`PostgresCastSyntax`), which keeps what the
    /// expression means.
    static func sqliteReadable(_ sql: String) -> String {
        readable(sql, inView: false)
    }

    /// A view's query as the model keeps it. There no column gives a literal its type
    /// back, so only a string literal's `::text` goes (the type an untyped literal in a
    /// view's select list takes): Danbooru's `user_actions` selects `'Post'::character
    /// varying AS model_type`, which without its cast made the adopted view's column
    /// `text`, a schema change on the database it was read from.
    static func sqliteReadableView(_ sql: String) -> String {
        readable(sql, inView: true)
    }

    private static func readable(_ sql: String, inView: Bool) -> String {
        let stripped = withoutLiteralCasts(sql, keepingTypes: inView)
        return inListsSpelledOut(likeSpelledOut(PostgresCastSyntax.hasCast(stripped) ? PostgresCastSyntax.spelledOut(sql) : stripped))
    }

    /// `sql` with each `= ANY (ARRAY[a, b])` of plain literals (how the server stores
    /// `IN (a, b)`: a partial index's `WHERE status IN (100, 200)` reads back so) written
    /// `IN (a, b)`, which SQLite parses and the server stores as `= ANY (ARRAY[…])` again.
    static func inListsSpelledOut(_ sql: String) -> String {
        guard sql.contains("= ANY (ARRAY[") else { return sql }
        return sql.replacing(/= ANY \(ARRAY\[((?:'(?:[^']|'')*'|[0-9.\-]+)(?:, (?:'(?:[^']|'')*'|[0-9.\-]+))*)\]\)/) { match in
            "IN (\(match.1))"
        }
    }

    /// `sql` with the server's `~~` and `!~~` (how it stores `LIKE` and `NOT LIKE`:
    /// `CHECK (e LIKE '%@%')` reads back `e ~~ '%@%'::text`) written as `LIKE` and `NOT
    /// LIKE`, which SQLite parses and the server stores as `~~` again. (`~~*`, `ILIKE`,
    /// and regular expressions have no SQLite form and stay.)
    static func likeSpelledOut(_ sql: String) -> String {
        guard sql.contains("~~") else { return sql }
        let tokens = PostgresCastSyntax.tokens(of: sql)
        var output = ""
        var index = 0
        while index < tokens.count {
            let isLike = index + 1 < tokens.count && tokens[index].text == "~" && tokens[index + 1].text == "~"
                && (index + 2 >= tokens.count || tokens[index + 2].text != "*")
            if isLike {
                if output.hasSuffix("!") {
                    output.removeLast()
                    output += "NOT LIKE"
                } else {
                    output += "LIKE"
                }
                index += 2
                continue
            }
            output += tokens[index].text
            index += 1
        }
        return output
    }

    /// SQL with the casts the server writes after literals left out (`'a'::text` →
    /// `'a'`, `''::character varying` → `''`, `'G'::mpaa_rating` → `'G'`, `0::double
    /// precision` → `0`, `'-3'::integer` → `-3`), which SQLite cannot parse and
    /// PostgreSQL adds back when it stores the expression; `nextval('s'::regclass)`
    /// becomes `nextval('s')` the same way. An interval keeps its type, as a `CAST`.
    ///
    /// With `keepingTypes`, a cast to any type but `text` of a quoted literal stays.
    static func withoutLiteralCasts(_ sql: String, keepingTypes: Bool = false) -> String {
        var result = ""
        var characters = sql[...]
        while let first = characters.first {
            let startsNumber = first.isNumber && !(result.last.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ?? false)
            guard first == "'" || startsNumber else {
                result.append(first)
                characters = characters.dropFirst()
                continue
            }
            var literal = ""
            if first == "'" {
                literal.append("'")
                characters = characters.dropFirst()
                while let next = characters.first {
                    literal.append(next)
                    characters = characters.dropFirst()
                    guard next == "'" else { continue }
                    guard characters.first == "'" else { break }
                    literal.append("'")
                    characters = characters.dropFirst()
                }
            } else {
                literal = String(characters.prefix { $0.isNumber || $0 == "." })
                characters = characters.dropFirst(literal.count)
            }
            // A chain of casts (`'-32'::integer::double precision`) goes whole; a quoted
            // negative number cast to a number type (how the server keeps `-32`) loses
            // its quotes (a positive one was written quoted: `'7'::numeric`).
            var castToNumber = false
            var interval = false
            var types: [String] = []
            let casts = characters
            while characters.hasPrefix("::") {
                let (type, rest) = typeName(at: characters.dropFirst(2))
                castToNumber = castToNumber || Self.numberTypes.contains(type)
                interval = interval || type == "interval"
                types.append(type)
                characters = rest
            }
            if keepingTypes, !types.isEmpty, types != ["text"] || first != "'" {
                result += literal + casts[..<characters.startIndex]
                continue
            }
            let body = literal.dropFirst().dropLast()
            if castToNumber, body.hasPrefix("-"), Double(body) != nil, body.dropFirst().allSatisfy({ $0.isNumber || $0 == "." }) {
                literal = String(body)
            }
            // An interval's text means nothing without its type where no column gives it
            // one (`now() - random() * '1 year'::interval`, lemmy's default): it keeps the
            // cast, as `CAST(… AS interval)`, which SQLite reads and the server stores as `::`.
            result += interval ? "CAST(\(literal) AS interval)" : literal
        }
        return result
    }

    /// PostgreSQL's type names of several words, as `format_type` writes them.
    private static let multiWordTypes = [
        "double precision", "character varying", "bit varying", "timestamp with time zone", "timestamp without time zone",
        "time with time zone", "time without time zone",
    ]

    /// The types whose literals the server keeps as quoted text with a cast when negative.
    private static let numberTypes: Set<String> = ["integer", "bigint", "smallint", "numeric", "double precision", "real"]

    /// The type name `text` starts with (words joined by single spaces: `double
    /// precision`, `character varying`; then an optional `(n)` and `[]`), and what follows.
    /// A word is taken into the name only while the name stays the start of one of
    /// PostgreSQL's types of several words: `''::text AS v` is `text`, then ` AS v`
    /// (the view's `FROM` was read as part of the type, and lost).
    private static func typeName(at text: Substring) -> (name: String, rest: Substring) {
        var characters = text
        var words: [Substring] = []
        while true {
            let word = characters.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !word.isEmpty else { break }
            words.append(word)
            characters = characters.dropFirst(word.count)
            let rest = characters.dropFirst()
            guard characters.first == " " else { break }
            let next = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let longer = (words + [next]).joined(separator: " ").lowercased()
            guard !next.isEmpty, multiWordTypes.contains(where: { $0 == longer || $0.hasPrefix(longer + " ") }) else { break }
            characters = rest
        }
        if characters.first == "(" { characters = characters.drop { $0 != ")" }.dropFirst() }
        if characters.hasPrefix("[]") { characters = characters.dropFirst(2) }
        return (words.joined(separator: " "), characters)
    }
}
