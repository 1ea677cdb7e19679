import ModelKit

/// What needs the versions side by side: renames, primary keys, new required attributes.
extension CoreDataMapping {
    mutating func resolveHistory(_ imported: inout [ImportedVersion]) throws(CoreDataImportError) {
        // Read before any version's renames are resolved: resolving drops the identifiers
        // that name nothing to rename, and the next version pairs with them.
        let identifiers = imported.map { RenamingIdentifiers($0.model) }
        for index in imported.indices {
            version = index + 1
            resolveRenames(in: &imported[index].model, identifiers: identifiers[index],
                           previous: index > 0 ? (imported[index - 1].model, identifiers[index - 1]) : nil)
            noteConfigurations(of: imported[index].source)
        }
        try addKeys(to: &imported)
        for index in imported.indices.dropFirst() {
            version = index + 1
            carryLinksToNewInverses(in: &imported[index], previous: imported[index - 1].model)
            keepOneToOneKeys(in: &imported[index], previous: imported[index - 1].model)
            checkNewRequiredAttributes(in: &imported[index], previous: imported[index - 1].model)
            checkMovedStorage(of: imported[index], previous: imported[index - 1])
            checkRemovedMembers(of: imported[index], previous: imported[index - 1])
            mergePropertiesMovedUp(in: &imported[index], previous: imported[index - 1])
            renameSubEntityValues(in: &imported[index], previous: imported[index - 1])
            checkHashModifiers(of: imported[index], previous: imported[index - 1])
        }
    }

    /// A to-many that keeps its name and gets another inverse, a to-one new in this
    /// version, whose links are the old inverse's: Core Data's migration pairs the to-many
    /// with itself and keeps its links, now held by the new inverse. The old inverse is the
    /// one the import gave a to-many without an inverse (`modifiersOfItem`, CartKit's
    /// `Item.modifiers` given `Modifier.item` at version 4), or one Core Data's model named;
    /// the new to-one is `renamedFrom` it, so the planned migration keeps its key column's
    /// values under the new name, where it dropped them and started the new one empty.
    ///
    /// Where the new inverse was a to-one of its own before (CartKit's `Modifier.item`
    /// beside `Item.modifiers`, paired at version 4), Core Data keeps the links of both:
    /// it takes over the old inverse's links beside its own (`mergedFrom`), where the
    /// plan dropped that column and its links.
    private mutating func carryLinksToNewInverses(in imported: inout ImportedVersion, previous: Model) {
        let model = imported.model
        for (entityIndex, entity) in model.entities.enumerated() {
            guard let before = Self.predecessor(of: entity, in: previous) else { continue }
            for (index, relationship) in entity.relationships.enumerated() where !relationship.isToMany {
                guard let (target, inverse, replaced) = Self.replacedInverse(of: relationship, in: entity, model: model, before: before, previous: previous)
                else { continue }
                let element = "\(entity.name).\(relationship.name)"
                let old = before.relationship(named: relationship.renamedFrom ?? relationship.name)
                if old == nil && relationship.renamedFrom == nil {
                    imported.model.entities[entityIndex].relationships[index].renamedFrom = replaced.name
                    note(.inverseReplaced, element,
                         "`\(target.name).\(inverse.name)` has the inverse `\(relationship.name)` in this version, where it had `\(replaced.name)`: "
                            + "`\(element)` takes over its links (`renamedFrom: \(replaced.name)`), as Core Data's migration keeps the to-many's",
                         at: relationship.location)
                } else if let old, !old.isToMany, old.inverse == nil {
                    imported.model.entities[entityIndex].relationships[index].mergedFrom = [replaced.name]
                    note(.inverseReplaced, element,
                         "`\(target.name).\(inverse.name)` has the inverse `\(relationship.name)` in this version, where it had `\(replaced.name)`, and `\(element)` was a to-one of its own: "
                            + "it takes over `\(replaced.name)`'s links beside its own (`mergedFrom: [\(replaced.name)]`), as Core Data's migration keeps both; "
                            + "a row linked to two different `\(target.name)` rows stops the migration, where Core Data keeps one of them"
                            + " (unlink one in a hand-written migration numbered before this version's)",
                         at: relationship.location)
                }
            }
        }
    }

