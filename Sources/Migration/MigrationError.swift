import SQLiteSchema

/// Why reading, making, checking or applying migrations stopped.
///
/// Every case carries where (file, database, version) and its `description` is one
/// sentence saying what happened and what to do. `exitCode` is the code `modelc`
/// exits with, per the design: 2 invalid input, 3 refused, 4 database error.
public enum MigrationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A file in the migrations folder whose name is not `NNNN_slug.sql`, or a number used twice.
    case invalidFile(path: String, reason: String)
    /// The migrations folder cannot be read or written.
    case io(path: String, reason: String)
    /// An applied migration's file changed since it was applied.
    case checksumMismatch(file: String, recorded: Checksum, actual: Checksum)
    /// An applied migration's file is gone from the folder.
    case appliedFileMissing(version: Int, name: String)
    /// A pending migration does not match `modelc.sum`.
    case sumMismatch(file: String)
    /// Destructive steps without `--allow-destructive` or an approval line; each step
    /// names its rows at stake when they were counted.
    case destructiveNotApproved(file: String, steps: [String])
    /// A preflight count found rows the migration would reject: a few of them as
    /// `"id" = 2, "code" = 'abc'`, and what to do (nil: the generic advice).
    case preflightFailed(file: String, message: String, count: Int, samples: [String], hint: String?)
    /// `PRAGMA foreign_key_check` found rows after the migration ran.
    case foreignKeyViolations(file: String, count: Int, sample: String)
    /// `PRAGMA quick_check` did not answer `ok`.
    case integrityCheckFailed(file: String, report: String)
    /// The introspected schema differs from the compiled target schema.
    case verificationFailed(file: String, differences: [String])
    /// Another process held the database's write lock for longer than the timeout.
    case lockTimeout(database: String, seconds: Double)
    /// SQLite reported an error.
    case database(path: String, message: String)
    /// The live schema could not be read.
    case introspection(IntrospectionError)
    /// The migration's SQL failed.
    case sqlFailed(file: String, message: String)
    /// Declarative mode: the live schema changed between planning and taking the lock.
    case schemaChangedWhilePlanning(database: String)
    /// Baselining a database whose schema is not the model version it claims to be at.
    case baselineMismatch(version: Int, differences: [String])
    /// The backup file already exists (`VACUUM INTO` never overwrites).
    case backupExists(path: String)
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

    /// The process exit code for this error.
    public var exitCode: Int32 {
        switch self {
        case .invalidFile, .noMigration, .noMigrations, .unknownVersion, .unknownMigration: 2
        case .checksumMismatch, .appliedFileMissing, .sumMismatch, .destructiveNotApproved, .preflightFailed,
             .foreignKeyViolations, .lockTimeout, .baselineMismatch, .backupExists, .schemaChangedWhilePlanning,
             .staleMigration, .resolutionRefused: 3
        case .io, .integrityCheckFailed, .verificationFailed, .database, .introspection, .sqlFailed: 4
        }
    }

    public var description: String {
        switch self {
        case let .invalidFile(path, reason):
            "\(path): \(reason)."
        case let .io(path, reason):
            "\(path): \(reason)."
        case let .checksumMismatch(file, recorded, actual):
            "\(file) was changed after it was applied (recorded \(recorded), now \(actual)); restore the applied text and put new changes in a new migration."
        case let .appliedFileMissing(version, name):
            "The database records migration \(version) (\(name)) as applied, but the file is missing; restore it from version control."
        case let .sumMismatch(file):
            "\(file) does not match modelc.sum; if the edit is deliberate, run `modelc migrate hash` and commit the new sum."
        case let .destructiveNotApproved(file, steps):
            "\(file) loses data (\(steps.joined(separator: "; "))); it was not applied: pass --allow-destructive, or add `-- approved: destructive` to the file and run `modelc migrate hash`."
        case let .preflightFailed(file, message, count, samples, hint):
            "\(file) refused: \(CountedRows.text(count)) row\(count == 1 ? "" : "s") would fail: \(message)"
                + (samples.isEmpty ? "" : " (e.g. \(samples.joined(separator: "; ")))")
                + "; \(hint ?? "fix those rows in a hand-written migration numbered before this one"), then run again (it was not applied)."
        case let .foreignKeyViolations(file, count, sample):
            "\(file) was rolled back: \(count) foreign-key violation\(count == 1 ? "" : "s") after it ran (first: \(sample)); fix the referencing rows and run again."
        case let .integrityCheckFailed(file, report):
            "\(file) was rolled back: PRAGMA quick_check reported \(report)."
        case let .verificationFailed(file, differences):
            "\(file) was rolled back: the resulting schema differs from the model: \(differences.joined(separator: "; "))."
        case let .lockTimeout(database, seconds):
            "\(database) is locked by another writer (another `modelc migrate`?) and stayed locked for \(Self.seconds(seconds)); nothing was applied: run again later or raise --lock-timeout."
        case let .database(path, message):
            "\(path): \(message)."
        case let .introspection(error):
            error.description.prefix(1).uppercased() + error.description.dropFirst()
        case let .sqlFailed(file, message):
            "\(file) failed and was rolled back: \(message)."
        case let .schemaChangedWhilePlanning(database):
            "The schema of \(database) changed while the plan was being made, so the stale plan was not applied; run again."
        case let .baselineMismatch(version, differences):
            "The database's schema is not model version \(version), so it was not baselined: \(differences.joined(separator: "; "))."
        case let .backupExists(path):
            "The backup file \(path) already exists; choose a new name (nothing was applied)."
        case let .noMigrations(directory):
            "\(directory) holds no migrations; run `modelc migrate make` for the model first."
        case let .noMigration(version, model):
            "Model \(model) version \(version) has no migration; run `modelc migrate make` for the model."
        case let .unknownVersion(version, model, known):
            "\(model.map { "Model \($0)" } ?? "The migrations folder") has no version \(version)\(known.isEmpty ? "" : " (its migrations lead to version\(known.count == 1 ? "" : "s") \(Self.versionList(known)))"); name a version that exists."
        case let .staleMigration(file, version, model):
            "\(file) was made from an earlier text of model version \(version), which has changed since; nothing was written or applied: if no database has applied it, run `modelc migrate make \(model) --regenerate`, otherwise restore the model text and put the change in a new version."
        case let .unknownMigration(name, directory):
            "\(directory) holds no migration \(name); name one by its number or file name (`modelc migrate status` lists them)."
        case let .resolutionRefused(file, reason):
            "\(file) was not resolved: \(reason) (the database is unchanged)."
        }
    }

    /// `1–5`, or `1, 3, 4` when there are gaps.
    private static func versionList(_ versions: [Int]) -> String {
        guard let first = versions.first, let last = versions.last else { return "" }
        if versions.count > 2, versions == Array(first...last) { return "\(first)–\(last)" }
        return versions.map(String.init).joined(separator: ", ")
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
