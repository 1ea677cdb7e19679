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
    ///
    /// The copy keeps a write-ahead log's journal mode, which `VACUUM INTO` leaves out
    /// (its file is in rollback mode): a backup put back in place is the database the app
    /// had, whose connections may rely on WAL's readers beside a writer.
    public func copy(into path: String) throws {
        let isWAL = try String.fetchOne(self, sql: "PRAGMA journal_mode")?.lowercased() == "wal"
        if try MissingCollations(self).tables.isEmpty {
            try execute(sql: "VACUUM INTO ?", arguments: [path])
        } else {
            let destination = try DatabaseQueue(path: path)
            defer { try? destination.close() }
            try destination.writeWithoutTransaction { copy in try backup(to: copy) }
        }
        guard isWAL else { return }
        let copy = try DatabaseQueue(path: path)
        try copy.writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = WAL") }
        try copy.close()
    }
}
