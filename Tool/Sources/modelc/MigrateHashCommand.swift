import ArgumentParser
import Migration
import SchemaCore

/// `modelc migrate hash`: rewrite `modelc.sum` after a deliberate edit.
struct MigrateHashCommand: ParsableCommand, TextOrJSONCommand {
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
              modelc migrate hash models/StarWars --dialect postgres
            """
    )

    @OptionGroup var target: MigrationTargetArguments

    @Option(help: "Whose files: sqlite (migrations/<Name>/) or postgres (migrations/<Name>/postgres/).")
    var dialect: DatabaseDialect = .sqlite

    @OptionGroup var formatting: FormatOption

    func run() throws {
        let target = try target.resolve(dialect: dialect)
        let sum = try target.writeSum()
        let path = target.directory.filePath(MigrationSum.fileName)
        switch formatting.format {
        case .json:
            print(try jsonText(HashReport(path: path, files: sum.entries.count, total: sum.total.description)))
        case .text:
            print("wrote \(path) (\(sum.entries.count) migration\(sum.entries.count == 1 ? "" : "s"))")
        }
    }
}

/// What `migrate hash --format json` prints: the sum file written, how many migrations it
/// covers (a number, not text), and the folder's total checksum.
private struct HashReport: Encodable {
    var path: String
    var files: Int
    var total: String
}
