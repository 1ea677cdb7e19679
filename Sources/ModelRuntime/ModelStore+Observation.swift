import Foundation
import GRDB

/// Live queries: lists and records that update themselves while other code writes, the
/// role of Core Data's `NSFetchedResultsController` and SwiftData's `@Query`, built on
/// GRDB's `ValueObservation`.
///
/// Each sequence yields the current value first, then a value after each committed
/// transaction that changes it; a value is always read from committed data (GRDB fetches
/// after the commit), so an observer never sees a transaction half done. A sync with
/// `batchSize:` commits several times and is seen after each batch. Iterating ends when
/// the iterating task is cancelled; a failing fetch ends it with the error.
extension ModelStore {
    /// The records `request` selects, now and after every change
    /// (`for try await films in store.observe(Film.order(Film.Columns.title)) { … }`).
    public func observe<Record: FetchableRecord & Equatable & Sendable>(
        _ request: QueryInterfaceRequest<Record>
    ) -> AsyncValueObservation<[Record]> {
        ValueObservation.tracking { db in try request.fetchAll(db) }
            .removeDuplicates()
            .values(in: writer)
    }

    /// The record with `key` (nil while there is none), now and after every change.
    public func observe<Record: ModelRecord & Equatable>(_ type: Record.Type, key: Record.PrimaryKey) -> AsyncValueObservation<Record?> {
        let storageKey = Record.storageKey(key)
        return ValueObservation.tracking { db in try Record.fetchOne(db, storageKey: storageKey) }
            .removeDuplicates()
            .values(in: writer)
    }

    /// The records `request` selects with what changed since the previous value, by
    /// primary key, for list views that animate insertions, updates, deletions and moves.
    /// The first value lists every record as inserted.
    public func observeChanges<Record: ModelRecord & Equatable>(
        _ request: QueryInterfaceRequest<Record>
    ) -> ListUpdates<Record> {
        ListUpdates(base: observe(request))
    }
}
