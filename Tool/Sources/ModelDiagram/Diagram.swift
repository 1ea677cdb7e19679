import Foundation
import ModelKit

/// Entity-relationship diagrams of a model, as Mermaid or Graphviz DOT text (or as
/// data, `Graph`).
///
/// Each relationship pair is drawn once, with crow's-foot cardinalities read from the
/// model (to-one optional or required, to-many), so the picture shows what the storage
/// enforces. Views are nodes of their own, with a dashed "reads" edge to each entity
/// and view they read (`Model.dependencies(of:)`). Output is deterministic: entities,
/// views and edges in declaration order.
///
/// It lives in its own module, `ModelDiagram`, depending on ModelKit only: a diagram
/// reads a `Model` and writes text, sharing nothing with Swift generation (CodeGen) or
/// with SQL, so a tool that draws models links neither the code generator nor SQLite.
public enum Diagram {
    /// The diagram languages `modelc diagram` writes.
    public enum Format: String, CaseIterable, Sendable {
        case mermaid
        case dot
        /// The diagram as data (`Graph`).
        case json
    }

    /// One line between two entities: a relationship and, when declared, its inverse.
    struct Edge: Equatable {
        var from: Entity
        var relationship: Relationship
        var inverse: Relationship?
    }

    /// `model` drawn in `format`.
    public static func render(_ model: Model, as format: Format) -> String {
        switch format {
        case .mermaid: mermaid(model)
        case .dot: dot(model)
        case .json: json(model)
        }
    }

    /// Every relationship pair once: the side declared first in the model draws it.
    static func edges(of model: Model) -> [Edge] {
        var drawn = Set<String>()
        var result: [Edge] = []
        for entity in model.entities {
            for relationship in entity.relationships {
                let key = "\(entity.name).\(relationship.name)"
                guard !drawn.contains(key) else { continue }
                drawn.insert(key)
                let inverse = model.inverse(of: relationship)
                if let inverse { drawn.insert("\(relationship.target).\(inverse.name)") }
                result.append(Edge(from: entity, relationship: relationship, inverse: inverse))
            }
        }
        return result
    }

    /// Views get a prefix so a view and an entity of the same name stay two nodes.
    private static func mermaidViewIdentifier(_ name: String) -> String {
        "view_" + mermaidIdentifier(name)
    }

    private static func mermaidIdentifier(_ name: String) -> String {
        let cleaned = name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
        return String(cleaned)
    }

    /// The key markers of an attribute, the same in every format: `PK` for a primary
    /// key (or a member of a composite one), `UK` for a unique one.
    static func keyMarkers(_ attribute: Attribute, in entity: Entity) -> [String] {
        var keys: [String] = []
        if attribute.isPrimaryKey || entity.compositeKey.contains(attribute.name) { keys.append("PK") }
        if attribute.isUnique { keys.append("UK") }
        return keys
    }

    /// The key markers of the foreign-key column `relationship` stores in `entity`:
    /// `FK`, after `PK` when the relationship is a member of a composite key
    /// (`primaryKey: [post, label]`), the same in every format.
    static func keyMarkers(_ relationship: Relationship, in entity: Entity) -> [String] {
        entity.compositeKey.contains(relationship.name) ? ["PK", "FK"] : ["FK"]
    }

    /// Mermaid crow's foot for the far end of `relationship`.
    private static func mermaidEnd(_ relationship: Relationship?, right: Bool) -> String {
        guard let relationship else { return right ? "o{" : "}o" }
        if relationship.isToMany { return right ? "o{" : "}o" }
        if relationship.isOptional { return right ? "o|" : "|o" }
        return "||"
    }

