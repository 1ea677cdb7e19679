import Foundation
import GRDB
import Migration
import ModelKit
import ModelRuntime
import SQLiteDriver
import SchemaCore

/// What `modelc sync` is asked to do.
public struct SyncRequest: Sendable {
    /// The model folder (`models/Name`, or `models/Name@N`).
    public var model: String
    /// The migrations folder, when not beside the model.
    public var migrationsFolder: String?
    public var entity: String
    public var database: String
    /// How the payload is named in messages (its file, or `<stdin>`).
    public var input: String
    public var deleteMissing: Bool
    /// Commit every `batchSize` elements instead of once.
    public var batchSize: Int?
    /// Apply pending migrations first.
    public var migrate: Bool

    public init(model: String, migrationsFolder: String? = nil, entity: String, database: String, input: String,
                deleteMissing: Bool = false, batchSize: Int? = nil, migrate: Bool = false) {
        self.model = model
        self.migrationsFolder = migrationsFolder
        self.entity = entity
        self.database = database
        self.input = input
        self.deleteMissing = deleteMissing
        self.batchSize = batchSize
        self.migrate = migrate
    }
}

/// What a `modelc sync` did.
public struct SyncSummary: Hashable, Sendable, Codable {
    public var entity: String
    public var database: String
    /// Elements of the payload written (created or updated).
    public var written: Int
    /// Rows deleted because the payload did not list them.
    public var deleted: Int
    /// Migrations applied first (`--migrate`).
    public var migrated: [String]
    public var durationMilliseconds: Int

    private enum CodingKeys: String, CodingKey {
        case entity, database, written, deleted, migrated
        case durationMilliseconds = "duration_ms"
    }
}

/// `modelc sync`: makes an entity's table match a JSON array of objects, by primary key,
/// the command-line face of `ModelStore.sync` for a database without the app's
/// generated records.
///
/// Everything is checked before anything is written: the entity, the database's model
/// version (the one `modelc migrate` recorded must be the model's), and every element
/// (decoded and checked as the generated records do, `EntityPayloadLayout`). Then the
/// elements are upserted in one transaction, or one per `batchSize` elements (the
/// trade-off of `ModelStore.sync(…, batchSize:)`: readers see each batch, and a database
/// error keeps the batches before it), with foreign keys checked at each commit.
public enum PayloadSync {
    /// Elements between two progress reports in one transaction.
    public static let reportingInterval = 10_000

