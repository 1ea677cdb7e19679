import ArgumentParser

/// `modelc migrate`: apply migrations, and its subcommands to make, hash, baseline and list them.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        _superCommandName: Modelc.name,
        abstract: "Make versioned migrations and apply them to a database safely.",
        discussion: """
            Without a subcommand, applies pending migrations (see `modelc migrate apply --help`).

            Examples:
              modelc migrate make models/StarWars
              modelc migrate --db starwars.sqlite models/StarWars
              modelc migrate --db starwars.sqlite --model models/StarWars   # declarative
              modelc migrate status --db starwars.sqlite models/StarWars
              modelc migrate resolve --db starwars.sqlite models/StarWars --applied 3
            """,
        subcommands: [
            MigrateApplyCommand.self,
            MigrateMakeCommand.self,
            MigrateHashCommand.self,
            MigrateBaselineCommand.self,
            MigrateStatusCommand.self,
            MigrateResolveCommand.self,
            MigrateTestCommand.self,
        ],
        defaultSubcommand: MigrateApplyCommand.self
    )
}

