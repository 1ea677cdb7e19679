import Foundation
import GRDB

/// Syncs from async code, with progress reports and, for very large payloads, batches.
///
/// By default a sync is one transaction: readers see the table before it or after it,
/// never half of it, and an error or a cancellation rolls everything back. With
/// `batchSize: n` every `n` elements are committed on their own. That bounds the size of
/// the write-ahead log and lets other writers in between batches, at a cost the caller
/// must accept: readers (and observers) see the table after each committed batch, an
/// error or a cancellation keeps the batches committed before it (the sync can be run
/// again: it upserts by key), and `deleteMissing` deletes only at the end, in a last
/// transaction, once every element is written.
extension ModelStore {
    /// Makes the table match a JSON array of objects, by primary key (see the synchronous
    /// `sync(_:json:deleteMissing:root:)` for the rules).
    ///
    /// - Parameters:
    ///   - batchSize: commit every `batchSize` elements instead of once (see above).
    ///   - progress: called after every batch, or every `SyncProgress.reportingInterval`
    ///     elements in one transaction. In one transaction it runs on the database's
    ///     writer, inside the transaction: keep it short (hand the value to another task).
    /// - Throws: `CancellationError` when the task is cancelled (the open transaction is
    ///   rolled back), `JSONMappingError` with the element's path, GRDB's `DatabaseError`.
    @discardableResult
    public func sync<Record: ModelRecord>(
        _ type: Record.Type, json: JSONValue, deleteMissing: Bool = false, root: JSONPath = .root,
        batchSize: Int? = nil, progress: (@Sendable (SyncProgress) -> Void)? = nil
    ) async throws -> SyncResult {
        let usesPayloadLayouts = usesPayloadLayouts
        let reportsEachRow = reportsEachRow
        guard batchSize != nil || progress != nil else {
            return try await writer.writeReportingCancellation { db in
                try ModelWriter(db: db, usesPayloadLayouts: usesPayloadLayouts, reportsEachRow: reportsEachRow).sync(Record.self, json: json, deleteMissing: deleteMissing, root: root)
            }
        }
        let elements: [JSONValue]
        do {
            elements = try json.decodeArray(at: root)
        } catch {
            throw error.attributed(to: Record.modelEntityName)
        }
        let run = SlicedSync<Record>(
            elements: elements, deleteMissing: deleteMissing, root: root, usesPayloadLayouts: usesPayloadLayouts,
            reportsEachRow: reportsEachRow, progress: progress)
        if let batchSize {
            return try await run.inBatches(of: max(1, batchSize), writer)
        }
        return try await writer.writeReportingCancellation { db in try run.inOneTransaction(db) }
    }

    /// Syncs a JSON array given as bytes. Without `batchSize` and `progress` the elements
    /// are bound straight from the bytes (the fastest path); with either, the array is
    /// parsed first so it can be counted and sliced.
    @discardableResult
    public func sync<Record: ModelRecord>(
        _ type: Record.Type, jsonData: Data, deleteMissing: Bool = false, root: JSONPath = .root,
        batchSize: Int? = nil, progress: (@Sendable (SyncProgress) -> Void)? = nil
    ) async throws -> SyncResult {
        guard batchSize != nil || progress != nil else {
            let usesPayloadLayouts = usesPayloadLayouts
            let reportsEachRow = reportsEachRow
            return try await writer.writeReportingCancellation { db in
                try ModelWriter(db: db, usesPayloadLayouts: usesPayloadLayouts, reportsEachRow: reportsEachRow).sync(Record.self, jsonData: jsonData, deleteMissing: deleteMissing, root: root)
            }
        }
        return try await sync(Record.self, json: JSONValue(data: jsonData), deleteMissing: deleteMissing, root: root, batchSize: batchSize, progress: progress)
    }
}

/// One sync cut into slices of the payload, written in one transaction or one
/// transaction per slice; the writer's own sync does each slice.
private struct SlicedSync<Record: ModelRecord>: Sendable {
    let elements: [JSONValue]
    let deleteMissing: Bool
    let root: JSONPath
    let usesPayloadLayouts: Bool
    let reportsEachRow: Bool
    let progress: (@Sendable (SyncProgress) -> Void)?
    /// Monotonic, so a clock change during the sync does not bend the rate.
    let start = DispatchTime.now().uptimeNanoseconds

    func inOneTransaction(_ db: Database) throws -> ModelStore.SyncResult {
        let writer = ModelWriter(db: db, usesPayloadLayouts: usesPayloadLayouts, reportsEachRow: reportsEachRow)
        var seen = Set<DatabaseValue>()
        for lower in stride(from: 0, to: elements.count, by: SyncProgress.reportingInterval) {
            try Task.checkCancellation()
            let range = lower..<min(lower + SyncProgress.reportingInterval, elements.count)
            try write(range, with: writer, seen: &seen)
            report(written: range.upperBound, committed: 0)
        }
        try Task.checkCancellation()
        let deleted = deleteMissing ? try writer.deleteRows(Record.self, notIn: seen) : 0
        return ModelStore.SyncResult(written: elements.count, deleted: deleted)
    }

    func inBatches(of size: Int, _ database: any DatabaseWriter) async throws -> ModelStore.SyncResult {
        var seen = Set<DatabaseValue>()
        for lower in stride(from: 0, to: elements.count, by: size) {
            try Task.checkCancellation()
            let range = lower..<min(lower + size, elements.count)
            let keys = try await database.writeReportingCancellation { db in
                var keys = Set<DatabaseValue>()
                try write(range, with: ModelWriter(db: db, usesPayloadLayouts: usesPayloadLayouts, reportsEachRow: reportsEachRow), seen: &keys)
                return keys
            }
            seen.formUnion(keys)
            report(written: range.upperBound, committed: range.upperBound)
        }
        guard deleteMissing else { return ModelStore.SyncResult(written: elements.count, deleted: 0) }
        try Task.checkCancellation()
        let written = seen
        let deleted = try await database.writeReportingCancellation { db in try ModelWriter(db: db).deleteRows(Record.self, notIn: written) }
        return ModelStore.SyncResult(written: elements.count, deleted: deleted)
    }

    /// Writes the elements in `range`; errors name the element by its place in the whole payload.
    private func write(_ range: Range<Int>, with writer: ModelWriter, seen: inout Set<DatabaseValue>) throws {
        do {
            try writer.sync(Record.self, json: .array(Array(elements[range])), deleteMissing: false, root: .root)
        } catch let error as JSONMappingError {
            throw error.rebased(under: root, by: range.lowerBound)
        }
        guard deleteMissing else { return }
        for element in elements[range] {
            seen.insert(Record.storageKey(try Record.primaryKey(in: element, at: .root)))
        }
    }

    private func report(written: Int, committed: Int) {
        progress?(SyncProgress(written: written, committed: committed, total: elements.count, elapsed: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
    }
}

extension JSONMappingError {
    /// The error of an element of a slice (`[3].name`) as the error of the whole payload
    /// (`films[1003].name` for a slice starting at 1000 under `films`).
    fileprivate func rebased(under root: JSONPath, by offset: Int) -> JSONMappingError {
        var copy = self
        if case .index(let index)? = path.components.first {
            copy.path = JSONPath(root.components + [.index(index + offset)] + path.components.dropFirst())
        } else {
            copy.path = JSONPath(root.components + path.components)
        }
        return copy
    }
}
