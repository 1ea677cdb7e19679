import Foundation
import ModelKit
import SQLiteSchema

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

        public init(database: String, model: String, version: Int, differences: [SchemaDifference]) {
            self.database = database
            self.model = model
            self.version = version
            self.differences = differences
        }
    }
}
