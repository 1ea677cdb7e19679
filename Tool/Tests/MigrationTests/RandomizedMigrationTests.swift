import Foundation
import GRDB
import ModelKit
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

@testable import Migration

/// Property: for generated model pairs (v1, v2) and generated rows, migrating a v1
/// database with the plan gives exactly the schema of a fresh v2 compile, and every
/// value that survives (same entity and attribute lineage, through renames) is kept,
/// converted where the type changed. A plan whose preflight counts rows is refused and
/// leaves the database untouched.
///
/// Runs `MODELC_RANDOM_ITERATIONS` pairs (default 400) from seed `MODELC_RANDOM_SEED`
/// (default fixed, so CI is reproducible). Longer run:
/// `MODELC_RANDOM_ITERATIONS=2000 swift test --filter RandomizedMigrationTests`.
/// A failure names its seed and iteration; rerun with that seed to reproduce.
final class RandomizedMigrationTests: PlanTestCase {
    func testMigratedSchemaEqualsCompiledTargetAndNoSurvivingValueIsLost() throws {
        let environment = ProcessInfo.processInfo.environment
        let iterations = environment["MODELC_RANDOM_ITERATIONS"].flatMap(Int.init) ?? 400
        let seed = environment["MODELC_RANDOM_SEED"].flatMap(UInt64.init) ?? 20_261_122
        var applied = 0
        var refused = 0
        var kindsSeen = Set<String>()
        for iteration in 0..<iterations {
            let pair = GeneratedPair(seed: seed, iteration: iteration)
            let (v1, v2, context) = (pair.v1, pair.v2, pair.context)
            var random = pair.random
            let m1 = v1.model(version: 1, previous: nil)
            let m2 = v2.model(version: 2, previous: v1)
            let problems = (ModelKit.validate(m1) + ModelKit.validate(m2)).filter { $0.severity == .error }
            XCTAssertEqual(problems.map(\.description), [], "generator made an invalid model, \(context)")
            if !problems.isEmpty { continue }

            // Sometimes a view over a table, as a live database may hold: the plan must
            // keep it working through renames and rebuilds, or drop it with its table.
            var old = SQLiteSchemaCompiler.compile(m1)
            var new = SQLiteSchemaCompiler.compile(m2)
            if Int.random(in: 0..<3, using: &random) == 0, let kind = v1.kinds.randomElement(using: &random),
               let before = v1.kinds.firstIndex(where: { $0.lineage == kind.lineage }) {
                func view(over table: String) -> View {
                    View(name: "v\(kind.lineage)", sql: "CREATE VIEW \"v\(kind.lineage)\" AS SELECT * FROM \(dialect.quote(table))")
                }
                old.views = [view(over: m1.entities[before].table)]
                if let after = v2.kinds.firstIndex(where: { $0.lineage == kind.lineage }) {
                    new.views = [view(over: m2.entities[after].table)]
                }
            }
            var plan = diff(from: old, to: new, hints: RenameHints(from: m1, to: m2))
            plan.fromVersion = 1
            plan.toVersion = 2
            kindsSeen.formUnion(plan.steps.map(\.kind))
            kindsSeen.formUnion(rebuilds(plan).flatMap { $0.changes.map(\.kind) })
            let data = v1.randomRows(using: &random)
            let queue = try database(old, name: "random-\(iteration).sqlite")
            try data.insert(into: queue, model: v1)
            let counts = try preflightCounts(plan, on: queue)
            if counts.contains(where: { $0 != 0 }) {
                refused += 1
                let before = try queue.read(Self.fingerprint)
                XCTAssertThrowsError(try migrate(queue, with: plan, target: SQLiteSchemaCompiler.compile(m2)), "preflight counted rows, \(context)")
                XCTAssertEqual(try queue.read(Self.fingerprint), before, "a refused plan changed the schema, \(context)")
                try data.assertStored(in: queue, model: v1, expected: data, context: context)
                continue
            }
            do {
                try migrate(queue, with: plan, target: new)
            } catch {
                XCTFail("migration failed, \(context): \(error)\nplan:\n\(dialect.render(plan))")
                continue
            }
            applied += 1
            try assertSchema(queue, equals: new)
            for view in new.views {
                XCTAssertNoThrow(try queue.read { try Row.fetchAll($0, sql: "SELECT * FROM \(dialect.quote(view.name))") }, context)
            }
            try data.assertStored(in: queue, model: v2, expected: data.migrated(from: v1, to: v2), context: context)
        }
        print("randomized: \(iterations) pairs, \(applied) applied, \(refused) refused by preflight, kinds \(kindsSeen.sorted())")
        if iterations >= 20 { XCTAssertGreaterThan(applied, iterations / 3, "most generated plans apply (refused: \(refused))") }
        if iterations >= 300 {
            let expected: Set<String> = ["createTable", "dropTable", "renameTable", "addColumn", "dropColumn", "renameColumn",
                                         "alterColumn", "createIndex", "dropIndex", "rebuildTable"]
            XCTAssertEqual(expected.subtracting(kindsSeen), [], "the generator reaches every step kind")
        }
    }
}

