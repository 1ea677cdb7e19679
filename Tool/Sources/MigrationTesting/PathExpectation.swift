import Migration
import ModelKit
import SchemaCore

/// What the model's own plans say a path of migrations does to the rows of each table of
/// its first version: where each table and column ends up, which ones the plans drop,
/// which values a lossy conversion or a merge may change.
///
/// `migrate test` compares the database the real migration files produce with this, so
/// a hand-edited file that deletes rows, or loses a column's values, fails even though
/// its schema is right. The plans are planned afresh from the model versions (`Plan`),
/// never read from the files under test.
struct PathExpectation {
    /// What becomes of one column of the first version.
    enum ColumnFate: Hashable {
        /// Still there under `name`; `fillsNulls` when a plan made it NOT NULL and
        /// filled its NULLs, so a NULL may come back as the fill.
        case kept(name: String, fillsNulls: Bool)
        /// Dropped by the plan of `version`.
        case dropped(version: Int)
        /// Its values may change as the plan says: a lossy type change, a merge.
        case changed(name: String, why: String)
    }

    /// One table of the first version.
    struct TableFate: Hashable {
        /// Its name at the end of the path; nil when a plan drops it.
        var name: String?
        var droppedBy: Int?
        /// Its columns' fates, by their names in the first version.
        var columns: [String: ColumnFate]
    }

    /// A column dropped and another added to the same table by one plan, or a table
    /// dropped and one with most of its columns created: most often a rename made
    /// without `renamedFrom`, which loses the values.
    struct SuspectedRename: Hashable {
        /// The table's name in the first version, and the dropped column's name in the
        /// version before `version`; the column is empty for a table.
        var table: String
        var column: String
        /// The column's name in the first version, whose database the checks read (it
        /// may have been renamed since).
        var firstColumn: String
        /// The added column's (or created table's) name, and the version whose plan does it.
        var added: String
        var version: Int
        /// The model's names for the hint: the dropped attribute (or entity) in the
        /// version before, and the added one with its entity in `version`.
        var droppedName: String
        var addedName: String
    }

    /// One planned migration of the path: the model's plan between two versions, and
    /// whether its file approves its destructive steps (an approved drop was reviewed,
    /// so it is not reported as a rename made by mistake).
    struct PlannedVersion: Sendable {
        var plan: Plan
        var old: Model?
        var new: Model
        var isApproved: Bool
        /// The migration file's `from:` version: which paths apply it.
        var fromVersion: Int?
        /// `old` compiled, once for every path that applies the migration.
        var oldSchema: Schema?
        /// What hand-written SQL sets after the plan (`DataWrite`): the file's data
        /// section, then the files without a version that follow it, which belong to its
        /// version (and so come first on a path starting there, `writesFirst`).
        var sectionWrites: [DataWrite]
        var followingWrites: [DataWrite]

        init(plan: Plan, old: Model?, new: Model, isApproved: Bool, fromVersion: Int?, sectionWrites: [DataWrite] = [], followingWrites: [DataWrite] = []) {
            self.plan = plan
            self.old = old
            self.new = new
            self.isApproved = isApproved
            self.fromVersion = fromVersion
            self.sectionWrites = sectionWrites
            self.followingWrites = followingWrites
            oldSchema = old.map(SchemaCompiler.compile)
        }
    }

    /// A column a plan adds.
    struct AddedColumn {
        var name: String
        var type: ColumnType
        var isForeignKey: Bool
    }

    /// A relationship whose key moved to the other table in one version: the first
    /// version's table and column that held it, and the column of the other table that
    /// holds it now. The plans add one and drop the other without copying the links.
    struct MovedKey: Hashable {
        var table: String
        var column: String
        var otherTable: String
        var otherColumn: String
        var version: Int
        /// Whether the model's plan keeps the links (its `-- modelc:moved-key` steps): the
        /// check is then that the migrated database holds every one, not that none is lost
        /// unnoticed.
        var keptByPlan = false
        /// The first version's key column of `table`, which the moved links point at.
        var tableKey: String? = nil
        /// The key column of `otherTable`.
        var otherKey: String? = nil
        /// `column`'s name in the first version, whose database the checks read (it may
        /// have been renamed before `version`).
        var firstColumn: String
    }

