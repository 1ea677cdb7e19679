import ArgumentParser
import Migration
import SQLiteDriver
import SchemaCore

/// `modelc diff`: the migration plan between two models, model versions or databases.
struct DiffCommand: ParsableCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        _superCommandName: Modelc.name,
        abstract: "Show the migration plan from one model version or database to another.",
        discussion: """
            Each side is a model folder (its current version), a model file, a pinned
            version (models/StarWars@2), or a database (--from-db / --to-db). Renames
            come from the target model's `renamedFrom` hints. Every step shows its safety
            class: safe, dataDependent or destructive.

            Exit codes: 0 (with --exit-code: no differences), 1 differences found with
            --exit-code, 2 invalid input, 3 database locked for longer than
            --lock-timeout, 4 database error.

            Examples:
              modelc diff models/StarWars@1 models/StarWars@2
              modelc diff models/StarWars@2 models/StarWars@3 --format sql
              modelc diff --from-db prod-copy.sqlite models/StarWars --exit-code
              modelc diff models/Library@1 models/Library@2 --dialect postgres --format sql
              modelc diff --from-db postgres://app@localhost/shop models/Library --exit-code

            A postgres:// database (--from-db or --to-db) is compared with the model
            compiled for PostgreSQL, and the plan is rendered for PostgreSQL with each
            step's lock impact; --dialect is then not needed.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text
        case json
        case sql
    }

    @Argument(help: "The two sides: model folders, files or folder@version (a side given with --from-db/--to-db is left out).")
    var sides: [String] = []

    @Option(help: "Use this database's live schema as the starting side: a SQLite file or a postgres:// URL.")
    var fromDb: String?

    @Option(help: "Use this database's live schema as the target side: a SQLite file or a postgres:// URL.")
    var toDb: String?

    @Option(help: "Output format: text, json (the plan) or sql (the rendered migration).")
    var format: Format = .text

    @Option(help: "SQL dialect of a plan between models: sqlite or postgres (PostgreSQL plans show each step's lock impact).")
    var dialect: DatabaseDialect = .sqlite

    @OptionGroup var planChoices: PlanChoiceFlags

    @Flag(help: "Exit 1 when the plan is not empty (for CI).")
    var exitCode = false

    @OptionGroup var lock: ReadLockOptions

    var printsJSON: Bool { format == .json }

    func validate() throws {
        for db in [fromDb, toDb].compactMap({ $0 }) { try DatabaseEngines.validateLocation(db) }
        let needed = 2 - (fromDb == nil ? 0 : 1) - (toDb == nil ? 0 : 1)
        guard sides.count == needed else {
            throw ValidationError("Give exactly two sides: two models, or one model with --from-db or --to-db, or --from-db and --to-db.")
        }
        try planChoices.validate(for: planDialect)
        if let server = serverDatabase, fromDb != nil && toDb != nil {
            let name = DatabaseEngines.dialect(of: server).rawValue
            throw ValidationError("A \(name):// database is compared with a model: give one of --from-db and --to-db, and a model.")
        }
        if !dialect.isDefault && serverDatabase == nil && (fromDb != nil || toDb != nil) {
            throw ValidationError("--dialect \(dialect.rawValue) plans between two models or with a \(dialect.rawValue):// database; --from-db and --to-db read \(DatabaseDialect.default.displayName) files.")
        }
    }

    /// A database side whose engine is not the default's: a server, compared with a
    /// model compiled for its dialect.
    private var serverDatabase: String? {
        [fromDb, toDb].compactMap { $0 }.first { !DatabaseEngines.dialect(of: $0).isDefault }
    }

    /// The dialect the plan is made in: a server database's, else `--dialect`.
    private var planDialect: DatabaseDialect {
        serverDatabase.map(DatabaseEngines.dialect(of:)) ?? dialect
    }

    func run() throws {
        var remaining = sides[...]
        let (from, to) = try serverDatabase.map(serverSides) ?? (
            side(database: fromDb, model: fromDb == nil ? remaining.popFirst() : nil),
            side(database: toDb, model: toDb == nil ? remaining.popFirst() : nil))
        let driver = planDialect.driver
        let choices = planChoices.choices
        let plan = driver.plan(from: from, to: to, choices: choices)
        switch format {
        case .json:
            print(try plan.jsonString())
        case .sql:
            print(driver.render(plan, choices: choices), terminator: "")
        case .text:
            print(plan.text(from: from.label, to: to.label), terminator: "")
        }
        if exitCode && !plan.isEmpty { throw ExitStatus.failed }
    }

    /// The two sides when one is a server database: the model compiled for its
    /// dialect, and the database read in the model's words.
    private func serverSides(_ db: String) throws -> (from: DiffSide, to: DiffSide) {
        let model = try DiffSide.model(sides.first ?? "", dialect: planDialect)
        let database = try DatabaseEngines.open(db, lock: lock.migrationLock).diffSide(describedAs: model)
        return fromDb == nil ? (model, database) : (database, model)
    }

    /// A side named by `--from-db`/`--to-db` or by a model argument.
    private func side(database: String?, model: String?) throws -> DiffSide {
        if let database { return try DiffSide.database(database, lock: lock.migrationLock) }
        return try DiffSide.model(model ?? "", dialect: dialect)
    }
}
