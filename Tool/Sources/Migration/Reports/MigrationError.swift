import ModelKit
import SchemaCore

/// Why reading, making, checking or applying migrations stopped.
///
/// Every case carries where (file, database, version). `report(model:)` is how `modelc`
/// prints it: a stable code, one sentence saying what happened, what to do, and the
/// exit status (2 invalid input, 3 refused, 4 database error); `description` is that
/// sentence. A database that cannot be opened, read or written is reported in its
/// driver's words (SQLite's `IntrospectionError`), the same in every command, and
/// carried here as that report.
public enum MigrationError: Error, Sendable, Equatable, CustomStringConvertible, ReportableError {
    /// A file in the migrations folder whose name is not `NNNN_slug.sql`, or a number used twice.
    case invalidFile(path: String, reason: String)
    /// A generated migration's header line that does not read
    /// (`MigrationFile.Header.problems`): a line above `-- modelc migration`, or a known
    /// key with a value that is not its kind.
    case invalidHeaderLine(path: String, problem: MigrationFile.Header.Problem)
    /// The migrations folder cannot be read or written.
    case io(path: String, reason: String)
    /// An applied migration's file changed since it was applied.
    case checksumMismatch(file: String, recorded: Checksum, actual: Checksum)
    /// An applied migration's history row names another file than the folder's file of
    /// that number, whose text differs too: the database was migrated by another model's
    /// files (an app folder with a model per database).
    case historyOfAnotherFile(version: Int, recorded: String, file: String)
    /// An applied migration's file is gone from the folder.
    case appliedFileMissing(version: Int, name: String)
    /// `migrate --to N` below the database's version meets a migration it cannot undo:
    /// no down migration, or one whose `-- irreversible:` lines say why not.
    case irreversible(file: String, reasons: [String])
    /// A pending migration does not match `modelc.sum`.
    case sumMismatch(file: String)
    /// Destructive steps without `--allow-destructive` or an approval line; each step
    /// names its rows at stake when they were counted.
    case destructiveNotApproved(file: String, steps: [String])
    /// Declarative mode: a plan with destructive steps, without `--allow-destructive`
    /// (there is no file to approve).
    case destructivePlanNotApproved(plan: String, steps: [String])
    /// Declarative mode: the plan would drop views or triggers that the database holds
    /// and the model neither describes nor leaves alone, without `--allow-destructive`.
    case unmodelledObjectsWouldBeDropped(plan: String, objects: [String])
    /// A table the migration drops takes with it, on an engine that drops what depends
    /// on a table with it (PostgreSQL's `DROP TABLE … CASCADE`), objects the model does
    /// not describe: views reading it, foreign keys of tables it leaves alone. Without
    /// `--allow-destructive`.
    case dependentsWouldBeDropped(file: String, objects: [String])
    /// Declarative mode on a database whose modelc history (its last migration,
    /// `lastApplied`) leads to another model version than the one given: the schema
    /// would move past the history, and the next `modelc migrate` would apply files whose
    /// tables are already there.
    case declarativeOverHistory(database: String, lastApplied: String, model: String)
    /// A preflight count found rows the migration would reject: a few of them as
    /// `"id" = 2, "code" = 'abc'`, and what to do (nil: the generic advice); `others`,
    /// the later checks that found rows too, each with its count.
    case preflightFailed(file: String, message: String, count: Int, samples: [String], hint: String?, others: [String] = [])
    /// `PRAGMA foreign_key_check` found rows after the migration ran.
    case foreignKeyViolations(file: String, count: Int, sample: String)
    /// `foreignKeyViolations`, where the database held violations before the migration
    /// ran (counted after the rollback, in the same tables): they are not the migration's.
    /// `tables`: the tables the check covered, when it covers only those the migration
    /// changes (its `check-foreign-keys:` scope); nil for the whole database.
    case foreignKeyViolationsBefore(file: String, count: Int, sample: String, tables: [String]? = nil)
    /// `PRAGMA quick_check` did not answer `ok`.
    case integrityCheckFailed(file: String, report: String)
    /// The introspected schema differs from the compiled target schema; `predatesModelc`
    /// when it was a run's first migration on a database with tables but no history
    /// (see `predatingModelc()`). `noLongerUnmanaged`: the `unmanaged:` patterns of the
    /// version the database was at that the target version no longer lists, with both
    /// versions, since what they matched is now held against the model.
    case verificationFailed(file: String, differences: [String], predatesModelc: Bool = false, noLongerUnmanaged: UnlistedPatterns? = nil)
    /// Another process held the database's write lock for longer than the timeout.
    case lockTimeout(database: String, seconds: Double)
    /// The database could not be opened, read or written (missing, not a database,
    /// damaged, read-only, cannot be opened), its schema could not be read, or its
    /// engine failed on something that is not the migration's SQL: the report its
    /// driver gives, in the words every command uses for that database (SQLite's
    /// `IntrospectionError`).
    case introspection(ErrorReport)
    /// The migration's SQL failed. `hint` is what to do when the engine knows it from
    /// the failure (a schema, type or function the database lacks, which is no fault of
    /// the migration's SQL); nil to say it from `message`.
    case sqlFailed(file: String, message: String, hint: String? = nil)
    /// The migration's SQL failed on a database whose schema is not the model version
    /// its history says it is at (`fromVersion`): it was changed outside modelc
    /// (`differences`, live against that version). `alreadyMigrated` when the schema is
    /// already the one this migration leads to (its change was made by hand), which
    /// `migrate resolve --applied` records.
    case sqlFailedOnChangedSchema(file: String, message: String, database: String, fromVersion: Int, differences: [String], alreadyMigrated: Bool)
    /// `verificationFailed` (`differences`) on a database whose schema was not the model
    /// version its history says it is at (`fromVersion`) before the migration either
    /// (`before`): it was changed outside modelc, and the migration's SQL is not at fault.
    case verificationFailedOnChangedSchema(file: String, differences: [String], database: String, fromVersion: Int, before: [String])
    /// Declarative mode: the live schema changed between planning and taking the lock.
    case schemaChangedWhilePlanning(database: String)
    /// Baselining a database whose schema is not the model version it claims to be at.
    case baselineMismatch(database: String, version: Int, differences: [String])
    /// Baselining a database (as shown) that has migration history already (its last applied migration).
    case baselineOverHistory(database: String, last: String)
    /// The backup file already exists (`VACUUM INTO` never overwrites).
    case backupExists(path: String)
    /// The backup file's folder is missing (`isMissing`) or cannot be written.
    case backupFolderUnwritable(path: String, folder: String, isMissing: Bool)
    /// The migrations folder is missing or holds no migration.
    case noMigrations(directory: String)
    /// A model version that no migration file leads to.
    case noMigration(version: Int, model: String)
    /// `--to N` or `@N` naming a version that neither the model nor any migration has.
    case unknownVersion(version: Int, model: String?, known: [Int])
    /// A pending planned migration made from an earlier text of its model version.
    case staleMigration(file: String, version: Int, model: String)
    /// `migrate resolve` naming a migration the folder does not hold.
    case unknownMigration(name: String, directory: String)
    /// `migrate resolve` refused: the history would stop being a prefix of the files,
    /// or the database is not what the migration leads to.
    case resolutionRefused(file: String, reason: String)

