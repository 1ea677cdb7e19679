/// One Core Data model version's SQLite store, as `modelc import coredata` learnt it from
/// the `.xcdatamodeld`: what a store written with that version holds, to tell which
/// version wrote a store, and the SQL that copies its rows into the modelc database at
/// `modelVersion`.
///
/// `modelc generate` writes one per Core Data version into `<Model>CoreDataStore.swift`,
/// so an app moves its users' stores with no `.xcdatamodeld`, migration file or YAML
/// reader at run time (`CoreDataStoreMigration`); `modelc import coredata-store` builds the
/// same values from the `.xcdatamodeld` and runs the same copy (`CoreDataStoreCopier`).
///
/// The statements never name an entity number or a many-to-many table directly: entity
/// numbers are read from the store's `Z_PRIMARYKEY` by name (a constant subquery, which
/// SQLite evaluates once), and each many-to-many table is read through a temporary view
/// (`Join.view`) that the copier creates over the table and columns the store has.
public struct CoreDataStoreVersion: Hashable, Sendable, Codable {
    /// An entity of `Z_PRIMARYKEY`.
    public struct Entity: Hashable, Sendable, Codable {
        public var name: String
        /// The parent entity's name, nil for a root.
        public var parent: String?
        /// The name its renaming identifier gives it, when that is another: a store that
        /// Core Data migrated across the rename may keep it in `Z_PRIMARYKEY` (CoreDataPlus's
        /// `ExpensiveSportCar`, renamed `LuxuryCar`).
        public var formerName: String?

        public init(name: String, parent: String? = nil, formerName: String? = nil) {
            self.name = name
            self.parent = parent
            self.formerName = formerName
        }
    }

    /// `Z<ROOT>`: the table of one entity hierarchy.
    public struct Table: Hashable, Sendable, Codable {
        public var name: String
        /// The root entity, for messages.
        public var entity: String
        /// Column → what it stores (`attribute \`Entry.title\``), for messages.
        public var columns: [String: String]
        /// Columns a store may lack (a one-to-one's key kept on the other side only).
        public var optionalColumns: [String]
        /// To-ones that may have an entity column `Z<n>_<NAME>` beside `Z<NAME>`: their
        /// column's name without the leading `Z`.
        public var entityColumns: [String]

        public init(name: String, entity: String, columns: [String: String], optionalColumns: [String] = [], entityColumns: [String] = []) {
            self.name = name
            self.entity = entity
            self.columns = columns
            self.optionalColumns = optionalColumns
            self.entityColumns = entityColumns
        }

        /// Whether `column` is an entity column (`Z<digits>_<NAME>`, or `Z<digits><NAME>`)
        /// of a to-one of this table.
        public func isEntityColumn(_ column: String) -> Bool {
            guard column.hasPrefix("Z"), let first = column.dropFirst().first, first.isNumber else { return false }
            var rest = column.dropFirst().drop(while: \.isNumber)
            if rest.first == "_" { rest = rest.dropFirst() }
            return entityColumns.contains(String(rest))
        }
    }

    /// A many-to-many (or inverse-less to-many) table `Z_<n><NAME>`.
    public struct Join: Hashable, Sendable, Codable {
        /// A name `Z_<n><NAME>`, `n` the number of one of `entities`. For a key column,
        /// `NAME` is the relationship pointing at that side (nil when Core Data has none),
        /// with a digit appended when Core Data took the name already (`Z_24USERS1`); for
        /// the table, the relationship of the entity declaring it.
        public struct Key: Hashable, Sendable, Codable {
            public var entities: [String]
            public var name: String?

            public init(entities: [String], name: String?) {
                self.entities = entities
                self.name = name
            }
        }

        /// `Entity.relationship` of each side Core Data has, for messages.
        public var description: String
        /// The sides whose names the table may bear: the entity declaring the relationship
        /// and the relationship's name (upper-cased): `Z_<its number><NAME>`.
        public var names: [Key]
        public var owner: Key
        public var target: Key
        /// The temporary view the statements read: columns `owner`, `target`, and
        /// `owner_order`/`target_order` (the `Z_FOK_` positions: the owner's order of its
        /// targets, the target's order of its owners; NULL where the side is unordered).
        public var view: String

        public init(description: String, names: [Key], owner: Key, target: Key, view: String) {
            self.description = description
            self.names = names
            self.owner = owner
            self.target = target
            self.view = view
        }
    }

    /// One `INSERT INTO main.… SELECT … FROM store.…`.
    public struct Statement: Hashable, Sendable, Codable {
        /// The modelc table it writes.
        public var table: String
        public var sql: String

        public init(table: String, sql: String) {
            self.table = table
            self.sql = sql
        }
    }

    /// A reference the store must hold before anything is copied: the SQL selects the
    /// `Z_PK` of up to six rows whose reference names a missing row.
    public struct Check: Hashable, Sendable, Codable {
        /// What is referred to, for the message: `` `Connection.to` names a missing `User` ``.
        public var description: String
        public var sql: String
        /// The links count (`Count.coreData`) whose references it checks, and the SQL
        /// counting all of them: what `DanglingReferences.clear` leaves out of that count.
        /// Nil in a layout written before them (the references then stop the copy).
        public var coreData: String?
        public var countSQL: String?

        public init(description: String, sql: String, coreData: String? = nil, countSQL: String? = nil) {
            self.description = description
            self.sql = sql
            self.coreData = coreData
            self.countSQL = countSQL
        }
    }

    /// One count taken on both sides after the copy.
    public struct Count: Hashable, Sendable, Codable {
        /// `rows` of an entity, or `links` of a relationship.
        public var kind: String
        /// Core Data's names: `Link`, `Entry.author`, `Entry.tags ↔ Tag.entries`.
        public var coreData: String
        /// Where they went: `attachment`, `entry.author_id`, `entry_tags`.
        public var destination: String
        public var readSQL: String
        public var writtenSQL: String

        public init(kind: String, coreData: String, destination: String, readSQL: String, writtenSQL: String) {
            self.kind = kind
            self.coreData = coreData
            self.destination = destination
            self.readSQL = readSQL
            self.writtenSQL = writtenSQL
        }
    }

    /// The version's name in the `.xcdatamodeld` (`Journal 4`).
    public var name: String
    /// Xcode's "Core Data Model Identifier", which stores record in their metadata.
    public var identifier: String?
    /// The modelc version the rows are copied at.
    public var modelVersion: Int
    /// The migration of the app's migrator (`<Model>.migrator`) after which the database
    /// is at `modelVersion`: where `CoreDataStoreMigration` stops before copying. Written
    /// by `modelc generate`; nil where the migrations are applied from files (the CLI).
    public var migration: String?
    public var entities: [Entity]
    public var tables: [Table]
    public var joins: [Join]
    public var checks: [Check]
    public var statements: [Statement]
    public var counts: [Count]
    /// The modelc tables and the columns the statements write, to check the created schema.
    public var writes: [String: [String]]

    public init(name: String, identifier: String?, modelVersion: Int, migration: String? = nil, entities: [Entity], tables: [Table], joins: [Join],
                checks: [Check] = [], statements: [Statement], counts: [Count], writes: [String: [String]]) {
        self.name = name
        self.identifier = identifier
        self.modelVersion = modelVersion
        self.migration = migration
        self.entities = entities
        self.tables = tables
        self.joins = joins
        self.checks = checks
        self.statements = statements
        self.counts = counts
        self.writes = writes
    }
}