    /// Reads the payload file (nil: standard input).
    public static func read(input path: String?) throws(SyncError) -> Data {
        guard let path else { return FileHandle.standardInput.readDataToEndOfFile() }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            // Foundation's sentence ends with a period, which the report's `; hint.` follows.
            var reason = (error as NSError).localizedDescription
            while reason.hasSuffix(".") { reason.removeLast() }
            throw .unreadableInput(path: path, reason: reason)
        }
    }

    /// Runs the sync; `progress` hears the elements written and the fraction done after
    /// each batch or interval.
    ///
    /// In one transaction without `deleteMissing`, the payload first goes through the
    /// runtime's fast path (`ModelWriter.syncFlatElements` with the entity's
    /// `PayloadLayout`): elements naming every column are bound straight from the bytes.
    /// Anything that path does not finish (an element naming fewer columns or a nested
    /// relationship, a value breaking a rule, malformed JSON, a row SQLite refuses) rolls
    /// it back, and the payload is parsed and checked element by element as below, which
    /// writes partial elements and reports errors with their paths.
    public static func run(_ request: SyncRequest, payload: Data, progress: (@Sendable (_ written: Int, _ fraction: Double) -> Void)? = nil) throws -> SyncSummary {
        SQLiteDialectDriver.register()
        let start = ContinuousClock.now
        let target = try MigrationTarget.resolve(model: request.model, dir: request.migrationsFolder)
        guard let versions = target.versions, let model = target.pinnedVersion.flatMap(versions.version) ?? versions.current else {
            throw ErrorReport.invalidArguments("`\(request.model)` names no model version")
        }
        let layout = try EntityPayloadLayout(model: model, entity: request.entity, modelName: versions.name)
        if request.deleteMissing, let relationship = layout.runtimeDeleteRule {
            throw SyncError.deleteRulesNeedTheRuntime(entity: request.entity, relationship: relationship)
        }
        // Malformed JSON is refused before a migration writes anything.
        // (Not a `?:` with `nil`: `JSONValue` is `ExpressibleByNilLiteral`, so that `nil`
        // would be `.some(.null)`.)
        let json: JSONValue?
        if request.migrate { json = try parse(payload, input: request.input) } else { json = nil }
        var migrated: [String] = []
        if request.migrate {
            migrated = try target.migrate(database: request.database, options: MigrateOptions()).applied.map(\.name)
        } else {
            try DatabaseFile.requireFile(request.database)
        }
        let status = try target.status(database: request.database)
        // A history whose files are not in the folder looked for (made with `--dir`): the
        // folder is the problem, not the database's version.
        if status.databaseModelVersion == nil, !status.applied.isEmpty,
           !status.applied.contains(where: { applied in status.modelVersions[applied.name] != nil }) {
            throw SyncError.migrationsNotFound(database: request.database, folder: target.directory.path, applied: status.applied.count)
        }
        guard status.databaseModelVersion == model.version, status.pending.isEmpty else {
            throw SyncError.modelVersionMismatch(database: request.database, databaseVersion: status.databaseModelVersion,
                                                 modelVersion: model.version, model: request.model)
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(30)
        let queue = try DatabaseQueue(path: request.database, configuration: configuration)
        defer { try? queue.close() }
        func summary(written: Int, deleted: Int) -> SyncSummary {
            SyncSummary(entity: request.entity, database: request.database, written: written, deleted: deleted, migrated: migrated,
                        durationMilliseconds: Int((ContinuousClock.now - start) / .milliseconds(1)))
        }
        if request.batchSize == nil, !request.deleteMissing,
            let written = try writeFlatElements(payload, with: layout, request: request, queue: queue, progress: progress)
        {
            return summary(written: written, deleted: 0)
        }
        let parsed: JSONValue
        if let json { parsed = json } else { parsed = try parse(payload, input: request.input) }
        let stored = try queue.read { db in try layout.storedKeys(db) }
        let rows = try layout.rows(of: parsed, input: request.input, existingKeys: stored)
        let (written, deleted) = try write(rows, with: layout, request: request, stored: stored, queue: queue, progress: progress)
        return summary(written: written, deleted: deleted)
    }

    /// The payload as a `JSONValue`; a parse error names the byte and the element and key
    /// around it.
    private static func parse(_ payload: Data, input: String) throws(SyncError) -> JSONValue {
        do {
            return try JSONValue(data: payload)
        } catch {
            var located = error
            if case .invalidJSON(let offset, _) = error.reason { located.path = .enclosing(offset: offset, in: payload) }
            throw SyncError.invalidPayload(input: input, error: located)
        }
    }

    /// The runtime's fast path in one transaction; nil when it left the payload to the
    /// general path (nothing written).
    private static func writeFlatElements(
        _ payload: Data, with layout: EntityPayloadLayout, request: SyncRequest, queue: DatabaseQueue,
        progress: (@Sendable (Int, Double) -> Void)?
    ) throws -> Int? {
        do {
            return try queue.write { db in
                try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
                return try ModelWriter(db: db).syncFlatElements(payload, layout: layout.payloadLayout, table: layout.table, progress: progress)
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            // The general path finds the element and says which.
            return nil
        } catch let error as DatabaseError {
            throw SyncError.writeRefused(database: request.database, reason: error.message ?? "\(error.resultCode)")
        }
    }

    /// Upserts the checked rows, then deletes the missing ones.
    private static func write(
        _ rows: [PayloadRow], with layout: EntityPayloadLayout, request: SyncRequest, stored: Set<DatabaseValue>,
        queue: DatabaseQueue, progress: (@Sendable (Int, Double) -> Void)?
    ) throws -> (written: Int, deleted: Int) {
        let slice = max(1, request.batchSize ?? reportingInterval)
        let keys = Set(rows.map(\.key))
        var deleted = 0
        // The element being written, to name when SQLite refuses its row.
        var current: Int?
        // The elements of the batches committed so far (`--batch-size`), which a failure
        // later leaves written.
        var committed = 0
        do {
            try writeRows()
        } catch let error as SyncError where committed > 0 {
            throw SyncError.afterBatches(written: committed, error)
        }
        return (rows.count, deleted)

        /// The writes: one transaction, or one per batch; what SQLite refuses, as a `SyncError`.
        func writeRows() throws {
            do {
                // One statement per set of columns, prepared once per transaction.
                func upsert(_ range: Range<Int>, _ db: Database) throws {
                    try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
                    var statements: [[Int]: Statement] = [:]
                    var updates: [[Int]: Statement?] = [:]
                    for index in range {
                        let row = rows[index]
                        current = index
                        if row.missingRequired != nil {
                            // A stored row, named with only some of its fields.
                            if updates[row.columns] == nil {
                                updates[row.columns] = try layout.updateSQL(columns: row.columns).map { try db.makeStatement(sql: $0) }
                            }
                            try updates[row.columns]??.execute(bindingWhole: EntityPayloadLayout.updateArguments(of: row), in: db)
                            continue
                        }
                        let statement: Statement
                        if let known = statements[row.columns] {
                            statement = known
                        } else {
                            statement = try db.makeStatement(sql: layout.upsertSQL(columns: row.columns))
                            statements[row.columns] = statement
                        }
                        try statement.execute(bindingWhole: row.values, in: db)
                    }
                    current = nil
                }
                if request.batchSize != nil {
                    for lower in stride(from: 0, to: rows.count, by: slice) {
                        let range = lower..<min(lower + slice, rows.count)
                        try queue.write { db in try upsert(range, db) }
                        committed = range.upperBound
                        progress?(range.upperBound, Double(range.upperBound) / Double(rows.count))
                    }
                    if request.deleteMissing {
                        deleted = try queue.write { db in try layout.deleteRows(notIn: keys, stored: stored, db) }
                    }
                } else {
                    try queue.write { db in
                        for lower in stride(from: 0, to: rows.count, by: slice) {
                            let range = lower..<min(lower + slice, rows.count)
                            try upsert(range, db)
                            progress?(range.upperBound, Double(range.upperBound) / Double(rows.count))
                        }
                        if request.deleteMissing {
                            deleted = try layout.deleteRows(notIn: keys, stored: stored, db)
                            // SQLite counts a transaction's broken keys up and down: deleting a stored
                            // row whose key named no row already (a database's own old violations,
                            // Northwind's) counts one down, and would let a new row's broken key
                            // through. The new rows' keys are checked here instead.
                            if let dangling = try layout.danglingReference(in: rows, db, skipping: stored) {
                                throw SyncError.danglingReference(input: request.input, path: dangling.path, value: dangling.value,
                                                                  target: dangling.target, database: request.database)
                            }
                        }
                    }
                }
            } catch let error as DatabaseError {
                // A deleted row that another table references comes first: a kept row whose key
                // was broken before the sync (Northwind's) would otherwise take the blame.
                if error.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY, request.deleteMissing,
                   let referenced = try? queue.read({ db in try layout.referencedRow(notIn: keys, stored: stored, db) }) {
                    throw SyncError.referencedRow(entity: layout.entity, key: referenced.key, table: referenced.table, column: referenced.column, database: request.database)
                }
                if error.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY,
                   let dangling = try? queue.read({ db in try layout.danglingReference(in: rows, db) }) {
                    throw SyncError.danglingReference(input: request.input, path: dangling.path, value: dangling.value,
                                                      target: dangling.target, database: request.database)
                }
                // A deferred foreign key fails at the commit, after every element.
                if error.resultCode == .SQLITE_CONSTRAINT, error.extendedResultCode != .SQLITE_CONSTRAINT_FOREIGNKEY, let current {
                    throw SyncError.rowRefused(input: request.input, path: "[\(current)]", key: rows[current].key.description,
                                               reason: error.message ?? "\(error.resultCode)", database: request.database)
                }
                throw SyncError.writeRefused(database: request.database, reason: error.message ?? "\(error.resultCode)")
            }
        }
    }
}
