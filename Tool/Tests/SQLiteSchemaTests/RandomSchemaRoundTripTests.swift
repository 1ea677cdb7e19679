import Foundation
import Migration
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

/// Randomised round trips: many generated schemas with hostile names, every column
/// type, defaults, checks, collations, keys, foreign keys and partial indexes must read
/// back exactly. Deterministic (seeded); `MODELC_FUZZ_ITERATIONS=2000 swift test
/// --filter RandomSchemaRoundTripTests` runs a longer search (default 40 schemas).
final class RandomSchemaRoundTripTests: ModelcTestCase {
    func testRandomSchemasReadBackExactly() throws {
        let iterations = ProcessInfo.processInfo.environment["MODELC_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 40
        let files = try TemporaryDatabase(self)
        for seed in 0..<UInt64(iterations) {
            var generator = RandomSchemaGenerator(seed: seed)
            let schema = generator.schema()
            let sql = SQLiteDialect().render(schema)
            let path = try files.create("seed-\(seed).sqlite", sql: sql)
            let introspected = try SchemaIntrospector.introspect(path: path)
            XCTAssertEqual(introspected, schema, "seed \(seed):\n\(sql)")
            XCTAssertEqual(schema.differences(from: introspected), [], "seed \(seed)")
            try FileManager.default.removeItem(atPath: path)
        }
    }

    func testRandomSchemasWrittenInAnotherStyleCompareEqualAfterNormalising() throws {
        let iterations = ProcessInfo.processInfo.environment["MODELC_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 40
        let files = try TemporaryDatabase(self)
        for seed in 0..<UInt64(iterations) {
            var generator = RandomSchemaGenerator(seed: seed)
            let schema = generator.schema()
            let sql = try generator.restyled(SQLiteDialect().render(schema))
            let path = try files.create("styled-\(seed).sqlite", sql: sql)
            let introspected = try SchemaIntrospector.introspect(path: path)
            XCTAssertEqual(schema.differences(from: introspected).map(\.message), [], "seed \(seed):\n\(sql)")
            XCTAssertEqual(introspected.normalized(), schema.normalized(), "seed \(seed)")
            try FileManager.default.removeItem(atPath: path)
        }
    }
}

private struct RandomSchemaGenerator {
    var random: SplitMix64
    var usedNames: Set<String> = []

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    static let namePieces = [
        "order", "group", "select", "a b", "say \"hi\"", "it's", "naïve", "日本", "x", "[br]", "`bt`", "--c",
        "/*d*/", "semi;colon", "(paren", "comma,", "where", "key", "Ünïcödé", "tab\tname", "emoji 🐶",
    ]

    mutating func pick<T>(_ options: [T]) -> T {
        options[Int.random(in: 0..<options.count, using: &random)]
    }

    mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }

    /// A fresh name, unique case-insensitively within `scope` (SQLite compares names
    /// without case).
    mutating func name(in scope: inout Set<String>, prefix: String = "") -> String {
        while true {
            var name = prefix + pick(Self.namePieces)
            if chance(50) { name += " " + pick(Self.namePieces) }
            if chance(30) { name += String(Int.random(in: 0..<100, using: &random)) }
            if !scope.contains(name.lowercased()) {
                scope.insert(name.lowercased())
                return name
            }
        }
    }

    mutating func schema() -> Schema {
        var tables: [Table] = []
        var objectNames: Set<String> = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            tables.append(table(named: name(in: &objectNames), after: tables, objectNames: &objectNames))
        }
        return Schema(tables: tables)
    }

    private mutating func table(named name: String, after earlier: [Table], objectNames: inout Set<String>) -> Table {
        let isStrict = chance(70)
        var columnNames: Set<String> = []
        var columns: [Column] = []
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            columns.append(column(named: self.name(in: &columnNames), strict: isStrict))
        }
        var table = Table(name: name, columns: columns, isStrict: isStrict)

