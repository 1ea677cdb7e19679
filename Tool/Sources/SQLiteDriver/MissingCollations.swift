import Foundation
import GRDB
import Migration
import SchemaCore

/// The tables whose definition or indexes name a collation this connection does not
/// have: one the application that owns the file registers itself (Plex's
/// `NATURALSORT`, Anki's `unicase`).
///
/// SQLite cannot use such an index, or check it, without the application's comparison
/// function: a row count that picks the index, or `PRAGMA quick_check` over it, stops
/// with "no such collation sequence". Reading the schema needs none of it, so `inspect`
/// and `migrate baseline` count those tables' rows from the table itself (`NOT
/// INDEXED`) and check every other table, rather than refuse a database the app reads
/// every day.
struct MissingCollations {
    /// The affected tables, lower-cased, and the collations they name that are missing.
    private(set) var tables: Set<String> = []
    private(set) var collations: [String] = []

    /// Reads `sqlite_master` and asks SQLite for each collation it names.
    init(_ db: Database) throws {
        let rows = try Row.fetchAll(db, sql: "SELECT lower(tbl_name), sql FROM main.sqlite_master WHERE sql IS NOT NULL AND type IN ('table', 'index')")
        var named: [String: Set<String>] = [:]
        for row in rows {
            let table: String = row[0]
            guard let sql: String = row[1], sql.range(of: "collate", options: .caseInsensitive) != nil,
                  let tokens = try? SQLTokenizer.tokenize(sql) else { continue }
            for index in tokens.indices.dropLast() where tokens[index].isKeyword("COLLATE") {
                if let name = tokens[index + 1].identifier { named[name.lowercased(), default: []].insert(table) }
            }
        }
        for (collation, tables) in named.sorted(by: { $0.key < $1.key }) where !Self.isAvailable(collation, in: db) {
            collations.append(collation)
            self.tables.formUnion(tables)
        }
    }

    /// Gives the read-only connection `db` a stand-in for each missing collation, which
    /// compares bytes as `BINARY` does, so that a full scan of an affected table can run
    /// (a `WITHOUT ROWID` table keyed by such a column, as Anki's `tags`, cannot even be
    /// counted without one). Its order is not the app's: only counting scans may use it,
    /// never a write, a search or `quick_check`.
    func addStandIns(to db: Database) {
        for collation in collations {
            db.add(collation: DatabaseCollation(collation) { left, right in
                left == right ? .orderedSame : left.utf8.lexicographicallyPrecedes(right.utf8) ? .orderedAscending : .orderedDescending
            })
        }
    }

    /// Whether `table` names a missing collation.
    func affects(_ table: String) -> Bool {
        tables.contains(table.lowercased())
    }

    private static func isAvailable(_ collation: String, in db: Database) -> Bool {
        (try? db.makeStatement(sql: "SELECT 'a' < 'b' COLLATE \(SQLiteDialect().quote(collation))")) != nil
    }
}
