import Foundation
import ModelKit
import SchemaCore

// MARK: - The document

/// What a line of the written model belongs to, so a diagnostic about that line can be
/// traced back to the database object that produced it.
enum LineOwner: Hashable {
    case table(String)
    case index(String)
    case view(String)
    case trigger(String)

    var isViewOrTrigger: Bool {
        switch self {
        case .view, .trigger: true
        case .table, .index: false
        }
    }
}

/// Options of a model element in the order they are written (`{ to: Dog, inverse: owner }`).
typealias InferredOptions = [(key: String, value: ModelYAMLWriter.Value)]

struct InferredAttribute {
    var name: String
    var column: String
    var type: AttributeType
    var isOptional = false
    /// Options after `type:` (and `optional:`), in the order they are written.
    var options: InferredOptions = []

    /// A named `check:` item: `{ name: ck_rating, sql: "rating IN ('G', 'PG')" }`.
    static func namedCheck(_ check: String, name: String) -> ModelYAMLWriter.Value {
        .mapping([("name", .string(name)), ("sql", .quoted(check))])
    }
}

struct InferredRelationship {
    var name: String
    var options: InferredOptions
    /// The table whose foreign key (or join table) the relationship comes from.
    var origin: String
    /// For the side that holds a foreign key: its column (the first of several).
    var column: String?
    /// For a foreign key of several columns (`columns:`): all of them.
    var columns: [String] = []
}

/// One item of `indexes:` or `unique:`.
struct InferredIndexItem {
    var value: ModelYAMLWriter.Value
    var index: String
}

struct InferredEntity {
    var name: String
    var table: String
    /// `strict:` and `withoutRowID:`.
    var options: InferredOptions = []
    /// A composite key's columns, and the attribute or relationship naming each.
    var keyColumns: [String] = []
    var keyMembers: [String?] = []
    /// `columnOrder:`, when the table's columns are not in the compiler's order.
    var columnOrder: [String] = []
    var checks: [String] = []
    /// The names of the named ones among `checks`, by expression.
    var checkNames: [String: String] = [:]
    var attributes: [InferredAttribute] = []
    var relationships: [InferredRelationship] = []
    var indexes: [InferredIndexItem] = []
    var uniques: [InferredIndexItem] = []

    var usedNames: Set<String> { Set(attributes.map(\.name) + relationships.map(\.name)) }
}

/// A view: its query when the statement is `CREATE VIEW name AS <query>`, otherwise the
/// whole statement (a column list, `IF NOT EXISTS`, …) under `sql:`.
struct InferredView {
    var name: String
    var sql: String
    var isStatement: Bool

    init(_ view: View) {
        name = view.name
        if let query = Self.query(of: view) {
            sql = query
            isStatement = false
        } else {
            sql = SQLText.statement(view.sql)
            isStatement = true
        }
    }

    /// The text after `AS` of `CREATE VIEW <name> AS <query>`, as written, a comment
    /// before the query included (Grocy's views open with one `/* … */`, which a rebuild
    /// writing the view from the model would otherwise lose).
    static func query(of view: View) -> String? {
        guard let tokens = try? SQLTokenizer.tokenize(view.sql), tokens.count > 4,
              tokens[0].isKeyword("CREATE"), tokens[1].isKeyword("VIEW"),
              tokens[2].kind == .word || tokens[2].kind == .quotedIdentifier, tokens[2].identifier == view.name,
              tokens[3].isKeyword("AS") else { return nil }
        return SQLText.statement(String(view.sql[tokens[3].range.upperBound...]))
    }
}

struct InferredTrigger {
    var name: String
    var sql: String
}

/// An `unmanaged:` entry: the patterns it adds and the note above them.
struct UnmanagedEntry {
    var patterns: [String]
    var note: String
    var owner: LineOwner?
}

struct InferredDocument {
    var entities: [InferredEntity] = []
    var joinTables: Set<String> = []
    var views: [InferredView] = []
    var triggers: [InferredTrigger] = []
    var unmanaged: [UnmanagedEntry] = []
    /// The functions the app registers (`functions:`), sorted.
    var functions: [String] = []
    /// Notes about what the model holds but cannot say in full (shown at the top).
    var notes: [String] = []

    var allNotes: [String] { notes + unmanaged.map(\.note) }
    var unmanagedPatterns: [String] { unmanaged.flatMap(\.patterns) }
}

/// The model's text and, per line, what produced it.
struct RenderedModel {
    var text: String
    /// Index `n` is line `n + 1`.
    var owners: [LineOwner?]

    func owner(atLine line: Int) -> LineOwner? {
        line >= 1 && line <= owners.count ? owners[line - 1] : nil
    }
}

// MARK: - Rendering

