import Foundation
import ModelKit

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

struct InferredAttribute {
    var name: String
    var column: String
    var type: String
    var isOptional = false
    /// Options after `type:` (and `optional:`), in the order they are written.
    var options: [(String, String)] = []
}

struct InferredRelationship {
    var name: String
    var options: [(String, String)]
    /// The table whose foreign key (or join table) the relationship comes from.
    var origin: String
    /// For the side that holds a foreign key: its column.
    var column: String?
}

/// One item of `indexes:` or `unique:`, already written as YAML.
struct InferredIndexItem {
    var yaml: String
    var index: String
}

struct InferredEntity {
    var name: String
    var table: String
    /// `strict:` and `withoutRowID:`.
    var options: [(String, String)] = []
    /// A composite key's columns, and the attribute or relationship naming each.
    var keyColumns: [String] = []
    var keyMembers: [String?] = []
    /// `columnOrder:`, when the table's columns are not in the compiler's order.
    var columnOrder: [String] = []
    var checks: [String] = []
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
            sql = InferredYAML.statement(view.sql)
            isStatement = true
        }
    }

    /// The text after `AS` of `CREATE VIEW <name> AS <query>`, as written.
    static func query(of view: View) -> String? {
        guard let tokens = try? SQLTokenizer.tokenize(view.sql), tokens.count > 4,
              tokens[0].isKeyword("CREATE"), tokens[1].isKeyword("VIEW"),
              tokens[2].kind == .word || tokens[2].kind == .quotedIdentifier, tokens[2].identifier == view.name,
              tokens[3].isKeyword("AS") else { return nil }
        return InferredYAML.statement(String(view.sql[tokens[4].range.lowerBound...]))
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
        var writer = LineWriter()
        writer.add("# Inferred by `modelc inspect --as-model`\(source.map { " from \($0)" } ?? ""); it compiles to the database's schema as it is.")
        writer.add("# Review it before saving it as models/\(name)/1.yaml: TEXT columns are `string` (make them date, uuid, url or")
        writer.add("# decimal where they hold those); NUMERIC columns are `double`, or `string` when their type names a date or time.")
        for note in notes { writer.add("# Note: \(InferredYAML.comment(note)).") }
        writer.add("model: \(InferredYAML.scalar(name))")
        writer.add("version: \(version)")
        writer.add(entities.isEmpty ? "entities: {}" : "entities:")
        for entity in entities {
            render(entity, into: &writer)
        }
        if !views.isEmpty {
            writer.add("views:")
            for view in views {
                let owner = LineOwner.view(view.name)
                let key = "  \(InferredYAML.scalar(view.name)):"
                if view.isStatement {
                    writer.add(key, owner: owner)
                    writer.add(text: view.sql, after: "    sql:", indent: 6, owner: owner)
                } else {
                    writer.add(text: view.sql, after: key, indent: 4, owner: owner)
                }
            }
        }
        if !triggers.isEmpty {
            writer.add("triggers:")
            for trigger in triggers {
                writer.add(text: InferredYAML.statement(trigger.sql), after: "  \(InferredYAML.scalar(trigger.name)):", indent: 4, owner: .trigger(trigger.name))
            }
        }
        if !unmanaged.isEmpty {
            writer.add("unmanaged:")
            for entry in unmanaged {
                writer.add("  # Note: \(InferredYAML.comment(entry.note)).", owner: entry.owner)
                for pattern in entry.patterns {
                    writer.add("  - \(InferredYAML.scalar(pattern))", owner: entry.owner)
                }
            }
        }
        return RenderedModel(text: writer.lines.joined(separator: "\n") + "\n", owners: writer.owners)
    }

    private func render(_ entity: InferredEntity, into writer: inout LineWriter) {
        let owner = LineOwner.table(entity.table)
        writer.add("  \(InferredYAML.scalar(entity.name)):", owner: owner)
        if Naming.snakeCase(entity.name) != entity.table { writer.add("    table: \(InferredYAML.scalar(entity.table))", owner: owner) }
        for (key, value) in entity.options { writer.add("    \(key): \(value)", owner: owner) }
        if !entity.keyMembers.isEmpty {
            let members = zip(entity.keyMembers, entity.keyColumns).map { $0 ?? $1 }
            writer.add("    primaryKey: [\(members.map(InferredYAML.scalar).joined(separator: ", "))]", owner: owner)
        }
        if !entity.columnOrder.isEmpty {
            writer.add("    columnOrder: [\(entity.columnOrder.map(InferredYAML.scalar).joined(separator: ", "))]", owner: owner)
        }
        if entity.checks.count == 1 {
            writer.add(text: entity.checks[0], after: "    check:", indent: 6, owner: owner)
        } else if !entity.checks.isEmpty {
            writer.add("    check:", owner: owner)
            for check in entity.checks { writer.add(text: check, after: "      -", indent: 8, owner: owner) }
        }
        if entity.attributes.isEmpty {
            writer.add("    attributes: {}", owner: owner)
        } else {
            writer.add("    attributes:", owner: owner)
        }
        for attribute in entity.attributes {
            let value: String
            if attribute.options.isEmpty {
                value = attribute.type + (attribute.isOptional ? "?" : "")
            } else {
                var options: [(String, String)] = [("type", attribute.type)]
                var rest = attribute.options
                // `primaryKey` and `autoincrement` read best first, then `optional`.
                let leading = rest.filter { $0.0 == "primaryKey" || $0.0 == "autoincrement" }
                rest.removeAll { $0.0 == "primaryKey" || $0.0 == "autoincrement" }
                options += leading
                if attribute.isOptional { options.append(("optional", "true")) }
                options += rest
                value = InferredYAML.flow(options)
            }
            writer.add("      \(InferredYAML.scalar(attribute.name)): \(value)", owner: owner)
        }
        if !entity.relationships.isEmpty {
            writer.add("    relationships:", owner: owner)
            for relationship in entity.relationships {
                writer.add("      \(InferredYAML.scalar(relationship.name)): \(InferredYAML.flow(relationship.options))", owner: .table(relationship.origin))
            }
        }
        for (key, items) in [("indexes", entity.indexes), ("unique", entity.uniques)] where !items.isEmpty {
            writer.add("    \(key):", owner: owner)
            for item in items { writer.add("      - \(item.yaml)", owner: .index(item.index)) }
        }
    }
}

