import SchemaCore

/// One step of a migration ``Plan``: what changes, how risky it is, and why.
///
/// In JSON a step is one flat object: `kind` names the operation and the other keys
/// are that operation's fields (see `docs/plan-format.md`), next to `safety`, `reason`
/// and `checks`.
public struct Step: Hashable, Sendable {
    /// What the step does.
    public var operation: Operation
    /// How much the step can hurt existing data.
    public var safety: Safety
    /// Why the step is there and, for risky steps, what it risks, in one sentence.
    public var reason: String
    /// For ``Safety/dataDependent`` steps: the row counts that must be 0 for it to succeed.
    public var checks: [StepCheck]
    /// For ``Safety/destructive`` steps: counts the rows whose stored data the step would
    /// lose (every row of a dropped table; the rows where a dropped column is not NULL).
    /// When it counts 0 the step loses nothing and needs no approval.
    public var rowsAtStake: StepCheck?
    /// In a PostgreSQL plan: the lock the step takes and what the table goes through
    /// meanwhile (see `PostgresDialect.annotated(_:)`); nil in SQLite plans.
    public var lockImpact: LockImpact?

    public init(_ operation: Operation, safety: Safety, reason: String, checks: [StepCheck] = [], rowsAtStake: StepCheck? = nil,
                lockImpact: LockImpact? = nil) {
        self.operation = operation
        self.safety = safety
        self.reason = reason
        self.checks = checks
        self.rowsAtStake = rowsAtStake
        self.lockImpact = lockImpact
    }

    /// The operation's name as it appears in JSON and in rendered SQL comments.
    public var kind: String { operation.kind }

    /// The table the step works on (the new name for a rename; a trigger's table), or
    /// nil for `sql` and view steps.
    public var table: String? { operation.table }

    /// What the step works on, as header, plan and SQL comment lines name it after the
    /// kind: the table (`person`), or for an index or trigger step the object and its
    /// table (`"idx_post_title" on "post"`), for a view step the view (`"recent"`), so
    /// two such steps on one table read apart.
    public var subject: String? {
        switch operation {
        case .createIndex(let table, let index, _):
            return "\(StandardSQL.quote(index.name)) on \(StandardSQL.quote(table))"
        case .dropIndex(let table, let name):
            return "\(StandardSQL.quote(name)) on \(StandardSQL.quote(table))"
        case .createView(let view):
            return StandardSQL.quote(view.name)
        case .dropView(let name, _):
            return StandardSQL.quote(name)
        case .createTrigger(let trigger):
            return "\(StandardSQL.quote(trigger.name)) on \(StandardSQL.quote(trigger.table))"
        case .dropTrigger(let name, let table, _):
            return "\(StandardSQL.quote(name)) on \(StandardSQL.quote(table))"
        case .createType(let type), .dropType(let type), .alterType(_, let type):
            return StandardSQL.quote(type.name)
        default:
            return table
        }
    }

