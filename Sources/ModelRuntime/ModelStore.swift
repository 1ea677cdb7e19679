import Foundation
import GRDB

/// The repository for generated records: upsert, sync, delete and typed fetches over one
/// GRDB database.
///
/// Every write runs in one transaction. Batch paths use cached statements with bound
/// values (see `ModelWriter`); fetches are GRDB's query interface on the record types, so
/// `store.fetch(Film.filter(Film.Columns.episodeID > 3))` is typed.
public struct ModelStore: Sendable {
    /// The database the store writes to.
    public let writer: any DatabaseWriter

    /// Whether syncs may take the payload-layout fast path; tests turn it off to compare
    /// the fast path with the general one.
    var usesPayloadLayouts = true

    /// Whether a sync's fast path runs each row's statement through GRDB, so that a
    /// hand-written `TransactionObserver` hears every row in `databaseDidChange(with:)`.
    /// Off by default: the rows are stepped with SQLite's C API and observers are told
    /// once per transaction that the table changed (`Database.notifyChanges(in:)`), which
    /// is all `ValueObservation`, `observe(_:)` and `DatabaseRegionObservation` need, and
    /// keeps an active observer from slowing a sync down (see `DirectSteps`).
    public var reportsEachRow = false

    public init(_ writer: any DatabaseWriter) {
        self.writer = writer
    }

    /// Inserts the record, or replaces the stored row with the same primary key.
    public func upsert<Record: ModelRecord>(_ record: Record) throws {
        try writer.write { db in try ModelWriter(db: db).insert(record) }
    }

    /// Inserts or replaces each record, in one transaction.
    public func upsert<Record: ModelRecord>(_ records: [Record]) throws {
        try writer.write { db in
            let writer = ModelWriter(db: db)
            for record in records { try writer.insert(record) }
        }
    }

    /// Applies a JSON object to the record with its primary key: creates it when absent,
    /// otherwise updates only the fields the payload names. Nested relationship payloads
    /// are upserted too. Returns the record as stored.
    @discardableResult
    public func upsert<Record: ModelRecord>(_ type: Record.Type, json: JSONValue) throws -> Record {
        try writer.write { db in try ModelStore.write(Record.self, json: json, in: db) }
    }

    /// Upserts one JSON object and reads the record back, inside the caller's transaction.
    static func write<Record: ModelRecord>(_ type: Record.Type, json: JSONValue, in db: Database) throws -> Record {
        let key = try ModelWriter(db: db).write(Record.self, json: json, at: .root)
        guard let record = try Record.fetchOne(db, storageKey: Record.storageKey(key)) else {
            throw ModelStoreError.vanished(entity: Record.modelEntityName, key: "\(key)")
        }
        return record
    }

    /// What a sync did.
    public struct SyncResult: Hashable, Sendable {
        /// Elements of the payload written (created or updated).
        public var written: Int
        /// Rows deleted because they were missing from the payload.
        public var deleted: Int

        public init(written: Int, deleted: Int) {
            self.written = written
            self.deleted = deleted
        }
    }

    /// Makes the table match a JSON array of objects, by primary key, in one transaction:
    /// existing rows are updated with the fields each object names, new rows inserted, and
    /// with `deleteMissing` rows whose keys are not in the array deleted (honouring delete
    /// rules). Any error rolls the whole sync back; its path names the element under
    /// `root` (`films[3].release_date`). Whether a row exists is read once per table, not
    /// once per element.
    @discardableResult
    public func sync<Record: ModelRecord>(
        _ type: Record.Type, json: JSONValue, deleteMissing: Bool = false, root: JSONPath = .root
    ) throws -> SyncResult {
        try writer.write { db in
            try ModelWriter(db: db, usesPayloadLayouts: usesPayloadLayouts, reportsEachRow: reportsEachRow).sync(Record.self, json: json, deleteMissing: deleteMissing, root: root)
        }
    }

    /// Syncs a JSON array given as bytes (see `sync(_:json:deleteMissing:root:)`). Flat
    /// elements are bound straight from the bytes, without building `JSONValue`s.
    @discardableResult
    public func sync<Record: ModelRecord>(
        _ type: Record.Type, jsonData: Data, deleteMissing: Bool = false, root: JSONPath = .root
    ) throws -> SyncResult {
        try writer.write { db in
            try ModelWriter(db: db, usesPayloadLayouts: usesPayloadLayouts, reportsEachRow: reportsEachRow).sync(Record.self, jsonData: jsonData, deleteMissing: deleteMissing, root: root)
        }
    }

    /// Runs several writes (syncs of related tables, say) in one transaction, with foreign
    /// keys checked at commit so tables can be filled in any order.
    public func transaction<T>(_ body: (ModelWriter) throws -> T) throws -> T {
        try writer.write { db in
            try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
            return try body(ModelWriter(db: db, usesPayloadLayouts: usesPayloadLayouts, reportsEachRow: reportsEachRow))
        }
    }

    /// Deletes the record with `key`, applying its delete rules; returns whether a row was deleted.
    ///
    /// Cascade, nullify and deny towards records that hold a foreign key to this one are
    /// the schema's `ON DELETE` clauses (GRDB turns foreign keys on); the record's
    /// `deleteApplyingRules(_:)` runs the rules SQLite cannot express.
    @discardableResult
    public func delete<Record: ModelRecord>(_ type: Record.Type, key: Record.PrimaryKey) throws -> Bool {
        try writer.write { db in try Record.deleteApplyingRules(storageKey: Record.storageKey(key), in: db) }
    }

    /// Deletes the record, applying its delete rules; returns whether a row was deleted
    /// (never for a record not inserted yet, whose key the database has not assigned).
    @discardableResult
    public func delete<Record: ModelRecord>(_ record: Record) throws -> Bool {
        guard let key = record.primaryKeyValue else { return false }
        return try delete(Record.self, key: key)
    }

    /// Inserts a new record with GRDB's `insert`, so a key the database assigns
    /// (`autoincrement: true`) is filled in by the record's `didInsert`; an existing key
    /// is a constraint error, as `INSERT` says. Use `upsert` to insert or replace.
    public func insert<Record: ModelRecord>(_ record: inout Record) throws {
        try writer.write { db in
            try record.insert(db)
            try ModelWriter(db: db).placeInOrderedParents(record, storedParents: nil)
        }
    }

    /// The record with `key`, if stored.
    public func fetch<Record: ModelRecord>(_ type: Record.Type, key: Record.PrimaryKey) throws -> Record? {
        try writer.read { db in try Record.fetchOne(db, storageKey: Record.storageKey(key)) }
    }

    /// Every record a GRDB request selects (`Film.order(Film.Columns.episode)`).
    public func fetch<Record: ModelRecord>(_ request: QueryInterfaceRequest<Record>) throws -> [Record] {
        try writer.read { db in try request.fetchAll(db) }
    }

    /// How many records the request selects.
    public func count<Record: ModelRecord>(_ request: QueryInterfaceRequest<Record>) throws -> Int {
        try writer.read { db in try request.fetchCount(db) }
    }
}