    /// For a to-one `relationship` of `entity` whose inverse is a to-many: that to-many's
    /// target, itself, and its inverse in the previous version when that was another to-one
    /// of `entity` (`before` there) holding its key, which this version no longer has.
    private static func replacedInverse(
        of relationship: Relationship, in entity: Entity, model: Model, before: Entity, previous: Model
    ) -> (target: Entity, inverse: Relationship, replaced: Relationship)? {
        guard let inverseName = relationship.inverse, let target = model.entity(named: relationship.target),
              let inverse = target.relationship(named: inverseName), inverse.isToMany,
              let oldTarget = predecessor(of: target, in: previous),
              let oldInverse = oldTarget.relationship(named: inverse.renamedFrom ?? inverse.name), oldInverse.isToMany,
              let name = oldInverse.inverse, name != (relationship.renamedFrom ?? relationship.name),
              let replaced = before.relationship(named: name), !replaced.isToMany, previous.holdsForeignKey(replaced, in: before),
              entity.relationship(named: name) == nil, !entity.relationships.contains(where: { $0.renamedFrom == name })
        else { return nil }
        return (target, inverse, replaced)
    }

    /// A to-one that becomes one side of a one-to-one keeps the key the previous version
    /// stored it by (its `column:` is written): where the compiler would otherwise place
    /// the key of a new one-to-one (the optional side, else the entity declared later) it
    /// can be the other table, and the migration then moves every link to a new column
    /// there, rebuilding the table that held it (Threema's `Message.video` at version
    /// 26: `message`, its largest table, on every device), where keeping the column needs
    /// only its unique index. Core Data keeps no such choice to follow.
    private func keepOneToOneKeys(in imported: inout ImportedVersion, previous: Model) {
        let model = imported.model
        for (entityIndex, entity) in model.entities.enumerated() {
            guard let before = Self.predecessor(of: entity, in: previous) else { continue }
            for (index, relationship) in entity.relationships.enumerated()
            where model.isOneToOne(relationship) && !model.holdsForeignKey(relationship, in: entity) && !relationship.hasExplicitColumn {
                guard let old = before.relationship(named: relationship.renamedFrom ?? relationship.name), previous.holdsForeignKey(old, in: before),
                      let target = model.entity(named: relationship.target), !target.hasCompositeKey, (target.renamedFrom ?? target.name) == old.target,
                      let inverse = model.inverse(of: relationship), !inverse.hasExplicitColumn else { continue }
                imported.model.entities[entityIndex].relationships[index].column = old.column
                imported.model.entities[entityIndex].relationships[index].hasExplicitColumn = true
            }
        }
    }

    /// A model's configurations (kiwix-apple's `Local` and CloudKit `Cloud`): the app
    /// keeps each in a store of its own, and the import makes one model of all of them.
    private mutating func noteConfigurations(of source: CoreDataModel) {
        for configuration in source.configurations {
            let members = configuration.entities.isEmpty ? "no entity" : configuration.entities.map { "`\($0)`" }.joined(separator: ", ")
            note(.configuration, configuration.name,
                 "configuration `\(configuration.name)`\(configuration.isUsedWithCloudKit ? " (synced with CloudKit)" : "") holds \(members): "
                    + "the app keeps it in a store of its own, and the import makes one model, one database, of every configuration's entities; "
                    + "a store of one configuration holds only its entities",
                 at: configuration.location)
        }
    }

    /// An entity or property whose `versionHashModifier` changes from the previous version
    /// (billmoss's `Topic.timeBudget`, minutes become seconds): Core Data gives such a
    /// version another hash, so its store needs a migration, but the layout says nothing
    /// of what changed; the app's mapping model or code converts the values. modelc plans
    /// from the layout, so the note asks for the conversion as a data step.
    private mutating func checkHashModifiers(of imported: ImportedVersion, previous: ImportedVersion) {
        func changed(_ element: String, _ old: String?, _ new: String?, at location: SourceLocation) {
            guard old != new else { return }
            note(.hashModifier, element,
                 "the version hash modifier of `\(element)` changes (\(old.map { "`\($0)`" } ?? "none") → \(new.map { "`\($0)`" } ?? "none")): Core Data marks a change of meaning its stored layout does not show, "
                    + "which the app carries out (a mapping model or code); modelc plans from the layout alone: write what changes as a data step in this version's migration",
                 at: location)
        }
        let pairs = imported.source.entities.compactMap { entity in
            (previous.source.entity(named: entity.name) ?? entity.renamingIdentifier.flatMap { previous.source.entity(named: $0) }).map { (entity, $0) }
        }
        // Entities whose modifiers change alike (Taxa's 19 of 22 go `Taxa54` → `Taxa55`): a
        // tag of the model's version, said once for them rather than once per entity.
        let changes = pairs.filter { $0.1.versionHashModifier != $0.0.versionHashModifier }
        let alike = Dictionary(grouping: changes) { [$0.1.versionHashModifier ?? "", $0.0.versionHashModifier ?? ""] }.filter { $0.value.count > 1 }
        var tagged: Set<String> = []
        for (_, group) in alike.sorted(by: { $0.value[0].0.location.line < $1.value[0].0.location.line }) {
            let (old, new) = (group[0].1.versionHashModifier, group[0].0.versionHashModifier)
            let names = group.map { "`\($0.0.name)`" }
            let listed = names.count > 5 ? names.prefix(5).joined(separator: ", ") + " and \(names.count - 5) more" : names.joined(separator: ", ")
            note(.hashModifier, imported.source.name,
                 "the version hash modifier of \(group.count) entities changes alike (\(old.map { "`\($0)`" } ?? "none") → \(new.map { "`\($0)`" } ?? "none"): \(listed)), as a tag of the model's version: "
                    + "Core Data gives this version other hashes, so its stores need a migration, which modelc plans from the layout; "
                    + "if the app also changes what stored values mean in this version, write that as a data step in its migration",
                 at: group[0].0.location)
            tagged.formUnion(group.map(\.0.name))
        }
        for (entity, before) in pairs {
            if !tagged.contains(entity.name) { changed(entity.name, before.versionHashModifier, entity.versionHashModifier, at: entity.location) }
            for attribute in entity.attributes where !attribute.isTransient {
                guard let old = before.attributes.first(where: { $0.name == (attribute.renamingIdentifier ?? attribute.name) || $0.name == attribute.name }) else { continue }
                changed("\(entity.name).\(attribute.name)", old.versionHashModifier, attribute.versionHashModifier, at: attribute.location)
            }
            for relationship in entity.relationships where !relationship.isTransient {
                guard let old = before.relationships.first(where: { $0.name == (relationship.renamingIdentifier ?? relationship.name) || $0.name == relationship.name }) else { continue }
                changed("\(entity.name).\(relationship.name)", old.versionHashModifier, relationship.versionHashModifier, at: relationship.location)
            }
        }
    }

