import ArgumentParser

/// `modelc inspect`: describe a live database. (Schema part lands with introspection.)
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show a database's tables, columns, keys, indexes and row counts."
    )

    @Option(help: "The SQLite database file.")
    var db: String

    func run() throws {
        throw ValidationError("inspect is not available yet")
    }
}
