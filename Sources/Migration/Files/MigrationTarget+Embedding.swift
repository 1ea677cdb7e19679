import ModelKit

extension MigrationTarget {
    /// The migrations a migrator generated for `model` embeds: those of the model
    /// versions up to its version, by the version rule of `modelc migrate --to N`
    /// (headers, not file numbers); and whether that stops short of `model` because no
    /// planned migration leads to its version yet.
    public func embeddedMigrations(for model: Model) throws -> (files: [MigrationFile], stopsShort: Bool) {
        let files = try reporting { try directory.files() }
        let stopsShort = files.contains { $0.header.toVersion != nil } && !files.contains { $0.header.toVersion == model.version }
        return (files.through(modelVersion: model.version), stopsShort)
    }
}
