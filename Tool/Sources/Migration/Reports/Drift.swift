import Foundation
import ModelKit
import SchemaCore

/// How a live database differs from a model: what `modelc inspect --db … --model …` reports.
public enum Drift {
    /// The drift of one database from one model version, as `modelc inspect --model` prints it.
    public struct Report: Sendable {
        public var database: String
        /// The model's name and version.
        public var model: String
        public var version: Int
        /// Every difference; empty when the database is exactly at that version.
        public var differences: [SchemaDifference]
        /// When the database's history stops at an earlier version of the model, with
        /// migrations pending: where it is and what is pending.
        public var behind: Behind?
        /// When the database has no migration history and its schema is exactly an
        /// earlier version's: that version, for the note that says how to adopt it.
        public var earlierVersion: EarlierVersion?

        public init(database: String, model: String, version: Int, differences: [SchemaDifference], behind: Behind? = nil) {
            self.database = database
            self.model = model
            self.version = version
            self.differences = differences
            self.behind = behind
        }
    }

    /// A database whose migration history is at an earlier version of the model than
    /// the one compared with: what differs is (at least) what its pending migrations
    /// do, which is not drift to repair but a `migrate` to run. Found after
    /// `import coredata-store`, whose store was at an older version, or a deploy that
    /// stopped at a migration needing approval.
    public struct Behind: Hashable, Sendable {
        /// The model version of the database's last applied migration.
        public var databaseVersion: Int
        /// The pending migration files up to the version compared with, in order.
        public var pending: [String]
        /// The model folder, as the command was given it (without `@N`).
        public var modelPath: String

        public init(databaseVersion: Int, pending: [String], modelPath: String) {
            self.databaseVersion = databaseVersion
            self.pending = pending
            self.modelPath = modelPath
        }

        /// The note `inspect --model` prints under the differences of `report`.
        public func note(for report: Report) -> String {
            let count = pending.count == 1 ? "1 migration is" : "\(pending.count) migrations are"
            return "\(report.database) is at \(report.model) version \(databaseVersion) by its migration history, and \(count) pending "
                + "(\(pending.joined(separator: ", "))): run `modelc migrate --db \(ShellWord.quoted(report.database)) \(ShellWord.quoted(modelPath))` "
                + "to bring it to version \(report.version), or compare with the version it is at: `--model \(ShellWord.quoted("\(modelPath)@\(databaseVersion)"))`"
        }
    }

    /// A database without migration history whose schema is exactly an earlier version of
    /// the model than the one compared with: one adopted from it, with versions made
    /// since. What differs is what those versions change, which `baseline` and `migrate`
    /// take it through.
    public struct EarlierVersion: Hashable, Sendable {
        /// The newest earlier model version whose schema the database has.
        public var version: Int
        /// The model folder, as the command was given it (without `@N`).
        public var modelPath: String

        public init(version: Int, modelPath: String) {
            self.version = version
            self.modelPath = modelPath
        }

        /// The note `inspect --model` prints under the differences of `report`.
        public func note(for report: Report) -> String {
            let database = ShellWord.quoted(report.database)
            return "\(report.database) has no migration history, and its schema is exactly \(report.model) version \(version)'s: "
                + "`modelc migrate baseline --db \(database) --model \(ShellWord.quoted("\(modelPath)@\(version)"))` records that, "
                + "then `modelc migrate --db \(database) \(ShellWord.quoted(modelPath))` brings it to version \(report.version)"
        }
    }
}
