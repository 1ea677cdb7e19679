import SchemaCore

/// The diff of one table that exists in both schemas: its steps, native or rebuild.
struct TableDiff {
    let diff: SchemaDiff
    /// The table as it is in the old schema, old names.
    let oldTable: Table
    let newTable: Table
    /// The old table under the new names, worked out once for all the steps.
    private let renamedOld: Table

    init(diff: SchemaDiff, oldTable: Table, newTable: Table) {
        self.diff = diff
        self.oldTable = oldTable
        self.newTable = newTable
        renamedOld = diff.renamed(oldTable, as: newTable.name)
    }

    struct Steps {
        var dropIndexes: [Step] = []
        var alters: [Step] = []
        var createIndexes: [Step] = []
    }

    /// New column → old column.
    var pairs: [String: String] { diff.columnPairs[newTable.name] ?? [:] }
    private var tableName: String { StandardSQL.quote(newTable.name) }

    func steps() -> Steps {
        // Added and dropped constraints first: their steps keep the names the tables give
        // them, which the renames' look at the tables without names would lose.
        if !diff.options.isDisjoint(with: [.addsConstraints, .dropsConstraints]), let steps = stepsChangingConstraints() { return steps }
        if diff.options.contains(.renamesConstraints), let steps = stepsRenamingConstraints() { return steps }
        let pairs = self.pairs
        let added = newTable.columns.filter { pairs[$0.name] == nil }
        // An old column kept under its own name (the usual case) is one lookup; only the
        // others are looked for among the renames.
        let dropped = oldTable.columns.filter { column in
            pairs[column.name] != column.name && !pairs.values.contains(column.name)
        }
        let renames = newTable.columns.compactMap { column -> (from: String, to: String)? in
            guard let oldName = pairs[column.name], oldName != column.name else { return nil }
            return (oldName, column.name)
        }
        let altered = newTable.columns.enumerated().compactMap { position, column -> (before: Column, after: Column)? in
            guard let before = SchemaDiff.column(named: column.name, in: renamedOld, near: position),
                  !Self.sameDefinition(renamedOld.keyNotNull(before), newTable.keyNotNull(column)) else { return nil }
            return (before, column)
        }
        // A table has a few foreign keys and added columns: they are compared in the
        // arrays themselves, which is cheaper than hashing them into sets.
        let addedNames = added.map(\.name)
        var addedKeys = newTable.foreignKeys.filter { key in !renamedOld.foreignKeys.contains { $0.isSame(as: key) } }
        var removedKeys = renamedOld.foreignKeys.filter { key in !newTable.foreignKeys.contains { key.isSame(as: $0) } }
        // A key that only takes another name is neither: its rows were checked already.
        let renamedKeys = addedKeys.filter { key in removedKeys.contains { Self.differsInNameOnly($0, key) } }
        if !renamedKeys.isEmpty {
            addedKeys.removeAll { renamedKeys.contains($0) }
            removedKeys.removeAll { key in renamedKeys.contains { Self.differsInNameOnly(key, $0) } }
        }

        var obstacles: [String] = []
        if !altered.isEmpty {
            obstacles.append("column \(altered.map { StandardSQL.quote($0.after.name) }.joined(separator: ", ")) changes definition" + TableRebuild.alterTableCannot)
        }
        if renamedOld.primaryKey != newTable.primaryKey {
            obstacles.append("the primary key changes")
        } else if let name = newTable.primaryKeyName, renamedOld.primaryKeyName != name {
            obstacles.append("the primary key's constraint name changes")
        }
        if !removedKeys.isEmpty { obstacles.append("a foreign key is removed or changed") }
        if !renamedKeys.isEmpty { obstacles.append("a foreign key's constraint name changes") }
        let nativeKeys = addedKeys.filter { $0.columns.count == 1 && addedNames.contains($0.columns[0]) }
        if nativeKeys.count != addedKeys.count { obstacles.append("a foreign key is added to existing columns") }
        // A constraint is its columns, when it is checked (`deferrable:`) and how it counts
        // NULLs (`nullsDistinct:`), whatever its name.
        let oldConstraints = renamedOld.indexes.filter(\.isUniqueConstraint).map(Self.constraintShape)
        let newConstraints = newTable.indexes.filter(\.isUniqueConstraint).map(Self.constraintShape)
        // The same set of constraints on both sides, as `Set`s would compare them.
        if !oldConstraints.allSatisfy(newConstraints.contains) || !newConstraints.allSatisfy(oldConstraints.contains) {
            obstacles.append("a UNIQUE constraint changes, which only a rebuild can do")
        } else if !uniqueConstraintRenames.isEmpty {
            obstacles.append("a UNIQUE constraint's name changes")
        }
        if ComparableForm.checks(renamedOld.checks) != ComparableForm.checks(newTable.checks) {
            obstacles.append("the table's CHECK constraints change")
        } else if ComparableForm.checkNamesChange(from: renamedOld.checkNames, to: newTable.checkNames) {
            obstacles.append("the table's CHECK constraint names change")
        }
        if renamedOld.isStrict != newTable.isStrict || renamedOld.isWithoutRowID != newTable.isWithoutRowID {
            obstacles.append("STRICT or WITHOUT ROWID changes")
        }
        if renamedOld.isAutoincrement != newTable.isAutoincrement { obstacles.append("AUTOINCREMENT changes") }
        if !diff.options.contains(.allowColumnOrderDrift) {
            let keptInNewOrder = newTable.columns.map(\.name).filter { pairs[$0] != nil }
            if keptInNewOrder != renamedOld.columns.map(\.name) { obstacles.append("the column order changes") }
            if newTable.columns.prefix(keptInNewOrder.count).contains(where: { addedNames.contains($0.name) }) {
                obstacles.append("new columns are not at the end of the table")
            }
        }
        for column in added {
            let key = nativeKeys.first { $0.columns == [column.name] }
            if let obstacle = RebuildStrategy.addColumnObstacle(column, foreignKey: key, in: newTable) {
                obstacles.append(obstacle)
            }
        }
        // A native merge is an UPDATE naming the columns as they are; values stored in
        // another type are cast, which only the rebuild's copy does.
        for (target, sources) in merges.sorted(by: { $0.key < $1.key }) {
            guard let column = newTable.column(named: target) else { continue }
            let other = sources.filter { source in oldTable.column(named: source).map { TypeConversion(from: $0.type, to: column.type).needsCast } ?? false }
            if !other.isEmpty {
                obstacles.append("\(StandardSQL.quoteList(other)) merged into \(StandardSQL.quote(target)) hold another type, which only the rebuild's copy converts")
            }
        }
        let remainingObjects = dropped.isEmpty ? Schema() : diff.unmanagedOld(referencing: oldTable.name)
        for column in dropped {
            // Managed views and triggers naming the column are dropped before the table
            // steps (see `SchemaDiff.viewAndTriggerSteps`); only the others are in the way.
            if let obstacle = RebuildStrategy.dropColumnObstacle(column.name, from: oldTable, in: remainingObjects) {
                obstacles.append(obstacle)
            }
        }
        // Most tables rename nothing: no set of the old names is built for them.
        let renamesCollide = renames.contains { rename in oldTable.columns.contains { $0.name == rename.to } }
        if renamesCollide { obstacles.append("column renames reuse an old column's name") }

        let formatSteps = valueFormatSteps()
        // A column whose default or NOT NULL alone changes, where the engine alters those;
        // or whose CHECKs change too, where it also drops and adds constraints in place.
        let inPlace = diff.options.contains(.altersColumnDefaultsAndNullability) && obstacles.count == 1
            && altered.allSatisfy { Self.differsInDefaultOrNullabilityOnly($0.before, $0.after) || changesChecksInPlace($0.before, $0.after) }
            && !altered.isEmpty
        if obstacles.isEmpty || inPlace {
            var steps = nativeSteps(added: added, addedKeys: nativeKeys, dropped: dropped, renames: renames)
            if inPlace {
                let source = nativeSource()
                steps.alters += altered.map { pair in
                    alterColumnStep(before: pair.before, after: pair.after, rows: source, typeCheck: nil, oldName: pairs[pair.after.name] ?? pair.after.name)
                }
            }
            steps.alters = formatSteps + steps.alters
            return steps
        }
        // Renames run natively before the rebuild where they can, so SQLite carries them
        // into other tables' foreign keys (a renamed referenced key), views and triggers.
        let renameFirst = !renamesCollide && !renames.isEmpty
        let renameSteps = renameFirst ? renames.map {
            Step(.renameColumn(table: newTable.name, from: $0.from, to: $0.to), safety: .safe,
                 reason: "rename hint: \(StandardSQL.quote($0.to)) was \(StandardSQL.quote($0.from)); renamed before the rebuild so references follow")
        } : []
        let rebuild = rebuildStep(
            obstacles: obstacles, added: added, dropped: dropped, renames: renameFirst ? [] : renames,
            renamedFirst: renameFirst, altered: altered, addedKeys: addedKeys, removedKeys: removedKeys)
        return Steps(alters: formatSteps + renameSteps + [rebuild])
    }

