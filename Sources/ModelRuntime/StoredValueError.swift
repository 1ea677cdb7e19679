/// A row a record cannot read without changing it: a column holds a value of another
/// kind than its field's type (a blob or text in a number column, a fraction in an
/// integer one), or its key column holds NULL (`nullKey`).
///
/// GRDB reads numbers with SQLite's own conversions, which make such a value 0 (or cut
/// its fraction) without an error; a record read that way and saved would write the 0
/// back over what was stored. Only tables without `STRICT` can hold such values: an
/// adopted database's (a GeoPackage's geometry blobs in a column declared `POINT`, which
/// SQLite gives integer affinity) or a Core Data store's. So generated records refuse the
/// row instead, naming it; `modelc migrate test --sample` finds the same rows before an
/// app does.
public struct StoredValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The entity (`Geometry`).
    public var entity: String
    /// The row's key as stored (`1`), when the row holds the key column.
    public var key: String?
    /// The column holding the value.
    public var column: String
    /// What the field reads (`a number`, `an integer`).
    public var expected: String
    /// The stored value (`a blob of 21 bytes`).
    public var found: String

    public init(entity: String, key: String?, column: String, expected: String, found: String) {
        self.entity = entity
        self.key = key
        self.column = column
        self.expected = expected
        self.found = found
    }

    /// What `found` says of a key column holding NULL, which SQLite allows in a table
    /// without STRICT (but for an INTEGER PRIMARY KEY) and a record's key cannot be.
    public static let nullKey = "NULL"

    public var description: String {
        if found == Self.nullKey {
            return "cannot read a \(entity) row: its key column \"\(column)\" holds NULL, which a record's key cannot "
                + "(give the row a key, or read the table with SQL)"
        }
        let row = key.map { "the \(entity) row with key \($0)" } ?? "a \(entity) row"
        return "cannot read \(row): column \"\(column)\" holds \(found), not \(expected); reading it would change the value, "
            + "and saving the record would overwrite it (correct the row, or give the attribute a type that holds the value)"
    }
}
