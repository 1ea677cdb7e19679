import Foundation

/// Checks on the options that describe storage the way existing databases hold it:
/// `strict`, `withoutRowID`, `sqlType`, `autoincrement`, `defaultSQL`, `collate`,
/// `check`, named and partial indexes, and a to-one's `sqlType` / `indexed` /
/// `onUpdate`, a many-to-many's `joinTable`.
///
/// Each is a place where the model could ask for something SQLite refuses or would
/// silently do differently, so the problem is reported here rather than at migration time.
extension Validation {
    /// The declared types a `STRICT` table accepts ("STRICT Tables").
    static let strictTypes: Set<String> = ["INT", "INTEGER", "REAL", "TEXT", "BLOB", "ANY"]

    mutating func checkStorage(of entity: Entity) {
        if entity.isWithoutRowID, entity.primaryKey == nil, !entity.hasCompositeKey, !entity.isKeyedByRowID {
            error("entity \(quoted(entity.name)) is `withoutRowID` but has no primary key", at: entity.location(of: "withoutRowID"),
                  hint: "a WITHOUT ROWID table needs a primary key")
        }
        for check in entity.checks where isBlank(check) {
            error("an empty `check` on \(quoted(entity.name))", at: entity.location(of: "check"), hint: "write an SQL expression, or remove it")
        }
        if let name = entity.primaryKeyName {
            if entity.isKeyedByRowID {
                error("`primaryKeyName` on \(quoted(entity.name)), which has no primary key (`primaryKey: rowid`)", at: entity.location(of: "primaryKeyName"),
                      hint: "remove `primaryKeyName`, or give the entity a key")
            } else if isBlank(name) {
                error("an empty `primaryKeyName` on \(quoted(entity.name))", at: entity.location(of: "primaryKeyName"),
                      hint: "name the constraint, or remove `primaryKeyName` to leave the name to the engine")
            }
        }
        checkCheckNames(of: entity)
        checkColumnOrder(of: entity)
        for attribute in entity.attributes {
            checkStorage(of: attribute, in: entity)
        }
        for relationship in entity.relationships {
            checkStorage(of: relationship, in: entity)
        }
        for spec in entity.indexes + entity.uniques {
            if let name = spec.name, isBlank(name) {
                error("an index of \(quoted(entity.name)) has an empty `name`", at: spec.location, hint: "give it a name, or remove `name:` to get modelc's")
            }
            if spec.isConstraint && spec.condition != nil {
                error("a UNIQUE constraint of \(quoted(entity.name)) cannot have a `where`", at: spec.location,
                      hint: "a constraint cannot be partial; drop `constraint: true` to get a partial unique index")
            }
            if !spec.areNullsDistinct {
                // A unique index may say it too (`CREATE UNIQUE INDEX … NULLS NOT DISTINCT`).
                checkDialectConstraintOption("nullsDistinct: false", key: "nullsDistinct", on: spec, of: entity,
                                              indexReason: nil, sqliteLacks: "its NULLs are always distinct")
            }
            if let deferral = spec.deferral {
                checkDialectConstraintOption("deferrable: \(deferral.rawValue)", key: "deferrable", on: spec, of: entity,
                                              indexReason: "which only a constraint can be", sqliteLacks: "it defers foreign keys only")
            }
        }
    }

    /// An option of a UNIQUE constraint that only some dialects have (PostgreSQL's `deferrable:`,
    /// `nullsDistinct: false`): on a constraint (`constraint: true`), or also on a unique
    /// index when `indexReason` is nil, in a model that says `dialect: postgres`.
    private mutating func checkDialectConstraintOption(
        _ option: String, key: String, on spec: IndexSpec, of entity: Entity, indexReason: String?, sqliteLacks: String
    ) {
        if !spec.isConstraint, let indexReason {
            error("`\(option)` on a unique index of \(quoted(entity.name)), \(indexReason)", at: spec.location,
                  hint: "add `constraint: true` (a UNIQUE constraint of the table), or remove `\(key)`")
        } else if model.carriesSQLiteSQL {
            error("`\(option)` on a \(spec.isConstraint ? "UNIQUE constraint" : "unique index") of \(quoted(entity.name)), which SQLite does not have (\(sqliteLacks))",
                  at: spec.location, hint: "write `dialect: postgres` at the top of the model (which is then PostgreSQL's alone), or remove `\(key)`")
        }
    }

