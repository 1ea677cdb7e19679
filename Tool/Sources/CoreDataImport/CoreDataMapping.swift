import Foundation
import ModelKit

/// Maps Core Data model versions to modelc models, collecting what it approximates.
///
/// Each version is mapped on its own first (`mapVersion`: entities, inheritance,
/// attributes, relationships, indexes), then the history is read across versions
/// (`+History`: renames, primary keys, new required attributes) and each version's
/// SQL names are made unique (`+Names`).
///
/// Inheritance: a Core Data hierarchy is one table in Core Data's own store (with a
/// `Z_ENT` column saying which entity a row is), and it is one entity here, named after
/// the hierarchy's root, holding every member's properties and an `entity` attribute
/// (`values:` the concrete entities). Relationships to any member point at that
/// entity, so a relationship to an abstract parent survives as it is, and a store's
/// rows move table for table.
public struct CoreDataMapping {
    public var options: CoreDataImportOptions
    /// What was approximated so far, in the order found.
    public private(set) var notes: [CoreDataImportNote] = []
    /// The modelc version being mapped, for the notes.
    var version = 1
    /// Attributes given a zero default, `Entity.attribute@version`, so later versions keep it.
    var filledDefaults: Set<String> = []
    /// The stored names of the version mapped last, keyed `Entity.property` in Core Data's
    /// names: what keeps a hierarchy's column names from one version to the next.
    var previousNames: [String: String] = [:]

    public init(options: CoreDataImportOptions) {
        self.options = options
    }