    /// A sub-entity renamed with a renaming identifier (CoreDataPlus's
    /// `ExpensiveSportCar` → `LuxuryCar`): Core Data keeps its objects, and modelc's
    /// `entity` attribute, which names each row's entity among its `values`, gets
    /// `renamedValues`, so the planned migration rewrites the stored old name before
    /// the new `values` are checked.
    private mutating func renameSubEntityValues(in imported: inout ImportedVersion, previous: ImportedVersion) {
        for origin in imported.origins where origin.discriminator != nil {
            guard let source = imported.source.entity(named: origin.coreDataEntity),
                  let old = source.renamingIdentifier, !old.isEmpty, old != source.name,
                  previous.source.entity(named: source.name) == nil, previous.source.entity(named: old) != nil,
                  let position = imported.model.entities.firstIndex(where: { $0.name == origin.entity })
            else { continue }
            var entity = imported.model.entities[position]
            guard let index = entity.attributes.firstIndex(where: { $0.values?.contains(source.name) == true }),
                  previous.model.entity(named: entity.renamedFrom ?? entity.name)?.attributes
                    .contains(where: { $0.name == entity.attributes[index].name && $0.values?.contains(old) == true }) == true
            else { continue }
            entity.attributes[index].renamedValues[source.name] = old
            imported.model.entities[position] = entity
        }
    }

    /// A property a parent declares that sub-entities declared in the previous version
    /// (Wire's `delivered`, in `AssetClientMessage` and `ClientMessage`, then in `Message`):
    /// Core Data's lightweight migration carries each sub-entity's values into the
    /// parent's property. modelc keeps one sub-entity's column under the parent's name;
    /// the others' attributes go into its `mergedFrom`, so the planned migration carries
    /// their values over before it drops their columns, and the note says so.
    ///
    /// The parent may be new in this version, put between the sub-entities and their old
    /// parent (Amperfy's `AbstractPlayable`, given `Song`'s `year`): Core Data still
    /// pairs `Song.year` with the `year` it now inherits, so its values stay; the
    /// sub-entities are then those below the new parent in this version.
    private mutating func mergePropertiesMovedUp(in imported: inout ImportedVersion, previous: ImportedVersion) {
        let oldOrigins = Dictionary(previous.origins.map { ($0.coreDataEntity, $0) }) { first, _ in first }
        for origin in imported.origins {
            guard let parent = imported.source.entity(named: origin.coreDataEntity),
                  let entity = imported.model.entity(named: origin.entity) else { continue }
            let before = previous.source.entity(named: parent.name)
            /// Whether `child`, an entity of the previous version, is below `parent`: then,
            /// or now when `parent` is new.
            func isBelowParent(_ child: CoreDataEntity) -> Bool {
                let lineage = before == nil
                    ? imported.source.entity(named: child.name).map(imported.source.lineage(of:)) ?? []
                    : previous.source.lineage(of: child)
                return lineage.contains { $0.name == parent.name }
            }
            for attribute in parent.attributes where !attribute.isTransient && !attribute.isDerived {
                guard before.map({ !$0.attributes.contains { $0.name == attribute.name } }) ?? true,
                      let name = origin.properties[attribute.name], let into = entity.attribute(named: name) else { continue }
                let children = previous.source.entities.filter { child in
                    child.name != parent.name && isBelowParent(child) && child.attributes.contains { $0.name == attribute.name }
                }
                let oldEntity = previous.model.entity(named: origin.entity)
                let merged = children.compactMap { child -> String? in
                    guard let oldName = oldOrigins[child.name]?.properties[attribute.name], oldName != name,
                          oldEntity?.attribute(named: oldName) != nil, entity.attribute(named: oldName) == nil,
                          entity.relationship(named: oldName) == nil else { return nil }
                    return oldName
                }
                guard !merged.isEmpty,
                      let entityIndex = imported.model.entities.firstIndex(where: { $0.name == entity.name }),
                      let attributeIndex = imported.model.entities[entityIndex].attributes.firstIndex(where: { $0.name == into.name })
                else { continue }
                var sources = into.mergedFrom
                for name in merged where !sources.contains(name) { sources.append(name) }
                imported.model.entities[entityIndex].attributes[attributeIndex].mergedFrom = sources
                note(.propertyMovedUp, "\(parent.name).\(attribute.name)",
                     "`\(parent.name).\(attribute.name)` was declared by \(children.map { "`\($0.name)`" }.joined(separator: ", ")) in the previous version; Core Data carries their values over, and so does the planned migration: `\(entity.name).\(into.name)` is `mergedFrom` \(merged.map { "`\($0)`" }.joined(separator: ", ")), whose columns it drops once their values are merged",
                     at: attribute.location)
            }
        }
    }