    /// Tables of the first version, by their names then.
    private(set) var tables: [String: TableFate]
    /// Columns a version of the path added to a table of the first version (by its first
    /// name), by their names now: a later rebuild's table has them too, and they are not
    /// new there.
    private var addedBefore: [String: Set<String>] = [:]
    private(set) var suspectedRenames: [SuspectedRename] = []
    private(set) var movedKeys: [MovedKey] = []

    /// The fates of `schema`'s tables through `versions`' plans, in order; `writesFirst`
    /// is what hand-written SQL of the first version sets before them.
    init(schema: Schema, versions: [PlannedVersion], writesFirst: [DataWrite] = []) {
        tables = Dictionary(schema.tables.map { table in
            (table.name, TableFate(
                name: table.name, droppedBy: nil,
                columns: Dictionary(table.columns.map { ($0.name, ColumnFate.kept(name: $0.name, fillsNulls: false)) }, uniquingKeysWith: { first, _ in first })))
        }, uniquingKeysWith: { first, _ in first })
        for write in writesFirst { allowChanges(by: write) }
        for planned in versions {
            let version = planned.plan.toVersion ?? planned.new.version
            let oldSchema = planned.oldSchema
            let currentNames = Dictionary(tables.compactMap { original, fate in fate.name.map { (original, $0) } }, uniquingKeysWith: { first, _ in first })
            var added: [String: [AddedColumn]] = [:]
            var dropped: [String: [String]] = [:]
            // Each dropped column's name in the first version, whose database the checks read.
            var firstNames: [String: [String: String]] = [:]
            var droppedTables: [String: [String]] = [:]
            var createdTables: [String: [String]] = [:]
            for step in planned.plan.steps {
                apply(step, version: version, added: &added, dropped: &dropped, firstNames: &firstNames, droppedTables: &droppedTables, createdTables: &createdTables)
            }
            for write in planned.sectionWrites + planned.followingWrites { allowChanges(by: write) }
            for (table, columns) in added { addedBefore[table, default: []].formUnion(columns.map(\.name)) }
            guard !planned.isApproved else { continue }
            // A key that moved to the other side of its relationship (a to-many made a
            // one-to-one whose key the other entity holds), as the planner finds it
            // (`Migration.MovedKey`); the plan's steps marked with it keep the links.
            for move in planned.old.map({ Migration.MovedKey.all(from: $0, to: planned.new) }) ?? [] {
                guard let table = currentNames.first(where: { $0.value == move.oldHolder })?.key ?? (tables[move.oldHolder] != nil ? move.oldHolder : nil),
                      dropped[table]?.contains(move.oldColumn) == true else { continue }
                let kept = planned.plan.steps.contains { step in
                    if case .sql(let text) = step.operation { return text.hasPrefix(move.marker) }
                    return false
                }
                movedKeys.append(MovedKey(table: table, column: move.oldColumn, otherTable: move.newHolder, otherColumn: move.newColumn,
                                          version: version, keptByPlan: kept, tableKey: move.oldHolderKey, otherKey: move.newHolderKey,
                                          firstColumn: firstNames[table]?[move.oldColumn] ?? move.oldColumn))
            }
            for (table, columns) in dropped {
                let before = currentNames[table] ?? table
                let oldEntity = planned.old?.entities.first { $0.table == before }
                let newTable = tables[table]?.name ?? before
                let newEntity = planned.new.entities.first { $0.table == newTable }
                // Attributes only: `renamedFrom` renames attributes, and a relationship's
                // key or position column moving is not a rename of one.
                var addedAttributes = (added[table] ?? []).filter { column in newEntity?.attributes.contains { $0.column == column.name } ?? true }
                // A rename maps one column to one: each added column is paired once, with
                // the dropped column whose name is closest to it.
                for column in columns.sorted(by: { a, b in
                    let best = { (name: String) in addedAttributes.map { Self.similarity(name, $0.name) }.max() ?? 0 }
                    return (best(a), b) > (best(b), a)
                }) {
                    let droppedAttribute = oldEntity?.attributes.first { $0.column == column }
                    if oldEntity != nil && droppedAttribute == nil { continue }
                    let type = oldSchema?.tables.first { $0.name == before }?.columns.first { $0.name == column }?.type
                    // Of the model's own attributes, a rename keeps the type, as `migrate
                    // make`'s suggestions require (`RenameSuggestion`): the storage alone
                    // paired a dropped string with an added date, and an `int32` with a
                    // `bool` (LoopKit's `externalID` and `addedDate`).
                    let sameType = addedAttributes.filter { added in
                        guard let droppedAttribute, let attribute = newEntity?.attributes.first(where: { $0.column == added.name }) else { return true }
                        return attribute.type == droppedAttribute.type
                    }
                    // One column dropped and one of its type added is a rename whatever the
                    // names; among several, only names alike pair.
                    let alone = columns.count == 1 && sameType.count == 1
                    guard let match = Self.likelyRename(of: column, type: type, among: sameType, anyName: alone) else { continue }
                    addedAttributes.removeAll { $0.name == match.name }
                    let droppedName = droppedAttribute?.name ?? column
                    let addedName = newEntity.flatMap { entity in entity.attributes.first { $0.column == match.name }.map { "\(entity.name).\($0.name)" } } ?? match.name
                    suspectedRenames.append(SuspectedRename(
                        table: table, column: column, firstColumn: firstNames[table]?[column] ?? column, added: match.name, version: version, droppedName: droppedName, addedName: addedName))
                }
            }
            // A table rename maps one table to one, as a column's does: of the pairs where the
            // new table has at least half the dropped one's columns, the closest first (the
            // most columns shared for their number), each table in one pair at most. Several
            // dropped tables were all said to be renamed to one new table (xdrip's readings).
            // Keys and foreign keys say what a table is linked to, not what it holds: two
            // tables sharing only those (a generated `id` and a key to the same parent, as
            // xDrip's `Blucon` and `OmniPodHeartBeat`) are two kinds of things.
            let createdKeys = Dictionary(planned.plan.steps.compactMap { step -> (String, Set<String>)? in
                guard case .createTable(let table, _) = step.operation else { return nil }
                return (table.name, Set(table.primaryKey + table.foreignKeys.flatMap(\.columns)))
            }, uniquingKeysWith: { first, _ in first })
            let candidates = droppedTables.flatMap { table, oldColumns in
                createdTables.compactMap { created, newColumns -> (table: String, created: String, score: Double)? in
                    let sharedColumns = Set(oldColumns).intersection(newColumns)
                    let shared = sharedColumns.count
                    let oldTable = oldSchema?.tables.first { $0.name == (currentNames[table] ?? table) }
                    let keys = (createdKeys[created] ?? []).union(oldTable.map { Set($0.primaryKey + $0.foreignKeys.flatMap(\.columns)) } ?? [])
                    // A table sharing only one column (its `id`, as xdrip's `Blucon`) matched any.
                    guard shared >= 2, 2 * shared >= oldColumns.count, !sharedColumns.subtracting(keys).isEmpty else { return nil }
                    return (table, created, Double(shared) / Double(Set(oldColumns).union(newColumns).count))
                }
            }.sorted { ($1.score, $0.table, $0.created) < ($0.score, $1.table, $1.created) }
            var pairedTables: Set<String> = [], pairedCreated: Set<String> = []
            for candidate in candidates where !pairedTables.contains(candidate.table) && !pairedCreated.contains(candidate.created) {
                pairedTables.insert(candidate.table)
                pairedCreated.insert(candidate.created)
                let droppedName = planned.old?.entities.first { $0.table == (currentNames[candidate.table] ?? candidate.table) }?.name ?? candidate.table
                let addedName = planned.new.entities.first { $0.table == candidate.created }?.name ?? candidate.created
                suspectedRenames.append(SuspectedRename(
                    table: candidate.table, column: "", firstColumn: "", added: candidate.created, version: version, droppedName: droppedName, addedName: addedName))
            }
        }
        suspectedRenames.sort { ($0.version, $0.table, $0.column) < ($1.version, $1.table, $1.column) }
    }

