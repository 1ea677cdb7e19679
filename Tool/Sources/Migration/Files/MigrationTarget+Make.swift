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
    public func make(regenerate: Bool, slug: String?, choices: PlanChoices = .default) throws -> [MadeMigration] {
        guard let versions else { throw ErrorReport.invalidArguments("\(modelReference ?? directory.path) has no model versions.") }
        let dialect = dialect
        return try reporting {
            try directory.make(versions, regenerate: regenerate, slug: slug) { old, new in
                try dialect.draft(from: old, to: new, choices: choices)
            }
        }
    }

    /// `modelc migrate make --down`: writes the down migrations the planned files lack
    /// (`MigrationDirectory.makeDown`).
    public func makeDown(regenerate: Bool) throws -> [MadeMigration] {
        guard let versions else { throw ErrorReport.invalidArguments("\(modelReference ?? directory.path) has no model versions.") }
        return try reporting { try directory.makeDown(versions, regenerate: regenerate, dialect: dialect) }
    }

    /// `modelc migrate hash`: rewrites `modelc.sum` from the files on disk.
    public func writeSum() throws -> MigrationSum {
        try reporting { try directory.writeSum() }
    }
}
