import ArgumentParser
import Migration
import SchemaCore

/// `--concurrent-indexes` and `--single-transaction`: how a plan is rendered for an
/// engine that builds indexes concurrently (`DialectCapabilities`), for the commands
/// that write its SQL (`diff`, `migrate make`). The choice ends up in the migration's
/// text (its header's `-- <dialect>-plan:` words), so it is never a flag of `migrate`.
struct PlanChoiceFlags: ParsableArguments {
    @Flag(help: "With --dialect postgres: build new indexes on existing tables with CREATE INDEX CONCURRENTLY, in a phase outside any transaction.")
    var concurrentIndexes = false

    @Flag(help: "With --dialect postgres: no non-blocking recipes; the whole migration in one transaction, every lock held until it commits.")
    var singleTransaction = false

    /// The rendering the flags choose, as a file's header words.
    var choices: PlanChoices {
        PlanChoices((singleTransaction ? ["single-transaction"] : []) + (concurrentIndexes ? ["concurrent-indexes"] : []))
    }

    /// Refuses the flags for a plan whose engine has no concurrent index builds, and together.
    func validate(for dialect: DatabaseDialect) throws {
        if !dialect.driver.capabilities.concurrentIndexBuilds && (concurrentIndexes || singleTransaction) {
            let able = DialectDrivers.all.filter(\.capabilities.concurrentIndexBuilds)
            throw ValidationError("--concurrent-indexes and --single-transaction shape \(able.map(\.displayName).joined(separator: " and ")) plans; add \(able.map { "--dialect \($0.dialect.rawValue)" }.joined(separator: " or ")).")
        }
        if concurrentIndexes && singleTransaction {
            throw ValidationError("--concurrent-indexes needs a phase outside any transaction; it does not combine with --single-transaction.")
        }
    }
}
