import Foundation

extension MigrationFile {
    /// The tables the checks after applying this file must cover, or nil to check the
    /// whole database.
    ///
    /// A file's scope is trusted only while the file still runs exactly what the planner
    /// wrote: the statements after the header must hash to the header's `planned-sql`,
    /// and the data section must hold no statements (comments and blank lines only). The approval line does not count as an edit.
    /// An edited statement or a hand-written data step can break any table, so either
    /// one brings back the full checks; so does a file without the header lines.
    public var verificationScope: VerificationScope? {
        guard let scope = header.verificationScope, let planned = header.plannedSQL else { return nil }
        let lines = sql.components(separatedBy: "\n")
        let body = lines.drop { $0.hasPrefix("--") }
        let dataStart = body.firstIndex { $0.hasPrefix(MigrationFile.dataBeginMarker) } ?? body.endIndex
        // A reviewer's approval line may go anywhere; it is a comment and changes nothing.
        let statements = body[..<dataStart]
            .filter { $0.trimmingCharacters(in: .whitespaces) != MigrationFile.Header.approvalLine }
            .joined(separator: "\n")
        let rest = body[dataStart...]
        let onlyComments = rest.allSatisfy { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || trimmed.hasPrefix("--")
        }
        guard onlyComments, MigrationFile.Header.plannedSQLChecksum(of: statements) == planned else { return nil }
        return scope
    }
}