    /// A change to the database, as data.
    public indirect enum Operation: Hashable, Sendable {
        /// `CREATE TABLE` (its indexes are separate `createIndex` steps). `ifNotExists`
        /// (`CREATE TABLE IF NOT EXISTS`, and so its indexes) when the old schema cannot
        /// say whether the database holds it: its name matched the old version's
        /// `unmanaged:` patterns, and the new version describes it. One the database holds
        /// already is kept with its rows, and must then be as the model says: the checks
        /// after the migration compare it.
        case createTable(Table, ifNotExists: Bool = false)
        /// `DROP TABLE`: destructive, every row goes. `views` name the table and are
        /// dropped first: once the table is gone they could only fail, and SQLite
        /// refuses later renames while a view names a missing table.
        case dropTable(name: String, views: [String] = [])
        /// `ALTER TABLE … RENAME TO …`; SQLite carries it into foreign keys, views and triggers.
        case renameTable(from: String, to: String)
        /// `ALTER TABLE … ADD COLUMN …`, only where SQLite allows it (see ``RebuildStrategy``).
        case addColumn(table: String, column: Column, foreignKey: ForeignKey?)
        /// `ALTER TABLE … DROP COLUMN …`: destructive.
        case dropColumn(table: String, column: String)
        /// `ALTER TABLE … RENAME COLUMN … TO …`.
        case renameColumn(table: String, from: String, to: String)
        /// A change of type, nullability, default, checks or collation of one column.
        /// SQLite has no native form: the diff only emits it inside a `rebuildTable`'s
        /// `changes`, where it documents what the rebuild does.
        case alterColumn(table: String, column: String, before: Column, after: Column)
        /// `CREATE [UNIQUE] INDEX`; `IF NOT EXISTS` with `ifNotExists`, for a table's
        /// `createTable` that has it.
        case createIndex(table: String, index: Index, ifNotExists: Bool = false)
        /// `DROP INDEX`.
        case dropIndex(table: String, name: String)
        /// The 12-step table rebuild from SQLite's "ALTER TABLE" page.
        case rebuildTable(TableRebuild)
        /// `CREATE VIEW`, from the statement as the new schema holds it. A view stores
        /// no rows, so creating one is safe.
        case createView(View)
        /// `DROP VIEW`: safe, a view stores no rows. `ifExists` (`DROP VIEW IF EXISTS`)
        /// when the old schema cannot say whether the database holds it: its name
        /// matched the old version's `unmanaged:` patterns, and the new version manages it.
        case dropView(name: String, ifExists: Bool = false)
        /// `CREATE TRIGGER`, from the statement as the new schema holds it.
        case createTrigger(Trigger)
        /// `DROP TRIGGER`: safe, as no stored data is lost, but the trigger stops firing.
        /// `ifExists` as for `dropView`.
        case dropTrigger(name: String, table: String, ifExists: Bool = false)
        /// `CREATE EXTENSION IF NOT EXISTS` for an extension the new schema needs (the
        /// model's `extensions:`), before the types and columns that use it. Safe: nothing
        /// stored changes. An extension no longer listed is left installed: dropping one
        /// drops what uses it, which is the migration author's call to write.
        case createExtension(String)
        /// `CREATE TYPE` or `CREATE DOMAIN` from the new schema's statement (a server's
        /// enums and domains, the model's `types:`), before the tables and columns that
        /// name it. Safe: nothing stored changes.
        case createType(TypeDefinition)
        /// `DROP TYPE` or `DROP DOMAIN`, after the tables and columns that named it are
        /// gone or changed. Safe: a type stores no rows.
        case dropType(TypeDefinition)
        /// A type whose statement changes: the labels appended to an enum are added
        /// (`ALTER TYPE … ADD VALUE`); any other change is the migration author's to write,
        /// and the step's SQL stops the migration saying so until it is.
        case alterType(before: TypeDefinition, after: TypeDefinition)
        /// A model-level type change that leaves the column's storage as it is
        /// (`string` → `date`, both `TEXT`): no SQL runs, and the step's check counts the
        /// stored values that the new type cannot read.
        case checkValues(table: String, column: String, format: ValueFormat)
        /// `UPDATE … SET column = coalesce(…)`: the column takes, in each row, the first
        /// value `coalesce` holds, reading those columns in order (the column itself among
        /// them when it keeps its own values first). Planned for `mergedFrom`, before the
        /// merged columns are dropped.
        case mergeColumns(table: String, column: String, coalesce: [String])
        /// `INSERT INTO join … SELECT … FROM source`: a to-one's links, one per row holding
        /// its key, copied into the join table of the many-to-many that replaces it
        /// (`LinkCopy`). Planned right after the join table is created, before the key
        /// column is dropped.
        case copyLinks(LinkCopy)
        /// `UPDATE … SET column = CASE column WHEN 'old' THEN 'new' … END`: stored
        /// enumeration values renamed (`renamedValues`, old → new). Inside a rebuild it
        /// documents what the copy's `mapping` does.
        case renameValues(table: String, column: String, renames: [String: String])
        /// `ALTER TABLE … RENAME CONSTRAINT`: a check, foreign key, UNIQUE constraint or
        /// primary key takes the name the new schema gives it, where the engine renames
        /// constraints (PostgreSQL: ``DiffOptions/renamesConstraints``) and names are all
        /// that change. `from` is nil for a constraint whose old name is the engine's
        /// (unknown to the plan): a foreign key is found by its definition, `foreignKey`,
        /// a UNIQUE constraint by its columns, `unique`; with neither, it is the table's
        /// primary key. Safe: no row is read or written.
        case renameConstraint(table: String, from: String?, to: String, foreignKey: ForeignKey?, unique: [String]? = nil)
        /// `ALTER TABLE … ADD` a UNIQUE constraint, a table CHECK or a foreign key over
        /// existing columns, where the engine adds constraints in place (PostgreSQL:
        /// ``DiffOptions/addsConstraints``) and the table changes in nothing else that
        /// needs a rebuild. Data-dependent: its check counts the rows that break it.
        case addConstraint(table: String, constraint: TableConstraint)
        /// `ALTER TABLE … DROP CONSTRAINT`: a UNIQUE constraint, a table CHECK or a foreign
        /// key the new schema no longer has (or has otherwise: a changed one is dropped,
        /// then added), where the engine drops constraints in place (PostgreSQL:
        /// ``DiffOptions/dropsConstraints``) and the table changes in nothing
        /// else that needs a rebuild. The constraint is as the database has it when the
        /// step runs: its columns under their old names, the table and a referenced table
        /// under their new ones. One the engine named is found by what it constrains (a
        /// UNIQUE constraint by its columns, a foreign key by its columns and target); a
        /// CHECK is always named. Safe: no row is read or written, and every row that held
        /// before still holds.
        case dropConstraint(table: String, constraint: TableConstraint)
        /// Hand-written SQL, run as it is.
        case sql(String)

        /// The operation's name in JSON.
        public var kind: String {
            switch self {
            case .createTable: "createTable"
            case .dropTable: "dropTable"
            case .renameTable: "renameTable"
            case .addColumn: "addColumn"
            case .dropColumn: "dropColumn"
            case .renameColumn: "renameColumn"
            case .alterColumn: "alterColumn"
            case .createIndex: "createIndex"
            case .dropIndex: "dropIndex"
            case .rebuildTable: "rebuildTable"
            case .createView: "createView"
            case .dropView: "dropView"
            case .createTrigger: "createTrigger"
            case .dropTrigger: "dropTrigger"
            case .createExtension: "createExtension"
            case .createType: "createType"
            case .dropType: "dropType"
            case .alterType: "alterType"
            case .checkValues: "checkValues"
            case .mergeColumns: "mergeColumns"
            case .copyLinks: "copyLinks"
            case .renameValues: "renameValues"
            case .renameConstraint: "renameConstraint"
            case .addConstraint: "addConstraint"
            case .dropConstraint: "dropConstraint"
            case .sql: "sql"
            }
        }

        /// The table the operation works on (the new name for a rename; the table a
        /// trigger fires on), or nil for `sql` and view operations.
        public var table: String? {
            switch self {
            case .createTable(let table, _): table.name
            case .dropTable(let name, _): name
            case .renameTable(_, let to): to
            case .addColumn(let table, _, _), .dropColumn(let table, _), .renameColumn(let table, _, _),
                .alterColumn(let table, _, _, _), .createIndex(let table, _, _), .dropIndex(let table, _),
                .checkValues(let table, _, _), .mergeColumns(let table, _, _), .renameValues(let table, _, _),
                .renameConstraint(let table, _, _, _, _), .addConstraint(let table, _), .dropConstraint(let table, _):
                table
            case .rebuildTable(let rebuild): rebuild.table.name
            case .copyLinks(let link): link.table
            case .createTrigger(let trigger): trigger.table
            case .dropTrigger(_, let table, _): table
            case .createView, .dropView, .createExtension, .createType, .dropType, .alterType, .sql: nil
            }
        }
    }
}

