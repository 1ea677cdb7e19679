import Foundation
import ModelKit

extension MigrationFile {
    /// The tables the checks after applying this file must cover, or nil to check the
    /// whole database.
    ///
    /// A file's scope is trusted only while the file still runs exactly what the planner
    /// wrote: the statements after the header must hash to the header's `planned-sql`,
    /// and the data section must hold no statements (comments and blank lines only). Review-only
    /// lines (`-- approved: …`) do not count as an edit.
    /// An edited statement or a hand-written data step can break any table, so either
    /// one brings back the full checks; so does a file without the header lines.
    public var verificationScope: VerificationScope? {
        guard let scope = header.verificationScope, runsOnlyItsPlan else { return nil }
        return scope
    }

    /// Whether the file runs exactly what the planner wrote: its statements hash to the
    /// header's `planned-sql` and its data section holds no statements (comments and
    /// blank lines only; approval lines do not count). False for a file without
    /// `planned-sql`. What the file can change is then what its plan says, which lets a
    /// check after it cover only that.
    public var runsOnlyItsPlan: Bool {
        guard let (statements, rest) = plannedPart, plannedSQLIsUnedited(statements) else { return false }
        return rest.allSatisfy { line in
            let trimmed = line.trimmingSpaces()
            return trimmed.isEmpty || trimmed.hasPrefix("--")
        }
    }

    /// Whether the statements the planner wrote (between the header and the data
    /// section) were edited since: they no longer hash to the header's `planned-sql`.
    /// False for files without that line (hand-written, or made before it existed).
    ///
    /// An edit widens the checks after the migration to the whole database, and lets
    /// the file skip the few preflight checks an edit can satisfy, where it changed what
    /// they are about (`preflightSelection`); every other preflight check still runs.
    public var plannedSQLIsEdited: Bool {
        guard let (statements, _) = plannedPart else { return false }
        return !plannedSQLIsUnedited(statements)
    }

    /// The planned statements (approval lines left out) and the lines from the data
    /// section on; nil without a `planned-sql` line.
    var plannedPart: (statements: String, rest: ArraySlice<Substring>)? {
        guard header.plannedSQL != nil else { return nil }
        // `sql` has LF line endings only, so a line is what lies between two LFs.
        let lines = sql.lines()
        let body = lines.drop { $0.hasPrefix("--") }
        let dataStart = body.firstIndex { $0.hasPrefix(MigrationFile.dataBeginMarker) } ?? body.endIndex
        // A reviewer's approval line may go anywhere; it is a comment and changes nothing.
        let statements = body[..<dataStart]
            .filter { !MigrationFile.isReviewOnly($0) }
            .joined(separator: "\n")
        return (statements, body[dataStart...])
    }

    private func plannedSQLIsUnedited(_ statements: String) -> Bool {
        header.plannedSQL.map { MigrationFile.Header.plannedSQLChecksum(of: statements) == $0 } ?? false
    }
}