/// One iteration's pair of models: version 1 at random, version 2 after one to three
/// random changes, and the generator where the pair leaves it (the rows come next).
struct GeneratedPair {
    var v1: GeneratedModel
    var v2: GeneratedModel
    var random: SplitMix64
    /// `seed N (iteration I)`, to name the pair in a failure.
    var context: String

    init(seed: UInt64, iteration: Int) {
        var random = SplitMix64(seed: seed &+ UInt64(iteration))
        let v1 = GeneratedModel.random(using: &random)
        var v2 = v1
        for _ in 0..<Int.random(in: 1...3, using: &random) { v2.mutate(using: &random) }
        (self.v1, self.v2, self.random) = (v1, v2, random)
        context = "seed \(seed &+ UInt64(iteration)) (iteration \(iteration))"
    }
}

/// A generated model whose parts carry a lineage (a stable identity across versions),
/// so renames are hints and the test knows which values must survive.
struct GeneratedModel {
    struct Field {
        var lineage: Int
        var name: String
        var type: AttributeType
        var isOptional: Bool
        var defaultValue: ModelValue?
        var isUnique = false
        var isIndexed = false
        var values: [String]?
        var min: Int64?
        var max: Int64?
    }
    enum LinkStyle: Equatable {
        /// A to-one without inverse.
        case toOne
        /// A to-one whose inverse on the target is a to-many with this delete rule.
        case oneToMany(DeleteRule)
        /// Both sides to-many: a join table.
        case manyToMany
    }
    struct Link {
        var lineage: Int
        var name: String
        var target: Int
        var style: LinkStyle = .toOne
        var isOrdered = false

        /// The inverse's name on the target: stable across versions, so only `name` renames.
        var inverseName: String { "back\(lineage)" }
        var isForeignKey: Bool { style != .manyToMany }
    }
    struct Kind {
        var lineage: Int
        var name: String
        var fields: [Field]
        var links: [Link]
        /// Entity-level `indexes:` and `unique:` specs, as field lineages.
        var indexes: [[Int]] = []
        var uniques: [[Int]] = []
    }

    var kinds: [Kind] = []
    var counter = 0

    mutating func fresh(_ prefix: String) -> (Int, String) {
        counter += 1
        return (counter, "\(prefix)\(counter)")
    }

    static func random(using random: inout SplitMix64) -> GeneratedModel {
        var model = GeneratedModel()
        for _ in 0..<Int.random(in: 1...3, using: &random) { model.addKind(using: &random) }
        return model
    }

    mutating func addKind(using random: inout SplitMix64) {
        let (lineage, name) = fresh("Thing")
        var kind = Kind(lineage: lineage, name: name, fields: [], links: [])
        for _ in 0..<Int.random(in: 1...4, using: &random) { kind.fields.append(randomField(using: &random)) }
        kinds.append(kind)
        if Bool.random(using: &random) { addLink(from: kinds.count - 1, using: &random) }
        if Int.random(in: 0..<3, using: &random) == 0 { addSpec(to: kinds.count - 1, unique: false, using: &random) }
    }