    /// The added column a dropped one most likely became: stored the same way, not a
    /// relationship's key, named alike (`namesAlike`) unless `anyName`, and of all such
    /// the one whose name is closest; nil when none is.
    static func likelyRename(of column: String, type: ColumnType?, among added: [AddedColumn], anyName: Bool = false) -> AddedColumn? {
        let candidates = added.filter { !$0.isForeignKey && (type == nil || $0.type == type) && (anyName || namesAlike(column, $0.name)) }
        return candidates.max { similarity(column, $0.name) < similarity(column, $1.name) }
    }

    /// Whether a column named `b` could be one named `a` renamed, where a version drops
    /// and adds several: the same but for case and underscores, or sharing a beginning
    /// and an end at least half as long as the shorter name (`mail` and `email`, `descr`
    /// and `description`, `lastName` and `surname`). Core Data histories drop columns and
    /// add unrelated ones of the same types in one version (Trailer's `state` and
    /// `headRefName`): paired as renames, each was a failure to review with a hint to
    /// write a wrong `renamedFrom:`, 269 of them in one history.
    static func namesAlike(_ a: String, _ b: String) -> Bool {
        if Naming.looseSpelling(a) == Naming.looseSpelling(b) { return true }
        let (a, b) = (Array(a.lowercased()), Array(b.lowercased()))
        let prefix = zip(a, b).prefix { $0 == $1 }.count
        let suffix = zip(a.reversed(), b.reversed()).prefix { $0 == $1 }.count
        return min(prefix + suffix, min(a.count, b.count)) * 2 >= max(min(a.count, b.count), 4)
    }

