import Migration
import ModelKit
import SchemaCore

/// Rendering a migration ``Plan`` to PostgreSQL SQL, and the lock impact of each step.
///
/// The plan is the same value the diff makes for SQLite; only its text differs.
/// PostgreSQL changes a table in place, so a ``TableRebuild`` (SQLite's way around
/// its limited `ALTER TABLE`) becomes native statements: the column changes it lists
/// (`ALTER COLUMN … TYPE … USING`, `SET`/`DROP NOT NULL`, `SET`/`DROP DEFAULT`, added,
/// dropped and renamed columns), then the table's constraints and indexes brought to
/// the new definition. No data is copied and no table is recreated.
///
/// **Contract with the applier.** The SQL never contains `BEGIN` or `COMMIT`: the
/// applier runs each phase of a migration (see `PostgresPhase`; one phase when the
/// text has no markers) as its kind says, a transactional phase in one transaction
/// (PostgreSQL's DDL is transactional), so every lock a step takes there is held until
/// that phase commits. The non-blocking recipes are in `PostgresDialect+Recipes`.
/// `DROP TABLE` uses `CASCADE` so foreign keys of other tables that point at it go with
/// it (SQLite plans rely on foreign keys being off instead); the plan's later steps
/// bring those tables to their new definition.
extension PostgresDialect {
    /// The plan as SQL: for each step a `-- step N: <kind> <subject> [safety] [lock: …]`
    /// comment, a comment with the reason, and its statements, each ending with `;` and
    /// a newline.
    ///
    /// With the non-blocking recipes (see ``PostgresPlanOptions``) a plan may need
    /// several phases: each starts with its `-- modelc:phase N kind` marker (see
    /// `PostgresPhase`) and holds, in step order, the parts of the steps that run in it,
    /// each part under a `-- phase N: <action> [lock: …]` comment. A plan of one
    /// transactional phase has no marker and reads as it always did.
    ///
    /// For an engine without transactional DDL (``capabilities``), every statement is
    /// a phase of its own: `no-transaction` (a backfill stays `batches`), so each one
    /// commits and is recorded before the next runs.
    public func render(_ plan: Plan, options: PostgresPlanOptions = PostgresPlanOptions()) -> String {
        let text = renderedInPhases(plan, options: options)
        return capabilities.transactionalDDL ? text : Self.statementPerPhase(text)
    }

    /// `text` (a rendered plan) with each statement in a phase of its own.
    private static func statementPerPhase(_ text: String) -> String {
        guard let phases = try? PostgresScript.phases(in: text) else { return text }
        var number = 0
        return phases.flatMap { phase in
            phase.statements.map { statement in
                number += 1
                return PostgresPhase.marker(number: number, kind: phase.kind == .batches ? .batches : .noTransaction) + "\n" + StandardSQL.terminated(statement)
            }
        }.joined()
    }

    private func renderedInPhases(_ plan: Plan, options: PostgresPlanOptions) -> String {
        let layout = self.layout(plan, options: options)
        var text = ""
        for (slot, kind) in layout.phases {
            let number = layout.number(of: slot)
            if layout.phases.count > 1 { text += PostgresPhase.marker(number: number, kind: kind) + "\n" }
            for (offset, step) in plan.steps.enumerated() {
                let parts = layout.parts[offset]
                let here = parts.filter { layout.number(of: $0.slot) == number }
                guard !here.isEmpty else { continue }
                if layout.number(of: parts[0].slot) == number {
                    var header = "step \(offset + 1): \(step.kind)"
                    if let subject = step.subject { header += " \(subject)" }
                    header += " [\(step.safety.rawValue)] [lock: \(layout.impact(ofStep: offset).label)]"
                    text += "-- " + StandardSQL.commentText(header) + "\n"
                    text += "-- " + StandardSQL.commentText(step.reason) + "\n"
                }
                for part in here {
                    if parts.count > 1 {
                        text += "-- " + StandardSQL.commentText("step \(offset + 1), phase \(number): \(part.action) [lock: \(part.impact.label)]") + "\n"
                    }
                    text += part.statements.map(StandardSQL.terminated).joined()
                }
            }
        }
        return text
    }

