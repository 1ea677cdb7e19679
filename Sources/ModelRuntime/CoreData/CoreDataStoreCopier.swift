import Foundation
import GRDB

/// Copies a Core Data store's rows into a new modelc database, already created at the
/// store's version: one implementation for `modelc import coredata-store` and for the
/// app's `CoreDataStoreMigration`.
///
/// The store is attached read-only without a file written beside it
/// (`CoreDataStoreAccess`), each many-to-many table is given a temporary view
/// (`CoreDataStoreVersion.Join.view`) over the table and key columns this store has, and
/// the version's statements run in one transaction, followed by the counts on both sides
/// and `PRAGMA foreign_key_check`. Any failure rolls the whole copy back.
///
/// Why `INSERT … SELECT` rather than reading rows into Swift and binding them: SQLite
/// then moves each value from one b-tree to the other without a round trip through Swift
/// values, which keeps a large store's import close to `sqlite3` copying the same rows,
/// with memory bounded by SQLite's page cache rather than by the store's size.
public struct CoreDataStoreCopier: Sendable {
    /// A count taken in the store and in the new database after the copy.
    public struct Count: Hashable, Sendable, Encodable {
        /// `rows` of an entity, `links` of a relationship, or `clearedExternalData`: the
        /// references to external files that were not there, stored as NULL
        /// (`MissingExternalData.clear`; `read` of them, `written` 0); `clearedReferences`
        /// (`DanglingReferences.clear`); `notANumber`: Decimal NaNs stored as NULL.
        public var kind: String
        /// Core Data's names: `Link`, `Entry.author`, `Entry.tags ↔ Tag.entries`.
        public var coreData: String
        /// The table (or `table.column`) they went to.
        public var destination: String
        public var read: Int
        public var written: Int
    }

    /// What to do with a binary value stored externally (Core Data's "Allows External
    /// Storage") whose file is not in `.<Store>_SUPPORT/_EXTERNAL_DATA/`, as when a store
    /// is copied without that folder.
    public enum MissingExternalData: String, Sendable, CaseIterable {
        /// Stop the copy, naming the file (`externalDataMissing`): nothing is written.
        case refuse
        /// Store NULL for it (an optional attribute; a required one still stops the copy
        /// at its NOT NULL), and count it in the copy's counts (`clearedExternalData`).
        case clear
    }

    /// What to do with a reference to a row the store does not hold (an object Core Data
    /// deleted while a reference to it stayed behind, which Core Data reads as a fault
    /// that fails to fire).
    public enum DanglingReferences: String, Sendable, CaseIterable {
        /// Stop the copy, naming the first of them (`danglingReferences`): nothing is written.
        case refuse
        /// Store NULL for an optional reference and leave out a many-to-many link, each
        /// counted (`clearedReferences`); a required reference still stops the copy.
        case clear
    }

    public var version: CoreDataStoreVersion
    public var store: CoreDataStoreContents
    public var access: CoreDataStoreAccess
    public var missingExternalData: MissingExternalData
    public var danglingReferences: DanglingReferences

    public init(version: CoreDataStoreVersion, store: CoreDataStoreContents, access: CoreDataStoreAccess,
                missingExternalData: MissingExternalData = .refuse, danglingReferences: DanglingReferences = .refuse) {
        self.version = version
        self.store = store
        self.access = access
        self.missingExternalData = missingExternalData
        self.danglingReferences = danglingReferences
    }

