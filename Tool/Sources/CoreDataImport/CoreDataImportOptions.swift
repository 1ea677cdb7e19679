import Foundation
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
    /// `--version-order`: the versions to import, oldest first, by name; nil to infer
    /// the order (`CoreDataVersionOrder`). Versions it leaves out are not imported.
    public var versionOrder: [String]?

    public init(name: String, keys: [String] = [], fillDefaults: Bool = false, versionOrder: [String]? = nil) {
        self.name = name
        self.keys = keys
        self.fillDefaults = fillDefaults
        self.versionOrder = versionOrder
    }

    /// The version names a `--version-order` file lists: one per line, oldest first,
    /// with or without `.xcdatamodel`; blank lines and lines starting with `#` are skipped.
    ///
    /// - Throws: `invalidVersionOrder` when the file cannot be read or lists nothing.
    public static func versionOrder(fromFile path: String) throws(CoreDataImportError) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .invalidVersionOrder(path: path, reason: "there is no file `\(path)`")
        }
        guard !isFolder.boolValue else { throw .invalidVersionOrder(path: path, reason: "`\(path)` is a folder, not a file") }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw .invalidVersionOrder(path: path, reason: "`\(path)` cannot be read as UTF-8 text")
        }
        let names = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .map { $0.hasSuffix(".xcdatamodel") ? String($0.dropLast(".xcdatamodel".count)) : $0 }
        guard !names.isEmpty else { throw .invalidVersionOrder(path: path, reason: "`\(path)` names no version") }
        return names
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

extension Sequence where Element == CoreDataEntityOrigin {
    /// Core Data's name of modelc property `name` of modelc entity `entity`: the member
    /// entity whose origin maps it, and the property's Core Data name (the first in name
    /// order when several map to it); nil for a property the import added.
    func coreDataName(of name: String, in entity: String) -> (member: String, property: String)? {
        for origin in self where origin.entity == entity {
            if let property = origin.properties.sorted(by: { $0.key < $1.key }).first(where: { $0.value == name })?.key {
                return (origin.coreDataEntity, property)
            }
        }
        return nil
    }
}

/// One imported version: the modelc model, the Core Data version it came from, and
/// where each Core Data entity went.
public struct ImportedVersion: Sendable {
    public var source: CoreDataModel
    public var model: Model
    public var origins: [CoreDataEntityOrigin]
}