/// Everything a table rebuild needs, so rendering it needs nothing but the step.
///
/// The rebuild creates `table` under a temporary name, copies the rows with `mapping`,
/// drops the old table, renames the new one into place, and recreates `table.indexes`,
/// then the `triggers` and `views` saved from the old schema.
///
/// `triggers` and `views` hold only what the plan does not manage with its own
/// `dropView`/`createView`/`dropTrigger`/`createTrigger` steps: objects matching the new
/// schema's `unmanaged` patterns (a live schema's FTS triggers, say). Views and triggers
/// that the schemas describe are dropped before the plan's table steps and created
/// again, from the new schema's text, after them.
public struct TableRebuild: Hashable, Sendable, Codable {
    /// The table as it must be afterwards (its final name).
    public var table: Table
    /// New column name → SQL expression over the old table's columns (with CASTs and
    /// fill values). Columns left out get their DEFAULT (or NULL).
    public var mapping: [String: String]
    /// Copy `rowid` too, so rows keep their row ids (both tables are rowid tables).
    public var keepsRowID: Bool
    /// What the rebuild changes, column by column, for people reviewing the plan.
    public var changes: [Step]
    /// Triggers on the table, recreated after the rebuild from their saved SQL.
    public var triggers: [Trigger]
    /// Views that name the table: dropped before and recreated after the rebuild.
    public var views: [View]
    /// Rename with `PRAGMA legacy_alter_table=ON`, because views or triggers that stay in
    /// place during the rebuild name the table (or may: see `SchemaDiff`).
    public var usesLegacyAlterTable: Bool
    /// The old table's indexes (not a constraint's) that the new one lacks or changes, by
    /// name; nil for none. SQLite's rebuild drops the old table with all of them; an
    /// engine that changes the table in place drops these, and only these, so an index the
    /// model leaves unmanaged (a GiST index over a `tsvector`) stays.
    public var droppedIndexes: [String]?
    /// The new table's indexes (not a constraint's) that the old one lacks or has
    /// otherwise, by name, so that they are built (a scan of the table) where the others
    /// already stand; nil for none, or for a plan written before it was said.
    public var createdIndexes: [String]?

