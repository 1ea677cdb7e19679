import Migration
import SQLiteSchema

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
        /// The table's and the dropped column's names in the first version; the column
        /// is empty for a table.
        var table: String
        var column: String
        /// The added column's (or created table's) name, and the version whose plan does it.
        var added: String
        var version: Int
    }

    /// Tables of the first version, by their names then.
    private(set) var tables: [String: TableFate]
    private(set) var suspectedRenames: [SuspectedRename] = []

    /// The fates of `schema`'s tables through `plans`, in order.
    init(schema: Schema, plans: [Plan]) {
        tables = Dictionary(schema.tables.map { table in
            (table.name, TableFate(
                name: table.name, droppedBy: nil,
                columns: Dictionary(table.columns.map { ($0.name, ColumnFate.kept(name: $0.name, fillsNulls: false)) }, uniquingKeysWith: { first, _ in first })))
        }, uniquingKeysWith: { first, _ in first })
        for plan in plans {
            let version = plan.toVersion ?? 0
            var added: [String: [String]] = [:]
            var dropped: [String: [String]] = [:]
            var droppedTables: [String: [String]] = [:]
            var createdTables: [String: [String]] = [:]
            for step in plan.steps {
                apply(step, version: version, added: &added, dropped: &dropped, droppedTables: &droppedTables, createdTables: &createdTables)
            }
            for (table, columns) in dropped {
                guard let addedColumn = added[table]?.first else { continue }
                for column in columns {
                    suspectedRenames.append(SuspectedRename(table: table, column: column, added: addedColumn, version: version))
                }
            }
            for (table, oldColumns) in droppedTables {
                for (created, newColumns) in createdTables where 2 * Set(oldColumns).intersection(newColumns).count >= max(1, oldColumns.count) {
                    suspectedRenames.append(SuspectedRename(table: table, column: "", added: created, version: version))
                }
            }
        }
        suspectedRenames.sort { ($0.version, $0.table, $0.column) < ($1.version, $1.table, $1.column) }
    }

    /// The first version's name of the table that is `table` now.
    private func original(current table: String) -> String? {
        tables.first { $0.value.name == table }?.key
    }

    private mutating func apply(
        _ step: Step, version: Int, added: inout [String: [String]], dropped: inout [String: [String]],
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
        case .createTable(let table):
            createdTables[table.name] = table.columns.map(\.name)
        case .addColumn(let table, let column, _):
            if let original = original(current: table) { added[original, default: []].append(column.name) }
        case .renameColumn(let table, let from, let to):
            update(table: table, column: from) { _ in .kept(name: to, fillsNulls: false) }
        case .dropColumn(let table, let column):
            var wasKept = false
            update(table: table, column: column) { fate in
                if case .kept = fate { wasKept = true }
                if case .changed = fate { return fate }
                return .dropped(version: version)
            }
            if wasKept, let original = original(current: table) { dropped[original, default: []].append(column) }
        case .alterColumn(let table, let column, let before, let after):
            update(table: table, column: column) { fate in
                guard case .kept(let name, let fills) = fate else { return fate }
                if step.safety == .destructive { return .changed(name: name, why: "a lossy change of \(before.type.rawValue) to \(after.type.rawValue)") }
                return .kept(name: name, fillsNulls: fills || (!before.isNotNull && after.isNotNull))
            }
        case .mergeColumns(let table, let column, let coalesce):
            for merged in coalesce + [column] {
                update(table: table, column: merged) { fate in
                    guard case .kept(let name, _) = fate else { return fate }
                    return .changed(name: name, why: "merged into `\(column)`")
                }
            }
        case .rebuildTable(let rebuild):
            for change in rebuild.changes {
                apply(change, version: version, added: &added, dropped: &dropped, droppedTables: &droppedTables, createdTables: &createdTables)
            }
        case .createIndex, .dropIndex, .createView, .dropView, .createTrigger, .dropTrigger, .checkValues, .sql:
            break
        }
    }

    /// Changes the fate of the column that is `column` of `table` now.
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