    /// The new table's indexes (not a constraint's) that the old one lacks, or has with
    /// another definition: what a rebuild in place builds.
    private func createdIndexNames() -> [String] {
        let dropped = Set(droppedIndexNames())
        return newTable.indexes.filter { index in
            !index.isUniqueConstraint && (dropped.contains(index.name) || !renamedOld.indexes.contains { $0.name == index.name })
        }.map(\.name)
    }

    /// The old table's indexes (not a constraint's) that the new table lacks or changes.
    private func droppedIndexNames() -> [String] {
        oldTable.indexes.filter { index in
            guard !index.isUniqueConstraint else { return false }
            let renamedIndex = renamedOld.indexes.first { $0.name == index.name }
            return !newTable.indexes.contains { ComparableForm.index($0) == renamedIndex.map(ComparableForm.index) }
        }.map(\.name)
    }

    // MARK: Native

    private func nativeSteps(added: [Column], addedKeys: [ForeignKey], dropped: [Column], renames: [(from: String, to: String)]) -> Steps {
        var steps = Steps()
        for name in droppedIndexNames() {
            steps.dropIndexes.append(Step(
                .dropIndex(table: oldTable.name, name: name), safety: .safe,
                reason: "index \(StandardSQL.quote(name)) is not in the new schema (or changes)"))
        }
        let dropSteps = dropped.map { column in
            mergedDropStep(of: column.name) ?? carriedDropStep(of: column.name) ?? Step(
                .dropColumn(table: newTable.name, column: column.name), safety: .destructive,
                reason: "\(StandardSQL.quote(column.name)) is not in the new \(tableName): the column and its data are dropped",
                rowsAtStake: rowsHoldingValues(in: [column.name]))
        }
        let renameSteps = renames.map {
            Step(.renameColumn(table: newTable.name, from: $0.from, to: $0.to), safety: .safe,
                 reason: "rename hint: \(StandardSQL.quote($0.to)) was \(StandardSQL.quote($0.from))")
        }
        let addStep = { (column: Column) -> Step in
            let key = addedKeys.first { $0.columns == [column.name] }
            let fill = column.defaultSQL.map { ", existing rows get \($0)" } ?? ", existing rows get NULL"
            return Step(.addColumn(table: newTable.name, column: column, foreignKey: key), safety: .safe,
                        reason: "\(StandardSQL.quote(column.name)) is new\(fill)")
        }
        let merges = self.merges
        if merges.isEmpty {
            steps.alters += dropSteps + renameSteps + added.map(addStep)
        } else {
            // The merge reads the columns it takes over, so it runs once its column
            // exists (renamed, or added) and before they are dropped.
            let addedNames = added.map(\.name)
            let source = nativeSource()
            let mergeSteps = newTable.columns.filter { merges[$0.name] != nil }.map {
                mergeStep(of: $0, isNew: addedNames.contains($0.name), rows: source)
            }
            let targets = added.filter { merges[$0.name] != nil }.map(addStep)
            let others = added.filter { merges[$0.name] == nil }.map(addStep)
            steps.alters += renameSteps + targets + mergeSteps + dropSteps + others
        }
        let oldIndexes = renamedOld.indexes.map(ComparableForm.index)
        for index in newTable.indexes where !index.isUniqueConstraint && !oldIndexes.contains(ComparableForm.index(index)) {
            let alike = oldIndexes.filter {
                $0.columns == index.columns && $0.isUnique == index.isUnique && $0.condition == ComparableForm.index(index).condition
            }
            let existing = !alike.isEmpty
            // One that the new table keeps is not replaced: the new one is a second.
            let kept = alike.first { old in newTable.indexes.contains { $0.name == old.name } }
            let onNewColumn = index.columns.contains { name in added.contains { $0.name == name } }
            // A new column without a default or a merge is NULL in every existing row, and
            // NULLs never repeat in a unique index (unless it says `NULLS NOT DISTINCT`):
            // no existing row can break an index over it (Brave's new one-to-one key).
            let overNulls = index.areNullsDistinct && index.columns.contains { name in
                merges[name] == nil && added.contains { $0.name == name && !$0.isNotNull && $0.defaultSQL == nil }
            }
            if index.isUnique && !existing && overNulls {
                steps.createIndexes.append(Step(
                    .createIndex(table: newTable.name, index: index), safety: .safe,
                    reason: "new unique index \(StandardSQL.quote(index.name)) on a new column that existing rows leave NULL, which never repeats"))
            } else if index.isUnique && !existing {
                let check = duplicateCheck(columns: index.columns, condition: index.condition, rows: nativeSource(keyed: false))
                steps.createIndexes.append(Step(
                    .createIndex(table: newTable.name, index: index), safety: .dataDependent,
                    reason: "new unique index \(StandardSQL.quote(index.name))\(onNewColumn ? " on a new column (every existing row gets the same default)" : ""): existing rows must not repeat \(StandardSQL.quoteList(index.columns))",
                    checks: [check]))
            } else {
                steps.createIndexes.append(Step(
                    .createIndex(table: newTable.name, index: index), safety: .safe,
                    reason: kept.map { "new index \(StandardSQL.quote(index.name)), with the same columns as \(StandardSQL.quote($0.name)), which stays" }
                        ?? (existing ? "index \(StandardSQL.quote(index.name)) replaces one with the same columns" : "new index \(StandardSQL.quote(index.name))")))
            }
        }
        return steps
    }

    /// The old table's rows under the new column names, for checks of native steps:
    /// `SELECT "old" AS "new", … FROM "old_table"`, a merged column as its merge gives it;
    /// `keyed`, named in samples by the key columns they keep.
    private func nativeSource(keyed: Bool = true) -> CheckRows {
        let pairs = self.pairs
        let columns = newTable.columns.map { column in
            let kept = pairs[column.name].map(StandardSQL.quote)
            let expression = mergeExpression(of: column, kept: kept) ?? kept ?? column.defaultSQL ?? "NULL"
            return CopiedColumn(name: column.name, expression: expression)
        }
        return .copied(from: oldTable.name, columns: columns, key: keyed ? newTable.primaryKey.filter { pairs[$0] != nil } : [])
    }

    // MARK: Rebuild

