import ModelKit

/// A drop and an add between two model versions that look like one rename the model does
/// not state: an entity whose table is gone and a new one with the same attributes, or
/// within an entity a column that is gone and a new one of the same type.
///
/// The planner never guesses a rename: without `renamedFrom` the plan drops the old
/// table or column with its data and creates the new one empty (Core Data and SwiftData
/// do the same without a renaming identifier). People forget the hint, though, and the
/// plan then reads like any other destructive change. `migrate make` shows these as
/// warnings at the new element, naming the `renamedFrom:` to add, so the forgotten hint
/// is caught when the file is written rather than when a deploy refuses it (or, approved,
/// loses the data). A pair is suggested only when it is the one candidate both ways.
public struct RenameSuggestion: Hashable, Sendable {
    /// What was renamed, by the words of the model.
    public enum Kind: String, Hashable, Sendable {
        case entity, attribute
    }

    public var kind: Kind
    /// The entity in the new version (the new entity, for an entity).
    public var entity: String
    /// The name in the earlier version.
    public var oldName: String
    /// The name in the new version, which lacks `renamedFrom: oldName`.
    public var newName: String
    /// Where the new element is written.
    public var location: SourceLocation

    /// The suggestion as a warning at the new element, with the hint to add.
    public var diagnostic: Diagnostic {
        switch kind {
        case .entity:
            .warning("entity `\(newName)` is new and entity `\(oldName)`, with the same attributes, is dropped with its rows",
                     at: location, hint: "if `\(newName)` is `\(oldName)` renamed, add `renamedFrom: \(oldName)` to it and make the migration again with --regenerate")
        case .attribute:
            .warning("`\(entity).\(newName)` is new and `\(oldName)`, of the same type, is dropped with its values",
                     at: location, hint: "if `\(newName)` is `\(oldName)` renamed, add `renamedFrom: \(oldName)` to it and make the migration again with --regenerate")
        }
    }

    /// The renames `new` may have left unstated since `old`, entities first, in the new
    /// version's order.
    public static func between(_ old: Model, _ new: Model) -> [RenameSuggestion] {
        entitySuggestions(old, new) + attributeSuggestions(old, new)
    }

    private static func entitySuggestions(_ old: Model, _ new: Model) -> [RenameSuggestion] {
        let newTables = Set(new.entities.map(\.table))
        let claimed = Set(new.entities.compactMap(\.renamedFrom))
        let vanished = old.entities.filter { !newTables.contains($0.table) && !claimed.contains($0.name) }
        let oldTables = Set(old.entities.map(\.table))
        let added = new.entities.filter { $0.renamedFrom == nil && !oldTables.contains($0.table) }
        return pairs(added, vanished, alike: { signature(of: $0) == signature(of: $1) && !$0.attributes.isEmpty }).map { entity, previous in
            RenameSuggestion(kind: .entity, entity: entity.name, oldName: previous.name, newName: entity.name, location: entity.location)
        }
    }

    private static func attributeSuggestions(_ old: Model, _ new: Model) -> [RenameSuggestion] {
        new.entities.flatMap { entity -> [RenameSuggestion] in
            guard let previous = old.entity(named: entity.renamedFrom ?? entity.name) else { return [] }
            let newColumns = Set(entity.attributes.map(\.column))
            let claimed = Set(entity.attributes.compactMap(\.renamedFrom) + entity.attributes.flatMap(\.mergedFrom))
            let vanished = previous.attributes.filter { !newColumns.contains($0.column) && !claimed.contains($0.name) }
            // A to-one's foreign-key column counts too: an attribute kept on it (a
            // relationship made a plain attribute, Chinook-style `deptNo`) is not new.
            let keyColumns = previous.relationships.filter { !$0.isToMany }.flatMap { old.foreignKeyColumns(of: $0).map(\.name) }
            let oldColumns = Set(previous.attributes.map(\.column) + keyColumns)
            let added = entity.attributes.filter { $0.renamedFrom == nil && $0.mergedFrom.isEmpty && !oldColumns.contains($0.column) }
            return pairs(added, vanished, alike: { $0.type == $1.type && $0.values == $1.values }).map { attribute, earlier in
                RenameSuggestion(kind: .attribute, entity: entity.name, oldName: earlier.name, newName: attribute.name, location: attribute.location)
            }
        }
    }

    /// Each added element with the one vanished element alike, when that one is alike to
    /// no other added element.
    private static func pairs<T>(_ added: [T], _ vanished: [T], alike: (T, T) -> Bool) -> [(T, T)] {
        added.compactMap { element in
            let candidates = vanished.filter { alike(element, $0) }
            guard candidates.count == 1, let candidate = candidates.first,
                  added.filter({ alike($0, candidate) }).count == 1 else { return nil }
            return (element, candidate)
        }
    }

    /// An entity's attributes by name and type, which a renamed entity keeps.
    private static func signature(of entity: Entity) -> [String: AttributeType] {
        Dictionary(entity.attributes.map { ($0.name, $0.type) }) { first, _ in first }
    }
}
