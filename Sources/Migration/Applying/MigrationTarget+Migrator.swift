import Foundation
import ModelKit
import SQLiteSchema

extension MigrationTarget {
    /// The compiled schema of each model version, by version.
    public var compiledVersions: [Int: Schema] {
        Dictionary(uniqueKeysWithValues: (versions?.versions ?? []).map { ($0.version, SchemaCompiler.compile($0)) })
    }

    /// A migrator for `database` that verifies each migration against the compiled
    /// schema of the model version its header names, and knows the model's current
    /// text (stale files, `--to` versions).
    public func migrator(database: String, lockTimeout: Double) -> Migrator {
        let schemas = compiledVersions
        var migrator = Migrator(databasePath: database, lock: MigrationLock(timeout: lockTimeout)) { file in
            file.header.toVersion.flatMap { schemas[$0] }
        }
        migrator.model = versions
        return migrator
    }

    /// `modelc migrate status`: the applied and pending migrations of `database`, up to
    /// the pinned version when there is one.
    public func status(database: String, lockTimeout: Double) throws -> MigrationStatus {
        try reporting {
            try migrator(database: database, lockTimeout: lockTimeout).status(of: try directory.files(), throughModelVersion: pinnedVersion)
        }
    }

    /// The current model version when no migration leads to it yet and no version is
    /// pinned: a run then stops short of it, which `modelc migrate` notes.
    public var currentVersionWithoutMigration: Model? {
        guard pinnedVersion == nil, let current = versions?.current, let files = try? directory.files(),
              !files.contains(where: { $0.header.toVersion == current.version }) else { return nil }
        return current
    }

    /// `modelc migrate`: applies the pending migrations to `database` (through the
    /// version pinned with `@N` or given as `options.targetVersion`, which must agree).
    ///
    /// - Throws: `MigrationError.noMigrations` when the folder holds none (a dry run
    ///   reports that as nothing to do), and whatever the migrator meets.
    public func migrate(
        database: String, options: MigrateOptions, lockTimeout: Double,
        progress: MigrationProgressHandler? = nil, observer: MigrationObserver? = nil
    ) throws -> MigrationReport {
        var options = options
        options.targetVersion = try version(option: options.targetVersion, named: "--to")
        let files = try directory.files()
        guard !files.isEmpty || options.dryRun else { throw MigrationError.noMigrations(directory: directory.path) }
        var migrator = migrator(database: database, lockTimeout: lockTimeout)
        migrator.progress = progress
        migrator.observer = observer
        return try migrator.migrate(files, sum: try directory.readSum(), options: options)
    }

    /// `modelc migrate baseline`: records the migrations up to the model version the
    /// database is at (`@N` or `version`, else the current one) as applied, after
    /// checking the live schema is that version. The migrations of version N are those
    /// of the one version rule: a hand-written file after the one leading to N is
    /// recorded too.
    public func baseline(database: String, version option: Int?, lockTimeout: Double) throws -> [MigrationHistory.Entry] {
        let version = try self.version(option: option, named: "--version")
        let model = try SchemaCheck.load(reference: version.map { "\(modelPath ?? "")@\($0)" } ?? modelReference ?? modelPath ?? "")
        return try reporting { () throws(MigrationError) -> [MigrationHistory.Entry] in
            let files = try directory.files()
            guard let last = try files.through(modelVersion: model.version, model: versions).last else {
                throw .noMigration(version: model.version, model: model.name)
            }
            return try migrator(database: database, lockTimeout: lockTimeout)
                .baseline(files, through: last.version, expected: SchemaCompiler.compile(model))
        }
    }

    /// `modelc migrate resolve`: records `migration` as applied without running it, or
    /// takes back the last applied one (`Migrator.resolve`).
    public func resolve(
        _ action: MigrationHistory.Resolution.Action, migration: String, database: String, lockTimeout: Double
    ) throws -> MigrationHistory.Resolution {
        try reporting {
            try migrator(database: database, lockTimeout: lockTimeout).resolve(
                action, migration: migration, in: try directory.files(), directory: directory.path, sum: try directory.readSum())
        }
    }
}