    /// Copies the rows into the database at `path`. `progress` is called after each
    /// statement with the number done and the total; `isCancelled` is asked before each,
    /// and a `true` rolls back and throws `CancellationError`.
    ///
    /// - Throws: `CoreDataStoreMigrationError`, or `CancellationError`.
    public func copy(into path: String, progress: (Int, Int) -> Void = { _, _ in }, isCancelled: () -> Bool = { false }) throws -> [Count] {
        let failure = CoreDataStoreFunctions.Failure()
        let cleared = missingExternalData == .clear ? CoreDataStoreFunctions.Cleared() : nil
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        configuration.label = "modelc.coredata-store-import"
        let notANumber = CoreDataStoreFunctions.Cleared()
        let functions = CoreDataStoreFunctions.functions(storePath: store.path, failure: failure, cleared: cleared, notANumber: notANumber)
        configuration.prepareDatabase { db in
            for function in functions { db.add(function: function) }
        }
        var table = ""
        var keyRows: KeyRows?
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA cache_size = -65536")
                try db.execute(sql: "ATTACH DATABASE ? AS store", arguments: [access.attachName])
                defer { try? db.execute(sql: "DETACH DATABASE store") }
                try createJoinViews(db)
                defer { for join in version.joins { try? db.execute(sql: "DROP VIEW IF EXISTS temp.\(join.view.quotedDatabaseIdentifier)") } }
                var counts: [Count] = []
                try db.inTransaction(.immediate) {
                    try checkSchema(db)
                    var missing: [String] = []
                    for check in version.checks {
                        missing += try Int64.fetchAll(db, sql: check.sql).map { "row \($0) of \(check.description)" }
                    }
                    guard missing.isEmpty || danglingReferences == .clear else {
                        throw CoreDataStoreMigrationError.danglingReferences(Self.firstFive(missing))
                    }
                    for (index, statement) in version.statements.enumerated() {
                        if isCancelled() { throw CancellationError() }
                        table = statement.table
                        do {
                            try db.execute(sql: statement.sql)
                        } catch let error as DatabaseError where error.resultCode.primaryResultCode == .SQLITE_CONSTRAINT {
                            // Read while the store is attached: which rows break the key.
                            keyRows = try? Self.keyRows(breaking: error.message ?? "", statement: statement, db)
                            throw error
                        }
                        progress(index + 1, version.statements.count)
                    }
                    table = ""
                    let clearedReferences = danglingReferences == .clear ? try clearDanglingReferences(db) : [:]
                    // The other side's references to missing rows, which the copy never wrote.
                    var leftOut: [String: Int] = [:]
                    if danglingReferences == .clear {
                        for check in version.checks {
                            guard let coreData = check.coreData, let countSQL = check.countSQL else { continue }
                            leftOut[coreData, default: 0] += try Int.fetchOne(db, sql: countSQL) ?? 0
                        }
                    }
                    var differences: [String] = []
                    // The other side of a one-to-one (the relationships the checks name) read
                    // none of the references cleared in the column: a reference to a missing
                    // row has no row on the other side referring back (Artsy's `ZNOTES` of 0).
                    let otherSides = Set(version.checks.compactMap(\.coreData))
                    for count in version.counts {
                        let read = try Int.fetchOne(db, sql: count.readSQL) ?? 0
                        let written = try Int.fetchOne(db, sql: count.writtenSQL) ?? 0
                        // A cleared reference was read and, on purpose, not written.
                        let clearedHere = otherSides.contains(count.coreData) ? 0 : clearedReferences[count.destination] ?? 0
                        let cleared = count.kind == "links" ? clearedHere + (leftOut[count.coreData] ?? 0) : 0
                        if read != written + cleared { differences.append("\(count.coreData) → \(count.destination): \(read) in the store, \(written) copied") }
                        counts.append(Count(kind: count.kind, coreData: count.coreData, destination: count.destination, read: read, written: written))
                    }
                    guard differences.isEmpty else { throw CoreDataStoreMigrationError.countMismatch(differences) }
                    let dangling = try findDanglingReferences(db)
                    guard dangling.isEmpty else { throw CoreDataStoreMigrationError.danglingReferences(Self.firstFive(dangling)) }
                    for (place, count) in clearedReferences.sorted(by: { $0.key < $1.key }) {
                        let relationship = version.counts.first { $0.kind == "links" && $0.destination == place }?.coreData ?? place
                        counts.append(Count(kind: "clearedReferences", coreData: relationship, destination: place, read: count, written: 0))
                    }
                    for (relationship, count) in leftOut.sorted(by: { $0.key < $1.key }) where count > 0 {
                        let destination = version.counts.first { $0.coreData == relationship }?.destination ?? relationship
                        counts.append(Count(kind: "clearedReferences", coreData: relationship, destination: destination, read: count, written: 0))
                    }
                    return .commit
                }
                for (place, count) in (cleared?.counts ?? [:]).sorted(by: { $0.key < $1.key }) {
                    counts.append(Count(kind: "clearedExternalData", coreData: place, destination: place, read: count, written: 0))
                }
                for (place, count) in notANumber.counts.sorted(by: { $0.key < $1.key }) {
                    counts.append(Count(kind: "notANumber", coreData: place, destination: place, read: count, written: 0))
                }
                return counts
            }
        } catch let error as CoreDataStoreMigrationError {
            throw error
        } catch let error as CancellationError {
            throw error
        } catch {
            if let recorded = failure.error { throw recorded }
            if let databaseError = error as? DatabaseError, !table.isEmpty,
               [.SQLITE_CONSTRAINT, .SQLITE_MISMATCH, .SQLITE_ERROR].contains(databaseError.resultCode.primaryResultCode) {
                let message = databaseError.message ?? "\(databaseError)"
                throw CoreDataStoreMigrationError.badValue(table: table, message: explained(message) + (keyRows.map(Self.keyExplained) ?? ""))
            }
            // The database is new, written in this one transaction: damage met on the way
            // is the store's, read page by page (a page quick_check does not reach).
            if let databaseError = error as? DatabaseError, [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(databaseError.resultCode.primaryResultCode) {
                throw CoreDataStoreContents.storeError(error, path: store.path)
            }
            throw CoreDataStoreContents.storeError(error, path: path)
        }
    }

    /// SQLite's `message` about a copied row, with what it means where the column is a
    /// relationship's key: a UNIQUE one is a one-to-one's, whose rows Core Data does not
    /// check (two recipes naming one image), where SQLite's words named only the column.
    private func explained(_ message: String) -> String {
        guard message.hasPrefix("UNIQUE constraint failed: "),
              let link = version.counts.first(where: { $0.kind == "links" && $0.destination == message.dropFirst("UNIQUE constraint failed: ".count) })
        else { return message }
        return message + " (two rows of the store link to one row through the one-to-one `\(link.coreData)`, which Core Data does not check and modelc's unique key does: "
            + "unlink all but one in the store, or make the relationship's inverse a to-many)"
    }

    /// The store's rows that break the new table's key, when the constraint that failed
    /// is on the key (`UNIQUE constraint failed: book.isbn`, `NOT NULL constraint failed:
    /// book.isbn`): Core Data keys its rows by `Z_PK`, and a model keyed by one of the
    /// entity's attributes (`import coredata --key`) needs that attribute set and
    /// distinct in every row, which Core Data never checked. Nil for another constraint.
    ///
    /// The failed statement's `SELECT` is run again as a query, with each row's `Z_PK`,
    /// so the rows are found as the copy converted them.
    private static func keyRows(breaking message: String, statement: CoreDataStoreVersion.Statement, _ db: Database) throws -> KeyRows? {
        // No regular expression: the runtime runs where Swift's Regex is not available.
        guard let prefix = ["UNIQUE constraint failed: ", "NOT NULL constraint failed: "].first(where: message.hasPrefix) else { return nil }
        let failed = message.dropFirst(prefix.count)
        guard !failed.contains(","), let dot = failed.firstIndex(of: ".") else { return nil }
        let (table, column) = (String(failed[..<dot]), String(failed[failed.index(after: dot)...]))
        guard try db.primaryKey(table).columns == [column] else { return nil }
        var rows = KeyRows(table: table, column: column, repeats: prefix.hasPrefix("UNIQUE"))
        // `INSERT INTO main."t" (…) SELECT … FROM store."Z…" AS s`, as `CoreDataStoreCopy` writes it.
        let insert = "INSERT INTO main.\(table.quotedDatabaseIdentifier) ("
        guard statement.sql.hasPrefix(insert), let select = statement.sql.range(of: ") SELECT "), statement.sql.contains(" AS s") else { return rows }
        let columns = statement.sql[statement.sql.index(statement.sql.startIndex, offsetBy: insert.count)..<select.lowerBound]
        let probe = "WITH modelc_probe (modelc_z_pk, \(columns)) AS (SELECT s.Z_PK, \(statement.sql[select.upperBound...]))"
        let key = column.quotedDatabaseIdentifier
        if rows.repeats {
            rows.examples = try Row.fetchAll(db, sql: """
                \(probe) SELECT quote(\(key)) AS value, group_concat(modelc_z_pk, ', ') AS keys FROM (SELECT * FROM modelc_probe ORDER BY modelc_z_pk) \
                WHERE \(key) IS NOT NULL GROUP BY \(key) HAVING count(*) > 1 ORDER BY min(modelc_z_pk) LIMIT 6
                """).map { "\($0["value"] as String? ?? "NULL") in the rows of `Z_PK` \($0["keys"] as String? ?? "")" }
        } else {
            rows.examples = try Int64.fetchAll(db, sql: "\(probe) SELECT modelc_z_pk FROM modelc_probe WHERE \(key) IS NULL ORDER BY 1 LIMIT 6")
                .map { "the row of `Z_PK` \($0)" }
        }
        return rows
    }

    /// The rows of the store that break a new table's key (`keyRows(breaking:statement:_:)`).
    private struct KeyRows {
        var table: String
        var column: String
        /// Whether rows repeat a value (a UNIQUE constraint), rather than leave it empty.
        var repeats: Bool
        /// Up to six: a repeated value with the `Z_PK`s of its rows, or an empty row's `Z_PK`.
        var examples: [String] = []
    }

    /// Why a row breaks the new table's key, said as the key's: which rows, and what to do.
    private static func keyExplained(_ rows: KeyRows) -> String {
        let shown = rows.examples.prefix(5).joined(separator: "; ") + (rows.examples.count > 5 ? "; and more" : "")
        let which = shown.isEmpty ? "" : " (\(shown))"
        return " (`\(rows.column)` is the key of `\(rows.table)`, and the store's rows \(rows.repeats ? "repeat a value of it" : "leave it empty in a row")\(which): "
            + "Core Data keys rows by `Z_PK` and never checked it; give every row a distinct value in the store, or key the entity by another attribute)"
    }

    /// The first five of `references`, and how many more there are.
    private static func firstFive(_ references: [String]) -> [String] {
        Array(references.prefix(5)) + (references.count > 5 ? ["\(references.count - 5) more"] : [])
    }

    /// One temporary view per many-to-many, over the table and columns this store keeps
    /// it in, with the columns the statements read: `owner`, `target`, `owner_order`,
    /// `target_order`.
    private func createJoinViews(_ db: Database) throws {
        for join in version.joins {
            guard let resolved = join.resolve(in: store) else {
                throw CoreDataStoreMigrationError.versionMismatch(store: store.path, version: version.modelVersion, differences: [
                    .init("the store has no many-to-many table for \(join.description)", about: .join(version.joins.firstIndex(of: join) ?? 0)),
                ])
            }
            let columns = [resolved.owner, resolved.target].map(\.quotedDatabaseIdentifier) + [resolved.ownerOrder, resolved.targetOrder].map { $0?.quotedDatabaseIdentifier ?? "NULL" }
            try db.execute(sql: """
                CREATE TEMP VIEW \(join.view.quotedDatabaseIdentifier) ("owner", "target", "owner_order", "target_order") AS \
                SELECT \(columns.joined(separator: ", ")) FROM store.\(resolved.table.quotedDatabaseIdentifier)
                """)
        }
    }

    /// The rows of the written tables whose foreign keys name a missing row, as
    /// `PRAGMA foreign_key_check` finds them, but by one `NOT EXISTS` query per foreign
    /// key, which SQLite runs about four times faster than the pragma (a million-row
    /// store: 0.09 s against 0.36 s), so the check costs little beside the copy.
    private func findDanglingReferences(_ db: Database) throws -> [String] {
        var found: [String] = []
        for table in version.writes.keys.sorted() {
            // A join table is WITHOUT ROWID: its rows are named by no number, as the pragma names them.
            let definition = try String.fetchOne(db, sql: "SELECT sql FROM main.sqlite_master WHERE type = 'table' AND name = ?", arguments: [table]) ?? ""
            let rowID = definition.uppercased().contains("WITHOUT ROWID") ? "NULL" : "c.rowid"
            for key in try Self.foreignKeys(of: table, db) {
                let rows = try Int64?.fetchAll(db, sql: """
                    SELECT \(rowID) FROM main.\(table.quotedDatabaseIdentifier) AS c WHERE \(key.dangling(as: "c")) LIMIT 6
                    """)
                found += rows.map { "`\(table)` row \($0.map(String.init) ?? "?") refers to a missing `\(key.parent)` row" }
            }
        }
        return found
    }

    /// A foreign key of a written table: its columns paired with the parent's.
    private struct ForeignKey {
        var parent: String
        var pairs: [(from: String, to: String)]

        /// The SQL condition that a row (`alias`) refers through it to a missing parent row.
        func dangling(as alias: String) -> String {
            pairs.map { "\(alias).\($0.from.quotedDatabaseIdentifier) IS NOT NULL" }.joined(separator: " AND ")
                + " AND NOT EXISTS (SELECT 1 FROM main.\(parent.quotedDatabaseIdentifier) AS p WHERE "
                + pairs.map { "p.\($0.to.quotedDatabaseIdentifier) = \(alias).\($0.from.quotedDatabaseIdentifier)" }.joined(separator: " AND ") + ")"
        }
    }

    /// The foreign keys of `table`, as `PRAGMA foreign_key_list` gives them, a key
    /// naming no parent column taking the parent's primary key.
    private static func foreignKeys(of table: String, _ db: Database) throws -> [ForeignKey] {
        let keys = try Row.fetchAll(db, sql: "SELECT id, \"table\", \"from\", \"to\" FROM pragma_foreign_key_list(?) ORDER BY id, seq", arguments: [table])
        return try Dictionary(grouping: keys) { $0["id"] as Int }.sorted { $0.key < $1.key }.compactMap { _, rows in
            guard let parent: String = rows.first?["table"] else { return nil }
            let primaryKey = try db.primaryKey(parent).columns
            let pairs = rows.enumerated().map { index, row -> (from: String, to: String) in
                let to: String? = row["to"]
                return (row["from"], to ?? (primaryKey.indices.contains(index) ? primaryKey[index] : "rowid"))
            }
            return ForeignKey(parent: parent, pairs: pairs)
        }
    }

    /// `DanglingReferences.clear`: in the written tables, each reference to a missing row
    /// is set to NULL where its columns may be (with the position an ordered to-many
    /// keeps beside it), and a many-to-many link to one is deleted. Returns how many, by
    /// `table.column` (the first column of the key) or, for links, by table, as the
    /// counts name their destinations. A required reference is left for the check after
    /// it, which stops the copy.
    private func clearDanglingReferences(_ db: Database) throws -> [String: Int] {
        var cleared: [String: Int] = [:]
        let joinTables = Set(version.counts.filter { $0.kind == "links" && !$0.destination.contains(".") }.map(\.destination))
        for table in version.writes.keys.sorted() {
            let columns = try db.columns(in: table, in: "main")
            let nullable = Set(columns.filter { !$0.isNotNull }.map(\.name))
            let names = Set(columns.map(\.name))
            let quoted = "main.\(table.quotedDatabaseIdentifier)"
            for key in try Self.foreignKeys(of: table, db) {
                let from = key.pairs.map(\.from)
                if joinTables.contains(table) {
                    try db.execute(sql: "DELETE FROM \(quoted) WHERE \(key.dangling(as: quoted))")
                    if db.changesCount > 0 { cleared[table, default: 0] += db.changesCount }
                } else if from.allSatisfy(nullable.contains) {
                    var set = from
                    if from.count == 1, from[0].hasSuffix("_id") {
                        let position = String(from[0].dropLast(3)) + "_position"
                        if names.contains(position) && nullable.contains(position) { set.append(position) }
                    }
                    try db.execute(sql: "UPDATE \(quoted) SET \(set.map { "\($0.quotedDatabaseIdentifier) = NULL" }.joined(separator: ", ")) WHERE \(key.dangling(as: quoted))")
                    if db.changesCount > 0 { cleared["\(table).\(from[0])", default: 0] += db.changesCount }
                }
            }
        }
        return cleared
    }

    /// Fails when the created schema lacks a table or column the copy writes: migrations
    /// made from a model imported with other options.
    private func checkSchema(_ db: Database) throws {
        var missing: [String] = []
        for (table, columns) in version.writes.sorted(by: { $0.key < $1.key }) {
            guard try db.tableExists(table, in: "main") else {
                missing.append("table `\(table)`")
                continue
            }
            let present = Set(try db.columns(in: table, in: "main").map { $0.name.lowercased() })
            missing += columns.filter { !present.contains($0.lowercased()) }.map { "column `\(table).\($0)`" }
        }
        guard missing.isEmpty else { throw CoreDataStoreMigrationError.schemaMismatch(version: version.modelVersion, missing: missing) }
    }

    /// Why the folder of `database` cannot take the new database, its staging file and the
    /// store's private copy: missing, or not writable; nil when it can. Said as such, where
    /// the first file made there failed naming itself (`….modelc-lock`, "check the
    /// folder's permissions and free space").
    public static func folderProblem(for database: String) -> (folder: String, reason: String)? {
        // Up to the last slash, by hand: Foundation's `deletingLastPathComponent` stops the
        // process on Linux for a one-letter last component.
        let path = database.lastIndex(of: "/").map { $0 == database.startIndex ? "/" : String(database[..<$0]) } ?? "."
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return (path, "the folder does not exist, and the database is made there: create it first")
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            return (path, "the folder cannot be written, and the database is made there")
        }
        return nil
    }

    /// Where a copy into `database` is staged: the new database as `<database>.modelc-import`,
    /// and a private copy of the store, when one is read (`CoreDataStoreAccess`), in
    /// `<database>.modelc-import-store`. Fixed names, so what a killed run leaves is found
    /// and removed by the next (`removeLeftovers(of:)`).
    public static func staging(for database: String) -> (database: String, storeFolder: String) {
        let staging = database + ".modelc-import"
        return (staging, staging + "-store")
    }

    /// Removes what a run killed part-way left of `staging` (`staging(for:)`): the staged
    /// database with its journal, the private copy of the store, and the files staged
    /// beside it under its name (`<staging>.…`: the CLI's migrator stages a new database
    /// as `<staging>.modelc-new-…`).
    public static func removeLeftovers(of staging: (database: String, storeFolder: String)) {
        DatabaseFiles.remove(at: staging.database)
        try? FileManager.default.removeItem(atPath: staging.storeFolder)
        let url = URL(fileURLWithPath: staging.database)
        let folder = url.deletingLastPathComponent().path
        let prefix = url.lastPathComponent + "."
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(prefix) {
            try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(name))
        }
    }

    /// Links the finished file at `staging` to `database`, never replacing a file that
    /// appeared meanwhile, then removes `staging`.
    public static func place(_ staging: String, at database: String) throws(CoreDataStoreMigrationError) {
        if link(staging, database) == 0 {
            DatabaseFiles.remove(at: staging)
            return
        }
        if errno == EEXIST { throw .databaseExists(path: database) }
        if FileManager.default.fileExists(atPath: database) { throw .databaseExists(path: database) }
        guard rename(staging, database) == 0 else {
            throw .writeFailed(path: database, reason: String(cString: strerror(errno)))
        }
    }
}
