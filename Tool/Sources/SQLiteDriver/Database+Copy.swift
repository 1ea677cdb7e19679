import GRDB
import Migration

extension Database {
    /// Writes a consistent copy of this database into the new file at `path`: `migrate
    /// --backup`, and the copies `migrate test` migrates.
    ///
    /// `VACUUM INTO` (which never overwrites a file) writes a compact copy, but it builds
    /// every index anew, which needs each collation the schema names: a file whose app
    /// registers its own (Plex's `naturalsort`, Android's `PHONEBOOK`) is copied page by
    /// page with SQLite's backup API instead, which compares nothing. A stand-in collation
    /// would not do: the copy's indexes would be sorted its way, not the app's.
    public func copy(into path: String) throws {
        guard try !MissingCollations(self).tables.isEmpty else {
            try execute(sql: "VACUUM INTO ?", arguments: [path])
            return
        }
        let destination = try DatabaseQueue(path: path)
        defer { try? destination.close() }
        try destination.writeWithoutTransaction { copy in try backup(to: copy) }
    }
}
