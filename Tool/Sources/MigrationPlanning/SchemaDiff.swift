import SchemaCore

/// The plan that turns a database with schema `from` into one with schema `to`.
///
/// Tables and columns are matched by name, or by a rename hint; nothing is guessed: a
/// table or column that vanished while another appeared is a drop plus an add. Each
/// changed table gets the cheapest correct strategy (native `ALTER TABLE` where SQLite
/// allows it, else one `rebuildTable` step absorbing all of that table's changes; see
/// ``RebuildStrategy``); index-only changes never rebuild.
///
/// Views and triggers are compared by name and by their normalised text (see
/// `Schema.normalized()`): one only in `new` is created, one only in `old` dropped, one
/// whose text (or, for a trigger, table) changed is dropped and created again. So is
/// one that names a table the plan drops, rebuilds or renames, or a column it drops or
/// renames, and, transitively, one that names such a view: SQLite either drops it with
/// the table, refuses the change while it exists, or would keep text that no longer
/// fits. Objects whose name matches `new.unmanaged` (a trigger also when its table
/// does) are never created or dropped, and tables and indexes that match are left
/// out of the diff; see ``TableRebuild`` for how a rebuild keeps them.
///
/// Steps are ordered so each one finds what it needs: dropped triggers and views first
/// (before any table step, dependents first), the foreign keys whose referenced unique
/// index is replaced (``RelinkedKey``, an engine that changes constraints in place),
/// dropped indexes, dropped tables (which
/// frees their names; foreign keys are off while a plan runs, so no cascade fires),
/// renamed tables, new tables, each changed table's columns or rebuild, new indexes,
/// those foreign keys added back,
/// then created views (a view after the views it names) and created triggers last.
///
/// `formats` says which columns hold values of a shape their storage type does not
/// enforce (a `date` is `TEXT`): a column that gains such a format gets a
/// `checkValues` step counting the stored values without it. Destructive steps carry
/// a count of the rows whose data they would lose (``Step/rowsAtStake``).
public func diff(
    from old: Schema, to new: Schema, hints: RenameHints = .init(), formats: ValueFormats = .init(), options: DiffOptions = .default
) -> Plan {
    SchemaDiff(old: old, new: new, hints: hints, formats: formats, options: options).plan()
}

/// The state of one diff: the matching of old and new tables and columns, and the
/// rules that turn each difference into steps.
struct SchemaDiff {
    /// The schemas, without the tables and indexes that match `new.unmanaged`.
    let old: Schema
    let new: Schema
    let hints: RenameHints
    let formats: ValueFormats
    let options: DiffOptions
    /// New table name → the old table it continues.
    private(set) var oldTableFor: [String: String] = [:]
    /// Old table name → its new name.
    private(set) var newTableFor: [String: String] = [:]
    /// New table name → (new column → old column).
    private(set) var columnPairs: [String: [String: String]] = [:]
    /// New table name → (new column → the dropped old columns whose values it takes
    /// over, in the model's order): the `mergedFrom` hints that name old columns no new
    /// column continues.
    private(set) var columnMerges: [String: [String: [String]]] = [:]
    /// New join table name → the to-one links it takes over (`RenameHints.links`), its
    /// source named as it is when the copy runs: those whose join table is new and
    /// whose source table continues, with its key column.
    private(set) var linkCopies: [String: LinkCopy] = [:]
    /// Old table name → its columns whose values `linkCopies` carry into join tables,
    /// and the old key columns of `hints.movedKeys`, whose links the plan moves.
    private(set) var carriedColumns: [String: Set<String>] = [:]
    /// `old` with only the views and triggers the plan does not manage: what stays in
    /// the database while the table steps run (see ``viewAndTriggerSteps(rebuilt:)``).
    private(set) var unmanagedOld = Schema()
    /// Old table name → the old tables whose foreign keys reference it, in `old` order:
    /// all a dropped column's check for references needs to see of the other tables
    /// (see ``unmanagedOld(referencing:)``).
    private var referencingTables: [String: [Table]] = [:]
    /// Old tables that the plan drops (no new table continues them), in `old` order;
    /// worked out once, not for every rebuilt table (which made planning grow with the
    /// number of rebuilds times the number of tables).
    private(set) var droppedTables: [String] = []
    /// The foreign keys the plan drops first and adds back last, as the unique index or
    /// constraint they reference is replaced (see ``relinkedKeys()``).
    private(set) var relinked: [RelinkedKey] = []
    /// Old table name → its position in `old.tables` (the first table of that name, as
    /// `Schema.table(named:)` finds it), so matching a large schema is not quadratic.
    private let oldTableIndex: [String: Int]

