import Foundation
import ModelKit
import SchemaCore

extension MigrationFile {
    /// What modelc records about a migration in the comment lines at the top of its file.
    ///
    /// ```sql
    /// -- modelc migration
    /// -- model: StarWars
    /// -- dialect: <name>              (dialects other than the default only)
    /// -- <name>-plan: <choices>       (files rendered with other choices than the default)
    /// -- from: 1
    /// -- to: 2
    /// -- model-hash: sha256:3f…
    /// -- safety: destructive (2 safe, 1 destructive)
    /// -- step: safe: create table "planet"
    /// -- step: destructive: drop column "person"."mass" (its values are lost)
    /// -- at-stake: rows of "person" holding a value in "mass"
    /// --   SELECT count(*) FROM "person" WHERE "mass" IS NOT NULL
    /// -- preflight: rows of "person" whose "height" is NULL would violate NOT NULL
    /// --   SELECT count(*) FROM "person" WHERE "height" IS NULL
    /// --   samples: SELECT "id" FROM "person" WHERE "height" IS NULL LIMIT 3
    /// --   hint: fill those NULLs in a hand-written migration numbered before this one
    /// --   unless-edited: {"column":"height","expression":"\"height\"","table":"_modelc_new_person"}
    /// -- check-foreign-keys: ["person"]
    /// -- check-pages: ["person"]
    /// -- planned-sql: sha256:9a…
    /// -- approved: destructive
    /// ```
    ///
    /// Every line is an SQL comment, so SQLite ignores the header. The `step:` lines carry
    /// the safety class of each planned step, which is how `modelc migrate` refuses
    /// destructive steps without re-planning; an `at-stake:` line after a destructive
    /// step counts the rows whose data it would lose (0: it needs no approval);
    /// `preflight:` lines carry the count queries run before a `dataDependent` step,
    /// with a query showing a few offending rows and what to do about them, and for a
    /// check about NULLs the planned copy leaves in a NOT NULL column, the `unless-edited:`
    /// column and expression whose edit skips it (`MigrationFile.preflightSelection`). A reviewer
    /// approves destructive steps by adding `-- approved: destructive` (anywhere in the
    /// file); checksums leave such review-only lines out (`MigrationFile.checksummedText`),
    /// so approving needs no new sum and works after the migration was applied too.
    /// `check-…` lines name the tables the checks after the migration must cover, and
    /// `planned-sql` the hash of the SQL the planner wrote: the scope holds only while
    /// the SQL is unedited (`MigrationFile.verificationScope`).
    public struct Header: Hashable, Sendable {
        /// One planned step as listed in the header.
        public struct StepLine: Hashable, Sendable {
            /// The step's safety class.
            public var safety: Safety
            /// What the step does, in words.
            public var summary: String
            /// For a destructive step: the count of the rows whose data it would lose.
            /// nil in files made before these lines (the step is then always refused
            /// without approval).
            public var rowsAtStake: PreflightLine?

            public init(safety: Safety, summary: String, rowsAtStake: PreflightLine? = nil) {
                self.safety = safety
                self.summary = summary
                self.rowsAtStake = rowsAtStake
            }
        }

        /// A count query that must return 0 before the migration may run.
        public struct PreflightLine: Hashable, Sendable {
            /// What a non-zero count means, in words.
            public var message: String
            /// A single-line `SELECT count(*) …` query.
            public var countSQL: String
            /// A single-line query returning a few of the rows counted (`… LIMIT 3`).
            public var samplesSQL: String?
            /// What to do when the count is not 0.
            public var hint: String?
            /// For a check that an edit of the planned SQL can satisfy: the column of the
            /// rebuild's copy whose planned expression leaves the NULLs it counts. An
            /// edited file whose copy fills that column otherwise skips the check.
            public var unlessEdited: PlannedFill?

            public init(message: String, countSQL: String, samplesSQL: String? = nil, hint: String? = nil, unlessEdited: PlannedFill? = nil) {
                self.message = message
                self.countSQL = countSQL
                self.samplesSQL = samplesSQL
                self.hint = hint
                self.unlessEdited = unlessEdited
            }
        }

