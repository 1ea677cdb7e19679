import GRDB

extension Database {
    /// The columns of `table` in the attached database `schema` (`main`, `before`), in
    /// table order: what the checks of a migrated database compare by.
    func columnNames(of table: String, in schema: String) throws -> [String] {
        try String.fetchAll(self, sql: "SELECT name FROM pragma_table_info(?, ?)", arguments: [table, schema])
    }

    /// The primary-key columns of `table` in `schema`, in key order; empty for a table
    /// keyed by its rowid alone.
    func primaryKeyColumns(of table: String, in schema: String) throws -> [String] {
        try String.fetchAll(self, sql: "SELECT name FROM pragma_table_info(?, ?) WHERE pk > 0 ORDER BY pk", arguments: [table, schema])
    }
}