    /// A Core Data entity whose objects were in another modelc entity's table in the
    /// previous version (a hierarchy split up, or an entity given a parent): Core Data's
    /// migration moves those objects; a modelc plan drops one table and creates the other,
    /// so the rows need a hand edit of the migration, which the note asks for.
    private mutating func checkMovedStorage(of imported: ImportedVersion, previous: ImportedVersion) {
        let before = Dictionary(previous.origins.map { ($0.coreDataEntity, $0.entity) }) { first, _ in first }
        for origin in imported.origins {
            guard let source = imported.source.entity(named: origin.coreDataEntity), !source.isAbstract,
                  let old = before[source.name] ?? source.renamingIdentifier.flatMap({ before[$0] }),
                  let entity = imported.model.entity(named: origin.entity),
                  (entity.renamedFrom ?? entity.name) != old else { continue }
            note(.hierarchyChanged, source.name,
                 "objects of `\(source.name)` were stored in `\(old)`'s table and are in `\(origin.entity)`'s now; the planned migration does not move rows between tables: edit it to copy them before the old rows are dropped (see `Inheritance` in docs/coming-from-core-data.md)",
                 at: source.location)
        }
    }

    /// A concrete sub-entity of a shared table that this version no longer has, while the
    /// table stays (Apptentive's version 5 drops `ATTextMessage`, `ATFileMessage`, … from
    /// the `ATRecord` hierarchy and adds `ATMessage`, with a mapping model converting their
    /// objects): its rows keep its name in the `entity` column, which the new `values`
    /// refuse, so the planned migration stops on them. Noted here, at import, rather than
    /// met when the migration runs.
    private mutating func checkRemovedMembers(of imported: ImportedVersion, previous: ImportedVersion) {
        for origin in previous.origins where origin.discriminator != nil {
            guard let source = previous.source.entity(named: origin.coreDataEntity), !source.isAbstract,
                  imported.source.entity(named: source.name) == nil,
                  !imported.source.entities.contains(where: { $0.renamingIdentifier == source.name }),
                  let table = imported.model.entities.first(where: { ($0.renamedFrom ?? $0.name) == origin.entity }) else { continue }
            note(.hierarchyChanged, source.name,
                 "objects of `\(source.name)` are stored in `\(origin.entity)`'s table, and this version no longer has the entity: their rows keep `\(source.name)` in the table's entity column, which `\(table.name)`'s values no longer allow, so the planned migration stops on them; edit it to convert those rows (as a mapping model would) or delete them first",
                 at: SourceLocation(file: imported.source.file, line: 1, column: 1))
        }
    }

