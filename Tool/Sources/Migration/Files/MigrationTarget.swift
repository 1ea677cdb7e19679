import Foundation
import ModelKit
import SchemaCore

/// A model and its migrations folder, as a command names them: the one owner of the
/// models/ ↔ migrations/ convention.
///
/// The convention: a model lives in a folder `models/<Name>/` (one file per version)
/// and its migrations in `migrations/<Name>/`, in the `migrations/` folder beside that
/// `models/` folder (`app/models/Library` ↔ `app/migrations/Library`). A reference may
/// pin a version with `@N` (`models/Library@2`) or name one version's file
/// (`models/Library/2.yaml`), whose folder is the model folder. `--dir` names another
/// migrations folder; given alone, the model is found the other way round, at
/// `models/<folder name>` beside the `migrations/` folder that holds it. `migrate`,
/// `check` and `generate` all resolve their arguments here.
public struct MigrationTarget: Sendable {
    /// All versions of the model, when a model was named or found beside the folder.
    public internal(set) var versions: ModelVersions?
    /// The model path as given, without `@N` (`models/StarWars`), for hints.
    public internal(set) var modelPath: String?
    /// The version pinned with `@N`, if any.
    public internal(set) var pinnedVersion: Int?
    /// The model reference as given (`models/StarWars@2`), for messages.
    public internal(set) var modelReference: String?
    /// The migrations folder.
    public internal(set) var directory: MigrationDirectory
    /// The `--dir` given on the command line, if any (hints repeat it).
    public internal(set) var explicitDirectory: String?
    /// The dialect whose files `directory` holds (`DatabaseDialect.migrationsFolder(in:)`).
    public internal(set) var dialect: DatabaseDialect = .default

    init(
        versions: ModelVersions?, modelPath: String?, pinnedVersion: Int? = nil, modelReference: String? = nil,
        directory: MigrationDirectory, explicitDirectory: String? = nil
    ) {
        self.versions = versions
        self.modelPath = modelPath
        self.pinnedVersion = pinnedVersion
        self.modelReference = modelReference
        self.directory = directory
        self.explicitDirectory = explicitDirectory
    }

    /// Resolves `model` (a folder, file or `folder@N`) and `dir` (`--dir`), loading every
    /// version of the model. With only `dir`, the model is looked for beside the folder
    /// (`modelPath(besideMigrations:)`); an invalid model found there is an error rather
    /// than a silent skip of the verification it serves.
    ///
    /// `dialect` picks the files: for a dialect other than the default, its folder
    /// inside the migrations folder (`--dir` names the model's migrations folder in
    /// every case; `DatabaseDialect.migrationsFolder(in:)`).
    ///
    /// - Throws: the model's `ModelError` (every diagnostic), or `invalid-arguments`
    ///   when neither a model nor a folder is named.
    public static func resolve(model: String?, dir: String?, dialect: DatabaseDialect = .default) throws -> MigrationTarget {
        if let model {
            return resolve(versions: try ModelCheck.load(ModelReference(model).path), model: model, dir: dir, dialect: dialect)
        }
        guard let dir else {
            throw ErrorReport.invalidArguments("Name a model (`models/Library`) or a migrations folder (`--dir migrations/Library`); see `modelc migrate --help`.")
        }
        let besideModel = modelPath(besideMigrations: dir)
        let versions = FileManager.default.fileExists(atPath: besideModel) ? try ModelCheck.load(besideModel) : nil
        var target = MigrationTarget(versions: versions, modelPath: versions == nil ? nil : besideModel,
                                     directory: MigrationDirectory(path: dialect.migrationsFolder(in: dir)), explicitDirectory: dir)
        target.dialect = dialect
        return target
    }

