import Foundation
import SQLiteSchema

/// The fingerprints of the schemas a run's migration files must lead to, read in order
/// on a second connection while the files run on the first, so verification costs the
/// catalog read of the live side rather than each file's DDL a second time in its turn.
///
/// Each expected side is the model version's DDL run in a scratch schema
/// (`modelc_expected`) inside a transaction that is rolled back: nothing is committed,
/// and nothing is left to drop. The reader starts with the run, so while the first file
/// runs the second one's expected side is being built, and so on. It covers a schema
/// only when the result cannot depend on what the migrations do, that is when the
/// schema has no views: a view's `*` expands to the live column order, which in-place
/// changes decide (`Schema.orderingColumns(like:)`), so with views the scratch schema is
/// built after the migration, in its transaction (`PostgresMigrator.schemaDifferences`).
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
    private var results: [Result<[String], any Error>?]
    private let lock = NSLock()
    private let done: [DispatchSemaphore]

    /// Starts reading, in order, the fingerprint of each of `schemas` that can be read
    /// ahead (nil ones, and those that cannot, are left for the caller) on a new
    /// connection to `settings`.
    init(_ schemas: [Schema?], settings: PostgresConnectionSettings) {
        count = schemas.count
        results = Array(repeating: nil, count: schemas.count)
        done = schemas.map { _ in DispatchSemaphore(value: 0) }
        let readable = schemas.map { schema in schema.flatMap { Self.canReadAhead($0) ? $0 : nil } }
        guard readable.contains(where: { $0 != nil }) else {
            done.forEach { $0.signal() }
            return
        }
        Thread.detachNewThread { [self] in
            let session = try? PostgresSession(settings)
            defer { session?.close() }
            for (index, schema) in readable.enumerated() {
                if let schema, let session {
                    let result = Result { try Self.read(schema, in: session) }
                    lock.withLock { results[index] = result }
                }
                done[index].signal()
            }
        }
    }

    /// Starts reading the fingerprint of `expected` alone.
    convenience init(_ expected: Schema, settings: PostgresConnectionSettings) {
        self.init([expected], settings: settings)
    }

    /// The fingerprint of the schema at `index`, once read; nil when it was not read or
    /// reading it failed.
    func fingerprint(at index: Int = 0) -> [String]? {
        guard index < count else { return nil }
        done[index].wait()
        done[index].signal()
        return try? lock.withLock { results[index] }?.get()
    }

    private static func read(_ expected: Schema, in session: PostgresSession) throws -> [String] {
        try session.execute("BEGIN")
        defer { try? session.execute("ROLLBACK") }
        return try PostgresMigrator.scratchFingerprint(of: expected, in: session)
    }
}