    init(old: Schema, new: Schema, hints: RenameHints, formats: ValueFormats = .init(), options: DiffOptions = []) {
        // Everything below works on the filtered schemas, positions included.
        self.old = new.managedTables(of: old)
        self.new = new.managedTables(of: new)
        self.hints = hints
        self.formats = formats
        self.options = options
        var oldTableIndex: [String: Int] = [:]
        for (position, table) in self.old.tables.enumerated() where oldTableIndex[table.name] == nil {
            oldTableIndex[table.name] = position
        }
        self.oldTableIndex = oldTableIndex
        var unmanagedOld = self.old
        unmanagedOld.views = self.old.views.filter { new.isUnmanaged($0.name) }
        unmanagedOld.triggers = self.old.triggers.filter { new.isUnmanaged($0) }
        self.unmanagedOld = unmanagedOld
        for table in self.old.tables {
            for referenced in Set(table.foreignKeys.map(\.referencedTable)) {
                referencingTables[referenced, default: []].append(table)
            }
        }
        matchTables()
        droppedTables = self.old.tables.map(\.name).filter { newTableFor[$0] == nil }
        for (joinTable, link) in hints.links.sorted(by: { $0.key < $1.key }) {
            guard self.new.table(named: joinTable) != nil, oldTableFor[joinTable] == nil,
                  let continued = newTableFor[link.source], oldTable(named: link.source)?.column(named: link.foreignKey) != nil
            else { continue }
            var copy = link
            // Table renames run before the copy; column renames after it.
            copy.source = continued
            linkCopies[joinTable] = copy
            carriedColumns[link.source, default: []].formUnion(link.carried)
        }
        for move in hints.movedKeys where oldTable(named: move.oldHolder)?.column(named: move.oldColumn) != nil {
            carriedColumns[move.oldHolder, default: []].insert(move.oldColumn)
        }
        for table in self.new.tables {
            if let oldName = oldTableFor[table.name], let oldTable = oldTable(named: oldName) {
                let pairs = matchColumns(old: oldTable, new: table)
                columnPairs[table.name] = pairs
                if let hinted = hints.merges[table.name] {
                    // An old column is taken over once: by the column that keeps it, else by
                    // the first column (in table order) that names it.
                    var taken = Set(pairs.values)
                    var merges: [String: [String]] = [:]
                    for column in table.columns {
                        let sources = (hinted[column.name] ?? []).filter { oldTable.column(named: $0) != nil && taken.insert($0).inserted }
                        if !sources.isEmpty { merges[column.name] = sources }
                    }
                    if !merges.isEmpty { columnMerges[table.name] = merges }
                }
            }
        }
        relinked = relinkedKeys()
    }

    /// `unmanagedOld` with only the tables whose foreign keys reference `table`: what
    /// `RebuildStrategy.dropColumnObstacle` reads for a column of `table`, which
    /// otherwise scans every table of the schema for every dropped column.
    func unmanagedOld(referencing table: String) -> Schema {
        var schema = unmanagedOld
        schema.tables = referencingTables[table] ?? []
        return schema
    }

    // MARK: Matching

    /// The old table named `name`: `old.table(named:)` without the scan.
    private func oldTable(named name: String) -> Table? {
        oldTableIndex[name].map { old.tables[$0] }
    }

    private mutating func matchTables() {
        var claimed = Set<String>()
        for table in new.tables {
            if let hinted = hints.tables[table.name], oldTableIndex[hinted] != nil, !claimed.contains(hinted) {
                oldTableFor[table.name] = hinted
                claimed.insert(hinted)
            }
        }
        for table in new.tables where oldTableFor[table.name] == nil {
            if oldTableIndex[table.name] != nil, !claimed.contains(table.name) {
                oldTableFor[table.name] = table.name
                claimed.insert(table.name)
            }
        }
        for (newName, oldName) in oldTableFor { newTableFor[oldName] = newName }
    }