    /// `columnOrder:` names each attribute or key-holding to-one relationship once.
    private mutating func checkColumnOrder(of entity: Entity) {
        let at = entity.location(of: "columnOrder")
        var seen = Set<String>()
        for name in entity.columnOrder {
            guard seen.insert(name).inserted else {
                error("\(quoted(name)) appears twice in `columnOrder` of \(quoted(entity.name))", at: at, hint: "list each member once")
                continue
            }
            if entity.attribute(named: name) != nil { continue }
            if let relationship = entity.relationship(named: name), model.holdsForeignKey(relationship, in: entity) { continue }
            let candidates = entity.attributes.map(\.name) + entity.relationships.filter { model.holdsForeignKey($0, in: entity) }.map(\.name)
            error("`columnOrder` of \(quoted(entity.name)) names \(quoted(name)), which has no column in \(quoted(entity.table))", at: at,
                  hint: Suggestion.didYouMean(name, among: candidates) ?? "list attributes and to-one relationships that store their key here")
        }
    }

    private mutating func checkStorage(of attribute: Attribute, in entity: Entity) {
        // Built only for a message: almost every attribute passes every check.
        let entityName = entity.name, attributeName = attribute.name
        let owner = { quoted("\(entityName).\(attributeName)") }
        if let sqlType = attribute.sqlType {
            checkDeclaredType(sqlType, for: attribute.type, of: owner(), in: entity, at: attribute.location(of: "sqlType"))
        }
        if attribute.isAutoincrement {
            if !(attribute.isPrimaryKey && entity.primaryKey?.name == attribute.name) {
                error("`autoincrement` on \(owner()), which is not the primary key", at: attribute.location(of: "autoincrement"),
                      hint: "only an integer primary key can be AUTOINCREMENT; remove `autoincrement: true`")
            } else if attribute.type != .int || (attribute.sqlType.map { $0.uppercased() != "INTEGER" } ?? false) {
                error("`autoincrement` on \(owner()), which is not an `int` stored as INTEGER", at: attribute.location(of: "autoincrement"),
                      hint: "SQLite allows AUTOINCREMENT only on an `INTEGER PRIMARY KEY`; use `type: int` without another `sqlType`")
            } else if entity.isWithoutRowID {
                error("`autoincrement` on \(owner()) of a `withoutRowID` entity", at: attribute.location(of: "autoincrement"),
                      hint: "AUTOINCREMENT needs a row id; remove one of the two")
            }
        }
        if let defaultSQL = attribute.defaultSQL {
            if attribute.defaultValue != nil {
                error("\(owner()) has both `default` and `defaultSQL`", at: attribute.location(of: "defaultSQL"),
                      hint: "keep `default` for a constant, or `defaultSQL` for an SQL expression")
            } else if isBlank(defaultSQL) {
                error("\(owner()) has an empty `defaultSQL`", at: attribute.location(of: "defaultSQL"), hint: "write an SQL expression such as `CURRENT_TIMESTAMP`")
            } else if attribute.type.isNumeric || attribute.type == .bool, let text = Self.textLiteral(defaultSQL), Double(text) == nil {
                // A database adopted as it is may hold such a default (Plex: `boolean DEFAULT 't'`
                // on a column of integers): a row given it cannot be read by the records.
                warning("\(owner()) is \(attribute.type.rawValue) but its `defaultSQL` is the text '\(text)': a row given the default cannot be read by the records",
                        at: attribute.location(of: "defaultSQL"), hint: "give it a default of type \(attribute.type.rawValue), or make the attribute a string if the column holds text")
            } else if attribute.type == .date, model.carriesSQLiteSQL, attribute.sqlType == nil,
                      defaultSQL.wholeMatch(of: /\(*\s*(?i:current_timestamp|datetime\s*\(\s*'now'\s*\))\s*\)*/) != nil {
                // SQLite's form has no `T`, fraction or zone: the records read it (as UTC),
                // but the column then holds two forms, whose text order is not time order.
                // A column an adopted database declares (`DATETIME`) keeps its app's form,
                // which the model does not choose.
                warning("\(owner()) is a date whose `defaultSQL` \(defaultSQL) writes SQLite's `2024-05-31 12:00:00`, not the records' `2024-05-31T12:00:00.000Z`: "
                            + "they read both, but the column's text then sorts and compares in two forms",
                        at: attribute.location(of: "defaultSQL"), hint: "write `defaultSQL: \"(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))\"`, the records' own form")
            }
        }
        if let collation = attribute.collation, isBlank(collation) {
            error("\(owner()) has an empty `collate`", at: attribute.location(of: "collate"), hint: "name a collation: BINARY, NOCASE or RTRIM")
        }
        for check in attribute.checks where isBlank(check) {
            error("an empty `check` on \(owner())", at: attribute.location(of: "check"), hint: "write an SQL expression, or remove it")
        }
    }

