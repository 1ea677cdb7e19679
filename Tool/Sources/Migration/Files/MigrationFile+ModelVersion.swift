import ModelKit

extension Array where Element == MigrationFile {
    /// The model version each file belongs to, in the same order as the files (which
    /// must be in application order, as `MigrationDirectory.files()` returns them).
    ///
    /// This is the one rule for "which migrations make up version N", used by
    /// `generate`, `migrate --to`/`@N`, `migrate status` and `check` alike:
    /// - a file whose header says `to: N` belongs to version N;
    /// - a file without `to:` (hand-written) belongs to the version of the nearest
    ///   earlier file that has one: it runs at that version and does not change the
    ///   model version; before any such file it belongs to version 1.
    ///
    /// File numbers only order the files; they are not model versions. A folder with a
    /// hand-written `0005_add_view.sql` has version 5's planned migration in
    /// `0006_blog_v5.sql`, and version 5 is 0001–0006.
    public var modelVersions: [Int] {
        var current = 1
        return map { file in
            if let to = file.header.toVersion { current = to }
            return current
        }
    }

    /// The files that belong to model versions up to and including `version`, in order.
    public func through(modelVersion version: Int) -> [MigrationFile] {
        zip(self, modelVersions).filter { $0.1 <= version }.map(\.0)
    }

    /// The model version the file numbered `number` belongs to, or nil when no file has
    /// that number.
    public func modelVersion(ofFileNumbered number: Int) -> Int? {
        zip(self, modelVersions).first { $0.0.version == number }?.1
    }

    /// The files up to and including model version `version`, for `migrate --to N`,
    /// `@N` and `status`: the version must be one a file belongs to.
    ///
    /// - Throws: `MigrationError.noMigration` when `model` has version `version` but no
    ///   migration leads to it yet; `MigrationError.unknownVersion` when neither the
    ///   files nor the model know the version (`--to 99`).
    public func through(modelVersion version: Int, model: ModelVersions?) throws(MigrationError) -> [MigrationFile] {
        let known = modelVersions
        guard known.contains(version) else {
            if let model, model.version(version) != nil {
                throw .noMigration(version: version, model: model.name)
            }
            throw .unknownVersion(version: version, model: model?.name, known: Set(known).sorted())
        }
        return through(modelVersion: version)
    }

    /// `through(modelVersion:model:)` when a version is given (`--to N`, `@N`), else
    /// every file.
    public func selected(throughModelVersion version: Int?, model: ModelVersions?) throws(MigrationError) -> [MigrationFile] {
        guard let version else { return self }
        return try through(modelVersion: version, model: model)
    }
}
