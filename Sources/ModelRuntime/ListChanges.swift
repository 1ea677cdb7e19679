/// What changed between two consecutive results of a list, by key: the difference a list
/// view applies (deletions, insertions, reloads, moves) instead of reloading everything.
///
/// For lists whose keys are unique (a query of records by primary key):
/// - `deleted`: keys of the old list missing from the new one, in old order;
/// - `inserted`: keys of the new list missing from the old one, in new order;
/// - `updated`: keys in both whose element is not equal, in new order;
/// - `moved`: the fewest keys in both that must move so that the others keep their
///   order, in new order. The kept keys that do not move are in the same order in both
///   lists (so a view can move just these and insert and delete the rest), and an element
///   that stays in place while others are inserted or deleted around it has not moved.
///
/// Deletions, insertions and updates take O(n) time with hash lookups by key; the moves
/// are the kept keys outside a longest increasing run of their old places, O(n log m) for
/// m kept keys that changed order (O(n) when nothing moved).
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
        var newKeys = Set<Key>(minimumCapacity: new.count)
        for element in new { newKeys.insert(key(element)) }
        // The place of each kept key among the kept keys of the old list.
        var keptRank: [Key: Int] = [:]
        for element in old {
            let oldKey = key(element)
            if newKeys.contains(oldKey) {
                keptRank[oldKey] = keptRank.count
            } else {
                deleted.append(oldKey)
            }
        }
        var ranks: [Int] = []
        var keptKeys: [Key] = []
        for element in new {
            let newKey = key(element)
            guard let oldIndex = oldPlaces[newKey], let rank = keptRank[newKey] else {
                inserted.append(newKey)
                continue
            }
            if old[oldIndex] != element { updated.append(newKey) }
            ranks.append(rank)
            keptKeys.append(newKey)
        }
        let staying = Self.longestIncreasingRun(ranks)
        for (index, keptKey) in keptKeys.enumerated() where !staying[index] { moved.append(keptKey) }
    }

    /// Which values belong to one longest strictly increasing subsequence (patience
    /// sorting: O(n log n), O(n) when the values already increase).
    static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
        // tails[k]: index of the smallest last value of an increasing run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            if let last = tails.last, values[last] < value {
                previous[index] = last
                tails.append(index)
                continue
            }
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            previous[index] = low > 0 ? tails[low - 1] : -1
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var member = [Bool](repeating: false, count: values.count)
        var index = tails.last ?? -1
        while index >= 0 {
            member[index] = true
            index = previous[index]
        }
        return member
    }
}