    /// A to-one to an entity with a composite key has one foreign-key column per key
    /// column (`columns:`, or the derived names); a many-to-many's join table references
    /// single-column keys only.
    private mutating func checkCompositeKey(of relationship: Relationship, in entity: Entity, to target: Entity, holdsKey: Bool, owner: String) {
        let keyCount = model.keyColumns(of: target).count
        if relationship.keyLocations["columns"] != nil && !(holdsKey && target.hasCompositeKey) {
            error("`columns` on \(owner), which \(holdsKey ? "refers to the single-column key of \(quoted(target.name))" : "has no foreign key in its table")",
                  at: relationship.location(of: "columns"),
                  hint: holdsKey ? "name its one column with `column:`" : "put `columns` on the to-one side that stores the key")
        }
        if holdsKey && target.hasCompositeKey {
            if relationship.keyLocations["column"] != nil && keyCount > 1 {
                error("`column` on \(owner), whose target \(quoted(target.name)) has a key of \(keyCount) columns", at: relationship.location(of: "column"),
                      hint: "name one foreign-key column per key column with `columns: [\(model.foreignKeyColumns(of: relationship).map(\.name).joined(separator: ", "))]`")
            }
            if !relationship.columns.isEmpty && relationship.columns.count != keyCount {
                error("`columns` on \(owner) names \(relationship.columns.count) column\(relationship.columns.count == 1 ? "" : "s"), but the key of \(quoted(target.name)) has \(keyCount)",
                      at: relationship.location(of: "columns"),
                      hint: "name one column per key column, in key order (\(model.keyColumns(of: target).map(\.column).joined(separator: ", ")))")
            }
            for (index, column) in relationship.columns.enumerated() {
                checkIdentifier(column, "foreign-key column", "of \(owner)", at: relationship.location(of: "columns"))
                checkReservedColumn(column, of: owner, in: entity, at: relationship.location(of: "columns"))
                if relationship.columns[..<index].contains(where: { $0.lowercased() == column.lowercased() }) {
                    error("`columns` on \(owner) names \(quoted(column)) twice", at: relationship.location(of: "columns"),
                          hint: "name one column per key column of \(quoted(target.name))")
                }
            }
            // Each column is read from a flat JSON key (`Model.jsonKey(of:)`), which is
            // also the generated record's property: it must not be another member's.
            let memberKeys = Set(entity.attributes.flatMap { [$0.jsonKey, $0.name] } + entity.relationships.map(\.jsonKey))
            for column in model.foreignKeyColumns(of: relationship) where memberKeys.contains(model.jsonKey(of: column)) {
                error("the JSON key \(quoted(model.jsonKey(of: column))) of the foreign-key column \(quoted(column.name)) of \(owner) is also another member's",
                      at: relationship.location(of: relationship.columns.isEmpty ? "to" : "columns"),
                      hint: "name the columns otherwise with `columns: […]`")
            }
            // The first column is checked with every member's (`checkNames`); the others here.
            let taken = Dictionary(
                entity.attributes.map { ($0.column.lowercased(), "attribute \(quoted($0.name))") }
                    + entity.relationships.filter { $0.name != relationship.name && model.holdsForeignKey($0, in: entity) }
                        .flatMap { other in model.foreignKeyColumns(of: other).map { ($0.name.lowercased(), "relationship \(quoted(other.name))") } },
                uniquingKeysWith: { first, _ in first })
            for column in model.foreignKeyColumns(of: relationship).dropFirst() {
                guard let other = taken[column.name.lowercased()] else { continue }
                error("foreign-key column \(quoted(column.name)) of \(owner) collides with \(other)",
                      at: relationship.location(of: relationship.columns.isEmpty ? "to" : "columns"),
                      hint: "name the columns with `columns: […]`, one per key column of \(quoted(target.name))")
            }
            if relationship.keyLocations["sqlType"] != nil && keyCount > 1 {
                error("`sqlType` on \(owner), whose foreign key has \(keyCount) columns", at: relationship.location(of: "sqlType"),
                      hint: "the columns take the declared types of the key columns they reference; remove it")
            }
        }
        if model.isManyToMany(relationship), target.hasCompositeKey {
            error("\(owner) is a many-to-many with \(quoted(target.name)), whose primary key has \(target.compositeKey.count) members",
                  at: relationship.location(of: "to"),
                  hint: "a join table references single-column keys; model the link as an entity with to-one relationships to both sides")
        }
    }

