internal import CYaml

/// Reads one YAML document straight from libyaml's event stream into a `YAMLTree`.
///
/// Why not `Yams.compose`: composing allocates an event object, a `Tag` object and a
/// Foundation string per node, and hashes every mapping's keys to find repeats; for a
/// model of 1,000 entities that was about seven times the cost of libyaml's parser
/// itself (docs/performance.md). This reader calls the same libyaml (the `CYaml` module
/// inside the Yams package) with the same settings, so the events, positions and error
/// texts are libyaml's as before, and it keeps the composer's rules that reach a user:
///
/// - exactly one document (a second one is refused where it begins);
/// - an alias of an anchor not yet complete is "found undefined alias"; an alias of a
///   complete one is refused outright (`YAMLReadError.alias`), so no alias is expanded;
/// - keys repeated in one mapping are refused when the mapping ends, innermost mapping
///   first, with the composer's notion of "the same key": same text and same tag for
///   scalars (`a`, `"a"` and `!!str a` are one key; `!!int 1` and `1` are two), same
///   entries and tag for collections.
///
/// The reading is iterative (no recursion per nesting level) and linear in the text.
enum YAMLEventReader {
    /// The document in `text`, or nil when the text holds none (only comments or
    /// directives).
    static func read(_ text: String) throws(YAMLReadError) -> YAMLTree? {
        var text = text
        text.makeContiguousUTF8()
        let outcome = text.utf8.withContiguousStorageIfAvailable { bytes in
            var reader = Reader(bytes: bytes)
            defer { reader.close() }
            return reader.document()
        }
        switch outcome {
        case .success(let tree)?: return tree
        case .failure(let error)?: throw error
        case nil: throw .reader(problem: "the text is not contiguous UTF-8")
        }
    }

    /// A libyaml parser over one buffer, and the tree being built.
    private struct Reader {
        /// libyaml's parser keeps a pointer to itself (its string reader's data), so it
        /// lives at a fixed address rather than in this struct.
        let parser: UnsafeMutablePointer<yaml_parser_t>
        var event = yaml_event_t()
        var tree = YAMLTree()
        /// The collections open at this point, innermost last.
        var open: [OpenCollection] = []
        /// Anchors of complete nodes: an alias of one of these is refused, an alias of
        /// anything else is undefined, as in Yams' composer.
        var anchors = Set<String>()

        struct OpenCollection {
            var index: YAMLTree.Index
            var children: Int
            var anchor: String?
        }

        init(bytes: UnsafeBufferPointer<UInt8>) {
            parser = .allocate(capacity: 1)
            parser.initialize(to: yaml_parser_t())
            yaml_parser_initialize(parser)
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
        }

        mutating func close() {
            yaml_event_delete(&event)
            yaml_parser_delete(parser)
            parser.deinitialize(count: 1)
            parser.deallocate()
        }

        mutating func document() -> Result<YAMLTree?, YAMLReadError> {
            do throws(YAMLReadError) {
                try next()  // the stream's start
                try next()
                if event.type == YAML_STREAM_END_EVENT { return .success(nil) }
                try readRoot()
                try next()  // the document's end
                try next()
                if event.type != YAML_STREAM_END_EVENT {
                    // In words of its own: libyaml's composer's ("but found another document
                    // expected a single document in the stream") read garbled in one line.
                    return .failure(.syntax(problem: "a second document begins here;", context: "a model file holds one version, one document",
                                            line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1))
                }
                return .success(tree)
            } catch {
                return .failure(error)
            }
        }

        /// The next event into `event`, or libyaml's error.
        private mutating func next() throws(YAMLReadError) {
            yaml_event_delete(&event)
            guard yaml_parser_parse(parser, &event) == 1 else { throw failure() }
        }