    mutating func addLink(from k: Int, using random: inout SplitMix64) {
        guard let target = kinds.randomElement(using: &random) else { return }
        let (lineage, name) = fresh("link")
        var link = Link(lineage: lineage, name: name, target: target.lineage)
        link.style = randomStyle(selfTarget: target.lineage == kinds[k].lineage, using: &random)
        link.isOrdered = link.style != .toOne && Int.random(in: 0..<3, using: &random) == 0
        kinds[k].links.append(link)
    }

    /// An `indexes:` (or `unique:`) entry over one or two fields that are not data.
    mutating func addSpec(to k: Int, unique: Bool, using random: inout SplitMix64) {
        let candidates = kinds[k].fields.filter { $0.type != .data }.map(\.lineage).shuffled(using: &random)
        guard !candidates.isEmpty else { return }
        let spec = Array(candidates.prefix(Int.random(in: 1...2, using: &random)))
        guard !(kinds[k].indexes + kinds[k].uniques).contains(spec) else { return }
        if unique { kinds[k].uniques.append(spec) } else { kinds[k].indexes.append(spec) }
    }

    func randomStyle(selfTarget: Bool, using random: inout SplitMix64) -> LinkStyle {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: .toOne
        case 1 where !selfTarget: .manyToMany
        default: .oneToMany(DeleteRule.allCases.randomElement(using: &random) ?? .nullify)
        }
    }

    mutating func randomField(using random: inout SplitMix64, optional: Bool? = nil) -> Field {
        let (lineage, name) = fresh("field")
        let type = [AttributeType.string, .int, .double, .bool, .data].randomElement(using: &random) ?? .string
        var field = Field(lineage: lineage, name: name, type: type, isOptional: optional ?? Bool.random(using: &random))
        switch Int.random(in: 0..<6, using: &random) {
        case 0 where type == .string: field.values = ["red", "green", "blue"]
        case 1 where type == .int: field.min = 0; field.max = 1000
        case 2 where type != .bool && type != .data: field.isUnique = true
        case 3 where type != .data: field.isIndexed = true
        default: break
        }
        if Int.random(in: 0..<3, using: &random) == 0 { field.defaultValue = defaultValue(for: field) }
        return field
    }

    func defaultValue(for field: Field) -> ModelValue? {
        if let values = field.values { return .string(values[0]) }
        switch field.type {
        case .string: return .string("dflt")
        case .int: return .int(field.min ?? 7)
        case .double: return .double(1.5)
        case .bool: return .bool(true)
        default: return nil
        }
    }

    /// One random change of the kinds the model language can express.
    mutating func mutate(using random: inout SplitMix64) {
        guard !kinds.isEmpty else { addKind(using: &random); return }
        let k = Int.random(in: 0..<kinds.count, using: &random)
        switch Int.random(in: 0..<17, using: &random) {
        case 0: addKind(using: &random)
        case 1 where kinds.count > 1:
            let removed = kinds.remove(at: k).lineage
            for index in kinds.indices { kinds[index].links.removeAll { $0.target == removed } }
        case 2: kinds[k].name = fresh("Thing").1
        case 3: kinds[k].fields.append(randomField(using: &random))
        case 4 where kinds[k].fields.count > 1:
            let removed = kinds[k].fields.remove(at: Int.random(in: 0..<kinds[k].fields.count, using: &random)).lineage
            kinds[k].indexes.removeAll { $0.contains(removed) }
            kinds[k].uniques.removeAll { $0.contains(removed) }
        case 5: kinds[k].fields[Int.random(in: 0..<kinds[k].fields.count, using: &random)].name = fresh("field").1
        case 6:
            let f = Int.random(in: 0..<kinds[k].fields.count, using: &random)
            kinds[k].fields[f].isOptional.toggle()
            if Bool.random(using: &random) { kinds[k].fields[f].defaultValue = defaultValue(for: kinds[k].fields[f]) }
        case 7:
            let f = Int.random(in: 0..<kinds[k].fields.count, using: &random)
            kinds[k].fields[f].defaultValue = kinds[k].fields[f].defaultValue == nil ? defaultValue(for: kinds[k].fields[f]) : nil
        case 8:
            let f = Int.random(in: 0..<kinds[k].fields.count, using: &random)
            if kinds[k].fields[f].type != .bool && kinds[k].fields[f].type != .data { kinds[k].fields[f].isUnique.toggle() }
        case 9:
            let f = Int.random(in: 0..<kinds[k].fields.count, using: &random)
            if kinds[k].fields[f].type != .data { kinds[k].fields[f].isIndexed.toggle() }
        case 10:
            let f = Int.random(in: 0..<kinds[k].fields.count, using: &random)
            if kinds[k].fields[f].type == .int && kinds[k].fields[f].min == nil {
                kinds[k].fields[f].type = Bool.random(using: &random) ? .string : .double
                kinds[k].fields[f].defaultValue = defaultValue(for: kinds[k].fields[f]).flatMap { kinds[k].fields[f].defaultValue == nil ? nil : $0 }
            } else if kinds[k].fields[f].type == .string && kinds[k].fields[f].values == nil {
                kinds[k].fields[f].type = .int
                kinds[k].fields[f].defaultValue = kinds[k].fields[f].defaultValue == nil ? nil : .int(7)
            }
        case 11:
            let f = Int.random(in: 0..<kinds[k].fields.count, using: &random)
            if kinds[k].fields[f].values != nil {
                kinds[k].fields[f].values = Bool.random(using: &random) ? ["red", "green", "blue", "black"] : ["red", "green"]
            }
        case 12:
            let f = Int.random(in: 0..<kinds[k].fields.count, using: &random)
            if kinds[k].fields[f].min != nil {
                let min: Int64 = Bool.random(using: &random) ? -5 : 500
                kinds[k].fields[f].min = min
                if case .int(let value) = kinds[k].fields[f].defaultValue, value < min { kinds[k].fields[f].defaultValue = .int(min) }
            }
        case 13: addLink(from: k, using: &random)
        case 14 where !kinds[k].links.isEmpty:
            let l = Int.random(in: 0..<kinds[k].links.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: kinds[k].links.remove(at: l)
            case 1: kinds[k].links[l].name = fresh("link").1
            case 2:
                kinds[k].links[l].style = randomStyle(selfTarget: kinds[k].links[l].target == kinds[k].lineage, using: &random)
                if kinds[k].links[l].style == .toOne { kinds[k].links[l].isOrdered = false }
            case 3 where kinds[k].links[l].style != .toOne: kinds[k].links[l].isOrdered.toggle()
            default:
                if case .oneToMany = kinds[k].links[l].style {
                    kinds[k].links[l].style = .oneToMany(DeleteRule.allCases.randomElement(using: &random) ?? .cascade)
                }
            }
        case 15: addSpec(to: k, unique: Bool.random(using: &random), using: &random)
        case 16:
            if !kinds[k].uniques.isEmpty { kinds[k].uniques.removeLast() } else if !kinds[k].indexes.isEmpty { kinds[k].indexes.removeLast() }
        default: kinds[k].fields.append(randomField(using: &random, optional: true))
        }
    }

    /// The model, with `renamedFrom` hints for every part whose name changed since `previous`.
    func model(version: Int, previous: GeneratedModel?) -> Model {
        let entities = kinds.map { kind -> Entity in
            let before = previous?.kinds.first { $0.lineage == kind.lineage }
            var attributes = [Attribute(name: "id", type: .int, isPrimaryKey: true)]
            attributes += kind.fields.map { field in
                let old = before?.fields.first { $0.lineage == field.lineage }
                return Attribute(
                    name: field.name, type: field.type, isOptional: field.isOptional, defaultValue: field.defaultValue,
                    isUnique: field.isUnique, isIndexed: field.isIndexed,
                    renamedFrom: old.flatMap { $0.name == field.name ? nil : $0.name },
                    min: field.min.map { .int($0) }, max: field.max.map { .int($0) }, values: field.values)
            }
            var relationships = kind.links.compactMap { link -> Relationship? in
                guard let target = kinds.first(where: { $0.lineage == link.target }) else { return nil }
                let old = before?.links.first { $0.lineage == link.lineage }
                let renamedFrom = old.flatMap { $0.name == link.name ? nil : $0.name }
                switch link.style {
                case .toOne:
                    return Relationship(name: link.name, target: target.name, isOptional: true, renamedFrom: renamedFrom)
                case .oneToMany:
                    return Relationship(name: link.name, target: target.name, inverse: link.inverseName, isOptional: true, renamedFrom: renamedFrom)
                case .manyToMany:
                    return Relationship(name: link.name, target: target.name, isToMany: true, inverse: link.inverseName,
                                        isOrdered: link.isOrdered, renamedFrom: renamedFrom)
                }
            }
            for other in kinds {
                for link in other.links where link.target == kind.lineage {
                    switch link.style {
                    case .toOne: break
                    case .oneToMany(let rule):
                        relationships.append(Relationship(name: link.inverseName, target: other.name, isToMany: true, inverse: link.name,
                                                          deleteRule: rule, isOrdered: link.isOrdered))
                    case .manyToMany:
                        relationships.append(Relationship(name: link.inverseName, target: other.name, isToMany: true, inverse: link.name))
                    }
                }
            }
            func specs(_ lists: [[Int]]) -> [IndexSpec] {
                lists.map { lineages in IndexSpec(lineages.compactMap { lineage in kind.fields.first { $0.lineage == lineage }?.name }) }
            }
            return Entity(name: kind.name, attributes: attributes, relationships: relationships,
                          indexes: specs(kind.indexes), uniques: specs(kind.uniques),
                          renamedFrom: before.flatMap { $0.name == kind.name ? nil : $0.name })
        }
        return Model(name: "Random", version: version, entities: entities)
    }

    func randomRows(using random: inout SplitMix64) -> GeneratedRows {
        var rows = GeneratedRows()
        var counts: [Int: Int] = [:]
        for kind in kinds { counts[kind.lineage] = Int.random(in: 0...5, using: &random) }
        for kind in kinds {
            var table: [Int64: [Int: DatabaseValue]] = [:]
            for id in 0..<Int64(counts[kind.lineage] ?? 0) {
                var row: [Int: DatabaseValue] = [:]
                for field in kind.fields {
                    if field.isOptional && Int.random(in: 0..<4, using: &random) == 0 {
                        row[field.lineage] = .null
                        continue
                    }
                    row[field.lineage] = Self.value(for: field, row: id, using: &random)
                }
                for link in kind.links where link.isForeignKey {
                    let parents = Int64(counts[link.target] ?? 0)
                    row[link.lineage] = parents > 0 && Bool.random(using: &random)
                        ? (Int64.random(in: 0..<parents, using: &random) + 1).databaseValue : .null
                }
                table[id + 1] = row
            }
            rows.tables[kind.lineage] = table
            for link in kind.links where !link.isForeignKey {
                let here = Int64(counts[kind.lineage] ?? 0)
                let there = Int64(counts[link.target] ?? 0)
                var pairs: [JoinPair] = []
                if here > 0 && there > 0 {
                    for from in 1...here {
                        for to in 1...there where Int.random(in: 0..<3, using: &random) == 0 {
                            pairs.append(JoinPair(from: from, to: to))
                        }
                    }
                }
                rows.joins[link.lineage] = Set(pairs)
            }
        }
        return rows
    }

    static func value(for field: Field, row: Int64, using random: inout SplitMix64) -> DatabaseValue {
        if let values = field.values { return (values.randomElement(using: &random) ?? "red").databaseValue }
        let pick = Int.random(in: 0..<4, using: &random)
        switch field.type {
        case .string:
            let samples = ["", "Zoë 🐘", "it's", "例え", "12"]
            let text = samples[Int.random(in: 0..<samples.count, using: &random)]
            return (field.isUnique ? "u\(row)-\(text)" : text).databaseValue
        case .int:
            if let min = field.min, let max = field.max { return Int64.random(in: min...max, using: &random).databaseValue }
            let samples: [Int64] = [0, -1, Int64.max, Int64.min]
            return (field.isUnique ? row * 1_000 + Int64(pick) : samples[pick]).databaseValue
        case .double:
            let samples = [0.0, -2.5, 1e300, 0.1]
            return (field.isUnique ? Double(row) + 0.25 : samples[pick]).databaseValue
        case .bool:
            return Int64(pick % 2).databaseValue
        default:
            return Data([0, UInt8(pick), 255]).databaseValue
        }
    }
}

