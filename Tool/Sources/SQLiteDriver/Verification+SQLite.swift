import GRDB
import Migration
import SchemaCore

extension Verification {
    /// `PRAGMA foreign_key_check` over the whole database: the number of violations and
    /// a description of the first, or nil when there are none.
    ///
    /// Needed because foreign keys are off while a migration runs (so a table rebuild
    /// does not cascade deletes into child tables); violations would otherwise go
    /// unnoticed. See SQLite's "ALTER TABLE", section "Making Other Kinds Of Table Schema Changes".
    ///
    /// - Parameter tables: check only the foreign keys of these tables (a plan's
    ///   `foreignKeyCheckScope`); nil, or a name that is not a table, checks every table.
    public static func foreignKeyViolations(_ db: Database, tables: [String]? = nil) throws -> (count: Int, first: String)? {
        let rows = try foreignKeyCheckRows(db, tables: existing(tables, in: db))
        guard let first = rows.first else { return nil }
        return (rows.count, violation(first))
    }

    /// A row of `PRAGMA foreign_key_check` in words: `row 2 of "prod" references a
    /// missing row of "cat"`.
    private static func violation(_ row: Row) -> String {
        let table: String = row[0] ?? "?"
        let rowid: Int64? = row[1]
        let parent: String = row[2] ?? "?"
        return (rowid.map { "row \($0) of \"\(table)\"" } ?? "a row of \"\(table)\"") + " references a missing row of \"\(parent)\""
    }

    /// The rows that break a foreign key in the whole database, counted by referencing
    /// table, with the first in `foreignKeyViolations(_:tables:)`'s words; nil when none do.
    public static func foreignKeyViolationsByTable(_ db: Database) throws -> SchemaExtras.ForeignKeyViolations? {
        let rows = try foreignKeyCheckRows(db)
        guard let first = rows.first else { return nil }
        var counts: [String: Int] = [:]
        for row in rows { counts[row[0] ?? "?", default: 0] += 1 }
        return SchemaExtras.ForeignKeyViolations(counts: counts, first: violation(first))
    }

    /// The rows `PRAGMA foreign_key_check` returns (`table`, `rowid`, `parent`, `fkid`),
    /// over `tables` one at a time, or the whole database when nil; a table SQLite cannot
    /// check is left out.
    ///
    /// SQLite cannot check a foreign key whose parent columns are not the key, or a
    /// unique index, of their table ("foreign key mismatch"): legal to declare, and found
    /// in real databases (raddevus's Northwind: `Orders (ShipperID)` references
    /// `Shippers (ShipperID)`, a column `Shippers` does not have). Over the whole database
    /// the check then stops with that error, which failed every hand-written migration of
    /// such a database (and every path of `migrate test --sample`), though adoption leaves
    /// the table to the user (`unmanaged:`, with a note). Such a table is checked by no
    /// one: its keys hold nothing.
    public static func foreignKeyCheckRows(_ db: Database, tables: [String]? = nil) throws -> [Row] {
        let dialect = SQLiteDialect()
        if tables == nil {
            do {
                return try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
            } catch let error as DatabaseError where isForeignKeyMismatch(error) {
                // One table at a time, leaving out the ones in error.
            }
        }
        let names = try tables ?? String.fetchAll(db, sql: "SELECT name FROM main.sqlite_master WHERE type = 'table' ORDER BY rowid")
        return try names.flatMap { name -> [Row] in
            do {
                return try Row.fetchAll(db, sql: "PRAGMA foreign_key_check(\(dialect.quote(name)))")
            } catch let error as DatabaseError where isForeignKeyMismatch(error) {
                return []
            }
        }
    }

    /// Whether `error` is SQLite's "foreign key mismatch" (see `foreignKeyCheckRows`).
    static func isForeignKeyMismatch(_ error: DatabaseError) -> Bool {
        error.resultCode.primaryResultCode == .SQLITE_ERROR && (error.message ?? "").hasPrefix("foreign key mismatch")
    }

    /// `PRAGMA quick_check`: nil when it answers `ok`, else its report joined by `; `.
    ///
    /// - Parameter tables: check only these tables with their indexes, and the schema
    ///   table (a plan's `integrityCheckScope`), which spares reading every page of a
    ///   large database after a change that wrote none of them; nil, or a name that is
    ///   not a table, checks the whole file.
    public static func quickCheckProblems(_ db: Database, tables: [String]? = nil) throws -> String? {
        let dialect = SQLiteDialect()
        // Tables naming a collation the app registers itself cannot be checked here
        // (`MissingCollations`): the others are, one by one.
        let missing = try MissingCollations(db)
        let scope = try existing(tables, in: db) ?? (missing.tables.isEmpty ? nil : try String.fetchAll(db, sql: "SELECT name FROM main.sqlite_master WHERE type = 'table'"))
        let lines = try scope.map { $0.filter { !missing.affects($0) } }.map { names in
            try (["sqlite_schema"] + names).flatMap { name in
                try quickCheckLines("PRAGMA quick_check(\(dialect.quote(name)))", db).filter { $0 != "ok" }
            }
        } ?? quickCheckLines("PRAGMA quick_check", db).filter { $0 != "ok" }
        // One answer may hold several lines, under a `*** in database main ***` heading,
        // and a file of many lost pages gives a line each: the first few say what it is.
        let problems = lines.flatMap { $0.split(whereSeparator: \.isNewline) }.filter { !$0.hasPrefix("***") && $0 != "ok" }
        return problems.isEmpty ? nil : problems.prefix(3).joined(separator: "; ")
    }

    /// The lines `sql` (a `PRAGMA quick_check`) returns; when the check stops at a page too
    /// damaged to read on ("database disk image is malformed", which SQLite's shell prints
    /// after the lines it found), the lines before and that sentence, rather than an error
    /// that left the problems unsaid and stopped `inspect --as-model`, which adopts a
    /// damaged file with a note.
    private static func quickCheckLines(_ sql: String, _ db: Database) throws -> [String] {
        var lines: [String] = []
        do {
            let cursor = try String.fetchCursor(db, sql: sql)
            while let line = try cursor.next() { lines.append(line) }
        } catch let error as DatabaseError where error.resultCode.primaryResultCode == .SQLITE_CORRUPT {
            lines.append(error.message ?? "database disk image is malformed")
        }
        return lines
    }

    /// The damage `quickCheckProblems(_:)` finds in the whole file, worded as the reason
    /// of the `corrupt` error every command reports it with (`PRAGMA quick_check: Page 3
    /// is never used; …`); nil when there is none.
    public static func damage(_ db: Database) throws -> String? {
        try quickCheckProblems(db).map { "PRAGMA quick_check: " + $0 }
    }

    /// `tables` when every one of them exists, else nil (check everything): a scope that
    /// names a missing table was made for another schema and cannot be trusted.
    private static func existing(_ tables: [String]?, in db: Database) throws -> [String]? {
        guard let tables else { return nil }
        for table in tables where try !db.tableExists(table) { return nil }
        return tables
    }

    /// How the live schema differs from `expected`, one sentence per difference; empty
    /// when they are equal.
    ///
    /// The live schema is introspected (leaving out the history table and SQLite's own
    /// tables) and both are normalised with `comparison` before comparing. `expected`
    /// is used as it is: the objects its `unmanaged` patterns match are left out on
    /// both sides, so an FTS table or a hand-made trigger does not fail a migration.
    public static func schemaDifferences(_ db: Database, expected: Schema) throws -> [String] {
        let live = try SchemaIntrospector.introspect(db)
        return expected.differences(from: live, options: comparison).map(\.message)
    }
}
