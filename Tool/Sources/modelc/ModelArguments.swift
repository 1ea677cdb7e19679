import ArgumentParser
import Migration
import ModelKit
import SQLiteDriver
import SchemaCore

/// The model a command reads: a folder (its current version), one version's file, or
/// `folder@version`.
struct ModelArgument: ParsableArguments {
    @Argument(help: "A model folder, file, or `folder@version` (default version: the current one).")
    var model: String

    /// The model version named; an invalid model throws its `ModelError` (every diagnostic).
    func load() throws -> Model {
        try ModelCheck.load(reference: model)
    }
}

/// `--dir`: a migrations folder that is not beside the model.
struct MigrationsFolderOption: ParsableArguments {
    @Option(help: "The migrations folder, when not beside the model.")
    var dir: String?
}

/// A model folder and its migrations folder, as the `migrate` subcommands name them
/// (`MigrationTarget` resolves them by the models/ ↔ migrations/ convention).
struct MigrationTargetArguments: ParsableArguments {
    @Argument(help: ArgumentHelp("A model folder (models/<Name>); its migrations are in migrations/<Name> beside models/.", valueName: "model"))
    var modelFolder: String?

    @OptionGroup var migrations: MigrationsFolderOption

    /// The model and its migrations folder (for PostgreSQL, the `postgres/` folder in it).
    func resolve(dialect: DatabaseDialect = .sqlite) throws -> MigrationTarget {
        try MigrationTarget.resolve(model: modelFolder, dir: migrations.dir, dialect: dialect)
    }
}

/// `--db` of `modelc sync`: the SQLite database it writes.
struct DatabaseOption: ParsableArguments {
    @Option(help: "The SQLite database file.")
    var db: String

    func validate() throws {
        try DatabaseEngines.validateLocation(db)
    }
}

/// `--db` of `inspect` and `migrate status|baseline|resolve`: a SQLite file or a
/// PostgreSQL URL.
struct EngineDatabaseOption: ParsableArguments {
    @Option(help: "The SQLite database file, or a postgres://user@host:port/database URL (docs/postgres.md).")
    var db: String

    func validate() throws {
        try DatabaseEngines.validateLocation(db)
    }
}
