import ModelKit
import SQLiteSchema

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

    /// Reads the database at `path` without changing it, waiting up to `lock.timeout`
    /// seconds for another connection's lock.
    ///
    /// - Throws: `IntrospectionError` or `MigrationError` when the file is missing, not a
    ///   database, damaged or locked for too long.
    public static func read(databaseAt path: String, lock: MigrationLock = .forReading) throws -> DatabaseInspection {
        DatabaseInspection(
            database: try DatabaseSummary.read(path: path, busyTimeout: lock.timeout),
            history: try MigrationHistory.read(databaseAt: path, lock: lock),
            resolutions: try MigrationHistory.readResolutions(databaseAt: path, lock: lock))
    }

    private enum CodingKeys: String, CodingKey { case database, history, resolutions }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(database, forKey: .database)
        try container.encode(history, forKey: .history)
        if !resolutions.isEmpty { try container.encode(resolutions, forKey: .resolutions) }
    }
}