    /// Pairs each entity and property with the previous version's one of the same
    /// renaming identifier, as Core Data's inferred mapping does (an element that sets
    /// none is identified by its name), and keeps `renamedFrom` only for a pair whose
    /// names differ: the previous version's name.
    ///
    /// Xcode carries an identifier into every later version, so it stays the element's
    /// first name through a chain of renames (`title`, then `name` identified `title`,
    /// then `label` still identified `title`: `label` continues `name`), and the element
    /// an identifier names may have been renamed since (BeeSwift's `lastModifiedLocal`,
    /// identified `lastUpdatedLocal`, continues as `lastUpdatedLocal`, which sets no
    /// identifier). An identifier no previous element shares still pairs with the
    /// element it names (jeffreybergier's five versions each name the one before:
    /// `v1_1_2_name` identified `v1_1_0_name`, which is identified `v1_0_0_name`): a
    /// migration from each version to the next reads it so, as the developer meant it,
    /// and Core Data, which migrates from the store's version straight to the newest,
    /// would pair nothing. A pair is kept only where the previous version lacks the new name
    /// and this one the old (names that swap are left to the plan to drop and add), and
    /// an identifier shared by two elements pairs nothing. An element new in this
    /// version whose identifier pairs with nothing (often a misspelt name) is imported
    /// as new, and noted: the plan drops what it may have continued.
    private mutating func resolveRenames(in model: inout Model, identifiers: RenamingIdentifiers, previous: (model: Model, identifiers: RenamingIdentifiers)?) {
        var entities = model.entities
        let names = Set(entities.map(\.name))
        for entityIndex in entities.indices {
            var entity = entities[entityIndex]
            let explicit = entity.renamedFrom.flatMap { $0 == entity.name ? nil : $0 }
            entity.renamedFrom = nil
            if let previous {
                let identifier = identifiers.entity(entity.name)
                let candidate = RenamingIdentifiers.only(identifier, in: previous.identifiers.entities) ?? identifier
                let paired: String? = previous.model.entity(named: candidate) != nil ? candidate : nil
                if let paired, paired != entity.name, previous.model.entity(named: entity.name) == nil, !names.contains(paired) {
                    entity.renamedFrom = paired
                } else if paired == nil, let explicit, previous.model.entity(named: entity.name) == nil {
                    noteUnmatchedRename(entity.name, "entity", from: explicit, at: entity.location)
                }
            }
            let before = previous?.model.entity(named: entity.renamedFrom ?? entity.name)
            let earlier = before.flatMap { previous?.identifiers.properties[$0.name] } ?? [:]
            let own = identifiers.properties[entity.name] ?? [:]
            let had = { (name: String) in before?.attribute(named: name) != nil || before?.relationship(named: name) != nil }
            let has = { (name: String) in entity.attribute(named: name) != nil || entity.relationship(named: name) != nil }
            func predecessor(of name: String, explicit: String?, at location: SourceLocation) -> String? {
                guard before != nil, !had(name) else { return nil }
                let identifier = own[name] ?? name
                let candidate = RenamingIdentifiers.only(identifier, in: earlier) ?? identifier
                let paired: String? = had(candidate) && !has(candidate) ? candidate : nil
                if paired == nil, let explicit, explicit != name { noteUnmatchedRename("\(entity.name).\(name)", "property", from: explicit, at: location) }
                return paired
            }
            for index in entity.attributes.indices {
                let attribute = entity.attributes[index]
                entity.attributes[index].renamedFrom = predecessor(of: attribute.name, explicit: attribute.renamedFrom, at: attribute.location)
            }
            for index in entity.relationships.indices {
                let relationship = entity.relationships[index]
                entity.relationships[index].renamedFrom = predecessor(of: relationship.name, explicit: relationship.renamedFrom, at: relationship.location)
            }
            entities[entityIndex] = entity
        }
        model.entities = entities
    }

    private mutating func noteUnmatchedRename(_ element: String, _ what: String, from old: String, at location: SourceLocation) {
        note(.renameUnmatched, element,
             "\(what) `\(element)` is new, and its renaming identifier `\(old)` names nothing in the previous version: it is imported as new; if it continues an element, write that name in `renamedFrom:`",
             at: location)
    }

    /// The entity of `previous` that `entity` continues (same name, or `renamedFrom`).
    static func predecessor(of entity: Entity, in previous: Model) -> Entity? {
        previous.entity(named: entity.renamedFrom ?? entity.name)
    }