    /// Every version of `history`, mapped, checked across versions and named.
    public mutating func map(_ history: CoreDataModelHistory) throws(CoreDataImportError) -> [ImportedVersion] {
        var imported: [ImportedVersion] = []
        for (index, source) in history.versions.enumerated() {
            version = index + 1
            imported.append(mapVersion(source))
        }
        // A version left out becomes no model version, so its notes name none.
        for name in history.leftOut {
            notes.append(CoreDataImportNote(
                .versionLeftOut, name, "version `\(name)` sorts after the current version `\(history.currentVersion ?? "")` (`.xccurrentversion`), so it is not imported",
                at: SourceLocation(file: CoreDataModelHistory.contentsFile(of: name, in: history.path), line: 1, column: 1)))
        }
        for name in history.binaryLeftOut {
            notes.append(CoreDataImportNote(
                .versionLeftOut, name, "version `\(name)` was saved by an Xcode older than 4 (a binary `elements` file, no `contents`), which modelc cannot read, "
                    + "so the history starts at `\(history.versions.first?.name ?? "")`: stores of the versions before it cannot be imported (open and save them in a current Xcode to import them too)",
                at: SourceLocation(file: Self.modelFile(of: name, in: history.path), line: 1, column: 1)))
        }
        for name in history.unlisted {
            notes.append(CoreDataImportNote(
                .versionLeftOut, name, "version `\(name)` is not listed in the given version order, so it is not imported",
                at: SourceLocation(file: Self.modelFile(of: name, in: history.path), line: 1, column: 1)))
        }
        notePlacements(of: history)
        for path in history.mappingModels {
            let name = URL(fileURLWithPath: path).lastPathComponent
            let mapped = CoreDataMappingModel(path: path)
            let leadsTo = mapped.destination.flatMap { destination in history.versions.firstIndex { $0.name == destination } }
            let maps = mapped.source.flatMap { source in mapped.destination.map { " maps `\(source)` to `\($0)`" } } ?? " is beside the model"
            let comesFrom = mapped.source.flatMap { source in history.versions.firstIndex { $0.name == source } }
            // Versions before (or after) those imported: no migration of this import
            // is the one it would belong to (CoreStore's `V1.FromV2`, whose V2 comes
            // after the current version and is left out).
            if let missing = leadsTo == nil ? mapped.destination : comesFrom == nil ? mapped.source : nil {
                notes.append(CoreDataImportNote(.mappingModel, name,
                    "mapping model `\(name)`\(maps), and `\(missing)` is not imported: no migration made from this import stands for it",
                    at: SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            if let comesFrom, let leadsTo, comesFrom >= leadsTo {
                notes.append(CoreDataImportNote(.mappingModel, name,
                    "mapping model `\(name)`\(maps), a later version to an earlier one: no migration made from this import goes that way (down migrations are planned from the models, `migrate make --down`)",
                    at: SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            // One that skips versions (Pocket's from version 1 straight to 3) is Core Data's
            // for stores of its source version only; modelc's migrations go one at a time.
            let skipped = comesFrom.flatMap { from in leadsTo.flatMap { to in from + 2 <= to ? (from + 2)...to : nil } }
            let skips = skipped.map { range in
                " (it skips version\(range.count == 1 ? " \(range.lowerBound)" : "s \(range.lowerBound)–\(range.upperBound)"): Core Data uses it only for stores of `\(mapped.source ?? "")`, "
                    + "where modelc's migrations go one version at a time)"
            } ?? ""
            note(.mappingModel, name,
                 "mapping model `\(name)`\(maps)\(skips): where the app migrates with it, Core Data maps what it says by hand (entities merged or converted, values computed), and modelc plans each version from the model alone: write what it does as a data step in that version's migration",
                 at: SourceLocation(file: path, line: 1, column: 1), version: leadsTo.map { $0 + 1 } ?? history.versions.count)
        }
        checkIdentifierOrder(of: history)
        if let current = history.currentVersion, !history.versions.contains(where: { $0.name == current }) {
            note(.currentVersionMissing, current,
                 "`.xccurrentversion` names version `\(current)`, which the folder does not hold, so every version is imported and `\(history.versions.last?.name ?? "")` is the newest",
                 at: SourceLocation(file: URL(fileURLWithPath: history.path).appendingPathComponent(".xccurrentversion").path, line: 1, column: 1),
                 version: history.versions.count)
        }
        try resolveHistory(&imported)
        for index in imported.indices {
            version = index + 1
            resolveNames(in: &imported[index].model, source: imported[index].source)
        }
        notes = CoreDataImportNote.merged(notes)
        return imported
    }

    /// Notes each version whose place the names' numbers did not give
    /// (`CoreDataVersionOrder`): what placed it and after which version, so a wrong guess
    /// is seen and corrected with `--version-order`.
    private mutating func notePlacements(of history: CoreDataModelHistory) {
        for placement in history.placements {
            guard let index = history.versions.firstIndex(where: { $0.name == placement.name }) else { continue }
            let place = placement.after.map { "after `\($0)`" } ?? "first"
            let why = switch placement.reason {
            case .saved(let stamp): "its name has no number, so it goes where Xcode last saved it (\(stamp)): \(place)"
            case .namingScheme: "it begins another naming scheme, whose versions follow those of the first: \(place)"
            }
            note(.versionPlaced, placement.name,
                 "version `\(placement.name)`: \(why); if the app shipped it elsewhere, give the order with `--version-order`",
                 at: SourceLocation(file: history.versions[index].file, line: 1, column: 1), version: index + 1)
        }
    }

    /// Notes each version whose identifier (`userDefinedModelVersionIdentifier`) sorts
    /// before the previous version's, compared part by part as version numbers: the names'
    /// order, which the import follows, and the identifiers' disagree there.
    private mutating func checkIdentifierOrder(of history: CoreDataModelHistory) {
        func parts(_ identifier: String) -> [Int] { identifier.split { !$0.isNumber }.compactMap { Int($0) } }
        var previous: (name: String, identifier: String)?
        for (index, version) in history.versions.enumerated() {
            guard let identifier = version.versionIdentifier, !parts(identifier).isEmpty else { continue }
            if let previous, Self.precedes(identifier, previous.identifier) {
                note(.versionOrder, version.name,
                     "version `\(version.name)` (identifier \(identifier)) comes after `\(previous.name)` (identifier \(previous.identifier)) by their names, which the import follows; if the app shipped them the other way round, rename the versions or give the order with `--version-order`",
                     at: SourceLocation(file: version.file, line: 1, column: 1), version: index + 1)
            }
            previous = (version.name, identifier)
        }
    }

    /// Whether version identifier `a` comes before `b`, part by part as version numbers,
    /// a pre-release (`1.0 Beta 4`, `2.1rc1`) before its release (`1.0`).
    static func precedes(_ a: String, _ b: String) -> Bool {
        func key(_ identifier: String) -> (release: [Int], isRelease: Int, prerelease: [Int]) {
            let marker = identifier.range(of: #"(?i)(alpha|beta|preview|pre|rc|dev|[ab](?=\d))"#, options: .regularExpression)
            let release = marker.map { String(identifier[..<$0.lowerBound]) } ?? identifier
            let rest = marker.map { String(identifier[$0.upperBound...]) } ?? ""
            func numbers(_ text: String) -> [Int] { text.split { !$0.isNumber }.compactMap { Int($0) } }
            return (numbers(release), marker == nil ? 1 : 0, numbers(rest))
        }
        let (left, right) = (key(a), key(b))
        if left.release != right.release { return left.release.lexicographicallyPrecedes(right.release) }
        if left.isRelease != right.isRelease { return left.isRelease < right.isRelease }
        return left.prerelease.lexicographicallyPrecedes(right.prerelease)
    }

    mutating func note(_ kind: CoreDataImportNote.Kind, _ element: String, _ message: String, at location: SourceLocation, version: Int? = nil) {
        notes.append(CoreDataImportNote(kind, element, message, at: location, versions: [version ?? self.version]))
    }

    // MARK: - One version

    /// One hierarchy: its root and every member, root first, then depth first.
    struct Hierarchy {
        var root: CoreDataEntity
        var members: [CoreDataEntity]
        var isShared: Bool { members.count > 1 }
    }

    /// Core Data's hierarchies in `source`, in the order their roots are listed.
    static func hierarchies(in source: CoreDataModel) -> [Hierarchy] {
        func descendants(of entity: CoreDataEntity) -> [CoreDataEntity] {
            source.entities.filter { $0.parent == entity.name && $0.name != entity.name }.flatMap { [$0] + descendants(of: $0) }
        }
        return source.entities.filter { source.root(of: $0).name == $0.name }.map { root in
            Hierarchy(root: root, members: [root] + descendants(of: root))
        }
    }

    /// The stored name of every member's own stored properties, keyed `Entity.property`:
    /// a sub-entity's property whose name a sibling took first is prefixed with its
    /// entity (`Cat.name` → `catName`). A property keeps the name it had in the previous
    /// version (`previousNames`, following renaming identifiers), so a sibling added later
    /// never takes its column: it is the newcomer that is prefixed. Names are compared as
    /// SQLite compares column names, ignoring case (Olvid's `GroupServerUserData.rawGroupUid`
    /// beside `GroupV2ServerUserData.rawGroupUID`, whose store columns are `ZRAWGROUPUID`
    /// and `ZRAWGROUPUID1`).
    mutating func storedNames(of hierarchy: Hierarchy) -> [String: String] {
        var names: [String: String] = [:]
        /// The names taken, lowercased, each with the name as it was taken.
        var used: [String: String] = [:]
        var kept: [String: String] = [:]
        for member in hierarchy.members where hierarchy.isShared {
            let before = member.renamingIdentifier ?? member.name
            let properties = member.attributes.filter { !$0.isTransient && !$0.isDerived }.map { ($0.name, $0.renamingIdentifier) }
                + member.relationships.filter { !$0.isTransient }.map { ($0.name, $0.renamingIdentifier) }
            for (property, identifier) in properties {
                guard let name = previousNames["\(member.name).\(property)"] ?? previousNames["\(before).\(identifier ?? property)"],
                      used[name.lowercased()] == nil else { continue }
                used[name.lowercased()] = name
                kept["\(member.name).\(property)"] = name
            }
        }
        for member in hierarchy.members {
            let properties = member.attributes.filter { !$0.isTransient && !$0.isDerived }.map { ($0.name, $0.location) }
                + member.relationships.filter { !$0.isTransient }.map { ($0.name, $0.location) }
            for (property, location) in properties {
                if let name = kept["\(member.name).\(property)"] {
                    names["\(member.name).\(property)"] = name
                    if name != property {
                        let shared = hierarchy.members.contains { $0.name != member.name && Self.storedPropertyNames(of: $0).contains(property) }
                        note(.renamedMember, "\(member.name).\(property)",
                             shared ? "`\(member.name).\(property)` shares `\(hierarchy.root.name)`'s table with a property of the same name, so it is `\(name)` there"
                                : "`\(member.name).\(property)` keeps the name `\(name)` it has in `\(hierarchy.root.name)`'s table since an earlier version",
                             at: location)
                    }
                    continue
                }
                var name = property
                if let taken = used[name.lowercased()] {
                    name = Naming.lowercasingLeadingCapitals(member.name) + Naming.uppercasingFirst(property)
                    var suffix = 2
                    while used[name.lowercased()] != nil { name = Naming.lowercasingLeadingCapitals(member.name) + Naming.uppercasingFirst(property) + String(suffix); suffix += 1 }
                    let clash = taken == property ? "a property of the same name" : "`\(taken)`, a name that differs only by case"
                    note(.renamedMember, "\(member.name).\(property)",
                         "`\(member.name).\(property)` shares `\(hierarchy.root.name)`'s table with \(clash), so it is `\(name)` there", at: location)
                }
                used[name.lowercased()] = name
                names["\(member.name).\(property)"] = name
            }
        }
        return names
    }

    /// The names of `entity`'s own stored properties.
    static func storedPropertyNames(of entity: CoreDataEntity) -> [String] {
        entity.attributes.filter { !$0.isTransient && !$0.isDerived }.map(\.name) + entity.relationships.filter { !$0.isTransient }.map(\.name)
    }

    /// The stored name of `property` as entity `entity` has it (its own or inherited).
    static func storedName(_ property: String, of entity: CoreDataEntity, in source: CoreDataModel, names: [String: String]) -> String? {
        for holder in source.lineage(of: entity) {
            if let name = names["\(holder.name).\(property)"] { return name }
        }
        return nil
    }

    /// `source` as a modelc model, before renames, keys and SQL names are settled.
    mutating func mapVersion(_ source: CoreDataModel) -> ImportedVersion {
        let hierarchies = Self.hierarchies(in: source)
        var names: [String: String] = [:]
        for hierarchy in hierarchies { names.merge(storedNames(of: hierarchy)) { first, _ in first } }
        defer { previousNames = names }
        var entities: [Entity] = []
        var origins: [CoreDataEntityOrigin] = []
        for hierarchy in hierarchies {
            var entity = Entity(name: hierarchy.root.name, renamedFrom: hierarchy.root.renamingIdentifier, location: hierarchy.root.location)
            var discriminator: String?
            if hierarchy.isShared {
                discriminator = addDiscriminator(to: &entity, for: hierarchy, names: names)
            }
            for member in hierarchy.members {
                for attribute in member.attributes { map(attribute, of: member, in: hierarchy, names: names, into: &entity) }
                for relationship in member.relationships { map(relationship, of: member, in: hierarchy, source: source, names: names, into: &entity) }
                for fetched in member.fetchedProperties {
                    note(.fetchedProperty, "\(member.name).\(fetched)", "fetched property `\(member.name).\(fetched)` is a query, not stored data: left out", at: member.location)
                }
            }
            for member in hierarchy.members {
                mapIndexes(of: member, source: source, names: names, into: &entity)
                var properties: [String: String] = [:]
                for holder in source.lineage(of: member) {
                    for property in Self.storedPropertyNames(of: holder) where properties[property] == nil {
                        properties[property] = names["\(holder.name).\(property)"]
                    }
                }
                origins.append(CoreDataEntityOrigin(coreDataEntity: member.name, entity: entity.name,
                                                    discriminator: discriminator.map { _ in member.name }, properties: properties))
            }
            if hierarchy.isShared {
                let concrete = hierarchy.members.filter { !$0.isAbstract }.map(\.name)
                note(.hierarchy, hierarchy.root.name,
                     "entities \(hierarchy.members.map { "`\($0.name)`" }.joined(separator: ", ")) share one table, as in Core Data's store: entity `\(hierarchy.root.name)` with attribute `\(discriminator ?? "entity")` naming each object's entity (\(concrete.joined(separator: ", ")))",
                     at: hierarchy.root.location)
            }
            entities.append(entity)
        }
        var model = Model(name: options.name, version: version, entities: entities)
        addMissingInverses(to: &model, source: source, origins: origins)
        return ImportedVersion(source: source, model: model, origins: origins)
    }

    /// The `entity` attribute of a shared table: which Core Data entity each row is.
    private mutating func addDiscriminator(to entity: inout Entity, for hierarchy: Hierarchy, names: [String: String]) -> String {
        let used = Set(names.values)
        let name = ["entity", "coreDataEntity", "entityName"].first { !used.contains($0) } ?? "entity_"
        let concrete = hierarchy.members.filter { !$0.isAbstract }.map(\.name)
        let values = concrete.isEmpty ? hierarchy.members.map(\.name) : concrete
        let attribute = Attribute(name: name, type: .string, defaultValue: .string(values[0]), values: values, location: hierarchy.root.location)
        entity.attributes.append(attribute)
        return name
    }

    /// Appends `attribute` of `member` (unless it is not stored).
    private mutating func map(_ attribute: CoreDataAttribute, of member: CoreDataEntity, in hierarchy: Hierarchy, names: [String: String], into entity: inout Entity) {
        let element = "\(member.name).\(attribute.name)"
        if attribute.isTransient {
            note(.transient, element, "transient attribute `\(element)` is not stored: left out", at: attribute.location)
            return
        }
        if attribute.isDerived {
            note(.derived, element, "derived attribute `\(element)` is computed by Core Data: left out", at: attribute.location)
            return
        }
        guard let name = names[element] else { return }
        var mapped = mapAttribute(attribute, named: name, element: element)
        if hierarchy.isShared && member.name != hierarchy.root.name && !mapped.isOptional {
            mapped.isOptional = true
            note(.subentityOptional, element,
                 "`\(element)` is required, but rows of other entities in `\(hierarchy.root.name)`'s table have no value: it is optional there", at: attribute.location)
        }
        entity.attributes.append(mapped)
    }

    /// Appends `relationship` of `member` (unless it is transient), pointing at the
    /// entity that stores its destination.
    private mutating func map(_ relationship: CoreDataRelationship, of member: CoreDataEntity, in hierarchy: Hierarchy, source: CoreDataModel,
                              names: [String: String], into entity: inout Entity) {
        let element = "\(member.name).\(relationship.name)"
        if relationship.isTransient {
            note(.transient, element, "transient relationship `\(element)` is not stored: left out", at: relationship.location)
            return
        }
        guard let name = names[element], let destination = source.entity(named: relationship.destination) else { return }
        let target = source.root(of: destination)
        if target.name != destination.name {
            note(.retargeted, element, "`\(element)` points at `\(destination.name)`, which is stored in `\(target.name)`'s table: it points at `\(target.name)`",
                 at: relationship.location)
        }
        var inverse = relationship.inverseName.flatMap { Self.storedName($0, of: destination, in: source, names: names) }
        // A to-one that is its own inverse (a glider's `connectedAircraft`, its tow plane's
        // pointing back): Core Data keeps the two rows of a pair pointing at each other, in
        // the one column it stores the relationship in; a modelc foreign key points one
        // way, and a to-one naming itself as its inverse has none to point (validation
        // refuses it, which stopped the import of every version).
        if !relationship.isToMany, relationship.inverseName == relationship.name, target.name == hierarchy.root.name {
            inverse = nil
            note(.inverseDropped, element,
                 "to-one `\(element)` is its own inverse (Core Data keeps both rows of a pair pointing at each other): imported as a to-one without an inverse, in the column Core Data stores it in; the app keeps the pair in step",
                 at: relationship.location)
        }
        // An inverse that names another relationship as its own inverse (Artsy's
        // `Image.artist` → `Artist.thumbnail`, whose inverse is `Image.thumbnail`): Core Data
        // keeps the pair it was saved with; modelc needs inverses that point back.
        if let inverseName = relationship.inverseName,
           let other = source.relationship(named: inverseName, of: destination),
           let back = other.inverseName, back != relationship.name {
            inverse = nil
            note(.inverseDropped, element,
                 "`\(element)` names `\(destination.name).\(inverseName)` as its inverse, whose own inverse is `\(back)`: imported without an inverse, as a to-one of its own",
                 at: relationship.location)
        }
        var mapped = Relationship(name: name, target: target.name, isToMany: relationship.isToMany, inverse: inverse,
                                  deleteRule: Self.deleteRule(relationship.deletionRule), isOptional: !relationship.isToMany && relationship.isOptional,
                                  renamedFrom: relationship.renamingIdentifier, location: relationship.location)
        if relationship.isToMany {
            mapped.isOrdered = relationship.isOrdered
            // A to-many Core Data holds required (no `optional="YES"`) must hold at least
            // one object when saved, whatever `minCount` says; not in a table shared with
            // other entities of the hierarchy, whose rows hold none (DuckDuckGo's folders'
            // `children`, in the table of every bookmark), as a required to-one is not.
            let sharedByOthers = hierarchy.isShared && member.name != hierarchy.root.name
            mapped.minCount = relationship.minCount.flatMap { $0 > 0 ? $0 : nil } ?? (relationship.isOptional || sharedByOthers ? nil : 1)
            mapped.maxCount = relationship.maxCount.flatMap { $0 > 0 ? $0 : nil }
        } else if hierarchy.isShared && member.name != hierarchy.root.name && !mapped.isOptional {
            mapped.isOptional = true
            note(.subentityOptional, element,
                 "`\(element)` is required, but rows of other entities in `\(hierarchy.root.name)`'s table have no value: it is optional there", at: relationship.location)
        }
        entity.relationships.append(mapped)
    }

    static func deleteRule(_ rule: CoreDataDeletionRule) -> DeleteRule {
        switch rule {
        case .nullify: .nullify
        case .cascade: .cascade
        case .deny: .deny
        case .noAction: .noAction
        }
    }

    /// Fetch indexes → `indexes:`, uniqueness constraints → `unique:`; an element that
    /// is not an attribute or to-one is left out with a note.
    private mutating func mapIndexes(of member: CoreDataEntity, source: CoreDataModel, names: [String: String], into entity: inout Entity) {
        func columns(_ properties: [String], _ what: String, at location: SourceLocation) -> [String] {
            properties.compactMap { property in
                let name = Self.storedName(property, of: member, in: source, names: names)
                let isToMany = entity.relationship(named: name ?? "")?.isToMany ?? false
                guard let name, !isToMany else {
                    note(.indexElement, "\(member.name).\(property)",
                         "\(what) of `\(member.name)` names `\(property)`, which is \(isToMany ? "a to-many relationship" : "not a stored property"): left out of it", at: location)
                    return nil
                }
                // A one-to-one, whose key Core Data keeps on both sides: an index over it
                // (DashSync's `Spork.sporkHash`) keeps the key on this side, which the
                // model says with `column:` (else the key goes to the optional side).
                if let position = entity.relationships.firstIndex(where: { $0.name == name }),
                   let coreData = member.relationships.first(where: { $0.name == property }), !coreData.isToMany,
                   let inverse = coreData.inverseName, let target = source.entity(named: coreData.inverseEntity ?? coreData.destination),
                   target.relationships.first(where: { $0.name == inverse })?.isToMany == false {
                    // Both sides indexed (WordPress's `AbstractPost.original` and
                    // `revision`): the key is kept on one, the first by entity and then
                    // by name, whose index covers the pair; the other's is left out.
                    let inverseIndexed = (target.fetchIndexes.map(\.properties) + target.uniquenessConstraints.map(\.properties)).contains { $0.contains(inverse) }
                    let keepsKey = !inverseIndexed || (member.name, property) <= (target.name, inverse)
                    guard keepsKey else {
                        note(.indexElement, "\(member.name).\(property)",
                             "\(what) of `\(member.name)` names one-to-one `\(property)`, whose key modelc keeps on the other side, `\(target.name).\(inverse)`, which is indexed too: left out of it",
                             at: location)
                        return nil
                    }
                    entity.relationships[position].hasExplicitColumn = true
                }
                return name
            }
        }
        for index in member.fetchIndexes {
            for element in index.unsupportedElements {
                note(.indexElement, "\(member.name).\(index.name)", "fetch index `\(index.name)` of `\(member.name)` has an element modelc cannot index (\(element)): left out of it",
                     at: index.location)
            }
            let names = columns(index.properties, index.name.isEmpty ? "a compound index" : "fetch index `\(index.name)`", at: index.location)
            // Two fetch indexes over the same properties in opposite orders (LoopKit's
            // `byStartDateAscendingIndex` and `…Descending…`) are one index for modelc,
            // whose indexes have no order (SQLite reads a B-tree both ways).
            if !names.isEmpty, entity.indexes.contains(where: { $0.attributes == names }) {
                note(.indexElement, "\(member.name).\(index.name)",
                     "fetch index `\(index.name)` of `\(member.name)` indexes the same properties as another, which modelc's indexes, read in either order, already cover: left out",
                     at: index.location)
                continue
            }
            if !names.isEmpty { entity.indexes.append(IndexSpec(names, location: index.location)) }
        }
        for constraint in member.uniquenessConstraints {
            let names = columns(constraint.properties, "a uniqueness constraint", at: constraint.location)
            if !names.isEmpty { entity.uniques.append(IndexSpec(names, location: constraint.location)) }
        }
    }

    /// Whether Core Data keeps to-many `relationship` in a column of its destination's
    /// table (`CoreDataStoreNames`): one without an inverse, ordered or not (an ordered
    /// one's positions are in `Z_FOK_<n><NAME>` beside it, as Cyface's real stores show).
    /// Each destination object is then in one source's set at most, as with a to-one
    /// inverse.
    static func keepsInverselessToManyInAColumn(_ relationship: CoreDataRelationship) -> Bool {
        relationship.isToMany && relationship.inverseName == nil
    }

    /// A to-many without an inverse gets one on its destination, `<relationship>Of<Entity>`,
    /// as Core Data stores it: a to-one, optional, when Core Data keeps the relationship
    /// in a column of the destination's table (`keepsInverselessToManyInAColumn`, as
    /// Artsy's and Cyface's real stores show); a to-many (a many-to-many) for one whose
    /// Core Data inverse was dropped (`inverse-dropped`).
    private mutating func addMissingInverses(to model: inout Model, source: CoreDataModel, origins: [CoreDataEntityOrigin]) {
        for entityIndex in model.entities.indices {
            for relationshipIndex in model.entities[entityIndex].relationships.indices {
                let relationship = model.entities[entityIndex].relationships[relationshipIndex]
                guard relationship.isToMany, relationship.inverse == nil,
                      let targetIndex = model.declarationIndex(ofEntity: relationship.target) else { continue }
                let owner = model.entities[entityIndex].name
                let coreData = origins.coreDataName(of: relationship.name, in: owner).flatMap { name in
                    source.entity(named: name.member).flatMap { source.relationship(named: name.property, of: $0) }
                }
                let toOne = coreData.map(Self.keepsInverselessToManyInAColumn) ?? false
                let taken = Set(model.entities[targetIndex].attributes.map(\.name) + model.entities[targetIndex].relationships.map(\.name))
                var name = relationship.name + "Of" + Naming.uppercasingFirst(owner)
                var suffix = 2
                while taken.contains(name) { name = relationship.name + "Of" + Naming.uppercasingFirst(owner) + String(suffix); suffix += 1 }
                model.entities[targetIndex].relationships.append(
                    Relationship(name: name, target: owner, isToMany: !toOne, inverse: relationship.name, isOptional: toOne, location: relationship.location))
                model.entities[entityIndex].relationships[relationshipIndex].inverse = name
                note(.inverseAdded, "\(owner).\(relationship.name)", toOne
                     ? "to-many `\(owner).\(relationship.name)` has no inverse; modelc stores a to-many through its inverse, so `\(relationship.target).\(name)` is added (a to-one, as Core Data keeps the relationship in a column of the destination's table)"
                     : "to-many `\(owner).\(relationship.name)` has no inverse; modelc stores a to-many through its inverse, so `\(relationship.target).\(name)` is added (a many-to-many, as Core Data stores it)",
                     at: relationship.location)
            }
        }
    }
}

extension CoreDataMapping {
    /// The file that holds version `name` of the history at `path`: its `contents`, or
    /// the binary `elements` an Xcode older than 4 saved instead (a note on such a version
    /// named a `contents` file that is not there).
    static func modelFile(of name: String, in path: String) -> String {
        let contents = CoreDataModelHistory.contentsFile(of: name, in: path)
        let elements = URL(fileURLWithPath: contents).deletingLastPathComponent().appendingPathComponent("elements").path
        return !FileManager.default.fileExists(atPath: contents) && FileManager.default.fileExists(atPath: elements) ? elements : contents
    }
}
