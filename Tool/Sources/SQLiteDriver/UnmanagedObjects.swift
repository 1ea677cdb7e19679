import GRDB
import Migration
import ModelRuntime
import SchemaCore

/// The views, triggers and indexes a migration's SQL leaves alone, saved before it runs
/// and created again after it when its statements made them vanish: the triggers that
/// keep an FTS table in step with a table that a rebuild dropped and created again, say.
///
/// Why the applier does this and not the plan: a table rebuild drops the old table, and
/// SQLite drops the table's triggers and indexes with it. A plan recreates those it
/// knows of, but a plan made from two model versions cannot know the objects a database
/// keeps beside its model (the model's `unmanaged:` patterns, or a hand-written
/// migration's trigger), so they would silently disappear.
///
/// The rule, kept small:
/// 1. before the migration's SQL, the objects of `sqlite_master` it might lose are
///    saved: every view and trigger, and the indexes whose name (or table) matches the
///    target schema's `unmanaged` patterns (the indexes the model disclaims). Objects
///    that any `CREATE` or `DROP` statement of the migration names are not saved: they
///    are its own business;
/// 2. before each `DROP TABLE` of the SQL, the saved text of the objects still there is
///    read again: an earlier statement may have rewritten it (`ALTER TABLE … RENAME
///    COLUMN` renames the column in every trigger and view that names it, as a plan does
///    before a rebuild), and the text saved before the migration would bring the old
///    name back (an FTS sync trigger writing `new.title` into a table whose column is now
///    `heading`, so that every insert failed);
/// 3. after the SQL, a saved object that no longer exists is created again from its
///    saved SQL when its table exists again (a view: always), in the order
///    `sqlite_master` held them, which is creation order, so a view still comes after
///    the views it names.
///
/// So a trigger is never lost without a word: one the model disclaims comes back, and
/// one the model does not know comes back too, and the verification then names it as
/// a difference to describe or disclaim in the model. Indexes are different: a rebuild
/// made from a model, and many a hand-written one, leaves behind on purpose the indexes
/// of the old table that the new one does not have (those of a dropped column), so
/// only disclaimed ones are kept. An object whose table the migration dropped for good
/// goes with it. All of this runs inside the migration's transaction, before the
/// checks, so a failed re-creation rolls the migration back.
struct UnmanagedObjects {
    /// One saved object: its `sqlite_master` type, name, table and SQL.
    struct Object: Hashable, Sendable {
        var type: String
        var name: String
        var table: String
        var sql: String
    }

    /// The saved objects, in `sqlite_master` order.
    private(set) var objects: [Object] = []

    /// The objects of `db` that the migration `sql`, leading to `target` (nil: not
    /// known), might lose and that it does not name in a `CREATE` or `DROP` statement.
    /// Nothing is saved when `sql` cannot be read, since the rule could then not tell
    /// the migration's own objects from the others.
    static func saved(in db: Database, before sql: String, target: Schema?) throws -> UnmanagedObjects {
        let rows = try Row.fetchAll(db, sql: """
            SELECT type, name, tbl_name, sql FROM main.sqlite_master
            WHERE type IN ('view', 'trigger', 'index') AND sql IS NOT NULL AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
            ORDER BY rowid
            """)
        let candidates = rows.map { Object(type: $0[0], name: $0[1], table: $0[2], sql: $0[3]) }.filter { object in
            object.type != "index" || target?.isUnmanaged(index: object.name, on: object.table) == true
        }
        guard !candidates.isEmpty, let named = namedObjects(in: sql) else { return UnmanagedObjects() }
        return UnmanagedObjects(objects: candidates.filter { !named.contains($0.name.lowercased()) })
    }

