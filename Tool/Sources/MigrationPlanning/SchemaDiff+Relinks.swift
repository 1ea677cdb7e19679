import SchemaCore

/// A foreign key the model keeps whose referenced unique index or UNIQUE constraint the
/// plan replaces: the key is dropped before and added back after.
///
/// A server ties a foreign key to the one unique index it found when the key was added
/// (PostgreSQL's `pg_constraint.conindid`) and refuses to drop that index, or the
/// constraint that owns it, while the key exists. Turning `unique: [[code]]` into
/// `{ columns: [code], constraint: true }` (or back), renaming such an index or
/// changing its columns' order therefore fails part-way however the steps are ordered
/// (or, as a rebuild keeps a referenced constraint, fails the verification), unless
/// the keys that reference it go first and come back once the new one exists.
struct RelinkedKey: Hashable {
    /// The key as the database has it when the plan starts: old table and column
    /// names, for a `dropConstraint` step that runs before any index is dropped or
    /// table renamed.
    var oldTable: String
    var old: ForeignKey
    /// The key as the new schema has it, on the new table name, added back at the end.
    var newTable: String
    var new: ForeignKey
}

extension SchemaDiff {
    /// The keys the new schema keeps whose referenced unique index or constraint does
    /// not stay as it is (see `RelinkedKey`); none where the engine does not drop and
    /// add constraints in place (``DiffOptions/dropsConstraints``,
    /// ``DiffOptions/addsConstraints``), which then rebuilds the referenced table, nor
    /// for a key to a primary key, or to columns the new schema has no plain unique
    /// index or constraint over (which the model's validation reports).
    func relinkedKeys() -> [RelinkedKey] {
        guard options.isSuperset(of: [.dropsConstraints, .addsConstraints]) else { return [] }
        var relinked: [RelinkedKey] = []
        for child in old.tables {
            guard let newChildName = newTableFor[child.name], let newChild = new.table(named: newChildName) else { continue }
            let childPairs = columnPairs[newChildName] ?? [:]
            for key in child.foreignKeys {
                guard let parentName = newTableFor[key.referencedTable],
                      let oldParent = old.table(named: key.referencedTable), let newParent = new.table(named: parentName),
                      Set(key.referencedColumns) != Set(oldParent.primaryKey) else { continue }
                let parentPairs = columnPairs[parentName] ?? [:]
                // The same key in the new schema, its names mapped back to the old ones.
                guard let kept = newChild.foreignKeys.first(where: { candidate in
                    guard candidate.referencedTable == parentName else { return false }
                    var mapped = candidate
                    mapped.columns = candidate.columns.map { childPairs[$0] ?? $0 }
                    mapped.referencedTable = key.referencedTable
                    mapped.referencedColumns = candidate.referencedColumns.map { parentPairs[$0] ?? $0 }
                    return mapped.isSame(as: key) || key.isSame(as: mapped)
                }) else { continue }
                let columns = Set(key.referencedColumns)
                let before = Self.referenceable(oldParent.indexes, over: columns) { $0 }
                let after = Self.referenceable(newParent.indexes, over: columns) { parentPairs[$0] ?? $0 }
                guard !before.isEmpty, !after.isEmpty, !before.isSubset(of: after) else { continue }
                relinked.append(RelinkedKey(oldTable: child.name, old: key, newTable: newChildName, new: kept))
            }
        }
        return relinked
    }

    /// The indexes of `indexes` a foreign key over `columns` (old names) can reference:
    /// unique, whole-table and checked at once, each in a comparable form (columns
    /// through `oldName`, a UNIQUE constraint without its index's engine name).
    private static func referenceable(_ indexes: [Index], over columns: Set<String>, oldName: (String) -> String) -> Set<Index> {
        Set(indexes.compactMap { index in
            guard index.isUnique, index.condition == nil, index.deferral == nil else { return nil }
            var index = index
            index.columns = index.columns.map(oldName)
            guard Set(index.columns) == columns else { return nil }
            // A constraint's index takes the engine's name, and a constraint that only
            // takes another name is renamed in place, its keys kept.
            if index.isUniqueConstraint { index.name = ""; index.constraintName = nil }
            return index
        })
    }

    /// The steps around `relinked`: each key dropped first (before any index is dropped
    /// or table renamed, so under its old names) and added back last (after every index
    /// is made; the engine's layout adds it right after the unique index it waits for).
    /// Both are safe: the rows held the key until this migration, and nothing in it
    /// changes the columns of a key kept as it was.
    func relinkSteps(_ relinked: [RelinkedKey]) -> (drops: [Step], adds: [Step]) {
        let drops = relinked.map { link in
            Step(.dropConstraint(table: link.oldTable, constraint: .foreignKey(link.old)), safety: .safe,
                 reason: "\(TableConstraint.foreignKey(link.old).summary) of \(StandardSQL.quote(link.oldTable)) is dropped while the unique index or constraint it references "
                    + "is replaced, and added back after it")
        }
        let adds = relinked.map { link in
            Step(.addConstraint(table: link.newTable, constraint: .foreignKey(link.new)), safety: .safe,
                 reason: "\(TableConstraint.foreignKey(link.new).summary) is added back to \(StandardSQL.quote(link.newTable)), referencing the new unique index or constraint; "
                    + "its rows held it until this migration")
        }
        return (drops, adds)
    }
}
