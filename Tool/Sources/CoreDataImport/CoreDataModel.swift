import ModelKit

/// One version of a Core Data model, as its `contents` file says it: the entities with
/// their attributes, relationships, fetch indexes and uniqueness constraints, each with
/// the XML line it was read from.
///
/// A plain value read by `CoreDataModelReader`; the mapping to modelc's `Model` is
/// `CoreDataMapping`'s. A store import reads the same values to find the `Z<ENTITY>`
/// tables and columns a version's entities and properties were stored in.
public struct CoreDataModel: Hashable, Sendable, Codable {
    /// The version's name: its `.xcdatamodel` folder without the extension (`Library 2`).
    public var name: String
    /// The path of the version's `contents` file, as diagnostics name it.
    public var file: String
    /// Entities in the order the file lists them.
    public var entities: [CoreDataEntity]
    /// Xcode's "Core Data Model Identifier" (`userDefinedModelVersionIdentifier`), which
    /// Core Data writes into a store's `NSStoreModelVersionIdentifiers`.
    public var versionIdentifier: String?
    /// The `<configuration>`s: named sets of entities an app gives to different stores
    /// (one synced with CloudKit, one local), each with its member entities in order.
    public var configurations: [CoreDataConfiguration] = []

    public init(name: String, file: String, entities: [CoreDataEntity] = []) {
        self.name = name
        self.file = file
        self.entities = entities
    }

    /// The entity named `name`.
    public func entity(named name: String) -> CoreDataEntity? {
        entities.first { $0.name == name }
    }

    /// The entity at the top of `entity`'s inheritance chain (`entity` itself when it has
    /// no parent).
    public func root(of entity: CoreDataEntity) -> CoreDataEntity {
        lineage(of: entity).last ?? entity
    }

    /// Relationship `name` as `entity` has it: its own, or the nearest ancestor's.
    public func relationship(named name: String, of entity: CoreDataEntity) -> CoreDataRelationship? {
        lineage(of: entity).lazy.compactMap { $0.relationships.first { $0.name == name } }.first
    }

    /// The entity of `entity`'s lineage that declares relationship `name`.
    public func declaring(relationship name: String, of entity: CoreDataEntity) -> CoreDataEntity? {
        lineage(of: entity).first { $0.relationships.contains { $0.name == name } }
    }

    /// `entity` and its ancestors, nearest first: the entities whose properties it has.
    /// A chain that loops or names a missing parent ends where it breaks.
    public func lineage(of entity: CoreDataEntity) -> [CoreDataEntity] {
        var chain = [entity]
        while let parent = chain.last?.parent.flatMap(self.entity(named:)), !chain.contains(where: { $0.name == parent.name }) {
            chain.append(parent)
        }
        return chain
    }
}

/// An `<entity>`: a kind of object, possibly a sub-entity of `parent`.
public struct CoreDataEntity: Hashable, Sendable, Codable {
    public var name: String
    /// `parentEntity`: the entity this one inherits its properties from.
    public var parent: String?
    /// `isAbstract="YES"`: no object is ever of exactly this entity.
    public var isAbstract: Bool
    /// The renaming identifier (`renamingIdentifier`, or `elementID` as Xcode writes
    /// it): the entity's name in an earlier version.
    public var renamingIdentifier: String?
    public var attributes: [CoreDataAttribute] = []
    public var relationships: [CoreDataRelationship] = []
    public var fetchIndexes: [CoreDataFetchIndex] = []
    public var uniquenessConstraints: [CoreDataUniquenessConstraint] = []
    /// Names of `<fetchedProperty>` elements (queries, not stored).
    public var fetchedProperties: [String] = []
    /// `versionHashModifier`: Core Data's mark that the entity's meaning changed in a way
    /// its stored layout does not show.
    public var versionHashModifier: String?
    public var location: SourceLocation

    public init(name: String, parent: String? = nil, isAbstract: Bool = false, renamingIdentifier: String? = nil, location: SourceLocation) {
        self.name = name
        self.parent = parent
        self.isAbstract = isAbstract
        self.renamingIdentifier = renamingIdentifier
        self.location = location
    }
}

/// The value types of Core Data's `attributeType`, spelled as the XML spells them.
public enum CoreDataAttributeType: String, CaseIterable, Hashable, Sendable, Codable {
    case integer16 = "Integer 16"
    case integer32 = "Integer 32"
    case integer64 = "Integer 64"
    case decimal = "Decimal"
    case double = "Double"
    case float = "Float"
    case string = "String"
    case boolean = "Boolean"
    case date = "Date"
    case binary = "Binary"
    case uuid = "UUID"
    case uri = "URI"
    case transformable = "Transformable"
    case objectID = "ObjectID"
    case undefined = "Undefined"

