import Migration

/// The database of a `migrate test` run that climbs the model's versions through the
/// real migration files, and the copies of it that the paths start from: SQLite files
/// in the work folder, or databases the run makes on a server, dropped at the end
/// unless the run keeps them (`--keep`).
struct Ladder {
    let database: PathDatabase
    let work: WorkFolder

    /// A new empty database: `ladder.sqlite`, or on a server the database the run was
    /// given, after checking that every database the run will make there (the copies
    /// for the paths `labels`) may be made, so that a name in use stops the run before
    /// it begins rather than a path part-way.
    init(server: (any ScratchDatabaseServer)?, work: WorkFolder, labels: [String]) throws {
        self.work = work
        if let server {
            try server.checkReplaceable([server.name] + (try labels.map { try server.name(suffix: Self.suffix(label: $0)) }))
            try server.create(server.name)
            database = .server(server, name: server.name)
        } else {
            database = .file(work.path("ladder.sqlite"))
        }
    }

    /// A copy of the ladder as it is now, for the path `label` (`from-2`) to start from:
    /// `from-2.sqlite`, or on a server `<name>_from_2`.
    func copy(as label: String) throws -> PathDatabase {
        switch database {
        case .file(let path):
            let copy = work.path("\(label).sqlite")
            try MigrationTest.copy(path, to: copy)
            return .file(copy)
        case .server(let server, let name):
            let copy = try server.name(suffix: Self.suffix(label: label))
            try server.copy(name, to: copy)
            return .server(server, name: copy)
        }
    }

    /// The suffix of a copy's name on a server: `from_2` for `from-2`.
    private static func suffix(label: String) -> String {
        label.replacingOccurrences(of: "-", with: "_")
    }

    /// Drops the server's databases, the ladder's and `copies`, unless the run keeps
    /// them (the work folder, and the files in it, are the run's to remove).
    func finish(copies: [PathDatabase]) {
        guard !work.isKept else { return }
        for case .server(let server, let name) in copies + [database] {
            try? server.drop(name)
        }
    }
}