    /// Whether the migration this error stopped had begun to run its SQL, so that
    /// stopping it rolled its changes back (a failed statement, or a check after the
    /// SQL). False for refusals made before any of its SQL ran (rows at stake, a
    /// preflight count, a changed file, a lock): nothing of it was applied.
    public var rolledBackItsSQL: Bool {
        switch self {
        case .sqlFailed, .sqlFailedOnChangedSchema, .foreignKeyViolations, .foreignKeyViolationsBefore, .integrityCheckFailed, .verificationFailed, .verificationFailedOnChangedSchema: true
        default: false
        }
    }

    /// `modelc migrate hash` as a hint names it: with the model folder the command was
    /// given (`<model>` without one or a `--dir`), its `--dir` only when it was given one,
    /// and the dialect's `--dialect` (`modelc check`'s hints spell it so too).
    public static func hashCommand(model: String?, directory: String?, dialect: DatabaseDialect) -> String {
        "modelc migrate hash" + (model.map { " " + ShellWord.quoted($0) } ?? (directory == nil ? " <model>" : ""))
            + (directory.map { " --dir " + ShellWord.quoted($0) } ?? "")
            + dialect.commandOption
    }

    /// `modelc migrate make` as a hint names it, to be run as written: with the model
    /// folder the command was given (`<model>` without one), its `--dir` when it was
    /// given one, and the dialect's `--dialect`.
    public static func makeCommand(model: String?, directory: String?, dialect: DatabaseDialect) -> String {
        "modelc migrate make " + (model.map(ShellWord.quoted) ?? "<model>") + (directory.map { " --dir " + ShellWord.quoted($0) } ?? "")
            + dialect.commandOption
    }