        /// How a rebuild's copy (`INSERT INTO "_modelc_new_t" (…) SELECT … FROM "t"`)
        /// fills one column, as planned: `NULL` for a new NOT NULL column without a
        /// default, the old column for one that becomes required. Those NULLs are what
        /// the check counts, and a user who backfills edits exactly this expression.
        public struct PlannedFill: Hashable, Sendable, Codable {
            /// The table the copy inserts into (the rebuild's temporary name).
            public var table: String
            /// The column the expression fills.
            public var column: String
            /// The expression as the planner wrote it.
            public var expression: String

            public init(table: String, column: String, expression: String) {
                self.table = table
                self.column = column
                self.expression = expression
            }
        }

        /// Whether the file starts with `-- modelc migration` (a generated migration), after
        /// any review-only lines (`-- approved: …`) and blank lines above it.
        public var isGenerated: Bool
        /// The header's lines that do not read: a line above `-- modelc migration` that
        /// is neither an approval line nor blank, and known keys with values that are not
        /// theirs (`-- to: two`). `modelc check`, `migrate` and `migrate status` report
        /// each at its line; the rest of the header is read as well as it can be.
        public var problems: [Problem] = []

        /// A header line that does not read.
        public struct Problem: Hashable, Sendable {
            /// Its number in the file, from 1.
            public var line: Int
            public var text: String
            /// What is wrong, without the line.
            public var reason: String
            public var hint: String
        }

        /// What to do about a generated line that was edited into something else.
        static let restoreHint = "restore the line as `modelc migrate make` wrote it, or, if no database has applied the file, write it again with `modelc migrate make --regenerate`"
        public var model: String?
        /// The model version the migration starts from; nil for the first migration.
        public var fromVersion: Int?
        /// The model version the database is at after the migration.
        public var toVersion: Int?
        /// The hash of the target model version when the file was made.
        public var modelHash: Checksum?
        public var steps: [StepLine]
        public var preflight: [PreflightLine]
        /// Whether a line `-- approved: destructive` is present.
        public var isDestructiveApproved: Bool
        /// The tables the checks after this migration must cover, as planned; nil
        /// (check everything) for hand-written files and files made before scopes.
        public var verificationScope: VerificationScope?
        /// The hash of the SQL the planner wrote (`plannedSQLChecksum(of:)`).
        public var plannedSQL: Checksum?
        /// The dialect the file was planned for (`-- dialect: <name>`); the default,
        /// SQLite, when the line is absent (as in every SQLite file).
        public var dialect: DatabaseDialect
        /// How the file's plan was rendered (`-- <dialect>-plan:`, as its dialect's
        /// driver reads the words), which a new rendering must repeat; the default when
        /// the line is absent.
        public var planChoices: PlanChoices
        /// Why a down migration cannot restore what its migration changed
        /// (`-- irreversible: …` lines); such a file has no SQL and is refused.
        public var irreversible: [String] = []
        /// A down migration's record of the migration it undoes (`-- undoes: sha256:…`,
        /// that file's checksum), so one written for another text of it is found stale.
        public var undoes: Checksum?

        public init(
            isGenerated: Bool = true,
            model: String? = nil,
            fromVersion: Int? = nil,
            toVersion: Int? = nil,
            modelHash: Checksum? = nil,
            steps: [StepLine] = [],
            preflight: [PreflightLine] = [],
            isDestructiveApproved: Bool = false,
            verificationScope: VerificationScope? = nil,
            plannedSQL: Checksum? = nil,
            dialect: DatabaseDialect = .default,
            planChoices: PlanChoices = .default
        ) {
            self.isGenerated = isGenerated
            self.model = model
            self.fromVersion = fromVersion
            self.toVersion = toVersion
            self.modelHash = modelHash
            self.steps = steps
            self.preflight = preflight
            self.isDestructiveApproved = isDestructiveApproved
            self.verificationScope = verificationScope
            self.plannedSQL = plannedSQL
            self.dialect = dialect
            self.planChoices = planChoices
        }

        static let firstLine = "-- modelc migration"
        /// The end of the key of the line recording how the plan was rendered:
        /// `-- <dialect>-plan: <choices>`.
        static let planChoicesSuffix = "-plan"

