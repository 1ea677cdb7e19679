/// Checks on names: identifiers that cannot be names at all, names SQLite reserves,
/// and names that collide, exactly, by case, or after snake_casing into SQL names.
///
/// SQL keywords, quotes and spaces are legal: every identifier is quoted in the SQL
/// modelc writes. SQLite compares identifiers case-insensitively, so `Person` and
/// `person` are the same table and collide.
extension Validation {
    /// Empty names and names containing control characters, wherever a name is written.
    ///
    /// A column, table or JSON key derived from a name is only checked when it was
    /// written out: a bad name is reported once, as the name. The text naming where a
    /// name sits is built only for a name that has a problem.
    mutating func checkIdentifiers() {
        let model = self.model
        checkIdentifier(model.name, "model name", at: model.location(of: "model"))
        for entity in model.entities {
            checkIdentifier(entity.name, "entity name", at: entity.location)
            if Self.mayBeReported(entity.table), entity.table != Naming.snakeCase(entity.name) {
                checkIdentifier(entity.table, "table name", "of entity \(quoted(entity.name))", at: entity.location(of: "table"))
            }
            checkReservedTable(entity.table, at: entity.location(of: "table"), hint: "set `table:` on entity \(quoted(entity.name)) to another name")
            if let renamedFrom = entity.renamedFrom {
                checkIdentifier(renamedFrom, "`renamedFrom`", "of entity \(quoted(entity.name))", at: entity.location(of: "renamedFrom"))
            }
            for attribute in entity.attributes {
                checkIdentifier(attribute.name, "attribute name", "in entity \(quoted(entity.name))", at: attribute.location)
                checkSwiftProperty(attribute.name, "attribute", in: entity, column: attribute.column, at: attribute.location)
                if Self.mayBeReported(attribute.column), attribute.column != Naming.snakeCase(attribute.name) {
                    checkIdentifier(attribute.column, "column name", "of \(qualified(entity, attribute.name))", at: attribute.location(of: "column"))
                }
                if Self.mayBeReported(attribute.jsonKey), attribute.jsonKey != attribute.name, attribute.jsonKey != Naming.snakeCase(attribute.name) {
                    checkIdentifier(attribute.jsonKey, "JSON key", "of \(qualified(entity, attribute.name))", at: attribute.location(of: "jsonKey"))
                }
                if let renamedFrom = attribute.renamedFrom {
                    checkIdentifier(renamedFrom, "`renamedFrom`", "of \(qualified(entity, attribute.name))", at: attribute.location(of: "renamedFrom"))
                }
                for merged in attribute.mergedFrom {
                    checkIdentifier(merged, "`mergedFrom`", "of \(qualified(entity, attribute.name))", at: attribute.location(of: "mergedFrom"))
                }
                // The key of a rowid table named `ROWID` (the iOS address book's) is the
                // row id itself, which it hides nothing of.
                let isTheRowID = attribute.isPrimaryKey && entity.compositeKey.isEmpty && !entity.isWithoutRowID && isRowID(attribute)
                if !isTheRowID {
                    checkReservedColumn(attribute.column, of: qualified(entity, attribute.name), in: entity, at: attribute.location(of: "column"))
                }
            }
            for relationship in entity.relationships {
                checkIdentifier(relationship.name, "relationship name", "in entity \(quoted(entity.name))", at: relationship.location)
                checkSwiftProperty(relationship.name, "relationship", in: entity, column: relationship.isToMany ? nil : relationship.column, at: relationship.location)
                if Self.mayBeReported(relationship.jsonKey), relationship.jsonKey != relationship.name, relationship.jsonKey != Naming.snakeCase(relationship.name) {
                    checkIdentifier(relationship.jsonKey, "JSON key", "of \(qualified(entity, relationship.name))", at: relationship.location(of: "jsonKey"))
                }
                if let renamedFrom = relationship.renamedFrom {
                    checkIdentifier(renamedFrom, "`renamedFrom`", "of \(qualified(entity, relationship.name))", at: relationship.location(of: "renamedFrom"))
                }
                for merged in relationship.mergedFrom {
                    checkIdentifier(merged, "`mergedFrom`", "of \(qualified(entity, relationship.name))", at: relationship.location(of: "mergedFrom"))
                }
                if !relationship.isToMany {
                    if relationship.hasExplicitColumn {
                        checkIdentifier(relationship.column, "foreign-key column", "of \(qualified(entity, relationship.name))", at: relationship.location(of: "column"))
                    }
                    checkReservedColumn(relationship.column, of: qualified(entity, relationship.name), in: entity, at: relationship.location(of: "column"))
                }
            }
        }
    }

