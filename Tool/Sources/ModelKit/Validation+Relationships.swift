/// Checks on relationships: their target and inverse, the delete rules the storage can
/// honour, and options that only make sense on one kind of relationship.
///
/// Delete rules have Core Data's meaning: the rule sits on the relationship of the
/// object being deleted. In SQLite a rule is carried out by the foreign key, which lives
/// on the to-one side, so the rule on the *inverse* of a foreign key becomes its
/// `ON DELETE` action; a rule on the foreign-key side itself has no SQL form.
extension Validation {
    mutating func checkRelationship(_ relationship: Relationship, of entity: Entity) {
        // Built only for a message: almost every relationship passes every check.
        let entityName = entity.name, relationshipName = relationship.name
        let owner = { quoted("\(entityName).\(relationshipName)") }
        checkKindOptions(of: relationship, owner: owner)
        checkMergedFrom(of: relationship, in: entity, owner: owner)
        if relationship.renamedFrom == relationship.name {
            warning(
                "relationship \(owner()) is `renamedFrom` its own name",
                at: relationship.location(of: "renamedFrom"),
                hint: "remove `renamedFrom`, or name the relationship's previous name"
            )
        }
        if model.holdsForeignKey(relationship, in: entity), relationship.deleteRule == .cascade || relationship.deleteRule == .deny {
            // Within one entity (a tree, or the members of a Core Data hierarchy that share
            // a table) both ends are rows of the same name: said by which row they are.
            let acts = relationship.target == entity.name
                ? "SQLite's foreign key acts when the \(quoted(entity.name)) row it references is deleted, not when the row that holds it is"
                : "SQLite's foreign key acts when the referenced \(quoted(relationship.target)) is deleted, not when \(quoted(entity.name)) is"
            warning(
                "deleteRule \(relationship.deleteRule.rawValue) on \(owner()) is enforced by the runtime only: \(acts)",
                at: relationship.location(of: "deleteRule"),
                hint: foreignKeySideRuleHint(relationship, owner: owner())
            )
        }
        guard let target = checkTarget(of: relationship, owner: owner) else { return }
        guard let inverseName = relationship.inverse else {
            if relationship.isToMany {
                let suggested = lowerCamel(entity.name)
                error(
                    "to-many relationship \(owner()) has no inverse",
                    at: relationship.location,
                    hint: "the foreign key needs a to-one side: add `\(suggested): { to: \(entity.name), inverse: \(relationship.name) }` to \(quoted(target.name)) and `inverse: \(suggested)` here"
                )
            }
            return
        }
        guard let inverse = target.relationship(named: inverseName) else {
            error(
                "inverse \(quoted(inverseName)) of \(owner()) is not a relationship of \(quoted(target.name))",
                at: relationship.location(of: "inverse"),
                hint: Suggestion.didYouMean(inverseName, among: target.relationships.map(\.name))
                    ?? "add a relationship \(quoted(inverseName)) to \(quoted(target.name)) that points back with `inverse: \(relationship.name)`"
            )
            return
        }
        let targetName = target.name, inverseNameOnTarget = inverse.name
        let inverseOwner = { quoted("\(targetName).\(inverseNameOnTarget)") }
        if inverse.name == relationship.name, target.name == entity.name, !relationship.isToMany {
            error(
                "to-one relationship \(owner()) cannot be its own inverse: its foreign key would have to point both ways",
                at: relationship.location(of: "inverse"),
                hint: "remove `inverse`, or use two relationships (e.g. `\(relationship.name)` and `\(relationship.name)Of`) that name each other"
            )
            return
        }
        if inverse.target != entity.name {
            error(
                "\(owner()) names \(inverseOwner()) as its inverse, but \(inverseOwner()) points to \(quoted(inverse.target)), not \(quoted(entity.name))",
                at: relationship.location(of: "inverse"),
                hint: "set `to: \(entity.name)` on \(inverseOwner()), or choose another inverse"
            )
            return
        }
        if inverse.inverse != relationship.name {
            let actual = inverse.inverse.map { "has inverse \(quoted($0))" } ?? "has no inverse"
            error(
                "\(owner()) names \(inverseOwner()) as its inverse, but \(inverseOwner()) \(actual)",
                at: relationship.location(of: "inverse"),
                hint: "set `inverse: \(relationship.name)` on \(inverseOwner())"
            )
            return
        }
        checkDeleteRule(of: relationship, owner: owner, inverse: inverse, on: target)
    }

