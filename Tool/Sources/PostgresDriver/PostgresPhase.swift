import Foundation
import ModelKit
import Migration

/// One phase of a PostgreSQL migration, and the marker comment that starts it in the
/// migration's SQL text.
///
/// A migration that must commit between its parts (a constraint added `NOT VALID` in
/// one transaction and validated in a later one, a backfill in batches, `CREATE INDEX
/// CONCURRENTLY`, which refuses to run in a transaction) is written as phases, each
/// introduced by a line of its own:
///
/// ```sql
/// -- modelc:phase 1 transaction
/// ALTER TABLE "item" ADD COLUMN "code" uuid;
/// -- modelc:phase 2 batches
/// UPDATE "item" SET "code" = gen_random_uuid() WHERE ctid = ANY (ARRAY(SELECT ctid FROM "item" WHERE "code" IS NULL LIMIT 10000)) AND "code" IS NULL;
/// -- modelc:phase 3 no-transaction
/// CREATE INDEX CONCURRENTLY IF NOT EXISTS "item_code" ON "item" ("code");
/// ```
///
/// The markers are comments, so the file stays plain SQL for `psql` (which runs it as
/// one script, without the commits in between) and the migration's checksum covers
/// them. A text without markers is one `transaction` phase, so hand-written migrations
/// keep working. `PostgresScript.phases(in:)` splits a text into phases.
public struct PostgresPhase: Hashable, Sendable {
    /// How the applier runs a phase's statements.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// All statements in one transaction, with `lock_timeout`; a failure rolls the
        /// phase back whole.
        case transaction
        /// Each statement on its own, outside any transaction (`CREATE INDEX
        /// CONCURRENTLY`); a failure keeps the statements before it.
        case noTransaction = "no-transaction"
        /// Each statement repeated, every run its own transaction, until it changes no
        /// row: an idempotent batch of a backfill (`… WHERE "c" IS NULL LIMIT n`).
        case batches
    }

    /// The phase's number: 1 for the first, counting up without gaps.
    public var number: Int
    public var kind: Kind
    /// The phase's statements, without their trailing semicolons.
    public var statements: [String]

    public init(number: Int, kind: Kind, statements: [String]) {
        self.number = number
        self.kind = kind
        self.statements = statements
    }

    /// `-- modelc:phase `: what every marker line starts with.
    public static let markerPrefix = "-- modelc:phase "

    /// `-- modelc:phase 2 batches`: the line that starts phase `number`.
    public static func marker(number: Int, kind: Kind) -> String {
        "\(markerPrefix)\(number) \(kind.rawValue)"
    }

    /// A marker line read back: nil when `line` is no marker (does not start with
    /// `-- modelc:phase`), the number and kind when it is a well-formed one; throws
    /// for a line that starts like a marker and is not one, so a typo is not taken for
    /// a comment and the phases silently merged.
    public static func parseMarker(_ line: String) throws(PostgresPhaseSyntaxError) -> (number: Int, kind: Kind)? {
        let trimmed = line.trimmingSpacesAndNewlines()
        guard trimmed.hasPrefix(markerPrefix.trimmingSpaces()) else { return nil }
        let words = trimmed.dropFirst(markerPrefix.count - 1).split(separator: " ", omittingEmptySubsequences: true)
        guard trimmed.hasPrefix(markerPrefix), words.count == 2, let number = Int(words[0]), number > 0,
              let kind = Kind(rawValue: String(words[1])) else {
            throw PostgresPhaseSyntaxError(line: trimmed, reason: "a phase marker is `\(markerPrefix)<number> <\(Kind.allCases.map(\.rawValue).joined(separator: "|"))>`")
        }
        return (number, kind)
    }
}
