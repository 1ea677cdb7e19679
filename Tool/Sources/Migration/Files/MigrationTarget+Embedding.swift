import ModelKit

extension MigrationTarget {
    /// The migrations a migrator generated for `model` embeds: those of the model
    /// versions up to its version, by the version rule of `modelc migrate --to N`
    /// (headers, not file numbers); and `missing` when that stops short of `model`
    /// because no planned migration leads to its version yet.
    public func embeddedMigrations(for model: Model) throws -> (files: [MigrationFile], missing: MissingMigration?) {
        let files = try reporting { try directory.files() }
        return (files.through(modelVersion: model.version), missingMigration(for: model, in: files))
    }

    /// The embedded files with a destructive step no `-- approved: destructive` line covers,
    /// each with the first such step. `modelc migrate` refuses them unless told
    /// (`--allow-destructive`); a generated migrator runs them on users' devices, where no
    /// one can be asked, so `generate` warns of each (Artsy's imported history embeds
    /// eleven: an app's first launch drops `user.role` and the links `0008` rebuilds away).
    public static func unapprovedDestructive(in files: [MigrationFile]) -> [(file: MigrationFile, step: MigrationFile.Header.StepLine)] {
        files.compactMap { file in file.unapprovedDestructiveSteps.first.map { (file, $0) } }
    }

    /// The version of `model` when the folder holds planned migrations but none leads
    /// to that version yet: a run, or a generated migrator, stops short of it.
    public func missingMigration(for model: Model) throws -> MissingMigration? {
        missingMigration(for: model, in: try reporting { try directory.files() })
    }

    /// The one rule of `missingMigration(for:)`. A folder without planned migrations
    /// has nothing to stop short of: `generate` embeds the compiled schema, `migrate`
    /// refuses an empty folder.
    private func missingMigration(for model: Model, in files: [MigrationFile]) -> MissingMigration? {
        guard files.contains(where: { $0.header.toVersion != nil }),
              !files.contains(where: { $0.header.toVersion == model.version }) else { return nil }
        let hint = MigrationError.noMigration(version: model.version, model: model.name)
            .report(model: modelFolder, directory: explicitDirectory, dialect: dialect).hint ?? ""
        return MissingMigration(model: model.name, version: model.version, hint: hint)
    }

    /// For `modelc migrate`: the current model version, when the run goes to the current
    /// version (neither `@N` nor `targetVersion` stops it earlier) and no migration
    /// leads to it yet, so the database stops short of it (`missingMigration(for:)`).
    public func missingMigration(runningTo targetVersion: Int?) throws -> MissingMigration? {
        guard targetVersion == nil, pinnedVersion == nil, let current = versions?.current else { return nil }
        return try missingMigration(for: current)
    }
}

/// A model version no migration leads to yet, for the note `migrate` and `generate`
/// print: a run, or a generated migrator, stops short of it.
public struct MissingMigration: Hashable, Sendable {
    /// The model's name.
    public var model: String
    public var version: Int
    /// What to run: `run \`modelc migrate make models/<Name>\``, with `--dir` when the
    /// command was given another folder.
    public var hint: String

    /// `Blog version 6 has no migration yet`.
    public var message: String { "\(model) version \(version) has no migration yet" }
}
