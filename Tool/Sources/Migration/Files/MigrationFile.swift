import Foundation
import ModelKit

/// One versioned migration: a file `NNNN_<slug>.sql` in `migrations/<Model>/`.
///
/// The file is plain SQL that SQLite runs as-is; what modelc needs to know about it
/// lives in a comment header (see `MigrationFile.Header`) so the file stays reviewable and
/// runnable by hand. A file without a header is a hand-written migration: it is
/// applied like any other, has no destructive steps modelc knows of, and is verified
/// only by `foreign_key_check` and `quick_check`.
public struct MigrationFile: Hashable, Sendable {
    /// The number in the file name: the order of application and the `version` column
    /// of the history table.
    public var version: Int
    /// The part of the file name between `NNNN_` and `.sql`.
    public var slug: String
    /// The file's text exactly as read (line endings included).
    public var text: String
    /// The header, parsed from the leading comment lines.
    public var header: MigrationFile.Header
    /// Whether this is the down migration of the file numbered `version`
    /// (`NNNN_slug.down.sql`): it takes a database from that file's model version back
    /// to the one before, for `modelc migrate --to N` below the current version.
    public var isDown: Bool

    /// Builds a migration from its name parts and text, parsing the header.
    public init(version: Int, slug: String, text: String, isDown: Bool = false) {
        self.version = version
        self.slug = slug
        self.text = text
        self.header = MigrationFile.Header(parsing: text)
        self.isDown = isDown
    }

    /// `NNNN_slug.sql`, or `NNNN_slug.down.sql` for a down migration.
    public var fileName: String {
        let name = MigrationFile.fileName(version: version, slug: slug)
        return isDown ? String(name.dropLast(4)) + Self.downSuffix : name
    }

    /// The end of a down migration's file name.
    public static let downSuffix = ".down.sql"

    /// Splits `NNNN_slug.down.sql` into its number and slug; nil for any other name.
    public static func parseDownFileName(_ name: String) -> (version: Int, slug: String)? {
        guard name.hasSuffix(downSuffix) else { return nil }
        return parseFileName(String(name.dropLast(downSuffix.count)) + ".sql")
    }

    /// The checksum `modelc.sum` and the history record: over the normalised text
    /// without its review-only lines (`checksummedText`), so approving a migration after
    /// it was applied does not make it look changed.
    public var checksum: Checksum { Checksum(normalizing: checksummedText) }

    /// The checksum over the whole normalised text, approval lines included: what
    /// modelc recorded before approvals were left out. A history row or sum line holding
    /// it still matches (see `matches(_:)`).
    public var fullTextChecksum: Checksum { Checksum(normalizing: text) }

    /// Whether `recorded` (from the history or `modelc.sum`) is this file's checksum, in
    /// the current form or the earlier full-text one.
    public func matches(_ recorded: Checksum) -> Bool {
        recorded == checksum || recorded == fullTextChecksum
    }

    /// `matches(_:)` for a checksum as the history table stores it (`sha256:<hex>`).
    public func matches(recorded: String) -> Bool {
        Checksum(parsing: recorded).map(matches) ?? false
    }

    /// The text the checksum covers: LF line endings, and without review-only lines,
    /// those whose trimmed text starts with `-- approved:`. Approving is a reviewer's
    /// note about the migration, not part of what it does, so it may be added, changed
    /// or removed at any time, before or after the migration is applied.
    public var checksummedText: String {
        let lines = Checksum.normalizedLineEndings(text).lines()
        return lines.filter { !MigrationFile.isReviewOnly($0) }.joined(separator: "\n")
    }

    /// Whether `line` is a review-only line that checksums leave out.
    static func isReviewOnly(_ line: Substring) -> Bool {
        // Spaces and tabs, a statement's indentation, are passed byte by byte; after them
        // a visible ASCII character gives the answer. Only a line whose first character
        // past them is beyond ASCII (other Unicode space) is trimmed as Foundation would.
        let bytes = line.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex, bytes[index] == 0x20 || bytes[index] == 0x09 { index = bytes.index(after: index) }
        guard index < bytes.endIndex else { return false }
        if bytes[index] == UInt8(ascii: "-") { return line[index...].hasPrefix(reviewOnlyPrefix) }
        if bytes[index] < 0x80 { return false }
        return line.drop(while: { $0.unicodeScalars.allSatisfy(CharacterSet.whitespaces.contains) }).hasPrefix(reviewOnlyPrefix)
    }

    /// The start of a review-only line.
    public static let reviewOnlyPrefix = "-- approved:"

    /// The words of the statement a plan writes for a step it cannot write itself (a
    /// server type changed other than by new enum labels), which stops the migration
    /// with them until the author replaces it: `modelc check` reports each file that
    /// still holds one.
    public static let unwrittenStepMarker = "replace this statement in the migration"

    /// The SQL to run. The header is comments, so this is the whole text.
    public var sql: String { Checksum.normalizedLineEndings(text) }

    /// The SQL after the generated header (`Header.sqlWithoutHeader(of:)`).
    public var sqlWithoutHeader: String { Header.sqlWithoutHeader(of: sql) }

    /// Destructive steps not covered by an `-- approved: destructive` line.
    public var unapprovedDestructiveSteps: [MigrationFile.Header.StepLine] {
        header.isDestructiveApproved ? [] : header.steps.filter { $0.safety == .destructive }
    }

    /// The hand-written data section between `-- modelc:data begin` and
    /// `-- modelc:data end` (the marker lines included), or nil when there is none.
    ///
    /// Regenerating a migration keeps this section verbatim.
    public var dataSection: String? {
        let lines = sql.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix(MigrationFile.dataBeginMarker) }),
              let end = lines[start...].firstIndex(where: { $0.hasPrefix(MigrationFile.dataEndMarker) })
        else { return nil }
        return lines[start...end].joined(separator: "\n")
    }

    /// The first line of the preserved data section.
    public static let dataBeginMarker = "-- modelc:data begin"
    /// The last line of the preserved data section.
    public static let dataEndMarker = "-- modelc:data end"

    /// `0007_add_planets.sql` for version 7 and slug `add_planets`.
    public static func fileName(version: Int, slug: String) -> String {
        let number = String(version)
        return String(repeating: "0", count: max(0, 4 - number.count)) + number + "_" + slug + ".sql"
    }

    /// Splits `NNNN_slug.sql` into its number and slug; nil for any other name.
    ///
    /// The number has at least four digits; the slug is letters, digits, `_` and `-`.
    public static func parseFileName(_ name: String) -> (version: Int, slug: String)? {
        guard name.hasSuffix(".sql") else { return nil }
        let stem = name.dropLast(4)
        guard let underscore = stem.firstIndex(of: "_") else { return nil }
        let digits = stem[..<underscore]
        let slug = stem[stem.index(after: underscore)...]
        guard digits.count >= 4, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
              let version = Int(digits), version > 0,
              !slug.isEmpty,
              slug.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") })
        else { return nil }
        return (version, String(slug))
    }

    /// A slug made from free text: lowercase ASCII letters and digits joined by `_`.
    public static func slug(from text: String) -> String {
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        let slug = words.joined(separator: "_").lowercased()
        return slug.isEmpty ? "migration" : slug
    }
}