    /// How alike two names are: above all names that are the same but for case and
    /// underscores (Stepik's `managedis_public` and `managed_is_public`, beside the
    /// `managed_course_is_public` added with it, which shares as long a prefix and
    /// suffix); then the length of their common prefix and suffix, the nearer length
    /// breaking a tie.
    static func similarity(_ a: String, _ b: String) -> Int {
        if Naming.looseSpelling(a) == Naming.looseSpelling(b) { return Int.max }
        let prefix = zip(a, b).prefix { $0 == $1 }.count
        let suffix = zip(a.reversed(), b.reversed()).prefix { $0 == $1 }.count
        return (prefix + suffix) * 1_000 - abs(a.count - b.count)
    }

    /// The first version's name of the table that is `table` now.
    private func original(current table: String) -> String? {
        tables.first { $0.value.name == table }?.key
    }

    private mutating func apply(
        _ step: Step, version: Int, added: inout [String: [AddedColumn]], dropped: inout [String: [String]], firstNames: inout [String: [String: String]],
        droppedTables: inout [String: [String]], createdTables: inout [String: [String]]
    ) {
        switch step.operation {
        case .renameTable(let from, let to):
            if let original = original(current: from) { tables[original]?.name = to }
        case .dropTable(let name, _):
            if let original = original(current: name) {
                droppedTables[original] = tables[original]?.columns.compactMap { if case .kept(let column, _) = $0.value { column } else { nil } }
                tables[original]?.name = nil
                tables[original]?.droppedBy = version
            }
        case .createTable(let table, _):
            createdTables[table.name] = table.columns.map(\.name)
        case .addColumn(let table, let column, let foreignKey):
            if let original = original(current: table) {
                added[original, default: []].append(AddedColumn(name: column.name, type: column.type, isForeignKey: foreignKey != nil))
            }
        case .renameColumn(let table, let from, let to):
            update(table: table, column: from) { _ in .kept(name: to, fillsNulls: false) }
            if let original = original(current: table), addedBefore[original]?.remove(from) != nil { addedBefore[original]?.insert(to) }
        case .dropColumn(let table, let column):
            if let original = original(current: table) { addedBefore[original]?.remove(column) }
            var wasKept = false
            let first = firstName(of: column, in: table)
            update(table: table, column: column) { fate in
                if case .kept = fate { wasKept = true }
                if case .changed = fate { return fate }
                return .dropped(version: version)
            }
            if wasKept, let original = original(current: table) {
                dropped[original, default: []].append(column)
                firstNames[original, default: [:]][column] = first ?? column
            }
        case .alterColumn(let table, let column, let before, let after):
            update(table: table, column: column) { fate in
                guard case .kept(let name, let fills) = fate else { return fate }
                if step.safety == .destructive { return .changed(name: name, why: "a lossy change of \(before.type.rawValue) to \(after.type.rawValue)") }
                return .kept(name: name, fillsNulls: fills || (!before.isNotNull && after.isNotNull))
            }
        case .renameValues(let table, let column, _):
            update(table: table, column: column) { fate in
                guard case .kept(let name, _) = fate else { return fate }
                return .changed(name: name, why: "its values renamed (`renamedValues`)")
            }
        case .mergeColumns(let table, let column, let coalesce):
            for merged in coalesce + [column] {
                update(table: table, column: merged) { fate in
                    guard case .kept(let name, _) = fate else { return fate }
                    return .changed(name: name, why: "merged into `\(column)`")
                }
            }
        case .rebuildTable(let rebuild):
            // A rebuild's new columns are in its table, not in its changes.
            if let original = original(current: rebuild.table.name), let fates = tables[original]?.columns {
                let kept = Set(fates.values.compactMap { fate -> String? in if case .kept(let name, _) = fate { name } else { nil } })
                    .union(addedBefore[original] ?? [])
                let renamedTo = Set(rebuild.changes.compactMap { change -> String? in if case .renameColumn(_, _, let to) = change.operation { to } else { nil } })
                for column in rebuild.table.columns where !kept.contains(column.name) && !renamedTo.contains(column.name) {
                    let key = rebuild.table.foreignKeys.first { $0.columns.contains(column.name) }
                    added[original, default: []].append(AddedColumn(name: column.name, type: column.type, isForeignKey: key != nil))
                }
            }
            for change in rebuild.changes {
                apply(change, version: version, added: &added, dropped: &dropped, firstNames: &firstNames, droppedTables: &droppedTables, createdTables: &createdTables)
            }
        case .createIndex, .dropIndex, .createView, .dropView, .createTrigger, .dropTrigger, .createExtension, .createType, .dropType, .alterType, .checkValues, .copyLinks,
             .renameConstraint, .addConstraint, .dropConstraint, .sql:
            // A link copy fills a new join table; the key column it carries is dropped
            // after it, as the drop step says.
            break
        }
    }

