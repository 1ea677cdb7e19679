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
///
/// So are the samples of `sqlite_stat4`, which `ANALYZE` writes where SQLite is built
/// with STAT4 (Trilium's notes and Lightroom's catalogs hold them; the machines that
/// build modelc have no such SQLite, but the table and its rows are a file's own and
/// were dropped alike), for each index that has none after the migration.
struct PlannerStatistics {
    private var rows: [(table: String, index: String?, stat: String)]
    /// `sqlite_stat4`'s rows: `tbl`, `idx`, `neq`, `nlt`, `ndlt`, `sample`.
    private var samples: [Row] = []

    /// The statistics of `db` before a migration; empty when it has none.
    static func saved(in db: Database) throws -> PlannerStatistics {
        var statistics = PlannerStatistics(rows: [])
        if try db.tableExists("sqlite_stat1") {
            statistics.rows = try Row.fetchAll(db, sql: "SELECT tbl, idx, stat FROM main.sqlite_stat1").map { row -> (table: String, index: String?, stat: String) in
                (row["tbl"], row["idx"], row["stat"])
            }
        }
        if try db.tableExists("sqlite_stat4") {
            statistics.samples = try Row.fetchAll(db, sql: "SELECT tbl, idx, neq, nlt, ndlt, sample FROM main.sqlite_stat4")
        }
        return statistics
    }

    /// Writes back the saved rows of each table (and index) the migration left in place
    /// but without statistics.
    func restore(in db: Database) throws {
        guard !rows.isEmpty || !samples.isEmpty else { return }
        // The schema and the rows left, read once: a migration's tables, not one query
        // per saved row.
        let tables = Set(try String.fetchAll(db, sql: "SELECT lower(name) FROM main.sqlite_master WHERE type = 'table'"))
        let indexes = Set(try Row.fetchAll(db, sql: "SELECT name, tbl_name FROM main.sqlite_master WHERE type = 'index'").map { row -> [String] in
            [row["name"], row["tbl_name"]]
        })
        if !rows.isEmpty, try db.tableExists("sqlite_stat1") {
            let present = Set(try Row.fetchAll(db, sql: "SELECT tbl, idx FROM main.sqlite_stat1").map { row -> [String?] in [row["tbl"], row["idx"]] })
            for row in rows where tables.contains(row.table.lowercased()) && !present.contains([row.table, row.index]) {
                if let index = row.index, !indexes.contains([index, row.table]) { continue }
                try db.execute(sql: "INSERT INTO main.sqlite_stat1 (tbl, idx, stat) VALUES (?, ?, ?)", arguments: [row.table, row.index, row.stat])
            }
        }
        if !samples.isEmpty, try db.tableExists("sqlite_stat4") {
            let present = Set(try Row.fetchAll(db, sql: "SELECT DISTINCT tbl, idx FROM main.sqlite_stat4").map { row -> [String?] in [row["tbl"], row["idx"]] })
            for row in samples {
                let table: String = row["tbl"], index: String? = row["idx"]
                guard tables.contains(table.lowercased()), !present.contains([table, index]) else { continue }
                // A WITHOUT ROWID table's key is sampled under the table's own name.
                if let index, index != table, !indexes.contains([index, table]) { continue }
                try db.execute(sql: "INSERT INTO main.sqlite_stat4 (tbl, idx, neq, nlt, ndlt, sample) VALUES (?, ?, ?, ?, ?, ?)",
                               arguments: StatementArguments(["tbl", "idx", "neq", "nlt", "ndlt", "sample"].map { row[$0] as DatabaseValue }))
            }
        }
    }
}
