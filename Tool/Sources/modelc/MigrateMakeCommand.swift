import ArgumentParser
import Migration
import SchemaCore

/// `modelc migrate make`: write the migration files a model's new versions need.
struct MigrateMakeCommand: ParsableCommand, TextOrJSONCommand {
    static let configuration = CommandConfiguration(
        commandName: "make",
        abstract: "Write migrations/<Model>/NNNN_<slug>.sql for each model version not yet covered, and modelc.sum.",
        discussion: """
            0001 creates the first version from nothing; each later file plans the
            previous version to the next, using the new version's `renamedFrom` hints.
            The header lists each step with its safety class; destructive steps must be
            approved (`-- approved: destructive`) before `modelc migrate` applies them.
            SQL between `-- modelc:data begin` and `-- modelc:data end` is yours: it runs
            in the same transaction and --regenerate keeps it. --dialect postgres writes
            the PostgreSQL files, in migrations/<Model>/postgres/ with their own
            modelc.sum, each step's comment naming the lock it takes.

            Examples:
              modelc migrate make models/StarWars
              modelc migrate make models/StarWars --regenerate
              modelc migrate make models/StarWars@2
              modelc migrate make models/Library --dir db/migrations --name add_loans
              modelc migrate make models/StarWars --dialect postgres
            """
    )

    @Argument(help: ArgumentHelp("A model folder (models/<Name>), or models/<Name>@N to make the files up to version N only.", valueName: "model"))
    var modelFolder: String

    @Option(help: "The migrations folder (default: migrations/<Name> beside the models/ folder).")
    var dir: String?

    @Option(help: "The name part of the new file (when one file is made).")
    var name: String?

    @Flag(help: "Rewrite migrations whose model version changed since they were made (only for migrations not applied anywhere).")
    var regenerate = false

    @Flag(help: "Also write, beside each migration after the first, its down migration (NNNN_slug.down.sql) for `migrate --to N` below the current version, or an `irreversible:` header saying why there is none.")
    var down = false

    @Option(help: "The dialect of the files: sqlite (migrations/<Name>/) or postgres (migrations/<Name>/postgres/, see docs/postgres.md).")
    var dialect: DatabaseDialect = .sqlite

    @OptionGroup var planChoices: PlanChoiceFlags

    @OptionGroup var formatting: FormatOption

    func validate() throws {
        try planChoices.validate(for: dialect)
    }

    func run() throws {
        let target = try MigrationTarget.resolve(modelFolder: modelFolder, dir: dir, dialect: dialect)
        let made = try target.make(regenerate: regenerate, slug: name, choices: planChoices.choices, down: down)
        switch formatting.format {
        case .json:
            print(try jsonText(made))
        case .text:
            for file in made {
                let verb = file.regenerated ? "rewrote" : "wrote"
                let verdict = file.irreversible.isEmpty ? file.safety.rawValue : "irreversible: `migrate --to` refuses it"
                print("\(verb) \(target.directory.filePath(file.name)) (\(file.fromVersion.map { "version \($0)" } ?? "nothing") → \(file.toVersion), \(verdict))")
                ErrorOutput.print(file.warnings)
            }
            if made.isEmpty && down { print("\(target.directory.path) is up to date: every version of \(target.versions?.name ?? "") has a migration and a down migration") }
            if made.isEmpty && !down { print("\(target.directory.path) is up to date: every version of \(target.versions?.name ?? "") has a migration") }
        }
    }
}