    /// `plan` with each step's ``Step/lockImpact`` filled in (and a rebuild's changes'),
    /// which is what PostgreSQL plans carry in JSON and text; rendered with the same
    /// `options`, a step spread over phases lists its parts with their phase numbers.
    public func annotated(_ plan: Plan, options: PostgresPlanOptions = PostgresPlanOptions()) -> Plan {
        let layout = self.layout(plan, options: options)
        var plan = plan
        for offset in plan.steps.indices {
            plan.steps[offset].lockImpact = layout.impact(ofStep: offset)
            if case .checkValues(_, let column, let format) = plan.steps[offset].operation {
                // SQLite's reason says the storage stays TEXT; here the type changes, but
                // for a URL, which is text on both sides.
                plan.steps[offset].reason = format == .url
                    ? "\(quote(column)) now holds \(format.noun); its type stays text, so only its values are checked"
                    : "\(quote(column)) now holds \(format.noun): its values are checked before its type changes"
            }
            if case .rebuildTable(var rebuild) = plan.steps[offset].operation {
                // The diff's reason says why SQLite rebuilds the table, in the words of
                // what its ALTER TABLE cannot do; here the table changes in place, and
                // those words are left out.
                let lead = TableRebuild.reasonLead(rebuild.table.name)
                if plan.steps[offset].reason.hasPrefix(lead) {
                    var cause = String(plan.steps[offset].reason.dropFirst(lead.count))
                    for words in [TableRebuild.alterTableCannot, RebuildStrategy.addColumnCannot, RebuildStrategy.dropColumnCannot] {
                        cause = cause.replacingOccurrences(of: words, with: "")
                    }
                    plan.steps[offset].reason = "\(quote(rebuild.table.name)) is changed in place because " + cause
                }
                rebuild.changes = rebuild.changes.map { change in
                    var change = change
                    change.lockImpact = options.nonBlocking ? layout.impact(of: rebuildChangeParts(change, options: options)) : lockImpact(of: change)
                    return change
                }
                plan.steps[offset].operation = .rebuildTable(rebuild)
            }
        }
        return plan
    }

    /// The statements of one step, without trailing semicolons. Renames, drops of
    /// columns, indexes and views, new indexes and views read the same in every engine
    /// and come from `Step.Operation.standardStatements`.
    public func statements(for operation: Step.Operation) -> [String] {
        switch operation {
        case .createTable(let table, let ifNotExists):
            let sequences = ownedSequences(of: table)
            return sequences.create + [createTable(table, ifNotExists: ifNotExists)] + sequences.own
        case .dropTable(let name, let views):
            return views.map { "DROP VIEW IF EXISTS \(quote($0))" } + ["DROP TABLE \(quote(name)) CASCADE"]
        case .addColumn(let table, let column, let foreignKey):
            let definition = columnDefinition(column, in: Table(name: table, columns: [column]))
            return ["ALTER TABLE \(quote(table)) ADD COLUMN \(definition)\(foreignKey.map { " " + StandardSQL.referencesClause($0) } ?? "")"]
        case .alterColumn(let table, let column, let before, let after):
            return alterColumn(table: table, column: column, before: before, after: after, withChecks: true)
        case .rebuildTable(let rebuild):
            return alterInPlace(rebuild)
        case .dropTrigger(let name, let table, let ifExists):
            return ["DROP TRIGGER \(ifExists ? "IF EXISTS " : "")\(quote(name)) ON \(quote(table))"]
        case .checkValues(let table, let column, let format):
            return ["-- " + StandardSQL.commentText("\(quote(table)).\(quote(column)): its values are checked before the migration (they must be \(format.noun))")]
        case .createExtension(let name):
            return [createExtension(name)]
        case .createType(let type):
            return [StandardSQL.statementText(type.sql)]
        case .dropType(let type):
            return ["DROP \(type.isDomain ? "DOMAIN" : "TYPE") \(quote(type.name))"]
        case .alterType(let before, let after):
            return alterType(before, after)
        case .renameConstraint(let table, let from?, let to, _, _):
            return ["ALTER TABLE \(quote(table)) RENAME CONSTRAINT \(quote(from)) TO \(quote(to))"]
        case .renameConstraint(let table, nil, let to, let foreignKey?, _):
            return [renameForeignKey(foreignKey, of: table, to: to)]
        case .renameConstraint(let table, nil, let to, nil, let columns?):
            return [renameUniqueConstraint(over: columns, of: table, to: to)]
        case .renameConstraint(let table, nil, let to, nil, nil):
            return ["DO $modelc$ BEGIN EXECUTE format('ALTER TABLE %I RENAME CONSTRAINT %I TO %I', \(literal(table)), "
                + "(SELECT conname FROM pg_constraint WHERE conrelid = \(literal(quote(table)))::regclass AND contype = 'p'), \(literal(to))); END $modelc$"]
        case .addConstraint(let table, .unique(let index)):
            return ["ALTER TABLE \(quote(table)) ADD \(index.uniqueConstraintClause(columns: quoteList(index.columns)))"]
        case .addConstraint(let table, .check(let expression, let name)):
            return ["ALTER TABLE \(quote(table)) ADD \(StandardSQL.check(expression, named: name))"]
        case .addConstraint(let table, .foreignKey(let key)):
            return ["ALTER TABLE \(quote(table)) ADD \(foreignKeyClause(key))"]
        case .dropConstraint(let table, let constraint):
            return [dropConstraint(constraint, of: table)]
        case .renameTable, .dropColumn, .renameColumn, .createIndex, .dropIndex, .createView, .dropView, .createTrigger,
             .mergeColumns, .copyLinks, .renameValues, .sql:
            return operation.standardStatements ?? []
        }
    }

