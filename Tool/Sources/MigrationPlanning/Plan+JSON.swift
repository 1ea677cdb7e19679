import Foundation

/// JSON for plans: stable (sorted keys, pretty-printed), documented in `docs/plan-format.md`
/// and `docs/plan.schema.json`.
///
/// The JSON holds `steps`, `fromVersion`/`toVersion` when known, and a `summary` with
/// the count of steps per safety class (written for readers, ignored when decoding).
extension Plan: Codable {
    private enum CodingKeys: String, CodingKey {
        case formatVersion, steps, fromVersion, toVersion, summary
    }

    /// The version of the plan JSON format written by this code.
    public static let formatVersion = 1

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            steps: try container.decode([Step].self, forKey: .steps),
            fromVersion: try container.decodeIfPresent(Int.self, forKey: .fromVersion),
            toVersion: try container.decodeIfPresent(Int.self, forKey: .toVersion))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Plan.formatVersion, forKey: .formatVersion)
        try container.encode(steps, forKey: .steps)
        try container.encodeIfPresent(fromVersion, forKey: .fromVersion)
        try container.encodeIfPresent(toVersion, forKey: .toVersion)
        let counts = summary
        try container.encode(
            Dictionary(uniqueKeysWithValues: Safety.allCases.map { ($0.rawValue, counts[$0] ?? 0) }),
            forKey: .summary)
    }

    /// The plan as JSON: sorted keys, two-space indentation, unescaped slashes, so the
    /// same plan always gives the same bytes.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// ``jsonData()`` as text, ending with a newline.
    public func jsonString() throws -> String {
        String(decoding: try jsonData(), as: UTF8.self) + "\n"
    }

    /// Reads a plan written by ``jsonData()``.
    public static func decode(json: Data) throws -> Plan {
        try JSONDecoder().decode(Plan.self, from: json)
    }
}