    /// Whether `checkIdentifier` could report `name`: only an empty name or one with a
    /// character outside printable ASCII can be. Asked first, so the usual name skips
    /// working out whether it was written out (a snake_casing per name).
    private static func mayBeReported(_ name: String) -> Bool {
        name.isEmpty || !isPrintableASCII(name)
    }

    /// `attribute name `a\u{9}b` in entity `Person` contains the control character U+0009`.
    mutating func checkIdentifier(_ name: String, _ kind: String, _ context: @autoclosure () -> String = "", at location: @autoclosure () -> SourceLocation) {
        guard Self.mayBeReported(name) else { return }
        let written = context()
        let context = written.isEmpty ? "" : " " + written
        let location = location()
        if name.isEmpty {
            error("\(kind)\(context) is empty", at: location, hint: "write a non-empty name")
        } else if let scalar = name.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            error(
                "\(kind) \(quoted(name))\(context) contains the control character \(codePoint(scalar))",
                at: location,
                hint: "remove the control character"
            )
        }
    }

    /// A member named `self`: a generated record's property of that name would hide the
    /// record's own `self` from every line of its code (Swift lets a stored property
    /// shadow it), so the records would not compile. The name is the model's only: a
    /// rename keeps the column with `column:`.
    mutating func checkSwiftProperty(_ name: String, _ kind: String, in entity: Entity, column: String?, at location: @autoclosure () -> SourceLocation) {
        guard name == "self" || name == "Self" else { return }
        let keep = column.map { " and keep its column with `column: \($0)`" } ?? ""
        error("\(kind) \(quoted(name)) in entity \(quoted(entity.name)) cannot be a property of the generated record: Swift's `self` names the record itself",
              at: location(), hint: "rename the \(kind) (say `\(name)Value`)\(keep)")
    }

    /// Tables SQLite or modelc itself own.
    mutating func checkReservedTable(_ table: String, at location: SourceLocation, hint: @autoclosure () -> String) {
        if sqlKey(table).hasPrefix("sqlite_") {
            error("table name \(quoted(table)) is reserved: SQLite owns every name starting with `sqlite_`", at: location, hint: hint())
        } else if sqlKey(table) == ReservedNames.grdbMigrations {
            error("table name \(quoted(table)) is reserved for the history of GRDB's migrator, which the generated code embeds", at: location, hint: hint())
        } else if ReservedNames.tables.contains(sqlKey(table)) {
            error("table name \(quoted(table)) is reserved for modelc's migration history", at: location, hint: hint())
        }
    }

    /// Columns named like SQLite's implicit row id hide it; legal, but surprising, in a
    /// table the model designs (STRICT, modelc's own). A table that is not STRICT is one
    /// adopted from a database, whose column is what it is (Anki's `graves.oid`): the
    /// model that `inspect --as-model` writes for it is not warned about it, so that it
    /// passes `validate --strict` as written. A model in another engine's words
    /// (`dialect: postgres`) has no row id to hide.
    mutating func checkReservedColumn(_ column: String, of owner: @autoclosure () -> String, in entity: Entity, at location: @autoclosure () -> SourceLocation) {
        // `sqlKey` keeps the length in bytes, and the aliases are 3, 5 and 7 bytes long:
        // other columns are passed over without folding and hashing their names.
        let length = column.utf8.count
        guard entity.isStrict, model.carriesSQLiteSQL, length == 3 || length == 5 || length == 7, Validation.rowIDAliases.contains(sqlKey(column)) else { return }
        let location = location()
        warning(
            "column \(quoted(column)) of \(owner()) hides SQLite's built-in \(quoted(sqlKey(column))) of the table",
            at: location,
            hint: "set `column:` to another name if you need to reach the row id"
        )
    }

    /// Duplicate entities (exact or by case) and tables that collide.
    mutating func checkEntityNames() {
        var seenNames: [String: Entity] = [:]
        var seenTables: [String: Entity] = [:]
        for entity in model.entities {
            let nameKey = entity.name.lowercased()
            if let first = seenNames[nameKey] {
                if first.name == entity.name {
                    error(
                        "entity \(quoted(entity.name)) is declared twice",
                        at: entity.location,
                        hint: "rename or remove one; the other is at line \(first.location.line)"
                    )
                } else {
                    error(
                        "entity \(quoted(entity.name)) differs from entity \(quoted(first.name)) only by case",
                        at: entity.location,
                        hint: "SQLite table names ignore case; rename one of them"
                    )
                }
                continue
            }
            seenNames[nameKey] = entity
            if entity.renamedFrom == entity.name {
                warning(
                    "entity \(quoted(entity.name)) is `renamedFrom` its own name",
                    at: entity.location(of: "renamedFrom"),
                    hint: "remove `renamedFrom`, or name the entity's previous name"
                )
            }
            let tableKey = objectKey(entity.table)
            if let first = seenTables[tableKey] {
                error(
                    "table \(quoted(entity.table)) of entity \(quoted(entity.name)) collides with table \(quoted(first.table)) of entity \(quoted(first.name))",
                    at: entity.location(of: "table"),
                    hint: "set `table:` on one of them"
                )
            } else {
                seenTables[tableKey] = entity
            }
        }
    }

    /// Attributes and relationships share one namespace (they are all properties of one
    /// Swift type) and, for attributes and to-one relationships, one set of columns.
    ///
    /// Members are read by position (`members[index].name`) rather than bound one by one
    /// in the loops: binding copies each member, which a model of thousands of entities
    /// pays for tens of thousands of times.
    mutating func checkMemberNames(of entity: Entity) {
        let members = members(of: entity)
        var collidingPairs = Set<[Int]>()
        var seenNames: [String: Int] = [:]
        seenNames.reserveCapacity(members.count)
        for index in members.indices where members[index].kind != .position {
            guard let firstIndex = Self.firstIndex(of: members[index].name.lowercased(), in: &seenNames, adding: index) else { continue }
            let first = members[firstIndex], member = members[index]
            collidingPairs.insert([firstIndex, index])
            if first.name != member.name {
                error(
                    "\(member.kind) \(qualified(entity, member.name)) differs from \(first.kind) \(quoted(first.name)) only by case",
                    at: member.location,
                    hint: "names that differ only by case map to the same SQLite column; rename one of them"
                )
            } else if first.kind == member.kind {
                error(
                    "\(member.kind) \(qualified(entity, member.name)) is declared twice",
                    at: member.location,
                    hint: "rename or remove one; the other is at line \(first.location.line)"
                )
            } else {
                error(
                    "\(quoted(entity.name)) declares \(quoted(member.name)) both as an attribute and as a relationship",
                    at: member.location,
                    hint: "rename one of them"
                )
            }
        }
        var seenColumns: [String: Int] = [:]
        seenColumns.reserveCapacity(members.count)
        for index in members.indices {
            guard let column = members[index].column else { continue }
            guard let firstIndex = Self.firstIndex(of: sqlKey(column), in: &seenColumns, adding: index) else { continue }
            guard collidingPairs.insert([firstIndex, index]).inserted else { continue }
            reportColumnCollision(members[firstIndex], members[index], column: column, in: entity)
        }
        var seenJSONKeys: [String: Int] = [:]
        seenJSONKeys.reserveCapacity(members.count)
        for index in members.indices where members[index].kind != .position {
            guard let firstIndex = Self.firstIndex(of: members[index].jsonKey, in: &seenJSONKeys, adding: index) else { continue }
            guard collidingPairs.insert([firstIndex, index]).inserted else { continue }
            let member = members[index]
            error(
                "JSON key \(quoted(member.jsonKey)) of \(qualified(entity, member.name)) is also the JSON key of \(quoted(members[firstIndex].name))",
                at: member.jsonKeyLocation,
                hint: "set `jsonKey:` on one of them"
            )
        }
    }

    /// The index first seen under `key`, or nil after recording `index` as the first.
    ///
    /// One hash lookup for the usual new key instead of a lookup and an insert; a key
    /// seen before keeps its first index, so every later duplicate is reported against
    /// the first one.
    private static func firstIndex(of key: String, in seen: inout [String: Int], adding index: Int) -> Int? {
        guard let first = seen.updateValue(index, forKey: key) else { return nil }
        seen[key] = first
        return first
    }

    private mutating func reportColumnCollision(_ first: Member, _ second: Member, column: String, in entity: Entity) {
        let hint = "set `column:` on the relationship, e.g. `column: \(Naming.snakeCase(second.name))_ref`"
        switch (first.kind, second.kind) {
        case (.attribute, .attribute):
            error(
                "attribute \(qualified(entity, second.name)) maps to column \(quoted(column)), already used by attribute \(quoted(first.name))",
                at: second.columnLocation,
                hint: "rename one of them or set `column:` on one"
            )
        case (.relationship, .relationship):
            error(
                "foreign-key column \(quoted(column)) of relationship \(qualified(entity, second.name)) is already used by relationship \(quoted(first.name))",
                at: second.columnLocation,
                hint: hint
            )
        case (.attribute, .relationship):
            error(
                "foreign-key column \(quoted(column)) of relationship \(qualified(entity, second.name)) collides with attribute \(quoted(first.name))",
                at: second.columnLocation,
                hint: hint
            )
        case (_, .position):
            error(
                "position column \(quoted(column)) that ordered \(quoted(second.name)) adds to \(quoted(entity.name)) collides with \(first.kind) \(quoted(first.name))",
                at: second.columnLocation,
                hint: "rename `\(first.name)` or set `column:` on it"
            )
        default:
            // Relationships and position columns come after attributes, so the first is never one of them here.
            break
        }
    }

    /// Attributes first, then relationships, each in declaration order, then the
    /// position columns that ordered one-to-many relationships elsewhere add here.
    func members(of entity: Entity) -> [Member] {
        var members: [Member] = []
        members.reserveCapacity(entity.attributes.count + entity.relationships.count)
        for attribute in entity.attributes {
            members.append(Member(
                kind: .attribute, name: attribute.name, column: attribute.column, jsonKey: attribute.jsonKey,
                location: attribute.location, keyLocations: attribute.keyLocations))
        }
        for relationship in entity.relationships {
            members.append(Member(
                kind: .relationship, name: relationship.name,
                // A composite foreign key's other columns are checked with the key (`checkCompositeKey`).
                column: model.holdsForeignKey(relationship, in: entity) ? (model.foreignKeyColumns(of: relationship).first?.name ?? relationship.column) : nil,
                jsonKey: relationship.jsonKey, location: relationship.location, keyLocations: relationship.keyLocations))
        }
        for (other, relationship) in model.relationships(targeting: entity.name) {
            guard let column = model.positionColumn(forOrdered: relationship) else { continue }
            members.append(Member(
                kind: .position, name: "\(other.name).\(relationship.name)", column: column, jsonKey: "",
                location: relationship.location, keyLocations: relationship.keyLocations))
        }
        return members
    }

    static let rowIDAliases: Set<String> = ["rowid", "oid", "_rowid_"]
}

