import Foundation
import Migration
import ModelKit
import SchemaCore

/// The check that makes "adopting never changes the schema" hold by construction: the
/// written model is loaded and validated as a user's file would be, compiled, and
/// compared with the schema it was read from. Every object behind a validation error or
/// a difference is moved out of the model (to `unmanaged:`, or a join table to an
/// entity) with the reason in its note, and the caller runs the round again.
struct SelfCheck {
    let schema: Schema
    let document: InferredDocument
    let rendered: RenderedModel
    /// What the check found in the way, and why: the adoption moves the tables out
    /// itself when a round's decisions could not (`Adoption.run`).
    private(set) var found: [(owner: LineOwner, reason: String)] = []

    /// Applies what the check finds to `decisions`; false when the model is exact.
    mutating func run(into decisions: inout AdoptionDecisions) -> Bool {
        let result = Self.load(rendered.text)
        let errors = result.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            var messages: [LineOwner: [String]] = [:]
            for error in errors {
                guard let owner = rendered.owner(atLine: error.location.line) else {
                    decisions.giveUp(schema, reason: "the model written for the database does not load (line \(error.location.line): \(error.message))")
                    return true
                }
                messages[owner, default: []].append(error.message)
            }
            for (owner, list) in messages {
                if owner.isViewOrTrigger, let table = list.lazy.compactMap(Self.missingTable(in:)).first {
                    leave(owner, because: "it reads \(InferredNames.quoted(table)), which the model does not manage", decisions: &decisions)
                } else if owner.isViewOrTrigger, list.contains(where: { $0.contains("does not compile") }) {
                    // SQLite checks every view and trigger when a table or a column is
                    // renamed or a column dropped: a broken one stops those migrations
                    // (pchemguy's Northwind). A rebuild renames its copy with
                    // `legacy_alter_table`, which checks none, and passes.
                    leave(owner, because: "the model written for it does not validate (\(Self.joined(list))), and SQLite stops at it in every migration "
                          + "that renames a table or a column, or drops a column: drop it, or fix it (in `views:` or `triggers:` with its SQL mended), before such a migration",
                          decisions: &decisions)
                } else {
                    leave(owner, because: "the model written for it does not validate (\(Self.joined(list)))", decisions: &decisions)
                }
            }
            return true
        }
        // SQL calling a function SQLite lacks is checked only up to the call: the app
        // registers it, the model says so, and the next round checks that SQL whole.
        // (SQLite looks a function up without case: one name per function.)
        var known = Set(decisions.functions.map { $0.lowercased() })
        let missing = result.diagnostics.compactMap { $0.message.firstMatch(of: /no such function: ([A-Za-z_][A-Za-z0-9_]*)/).map { String($0.1) } }
            .filter { known.insert($0.lowercased()).inserted }
        if !missing.isEmpty {
            decisions.functions.formUnion(missing)
            return true
        }
        guard let model = result.versions?.current else {
            decisions.giveUp(schema, reason: "the model written for the database does not load")
            return true
        }
        let differences = SQLiteSchemaCompiler.compile(model).differences(from: schema, options: [.ignoreColumnOrder])
        guard !differences.isEmpty else { return false }
        var messages: [LineOwner: [String]] = [:]
        let entityTables = Set(document.entities.map(\.table))
        for difference in differences {
            let owner: LineOwner
            switch difference.kind {
            case .missingView, .extraView, .viewDefinition:
                owner = .view(difference.object ?? "")
            case .missingTrigger, .extraTrigger, .triggerDefinition:
                owner = .trigger(difference.object ?? "")
            case .extraIndex:
                owner = .index(difference.object ?? "")
            case .missingTable where !entityTables.contains(difference.table ?? "") && !document.joinTables.contains(difference.table ?? ""):
                // A join table compiled under a name the database does not have: adopt
                // every join table as an entity instead.
                decisions.joinsAsEntities.formUnion(document.joinTables)
                continue
            default:
                owner = .table(difference.table ?? "")
            }
            messages[owner, default: []].append(difference.message)
        }
        for (owner, list) in messages.sorted(by: { "\($0.key)" < "\($1.key)" }) {
            leave(owner, because: "the model read from it still differs from the database (\(Self.joined(list)))", decisions: &decisions)
        }
        return true
    }

    /// Moves `owner` out of the model; a join table first becomes an entity.
    private mutating func leave(_ owner: LineOwner, because reason: String, decisions: inout AdoptionDecisions) {
        found.append((owner, reason))
        switch owner {
        case .table(let table) where document.joinTables.contains(table):
            decisions.joinsAsEntities.insert(table)
        case .index(let index):
            let q = InferredNames.quoted
            let table = schema.tables.first { $0.indexes.contains { $0.name == index } }?.name ?? ""
            decisions.indexes[index] = AdoptionDecisions.IndexDecision(table: table, note: "index \(q(index)) on \(q(table)) is unmanaged: \(reason); modelc leaves it as it is")
        case .table, .view, .trigger:
            decisions.leaveWhole(owner, because: reason, in: schema)
        }
    }

    /// The table of SQLite's "no such table: main.x" in a diagnostic, if it says that:
    /// a view or trigger that reads a table the model does not manage (an FTS table, a
    /// log without a key) cannot be checked against the model, so it stays unmanaged too.
    static func missingTable(in message: String) -> String? {
        guard let range = message.range(of: "no such table: ") else { return nil }
        var name = message[range.upperBound...].prefix { !$0.isWhitespace && $0 != ")" }
        if name.hasPrefix("main.") { name = name.dropFirst(5) }
        return name.isEmpty ? nil : String(name)
    }

    private static func joined(_ messages: [String]) -> String {
        let unique = messages.reduce(into: [String]()) { list, message in if !list.contains(message) { list.append(message) } }
        return unique.joined(separator: "; ")
    }

    /// Loads and validates model text as `modelc validate` checks a model file: the
    /// loader's diagnostics, then the SQL the model carries, built in memory.
    static func load(_ text: String) -> (versions: ModelVersions?, diagnostics: [Diagnostic]) {
        var result = ModelLoader.inspect(text: text, file: "1.yaml")
        if !result.hasErrors, let model = result.versions?.current {
            result.diagnostics += ModelCheck.diagnostics(for: model)
        }
        return (result.versions, result.diagnostics)
    }
}