    /// A `DO` block renaming the foreign key of `table` over `foreignKey`'s columns to
    /// `foreignKey`'s table, whatever the server named it (`posts_user_id_fkey`, with a
    /// number when that was taken, shortened when long): the plan does not know the name.
    func renameForeignKey(_ foreignKey: ForeignKey, of table: String, to name: String) -> String {
        renameConstraint(of: table, kind: "f", columns: foreignKey.columns,
                         alsoWhere: " AND c.confrelid = \(literal(quote(foreignKey.referencedTable)))::regclass", to: name)
    }

    /// A `DO` block renaming the UNIQUE constraint of `table` over `columns` (in order),
    /// whatever the server named it (`account_email_key`, numbered or shortened): the
    /// plan does not know the name.
    func renameUniqueConstraint(over columns: [String], of table: String, to name: String) -> String {
        renameConstraint(of: table, kind: "u", columns: columns, to: name)
    }

    /// A `DO` block renaming the constraint of `table` of `pg_constraint.contype` `kind`
    /// over `columns` (in order) that `condition` also picks, the first by name.
    private func renameConstraint(of table: String, kind: String, columns: [String], alsoWhere condition: String = "", to name: String) -> String {
        onConstraint(of: table, kind: kind, columns: columns, alsoWhere: condition,
                     run: "format('ALTER TABLE %I RENAME CONSTRAINT %I TO %I', \(literal(table)), n, \(literal(name)))")
    }

    /// `ALTER TABLE … DROP CONSTRAINT` of `constraint`: by its name when the plan knows
    /// it, else a `DO` block dropping every constraint of its kind over what it
    /// constrains (a database may hold one key twice under two names, as the employee
    /// sample's `title` does, and the model's one key stands for both). A CHECK the
    /// engine named never gets here: `TableDiff` rebuilds for it.
    func dropConstraint(_ constraint: TableConstraint, of table: String) -> String {
        let name: String?
        switch constraint {
        case .unique(let index): name = index.constraintName
        case .check(_, let checkName): name = checkName
        case .foreignKey(let key): name = key.name
        }
        if let name { return "ALTER TABLE \(quote(table)) DROP CONSTRAINT \(quote(name))" }
        let query: String
        switch constraint {
        case .foreignKey(let key):
            query = constraints(of: table, kind: "f", columns: key.columns, alsoWhere: " AND c.confrelid = \(literal(quote(key.referencedTable)))::regclass")
        case .unique(let index):
            query = constraints(of: table, kind: "u", columns: index.columns)
        case .check(let expression, _):
            return "-- " + StandardSQL.commentText("\(quote(table)): CHECK (\(expression)) has no name to drop it by; this change needs a rebuildTable step")
        }
        return "DO $modelc$ DECLARE r record; BEGIN FOR r IN \(query) LOOP"
            + " EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', \(literal(table)), r.conname); END LOOP; END $modelc$"
    }

    /// A `DO` block running `statement` (a `format(…)` of the name `n`) on the constraint
    /// of `table` of `pg_constraint.contype` `kind` over `columns` (in order) that
    /// `condition` also picks, the first by name: the plan does not know the name the
    /// server gave it.
    private func onConstraint(of table: String, kind: String, columns: [String], alsoWhere condition: String = "", run statement: String) -> String {
        "DO $modelc$ DECLARE n text; BEGIN n := (\(constraints(of: table, kind: kind, columns: columns, alsoWhere: condition)) LIMIT 1);"
            + " EXECUTE \(statement); END $modelc$"
    }

    /// The names (`conname`) of the constraints of `table` of `pg_constraint.contype`
    /// `kind` over `columns` (in order) that `condition` also picks, by name.
    private func constraints(of table: String, kind: String, columns: [String], alsoWhere condition: String = "") -> String {
        let relation = "\(literal(quote(table)))::regclass"
        let names = "ARRAY[\(columns.map(literal).joined(separator: ", "))]::text[]"
        let current = "(SELECT array_agg(a.attname::text ORDER BY k.n) FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, n)"
            + " JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum)"
        return "SELECT c.conname FROM pg_constraint c WHERE c.conrelid = \(relation) AND c.contype = '\(kind)'"
            + "\(condition) AND \(current) = \(names) ORDER BY c.conname"
    }

    // MARK: Types

