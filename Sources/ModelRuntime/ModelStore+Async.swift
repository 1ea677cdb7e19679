import Foundation
import GRDB

/// The store from async code: each call is GRDB's asynchronous database access, so it
/// suspends the calling task instead of blocking a thread while SQLite works.
///
/// The synchronous methods of the same names stay for scripts and tests; in an async
/// context Swift picks these (`try await store.upsert(film)`). Writes go through the
/// database's one writer, in a transaction each; on a `DatabasePool` (see
/// `ModelStore.open(at:migrator:)`) reads run beside them on their own connections.
///
/// Cancellation: GRDB interrupts the database access of a cancelled task and the
/// transaction is rolled back, so a cancelled write leaves the database as it was; the
/// call throws `CancellationError`, whatever SQLite reported first
/// (`ModelStore+Cancellation.swift`).
extension ModelStore {
    /// Inserts the record, or replaces the stored row with the same primary key.
    public func upsert<Record: ModelRecord>(_ record: Record) async throws {
        try await writer.writeReportingCancellation { db in try ModelWriter(db: db).insert(record) }
    }

    /// Inserts or replaces each record, in one transaction.
    public func upsert<Record: ModelRecord>(_ records: [Record]) async throws {
        try await writer.writeReportingCancellation { db in
            let writer = ModelWriter(db: db)
            for record in records { try writer.insert(record) }
        }
    }

    /// Applies a JSON object to the record with its primary key (see the synchronous
    /// `upsert(_:json:)`); returns the record as stored.
    @discardableResult
    public func upsert<Record: ModelRecord>(_ type: Record.Type, json: JSONValue) async throws -> Record {
        try await writer.writeReportingCancellation { db in try ModelStore.write(Record.self, json: json, in: db) }
    }

    /// Inserts a new record with GRDB's `insert`, filling a key the database assigns.
    public func insert<Record: ModelRecord>(_ record: inout Record) async throws {
        let unsaved = record
        record = try await writer.writeReportingCancellation { db in
            var inserted = unsaved
            try inserted.insert(db)
            try ModelWriter(db: db).placeInOrderedParents(inserted, storedParents: nil)
            return inserted
        }
    }

    /// Runs several writes in one transaction, foreign keys checked at commit (see the
    /// synchronous `transaction(_:)`). The body runs on the database's writer, not on the
    /// calling task's executor, so it takes and returns only `Sendable` values.
    @discardableResult
    public func transaction<T: Sendable>(_ body: @escaping @Sendable (ModelWriter) throws -> T) async throws -> T {
        let usesPayloadLayouts = usesPayloadLayouts
        let reportsEachRow = reportsEachRow
        return try await writer.writeReportingCancellation { db in
            try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
            return try body(ModelWriter(db: db, usesPayloadLayouts: usesPayloadLayouts, reportsEachRow: reportsEachRow))
        }
    }

    /// Deletes the record with `key`, applying its delete rules; returns whether a row was deleted.
    @discardableResult
    public func delete<Record: ModelRecord>(_ type: Record.Type, key: Record.PrimaryKey) async throws -> Bool {
        let storageKey = Record.storageKey(key)
        return try await writer.writeReportingCancellation { db in try Record.deleteApplyingRules(storageKey: storageKey, in: db) }
    }

    /// Deletes the record, applying its delete rules; returns whether a row was deleted.
    @discardableResult
    public func delete<Record: ModelRecord>(_ record: Record) async throws -> Bool {
        guard let key = record.primaryKeyValue else { return false }
        return try await delete(Record.self, key: key)
    }

    /// The record with `key`, if stored.
    public func fetch<Record: ModelRecord>(_ type: Record.Type, key: Record.PrimaryKey) async throws -> Record? {
        let storageKey = Record.storageKey(key)
        return try await writer.readReportingCancellation { db in try Record.fetchOne(db, storageKey: storageKey) }
    }

    /// Every record a GRDB request selects (`Film.order(Film.Columns.title)`).
    public func fetch<Record: ModelRecord>(_ request: QueryInterfaceRequest<Record>) async throws -> [Record] {
        try await writer.readReportingCancellation { db in try request.fetchAll(db) }
    }

    /// How many records the request selects.
    public func count<Record: ModelRecord>(_ request: QueryInterfaceRequest<Record>) async throws -> Int {
        try await writer.readReportingCancellation { db in try request.fetchCount(db) }
    }
}