    /// `message; hint.`, with `<model>` where a hint names the model.
    public var description: String { report.description }

    /// The report without the model at hand (hints say `<model>`).
    public var report: ErrorReport { report(model: nil) }

    /// The report, with hints that name commands as they can be run: `model` is the
    /// model folder the command was given (`models/Blog`), `directory` the `--dir` it
    /// was given; without either, hints say `<model>`. `dialect` adds its `--dialect` to
    /// the `make` and `hash` commands a hint names, for the files of a dialect other
    /// than the default.
    public func report(model: String?, directory: String? = nil, dialect: DatabaseDialect = .default, database: String? = nil) -> ErrorReport {
        let dirOption = directory.map { " --dir " + ShellWord.quoted($0) } ?? ""
        let hash = Self.hashCommand(model: model, directory: directory, dialect: dialect)
        let make = Self.makeCommand(model: model, directory: directory, dialect: dialect)
        // The predating sentence names `modelc migrate baseline` alone, which only the
        // report can complete with the database and the model: a hint runs as written.
        let baseline = "modelc migrate baseline --db " + (database.map(ShellWord.quoted) ?? "<database>") + " --model "
            + (model.map(ShellWord.quoted) ?? "<model>") + dirOption
        func report(_ code: String, _ message: String, hint: String?, path: String? = nil, _ status: ErrorReport.Status) -> ErrorReport {
            let command = "`modelc migrate baseline`"
            return ErrorReport(code: code, message: message.replacingOccurrences(of: command, with: "`\(baseline)`"),
                               hint: hint?.replacingOccurrences(of: command, with: "`\(baseline)`"), path: path, status: status)
        }
        switch self {
        case let .invalidFile(path, reason):
            let hint = path.hasSuffix(MigrationSum.fileName) ? "rewrite it with `\(hash)`" : nil
            return report("invalid-migration-file", "\(path): \(reason)", hint: hint, path: path, .invalidInput)
        case let .invalidHeaderLine(path, problem):
            return report("invalid-migration-file", "\(path):\(problem.line): `\(problem.text)` \(problem.reason)", hint: problem.hint, path: path, .invalidInput)
        case let .io(path, reason):
            return report("io-error", "\(path): \(reason)", hint: "check that the folder exists and that this user may read and write it", path: path, .databaseError)
        case let .checksumMismatch(file, recorded, actual):
            return report("checksum-mismatch", "\(file) was changed after it was applied (recorded \(recorded), now \(actual))",
                          hint: "restore the applied text and put new changes in a new migration", path: file, .refused)
        case let .historyOfAnotherFile(version, recorded, file):
            return report("history-of-another-model", "the database records migration \(version) as \(recorded), but this folder's migration \(version) is \(file), with other SQL: the database was migrated by other files",
                          hint: "check that the model (and --dir) is the one this database belongs to; if \(recorded) was only renamed, give it back its name", path: file, .refused)
        case let .appliedFileMissing(version, name):
            return report("applied-file-missing", "the database records migration \(version) (\(name)) as applied, but the file is missing",
                          hint: "restore it from version control", path: name, .refused)
        case let .irreversible(file, reasons):
            // The reasons name `modelc migrate make --down` without the model, which only
            // the report knows: a hint runs as written.
            let reasons = reasons.map { $0.replacingOccurrences(of: "`modelc migrate make --down", with: "`\(make) --down") }
            return report("irreversible", "\(file) cannot be undone: \(reasons.joined(separator: "; ")); nothing was undone",
                          hint: "restore the database from a backup, or write the down migration by hand (then run `\(hash)`)", path: file, .refused)
        case let .sumMismatch(file):
            return report("sum-mismatch", "\(file) does not match modelc.sum",
                          hint: "if the edit is deliberate, run `\(hash)` and commit the new sum", path: file, .refused)
        case let .destructiveNotApproved(file, steps):
            return report("destructive-not-approved", "\(file) loses data (\(steps.joined(separator: "; "))); it was not applied",
                          hint: "pass --allow-destructive, or after review add the line `-- approved: destructive` to the file (approval lines are not part of the checksum)",
                          path: file, .refused)
        case let .unmodelledObjectsWouldBeDropped(plan, objects):
            return report("objects-not-in-model", "\(plan) would drop \(objects.joined(separator: ", ")), which the model does not describe; it was not applied",
                          hint: "add them to the model under `views:` / `triggers:`, list them under `unmanaged:` to keep them as they are, or pass --allow-destructive to drop them", .refused)
        case let .dependentsWouldBeDropped(file, objects):
            return report("objects-not-in-model", "\(file) drops tables that \(objects.joined(separator: ", ")) depend on, which the model does not describe and which would go with them; it was not applied",
                          hint: "drop or change them first in a hand-written migration numbered before this one (a foreign key with `ALTER TABLE … DROP CONSTRAINT`), "
                              + "or pass --allow-destructive to let them go with the tables", path: file, .refused)
        case let .declarativeOverHistory(database, lastApplied, model):
            return report("history-not-declarative", "\(database) has modelc's migration history (last \(lastApplied)), which leads to another version than \(model); changed by declarative mode beside it, it would make the next `modelc migrate` apply files whose tables are already there; nothing was applied",
                          hint: "bring it to the model with its migration files (`modelc migrate --db \(ShellWord.quoted(database)) <model folder>`); `--model` is for databases without a history", path: database, .refused)
        case let .destructivePlanNotApproved(plan, steps):
            return report("destructive-not-approved", "\(plan) loses data (\(steps.joined(separator: "; "))); it was not applied",
                          hint: "pass --allow-destructive to apply it, or change the model so that it keeps the data", .refused)
        case let .preflightFailed(file, message, count, samples, hint, others):
            return report("preflight-failed", "\(file) refused: \(CountedRows.text(count)) row\(count == 1 ? "" : "s") would fail: \(message)"
                              + (samples.isEmpty ? "" : " (e.g. \(samples.joined(separator: "; ")))")
                              + (others.isEmpty ? "" : "; \(others.count == 1 ? "another check fails too" : "\(others.count) other checks fail too"): \(others.joined(separator: "; "))"),
                          hint: "\(hint ?? "fix those rows in a hand-written migration numbered before this one"), then run again (it was not applied)",
                          path: file, .refused)
        case let .foreignKeyViolations(file, count, sample):
            return report("foreign-key-violation", "\(file) was rolled back: \(count) foreign-key violation\(count == 1 ? "" : "s") after it ran (first: \(sample))",
                          hint: "fix the referencing rows and run again", path: file, .refused)
        case let .foreignKeyViolationsBefore(file, count, sample, tables):
            let held = tables.map { "the tables it checks (\($0.map { "`\($0)`" }.joined(separator: ", ")))" } ?? "the database"
            return report("foreign-key-violation",
                          "\(file) was rolled back: \(held) already held \(count) foreign-key violation\(count == 1 ? "" : "s") before it ran (first: \(sample)), which the check after each migration does not let through",
                          hint: "they predate this migration (written while foreign keys were not enforced): fix or delete those rows, in a hand-written migration numbered before this one or by hand, then run again", path: file, .refused)
        case let .integrityCheckFailed(file, problems):
            return report("integrity-check-failed", "\(file) was rolled back: PRAGMA quick_check reported \(problems)",
                          hint: "check the database with `PRAGMA integrity_check` and restore it from a backup if it is damaged", path: file, .databaseError)
        case let .verificationFailed(file, differences, predates, unlisted):
            // A database that predates modelc can differ in every table: the first few say enough.
            let shown = differences.count > Self.differencesShown
                ? differences.prefix(Self.differencesShown) + ["and \(differences.count - Self.differencesShown) more"] : differences
            let message = "\(file) was rolled back: the resulting schema differs from the model: \(shown.joined(separator: "; "))"
            if let unlisted {
                let patterns = unlisted.patterns.map { "`\($0)`" }.joined(separator: ", ")
                return report("verification-failed", message + "; version \(unlisted.fromVersion) lists \(patterns) under `unmanaged:` and version \(unlisted.toVersion) does not, "
                                  + "so what \(unlisted.patterns.count == 1 ? "it matches" : "they match") is now held against the model",
                              hint: "to drop those objects, add their DROP statements to this migration's `-- modelc:data` section (which making the file again keeps); "
                                  + "to keep them as they are, list them under `unmanaged:` in version \(unlisted.toVersion) again (then `\(make) --regenerate`)",
                              path: file, .databaseError)
            }
            if predates {
                return report("verification-failed", message + " (\(Self.predatingSentence))",
                              hint: "adopt the database with `modelc migrate baseline`, or list the tables the model does not manage under unmanaged:",
                              path: file, .databaseError)
            }
            return report("verification-failed", message,
                          hint: "make the migration's SQL produce the model version, or regenerate it with `\(make) --regenerate`", path: file, .databaseError)
        case let .lockTimeout(database, seconds):
            return .databaseLocked(database, seconds: seconds)
        case let .introspection(report):
            return report
        case let .sqlFailed(file, message, hint):
            return report("sql-failed", "\(file) failed and was rolled back: \(message)",
                          hint: hint ?? Self.sqlFailedHint(message), path: file, .databaseError)
        case let .verificationFailedOnChangedSchema(file, differences, database, fromVersion, before):
            return report("verification-failed", "\(file) was rolled back: the resulting schema differs from the model: \(Self.shown(differences)); "
                              + "the database's schema was not version \(fromVersion), which its history says it is at, before it ran either, "
                              + "so it was changed outside modelc: \(Self.shown(before))",
                          hint: Self.changedOutsideModelcHint(database: database, model: model, version: fromVersion), path: file, .databaseError)
        case let .sqlFailedOnChangedSchema(file, message, database, fromVersion, differences, alreadyMigrated):
            // The failed statement is the symptom; the change made outside modelc the cause.
            if alreadyMigrated {
                return report("sql-failed", "\(file) failed and was rolled back: \(message); the database's schema is already what \(file) leads to, "
                                  + "though its history stops at version \(fromVersion): the change was made outside modelc",
                              hint: "if that change is this migration, made by hand, record it as applied with `modelc migrate resolve --db \(ShellWord.quoted(database)) \(model.map(ShellWord.quoted) ?? "<model>")\(dirOption) --applied \(file)`",
                              path: file, .databaseError)
            }
            return report("sql-failed", "\(file) failed and was rolled back: \(message); the database's schema is not version \(fromVersion), "
                              + "which its history says it is at, so it was changed outside modelc: \(Self.shown(differences))",
                          hint: Self.changedOutsideModelcHint(database: database, model: model, version: fromVersion), path: file, .databaseError)
        case let .schemaChangedWhilePlanning(database):
            return report("schema-changed-while-planning", "the schema of \(database) changed while the plan was being made, so the stale plan was not applied",
                          hint: "run again", path: database, .refused)
        case let .baselineMismatch(database, version, differences):
            let reference = model.map { ShellWord.quoted("\($0)@\(version)") } ?? "<model>@\(version)"
            return report("baseline-mismatch", "the schema of \(database) is not model version \(version), so it was not baselined: \(differences.joined(separator: "; "))",
                          hint: "baseline the version the database is at, or bring the database to this one (`modelc inspect --db \(ShellWord.quoted(database)) --model \(reference)` lists what differs)",
                          path: database, .refused)
        case let .baselineOverHistory(database, last):
            return report("baseline-mismatch", "\(database) already has migration history (last: \(last)), so it was not baselined",
                          hint: "baselining adopts a database once; use `modelc migrate` to apply what is pending", path: database, .refused)
        case let .backupExists(path):
            return report("backup-exists", "the backup file \(path) already exists; nothing was applied", hint: "choose a new name", path: path, .refused)
        case let .backupFolderUnwritable(path, folder, missing):
            return report("backup-folder-unwritable", "the backup file \(path) cannot be written: its folder \(folder) \(missing ? "does not exist" : "cannot be written"); nothing was applied",
                          hint: missing ? "create the folder first, or give --backup a path in an existing folder" : "give --backup a path in a folder you can write",
                          path: path, .invalidInput)
        case let .noMigrations(directory):
            return report("no-migrations", "\(directory) holds no migrations", hint: "run `\(make)` first", path: directory, .invalidInput)
        case let .noMigration(version, name):
            return report("no-migration", "model \(name) version \(version) has no migration", hint: "run `\(make)`", .invalidInput)
        case let .unknownVersion(version, name, known):
            let lead = known.isEmpty ? "" : " (its migrations lead to version\(known.count == 1 ? "" : "s") \(Self.versionList(known)))"
            return report("unknown-version", "\(name.map { "model \($0)" } ?? "the migrations folder") has no version \(version)\(lead)",
                          hint: "name a version that exists", .invalidInput)
        case let .staleMigration(file, version, folder):
            return report("stale-migration", "\(file) was made from an earlier text of model version \(version), which has changed since; nothing was written or applied",
                          hint: "if no database has applied it, run `modelc migrate make \(ShellWord.quoted(model ?? folder))\(dirOption)\(dialect.commandOption) --regenerate`, otherwise restore the model text and put the change in a new version",
                          path: file, .refused)
        case let .unknownMigration(name, directory):
            return report("unknown-migration", "\(directory) holds no migration \(name)",
                          hint: "name one by its number or file name, as the folder lists them", path: directory, .invalidInput)
        case let .resolutionRefused(file, reason):
            return report("resolution-refused", "\(file) was not resolved: \(reason)", hint: "the database is unchanged", path: file, .refused)
        }
    }

