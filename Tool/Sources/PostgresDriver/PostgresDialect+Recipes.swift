import Foundation
import Migration
import SchemaCore

/// The non-blocking recipes: how a step on a table that already holds rows is cut into
/// parts that each hold a strong lock only for a catalog change.
///
/// - A new column with a volatile default (`gen_random_uuid()`), which `ADD COLUMN`
///   would write into every row under an exclusive lock: added without it, the default
///   set for new rows, the existing rows filled in batches (`PostgresPhase.Kind.batches`,
///   keyed by `ctid`, `WHERE "c" IS NULL`, so a batch run twice changes nothing).
/// - NOT NULL on a column with rows (a new column filled as above, or an existing
///   column made required): `CHECK ("c" IS NOT NULL) NOT VALID` once the column is
///   filled, `VALIDATE CONSTRAINT` in a later transaction (SHARE UPDATE EXCLUSIVE:
///   reads and writes go on), then `SET NOT NULL`, which PostgreSQL 12+ proves from the
///   validated CHECK without scanning, and the CHECK dropped.
/// - A CHECK or foreign key on an existing table: added `NOT VALID` (enforced for new
///   rows from then on), validated in a later transaction.
/// - A new index on an existing table, when `concurrentIndexes` is asked for: built
///   with `CREATE INDEX CONCURRENTLY` in a no-transaction phase, after dropping an
///   INVALID index a failed earlier build left under its name.
///
/// A table created by the same migration needs none of this: nobody else sees it yet.
extension PostgresDialect {
    /// The parts of every step of `plan`, laid out in phases.
    func layout(_ plan: Plan, options: PostgresPlanOptions) -> PostgresRecipeLayout {
        let created = plan.steps.compactMap { step -> Table? in
            if case .createTable(let table, _) = step.operation { return table } else { return nil }
        }
        let order = ForeignKeyOrder(creating: created.map(\.name))
        // A new foreign key needs the unique index it references when it is added, so a
        // unique index over the columns some new key references is not left for a later
        // phase; any other index on that table still is.
        var referenced = Set(created.flatMap(\.foreignKeys).map(ReferencedColumns.init))
        for step in plan.steps {
            switch step.operation {
            case .addColumn(_, _, let key?), .addConstraint(_, .foreignKey(let key)): referenced.insert(ReferencedColumns(key))
            case .rebuildTable(let rebuild): referenced.formUnion(rebuild.table.foreignKeys.map(ReferencedColumns.init))
            default: break
            }
        }
        let neededByAKey = { (table: String, index: Index) in
            index.isUnique && referenced.contains(ReferencedColumns(table: table, columns: Set(index.columns)))
        }
        // PostgreSQL checks a key against the unique index of the columns it references
        // when the key is declared, and the plan creates indexes after tables and
        // columns: a key (of a new table, or a new column) to a unique column other than
        // the key (`references:`) whose index this plan creates is added right after
        // that index.
        var indexMadeAt: [ReferencedColumns: Int] = [:]
        for (offset, step) in plan.steps.enumerated() {
            guard case .createIndex(let table, let index, _) = step.operation, index.isUnique, index.condition == nil else { continue }
            let columns = ReferencedColumns(table: table, columns: Set(index.columns))
            if indexMadeAt[columns] == nil { indexMadeAt[columns] = offset }
        }
        let waitsForIndex = { (key: ForeignKey) in indexMadeAt[ReferencedColumns(key)] != nil }
        // A key a step adds after that index (one the plan drops and adds back around
        // it, `RelinkedKey`) is its own step, with its own lock and phases.
        let addedBeforeIndex = { (key: ForeignKey, offset: Int) in (indexMadeAt[ReferencedColumns(key)] ?? -1) > offset }
        var keysAfterIndex: [ReferencedColumns: [(table: String, key: ForeignKey)]] = [:]
        for table in created {
            for key in table.foreignKeys where waitsForIndex(key) { keysAfterIndex[ReferencedColumns(key), default: []].append((table.name, key)) }
        }
        for (offset, step) in plan.steps.enumerated() {
            switch step.operation {
            case .addColumn(let table, _, let key?) where waitsForIndex(key):
                keysAfterIndex[ReferencedColumns(key), default: []].append((table, key))
            case .addConstraint(let table, .foreignKey(let key)) where addedBeforeIndex(key, offset):
                keysAfterIndex[ReferencedColumns(key), default: []].append((table, key))
            default:
                break
            }
        }
        let keyDrops = retypedKeyDrops(in: plan)
        var parts = plan.steps.enumerated().map { offset, step -> [PostgresStepPart] in
            let single = { (statements: [String]) in
                [PostgresStepPart(slot: .main, action: step.kind, impact: self.lockImpact(of: step), statements: statements)]
            }
            switch step.operation {
            case .createTable(let table, let ifNotExists):
                let sequences = ownedSequences(of: table)
                return single(sequences.create + [createTable(table, foreignKeys: order.split(table).inline.filter { !waitsForIndex($0) }, ifNotExists: ifNotExists)] + sequences.own
                    + order.keys(waitingFor: table.name, in: created).filter { !waitsForIndex($0.key) }.map { addForeignKey($0.key, to: $0.table) })
            case .createIndex(let table, let index, _)
                where index.isUnique && index.condition == nil && keysAfterIndex[ReferencedColumns(table: table, columns: Set(index.columns))] != nil:
                let keys = keysAfterIndex[ReferencedColumns(table: table, columns: Set(index.columns))] ?? []
                return single(statements(for: step.operation) + keys.map { addForeignKey($0.key, to: $0.table) })
            case .addColumn(let table, let column, let foreignKey?) where waitsForIndex(foreignKey):
                return single(statements(for: .addColumn(table: table, column: column, foreignKey: nil)))
            case .addConstraint(_, .foreignKey(let key)) where addedBeforeIndex(key, offset):
                // Added right after the unique index it references (above).
                return []
            case .addConstraint(let table, .unique(let index)) where options.nonBlocking && options.concurrentIndexes && !neededByAKey(table, index):
                return concurrentUniqueParts(index, on: table)
            case .addConstraint(let table, let constraint) where options.nonBlocking:
                return addConstraintParts(table: table, constraint: constraint, impact: lockImpact(of: step)) ?? single(statements(for: step.operation))
            case .addColumn(let table, let column, let foreignKey) where options.nonBlocking:
                return addColumnParts(table: table, column: column, foreignKey: foreignKey, options: options)
                    ?? single(statements(for: step.operation))
            case .alterColumn(let table, let column, let before, let after) where options.nonBlocking:
                return alterColumnParts(table: table, column: column, before: before, after: after, withChecks: true, options: options)
            case .createIndex(let table, let index, _)
                where options.nonBlocking && options.concurrentIndexes && !created.contains(where: { $0.name == table })
                    && !neededByAKey(table, index):
                return [concurrentIndexPart(index, on: table)]
            case .rebuildTable(let rebuild) where options.nonBlocking:
                return rebuildParts(rebuild, options: options, neededByAKey: { neededByAKey(rebuild.table.name, $0) })
            case .alterType where step.safety == .safe:
                // Labels added to an enum: a phase of their own, committed first.
                return [PostgresStepPart(slot: .enumLabels, action: step.kind, impact: lockImpact(of: step), statements: statements(for: step.operation))]
            default:
                return single(statements(for: step.operation))
            }
        }
        // The foreign keys other tables hold to a key whose type changes are dropped
        // before it changes (`PostgresDialect+RetypedKeys`).
        for (offset, drops) in keyDrops {
            if let main = parts[offset].firstIndex(where: { $0.slot == .main }) { parts[offset][main].statements.insert(contentsOf: drops, at: 0) }
        }
        return PostgresRecipeLayout(parts: parts)
    }

