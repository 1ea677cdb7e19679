import GRDB
import Migration
import ModelKit
import ModelRuntime
import SQLiteDriver
import SchemaCore

/// Why `modelc import coredata-store` stopped; each case says how `modelc` reports it.
/// Whatever the case, the store was not written and `--db` does not exist afterwards.
public enum CoreDataStoreError: Error, Sendable {
    /// No file at the store's path.
    case storeNotFound(path: String)
    /// The file is not a Core Data SQLite store: not SQLite at all, or without the
    /// tables every Core Data store has (`Z_PRIMARYKEY`, `Z_METADATA`).
    case notAStore(path: String, reason: String)
    /// The store could be opened but not read (locked, damaged).
    case database(IntrospectionError)
    /// The `.xcdatamodeld` could not be read or mapped.
    case model(CoreDataImportError)
    /// The store's entities, tables and columns are those of no version of the model;
    /// the diagnostics say what differs from the closest version.
    case noMatchingVersion(store: String, model: String, diagnostics: [Diagnostic])
    /// The store was written by a version before the oldest the history holds (a version
    /// deleted from the `.xcdatamodeld` since): its identifier sorts before every
    /// version's, or its layout is closest to the oldest version's and has what no
    /// version has. `oldest` names it as the message does (`CoreDataStoreLayout.label`:
    /// its name, and its version identifier when the name does not hold it);
    /// `diagnostics` are the differences from the oldest version.
    case olderThanHistory(store: String, model: String, oldest: String, storeVersion: String?, diagnostics: [Diagnostic])
    /// The store was written by a version after the newest the history holds (an app
    /// update the model has not caught up with).
    case newerThanHistory(store: String, model: String, newest: String, storeVersion: String?, diagnostics: [Diagnostic])
    /// `--model X.xcdatamodeld@N` names a version whose layout the store does not have.
    case versionMismatch(store: String, version: Int, name: String, diagnostics: [Diagnostic])
    /// `--model X.xcdatamodeld@N` names no version of the model.
    case unknownVersion(Int, count: Int)
    /// The store is newer than the history, or `@N` names no version, while the
    /// `.xcdatamodeld` holds versions after its `.xccurrentversion` that the import left
    /// out (`leftOut`): one of them may have written the store.
    indirect case versionsLeftOut(CoreDataStoreError, current: String, leftOut: [String])
    /// `--model` named one version's folder (`X.xcdatamodeld/X 2.xcdatamodel`), and the
    /// store is not that version's: said as `@N` is, with the hint that fits a folder.
    indirect case versionFolderMismatch(CoreDataStoreError, folder: String, model: String)
    /// No version matched a store holding `entities` no version has: a newer version's,
    /// or another model's in a store written by a model merged from several. `withoutThem`
    /// is what the store reads as with those entities left out, as `--other-models`
    /// reads it: the version it matches (`version 1 (`AppRatingPrompt`)`), or why none does.
    indirect case otherModelsEntities(CoreDataStoreError, entities: [String], withoutThem: Result<String, CoreDataStoreError>)
    /// `--db` already exists: the import only ever creates a new database.
    case databaseExists(path: String)
    /// The migrations folder holds no migration to create the matched version with.
    case noMigrations(directory: String, make: String)
    /// The migrations folder holds files, but none that leads to the store's model
    /// version (`version`): they were made before the model had it. `known`: the
    /// versions they lead to.
    case migrationsBehind(directory: String, version: Int, known: [Int], make: String)
    /// Creating the new database from the migration files failed (the migrator's report).
    case migrations(ErrorReport)
    /// The migrations create the matched version without a table or column the copy
    /// writes: they were made from a model imported with other options.
    case schemaMismatch(version: Int, missing: [String])
    /// A value of the store cannot be stored in modelc's column (a date that is no
    /// timestamp, a UUID of the wrong length, a missing external file, a constraint).
    case badValue(table: String, message: String)
    /// An external binary reference names a file that is not there.
    case externalDataMissing(table: String, column: String, file: String)
    /// A reference in the store names a row it does not hold.
    case danglingReferences([String])
    /// The rows or links counted in the new database differ from the store's.
    case countMismatch([String])
    /// The new database could not be written or moved into place.
    case writeFailed(path: String, reason: String)
    /// Another import or an app's on-device move into the same database is running (it
    /// holds `<database>.modelc-lock`).
    case moveInProgress(database: String)
}