        /// The SQL of a migration's `text` after its generated header (the header ends at
        /// the first blank line); a hand-written file's text as it is. What a dry run
        /// prints under the lines that already show the header's steps.
        public static func sqlWithoutHeader(of text: String) -> String {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard let start = headerStart(in: lines), lines[start].trimmingSpaces() == firstLine,
                  let blank = lines[start...].firstIndex(where: { $0.isEmpty }) else { return text }
            return lines[(blank + 1)...].joined(separator: "\n")
        }

        /// Where a generated header may start: the first line that is neither blank nor
        /// a review-only line (`-- approved: …`), which reviewers may add above it.
        static func headerStart(in lines: [Substring]) -> Int? {
            lines.firstIndex { !$0.trimmingSpaces().isEmpty && !MigrationFile.isReviewOnly($0) }
        }
        static let approvalLine = "-- approved: destructive"

        /// Reads the header from a migration's text. Unknown comment lines are ignored, so
        /// a reviewer's notes in the header do no harm.
        public init(parsing text: String) {
            self.init(isGenerated: false)
            let all = Checksum.normalizedLineEndings(text).lines()
            // Only a review-only line can be the approval: the others are passed over
            // without trimming each of a large file's lines into a new string.
            isDestructiveApproved = all.contains { MigrationFile.isReviewOnly($0) && $0.trimmingSpaces() == Self.approvalLine }
            guard let start = Self.headerStart(in: all) else { return }
            var first = start
            if all[start].trimmingSpaces() != Self.firstLine {
                // The leading comments hold the header's first line further down: the file
                // is read from there, and the line in the way is reported (`modelc check`,
                // `migrate`, `migrate status`), so it never passes as hand-written.
                let comments = all[start...].prefix { $0.hasPrefix("--") || $0.trimmingSpaces().isEmpty }
                guard let header = comments.firstIndex(where: { $0.trimmingSpaces() == Self.firstLine }) else { return }
                problems.append(Problem(
                    line: start + 1, text: all[start].trimmingSpaces(),
                    reason: "comes before the generated header's first line, `\(Self.firstLine)` (line \(header + 1))",
                    hint: "move it below `\(Self.firstLine)` (comment lines in the header block are kept) or delete it; "
                        + "only approval lines (`\(MigrationFile.reviewOnlyPrefix) …`) and blank lines may stand above it"))
                first = header
            }
            isGenerated = true
            var pendingPreflight: String?
            var pendingAtStake: String?
            // Whether `samples:` and `hint:` lines may still extend the last preflight.
            var preflightOpen = false
            var foreignKeyTables: [String]?
            var integrityTables: [String]?
            var pendingLine = 0
            func problem(_ number: Int, _ line: String, _ reason: String) {
                problems.append(Problem(line: number, text: line.trimmingSpaces(), reason: reason, hint: Self.restoreHint))
            }
            for index in (first + 1)..<all.count {
                let line = String(all[index])
                let number = index + 1
                guard line.hasPrefix("--") else { break }
                if line.hasPrefix("--   ") {
                    let body = line.dropFirst(5).trimmingSpaces()
                    if let message = pendingPreflight {
                        pendingPreflight = nil
                        preflight.append(PreflightLine(message: message, countSQL: body))
                        preflightOpen = true
                        continue
                    }
                    if let message = pendingAtStake {
                        pendingAtStake = nil
                        if !steps.isEmpty { steps[steps.count - 1].rowsAtStake = PreflightLine(message: message, countSQL: body) }
                        continue
                    }
                    if preflightOpen, let (key, value) = Self.field("--" + body), ["samples", "hint", "unless-edited"].contains(key) {
                        let last = preflight.count - 1
                        switch key {
                        case "samples": preflight[last].samplesSQL = value
                        case "hint": preflight[last].hint = value
                        default: preflight[last].unlessEdited = try? JSONDecoder().decode(PlannedFill.self, from: Data(value.utf8))
                        }
                        continue
                    }
                }
                if pendingPreflight != nil || pendingAtStake != nil {
                    problem(pendingLine, String(all[pendingLine - 1]), "a `\(pendingPreflight != nil ? "preflight" : "at-stake"):` line must be followed by its count query, on a line starting `--   `")
                }
                pendingPreflight = nil
                pendingAtStake = nil
                preflightOpen = false
                guard let (key, value) = Self.field(line) else { continue }
                switch key {
                case "model": model = value
                case "from":
                    fromVersion = Int(value)
                    if fromVersion == nil && value != "none" { problem(number, line, "`from:` must be a model version number, or `none` for the first migration") }
                case "to":
                    toVersion = Int(value)
                    if toVersion == nil { problem(number, line, "`to:` must be a model version number") }
                case "model-hash":
                    modelHash = Checksum(parsing: value)
                    if modelHash == nil { problem(number, line, "`model-hash:` must be `sha256:` and 64 hexadecimal digits") }
                case "step":
                    if let colon = value.firstIndex(of: ":") {
                        // An unknown class is read as destructive: a typo must not make a step safe.
                        let word = value[..<colon].trimmingSpaces()
                        let safety = Safety(rawValue: word) ?? .destructive
                        if Safety(rawValue: word) == nil {
                            problem(number, line, "`\(word)` is not a safety class: one of \(Safety.allCases.map(\.rawValue).joined(separator: ", ")) (read as destructive meanwhile)")
                        }
                        let summary = value[value.index(after: colon)...].trimmingSpaces()
                        steps.append(StepLine(safety: safety, summary: summary))
                    } else {
                        problem(number, line, "a step line reads `-- step: <safety>: <what it does>`")
                    }
                case "preflight":
                    pendingPreflight = value
                    pendingLine = number
                case "at-stake":
                    pendingAtStake = value
                    pendingLine = number
                case "check-foreign-keys", "check-pages":
                    let tables = Self.tableList(value)
                    if key == "check-pages" { integrityTables = tables } else { foreignKeyTables = tables }
                    if tables == nil { problem(number, line, "`\(key):` must be a JSON list of table names") }
                case "planned-sql":
                    plannedSQL = Checksum(parsing: value)
                    if plannedSQL == nil { problem(number, line, "`planned-sql:` must be `sha256:` and 64 hexadecimal digits") }
                // An unknown dialect is read as SQLite's, and reported.
                case "dialect":
                    dialect = DialectDrivers.knows(value) ? DatabaseDialect(value) : .default
                    if !DialectDrivers.knows(value) {
                        problem(number, line, "`\(value)` is not a dialect: one of \(DialectDrivers.names.joined(separator: ", "))")
                    }
                case "irreversible":
                    irreversible.append(value)
                case "undoes":
                    undoes = Checksum(parsing: value)
                    if undoes == nil { problem(number, line, "`undoes:` must be `sha256:` and 64 hexadecimal digits") }
                case _ where key.hasSuffix(Self.planChoicesSuffix):
                    planChoices = PlanChoices(value.split(separator: ",").map { $0.trimmingSpaces() })
                default: break
                }
            }
            if pendingPreflight != nil || pendingAtStake != nil {
                problem(pendingLine, String(all[pendingLine - 1]), "a `\(pendingPreflight != nil ? "preflight" : "at-stake"):` line must be followed by its count query, on a line starting `--   `")
            }
            if let foreignKeyTables, let integrityTables {
                verificationScope = VerificationScope(foreignKeyTables: foreignKeyTables, integrityTables: integrityTables)
            }
            // Words the dialect does not know keep its default, which `check` then finds stale.
            planChoices = dialect.driver.normalized(planChoices)
        }