    private static func mermaid(_ model: Model) -> String {
        var lines = ["erDiagram"]
        for entity in model.entities {
            lines.append("    \(mermaidIdentifier(entity.name)) {")
            for attribute in entity.attributes {
                var type = attribute.type.rawValue
                if attribute.isOptional { type += "_optional" }
                let keys = keyMarkers(attribute, in: entity)
                let suffix = keys.isEmpty ? "" : " " + keys.joined(separator: ", ")
                lines.append("        \(type) \(mermaidIdentifier(attribute.name))\(suffix)")
            }
            for relationship in entity.relationships where model.holdsForeignKey(relationship, in: entity) {
                let type = model.entity(named: relationship.target)?.primaryKey?.type.rawValue ?? "int"
                let keys = keyMarkers(relationship, in: entity).joined(separator: ", ")
                lines.append("        \(type) \(mermaidIdentifier(relationship.column)) \(keys)")
            }
            lines.append("    }")
        }
        for edge in edges(of: model) {
            let left = mermaidEnd(edge.inverse, right: false)
            let right = mermaidEnd(edge.relationship, right: true)
            let label = [edge.relationship.name, edge.inverse?.name].compactMap { $0 }.joined(separator: " / ")
            lines.append("    \(mermaidIdentifier(edge.from.name)) \(left)--\(right) \(mermaidIdentifier(edge.relationship.target)) : \"\(label)\"")
        }
        for view in model.views {
            lines.append("    \(mermaidViewIdentifier(view.name)) {")
            lines.append("        view \(mermaidIdentifier(view.name))")
            lines.append("    }")
        }
        for view in model.views {
            let reads = model.dependencies(of: view)
            for name in reads.entities.map(mermaidIdentifier) + reads.views.map(mermaidViewIdentifier) {
                lines.append("    \(mermaidViewIdentifier(view.name)) }o..o{ \(name) : \"reads\"")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dotQuoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func dotArrow(_ relationship: Relationship?) -> String {
        guard let relationship else { return "crow" }
        if relationship.isToMany { return "crow" }
        return relationship.isOptional ? "teeodot" : "teetee"
    }

    private static func dot(_ model: Model) -> String {
        var lines = [
            "digraph \(dotQuoted(model.name)) {",
            "    rankdir=LR;",
            "    node [shape=record, fontname=\"Helvetica\"];",
            "    edge [dir=both, fontname=\"Helvetica\", fontsize=10];",
        ]
        for entity in model.entities {
            var fields = entity.attributes.map { attribute in
                let keys = keyMarkers(attribute, in: entity)
                return "\(attribute.name): \(attribute.type.rawValue)\(attribute.isOptional ? "?" : "")\(keys.isEmpty ? "" : " (\(keys.joined(separator: ", ")))")"
            }
            for relationship in entity.relationships where model.holdsForeignKey(relationship, in: entity) {
                let keys = keyMarkers(relationship, in: entity).filter { $0 != "FK" }
                fields.append("\(relationship.column) → \(relationship.target)\(keys.isEmpty ? "" : " (\(keys.joined(separator: ", ")))")")
            }
            let escaped = ([entity.name] + fields).map { field in
                field.replacingOccurrences(of: "\\", with: "\\\\")
                    .replacingOccurrences(of: "\"", with: "\\\"")
                    .replacingOccurrences(of: "{", with: "\\{").replacingOccurrences(of: "}", with: "\\}")
                    .replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "<", with: "\\<")
                    .replacingOccurrences(of: ">", with: "\\>")
            }
            lines.append("    \(dotQuoted(entity.name)) [label=\"{\(escaped[0])|\(escaped.dropFirst().joined(separator: "\\l"))\\l}\"];")
        }
        for edge in edges(of: model) {
            let label = [edge.relationship.name, edge.inverse?.name].compactMap { $0 }.joined(separator: " / ")
            lines.append("    \(dotQuoted(edge.from.name)) -> \(dotQuoted(edge.relationship.target)) [arrowhead=\(dotArrow(edge.relationship)), arrowtail=\(dotArrow(edge.inverse)), label=\(dotQuoted(label))];")
        }
        for view in model.views {
            lines.append("    \(dotQuoted("view " + view.name)) [shape=note, label=\(dotQuoted(view.name + " (view)"))];")
        }
        for view in model.views {
            let reads = model.dependencies(of: view)
            for target in reads.entities + reads.views.map({ "view " + $0 }) {
                lines.append("    \(dotQuoted("view " + view.name)) -> \(dotQuoted(target)) [dir=forward, style=dashed, label=\"reads\"];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
