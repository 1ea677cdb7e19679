/// When a trigger fires relative to its event.
public enum TriggerTiming: String, CaseIterable, Hashable, Sendable, Codable {
    case before
    case after
    /// `INSTEAD OF`, for triggers on views.
    case insteadOf

    /// The SQL words.
    public var sql: String {
        switch self {
        case .before: "BEFORE"
        case .after: "AFTER"
        case .insteadOf: "INSTEAD OF"
        }
    }
}

/// The statement that fires a trigger.
public enum TriggerEvent: String, CaseIterable, Hashable, Sendable, Codable {
    case insert
    case update
    case delete
}

/// A trigger the model manages.
///
/// Written either as a whole `CREATE TRIGGER` statement (`sql:`, or the short form
/// `name: CREATE TRIGGER …`), which is how triggers are copied from an existing
/// database, or in parts (`on:`, `timing:`, `event:`, `columns:`, `when:`, `body:`),
/// which the compiler assembles. Either way the planner knows the table it fires on,
/// so a rebuild of that table recreates it.
public struct TriggerSpec: Hashable, Sendable, Encodable, SourceLocated {
    /// The trigger's name in the database: its key under `triggers:`.
    public var name: String
    /// The whole `CREATE TRIGGER` statement, when written that way.
    public var sql: String?
    /// The entity (or table) the trigger fires on, when written in parts.
    public var on: String?
    /// `timing:` when written in parts; nil means `after`.
    public var timing: TriggerTiming?
    /// `event:` when written in parts (required there; validation reports it missing).
    public var event: TriggerEvent?
    /// For an `update` trigger: fire only when these attributes (or columns) change.
    public var columns: [String]
    /// The `WHEN` condition.
    public var when: String?
    /// The statements between `BEGIN` and `END`.
    public var body: String?
    /// `doc:`, a description for people; not part of the SQL.
    public var doc: String?
    /// Where the trigger's key is in the model file.
    public var location: SourceLocation
    /// Where each of its keys (`sql`, `on`, `body`, …) is, for positioned diagnostics.
    public var keyLocations: [String: SourceLocation] = [:]

    /// A trigger, either `sql` or the parts; `ModelLoader` fills in the locations.
    public init(
        name: String, sql: String? = nil, on: String? = nil, timing: TriggerTiming? = nil, event: TriggerEvent? = nil,
        columns: [String] = [], when: String? = nil, body: String? = nil, doc: String? = nil, location: SourceLocation = .unknown
    ) {
        self.name = name
        self.sql = sql
        self.on = on
        self.timing = timing
        self.event = event
        self.columns = columns
        self.when = when
        self.body = body
        self.doc = doc
        self.location = location
    }

    private enum CodingKeys: String, CodingKey { case name, sql, on, timing, event, columns, when, body, doc }

    /// The JSON form (`modelc compile --format json`): the keys as written, without
    /// locations.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(sql, forKey: .sql)
        try container.encodeIfPresent(on, forKey: .on)
        try container.encodeIfPresent(timing, forKey: .timing)
        try container.encodeIfPresent(event, forKey: .event)
        if !columns.isEmpty { try container.encode(columns, forKey: .columns) }
        try container.encodeIfPresent(when, forKey: .when)
        try container.encodeIfPresent(body, forKey: .body)
        try container.encodeIfPresent(doc, forKey: .doc)
    }
}