        /// A JSON array of table names, as `check-…` lines hold them (JSON, so any table
        /// name survives); nil when the value is not one.
        private static func tableList(_ value: String) -> [String]? {
            try? JSONDecoder().decode([String].self, from: Data(value.utf8))
        }

        private static func renderedTableList(_ tables: [String]) -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.withoutEscapingSlashes]
            return (try? encoder.encode(tables)).flatMap { String(data: $0, encoding: .utf8) } ?? "[]"
        }

        /// A planned fill as one line of JSON (keys sorted, so the text is stable).
        private static func renderedFill(_ fill: PlannedFill) -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return (try? encoder.encode(fill)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
        }

        /// The hash a header records for the planner's `sql`: over the text with line
        /// endings normalised and surrounding blank lines trimmed, so it can be compared
        /// with the statements read back from a file.
        public static func plannedSQLChecksum(of sql: String) -> Checksum {
            Checksum(normalizing: Checksum.normalizedLineEndings(sql).trimmingSpacesAndNewlines())
        }

        private static func field(_ line: String) -> (String, String)? {
            let body = line.dropFirst(2).drop { $0 == " " }
            guard let colon = body.firstIndex(of: ":") else { return nil }
            let key = String(body[..<colon])
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0 == "-" }) else { return nil }
            return (key, body[body.index(after: colon)...].trimmingSpaces())
        }

        /// The overall safety: the worst class among the steps (`safe` when there are none).
        public var overallSafety: Safety {
            steps.map(\.safety).max() ?? .safe
        }

        /// `3 steps: 2 safe, 1 dataDependent, 0 destructive`, as the plan said it.
        public var summaryLine: String {
            Safety.summaryLine(of: steps.map(\.safety))
        }

        /// `destructive (2 safe, 1 destructive)`.
        public var safetySummary: String {
            let counts = Safety.allCases.compactMap { safety -> String? in
                let count = steps.filter { $0.safety == safety }.count
                return count == 0 ? nil : "\(count) \(safety.rawValue)"
            }
            return counts.isEmpty ? "safe (no steps)" : "\(overallSafety.rawValue) (\(counts.joined(separator: ", ")))"
        }

        /// The header as comment lines, ending with a newline.
        public func rendered() -> String {
            var lines = [Self.firstLine]
            if let model { lines.append("-- model: \(model)") }
            if !dialect.isDefault { lines.append("-- dialect: \(dialect.rawValue)") }
            if !planChoices.words.isEmpty { lines.append("-- \(dialect.rawValue)\(Self.planChoicesSuffix): \(planChoices.words.joined(separator: ", "))") }
            lines.append("-- from: \(fromVersion.map(String.init) ?? "none")")
            if let toVersion { lines.append("-- to: \(toVersion)") }
            if let modelHash { lines.append("-- model-hash: \(modelHash)") }
            if let undoes { lines.append("-- undoes: \(undoes)") }
            lines += irreversible.map { "-- irreversible: \(Self.oneLine($0))" }
            lines.append("-- safety: \(safetySummary)")
            for step in steps {
                lines.append("-- step: \(step.safety.rawValue): \(Self.oneLine(step.summary))")
                if let count = step.rowsAtStake {
                    lines.append("-- at-stake: \(Self.oneLine(count.message))")
                    lines.append("--   \(Self.oneLine(count.countSQL))")
                }
            }
            for check in preflight {
                lines.append("-- preflight: \(Self.oneLine(check.message))")
                lines.append("--   \(Self.oneLine(check.countSQL))")
                if let samples = check.samplesSQL { lines.append("--   samples: \(Self.oneLine(samples))") }
                if let hint = check.hint { lines.append("--   hint: \(Self.oneLine(hint))") }
                if let fill = check.unlessEdited { lines.append("--   unless-edited: \(Self.renderedFill(fill))") }
            }
            if let verificationScope {
                lines.append("-- check-foreign-keys: \(Self.renderedTableList(verificationScope.foreignKeyTables))")
                lines.append("-- check-pages: \(Self.renderedTableList(verificationScope.integrityTables))")
            }
            if let plannedSQL { lines.append("-- planned-sql: \(plannedSQL)") }
            if steps.contains(where: { $0.safety == .destructive }) {
                lines.append("--")
                lines.append("-- Where an at-stake count is not 0 this migration loses data. After review, approve it by adding the line")
                lines.append("-- `\(Self.approvalLine)` below (approval lines are not part of the checksum).")
                if isDestructiveApproved { lines.append(Self.approvalLine) }
            }
            return lines.joined(separator: "\n") + "\n"
        }

        /// `text` on one line: runs of whitespace (newlines included) become one space.
        static func oneLine(_ text: String) -> String {
            text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        }
    }
}
