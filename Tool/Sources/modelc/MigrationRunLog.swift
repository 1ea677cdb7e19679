import Foundation
import Migration

/// How `modelc migrate` shows a run as it happens, in text: one line per migration as
/// it commits (what a failed run had done is on its `MigrationRunError`).
enum MigrationRunLog {
    /// The migrator's observer for text output.
    static let echo: MigrationObserver = { event in
        guard case .committed(let migration) = event else { return }
        print(MigrationText.describe(migration), terminator: "")
        fflush(nil)
    }
}
