import SchemaCore

/// How the diff plans views and triggers: the objects it manages, the ones a table
/// change forces it to drop and create again, and the order of those steps.
///
/// The rule is deliberately blunt: a managed view or trigger that is removed, changed,
/// or names anything the plan drops, rebuilds or renames (a table, a column, or another
/// view dropped this way) is dropped before the first table step and created after the
/// last one, from the new schema's text. Between the two, the table steps never meet a
/// view or trigger they could trip over (SQLite refuses `DROP COLUMN` and, without
/// `legacy_alter_table`, `RENAME` while one names what changes), and what is created at
/// the end is exactly what the new schema says, not old text patched by SQLite.
extension SchemaDiff {
    /// The view and trigger steps of the plan: `drops` run first, `creates` last.
    struct ObjectSteps {
        var drops: [Step] = []
        var creates: [Step] = []
    }

    /// Whether the plan creates and drops the view named `name` itself: its name does
    /// not match the new schema's `unmanaged` patterns.
    func manages(view name: String) -> Bool {
        !new.isUnmanaged(name)
    }

    /// Whether the plan creates and drops `trigger` itself: neither its name nor its
    /// table matches the new schema's `unmanaged` patterns.
    func manages(_ trigger: Trigger) -> Bool {
        !new.isUnmanaged(trigger)
    }