    /// Reads again the SQL (and table) of the saved objects that still exist, as the
    /// statements run so far left them.
    mutating func refresh(in db: Database) throws {
        guard !objects.isEmpty else { return }
        let current = Dictionary(try Row.fetchAll(db, sql: """
            SELECT lower(name), tbl_name, sql FROM main.sqlite_master WHERE type IN ('view', 'trigger', 'index') AND sql IS NOT NULL
            """).map { (row: Row) -> (String, (table: String, sql: String)) in (row[0], (row[1], row[2])) }, uniquingKeysWith: { first, _ in first })
        for index in objects.indices {
            guard let now = current[objects[index].name.lowercased()] else { continue }
            objects[index].table = now.table
            objects[index].sql = now.sql
        }
    }

    /// Runs `sql`, statement by statement when objects are saved, reading their text
    /// again before each `DROP TABLE` (`refresh(in:)`); `execute` runs one statement.
    mutating func run(_ sql: String, in db: Database, executing execute: (Statement) throws -> Void) throws {
        let statements = try db.allStatements(sql: sql)
        while let statement = try statements.next() {
            // A `DROP TABLE` takes the table's triggers and indexes with it (the rule the
            // app's migrator follows too, `MigrationSQL`).
            if !objects.isEmpty, MigrationSQL.dropsATable(statement.sql) { try refresh(in: db) }
            try execute(statement)
        }
    }

    /// Creates again every saved object that is gone and whose table exists; returns
    /// their names. Throws `MigrationError.sqlFailed` naming the object when SQLite
    /// refuses one (say, an index on a column the migration dropped).
    @discardableResult
    func restore(in db: Database, migration: String) throws -> [String] {
        guard !objects.isEmpty else { return [] }
        let present = Set(try String.fetchAll(db, sql: "SELECT lower(name) FROM main.sqlite_master"))
        var restored: [String] = []
        for object in objects where !present.contains(object.name.lowercased()) {
            guard object.type == "view" || present.contains(object.table.lowercased()) else { continue }
            do {
                try db.execute(sql: object.sql)
            } catch let error as DatabaseError where error.resultCode != .SQLITE_BUSY {
                throw MigrationError.sqlFailed(
                    file: migration,
                    message: "the \(object.type) \(SQLiteDialect().quote(object.name)), which the migration does not name, vanished with its table and cannot be created again: "
                        + MigrationLock.message(of: error)
                        + " (drop or change it in the migration, or describe it in the model)")
            }
            restored.append(object.name)
        }
        return restored
    }

    /// The lower-cased names of the views, triggers and indexes that `sql` creates or
    /// drops (`CREATE [TEMP] [UNIQUE] VIEW|TRIGGER|INDEX [IF NOT EXISTS] [schema.]name`,
    /// `DROP VIEW|TRIGGER|INDEX [IF EXISTS] [schema.]name`), or nil when `sql` does not
    /// tokenize.
    static func namedObjects(in sql: String) -> Set<String>? {
        guard let tokens = try? SQLTokenizer.tokenize(sql) else { return nil }
        var names = Set<String>()
        var position = 0
        while position < tokens.count {
            defer { position += 1 }
            guard tokens[position].isKeyword("CREATE") || tokens[position].isKeyword("DROP") else { continue }
            var next = position + 1
            while next < tokens.count, ["TEMP", "TEMPORARY", "UNIQUE"].contains(where: tokens[next].isKeyword) { next += 1 }
            guard next < tokens.count, ["VIEW", "TRIGGER", "INDEX"].contains(where: tokens[next].isKeyword) else { continue }
            next += 1
            if next < tokens.count, tokens[next].isKeyword("IF") {
                next += 1
                if next < tokens.count, tokens[next].isKeyword("NOT") { next += 1 }
                if next < tokens.count, tokens[next].isKeyword("EXISTS") { next += 1 }
            }
            if next + 2 < tokens.count, tokens[next + 1].kind == .symbol, tokens[next + 1].text == "." {
                next += 2
            }
            if next < tokens.count, let name = tokens[next].identifier {
                names.insert(name.lowercased())
            }
        }
        return names
    }
}