    private func rebuildStep(
        obstacles: [String], added: [Column], dropped: [Column], renames: [(from: String, to: String)], renamedFirst: Bool,
        altered: [(before: Column, after: Column)], addedKeys: [ForeignKey], removedKeys: [ForeignKey]
    ) -> Step {
        let pairs = self.pairs
        var mapping: [String: String] = [:]
        var sourceColumns: [CopiedColumn] = []
        var changes: [Step] = []
        var checks: [StepCheck] = []
        var safeties: [Safety] = [.safe]
        var typeChecks: [String: StepCheck] = [:]

        // A new rowid alias (an `INTEGER PRIMARY KEY` given to a table adopted as
        // `primaryKey: rowid`, Firefox's `moz_bookmarks_roots`) takes each row's rowid: the
        // numbers the rows had, which a NULL fill would have numbered anew or refused.
        let rowIDKey = Self.hasRowIDAlias(newTable) && pairs[newTable.primaryKey[0]] == nil && self.merges[newTable.primaryKey[0]] == nil
            ? oldTable.rowIDName.map { (column: newTable.primaryKey[0], source: $0) } : nil
        for column in newTable.columns {
            guard let oldName = pairs[column.name], let before = oldTable.column(named: oldName) else {
                let value = column.name == rowIDKey?.column ? rowIDKey?.source ?? "NULL" : mergeExpression(of: column, kept: nil) ?? column.defaultSQL ?? "NULL"
                mapping[column.name] = value
                sourceColumns.append(CopiedColumn(name: column.name, expression: value))
                continue
            }
            // The mapping reads the table as it is when the rebuild runs (columns already
            // renamed when `renamedFirst`); the checks read it as it is before the plan.
            var expression = StandardSQL.quote(renamedFirst ? column.name : oldName)
            var original = StandardSQL.quote(oldName)
            let conversion = TypeConversion(from: before.type, to: column.type)
            if conversion.needsCast {
                expression = "CAST(\(expression) AS \(column.type.rawValue))"
                original = "CAST(\(original) AS \(column.type.rawValue))"
            }
            if let check = conversionCheck(of: oldName, from: before.type, to: column.type) {
                typeChecks[column.name] = check
            }
            if let merged = mergeExpression(of: column, kept: expression), let mergedOriginal = mergeExpression(of: column, kept: original) {
                expression = merged
                original = mergedOriginal
            }
            if column.isNotNull && !before.isNotNull, let fill = column.defaultSQL {
                expression = "coalesce(\(expression), \(fill))"
                original = "coalesce(\(original), \(fill))"
            }
            if let renames = valueRenames[column.name] {
                expression = StandardSQL.valueRenameExpression(expression, renames)
                original = StandardSQL.valueRenameExpression(original, renames)
            }
            mapping[column.name] = expression
            sourceColumns.append(CopiedColumn(name: column.name, expression: original))
        }
        let source = CheckRows.copied(from: oldTable.name, columns: sourceColumns, key: newTable.primaryKey.filter { pairs[$0] != nil })

        let merges = self.merges
        var dropChanges: [Step] = []
        for column in dropped {
            dropChanges.append(mergedDropStep(of: column.name) ?? carriedDropStep(of: column.name) ?? Step(
                .dropColumn(table: newTable.name, column: column.name), safety: .destructive,
                reason: "\(StandardSQL.quote(column.name)) is not in the new \(tableName): the column and its data are dropped",
                rowsAtStake: rowsHoldingValues(in: [column.name])))
        }
        var renameChanges: [Step] = []
        for rename in renames {
            renameChanges.append(Step(.renameColumn(table: newTable.name, from: rename.from, to: rename.to), safety: .safe,
                                      reason: "rename hint: \(StandardSQL.quote(rename.to)) was \(StandardSQL.quote(rename.from)); rows keep their values"))
        }
        var targetAdds: [Step] = []
        var otherAdds: [Step] = []
        for column in added {
            var columnChecks: [StepCheck] = []
            if column.isNotNull && column.defaultSQL == nil, let sources = merges[column.name] {
                columnChecks.append(StepCheck(
                    .rows(oldRows, .allNull(sources), shown: sources),
                    description: "rows of \(StandardSQL.quote(oldTable.name)) holding no value in any of \(StandardSQL.quoteList(sources)) must be 0: the new NOT NULL column \(StandardSQL.quote(column.name)) has no default to fill them with",
                    hint: "give \(StandardSQL.quote(column.name)) a default in the model (or make it optional)", remedy: .fillNewColumn(column.name, merged: true)))
            } else if column.isNotNull && column.defaultSQL == nil && column.name != rowIDKey?.column {
                columnChecks.append(StepCheck(
                    .rows(oldRows, .any, shown: []),
                    description: "\(StandardSQL.quote(oldTable.name)) must be empty: the new NOT NULL column \(StandardSQL.quote(column.name)) has no default to fill its rows with",
                    hint: "give \(StandardSQL.quote(column.name)) a default in the model (or make it optional)", remedy: .fillNewColumn(column.name, merged: false)))
            }
            // A range CHECK of a column every row gets one constant in (NULL, which passes
            // it, or a number inside it: Core Data's new Integer 32 with default 0) cannot fail.
            columnChecks += column.checks.filter { check in
                guard let fill = mapping[column.name] else { return true }
                return !Self.admits(check, of: column.name, constant: fill)
            }.map { checkViolations($0, rows: source) }
            let reason = if column.name == rowIDKey?.column {
                "\(StandardSQL.quote(column.name)) is new, the table's rowid alias: existing rows keep their rowids as its values"
            } else if let sources = merges[column.name] {
                "\(StandardSQL.quote(column.name)) is new, existing rows get the values of \(StandardSQL.quoteList(sources))\(column.defaultSQL.map { ", else \($0)" } ?? "")"
            } else if column.isNotNull && column.defaultSQL == nil {
                "\(StandardSQL.quote(column.name)) is new, NOT NULL and has no default: the table must be empty"
            } else {
                "\(StandardSQL.quote(column.name)) is new, existing rows get \(column.defaultSQL ?? "NULL")"
            }
            let step = Step(.addColumn(table: newTable.name, column: column, foreignKey: nil),
                            safety: columnChecks.isEmpty ? .safe : .dataDependent, reason: reason, checks: columnChecks)
            if merges[column.name] != nil { targetAdds.append(step) } else { otherAdds.append(step) }
        }
        // In the order an engine that changes the table in place runs them: a merge once its
        // column exists and before the columns it takes over are dropped.
        let addedNames = added.map(\.name)
        let mergeChanges = newTable.columns.filter { merges[$0.name] != nil }.map {
            mergeStep(of: $0, isNew: addedNames.contains($0.name), rows: source)
        }
        changes = merges.isEmpty
            ? dropChanges + renameChanges + otherAdds
            : renameChanges + targetAdds + mergeChanges + dropChanges + otherAdds
        // Before the column's own change (its CHECK), which an engine changing the table
        // in place adds back once the values are renamed.
        for column in newTable.columns where pairs[column.name] != nil {
            guard let renames = valueRenames[column.name] else { continue }
            let list = renames.sorted { $0.key < $1.key }.map { "\(StandardSQL.literal($0.key)) → \(StandardSQL.literal($0.value))" }.joined(separator: ", ")
            changes.append(Step(.renameValues(table: newTable.name, column: column.name, renames: renames), safety: .safe,
                                reason: "renamed values of \(StandardSQL.quote(column.name)): \(list)"))
        }
        for (before, after) in altered {
            changes.append(alterColumnStep(
                before: before, after: after, rows: source,
                typeCheck: typeChecks[after.name], oldName: pairs[after.name] ?? after.name))
        }
        safeties += changes.map(\.safety)
        checks += changes.flatMap(\.checks)

        let convertedColumns = Set(altered.filter { before, after in
            TypeConversion(from: before.type, to: after.type).needsCast
                || (after.isNotNull && !before.isNotNull && after.defaultSQL != nil)
        }.map(\.after.name))
        let keyConverted = newTable.primaryKey.contains(where: convertedColumns.contains)
        // Rowids never repeat: a key copied from them needs no count.
        if (Set(renamedOld.primaryKey) != Set(newTable.primaryKey) || keyConverted) && !newTable.primaryKey.isEmpty && rowIDKey == nil {
            safeties.append(.dataDependent)
            checks.append(duplicateCheck(columns: newTable.primaryKey, condition: nil, rows: source))
        }
        let oldChecks = ComparableForm.checks(renamedOld.checks)
        for check in newTable.checks where !oldChecks.contains(ComparableForm.expression(check)) {
            safeties.append(.dataDependent)
            checks.append(checkViolations(check, rows: source))
        }
        // A key over columns the rebuild fills with NULL (new, with no default and nothing
        // merged into them) references nothing yet: it cannot fail, and counting its
        // orphans would only ever say 0.
        for foreignKey in addedKeys where !foreignKey.columns.allSatisfy({ mapping[$0] == "NULL" }) {
            safeties.append(.dataDependent)
            checks.append(orphanCheck(foreignKey, rows: source))
        }
        // A unique index over a column the rebuild fills with NULL (new, with no default
        // and nothing merged into it) cannot fail either: NULLs never repeat in one,
        // unless it says `NULLS NOT DISTINCT`.
        for index in newTable.indexes where index.isUnique && !(index.areNullsDistinct && index.columns.contains { mapping[$0] == "NULL" }) {
            // A conversion or a NULL fill can make distinct values equal, so an index over
            // a converted or filled column is checked even when it existed before.
            let existed = !index.columns.contains(where: convertedColumns.contains) && renamedOld.indexes.map(ComparableForm.index).contains {
                $0.isUnique && Set($0.columns) == Set(index.columns) && $0.condition == ComparableForm.index(index).condition
            } || (index.condition == nil && Set(renamedOld.primaryKey) == Set(index.columns))
            if !existed {
                safeties.append(.dataDependent)
                checks.append(duplicateCheck(columns: index.columns, condition: index.condition, rows: source))
            }
        }

        let rowIDs = !oldTable.isWithoutRowID && !newTable.isWithoutRowID && !Self.hasRowIDAlias(newTable)
        // Only the views and triggers the plan does not manage stay through the table
        // steps; the managed ones that name this table were dropped before them.
        let remaining = diff.unmanagedOld
        let droppedTables = diff.droppedTables
        let dependentViews = remaining.views.filter { view in
            SQLFragment.mentions(view.sql, identifier: oldTable.name)
                && !droppedTables.contains { SQLFragment.mentions(view.sql, identifier: $0) }
        }
        let triggers = remaining.triggers.filter { $0.table == oldTable.name }
        // With `unmanaged` patterns the database may hold views and triggers that neither
        // schema shows (a plan made from two models), and SQLite refuses the rename while
        // one of them names the table, so the rename always takes the legacy path then.
        let legacy = !dependentViews.isEmpty
            || remaining.triggers.contains { SQLFragment.mentions($0.sql, identifier: oldTable.name) }
            || !diff.new.unmanaged.isEmpty || !diff.old.unmanaged.isEmpty
        let kept = mergedColumns.union(carriedColumns)
        let lost = dropped.map(\.name).filter { !kept.contains($0) }
        let rebuild = TableRebuild(
            table: newTable, mapping: mapping, keepsRowID: rowIDs, changes: changes,
            triggers: triggers.map { renameInSavedSQL($0) },
            views: dependentViews.map { renameInSavedSQL($0) },
            usesLegacyAlterTable: legacy, droppedIndexes: droppedIndexNames(), createdIndexes: createdIndexNames())
        var uniqueChecks: [StepCheck] = []
        for check in checks where !uniqueChecks.contains(check) { uniqueChecks.append(check) }
        var reason = TableRebuild.reasonLead(newTable.name) + obstacles.joined(separator: "; ")
        if !removedKeys.isEmpty || !addedKeys.isEmpty { reason += " (foreign keys: \(removedKeys.count) removed or changed, \(addedKeys.count) added)" }
        // What else the rebuild does, which would have been steps of their own: a review
        // of the plan reads the loss or the new index here, not only in the SQL.
        if !lost.isEmpty {
            reason += lost.count == 1 ? "; it drops column \(StandardSQL.quote(lost[0])) and its data" : "; it drops columns \(StandardSQL.quoteList(lost)) and their data"
        }
        for column in dropped.map(\.name) {
            if let carried = whereCarried(column) { reason += "; it drops column \(StandardSQL.quote(column)), whose \(carried.what) \(carried.whereTo)" }
        }
        let newIndexes = newTable.indexes.filter { index in !index.isUniqueConstraint && !renamedOld.indexes.contains { $0.name == index.name } }.map(\.name)
        if !newIndexes.isEmpty {
            reason += newIndexes.count == 1 ? "; it creates index \(StandardSQL.quote(newIndexes[0]))" : "; it creates indexes \(StandardSQL.quoteList(newIndexes))"
        }
        return Step(.rebuildTable(rebuild), safety: safeties.max() ?? .safe, reason: reason, checks: uniqueChecks,
                    rowsAtStake: lost.isEmpty ? nil : rowsHoldingValues(in: lost))
    }

