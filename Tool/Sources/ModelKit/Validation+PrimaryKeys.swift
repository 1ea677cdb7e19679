/// Checks that every entity has exactly one usable primary key.
///
/// The key is the attribute marked `primaryKey: true`, else the attribute named `id`
/// (the loader marks that one), or the members listed by `primaryKey: [a, b]` on the
/// entity (a composite key, as join tables with extra columns and many existing
/// databases have).
///
/// A key column is required, but for one case real databases have and SQLite allows: in
/// a rowid table that is not STRICT, a key column without NOT NULL (`key TEXT PRIMARY
/// KEY`, `PRIMARY KEY (a, b)` over nullable columns) holds NULL, and an adopted model
/// says so with `optional: true` on the key (or a member) of an entity with `strict:
/// false`. STRICT and WITHOUT ROWID tables make key columns NOT NULL whatever the DDL
/// says, so there `optional` is refused.
extension Validation {
    mutating func checkPrimaryKey(of entity: Entity) {
        if entity.isKeyedByRowID {
            checkRowIDKey(of: entity)
            return
        }
        if entity.hasCompositeKey {
            checkCompositeKey(of: entity)
            return
        }
        let marked = entity.attributes.filter(\.isPrimaryKey)
        guard let key = marked.first ?? entity.attribute(named: "id") else {
            error(
                "entity \(quoted(entity.name)) has no primary key",
                at: entity.location,
                hint: "add `id: { type: uuid, primaryKey: true }` or mark an attribute `primaryKey: true`"
            )
            return
        }
        for extra in marked.dropFirst() {
            error(
                "entity \(quoted(entity.name)) has two primary keys, \(quoted(key.name)) and \(quoted(extra.name))",
                at: extra.location(of: "primaryKey"),
                hint: "keep `primaryKey: true` on one attribute; make the other `unique: true`"
            )
        }
        let owner = qualified(entity, key.name)
        if key.isOptional {
            checkOptionalKey("primary key \(owner)", of: entity, at: key.location(of: "optional"))
            if !entity.isStrict, !entity.isWithoutRowID, model.carriesSQLiteSQL, isRowID(key) {
                warning(
                    "primary key \(owner) is optional, but it is the table's row id, which is never NULL (SQLite stores the next row id instead)",
                    at: key.location(of: "optional"),
                    hint: "remove `optional: true` (or the `?`)"
                )
            }
        }
        if key.defaultValue != nil {
            warning(
                "primary key \(owner) has a constant `default`: every row inserted without a key gets the same one, and the second insert fails",
                at: key.location(of: "default"),
                hint: "remove `default` and let the app (uuid) or SQLite (integer row id) choose the key"
            )
        }
        // Bytes identify a row as well as text does (SQLite compares BLOBs byte by byte;
        // Windows Timeline's `Activity` is keyed by a 16-byte GUID, as a composite key's
        // member may already be); a JSON value has many spellings of one value.
        if key.type == .json {
            error(
                "primary key \(owner) has type `json`, which cannot identify a row",
                at: key.location(of: "type"),
                hint: "use `uuid`, `int`, `string` or `data` for the primary key"
            )
        }
    }

    /// `primaryKey: [a, b]`: each member an attribute or a to-one relationship holding
    /// its foreign key, named once, required; no attribute also marked `primaryKey`.
    private mutating func checkCompositeKey(of entity: Entity) {
        let at = entity.location(of: "primaryKey")
        var seen = Set<String>()
        for member in entity.compositeKey {
            guard seen.insert(member).inserted else {
                error("\(quoted(member)) appears twice in the primary key of \(quoted(entity.name))", at: at, hint: "list each member once")
                continue
            }
            if let attribute = entity.attribute(named: member) {
                if attribute.isOptional {
                    checkOptionalKey("primary-key member \(qualified(entity, member))", of: entity, at: attribute.location(of: "optional"))
                }
                if attribute.type == .json {
                    error("primary-key member \(qualified(entity, member)) has type `json`, which cannot identify a row", at: at,
                          hint: "use `int`, `string` or `uuid` members")
                }
            } else if let relationship = entity.relationship(named: member) {
                if relationship.isToMany || !model.holdsForeignKey(relationship, in: entity) {
                    error("primary-key member \(qualified(entity, member)) has no column in \(quoted(entity.table))", at: at,
                          hint: "a key member is an attribute or a to-one relationship whose foreign key is stored here")
                } else if relationship.isOptional {
                    checkOptionalKey("primary-key member \(qualified(entity, member))", of: entity, at: relationship.location(of: "optional"))
                }
            } else if !entity.unreadAttributeNames.contains(member) {
                let candidates = entity.attributes.map(\.name) + entity.relationships.filter { !$0.isToMany }.map(\.name)
                error("the primary key of \(quoted(entity.name)) names unknown attribute \(quoted(member))", at: at,
                      hint: entity.renameHint(for: member) ?? Suggestion.didYouMean(member, among: candidates)
                          ?? "name attributes or to-one relationships of \(quoted(entity.name))")
            }
        }
        for attribute in entity.attributes where attribute.isPrimaryKey {
            error("\(qualified(entity, attribute.name)) is marked `primaryKey: true` while \(quoted(entity.name)) declares `primaryKey: [\(entity.compositeKey.joined(separator: ", "))]`",
                  at: attribute.location(of: "primaryKey"), hint: "keep one of the two: list it in the entity's `primaryKey:` or remove that list")
        }
    }

