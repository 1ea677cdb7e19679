import Migration
import SchemaCore

/// Rendering a migration ``Plan`` to SQLite SQL.
///
/// **Contract with the applier.** The rendered SQL never contains `BEGIN`, `COMMIT` or
/// `PRAGMA foreign_keys`: the caller owns the transaction and the foreign-key switch,
/// because `PRAGMA foreign_keys=OFF` is a no-op inside a transaction and a table
/// rebuild with foreign keys on would let `DROP TABLE` fire `ON DELETE CASCADE` and
/// silently delete child rows (SQLite's "ALTER TABLE" page, "Making Other Kinds Of
/// Table Schema Changes"). The applier runs, in this order:
///
/// 1. `PRAGMA foreign_keys=OFF` (outside any transaction);
/// 2. `BEGIN IMMEDIATE`;
/// 3. the ``Step/rowsAtStake`` counts of unapproved destructive steps, then every
///    ``preflight(_:)`` query, refusing (and rolling back) when one counts rows;
/// 4. the rendered SQL;
/// 5. `PRAGMA foreign_key_check`, rolling back when it returns any row;
/// 6. `COMMIT`, then `PRAGMA foreign_keys=ON` again.
///
/// The SQL may contain `PRAGMA legacy_alter_table=ON` / `OFF` around the rename of a
/// rebuilt table whose name views or triggers use, as that page describes.
extension SQLiteDialect {
    /// The plan as SQL: for each step a `-- step N: <kind> <subject> [safety]` comment (`Step.subject`),
    /// a comment with the reason, and its statements, each ending with `;` and a newline.
    public func render(_ plan: Plan) -> String {
        plan.steps.enumerated().map { offset, step in
            var header = "step \(offset + 1): \(step.kind)"
            if let subject = step.subject { header += " \(subject)" }
            header += " [\(step.safety.rawValue)]"
            var text = "-- " + StandardSQL.commentText(header) + "\n"
            text += "-- " + StandardSQL.commentText(step.reason) + "\n"
            text += statements(for: step.operation).map(StandardSQL.terminated).joined()
            return text
        }.joined()
    }

    /// The statements of one step, without trailing semicolons. A `rebuildTable` gives
    /// the whole rebuild; an `alterColumn` outside a rebuild gives none (SQLite has no
    /// ALTER COLUMN) but a comment saying so.
    public func statements(for operation: Step.Operation) -> [String] {
        switch operation {
        case .createTable(let table, let ifNotExists):
            return [createTable(table, ifNotExists: ifNotExists)]
        case .dropTable(let name, let views):
            return views.map { "DROP VIEW IF EXISTS \(quote($0))" } + ["DROP TABLE \(quote(name))"]
        case .addColumn(let table, let column, let foreignKey):
            let definition = columnDefinition(column, in: Table(name: table, columns: [column]))
            return ["ALTER TABLE \(quote(table)) ADD COLUMN \(definition)\(foreignKey.map { " " + StandardSQL.referencesClause($0) } ?? "")"]
        case .alterColumn(let table, let column, _, _):
            return ["-- " + StandardSQL.commentText("\(quote(table)).\(quote(column)): SQLite has no ALTER COLUMN; this change needs a rebuildTable step")]
        case .rebuildTable(let rebuild):
            return rebuildStatements(rebuild)
        case .dropTrigger(let name, _, let ifExists):
            return ["DROP TRIGGER \(ifExists ? "IF EXISTS " : "")\(quote(name))"]
        case .checkValues(let table, let column, let format):
            return ["-- " + StandardSQL.commentText("\(quote(table)).\(quote(column)) keeps its storage; its values are checked before the migration (they must be \(format.noun))")]
        case .createExtension(let name):
            // SQLite's schema of a model never holds extensions (see `createType`).
            return ["-- " + StandardSQL.commentText("extension \(quote(name)): SQLite has no CREATE EXTENSION; nothing to do")]
        case .createType(let type), .dropType(let type), .alterType(_, let type):
            // SQLite has no such types (its schema of a model never holds them): a column
            // naming one keeps the name as its declared type.
            return ["-- " + StandardSQL.commentText("type \(quote(type.name)): SQLite has no CREATE TYPE; nothing to do")]
        case .renameConstraint(let table, _, let to, _, _):
            // SQLite's plans never hold one (`DiffOptions.renamesConstraints`): a rebuild
            // renames its constraints.
            return ["-- " + StandardSQL.commentText("\(quote(table)): no RENAME CONSTRAINT here (\(quote(to))); this change needs a rebuildTable step")]
        case .addConstraint(let table, let constraint):
            // SQLite's plans never hold one (`DiffOptions.addsConstraints`): SQLite adds no
            // constraint to a table but by rebuilding it.
            return ["-- " + StandardSQL.commentText("\(quote(table)): no ADD CONSTRAINT here (\(constraint.summary)); this change needs a rebuildTable step")]
        case .dropConstraint(let table, let constraint):
            // Nor one of these (`DiffOptions.dropsConstraints`).
            return ["-- " + StandardSQL.commentText("\(quote(table)): no DROP CONSTRAINT here (\(constraint.summary)); this change needs a rebuildTable step")]
        case .renameTable, .dropColumn, .renameColumn, .createIndex, .dropIndex, .createView, .dropView, .createTrigger,
             .mergeColumns, .copyLinks, .renameValues, .sql:
            return operation.standardStatements ?? []
        }
    }

