/// One Swift source file produced by `SwiftGenerator`: a name relative to the output
/// folder and its full contents.
public struct GeneratedFile: Hashable, Sendable {
    /// The file name, e.g. `Person.swift`.
    public var name: String
    /// The source text, ending with a newline.
    public var contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
