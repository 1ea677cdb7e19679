import ModelKit
import SchemaCore

/// What adoption has decided to leave to the database, and why: the state that each
/// round of `Adoption` refines.
///
/// Tables are decided first by what a model cannot say at all (`classify`), then by what
/// the self-check finds; a table that references an unmanaged table is unmanaged too
/// (`cascade`), since a relationship needs both ends in the model, and so is a view or
/// trigger that names an unmanaged table or view: a database made from the model (a new
/// install, `migrate test`'s) would not have it, so the view could not be read there
/// and a migration that rebuilds a table it reads would fail on it.
struct AdoptionDecisions: Equatable {
    /// Unmanaged tables and the note that says why.
    var tables: [String: String] = [:]
    /// Unmanaged indexes (by index name) with their table and note.
    var indexes: [String: IndexDecision] = [:]
    /// Unmanaged views and triggers with their notes.
    var views: [String: String] = [:]
    var triggers: [String: String] = [:]
    /// Tables in modelc's join-table shape that are adopted as entities instead.
    var joinsAsEntities: Set<String> = []
    /// The virtual tables and their shadow tables, which are never in the model: a view
    /// or trigger that names one is unmanaged too.
    var virtualTables: Set<String> = []
    /// The SQL functions the views, triggers, CHECKs and defaults call that SQLite does
    /// not have: the app registers them, and the model says so (`functions:`).
    var functions: Set<String> = []

    /// An unmanaged index: its table and note.
    struct IndexDecision: Equatable {
        var table: String
        var note: String
    }

    func isUnmanaged(table: String) -> Bool { tables[table] != nil }

    /// Records the first reason found for `table`.
    mutating func leave(table: String, _ note: String) {
        if tables[table] == nil { tables[table] = note }
    }

    /// Leaves the table `owner` is or belongs to (a view or trigger alone), for `reason`,
    /// with the note that says so: what a check found in the way, and the last resort of
    /// a round that could not move an index out by itself.
    mutating func leaveWhole(_ owner: LineOwner, because reason: String, in schema: Schema) {
        let q = InferredNames.quoted
        switch owner {
        case .table(let table):
            leave(table: table, "table \(q(table)) is unmanaged: \(reason); modelc leaves it, its indexes and its triggers as they are")
        case .index(let index):
            guard let table = schema.tables.first(where: { $0.indexes.contains { $0.name == index } })?.name else { return }
            leave(table: table, "table \(q(table)) is unmanaged with its index \(q(index)), which cannot be left out alone: \(reason); modelc leaves it, its indexes and its triggers as they are")
        case .view(let view):
            views[view] = "view \(q(view)) is unmanaged: \(reason); modelc leaves it as it is"
        case .trigger(let trigger):
            triggers[trigger] = "trigger \(q(trigger)) is unmanaged: \(reason); modelc leaves it as it is"
        }
    }

    // MARK: What no model can say

