import Foundation
import GRDB
import ModelKit
import ModelRuntime
import SchemaCore

/// Rows shaped like production data, generated from one model version into a database
/// at that version, for `modelc migrate test`.
///
/// Every value is an SQL expression of the row's index, so a table of any size is
/// filled by one `INSERT … SELECT` over a counter, in SQLite's own loop: 10,000 rows of
/// 30 tables take a fraction of a second, which matters when every shipped version gets
/// its own fill. The seed shifts which edge value lands on which row, the skew of
/// relationships and the UUIDs, so `--seed` gives other data and the same seed the
/// same data.
///
/// What a column gets, by what it is:
/// - an attribute: its edge cases among ordinary values. NULL when optional, the
///   model's default, the `min`/`max` boundaries (or the type's: 64-bit, 32-bit and
///   16-bit limits), text at `maxLength`, empty text, quotes and backslashes, text
///   outside ASCII, dates from year 1 to 9999, empty and binary blobs, nested JSON;
///   only the values `values:` allows, and only text that matches `pattern`;
/// - a key or a unique column: distinct values;
/// - a foreign key: keys of the referenced table's generated rows, skewed so that some
///   parents have no children, some one and some many; NULL in some rows when
///   optional; distinct when the key is unique (one-to-one); distinct pairs in a join
///   table; positions in order.
///
/// Rows a constraint the generator does not model refuses (a hand-written CHECK) are
/// skipped (`INSERT OR IGNORE`), then rows whose references point at skipped rows are
/// removed, and the fill reports both as notes.
public struct TestDataGenerator: Sendable {
    public var rowsPerTable: Int
    public var seed: UInt64
    /// Groups of columns, by table, of which a row holds a value in one only: columns
    /// a later version merges (`mergedFrom`), which a real database fills one at a time
    /// (Core Data's sub-entities sharing one table each fill their own columns).
    public var exclusiveColumns: [String: [[String]]]

    public init(rowsPerTable: Int, seed: UInt64, exclusiveColumns: [String: [[String]]] = [:]) {
        self.rowsPerTable = rowsPerTable
        self.seed = seed
        self.exclusiveColumns = exclusiveColumns
    }

    /// What a fill wrote.
    public struct Fill: Sendable, Hashable {
        /// Rows per table, after skipped rows.
        public var rows: [String: Int]
        /// What could not be generated as asked (skipped rows, a pattern no sample matches).
        public var notes: [String]
    }

