import Foundation
import GRDB
import Migration
import SchemaCore

extension DatabaseSummary {
    /// Reads the summary of the SQLite file at `path`, read-only.
    ///
    /// Fails with the same `IntrospectionError`s as `SchemaIntrospector.introspect(path:)`
    /// (missing file, not a database, locked for longer than `busyTimeout`, corrupt).
    /// Damage is looked for with `PRAGMA quick_check` after counting: SQLite counts a
    /// table's rows from its smallest index when it has one, which reads none of the
    /// table's own pages, so a table whose pages are damaged would be counted and shown
    /// as if whole. `quick_check` reads every page once (about as long again as the
    /// counts); the first three problems are reported as `corrupt`. Tables that name a
    /// collation the app registers itself are counted without their indexes and not
    /// checked, since SQLite can do neither without it (`MissingCollations`).
    public static func read(path: String, busyTimeout: TimeInterval = MigrationLock.defaultReadTimeout) throws(IntrospectionError) -> DatabaseSummary {
        try DatabaseFile.read(path, busyTimeout: busyTimeout, label: "modelc.inspect") { db in
            let schema = try SchemaIntrospector.introspect(db)
            let dialect = SQLiteDialect()
            let missing = try MissingCollations(db)
            missing.addStandIns(to: db)
            var counts: [String: Int] = [:]
            for table in schema.tables {
                // An index of a collation this process lacks cannot be read (`MissingCollations`).
                let from = dialect.quote(table.name) + (missing.affects(table.name) ? " NOT INDEXED" : "")
                counts[table.name] = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(from)") ?? 0
            }
            // One answer may hold several lines, under a `*** in database main ***` heading.
            let checks = missing.tables.isEmpty ? ["PRAGMA quick_check(3)"]
                : (["sqlite_schema"] + schema.tables.map(\.name).filter { !missing.affects($0) }).map { "PRAGMA quick_check(\(dialect.quote($0)))" }
            let problems = try checks.flatMap { try String.fetchAll(db, sql: $0) }
                .flatMap { $0.split(whereSeparator: \.isNewline) }
                .filter { $0 != "ok" && !$0.hasPrefix("***") }
                .prefix(3)
            guard problems.isEmpty else {
                throw IntrospectionError.corrupt(path: path, reason: "PRAGMA quick_check: " + problems.joined(separator: "; "))
            }
            let version = try String.fetchOne(db, sql: "SELECT sqlite_version()") ?? "?"
            return DatabaseSummary(path: path, sqliteVersion: version, schema: schema, rowCounts: counts)
        }
    }
}
