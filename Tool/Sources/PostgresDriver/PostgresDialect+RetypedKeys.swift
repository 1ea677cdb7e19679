import Migration
import SchemaCore

/// A key whose type changes while other tables' foreign keys reference it (a `string`
/// key made `uuid`, and the columns referencing it with it).
///
/// PostgreSQL changes a column's type in place, and rebuilds the foreign keys that
/// reference it as it does: a `text` column still referencing a key that became `uuid`
/// fails the `ALTER COLUMN … TYPE` ("Key columns … are of incompatible types"), and so
/// does the referencing column changed first, against the key still `text`. SQLite's
/// rebuild copies tables with foreign keys off and never meets it. So the key's table
/// changes first, and drops, before its column changes, the foreign keys of the tables
/// changed after it that reference the changed columns, keeping their names as its own
/// are kept; each of those tables adds its keys back from its new definition, and takes
/// the kept names back, once its own column has the key's type.
extension PostgresDialect {
    /// `plan` with each table whose referenced key changes type changed before the
    /// tables referencing it (with the `checkValues` steps of its columns right before
    /// it), where the diff had them the other way round (in the order of the tables).
    func withRetypedKeysFirst(_ plan: Plan) -> Plan {
        var plan = plan
        // A cycle of such tables could move back and forth: each move is bounded.
        for _ in plan.steps.indices {
            guard let move = firstRetypedKeyToMove(in: plan.steps) else { break }
            let block = Array(plan.steps[move.from])
            plan.steps.removeSubrange(move.from)
            plan.steps.insert(contentsOf: block, at: move.to)
        }
        return plan
    }

    /// The steps of a key's table (its rebuild and the `checkValues` right before it) to
    /// move before `to`: the first rebuild of a table referencing its retyped columns,
    /// or the `checkValues` right before that rebuild.
    private func firstRetypedKeyToMove(in steps: [Step]) -> (from: ClosedRange<Int>, to: Int)? {
        for (offset, step) in steps.enumerated() {
            guard case .rebuildTable(let rebuild) = step.operation else { continue }
            let retyped = Self.retypedColumns(of: rebuild)
            guard !retyped.isEmpty,
                  let first = steps[..<offset].firstIndex(where: { Self.references($0, rebuild.table.name, among: retyped) }) else { continue }
            var start = offset
            while start > first + 1, case .checkValues(rebuild.table.name, _, _) = steps[start - 1].operation { start -= 1 }
            // Before the referencing table's own `checkValues` too, which go with its rebuild.
            var to = first
            if case .rebuildTable(let referencing) = steps[first].operation {
                while to > 0, case .checkValues(referencing.table.name, _, _) = steps[to - 1].operation { to -= 1 }
            }
            return (start...offset, to)
        }
        return nil
    }

    /// For each step of `plan` that changes a table whose retyped columns the rebuilds
    /// after it reference: the statements that drop those foreign keys first, keeping
    /// their names for the referencing table's rebuild to give back.
    func retypedKeyDrops(in plan: Plan) -> [Int: [String]] {
        var drops: [Int: [String]] = [:]
        for (offset, step) in plan.steps.enumerated() {
            guard case .rebuildTable(let rebuild) = step.operation else { continue }
            let retyped = Self.retypedColumns(of: rebuild)
            guard !retyped.isEmpty else { continue }
            var referencing: [String] = []
            for later in plan.steps[(offset + 1)...] where Self.references(later, rebuild.table.name, among: retyped) {
                if case .rebuildTable(let other) = later.operation, !referencing.contains(other.table.name) { referencing.append(other.table.name) }
            }
            if !referencing.isEmpty {
                drops[offset] = referencing.flatMap { dropForeignKeysKeepingNames(of: $0, referencing: rebuild.table.name) }
            }
        }
        return drops
    }

    /// The columns of a rebuilt table whose type changes.
    static func retypedColumns(of rebuild: TableRebuild) -> Set<String> {
        Set(rebuild.changes.compactMap { change -> String? in
            guard case .alterColumn(_, let column, let before, let after) = change.operation,
                  before.declaredType != after.declaredType || before.type != after.type else { return nil }
            return column
        })
    }

    /// Whether `step` rebuilds another table than `table` with a foreign key to one of
    /// `columns` of it.
    private static func references(_ step: Step, _ table: String, among columns: Set<String>) -> Bool {
        guard case .rebuildTable(let rebuild) = step.operation, rebuild.table.name != table else { return false }
        return rebuild.table.foreignKeys.contains { $0.referencedTable == table && !columns.isDisjoint(with: $0.referencedColumns) }
    }

    /// The foreign keys of `table` that reference `referenced`, their names kept in the
    /// session's table of saved names under `table` (as `dropConstraintsKeepingNames(of:)`
    /// keeps a table's own), then dropped.
    func dropForeignKeysKeepingNames(of table: String, referencing referenced: String) -> [String] {
        let filter = "conrelid = \(literal(quote(table)))::regclass AND contype = 'f' AND confrelid = \(literal(quote(referenced)))::regclass"
        return [
            "DO $modelc$ BEGIN \(Self.constraintNamesTable); INSERT INTO modelc_constraint_names SELECT \(literal(table)), conname::text, contype::text,"
                + " regexp_replace(pg_get_constraintdef(oid), ' NOT VALID$', '') FROM pg_constraint WHERE \(filter); END $modelc$",
            doBlock(query: "SELECT conname AS name FROM pg_constraint WHERE \(filter) ORDER BY conname",
                    statement: "format('ALTER TABLE %I DROP CONSTRAINT %I', \(literal(table)), r.name)"),
        ]
    }
}
