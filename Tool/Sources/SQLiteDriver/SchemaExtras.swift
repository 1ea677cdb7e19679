import Foundation
import SchemaCore

/// What introspection leaves out of a `Schema` but adopting a database must respect,
/// because a model that ignored it would change the schema on the first rebuild (and
/// drift, which compares `Schema`s, could not see the change): virtual tables (FTS and
/// others) with their shadow tables, generated columns, index terms sorted `DESC` or
/// with their own collation (in `CREATE INDEX` or in a PRIMARY KEY or UNIQUE
/// constraint) and `ON CONFLICT` clauses. (Foreign keys declared `DEFERRABLE INITIALLY
/// DEFERRED` are in the `Schema`: `ForeignKey.isDeferred`.)
///
/// `SchemaIntrospector` skips virtual and shadow tables and reads the rest as plain
/// columns, keys and indexes; `InferredModel` puts what is listed here under
/// `unmanaged:` instead, with a note. Names of CHECK constraints only get a note: SQLite
/// uses them in nothing but the text of the error a failing row raises.
///
/// Clauses the parser reads and SQLite ignores (`MATCH` on a foreign key, `ON CONFLICT`
/// on a CHECK, `NOT DEFERRABLE`, `DEFERRABLE INITIALLY IMMEDIATE`, the names of other
/// constraints) change nothing a rebuild could lose, so they are not listed.
public struct SchemaExtras: Hashable, Sendable {
    /// A virtual table, its module (`fts5`) and the shadow tables SQLite keeps for it.
    public struct VirtualTable: Hashable, Sendable {
        /// The virtual table's name.
        public var name: String
        /// The module of `USING module(…)`, lower-cased; `unknown` when unreadable.
        public var module: String
        /// The tables SQLite keeps for it (`posts_fts_data`, …), by name.
        public var shadowTables: [String]

        /// A virtual table named `name` made with `module`.
        public init(name: String, module: String, shadowTables: [String] = []) {
            self.name = name
            self.module = module
            self.shadowTables = shadowTables
        }
    }

    /// A generated column (`GENERATED ALWAYS AS (…)`) and its expression.
    public struct GeneratedColumn: Hashable, Sendable {
        /// The column's name.
        public var column: String
        /// The expression as written, without `AS (…)`; `…` when unreadable.
        public var expression: String

        /// Generated column `column` computed as `expression`.
        public init(column: String, expression: String) {
            self.column = column
            self.expression = expression
        }
    }

    /// What `PRAGMA quick_check` found wrong in the file (`PRAGMA quick_check: Page 16 is
    /// never used`), or nil: a damaged file is adopted as it reads, with a note, since
    /// `migrate baseline` refuses it until it is repaired.
    public var damage: String?
    /// The rows that already break a foreign key (`PRAGMA foreign_key_check`), counted by
    /// the referencing table, with the first one in words, or nil when none do. SQLite
    /// enforces foreign keys only when a connection asks, so old files often hold some,
    /// and a migration whose check covers their table is rolled back until they are fixed:
    /// adoption says so at once rather than at the first rebuild.
    public var foreignKeyViolations: ForeignKeyViolations?

    /// Rows that break a foreign key, by referencing table (see `foreignKeyViolations`).
    public struct ForeignKeyViolations: Hashable, Sendable {
        /// The number of such rows in each referencing table.
        public var counts: [String: Int]
        /// The first, in words: `row 2 of "prod" references a missing row of "cat"`.
        public var first: String

        public init(counts: [String: Int], first: String) {
            self.counts = counts
            self.first = first
        }
    }
    /// The virtual tables of the database, by name.
    public var virtualTables: [VirtualTable]
    /// Generated columns by table name, in column order.
    public var generatedColumns: [String: [GeneratedColumn]]
    /// Indexes with a term that is sorted `DESC` or has a collation other than its
    /// column's, by index name, with the terms described (`"last_name" DESC`).
    public var indexTerms: [String: String]
    /// Tables whose PRIMARY KEY or UNIQUE constraint has such a term, by table name, with
    /// the constraints described (`PRIMARY KEY ("id" DESC)`). A rebuild from the model
    /// writes the constraint plain; for `INTEGER PRIMARY KEY DESC`, which is not an
    /// alias of the rowid ("CREATE TABLE", ROWIDs and the INTEGER PRIMARY KEY), that
    /// would also turn the key into the rowid.
    public var constraintTerms: [String: [String]]
    /// Tables with `ON CONFLICT` clauses other than `ABORT` (the default) on their
    /// PRIMARY KEY, NOT NULL or UNIQUE constraints, by table name, in order.
    public var conflictClauses: [String: [ParsedConflictClause]]
    /// The storage classes (`blob`, `integer`, `real`, `text`; as `typeof()` names them)
    /// found in a sample of each column's non-null values, by table and column, for
    /// tables without `STRICT`: their columns keep whatever they are given, so a column
    /// declared `POINT` (integer affinity) may hold a GeoPackage's geometry blobs, and
    /// one declared `TIMESTAMP` Core Data's seconds as real numbers. Adoption gives such
    /// a column the type of what it holds, which records can read.
    public var storedClasses: [String: [String: [String]]]

    /// Extras as listed; `read(path:)` reads them from a database.
    public init(
        virtualTables: [VirtualTable] = [], generatedColumns: [String: [GeneratedColumn]] = [:],
        indexTerms: [String: String] = [:], constraintTerms: [String: [String]] = [:],
        conflictClauses: [String: [ParsedConflictClause]] = [:],
        storedClasses: [String: [String: [String]]] = [:]
    ) {
        self.virtualTables = virtualTables
        self.generatedColumns = generatedColumns
        self.indexTerms = indexTerms
        self.constraintTerms = constraintTerms
        self.conflictClauses = conflictClauses
        self.storedClasses = storedClasses
    }
}