    /// Whether `check`, a rule modelc writes for `column` (`ruleChecks`, `typeChecks`:
    /// a range, a bound, a list of values, a length), holds for every row when the
    /// column is `constant` (SQL text: `NULL`, a number, a quoted text), so a new column
    /// filled with it cannot break it: the same verdict `ADD COLUMN` gets, which SQLite
    /// checks against the default itself, where a rebuild counted rows that cannot
    /// fail. A check it does not read is not known to hold.
    static func admits(_ check: String, of column: String, constant: String) -> Bool {
        if constant == "NULL" { return true }
        if let range = range(check, of: column) { return Int64(constant).map(range.contains) ?? false }
        let name = StandardSQL.quote(column)
        if check.hasPrefix(name + " IN (") && check.hasSuffix(")") {
            let list = check.dropFirst(name.count + 5).dropLast()
            return list.components(separatedBy: ", ").contains(constant)
        }
        guard let bound = bound(check, of: column) else { return false }
        let value: Double?
        switch bound.operand {
        case "?":
            value = Double(constant)
        case "length(?)":
            guard constant.hasPrefix("'"), constant.hasSuffix("'"), constant.count >= 2 else { return false }
            value = Double(constant.dropFirst().dropLast().replacingOccurrences(of: "''", with: "'").count)
        default:
            // A decimal's bound compares the number its text spells.
            value = nil
        }
        return value.map { bound.isUpper ? $0 <= bound.value : $0 >= bound.value } ?? false
    }

    /// The bounds of a CHECK `"column" BETWEEN low AND high` on `column` (the range the
    /// compiler writes for 16- and 32-bit integers), nil for any other CHECK.
    private static func range(_ check: String, of column: String) -> ClosedRange<Int64>? {
        let prefix = StandardSQL.quote(column) + " BETWEEN "
        guard check.hasPrefix(prefix) else { return nil }
        let bounds = check.dropFirst(prefix.count).components(separatedBy: " AND ")
        guard bounds.count == 2, let low = Int64(bounds[0]), let high = Int64(bounds[1]), low <= high else { return nil }
        return low...high
    }

    /// The bound a CHECK the compiler writes for `min:`, `max:` or `maxLength:` sets on
    /// `column`: `length("title") <= 50`, `"age" >= 0`, `CAST("price" AS REAL) >= 0`, as
    /// what it bounds (the column's name left out, so a renamed column's compare), whether
    /// it is an upper bound, and its number; nil for any other check.
    private static func bound(_ check: String, of column: String) -> (operand: String, isUpper: Bool, value: Double)? {
        let name = StandardSQL.quote(column)
        for (symbol, isUpper) in [(" <= ", true), (" >= ", false)] {
            let parts = check.components(separatedBy: symbol)
            guard parts.count == 2, let value = Double(parts[1]) else { continue }
            guard parts[0] == name || parts[0] == "length(\(name))" || parts[0] == "CAST(\(name) AS REAL)" else { return nil }
            return (parts[0].replacingOccurrences(of: name, with: "?"), isUpper, value)
        }
        return nil
    }

