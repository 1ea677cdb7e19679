import Foundation
import GRDB
import Migration
import ModelKit
import SQLiteSchema

/// `modelc import coredata-store`: a Core Data SQLite store's rows copied into a new
/// modelc database at the model version the store was written with, its migration
/// history stamped so `modelc migrate` (or the app's embedded migrator) continues from
/// there.
///
/// The steps, each of which can stop the import before anything is in place:
/// 1. map the `.xcdatamodeld` as `modelc import coredata` does (same `--key` options),
///    read the store read-only (`CoreDataStore`) and find its version
///    (`CoreDataStoreVersion`: by its tables and columns);
/// 2. create the new database at that version by applying the migration files through
///    it, with the same `Migrator` path as `modelc migrate --to N` — so the history rows
///    and checksums are exactly what `migrate` checks later;
/// 3. attach the store without writing beside it (`CoreDataStoreAccess`), copy every table in one transaction
///    (`CoreDataStoreCopy`), count rows and links on both sides, `PRAGMA foreign_key_check`;
/// 4. move the new file into place (`link(2)`, which never replaces a file).
/// The new database is written beside `--db` as `<db>.modelc-import` and removed on any
/// error; a run killed part-way leaves that file, which the next run removes first.
public enum CoreDataStoreImporter {
    /// Imports the store at `storePath`, written with a version of the model at
    /// `modelPath`, into a new database at `database`.
    public static func importStore(at storePath: String, model modelPath: String, database: String,
                                   options: CoreDataStoreImportOptions) throws(CoreDataStoreError) -> CoreDataStoreImportReport {
        if FileManager.default.fileExists(atPath: database) { throw .databaseExists(path: database) }
        let versions: [ImportedVersion]
        do {
            versions = try CoreDataImporter.convert(CoreDataModelHistory.read(modelPath), options: options.model).versions
        } catch {
            throw .model(error)
        }
        // Fixed names beside --db, so a run that was killed leaves nothing the next run
        // does not remove first.
        let staging = database + ".modelc-import"
        removeDatabaseFiles(at: staging)
        try? FileManager.default.removeItem(atPath: staging + "-store")
        let access = try CoreDataStore.access(storePath, privateFolder: staging + "-store")
        defer { access.remove() }
        let store = try CoreDataStore.read(storePath, through: access)
        let modelName = URL(fileURLWithPath: modelPath).lastPathComponent
        let found = try CoreDataStoreVersion.identify(store, in: versions.map(\.source), modelName: modelName, forced: options.version)
        let version = versions[found.index]
        let copy = try CoreDataStoreCopy(version: version, store: store)

        let target: MigrationTarget
        let files: [MigrationFile]
        do {
            target = try MigrationTarget.resolve(model: nil, dir: options.migrations)
            files = try target.directory.files()
        } catch let error as ReportableError {
            throw .migrations(error.report)
        } catch {
            throw .migrations(ErrorReport(code: "invalid-migrations", message: String(describing: error), status: .invalidInput))
        }
        guard !files.isEmpty else {
            throw .noMigrations(directory: options.migrations, make: "modelc migrate make models/\(options.model.name) --dir \(options.migrations)")
        }

        var placed = false
        defer { if !placed { removeDatabaseFiles(at: staging) } }
        let applied: [String]
        do {
            let report = try target.migrate(database: staging, options: MigrateOptions(targetVersion: version.model.version))
            applied = report.applied.map(\.name)
        } catch let error as ReportableError {
            var report = error.report
            report.message = report.message.replacingOccurrences(of: staging, with: database)
            report.path = report.path.map { $0 == staging ? database : $0 }
            throw .migrations(report)
        } catch {
            throw .migrations(ErrorReport(code: "migration-failed", message: String(describing: error), status: .databaseError))
        }
        let counts = try run(copy, store: store, access: access, into: staging, reportedAs: database)
        try place(staging, at: database)
        placed = true
        return CoreDataStoreImportReport(
            store: storePath, model: options.model.name, database: database, coreDataVersion: version.source.name, version: version.model.version,
            alsoMatching: found.alsoMatching, counts: counts, migrations: applied,
            newestVersion: files.modelVersions.max(), directory: options.migrations)
    }

