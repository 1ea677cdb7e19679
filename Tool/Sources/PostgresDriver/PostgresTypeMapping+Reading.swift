import ModelKit
import SchemaCore

extension PostgresTypeMapping {
    /// The model type a column of PostgreSQL type `type` (as `format_type` names it)
    /// reads back as: the inverse of `columnType(for:)`, with `url` read as `string` (both
    /// are `text`), or nil for a type no model type compiles to (`character varying(40)`,
    /// `numeric(10,2)`, `timestamp without time zone`), which a model keeps with `sqlType:`.
    public static func attributeType(forPostgresType type: String) -> AttributeType? {
        switch type {
        case "text": .string
        case "bigint": .int
        case "integer": .int32
        case "smallint": .int16
        case "double precision": .double
        case "real": .float
        case "boolean": .bool
        case "numeric": .decimal
        case "timestamp with time zone": .date
        case "uuid": .uuid
        case "bytea": .data
        case "jsonb": .json
        default: nil
        }
    }
}
