import GRDB

/// The query planner's statistics (`sqlite_stat1`, which `ANALYZE` writes) of the tables
/// and indexes a migration rebuilds, kept across it.
///
/// A rebuild drops the old table, and `DROP TABLE` deletes its rows of `sqlite_stat1`:
/// after migrating, the planner guessed again where it had measured (the iOS messages
/// database's 33 rows were all gone, as were Firefox's and MBTiles'), and queries an app
/// tuned for could take another plan. The same rows still describe the table, whose
/// rows a rebuild copies, so the rows of every table and index that exist after the
/// migration and have none are written back. ("ANALYZE", The sqlite_stat1 table.)
struct PlannerStatistics {
    private var rows: [(table: String, index: String?, stat: String)]

    /// The statistics of `db` before a migration; empty when it has none.
    static func saved(in db: Database) throws -> PlannerStatistics {
        guard try db.tableExists("sqlite_stat1") else { return PlannerStatistics(rows: []) }
        let rows = try Row.fetchAll(db, sql: "SELECT tbl, idx, stat FROM main.sqlite_stat1").map { row -> (table: String, index: String?, stat: String) in
            (row["tbl"], row["idx"], row["stat"])
        }
        return PlannerStatistics(rows: rows)
    }

    /// Writes back the saved rows of each table (and index) the migration left in place
    /// but without statistics.
    func restore(in db: Database) throws {
        guard !rows.isEmpty, try db.tableExists("sqlite_stat1") else { return }
        for row in rows {
            guard try db.tableExists(row.table) else { continue }
            if let index = row.index {
                let exists = try Bool.fetchOne(db, sql: "SELECT count(*) > 0 FROM main.sqlite_master WHERE type = 'index' AND name = ? AND tbl_name = ?",
                                               arguments: [index, row.table]) ?? false
                guard exists else { continue }
            }
            let present = try Bool.fetchOne(db, sql: "SELECT count(*) > 0 FROM main.sqlite_stat1 WHERE tbl = ? AND idx IS ?",
                                            arguments: [row.table, row.index]) ?? false
            if !present {
                try db.execute(sql: "INSERT INTO main.sqlite_stat1 (tbl, idx, stat) VALUES (?, ?, ?)", arguments: [row.table, row.index, row.stat])
            }
        }
    }
}