    /// Fills every table of `schema` (the compiled `model`, which the database holds)
    /// with `rowsPerTable` rows, in one transaction, foreign keys checked at the end.
    public func fill(_ db: Database, model: Model, schema: Schema) throws -> Fill {
        let layout = Layout(model: model, schema: schema, rows: rowsPerTable, seed: seed, exclusiveColumns: exclusiveColumns)
        var notes: [String] = []
        try db.execute(sql: "PRAGMA foreign_keys = OFF")
        defer { try? db.execute(sql: "PRAGMA foreign_keys = ON") }
        try db.execute(sql: "CREATE TEMP TABLE IF NOT EXISTS \(ValueLists.table) (list INTEGER, position INTEGER, value, PRIMARY KEY (list, position))")
        defer { try? db.execute(sql: "DROP TABLE IF EXISTS temp.\(ValueLists.table)") }
        try db.inTransaction {
            // Triggers check or derive what real writes do; generated rows are data that
            // is already there, so they are off during the fill and recreated after it.
            let triggers = try Row.fetchAll(db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND sql IS NOT NULL ORDER BY name")
            for trigger in triggers {
                try db.execute(sql: "DROP TRIGGER \(StandardSQL.quote(trigger["name"]))")
            }
            if !triggers.isEmpty {
                // A long list (WhatsApp's 96) is cut: the note says why rows may differ, not which.
                let names = triggers.map { "`\($0["name"] as String)`" }
                let shown = names.count > 5 ? names.prefix(5).joined(separator: ", ") + " and \(names.count - 5) more" : names.joined(separator: ", ")
                notes.append("triggers did not run for the generated rows: " + shown)
            }
            for table in schema.tables where rowsPerTable > 0 {
                let columns = table.columns.map(\.name)
                let values = table.columns.map { layout.expression(table: table.name, column: $0.name, index: "i", notes: &notes) }
                try layout.lists.store(in: db)
                do {
                    try db.execute(sql: """
                        WITH RECURSIVE seq(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM seq WHERE i < \(rowsPerTable - 1)) \
                        INSERT OR IGNORE INTO \(StandardSQL.quote(table.name)) (\(StandardSQL.quoteList(columns))) SELECT \(values.joined(separator: ", ")) FROM seq
                        """)
                } catch let error as DatabaseError {
                    throw FillError(table: table.name, message: error.message ?? "\(error.resultCode)")
                }
                let skipped = rowsPerTable - db.changesCount
                if skipped > 0 {
                    notes.append("\(skipped) of \(rowsPerTable) generated rows of `\(table.name)` broke a constraint (a duplicate or a CHECK) and were skipped")
                }
            }
            notes += try removeDanglingReferences(db, schema: schema)
            for trigger in triggers {
                try db.execute(sql: trigger["sql"] as String)
            }
            return .commit
        }
        var rows: [String: Int] = [:]
        for table in schema.tables {
            rows[table.name] = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(StandardSQL.quote(table.name))") ?? 0
        }
        for (table, count) in rows where rowsPerTable > 0 && count * 2 < rowsPerTable {
            notes.append("`\(table)` holds only \(count) of \(rowsPerTable) generated rows, so the test covers it thinly: a constraint the generator does not read, or skipped rows of the tables it refers to")
        }
        return Fill(rows: rows, notes: Array(Set(notes)).sorted())
    }

    /// A table's fill failed outright (not row by row): a trigger or constraint
    /// `INSERT OR IGNORE` does not skip.
    struct FillError: Error, CustomStringConvertible {
        var table: String
        var message: String
        var description: String { "filling `\(table)` failed: \(message)" }
    }

    /// Deletes the rows whose references point at rows the fill skipped, until none is
    /// left (a deleted parent can orphan a grandchild). By the schema's foreign keys, not
    /// `foreign_key_check`'s rowids, which a WITHOUT ROWID join table does not have.
    private func removeDanglingReferences(_ db: Database, schema: Schema) throws -> [String] {
        let names = Set(schema.tables.map(\.name))
        var removed: [String: Int] = [:]
        for _ in 0...schema.tables.count {
            var changed = 0
            for table in schema.tables {
                for foreignKey in table.foreignKeys where names.contains(foreignKey.referencedTable) && foreignKey.columns.count == foreignKey.referencedColumns.count {
                    let child = StandardSQL.quote(table.name)
                    let present = foreignKey.columns.map { "\(child).\(StandardSQL.quote($0)) IS NOT NULL" }.joined(separator: " AND ")
                    let match = zip(foreignKey.columns, foreignKey.referencedColumns)
                        .map { "parent.\(StandardSQL.quote($1)) = \(child).\(StandardSQL.quote($0))" }.joined(separator: " AND ")
                    try db.execute(sql: """
                        DELETE FROM \(child) WHERE \(present) \
                        AND NOT EXISTS (SELECT 1 FROM \(StandardSQL.quote(foreignKey.referencedTable)) AS parent WHERE \(match))
                        """)
                    removed[table.name, default: 0] += db.changesCount
                    changed += db.changesCount
                }
            }
            if changed == 0 { break }
        }
        return removed.filter { $0.value > 0 }.map { "\($0.value) generated rows of `\($0.key)` referred to skipped rows and were removed" }
    }
}

extension TestDataGenerator {
    /// Values computed in Swift for a column, one per row, kept in a temporary table
    /// that the fill's SQL reads by row: each list is stored once, before the first
    /// statement that reads it.
    final class ValueLists {
        static let table = "modelc_test_values"
        private var ids: [String: Int] = [:]
        private var pending: [(id: Int, values: [String])] = []

        /// The id of `values`, the list of the column named `name`.
        func register(_ name: String, _ values: [String]) -> Int {
            if let id = ids[name] { return id }
            let id = ids.count
            ids[name] = id
            pending.append((id, values))
            return id
        }

        func store(in db: Database) throws {
            let statement = try db.makeStatement(sql: "INSERT INTO temp.\(Self.table) (list, position, value) VALUES (?, ?, ?)")
            for (id, values) in pending {
                for (index, value) in values.enumerated() { try statement.execute(arguments: [id, index, value]) }
            }
            pending = []
        }
    }

    /// The tables of one model version, seen as the generator needs them: which entity
    /// and attribute a column holds, what each foreign key refers to, which columns must
    /// be distinct.
    struct Layout {
        let model: Model
        let lists = ValueLists()
        let tables: [String: SchemaCore.Table]
        let entities: [String: Entity]
        let rows: Int
        let seed: UInt64