/// An attribute or relationship seen through what the name checks need.
struct Member {
    enum Kind: String, CustomStringConvertible {
        case attribute, relationship
        /// The position column of an ordered one-to-many, on the child's table.
        case position
        var description: String { rawValue }
    }

    var kind: Kind
    var name: String
    /// The column it occupies in the entity's table: nil for relationships whose foreign
    /// key lives on the other side.
    var column: String?
    var jsonKey: String
    var location: SourceLocation
    /// Where the element's options were written (of the ordered relationship, for a
    /// position column); the two locations below are looked up only for a diagnostic.
    var keyLocations: [String: SourceLocation]

    /// Where the column is named: the `column:` key when written, else the element
    /// (for a position column, the relationship's `ordered:` key).
    var columnLocation: SourceLocation {
        keyLocations[kind == .position ? "ordered" : "column"] ?? location
    }

    /// Where the JSON key is named: the `jsonKey:` key when written, else the element.
    var jsonKeyLocation: SourceLocation {
        kind == .position ? location : keyLocations["jsonKey"] ?? location
    }
}

extension Validation {
    /// The form under which the model's engine compares the names of tables, indexes and
    /// views: SQLite's (`sqlKey`), unless the model is in another engine's words
    /// (`dialect:`), whose quoted names may count case (`foo` and `"Foo"` two tables).
    func objectKey(_ name: String) -> String {
        model.carriesSQLiteSQL ? sqlKey(name) : name
    }
}

/// The form under which SQLite compares identifiers: ASCII letters folded to lowercase,
/// everything else as written (SQLite does not fold non-ASCII letters).
func sqlKey(_ name: String) -> String {
    if !name.utf8.contains(where: { (65...90).contains($0) }) { return name }
    var result = ""
    for scalar in name.unicodeScalars {
        if (65...90).contains(scalar.value), let lower = Unicode.Scalar(scalar.value + 32) {
            result.unicodeScalars.append(lower)
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

/// A name with its control characters spelled out (`a\u{7}b`), safe to print.
func displayable(_ name: String) -> String {
    if isPrintableASCII(name) { return name }
    var result = ""
    for scalar in name.unicodeScalars {
        if scalar.properties.generalCategory == .control {
            result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

/// Whether every character of `name` is printable ASCII (space to `~`), so no control
/// character can be in it. Names almost always are; the check spares them the Unicode
/// property lookup per character, which validation would otherwise pay for every name
/// of a large model.
func isPrintableASCII(_ name: String) -> Bool {
    name.utf8.allSatisfy { (0x20..<0x7F).contains($0) }
}

/// `U+0007`.
func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}
