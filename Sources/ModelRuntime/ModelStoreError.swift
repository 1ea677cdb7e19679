/// Why the store refused a write.
public enum ModelStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A `deny` delete rule: the record still has related records through `relationship`.
    case deleteDenied(entity: String, relationship: String)
    /// A row vanished between being written and read back (another connection deleted it).
    case vanished(entity: String, key: String)

    public var description: String {
        switch self {
        case .deleteDenied(let entity, let relationship):
            "cannot delete the \(entity): its `\(relationship)` relationship has the delete rule `deny` and is not empty (remove the related records first)"
        case .vanished(let entity, let key):
            "the \(entity) \(key) was deleted by another connection while being upserted"
        }
    }
}
