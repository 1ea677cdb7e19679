import Foundation
import Migration

/// What a `modelc migrate` run has done so far, heard from the migrator as it happens:
/// in text, one line per migration as it commits; after a failure, what was applied
/// before it (text and JSON).
final class MigrationRunLog: @unchecked Sendable {
    private let lock = NSLock()
    private var applied: [AppliedMigration] = []
    private var failed: FailedMigration?
    /// Print each committed migration at once (text output).
    private let echo: Bool

    init(echo: Bool) {
        self.echo = echo
    }

    /// The migrator's observer.
    var observer: MigrationObserver {
        { [self] event in record(event) }
    }

    private func record(_ event: MigrationEvent) {
        lock.withLock {
            switch event {
            case .committed(let migration):
                applied.append(migration)
                if echo {
                    print(MigrationText.describe(migration), terminator: "")
                    fflush(nil)
                }
            case .failed(let name, let version):
                failed = FailedMigration(name: name, version: version)
            }
        }
    }

    /// What the run did before it stopped, for `--format json`.
    var partial: PartialRun {
        lock.withLock { PartialRun(applied: applied, failed: failed) }
    }

    /// After `error`, for text output: which migration stopped the run, whether it was
    /// rolled back or refused before its SQL ran, and what stays applied; nil when the
    /// run stopped before any migration (a refusal up front).
    func stoppedLine(after error: any Error) -> String? {
        let outcome = (error as? MigrationError)?.rolledBackItsSQL == true ? "it was rolled back" : "it was not applied"
        return lock.withLock {
            guard let failed else { return nil }
            let before = switch applied.count {
            case 0: "nothing was applied before it in this run"
            case 1: "the migration applied before it in this run stays applied (\(applied[0].name))"
            default: "the \(applied.count) migrations applied before it in this run stay applied (\(applied[0].name) to \(applied[applied.count - 1].name))"
            }
            return "stopped at \(failed.name): \(outcome); \(before)\n"
        }
    }
}

/// What a failed `migrate` run had done: `{"applied": […], "failed": {…}}` beside its error.
struct PartialRun: Encodable {
    var applied: [AppliedMigration]
    var failed: FailedMigration?
}

/// The migration that failed or was refused.
struct FailedMigration: Encodable {
    var name: String
    var version: Int?
}