    /// The type spelled `text` in a `contents` file (`Binary Data` is accepted for `Binary`,
    /// as the model editor names it).
    public init?(spelled text: String) {
        if text == "Binary Data" {
            self = .binary
        } else {
            self.init(rawValue: text)
        }
    }
}

/// An `<attribute>`: a stored (or transient, or derived) value of an entity.
public struct CoreDataAttribute: Hashable, Sendable, Codable {
    public var name: String
    public var type: CoreDataAttributeType
    public var isOptional: Bool = false
    public var isTransient: Bool = false
    public var isDerived: Bool = false
    public var isIndexed: Bool = false
    /// `defaultValueString` (or a date's `defaultDateTimeInterval`), as written (a date's is
    /// seconds since 2001-01-01 UTC).
    public var defaultValue: String?
    /// `minValueString` / `maxValueString`: bounds of a number, or lengths of a string.
    public var minValue: String?
    public var maxValue: String?
    /// `regularExpressionString`.
    public var regularExpression: String?
    /// `allowsExternalBinaryDataStorage="YES"`: Core Data may keep the bytes in a file.
    public var allowsExternalStorage: Bool = false
    public var renamingIdentifier: String?
    /// `versionHashModifier`: the attribute's meaning changed (a unit, an encoding) where
    /// its type did not.
    public var versionHashModifier: String?
    /// The entity, composite attribute and element this attribute is flattened from
    /// (`Product.price.amount`): a composite attribute (Core Data's `Composite` type, Xcode 15)
    /// becomes one attribute per element, since a composite's elements are queried,
    /// indexed and constrained one by one, as columns are.
    public var compositeElement: String?
    public var location: SourceLocation

    public init(name: String, type: CoreDataAttributeType, location: SourceLocation) {
        self.name = name
        self.type = type
        self.location = location
    }
}

/// Core Data's `deletionRule`.
public enum CoreDataDeletionRule: String, CaseIterable, Hashable, Sendable, Codable {
    case nullify = "Nullify"
    case cascade = "Cascade"
    case deny = "Deny"
    case noAction = "No Action"
}

/// A `<relationship>`: a link to `destination`.
public struct CoreDataRelationship: Hashable, Sendable, Codable {
    public var name: String
    /// `destinationEntity`.
    public var destination: String
    /// `inverseName` (with `inverseEntity`): the relationship on the destination that points back.
    public var inverseName: String?
    public var inverseEntity: String?
    public var isToMany: Bool = false
    public var isOrdered: Bool = false
    public var isOptional: Bool = false
    public var isTransient: Bool = false
    public var deletionRule: CoreDataDeletionRule = .nullify
    public var minCount: Int?
    public var maxCount: Int?
    public var renamingIdentifier: String?
    /// `versionHashModifier`, as an attribute's.
    public var versionHashModifier: String?
    public var location: SourceLocation

    public init(name: String, destination: String, location: SourceLocation) {
        self.name = name
        self.destination = destination
        self.location = location
    }
}

/// A `<fetchIndex>`: a named index over `properties` (its `fetchIndexElement`s), or a
/// `<compoundIndex>` (its `index` values), the unnamed form Xcode 7 and 8 wrote.
public struct CoreDataFetchIndex: Hashable, Sendable, Codable {
    /// The fetch index's name; empty for a compound index.
    public var name: String
    public var properties: [String] = []
    /// Elements that are not a plain property (an expression, an R-tree index).
    public var unsupportedElements: [String] = []
    public var location: SourceLocation

    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// One `<uniquenessConstraint>`: properties whose values together are unique.
public struct CoreDataUniquenessConstraint: Hashable, Sendable, Codable {
    public var properties: [String] = []
    public var location: SourceLocation

    public init(location: SourceLocation) {
        self.location = location
    }
}

/// A `<configuration>`: entities an app keeps in one store of its own.
public struct CoreDataConfiguration: Hashable, Sendable, Codable {
    public var name: String
    /// `usedWithCloudKit="YES"`: the store NSPersistentCloudKitContainer syncs.
    public var isUsedWithCloudKit: Bool
    public var entities: [String] = []
    public var location: SourceLocation

    public init(name: String, isUsedWithCloudKit: Bool = false, location: SourceLocation) {
        self.name = name
        self.isUsedWithCloudKit = isUsedWithCloudKit
        self.location = location
    }
}
