import ArgumentParser
import ModelDiagram

/// `modelc diagram`: draw a model as an entity-relationship diagram.
struct DiagramCommand: ParsableCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "diagram",
        _superCommandName: Modelc.name,
        abstract: "Draw a model as an entity-relationship diagram (Mermaid or Graphviz DOT).",
        discussion: """
            Mermaid renders on most code-hosting sites inside a ```mermaid block; DOT
            renders with Graphviz; JSON is the same graph as data (nodes with their
            fields and PK/UK/FK markers, edges with the cardinality at each end).

            Examples:
              modelc diagram models/StarWars
              modelc diagram models/Library --format dot | dot -Tsvg > library.svg
            """
    )

    @OptionGroup var model: ModelArgument

    @Option(help: "mermaid, dot or json.")
    var format: Diagram.Format = .mermaid

    var printsJSON: Bool { format == .json }

    func run() throws {
        let loaded = try model.load()
        print(Diagram.render(loaded, as: format), terminator: "")
    }
}

extension Diagram.Format: ExpressibleByArgument {}