    // MARK: Columns

    /// A new column's recipe, or nil when plain `ADD COLUMN` takes no scan or rewrite
    /// (no volatile default, no CHECK, no foreign key).
    func addColumnParts(table: String, column: Column, foreignKey: ForeignKey?, options: PostgresPlanOptions) -> [PostgresStepPart]? {
        let volatileDefault = column.defaultSQL.flatMap { Self.isVolatile($0) ? $0 : nil }
        guard volatileDefault != nil || !column.checks.isEmpty || foreignKey != nil else { return nil }
        var added = column
        added.checks = []
        if volatileDefault != nil {
            added.defaultSQL = nil
            added.isNotNull = false
        }
        let prefix = "ALTER TABLE \(quote(table))"
        var main = ["\(prefix) ADD COLUMN \(columnDefinition(added, in: Table(name: table, columns: [added])))"]
        var action = "add \(quote(column.name))"
        if let volatileDefault {
            main.append("\(prefix) ALTER COLUMN \(quote(column.name)) SET DEFAULT \(volatileDefault)")
            action += " without filling it (new rows get its default)"
        }
        main += column.checks.map { "\(prefix) ADD \(StandardSQL.check($0, named: column.checkNames[$0])) NOT VALID" }
        if let foreignKey { main.append("\(prefix) ADD \(foreignKeyClause(foreignKey)) NOT VALID") }
        if !column.checks.isEmpty || foreignKey != nil { action += ", its constraints NOT VALID (new rows are checked)" }
        var parts = [PostgresStepPart(slot: .main, action: action, impact: LockImpact(lock: .accessExclusive, work: .none), statements: main)]
        if let volatileDefault {
            parts += column.isNotNull
                ? notNullParts(table: table, column: column.name, fill: volatileDefault, options: options)
                : [backfillPart(table: table, column: column.name, fill: volatileDefault, options: options)]
        }
        if !column.checks.isEmpty || foreignKey != nil { parts.append(validatePart(table)) }
        return Self.unique(parts)
    }

