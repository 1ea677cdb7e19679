import ArgumentParser
import Foundation
import Migration
import ModelSync

/// `modelc sync`: makes an entity's table match a JSON array of records.
struct SyncCommand: ParsableCommand, TextOrJSONCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        _superCommandName: Modelc.name,
        abstract: "Make an entity's table match a JSON array of records, by primary key.",
        discussion: """
            Reads a JSON array of objects (standard input, or --input) and upserts each by
            its primary key: a new key inserts a row (fields left out take the model's
            defaults), a known key updates the fields the object names. Every element is
            checked against the model first, as generated records check it; an error names
            the element and key (`[3].release_date`) and nothing is written. The database
            must be at the model's current version (pass --migrate to migrate it first).
            One transaction by default; --batch-size N commits every N elements, so readers
            see each batch. Objects nested under a relationship are refused in this version:
            sync each entity on its own and give related records by key.

            Examples:
              modelc sync --db app.sqlite models/StarWars Planet < planets.json
              modelc sync --db app.sqlite models/StarWars Planet --input planets.json --delete-missing --format json
            """
    )

    @OptionGroup var database: DatabaseOption

    @Argument(help: "A model folder (models/<Name>), or `folder@version`.")
    var model: String

    @Argument(help: "The entity whose table the payload fills.")
    var entity: String

    @Option(help: "Read the payload from this file instead of standard input.")
    var input: String?

    @Flag(help: "Delete the rows whose keys the payload does not list (the schema's delete rules apply).")
    var deleteMissing = false

    @Flag(help: "Apply the model's pending migrations first.")
    var migrate = false

    @Option(help: "Commit every N elements instead of once.")
    var batchSize: Int?

    @OptionGroup var migrations: MigrationsFolderOption

    @OptionGroup var formatting: FormatOption

    func validate() throws {
        if let batchSize, batchSize < 1 { throw ValidationError("--batch-size must be at least 1") }
        try DatabaseEngines.requireSQLite(database.db, "modelc sync writes SQLite databases only (give it a SQLite file)")
    }

    func run() throws {
        let request = SyncRequest(
            model: model, migrationsFolder: migrations.dir, entity: entity, database: database.db, input: input ?? "<stdin>",
            deleteMissing: deleteMissing, batchSize: batchSize, migrate: migrate)
        let progress = TerminalProgress.SyncLine()
        let onTerminal = isatty(STDERR_FILENO) != 0
        let summary = try PayloadSync.run(request, payload: try PayloadSync.read(input: input), progress: onTerminal ? progress.show : nil)
        progress.finish()
        switch formatting.format {
        case .json:
            print(try jsonText(summary))
        case .text:
            for name in summary.migrated { print("Applied \(name)") }
            print("Synced \(summary.written) \(summary.entity) records into \(summary.database): \(summary.written) written, \(summary.deleted) deleted in \(summary.durationMilliseconds) ms")
        }
    }
}
