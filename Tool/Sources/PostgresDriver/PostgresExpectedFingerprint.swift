import Foundation
import SchemaCore

/// The fingerprints of the schemas a run's migration files must lead to, read in order
/// on a second connection while the files run on the first, so the verification inside
/// each file's transaction (which holds the file's locks) costs the catalog read of the
/// live side only.
///
/// Each expected side is the model version's fingerprint as `PostgresMigrator.expectedLines`
/// reads it (composed from the learned wording of its columns, with what cannot be
/// composed built in a scratch schema) inside a transaction that is rolled back: nothing
/// is committed, and nothing is left to drop. The reader starts with the run, so while
/// the first file runs the second one's expected side is being read, and so on. It
/// covers a schema only when the result cannot depend on what the migrations do, that
/// is when the schema has no views: a view's `*` expands to the live column order, which
/// in-place changes decide (`Schema.orderingColumns(like:)`), so with views the scratch
/// schema is built after the migration, in its transaction
/// (`PostgresMigrator.schemaDifferences`).
///
/// Any failure on the second connection (a full connection limit, a refused DDL) is
/// not reported from here: `fingerprint(at:)` returns nil and the caller builds the
/// scratch schema in its own transaction, which reports what fails as it always has.
final class PostgresExpectedFingerprint: @unchecked Sendable {
    /// Whether `expected` can be read before the migration runs (see above).
    static func canReadAhead(_ expected: Schema) -> Bool {
        expected.views.isEmpty
    }

    private let count: Int
    // Each written once by the reading thread before its semaphore is signalled, read after.
    private var results: [Result<PostgresMigrator.ExpectedLines, any Error>?]
    private let lock = NSLock()
    private let done: [DispatchSemaphore]

    /// Starts reading, in order, the fingerprint of each of `sides` that can be read
    /// ahead (nil ones, and those that cannot, are left for the caller) on a new
    /// connection to `settings`.
    init(_ sides: [Schema?], settings: PostgresConnectionSettings) {
        count = sides.count
        results = Array(repeating: nil, count: sides.count)
        done = sides.map { _ in DispatchSemaphore(value: 0) }
        let readable = sides.map { side in side.flatMap { Self.canReadAhead($0) ? $0 : nil } }
        guard readable.contains(where: { $0 != nil }) else {
            done.forEach { $0.signal() }
            return
        }
        Thread.detachNewThread { [self] in
            let session = try? PostgresSession(settings)
            defer { session?.close() }
            for (index, side) in readable.enumerated() {
                if let side, let session {
                    let result = Result { try Self.read(side, in: session) }
                    lock.withLock { results[index] = result }
                }
                done[index].signal()
            }
        }
    }

    /// Starts reading the fingerprint of `side` alone.
    convenience init(_ side: Schema, settings: PostgresConnectionSettings) {
        self.init([side], settings: settings)
    }

    /// The fingerprint of the schema at `index`, once read; nil when it was not read or
    /// reading it failed.
    func fingerprint(at index: Int = 0) -> PostgresMigrator.ExpectedLines? {
        guard index < count else { return nil }
        done[index].wait()
        done[index].signal()
        return try? lock.withLock { results[index] }?.get()
    }

    private static func read(_ side: Schema, in session: PostgresSession) throws -> PostgresMigrator.ExpectedLines {
        try session.execute("BEGIN")
        defer { try? session.execute("ROLLBACK") }
        return try PostgresMigrator.expectedLines(of: side, in: session)
    }
}
