import ModelKit

extension MigrationTarget {
    /// What `baseline` records, in either dialect: the folder's files, the last one of
    /// the model version the database is at (`@N` or `version`, else the current one),
    /// and that model version.
    ///
    /// - Throws: `no-migration` or `unknown-version` (as `--to N` refuses them);
    ///   `invalid-arguments` when `@N` and `version` disagree.
    public func baselined(version option: Int?) throws -> (files: [MigrationFile], last: MigrationFile, model: Model) {
        let version = try stopVersion(option: option, named: "--version")
        let files = try reporting { try directory.files() }
        let number = version ?? versions?.current?.version
        // A version neither the model nor its migrations know is refused as `--to` refuses it.
        guard let number, let last = try reporting({ try files.through(modelVersion: number, model: versions) }).last else {
            throw MigrationError.noMigration(version: version ?? 0, model: versions?.name ?? directory.path)
                .report(model: modelPath, directory: explicitDirectory, dialect: dialect)
        }
        guard let model = versions?.version(number) else {
            throw MigrationError.unknownVersion(version: number, model: versions?.name, known: Set(files.modelVersions).sorted())
                .report(model: modelPath, directory: explicitDirectory, dialect: dialect)
        }
        return (files, last, model)
    }
}
