import ArgumentParser
import CodeGen

/// `modelc diagram`: draw a model as an entity-relationship diagram.
struct DiagramCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diagram",
        abstract: "Draw a model as an entity-relationship diagram (Mermaid or Graphviz DOT).",
        discussion: """
            Mermaid renders on most code-hosting sites inside a ```mermaid block; DOT
            renders with Graphviz.

            Examples:
              modelc diagram models/StarWars
              modelc diagram models/Library --format dot | dot -Tsvg > library.svg
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case mermaid
        case dot
    }

    @Argument(help: "A model folder, file, or `folder@version`.")
    var model: String

    @Option(help: "mermaid or dot.")
    var format: Format = .mermaid

    func run() throws {
        let loaded = try loadModel(model)
        print(Diagram.render(loaded, as: format == .mermaid ? .mermaid : .dot), terminator: "")
    }
}
