import ModelKit
import SchemaCore

/// The SQLite schema of a model: what `SchemaCompiler` compiles, with each attribute's
/// type (`Column.logicalType`) stored as SQLite stores it.
///
/// SQLite has a storage class where the model has a type: a `bool`, an `int16` and an
/// `int32` are `INTEGER`, a `json` is `TEXT`. Their CHECKs stand in for the types it
/// lacks, first among a column's checks. Every command, plan and check that means a
/// SQLite database compiles through here, not through `SchemaCompiler` itself.
public enum SQLiteSchemaCompiler {
    /// The schema a SQLite database of `model` holds. The model is assumed valid; an
    /// invalid model compiles to a best-effort schema rather than crashing.
    public static func compile(_ model: Model) -> Schema {
        var schema = SchemaCompiler.compile(model)
        for table in schema.tables.indices {
            for position in schema.tables[table].columns.indices {
                let column = schema.tables[table].columns[position]
                guard let type = column.logicalType else { continue }
                schema.tables[table].columns[position].checks = standInChecks(for: type, of: column) + column.checks
                schema.tables[table].columns[position].logicalType = nil
            }
        }
        return schema
    }

    /// The CHECKs that stand in for a type SQLite lacks (boolean, 16- and 32-bit
    /// integers, JSON) in `column`, which stores `type`.
    static func standInChecks(for type: AttributeType, of column: Column) -> [String] {
        switch type {
        case .bool, .int16, .int32, .json: break
        default: return []
        }
        let name = StandardSQL.quote(column.name)
        switch type {
        case .bool: return ["\(name) IN (0, 1)"]
        case .int16: return ["\(name) BETWEEN -32768 AND 32767"]
        case .int32: return ["\(name) BETWEEN -2147483648 AND 2147483647"]
        case .json:
            // Before SQLite 3.45 json_valid(NULL) is 0, not NULL, so an optional
            // column must let NULL through explicitly.
            return [column.isNotNull ? "json_valid(\(name))" : "\(name) IS NULL OR json_valid(\(name))"]
        default: return []
        }
    }
}
