import GRDB

/// The values of an observed list with their `ListChanges`: what
/// `ModelStore.observeChanges(_:)` returns.
///
/// Each element is computed from the previous one as the sequence is iterated, so each
/// iteration starts from an empty list (its first element inserts everything).
public struct ListUpdates<Record: ModelRecord & Equatable>: AsyncSequence, Sendable {
    /// One result of the list and what changed since the previous one.
    public struct Update: Sendable {
        public var records: [Record]
        public var changes: ListChanges<Record.PrimaryKey>
    }

    public typealias Element = Update

    let base: AsyncValueObservation<[Record]>

    public func makeAsyncIterator() -> Iterator {
        Iterator(base: base.makeAsyncIterator())
    }

    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncValueObservation<[Record]>.Iterator
        var previous: [Record] = []

        public mutating func next() async throws -> Update? {
            guard let records = try await base.next() else { return nil }
            // A fetched record always has its key (the column is NOT NULL); only a record
            // not yet inserted lacks one.
            let changes = ListChanges(from: previous, to: records) { record -> Record.PrimaryKey in
                guard let key = record.primaryKeyValue else { preconditionFailure("a fetched \(Record.self) has no primary key") }
                return key
            }
            previous = records
            return Update(records: records, changes: changes)
        }
    }
}