    /// `1–5`, or `1, 3, 4` when there are gaps.
    private static func versionList(_ versions: [Int]) -> String {
        guard let first = versions.first, let last = versions.last else { return "" }
        if versions.count > 2, versions == Array(first...last) { return "\(first)–\(last)" }
        return versions.map(String.init).joined(separator: ", ")
    }
}

extension MigrationError {
    /// `unmanaged:` patterns that one model version lists and the next one does not.
    public struct UnlistedPatterns: Hashable, Sendable {
        public var patterns: [String]
        public var fromVersion: Int
        public var toVersion: Int

        public init(patterns: [String], fromVersion: Int, toVersion: Int) {
            self.patterns = patterns
            self.fromVersion = fromVersion
            self.toVersion = toVersion
        }
    }

    /// This error, when it is the failed SQL or verification of a run's first migration
    /// on a database that holds tables but no modelc history, with the hint that the
    /// database may predate modelc (its tables were made by other means: `baseline`
    /// adopts it). Every engine's applier asks it in the same case, so the words are one.
    public func predatingModelc() -> MigrationError {
        switch self {
        case let .sqlFailed(name, message, hint): .sqlFailed(file: name, message: message + " (\(Self.predatingSentence))", hint: hint)
        case let .verificationFailed(name, differences, _, unlisted): .verificationFailed(file: name, differences: differences, predatesModelc: true, noLongerUnmanaged: unlisted)
        default: self
        }
    }

