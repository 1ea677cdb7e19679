import SchemaCore

/// What a preflight check counts, as a value: the planner writes each check in SQLite's
/// SQL (`StepCheck.sql`, what SQLite's files hold), and an engine whose SQL differs
/// writes the checks that have a value in its own from the value, rather than by
/// rewriting SQLite's text. In a plan's JSON it is the check's `condition`
/// (`{"kind": "conversionLoss", "table": …, "column": …, "from": "TEXT", "to":
/// "INTEGER", "key": […]}`, or `{"kind": "valueFormat", "table": …, "column": …,
/// "format": "date", "key": […]}`).
public enum CheckCondition: Hashable, Sendable {
    /// The rows of `table` whose `column` holds a value that converting its storage from
    /// `from` to `to` would change or refuse (old names). `key` is the table's primary
    /// key, which a sample shows (empty for a table keyed by its rowid alone).
    case conversionLoss(table: String, column: String, from: ColumnType, to: ColumnType, key: [String])
    /// The rows of `table` whose `column` holds a value, as text, that is not of `format`
    /// (a `string` that becomes a `date`, say), the format as the generated records read
    /// it (old names). `key` as above.
    case valueFormat(table: String, column: String, format: ValueFormat, key: [String])
}

extension CheckCondition: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, table, column, from, to, format, key
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        let (table, column) = (try container.decode(String.self, forKey: .table), try container.decode(String.self, forKey: .column))
        let key = try container.decode([String].self, forKey: .key)
        switch kind {
        case "conversionLoss":
            self = .conversionLoss(table: table, column: column, from: try container.decode(ColumnType.self, forKey: .from),
                                   to: try container.decode(ColumnType.self, forKey: .to), key: key)
        case "valueFormat":
            self = .valueFormat(table: table, column: column, format: try container.decode(ValueFormat.self, forKey: .format), key: key)
        default:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown check condition `\(kind)`")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .conversionLoss(let table, let column, let from, let to, let key):
            try container.encode("conversionLoss", forKey: .kind)
            try container.encode(table, forKey: .table)
            try container.encode(column, forKey: .column)
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
            try container.encode(key, forKey: .key)
        case .valueFormat(let table, let column, let format, let key):
            try container.encode("valueFormat", forKey: .kind)
            try container.encode(table, forKey: .table)
            try container.encode(column, forKey: .column)
            try container.encode(format, forKey: .format)
            try container.encode(key, forKey: .key)
        }
    }
}
