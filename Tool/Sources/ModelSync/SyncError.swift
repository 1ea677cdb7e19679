import ModelKit
import ModelRuntime

/// Why `modelc sync` wrote nothing (or, with `--batch-size`, nothing after the batches
/// it committed: `afterBatches`).
public enum SyncError: Error, Sendable, Equatable, CustomStringConvertible, ReportableError {
    /// The model has no entity of that name.
    case unknownEntity(name: String, model: String, entities: [String])
    /// The entity has no single primary key to sync by.
    case compositeKey(entity: String)
    /// The entity has no primary key at all (`primaryKey: rowid`).
    case keyedByRowID(entity: String)
    /// The payload is not JSON, not an array of objects, or an element breaks the model's
    /// rules; the error's path names the element and key (`[3].release_date`).
    case invalidPayload(input: String, error: JSONMappingError)
    /// An element holds a related object or array, which this version does not write.
    case nestedPayload(input: String, path: JSONPath, relationship: String, target: String)
    /// The database is not at the model's current version.
    case modelVersionMismatch(database: String, databaseVersion: Int?, modelVersion: Int, model: String)
    /// `--delete-missing` on an entity whose delete rules only the runtime can run.
    case deleteRulesNeedTheRuntime(entity: String, relationship: String)
    /// The payload file could not be read.
    case unreadableInput(path: String, reason: String)
    /// SQLite refused a write (a foreign key to no row, a CHECK the model does not state).
    case writeRefused(database: String, reason: String)
    /// An element's to-one names a key no row of its target has (what SQLite's
    /// foreign-key check refused), by the element's path.
    case danglingReference(input: String, path: String, value: String, target: String, database: String)
    /// SQLite refused the row of one element (a CHECK the model states in SQL, which only
    /// the database judges; a UNIQUE column another row holds), by the element's path.
    case rowRefused(input: String, path: String, key: String, reason: String, database: String)
    /// `--delete-missing` would delete a row another table's key still references (an
    /// `ON DELETE RESTRICT` or `NO ACTION`): the key, and the referencing table and column.
    case referencedRow(entity: String, key: String, table: String, column: String, database: String)
    /// The database records `applied` migrations, none of which is in `folder`, the
    /// migrations folder looked in: they were made elsewhere (`--dir`).
    case migrationsNotFound(database: String, folder: String, applied: Int)
    /// `error` stopped a sync with `--batch-size` after its first `written` elements were
    /// committed, batch by batch: they stay written, where the error alone says nothing was.
    indirect case afterBatches(written: Int, SyncError)