    /// What to do about a failed statement whose engine said nothing more (the
    /// `hint` of `sqlFailed`, which each driver gives for the failures it knows: SQLite's
    /// `SQLiteFailureHint`): fix the migration's SQL.
    static func sqlFailedHint(_ message: String) -> String {
        // The message already says to baseline a database that predates modelc.
        if message.hasSuffix("(\(predatingSentence))") { return "if it does not predate modelc, fix the SQL of the migration and run again" }
        return "fix the SQL of the migration and run again"
    }

    /// Why the first migration of a database with tables but no history may have failed.
    static let predatingSentence = "the database has tables but no modelc history: if it predates modelc, adopt it with `modelc migrate baseline`"

    /// How many schema differences a failed verification's message lists.
    static let differencesShown = 5

    /// What to do about a database changed outside modelc, whose history says it is at
    /// `version`: the `inspect` that compares them, and the two ways on.
    static func changedOutsideModelcHint(database: String, model: String?, version: Int) -> String {
        "compare it with `modelc inspect --db \(ShellWord.quoted(database)) --model \(model.map { ShellWord.quoted($0 + "@\(version)") } ?? "<model>@\(version)")`; "
            + "undo those changes by hand (or make them a hand-written migration numbered before this one and record it with `modelc migrate resolve --applied`), "
            + "then run again"
    }

    /// The first `differencesShown` differences, and how many more: how every report of
    /// a schema that differs lists them (an engine's own errors too).
    public static func shown(_ differences: [String]) -> String {
        (differences.count > differencesShown
            ? differences.prefix(differencesShown) + ["and \(differences.count - differencesShown) more"] : differences).joined(separator: "; ")
    }
}
