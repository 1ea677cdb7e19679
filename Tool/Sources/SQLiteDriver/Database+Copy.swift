import GRDB
import Migration

extension Database {
    /// Writes a consistent copy of this database into the new file at `path`
    /// (`VACUUM INTO`, which never overwrites a file): `migrate --backup`, and the copies
    /// `migrate test` migrates.
    public func copy(into path: String) throws {
        try execute(sql: "VACUUM INTO ?", arguments: [path])
    }
}
