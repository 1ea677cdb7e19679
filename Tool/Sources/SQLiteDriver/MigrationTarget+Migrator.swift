import Foundation
import Migration
import ModelKit
import SchemaCore

extension MigrationTarget {
    /// The compiled schema of each model version, by version.
    func compiledVersions() -> [Int: Schema] {
        Dictionary(uniqueKeysWithValues: (versions?.versions ?? []).map { ($0.version, SQLiteSchemaCompiler.compile($0)) })
    }

    /// A migrator for `database` that verifies each migration against the compiled
    /// schema of the model version its header names, and knows the model's current
    /// text (stale files, `--to` versions).
    public func migrator(database: String, lock: MigrationLock) -> Migrator {
        SQLiteDialectDriver.register()
        let schemas = compiledVersions()
        var migrator = Migrator(databasePath: database, lock: lock) { file in
            file.header.toVersion.flatMap { schemas[$0] }
        }
        migrator.model = versions
        return migrator
    }

    /// `modelc migrate status`: the applied and pending migrations of `database`, up to
    /// the pinned version when there is one.
    public func status(database: String, lock: MigrationLock = .forReading) throws -> MigrationStatus {
        SQLiteDialectDriver.register()
        return try reporting {
            try migrator(database: database, lock: lock).status(of: try directory.files(), throughModelVersion: pinnedVersion)
        }
    }
    /// `modelc migrate`: applies the pending migrations to `database` (through the
    /// version pinned with `@N` or given as `options.targetVersion`, which must agree),
    /// or with `options.goesDown` and a `targetVersion` below the database's version,
    /// undoes the later migrations by their down files (`MigrationRun.schedule(after:)`).
    /// `observer` hears each migration as it commits.
    ///
    /// - Throws: `MigrationRunError` for whatever the migrator meets (with what the run
    ///   applied before it), among them `MigrationError.noMigrations` when the folder
    ///   holds none (a dry run reports that as nothing to do); `invalid-arguments` when
    ///   `@N` and `--to` disagree.
    public func migrate(
        database: String, options: MigrateOptions, lock: MigrationLock = MigrationLock(),
        progress: MigrationProgressHandler? = nil, observer: MigrationObserver? = nil
    ) throws -> MigrationReport {
        SQLiteDialectDriver.register()
        var options = options
        // Only a target given explicitly (`--to N`) may take the database down; `@N` alone never does.
        options.goesDown = options.goesDown && options.targetVersion != nil
        options.targetVersion = try stopVersion(option: options.targetVersion, named: "--to")
        return try MigrationRunError.recording(model: modelPath, directory: explicitDirectory, database: database, observer: observer) { observer in
            let files = try directory.files()
            guard !files.isEmpty || options.dryRun else { throw MigrationError.noMigrations(directory: directory.path) }
            var migrator = migrator(database: database, lock: lock)
            // Read only for a run that may go down: an up deploy never depends on them.
            if options.goesDown { migrator.downFiles = try directory.downFiles() }
            migrator.progress = progress
            migrator.observer = observer
            return try migrator.migrate(files, sum: try directory.readSum(), options: options)
        }
    }

    /// `modelc migrate baseline`: records the migrations up to the model version the
    /// database is at (`@N` or `version`, else the current one) as applied, after
    /// checking the live schema is that version. The migrations of version N are those
    /// of the one version rule: a hand-written file after the one leading to N is
    /// recorded too.
    public func baseline(database: String, version option: Int?, lock: MigrationLock = MigrationLock()) throws -> [MigrationHistory.Entry] {
        SQLiteDialectDriver.register()
        let (files, last, model) = try baselined(version: option)
        return try reporting { () throws(MigrationError) -> [MigrationHistory.Entry] in
            try migrator(database: database, lock: lock).baseline(files, through: last.version, modelVersion: model.version, expected: SQLiteSchemaCompiler.compile(model))
        }
    }

    /// `modelc migrate resolve`: records `migration` as applied without running it, or
    /// takes back the last applied one (`Migrator.resolve`).
    public func resolve(
        _ action: MigrationHistory.Resolution.Action, migration: String, database: String, lock: MigrationLock = MigrationLock()
    ) throws -> MigrationHistory.Resolution {
        SQLiteDialectDriver.register()
        return try reporting {
            try migrator(database: database, lock: lock).resolve(
                action, migration: migration, in: try directory.files(), directory: directory.path, sum: try directory.readSum())
        }
    }
}
