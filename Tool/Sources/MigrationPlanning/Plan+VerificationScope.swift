import SchemaCore

extension Plan {
    /// The tables whose foreign keys the plan can break, for `PRAGMA
    /// foreign_key_check("<table>")` one table at a time instead of over the whole
    /// database (which the design measured at a third of a large rebuild's time); nil
    /// when the plan holds hand-written SQL, which can break anything.
    ///
    /// A rebuild can leave its own rows pointing nowhere (a new or changed foreign key),
    /// and its referencing tables pointing at keys it changed; a new column with a
    /// foreign key is checked too, as is a table given a foreign key in place
    /// (`addConstraint`). A referencing table is left out when the rebuild
    /// carries the keys it references over unchanged (`TableRebuild.carriesUnchanged`):
    /// every row is copied, so every reference that held before still holds, and
    /// checking it would cost a full scan of the child table with a lookup per row
    /// (docs/performance.md measures it at an eighth of a large parent rebuild).
    /// Renames are carried into references by SQLite, created tables are empty, and a
    /// dropped table has no references left in `target`. Sorted by name.
    public func foreignKeyCheckScope(in target: Schema) -> [String]? {
        tableScope { operation, tables in
            switch operation {
            case .rebuildTable(let rebuild):
                tables.insert(rebuild.table.name)
                for table in target.tables where table.foreignKeys.contains(where: {
                    $0.referencedTable == rebuild.table.name && !rebuild.carriesUnchanged($0.referencedColumns)
                }) {
                    tables.insert(table.name)
                }
            case .addColumn(let table, _, .some), .addConstraint(let table, .foreignKey):
                tables.insert(table)
            case .copyLinks(let link):
                // Its rows reference both sides.
                tables.insert(link.table)
            default:
                break
            }
        }
    }

    /// The tables whose pages the plan writes, for `PRAGMA quick_check("<table>")`; nil
    /// when the plan holds hand-written SQL.
    ///
    /// A rebuild copies every row into a new table, a native `DROP COLUMN` rewrites every
    /// row, a merge updates rows, and a new index (or UNIQUE constraint's) writes a new b-tree. Renames, `ADD COLUMN` (SQLite fills the
    /// new column in from the schema, not the rows) and drops only edit the schema
    /// table, which is always checked. A table renamed later in the plan is named as it
    /// is at the end. Sorted by name.
    public func integrityCheckScope() -> [String]? {
        tableScope { operation, tables in
            switch operation {
            case .rebuildTable(let rebuild):
                tables.insert(rebuild.table.name)
            case .dropColumn(let table, _), .createIndex(let table, _, _), .mergeColumns(let table, _, _), .addConstraint(let table, .unique):
                tables.insert(table)
            case .copyLinks(let link):
                tables.insert(link.table)
            case .renameValues(let table, _, _):
                tables.insert(table)
            case .renameTable(let from, let to):
                if tables.remove(from) != nil { tables.insert(to) }
            case .dropTable(let name, _):
                tables.remove(name)
            default:
                break
            }
        }
    }

    /// Both scopes, or nil when the plan holds hand-written SQL (check everything).
    public func verificationScope(in target: Schema) -> VerificationScope? {
        guard let foreignKeys = foreignKeyCheckScope(in: target), let pages = integrityCheckScope() else { return nil }
        return VerificationScope(foreignKeyTables: foreignKeys, integrityTables: pages)
    }

    /// The tables `add` collects from each step in order, sorted by name; nil as soon
    /// as a step is hand-written SQL, which can touch anything.
    private func tableScope(_ add: (Step.Operation, inout Set<String>) -> Void) -> [String]? {
        var tables = Set<String>()
        for step in steps {
            if case .sql = step.operation { return nil }
            add(step.operation, &tables)
        }
        return tables.sorted()
    }
}
