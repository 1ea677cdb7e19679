import Foundation
import ModelKit
import SchemaCore

extension MigrationTarget {
    /// The target of `modelc migrate make`, which plans each version from the one
    /// before and so needs the model folder, not one version's file.
    ///
    /// - Throws: `invalid-arguments` for a file; the model's `ModelError`.
    public static func resolve(modelFolder: String, dir: String?, dialect: DatabaseDialect = .default) throws -> MigrationTarget {
        // A missing path is reported by the loader, in the words every command uses.
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: modelFolder, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw ErrorReport.invalidArguments("\(modelFolder) is not a model folder; `make` plans each version from the one before, so pass the folder (models/<Name>).")
        }
        return try resolve(model: modelFolder, dir: dir, dialect: dialect)
    }

    /// `modelc migrate make`: writes the migrations the model's versions need
    /// (`MigrationDirectory.make`, planned in the target's dialect: `DatabaseDialect.draft`;
    /// files rendered as `choices` say, which their header records).
    /// A pinned version (`models/Library@2`) makes the files up to it alone. With
    /// `down`, then the down migrations (`makeDown(regenerate:)`), which rewrites a
    /// regenerated file's down file too; without it, a regenerated file whose down file
    /// was written for its old text says so in a warning.
    public func make(regenerate: Bool, slug: String?, choices: PlanChoices = .default, down: Bool = false) throws -> [MadeMigration] {
        let versions = try versionsToMake()
        let dialect = dialect
        let made = try reporting {
            try directory.make(versions, regenerate: regenerate, slug: slug, warnsOfStaleDownFiles: !down) { old, new in
                try dialect.draft(from: old, to: new, choices: choices)
            }
        }
        return down ? made + (try makeDown(regenerate: regenerate)) : made
    }

    /// `modelc migrate make --down`: writes the down migrations the planned files lack
    /// (`MigrationDirectory.makeDown`).
    public func makeDown(regenerate: Bool) throws -> [MadeMigration] {
        let versions = try versionsToMake()
        return try reporting { try directory.makeDown(versions, regenerate: regenerate, dialect: dialect) }
    }

    /// The versions `make` writes files for: every one, or with a pinned version
    /// (`models/Library@2`) those up to it, so that a version in progress waits while the
    /// one before it ships. A pin the model has no version of is refused.
    func versionsToMake() throws -> ModelVersions {
        guard var versions else { throw ErrorReport.invalidArguments("\(modelReference ?? directory.path) has no model versions.") }
        guard let pinnedVersion else { return versions }
        guard versions.version(pinnedVersion) != nil else {
            let known = versions.versions.map { String($0.version) }.joined(separator: ", ")
            throw ErrorReport.invalidArguments("\(modelReference ?? versions.folder) pins version \(pinnedVersion), which the model does not have (its versions: \(known)).")
        }
        versions.versions = versions.versions.filter { $0.version <= pinnedVersion }
        return versions
    }

    /// `modelc migrate hash`: rewrites `modelc.sum` from the files on disk.
    public func writeSum() throws -> MigrationSum {
        try reporting { try directory.writeSum() }
    }
}