    /// The labels appended to an enum, each `ALTER TYPE … ADD VALUE IF NOT EXISTS` before
    /// the first kept label that follows it in the new order (or at the end), so the
    /// enum's order is the new statement's; they run in a phase of their own, committed
    /// before the steps that may use them (`PostgresPhaseSlot.enumLabels`). Any other change is the author's to write: the statement
    /// stops the migration, saying so, until this step's SQL is replaced.
    func alterType(_ before: TypeDefinition, _ after: TypeDefinition) -> [String] {
        let name = quote(after.name)
        guard after.labelsAdded(since: before) != nil, let labels = after.enumLabels, let previous = before.enumLabels else {
            let message = "modelc does not change type \(after.name) in place: \(MigrationFile.unwrittenStepMarker) with the ALTER TYPE or ALTER DOMAIN that makes the change"
            return ["DO $modelc$ BEGIN RAISE EXCEPTION \(literal(message.replacingOccurrences(of: "%", with: "%%"))); END $modelc$"]
        }
        return labels.enumerated().compactMap { position, label in
            guard !previous.contains(label) else { return nil }
            let next = labels[(position + 1)...].first(where: previous.contains)
            return "ALTER TYPE \(name) ADD VALUE IF NOT EXISTS \(literal(label))" + (next.map { " BEFORE \(literal($0))" } ?? "")
        }
    }

    // MARK: Columns

    /// One column's changes in the order that cannot trip over each other: the old
    /// default goes before a type change (it may not convert), NULLs are filled before
    /// `SET NOT NULL`, the new default comes last. CHECKs are named by PostgreSQL, so
    /// changing them drops the column's CHECK constraints and adds the new ones.
    ///
    /// A default the model keeps goes and comes back around a type change PostgreSQL
    /// does not convert a default across (`text` to `jsonb`, `timestamptz`, `numeric` or
    /// `uuid`: "default for column cannot be cast automatically"), written again for the
    /// new type.
    func alterColumn(table: String, column: String, before: Column, after: Column, withChecks: Bool) -> [String] {
        let prefix = "ALTER TABLE \(quote(table)) ALTER COLUMN \(quote(column))"
        var statements: [String] = []
        let typeChanges = Self.typeChanges(before, after)
        let defaultChanges = before.defaultSQL != after.defaultSQL
            || typeChanges && before.defaultSQL != nil && !Self.convertsDefault(from: Self.type(of: before), to: Self.type(of: after))
        if defaultChanges && before.defaultSQL != nil { statements.append("\(prefix) DROP DEFAULT") }
        let checksChange = withChecks && (before.checks != after.checks || before.checkNames != after.checkNames)
        if checksChange || (typeChanges && !before.checks.isEmpty && withChecks) {
            statements.append(dropConstraints(of: table, kinds: ["c"], column: column))
        }
        if typeChanges {
            let type = Self.type(of: after)
            statements.append("\(prefix) TYPE \(type) USING \(PostgresTypeMapping.conversion(of: quote(column), from: Self.type(of: before), to: type))")
        }
        if after.isNotNull && !before.isNotNull {
            if let fill = after.defaultSQL {
                statements.append("UPDATE \(quote(table)) SET \(quote(column)) = \(fill) WHERE \(quote(column)) IS NULL")
            }
            statements.append("\(prefix) SET NOT NULL")
        } else if before.isNotNull && !after.isNotNull {
            statements.append("\(prefix) DROP NOT NULL")
        }
        if defaultChanges, let defaultSQL = after.defaultSQL { statements.append("\(prefix) SET DEFAULT \(defaultSQL)") }
        if checksChange || (typeChanges && !before.checks.isEmpty && withChecks) {
            statements += after.checks.map { "ALTER TABLE \(quote(table)) ADD \(StandardSQL.check($0, named: after.checkNames[$0]))" }
        }
        return statements
    }

    /// The PostgreSQL type a column declares.
    static func type(of column: Column) -> String {
        column.declaredType ?? PostgresTypeMapping.columnType(for: column.type)
    }

    /// Whether PostgreSQL converts a column's default itself when its type changes from
    /// `old` to `new`: within a family of types, from an integer to another number, and
    /// to text (every type's text is an assignment cast). Other changes (from text to
    /// `jsonb`, a `timestamptz`, a `numeric` or a `uuid`) need the default dropped first.
    static func convertsDefault(from old: String, to new: String) -> Bool {
        let (from, to) = (PostgresTypeMapping.family(of: old), PostgresTypeMapping.family(of: new))
        return from == to || to == .string || from == .integer && to == .number
    }

    /// Whether the column's PostgreSQL type changes.
    static func typeChanges(_ before: Column, _ after: Column) -> Bool {
        type(of: before).lowercased() != type(of: after).lowercased()
    }

    /// What a column's type change does to the table's rows: nothing where PostgreSQL
    /// knows every stored value already is one of the new type, and the change writes
    /// the catalog alone (since 9.2: a `varchar` made longer or unlimited, `varchar` to
    /// `text`, `text` to an unlimited `varchar`, a `numeric` given more digits at the
    /// same scale, or none); otherwise every row is written again.
    static func typeChangeWork(_ before: Column, _ after: Column) -> LockImpact.Work {
        guard typeChanges(before, after) else { return .none }
        return keepsStoredValues(from: type(of: before), to: type(of: after)) ? .none : .rewrite
    }

