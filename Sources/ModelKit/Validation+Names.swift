/// Checks on names: identifiers that cannot be names at all, names SQLite reserves,
/// and names that collide, exactly, by case, or after snake_casing into SQL names.
///
/// SQL keywords, quotes and spaces are legal: every identifier is quoted in the SQL
/// modelc writes. SQLite compares identifiers case-insensitively, so `Person` and
/// `person` are the same table and collide.
extension Validation {
    /// Empty names and names containing control characters, wherever a name is written.
    mutating func checkIdentifiers() {
        checkIdentifier(model.name, kind: "model name", at: model.location)
        for entity in model.entities {
            checkIdentifier(entity.name, kind: "entity name", at: entity.location)
            checkIdentifier(entity.table, kind: "table name of entity \(quoted(entity.name))", at: entity.location)
            checkReservedTable(entity.table, at: entity.location, hint: "set `table:` on entity \(quoted(entity.name)) to another name")
            if let renamedFrom = entity.renamedFrom {
                checkIdentifier(renamedFrom, kind: "`renamedFrom` of entity \(quoted(entity.name))", at: entity.location)
            }
            for attribute in entity.attributes {
                let owner = qualified(entity, attribute.name)
                checkIdentifier(attribute.name, kind: "attribute name in entity \(quoted(entity.name))", at: attribute.location)
                checkIdentifier(attribute.column, kind: "column name of \(owner)", at: attribute.location)
                checkIdentifier(attribute.jsonKey, kind: "JSON key of \(owner)", at: attribute.location)
                if let renamedFrom = attribute.renamedFrom {
                    checkIdentifier(renamedFrom, kind: "`renamedFrom` of \(owner)", at: attribute.location)
                }
                checkReservedColumn(attribute.column, of: owner, at: attribute.location)
            }
            for relationship in entity.relationships {
                let owner = qualified(entity, relationship.name)
                checkIdentifier(relationship.name, kind: "relationship name in entity \(quoted(entity.name))", at: relationship.location)
                checkIdentifier(relationship.jsonKey, kind: "JSON key of \(owner)", at: relationship.location)
                if let renamedFrom = relationship.renamedFrom {
                    checkIdentifier(renamedFrom, kind: "`renamedFrom` of \(owner)", at: relationship.location)
                }
                if !relationship.isToMany {
                    checkIdentifier(relationship.column, kind: "foreign-key column of \(owner)", at: relationship.location)
                    checkReservedColumn(relationship.column, of: owner, at: relationship.location)
                }
            }
        }
    }