/// One row of a join table: the id on the side declaring the link, and the target's.
struct JoinPair: Hashable {
    var from: Int64
    var to: Int64
}

/// Rows by entity lineage, then id, then field or link lineage; join rows by link lineage.
struct GeneratedRows {
    var tables: [Int: [Int64: [Int: DatabaseValue]]] = [:]
    var joins: [Int: Set<JoinPair>] = [:]

    /// The join table of `link` in `model` and its (from, to) columns.
    static func joinColumns(of link: GeneratedModel.Link, in entity: Entity, model: Model) -> (table: String, from: String, to: String, position: String?)? {
        guard let relationship = entity.relationship(named: link.name), let join = model.joinTable(for: relationship, in: entity) else { return nil }
        let isOwner = join.ownerEntity == entity.name && join.ownerRelationship == link.name
        return isOwner
            ? (join.name, join.ownerColumn, join.targetColumn, join.positionColumn)
            : (join.name, join.targetColumn, join.ownerColumn, join.positionColumn)
    }

    func insert(into queue: DatabaseQueue, model: GeneratedModel) throws {
        let compiled = model.model(version: 1, previous: nil)
        let dialect = SQLiteDialect()
        try queue.write { db in
            try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
            for (kind, entity) in zip(model.kinds, compiled.entities) {
                let foreignKeys = kind.links.filter(\.isForeignKey)
                let lineages = kind.fields.map(\.lineage) + foreignKeys.map(\.lineage)
                let columns = ["id"] + entity.attributes.dropFirst().map(\.column)
                    + foreignKeys.map { entity.relationship(named: $0.name)?.column ?? "" }
                let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
                for (id, row) in tables[kind.lineage] ?? [:] {
                    let values = [id.databaseValue] + lineages.map { row[$0] ?? .null }
                    try db.execute(sql: "INSERT INTO \(dialect.quote(entity.table)) (\(dialect.quoteList(columns))) VALUES (\(marks))",
                                   arguments: StatementArguments(values))
                }
            }
            for (kind, entity) in zip(model.kinds, compiled.entities) {
                for link in kind.links where !link.isForeignKey {
                    guard let join = Self.joinColumns(of: link, in: entity, model: compiled) else { continue }
                    for (position, pair) in (joins[link.lineage] ?? []).sorted(by: { ($0.from, $0.to) < ($1.from, $1.to) }).enumerated() {
                        var columns = [join.from, join.to]
                        var values: [DatabaseValue] = [pair.from.databaseValue, pair.to.databaseValue]
                        if let column = join.position {
                            columns.append(column)
                            values.append(position.databaseValue)
                        }
                        try db.execute(sql: "INSERT INTO \(dialect.quote(join.table)) (\(dialect.quoteList(columns))) VALUES (?, ?\(join.position == nil ? "" : ", ?"))",
                                       arguments: StatementArguments(values))
                    }
                }
            }
        }
    }