    /// Whether a column of type `old` changed to `new` keeps its values' stored form
    /// unchecked (see ``typeChangeWork(_:_:)``).
    static func keepsStoredValues(from old: String, to new: String) -> Bool {
        guard let from = typeParts(old), let to = typeParts(new) else { return false }
        switch (from.base, to.base) {
        case ("text", "text"):
            // Among `text`, `varchar` and `varchar(n)`: a limit added or made shorter
            // has to check each value.
            guard let limit = to.limit else { return true }
            return from.limit.map { $0 <= limit } ?? false
        case ("numeric", "numeric"):
            guard let precision = to.limit else { return true }
            guard let old = from.limit else { return false }
            return from.scale == to.scale && old <= precision
        default:
            return false
        }
    }

    /// A type's family as far as ``keepsStoredValues(from:to:)`` tells them apart
    /// (`text` for `text` and `varchar`, `numeric` for `numeric` and `decimal`), its
    /// length or precision, and its scale; nil for any other type, or an array.
    private static func typeParts(_ name: String) -> (base: String, limit: Int?, scale: Int)? {
        let text = name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !text.hasSuffix("]") else { return nil }
        let base = String(text.prefix { $0 != "(" }).trimmingSpaces()
        let modifiers = text.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
            .split(separator: ",").map { Int(String($0).trimmingSpaces()) }
        guard !modifiers.contains(nil) else { return nil }
        let numbers = modifiers.compactMap { $0 }
        switch base {
        case "text" where numbers.isEmpty: return ("text", nil, 0)
        case "varchar", "character varying": return ("text", numbers.first, 0)
        case "numeric", "decimal": return ("numeric", numbers.first, numbers.count > 1 ? numbers[1] : 0)
        default: return nil
        }
    }

    // MARK: Rebuilds

    /// A rebuild as changes in place: views that name the table dropped; its CHECK,
    /// UNIQUE and foreign-key constraints dropped; the column changes; the new
    /// definition's constraints added; the old definition's indexes that the new one
    /// lacks or changes dropped (`droppedIndexes`: an index the model leaves unmanaged,
    /// which the plan does not know, stays) and the missing ones created; the views
    /// created again.
    private func alterInPlace(_ rebuild: TableRebuild) -> [String] {
        let table = rebuild.table
        var statements = rebuild.views.map { "DROP VIEW IF EXISTS \(quote($0.name))" }
        statements += dropConstraintsKeepingNames(of: table.name)
        let key = replacePrimaryKey(table)
        statements.append(key.drop)
        for change in inPlaceChanges(of: rebuild) {
            switch change.operation {
            case .alterColumn(let name, let column, let before, let after):
                statements += alterColumn(table: name, column: column, before: before, after: after, withChecks: false)
            case .addColumn(let name, var column, let foreignKey):
                column.checks = []
                column.checkNames = [:]
                statements += self.statements(for: .addColumn(table: name, column: column, foreignKey: foreignKey))
            default:
                statements += self.statements(for: change.operation)
            }
        }
        statements.append(key.add)
        let prefix = "ALTER TABLE \(quote(table.name)) ADD"
        statements += table.namedChecks.map { "\(prefix) \(StandardSQL.check($0.check, named: $0.name))" }
        statements += table.indexes.filter(\.isUniqueConstraint).map { addUnique($0, to: table.name) }
        statements += table.foreignKeys.map { "\(prefix) \(foreignKeyClause($0))" }
        statements.append(restoreConstraintNames(of: table.name, besides: table.constraintNames))
        let indexes = table.indexes.filter { !$0.isUniqueConstraint }
        statements += (rebuild.droppedIndexes ?? []).map { "DROP INDEX IF EXISTS \(quote($0))" }
        statements += indexes.map { createIndex($0, on: table.name, ifNotExists: true) }
        statements += rebuild.views.map { StandardSQL.statementText($0.sql) }
        return statements
    }

    /// A rebuild's changes as PostgreSQL runs them in place. A new NOT NULL column
    /// without a default that a merge fills is added nullable (PostgreSQL refuses it on
    /// a table with rows) and made NOT NULL by an `alterColumn` right after the merge.
    func inPlaceChanges(of rebuild: TableRebuild) -> [Step] {
        var changes: [Step] = []
        var filled: [String: Column] = [:]
        for var change in rebuild.changes {
            switch change.operation {
            case .addColumn(let table, var column, let foreignKey) where column.isNotNull && column.defaultSQL == nil
                && rebuild.changes.contains(where: { if case .mergeColumns(_, column.name, _) = $0.operation { true } else { false } }):
                filled[column.name] = column
                column.isNotNull = false
                change.operation = .addColumn(table: table, column: column, foreignKey: foreignKey)
                changes.append(change)
            case .mergeColumns(let table, let name, _):
                changes.append(change)
                if let after = filled[name] {
                    var before = after
                    before.isNotNull = false
                    changes.append(Step(.alterColumn(table: table, column: name, before: before, after: after), safety: .safe,
                                        reason: "\(quote(name)) is NOT NULL once merged"))
                }
            default:
                changes.append(change)
            }
        }
        return Self.renamesThroughTemporaryNames(changes)
    }