    /// `references: name` on a to-one: an attribute of a target with a single key, unique
    /// on its own (`unique: true`, the key, or a `unique:` entry of that one attribute
    /// without `where:`), since SQLite refuses a foreign key to columns no unique index
    /// covers exactly ("foreign key mismatch", "SQLite Foreign Key Support").
    private mutating func checkReferences(_ name: String, of owner: String, to target: Entity, at location: SourceLocation) {
        guard !target.hasCompositeKey else {
            error("`references` on \(owner), whose target \(quoted(target.name)) has a composite key", at: location,
                  hint: "remove it: a relationship to a composite key references the whole key, with `columns:`")
            return
        }
        guard let attribute = target.attribute(named: name) else {
            error("`references` on \(owner) names \(quoted(name)), which is not an attribute of \(quoted(target.name))", at: location,
                  hint: Suggestion.didYouMean(name, among: target.attributes.map(\.name)) ?? "name a unique attribute of \(quoted(target.name))")
            return
        }
        let unique = attribute.isPrimaryKey || attribute.isUnique
            || target.uniques.contains { $0.attributes == [name] && $0.condition == nil }
        if !unique {
            error("`references` on \(owner) names \(quoted("\(target.name).\(name)")), which is not unique, and a foreign key references a unique column", at: location,
                  hint: "mark \(quoted("\(target.name).\(name)")) `unique: true`, or reference the key (remove `references`)")
        }
        if attribute.type == .json || attribute.type == .data {
            error("`references` on \(owner) names \(quoted("\(target.name).\(name)")), of type `\(attribute.type.rawValue)`, which cannot identify a row", at: location,
                  hint: "reference a `string`, `int` or `uuid` attribute")
        }
    }