    /// The first version's name of the column that is `column` of `table` now.
    private func firstName(of column: String, in table: String) -> String? {
        guard let original = original(current: table) else { return nil }
        return tables[original]?.columns.first { _, fate in
            if case .kept(let name, _) = fate { return name == column }
            return false
        }?.key
    }

    /// The first version's names of the table and column that are `table`.`column` now,
    /// as far as the plans keep them (renamed or not); nil for a column a later version
    /// added, or one whose values a plan changes.
    func firstNames(ofColumn column: String, in table: String) -> (table: String, column: String)? {
        guard let original = original(current: table), let first = firstName(of: column, in: table) else { return nil }
        return (original, first)
    }

    /// Changes the fate of the column that is `column` of `table` now.
    /// The columns `write` sets may hold other values from then on.
    private mutating func allowChanges(by write: DataWrite) {
        for column in write.columns {
            update(table: write.table, column: column) { fate in
                guard case .kept(let name, _) = fate else { return fate }
                return .changed(name: name, why: "set by the hand-written SQL of \(write.file)")
            }
        }
    }

    private mutating func update(table: String, column: String, _ change: (ColumnFate) -> ColumnFate) {
        guard let original = original(current: table), let fates = tables[original]?.columns else { return }
        for (name, fate) in fates {
            let current: String? = switch fate {
            case .kept(let name, _), .changed(let name, _): name
            case .dropped: nil
            }
            if current == column { tables[original]?.columns[name] = change(fate) }
        }
    }
}