    /// `changes` with their column renames made one after another without a name still
    /// taken: when one rename's new name is a name the table has before it (columns that
    /// swap names, `first` ↔ `last`, or a rename onto a column the change drops), every
    /// rename first parks its column under a temporary name (`_modelc_tmp_<new name>`),
    /// and the columns take their new names after the last rename and drop. Renamed in
    /// place one by one, the first collided ("column "first" of relation "item" already
    /// exists"); SQLite's rebuild copies into a new table, where the names never meet.
    static func renamesThroughTemporaryNames(_ changes: [Step]) -> [Step] {
        let renames = changes.compactMap { change -> (table: String, from: String, to: String)? in
            if case .renameColumn(let table, let from, let to) = change.operation { return (table, from, to) }
            return nil
        }
        let taken = Set(renames.map(\.from)).union(changes.compactMap { change in
            if case .dropColumn(_, let column) = change.operation { return column }
            return nil
        })
        guard renames.contains(where: { taken.contains($0.to) }) else { return changes }
        var result: [Step] = []
        var last = 0
        for change in changes {
            switch change.operation {
            case .renameColumn(let table, let from, let to):
                var parked = change
                parked.operation = .renameColumn(table: table, from: from, to: "_modelc_tmp_" + to)
                result.append(parked)
                last = result.count
            case .dropColumn:
                result.append(change)
                last = result.count
            default:
                result.append(change)
            }
        }
        let placed = renames.map { rename in
            Step(.renameColumn(table: rename.table, from: "_modelc_tmp_" + rename.to, to: rename.to), safety: .safe,
                 reason: "\(StandardSQL.quote(rename.to)) takes its name, parked while the table's names were taken")
        }
        result.insert(contentsOf: placed, at: last)
        return result
    }

    /// Two `DO` blocks giving the table the primary key of its new definition when the
    /// current one (read from the catalog: the plan does not carry the old key) differs.
    /// `drop`, before the column changes (a key column cannot lose its NOT NULL): the
    /// old key's constraint dropped. `add`, after them: the columns the new definition
    /// leaves nullable made nullable (PostgreSQL keeps a former key column NOT NULL),
    /// and the new key added, which builds its index and checks its columns for NULLs.
    /// A key that other tables' foreign keys reference cannot be dropped: PostgreSQL
    /// refuses, and says so.
    func replacePrimaryKey(_ table: Table) -> (drop: String, add: String) {
        let name = literal(quote(table.name))
        let wanted = table.primaryKey.isEmpty ? "ARRAY[]::text[]" : "ARRAY[\(table.primaryKey.map(literal).joined(separator: ", "))]"
        let current = "SELECT coalesce(array_agg(a.attname::text ORDER BY k.n), ARRAY[]::text[]) FROM pg_constraint c"
            + " CROSS JOIN LATERAL unnest(c.conkey) WITH ORDINALITY AS k(attnum, n)"
            + " JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum WHERE c.conrelid = \(name)::regclass AND c.contype = 'p'"
        func block(_ body: String) -> String {
            "DO $modelc$ DECLARE r record; BEGIN IF (\(current)) IS DISTINCT FROM \(wanted) THEN \(body) END IF; END $modelc$"
        }
        let drop = "FOR r IN SELECT conname AS name FROM pg_constraint WHERE conrelid = \(name)::regclass AND contype = 'p' LOOP"
            + " EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', \(literal(table.name)), r.name); END LOOP;"
        var add = table.columns.filter { !$0.isNotNull && !table.primaryKey.contains($0.name) }.map {
            "ALTER TABLE \(quote(table.name)) ALTER COLUMN \(quote($0.name)) DROP NOT NULL;"
        }
        if !table.primaryKey.isEmpty {
            add.append("ALTER TABLE \(quote(table.name)) ADD \(StandardSQL.primaryKey(named: table.primaryKeyName)) (\(quoteList(table.primaryKey)));")
        }
        return (block(drop), block(add.joined(separator: " ")))
    }

    /// A `DO` block dropping the table's constraints of the given `pg_constraint.contype`
    /// kinds (`c` CHECK, `f` foreign key, `u` UNIQUE), only those on `column` when one
    /// is given. PostgreSQL names constraints itself, so they are found by table.
    func dropConstraints(of table: String, kinds: [String], column: String?) -> String {
        var condition = "conrelid = \(literal(quote(table)))::regclass AND contype IN (\(kinds.map(literal).joined(separator: ", ")))"
            + " AND NOT \(PostgresIntrospection.referencesAnotherSchema("pg_constraint"))"
        if let column {
            condition += " AND conkey = ARRAY[(SELECT attnum FROM pg_attribute WHERE attrelid = \(literal(quote(table)))::regclass AND attname = \(literal(column)))]"
        }
        return doBlock(
            query: "SELECT conname AS name FROM pg_constraint WHERE \(condition) ORDER BY conname",
            statement: "format('ALTER TABLE %I DROP CONSTRAINT %I', \(literal(table)), r.name)")
    }