extension InferredDocument {
    func render(name: String, version: Int, source: String?) -> RenderedModel {
        var document = OwnedLines()
        document.write { yaml in
            yaml.comment("Inferred by `modelc inspect --as-model`\(source.map { " from \($0)" } ?? ""); it compiles to the database's schema as it is.")
            yaml.comment("Review it before saving it as models/\(name)/1.yaml: TEXT columns are `string` (make them date, uuid, url or")
            yaml.comment("decimal where they hold those); NUMERIC columns are `double`, or `string` when their type names a date, a time, JSON or a string.")
            for note in notes { yaml.comment("Note: \(ModelYAMLWriter.singleLine(note)).") }
            yaml.field("model", .string(name))
            yaml.field("version", .int(version))
            if !functions.isEmpty {
                yaml.comment("The SQL functions the app registers on its connections, which the SQL below calls and SQLite does not have.")
                yaml.field("functions", .list(functions.map { .string($0) }))
            }
            if entities.isEmpty { yaml.field("entities", .mapping([])) } else { yaml.open("entities") }
        }
        for entity in entities {
            render(entity, into: &document)
        }
        if !views.isEmpty {
            document.write { $0.open("views") }
            for view in views {
                document.write(owner: .view(view.name)) { yaml in
                    if view.isStatement {
                        yaml.open(view.name, indent: 2)
                        yaml.sql("sql", view.sql, indent: 4)
                    } else {
                        yaml.sql(view.name, view.sql, indent: 2)
                    }
                }
            }
        }
        if !triggers.isEmpty {
            document.write { $0.open("triggers") }
            for trigger in triggers {
                document.write(owner: .trigger(trigger.name)) { $0.sql(trigger.name, SQLText.statement(trigger.sql), indent: 2) }
            }
        }
        if !unmanaged.isEmpty {
            document.write { $0.open("unmanaged") }
            for entry in unmanaged {
                document.write(owner: entry.owner) { yaml in
                    yaml.comment("Note: \(ModelYAMLWriter.singleLine(entry.note)).", indent: 2)
                    for pattern in entry.patterns { yaml.item(.string(pattern), indent: 2) }
                }
            }
        }
        return RenderedModel(text: document.yaml.text, owners: document.owners)
    }

    private func render(_ entity: InferredEntity, into document: inout OwnedLines) {
        document.write(owner: .table(entity.table)) { yaml in
            yaml.open(entity.name, indent: 2)
            if Naming.snakeCase(entity.name) != entity.table { yaml.field("table", .string(entity.table), indent: 4) }
            for (key, value) in entity.options { yaml.field(key, value, indent: 4) }
            if !entity.keyMembers.isEmpty {
                let members = zip(entity.keyMembers, entity.keyColumns).map { $0 ?? $1 }
                yaml.field("primaryKey", .list(members.map { .string($0) }), indent: 4)
            }
            if !entity.columnOrder.isEmpty {
                yaml.field("columnOrder", .list(entity.columnOrder.map { .string($0) }), indent: 4)
            }
            if entity.checks.count == 1, entity.checkNames.isEmpty {
                yaml.sql("check", entity.checks[0], indent: 4)
            } else if !entity.checks.isEmpty {
                yaml.open("check", indent: 4)
                for check in entity.checks {
                    if let name = entity.checkNames[check] {
                        yaml.namedSQLItem(name, sql: check, indent: 6)
                    } else {
                        yaml.sqlItem(check, indent: 6)
                    }
                }
            }
            if entity.attributes.isEmpty { yaml.field("attributes", .mapping([]), indent: 4) } else { yaml.open("attributes", indent: 4) }
            for attribute in entity.attributes {
                yaml.field(attribute.name, Self.value(of: attribute), indent: 6)
            }
        }
        if !entity.relationships.isEmpty {
            document.write(owner: .table(entity.table)) { $0.open("relationships", indent: 4) }
            for relationship in entity.relationships {
                document.write(owner: .table(relationship.origin)) { $0.field(relationship.name, .mapping(relationship.options), indent: 6) }
            }
        }
        for (key, items) in [("indexes", entity.indexes), ("unique", entity.uniques)] where !items.isEmpty {
            document.write(owner: .table(entity.table)) { $0.open(key, indent: 4) }
            for item in items {
                document.write(owner: .index(item.index)) { $0.item(item.value, indent: 6) }
            }
        }
    }

    /// An attribute's value: the short form (`string?`) without options, else a flow
    /// mapping with `type:` first, then `primaryKey` and `autoincrement` (which read
    /// best first), then `optional`, then the rest.
    private static func value(of attribute: InferredAttribute) -> ModelYAMLWriter.Value {
        if attribute.options.isEmpty { return .type(attribute.type, optional: attribute.isOptional) }
        let isLeading = { (option: (key: String, value: ModelYAMLWriter.Value)) in option.key == "primaryKey" || option.key == "autoincrement" }
        var options: InferredOptions = [("type", .type(attribute.type))]
        options += attribute.options.filter(isLeading)
        if attribute.isOptional { options.append(("optional", .bool(true))) }
        options += attribute.options.filter { !isLeading($0) }
        return .mapping(options)
    }
}

/// The model's lines, written through `ModelYAMLWriter`, with the owner of each.
struct OwnedLines {
    var yaml = ModelYAMLWriter()
    var owners: [LineOwner?] = []

    /// Writes lines with `write`; each of them belongs to `owner`.
    mutating func write(owner: LineOwner? = nil, _ write: (inout ModelYAMLWriter) -> Void) {
        write(&yaml)
        owners += Array(repeating: owner, count: yaml.lines.count - owners.count)
    }
}