    /// One column's change: the catalog part in `main` (as the single-transaction form
    /// has it, less what the recipes take over), and the later parts for a new NOT NULL
    /// (see ``notNullParts(table:column:fill:options:)``) and new CHECKs (`NOT VALID`,
    /// then validated).
    func alterColumnParts(table: String, column: String, before: Column, after: Column, withChecks: Bool,
                          options: PostgresPlanOptions) -> [PostgresStepPart] {
        var relaxed = after
        let becomesRequired = after.isNotNull && !before.isNotNull
        if becomesRequired { relaxed.isNotNull = false }
        var main = alterColumn(table: table, column: column, before: before, after: relaxed, withChecks: withChecks)
        let addsChecks = withChecks && main.contains { $0.hasPrefix("ALTER TABLE \(quote(table)) ADD CHECK") }
        if addsChecks { main = main.map { $0.hasPrefix("ALTER TABLE \(quote(table)) ADD CHECK") ? $0 + " NOT VALID" : $0 } }
        var parts: [PostgresStepPart] = []
        if !main.isEmpty {
            let impact = LockImpact(lock: .accessExclusive, work: Self.typeChangeWork(before, after))
            parts.append(PostgresStepPart(slot: .main, action: "change \(quote(column))\(addsChecks ? ", its CHECKs NOT VALID" : "")",
                                          impact: impact, statements: main))
        }
        if becomesRequired { parts += notNullParts(table: table, column: column, fill: after.defaultSQL, options: options) }
        if addsChecks { parts.append(validatePart(table)) }
        return Self.unique(parts)
    }