    /// Gives every entity its primary key: the attribute `--key` names, else a generated
    /// integer key. The generated key has one name over an entity's whole history
    /// (renames included), `id` unless some version has an `id`-like property, else `pk`.
    private mutating func addKeys(to imported: inout [ImportedVersion]) throws(CoreDataImportError) {
        let keys = try parsedKeys(imported)
        // Lineage: an entity and its predecessors share one number.
        var lineages: [[String: Int]] = []
        var lineageCount = 0
        var taken: [Int: Set<String>] = [:]
        for (index, version) in imported.enumerated() {
            var here: [String: Int] = [:]
            for entity in version.model.entities {
                let previous = index > 0 ? Self.predecessor(of: entity, in: imported[index - 1].model).flatMap { lineages[index - 1][$0.name] } : nil
                let lineage = previous ?? { lineageCount += 1; return lineageCount }()
                here[entity.name] = lineage
                let names = entity.attributes.map(\.name) + entity.relationships.map(\.name)
                taken[lineage, default: []].formUnion(names + names.map(Naming.snakeCase))
            }
            lineages.append(here)
        }
        for index in imported.indices {
            var entities = imported[index].model.entities
            for entityIndex in entities.indices {
                var entity = entities[entityIndex]
                if let key = keys[entity.name], let position = entity.attributes.firstIndex(where: { $0.name == key }) {
                    entity.attributes[position].isPrimaryKey = true
                    entity.attributes[position].isUnique = false
                    entity.attributes[position].isIndexed = false
                } else {
                    let used = taken[lineages[index][entity.name] ?? 0] ?? []
                    let name = ["id", "pk", "rowID", "coreDataKey"].first { !used.contains($0) } ?? "modelcKey"
                    entity.attributes.insert(Attribute(name: name, type: .int, isPrimaryKey: true, location: entity.location), at: 0)
                }
                entities[entityIndex] = entity
            }
            imported[index].model.entities = entities
        }
    }

