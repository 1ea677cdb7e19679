import Foundation
import GRDB
import Migration
import ModelKit
import ModelRuntime
import SQLiteDriver
import SchemaCore

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
    ///
    /// A version's own folder inside a history (`X.xcdatamodeld/X 2.xcdatamodel`) stands
    /// for that version of the history, as `X.xcdatamodeld@2` does: read alone, it would be
    /// version 1 of a history of one, which the model's migrations do not create.
    public static func importStore(at storePath: String, model givenPath: String, database: String,
                                   options: CoreDataStoreImportOptions) throws(CoreDataStoreError) -> CoreDataStoreImportReport {
        SQLiteDialectDriver.register()
        if FileManager.default.fileExists(atPath: database) { throw .databaseExists(path: database) }
        var modelPath = givenPath
        var options = options
        let given = URL(fileURLWithPath: givenPath)
        let versionFolder = given.pathExtension == "xcdatamodel" && given.deletingLastPathComponent().pathExtension == "xcdatamodeld"
            ? given.deletingPathExtension().lastPathComponent : nil
        if versionFolder != nil { modelPath = given.deletingLastPathComponent().path }
        let history: CoreDataModelHistory
        let versions: [ImportedVersion]
        do {
            history = try CoreDataModelHistory.read(modelPath, order: options.model.versionOrder)
            versions = try CoreDataImporter.convert(history, options: options.model).versions
        } catch {
            throw .model(error)
        }
        if let versionFolder, options.version == nil, let position = history.versions.firstIndex(where: { $0.name == versionFolder }) {
            options.version = position + 1
        }
        if let problem = CoreDataStoreCopier.folderProblem(for: database) { throw .writeFailed(path: problem.folder, reason: problem.reason) }
        // One move into a database at a time, the app's on the device included (the same
        // lock): a second would remove the first's staging as a leftover.
        let lock: CoreDataMoveLock
        do {
            lock = try CoreDataMoveLock(database: database)
        } catch {
            throw CoreDataStoreError(error)
        }
        defer { lock.release() }
        if FileManager.default.fileExists(atPath: database) { throw .databaseExists(path: database) }
        // What a killed run left is removed first (the names are fixed, `staging(for:)`).
        let staged = CoreDataStoreCopier.staging(for: database)
        let staging = staged.database
        CoreDataStoreCopier.removeLeftovers(of: staged)
        let access = try CoreDataStore.access(storePath, privateFolder: staged.storeFolder)
        defer { access.remove() }
        let store = try CoreDataStore.read(storePath, through: access)
        let modelName = URL(fileURLWithPath: modelPath).lastPathComponent
        let found: (index: Int, alsoMatching: [Int])
        do {
            found = try CoreDataStoreLayout.identify(store, in: versions.map(\.source), modelName: modelName, forced: options.version,
                                                     otherModels: options.otherModels)
        } catch {
            switch error {
            case .newerThanHistory, .unknownVersion:
                // A version after `.xccurrentversion` may be the one that wrote the store.
                if let current = history.currentVersion, !history.leftOut.isEmpty {
                    throw .versionsLeftOut(error, current: current, leftOut: history.leftOut)
                }
                fallthrough
            case .olderThanHistory, .noMatchingVersion:
                // Entities none of this model's versions has may be a newer version's,
                // or another model's in a store written by a merged model: the hint says so.
                let others = otherModelsEntities(of: store, in: versions.map(\.source))
                if !options.otherModels, !others.isEmpty, others.count < store.entities.count {
                    let withoutThem: Result<String, CoreDataStoreError>
                    do {
                        let index = try CoreDataStoreLayout.identify(store, in: versions.map(\.source), modelName: modelName, forced: options.version, otherModels: true).index
                        withoutThem = .success("version \(index + 1) (`\(versions[index].source.name)`)")
                    } catch {
                        withoutThem = .failure(error)
                    }
                    throw .otherModelsEntities(error, entities: others, withoutThem: withoutThem)
                }
                throw error
            case .versionMismatch where versionFolder != nil:
                let mismatch = CoreDataStoreError.versionFolderMismatch(error, folder: given.lastPathComponent, model: modelPath)
                // The versions the import left out may hold what the store has.
                if let current = history.currentVersion, !history.leftOut.isEmpty {
                    throw .versionsLeftOut(mismatch, current: current, leftOut: history.leftOut)
                }
                throw mismatch
            default:
                throw error
            }
        }
        let version = versions[found.index]
        let copy = try CoreDataStoreCopy(version: version)

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
        let make = "modelc migrate make \(ShellWord.quoted("models/" + options.model.name)) --dir \(ShellWord.quoted(options.migrations))"
        guard !files.isEmpty else {
            throw .noMigrations(directory: options.migrations, make: make)
        }
        // Files made before the model had the store's version: the migrator would say the
        // model has no such version, which it has.
        let known = Set(files.modelVersions).sorted()
        guard known.contains(version.model.version) else {
            throw .migrationsBehind(directory: options.migrations, version: version.model.version, known: known, make: make)
        }

        var placed = false
        defer { if !placed { DatabaseFiles.remove(at: staging) } }
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
        let counts = try run(copy, store: store, access: access, into: staging, reportedAs: database, missingExternalData: options.missingExternalData,
                             danglingReferences: options.danglingReferences)
        try place(staging, at: database)
        placed = true
        var report = CoreDataStoreImportReport(
            store: storePath, model: options.model.name, database: database, coreDataVersion: version.source.name, version: version.model.version,
            alsoMatching: found.alsoMatching, counts: counts, migrations: applied,
            newestVersion: files.modelVersions.max(), directory: options.migrations)
        report.unapprovedDestructive = files.filter { file in
            (file.header.toVersion ?? 0) > version.model.version && !file.header.isDestructiveApproved && file.header.steps.contains { $0.safety == .destructive }
        }.map(\.fileName)
        if options.otherModels { report.otherModelsEntities = otherModelsEntities(of: store, in: versions.map(\.source)) }
        report.coreDataEntities = store.ownEntities.map(\.name)
        if !found.alsoMatching.isEmpty {
            let identifier = version.source.versionIdentifier
            report.identifiedBy = identifier.flatMap { store.versionIdentifiers.contains($0) ? $0 : nil }
            report.storeIdentifier = store.versionIdentifiers.first
        }
        // Only the dates of entities the store holds rows of: an empty store rounds nothing.
        let rows = Dictionary(counts.filter { $0.kind == "rows" }.map { ($0.coreData, $0.read) }, uniquingKeysWith: +)
        report.dates = version.source.entities.filter { rows[$0.name] != 0 }.flatMap { entity in
            entity.attributes.filter { $0.type == .date && !$0.isTransient && !$0.isDerived }.map { "\(entity.name).\($0.name)" }
        }
        report.walUnfinishedBytes = WriteAheadLogTail.unfinishedBytes(at: storePath + "-wal")
        report.hasWALFile = FileManager.default.fileExists(atPath: storePath + "-wal")
        if rows.values.allSatisfy({ $0 == 0 }) {
            report.numberedButEmpty = store.entities.filter { $0.lastKey > 0 }.map(\.name)
            // A store created in WAL mode and copied alone can hold nothing of its own in
            // the main file, `Z_PRIMARYKEY`'s numbers included: its header still says WAL.
            report.emptyInWALMode = report.numberedButEmpty.isEmpty && !report.hasWALFile && Self.isInWALMode(storePath)
        }
        return report
    }

    /// Whether the SQLite file at `path` is in WAL mode: its header's file format
    /// versions (bytes 18 and 19) are 2, as "Database File Format" (1.3.3) says; a file
    /// in rollback mode has 1. False when the header cannot be read.
    static func isInWALMode(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 20), header.count == 20 else { return false }
        return header[header.startIndex + 18] == 2 && header[header.startIndex + 19] == 2
    }

    /// The store's entities that no version of the model has: another model's, in a
    /// store written by a model merged from several.
    static func otherModelsEntities(of store: CoreDataStoreContents, in versions: [CoreDataModel]) -> [String] {
        store.entities.map(\.name).filter { name in
            !versions.contains { version in version.entities.contains { $0.name == name || $0.renamingIdentifier == name } }
        }.sorted()
    }

    /// Runs `copy` on the new database at `path` with the runtime's copier (the code an
    /// app runs), its errors in the CLI's words, naming `database` rather than `path`.
    static func run(_ copy: CoreDataStoreCopy, store: CoreDataStoreContents, access: CoreDataStoreAccess, into path: String,
                    reportedAs database: String, missingExternalData: CoreDataStoreCopier.MissingExternalData = .refuse,
                    danglingReferences: CoreDataStoreCopier.DanglingReferences = .refuse
    ) throws(CoreDataStoreError) -> [CoreDataStoreImportReport.Count] {
        do {
            return try CoreDataStoreCopier(version: copy.described, store: store, access: access, missingExternalData: missingExternalData,
                                           danglingReferences: danglingReferences).copy(into: path)
        } catch let error as CoreDataStoreMigrationError {
            if case .unreadable(let failed, let code, let message) = error, failed == path {
                throw CoreDataStoreError(.unreadable(path: database, code: code, message: message))
            }
            throw CoreDataStoreError(error)
        } catch {
            throw .writeFailed(path: database, reason: "\(error)")
        }
    }

    /// Links the finished file at `staging` to `database`, never replacing a file that
    /// appeared meanwhile.
    private static func place(_ staging: String, at database: String) throws(CoreDataStoreError) {
        do {
            try CoreDataStoreCopier.place(staging, at: database)
        } catch {
            throw CoreDataStoreError(error)
        }
    }
}