    /// The target of `model` (a folder, file or `folder@N`) whose versions are already
    /// loaded, as `resolve(model:dir:dialect:)` makes it: for a caller that loaded them.
    static func resolve(versions: ModelVersions, model: String, dir: String?, dialect: DatabaseDialect) -> MigrationTarget {
        let reference = ModelReference(model)
        let folder = dir ?? migrationsPath(forModelFolder: versions.folder, modelName: versions.name)
        var target = MigrationTarget(versions: versions, modelPath: reference.path, pinnedVersion: reference.version, modelReference: model,
                                     directory: MigrationDirectory(path: dialect.migrationsFolder(in: folder)), explicitDirectory: dir)
        target.dialect = dialect
        return target
    }

    /// The target of one loaded model version, named by `reference` (a folder, file or
    /// `folder@N`), without loading its other versions: what `generate` embeds.
    public init(model: Model, reference: String, dir: String?) {
        let reference = ModelReference(reference)
        self.init(versions: nil, modelPath: reference.path, pinnedVersion: reference.version, modelReference: nil,
                  directory: MigrationDirectory(path: dir ?? Self.migrationsPath(forModelAt: reference.path, modelName: model.name)),
                  explicitDirectory: dir)
    }

    /// The model folder of `modelPath`: the path itself, or for one version's file its folder.
    public var modelFolder: String? {
        modelPath.map { Self.isModelFile($0) ? PathText.parent(of: $0) : $0 }
    }

    /// The model version a run stops at: `@N` or the option (`--to N`, `--version N`);
    /// nil for the current one.
    ///
    /// - Throws: `invalid-arguments` when both are given and differ.
    public func stopVersion(option: Int?, named optionName: String) throws -> Int? {
        guard let pinnedVersion else { return option }
        if let option, option != pinnedVersion {
            throw ErrorReport.invalidArguments("\(modelReference ?? modelPath ?? "") pins version \(pinnedVersion) but \(optionName) says \(option)",
                                               hint: "give one of them")
        }
        return pinnedVersion
    }

    /// The result of `body`, with a `MigrationError` turned into its report, whose hints
    /// name this model (or `--dir`) so the commands they suggest run as written.
    public func reporting<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as MigrationError {
            throw error.report(model: modelPath, directory: explicitDirectory, dialect: dialect)
        }
    }

    // MARK: The convention

    /// The migrations folder of a model folder: `migrations/<name>` beside the `models/`
    /// folder that holds `modelFolder` (`app/models/Library` → `app/migrations/Library`).
    public static func migrationsPath(forModelFolder modelFolder: String, modelName: String) -> String {
        let folder = modelFolder.hasSuffix("/") ? String(modelFolder.dropLast()) : modelFolder
        let components = (folder as NSString).pathComponents.filter { $0 != "/" }
        if components.count >= 2 {
            // Keep a relative path relative, so messages show `migrations/Library`.
            let root = PathText.parent(of: PathText.parent(of: folder))
            return ((root as NSString).appendingPathComponent("migrations") as NSString).appendingPathComponent(modelName)
        }
        let absolute = URL(fileURLWithPath: folder).standardizedFileURL
        let root = absolute.deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent("migrations").appendingPathComponent(modelName).path
    }

    /// `migrationsPath(forModelFolder:modelName:)` for a model path that may name one
    /// version's file (`models/Library/2.yaml` → `migrations/Library`).
    public static func migrationsPath(forModelAt path: String, modelName: String) -> String {
        let folder = isModelFile(path) ? PathText.parent(of: path) : path
        return migrationsPath(forModelFolder: folder.isEmpty ? "." : folder, modelName: modelName)
    }

    /// The inverse rule: the model folder for a migrations folder, `models/<folder name>`
    /// beside its `migrations/` folder (`app/migrations/Library` → `app/models/Library`).
    public static func modelPath(besideMigrations dir: String) -> String {
        let folder = URL(fileURLWithPath: dir).standardizedFileURL
        return folder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("models").appendingPathComponent(folder.lastPathComponent).path
    }

    /// Whether `path` names one version's file rather than a model folder.
    static func isModelFile(_ path: String) -> Bool {
        ["yaml", "yml", "json"].contains((path as NSString).pathExtension.lowercased())
    }
}
