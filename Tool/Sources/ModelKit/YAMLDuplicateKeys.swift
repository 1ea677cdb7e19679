/// Finds keys written twice in one mapping of a `YAMLTree`, as Yams' composer did, so a
/// file with a repeated key is refused with the same diagnostic as before.
///
/// "The same key" is the composer's equality: scalars with the same text and the same
/// resolved tag (quoting does not count), collections with equal entries and the same
/// tag. Mappings of a few keys are compared pair by pair; larger ones through a set of
/// their keys' texts, so a mapping of thousands of keys is checked in linear time.
enum YAMLDuplicateKeys {
    /// Throws `YAMLReadError.duplicateKeys` when the mapping at `index` repeats a key;
    /// otherwise returns whether its keys are untagged scalars with distinct texts
    /// (`YAMLTree.Node.hasDistinctKeyTexts`).
    static func check(mapping index: YAMLTree.Index, in tree: YAMLTree) throws(YAMLReadError) -> Bool {
        let count = tree[index].count
        if count <= pairwiseLimit, hasDistinctPlainKeys(small: index, count: count, in: tree) { return true }
        let keys = tree.keys(of: index)
        // Untagged scalar keys, the usual case: equal keys are equal texts.
        let plainKeys = keys.allSatisfy { tree[$0].kind == .scalar && !tree[$0].hasTag }
        if plainKeys, count < 2 || !hasRepeatedText(keys, in: tree) { return true }
        guard count > 1 else { return false }
        var groups: [Identity: Int] = Dictionary(minimumCapacity: count)
        var firsts: [YAMLTree.Index] = []
        var sizes: [Int] = []
        for key in keys {
            let identity = Identity(key, in: tree)
            if let group = groups[identity] {
                sizes[group] += 1
            } else {
                groups[identity] = firsts.count
                firsts.append(key)
                sizes.append(1)
            }
        }
        // Sorted as the composer sorted them: scalars by text. Its order was undefined
        // for equal texts and for collections; here it is the order they were written.
        let repeated = firsts.indices.filter { sizes[$0] > 1 }.map { firsts[$0] }.enumerated().sorted { lhs, rhs in
            let a = tree[lhs.element], b = tree[rhs.element]
            switch (a.kind == .scalar, b.kind == .scalar) {
            case (true, true): return a.text != b.text ? a.text < b.text : lhs.offset < rhs.offset
            case (true, false): return true
            case (false, true): return false
            case (false, false): return lhs.offset < rhs.offset
            }
        }.map(\.element)
        guard let first = repeated.first else { return false }
        throw .duplicateKeys(repeated.map { text(of: $0, in: tree) ?? "<uncovertable>" },
                             line: tree[first].line, column: tree[first].column)
    }

    /// Whether the keys of a small mapping (at most `pairwiseLimit`) are untagged
    /// scalars with distinct texts, the answer for nearly every mapping of a model file,
    /// found without building the array of keys on the heap (a model of 1,000 entities
    /// has some 25,000 mappings).
    private static func hasDistinctPlainKeys(small index: YAMLTree.Index, count: Int, in tree: YAMLTree) -> Bool {
        withUnsafeTemporaryAllocation(of: YAMLTree.Index.self, capacity: Swift.max(count, 1)) { keys in
            var key = index + 1
            for slot in 0..<count {
                guard tree.nodes[key].kind == .scalar, !tree.nodes[key].hasTag else { return false }
                keys[slot] = key
                key = tree.nodes[tree.nodes[key].end].end
            }
            for first in 0..<count {
                for second in (first + 1)..<count where tree.nodes[keys[first]].text == tree.nodes[keys[second]].text {
                    return false
                }
            }
            return true
        }
    }

    /// Mappings with at most this many keys are compared pair by pair.
    private static let pairwiseLimit = 16

    private static func hasRepeatedText(_ keys: [YAMLTree.Index], in tree: YAMLTree) -> Bool {
        if keys.count <= pairwiseLimit {
            for (offset, key) in keys.enumerated() {
                let text = tree[key].text
                for other in keys[(offset + 1)...] where tree[other].text == text { return true }
            }
            return false
        }
        var seen = Set<String>(minimumCapacity: keys.count)
        for key in keys where !seen.insert(tree[key].text).inserted { return true }
        return false
    }

    /// The text Yams gave a repeated key: a scalar's own; for a mapping, the value under
    /// a key tagged `!!value`, if any; nothing for a sequence.
    private static func text(of index: YAMLTree.Index, in tree: YAMLTree) -> String? {
        switch tree[index].kind {
        case .scalar:
            return tree[index].text
        case .mapping:
            for key in tree.keys(of: index) where tree.tags[key] == "tag:yaml.org,2002:value" {
                return text(of: tree[key].end, in: tree)
            }
            return nil
        case .sequence:
            return nil
        }
    }

    /// A key with its position left out: what two keys must share to be the same key.
    private indirect enum Identity: Hashable {
        case scalar(String, tag: String?)
        case sequence([Identity], tag: String?)
        /// Keys and values alternating, in order.
        case mapping([Identity], tag: String?)

        init(_ index: YAMLTree.Index, in tree: YAMLTree) {
            let node = tree[index]
            let tag = node.hasTag ? tree.tags[index] : nil
            switch node.kind {
            case .scalar:
                self = .scalar(node.text, tag: tag)
            case .sequence:
                self = .sequence(tree.items(of: index).map { Identity($0, in: tree) }, tag: tag)
            case .mapping:
                self = .mapping(tree.keys(of: index).flatMap { [Identity($0, in: tree), Identity(tree[$0].end, in: tree)] }, tag: tag)
            }
        }
    }
}
