import Foundation

/// `value` as pretty-printed JSON with sorted keys and unescaped slashes: the form of
/// every `--format json` output, so tools and diffs see stable text.
func jsonText(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}
