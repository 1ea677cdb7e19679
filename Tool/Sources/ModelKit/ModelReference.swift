/// A model named on the command line: a folder or file, optionally pinned to a version
/// with `@` (`models/StarWars@2`).
public struct ModelReference: Hashable, Sendable {
    public var path: String
    /// The pinned version; nil means the current (highest) one.
    public var version: Int?

    /// Splits `models/StarWars@2` into path and version. A trailing `@` part that is
    /// not a number is kept as part of the path, so paths containing `@` still work.
    public init(_ text: String) {
        if let at = text.lastIndex(of: "@"), let version = Int(text[text.index(after: at)...]) {
            path = String(text[..<at])
            self.version = version
        } else {
            path = text
            version = nil
        }
    }
}
