import Foundation
import ModelKit
import SchemaCore

extension MigrationCheck {
    /// What `modelc check` found for one valid model folder.
    public struct Checked: Hashable, Sendable {
        /// The folder as given.
        public var folder: String
        /// How many versions the model has.
        public var versionCount: Int
        /// The migrations folder it was checked against: the default dialect's, unless
        /// only other dialects' folders hold migrations (`isDefaultDirectoryChecked`).
        public var directory: String
        /// Whether `directory` was checked: false for a model deployed only to another
        /// dialect (its `migrations/<Model>/` holds no migration of its own, only the
        /// folder of that dialect), which is not asked for migrations it never runs.
        public var isDefaultDirectoryChecked = true
        /// The folders of the other dialects' files checked too, those the model has.
        public var dialectDirectories: [String]
        /// The problems found; empty when all is well.
        public var problems: [Diagnostic]
    }

    /// What `modelc check` found for every model folder it was given.
    public struct Result: Hashable, Sendable {
        /// The valid folders, in the order given.
        public var checked: [Checked] = []
        /// The errors of the models that are invalid.
        public var invalid: [Diagnostic] = []
        /// Every problem, the invalid models' errors included, in the order found.
        public var problems: [Diagnostic] = []

        /// The error of a check that met invalid models: their errors, with every
        /// problem as its diagnostics, so an invalid model does not hide what the
        /// check found in the others; nil when every model is valid.
        public var invalidModelsError: ErrorReport? {
            guard !invalid.isEmpty else { return nil }
            var error = ModelError(invalid).report
            error.diagnostics = problems
            return error
        }
    }

    /// Checks each model folder against its migrations folder (`dir` when given, else
    /// the one beside it by `MigrationTarget`'s convention), and against each other
    /// registered dialect's folder inside it that exists (a model deployed only to
    /// SQLite has none, and is not asked for one; one deployed only to another dialect
    /// has only that folder, and is not asked for SQLite's migrations). An invalid model does not stop the others from being checked.
    public static func check(modelFolders: [String], dir: String?) -> Result {
        var result = Result()
        for folder in modelFolders {
            let inspected = ModelCheck.inspect(folder)
            guard let versions = inspected.versions, !inspected.hasErrors else {
                let errors = inspected.diagnostics.filter { $0.severity == .error }
                result.invalid += errors
                result.problems += errors
                continue
            }
            let path = dir ?? MigrationTarget.migrationsPath(forModelFolder: versions.folder, modelName: versions.name)
            let directory = MigrationDirectory(path: path)
            var found: [Diagnostic] = []
            var dialectDirectories: [String] = []
            for driver in DialectDrivers.others {
                let other = MigrationDirectory(path: driver.dialect.migrationsFolder(in: path))
                guard other.exists else { continue }
                found += problems(versions: versions, directory: other, modelPath: folder, dialect: driver.dialect, explicitDirectory: dir)
                dialectDirectories.append(other.path)
            }
            // A model deployed only to another dialect (a database adopted from a server) has
            // that dialect's folder and no migration of the default's: it is not asked to
            // make migrations it never runs. A folder named with `--dir`, or one holding a
            // migration, is checked whole.
            let checksDefault = dir != nil || dialectDirectories.isEmpty || !((try? directory.files())?.isEmpty ?? true)
            if checksDefault {
                found = problems(versions: versions, directory: directory, modelPath: folder, explicitDirectory: dir) + found
            }
            result.problems += found
            var checked = Checked(folder: folder, versionCount: versions.versions.count, directory: directory.path,
                                  dialectDirectories: dialectDirectories, problems: found)
            checked.isDefaultDirectoryChecked = checksDefault
            result.checked.append(checked)
        }
        return result
    }

    /// Every model folder in `root` (`models`), sorted by name.
    ///
    /// - Throws: `invalid-arguments` when there is none.
    public static func modelFolders(in root: String = "models") throws -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        let folders = names.sorted().map { "\(root)/\($0)" }.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        guard !folders.isEmpty else {
            throw ErrorReport.invalidArguments("No model folders found in ./\(root); name the models to check (`modelc check \(root)/Library`).")
        }
        return folders
    }
}
