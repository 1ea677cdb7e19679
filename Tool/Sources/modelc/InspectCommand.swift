import ArgumentParser
import Foundation
import Migration
import SchemaCore

/// `modelc inspect`: describe a live database, or its drift from a model.
struct InspectCommand: ParsableCommand, TextOrJSONCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        _superCommandName: Modelc.name,
        abstract: "Show a database's tables, columns, keys, indexes, row counts and migration history, or its drift from a model.",
        discussion: """
            Reads the database without changing it. With --model, lists every difference
            between the live schema and the model's compiled schema and exits 1 when
            there is any. Exits 4 when the file is missing, is not a SQLite database, or
            is damaged, and 3 when another connection keeps it locked for longer than
            --lock-timeout. With --as-model, prints a model version (YAML) for the
            database instead: the start of adopting a database that predates modelc
            (save it as models/<Name>/1.yaml, review it, then `modelc migrate baseline`).
            --db also takes a postgres://user@host:port/database URL (the PG* variables
            fill what it leaves out): the same, for the session's current schema.

            Examples:
              modelc inspect --db starwars.sqlite
              modelc inspect --db starwars.sqlite --format json
              modelc inspect --db starwars.sqlite --model models/StarWars
              modelc inspect --db legacy.sqlite --as-model --name Legacy > models/Legacy/1.yaml
              modelc inspect --db postgres://app@localhost/shop --model models/StarWars
            """
    )

    @OptionGroup var database: EngineDatabaseOption

    @Option(help: "Report drift against this model (folder, file or `folder@version`).")
    var model: String?

    @OptionGroup var formatting: FormatOption

    @Flag(help: "Print a model version (YAML) that compiles to the database's schema.")
    var asModel = false

    @Option(help: "With --as-model: the model's name (default: the file's name in PascalCase).")
    var name: String?

    @OptionGroup var lock: ReadLockOptions

    func validate() throws {
        if asModel && model != nil {
            throw ValidationError("--as-model writes a model for the database; it cannot be combined with --model.")
        }
        // A script piping `--format json` into a JSON reader got the YAML, exit 0.
        if asModel && formatting.format == .json {
            throw ValidationError("--as-model prints the model as YAML, with notes on what it leaves out as comments; --format json does not apply to it: leave --format out.")
        }
        if let name, name.allSatisfy(\.isWhitespace) {
            throw ValidationError("--name is empty: give the model a name (`--name Legacy`), or leave --name out for the file's name.")
        }
    }

    func run() throws {
        let engine = try DatabaseEngines.open(database.db, lock: lock.migrationLock)
        if asModel {
            print(try engine.inferredModelYAML(name: name), terminator: "")
            return
        }
        if let model {
            try printDrift(engine.drift(modelAt: model))
            return
        }
        let inspection = try engine.inspection()
        switch formatting.format {
        case .text:
            print(engine.text(of: inspection.database), terminator: "")
            let text = historyText(history: inspection.history, resolutions: inspection.resolutions)
            if !text.isEmpty { print("\n" + text, terminator: "") }
        case .json:
            print(try jsonText(inspection))
        }
    }

    /// The history as text, one line per applied migration, then one per hand
    /// resolution, or "" when there is none.
    func historyText(history: [MigrationHistory.Entry], resolutions: [MigrationHistory.Resolution]) -> String {
        var text = ""
        if !history.isEmpty {
            text += "migrations applied (modelc_migrations):\n" + history.map {
                "  \($0.name)  \($0.appliedAt)  \($0.durationMilliseconds) ms\n"
            }.joined()
        }
        if !resolutions.isEmpty {
            text += "resolved by hand (modelc_resolutions):\n" + resolutions.map {
                "  \($0.name) as \($0.action.rawValue)  \($0.resolvedAt)\n"
            }.joined()
        }
        return text
    }

    /// Every difference (text: one line each; JSON: the `SchemaDifference` list), and
    /// exit status 1 when there is any.
    func printDrift(_ drift: Drift.Report) throws {
        switch formatting.format {
        case .json:
            print(try jsonText(drift.differences))
        case .text:
            if drift.differences.isEmpty {
                print("\(drift.database) matches \(drift.model) version \(drift.version)")
                if let behind = drift.behind { print("note: \(behind.note(for: drift))") }
            } else {
                print("\(drift.database) differs from \(drift.model) version \(drift.version):")
                for difference in drift.differences { print("  \(difference.message)") }
                if let behind = drift.behind { print("note: \(behind.note(for: drift))") }
                if let earlier = drift.earlierVersion { print("note: \(earlier.note(for: drift))") }
            }
        }
        if !drift.differences.isEmpty { throw ExitStatus.failed }
    }
}
