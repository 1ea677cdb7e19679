import SchemaCore

/// A database server on which `modelc migrate test` may make databases of its own, fill
/// them, migrate them and read them back, then drop them: what a server engine gives
/// the test in place of SQLite's temporary files.
///
/// The test's checks compare rows in SQL over SQLite files, so a server's databases are
/// read back (`export`) into SQLite files, each value in the form SQLite's storage and
/// the records' decoders use (a boolean as 0 or 1, a date as ISO-8601 text). The rows
/// from before a migration are read back the same way from the server, not taken from
/// what was loaded, so what the server merely spells differently (a `jsonb` object's
/// spacing) is the same on both sides and only what the migration did differs.
///
/// Every database it makes carries a mark, and it creates or drops no database without
/// it: a name that holds someone's data is refused, never replaced.
public protocol ScratchDatabaseServer: Sendable {
    /// The server and the database the run was given, as messages name them.
    var displayName: String { get }
    var dialect: DatabaseDialect { get }
    /// The name of the database the run was given: the first it makes, and the stem of
    /// the others' names (`name(suffix:)`).
    var name: String { get }
    /// `<name>_<suffix>`, or an error when the server cannot hold a name that long.
    func name(suffix: String) throws -> String
    /// The database of this server that `reference` names (`--sample`: a URL of the
    /// same server, or a database's name), which the run copies and never writes.
    func database(named reference: String) throws -> String
    /// Whether the run may make each of `names`: there is no such database, or an
    /// earlier run made it (and may replace it).
    ///
    /// - Throws: for the first of `names` that exists without the mark.
    func checkReplaceable(_ names: [String]) throws
    /// Makes the empty database `name`, marked as the test's, replacing a marked one an
    /// earlier run left.
    ///
    /// - Throws: when `name` exists without the mark.
    func create(_ name: String) throws
    /// Makes `name` as a copy of `source` (schema, rows and history), marked.
    func copy(_ source: String, to name: String) throws
    /// Drops the marked database `name`, if it exists.
    func drop(_ name: String) throws
    /// The database `name` as an engine, for `migrate` and drift.
    func engine(for name: String) -> any DatabaseEngine
    /// How `name` is written for a person to open it (`--keep`).
    func reference(to name: String) -> String
    /// Inserts every row of every table of the SQLite database at `path` into the table
    /// of the same name in `name`, whose schema is the same model version: the values in
    /// SQLite's storage form, converted to the server's column types.
    func load(_ name: String, rowsFrom path: String) throws
    /// `load(_:rowsFrom:)`, leaving out the rows the server's CHECKs (or its unique
    /// indexes) refuse, and then the rows that reference rows left out: for a model whose
    /// CHECKs are in the server's words (`dialect:`), which the SQLite file the rows were
    /// generated in could not hold. Returns a note per table that lost rows. The default
    /// loads every row.
    func load(_ name: String, rowsFrom path: String, skippingRowsItsChecksRefuse: Bool) throws -> [String]
    /// Writes every table of `name` but modelc's own into a new SQLite database at
    /// `path`: the same table and column names and primary keys, no other constraints,
    /// each value in SQLite's storage form: as `schema` (the SQLite schema of the model
    /// version the rows are at, when known) would store it, where the server's type
    /// alone does not say (a `numeric` that is a `double` declared `NUMERIC`, not a
    /// `decimal`).
    func export(_ name: String, to path: String, storedAs schema: Schema?) throws
}

extension ScratchDatabaseServer {
    public func load(_ name: String, rowsFrom path: String, skippingRowsItsChecksRefuse: Bool) throws -> [String] {
        try load(name, rowsFrom: path)
        return []
    }
}
