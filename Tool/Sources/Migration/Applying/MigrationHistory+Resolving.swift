extension MigrationHistory {
    /// Whether `reference` (a number, `5` or `0005`, or a file name, `.sql` optional)
    /// names the migration numbered `version` in file `fileName`: how `migrate resolve`
    /// names a migration, for every engine.
    public static func names(_ reference: String, version: Int, fileName: String) -> Bool {
        if let number = Int(reference) { return number == version }
        return reference == fileName || reference + ".sql" == fileName
    }

    /// The file `migrate resolve` names among `files`, or nil.
    public static func file(named reference: String, in files: [MigrationFile]) -> MigrationFile? {
        files.first { names(reference, version: $0.version, fileName: $0.fileName) }
    }

    /// Refuses a `migrate resolve --rolled-back` of `reference` that names no file of the
    /// folder (`unknown-migration`), a row of the history included: rolled back, its row
    /// says the next `modelc migrate` runs it again, and with no file nothing would (a
    /// row made by hand, number 7 of a folder of 3, was removed with exit 0).
    public static func requireKnown(_ reference: String, files: [MigrationFile], history: [Entry], directory: String) throws(MigrationError) {
        guard file(named: reference, in: files) == nil else { return }
        throw .unknownMigration(name: reference, directory: directory)
    }

    /// The history row `migrate resolve --rolled-back` removes: the one `reference`
    /// names, which must be the last one applied, so the history stays a prefix of the
    /// folder; the rule for every engine's history.
    public static func entryToRollBack(_ reference: String, history: [Entry]) throws(MigrationError) -> Entry {
        guard let entry = history.first(where: { names(reference, version: $0.version, fileName: $0.name) }) else {
            throw .resolutionRefused(file: reference, reason: "the database has not applied it")
        }
        if let last = history.last, last.version != entry.version {
            throw .resolutionRefused(
                file: entry.name,
                reason: "only the last applied migration can be rolled back, and that is \(last.name); roll back from the last one, so the history stays a prefix of the folder")
        }
        return entry
    }

    /// Refuses `migrate resolve --applied` of `file` when the live schema differs from
    /// the one it leads to (`differences`, none when it is that schema).
    public static func requireLeadsTo(_ file: MigrationFile, differences: [String]) throws(MigrationError) {
        guard !differences.isEmpty else { return }
        throw .resolutionRefused(
            file: file.fileName,
            reason: "the database's schema is not what it leads to: \(differences.joined(separator: "; ")); make those changes first, or run `modelc migrate` to apply it")
    }
}
