import Foundation
import SQLiteSchema

/// The fingerprint of the schema a migration file must lead to, read on a second
/// connection while the file runs on the first, so verification costs the catalog
/// read of the live side rather than the file's DDL a second time.
///
/// The expected side is the model version's DDL run in a scratch schema
/// (`modelc_expected`) inside a transaction that is rolled back: nothing is committed,
/// and nothing is left to drop. It runs beside the migration only when the result
/// cannot depend on what the migration does, that is when the schema has no views: a
/// view's `*` expands to the live column order, which in-place changes decide
/// (`Schema.orderingColumns(like:)`), so with views the scratch schema is built after
/// the migration, in its transaction (`PostgresMigrator.schemaDifferences`).
///
/// Any failure on the second connection (a full connection limit, a refused DDL) is
/// not reported from here: `fingerprint()` returns nil and the caller builds the
/// scratch schema in its own transaction, which reports what fails as it always has.
final class PostgresExpectedFingerprint: @unchecked Sendable {
    /// Whether `expected` can be read before the migration runs (see above).
    static func canReadAhead(_ expected: Schema) -> Bool {
        expected.views.isEmpty
    }

    // Written once by the reading thread before `done` is signalled, read after it.
    private var result: Result<[String], any Error>?
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading the fingerprint of `expected` on a new connection to `settings`.
    init(_ expected: Schema, settings: PostgresConnectionSettings) {
        Thread.detachNewThread { [self] in
            result = Result { try Self.read(expected, settings: settings) }
            done.signal()
        }
    }

    /// The fingerprint, once read; nil when reading it failed.
    func fingerprint() -> [String]? {
        done.wait()
        done.signal()
        return try? result?.get()
    }

    private static func read(_ expected: Schema, settings: PostgresConnectionSettings) throws -> [String] {
        let session = try PostgresSession(settings)
        defer { session.close() }
        try session.execute("BEGIN")
        defer { try? session.execute("ROLLBACK") }
        return try PostgresMigrator.scratchFingerprint(of: expected, in: session)
    }
}