    private mutating func checkIdentifier(_ name: String, kind: String, at location: SourceLocation) {
        if name.isEmpty {
            error("\(kind) is empty", at: location, hint: "write a non-empty name")
        } else if let scalar = name.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            error(
                "\(kind) \(quoted(name)) contains the control character \(codePoint(scalar))",
                at: location,
                hint: "remove the control character"
            )
        }
    }

    /// Tables SQLite or modelc itself own.
    mutating func checkReservedTable(_ table: String, at location: SourceLocation, hint: String) {
        if table.lowercased().hasPrefix("sqlite_") {
            error("table name \(quoted(table)) is reserved: SQLite owns every name starting with `sqlite_`", at: location, hint: hint)
        } else if table.lowercased() == Validation.historyTable {
            error("table name \(quoted(table)) is reserved for modelc's migration history", at: location, hint: hint)
        }
    }

    /// Columns named like SQLite's implicit row id hide it; legal, but surprising.
    private mutating func checkReservedColumn(_ column: String, of owner: String, at location: SourceLocation) {
        guard Validation.rowIDAliases.contains(column.lowercased()) else { return }
        warning(
            "column \(quoted(column)) of \(owner) hides SQLite's built-in \(quoted(column.lowercased())) of the table",
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
            let tableKey = entity.table.lowercased()
            if let first = seenTables[tableKey] {
                error(
                    "table \(quoted(entity.table)) of entity \(quoted(entity.name)) collides with table \(quoted(first.table)) of entity \(quoted(first.name))",
                    at: entity.location,
                    hint: "set `table:` on one of them"
                )
            } else {
                seenTables[tableKey] = entity
            }
        }
    }

    /// Attributes and relationships share one namespace (they are all properties of one
    /// Swift type) and, for attributes and to-one relationships, one set of columns.
    mutating func checkMemberNames(of entity: Entity) {
        let members = members(of: entity)
        var collidingPairs = Set<[Int]>()
        var seenNames: [String: Int] = [:]
        for (index, member) in members.enumerated() {
            let key = member.name.lowercased()
            guard let firstIndex = seenNames[key] else {
                seenNames[key] = index
                continue
            }
            let first = members[firstIndex]
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
        for (index, member) in members.enumerated() {
            guard let column = member.column else { continue }
            let key = column.lowercased()
            guard let firstIndex = seenColumns[key] else {
                seenColumns[key] = index
                continue
            }
            guard collidingPairs.insert([firstIndex, index]).inserted else { continue }
            reportColumnCollision(members[firstIndex], member, column: column, in: entity)
        }
        var seenJSONKeys: [String: Int] = [:]
        for (index, member) in members.enumerated() {
            guard let firstIndex = seenJSONKeys[member.jsonKey] else {
                seenJSONKeys[member.jsonKey] = index
                continue
            }
            guard collidingPairs.insert([firstIndex, index]).inserted else { continue }
            error(
                "JSON key \(quoted(member.jsonKey)) of \(qualified(entity, member.name)) is also the JSON key of \(quoted(members[firstIndex].name))",
                at: member.location,
                hint: "set `jsonKey:` on one of them"
            )
        }
    }

    private mutating func reportColumnCollision(_ first: Member, _ second: Member, column: String, in entity: Entity) {
        switch (first.kind, second.kind) {
        case (.attribute, .attribute):
            error(
                "attribute \(qualified(entity, second.name)) maps to column \(quoted(column)), already used by attribute \(quoted(first.name))",
                at: second.location,
                hint: "rename one of them or set `column:` on one"
            )
        case (.relationship, .relationship):
            error(
                "foreign-key column \(quoted(column)) of relationship \(qualified(entity, second.name)) is already used by relationship \(quoted(first.name))",
                at: second.location,
                hint: "set `column:` on the relationship, e.g. `column: \(Naming.snakeCase(second.name))_ref`"
            )
        default:
            let relationship = first.kind == .relationship ? first : second
            let attribute = first.kind == .relationship ? second : first
            error(
                "foreign-key column \(quoted(column)) of relationship \(qualified(entity, relationship.name)) collides with attribute \(quoted(attribute.name))",
                at: relationship.location,
                hint: "set `column:` on the relationship, e.g. `column: \(Naming.snakeCase(relationship.name))_ref`"
            )
        }
    }

    /// Attributes first, then relationships, each in declaration order.
    func members(of entity: Entity) -> [Member] {
        entity.attributes.map {
            Member(kind: .attribute, name: $0.name, column: $0.column, jsonKey: $0.jsonKey, location: $0.location)
        }
            + entity.relationships.map {
                Member(
                    kind: .relationship, name: $0.name,
                    column: holdsForeignKey($0, of: entity) ? $0.column : nil,
                    jsonKey: $0.jsonKey, location: $0.location)
            }
    }

    static let historyTable = "modelc_migrations"
    static let rowIDAliases: Set<String> = ["rowid", "oid", "_rowid_"]
}

/// An attribute or relationship seen through what the name checks need.
struct Member {
    enum Kind: String, CustomStringConvertible {
        case attribute, relationship
        var description: String { rawValue }
    }

    var kind: Kind
    var name: String
    /// The column it occupies in the entity's table: nil for relationships whose foreign
    /// key lives on the other side.
    var column: String?
    var jsonKey: String
    var location: SourceLocation
}

/// A name with its control characters spelled out (`a\u{7}b`), safe to print.
func displayable(_ name: String) -> String {
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

/// `U+0007`.
func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}
