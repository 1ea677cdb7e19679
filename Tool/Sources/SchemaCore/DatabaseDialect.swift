/// The name of a SQL dialect modelc compiles, plans and renders for, as `--dialect`
/// and a migration file's `-- dialect:` line spell it.
///
/// SQLite (`sqlite`) is the embedded default; every other dialect is an engine's
/// driver, registered by name (`DialectDrivers` in Migration), so this value is a name
/// and nothing more: the model, the `Schema` value and the diff are the same for every
/// dialect, and what differs sits behind the driver.
public struct DatabaseDialect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The name, as `--dialect` spells it.
    public let rawValue: String

    public init(_ name: String) {
        rawValue = name
    }

    /// SQLite, the embedded default.
    public static let sqlite = DatabaseDialect("sqlite")

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