    /// Decides every table that a model cannot describe whatever its names, plus the
    /// indexes it cannot describe, then cascades.
    mutating func classify(_ schema: Schema, extras: SchemaExtras) {
        let tablesByName = Dictionary(schema.tables.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        virtualTables = Set(extras.virtualTables.flatMap { [$0.name] + $0.shadowTables })
        for table in schema.tables {
            if let reason = Self.reasonToLeave(table, tablesByName: tablesByName, extras: extras) {
                leave(table: table.name, "table \(InferredNames.quoted(table.name)) is unmanaged: \(reason)")
            }
            for index in table.indexes {
                if let reason = Self.reasonToLeave(index, of: table, extras: extras) {
                    indexes[index.name] = IndexDecision(table: table.name, note: "index \(InferredNames.quoted(index.name)) on \(InferredNames.quoted(table.name)) is unmanaged: \(reason); modelc leaves it as it is")
                }
            }
        }
        cascade(schema)
    }

    /// Makes every table whose foreign key references an unmanaged table unmanaged too,
    /// until nothing changes. (An unmanaged name holding `*` or `?` is written as the
    /// pattern that matches it alone, `NamePatternMatch.literal`.)
    mutating func cascade(_ schema: Schema) {
        var changed = true
        while changed {
            changed = false
            for table in schema.tables where !isUnmanaged(table: table.name) {
                guard let key = table.foreignKeys.first(where: { isUnmanaged(table: $0.referencedTable) && $0.referencedTable != table.name }) else { continue }
                leave(table: table.name, "table \(InferredNames.quoted(table.name)) is unmanaged because its foreign key (\(InferredNames.list(key.columns))) references the unmanaged table \(InferredNames.quoted(key.referencedTable)), and a relationship needs both tables in the model; modelc leaves it as it is")
                changed = true
            }
            let unmanaged = unmanagedNames()
            for view in schema.views where views[view.name] == nil {
                guard let name = Self.firstName(in: view.sql, among: unmanaged, except: view.name) else { continue }
                views[view.name] = "view \(InferredNames.quoted(view.name)) is unmanaged because it reads \(name.kind) \(InferredNames.quoted(name.name)), which is unmanaged: a database made from the model would not have it, so the view could not be created or read there; modelc leaves it as it is"
                changed = true
            }
            // A trigger on an unmanaged table or view goes with it (the table's entry says so).
            for trigger in schema.triggers where triggers[trigger.name] == nil && !isUnmanaged(table: trigger.table) && views[trigger.table] == nil {
                guard let name = Self.firstName(in: trigger.sql, among: unmanaged, except: trigger.name) else { continue }
                triggers[trigger.name] = "trigger \(InferredNames.quoted(trigger.name)) is unmanaged because it names \(name.kind) \(InferredNames.quoted(name.name)), which is unmanaged: in a database made from the model it would fire on a table or write to one that is not there; modelc leaves it as it is"
                changed = true
            }
        }
    }

    /// The unmanaged tables (those decided here and the virtual and shadow tables) and
    /// views, by lower-cased name, with what each is.
    private func unmanagedNames() -> [String: (kind: String, name: String)] {
        var names: [String: (kind: String, name: String)] = [:]
        for table in tables.keys { names[table.lowercased()] = ("the table", table) }
        for table in virtualTables { names[table.lowercased()] = ("the virtual table", table) }
        for view in views.keys { names[view.lowercased()] = ("the view", view) }
        return names
    }

    /// The unmanaged object `sql` names first, other than the object's own name
    /// (`SQLNames.firstName(in:among:except:)`).
    static func firstName(in sql: String, among names: [String: (kind: String, name: String)], except owner: String) -> (kind: String, name: String)? {
        SQLNames.firstName(in: sql, among: Set(names.keys), except: owner).flatMap { names[$0] }
    }

    /// Leaves every table, view and trigger to the database.
    mutating func giveUp(_ schema: Schema, reason: String) {
        for table in schema.tables { leave(table: table.name, "table \(InferredNames.quoted(table.name)) is unmanaged: \(reason)") }
        for view in schema.views where views[view.name] == nil { views[view.name] = "view \(InferredNames.quoted(view.name)) is unmanaged: \(reason)" }
        for trigger in schema.triggers where triggers[trigger.name] == nil { triggers[trigger.name] = "trigger \(InferredNames.quoted(trigger.name)) is unmanaged: \(reason)" }
    }

    /// Why `table` cannot be an entity, or nil when it can.
    static func reasonToLeave(_ table: Table, tablesByName: [String: Table], extras: SchemaExtras) -> String? {
        let q = InferredNames.quoted
        let keep = "; modelc leaves it, its indexes and its triggers as they are"
        if let generated = extras.generatedColumns[table.name], let first = generated.first {
            return "column \(q(first.column)) is generated (AS (\(first.expression))), which the model language cannot say\(keep)"
        }
        if let clauses = extras.conflictClauses[table.name], !clauses.isEmpty {
            let list = clauses.map(\.description).joined(separator: ", ")
            return "\(clauses.count == 1 ? "its constraint" : "its constraints") \(list) \(clauses.count == 1 ? "resolves" : "resolve") conflicts \(clauses.count == 1 ? "its" : "their") own way, which the model language cannot say (a table rebuilt from the model would fail such statements instead)\(keep)"
        }
        if let constraints = extras.constraintTerms[table.name], let first = constraints.first {
            return "its constraint \(first) sorts or collates a term other than the plain column does, which the model language cannot say (a table rebuilt from the model would write the constraint plain)\(keep)"
        }
        if table.primaryKey.isEmpty, let hiding = table.columns.first(where: { $0.name.lowercased() == "rowid" }) {
            return "it has no primary key, and its column \(q(hiding.name)) hides the rowid that tells its rows apart, which a model then cannot name\(keep); to manage it, add a primary key with a hand-written migration and then an entity"
        }
        for name in table.primaryKey where table.column(named: name) == nil {
            return "its primary key names \(q(name)), which is not one of its columns\(keep)"
        }
        for key in table.foreignKeys {
            let columns = "(\(InferredNames.list(key.columns)))"
            guard key.columns.count == 1 else {
                if let reason = reasonToLeave(compositeKey: key, of: table, tablesByName: tablesByName) { return reason + keep }
                continue
            }
            guard let target = tablesByName[key.referencedTable] else {
                return "its foreign key \(columns) references \(q(key.referencedTable)), which is not a table of this database\(keep)"
            }
            // A key naming a column its target lacks is SQLite's "foreign key mismatch":
            // legal to declare, but every write to either table fails while foreign keys
            // are on, and so does `PRAGMA foreign_key_check` (raddevus's Northwind: its
            // keys reference `Orders (OrderID)`, whose key is `ID`).
            if let missing = key.referencedColumns.first(where: { name in !target.columns.contains { $0.name.lowercased() == name.lowercased() } }) {
                return "its foreign key \(columns) references \(q(target.name)) (\(InferredNames.list(key.referencedColumns))), but \(q(target.name)) has no column \(q(missing)): "
                    + "SQLite refuses every write to either table (\"foreign key mismatch\") while foreign keys are on\(keep)"
            }
            let referencesKey = target.primaryKey.count == 1 && key.referencedColumns.map({ $0.lowercased() }) == target.primaryKey.map({ $0.lowercased() })
            guard referencesKey || referencesUniqueAttribute(key, in: target) else {
                return "its foreign key \(columns) references \(q(target.name)) (\(InferredNames.list(key.referencedColumns))), neither the primary key of \(q(target.name)) nor one unique column of it, which is all a relationship references\(keep)"
            }
            guard let column = table.column(named: key.columns[0]) else {
                return "its foreign key names \(q(key.columns[0])), which is not one of its columns\(keep)"
            }
            if key.onDelete == .setDefault {
                return "its foreign key \(columns) says ON DELETE SET DEFAULT, which no delete rule compiles to\(keep)"
            }
            if key.onDelete == .setNull && column.isNotNull {
                return "its foreign key \(columns) says ON DELETE SET NULL on a NOT NULL column (such a delete always fails), which no delete rule compiles to\(keep)"
            }
            let normalized = column.normalized()
            if let check = column.checks.first {
                return "its foreign-key column \(q(column.name)) has CHECK (\(check)), which a relationship cannot carry\(keep)"
            }
            if let collation = normalized.collation {
                return "its foreign-key column \(q(column.name)) has COLLATE \(collation), which a relationship cannot carry\(keep)"
            }
        }
        return nil
    }

    /// Whether the one-column foreign key `key` references a column of `target` that a
    /// relationship can name with `references:`: not the key, unique on its own (a
    /// UNIQUE constraint or index over exactly it, without WHERE), of a table with a
    /// single key or none, and a plain column (not one of the target's foreign keys).
    static func referencesUniqueAttribute(_ key: ForeignKey, in target: Table) -> Bool {
        guard key.referencedColumns.count == 1, target.primaryKey.count <= 1,
              let column = target.column(named: key.referencedColumns[0]),
              !target.primaryKey.contains(where: { $0.lowercased() == column.name.lowercased() }),
              !target.foreignKeys.contains(where: { $0.columns.contains(column.name) }) else { return false }
        return target.indexes.contains { $0.isUnique && $0.condition == nil && $0.columns.map { $0.lowercased() } == [column.name.lowercased()] }
    }

    /// Why a foreign key of several columns cannot be a relationship with `columns:`, or
    /// nil when it can: it must reference the whole primary key of a table, in key
    /// order, from columns that are contiguous, alike in nullability, declared as the
    /// columns they reference, and used by no other key.
    static func reasonToLeave(compositeKey key: ForeignKey, of table: Table, tablesByName: [String: Table]) -> String? {
        let q = InferredNames.quoted
        let columns = "(\(InferredNames.list(key.columns)))"
        guard let target = tablesByName[key.referencedTable] else {
            return "its foreign key \(columns) references \(q(key.referencedTable)), which is not a table of this database"
        }
        guard key.referencedColumns.map({ $0.lowercased() }) == target.primaryKey.map({ $0.lowercased() }) else {
            return "its foreign key \(columns) references \(q(target.name)) (\(InferredNames.list(key.referencedColumns))), not the primary key of \(q(target.name)) in key order, and a relationship always references the primary key"
        }
        let live = key.columns.compactMap { table.column(named: $0) }
        guard live.count == key.columns.count else { return "its foreign key \(columns) names a column it does not have" }
        if let shared = key.columns.first(where: { column in
            table.primaryKey.contains(column) || table.foreignKeys.contains { $0 != key && $0.columns.contains(column) }
        }) {
            return "the column \(q(shared)) of its foreign key \(columns) is also part of \(table.primaryKey.contains(shared) ? "its primary key" : "another foreign key"), which a relationship with `columns:` cannot share"
        }
        let positions = key.columns.compactMap { name in table.columns.firstIndex { $0.name == name } }
        guard positions == Array((positions.first ?? 0)..<((positions.first ?? 0) + positions.count)) else {
            return "the columns of its foreign key \(columns) are not side by side in key order, as a relationship's columns are written"
        }
        // An index names a relationship as one member, all its columns in key order. A
        // CREATE INDEX that does not is left alone (`reasonToLeave(_:of:extras:)`); a
        // UNIQUE constraint is part of the table's definition, which goes with it.
        for index in table.indexes where index.isUniqueConstraint && coversPart(of: key, index) {
            return "its index \(q(index.name)) covers part of its foreign key \(columns), whose columns a model names only together"
        }
        guard Set(live.map(\.isNotNull)).count == 1 else {
            return "its foreign key \(columns) mixes NULL and NOT NULL columns, which one relationship cannot say"
        }
        for (column, referenced) in zip(live, key.referencedColumns) {
            guard let keyColumn = target.column(named: referenced) else { return "its foreign key \(columns) references a column \(q(target.name)) does not have" }
            let mine = column.normalized(), theirs = keyColumn.normalized()
            if mine.declaredType != theirs.declaredType || column.type != keyColumn.type {
                return "its foreign-key column \(q(column.name)) is declared \(column.declaredType ?? column.type.rawValue), unlike \(q(referenced)) of \(q(target.name)) it references (\(keyColumn.declaredType ?? keyColumn.type.rawValue)), which a relationship with `columns:` cannot say"
            }
            if mine.defaultSQL != nil || !column.checks.isEmpty || mine.collation != nil {
                return "its foreign-key column \(q(column.name)) has a DEFAULT, CHECK or COLLATE, which a relationship cannot carry"
            }
        }
        if key.onDelete == .setDefault { return "its foreign key \(columns) says ON DELETE SET DEFAULT, which no delete rule compiles to" }
        if key.onDelete == .setNull && live[0].isNotNull {
            return "its foreign key \(columns) says ON DELETE SET NULL on NOT NULL columns (such a delete always fails), which no delete rule compiles to"
        }
        return nil
    }

    /// Whether `index` names some of the columns of the foreign key `key` without all of
    /// them side by side in key order, as a relationship's member would be.
    static func coversPart(of key: ForeignKey, _ index: Index) -> Bool {
        guard index.columns.contains(where: key.columns.contains) else { return false }
        let start = index.columns.firstIndex(of: key.columns[0]) ?? index.columns.count
        return index.columns.filter(key.columns.contains).count != key.columns.count
            || index.columns.count < start + key.columns.count || Array(index.columns[start..<(start + key.columns.count)]) != key.columns
    }

    /// Why `index` cannot be written in a model, or nil when it can.
    static func reasonToLeave(_ index: Index, of table: Table, extras: SchemaExtras) -> String? {
        if let term = index.columns.first(where: { table.column(named: $0) == nil }) {
            return term == "rowid" ? "it indexes the rowid, which a model cannot name" : "it indexes the expression \(term), which the model cannot say"
        }
        if let ordering = extras.indexTerms[index.name] {
            return "it indexes \(ordering), which the model cannot say"
        }
        // Firefox's IndexedDB `unique_index_data` indexes `object_data_key` alone, one
        // column of its foreign key (`object_store_id`, `object_data_key`).
        if !index.isUniqueConstraint, let key = table.foreignKeys.first(where: { $0.columns.count > 1 && coversPart(of: $0, index) }) {
            return "it covers part of the foreign key (\(InferredNames.list(key.columns))), whose columns a model names only together"
        }
        return nil
    }
}