        private func failure() -> YAMLReadError {
            let state = parser.pointee
            let problem = state.problem.map { String(cString: $0) } ?? ""
            switch state.error {
            case YAML_MEMORY_ERROR:
                return .memory
            case YAML_READER_ERROR:
                return .reader(problem: problem)
            default:
                return .syntax(problem: problem, context: state.context.map { String(cString: $0) },
                               line: Int(state.problem_mark.line) + 1, column: Int(state.problem_mark.column) + 1)
            }
        }

        /// Reads the events of the root node, whole.
        private mutating func readRoot() throws(YAMLReadError) {
            repeat {
                try next()
                let line = Int(event.start_mark.line) + 1, column = Int(event.start_mark.column) + 1
                switch event.type {
                case YAML_SCALAR_EVENT:
                    let scalar = event.data.scalar
                    let index = tree.nodes.count
                    let tag = scalar.quoted_implicit != 0 ? nil : Self.tag(scalar.tag, default: "tag:yaml.org,2002:str")
                    tree.nodes.append(YAMLTree.Node(
                        kind: .scalar, isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE, hasTag: tag != nil,
                        line: line, column: column, end: index + 1, count: 0,
                        text: String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)))
                    if let tag { tree.tags[index] = tag }
                    completed(anchor: Self.text(scalar.anchor))
                case YAML_SEQUENCE_START_EVENT:
                    let start = event.data.sequence_start
                    begin(.sequence, line: line, column: column, anchor: Self.text(start.anchor),
                          tag: start.implicit != 0 ? nil : Self.tag(start.tag, default: "tag:yaml.org,2002:seq"))
                case YAML_MAPPING_START_EVENT:
                    let start = event.data.mapping_start
                    begin(.mapping, line: line, column: column, anchor: Self.text(start.anchor),
                          tag: start.implicit != 0 ? nil : Self.tag(start.tag, default: "tag:yaml.org,2002:map"))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let collection = open.popLast() else { break }
                    let isMapping = tree.nodes[collection.index].kind == .mapping
                    tree.nodes[collection.index].end = tree.nodes.count
                    tree.nodes[collection.index].count = isMapping ? collection.children / 2 : collection.children
                    if isMapping {
                        tree.nodes[collection.index].hasDistinctKeyTexts = try YAMLDuplicateKeys.check(mapping: collection.index, in: tree)
                    }
                    completed(anchor: collection.anchor)
                case YAML_ALIAS_EVENT:
                    let name = Self.text(event.data.alias.anchor) ?? ""
                    if anchors.contains(name) { throw .alias(name: name, line: line, column: column) }
                    throw .syntax(problem: "found undefined alias", context: nil, line: line, column: column)
                default:
                    break
                }
            } while !open.isEmpty
        }

        private mutating func begin(_ kind: YAMLTree.Kind, line: Int, column: Int, anchor: String?, tag: String?) {
            let index = tree.nodes.count
            tree.nodes.append(YAMLTree.Node(kind: kind, isPlain: false, hasTag: tag != nil, line: line, column: column,
                                            end: index + 1, count: 0, text: ""))
            if let tag { tree.tags[index] = tag }
            open.append(OpenCollection(index: index, children: 0, anchor: anchor))
        }

        /// A node is complete: its anchor becomes usable, and it counts in its parent.
        private mutating func completed(anchor: String?) {
            if let anchor { anchors.insert(anchor) }
            if !open.isEmpty { open[open.count - 1].children += 1 }
        }

        /// A tag as the composer resolves it, nil when it is its kind's default: no tag,
        /// the non-specific `!`, or the default spelled out (`!!str` on a scalar).
        private static func tag(_ pointer: UnsafeMutablePointer<yaml_char_t>?, default name: String) -> String? {
            guard let tag = text(pointer), tag != "!", tag != name else { return nil }
            return tag
        }

        /// A NUL-terminated libyaml string (an anchor, a tag), invalid UTF-8 repaired.
        private static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            guard let pointer else { return nil }
            var length = 0
            while pointer[length] != 0 { length += 1 }
            return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
        }
    }
}