    /// NOT NULL on a column of a table with rows: its NULLs filled with `fill` (when
    /// there is one) in batches, a NOT VALID CHECK, the CHECK validated, `SET NOT NULL`
    /// and the CHECK dropped.
    func notNullParts(table: String, column: String, fill: String?, options: PostgresPlanOptions) -> [PostgresStepPart] {
        let prefix = "ALTER TABLE \(quote(table))"
        let check = quote(Self.notNullCheckName(column))
        var parts: [PostgresStepPart] = []
        // A NULL fill would leave every batch's rows NULL, and the batches would never end.
        if let fill, fill.uppercased() != "NULL" { parts.append(backfillPart(table: table, column: column, fill: fill, options: options)) }
        parts.append(PostgresStepPart(
            slot: .constraints, action: "check \(quote(column)) IS NOT NULL for new rows (NOT VALID)",
            impact: LockImpact(lock: .accessExclusive, work: .none),
            statements: ["\(prefix) ADD CONSTRAINT \(check) CHECK (\(quote(column)) IS NOT NULL) NOT VALID"]))
        parts.append(validatePart(table))
        parts.append(PostgresStepPart(
            slot: .finish, action: "SET NOT NULL (proved by the validated CHECK, no scan), drop the CHECK",
            impact: LockImpact(lock: .accessExclusive, work: .none),
            statements: ["\(prefix) ALTER COLUMN \(quote(column)) SET NOT NULL", "\(prefix) DROP CONSTRAINT \(check)"]))
        return parts
    }

    /// One batch of a backfill: up to `batchSize` rows whose `column` is NULL, found by
    /// `ctid` (every table has one, whatever its key), set to `fill`. Run until it
    /// changes no row; rows that moved meanwhile are found again by the next batch.
    func backfillPart(table: String, column: String, fill: String, options: PostgresPlanOptions) -> PostgresStepPart {
        let name = quote(column)
        let statement = "UPDATE \(quote(table)) SET \(name) = \(fill) WHERE ctid = ANY (ARRAY(SELECT ctid FROM \(quote(table))"
            + " WHERE \(name) IS NULL LIMIT \(options.batchSize))) AND \(name) IS NULL"
        return PostgresStepPart(
            slot: .backfill, action: "fill the NULLs of \(name) with \(fill), \(options.batchSize) rows per transaction",
            impact: LockImpact(lock: .rowExclusive, work: .batches), statements: [statement])
    }

    /// `VALIDATE CONSTRAINT` for every constraint of `table` still NOT VALID (the names
    /// are PostgreSQL's, so they are looked up): a scan under SHARE UPDATE EXCLUSIVE.
    func validatePart(_ table: String) -> PostgresStepPart {
        PostgresStepPart(
            slot: .validate, action: "validate the NOT VALID constraints of \(quote(table)) (reads and writes go on)",
            impact: LockImpact(lock: .shareUpdateExclusive, work: .scan),
            statements: [doBlock(
                query: "SELECT conname AS name FROM pg_constraint WHERE conrelid = \(literal(quote(table)))::regclass AND NOT convalidated ORDER BY conname",
                statement: "format('ALTER TABLE %I VALIDATE CONSTRAINT %I', \(literal(table)), r.name)")])
    }

    /// The helper CHECK's name: `modelc_not_null_<column>`, or with a hash of the
    /// column's name where that would pass PostgreSQL's 63 bytes.
    static func notNullCheckName(_ column: String) -> String {
        let name = "modelc_not_null_\(column)"
        if name.utf8.count <= maximumNameLength { return name }
        return "modelc_not_null_" + String(nameHash(column), radix: 16)
    }

    // MARK: Constraints

    /// A CHECK or foreign key added to a table with rows: `NOT VALID` (new and updated
    /// rows are checked from then on, under the lock for a moment), then validated in a
    /// later transaction; nil for a UNIQUE constraint, which has no `NOT VALID` form and
    /// builds its index under the exclusive lock.
    func addConstraintParts(table: String, constraint: TableConstraint, impact: LockImpact) -> [PostgresStepPart]? {
        if case .unique = constraint { return nil }
        let statements = self.statements(for: .addConstraint(table: table, constraint: constraint)).map { $0 + " NOT VALID" }
        return [
            PostgresStepPart(slot: .main, action: "add \(constraint.summary) NOT VALID (new rows are checked)",
                             impact: LockImpact(lock: impact.lock, work: .none), statements: statements),
            validatePart(table),
        ]
    }