    /// The name a table is built under during its rebuild: `_modelc_new_<name>`.
    public func rebuildName(for table: String) -> String {
        "_modelc_new_" + table
    }

    /// The 12-step procedure of SQLite's "ALTER TABLE" page, steps 4–10: drop the
    /// views that name the table, create the new table under a temporary name, copy
    /// the rows with the mapping, drop the old table, rename the new one into place
    /// (with `legacy_alter_table=ON` when views or triggers name it, so SQLite neither
    /// rewrites nor rejects them), recreate indexes, triggers and views. An
    /// `AUTOINCREMENT` table keeps its `sqlite_sequence` entry (see `sequenceCarryOver`).
    ///
    /// Copy order: a copy that keeps row ids reads the old table in rowid order, so the
    /// new table's b-tree is filled by appending (only the key's index is filled out of
    /// order). Sorting by a non-integer key instead would append to that index but
    /// insert every row, a much larger entry, at a random place in the table (see
    /// docs/performance.md for the measurement on a million random uuid keys). A copy that does not keep row ids (into or out of a
    /// `WITHOUT ROWID` table) is sorted by the key, which fills both b-trees in order.
    private func rebuildStatements(_ rebuild: TableRebuild) -> [String] {
        let table = rebuild.table
        let temporary = rebuildName(for: table.name)
        var statements = rebuild.views.map { "DROP VIEW IF EXISTS \(quote($0.name))" }
        statements.append(createTable(table, named: temporary))
        var targets: [String] = []
        var sources: [String] = []
        if rebuild.keepsRowID {
            targets.append("rowid")
            sources.append("rowid")
        }
        for column in table.columns {
            guard let expression = rebuild.mapping[column.name] else { continue }
            targets.append(quote(column.name))
            sources.append(expression)
        }
        if !targets.isEmpty {
            var copy = "INSERT INTO \(quote(temporary)) (\(targets.joined(separator: ", "))) SELECT \(sources.joined(separator: ", ")) FROM \(quote(table.name))"
            let keyOrder = table.primaryKey.compactMap { rebuild.mapping[$0] }
            if !rebuild.keepsRowID && !keyOrder.isEmpty && keyOrder.count == table.primaryKey.count && !isRowIDAlias(table) {
                copy += " ORDER BY \(keyOrder.joined(separator: ", "))"
            }
            statements.append(copy)
        }
        if table.isAutoincrement { statements += sequenceCarryOver(from: table.name, to: temporary) }
        statements.append("DROP TABLE \(quote(table.name))")
        if rebuild.usesLegacyAlterTable { statements.append("PRAGMA legacy_alter_table=ON") }
        statements.append("ALTER TABLE \(quote(temporary)) RENAME TO \(quote(table.name))")
        if rebuild.usesLegacyAlterTable { statements.append("PRAGMA legacy_alter_table=OFF") }
        statements += table.indexes.filter { !$0.isUniqueConstraint }.map { createIndex($0, on: table.name) }
        statements += rebuild.triggers.map(\.sql)
        statements += rebuild.views.map(\.sql)
        return statements
    }

    /// Keeps an `AUTOINCREMENT` table's high-water mark through a rebuild: copying the
    /// rows sets the new table's `sqlite_sequence` entry to the largest id copied, and
    /// dropping the old table deletes its entry, so ids of rows deleted from the end
    /// would be handed out again, which is what AUTOINCREMENT promises never to do
    /// (SQLite's "SQLite Autoincrement" page; the rename carries the entry over).
    private func sequenceCarryOver(from table: String, to temporary: String) -> [String] {
        let sequence = quote("sqlite_sequence")
        let old = "(SELECT max(\(quote("seq"))) FROM \(sequence) WHERE \(quote("name")) = \(literal(table)))"
        return [
            "INSERT INTO \(sequence) (\(quote("name")), \(quote("seq"))) SELECT \(literal(temporary)), \(old)"
                + " WHERE \(old) IS NOT NULL AND NOT EXISTS (SELECT 1 FROM \(sequence) WHERE \(quote("name")) = \(literal(temporary)))",
            "UPDATE \(sequence) SET \(quote("seq")) = \(old) WHERE \(quote("name")) = \(literal(temporary)) AND \(quote("seq")) < \(old)",
        ]
    }

    /// Whether the table's key is an `INTEGER PRIMARY KEY` (the rowid itself). Other
    /// keys have their own index, which a copy fills fastest in key order.
    private func isRowIDAlias(_ table: Table) -> Bool {
        guard !table.isWithoutRowID, table.primaryKey.count == 1, let column = table.column(named: table.primaryKey[0]) else {
            return false
        }
        return (column.declaredType ?? column.type.rawValue).uppercased() == "INTEGER"
    }

    /// The queries that count rows which would make a `dataDependent` step fail, in
    /// step order. The applier runs them all before the plan (inside its transaction)
    /// and refuses with the counts when any is non-zero, so a plan that would fail
    /// halfway never starts. See ``StepCheck``. Checks not yet written are written in
    /// SQLite's SQL.
    public func preflight(_ plan: Plan) -> [PreflightCheck] {
        plan.writingChecks(written, remedies: Self.remedy).steps.enumerated().flatMap { offset, step in
            step.checks.map {
                PreflightCheck(step: offset + 1, kind: step.kind, table: step.table, description: $0.description, sql: $0.sql,
                               samples: $0.samples, hint: $0.hint)
            }
        }
    }
}
