import Foundation
import Migration
import ModelKit
import SchemaCore

/// A PostgreSQL server on which `modelc migrate test --db postgres://…/<name>` makes its
/// databases: `<name>` and `<name>_<suffix>` beside it, each marked with a comment
/// (`mark`), copied by `CREATE DATABASE … TEMPLATE`, and dropped at the end.
///
/// Databases are made and dropped from the server's maintenance database (`postgres`,
/// else `template1`), as `createdb` does. The rows go in and out as text, converted by
/// column type (`PostgresScratchServer+Rows`).
public struct PostgresScratchServer: ScratchDatabaseServer {
    /// The URL's settings: the server, the login, and in `database` the name the run was given.
    public var settings: PostgresConnectionSettings
    public var lockTimeout: Double

    /// The comment on each database the test makes: what it may replace and drop.
    static let mark = "modelc migrate test: a scratch database, dropped at the end of the run"

    public init(settings: PostgresConnectionSettings, lockTimeout: Double = MigrationLock.defaultTimeout) {
        self.settings = settings
        self.lockTimeout = lockTimeout
    }

    public var displayName: String { settings.displayName }
    public var dialect: DatabaseDialect { .postgres }
    public var name: String { settings.database }

    public func name(suffix: String) throws -> String {
        let name = "\(settings.database)_\(suffix)"
        guard name.utf8.count <= PostgresDialect.maximumNameLength else { throw PostgresDatabaseError.scratchNameTooLong(name: name) }
        return name
    }

    /// A `postgres://` URL must name this server (host and port); a bare name is a
    /// database of it.
    public func database(named reference: String) throws -> String {
        guard PostgresConnectionSettings.isURL(reference) else { return reference }
        let other = try PostgresConnectionSettings(url: reference)
        guard other.host == settings.host, other.port == settings.port else {
            throw PostgresDatabaseError.sampleOnAnotherServer(sample: other.displayName, server: settings.displayName)
        }
        return other.database
    }

    public func checkReplaceable(_ names: [String]) throws {
        try maintenance { session in
            for name in names {
                if let comment = try comment(on: name, in: session), comment != Self.mark {
                    throw PostgresDatabaseError.notScratch(database: reference(to: name))
                }
            }
        }
    }

    public func create(_ name: String) throws {
        try maintenance { session in
            try replaceable(name, in: session)
            try session.execute("CREATE DATABASE \(quote(name))")
            try mark(name, in: session)
        }
    }

    /// A template must have no other sessions, and a server ends a closed session's
    /// backend a moment after the client has gone: the copy is tried again for a while
    /// when the source is still "being accessed by other users".
    public func copy(_ source: String, to name: String) throws {
        try maintenance { session in
            try replaceable(name, in: session)
            let deadline = Date().addingTimeInterval(10)
            while true {
                do {
                    try session.execute("CREATE DATABASE \(quote(name)) TEMPLATE \(quote(source))")
                    break
                } catch PostgresDatabaseError.statementFailed(_, _, let message) where message.contains("being accessed by other users") && Date() < deadline {
                    Thread.sleep(forTimeInterval: 0.05)
                }
            }
            try copySettings(of: source, to: name, in: session)
            try mark(name, in: session)
        }
    }

    /// Gives the copy `name` the settings `ALTER DATABASE … SET` gave `source`, which a
    /// template does not carry: a database whose tables live in another schema than
    /// `public` finds them by its `search_path` (`ALTER DATABASE app SET search_path =
    /// app, public`), and its copy would look for its history in `public`.
    private func copySettings(of source: String, to name: String, in session: PostgresSession) throws {
        let dialect = PostgresDialect()
        let rows = try session.rows("""
            SELECT unnest(setconfig) FROM pg_db_role_setting
              WHERE setrole = 0 AND setdatabase = (SELECT oid FROM pg_database WHERE datname = \(dialect.literal(source)))
            """)
        for case let setting? in rows.compactMap(\.first) {
            guard let equals = setting.firstIndex(of: "=") else { continue }
            let parameter = String(setting[..<equals])
            guard parameter.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { continue }
            let value = String(setting[setting.index(after: equals)...])
            // A list (`app, public`) is stored as one text; given back as one literal it
            // would be one schema of that name, so each element is its own, as pg_dump writes it.
            let values = Self.listParameters.contains(parameter.lowercased()) ? Self.elements(of: value) : [value]
            try session.execute("ALTER DATABASE \(quote(name)) SET \(parameter) TO \(values.map(dialect.literal).joined(separator: ", "))")
        }
    }

    /// The settings whose value is a list of names.
    private static let listParameters: Set<String> = ["search_path", "temp_tablespaces"]

    /// The elements of a stored list setting (`"$user", public` → `$user`, `public`).
    static func elements(of list: String) -> [String] {
        var elements: [String] = []
        var current = ""
        var quoted = false
        var characters = list[...]
        while let character = characters.popFirst() {
            if character == "\"" {
                if quoted, characters.first == "\"" { current.append("\""); characters.removeFirst() } else { quoted.toggle() }
            } else if character == ",", !quoted {
                elements.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        elements.append(current.trimmingCharacters(in: .whitespaces))
        return elements.filter { !$0.isEmpty }
    }

    public func drop(_ name: String) throws {
        try maintenance { session in
            guard try comment(on: name, in: session) == Self.mark else { return }
            try session.execute("DROP DATABASE IF EXISTS \(quote(name)) WITH (FORCE)")
        }
    }

    public func engine(for name: String) -> any DatabaseEngine {
        PostgresEngine(settings: settings(for: name), lockTimeout: lockTimeout)
    }

    public func reference(to name: String) -> String {
        settings(for: name).displayName
    }

    /// The settings of the database `name` on the same server, with the same login.
    func settings(for name: String) -> PostgresConnectionSettings {
        var settings = self.settings
        settings.database = name
        return settings
    }

    // MARK: - The marks

    /// Marks the database `name` as the test's (a template's comment is not copied).
    private func mark(_ name: String, in session: PostgresSession) throws {
        try session.execute("COMMENT ON DATABASE \(quote(name)) IS \(PostgresDialect().literal(Self.mark))")
    }

    /// Drops `name` if an earlier run made it; refuses if it is anyone else's.
    private func replaceable(_ name: String, in session: PostgresSession) throws {
        switch try comment(on: name, in: session) {
        case nil: return
        case Self.mark?: try session.execute("DROP DATABASE \(quote(name)) WITH (FORCE)")
        default: throw PostgresDatabaseError.notScratch(database: reference(to: name))
        }
    }

    /// The comment on the database `name` ("" for none), or nil when there is no such database.
    private func comment(on name: String, in session: PostgresSession) throws -> String? {
        let rows = try session.rows("""
            SELECT coalesce(shobj_description(oid, 'pg_database'), '')::text FROM pg_database WHERE datname = \(PostgresDialect().literal(name))
            """)
        return rows.first.map { $0.first.flatMap { $0 } ?? "" }
    }

    /// Runs `body` on a session of the server's maintenance database.
    private func maintenance<T>(_ body: (PostgresSession) throws -> T) throws -> T {
        let session: PostgresSession
        do {
            session = try PostgresSession(settings(for: "postgres"))
        } catch .databaseNotFound {
            session = try PostgresSession(settings(for: "template1"))
        }
        defer { session.close() }
        return try body(session)
    }

    func quote(_ name: String) -> String {
        PostgresDialect().quote(name)
    }
}
