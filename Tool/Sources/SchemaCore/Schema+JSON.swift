import Foundation

extension Schema {
    /// The schema as pretty-printed JSON with sorted keys: stable across runs so it
    /// can be committed and diffed.
    public func jsonText() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