    /// The steps for every managed view and trigger. `rebuilt` holds the old names of
    /// the tables the plan rebuilds.
    func viewAndTriggerSteps(rebuilt: Set<String>) -> ObjectSteps {
        let newViews = Dictionary(new.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let newTriggers = Dictionary(new.triggers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let oldViews = old.views.filter { manages(view: $0.name) }
        let oldTriggers = old.triggers.filter(manages)
        // Worked out only when something could name a change: most schemas have no views.
        let changes = oldViews.isEmpty && oldTriggers.isEmpty ? TableChanges() : TableChanges(diff: self, rebuilt: rebuilt)

        // Old view or trigger name → why it is dropped; the names whose text changes.
        var droppedViews: [String: String] = [:]
        var changedViews = Set<String>()
        var changedTriggers = Set<String>()
        for view in oldViews {
            let name = StandardSQL.quote(view.name)
            if let next = newViews[view.name], manages(view: next.name) {
                if ComparableForm.view(next) != ComparableForm.view(view) {
                    changedViews.insert(view.name)
                    droppedViews[view.name] = "view \(name) changes: dropped here and created again with its new text after the table steps"
                } else if let cause = changes.cause(naming: view.sql, owner: view.name) {
                    droppedViews[view.name] = "view \(name) \(cause): dropped here and created again after the table steps"
                }
            } else {
                droppedViews[view.name] = "view \(name) is not in the new schema: dropped (a view stores no rows)"
            }
        }
        // Views that name a dropped view, until none is left.
        var grew = true
        while grew {
            grew = false
            for view in oldViews where droppedViews[view.name] == nil {
                if let named = Self.firstMentioned(in: view.sql, among: droppedViews.keys, except: view.name) {
                    droppedViews[view.name] = "view \(StandardSQL.quote(view.name)) names the view \(StandardSQL.quote(named)), which is dropped: dropped here and created again after the table steps"
                    grew = true
                }
            }
        }
        var droppedTriggers: [String: String] = [:]
        for trigger in oldTriggers {
            let name = StandardSQL.quote(trigger.name)
            if let next = newTriggers[trigger.name], manages(next) {
                if ComparableForm.trigger(next) != ComparableForm.trigger(trigger) {
                    changedTriggers.insert(trigger.name)
                    droppedTriggers[trigger.name] = "trigger \(name) changes: dropped here and created again with its new text after the table steps"
                } else if let cause = changes.cause(naming: trigger.sql, owner: trigger.name, table: trigger.table) {
                    droppedTriggers[trigger.name] = "trigger \(name) \(cause): dropped here and created again after the table steps"
                } else if let named = droppedViews[trigger.table] != nil ? trigger.table
                    : Self.firstMentioned(in: trigger.sql, among: droppedViews.keys, except: trigger.name)
                {
                    droppedTriggers[trigger.name] = "trigger \(name) names the view \(StandardSQL.quote(named)), which is dropped: dropped here and created again after the table steps"
                }
            } else {
                droppedTriggers[trigger.name] = "trigger \(name) is not in the new schema: dropped, so it stops firing (no stored data is lost)"
            }
        }

        var steps = ObjectSteps()
        // Triggers first: dropping a view drops the INSTEAD OF triggers on it.
        steps.drops += oldTriggers.compactMap { trigger in
            droppedTriggers[trigger.name].map {
                Step(.dropTrigger(name: trigger.name, table: trigger.table), safety: .safe, reason: $0)
            }
        }
        steps.drops += Self.dependencyOrder(oldViews.filter { droppedViews[$0.name] != nil }).reversed().map { view in
            Step(.dropView(name: view.name), safety: .safe, reason: droppedViews[view.name] ?? "")
        }

        let oldViewNames = Set(oldViews.map(\.name))
        let oldTriggerNames = Set(oldTriggers.map(\.name))
        // A view or trigger the old version left to the database (`unmanaged:`) that the
        // new one takes over (adoption's advice for one that no longer compiles: fix it in
        // `views:`) may be there, with its old text: dropped if it is, before the table
        // steps (a rebuild would trip over a broken one), and created from the new text.
        // Its old text is unknown, so nothing names it here.
        steps.drops += new.triggers.filter { manages($0) && !oldTriggerNames.contains($0.name) && old.isUnmanaged($0) }.map { trigger in
            Step(.dropTrigger(name: trigger.name, table: trigger.table, ifExists: true), safety: .safe,
                 reason: "trigger \(StandardSQL.quote(trigger.name)) was unmanaged: the database may hold one of that name, dropped here if it does (no stored data is lost)")
        }
        let adopted = Self.dependencyOrder(new.views.filter { manages(view: $0.name) && !oldViewNames.contains($0.name) && old.isUnmanaged($0.name) })
        steps.drops += adopted.reversed().map { view in
            Step(.dropView(name: view.name, ifExists: true), safety: .safe,
                 reason: "view \(StandardSQL.quote(view.name)) was unmanaged: the database may hold one of that name, dropped here if it does (a view stores no rows)")
        }
        let created = new.views.filter { manages(view: $0.name) && (!oldViewNames.contains($0.name) || droppedViews[$0.name] != nil) }
        steps.creates += Self.dependencyOrder(created).map { view in
            let reason = !oldViewNames.contains(view.name)
                ? "view \(StandardSQL.quote(view.name)) " + (old.isUnmanaged(view.name) ? "was unmanaged: created with the model's text" : "is new")
                : changedViews.contains(view.name) ? "view \(StandardSQL.quote(view.name)) is created with its new text"
                : "view \(StandardSQL.quote(view.name)) is created again from the new schema's text"
            return Step(.createView(view), safety: .safe, reason: reason)
        }
        steps.creates += new.triggers.filter { manages($0) && (!oldTriggerNames.contains($0.name) || droppedTriggers[$0.name] != nil) }.map { trigger in
            let reason = !oldTriggerNames.contains(trigger.name)
                ? "trigger \(StandardSQL.quote(trigger.name)) " + (old.isUnmanaged(trigger) ? "was unmanaged: created with the model's text" : "is new")
                : changedTriggers.contains(trigger.name) ? "trigger \(StandardSQL.quote(trigger.name)) is created with its new text"
                : "trigger \(StandardSQL.quote(trigger.name)) is created again from the new schema's text"
            return Step(.createTrigger(trigger), safety: .safe, reason: reason)
        }
        return steps
    }

    /// The first of `names` (in sorted order, so the reason is stable) that `sql` names,
    /// other than `owner`.
    private static func firstMentioned(in sql: String, among names: Dictionary<String, String>.Keys, except owner: String) -> String? {
        names.sorted().first { $0 != owner && SQLFragment.mentions(sql, identifier: $0) }
    }

    /// `views` in an order where each comes after the views it names, otherwise in the
    /// given order. A cycle (only possible when a name merely appears in a string
    /// literal) is broken by taking the first remaining view.
    static func dependencyOrder(_ views: [View]) -> [View] {
        var remaining = views
        var ordered: [View] = []
        while !remaining.isEmpty {
            let next = remaining.firstIndex { view in
                !remaining.contains { $0.name != view.name && SQLFragment.mentions(view.sql, identifier: $0.name) }
            } ?? remaining.startIndex
            ordered.append(remaining.remove(at: next))
        }
        return ordered
    }
}

/// What the plan does to tables and columns, as the views and triggers that name them
/// see it (old names throughout).
struct TableChanges {
    /// Old table name → what happens to it: "is dropped", "is rebuilt", "is renamed to …".
    private var tables: [(name: String, what: String)] = []
    /// Old table name → its dropped or renamed columns with what happens to each.
    private var columns: [String: [(name: String, what: String)]] = [:]

    /// No changes.
    init() {}

    init(diff: SchemaDiff, rebuilt: Set<String>) {
        for table in diff.old.tables {
            guard let newName = diff.newTableFor[table.name] else {
                tables.append((table.name, "is dropped"))
                continue
            }
            if rebuilt.contains(table.name) {
                tables.append((table.name, "is rebuilt"))
            } else if newName != table.name {
                tables.append((table.name, "is renamed to \(StandardSQL.quote(newName))"))
            }
            let pairs = diff.columnPairs[newName] ?? [:]
            let newNameOf = Dictionary(pairs.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
            var changed: [(name: String, what: String)] = []
            for column in table.columns {
                if let newColumn = newNameOf[column.name] {
                    if newColumn != column.name { changed.append((column.name, "is renamed to \(StandardSQL.quote(newColumn))")) }
                } else {
                    changed.append((column.name, "is dropped"))
                }
            }
            if !changed.isEmpty { columns[table.name] = changed }
            if diff.options.contains(.viewsBindColumns), !tables.contains(where: { $0.name == table.name }),
               let newTable = diff.new.table(named: newName), Self.columnsChange(table, newTable, pairs: pairs) {
                tables.append((table.name, "changes its columns (a view keeps the columns it was created with)"))
            }
        }
    }

    /// Whether `new` (the table `old` becomes, its columns paired as new name → old
    /// name) has a column added, dropped, renamed, or of another type.
    private static func columnsChange(_ old: Table, _ new: Table, pairs: [String: String]) -> Bool {
        guard old.columns.count == new.columns.count else { return true }
        return new.columns.contains { column in
            guard let was = pairs[column.name], was == column.name, let before = old.column(named: was) else { return true }
            return before.type != column.type || before.declaredType != column.declaredType
        }
    }

    /// Why an object whose SQL is `sql` must be dropped before the table steps and
    /// created again after them ("names "post", which is rebuilt"), or nil when no table
    /// or column it names changes that way. `owner` is the object's own name, which its
    /// SQL always holds; `table` is a trigger's table.
    func cause(naming sql: String, owner: String, table: String? = nil) -> String? {
        func names(_ identifier: String) -> Bool {
            identifier != owner && (identifier == table || SQLFragment.mentions(sql, identifier: identifier))
        }
        if let changed = tables.first(where: { names($0.name) }) {
            return "names \(StandardSQL.quote(changed.name)), which \(changed.what)"
        }
        for (tableName, changed) in columns.sorted(by: { $0.key < $1.key }) where names(tableName) {
            if let column = changed.first(where: { SQLFragment.mentions(sql, identifier: $0.name) }) {
                return "names \(StandardSQL.quote(tableName)).\(StandardSQL.quote(column.name)), which \(column.what)"
            }
        }
        return nil
    }
}