    private mutating func checkStorage(of relationship: Relationship, in entity: Entity) {
        let entityName = entity.name, relationshipName = relationship.name
        let owner = { quoted("\(entityName).\(relationshipName)") }
        let holdsKey = model.holdsForeignKey(relationship, in: entity)
        for option in ["sqlType", "indexed", "onUpdate", "deferred", "foreignKeyName", "references", "defaultSQL"] where relationship.keyLocations[option] != nil && !holdsKey {
            error("`\(option)` on \(owner()), which has no foreign-key column in \(quoted(entity.table))", at: relationship.location(of: option),
                  hint: "put it on the to-one side that stores the key (the inverse on \(quoted(relationship.target)))")
        }
        if let target = model.entity(named: relationship.target) {
            checkCompositeKey(of: relationship, in: entity, to: target, holdsKey: holdsKey, owner: owner())
        }
        if holdsKey, let defaultSQL = relationship.defaultSQL {
            let columnCount = model.foreignKeyColumns(of: relationship).count
            if isBlank(defaultSQL) {
                error("\(owner()) has an empty `defaultSQL`", at: relationship.location(of: "defaultSQL"), hint: "write the key's default as SQL, such as `1`")
            } else if columnCount > 1 {
                error("`defaultSQL` on \(owner()), whose foreign key has \(columnCount) columns", at: relationship.location(of: "defaultSQL"),
                      hint: "a default is one column's; remove it")
            }
        }
        if holdsKey, let references = relationship.references, let target = model.entity(named: relationship.target) {
            checkReferences(references, of: owner(), to: target, at: relationship.location(of: "references"))
        }
        if holdsKey, let sqlType = relationship.sqlType, let key = model.referencedAttribute(of: relationship) {
            checkDeclaredType(sqlType, for: key.type, of: owner(), in: entity, at: relationship.location(of: "sqlType"))
        }
        if relationship.isAutoincrement {
            let at = relationship.location(of: "autoincrement")
            if !holdsKey || entity.compositeKey != [relationship.name] {
                error("`autoincrement` on \(owner()), which is not its entity's key", at: at,
                      hint: "only a to-one that is the whole key (`primaryKey: [\(relationship.name)]`) can be AUTOINCREMENT; remove `autoincrement: true`")
            } else if model.referencedAttribute(of: relationship)?.type != .int || (relationship.sqlType.map { $0.uppercased() != "INTEGER" } ?? false) {
                error("`autoincrement` on \(owner()), whose key is not an `int` stored as INTEGER", at: at,
                      hint: "SQLite allows AUTOINCREMENT only on an `INTEGER PRIMARY KEY`; remove `autoincrement: true` or another `sqlType`")
            } else if entity.isWithoutRowID {
                error("`autoincrement` on \(owner()) of a `withoutRowID` entity", at: at, hint: "AUTOINCREMENT needs a row id; remove one of the two")
            }
        }
        if let spec = relationship.joinTable {
            let at = relationship.location(of: "joinTable")
            if !model.isManyToMany(relationship) {
                error("`joinTable` on \(owner()), which is not one side of a many-to-many", at: at,
                      hint: "only a to-many whose inverse is to-many has a join table")
            } else if let inverse = model.inverse(of: relationship), inverse.joinTable != nil,
                      (entity.name, relationship.name) > (relationship.target, inverse.name) {
                error("both sides of many-to-many \(owner()) declare `joinTable`", at: at, hint: "keep it on one side")
            }
            for (option, value) in [("name", spec.name), ("joinColumn", spec.joinColumn), ("inverseJoinColumn", spec.inverseJoinColumn)] {
                if let value, isBlank(value) {
                    error("`joinTable` of \(owner()) has an empty `\(option)`", at: at, hint: "give a name, or leave `\(option)` out for modelc's")
                }
            }
            if let column = spec.joinColumn, column == spec.inverseJoinColumn {
                error("`joinTable` of \(owner()) uses \(quoted(column)) for both columns", at: at, hint: "give the two columns different names")
            }
        }
    }

    /// `sqlType` must be allowed in a STRICT table and must not make SQLite convert the
    /// attribute's values (TEXT affinity on a number, INTEGER or REAL on text). `STRICT`
    /// is SQLite's table option: a model in PostgreSQL's words (`dialect: postgres`),
    /// which is that server's alone, declares its server's types (`varchar(20)`) in
    /// tables that always enforce them, so the first rule is not its.
    private mutating func checkDeclaredType(_ sqlType: String, for type: AttributeType, of owner: String, in entity: Entity, at location: SourceLocation) {
        let upper = sqlType.uppercased().trimmingCharacters(in: .whitespaces)
        if entity.isStrict, model.carriesSQLiteSQL, !Self.strictTypes.contains(upper) {
            error("`sqlType: \(sqlType)` on \(owner) is not allowed in a STRICT table", at: location,
                  hint: "a STRICT table accepts INT, INTEGER, REAL, TEXT, BLOB or ANY; add `strict: false` to \(quoted(entity.name)) to keep this type")
            return
        }
        let affinity = Self.affinity(of: upper)
        let clash: Bool
        switch type {
        // BLOB affinity (no declared type, as Zotero's `itemData.valueID`) converts nothing:
        // a number stays the number it was written as.
        case .int, .int16, .int32, .bool, .double, .float: clash = affinity == "TEXT"
        case .string, .url, .uuid, .json:
            clash = (affinity == "INTEGER" || affinity == "REAL") && !Self.textIsNeverANumber(upper) && !namesTextEnum(sqlType)
        // No affinity converts a BLOB ("Datatypes In SQLite", 3.0): a GeoPackage's geometry
        // blobs stay blobs in a column declared `POINT`, whose affinity is INTEGER.
        case .data, .date, .decimal: clash = false
        }
        if clash {
            error("`sqlType: \(sqlType)` on \(owner) has \(affinity) affinity, which converts `\(type.rawValue)` values", at: location,
                  hint: "pick a declared type whose affinity fits `\(type.rawValue)` (see \"Datatypes In SQLite\"), or change the type")
        }
    }