    /// A rebuild's start: the names and definitions of the table's CHECK, UNIQUE and
    /// foreign-key constraints saved (in a temporary table of the session,
    /// `constraintNamesTable`, which outlives a statement's own commit where the engine
    /// runs each DDL statement alone, and goes with the session), then the constraints
    /// dropped, foreign keys first, but for a UNIQUE
    /// constraint another table's foreign key references, which PostgreSQL cannot drop
    /// (it is kept, and `addUnique` does not add it again). Dropped and added again,
    /// the others took names of the server's choosing (`fk_orders_customer` became
    /// `orders_customer_id_fkey`), which applications and later migrations use:
    /// `restoreConstraintNames` gives each its old name back.
    func dropConstraintsKeepingNames(of table: String) -> [String] {
        let relation = "\(literal(quote(table)))::regclass"
        return [
            "DO $modelc$ BEGIN \(Self.constraintNamesTable); INSERT INTO modelc_constraint_names SELECT \(literal(table)), conname::text, contype::text,"
                + " regexp_replace(pg_get_constraintdef(oid), ' NOT VALID$', '') FROM pg_constraint WHERE conrelid = \(relation) AND contype IN ('c', 'f', 'u')"
                + " AND NOT \(PostgresIntrospection.referencesAnotherSchema("pg_constraint")); END $modelc$",
            doBlock(
                query: "SELECT c.conname AS name FROM pg_constraint c WHERE c.conrelid = \(relation) AND c.contype IN ('c', 'f', 'u')"
                    + " AND NOT \(PostgresIntrospection.referencesAnotherSchema("c"))"
                    + " AND NOT (c.contype = 'u' AND EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conrelid <> c.conrelid AND f.conindid = c.conindid))"
                    + " ORDER BY c.contype = 'f' DESC, c.conname",
                statement: "format('ALTER TABLE %I DROP CONSTRAINT %I', \(literal(table)), r.name)"),
        ]
    }

    /// The session's table of saved constraint names, made by the block that saves them
    /// and by the one that restores them: a phased migration resumed in a new session
    /// finds it empty (the names saved by the first session are gone with it, and the
    /// server's names stay) rather than missing.
    static let constraintNamesTable = "CREATE TEMP TABLE IF NOT EXISTS modelc_constraint_names (tbl text, name text, kind text, def text)"

    /// `ADD UNIQUE (columns)` (`NULLS NOT DISTINCT`, `DEFERRABLE …` as `index` says), unless the table still has
    /// that UNIQUE constraint (one another table's foreign key references, which the
    /// rebuild kept).
    func addUnique(_ index: Index, to table: String) -> String {
        let columns = index.columns
        let relation = "\(literal(quote(table)))::regclass"
        let wanted = "ARRAY[\(columns.map(literal).joined(separator: ", "))]::text[]"
        let current = "(SELECT array_agg(a.attname::text ORDER BY k.n) FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, n)"
            + " JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum)"
        return "DO $modelc$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conrelid = \(relation) AND c.contype = 'u' AND \(current) = \(wanted))"
            + " THEN ALTER TABLE \(quote(table)) ADD \(index.uniqueConstraintClause(columns: quoteList(columns))); END IF; END $modelc$"
    }

    /// A rebuild's end: each constraint saved by `dropConstraintsKeepingNames` whose name
    /// is free again given back to the constraint added with the same definition (the
    /// server's own text of both, `NOT VALID` aside), which renames a UNIQUE
    /// constraint's index with it. A check or foreign key the model names (`names`) keeps that name:
    /// the old one was the server's, or one the model has changed.
    func restoreConstraintNames(of table: String, besides names: [String] = []) -> String {
        let relation = "\(literal(quote(table)))::regclass"
        let saved = "modelc_constraint_names WHERE tbl = \(literal(table))"
        let named = names.isEmpty ? "" : " AND c.conname NOT IN (\(names.map(literal).joined(separator: ", ")))"
        return "DO $modelc$ DECLARE s record; n text; BEGIN \(Self.constraintNamesTable); FOR s IN SELECT name, kind, def FROM \(saved) ORDER BY name LOOP"
            + " IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conrelid = \(relation) AND conname = s.name) THEN"
            + " n := (SELECT c.conname FROM pg_constraint c WHERE c.conrelid = \(relation) AND c.contype::text = s.kind"
            + " AND regexp_replace(pg_get_constraintdef(c.oid), ' NOT VALID$', '') = s.def AND c.conname NOT IN (SELECT name FROM \(saved))\(named) ORDER BY c.conname LIMIT 1);"
            + " IF n IS NOT NULL THEN EXECUTE format('ALTER TABLE %I RENAME CONSTRAINT %I TO %I', \(literal(table)), n, s.name); END IF;"
            + " END IF; END LOOP; DELETE FROM \(saved); END $modelc$"
    }