/// Lines of YAML with the owner of each.
struct LineWriter {
    var lines: [String] = []
    var owners: [LineOwner?] = []

    mutating func add(_ line: String, owner: LineOwner? = nil) {
        lines.append(line)
        owners.append(owner)
    }

    /// `prefix` followed by `text`: on the same line as a quoted string when it is one
    /// line, else as a literal block indented by `indent` spaces.
    mutating func add(text: String, after prefix: String, indent: Int, owner: LineOwner?) {
        guard let block = InferredYAML.literalBlock(text) else {
            add("\(prefix) \(InferredYAML.string(text))", owner: owner)
            return
        }
        add("\(prefix) |-", owner: owner)
        let padding = String(repeating: " ", count: indent)
        for line in block { add(line.isEmpty ? "" : padding + line, owner: owner) }
    }
}

/// YAML text for the values an inferred model writes.
enum InferredYAML {
    /// A YAML scalar: plain when it is a simple word, else double-quoted (JSON rules).
    static func scalar(_ text: String) -> String {
        let plain = !text.isEmpty && text.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
            && !(text.first?.isNumber ?? true)
            && !["true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"].contains(text.lowercased())
        return plain ? text : string(text)
    }

    /// `text` as a double-quoted string, which YAML reads with JSON's escapes.
    static func string(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let data = (try? encoder.encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// `{ key: value, … }`.
    static func flow(_ options: [(String, String)]) -> String {
        "{ " + options.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + " }"
    }

    /// `sql` without the white space and semicolons around it.
    static func statement(_ sql: String) -> String {
        var text = Substring(sql)
        while let last = text.last, last == ";" || last.isWhitespace { text = text.dropLast() }
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        return String(text)
    }

    /// One line of a `#` comment.
    static func comment(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// The lines of `text` for a literal block scalar (`|-`), or nil when it reads better
    /// (one short line) or can only be written (control characters, a leading space) as a
    /// quoted string. Trailing white space at the end is dropped; SQL does not see it.
    static func literalBlock(_ text: String) -> [String]? {
        var trimmed = Substring(text)
        while let last = trimmed.last, last.isWhitespace { trimmed = trimmed.dropLast() }
        guard let first = trimmed.first, first != " ", first != "\t" else { return nil }
        let isOneLine = !trimmed.contains("\n")
        if isOneLine && !trimmed.contains("\"") && !trimmed.contains("\\") { return nil }
        let allowed = trimmed.unicodeScalars.allSatisfy { scalar in
            scalar == "\n" || scalar == "\t" || !(scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{FEFF}")
        }
        guard allowed else { return nil }
        return trimmed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
