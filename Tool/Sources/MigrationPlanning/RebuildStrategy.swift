import Foundation
import SchemaCore

/// The rules that decide whether SQLite's native `ALTER TABLE` can make a change, or
/// the table must be rebuilt.
///
/// From SQLite's "ALTER TABLE" page (3.35+): `ADD COLUMN` cannot add a PRIMARY KEY or
/// UNIQUE column, a NOT NULL column needs a non-NULL default, the default must be a
/// constant (not `CURRENT_TIME`/`CURRENT_DATE`/`CURRENT_TIMESTAMP` or a parenthesised
/// expression), and a column with a REFERENCES clause must default to NULL. A CHECK is
/// allowed: SQLite tests it against the existing rows. `DROP COLUMN` fails when the
/// column is a PRIMARY KEY, has a UNIQUE constraint, is indexed, is named in a foreign
/// key, in another column's or the table's CHECK, or in a view or trigger. Every other
/// change of a column (type, NOT NULL, DEFAULT, CHECK, COLLATE), of the primary key or
/// of the foreign keys needs the 12-step rebuild.
public enum RebuildStrategy {
    /// What follows each obstacle to `ADD COLUMN`: SQLite's words, which an engine whose
    /// `ADD COLUMN` has no such obstacle leaves out of its reasons.
    public static let addColumnCannot = ", which ADD COLUMN cannot add"

    /// What follows each obstacle to `DROP COLUMN`, as `addColumnCannot` for adding.
    public static let dropColumnCannot = ", which DROP COLUMN cannot drop"

    /// Why `column` cannot be added to `table` with `ALTER TABLE … ADD COLUMN`, or nil
    /// when it can. `foreignKey` is the single-column foreign key on it, if any.
    public static func addColumnObstacle(_ column: Column, foreignKey: ForeignKey?, in table: Table) -> String? {
        let name = StandardSQL.quote(column.name)
        if table.primaryKey.contains(column.name) {
            return "\(name) is part of the primary key" + addColumnCannot
        }
        let defaultSQL = column.defaultSQL.map { $0.trimmingCharacters(in: .whitespaces) }
        let defaultIsNull = defaultSQL == nil || defaultSQL?.uppercased() == "NULL"
        if column.isNotNull && defaultIsNull {
            return "\(name) is NOT NULL without a default" + addColumnCannot
        }
        if let defaultSQL, !isConstant(defaultSQL) {
            return "\(name) has a non-constant default (\(defaultSQL))" + addColumnCannot
        }
        if foreignKey != nil && !defaultIsNull {
            return "\(name) has a foreign key and a non-NULL default" + addColumnCannot
        }
        return nil
    }

    /// Why `column` cannot be dropped from `table` with `ALTER TABLE … DROP COLUMN`, or
    /// nil when it can. Indexes on the column do not count: the plan drops them first.
    public static func dropColumnObstacle(_ column: String, from table: Table, in schema: Schema) -> String? {
        let name = StandardSQL.quote(column)
        if table.primaryKey.contains(column) {
            return "\(name) is part of the primary key" + dropColumnCannot
        }
        if table.foreignKeys.contains(where: { $0.columns.contains(column) }) {
            return "\(name) is in a foreign key" + dropColumnCannot
        }
        if table.indexes.contains(where: { $0.isUniqueConstraint && $0.columns.contains(column) }) {
            return "\(name) has a UNIQUE constraint" + dropColumnCannot
        }
        let otherChecks = table.columns.filter { $0.name != column }.flatMap(\.checks) + table.checks
        if otherChecks.contains(where: { SQLFragment.mentions($0, identifier: column) }) {
            return "\(name) is named in a CHECK constraint" + dropColumnCannot
        }
        let dependents = schema.views.map(\.sql) + schema.triggers.map(\.sql)
        if dependents.contains(where: { SQLFragment.mentions($0, identifier: column) && SQLFragment.mentions($0, identifier: table.name) }) {
            return "\(name) is named in a view or trigger" + dropColumnCannot
        }
        let referenced = schema.tables.contains { other in
            other.foreignKeys.contains { $0.referencedTable == table.name && $0.referencedColumns.contains(column) }
        }
        if referenced {
            return "\(name) is referenced by a foreign key" + dropColumnCannot
        }
        return nil
    }

    /// A default SQLite accepts in `ADD COLUMN`: a literal, not `CURRENT_*` nor `( … )`.
    static func isConstant(_ defaultSQL: String) -> Bool {
        let upper = defaultSQL.uppercased()
        if upper.hasPrefix("(") { return false }
        return !["CURRENT_TIME", "CURRENT_DATE", "CURRENT_TIMESTAMP"].contains(upper)
    }
}
