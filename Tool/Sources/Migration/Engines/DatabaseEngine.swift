import ModelKit
import SchemaCore

/// A live database named by `--db`, through its engine: what the commands that read a
/// database call, so each command has one path whatever the engine, and the CLI
/// resolves `--db` to an engine once (`DatabaseEngines`). SQLite's is `SQLiteEngine`;
/// each other engine's is in its own target.
public protocol DatabaseEngine: Sendable {
    /// The database as messages name it: a path, or a URL without its password.
    var displayName: String { get }
    var dialect: DatabaseDialect { get }
    /// What it can do that other engines cannot.
    var capabilities: EngineCapabilities { get }
    /// The schema, row counts and history, read without changing anything.
    func inspection() throws -> DatabaseInspection
    /// The inspection's listing for people, in the engine's words.
    func text(of summary: DatabaseSummary) -> String
    /// How the live schema differs from the model version `reference` names.
    func drift(modelAt reference: String) throws -> Drift.Report
    /// How the live schema differs from `model`, a model version already loaded (the
    /// versions `migrate test` checks each path against).
    func drift(from model: Model) throws -> Drift.Report
    /// The live schema as one side of a diff (`modelc diff --from-db`/`--to-db`),
    /// labelled with the database's name and read in the words of `other`, the model
    /// side compiled for this engine's dialect, so that what the engine merely spells
    /// differently plans nothing.
    func diffSide(describedAs other: DiffSide) throws -> DiffSide
    /// A model version (YAML) that compiles to the database's schema: the start of
    /// adopting a database that predates modelc.
    func inferredModelYAML(name: String?) throws -> String
    /// Which of `target`'s migrations the database has applied, and which are pending.
    func status(of target: MigrationTarget) throws -> MigrationStatus
    /// Records `target`'s migrations up to model version `version` (default: the
    /// newest) as applied without running them, for a database that predates modelc.
    func baseline(_ target: MigrationTarget, version: Int?) throws -> [MigrationHistory.Entry]
    /// Applies the request's pending migrations (or, declarative, plans from the live
    /// schema to its model and applies the plan); with `options.dryRun`, says what a
    /// real run would do and writes nothing.
    func migrate(_ request: MigrationRequest) throws -> MigrationOutcome
    /// Reconciles the history by hand with `migration` (`modelc migrate resolve`).
    func resolve(_ action: MigrationHistory.Resolution.Action, migration: String, in target: MigrationTarget) throws -> MigrationHistory.Resolution
}

extension DatabaseEngine {
    /// The model version `reference` names (a folder, file or `folder@N`), loaded, then
    /// `drift(from:)`; a database whose history stops at an earlier version, with
    /// migrations pending in the model's migrations folder, is said to be behind
    /// (`Drift.Behind`), whether its schema differs (what the pending files do) or
    /// already matches (files that change no table, or changes made by hand).
    ///
    /// - Throws: the model's `ModelError`, or what `drift(from:)` meets.
    public func drift(modelAt reference: String) throws -> Drift.Report {
        // The versions are loaded once, for the model compared with and for the target
        // whose history says whether the database is behind.
        let parsed = ModelReference(reference)
        let versions = try ModelLoader.load(parsed.path)
        var report = try drift(from: ModelCheck.checked(ModelLoader.version(parsed, in: versions)))
        let target = MigrationTarget.resolve(versions: versions, model: reference, dir: nil, dialect: dialect)
        report.behind = behind(target, version: report.version)
        if !report.differences.isEmpty, report.behind == nil {
            report.earlierVersion = earlierVersion(of: target, before: report.version)
        }
        return report
    }

    /// The newest model version before `version` whose schema the database has exactly,
    /// when it has no migration history and the model has migrations to baseline; nil
    /// otherwise.
    private func earlierVersion(of target: MigrationTarget, before version: Int) -> Drift.EarlierVersion? {
        guard target.directory.exists, let status = try? status(of: target), status.applied.isEmpty,
              let versions = target.versions, let found = newestVersion(withTheSchemaOf: versions, before: version) else { return nil }
        return Drift.EarlierVersion(version: found, modelPath: target.modelPath ?? "")
    }

    /// The newest of `versions` before `version` whose schema the database has exactly,
    /// each compared as `drift(from:)` compares, newest first: what only a database that
    /// differs from the version it was compared with pays for.
    func newestVersion(withTheSchemaOf versions: ModelVersions, before version: Int) -> Int? {
        versions.versions.reversed().first { model in
            guard model.version < version, let drift = try? drift(from: model) else { return false }
            return drift.differences.isEmpty
        }?.version
    }

    /// Where the history of the database stops, when that is before model version
    /// `version` and migrations to it are pending; nil when it has no history, no
    /// migrations folder beside the model, or nothing pending (any difference is drift).
    private func behind(_ target: MigrationTarget, version: Int) -> Drift.Behind? {
        guard target.directory.exists, let status = try? status(of: target),
              let at = status.databaseModelVersion, at < version, !status.pending.isEmpty else { return nil }
        return Drift.Behind(databaseVersion: at, pending: status.pending, modelPath: target.modelPath ?? "")
    }
}