    func doBlock(query: String, statement: String) -> String {
        "DO $modelc$ DECLARE r record; BEGIN FOR r IN \(query) LOOP EXECUTE \(statement); END LOOP; END $modelc$"
    }

    // MARK: Lock impact

    /// The lock a step takes and what the table goes through meanwhile (PostgreSQL 15;
    /// see ``LockImpact`` for the sources).
    public func lockImpact(of step: Step) -> LockImpact {
        switch step.operation {
        case .createTable(let table, _):
            // A new table is invisible to others; a foreign key locks the table it
            // references against writes (briefly: the new table is empty).
            return LockImpact(lock: table.foreignKeys.isEmpty ? .none : .shareRowExclusive, work: .none)
        case .dropTable, .renameTable, .dropColumn, .renameColumn, .dropIndex, .renameConstraint, .dropConstraint:
            return LockImpact(lock: .accessExclusive, work: .none)
        case .addColumn(_, let column, let foreignKey):
            return LockImpact(lock: .accessExclusive, work: addColumnWork(column, foreignKey: foreignKey))
        case .alterColumn(_, _, let before, let after):
            return LockImpact(lock: .accessExclusive, work: alterColumnWork(before, after))
        case .createIndex:
            return LockImpact(lock: .share, work: .scan)
        case .addConstraint(_, .foreignKey):
            // Both tables against writes, while the rows are checked (PostgreSQL 9.5+).
            return LockImpact(lock: .shareRowExclusive, work: .scan)
        case .addConstraint:
            // A CHECK reads every row; a UNIQUE constraint builds its index from them.
            return LockImpact(lock: .accessExclusive, work: .scan)
        case .rebuildTable(let rebuild):
            let table = rebuild.table
            let constraints = !table.foreignKeys.isEmpty || !table.checks.isEmpty
                || table.columns.contains { !$0.checks.isEmpty } || table.indexes.contains(where: \.isUniqueConstraint)
            return rebuild.changes.map { lockImpact(of: $0) }.reduce(LockImpact(lock: .accessExclusive, work: constraints ? .scan : .none)) {
                $0.combined(with: $1)
            }
        case .createView, .checkValues, .createExtension, .createType, .dropType:
            return LockImpact(lock: .none, work: .none)
        case .alterType(let before, let after):
            // Labels added to an enum lock the type, not a table; a change written by hand
            // may rewrite the tables using it.
            return after.labelsAdded(since: before) != nil ? LockImpact(lock: .none, work: .none) : LockImpact(lock: .unknown, work: .unknown)
        case .dropView:
            return LockImpact(lock: .accessExclusive, work: .none)
        case .createTrigger, .dropTrigger:
            return LockImpact(lock: .shareRowExclusive, work: .none)
        case .mergeColumns:
            // An UPDATE: row locks on the rows it writes, a scan to find them.
            return LockImpact(lock: .rowExclusive, work: .scan)
        case .copyLinks:
            // An INSERT into a new table from a scan of the source, which it only reads.
            return LockImpact(lock: .rowExclusive, work: .scan)
        case .renameValues:
            // An UPDATE: row locks on the rows it writes, a scan to find them.
            return LockImpact(lock: .rowExclusive, work: .scan)
        case .sql:
            return LockImpact(lock: .unknown, work: .unknown)
        }
    }

    /// `ADD COLUMN` with no default or a non-volatile one only writes the catalog
    /// (PostgreSQL 11+ keeps the default as the value of existing rows); a volatile
    /// default rewrites the table; a CHECK, a NOT NULL without a default or a foreign
    /// key is checked against every row.
    private func addColumnWork(_ column: Column, foreignKey: ForeignKey?) -> LockImpact.Work {
        if let defaultSQL = column.defaultSQL, Self.isVolatile(defaultSQL) { return .rewrite }
        if !column.checks.isEmpty || foreignKey != nil || (column.isNotNull && column.defaultSQL == nil) { return .scan }
        return .none
    }

    /// A type change rewrites the table, unless the stored values all fit the new type
    /// as they are (``typeChangeWork(_:_:)``); `SET NOT NULL` and a new CHECK scan it; a
    /// default, `DROP NOT NULL` or a removed CHECK only write the catalog.
    private func alterColumnWork(_ before: Column, _ after: Column) -> LockImpact.Work {
        if Self.typeChangeWork(before, after) == .rewrite { return .rewrite }
        if after.isNotNull && !before.isNotNull { return .scan }
        if after.checks.contains(where: { !before.checks.contains($0) }) { return .scan }
        return .none
    }

    /// Whether a default calls one of PostgreSQL's volatile functions, which the fast
    /// `ADD COLUMN` path cannot store once for all rows.
    static func isVolatile(_ defaultSQL: String) -> Bool {
        let lower = defaultSQL.lowercased()
        return ["random(", "gen_random_uuid(", "clock_timestamp(", "timeofday(", "nextval("].contains { lower.contains($0) }
    }
}