    /// Runs `copy` in one transaction on the new database at `path`, with the store
    /// attached read-only, then checks the counts and the references; returns the counts.
    static func run(_ copy: CoreDataStoreCopy, store: CoreDataStore, access: CoreDataStoreAccess, into path: String,
                    reportedAs database: String) throws(CoreDataStoreError) -> [CoreDataStoreImportReport.Count] {
        let failure = CoreDataStoreCopy.Failure()
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        configuration.label = "modelc.coredata-store-import"
        let functions = CoreDataStoreCopy.functions(storePath: store.path, failure: failure)
        configuration.prepareDatabase { db in
            for function in functions { db.add(function: function) }
        }
        var table = ""
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA cache_size = -65536")
                try db.execute(sql: "ATTACH DATABASE ? AS store", arguments: [access.attachName])
                defer { try? db.execute(sql: "DETACH DATABASE store") }
                var counts: [CoreDataStoreImportReport.Count] = []
                try db.inTransaction(.immediate) {
                    try checkSchema(copy, db)
                    for statement in copy.statements {
                        table = statement.table
                        try db.execute(sql: statement.sql)
                    }
                    table = ""
                    var differences: [String] = []
                    for count in copy.counts {
                        let read = try Int.fetchOne(db, sql: count.readSQL) ?? 0
                        let written = try Int.fetchOne(db, sql: count.writtenSQL) ?? 0
                        if read != written { differences.append("\(count.coreData) → \(count.destination): \(read) in the store, \(written) copied") }
                        counts.append(.init(kind: count.kind.rawValue, coreData: count.coreData, destination: count.destination, read: read, written: written))
                    }
                    guard differences.isEmpty else { throw CoreDataStoreError.countMismatch(differences) }
                    let dangling = try Row.fetchAll(db, sql: "PRAGMA main.foreign_key_check").map { row -> String in
                        let table: String = row[0]
                        let rowID: Int64? = row[1]
                        let parent: String = row[2]
                        return "`\(table)` row \(rowID.map(String.init) ?? "?") refers to a missing `\(parent)` row"
                    }
                    guard dangling.isEmpty else {
                        throw CoreDataStoreError.danglingReferences(Array(dangling.prefix(5)) + (dangling.count > 5 ? ["\(dangling.count - 5) more"] : []))
                    }
                    return .commit
                }
                return counts
            }
        } catch let error as CoreDataStoreError {
            throw error
        } catch {
            if let recorded = failure.error { throw recorded }
            if let databaseError = error as? DatabaseError, !table.isEmpty,
               [.SQLITE_CONSTRAINT, .SQLITE_MISMATCH, .SQLITE_ERROR].contains(databaseError.resultCode.primaryResultCode) {
                throw .badValue(table: table, message: databaseError.message ?? "\(databaseError)")
            }
            throw .database(IntrospectionError.from(error, path: database))
        }
    }

    /// Fails when the created schema lacks a table or column the copy writes: migrations
    /// made from a model imported with other options.
    private static func checkSchema(_ copy: CoreDataStoreCopy, _ db: Database) throws {
        var missing: [String] = []
        for (table, columns) in copy.columns.sorted(by: { $0.key < $1.key }) {
            guard try db.tableExists(table, in: "main") else {
                missing.append("table `\(table)`")
                continue
            }
            let present = Set(try db.columns(in: table, in: "main").map { $0.name.lowercased() })
            missing += columns.filter { !present.contains($0.lowercased()) }.map { "column `\(table).\($0)`" }
        }
        guard missing.isEmpty else { throw CoreDataStoreError.schemaMismatch(version: copy.modelVersion, missing: missing) }
    }

    /// Links the finished file at `staging` to `database`, never replacing a file that
    /// appeared meanwhile.
    private static func place(_ staging: String, at database: String) throws(CoreDataStoreError) {
        if link(staging, database) == 0 {
            removeDatabaseFiles(at: staging)
            return
        }
        if errno == EEXIST { throw .databaseExists(path: database) }
        if FileManager.default.fileExists(atPath: database) { throw .databaseExists(path: database) }
        guard rename(staging, database) == 0 else {
            throw .writeFailed(path: database, reason: String(cString: strerror(errno)))
        }
    }

    /// Removes a database file with its journal, if any.
    private static func removeDatabaseFiles(at path: String) {
        for suffix in ["", "-journal", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
    }
}
