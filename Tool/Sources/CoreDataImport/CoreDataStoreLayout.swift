import ModelKit
import ModelRuntime

/// The tables and columns Core Data writes for one model version (the runtime's
/// `CoreDataStoreVersion` without its statements), with where each element is declared in
/// the `contents` XML, so a store that matches no version is answered with diagnostics
/// at the elements it differs in.
///
/// The names are Apple's (`CoreDataStoreNames`); which version wrote a store is decided
/// by the runtime (`CoreDataStoreVersion.identify`), the same code an app runs.
struct CoreDataStoreLayout {
    /// A to-many whose inverse is to-many (or an ordered one that has none): a table
    /// `Z_<n><NAME>` named after either side.
    struct JoinTable {
        /// `Entity.relationship` of each side Core Data knows (one when there is no inverse).
        var sides: [(entity: String, relationship: String)]
        /// The entities whose keys the destination side's column holds, when the
        /// relationship has no inverse: the destination's hierarchy.
        var destinationEntities: [String]
        var location: SourceLocation

        var description: String { sides.map { "`\($0.entity).\($0.relationship)`" }.joined(separator: " ↔ ") }
    }

    var version: CoreDataModel
    var names: CoreDataStoreNames
    var entities: [CoreDataStoreVersion.Entity]
    var tables: [CoreDataStoreVersion.Table]
    var joinTables: [JoinTable]
    /// Where each entity is declared, for diagnostics.
    var locations: [String: SourceLocation]

    /// `Z` and the upper-cased name: Core Data's name for an entity's table or a property's column.
    static func storeName(_ name: String) -> String {
        "Z" + name.uppercased()
    }

    /// The layout Core Data writes for `version`.
    init(_ version: CoreDataModel) {
        self.version = version
        names = CoreDataStoreNames(version)
        entities = version.entities.map { entity in
            let former = entity.renamingIdentifier.flatMap { $0.isEmpty || $0 == entity.name ? nil : $0 }
            return CoreDataStoreVersion.Entity(name: entity.name, parent: entity.parent, formerName: former)
        }
        locations = Dictionary(version.entities.map { ($0.name, $0.location) }) { first, _ in first }
        tables = []
        joinTables = []
        var seenPairs: Set<String> = []
        let hierarchies = CoreDataMapping.hierarchies(in: version)
        // The columns that to-manys without an inverse keep in their destination's table.
        var inverseless: [String: [String: String]] = [:]
        for hierarchy in hierarchies {
            var table = CoreDataStoreVersion.Table(name: Self.storeName(hierarchy.root.name), entity: hierarchy.root.name,
                                                   columns: ["Z_PK": "the key", "Z_ENT": "the entity number", "Z_OPT": "the lock version"])
            for member in hierarchy.members {
                for attribute in member.attributes where !attribute.isTransient {
                    let column = names.column(of: attribute.name, in: member.name, of: version)
                    guard attribute.isDerived else {
                        table.columns[column] = "attribute `\(member.name).\(attribute.name)`"
                        continue
                    }
                    // Stored by Core Data (computed when saving), left out of the model and
                    // not copied; a store may lack it (one written before Core Data had them).
                    table.columns[column] = "derived attribute `\(member.name).\(attribute.name)`"
                    table.optionalColumns.append(column)
                }
                for relationship in member.relationships where !relationship.isTransient {
                    let destination = version.entity(named: relationship.destination)
                    let inverse = destination.flatMap { destination in
                        relationship.inverseName.flatMap { version.relationship(named: $0, of: destination) }
                    }
                    if relationship.isToMany, inverse == nil,
                       let destination, CoreDataMapping.keepsInverselessToManyInAColumn(relationship) {
                        let column = names.inverselessColumn(of: relationship.name, in: member.name)
                        let table = Self.storeName(version.root(of: destination).name)
                        inverseless[table, default: [:]][column] = "to-many `\(member.name).\(relationship.name)` (no inverse)"
                        if relationship.isOrdered {
                            inverseless[table, default: [:]]["Z_FOK_" + column.dropFirst()] = "the order of `\(member.name).\(relationship.name)`"
                        }
                        continue
                    }
                    if relationship.isToMany {
                        guard inverse?.isToMany ?? true else { continue }
                        let key = [member.name + "." + relationship.name, inverse.map { (relationship.destination) + "." + $0.name } ?? ""].sorted().joined(separator: "|")
                        guard seenPairs.insert(key).inserted else { continue }
                        var sides = [(member.name, relationship.name)]
                        if let inverse, let declaring = destination.flatMap({ version.declaring(relationship: inverse.name, of: $0) }) {
                            sides.append((declaring.name, inverse.name))
                        }
                        let members = destination.flatMap { destination in hierarchies.first { $0.root.name == version.root(of: destination).name }?.members.map(\.name) }
                        joinTables.append(JoinTable(sides: sides, destinationEntities: members ?? [relationship.destination], location: relationship.location))
                        continue
                    }
                    let column = names.column(of: relationship.name, in: member.name, of: version)
                    table.columns[column] = "to-one `\(member.name).\(relationship.name)`"
                    if let inverse, inverse.isToMany, inverse.isOrdered {
                        table.columns["Z_FOK_" + column.dropFirst()] = "the order of `\(relationship.destination).\(inverse.name)`"
                    }
                    if let destination, hierarchies.contains(where: { $0.root.name == version.root(of: destination).name && $0.isShared }) {
                        table.entityColumns.append(String(column.dropFirst()))
                    }
                }
            }
            table.optionalColumns.sort()
            table.entityColumns.sort()
            tables.append(table)
        }
        for index in tables.indices {
            tables[index].columns.merge(inverseless[tables[index].name] ?? [:]) { own, _ in own }
        }
    }