    /// Options that belong to to-many or to-one relationships only.
    /// `mergedFrom` on a relationship: only a to-one that holds its key has a column to
    /// merge into (one column: a key of several is not merged), and it names to-ones this
    /// version no longer has, as an attribute's does.
    private mutating func checkMergedFrom(of relationship: Relationship, in entity: Entity, owner: () -> String) {
        guard !relationship.mergedFrom.isEmpty else { return }
        let location = relationship.location(of: "mergedFrom")
        guard model.holdsForeignKey(relationship, in: entity), model.foreignKeyColumns(of: relationship).count <= 1 else {
            error("`mergedFrom` on \(owner()), which holds no key column of its own to take over links in",
                  at: location, hint: "put `mergedFrom` on the to-one that holds the foreign key (its inverse side holds none)")
            return
        }
        var seen: Set<String> = []
        for merged in relationship.mergedFrom {
            if !seen.insert(merged).inserted {
                error("relationship \(owner()) names \(quoted(merged)) twice in `mergedFrom`", at: location, hint: "name each previous relationship once")
            } else if merged == relationship.name || merged == relationship.renamedFrom {
                error("relationship \(owner()) is `mergedFrom` \(merged == relationship.name ? "its own name" : "its `renamedFrom`")",
                      at: location, hint: "`mergedFrom` names other to-ones of the previous version, whose links this one takes over")
            } else if entity.relationship(named: merged) != nil || entity.attribute(named: merged) != nil {
                error("relationship \(owner()) is `mergedFrom` \(quoted(merged)), which this version still has",
                      at: location,
                      hint: "a relationship named in `mergedFrom` is dropped once its links are carried over: remove \(quoted("\(entity.name).\(merged)")) from this version, or remove it from `mergedFrom`")
            }
        }
    }

    private mutating func checkKindOptions(of relationship: Relationship, owner: () -> String) {
        if relationship.isToMany {
            if relationship.hasExplicitColumn {
                error(
                    "`column:` on to-many relationship \(owner()) names no column: its foreign key lives on \(quoted(relationship.target))",
                    at: relationship.location(of: "column"),
                    hint: "remove `column:` here and set it on the inverse to-one relationship"
                )
            }
            if let minCount = relationship.minCount, minCount < 0 {
                error("`minCount` of \(owner()) is negative (\(minCount))", at: relationship.location(of: "minCount"), hint: "use 0 or more")
            }
            if let maxCount = relationship.maxCount, maxCount < 1 {
                error("`maxCount` of \(owner()) is \(maxCount)", at: relationship.location(of: "maxCount"), hint: "use 1 or more, or remove `maxCount`")
            }
            if let minCount = relationship.minCount, let maxCount = relationship.maxCount, minCount > maxCount {
                error(
                    "`minCount` \(minCount) of \(owner()) is greater than its `maxCount` \(maxCount)",
                    at: relationship.location(of: "minCount"),
                    hint: "make `minCount` at most `maxCount`"
                )
            }
        } else {
            let misplaced = [
                relationship.minCount != nil ? "minCount" : nil,
                relationship.maxCount != nil ? "maxCount" : nil,
                relationship.isOrdered ? "ordered" : nil,
            ].compactMap { $0 }
            for option in misplaced {
                error(
                    "`\(option)` applies only to to-many relationships, and \(owner()) is to-one",
                    at: relationship.location(of: option),
                    hint: "remove `\(option)`, or add `toMany: true`"
                )
            }
        }
    }