    /// A UNIQUE constraint added to a table with rows, with `concurrentIndexes`: its index
    /// built concurrently under the constraint's name (the model's, or the one the server
    /// would give it), then made the constraint (`ADD CONSTRAINT … UNIQUE USING INDEX`),
    /// which only writes the catalog. A UNIQUE constraint has no `NOT VALID` form, so
    /// this is how it is added without holding the exclusive lock for the build.
    func concurrentUniqueParts(_ constraint: Index, on table: String) -> [PostgresStepPart] {
        let name = constraint.constraintName ?? PostgresIntrospection.serverUniqueName(table: table, columns: constraint.columns)
        let index = Index(name: name, columns: constraint.columns, isUnique: true, areNullsDistinct: constraint.areNullsDistinct)
        let attach = "ALTER TABLE \(quote(table)) ADD CONSTRAINT \(quote(name)) UNIQUE USING INDEX \(quote(name))"
            + (constraint.deferral.map { " \($0.clause)" } ?? "")
        return [
            concurrentIndexPart(index, on: table),
            PostgresStepPart(slot: .attachedIndexes, action: "make \(quote(name)) the UNIQUE constraint (catalog only)",
                             impact: LockImpact(lock: .accessExclusive, work: .none), statements: [attach]),
        ]
    }

    // MARK: Indexes

    /// An index built concurrently: an INVALID index of the same name (what a failed
    /// concurrent build leaves) dropped first, then built if missing, so a re-run
    /// after a failure or a crash does the right thing.
    func concurrentIndexPart(_ index: Index, on table: String) -> PostgresStepPart {
        let create = createIndex(index, on: table, ifNotExists: true)
            .replacingFirst("INDEX IF NOT EXISTS", with: "INDEX CONCURRENTLY IF NOT EXISTS")
        let dropInvalid = "DO $modelc$ BEGIN IF EXISTS (SELECT 1 FROM pg_index WHERE indexrelid = to_regclass(\(literal(quote(index.name))))"
            + " AND NOT indisvalid) THEN DROP INDEX \(quote(index.name)); END IF; END $modelc$"
        return PostgresStepPart(
            slot: .concurrentIndexes, action: "build \(quote(index.name)) concurrently (reads and writes go on)",
            impact: LockImpact(lock: .shareUpdateExclusive, work: .scan), statements: [dropInvalid, create])
    }

    // MARK: Rebuilds