    /// The rows as they must be after migrating from `old` to `new`: surviving tables and
    /// columns keep their values, converted where the type changed, NULLs filled with
    /// the default where a field became required; links that stay foreign keys keep
    /// their values, links that stay many-to-many keep their pairs.
    func migrated(from old: GeneratedModel, to new: GeneratedModel) -> GeneratedRows {
        var result = GeneratedRows()
        for kind in new.kinds {
            guard let before = old.kinds.first(where: { $0.lineage == kind.lineage }) else { continue }
            var table: [Int64: [Int: DatabaseValue]] = [:]
            for (id, row) in tables[kind.lineage] ?? [:] {
                var converted: [Int: DatabaseValue] = [:]
                for field in kind.fields {
                    guard let was = before.fields.first(where: { $0.lineage == field.lineage }), let value = row[field.lineage] else { continue }
                    var now = value
                    if was.type != field.type, case .int64(let number) = value.storage {
                        now = field.type == .string ? String(number).databaseValue : Double(number).databaseValue
                    }
                    if was.type != field.type, case .string(let text) = value.storage, let number = Int64(text) {
                        now = number.databaseValue
                    }
                    if now.isNull, !field.isOptional, let fill = field.defaultValue {
                        switch fill {
                        case .string(let text): now = text.databaseValue
                        case .int(let number): now = (field.type == .string ? String(number).databaseValue : number.databaseValue)
                        case .double(let number): now = number.databaseValue
                        case .bool(let flag): now = (flag ? 1 : 0).databaseValue
                        }
                    }
                    converted[field.lineage] = now
                }
                for link in kind.links where link.isForeignKey {
                    if let was = before.links.first(where: { $0.lineage == link.lineage }), was.isForeignKey {
                        converted[link.lineage] = row[link.lineage] ?? .null
                    }
                }
                table[id] = converted
            }
            result.tables[kind.lineage] = table
            for link in kind.links where !link.isForeignKey {
                if let was = before.links.first(where: { $0.lineage == link.lineage }), !was.isForeignKey,
                   new.kinds.contains(where: { $0.lineage == link.target }) {
                    result.joins[link.lineage] = joins[link.lineage]
                }
            }
        }
        return result
    }

