/// Why a YAML text could not be read as one model document, in libyaml's own words
/// where libyaml found it, so the model reader can word each diagnostic as it always has.
enum YAMLReadError: Error, Equatable, Sendable {
    /// libyaml could not allocate memory.
    case memory
    /// libyaml could not decode the bytes (not UTF-8, a control character).
    case reader(problem: String)
    /// libyaml's scanner or parser stopped here, or the text is more than one document,
    /// or an alias names no anchor defined before it.
    case syntax(problem: String, context: String?, line: Int, column: Int)
    /// An alias of an anchor defined before it. Model files do not take aliases: a few
    /// hundred bytes of them can stand for billions of nodes.
    case alias(name: String, line: Int, column: Int)
    /// Keys written twice in one mapping: each repeated key's text once (a key that is
    /// not text reads `<uncovertable>`, as Yams wrote it), and where the first of them,
    /// in their sorted order, is first written.
    case duplicateKeys([String], line: Int, column: Int)
}
