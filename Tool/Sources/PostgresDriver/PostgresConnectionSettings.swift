import Foundation

/// Where and as whom to connect to a PostgreSQL server, read the way `psql` reads it.
///
/// A `postgres://user:password@host:port/database` URL (or `postgresql://`), with
/// libpq's environment variables filling what the URL leaves out (`PGHOST`, `PGPORT`,
/// `PGUSER`, `PGPASSWORD`, `PGDATABASE`), then libpq's defaults (a local socket in
/// `/var/run/postgresql`, port 5432, the user's login name, a database named like the
/// user). A host starting with `/` is a socket folder, as in libpq; in a URL it is
/// given percent-encoded or as `?host=/path`. TLS follows libpq's `sslmode` and
/// `sslrootcert` (or `PGSSLMODE`, `PGSSLROOTCERT`); see ``TLSMode``.
public struct PostgresConnectionSettings: Sendable, Equatable {
    public var host: String
    public var port: Int
    public var user: String
    public var password: String?
    public var database: String
    /// Whether and how the connection is encrypted (ignored on a Unix socket, as libpq does).
    public var tls: TLSMode
    /// A PEM file of the certificate authorities to trust (`sslrootcert`); the system's
    /// when nil. Read for `verify-ca` and `verify-full` only.
    public var rootCertificate: String?
    /// How long each statement of the session waits for a table lock, in seconds
    /// (PostgreSQL's `lock_timeout`, sent when connecting); nil leaves the server's
    /// setting. The reading commands set it from `--lock-timeout`: a count of a table
    /// another session holds locked waited for as long as that session did.
    public var lockTimeout: Double?

    /// libpq's `sslmode` values, with libpq's meaning.
    public enum TLSMode: String, Sendable, Equatable, CaseIterable {
        /// Plain text.
        case disable
        /// TLS when the server offers it, else plain text; the certificate is not checked.
        case allow, prefer
        /// TLS or no connection; the certificate is not checked (it protects from
        /// eavesdropping, not from a server that pretends).
        case require
        /// TLS with a certificate signed by a trusted authority, whatever its name.
        case verifyCA = "verify-ca"
        /// TLS with a trusted certificate issued to the host connected to.
        case verifyFull = "verify-full"
    }

    public init(host: String, port: Int, user: String, password: String?, database: String,
                tls: TLSMode = .prefer, rootCertificate: String? = nil) {
        self.host = host
        self.port = port
        self.user = user
        self.password = password
        self.database = database
        self.tls = tls
        self.rootCertificate = rootCertificate
    }

    /// Whether `text` names a PostgreSQL database rather than a SQLite file.
    public static func isURL(_ text: String) -> Bool {
        text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
    }

    /// The settings `url` names, completed from `environment`.
    public init(url: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(PostgresDatabaseError) {
        guard Self.isURL(url), let components = URLComponents(string: url) else {
            throw .invalidURL(url)
        }
        let query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
        let path = components.percentEncodedPath.hasPrefix("/") ? String(components.percentEncodedPath.dropFirst()) : components.percentEncodedPath
        func nonEmpty(_ value: String?) -> String? { value.flatMap { $0.isEmpty ? nil : $0 } }
        let user = nonEmpty(components.user) ?? nonEmpty(query["user"]) ?? nonEmpty(environment["PGUSER"])
            ?? nonEmpty(environment["USER"]) ?? "postgres"
        var port = 5432
        if let given = components.port ?? nonEmpty(query["port"]).flatMap(Int.init) ?? nonEmpty(environment["PGPORT"]).flatMap(Int.init) {
            port = given
        } else if let text = nonEmpty(query["port"]) ?? nonEmpty(environment["PGPORT"]), Int(text) == nil {
            throw .invalidURL(url)
        }
        let mode = nonEmpty(query["sslmode"]) ?? nonEmpty(environment["PGSSLMODE"]) ?? TLSMode.prefer.rawValue
        guard let tls = TLSMode(rawValue: mode) else {
            throw .invalidTLSMode(mode)
        }
        self.init(
            host: nonEmpty(components.host?.removingPercentEncoding) ?? nonEmpty(query["host"]) ?? nonEmpty(environment["PGHOST"]) ?? "/var/run/postgresql",
            port: port,
            user: user,
            password: nonEmpty(components.password?.removingPercentEncoding) ?? nonEmpty(query["password"]) ?? environment["PGPASSWORD"],
            database: nonEmpty(path.removingPercentEncoding) ?? nonEmpty(query["dbname"]) ?? nonEmpty(environment["PGDATABASE"]) ?? user,
            tls: tls,
            rootCertificate: nonEmpty(query["sslrootcert"]) ?? nonEmpty(environment["PGSSLROOTCERT"]))
    }

    /// The URL without the password, for messages: `postgres://app@db:5432/shop`, or for
    /// a socket folder libpq's form, `postgres:///shop?host=/run/postgresql&user=app`, so
    /// that a command a message names can be run as it is written (a folder in the host
    /// name's place is no URL).
    public var displayName: String {
        guard host.hasPrefix("/") else { return "postgres://\(user)@\(host):\(port)/\(database)" }
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+")
        let folder = host.addingPercentEncoding(withAllowedCharacters: allowed) ?? host
        return "postgres:///\(database)?host=\(folder)&user=\(user)" + (port == 5432 ? "" : "&port=\(port)")
    }

    /// The path of the server's socket, when `host` is a socket folder.
    public var socketPath: String? {
        host.hasPrefix("/") ? "\(host)/.s.PGSQL.\(port)" : nil
    }
}
