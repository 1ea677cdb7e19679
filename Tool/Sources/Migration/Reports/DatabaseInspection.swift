import ModelKit
import SchemaCore

/// What `modelc inspect` shows of a live database, whatever its engine (each driver
/// reads its own into this value): its tables, keys, indexes and row counts, and the
/// migration history modelc keeps in it.
///
/// The JSON form is `{"database": …, "history": […], "resolutions": […]}`, with
/// `resolutions` left out when there are none (most databases).
public struct DatabaseInspection: Sendable, Encodable {
    public var database: DatabaseSummary
    /// The applied migrations (`modelc_migrations`); empty when it has none.
    public var history: [MigrationHistory.Entry]
    /// The hand resolutions of the history (`modelc migrate resolve`), oldest first.
    public var resolutions: [MigrationHistory.Resolution]

    public init(database: DatabaseSummary, history: [MigrationHistory.Entry], resolutions: [MigrationHistory.Resolution]) {
        self.database = database
        self.history = history
        self.resolutions = resolutions
    }

    private enum CodingKeys: String, CodingKey { case database, history, resolutions }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(database, forKey: .database)
        try container.encode(history, forKey: .history)
        if !resolutions.isEmpty { try container.encode(resolutions, forKey: .resolutions) }
    }
}
