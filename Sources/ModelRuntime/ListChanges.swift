/// What changed between two consecutive results of a list, by key: the difference a list
/// view applies (deletions, insertions, reloads, moves) instead of reloading everything.
///
/// For lists whose keys are unique (a query of records by primary key):
/// - `deleted`: keys of the old list missing from the new one, in old order;
/// - `inserted`: keys of the new list missing from the old one, in new order;
/// - `updated`: keys in both whose element is not equal, in new order;
/// - `moved`: keys in both ("kept") that changed place relative to the other kept keys,
///   in new order. The kept keys that do not move are in the same order in both lists,
///   so a view can move just these and insert and delete the rest; an element that stays
///   in place while others are inserted or deleted around it has not moved, and a single
///   element taken out and put back elsewhere is the only move.
///
/// Everything takes O(n) time with hash lookups by key, since a list view recomputes it
/// after every commit. The moves come from one pass over the kept keys of both lists in
/// step: where the next old and the next new key differ, the one that travels farther
/// from there (the old key down the new list, the new key up from the old list, counted
/// in kept keys; the old key on a tie) is marked as moved and skipped on its other side. That is not always the fewest moves (the fewest is the complement of a
/// longest increasing subsequence, which takes O(n log n)), but a view animating a few
/// moves gets a few moves back.
public struct ListChanges<Key: Hashable & Sendable>: Hashable, Sendable {
    public var inserted: [Key]
    public var updated: [Key]
    public var deleted: [Key]
    public var moved: [Key]

    public init(inserted: [Key] = [], updated: [Key] = [], deleted: [Key] = [], moved: [Key] = []) {
        self.inserted = inserted
        self.updated = updated
        self.deleted = deleted
        self.moved = moved
    }

    /// Whether the two lists were equal.
    public var isEmpty: Bool {
        inserted.isEmpty && updated.isEmpty && deleted.isEmpty && moved.isEmpty
    }

    /// The changes from `old` to `new`, elements identified by `key`.
    public init<Element: Equatable>(from old: [Element], to new: [Element], key: (Element) -> Key) {
        self.init()
        var oldPlaces: [Key: Int] = [:]
        oldPlaces.reserveCapacity(old.count)
        for (index, element) in old.enumerated() { oldPlaces[key(element)] = index }
        // Kept keys in new order, with their place among the kept keys of the new list.
        var keptNew: [Key] = []
        var newRank: [Key: Int] = [:]
        for element in new {
            let newKey = key(element)
            guard let oldIndex = oldPlaces[newKey] else {
                inserted.append(newKey)
                continue
            }
            if old[oldIndex] != element { updated.append(newKey) }
            newRank[newKey] = keptNew.count
            keptNew.append(newKey)
        }
        // Kept keys in old order, with their place among the kept keys of the old list.
        var keptOld: [Key] = []
        var oldRank: [Key: Int] = [:]
        for element in old {
            let oldKey = key(element)
            if newRank[oldKey] == nil {
                deleted.append(oldKey)
            } else {
                oldRank[oldKey] = keptOld.count
                keptOld.append(oldKey)
            }
        }
        moved = Self.movedKeys(keptOld, keptNew, oldRank: oldRank, newRank: newRank)
    }

    /// The kept keys that move, in new order (see the type's documentation): one pass over
    /// both orders; each step consumes a key of one list or both, so it is O(n).
    static func movedKeys(_ keptOld: [Key], _ keptNew: [Key], oldRank: [Key: Int], newRank: [Key: Int]) -> [Key] {
        var moving = Set<Key>()
        var moved: [Key] = []
        var i = 0
        for (j, newKey) in keptNew.enumerated() {
            if moving.contains(newKey) {
                // Marked when its old place came up: it arrives here.
                moved.append(newKey)
                continue
            }
            while true {
                // Old keys already marked (they came earlier in the new list) are gone.
                while i < keptOld.count, moving.contains(keptOld[i]) { i += 1 }
                let oldKey = keptOld[i]
                if oldKey == newKey {
                    i += 1
                    break
                }
                // The key that travels farther moves: the old key down the new list, or the
                // new key up from farther down the old list (a tie moves the old key).
                let newKeyTravel = oldRank[newKey]! - i
                let oldKeyTravel = newRank[oldKey]! - j
                if oldKeyTravel >= newKeyTravel {
                    moving.insert(oldKey)
                    i += 1
                } else {
                    moving.insert(newKey)
                    moved.append(newKey)
                    break
                }
            }
        }
        return moved
    }
}