    public var report: ErrorReport {
        switch self {
        case let .unknownEntity(name, model, entities):
            ErrorReport(code: "unknown-entity", message: "the model \(model) has no entity `\(name)`",
                        hint: (Suggestion.didYouMean(name, among: entities).map { $0 + " " } ?? "") + "Its entities: " + entities.joined(separator: ", "),
                        status: .invalidInput)
        case let .compositeKey(entity):
            ErrorReport(code: "unsupported-entity", message: "the entity `\(entity)` has a composite key, and `modelc sync` syncs by one key",
                        hint: "sync it through the generated records' store", status: .invalidInput)
        case let .keyedByRowID(entity):
            ErrorReport(code: "unsupported-entity", message: "the entity `\(entity)` has no primary key (its rows are told apart by the hidden rowid), and `modelc sync` syncs by key",
                        hint: "insert its rows through the generated records, or give it a primary key", status: .invalidInput)
        case let .invalidPayload(input, error):
            ErrorReport(code: "invalid-payload", message: "\(input): \(error)", hint: "fix the payload; nothing was written", path: input, status: .invalidInput)
        case let .nestedPayload(input, path, relationship, target):
            ErrorReport(code: "nested-payload", message: "\(input): \(path): the relationship `\(relationship)` holds related \(target) records, which `modelc sync` does not write yet",
                        hint: "sync \(target) on its own and give keys here, or sync through the generated records' store; nothing was written", path: input, status: .invalidInput)
        case let .modelVersionMismatch(database, databaseVersion, modelVersion, model):
            ErrorReport(code: "model-version-mismatch",
                        message: "database `\(database)` is at \(databaseVersion.map { "model version \($0)" } ?? "no model version modelc recorded"), not version \(modelVersion) of \(model)",
                        hint: databaseVersion == nil
                            // No history: a new database is migrated, one that predates modelc
                            // (tables already there, which `migrate` would create again) is
                            // baselined at the version it is.
                            ? "a new database: run `modelc migrate --db \(ShellWord.quoted(database)) \(ShellWord.quoted(model))` first, or pass --migrate; "
                                + "one made before modelc: record the version it is at with `modelc migrate baseline --db \(ShellWord.quoted(database)) --model \(ShellWord.quoted(model)) --version N`; nothing was written"
                            : "run `modelc migrate --db \(ShellWord.quoted(database)) \(ShellWord.quoted(model))` first, or pass --migrate; nothing was written",
                        path: database, status: .refused)
        case let .deleteRulesNeedTheRuntime(entity, relationship):
            ErrorReport(code: "delete-rules-need-the-runtime",
                        message: "--delete-missing would delete `\(entity)` rows whose `\(relationship)` delete rule SQLite does not run",
                        hint: "sync without --delete-missing, or through the generated records' store", status: .refused)
        case let .unreadableInput(path, reason):
            ErrorReport(code: "unreadable-input", message: "cannot read the payload `\(path)`: \(reason)",
                        hint: "check the path given to --input", path: path, status: .invalidInput)
        case let .danglingReference(input, path, value, target, database):
            ErrorReport(code: "dangling-reference", message: "\(input): \(path): \(value) is the key of no `\(target)` row in `\(database)`",
                        hint: "sync the \(target) rows first, or correct the key; nothing was written", path: input, status: .invalidInput)
        case let .rowRefused(input, path, key, reason, database):
            ErrorReport(code: "row-refused", message: "\(input): \(path) (key \(key)): database `\(database)` refused its row: \(reason)",
                        hint: "correct the element; nothing of its transaction was written", path: input, status: .invalidInput)
        case let .referencedRow(entity, key, table, column, database):
            ErrorReport(code: "referenced-row", message: "--delete-missing would delete the `\(entity)` row \(key), which `\(table)`.`\(column)` still references in `\(database)`",
                        hint: "remove or repoint the referencing rows first, or give that row in the payload, or sync without --delete-missing; nothing was written",
                        path: database, status: .invalidInput)
        case let .migrationsNotFound(database, folder, applied):
            ErrorReport(code: "model-version-mismatch",
                        message: "database `\(database)` records \(applied) migration\(applied == 1 ? "" : "s") that `\(folder)` does not hold, so its model version is not known",
                        hint: "pass --dir with the folder its migrations were made in (`modelc migrate make --dir …`); nothing was written",
                        path: database, status: .refused)
        case let .afterBatches(written, error):
            Self.report(error.report, keeping: written)
        case let .writeRefused(database, reason):
            ErrorReport(code: "write-refused", message: "database `\(database)` refused the sync: \(reason)\(Self.appRegistered(reason))",
                        hint: "nothing of the transaction was written", path: database, status: .databaseError)
        }
    }

    public var description: String { report.description }

    /// `report` with its hint saying that the first `written` elements stay written, in
    /// place of "nothing was written".
    static func report(_ report: ErrorReport, keeping written: Int) -> ErrorReport {
        var report = report
        let kept = written == 1 ? "the first element, in the batch committed before it (--batch-size), stays written; the rest were not"
            : "the first \(written) elements, in the batches committed before it (--batch-size), stay written; the rest were not"
        let hint = report.hint ?? ""
        let suffix = "; nothing was written"
        report.hint = hint.hasSuffix(suffix) ? String(hint.dropLast(suffix.count)) + "; " + kept : hint.isEmpty ? kept : hint + "; " + kept
        return report
    }

    /// What a refusal for a collation or function SQLite lacks means: the app that owns
    /// the database registers it (Plex's `naturalsort` index, Calibre's `title_sort`
    /// trigger), and SQLite needs it to write the rows.
    static func appRegistered(_ reason: String) -> String {
        if let name = reason.firstMatch(of: /no such collation sequence: (\S+)/)?.1 {
            return "; the schema names the collation `\(name)`, which the database's app registers itself, and SQLite needs it to write these rows: write them through the app, where it is registered"
        }
        if let name = reason.firstMatch(of: /no such function: (\S+)/)?.1 {
            return "; the schema (a trigger, a default or a CHECK) calls the function `\(name)`, which the database's app registers itself, and SQLite needs it to write these rows: write them through the app, where it is registered"
        }
        return ""
    }
}
