import Foundation
import ModelKit
import SchemaCore

/// A `modelc migrate` run that stopped at an error: the error's report, whose hints name
/// the model (or `--dir`) so the commands they suggest run as written, and what the run
/// had applied before it and which migration stopped it.
///
/// The run's partial progress is part of the error because a failure after some
/// migrations committed leaves the database between versions: whoever reads the error
/// (a person, or a tool reading `--format json`) needs to know where.
public struct MigrationRunError: ReportableError {
    /// The error the migrator met.
    public var error: MigrationError
    public var report: ErrorReport
    /// The migrations this run committed before it stopped, in order.
    public var applied: [AppliedMigration]
    /// The migration that failed (rolled back) or was refused (not run); nil when the
    /// run stopped before it reached any migration.
    public var failed: FailedMigration?

    /// Whether the run had reached a migration before it stopped; when not, it has
    /// nothing to add to the error (a refusal up front).
    public var madeProgress: Bool { failed != nil || !applied.isEmpty }

    /// Runs `body` with an observer that records what the run does (and passes each
    /// event on to `observer`), turning a `MigrationError` into this error, whose
    /// hints name `dialect`'s files: what every engine's `migrate` throws.
    public static func recording(
        model: String?, directory: String?, dialect: DatabaseDialect = .default, database: String? = nil, observer: MigrationObserver?,
        _ body: (@escaping MigrationObserver) throws -> MigrationReport
    ) throws -> MigrationReport {
        let record = Record()
        do {
            var report = try body { event in
                record.add(event)
                observer?(event)
            }
            // A dry run's refusals say their hints as the real run's error would.
            for index in report.planned.indices {
                report.planned[index].refusal = report.planned[index].refusal?.naming(model: model, directory: directory, dialect: dialect, database: database)
            }
            return report
        } catch let error as MigrationError {
            let (applied, failed) = record.contents
            throw MigrationRunError(error: error, report: error.report(model: model, directory: directory, dialect: dialect, database: database),
                                    applied: applied, failed: failed)
        }
    }

    /// The events heard so far; the migrator may call its observer from its own thread.
    private final class Record: @unchecked Sendable {
        private let lock = NSLock()
        private var applied: [AppliedMigration] = []
        private var failed: FailedMigration?

        func add(_ event: MigrationEvent) {
            lock.withLock {
                switch event {
                case .committed(let migration): applied.append(migration)
                case .failed(let name, let version): failed = FailedMigration(name: name, version: version)
                }
            }
        }

        var contents: ([AppliedMigration], FailedMigration?) {
            lock.withLock { (applied, failed) }
        }
    }
}

/// The migration that failed or was refused, as `--format json` names it beside the error.
public struct FailedMigration: Hashable, Sendable, Codable {
    public var name: String
    /// The history version; nil for a declarative plan.
    public var version: Int?
}