    /// The target entity, or nil after reporting why there is none.
    private mutating func checkTarget(of relationship: Relationship, owner: () -> String) -> Entity? {
        if relationship.target.isEmpty {
            // Worded as the loader words it, so a loaded model reports it once.
            error("relationship \(quoted(relationship.name)) has no `to`", at: relationship.location, hint: "add `to: <Entity>` naming the related entity")
            return nil
        }
        guard let target = model.entity(named: relationship.target) else {
            error(
                "relationship \(owner()) points to unknown entity \(quoted(relationship.target))",
                at: relationship.location(of: "to"),
                hint: Suggestion.didYouMean(relationship.target, among: model.entities.map(\.name))
                    ?? "declare entity \(quoted(relationship.target)) or fix `to:`"
            )
            return nil
        }
        return target
    }

    /// A foreign key's columns as a message names them: `` `owner_id` ``, or, of a key to a
    /// composite key, `` (`p_code`, `p_num`) ``; `column` when none are known.
    private static func foreignKeyColumnList(_ columns: [String], or column: String) -> String {
        switch columns.count {
        case 0: quoted(column)
        case 1: quoted(columns[0])
        default: "(" + columns.map(quoted).joined(separator: ", ") + ")"
        }
    }

    /// Delete rules whose SQL form cannot work, or loops forever.
    private mutating func checkDeleteRule(
        of relationship: Relationship, owner: () -> String, inverse: Relationship, on target: Entity
    ) {
        let targetName = target.name, inverseNameOnTarget = inverse.name
        let inverseOwner = { quoted("\(targetName).\(inverseNameOnTarget)") }
        if relationship.deleteRule == .nullify, !inverse.isToMany, !inverse.isOptional,
            model.holdsForeignKey(inverse, in: target)
        {
            error(
                "deleteRule nullify on \(owner()) cannot clear \(inverseOwner()): its foreign key \(Self.foreignKeyColumnList(model.foreignKeyColumns(of: inverse).map(\.name), or: inverse.column)) is required (NOT NULL), so SET NULL fails",
                at: relationship.location(of: "deleteRule"),
                hint: "make `\(inverse.name)` optional, or use deleteRule: cascade or deny"
            )
        }
        let isManyToMany = relationship.isToMany && inverse.isToMany
        // The pair is reported once, on the side whose qualified name sorts first.
        if isManyToMany, relationship.deleteRule == .cascade, inverse.deleteRule == .cascade, owner() <= inverseOwner() {
            warning(
                "many-to-many \(owner()) and \(inverseOwner()) both cascade: deleting one object deletes everything reachable through the pair, back and forth",
                at: relationship.location(of: "deleteRule"),
                hint: "use deleteRule: nullify on one side"
            )
        }
    }

    /// What to do about a cascade or deny rule on the side of a relationship that holds
    /// the foreign key: move it to the inverse, whose rule becomes the key's `ON DELETE`
    /// (a to-many's, or a one-to-one's other side), unless the inverse has it already or
    /// there is none.
    private func foreignKeySideRuleHint(_ relationship: Relationship, owner: String) -> String {
        let runtime = "keep it and delete through the modelc runtime"
        guard let name = relationship.inverse, let inverse = model.entity(named: relationship.target)?.relationship(named: name) else {
            return "\(runtime); SQLite carries out a rule that sits on the inverse of a foreign key, and \(owner) has no inverse"
        }
        let inverseOwner = quoted("\(relationship.target).\(inverse.name)")
        if inverse.deleteRule == relationship.deleteRule {
            return "its inverse \(inverseOwner) has the same rule, which the foreign key carries out as its ON DELETE; this side's is the runtime's: \(runtime), or remove it"
        }
        return "put the rule on the inverse \(inverse.isToMany ? "to-many" : "to-one") relationship \(inverseOwner), where it becomes the foreign key's ON DELETE, or \(runtime)"
    }
}

/// `OrderLine` → `orderLine`: the name a relationship pointing at an entity usually has.
func lowerCamel(_ name: String) -> String {
    guard let first = name.first else { return name }
    return first.lowercased() + name.dropFirst()
}
