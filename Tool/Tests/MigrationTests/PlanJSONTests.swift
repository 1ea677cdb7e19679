import Foundation
import GRDB
import ModelKit
import ModelcTestSupport
import SchemaCore
import XCTest

@testable import Migration

/// The plan's JSON: round trip, stable bytes, described by `docs/plan.schema.json`, and
/// the example in `docs/plan-format.md` is what the code writes.
///
/// Regenerate the documented example after a deliberate format change with
/// `MODELC_UPDATE_DOCS=1 swift test --filter PlanJSONTests`, and review the diff.
final class PlanJSONTests: PlanTestCase {
    static let docs = Repository.root.appendingPathComponent("docs")

    /// The documented example: a rename, a new column, a new unique index, a type change
    /// (rebuild) and a dropped table.
    func examplePlan() throws -> Plan {
        let v1 = try model(version: 1, entity("Person", ["id: int", "mail: string", "nickname: string?"])
                           + entity("Book", ["id: int", "title: string", "pages: string?"])
                           + entity("Note", ["id: int", "text: string"]))
        let v2 = try model(version: 2, entity("Person", ["id: int", "email: { type: string, unique: true, renamedFrom: mail }", "nickname: string?", "age: { type: int, default: 0, min: 0 }"])
                           + entity("Book", ["id: int", "title: string", "pages: int?"]))
        return plan(v1, v2)
    }

    func testPlanJSONRoundTrips() throws {
        let plan = try examplePlan()
        XCTAssertEqual(try Plan.decode(json: plan.jsonData()), plan)
        var withSQL = plan
        withSQL.steps.append(Step(.sql("UPDATE person SET age = 1"), safety: .safe, reason: "hand-written"))
        XCTAssertEqual(try Plan.decode(json: withSQL.jsonData()), withSQL)
    }

    func testPlanTextListsEveryStepWithItsSafetyAndChecks() throws {
        let text = try examplePlan().text
        XCTAssertEqual(text, """
            5 steps: 2 safe, 2 dataDependent, 1 destructive
              1. [destructive] dropTable note: "note" is not in the new schema: the table and all its rows are dropped (no rename hint names it)
                 at stake: rows of "note" (applied without approval when there are none)
              2. [safe] renameColumn person: rename hint: "email" was "mail"
              3. [safe] addColumn person: "age" is new, existing rows get 0
              4. [dataDependent] rebuildTable book: "book" is rebuilt because column "pages" changes definition, which ALTER TABLE cannot do
                 - [dataDependent] alterColumn book: "pages": type TEXT → INTEGER (CAST)
                 check: rows of "book" whose "pages" does not survive conversion from TEXT to INTEGER must be 0
              5. [dataDependent] createIndex "uq_person_email" on "person": new unique index "uq_person_email": existing rows must not repeat "email"
                 check: rows of "person" sharing "email" with another row must be 0

            """)
    }

    func testPlanJSONIsByteStable() throws {
        XCTAssertEqual(try examplePlan().jsonString(), try examplePlan().jsonString())
    }

