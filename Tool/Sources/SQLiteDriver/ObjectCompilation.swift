import GRDB
import Migration
import SchemaCore

/// The views and triggers of a database that SQLite cannot compile, each with SQLite's
/// reason: what a migration must not leave behind.
///
/// A migration keeps the views and triggers the model does not describe, and a rebuild
/// writes them back as they were (`UnmanagedObjects`), but it does not rewrite them: one
/// that reads a column the migration dropped comes back unchanged and fails at its first
/// use, every write of its table with it (a Samsung `mmssms.db`'s trigger copying
/// `part.text` into a full-text table). SQLite's own `DROP COLUMN` refuses such a drop; a
/// rebuild's `DROP TABLE` and `ALTER TABLE … RENAME` do not look. So `Migrator` compiles
/// them before and after the migration's SQL, in its transaction, and refuses a migration
/// after which one fails that compiled before; one that failed already (an app's own SQL
/// function, which this SQLite lacks) is not the migration's doing.
///
/// A view is compiled by preparing a read of it. Triggers are compiled into each
/// statement that fires them when the statement is prepared, so a table's (or a view's
/// `INSTEAD OF`) triggers are compiled by preparing, never running, an insert, an update
/// of every column and a delete of it.
struct ObjectCompilation: Equatable {
    /// SQLite's reason, by what failed.
    private(set) var failures: [Failure: String] = [:]
    /// Everything compiled, failing or not.
    private(set) var compiled: Set<Failure> = []
    /// The triggers of each table or view that has some, by name, with their SQL.
    private(set) var triggers: [String: [String: String]] = [:]

    /// What was compiled: a view, or the triggers of a table or view for one statement.
    /// Whatever triggers the migration adds or drops beside them, a table's triggers
    /// that compiled for an UPDATE before must compile after.
    struct Failure: Hashable, Comparable {
        /// The view, or the table or view whose triggers fire.
        var name: String
        /// `view`, or the statement that fires the triggers: `insert`, `update`, `delete`.
        var kind: String

        static func < (lhs: Failure, rhs: Failure) -> Bool {
            (lhs.name, lhs.kind) < (rhs.name, rhs.kind)
        }
    }

    /// Compiles every view, and the triggers of every table and view that has some.
    init(_ db: Database) throws {
        let dialect = SQLiteDialect()
        let views = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'view' ORDER BY name")
        for view in views {
            compile("SELECT * FROM \(dialect.quote(view)) LIMIT 0", in: db, as: Failure(name: view, kind: "view"))
        }
        for row in try Row.fetchAll(db, sql: "SELECT tbl_name, name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY tbl_name, name") {
            triggers[row["tbl_name"], default: [:]][row["name"]] = row["sql"] ?? ""
        }
        for target in triggers.keys.sorted() {
            // Generated columns (hidden 2 and 3) cannot be set; a virtual table's hidden ones (1) are not its columns.
            let columns = try Row.fetchAll(db, sql: "SELECT name, hidden FROM pragma_table_xinfo(?)", arguments: [target])
                .filter { ($0["hidden"] as Int) == 0 }.map { dialect.quote($0["name"] as String) }
            guard !columns.isEmpty else { continue }
            let table = dialect.quote(target)
            let list = columns.joined(separator: ", ")
            compile("INSERT INTO \(table) (\(list)) SELECT \(list) FROM \(table) WHERE 0", in: db, as: Failure(name: target, kind: "insert"))
            compile("UPDATE \(table) SET \(columns.map { "\($0) = \($0)" }.joined(separator: ", ")) WHERE 0", in: db, as: Failure(name: target, kind: "update"))
            compile("DELETE FROM \(table) WHERE 0", in: db, as: Failure(name: target, kind: "delete"))
        }
    }

    private mutating func compile(_ sql: String, in db: Database, as failure: Failure) {
        compiled.insert(failure)
        do {
            _ = try db.makeStatement(sql: sql)
        } catch let error as DatabaseError {
            failures[failure] = error.message ?? "\(error)"
        } catch {
            failures[failure] = "\(error)"
        }
    }

    /// What fails now that compiled in `before` (the same view, or a table's triggers for
    /// the same statement), said as a sentence, or nil when nothing does. A view, or the
    /// triggers of a table, that the migration creates is not compared: verification
    /// checks the model's own, and SQLite reports their errors in the words the hints know.
    func newFailure(since before: ObjectCompilation) -> String? {
        let broken = failures.filter { before.compiled.contains($0.key) && before.failures[$0.key] == nil }
        guard let (failure, reason) = broken.min(by: { $0.key < $1.key }) else { return nil }
        if failure.kind == "view" {
            return "view `\(failure.name)` no longer compiles after the migration: \(reason)"
        }
        let names = Self.suspects(of: reason, among: before.triggers[failure.name] ?? [:], kept: triggers[failure.name] ?? [:])
        return "the triggers on `\(failure.name)` (\(names.map { "`\($0)`" }.joined(separator: ", "))) no longer compile after the migration "
            + "(every \(failure.kind.uppercased()) of `\(failure.name)` would fail): \(reason)"
    }

    /// The view SQLite's `message` names (`error in view ProductDetails_V: no such column:
    /// c.id`), with the reason it failed here, when it failed here too: a view broken
    /// before the migration ran, which SQLite's check of the whole schema on a rename or
    /// a rebuild then stops at (pchemguy's Northwind joins on a column its table never
    /// had). The migration's SQL is not at fault, and editing it cannot help.
    /// The name is found among the views that failed before, not cut out of the message:
    /// SQLite writes it bare, so `error in view Product Details: …` has a space in it
    /// (bla.db), and a name may hold a colon too.
    func failedAlready(_ message: String) -> (view: String, reason: String)? {
        let named = failures.filter { $0.key.kind == "view" && message.contains("error in view \($0.key.name): ") }
        // The longest name that fits, should one failed view's name begin another's.
        guard let failure = named.max(by: { ($0.key.name.count, $1.key.name) < ($1.key.name.count, $0.key.name) }) else { return nil }
        return (failure.key.name, failure.value)
    }

    /// The triggers that were there before and still are, narrowed to those whose SQL
    /// names what SQLite says is missing (`no such column: NEW.text` → the ones saying
    /// `text`), when any does.
    static func suspects(of reason: String, among before: [String: String], kept after: [String: String]) -> [String] {
        let kept = after.keys.filter { before[$0] != nil }.sorted()
        guard let missing = reason.split(separator: ":").last?.trimmingCharacters(in: .whitespaces).split(separator: ".").last?.lowercased(),
              !missing.isEmpty else { return kept }
        let naming = kept.filter { (after[$0] ?? "").lowercased().contains(missing) }
        return naming.isEmpty ? kept : naming
    }
}
