import GRDB
import SQLiteSchema

/// Temporary seam until `SchemaIntrospector` and `Schema.normalized()` land on main.
enum SchemaComparison {
    static func introspect(_ db: Database) throws -> Schema {
        var schema = Schema()
        for name in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name") {
            schema.tables.append(Table(name: name))
        }
        return schema
    }

    static func differences(live: Schema, expected: Schema) -> [String] {
        let liveNames = Set(live.tables.map(\.name))
        let expectedNames = Set(expected.tables.map(\.name))
        return expectedNames.subtracting(liveNames).sorted().map { "table \"\($0)\" is missing" }
            + liveNames.subtracting(expectedNames).sorted().map { "table \"\($0)\" is not in the model" }
    }
}
