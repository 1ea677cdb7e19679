import ArgumentParser
import Migration

/// `modelc migrate hash`: rewrite `modelc.sum` after a deliberate edit.
struct MigrateHashCommand: ParsableCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "hash",
        abstract: "Rewrite migrations/<Model>/modelc.sum after a deliberate hand edit.",
        discussion: """
            Edit only migrations that are not applied anywhere yet: an applied migration
            whose text changed is refused by `modelc migrate`. Checksums ignore line
            endings (CRLF and LF hash the same).

            Examples:
              modelc migrate hash models/StarWars
              modelc migrate hash --dir migrations/StarWars
            """
    )

    @Argument(help: ArgumentHelp("A model folder (models/<Name>); its migrations are in migrations/<Name> beside models/.", valueName: "model"))
    var modelFolder: String?

    @Option(help: "The migrations folder, when not beside the model.")
    var dir: String?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    var printsJSON: Bool { format == .json }

    func run() throws {
        let target = try MigrationTarget.resolve(model: modelFolder, dir: dir)
        let sum = try target.reporting { try target.directory.writeSum() }
        switch format {
        case .json:
            print(try jsonText(["total": sum.total.description, "files": "\(sum.entries.count)", "path": target.directory.filePath(MigrationSum.fileName)]))
        case .text:
            print("wrote \(target.directory.filePath(MigrationSum.fileName)) (\(sum.entries.count) migration\(sum.entries.count == 1 ? "" : "s"))")
        }
    }
}