    /// The runtime's form of the many-to-many `joinTables[index]`: the table is named
    /// after either side; the first side's keys are the view's `owner`.
    func join(_ index: Int) -> CoreDataStoreVersion.Join {
        let join = joinTables[index]
        let first = join.sides[0]
        let second = join.sides.count > 1 ? join.sides[1] : nil
        return CoreDataStoreVersion.Join(
            description: join.description,
            names: join.sides.map { CoreDataStoreVersion.Join.Key(entities: [$0.entity], name: $0.relationship.uppercased()) },
            owner: .init(entities: [first.entity], name: second?.relationship.uppercased()),
            target: .init(entities: second.map { [$0.entity] } ?? join.destinationEntities, name: first.relationship.uppercased()),
            view: "modelc_join_\(index)"
        )
    }

    /// The index in `joinTables` of the many-to-many with side `entity.relationship`.
    func joinIndex(entity: String, relationship: String) -> Int? {
        joinTables.firstIndex { $0.sides.contains { $0.entity == entity && $0.relationship == relationship } }
    }

    /// `difference` as a diagnostic at the `contents` element it is about (the whole file
    /// for what the version lacks).
    func diagnostic(_ difference: CoreDataStoreDifference) -> Diagnostic {
        let file = SourceLocation(file: version.file, line: 1, column: 1)
        let location: SourceLocation = switch difference.subject {
        case .version: file
        case .entity(let name), .table(entity: let name): locations[name] ?? file
        case .join(let index): joinTables.indices.contains(index) ? joinTables[index].location : file
        }
        return .error(difference.message, at: location)
    }

    /// A version as an error names it: its name in backticks, and the version identifier
    /// Xcode shows (and a store's metadata records) when the name does not hold it
    /// (`` `zmessaging`, version 1.25 ``; `` `Journal 4` ``).
    static func label(_ version: CoreDataModel) -> String {
        guard let identifier = version.versionIdentifier, !identifier.isEmpty, !version.name.contains(identifier) else { return "`\(version.name)`" }
        return "`\(version.name)`, version \(identifier)"
    }

    /// The version of `versions` (oldest first) that wrote `store`, as the runtime finds
    /// it, with its differences as diagnostics when none does. `forced` is a modelc
    /// version number (`X.xcdatamodeld@N`).
    static func identify(_ store: CoreDataStoreContents, in versions: [CoreDataModel], modelName: String,
                         forced: Int?, otherModels: Bool = false) throws(CoreDataStoreError) -> (index: Int, alsoMatching: [Int]) {
        if let forced, !versions.indices.contains(forced - 1) { throw .unknownVersion(forced, count: versions.count) }
        let layouts = versions.map(CoreDataStoreLayout.init)
        let described = layouts.enumerated().map { index, layout in layout.described(modelVersion: index + 1) }
        do {
            let found = try CoreDataStoreVersion.identify(store, in: described, modelName: modelName, forced: forced.map { $0 - 1 },
                                                          otherModels: otherModels)
            return (found.index, found.alsoMatching.map { $0 + 1 })
        } catch {
            switch error {
            case .noMatchingVersion(let path, let closest, let differences):
                throw .noMatchingVersion(store: path, model: modelName, diagnostics: differences.map(layouts[closest].diagnostic))
            case .olderThanHistory(let path, let storeVersion, let differences):
                throw .olderThanHistory(store: path, model: modelName, oldest: Self.label(versions[0]), storeVersion: storeVersion,
                                        diagnostics: differences.map(layouts[0].diagnostic))
            case .newerThanHistory(let path, let storeVersion, let differences):
                throw .newerThanHistory(store: path, model: modelName, newest: Self.label(versions[versions.count - 1]), storeVersion: storeVersion,
                                        diagnostics: differences.map(layouts[versions.count - 1].diagnostic))
            case .versionMismatch(let path, let version, let differences):
                throw .versionMismatch(store: path, version: version, name: versions[version - 1].name, diagnostics: differences.map(layouts[version - 1].diagnostic))
            default:
                throw CoreDataStoreError(error)
            }
        }
    }

    /// This layout as the runtime's value, without statements.
    func described(modelVersion: Int) -> CoreDataStoreVersion {
        CoreDataStoreVersion(name: version.name, identifier: version.versionIdentifier, modelVersion: modelVersion, entities: entities,
                             tables: tables, joins: joinTables.indices.map(join), statements: [], counts: [], writes: [:])
    }
}