extension CoreDataStoreError {
    /// The runtime's error (the copy an app runs too) in the CLI's cases. The store-version
    /// cases, which carry diagnostics here, are mapped by `CoreDataStoreLayout.identify`.
    init(_ error: CoreDataStoreMigrationError) {
        switch error {
        case .storeNotFound(let path): self = .storeNotFound(path: path)
        case .notAStore(let path, let reason): self = .notAStore(path: path, reason: reason)
        case .unreadable(let path, let code, let message):
            self = .database(IntrospectionError.from(DatabaseError(resultCode: ResultCode(rawValue: code), message: message), path: path,
                                                     lockTimeout: MigrationLock.defaultReadTimeout))
        case .noMatchingVersion(let store, _, let differences):
            self = .noMatchingVersion(store: store, model: "", diagnostics: differences.map { .error($0.message, at: SourceLocation(file: store, line: 1, column: 1)) })
        case .olderThanHistory(let store, let version, let differences):
            self = .olderThanHistory(store: store, model: "", oldest: "", storeVersion: version,
                                     diagnostics: differences.map { .error($0.message, at: SourceLocation(file: store, line: 1, column: 1)) })
        case .newerThanHistory(let store, let version, let differences):
            self = .newerThanHistory(store: store, model: "", newest: "", storeVersion: version,
                                     diagnostics: differences.map { .error($0.message, at: SourceLocation(file: store, line: 1, column: 1)) })
        case .versionMismatch(let store, let version, let differences):
            self = .versionMismatch(store: store, version: version, name: "", diagnostics: differences.map { .error($0.message, at: SourceLocation(file: store, line: 1, column: 1)) })
        case .databaseExists(let path): self = .databaseExists(path: path)
        case .schemaMismatch(let version, let missing): self = .schemaMismatch(version: version, missing: missing)
        case .badValue(let table, let message): self = .badValue(table: table, message: message)
        case .externalDataMissing(let table, let column, let file): self = .externalDataMissing(table: table, column: column, file: file)
        case .danglingReferences(let references): self = .danglingReferences(references)
        case .countMismatch(let differences): self = .countMismatch(differences)
        case .writeFailed(let path, let reason): self = .writeFailed(path: path, reason: reason)
        case .migrationFailed(let migration, let message): self = .writeFailed(path: migration, reason: message)
        case .moveInProgress(let database): self = .moveInProgress(database: database)
        case .invalidLayout(let reason): self = .writeFailed(path: "", reason: reason)
        }
    }
}

