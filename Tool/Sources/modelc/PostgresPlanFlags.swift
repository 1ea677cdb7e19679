import ArgumentParser
import Migration
import PostgresDatabase

/// `--concurrent-indexes` and `--single-transaction`: how a PostgreSQL plan is rendered,
/// for the commands that write its SQL (`diff`, `migrate make`). The choice ends up in
/// the migration's text, so it is never a flag of `migrate`.
struct PostgresPlanFlags: ParsableArguments {
    @Flag(help: "With --dialect postgres: build new indexes on existing tables with CREATE INDEX CONCURRENTLY, in a phase outside any transaction.")
    var concurrentIndexes = false

    @Flag(help: "With --dialect postgres: no non-blocking recipes; the whole migration in one transaction, every lock held until it commits.")
    var singleTransaction = false

    /// The rendering the flags choose, as a file's header words.
    var choices: PlanChoices {
        PostgresPlanOptions(nonBlocking: !singleTransaction, concurrentIndexes: concurrentIndexes).choices
    }

    /// Refuses the flags for a plan that is not PostgreSQL's, and together.
    func validate(forPostgres isPostgres: Bool) throws {
        if !isPostgres && (concurrentIndexes || singleTransaction) {
            throw ValidationError("--concurrent-indexes and --single-transaction shape PostgreSQL plans; add --dialect postgres.")
        }
        if concurrentIndexes && singleTransaction {
            throw ValidationError("--concurrent-indexes needs a phase outside any transaction; it does not combine with --single-transaction.")
        }
    }
}