    /// Whether `sqlType` names an enum of the model's `types:` none of whose labels reads
    /// as a number: a server's own type, whose name only happens to hold `INT`
    /// (`appointment_status`, `integration_state`), and whose values SQLite's INTEGER
    /// affinity keeps as the text they are.
    private func namesTextEnum(_ sqlType: String) -> Bool {
        let name = sqlType.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\"", with: "").lowercased()
        return model.types.contains { type in
            let typeName = type.name.lowercased()
            guard name == typeName || name.hasSuffix("." + typeName), let labels = type.enumLabels else { return false }
            return !labels.contains { Double($0.trimmingCharacters(in: .whitespaces)) != nil }
        }
    }

    /// Whether every value of the declared type, written as text, has a form no affinity
    /// takes for a number, so that a string of it is stored as the string: arrays
    /// (`integer[]`: `{1,2}`), intervals (`1 day`, `01:00:00`), geometric types (`point`:
    /// `(1,2)`) and ranges (`int4range`: `[1,5)`), whose names only happen to hold `INT`
    /// or `DOUB`. Models adopted from a server's schema say them.
    static func textIsNeverANumber(_ upper: String) -> Bool {
        if upper.hasSuffix("]") { return true }
        let name = upper.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return neverNumericTypes.contains(String(name))
    }

    private static let neverNumericTypes: Set<String> = [
        "INTERVAL", "POINT", "LINE", "LSEG", "BOX", "PATH", "POLYGON", "CIRCLE",
        "INT4RANGE", "INT8RANGE", "NUMRANGE", "TSRANGE", "TSTZRANGE", "DATERANGE",
        "INT4MULTIRANGE", "INT8MULTIRANGE", "NUMMULTIRANGE", "TSMULTIRANGE", "TSTZMULTIRANGE", "DATEMULTIRANGE",
    ]

    /// SQLite's column affinity of a declared type ("Datatypes In SQLite", 3.1), with
    /// no type at all as BLOB.
    static func affinity(of upper: String) -> String {
        if upper.contains("INT") { return "INTEGER" }
        if upper.contains("CHAR") || upper.contains("CLOB") || upper.contains("TEXT") { return "TEXT" }
        if upper.contains("BLOB") || upper.isEmpty { return "BLOB" }
        if upper.contains("REAL") || upper.contains("FLOA") || upper.contains("DOUB") { return "REAL" }
        return "NUMERIC"
    }

    private func isBlank(_ text: String) -> Bool {
        text.allSatisfy(\.isWhitespace)
    }

    /// The text of `sql` when it is one string literal (`'t'`, `('t')`), else nil.
    static func textLiteral(_ sql: String) -> String? {
        var text = Substring(sql).trimmingCharacters(in: .whitespaces)[...]
        while text.hasPrefix("("), text.hasSuffix(")") { text = text.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)[...] }
        guard text.count >= 2, text.hasPrefix("'"), text.hasSuffix("'") else { return nil }
        let body = text.dropFirst().dropLast()
        guard !body.replacingOccurrences(of: "''", with: "").contains("'") else { return nil }
        return body.replacingOccurrences(of: "''", with: "'")
    }

    /// The names of named `check:` items are not empty. A name may be used twice in a
    /// table where the engine allows it (SQLite gives a CHECK written without a comma
    /// after a named constraint that constraint's name, as GeoPackage's tables have it);
    /// an engine that does not refuses the model when it compiles it.
    private mutating func checkCheckNames(of entity: Entity) {
        let named = [(entity.checkNames, entity.location(of: "check"))]
            + entity.attributes.map { ($0.checkNames, $0.location(of: "check")) }
        for (names, location) in named where names.values.contains(where: isBlank) {
            error("a named `check` of \(quoted(entity.name)) has an empty `name`", at: location, hint: "give it a name, or write the expression alone")
        }
    }
}
