import ArgumentParser
import Foundation
import Migration
import SQLiteDriver
import SchemaCore

/// `modelc migrate [apply]`: apply pending migrations to a database, or plan it straight to a model.
struct MigrateApplyCommand: ParsableCommand, TextOrJSONCommand {
    static let configuration = CommandConfiguration(
        commandName: "apply",
        abstract: "Apply pending migrations to a database (a SQLite file or a postgres:// URL), each in one verified transaction.",
        discussion: """
            Versioned mode applies the files in migrations/<Model>/ that the database's
            history table (modelc_migrations) does not list yet. Each runs in its own
            BEGIN IMMEDIATE transaction with foreign keys off, and is rolled back unless
            foreign_key_check, quick_check and a comparison of the live schema with the
            compiled model version all pass. Destructive steps that would lose stored
            data (their at-stake rows count more than 0) are refused unless the file is
            approved or --allow-destructive is given; an applied file that changed is
            refused. Each migration is reported as it commits; after a failure, so is
            what was applied before it. --dry-run runs the pending migrations on a
            private copy of the database, so it meets every refusal and failure the
            real run would; it writes nothing and exits as the real run would.
            Exit codes: 0 ok, 2 invalid input, 3 refused (nothing applied by the
            refused migration), 4 database error.

            --to N (or models/<Name>@N) applies the migrations of model versions up to
            N: a file belongs to the version its `to:` header line names, a hand-written
            file to the version of the planned file before it (never by file number).
            A pending planned file made from an earlier text of its model version is
            refused before anything runs (exit 3): run `modelc migrate make <model>
            --regenerate`.

            With --db postgres://…, the files are the model's PostgreSQL migrations in
            migrations/<Name>/postgres (modelc migrate make --dialect postgres), each in
            one transaction with SET LOCAL lock_timeout (--lock-timeout) and, with
            --statement-timeout, statement_timeout; --dry-run prints the pending files'
            SQL and writes nothing, not even the history table (docs/postgres.md).

            Declarative mode (--model) plans from the live schema straight to the model,
            under the same guards, and records no history; its dry run counts the plan's
            rows on the database itself.

            Examples:
              modelc migrate --db starwars.sqlite models/StarWars
              modelc migrate --db starwars.sqlite models/StarWars --dry-run
              modelc migrate --db starwars.sqlite --dir migrations/StarWars --to 2 --backup before.sqlite
              modelc migrate --db starwars.sqlite --model models/StarWars
              modelc migrate --db postgres://app@localhost/shop models/StarWars
              modelc migrate --db postgres://app@localhost/shop models/StarWars --dry-run --statement-timeout 60
              modelc migrate --db postgres://app@localhost/shop --model models/StarWars
            """
    )

    @Option(help: "The SQLite database file (created when missing), or a postgres://user@host:port/database URL (docs/postgres.md).")
    var db: String

    @Argument(help: ArgumentHelp("A model folder (models/<Name>); its migrations are in migrations/<Name> beside models/. `@N` stops at version N.", valueName: "model"))
    var modelFolder: String?

    @OptionGroup var migrations: MigrationsFolderOption

    @Option(name: .customLong("model"), help: "Declarative mode: plan from the live database to this model and apply.")
    var declarativeModel: String?

    @Flag(help: "Apply destructive steps even when the migration is not approved.")
    var allowDestructive = false

    @Flag(help: "Run the pending migrations on a private copy of the database: print what would be applied, with its SQL, and what a real run would refuse; write nothing, and exit as the real run would.")
    var dryRun = false

    @Option(name: .customLong("to"), help: "Apply only the migrations of model versions up to and including this one (by header, not file number); below the database's version, undo the later ones by their down files (migrate make --down). `models/X@N` alone never goes down.")
    var targetVersion: Int?

    @Option(help: "Copy the database to this new file (VACUUM INTO) before applying.")
    var backup: String?

    @OptionGroup var lock: WriteLockOptions

    @Option(help: ArgumentHelp("postgres:// only: seconds one statement of a migration may run (SET LOCAL statement_timeout, per migration); a statement that runs longer rolls its migration back.", valueName: "seconds"))
    var statementTimeout: Double?

    @OptionGroup var formatting: FormatOption

    @Flag(help: "Show no progress on standard error, even on a terminal.")
    var quiet = false

    /// Progress on standard error for long statements, only when it is a terminal (a
    /// dry run's statements run too, on its copy).
    private var progress: MigrationProgressHandler? {
        quiet || isatty(STDERR_FILENO) == 0 ? nil : TerminalProgress.show
    }

    func validate() throws {
        try DatabaseEngines.validateLocation(db)
        if declarativeModel != nil && (modelFolder != nil || migrations.dir != nil || targetVersion != nil) {
            throw ValidationError("--model (declarative) cannot be combined with a model argument, --dir or --to.")
        }
        // What only some engines can do. (A `--db` that does not open is reported by `run`.)
        guard let engine = try? DatabaseEngines.open(db, lock: lock.migrationLock) else { return }
        let kind = "a \(engine.dialect.displayName) database"
        if backup != nil && !engine.capabilities.backsUp {
            throw ValidationError("--backup is not supported with \(kind) yet" + (engine.capabilities.backupInstead.map { "; \($0)." } ?? "."))
        }
        if let statementTimeout {
            guard engine.capabilities.limitsStatementTime else {
                throw ValidationError("--statement-timeout does not apply to \(kind): it has no statement timeout to set.")
            }
            if statementTimeout <= 0 || !statementTimeout.isFinite { throw ValidationError("--statement-timeout must be more than 0 seconds.") }
        }
    }

    func run() throws {
        let engine = try DatabaseEngines.open(db, lock: lock.migrationLock)
        let options = MigrateOptions(allowDestructive: allowDestructive, dryRun: dryRun, targetVersion: targetVersion, backupPath: backup,
                                     goesDown: targetVersion != nil)
        var target: MigrationTarget?
        if declarativeModel == nil {
            let resolved = try MigrationTarget.resolve(model: modelFolder, dir: migrations.dir, dialect: engine.dialect)
            if let missing = try resolved.missingMigration(runningTo: targetVersion), resolved.directory.exists,
               (try? resolved.directory.files())?.isEmpty == false {
                ErrorOutput.note(missing, stopping: "the database")
            }
            target = resolved
        }
        let request = MigrationRequest(
            target: target, declarativeModel: declarativeModel, options: options, statementTimeout: statementTimeout,
            progress: progress, observer: formatting.format == .text ? MigrationRunLog.echo : nil)
        let outcome: MigrationOutcome
        do {
            outcome = try engine.migrate(request)
        } catch let error as MigrationRunError {
            if formatting.format == .text, let line = MigrationText.stoppedLine(error) { Swift.print(line, terminator: "") }
            throw error
        }
        switch formatting.format {
        case .json:
            Swift.print(try ErrorOutput.migrationJSON(outcome.report))
        case .text:
            Swift.print(outcome.text ?? MigrationText.describe(outcome.report, committedShown: outcome.committedShown), terminator: "")
        }
        if outcome.report.dryRun { try ErrorOutput.endDryRun(outcome.report) }
    }
}