    private func matchColumns(old oldTable: Table, new newTable: Table) -> [String: String] {
        var pairs: [String: String] = Dictionary(minimumCapacity: newTable.columns.count)
        var claimed = Set<String>(minimumCapacity: newTable.columns.count)
        let hinted = hints.columns[newTable.name] ?? [:]
        if !hinted.isEmpty {
            for column in newTable.columns {
                if let hinted = hinted[column.name], oldTable.column(named: hinted) != nil, !claimed.contains(hinted) {
                    pairs[column.name] = hinted
                    claimed.insert(hinted)
                }
            }
        }
        for (position, column) in newTable.columns.enumerated() where pairs[column.name] == nil {
            if Self.column(named: column.name, in: oldTable, near: position) != nil, !claimed.contains(column.name),
               !isRetargeted(column.name, old: oldTable, new: newTable) {
                pairs[column.name] = column.name
                claimed.insert(column.name)
            }
        }
        return pairs
    }

    /// Whether the column `name`, in a foreign key of both tables, references another
    /// table in the new one than the old table it referenced continues as: a relationship
    /// pointed at another entity (ArtsyFolio's `Show.cover`, from `Artwork` to `Image`).
    /// Its values are keys of the old table's rows, which say nothing of the new one's:
    /// kept, each show's cover would be whichever image has its artwork's number. So the
    /// column is not the old one: its values are dropped (a destructive step, its rows at
    /// stake counted) and it starts empty, as Core Data's migration does with a
    /// relationship whose destination changes. A rename hint (`renamedFrom`) still keeps
    /// them, as the model says to.
    private func isRetargeted(_ name: String, old oldTable: Table, new newTable: Table) -> Bool {
        guard let before = oldTable.foreignKeys.first(where: { $0.columns.contains(name) }),
              let after = newTable.foreignKeys.first(where: { $0.columns.contains(name) }) else { return false }
        return after.referencedTable != (newTableFor[before.referencedTable] ?? before.referencedTable)
    }

    /// The column of `table` named `name` (`Table.column(named:)`), looked for first at
    /// `position`: most columns keep their place between versions, so the usual lookup is
    /// one comparison rather than a scan of the table's columns. (A table's column names
    /// are distinct, so both find the same column.)
    static func column(named name: String, in table: Table, near position: Int) -> Column? {
        if position < table.columns.count, table.columns[position].name == name { return table.columns[position] }
        return table.column(named: name)
    }

    /// The new name of column `column` of old table `table`, when it survives.
    func newColumnName(_ column: String, ofOldTable table: String) -> String? {
        guard let newTable = newTableFor[table], let pairs = columnPairs[newTable] else { return nil }
        return pairs.first { $0.value == column }?.key
    }

