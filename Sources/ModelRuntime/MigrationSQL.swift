import GRDB

/// Runs an embedded migration's SQL, keeping the triggers its table rebuilds would
/// silently take with them.
///
/// A migration that changes a column SQLite's `ALTER TABLE` cannot change rebuilds the
/// table: it creates a new one, copies the rows, and drops the old one, and SQLite drops
/// the old table's triggers with it. The migration creates again the triggers the model
/// describes; it cannot know those the app made beside the model, such as the triggers
/// GRDB's `synchronize(withTable:)` writes to keep a full-text index in step with its
/// table. Without them nothing fails: the index just stops seeing new rows.
///
/// `modelc migrate` keeps such objects (docs/migrations.md, "Objects modelc does not
/// manage"); this is the same rule for the app's migrator, for triggers:
/// 1. before each `DROP TABLE` of the SQL, the text of every trigger is read, as the
///    statements run so far left it (a `RENAME COLUMN` before the rebuild rewrites the
///    triggers that name the column);
/// 2. after the SQL, a trigger read that way that no longer exists is created again when
///    its table exists again, in the order the database listed them.
///
/// The indexes the model disclaims (`keepingIndexes`: its `unmanaged:` patterns, which
/// the generated schema file passes) are kept the same way: a case-insensitive unique
/// index on `lower(email)`, which the model cannot say, would otherwise stop being
/// enforced on every device whose table a migration rebuilt. Other indexes are not: a
/// rebuild leaves behind on purpose those of a dropped column.
///
/// A trigger the migration drops itself (`DROP TRIGGER`, as a plan does for a trigger
/// the model no longer has) is gone before the `DROP TABLE` and is not read; one it
/// creates again exists afterwards; one whose table the migration drops for good goes
/// with its table. All of it runs inside the migration's transaction, so a trigger that
/// cannot be created again rolls the migration back.
public enum MigrationSQL {
    /// Runs `sql` (one or more statements) on `db`, keeping its triggers and the indexes
    /// whose name or table matches one of `patterns` (`*` any run of characters, `?` one,
    /// case ignored); returns the names of the objects it created again.
    @discardableResult
    public static func execute(_ sql: String, in db: Database, keepingIndexes patterns: [String] = []) throws -> [String] {
        var saved: [(name: String, table: String, sql: String)] = []
        let statements = try db.allStatements(sql: sql)
        while let statement = try statements.next() {
            if dropsATable(statement.sql) {
                let objects = try Row.fetchAll(db, sql: """
                    SELECT type, name, tbl_name, sql FROM main.sqlite_master WHERE type IN ('trigger', 'index') AND sql IS NOT NULL ORDER BY rowid
                    """).filter { row in
                        (row[0] as String) == "trigger" || patterns.contains { matches($0, row[1]) || matches($0, row[2]) }
                    }.map { (name: $0[1] as String, table: $0[2] as String, sql: $0[3] as String) }
                for object in objects {
                    if let index = saved.firstIndex(where: { $0.name.lowercased() == object.name.lowercased() }) {
                        saved[index] = object
                    } else {
                        saved.append(object)
                    }
                }
            }
            try statement.execute()
        }
        guard !saved.isEmpty else { return [] }
        let present = Set(try String.fetchAll(db, sql: "SELECT lower(name) FROM main.sqlite_master"))
        var restored: [String] = []
        for object in saved where !present.contains(object.name.lowercased()) && present.contains(object.table.lowercased()) {
            try db.execute(sql: object.sql)
            restored.append(object.name)
        }
        return restored
    }

    /// Whether `name` matches `pattern` (`*` any run of characters, `?` one), case ignored,
    /// as the model's `unmanaged:` patterns match.
    static func matches(_ pattern: String, _ name: String) -> Bool {
        let pattern = Array(pattern.lowercased()), name = Array(name.lowercased())
        var (p, n, star, resume) = (0, 0, -1, 0)
        while n < name.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if p < pattern.count, pattern[p] == "*" {
                (star, resume, p) = (p, n, p + 1)
            } else if star >= 0 {
                resume += 1
                (p, n) = (star + 1, resume)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// Whether `statement` is a `DROP TABLE`, past the comments and spaces before it.
    public static func dropsATable(_ statement: String) -> Bool {
        var rest = Substring(statement)
        while true {
            rest = rest.drop(while: \.isWhitespace)
            if rest.hasPrefix("--") {
                rest = rest.drop(while: { $0 != "\n" })
            } else if rest.hasPrefix("/*"), let end = rest.range(of: "*/") {
                rest = rest[end.upperBound...]
            } else {
                break
            }
        }
        let words = rest.prefix(32).split(whereSeparator: \.isWhitespace).prefix(2).map { $0.uppercased() }
        return words == ["DROP", "TABLE"]
    }
}