    private func alterColumnStep(before: Column, after: Column, rows: CheckRows, typeCheck: StepCheck?, oldName: String) -> Step {
        var safety = Safety.safe
        var what: [String] = []
        var checks: [StepCheck] = []
        let column = StandardSQL.quote(after.name)
        if before.type != after.type || before.declaredType != after.declaredType {
            let conversion = TypeConversion(from: before.type, to: after.type)
            what.append("type \(before.declaredType ?? before.type.rawValue) → \(after.declaredType ?? after.type.rawValue)"
                        + (conversion.needsCast ? " (CAST)" : ""))
            if let typeCheck { safety = .dataDependent; checks.append(typeCheck) }
            // Planned from a database without its model, the column's values are not
            // known to have the format the model gives it.
            if diff.formats.isOldUnknown, let format = diff.formats.new[newTable.name]?[after.name] {
                safety = .dataDependent
                checks.append(formatCheck(of: oldName, format: format, storage: before.type))
            }
        }
        if before.isNotNull != after.isNotNull {
            if after.isNotNull {
                if let fill = after.defaultSQL {
                    what.append("becomes NOT NULL, NULLs are filled with \(fill)")
                } else {
                    what.append("becomes NOT NULL with no default to fill NULLs with")
                    safety = .dataDependent
                    checks.append(StepCheck(
                        .rows(rows, .allNull([after.name]), shown: []),
                        description: "rows of \(StandardSQL.quote(oldTable.name)) where \(StandardSQL.quote(oldName)) IS NULL must be 0",
                        hint: "fill those NULLs in a hand-written migration numbered before this one, or give \(column) a default in the model (the rebuild then fills them with it)"))
                }
            } else {
                what.append("becomes optional")
            }
        }
        if before.defaultSQL != after.defaultSQL {
            what.append("default \(before.defaultSQL ?? "none") → \(after.defaultSQL ?? "none")")
        }
        let oldChecks = ComparableForm.checks(before.checks)
        let addedChecks = after.checks.filter { !oldChecks.contains(ComparableForm.expression($0)) }
        if ComparableForm.checks(after.checks) != oldChecks {
            what.append(addedChecks.isEmpty ? "CHECK constraints removed" : "CHECK constraints change")
            // A wider range than one the column already keeps (an `int16` made an `int32`),
            // or a looser bound of the same kind (`maxLength: 50` made 100, `min: 0` made
            // -10), holds every value the old one let in: nothing to count.
            let unmet = addedChecks.filter { check in
                if let looser = Self.bound(check, of: after.name) {
                    return !before.checks.contains { old in
                        Self.bound(old, of: oldName).map { $0.operand == looser.operand && $0.isUpper == looser.isUpper
                            && (looser.isUpper ? $0.value <= looser.value : $0.value >= looser.value) } ?? false
                    }
                }
                guard let wider = Self.range(check, of: after.name) else { return true }
                return !before.checks.contains { old in
                    Self.range(old, of: oldName).map { wider.lowerBound <= $0.lowerBound && $0.upperBound <= wider.upperBound } ?? false
                }
            }
            if !unmet.isEmpty {
                safety = .dataDependent
                checks += unmet.map { checkViolations($0, rows: rows) }
            }
        } else if ComparableForm.checkNamesChange(from: before.checkNames, to: after.checkNames) {
            what.append("CHECK constraint names change")
        }
        if before.collation?.uppercased() != after.collation?.uppercased() {
            what.append("collation \(before.collation ?? "BINARY") → \(after.collation ?? "BINARY")")
        }
        return Step(.alterColumn(table: newTable.name, column: after.name, before: before, after: after),
                    safety: safety, reason: "\(column): " + what.joined(separator: "; "), checks: checks)
    }

    // MARK: Checks

    func checkViolations(_ check: String, rows: CheckRows) -> StepCheck {
        let named = newTable.columns.map(\.name).filter { SQLFragment.mentions(check, identifier: $0) }
        return StepCheck(
            .rows(rows, .violating(check: check), shown: named),
            description: "rows of \(StandardSQL.quote(oldTable.name)) violating CHECK (\(check)) must be 0",
            hint: "fix or delete those rows in a hand-written migration numbered before this one, or loosen the model's rule behind the check (its type, values, min, max, maxLength or check)")
    }

    private func duplicateCheck(columns: [String], condition: String?, rows: CheckRows) -> StepCheck {
        StepCheck(
            .duplicates(rows, columns: columns, condition: condition),
            description: "rows of \(StandardSQL.quote(oldTable.name)) sharing \(StandardSQL.quoteList(columns)) with another row must be 0",
            hint: "make those values distinct (or delete the extra rows) in a hand-written migration numbered before this one, or drop the unique rule")
    }

    private func orphanCheck(_ foreignKey: ForeignKey, rows: CheckRows) -> StepCheck {
        let parentPairs = diff.columnPairs[foreignKey.referencedTable] ?? [:]
        return StepCheck(
            .orphans(rows, columns: foreignKey.columns, parent: diff.oldTableFor[foreignKey.referencedTable],
                     parentColumns: foreignKey.referencedColumns.map { parentPairs[$0] ?? $0 }),
            description: "rows of \(StandardSQL.quote(oldTable.name)) whose (\(StandardSQL.quoteList(foreignKey.columns))) has no row in \(StandardSQL.quote(foreignKey.referencedTable)) must be 0",
            // A table this plan creates holds no row when the check runs, and no earlier
            // migration can fill it (the murder mystery's `event_id` made a relationship to
            // a new `Event`): it takes a version of its own first.
            hint: diff.oldTableFor[foreignKey.referencedTable] == nil
                ? "\(StandardSQL.quote(foreignKey.referencedTable)) is new in this version, so every row holding a reference is counted: add its entity in a version of its own first, "
                    + "fill it in a hand-written migration after that version's, and make the reference in the version after; or clear the references"
                : "point those rows at existing rows of \(StandardSQL.quote(foreignKey.referencedTable)), clear the reference, or delete them, in a hand-written migration numbered before this one")
    }

    /// The old table's rows as they are, old names.
    var oldRows: CheckRows { .table(oldTable.name, key: oldTable.primaryKey) }

    /// The rows whose data dropping `columns` (old names) would lose: those holding a
    /// value (not NULL) in any of them, counted in the old table.
    private func rowsHoldingValues(in columns: [String]) -> StepCheck {
        StepCheck(
            .rows(oldRows, .anyNotNull(columns), shown: columns),
            description: "rows of \(StandardSQL.quote(oldTable.name)) holding a value in \(columns.map(StandardSQL.quote).joined(separator: " or "))",
            samples: false)
    }

    /// The rows whose value in the old column `name` converting its storage from `from`
    /// to `to` would change, which must be none; nil for a lossless conversion.
    func conversionCheck(of name: String, from: ColumnType, to: ColumnType) -> StepCheck? {
        let conversion = TypeConversion(from: from, to: to)
        guard conversion.canChangeValues else { return nil }
        return StepCheck(
            .conversionLoss(table: oldTable.name, column: name, from: from, to: to, key: oldTable.primaryKey),
            description: "rows of \(StandardSQL.quote(oldTable.name)) whose \(StandardSQL.quote(name)) does not survive conversion from \(from.rawValue) to \(to.rawValue) must be 0",
            hint: conversion.hint(column: StandardSQL.quote(name)))
    }

    // MARK: Value formats

