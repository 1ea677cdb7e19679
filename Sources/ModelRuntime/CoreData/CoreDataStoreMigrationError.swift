/// Why moving a Core Data store into a modelc database stopped. Whatever the case, the
/// store and the files beside it are as they were, and no database is at the destination.
public enum CoreDataStoreMigrationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No file at the store's path.
    case storeNotFound(path: String)
    /// The file is not a Core Data SQLite store: not SQLite at all, or without the
    /// tables every Core Data store has (`Z_PRIMARYKEY`, `Z_METADATA`).
    case notAStore(path: String, reason: String)
    /// The store could be opened but not read (locked, damaged): SQLite's message.
    case unreadable(path: String, code: Int32, message: String)
    /// The store's entities, tables and columns are those of no known version;
    /// `differences` say what differs from the closest version (`closest`, an index
    /// into the versions).
    case noMatchingVersion(store: String, closest: Int, differences: [CoreDataStoreDifference])
    /// The store was written by a version before the oldest one known: its identifier
    /// sorts before every version's, or its layout has what no version has and is
    /// closest to the oldest. `differences` are from the oldest version.
    case olderThanHistory(store: String, storeVersion: String?, differences: [CoreDataStoreDifference])
    /// The store was written by a version after the newest one known (an app update the
    /// generated code has not caught up with).
    case newerThanHistory(store: String, storeVersion: String?, differences: [CoreDataStoreDifference])
    /// A version was named (`forcing:`) whose layout the store does not have.
    case versionMismatch(store: String, version: Int, differences: [CoreDataStoreDifference])
    /// The destination already exists: the move only ever creates a new database.
    case databaseExists(path: String)
    /// The database created at the store's version lacks a table or column the copy
    /// writes: the migrations were made from a model imported with other options.
    case schemaMismatch(version: Int, missing: [String])
    /// A value of the store cannot be stored in modelc's column (a date that is no
    /// timestamp, a UUID of the wrong length, a constraint).
    case badValue(table: String, message: String)
    /// An external binary reference names a file that is not there.
    case externalDataMissing(table: String, column: String, file: String)
    /// A reference in the store names a row it does not hold.
    case danglingReferences([String])
    /// The rows or links counted in the new database differ from the store's.
    case countMismatch([String])
    /// The new database could not be written, migrated or moved into place.
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .storeNotFound(let path): "no Core Data store at `\(path)`"
        case .notAStore(let path, let reason): "`\(path)` is not a Core Data SQLite store: \(reason)"
        case .unreadable(let path, _, let message): "cannot read the store `\(path)`: \(message)"
        case .noMatchingVersion(let store, _, let differences):
            "the store `\(store)` matches no known version" + Self.first(differences)
        case .olderThanHistory(let store, let version, let differences):
            "the store `\(store)` was written by \(version.map { "version `\($0)`" } ?? "a version") older than every known version" + Self.first(differences)
        case .newerThanHistory(let store, let version, let differences):
            "the store `\(store)` was written by \(version.map { "version `\($0)`" } ?? "a version") newer than every known version" + Self.first(differences)
        case .versionMismatch(let store, let version, let differences):
            "the store `\(store)` is not version \(version)" + Self.first(differences)
        case .databaseExists(let path): "`\(path)` already exists"
        case .schemaMismatch(let version, let missing):
            "the migrations create version \(version) without \(missing.joined(separator: ", ")), which the store's rows go to"
        case .badValue(let table, let message): "a value of the store cannot be stored in `\(table)`: \(message)"
        case .externalDataMissing(let table, let column, let file): "`\(table).\(column)` refers to external data `\(file)`, which does not exist"
        case .danglingReferences(let references): "the store refers to rows it does not hold: \(references.joined(separator: "; "))"
        case .countMismatch(let differences): "the copy does not hold what the store does: \(differences.joined(separator: "; "))"
        case .writeFailed(let path, let reason): "could not write `\(path)`: \(reason)"
        }
    }

    private static func first(_ differences: [CoreDataStoreDifference]) -> String {
        guard let first = differences.first else { return "" }
        return ": \(first.message)" + (differences.count > 1 ? " (and \(differences.count - 1) more)" : "")
    }
}

/// One way a store differs from a version's layout, with what it is about (so the CLI
/// can point at the `.xcdatamodeld` element).
public struct CoreDataStoreDifference: Hashable, Sendable {
    public enum Subject: Hashable, Sendable {
        /// The version as a whole (something it lacks).
        case version
        /// A Core Data entity of the version.
        case entity(String)
        /// A hierarchy's table, by its root entity.
        case table(entity: String)
        /// A many-to-many, by its index in `CoreDataStoreVersion.joins`.
        case join(Int)
    }

    public var message: String
    public var subject: Subject

    public init(_ message: String, about subject: Subject) {
        self.message = message
        self.subject = subject
    }
}
