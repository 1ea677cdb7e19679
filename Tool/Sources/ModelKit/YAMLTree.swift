/// One YAML document as the model reader sees it: every node in document order, each
/// with the line and column where it starts.
///
/// The tree is flat. A collection's children follow it in `nodes`, and `end` is the index
/// just past its last descendant, so a mapping is walked by stepping from a key to its
/// value (`key.end`) to the next key (`value.end`). Nodes are plain values in one array:
/// no heap object per node, no reference counting while the model reader walks them,
/// which is where a composed tree of `Yams.Node` enums spent most of its time.
///
/// Tags matter to the reader only when it checks a mapping for repeated keys (a key
/// tagged `!!int 1` is not the key `1`), so a node keeps just whether its tag is other
/// than the default of its kind, and `tags` holds those few.
struct YAMLTree: Sendable {
    /// A node's position in `nodes`.
    typealias Index = Int

    enum Kind: UInt8, Sendable {
        case scalar, mapping, sequence

        /// How diagnostics name the kind ("`entities` must be a mapping, got a list").
        var described: String {
            switch self {
            case .scalar: "a scalar"
            case .mapping: "a mapping"
            case .sequence: "a list"
            }
        }
    }

    struct Node: Sendable {
        var kind: Kind
        /// Whether a scalar was written plain (not quoted, not a block scalar): only a
        /// plain scalar can read as a number, a boolean or null.
        var isPlain: Bool
        /// Whether the node carries a tag other than its kind's default (`tags` has it).
        var hasTag: Bool
        /// Whether a mapping's keys are untagged scalars with distinct texts, so whoever
        /// reads it by key name need not look for repeated names again.
        var hasDistinctKeyTexts: Bool = false
        /// 1-based, counted as libyaml counts them (columns in Unicode scalars).
        var line: Int
        var column: Int
        /// The index just past the node's last descendant (its own index + 1 for a scalar).
        var end: Index
        /// Entries of a collection: pairs of a mapping, items of a sequence.
        var count: Int
        /// A scalar's text; empty for a collection.
        var text: String
    }

    var nodes: [Node] = []
    /// The tag of each node whose tag is not its kind's default (`!custom`, `!!int`).
    var tags: [Index: String] = [:]

    subscript(index: Index) -> Node {
        nodes[index]
    }

    /// The items of the sequence at `index`, in order.
    func items(of index: Index) -> [Index] {
        children(of: index, taking: 1)
    }

    /// The keys of the mapping at `index`, in order; a key's value is at `self[key].end`.
    func keys(of index: Index) -> [Index] {
        children(of: index, taking: 2)
    }

    /// The first of every `stride` children of the collection at `index`: each item of
    /// a sequence (1), each key of a mapping (2, stepping over its value).
    private func children(of index: Index, taking stride: Int) -> [Index] {
        var children: [Index] = []
        children.reserveCapacity(nodes[index].count)
        var child = index + 1
        let end = nodes[index].end
        while child < end {
            children.append(child)
            for _ in 0..<stride { child = nodes[child].end }
        }
        return children
    }
}