    func testUnknownStepKindIsRejectedWithTheKnownKinds() throws {
        let json = #"{"formatVersion": 1, "steps": [{"kind": "mergeTables", "safety": "safe", "reason": "", "checks": []}]}"#
        XCTAssertThrowsError(try Plan.decode(json: Data(json.utf8))) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["steps", "Index 0", "kind"])
            XCTAssertEqual(context.debugDescription, """
                unknown step kind 'mergeTables'; expected one of createTable, dropTable, renameTable, addColumn, dropColumn, renameColumn, \
                alterColumn, createIndex, dropIndex, rebuildTable, createView, dropView, createTrigger, dropTrigger, createExtension, createType, dropType, \
                alterType, checkValues, mergeColumns, copyLinks, renameValues, renameConstraint, addConstraint, dropConstraint, sql
                """)
        }
    }

    func testEveryStepKindEncodesToJSONThatTheJSONSchemaAccepts() throws {
        let schemaData = try Data(contentsOf: Self.docs.appendingPathComponent("plan.schema.json"))
        let schema = try XCTUnwrap(try JSONSerialization.jsonObject(with: schemaData) as? [String: Any])
        let table = Table(name: "t", columns: [Column(name: "id", type: .integer, isNotNull: true)], primaryKey: ["id"],
                          indexes: [Index(name: "i", columns: ["id"], condition: "\"id\" > 0")])
        let column = Column(name: "c", type: .text, declaredType: "TEXT", defaultSQL: "'x'", checks: ["length(\"c\") < 9"], collation: "NOCASE")
        let key = ForeignKey(columns: ["c"], referencedTable: "p", referencedColumns: ["id"], onDelete: .cascade)
        let check = StepCheck(description: "rows must be 0", sql: "SELECT 0")
        var plan = try examplePlan()
        plan.steps += [
            Step(.createTable(table), safety: .safe, reason: "r"),
            Step(.dropTable(name: "t", views: ["v"]), safety: .destructive, reason: "r"),
            Step(.renameTable(from: "a", to: "b"), safety: .safe, reason: "r"),
            Step(.addColumn(table: "t", column: column, foreignKey: key), safety: .safe, reason: "r"),
            Step(.dropColumn(table: "t", column: "c"), safety: .destructive, reason: "r",
                 rowsAtStake: StepCheck(description: "rows of \"t\" holding a value in \"c\"", sql: "SELECT 0")),
            Step(.renameColumn(table: "t", from: "a", to: "b"), safety: .safe, reason: "r"),
            Step(.alterColumn(table: "t", column: "c", before: column, after: column), safety: .dataDependent, reason: "r", checks: [check]),
            Step(.createIndex(table: "t", index: table.indexes[0]), safety: .safe, reason: "r"),
            Step(.dropIndex(table: "t", name: "i"), safety: .safe, reason: "r"),
            Step(.rebuildTable(TableRebuild(table: table, mapping: ["id": "\"id\""], triggers: [Trigger(name: "g", table: "t", sql: "CREATE TRIGGER …")],
                                            views: [View(name: "v", sql: "CREATE VIEW …")])), safety: .safe, reason: "r"),
            Step(.createView(View(name: "v", sql: "CREATE VIEW \"v\" AS SELECT 1")), safety: .safe, reason: "r"),
            Step(.dropView(name: "v"), safety: .safe, reason: "r"),
            Step(.createTrigger(Trigger(name: "g", table: "t", sql: "CREATE TRIGGER …")), safety: .safe, reason: "r"),
            Step(.dropTrigger(name: "g", table: "t"), safety: .safe, reason: "r"),
            Step(.createExtension("citext"), safety: .safe, reason: "r", lockImpact: LockImpact(lock: .none, work: .none)),
            Step(.createType(TypeDefinition(name: "mood", sql: "CREATE TYPE mood AS ENUM ('sad')")), safety: .safe, reason: "r",
                 lockImpact: LockImpact(lock: .none, work: .none)),
            Step(.dropType(TypeDefinition(name: "year", sql: "CREATE DOMAIN year AS integer")), safety: .safe, reason: "r"),
            Step(.alterType(before: TypeDefinition(name: "mood", sql: "CREATE TYPE mood AS ENUM ('sad')"),
                            after: TypeDefinition(name: "mood", sql: "CREATE TYPE mood AS ENUM ('sad', 'calm')")), safety: .safe, reason: "r"),
            Step(.checkValues(table: "t", column: "c", format: .date), safety: .dataDependent, reason: "r",
                 checks: [StepCheck(description: "d", sql: "SELECT 0", samples: "SELECT 1 LIMIT 3", hint: "h",
                                    condition: .valueFormat(table: "t", column: "c", format: .date, key: ["id"]))]),
            Step(.mergeColumns(table: "t", column: "c", coalesce: ["c", "d"]), safety: .dataDependent, reason: "r", checks: [check],
                 lockImpact: LockImpact(lock: .rowExclusive, work: .scan)),
            Step(.copyLinks(LinkCopy(table: "t_links", source: "t", foreignKey: "c", values: ["t_id": "\"id\"", "links_id": "\"c\""], carried: ["c"])),
                 safety: .safe, reason: "r"),
            Step(.renameValues(table: "t", column: "c", renames: ["old": "new"]), safety: .safe, reason: "r"),
            Step(.renameConstraint(table: "t", from: "a", to: "b", foreignKey: nil), safety: .safe, reason: "r",
                 lockImpact: LockImpact(lock: .accessExclusive, work: .none)),
            Step(.renameConstraint(table: "t", from: nil, to: "fk_t_c",
                                   foreignKey: ForeignKey(columns: ["c"], referencedTable: "p", referencedColumns: ["id"], isDeferred: true, name: "fk_t_c")),
                 safety: .safe, reason: "r"),
            Step(.renameConstraint(table: "t", from: nil, to: "uq_t_c", foreignKey: nil, unique: ["c", "d"]), safety: .safe, reason: "r"),
            Step(.addConstraint(table: "t", constraint: .unique(Index(name: "sqlite_autoindex_t_1", columns: ["c"], isUnique: true, isUniqueConstraint: true))),
                 safety: .dataDependent, reason: "r", checks: [check], lockImpact: LockImpact(lock: .accessExclusive, work: .scan)),
            Step(.addConstraint(table: "t", constraint: .check("\"c\" <> ''", name: "c_not_empty")), safety: .dataDependent, reason: "r", checks: [check]),
            Step(.addConstraint(table: "t", constraint: .check("\"c\" <> ''", name: nil)), safety: .dataDependent, reason: "r", checks: [check]),
            Step(.addConstraint(table: "t", constraint: .foreignKey(key)), safety: .dataDependent, reason: "r", checks: [check]),
            Step(.dropConstraint(table: "t", constraint: .check("\"c\" <> ''", name: "c_not_empty")), safety: .safe, reason: "r",
                 lockImpact: LockImpact(lock: .accessExclusive, work: .none)),
            Step(.dropConstraint(table: "t", constraint: .foreignKey(key)), safety: .safe, reason: "r"),
            Step(.sql("SELECT 1"), safety: .safe, reason: "r"),
        ]
        XCTAssertEqual(Set(plan.steps.map(\.kind)).count, 26, "every kind is covered")
        XCTAssertEqual(try Plan.decode(json: plan.jsonData()), plan)
        let json = try JSONSerialization.jsonObject(with: plan.jsonData())
        let problems = JSONSchemaSubset(root: schema).problems(json, against: schema, at: "$")
        XCTAssertEqual(problems, [])

        var broken = try XCTUnwrap(json as? [String: Any])
        broken["stepz"] = []
        XCTAssertFalse(JSONSchemaSubset(root: schema).problems(broken, against: schema, at: "$").isEmpty, "the checker can fail")
    }

    func testTheDocumentedExampleIsWhatTheCodeWrites() throws {
        let plan = try examplePlan()
        let url = Self.docs.appendingPathComponent("plan-format.md")
        var text = try String(contentsOf: url, encoding: .utf8)
        let json = try plan.jsonString()
        let sql = dialect.render(plan)
        if ProcessInfo.processInfo.environment["MODELC_UPDATE_DOCS"] == "1" {
            text = try replacingBlock(in: text, marker: "example-plan-json", language: "json", with: json)
            text = try replacingBlock(in: text, marker: "example-plan-sql", language: "sql", with: sql)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(try block(in: text, marker: "example-plan-json"), json,
                       "docs/plan-format.md is stale: MODELC_UPDATE_DOCS=1 swift test --filter PlanJSONTests")
        XCTAssertEqual(try block(in: text, marker: "example-plan-sql"), sql)
    }

    /// The fenced block after `<!-- marker -->`.
    private func block(in text: String, marker: String) throws -> String {
        let start = try XCTUnwrap(text.range(of: "<!-- \(marker) -->"), "marker \(marker) missing")
        let open = try XCTUnwrap(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let newline = try XCTUnwrap(text.range(of: "\n", range: open.upperBound..<text.endIndex))
        let close = try XCTUnwrap(text.range(of: "\n```", range: newline.lowerBound..<text.endIndex))
        guard close.lowerBound > newline.lowerBound else { return "" }
        return String(text[newline.upperBound..<close.lowerBound]) + "\n"
    }

    private func replacingBlock(in text: String, marker: String, language: String, with body: String) throws -> String {
        let start = try XCTUnwrap(text.range(of: "<!-- \(marker) -->"))
        let open = try XCTUnwrap(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let newline = try XCTUnwrap(text.range(of: "\n", range: open.upperBound..<text.endIndex))
        let close = try XCTUnwrap(text.range(of: "\n```", range: newline.lowerBound..<text.endIndex))
        return String(text[..<open.lowerBound]) + "```\(language)\n" + body.dropLast() + String(text[close.lowerBound...])
    }
}

/// The part of JSON Schema that `docs/plan.schema.json` uses: `$ref`, `type`, `enum`,
/// `const`, `properties`, `required`, `additionalProperties`, `items`, `anyOf`,
/// `allOf` with `if`/`then`, `propertyNames` with `enum`.
struct JSONSchemaSubset {
    let root: [String: Any]

    func problems(_ value: Any, against schema: [String: Any], at path: String) -> [String] {
        if let reference = schema["$ref"] as? String {
            let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
            guard let definitions = root["$defs"] as? [String: Any], let target = definitions[name] as? [String: Any] else {
                return ["\(path): unknown $ref \(reference)"]
            }
            return problems(value, against: target, at: path)
        }
        var found: [String] = []
        if let type = schema["type"] as? String, !matches(value, type: type) { found.append("\(path): not \(type)") }
        if let options = schema["enum"] as? [Any], !options.contains(where: { "\($0)" == "\(value)" }) {
            found.append("\(path): \(value) not in \(options)")
        }
        if let constant = schema["const"], "\(constant)" != "\(value)" { found.append("\(path): \(value) is not \(constant)") }
        if let anyOf = schema["anyOf"] as? [[String: Any]], !anyOf.contains(where: { problems(value, against: $0, at: path).isEmpty }) {
            found.append("\(path): matches none of anyOf")
        }
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for key in schema["required"] as? [String] ?? [] where object[key] == nil { found.append("\(path): missing \(key)") }
            for (key, item) in object {
                if let property = properties[key] as? [String: Any] {
                    found += problems(item, against: property, at: "\(path).\(key)")
                } else if let additional = schema["additionalProperties"] as? [String: Any] {
                    found += problems(item, against: additional, at: "\(path).\(key)")
                } else if schema["additionalProperties"] as? Bool == false {
                    found.append("\(path): unexpected key \(key)")
                }
                if let names = (schema["propertyNames"] as? [String: Any])?["enum"] as? [String], !names.contains(key) {
                    found.append("\(path): key \(key) not allowed here")
                }
            }
        }
        if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
            for (offset, item) in array.enumerated() { found += problems(item, against: items, at: "\(path)[\(offset)]") }
        }
        for part in schema["allOf"] as? [[String: Any]] ?? [] {
            if let condition = part["if"] as? [String: Any] {
                if problems(value, against: condition, at: path).isEmpty, let then = part["then"] as? [String: Any] {
                    found += problems(value, against: then, at: path)
                }
            } else {
                found += problems(value, against: part, at: path)
            }
        }
        return found
    }

    private func matches(_ value: Any, type: String) -> Bool {
        switch type {
        case "object": value is [String: Any]
        case "array": value is [Any]
        case "string": value is String
        case "integer", "number": value is NSNumber && !(value is String)
        case "boolean": value is NSNumber
        default: true
        }
    }
}
