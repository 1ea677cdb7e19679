import Foundation
import ModelKit

extension Diagram {
    /// The diagram as data (`modelc diagram --format json`): the same nodes, key markers
    /// and cardinalities that the Mermaid and DOT drawings show, for tools that lay the
    /// picture out themselves.
    public struct Graph: Codable, Hashable, Sendable {
        /// An attribute, or a foreign-key column on the side that stores it.
        public struct Field: Codable, Hashable, Sendable {
            public var name: String
            public var type: String
            public var optional: Bool
            /// `PK`, `UK`, `FK`.
            public var keys: [String]
            /// For a foreign key: the entity it points to.
            public var references: String?
        }

        /// An entity or a view.
        public struct Node: Codable, Hashable, Sendable {
            public var name: String
            /// `entity` or `view`.
            public var kind: String
            public var fields: [Field]
        }

        /// A relationship pair (drawn once), or a view reading an entity or view.
        public struct Edge: Codable, Hashable, Sendable {
            public var from: String
            public var to: String
            /// `relationship` or `reads`.
            public var kind: String
            public var label: String
            /// The cardinality at each end: `one`, `zeroOrOne` or `many` (nil for `reads`).
            public var fromEnd: String?
            public var toEnd: String?
        }

        public var name: String
        public var nodes: [Node]
        public var edges: [Edge]
    }

    /// `model` as a `Graph`, in declaration order.
    public static func graph(of model: Model) -> Graph {
        var nodes: [Graph.Node] = model.entities.map { entity in
            var fields = entity.attributes.map { attribute in
                Graph.Field(name: attribute.name, type: attribute.type.rawValue, optional: attribute.isOptional,
                            keys: keyMarkers(attribute, in: entity), references: nil)
            }
            for relationship in entity.relationships where model.holdsForeignKey(relationship, in: entity) {
                let type = model.entity(named: relationship.target)?.primaryKey?.type.rawValue ?? "int"
                fields.append(Graph.Field(name: relationship.column, type: type, optional: relationship.isOptional,
                                          keys: keyMarkers(relationship, in: entity), references: relationship.target))
            }
            return Graph.Node(name: entity.name, kind: "entity", fields: fields)
        }
        nodes += model.views.map { Graph.Node(name: $0.name, kind: "view", fields: []) }
        var edges = Diagram.edges(of: model).map { edge in
            Graph.Edge(from: edge.from.name, to: edge.relationship.target, kind: "relationship",
                       label: [edge.relationship.name, edge.inverse?.name].compactMap { $0 }.joined(separator: " / "),
                       fromEnd: end(edge.inverse), toEnd: end(edge.relationship))
        }
        for view in model.views {
            let reads = model.dependencies(of: view)
            for target in reads.entities + reads.views {
                edges.append(Graph.Edge(from: view.name, to: target, kind: "reads", label: "reads", fromEnd: nil, toEnd: nil))
            }
        }
        return Graph(name: model.name, nodes: nodes, edges: edges)
    }

    /// The cardinality at the far end of `relationship`; no inverse reads as many.
    private static func end(_ relationship: Relationship?) -> String {
        guard let relationship, !relationship.isToMany else { return "many" }
        return relationship.isOptional ? "zeroOrOne" : "one"
    }

    static func json(_ model: Model) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(graph(of: model)) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
