import ModelRuntime

/// What the user chose for `modelc import coredata-store`.
public struct CoreDataStoreImportOptions: Hashable, Sendable {
    /// The options the model was imported with (`--name`, `--key`, `--fill-defaults`): the
    /// mapping they give decides which table and column each store column goes to.
    public var model: CoreDataImportOptions
    /// The migrations folder (`--dir`, by default `migrations/<Name>`): its files create
    /// the new database, so its history is the one `modelc migrate` checks.
    public var migrations: String
    /// `--model X.xcdatamodeld@N`: the modelc version the store is, instead of finding it.
    public var version: Int?
    /// `--clear-missing-external-data`: an external binary value whose file is not beside
    /// the store is stored as NULL and counted, rather than stopping the import.
    public var missingExternalData: CoreDataStoreCopier.MissingExternalData
    /// `--other-models`: the store may hold other models' entities (written by a model
    /// merged from several `.xcdatamodeld`s), which are left out.
    public var otherModels: Bool
    /// `--clear-dangling-references`: an optional reference to a row the store does not
    /// hold is stored as NULL, and a many-to-many link to one left out, each counted,
    /// rather than stopping the import.
    public var danglingReferences: CoreDataStoreCopier.DanglingReferences

    public init(model: CoreDataImportOptions, migrations: String? = nil, version: Int? = nil,
                missingExternalData: CoreDataStoreCopier.MissingExternalData = .refuse, otherModels: Bool = false,
                danglingReferences: CoreDataStoreCopier.DanglingReferences = .refuse) {
        self.model = model
        self.migrations = migrations ?? "migrations/" + model.name
        self.version = version
        self.missingExternalData = missingExternalData
        self.otherModels = otherModels
        self.danglingReferences = danglingReferences
    }
}