extension CoreDataStoreError: ReportableError {
    public var report: ErrorReport {
        switch self {
        case .storeNotFound(let path):
            ErrorReport(code: "coredata-store-not-found", message: CoreDataStoreMigrationError.storeNotFound(path: path).description,
                        hint: "name the store's `.sqlite` file (its `-wal` and `-shm` files beside it, if any)", path: path, status: .invalidInput)
        case .notAStore(let path, let reason):
            ErrorReport(code: "not-a-coredata-store", message: CoreDataStoreMigrationError.notAStore(path: path, reason: reason).description,
                        hint: "name the `.sqlite` file an NSPersistentContainer wrote (an SQLite store, not a binary or XML one)", path: path, status: .invalidInput)
        case .database(let error):
            error.report
        case .model(let error):
            error.report
        case .noMatchingVersion(let store, let model, let diagnostics):
            Self.mismatchReport(diagnostics, path: store,
                                lead: "the store `\(store)` matches no version of \(model)",
                                hint: "import the store with the model its app shipped; nothing was written")
        case .olderThanHistory(let store, let model, let oldest, let storeVersion, let diagnostics):
            Self.mismatchReport(diagnostics, path: store, code: "coredata-store-older-than-history",
                                lead: "the store `\(store)` was written by \(storeVersion.map { "the version its metadata identifies as `\($0)`," } ?? "a version") older than the oldest version of \(model) (\(oldest))",
                                hint: "import with an .xcdatamodeld that still holds the version the store was written with; nothing was written")
        case .newerThanHistory(let store, let model, let newest, let storeVersion, let diagnostics):
            Self.mismatchReport(diagnostics, path: store, code: "coredata-store-newer-than-history",
                                lead: "the store `\(store)` was written by \(storeVersion.map { "the version its metadata identifies as `\($0)`," } ?? "a version") newer than the newest version of \(model) (\(newest))",
                                hint: "import with the .xcdatamodeld of the app version that wrote the store; nothing was written")
        case .versionMismatch(let store, let version, let name, let diagnostics):
            Self.mismatchReport(diagnostics, path: store,
                                lead: "the store `\(store)` is not version \(version) (`\(name)`)",
                                hint: "leave out `@N` to find the store's version, or name the version it was written with; nothing was written")
        case .versionsLeftOut(let error, let current, let leftOut):
            {
                var report = error.report
                // The versions left out may well have what the store has: the differences
                // are with the versions imported.
                let imported = { (text: String) in text.replacingOccurrences(of: ", which no version of ", with: ", which no imported version of ") }
                report.message = imported(report.message)
                report.diagnostics = report.diagnostics.map { diagnostic in
                    var diagnostic = diagnostic
                    diagnostic.message = imported(diagnostic.message)
                    return diagnostic
                }
                report.hint = "the .xcdatamodeld also holds \(leftOut.map { "`\($0)`" }.joined(separator: ", ")) after its current version `\(current)` (`.xccurrentversion`), which the import leaves out: if one of them wrote the store, make the newest one current, or list the versions with `--version-order`; nothing was written"
                return report
            }()
        case .versionFolderMismatch(let error, let folder, let model):
            {
                var report = error.report
                report.hint = "the store was not written by `\(folder)`, the version folder `--model` names: name \(model) itself to find the version that wrote it, or that version's folder; nothing was written"
                return report
            }()
        case .otherModelsEntities(let error, let entities, let withoutThem):
            {
                // The entities of other models come first: what the store reads as with
                // them (often "older than the oldest version") misleads on its own.
                let named = entities.prefix(5).map { "`\($0)`" }.joined(separator: ", ") + (entities.count > 5 ? " and \(entities.count - 5) more" : "")
                var report = error.report
                report.message = "the store holds entities no version of the model has: \(named)"
                let merged: String
                var readsAsAVersion = false
                switch withoutThem {
                case .success(let version):
                    merged = "if the app merged several models into one store, import with `--other-models`, which takes this model's entities (without the others, the store reads as \(version)) and leaves the others"
                    readsAsAVersion = true
                case .failure(let other):
                    merged = "if the app merged several models into one store, `--other-models` takes this model's entities and leaves the others, but even without them \(other.report.message)"
                }
                // A store closest to the newest version's layout that is no version even
                // without those entities is most likely an app update's, which added them
                // (LoopKit's `CgmEvent`, beside new columns): said first. One that is a
                // version without them may as well be a merged model's (DuckDuckGo's).
                if case .newerThanHistory(_, _, let newest, _, _) = error, !readsAsAVersion {
                    report.message += ", which a version newer than \(newest) may have added"
                    report.hint = "import with the .xcdatamodeld of the app version that wrote the store; \(merged); nothing was written"
                } else {
                    report.hint = "\(merged); otherwise import with the .xcdatamodeld of the app version that wrote the store; nothing was written"
                }
                return report
            }()
        case .unknownVersion(let version, let count):
            ErrorReport.invalidArguments("`@\(version)` names no version of the model (it has versions 1–\(count))",
                                         hint: "give a version between 1 and \(count), as `modelc import coredata` numbered them")
        case .databaseExists(let path):
            ErrorReport(code: "output-exists", message: CoreDataStoreMigrationError.databaseExists(path: path).description,
                        hint: "import into a new database file; the import never writes into an existing one", path: path, status: .invalidInput)
        case .noMigrations(let directory, let make):
            ErrorReport(code: "no-migrations", message: "\(directory) holds no migrations to create the store's version with",
                        hint: "run `\(make)` first, so the new database's history matches what `modelc migrate` checks", path: directory, status: .invalidInput)
        case .migrationsBehind(let directory, let version, let known, let make):
            ErrorReport(code: "no-migrations",
                        message: "the store is model version \(version), but the migrations in \(directory) lead to version\(known.count == 1 ? "" : "s") \(known.map(String.init).joined(separator: ", ")) only",
                        hint: "run `\(make)` first, so the migrations create version \(version) (a file made from another text of an earlier version is refused then too)",
                        path: directory, status: .invalidInput)
        case .migrations(let report):
            report
        case .schemaMismatch(let version, let missing):
            ErrorReport(code: "coredata-store-schema-mismatch",
                        message: CoreDataStoreMigrationError.schemaMismatch(version: version, missing: missing).description,
                        hint: "import the store with the --key options the model was imported with, or make the migrations from that model again",
                        status: .invalidInput)
        case .badValue(let table, let message):
            ErrorReport(code: "coredata-store-bad-value", message: CoreDataStoreMigrationError.badValue(table: table, message: message).description,
                        hint: "fix the store's value (or the model's type) and import again; nothing was written", status: .invalidInput)
        case .externalDataMissing(let table, let column, let file):
            ErrorReport(code: "coredata-external-data-missing",
                        message: CoreDataStoreMigrationError.externalDataMissing(table: table, column: column, file: file).description,
                        hint: "copy the store together with its `.<Store>_SUPPORT/_EXTERNAL_DATA` folder, or import with --clear-missing-external-data to store NULL where a file is missing", path: file, status: .invalidInput)
        case .danglingReferences(let references):
            ErrorReport(code: "coredata-store-dangling-reference",
                        message: CoreDataStoreMigrationError.danglingReferences(references).description,
                        hint: "repair the store, or import with --clear-dangling-references to store NULL for an optional reference to a missing row and leave out a link to one; nothing was written", status: .invalidInput)
        case .countMismatch(let differences):
            ErrorReport(code: "coredata-store-count-mismatch", message: CoreDataStoreMigrationError.countMismatch(differences).description,
                        hint: "please report this with the store's schema; nothing was written", status: .failed)
        case .writeFailed(let path, let reason):
            ErrorReport(code: "write-failed", message: CoreDataStoreMigrationError.writeFailed(path: path, reason: reason).description, hint: "check the folder's permissions and free space",
                        path: path, status: .databaseError)
        case .moveInProgress(let database):
            ErrorReport(code: "move-in-progress", message: CoreDataStoreMigrationError.moveInProgress(database: database).description,
                        hint: "nothing was written",
                        path: database, status: .refused)
        }
    }

    /// `lead: <first difference>`, every difference travelling as a diagnostic, and the
    /// sentence printed after them (`concludesDiagnostics`): the lead is the verdict.
    private static func mismatchReport(_ diagnostics: [Diagnostic], path: String, code: String = "coredata-store-mismatch", lead: String, hint: String) -> ErrorReport {
        var report = ErrorReport(code: code, message: lead, hint: hint, path: path, status: .invalidInput, diagnostics: diagnostics)
        report.concludesDiagnostics = true
        if let first = diagnostics.first {
            report.message = diagnostics.count == 1 ? "\(lead): \(first.message)" : "\(lead): \(first.message) (and \(diagnostics.count - 1) more)"
        }
        return report
    }
}