    /// Asserts every expected value is stored, by id, under the names of `model`.
    func assertStored(in queue: DatabaseQueue, model: GeneratedModel, expected: GeneratedRows, context: String) throws {
        let compiled = model.model(version: 1, previous: nil)
        for (kind, entity) in zip(model.kinds, compiled.entities) {
            for link in kind.links where !link.isForeignKey {
                guard let pairs = expected.joins[link.lineage], let join = Self.joinColumns(of: link, in: entity, model: compiled) else { continue }
                let stored = try queue.read { db in
                    try Row.fetchAll(db, sql: "SELECT \(SQLiteDialect().quote(join.from)), \(SQLiteDialect().quote(join.to)) FROM \(SQLiteDialect().quote(join.table))")
                }
                XCTAssertEqual(Set(stored.map { JoinPair(from: $0[0], to: $0[1]) }), pairs, "rows of join table \(join.table), \(context)")
            }
            guard let table = expected.tables[kind.lineage] else { continue }
            let stored = try queue.read { db in try Row.fetchAll(db, sql: "SELECT * FROM \(SQLiteDialect().quote(entity.table))") }
            XCTAssertEqual(stored.count, table.count, "row count of \(entity.table), \(context)")
            let byID = Dictionary(stored.map { ($0["id"] as Int64, $0) }, uniquingKeysWith: { first, _ in first })
            for (id, values) in table {
                guard let row = byID[id] else { XCTFail("row \(id) of \(entity.table) lost, \(context)"); continue }
                for (field, attribute) in zip(kind.fields, entity.attributes.dropFirst()) {
                    guard let value = values[field.lineage] else { continue }
                    XCTAssertEqual(row[attribute.column] as DatabaseValue, value, "\(entity.table).\(attribute.column) of row \(id), \(context)")
                }
                for link in kind.links where link.isForeignKey {
                    guard let value = values[link.lineage], let column = entity.relationship(named: link.name)?.column else { continue }
                    XCTAssertEqual(row[column] as DatabaseValue, value, "\(entity.table).\(column) of row \(id), \(context)")
                }
            }
        }
    }
}