    /// A `checkValues` step for each kept column that gains a ``ValueFormat`` (a
    /// `string` that becomes a `date`): its check counts the stored values, converted as
    /// the plan converts them, that do not have the format.
    private func valueFormatSteps() -> [Step] {
        // Most tables have no column with a format, and then there is nothing to look up.
        guard !diff.formats.isOldUnknown, let newFormats = diff.formats.new[newTable.name], !newFormats.isEmpty else { return [] }
        let oldFormats = diff.formats.old[oldTable.name]
        let pairs = self.pairs
        return newTable.columns.compactMap { column in
            guard let format = newFormats[column.name], let oldName = pairs[column.name],
                  oldFormats?[oldName] != format, let before = oldTable.column(named: oldName)
            else { return nil }
            // Whole numbers whose storage class changes (TEXT → INTEGER) are the rebuild's
            // conversion's to check, by the value CAST gives: `typeof` of the old text
            // would refuse every numeral (Sakila's `postal_code`).
            if format == .integer, before.type != column.type || diff.options.contains(.enforcesColumnTypes) { return nil }
            return Step(.checkValues(table: newTable.name, column: column.name, format: format), safety: .dataDependent,
                        reason: "\(StandardSQL.quote(column.name)) now holds \(format.noun); \(column.declaredType.map { "its declared type stays \($0)" } ?? "its storage stays \(column.type.rawValue)"), so only its values are checked",
                        checks: [formatCheck(of: oldName, format: format, storage: before.type)])
        }
    }

    /// The rows whose value in the old column `name` (stored as `storage`) does not have
    /// `format`, which must be none.
    private func formatCheck(of name: String, format: ValueFormat, storage: ColumnType) -> StepCheck {
        StepCheck(
            .valueFormat(table: oldTable.name, column: name, format: format, key: oldTable.primaryKey, storage: storage),
            description: "rows of \(StandardSQL.quote(oldTable.name)) whose \(StandardSQL.quote(name)) is not \(format.singular) must be 0",
            hint: "these values are not \(format.noun)\(format == .date ? " (modelc stores 2024-01-02T03:04:05.678Z)" : ""): fix them in a hand-written migration numbered before this one, or keep the column's old type")
    }

    // MARK: Saved SQL

    /// Saved trigger SQL with the table's and the columns' renames applied (quoted
    /// names only), since it is recreated after the rename.
    private func renameInSavedSQL(_ trigger: Trigger) -> Trigger {
        Trigger(name: trigger.name, table: newTable.name, sql: renameInSavedSQL(trigger.sql))
    }

    private func renameInSavedSQL(_ view: View) -> View {
        View(name: view.name, sql: renameInSavedSQL(view.sql))
    }

    private func renameInSavedSQL(_ sql: String) -> String {
        var text = sql
        if oldTable.name != newTable.name {
            text = SQLFragment.replacingQuotedIdentifier(in: text, from: oldTable.name, to: newTable.name)
        }
        for (newName, oldName) in pairs.sorted(by: { $0.key < $1.key }) where newName != oldName {
            text = SQLFragment.replacingQuotedIdentifier(in: text, from: oldName, to: newName)
        }
        return text
    }

    /// Whether the table's primary key is an `INTEGER PRIMARY KEY` column, an alias of
    /// the rowid (copying it copies the rowid).
    static func hasRowIDAlias(_ table: Table) -> Bool {
        guard !table.isWithoutRowID, table.primaryKey.count == 1, let column = table.column(named: table.primaryKey[0]) else {
            return false
        }
        return (column.declaredType ?? column.type.rawValue).uppercased() == "INTEGER"
    }

    /// A UNIQUE constraint as comparisons see it: its columns, when it is checked
    /// (`deferrable:`) and how it counts NULLs (`nullsDistinct:`), whatever its name.
    static func constraintShape(_ index: Index) -> Index {
        Index(name: "", columns: index.columns, isUnique: true, deferral: index.deferral, areNullsDistinct: index.areNullsDistinct)
    }

    /// Whether the column's CHECKs (and maybe its default and NOT NULL) are all that
    /// changes, and the engine can change them in place: it drops and adds constraints
    /// (``DiffOptions/dropsConstraints``, ``DiffOptions/addsConstraints``), and no CHECK
    /// of the table names this column alone. The engine's `alterColumn` drops every CHECK
    /// over the column, whatever its name (one the server named, as for `min: 0`, is
    /// found by its column: the plan does not know its name), and adds the column's new
    /// ones; a table CHECK over that one column would be dropped with them. A column
    /// whose values the version renames or merges is left to the rebuild. Before, such
    /// a change (removing `min: 0`) rebuilt the table, taking every other constraint off
    /// and on again.
    func changesChecksInPlace(_ before: Column, _ after: Column) -> Bool {
        // A column whose values the version renames (`renamedValues:`) is rewritten by
        // the rebuild's copy before its new CHECK, which the old values would fail.
        guard diff.options.isSuperset(of: [.dropsConstraints, .addsConstraints]), valueRenames[after.name] == nil,
              diff.columnMerges[newTable.name]?[after.name] == nil else { return false }
        guard Self.differsInDefaultOrNullabilityOnly(before, after, orChecks: true) else { return false }
        func namesOnly(_ column: String, in table: Table) -> (String) -> Bool {
            { check in table.columns.allSatisfy { SQLFragment.mentions(check, identifier: $0.name) == ($0.name == column) } }
        }
        let oldName = pairs[after.name] ?? after.name
        return !oldTable.checks.contains(where: namesOnly(oldName, in: oldTable)) && !newTable.checks.contains(where: namesOnly(after.name, in: newTable))
    }

    /// Whether `after` is `before` but for its default and NOT NULL (and its name), and,
    /// with `orChecks`, its CHECKs and their names.
    static func differsInDefaultOrNullabilityOnly(_ before: Column, _ after: Column, orChecks: Bool = false) -> Bool {
        var before = ComparableForm.column(before)
        let after = ComparableForm.column(after)
        before.name = after.name
        before.defaultSQL = after.defaultSQL
        before.isNotNull = after.isNotNull
        if orChecks {
            before.checks = after.checks
            before.checkNames = after.checkNames
        }
        return before == after
    }