    /// An optional key (or key member), `what`, is an error unless `entity`'s table is a
    /// rowid table that is not STRICT, the one kind whose key columns SQLite lets hold
    /// NULL. A model in another engine's words (`dialect: postgres`) has no such table:
    /// its key columns are never NULL, whatever `strict:` says.
    private mutating func checkOptionalKey(_ what: String, of entity: Entity, at location: SourceLocation) {
        if let dialect = model.dialect, !model.carriesSQLiteSQL {
            error("\(what) is optional, but the key columns of a table are never NULL in a model for \(dialect)", at: location,
                  hint: "remove `optional: true` (or the `?`): a key always has a value")
            return
        }
        guard entity.isStrict || entity.isWithoutRowID else { return }
        let table = entity.isWithoutRowID ? "a WITHOUT ROWID table" : "a STRICT table"
        error(
            "\(what) is optional, but the key columns of \(table) are never NULL",
            at: location,
            hint: "remove `optional: true` (or the `?`): a key always has a value (an optional key describes an existing table that is neither STRICT nor WITHOUT ROWID, with `strict: false`)"
        )
    }

    /// Whether `key`, the entity's one key attribute, compiles to `INTEGER PRIMARY KEY`,
    /// SQLite's alias of the row id.
    func isRowID(_ key: Attribute) -> Bool {
        guard [.int, .int16, .int32, .bool].contains(key.type) else { return false }
        return (key.sqlType ?? "INTEGER").uppercased() == "INTEGER"
    }

    /// `primaryKey: rowid`: a rowid table (not WITHOUT ROWID) with no key attribute, which
    /// no foreign key references (SQLite's foreign keys name declared columns, "SQLite
    /// Foreign Key Support"), so every relationship to it is held by it.
    private mutating func checkRowIDKey(of entity: Entity) {
        if entity.isWithoutRowID {
            error("entity \(quoted(entity.name)) is keyed by the rowid but is `withoutRowID`, which has none", at: entity.location(of: "withoutRowID"),
                  hint: "remove `withoutRowID: true`, or name the key's attributes in `primaryKey:`")
        }
        for attribute in entity.attributes where attribute.isPrimaryKey {
            error("\(qualified(entity, attribute.name)) is marked `primaryKey: true` while \(quoted(entity.name)) is keyed by the rowid (`primaryKey: rowid`)",
                  at: attribute.location(of: "primaryKey"), hint: "keep one of the two")
        }
        for other in model.entities {
            for relationship in other.relationships where relationship.target == entity.name {
                let inverse = model.inverse(of: relationship)
                // A to-one naming a unique attribute with `references:` needs no rowid.
                let referencesIt = relationship.isToMany
                    ? inverse.map { $0.isToMany } ?? true
                    : model.holdsForeignKey(relationship, in: other) && relationship.references == nil
                guard referencesIt else { continue }
                error("relationship \(qualified(other, relationship.name)) needs a foreign key to \(quoted(entity.name)), whose rows only the hidden rowid tells apart, which a foreign key cannot reference",
                      at: relationship.location, hint: "give \(quoted(entity.name)) a primary key, or let \(quoted(entity.name)) hold the foreign key (a to-one from it)")
            }
        }
    }
}
