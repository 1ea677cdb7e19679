import ModelKit

/// What the user chose for an import.
public struct CoreDataImportOptions: Hashable, Sendable {
    /// The modelc model's name (`model:` in each file).
    public var name: String
    /// `--key Entity.attribute`: attributes to use as primary keys instead of a
    /// generated integer key, as Core Data names them.
    public var keys: [String]
    /// `--fill-defaults`: give a required attribute that is new on an existing entity a
    /// zero default, so migrating a database with rows can fill it.
    public var fillDefaults: Bool

    public init(name: String, keys: [String] = [], fillDefaults: Bool = false) {
        self.name = name
        self.keys = keys
        self.fillDefaults = fillDefaults
    }
}

/// Where a Core Data entity's objects live in the imported model: what a store import
/// reads to copy the rows of `Z<ENTITY>` into the right table and columns.
public struct CoreDataEntityOrigin: Hashable, Sendable, Encodable {
    /// The Core Data entity.
    public var coreDataEntity: String
    /// The modelc entity holding its objects (its hierarchy's root).
    public var entity: String
    /// For a hierarchy: the `entity` attribute and the value naming this entity.
    public var discriminator: String?
    /// Core Data property name → modelc attribute or relationship name, for every
    /// stored property the entity has (its own and inherited).
    public var properties: [String: String]
}

/// One imported version: the modelc model, the Core Data version it came from, and
/// where each Core Data entity went.
public struct ImportedVersion: Sendable {
    public var source: CoreDataModel
    public var model: Model
    public var origins: [CoreDataEntityOrigin]
}
