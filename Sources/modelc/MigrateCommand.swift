import ArgumentParser
import Foundation
import Migration
import ModelKit
import SQLiteSchema

/// `modelc migrate`: apply migrations, and its subcommands to make, hash, baseline and list them.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Make versioned migrations and apply them to a database safely.",
        discussion: """
            Without a subcommand, applies pending migrations (see `modelc migrate apply --help`).

            Examples:
              modelc migrate make models/StarWars
              modelc migrate --db starwars.sqlite models/StarWars
              modelc migrate --db starwars.sqlite --model models/StarWars   # declarative
              modelc migrate status --db starwars.sqlite models/StarWars
              modelc migrate resolve --db starwars.sqlite models/StarWars --applied 3
            """,
        subcommands: [
            MigrateApplyCommand.self,
            MigrateMakeCommand.self,
            MigrateHashCommand.self,
            MigrateBaselineCommand.self,
            MigrateStatusCommand.self,
            MigrateResolveCommand.self,
        ],
        defaultSubcommand: MigrateApplyCommand.self
    )
}

/// A model and its migrations folder, as named on the command line.
struct MigrationTarget {
    /// All versions of the model, when a model was named or found beside the folder.
    var versions: ModelVersions?
    /// The model path as given (`models/StarWars`), for hints.
    var modelPath: String?
    /// The version pinned with `@N`, if any.
    var pinnedVersion: Int?
    var directory: MigrationDirectory

    /// Resolves `model` (a folder, file or `folder@N`) and `--dir`. With only `--dir`,
    /// the model is looked for at `models/<folder name>` beside the `migrations/` folder.
    static func resolve(model: String?, dir: String?) throws -> MigrationTarget {
        if let model {
            let reference = ModelReference(model)
            let versions = try loadVersions(reference.path)
            let directory = MigrationDirectory(path: dir ?? MigrationDirectory.defaultPath(forModelFolder: versions.folder, modelName: versions.name))
            return MigrationTarget(versions: versions, modelPath: reference.path, pinnedVersion: reference.version, directory: directory)
        }
        guard let dir else {
            throw invalidInput("Name a model (`models/Library`) or a migrations folder (`--dir migrations/Library`); see `modelc migrate --help`.")
        }
        let folder = URL(fileURLWithPath: dir).standardizedFileURL
        let besideModel = folder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("models").appendingPathComponent(folder.lastPathComponent).path
        // A model beside the folder is used to verify each migration; an invalid one is
        // an error rather than a silent skip of the verification.
        let versions = FileManager.default.fileExists(atPath: besideModel) ? try loadVersions(besideModel) : nil
        return MigrationTarget(versions: versions, modelPath: versions == nil ? nil : besideModel, directory: MigrationDirectory(path: dir))
    }

    /// The compiled schema of each model version, by version.
    var compiledVersions: [Int: Schema] {
        Dictionary(uniqueKeysWithValues: (versions?.versions ?? []).map { ($0.version, SchemaCompiler.compile($0)) })
    }

    /// A migrator for `database` that verifies each migration against the compiled
    /// schema of the model version its header names, and knows the model's current
    /// text (stale files, `--to` versions).
    func migrator(database: String, lockTimeout: Double) -> Migrator {
        let schemas = compiledVersions
        var migrator = Migrator(databasePath: database, lock: MigrationLock(timeout: lockTimeout)) { file in
            file.header.toVersion.flatMap { schemas[$0] }
        }
        migrator.model = versions
        return migrator
    }
}

/// Loads every version of a model folder, printing diagnostics and exiting 2 when invalid.
func loadVersions(_ path: String) throws -> ModelVersions {
    do {
        return try SchemaCheck.load(path)
    } catch {
        report(error.diagnostics)
        throw ExitStatus.invalidInput
    }
}

/// Prints `message` as an error and returns exit status 2 to throw.
func invalidInput(_ message: String) -> ExitCode {
    printError("error: \(message)")
    return ExitStatus.invalidInput
}

/// Runs `body`, turning a `MigrationError` into its sentence on standard error and its
/// exit code; with `--format json` the error is also printed to standard output as
/// `{"error": {"message": …, "exitCode": …}}`, so tools reading stdout see why. When
/// `partial` tells what a failed `migrate` run had done, its keys (`applied`, `failed`)
/// go beside `error`.
func reportingMigrationErrors<T>(format: OutputFormat = .text, partial: (() -> PartialRun)? = nil, _ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as MigrationError {
        printError("error: \(error.description)")
        if format == .json {
            // A run refused before it reached any migration has nothing to add.
            let done = partial?()
            let failure = FailureJSON(
                error: ErrorJSON(message: error.description, exitCode: error.exitCode),
                partial: done.flatMap { $0.failed == nil && $0.applied.isEmpty ? nil : $0 })
            if let text = try? jsonText(failure) { print(text) }
        }
        throw ExitCode(error.exitCode)
    }
}

/// An error as `--format json` prints it.
private struct ErrorJSON: Encodable {
    var message: String
    var exitCode: Int32
}

/// `{"error": …}`, with what the run had done when it failed.
private struct FailureJSON: Encodable {
    var error: ErrorJSON
    var partial: PartialRun?

    private enum CodingKeys: String, CodingKey { case error, applied, failed }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(error, forKey: .error)
        if let partial {
            try container.encode(partial.applied, forKey: .applied)
            try container.encodeIfPresent(partial.failed, forKey: .failed)
        }
    }
}

/// `value` as pretty-printed JSON with sorted keys, for `--format json`.
func jsonText(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}