    public init(
        table: Table,
        mapping: [String: String],
        keepsRowID: Bool = false,
        changes: [Step] = [],
        triggers: [Trigger] = [],
        views: [View] = [],
        usesLegacyAlterTable: Bool = false,
        droppedIndexes: [String] = [],
        createdIndexes: [String] = []
    ) {
        self.table = table
        self.mapping = mapping
        self.keepsRowID = keepsRowID
        self.changes = changes
        self.triggers = triggers
        self.views = views
        self.usesLegacyAlterTable = usesLegacyAlterTable
        self.droppedIndexes = droppedIndexes.isEmpty ? nil : droppedIndexes
        self.createdIndexes = createdIndexes.isEmpty ? nil : createdIndexes
    }
}

extension Step: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, safety, reason, checks, rowsAtStake, lockImpact
        case format
        case table, name, from, to, column, definition, foreignKey, before, after, index, sql, rebuild, views, coalesce, links, renames, unique
        case view, trigger, type, `extension`, constraint, ifExists, ifNotExists
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        func string(_ key: CodingKeys) throws -> String { try container.decode(String.self, forKey: key) }
        let operation: Operation
        switch kind {
        case "createTable":
            operation = .createTable(try container.decode(Table.self, forKey: .definition),
                                     ifNotExists: try container.decodeIfPresent(Bool.self, forKey: .ifNotExists) ?? false)
        case "dropTable":
            operation = .dropTable(name: try string(.table), views: try container.decodeIfPresent([String].self, forKey: .views) ?? [])
        case "renameTable": operation = .renameTable(from: try string(.from), to: try string(.to))
        case "addColumn":
            operation = .addColumn(
                table: try string(.table),
                column: try container.decode(Column.self, forKey: .definition),
                foreignKey: try container.decodeIfPresent(ForeignKey.self, forKey: .foreignKey))
        case "dropColumn": operation = .dropColumn(table: try string(.table), column: try string(.column))
        case "renameColumn":
            operation = .renameColumn(table: try string(.table), from: try string(.from), to: try string(.to))
        case "alterColumn":
            operation = .alterColumn(
                table: try string(.table), column: try string(.column),
                before: try container.decode(Column.self, forKey: .before),
                after: try container.decode(Column.self, forKey: .after))
        case "createIndex":
            operation = .createIndex(table: try string(.table), index: try container.decode(Index.self, forKey: .definition),
                                     ifNotExists: try container.decodeIfPresent(Bool.self, forKey: .ifNotExists) ?? false)
        case "dropIndex": operation = .dropIndex(table: try string(.table), name: try string(.index))
        case "rebuildTable": operation = .rebuildTable(try container.decode(TableRebuild.self, forKey: .rebuild))
        case "createView": operation = .createView(try container.decode(View.self, forKey: .definition))
        case "dropView": operation = .dropView(name: try string(.view), ifExists: try container.decodeIfPresent(Bool.self, forKey: .ifExists) ?? false)
        case "createTrigger": operation = .createTrigger(try container.decode(Trigger.self, forKey: .definition))
        case "dropTrigger":
            operation = .dropTrigger(name: try string(.trigger), table: try string(.table),
                                     ifExists: try container.decodeIfPresent(Bool.self, forKey: .ifExists) ?? false)
        case "createExtension": operation = .createExtension(try string(.extension))
        case "createType": operation = .createType(try container.decode(TypeDefinition.self, forKey: .definition))
        case "dropType": operation = .dropType(try container.decode(TypeDefinition.self, forKey: .definition))
        case "alterType":
            operation = .alterType(before: try container.decode(TypeDefinition.self, forKey: .before),
                                   after: try container.decode(TypeDefinition.self, forKey: .after))
        case "checkValues":
            operation = .checkValues(
                table: try string(.table), column: try string(.column),
                format: try container.decode(ValueFormat.self, forKey: .format))
        case "mergeColumns":
            operation = .mergeColumns(
                table: try string(.table), column: try string(.column),
                coalesce: try container.decode([String].self, forKey: .coalesce))
        case "copyLinks": operation = .copyLinks(try container.decode(LinkCopy.self, forKey: .links))
        case "renameValues":
            operation = .renameValues(table: try string(.table), column: try string(.column),
                                      renames: try container.decode([String: String].self, forKey: .renames))
        case "renameConstraint":
            operation = .renameConstraint(table: try string(.table), from: try container.decodeIfPresent(String.self, forKey: .from), to: try string(.to),
                                          foreignKey: try container.decodeIfPresent(ForeignKey.self, forKey: .foreignKey),
                                          unique: try container.decodeIfPresent([String].self, forKey: .unique))
        case "addConstraint":
            operation = .addConstraint(table: try string(.table), constraint: try container.decode(TableConstraint.self, forKey: .constraint))
        case "dropConstraint":
            operation = .dropConstraint(table: try string(.table), constraint: try container.decode(TableConstraint.self, forKey: .constraint))
        case "sql": operation = .sql(try string(.sql))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "unknown step kind '\(kind)'; expected one of createTable, dropTable, renameTable, addColumn, dropColumn, renameColumn, alterColumn, createIndex, dropIndex, rebuildTable, createView, dropView, createTrigger, dropTrigger, createExtension, createType, dropType, alterType, checkValues, mergeColumns, copyLinks, renameValues, renameConstraint, addConstraint, dropConstraint, sql")
        }
        self.init(
            operation,
            safety: try container.decode(Safety.self, forKey: .safety),
            reason: try container.decode(String.self, forKey: .reason),
            checks: try container.decodeIfPresent([StepCheck].self, forKey: .checks) ?? [],
            rowsAtStake: try container.decodeIfPresent(StepCheck.self, forKey: .rowsAtStake),
            lockImpact: try container.decodeIfPresent(LockImpact.self, forKey: .lockImpact))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(safety, forKey: .safety)
        try container.encode(reason, forKey: .reason)
        try container.encode(checks, forKey: .checks)
        try container.encodeIfPresent(rowsAtStake, forKey: .rowsAtStake)
        try container.encodeIfPresent(lockImpact, forKey: .lockImpact)
        switch operation {
        case .createTable(let table, let ifNotExists):
            try container.encode(table.name, forKey: .table)
            try container.encode(table, forKey: .definition)
            if ifNotExists { try container.encode(true, forKey: .ifNotExists) }
        case .dropTable(let name, let views):
            try container.encode(name, forKey: .table)
            if !views.isEmpty { try container.encode(views, forKey: .views) }
        case .renameTable(let from, let to):
            try container.encode(to, forKey: .table)
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
        case .addColumn(let table, let column, let foreignKey):
            try container.encode(table, forKey: .table)
            try container.encode(column.name, forKey: .column)
            try container.encode(column, forKey: .definition)
            try container.encodeIfPresent(foreignKey, forKey: .foreignKey)
        case .dropColumn(let table, let column):
            try container.encode(table, forKey: .table)
            try container.encode(column, forKey: .column)
        case .renameColumn(let table, let from, let to):
            try container.encode(table, forKey: .table)
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
        case .alterColumn(let table, let column, let before, let after):
            try container.encode(table, forKey: .table)
            try container.encode(column, forKey: .column)
            try container.encode(before, forKey: .before)
            try container.encode(after, forKey: .after)
        case .createIndex(let table, let index, let ifNotExists):
            try container.encode(table, forKey: .table)
            try container.encode(index.name, forKey: .index)
            try container.encode(index, forKey: .definition)
            if ifNotExists { try container.encode(true, forKey: .ifNotExists) }
        case .dropIndex(let table, let name):
            try container.encode(table, forKey: .table)
            try container.encode(name, forKey: .index)
        case .rebuildTable(let rebuild):
            try container.encode(rebuild.table.name, forKey: .table)
            try container.encode(rebuild, forKey: .rebuild)
        case .createView(let view):
            try container.encode(view.name, forKey: .view)
            try container.encode(view, forKey: .definition)
        case .dropView(let name, let ifExists):
            try container.encode(name, forKey: .view)
            if ifExists { try container.encode(true, forKey: .ifExists) }
        case .createTrigger(let trigger):
            try container.encode(trigger.table, forKey: .table)
            try container.encode(trigger.name, forKey: .trigger)
            try container.encode(trigger, forKey: .definition)
        case .dropTrigger(let name, let table, let ifExists):
            try container.encode(table, forKey: .table)
            try container.encode(name, forKey: .trigger)
            if ifExists { try container.encode(true, forKey: .ifExists) }
        case .createExtension(let name):
            try container.encode(name, forKey: .extension)
        case .createType(let type), .dropType(let type):
            try container.encode(type.name, forKey: .type)
            try container.encode(type, forKey: .definition)
        case .alterType(let before, let after):
            try container.encode(after.name, forKey: .type)
            try container.encode(before, forKey: .before)
            try container.encode(after, forKey: .after)
        case .checkValues(let table, let column, let format):
            try container.encode(table, forKey: .table)
            try container.encode(column, forKey: .column)
            try container.encode(format, forKey: .format)
        case .mergeColumns(let table, let column, let coalesce):
            try container.encode(table, forKey: .table)
            try container.encode(column, forKey: .column)
            try container.encode(coalesce, forKey: .coalesce)
        case .copyLinks(let link):
            try container.encode(link.table, forKey: .table)
            try container.encode(link, forKey: .links)
        case .renameValues(let table, let column, let renames):
            try container.encode(table, forKey: .table)
            try container.encode(column, forKey: .column)
            try container.encode(renames, forKey: .renames)
        case .renameConstraint(let table, let from, let to, let foreignKey, let unique):
            try container.encode(table, forKey: .table)
            try container.encodeIfPresent(from, forKey: .from)
            try container.encode(to, forKey: .to)
            try container.encodeIfPresent(foreignKey, forKey: .foreignKey)
            try container.encodeIfPresent(unique, forKey: .unique)
        case .addConstraint(let table, let constraint), .dropConstraint(let table, let constraint):
            try container.encode(table, forKey: .table)
            try container.encode(constraint, forKey: .constraint)
        case .sql(let sql):
            try container.encode(sql, forKey: .sql)
        }
    }
}

extension TableRebuild {
    /// How a rebuild step's reason starts: `"person" is rebuilt because `, then what needs
    /// the rebuild. An engine that changes the table in place instead (PostgreSQL) reads
    /// it to say so.
    public static func reasonLead(_ table: String) -> String {
        "\(StandardSQL.quote(table)) is rebuilt because "
    }

    /// Why a column whose definition changes needs the rebuild, after its name in the
    /// reason: the words of an engine whose ALTER TABLE cannot change a column.
    public static let alterTableCannot = ", which ALTER TABLE cannot do"
}
