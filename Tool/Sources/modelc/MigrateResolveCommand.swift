import ArgumentParser
import Migration
import SchemaCore

/// `modelc migrate resolve`: reconcile the history by hand (Prisma's `migrate resolve`).
struct MigrateResolveCommand: ParsableCommand, TextOrJSONCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Record a migration as applied without running it, or take back the last applied one.",
        discussion: """
            --applied N records migration N as applied, with its file's checksum, for a
            change made outside modelc. N must be the first pending migration, its file
            must match modelc.sum, and when the model is at hand the database's schema
            must already be the version N leads to; otherwise nothing is written (exit 3).

            --rolled-back N removes the history row of N, the last applied migration, so
            the next `modelc migrate` runs it again. The schema is not touched: undo what
            the migration did yourself first.

            N is a migration number (3, 0003) or file name. Each resolution is logged in
            the table modelc_resolutions, which `modelc migrate status` and
            `modelc inspect` show.

            Examples:
              modelc migrate resolve --db app.sqlite models/Blog --applied 6
              modelc migrate resolve --db app.sqlite models/Blog --rolled-back 0006_blog_v5.sql
              modelc migrate resolve --db postgres://app@localhost/blog models/Blog --applied 6
            """
    )

    @OptionGroup var database: EngineDatabaseOption

    @OptionGroup var target: MigrationTargetArguments

    @Option(help: "Record this migration (number or file name) as applied without running it.")
    var applied: String?

    @Option(help: "Remove this migration's history row (the last applied one) without touching the schema.")
    var rolledBack: String?

    @OptionGroup var lock: WriteLockOptions

    @OptionGroup var formatting: FormatOption

    func validate() throws {
        if (applied == nil) == (rolledBack == nil) {
            throw ValidationError("Give exactly one of --applied N and --rolled-back N.")
        }
    }

    func run() throws {
        let engine = try DatabaseEngines.open(database.db, lock: lock.migrationLock)
        let action: MigrationHistory.Resolution.Action = applied != nil ? .applied : .rolledBack
        let resolution = try engine.resolve(action, migration: applied ?? rolledBack ?? "", in: try target.resolve(dialect: engine.dialect))
        switch formatting.format {
        case .json:
            print(try jsonText(resolution))
        case .text:
            switch resolution.action {
            case .applied:
                print("recorded \(resolution.name) as applied without running it")
            case .rolledBack:
                print("removed \(resolution.name) from the history; the schema is unchanged, and the next `modelc migrate` runs it again")
            }
        }
    }
}
