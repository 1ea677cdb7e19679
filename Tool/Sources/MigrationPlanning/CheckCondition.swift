import SchemaCore

/// What a preflight check counts, as a value: the diff makes every check as one, and
/// each engine's driver writes it in its own SQL (`StepCheck.sql` holds the default
/// dialect's text, which plans and its migration files hold), rather than one engine
/// rewriting another's text.
///
/// A plan's JSON keeps the text, and the value of the two kinds it always carried as
/// the check's `condition` (`{"kind": "conversionLoss", "table": …, "column": …,
/// "from": "TEXT", "to": "INTEGER", "key": […]}`, or `{"kind": "valueFormat", "table":
/// …, "column": …, "format": "date", "key": […]}`); the others are not written there, so
/// a plan's JSON reads as it did.
public enum CheckCondition: Hashable, Sendable {
    /// The rows of `table` whose `column` holds a value that converting its storage from
    /// `from` to `to` would change or refuse (old names). `key` is the table's primary
    /// key, which a sample shows (empty for a table keyed by its rowid alone).
    case conversionLoss(table: String, column: String, from: ColumnType, to: ColumnType, key: [String])
    /// The rows of `table` whose `column` holds a value, as text, that is not of `format`
    /// (a `string` that becomes a `date`, say), the format as the generated records read
    /// it (old names). `key` as above. `storage` is the column's storage type, which says
    /// whether its values need converting to text (a plan's JSON does not carry it: read
    /// back, it is `TEXT`).
    case valueFormat(table: String, column: String, format: ValueFormat, key: [String], storage: ColumnType = .text)
    /// The rows of `rows` that `test` holds for; a sample shows their key and `shown`.
    case rows(CheckRows, RowTest, shown: [String])
    /// The rows of `rows` that share their values of `columns` (none of them NULL) with
    /// another row, where `condition` (a partial unique index's SQL) holds: what a new
    /// unique index or key over them would refuse. A sample shows each repeated value
    /// and how many rows hold it.
    case duplicates(CheckRows, columns: [String], condition: String?)
    /// The rows of `rows` whose `columns` (none NULL) name no row of `parent` by its
    /// `parentColumns` (old names): what a new foreign key would refuse. With no parent
    /// (a table the plan creates, so empty when the check runs), every such row.
    case orphans(CheckRows, columns: [String], parent: String?, parentColumns: [String])
    /// The values of `column` in `table` that more than one row holds (a relationship
    /// made one-to-one keeps one link per row).
    case sharedValues(table: String, column: String)
}

/// The rows a check reads.
public enum CheckRows: Hashable, Sendable {
    /// The old table as it is, old names. `key` is its primary key, empty when it has
    /// none (its rows are then named in samples as its engine can).
    case table(String, key: [String])
    /// The old table's rows under the new names, each column the expression the plan's
    /// copy gives it (`SELECT <expression> AS "<name>", … FROM "<table>"`): a rebuild's
    /// mapping as it reads the table before the plan, or a native step's renames and
    /// merges. `key` is the new primary key's columns that hold old values.
    case copied(from: String, columns: [CopiedColumn], key: [String])

    /// The old table's name.
    public var tableName: String {
        switch self {
        case .table(let name, _), .copied(let name, _, _): name
        }
    }

    /// For copied rows, the query giving them: `SELECT <expression> AS "<name>", … FROM
    /// "<table>"`; nil for the table as it is.
    public var subquery: String? {
        guard case .copied(let table, let columns, _) = self else { return nil }
        let list = columns.map { "\($0.expression) AS \(StandardSQL.quote($0.name))" }.joined(separator: ", ")
        return "SELECT \(list) FROM \(StandardSQL.quote(table))"
    }
}

/// One column of ``CheckRows/copied(from:columns:key:)``: its new name and the SQL that
/// gives its value from the old row (the old column, cast, merged or filled).
public struct CopiedColumn: Hashable, Sendable {
    public var name: String
    public var expression: String

    public init(name: String, expression: String) {
        self.name = name
        self.expression = expression
    }
}

/// Which rows of a ``CheckRows`` a check counts.
public enum RowTest: Hashable, Sendable {
    /// Every row.
    case any
    /// The rows where every one of the columns is NULL.
    case allNull([String])
    /// The rows holding a value (not NULL) in any of the columns.
    case anyNotNull([String])
    /// The rows holding values in more than one of the columns.
    case moreThanOneNotNull([String])
    /// The rows holding two different values (neither NULL) in any two of the columns.
    case differentValues([String])
    /// The rows a CHECK constraint (its SQL, over the rows' names) refuses.
    case violating(check: String)
}

extension CheckCondition: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, table, column, from, to, format, key
    }

    /// Whether a plan's JSON writes this condition (the kinds it always carried).
    public var isWrittenInPlans: Bool {
        switch self {
        case .conversionLoss, .valueFormat: true
        case .rows, .duplicates, .orphans, .sharedValues: false
        }
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
            self = .valueFormat(table: table, column: column, format: try container.decode(ValueFormat.self, forKey: .format), key: key, storage: .text)
        default:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown check condition `\(kind)`")
        }
    }

    /// Only the kinds a plan's JSON carries (``isWrittenInPlans``) are written; a
    /// ``StepCheck`` leaves the others out.
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
        case .valueFormat(let table, let column, let format, let key, _):
            try container.encode("valueFormat", forKey: .kind)
            try container.encode(table, forKey: .table)
            try container.encode(column, forKey: .column)
            try container.encode(format, forKey: .format)
            try container.encode(key, forKey: .key)
        case .rows, .duplicates, .orphans, .sharedValues:
            throw EncodingError.invalidValue(self, .init(codingPath: encoder.codingPath, debugDescription: "a plan's JSON writes this check as its SQL only"))
        }
    }
}