    /// Where the engine renames constraints (``DiffOptions/renamesConstraints``): the
    /// table's steps as they would be without constraint names, then a
    /// `renameConstraint` step for each check, foreign key, UNIQUE constraint and
    /// primary key the new table names otherwise; nil when no name changes, when that
    /// would still rebuild the table, or when a renamed check had no name the plan knows
    /// (the engine's, which only a rebuild gives back; a foreign key, a UNIQUE constraint
    /// and the primary key are found without it, by what they constrain).
    private func stepsRenamingConstraints() -> Steps? {
        var renames: [Step] = []
        for key in newTable.foreignKeys {
            guard let name = key.name, let old = renamedOld.foreignKeys.first(where: { Self.differsInNameOnly($0, key) }) else { continue }
            let target = "foreign key (\(StandardSQL.quoteList(key.columns))) → \(StandardSQL.quote(key.referencedTable))"
            renames.append(Step(.renameConstraint(table: newTable.name, from: old.name, to: name, foreignKey: old.name == nil ? key : nil), safety: .safe,
                                reason: "\(target): \(old.name.map(StandardSQL.quote) ?? "the engine's name") renamed \(StandardSQL.quote(name))"))
        }
        if let name = newTable.primaryKeyName, renamedOld.primaryKeyName != name, renamedOld.primaryKey == newTable.primaryKey, !newTable.primaryKey.isEmpty {
            renames.append(Step(.renameConstraint(table: newTable.name, from: renamedOld.primaryKeyName, to: name, foreignKey: nil), safety: .safe,
                                reason: "primary key: \(renamedOld.primaryKeyName.map(StandardSQL.quote) ?? "the engine's name") renamed \(StandardSQL.quote(name))"))
        }
        for rename in uniqueConstraintRenames {
            // One the engine named is found by its columns.
            renames.append(Step(.renameConstraint(table: newTable.name, from: rename.old, to: rename.new, foreignKey: nil, unique: rename.old == nil ? rename.columns : nil),
                                safety: .safe,
                                reason: "UNIQUE (\(StandardSQL.quoteList(rename.columns))): \(rename.old.map(StandardSQL.quote) ?? "the engine's name") renamed \(StandardSQL.quote(rename.new))"))
        }
        var checkRenames = ComparableForm.checkRenames(from: renamedOld.checkNames, to: newTable.checkNames)
        for column in newTable.columns {
            guard !column.checkNames.isEmpty, let before = renamedOld.column(named: column.name) else { continue }
            checkRenames += ComparableForm.checkRenames(from: before.checkNames, to: column.checkNames)
        }
        for rename in checkRenames {
            guard let from = rename.from else { return nil }
            renames.append(Step(.renameConstraint(table: newTable.name, from: from, to: rename.to, foreignKey: nil), safety: .safe,
                                reason: "CHECK (\(rename.check)): \(StandardSQL.quote(from)) renamed \(StandardSQL.quote(rename.to))"))
        }
        guard !renames.isEmpty else { return nil }
        renames = Self.throughTemporaryNames(renames)
        func unnamed(_ table: Table) -> Table {
            var table = table
            table.checkNames = [:]
            table.primaryKeyName = nil
            for position in table.indexes.indices { table.indexes[position].constraintName = nil }
            for position in table.columns.indices { table.columns[position].checkNames = [:] }
            for position in table.foreignKeys.indices { table.foreignKeys[position].name = nil }
            return table
        }
        var steps = TableDiff(diff: diff, oldTable: unnamed(oldTable), newTable: unnamed(newTable)).steps()
        let rebuilds = steps.alters.contains { step in
            if case .rebuildTable = step.operation { return true }
            return false
        }
        guard !rebuilds else { return nil }
        steps.alters += renames
        return steps
    }

    /// Where the engine adds or drops constraints in place (``DiffOptions/addsConstraints``,
    /// ``DiffOptions/dropsConstraints``): the table's steps as they would be without the
    /// UNIQUE constraints, CHECKs (the table's, or a kept column's) and foreign keys the
    /// new table adds (a key over a column added with it is the `addColumn`'s) or no
    /// longer has, then a `dropConstraint` step for each one gone, first, while the
    /// columns still have their old names, and an `addConstraint` step for each one
    /// added, last, its check counting the rows that break it; nil when the table adds
    /// and drops none, or when the rest would still rebuild the table (which then changes
    /// them itself).
    private func stepsChangingConstraints() -> Steps? {
        let adds = diff.options.contains(.addsConstraints)
        let addedNames = Set(newTable.columns.map(\.name).filter { pairs[$0] == nil })
        let oldUnique = renamedOld.indexes.filter(\.isUniqueConstraint).map(Self.constraintShape)
        let unique = !adds ? [] : newTable.indexes.filter { $0.isUniqueConstraint && !oldUnique.contains(Self.constraintShape($0)) }
        let oldChecks = ComparableForm.checks(renamedOld.checks)
        let checks = !adds ? [] : newTable.checks.filter { !oldChecks.contains(ComparableForm.expression($0)) }
        let keys = !adds ? [] : newTable.foreignKeys.filter { key in
            !renamedOld.foreignKeys.contains { $0.isSame(as: key) } && !renamedOld.foreignKeys.contains { Self.differsInNameOnly($0, key) }
                && !(key.columns.count == 1 && addedNames.contains(key.columns[0]))
        }
        // A kept column's new checks (`min:`, `values:` on an existing attribute): added as
        // the table's, which the server names and reads back as the column's.
        var columnChecks: [(column: String, check: String, name: String?)] = []
        for column in newTable.columns where adds && pairs[column.name] != nil && !column.checks.isEmpty {
            guard let before = renamedOld.column(named: column.name) else { continue }
            let had = ComparableForm.checks(before.checks)
            for check in column.checks where !had.contains(ComparableForm.expression(check)) {
                columnChecks.append((column.name, check, column.checkNames[check]))
            }
        }
        guard let removed = removedConstraints() else { return nil }
        guard !unique.isEmpty || !checks.isEmpty || !keys.isEmpty || !columnChecks.isEmpty || !removed.steps.isEmpty else { return nil }
        var without = newTable
        without.indexes.removeAll { unique.contains($0) }
        without.checks.removeAll { checks.contains($0) }
        for check in checks { without.checkNames[check] = nil }
        without.foreignKeys.removeAll { keys.contains($0) }
        for check in columnChecks {
            guard let position = without.columns.firstIndex(where: { $0.name == check.column }) else { continue }
            without.columns[position].checks.removeAll { $0 == check.check }
            without.columns[position].checkNames[check.check] = nil
        }
        var steps = TableDiff(diff: diff, oldTable: removed.oldTable, newTable: without).steps()
        // The constraints are added, and their rows counted, on the values the table holds
        // (`nativeSource`): one over a column the same version fills, converts, merges or
        // adds is left to the rebuild, which checks and adds them after its copy (a column
        // made required with a default and given a CHECK in one version passed the count,
        // then failed the migration part-way on the filled values).
        var changed: Set<String> = []
        for step in steps.alters {
            switch step.operation {
            case .rebuildTable, .copyLinks, .sql:
                return nil
            case .alterColumn(_, let column, _, _), .mergeColumns(_, let column, _), .renameValues(_, let column, _), .checkValues(_, let column, _):
                changed.insert(column)
            case .addColumn(_, let column, _):
                changed.insert(column.name)
            default:
                break
            }
        }
        let touchesChanged = unique.contains { $0.columns.contains(where: changed.contains) }
            || keys.contains { $0.columns.contains(where: changed.contains) }
            || (checks + columnChecks.map(\.check)).contains { check in changed.contains { SQLFragment.mentions(check, identifier: $0) } }
        guard !touchesChanged else { return nil }
        steps.alters = removed.steps + steps.alters
        let rows = nativeSource()
        func step(_ constraint: TableConstraint, _ check: StepCheck) -> Step {
            Step(.addConstraint(table: newTable.name, constraint: constraint), safety: .dataDependent,
                 reason: "\(constraint.summary) is added to \(tableName) in place: its rows stay where they are, and each is checked against it", checks: [check])
        }
        steps.alters += unique.map { step(.unique($0), duplicateCheck(columns: $0.columns, condition: nil, rows: rows)) }
        steps.alters += columnChecks.map { step(.check($0.check, name: $0.name), checkViolations($0.check, rows: rows)) }
        steps.alters += checks.map { step(.check($0, name: newTable.checkNames[$0]), checkViolations($0, rows: rows)) }
        steps.alters += keys.map { step(.foreignKey($0), orphanCheck($0, rows: rows)) }
        return steps
    }

    /// Where the engine drops constraints in place (``DiffOptions/dropsConstraints``): a
    /// `dropConstraint` step for each UNIQUE constraint, CHECK (the table's, or a kept
    /// column's) and foreign key of the old table that the new one does not have, and
    /// the old table without them; no steps where the engine does not. Each constraint
    /// is as the database has it when the step runs, before the column renames: old
    /// column names, new table names. Nil when one of them cannot be dropped on its own,
    /// which leaves the table to the rebuild as before: a CHECK the engine named (its
    /// name is not known, and its text is the engine's), a UNIQUE constraint a foreign
    /// key references (the key must go first, maybe from another table) unless the plan
    /// drops that key first and adds it back (`RelinkedKey`), a foreign key
    /// to a table the version drops (dropping the table takes it along).
    private func removedConstraints() -> (steps: [Step], oldTable: Table)? {
        guard diff.options.contains(.dropsConstraints) else { return ([], oldTable) }
        // `renamedOld` keeps the old table's constraints in their order, so a position in
        // one is the same constraint in the other.
        let newUnique = newTable.indexes.filter(\.isUniqueConstraint).map(Self.constraintShape)
        let newChecks = ComparableForm.checks(newTable.checks)
        let unique = renamedOld.indexes.indices.filter {
            renamedOld.indexes[$0].isUniqueConstraint && !newUnique.contains(Self.constraintShape(renamedOld.indexes[$0]))
        }
        let checks = renamedOld.checks.indices.filter { !newChecks.contains(ComparableForm.expression(renamedOld.checks[$0])) }
        let keys = renamedOld.foreignKeys.indices.filter { position in
            let key = renamedOld.foreignKeys[position]
            return !newTable.foreignKeys.contains { key.isSame(as: $0) || Self.differsInNameOnly(key, $0) }
        }
        // A column's checks that go, with the column kept: a server reads a named CHECK
        // over one column as the column's, whichever the model wrote.
        var columnChecks: [(column: String, check: String, name: String?)] = []
        for column in newTable.columns {
            guard let oldName = pairs[column.name], let before = oldTable.column(named: oldName),
                  let renamed = renamedOld.column(named: column.name), renamed.checks.count == before.checks.count else { continue }
            let kept = ComparableForm.checks(column.checks)
            for (position, check) in renamed.checks.enumerated() where !kept.contains(ComparableForm.expression(check)) {
                let original = before.checks[position]
                columnChecks.append((oldName, original, before.checkNames[original]))
            }
        }
        guard !unique.isEmpty || !checks.isEmpty || !keys.isEmpty || !columnChecks.isEmpty else { return ([], oldTable) }
        // A key the plan drops first and adds back last (`RelinkedKey`) no longer holds it.
        let referenced = unique.contains { position in
            let columns = Set(oldTable.indexes[position].columns)
            return diff.old.tables.contains { table in
                table.foreignKeys.contains { key in
                    key.referencedTable == oldTable.name && Set(key.referencedColumns) == columns
                        && !diff.relinked.contains { $0.oldTable == table.name && $0.old == key }
                }
            }
        }
        let unnamedCheck = checks.contains { oldTable.checkNames[oldTable.checks[$0]] == nil } || columnChecks.contains { $0.name == nil }
        let targetDropped = keys.contains { diff.new.table(named: renamedOld.foreignKeys[$0].referencedTable) == nil }
        guard !referenced, !unnamedCheck, !targetDropped else { return nil }

        func step(_ constraint: TableConstraint) -> Step {
            Step(.dropConstraint(table: newTable.name, constraint: constraint), safety: .safe,
                 reason: "\(constraint.summary) is not in the new schema: it is dropped from \(tableName) in place, reading and writing no row")
        }
        var steps = unique.map { step(.unique(oldTable.indexes[$0])) }
        steps += columnChecks.map { step(.check($0.check, name: $0.name)) }
        steps += checks.map { step(.check(oldTable.checks[$0], name: oldTable.checkNames[oldTable.checks[$0]])) }
        steps += keys.map { position in
            // The referenced table under the name it has by now (tables are renamed first).
            var key = oldTable.foreignKeys[position]
            key.referencedTable = renamedOld.foreignKeys[position].referencedTable
            key.referencedColumns = renamedOld.foreignKeys[position].referencedColumns
            return step(.foreignKey(key))
        }
        var table = oldTable
        let uniqueSet = Set(unique), checkSet = Set(checks), keySet = Set(keys)
        table.indexes = oldTable.indexes.indices.filter { !uniqueSet.contains($0) }.map { oldTable.indexes[$0] }
        table.checks = oldTable.checks.indices.filter { !checkSet.contains($0) }.map { oldTable.checks[$0] }
        for position in checks { table.checkNames[oldTable.checks[position]] = nil }
        table.foreignKeys = oldTable.foreignKeys.indices.filter { !keySet.contains($0) }.map { oldTable.foreignKeys[$0] }
        for check in columnChecks {
            guard let position = table.columns.firstIndex(where: { $0.name == check.column }) else { continue }
            table.columns[position].checks.removeAll { $0 == check.check }
            table.columns[position].checkNames[check.check] = nil
        }
        return (steps, table)
    }

    /// `renames` (one table's `renameConstraint` steps) in an order the engine can run:
    /// as they are when no new name is another's old one; else each constraint first
    /// takes a temporary name of its own (`modelc_rename_<n>`), then its new one, so names
    /// that swap (`a` ↔ `b`) or move along (`a` → `b`, `b` → `c`) never meet a name still
    /// taken.
    static func throughTemporaryNames(_ renames: [Step]) -> [Step] {
        func names(_ step: Step) -> (table: String, from: String?, to: String, key: ForeignKey?, unique: [String]?)? {
            guard case .renameConstraint(let table, let from, let to, let key, let unique) = step.operation else { return nil }
            return (table, from, to, key, unique)
        }
        let sources = Set(renames.compactMap { names($0)?.from })
        guard renames.contains(where: { names($0).map { sources.contains($0.to) } ?? false }) else { return renames }
        var first: [Step] = [], then: [Step] = []
        for (number, step) in renames.enumerated() {
            guard let rename = names(step) else { continue }
            let temporary = "modelc_rename_\(number + 1)"
            first.append(Step(.renameConstraint(table: rename.table, from: rename.from, to: temporary, foreignKey: rename.key, unique: rename.unique), safety: .safe,
                              reason: step.reason + ", through \(StandardSQL.quote(temporary)) as the table's names swap"))
            then.append(Step(.renameConstraint(table: rename.table, from: temporary, to: rename.to, foreignKey: nil), safety: .safe,
                             reason: step.reason + ", from \(StandardSQL.quote(temporary))"))
        }
        return first + then
    }

    /// The UNIQUE constraints the new table names otherwise than the old one does (the
    /// same columns), each with its old name: nil when it was the engine's.
    private var uniqueConstraintRenames: [(old: String?, new: String, columns: [String])] {
        newTable.indexes.compactMap { index in
            guard index.isUniqueConstraint, let name = index.constraintName,
                  let old = renamedOld.indexes.first(where: { $0.isUniqueConstraint && $0.columns == index.columns }),
                  old.constraintName != name else { return nil }
            return (old.constraintName, name, index.columns)
        }
    }

    /// Whether two foreign keys are one key under two constraint names.
    static func differsInNameOnly(_ old: ForeignKey, _ new: ForeignKey) -> Bool {
        var renamed = old
        renamed.name = new.name
        return old.name != new.name && renamed == new
    }

    /// Same column apart from its name: type, NOT NULL, default, checks, collation.
    /// Columns written identically are the same without normalising either, which is
    /// nearly every column of a large diff.
    static func sameDefinition(_ lhs: Column, _ rhs: Column) -> Bool {
        var renamed = lhs
        renamed.name = rhs.name
        if renamed == rhs { return true }
        var left = ComparableForm.column(lhs)
        var right = ComparableForm.column(rhs)
        left.name = rhs.name
        // Names read from the columns as normalised (not normalised a second time).
        if ComparableForm.renamesChecks(from: left.checkNames, to: right.checkNames) { return false }
        (left.checkNames, right.checkNames) = ([:], [:])
        return left == right
    }
}

/// How a column's values convert when its storage type changes, and how to count the
/// values that would not survive.
struct TypeConversion {
    let from: ColumnType
    let to: ColumnType

    /// Whether the copy needs `CAST(… AS to)`: every change except to `ANY` or no change.
    var needsCast: Bool { from != to && to != .any }

    /// What to do about values that would not survive, in words.
    func hint(column: String) -> String {
        let what: String
        switch (from, to) {
        case (.integer, .real): what = "these integers are beyond ±2^53, which REAL cannot hold exactly"
        case (_, .integer): what = "these values are not integers"
        case (_, .real): what = "these values are not numbers that REAL holds as written"
        default: what = "these values would change in the conversion to \(to.rawValue)"
        }
        return what + ": fix \(column) in those rows in a hand-written migration numbered before this one, or keep the column's old type"
    }

    /// Whether converting can change or refuse a stored value, so that the values are
    /// counted first: every change but to `ANY`, from INTEGER to TEXT and from TEXT to
    /// BLOB, which keep every value as it was.
    var canChangeValues: Bool {
        switch (from, to) {
        case _ where from == to, (_, .any), (.integer, .text), (.text, .blob): false
        default: true
        }
    }
}
