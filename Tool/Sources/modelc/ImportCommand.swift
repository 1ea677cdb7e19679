import ArgumentParser
import CoreDataImport

/// `modelc import`: bring a model from another tool into modelc.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        _superCommandName: Modelc.name,
        abstract: "Import a model from another tool (a Core Data model) as modelc model files, or a Core Data store's rows.",
        subcommands: [ImportCoreDataCommand.self, ImportCoreDataStoreCommand.self]
    )
}

/// `modelc import coredata`: every version of an `.xcdatamodeld` as `models/<Name>/<n>.yaml`.
struct ImportCoreDataCommand: ParsableCommand, TextOrJSONCommand {
    static let configuration = CommandConfiguration(
        commandName: "coredata",
        abstract: "Import every version of a Core Data model (.xcdatamodeld) as model files.",
        discussion: """
            Writes one file per Core Data version, oldest first (`X`, `X 2`, … or app
            versions such as `X 1.2`; `.xccurrentversion` names the newest), validated
            before anything is written, and prints what was approximated (Transformable
            as data, transient attributes left out, name collisions, …). Entities get a
            generated integer key unless --key names an attribute. See
            docs/coming-from-core-data.md.

            Example:
              modelc import coredata Library.xcdatamodeld --name Library --output models/Library
            """
    )

    @Argument(help: "The .xcdatamodeld folder (or one .xcdatamodel version).")
    var source: String

    @Option(help: "The model folder to write (models/<Name>); it must not hold files yet.")
    var output: String

    @OptionGroup var mapping: CoreDataMappingOptions

    @OptionGroup var formatting: FormatOption

    func run() throws {
        let report = try CoreDataImporter.importModel(at: source, output: output, options: try mapping.options())
        if printsJSON {
            print(try jsonText(report))
        } else {
            print(report.text, terminator: "")
        }
    }
}

/// The options that decide how a Core Data model maps to modelc: `import coredata` maps
/// with them, and `import coredata-store` must be given the same ones to find the tables
/// and columns the model import made.
struct CoreDataMappingOptions: ParsableArguments {
    @Option(help: "The model's name.")
    var name: String

    @Option(name: .customLong("key"), help: "Entity.attribute to use as the entity's primary key instead of a generated integer key (repeatable).")
    var keys: [String] = []

    @Flag(help: "Give required attributes that are new on an existing entity a zero default.")
    var fillDefaults = false

    @Option(help: ArgumentHelp("A file naming the versions to import, oldest first, one per line, for when the names do not give the order.",
                               discussion: "Versions the file does not list are not imported.", valueName: "file"))
    var versionOrder: String?

    /// The mapping options, with the `--version-order` file read.
    func options() throws -> CoreDataImportOptions {
        CoreDataImportOptions(name: name, keys: keys, fillDefaults: fillDefaults,
                              versionOrder: try versionOrder.map { path throws(CoreDataImportError) in try CoreDataImportOptions.versionOrder(fromFile: path) })
    }
}