        /// `table.column` → its place in its exclusive group and the group's size.
        let exclusive: [String: (position: Int, count: Int)]

        init(model: Model, schema: Schema, rows: Int, seed: UInt64, exclusiveColumns: [String: [[String]]]) {
            var exclusive: [String: (position: Int, count: Int)] = [:]
            for (table, groups) in exclusiveColumns {
                for group in groups {
                    for (position, column) in group.enumerated() { exclusive[table + "." + column] = (position, group.count) }
                }
            }
            self.exclusive = exclusive
            self.model = model
            tables = Dictionary(schema.tables.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            entities = Dictionary(model.entities.map { ($0.table, $0) }, uniquingKeysWith: { first, _ in first })
            self.rows = rows
            self.seed = seed
        }

        /// A number from the seed and a name, so each column gets its own shift.
        func shift(_ name: String, modulo: Int) -> Int {
            var hash: UInt64 = 14_695_981_039_346_656_037 ^ seed
            for byte in name.utf8 {
                hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211
            }
            return Int(hash % UInt64(max(1, modulo)))
        }

        /// The SQL value of `column` of `table` in the row numbered by the SQL `index`.
        func expression(table tableName: String, column: String, index: String, depth: Int = 0, notes: inout [String]) -> String {
            guard let table = tables[tableName], let definition = table.columns.first(where: { $0.name == column }) else { return "NULL" }
            let shift = self.shift(tableName + "." + column, modulo: 997)
            if depth < 8, let foreignKey = table.foreignKeys.first(where: { $0.columns.contains(column) }),
                let position = foreignKey.columns.firstIndex(of: column), position < foreignKey.referencedColumns.count,
                tables[foreignKey.referencedTable] != nil
            {
                let parent = parentIndex(of: foreignKey, in: table, index: index)
                let value = expression(
                    table: foreignKey.referencedTable, column: foreignKey.referencedColumns[position], index: "(\(parent))",
                    depth: depth + 1, notes: &notes)
                let isKeyPart = table.primaryKey.contains(column) || isDistinct(column, in: table)
                guard !definition.isNotNull, !isKeyPart else { return value }
                // One decision per key: the columns of a key of several are NULL together.
                let keyShift = self.shift(tableName + "->" + foreignKey.columns.joined(separator: ","), modulo: 997)
                return "CASE WHEN (\(index) + \(keyShift)) % 6 = 2 THEN NULL ELSE \(value) END"
            }
            var attribute = entities[tableName]?.attributes.first(where: { $0.column == column })
            // A key column holds no NULL, though a SQLite table without STRICT lets an
            // optional one (Zotero's `PRIMARY KEY (itemTypeID, fieldID)` over nullable
            // columns): a NULL names no row, and a server refuses it in a key.
            if table.primaryKey.contains(column) { attribute?.isOptional = false }
            // A domain's CHECKs (the model's `types:`) bound the column as its own would:
            // `VALUE > 0` is read as the column's `"n" > 0`.
            let domainChecks = definition.declaredType.flatMap(model.type(named:)).map { type in
                [type.sql.replacing(/\bVALUE\b/, with: StandardSQL.quote(column))]
            } ?? []
            let hints = CheckHints(column: column, checks: definition.checks + table.checks + domainChecks)
            if !hints.isEmpty { attribute = attribute.map(hints.applied(to:)) }
            if let range = referencingRange(of: tableName, column: column) { attribute = attribute.map { Self.bounded($0, to: range) } }
            let distinct = table.primaryKey.contains(column) || isDistinct(column, in: table)
            // A column of a domain (the model's `types:`) holds what its base type holds:
            // `numeric(10,2)` bounds the values as the domain's column declared so would.
            var declared = definition
            if let type = definition.declaredType.flatMap(model.type(named:)), let base = TypeSpec.domainBase(in: type.sql) { declared.declaredType = base }
            let values = ColumnValues(
                attribute: attribute, column: declared, isKey: table.primaryKey == [column] && attribute?.isPrimaryKey != false,
                distinct: distinct, rows: rows, seed: seed, shift: shift)
            if let note = values.note { notes.append("`\(tableName).\(column)`: \(note)") }
            var expression = values.expression(index: index)
            if let (position, count) = exclusive[tableName + "." + column], !definition.isNotNull {
                expression = "CASE WHEN (\(index)) % \(count) = \(position) THEN \(expression) ELSE NULL END"
            }
            guard let rowValues = values.rowValues else { return expression }
            let list = lists.register(tableName + "." + column, rowValues)
            return expression.replacingOccurrences(
                of: "{list}", with: "(SELECT value FROM temp.\(ValueLists.table) WHERE list = \(list) AND position = (\(index)) % \(rowValues.count))")
        }

        /// The narrowest integer range of the columns whose foreign keys store
        /// `table.column`'s values, when one is narrower than 64 bits: dvdrental's
        /// `address.city_id smallint` references `city.city_id integer`, and keys made for
        /// an integer did not fit it, so the test stopped while filling its database.
        func referencingRange(of table: String, column: String) -> ClosedRange<Int64>? {
            var range: ClosedRange<Int64>?
            for child in tables.values {
                for key in child.foreignKeys where key.referencedTable == table {
                    guard let position = key.referencedColumns.firstIndex(of: column), position < key.columns.count,
                          let stored = child.columns.first(where: { $0.name == key.columns[position] }) else { continue }
                    let attributeRange = entities[child.name]?.attributes.first(where: { $0.column == stored.name })?.type.integerRange
                    guard let limits = Self.integerRange(declared: stored.declaredType) ?? attributeRange, limits != Int64.min...Int64.max else { continue }
                    range = range.map { $0.clamped(to: limits) } ?? limits
                }
            }
            return range
        }

        /// The range of a declared integer type narrower than 64 bits (`smallint`,
        /// `int2`, `integer`, `int`, `int4`, `serial`), as a server holds it.
        static func integerRange(declared type: String?) -> ClosedRange<Int64>? {
            switch type?.lowercased().trimmingCharacters(in: .whitespaces) {
            case "smallint", "int2", "smallserial", "serial2": Int64(Int16.min)...Int64(Int16.max)
            case "integer", "int", "int4", "serial", "serial4": Int64(Int32.min)...Int64(Int32.max)
            default: nil
            }
        }

        /// `attribute` with `min:` and `max:` within `range`, for the values generated.
        static func bounded(_ attribute: Attribute, to range: ClosedRange<Int64>) -> Attribute {
            guard [.int, .int32, .int16].contains(attribute.type), let own = attribute.type.integerRange, own.clamped(to: range) != own else { return attribute }
            var bounded = attribute
            let low = ColumnValues.integer(attribute.min).map { max($0, range.lowerBound) } ?? range.lowerBound
            let high = ColumnValues.integer(attribute.max).map { min($0, range.upperBound) } ?? range.upperBound
            bounded.min = .int(low)
            bounded.max = .int(high)
            return bounded
        }

        /// Whether a unique index covers `column` (alone or with others): such columns get
        /// distinct values, so every combination is distinct too.
        /// Whether a unique index covers `column`: a partial one too (Miniflux's `UNIQUE
        /// … WHERE google_id <> ''`), whose rows repeating a value were skipped, so the
        /// table and those referring to it were tested thin. Distinct values pass any
        /// condition's uniqueness.
        func isDistinct(_ column: String, in table: SchemaCore.Table) -> Bool {
            table.indexes.contains { $0.isUnique && $0.columns.contains(column) }
        }

        /// The index of the referenced row: distinct for a unique or key reference (a
        /// one-to-one, a join table's pair), else skewed into the first half of the
        /// parents so that some have none and a few have many.
        func parentIndex(of foreignKey: SchemaCore.ForeignKey, in table: SchemaCore.Table, index: String) -> String {
            let parents = max(1, rows)
            let keyForeignKeys = table.foreignKeys.filter { fk in fk.columns.allSatisfy(table.primaryKey.contains) }
            if let position = keyForeignKeys.firstIndex(of: foreignKey), keyForeignKeys.count > 1 {
                // A join table: pairs (i mod n, (i / n + i) mod n) are distinct for i < n².
                return position == 0 ? "(\(index) % \(parents))" : "((\(index) / \(parents) + \(index)) % \(parents))"
            }
            if foreignKey.columns.allSatisfy({ table.primaryKey.contains($0) || isDistinct($0, in: table) }) {
                return "(\(index) % \(parents))"
            }
            let shift = self.shift(table.name + "->" + foreignKey.referencedTable, modulo: parents)
            return "((\(index) * \(index) + \(shift)) % \(max(1, parents / 2)))"
        }
    }
}
