import ArgumentParser
import CoreDataImport
import ModelKit

/// `modelc import coredata-store`: a Core Data SQLite store's rows in a new database at
/// the store's model version, its history stamped for `modelc migrate`.
struct ImportCoreDataStoreCommand: ParsableCommand, TextOrJSONCommand {
    static let configuration = CommandConfiguration(
        commandName: "coredata-store",
        abstract: "Copy a Core Data SQLite store's rows into a new database at the store's model version.",
        discussion: """
            Finds which version of the model the store was written with (by its tables
            and columns), creates the new database at that version from the migration
            files (so its history is the one `modelc migrate` checks), copies every row
            and link in one transaction, and checks the counts on both sides. The store is
            opened read-only and never changed; --db must not exist, and nothing is
            written there unless the whole import succeeds. Import the model first with
            the same --name and --key options (they decide where each column goes), and run
            `modelc migrate make`. See
            docs/coming-from-core-data.md.

            Example:
              modelc import coredata-store Library.sqlite --model Library.xcdatamodeld --db library.sqlite --name Library
              modelc migrate --db library.sqlite models/Library
            """
    )

    @Argument(help: "The Core Data store (.sqlite).")
    var store: String

    @Option(help: "The .xcdatamodeld the store's app shipped; `X.xcdatamodeld@N`, or a version's own folder inside it, says which version wrote the store instead of finding it.")
    var model: String

    @Option(help: "The new database to write; it must not exist.")
    var db: String

    @Option(help: "The migrations folder (default: migrations/<Name>).")
    var dir: String?

    @Flag(help: "Store NULL for an externally stored binary value whose file is not in the store's .<Store>_SUPPORT/_EXTERNAL_DATA folder (counted in the report), instead of stopping.")
    var clearMissingExternalData = false

    @Flag(help: "Store NULL for an optional reference to a row the store does not hold, and leave out a many-to-many link to one (counted in the report), instead of stopping.")
    var clearDanglingReferences = false

    @Flag(help: "The store may hold other models' entities (an app that merged several models into one store): leave out the entities no version of this model has.")
    var otherModels = false

    @OptionGroup var mapping: CoreDataMappingOptions

    @OptionGroup var formatting: FormatOption

    func validate() throws {
        try DatabaseEngines.validateLocation(db)
        try DatabaseEngines.requireSQLite(db, "import coredata-store writes a new SQLite database (give it a file path)")
    }

    func run() throws {
        let reference = ModelReference(model)
        let options = CoreDataStoreImportOptions(model: try mapping.options(), migrations: dir, version: reference.version,
                                                 missingExternalData: clearMissingExternalData ? .clear : .refuse, otherModels: otherModels,
                                                 danglingReferences: clearDanglingReferences ? .clear : .refuse)
        let report = try CoreDataStoreImporter.importStore(at: store, model: reference.path, database: db, options: options)
        if printsJSON {
            print(try jsonText(report))
        } else {
            print(report.text, terminator: "")
        }
    }
}