    /// A rebuild in place with the recipes: its CHECKs and foreign keys added back
    /// `NOT VALID` and validated later, new NOT NULLs and volatile defaults as above,
    /// missing indexes built concurrently when asked (but a unique one a new foreign key
    /// references, `neededByAKey`). UNIQUE constraints are still added under the
    /// exclusive lock (PostgreSQL has no NOT VALID form for them).
    func rebuildParts(_ rebuild: TableRebuild, options: PostgresPlanOptions, neededByAKey: (Index) -> Bool) -> [PostgresStepPart] {
        let table = rebuild.table
        var main = rebuild.views.map { "DROP VIEW IF EXISTS \(quote($0.name))" }
        main += dropConstraintsKeepingNames(of: table.name)
        let key = replacePrimaryKey(table)
        main.append(key.drop)
        var later: [PostgresStepPart] = []
        var work = table.indexes.contains(where: \.isUniqueConstraint) ? LockImpact.Work.scan : .none
        for change in inPlaceChanges(of: rebuild) {
            for part in rebuildChangeParts(change, options: options) {
                if part.slot == .main {
                    main += part.statements
                    work = max(work, part.impact.work)
                } else {
                    later.append(part)
                }
            }
        }
        main.append(key.add)
        let prefix = "ALTER TABLE \(quote(table.name)) ADD"
        main += table.namedChecks.map { "\(prefix) \(StandardSQL.check($0.check, named: $0.name)) NOT VALID" }
        main += table.indexes.filter(\.isUniqueConstraint).map { addUnique($0, to: table.name) }
        main += table.foreignKeys.map { "\(prefix) \(foreignKeyClause($0)) NOT VALID" }
        main.append(restoreConstraintNames(of: table.name, besides: table.constraintNames))
        let indexes = table.indexes.filter { !$0.isUniqueConstraint }
        main += (rebuild.droppedIndexes ?? []).map { "DROP INDEX IF EXISTS \(quote($0))" }
        for index in indexes {
            if options.concurrentIndexes && !neededByAKey(index) {
                later.append(concurrentIndexPart(index, on: table.name))
            } else {
                main.append(createIndex(index, on: table.name, ifNotExists: true))
                // One that is not there yet is built under the exclusive lock: a scan
                // (Chinook's `email` made unique kept a reader waiting 1.5 s on 2M rows).
                if rebuild.createdIndexes?.contains(index.name) == true { work = max(work, .scan) }
            }
        }
        main += rebuild.views.map { StandardSQL.statementText($0.sql) }
        if !table.namedChecks.isEmpty || !table.foreignKeys.isEmpty { later.append(validatePart(table.name)) }
        let first = PostgresStepPart(
            slot: .main, action: "change \(quote(table.name)) in place, its CHECKs and foreign keys NOT VALID",
            impact: LockImpact(lock: .accessExclusive, work: work), statements: main)
        return Self.unique([first] + later.enumerated().sorted { ($0.element.slot, $0.offset) < ($1.element.slot, $1.offset) }.map(\.element))
    }

    /// One change a rebuild lists, as parts: its column's recipe, or its statements in
    /// `main`. A new column's CHECKs are left to the rebuild, which adds the table's.
    func rebuildChangeParts(_ change: Step, options: PostgresPlanOptions) -> [PostgresStepPart] {
        switch change.operation {
        case .alterColumn(let name, let column, let before, let after):
            return alterColumnParts(table: name, column: column, before: before, after: after, withChecks: false, options: options)
        case .addColumn(let name, var column, let foreignKey):
            // Without its CHECKs, also when no recipe applies (a constant default): added
            // inline as well, a `values:` column's CHECK was there twice.
            column.checks = []
            column.checkNames = [:]
            if let parts = addColumnParts(table: name, column: column, foreignKey: foreignKey, options: options) { return parts }
            let add = Step.Operation.addColumn(table: name, column: column, foreignKey: foreignKey)
            return [PostgresStepPart(slot: .main, action: change.kind, impact: lockImpact(of: change), statements: statements(for: add))]
        default:
            break
        }
        return [PostgresStepPart(slot: .main, action: change.kind, impact: lockImpact(of: change), statements: statements(for: change.operation))]
    }

    /// `parts` without repeats (two changes of one table both validating it), in order.
    private static func unique(_ parts: [PostgresStepPart]) -> [PostgresStepPart] {
        var seen: [PostgresStepPart] = []
        for part in parts where !seen.contains(part) { seen.append(part) }
        return seen
    }
}

extension String {
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}

/// The columns a foreign key references, as a set (PostgreSQL matches them to a unique
/// index whatever their order): what a unique index built in a later phase would be
/// missing when the key is added.
struct ReferencedColumns: Hashable {
    var table: String
    var columns: Set<String>

    init(table: String, columns: Set<String>) {
        self.table = table
        self.columns = columns
    }

    init(_ key: ForeignKey) {
        self.init(table: key.referencedTable, columns: Set(key.referencedColumns))
    }
}