    /// The old table `table` described with the new names: renamed columns (and the
    /// CHECKs, keys and indexes naming them), renamed referenced tables and columns.
    /// Comparing it with the new table shows what really changed.
    func renamed(_ oldTable: Table, as newName: String) -> Table {
        let pairs = columnPairs[newName] ?? [:]
        // Worked out once per table, not once per CHECK.
        let renames = pairs.filter { $0.key != $0.value }.sorted { $0.key < $1.key }
        var table = oldTable
        table.name = newName
        table.foreignKeys = oldTable.foreignKeys.map { foreignKey in
            var renamedKey = foreignKey
            renamedKey.referencedTable = newTableFor[foreignKey.referencedTable] ?? foreignKey.referencedTable
            renamedKey.referencedColumns = foreignKey.referencedColumns.map {
                newColumnName($0, ofOldTable: foreignKey.referencedTable) ?? $0
            }
            return renamedKey
        }
        if renames.isEmpty {
            // Most tables rename no column: every name, CHECK, key and index stays as it
            // is, and only the dropped columns go.
            table.columns = oldTable.columns.filter { pairs[$0.name] != nil }
            return table
        }
        let newNameOf = Dictionary(pairs.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        func rename(_ column: String) -> String { newNameOf[column] ?? column }
        func rewrite(_ text: String) -> String {
            renames.reduce(text) {
                SQLFragment.replacingQuotedIdentifier(in: $0, from: $1.value, to: $1.key)
            }
        }
        table.columns = oldTable.columns.compactMap { column in
            guard let name = newNameOf[column.name] else { return nil }
            var renamedColumn = column
            renamedColumn.name = name
            renamedColumn.checks = column.checks.map(rewrite)
            renamedColumn.checkNames = column.checkNames(rewrittenBy: rewrite)
            return renamedColumn
        }
        table.primaryKey = oldTable.primaryKey.map(rename)
        table.checks = oldTable.checks.map(rewrite)
        table.checkNames = oldTable.checkNames(rewrittenBy: rewrite)
        table.foreignKeys = table.foreignKeys.map { foreignKey in
            var renamedKey = foreignKey
            renamedKey.columns = foreignKey.columns.map(rename)
            return renamedKey
        }
        table.indexes = oldTable.indexes.map { index in
            var renamedIndex = index
            renamedIndex.columns = index.columns.map(rename)
            renamedIndex.condition = index.condition.map(rewrite)
            return renamedIndex
        }
        return table
    }

    // MARK: Planning

    func plan() -> Plan {
        var dropIndexes: [Step] = []
        var dropTables: [Step] = []
        var renameTables: [Step] = []
        var createTables: [Step] = []
        var alterTables: [Step] = []
        var createIndexes: [Step] = []
        var rebuilt = Set<String>()

        for table in old.tables where newTableFor[table.name] == nil {
            let views = old.views
                .filter { !manages(view: $0.name) && SQLFragment.mentions($0.sql, identifier: table.name) }
                .map(\.name)
            dropTables.append(Step(
                .dropTable(name: table.name, views: views), safety: .destructive,
                reason: "\(StandardSQL.quote(table.name)) is not in the new schema: the table and all its rows are dropped"
                    + (hints.isEmpty ? "" : " (no rename hint names it)")
                    + (views.isEmpty ? "" : "; so are the views that name it: \(StandardSQL.quoteList(views))"),
                rowsAtStake: StepCheck(.rows(.table(table.name, key: table.primaryKey), .any, shown: []),
                                       description: "rows of \(StandardSQL.quote(table.name))", samples: false)))
        }

        renameTables = tableRenameSteps()

        for table in new.tables {
            guard let oldName = oldTableFor[table.name], let oldTable = oldTable(named: oldName) else {
                // A table the old version left to the database (`unmanaged:`) and the new
                // one describes may be there, with its rows: it is created if it is not,
                // and kept if it is (the checks after the migration compare it with the model).
                let takenOver = old.isUnmanaged(table.name)
                createTables.append(Step(
                    .createTable(table, ifNotExists: takenOver), safety: .safe,
                    reason: takenOver
                        ? "\(StandardSQL.quote(table.name)) was unmanaged: created unless the database holds it, which it keeps with its rows (it must then be as the model says)"
                        : "\(StandardSQL.quote(table.name)) is new"))
                if let link = linkCopies[table.name] {
                    createTables.append(Step(
                        .copyLinks(link), safety: .safe,
                        reason: "rename hint: \(StandardSQL.quote(table.name)) takes over the links \(StandardSQL.quote(link.foreignKey)) of \(StandardSQL.quote(link.source)) held, one per row holding a key"))
                }
                createIndexes += table.indexes.filter { !$0.isUniqueConstraint }.map { index in
                    Step(.createIndex(table: table.name, index: index, ifNotExists: takenOver), safety: .safe,
                         reason: "index of the new table \(StandardSQL.quote(table.name))")
                }
                continue
            }
            let steps = TableDiff(diff: self, oldTable: oldTable, newTable: table).steps()
            dropIndexes += steps.dropIndexes
            alterTables += steps.alters
            createIndexes += steps.createIndexes
            if steps.alters.contains(where: { if case .rebuildTable = $0.operation { true } else { false } }) {
                rebuilt.insert(oldName)
            }
        }

        // Foreign keys dropped in place go first, before any table's other changes: a
        // UNIQUE constraint one referenced can then go with its table's rebuild, which
        // leaves a constraint a key still references (Chinook's `genre` after `track`,
        // tables taken by name, failed verification when its key was dropped after it).
        let keyDrops = alterTables.filter(\.dropsAForeignKey)
        if !keyDrops.isEmpty { alterTables = keyDrops + alterTables.filter { !$0.dropsAForeignKey } }
        let objects = viewAndTriggerSteps(rebuilt: rebuilt)
        let types = typeSteps()
        let relinks = relinkSteps(relinked)
        return Plan(steps: extensionSteps() + types.creates + objects.drops + relinks.drops + dropIndexes + dropTables + renameTables + createTables + alterTables
                    + createIndexes + relinks.adds + objects.creates + types.drops)
    }

    /// A `createExtension` step for each extension the new schema needs that the old one
    /// does not have, first of all (a type or column may use it). None is dropped (see
    /// `Step.Operation.createExtension`).
    func extensionSteps() -> [Step] {
        new.extensions.filter { !old.extensions.contains($0) }.map { name in
            Step(.createExtension(name), safety: .safe, reason: "extension \(StandardSQL.quote(name)) is new")
        }
    }

    /// The steps of the types (`Schema.types`): new ones and changes first, before any
    /// table or column names them; the ones gone last, after the columns that named them.
    /// A type whose statement is the same once normalised, or an enum with the same
    /// labels, is unchanged. When the new schema declares no types at all, none is
    /// dropped.
    func typeSteps() -> (creates: [Step], drops: [Step]) {
        var creates: [Step] = []
        for type in new.types {
            guard let before = old.type(named: type.name) else {
                creates.append(Step(.createType(type), safety: .safe, reason: "type \(StandardSQL.quote(type.name)) is new"))
                continue
            }
            if type.isSame(as: before) { continue }
            if let added = type.labelsAdded(since: before) {
                creates.append(Step(.alterType(before: before, after: type), safety: .safe,
                                    reason: "enum \(StandardSQL.quote(type.name)) gains \(added.map(StandardSQL.literal).joined(separator: ", "))"))
                continue
            }
            creates.append(Step(.alterType(before: before, after: type), safety: .dataDependent,
                                reason: "type \(StandardSQL.quote(type.name)) changes in a way modelc does not write (only labels added to an enum are): "
                                    + "replace this step's SQL with the ALTER TYPE or ALTER DOMAIN that makes the change, which may have to convert stored values"))
        }
        // A schema declaring no types says nothing about them (a model written before
        // `types:`, planned against a live database that has them): none is dropped.
        let drops = new.types.isEmpty ? [] : old.types.filter { new.type(named: $0.name) == nil }.reversed().map { type in
            Step(.dropType(type), safety: .safe, reason: "type \(StandardSQL.quote(type.name)) is not in the new schema")
        }
        return (creates, Array(drops))
    }

    /// `renameTable` steps; through temporary names when one rename's target is
    /// another's source (a swap), since SQLite refuses to rename onto an existing table.
    private func tableRenameSteps() -> [Step] {
        let renames = new.tables.compactMap { table -> (from: String, to: String)? in
            guard let oldName = oldTableFor[table.name], oldName != table.name else { return nil }
            return (oldName, table.name)
        }
        let sources = Set(renames.map(\.from))
        let collides = renames.contains { sources.contains($0.to) }
        func step(_ from: String, _ to: String, _ reason: String) -> Step {
            Step(.renameTable(from: from, to: to), safety: .safe, reason: reason)
        }
        if !collides {
            return renames.map {
                step($0.from, $0.to, "rename hint: \(StandardSQL.quote($0.to)) was \(StandardSQL.quote($0.from))")
            }
        }
        let parked = renames.map {
            step($0.from, "_modelc_tmp_" + $0.to, "rename hint: \(StandardSQL.quote($0.to)) was \(StandardSQL.quote($0.from)); parked under a temporary name because the renames swap names")
        }
        let placed = renames.map {
            step("_modelc_tmp_" + $0.to, $0.to, "rename hint: \(StandardSQL.quote($0.to)) was \(StandardSQL.quote($0.from))")
        }
        return parked + placed
    }
}

private extension Step {
    /// Whether the step is a `dropConstraint` of a foreign key.
    var dropsAForeignKey: Bool {
        if case .dropConstraint(_, .foreignKey) = operation { return true }
        return false
    }
}