        let keyChoice = Int.random(in: 0..<3, using: &random)
        if keyChoice > 0 {
            let count = keyChoice == 1 ? 1 : Int.random(in: 1...columns.count, using: &random)
            table.primaryKey = Array(columns.map(\.name).shuffled(using: &random).prefix(count))
            table.isWithoutRowID = chance(40)
            // What SQLite reports: key columns of STRICT and WITHOUT ROWID tables are
            // NOT NULL, except the rowid alias.
            for index in table.columns.indices where table.primaryKey.contains(table.columns[index].name) {
                if table.isWithoutRowID || (isStrict && !table.isRowIDAlias(table.columns[index])) {
                    table.columns[index].isNotNull = true
                }
            }
        }
        if chance(40) {
            table.checks = ["\(SQLiteDialect().quote(pick(columns).name)) IS NOT NULL OR \(Int.random(in: 0...1, using: &random)) = 1"]
        }
        for parent in earlier where !parent.primaryKey.isEmpty && parent.primaryKey.count <= columns.count && chance(50) {
            let childColumns = Array(columns.map(\.name).shuffled(using: &random).prefix(parent.primaryKey.count))
            table.foreignKeys.append(ForeignKey(
                columns: childColumns,
                referencedTable: parent.name,
                referencedColumns: parent.primaryKey,
                onDelete: pick(ForeignKeyAction.allCases),
                onUpdate: pick(ForeignKeyAction.allCases)
            ))
        }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            let indexColumns = Array(columns.map(\.name).shuffled(using: &random).prefix(Int.random(in: 1...columns.count, using: &random)))
            let condition = chance(40) ? "\(SQLiteDialect().quote(indexColumns[0])) IS NOT NULL" : nil
            table.indexes.append(Index(
                name: self.name(in: &objectNames, prefix: "ix "),
                columns: indexColumns,
                isUnique: chance(50),
                condition: condition
            ))
        }
        return table
    }

    /// The same statements as another tool might write them: random keyword case,
    /// `[…]`, `` `…` `` or bare identifiers, and random whitespace and comments.
    mutating func restyled(_ sql: String) throws -> String {
        var output = ""
        for token in try SQLTokenizer.tokenize(sql) {
            output += pick([" ", "  ", "\n\t", " /* note, ( */ ", " -- note\n"])
            switch token.kind {
            case .word:
                output += pick([token.text.lowercased(), token.text.uppercased(), token.text])
            case .quotedIdentifier:
                let name = token.identifier ?? token.text
                var styles = [token.text, "`" + name.replacingOccurrences(of: "`", with: "``") + "`"]
                if !name.contains("]") { styles.append("[" + name + "]") }
                output += pick(styles)
            default:
                output += token.text
            }
        }
        return output
    }

    private mutating func column(named name: String, strict: Bool) -> Column {
        let quoted = SQLiteDialect().quote(name)
        var column: Column
        if strict {
            column = Column(name: name, type: pick(ColumnType.allCases))
        } else {
            let declared = pick(["VARCHAR(20)", "DECIMAL(10, 2)", "DOUBLE PRECISION", "", "BOOLEAN", "INTEGER", "TEXT", "BLOB", "UNSIGNED BIG INT"])
            let type = ColumnType(affinityOf: declared)
            column = Column(name: name, type: type, declaredType: declared == type.rawValue ? nil : declared)
        }
        column.isNotNull = chance(40)
        if chance(60) {
            switch column.type {
            case .integer: column.defaultSQL = pick(["0", "-5", "(1 + 2)", "+7"])
            case .real: column.defaultSQL = pick(["1.5", "-0.25", "1e3"])
            case .text: column.defaultSQL = pick(["'x'", "'it''s'", "'a,b)'", "CURRENT_TIMESTAMP", "'日本'"])
            case .blob: column.defaultSQL = pick(["X'00'", "x'beef'"])
            case .any: column.defaultSQL = pick(["NULL", "('x' || 'y')", "0"])
            }
        }
        if chance(40) {
            column.checks.append(pick(["\(quoted) IS NOT NULL OR 1", "length(\(quoted)) < 100", "typeof(\(quoted)) != 'x'"]))
        }
        if chance(20) {
            column.checks.append("\(quoted) <> '--not a comment, ) '")
        }
        if column.type == .text, chance(40) {
            column.collation = pick(["NOCASE", "RTRIM", "BINARY"])
        }
        return column
    }
}
