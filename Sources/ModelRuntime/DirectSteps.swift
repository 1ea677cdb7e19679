import GRDB
import GRDBSQLite

/// The sync fast path's statements stepped with the C API, and GRDB's transaction
/// observers told once per transaction that the table changed.
///
/// GRDB runs bookkeeping around every statement it executes while a transaction observer
/// is registered (which `ValueObservation` does): it asks each observer whether the
/// statement's kinds of events concern it, installs its update hook, and — inside a
/// savepoint, where the fast path runs — keeps a copy of every row's event until the
/// savepoint is released. For a sync that is one statement per element (or per
/// `LayoutTarget.rowsPerBatch` elements), and it made an active observer cost 1.6× the
/// sync (docs/performance.md, "Observation while syncing"). Stepping the statement with `sqlite3_step` skips all of it; the rows are
/// then invisible to observers until `notifyObservers(ofChangesIn:in:)` calls
/// `Database.notifyChanges(in:)`, GRDB's public way to report changes it did not see,
/// before the transaction commits. Observers therefore still fetch after the commit
/// (never inside the transaction), and a `ValueObservation` sees exactly what it would
/// have seen. What is lost is the per-row `databaseDidChange(with:)` of a hand-written
/// `TransactionObserver`; `ModelStore.reportsEachRow` restores it.
///
/// GRDB's statement execution is also where it honours cancellation (its `cancel`
/// interrupts a running statement, but an interrupt that arrives between two steps is
/// lost), so every `checkInterval` rows a no-op statement runs through GRDB, which throws
/// `CancellationError` for a cancelled task. A step that fails is run again by GRDB, so
/// the error, and what GRDB does about it (dropping the statement from its cache,
/// rollbacks, `CancellationError` for an interrupt), are GRDB's own.
struct DirectSteps {
    /// Rows between two checks for cancellation.
    static let checkInterval = 1024

    /// Rows stepped directly, which no observer has heard about yet.
    private(set) var unreported = 0

    /// Steps a statement that writes `rows` rows.
    mutating func step(_ statement: Statement, rows: Int, in db: Database) throws {
        let handle = statement.sqliteStatement
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE else {
            sqlite3_reset(handle)
            try statement.execute()
            return
        }
        let before = unreported
        unreported += rows
        if unreported / Self.checkInterval != before / Self.checkInterval {
            try db.cachedStatement(sql: "SELECT 1").execute()
        }
    }

    /// Tells the transaction observers that the table changed (the whole database when a
    /// trigger on the table may have changed others), if any row was stepped directly.
    mutating func notifyObservers(ofChangesIn table: String, in db: Database) throws {
        guard unreported > 0 else { return }
        let hasTriggers = try Bool.fetchOne(
            db, sql: """
                SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ?1 COLLATE NOCASE
                    UNION ALL SELECT 1 FROM sqlite_temp_master WHERE type = 'trigger' AND tbl_name = ?1 COLLATE NOCASE)
                """,
            arguments: [table]) ?? true
        if hasTriggers {
            try db.notifyChanges(in: .fullDatabase)
        } else {
            try db.notifyChanges(in: Table(table))
        }
        unreported = 0
    }
}