    /// `--key Entity.attribute` as entity → attribute, each checked against the history.
    private func parsedKeys(_ imported: [ImportedVersion]) throws(CoreDataImportError) -> [String: String] {
        var keys: [String: String] = [:]
        for key in options.keys {
            let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw .invalidKey(key, reason: "is not of the form `Entity.attribute`")
            }
            let (entityName, attributeName) = (parts[0], parts[1])
            var found = false
            for version in imported {
                if let origin = version.origins.first(where: { $0.coreDataEntity == entityName }), origin.entity != entityName {
                    throw .invalidKey(key, reason: "names a sub-entity, stored in `\(origin.entity)`'s table, whose key is the hierarchy's")
                }
                guard let entity = version.model.entity(named: entityName), let attribute = entity.attribute(named: attributeName) else { continue }
                found = true
                if attribute.isOptional {
                    throw .invalidKey(key, reason: "names an optional attribute (in version \(version.model.version), `\(version.source.name)`); a key must always have a value")
                }
                if attribute.type == .data {
                    throw .invalidKey(key, reason: "names a \(attribute.type.rawValue) attribute, which cannot be a key")
                }
            }
            guard found else { throw .invalidKey(key, reason: "names no attribute of any version of the model") }
            keys[entityName] = attributeName
        }
        return keys
    }

    /// A required attribute added to an entity that existed in the previous version,
    /// without a default: existing rows have no value for it (Core Data's lightweight
    /// migration refuses it too). Reported per version; with `--fill-defaults` it gets a
    /// zero default, kept in later versions while Core Data gives it none.
    private mutating func checkNewRequiredAttributes(in imported: inout ImportedVersion, previous: Model) {
        for entityIndex in imported.model.entities.indices {
            let entity = imported.model.entities[entityIndex]
            guard let before = Self.predecessor(of: entity, in: previous) else { continue }
            for index in entity.attributes.indices {
                let attribute = entity.attributes[index]
                guard !attribute.isPrimaryKey, !attribute.isOptional, attribute.defaultValue == nil else { continue }
                let element = "\(entity.name).\(attribute.name)"
                let zero = Self.zeroDefault(of: attribute.type)
                // One default for every existing row repeats it: a unique attribute needs
                // a value per row, which only a data step can give.
                let isUnique = attribute.isUnique || entity.uniques.contains { $0.attributes == [attribute.name] }
                if let old = before.attribute(named: attribute.renamedFrom ?? attribute.name) {
                    if let filled = old.defaultValue, filledDefaults.contains("\(before.name).\(old.name)@\(version - 1)") {
                        imported.model.entities[entityIndex].attributes[index].defaultValue = filled
                        filledDefaults.insert("\(entity.name).\(attribute.name)@\(version)")
                    } else if old.isOptional {
                        // Optional before, required now: rows holding no value fail the
                        // migration, as they fail Core Data's lightweight migration.
                        if options.fillDefaults, let zero, !isUnique {
                            imported.model.entities[entityIndex].attributes[index].defaultValue = zero
                            filledDefaults.insert("\(element)@\(version)")
                            note(.filledDefault, element, "attribute `\(element)` becomes required: given the default \(zero) so existing rows without a value get one",
                                 at: attribute.location)
                        } else {
                            note(.needsDefault, element,
                                 "attribute `\(element)` becomes required and has no default: migrating a database with `\(entity.name)` rows that hold no value fails"
                                    + (isUnique ? " (it is unique, so one default would repeat: fill each row in a data step of this version's migration)"
                                        : zero == nil ? " (a data attribute has no zero default: fill the rows in a data step)" : " (give it a default in Xcode, or import with --fill-defaults)"),
                                 at: attribute.location)
                        }
                    }
                    continue
                }
                if isUnique {
                    note(.needsDefault, element,
                         "required attribute `\(element)` is new on an existing entity, unique, and has no default: migrating a database with `\(entity.name)` rows fails, and one default would repeat (fill each row in a data step of this version's migration)",
                         at: attribute.location)
                } else if options.fillDefaults, let zero {
                    imported.model.entities[entityIndex].attributes[index].defaultValue = zero
                    filledDefaults.insert("\(element)@\(version)")
                    note(.filledDefault, element, "required attribute `\(element)` is new on an existing entity: given the default \(zero) so existing rows get a value",
                         at: attribute.location)
                } else {
                    note(.needsDefault, element,
                         "required attribute `\(element)` is new on an existing entity and has no default: migrating a database with `\(entity.name)` rows fails"
                            + (zero == nil ? " (a data attribute has no zero default: make it optional)" : " (give it a default in Xcode, or import with --fill-defaults)"),
                         at: attribute.location)
                }
            }
            checkNewRequiredRelationships(of: entity, before: before, in: imported.model, previous: previous)
            checkUniquenessAdded(to: entity, before: before)
            checkNarrowedIntegers(of: entity, before: before)
        }
    }

    /// A to-one whose key this entity holds that is new and required, or becomes
    /// required (Trailer's `PRComment.apiServer`, Proton Drive's `Thumbnail.revision`): no
    /// existing row has an object to point at, so migrating a database with rows fails,
    /// as Core Data's lightweight migration does. No default can stand in for an object.
    ///
    /// A to-many made a to-one (Vocable's `Phrase.categories` → `category`) is noted as
    /// such: one key cannot hold several links, so the migration drops them.
    ///
    /// A to-one whose key stays here and whose inverse becomes a to-one (Threema's
    /// `Message.image` at version 26, BookPlayer's): a one-to-one's key is unique in
    /// modelc's schema, so rows sharing a target stop the migration, where Core Data
    /// does not check them.
    private mutating func checkNewRequiredRelationships(of entity: Entity, before: Entity, in model: Model, previous: Model) {
        for relationship in entity.relationships where !relationship.isToMany && model.holdsForeignKey(relationship, in: entity) {
            let element = "\(entity.name).\(relationship.name)"
            let old = before.relationship(named: relationship.renamedFrom ?? relationship.name)
            if let old, old.isToMany {
                note(.linksDropped, element,
                     "relationship `\(element)` is a to-one, and was the to-many `\(before.name).\(old.name)`: one key cannot hold several links, so the planned migration drops them "
                        + "and starts the key empty; keep the link each row needs in a data step of this version's migration, before the old links are dropped",
                     at: relationship.location)
                continue
            }
            // The same target (or the one it continues): a to-one retargeted drops its key
            // and starts empty (Artsy's `Show.cover`, from `Artwork` to `Image`).
            let sameTarget = old.map { (model.entity(named: relationship.target)?.renamedFrom ?? relationship.target) == $0.target } ?? false
            if let old, sameTarget, model.isOneToOne(relationship), !previous.isOneToOne(old), previous.holdsForeignKey(old, in: before),
               let inverse = relationship.inverse {
                note(.uniquenessAdded, element,
                     "relationship `\(element)` becomes one side of a one-to-one (its inverse `\(relationship.target).\(inverse)` is a to-one now): its key is unique, "
                        + "so migrating a database where two `\(entity.name)` rows point at the same `\(relationship.target)` fails (Core Data does not check it); "
                        + "unlink all but one in a data step of this version's migration first",
                     at: relationship.location)
            }
            guard !relationship.isOptional else { continue }
            let fix = "make it optional in Xcode, or give each existing row its `\(relationship.target)` in a data step of this version's migration"
            guard let old else {
                note(.needsDefault, element,
                     "required relationship `\(element)` is new on an existing entity: migrating a database with `\(entity.name)` rows fails, as those rows have no `\(relationship.target)` to point at (\(fix))",
                     at: relationship.location)
                continue
            }
            if old.isOptional {
                note(.needsDefault, element,
                     "relationship `\(element)` becomes required: migrating a database with `\(entity.name)` rows that have no `\(relationship.target)` fails (\(fix))",
                     at: relationship.location)
            }
        }
        // A required side of a one-to-one whose key the other table holds (its inverse is
        // optional): no NOT NULL can say it, so existing rows migrate without a link, where
        // Core Data's migration refuses them (wibosco's `Post.color`, new at version 3).
        for relationship in entity.relationships where !relationship.isToMany && !relationship.isOptional && !model.holdsForeignKey(relationship, in: entity) {
            guard model.isOneToOne(relationship), let inverse = relationship.inverse else { continue }
            let element = "\(entity.name).\(relationship.name)"
            let old = before.relationship(named: relationship.renamedFrom ?? relationship.name)
            guard old == nil || old?.isOptional == true else { continue }
            note(.needsDefault, element,
                 "required relationship `\(element)` is \(old == nil ? "new on an existing entity" : "required now"), and its key is in `\(relationship.target)` (the column of `\(relationship.target).\(inverse)`): "
                    + "nothing in the database makes each existing `\(entity.name)` row have one, so they migrate without a `\(relationship.target)`, which Core Data's migration refuses; "
                    + "give each existing row its `\(relationship.target)` in a data step of this version's migration, or make it optional in Xcode",
                 at: relationship.location)
        }
    }

    /// An integer attribute whose type holds fewer values than the previous version's
    /// (Moonlight's `Settings.streamingRemotely`, Integer 32 → Boolean): the plan adds the
    /// new type's CHECK, and rows holding another value stop the migration (Core Data
    /// keeps the integer and reads any other than 0 as YES).
    private mutating func checkNarrowedIntegers(of entity: Entity, before: Entity) {
        for attribute in entity.attributes {
            guard let old = before.attribute(named: attribute.renamedFrom ?? attribute.name), old.type != attribute.type,
                  let was = old.type.integerRange, let now = attribute.type.integerRange,
                  now.lowerBound > was.lowerBound || now.upperBound < was.upperBound else { continue }
            let element = "\(entity.name).\(attribute.name)"
            let values = attribute.type == .bool ? "0 and 1" : "\(now.lowerBound)…\(now.upperBound)"
            note(.valuesNarrowed, element,
                 "attribute `\(element)` changes from \(old.type.rawValue) to \(attribute.type.rawValue): migrating a database whose rows hold other values than \(values) fails "
                    + "(Core Data keeps the stored integer\(attribute.type == .bool ? " and reads any but 0 as YES" : "")); convert them in a data step of this version's migration first",
                 at: attribute.location)
        }
    }

    /// A uniqueness constraint over attributes the previous version had, which it did not
    /// constrain (Scout's version 4): rows that repeat a value fail the migration, as
    /// they fail Core Data's.
    private mutating func checkUniquenessAdded(to entity: Entity, before: Entity) {
        let oldName = { (name: String) in entity.attribute(named: name)?.renamedFrom ?? entity.relationship(named: name)?.renamedFrom ?? name }
        let had = Set(before.uniques.map { Set($0.attributes) } + before.attributes.filter(\.isUnique).map { Set([$0.name]) })
        let lists = entity.uniques.map(\.attributes) + entity.attributes.filter(\.isUnique).map { [$0.name] }
        for list in lists {
            let old = list.map(oldName)
            guard old.allSatisfy({ before.attribute(named: $0) != nil || before.relationship(named: $0) != nil }), !had.contains(Set(old)) else { continue }
            let names = list.map { "`\($0)`" }.joined(separator: ", ")
            note(.uniquenessAdded, "\(entity.name).\(list.joined(separator: "+"))",
                 "\(list.count == 1 ? "attribute \(names) of `\(entity.name)` becomes" : "attributes \(names) of `\(entity.name)` become") unique: migrating a database whose `\(entity.name)` rows repeat a value fails, as Core Data's migration does; make them distinct in a data step of this version's migration first",
                 at: entity.location)
        }
    }
}

/// Each entity's and property's renaming identifier in one imported version, as the
/// mapping wrote it into `renamedFrom` (its name when it sets none), read before the
/// renames are resolved.
struct RenamingIdentifiers {
    /// Entity name → its identifier.
    var entities: [String: String] = [:]
    /// Entity name → (property name → its identifier).
    var properties: [String: [String: String]] = [:]

    init(_ model: Model) {
        for entity in model.entities {
            entities[entity.name] = entity.renamedFrom ?? entity.name
            var members: [String: String] = [:]
            for attribute in entity.attributes { members[attribute.name] = attribute.renamedFrom ?? attribute.name }
            for relationship in entity.relationships { members[relationship.name] = relationship.renamedFrom ?? relationship.name }
            properties[entity.name] = members
        }
    }

    /// The identifier of the entity `name`.
    func entity(_ name: String) -> String {
        entities[name] ?? name
    }

    /// The one name of `elements` (name → identifier) identified by `identifier`; nil
    /// when none is, or several are.
    static func only(_ identifier: String, in elements: [String: String]) -> String? {
        let named = elements.filter { $0.value == identifier }
        return named.count == 1 ? named.first?.key : nil
    }
}
