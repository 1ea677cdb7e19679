import Foundation
import PostgresNIO

/// One connection to a PostgreSQL server, used synchronously, as the command-line tool
/// works: each call waits for its answer.
///
/// Values come back as text: callers cast what they select (`version::text`), which
/// keeps decoding out of the way and the rows printable.
public final class PostgresSession {
    public let settings: PostgresConnectionSettings
    private let connection: PostgresConnection
    /// PostgresNIO's logger, quiet: libraries never print, errors come back as values.
    private let logger: Logger = {
        var logger = Logger(label: "modelc.postgres")
        logger.logLevel = .critical
        return logger
    }()

    /// Connects and checks that the server is PostgreSQL 15 or later.
    public init(_ settings: PostgresConnectionSettings) throws(PostgresDatabaseError) {
        self.settings = settings
        var configuration: PostgresConnection.Configuration
        if let socket = settings.socketPath {
            configuration = .init(unixSocketPath: socket, username: settings.user, password: settings.password, database: settings.database)
        } else {
            configuration = .init(host: settings.host, port: settings.port, username: settings.user, password: settings.password,
                                  database: settings.database, tls: try Self.tls(settings))
        }
        if let seconds = settings.lockTimeout {
            configuration.options.additionalStartupParameters.append(("lock_timeout", "\(max(1, Int((seconds * 1000).rounded())))ms"))
        }
        do {
            connection = try PostgresConnection.connect(
                on: MultiThreadedEventLoopGroup.singleton.next(), configuration: configuration, id: 1, logger: logger
            ).wait()
        } catch {
            throw Self.connectionError(error, settings: settings)
        }
        let version = (try? rows("SHOW server_version_num").first?.first ?? nil).flatMap { $0.flatMap { Int($0) } } ?? 0
        if version < 150000 {
            let text = (try? rows("SHOW server_version").first?.first ?? nil) ?? nil
            close()
            throw .serverTooOld(database: settings.displayName, version: text ?? "\(version)")
        }
    }

    /// Closes the connection (the server then releases its session locks).
    public func close() {
        try? connection.close().wait()
    }

    /// Runs one statement and returns its rows, each value as text (nil for NULL);
    /// select text (`count(*)::text`), since other types do not decode as text.
    public func rows(_ sql: String) throws(PostgresDatabaseError) -> [[String?]] {
        let result = try run(sql)
        do {
            // Text arrives as its UTF-8 bytes in either format, read without a decoder.
            return try result.rows.map { row in
                try row.map { cell in
                    guard let bytes = cell.bytes else { return nil }
                    if cell.dataType == .text || cell.dataType == .varchar { return String(buffer: bytes) }
                    return try cell.decode(String?.self)
                }
            }
        } catch {
            throw .statementFailed(database: settings.displayName, version: nil, message: "a value did not read as text: \(error)")
        }
    }

    /// Runs each statement of `script` in order (see `PostgresScript`), ignoring rows.
    public func execute(_ script: String) throws(PostgresDatabaseError) {
        for statement in PostgresScript.statements(in: script) {
            _ = try run(statement)
        }
    }

    /// Runs `statements` in order inside the caller's open transaction, sent one after
    /// another without waiting for each answer (PostgresNIO queues them on the
    /// connection), ignoring rows; throws the first one's failure, in order.
    ///
    /// Waiting for each statement's answer before sending the next costs a wake-up of
    /// this thread and of the connection's for every statement, against a `CREATE INDEX`
    /// of about a millisecond on a small table: a 1,000-statement migration took 8%
    /// longer (1,248 against 1,147 ms, docs/performance.md). Once a statement
    /// fails in a transaction the server refuses the ones after it ("current transaction
    /// is aborted"), so nothing after a failure takes effect and the first failure is
    /// the one to report. Outside a transaction each statement would commit on its own,
    /// so the caller runs those with `execute(_:)`; a statement that ends or opens a
    /// transaction (`COMMIT`, `BEGIN`, …) does the same, so `statements` holding one
    /// run one at a time.
    ///
    /// A statement that fails is named in the message (`… (step 12: createView
    /// "Current Product List")`, or its first line when it has no step comment): the
    /// server's message says what went wrong, not in which of a migration's statements.
    public func executeInTransaction(_ statements: [String]) throws(PostgresDatabaseError) {
        guard statements.count > 1, !statements.contains(where: PostgresScript.controlsTransaction) else {
            for statement in statements {
                do {
                    _ = try run(statement)
                } catch {
                    throw Self.placed(error, in: statement)
                }
            }
            return
        }
        let futures = statements.map { connection.query(PostgresQuery(unsafeSQL: $0), logger: logger) }
        var failure: PostgresDatabaseError?
        for (future, statement) in zip(futures, statements) {
            do {
                _ = try future.wait()
            } catch {
                if failure == nil { failure = Self.placed(mapped(error), in: statement) }
            }
        }
        if let failure { throw failure }
    }

    /// `error` with the statement it met named, when it is a failed statement.
    private static func placed(_ error: PostgresDatabaseError, in statement: String) -> PostgresDatabaseError {
        guard case .statementFailed(let database, let version, let message) = error else { return error }
        return .statementFailed(database: database, version: version, message: message + " (\(PostgresScript.label(of: statement)))")
    }

    /// Loads rows into the columns `columns` of `table` (names as they are, unquoted) by
    /// `COPY … FROM STDIN` in its text format: `data` is the rows, each a line of
    /// tab-separated values in that format. Many times faster on the server than
    /// `INSERT`s of the same rows.
    public func copy(into table: String, columns: [String], data: [UInt8]) throws(PostgresDatabaseError) {
        let outcome = CopyOutcome()
        let semaphore = DispatchSemaphore(value: 0)
        let (connection, logger) = (self.connection, self.logger)
        // PostgresNIO encloses each name in double quotes as it is: one inside is doubled here.
        let (quotedTable, quotedColumns) = (Self.inQuotes(table), columns.map(Self.inQuotes))
        Task {
            do {
                try await connection.copyFrom(table: quotedTable, columns: quotedColumns, format: .text(.init()), logger: logger) { writer in
                    var start = 0
                    while start < data.count {
                        let end = min(start + (1 << 18), data.count)
                        try await writer.write(ByteBuffer(bytes: data[start..<end]))
                        start = end
                    }
                }
            } catch {
                outcome.error = error
            }
            semaphore.signal()
        }
        semaphore.wait()
        if let error = outcome.error {
            throw .statementFailed(database: settings.displayName, version: nil, message: Self.message(error))
        }
    }

    /// A name as it goes between double quotes.
    private static func inQuotes(_ name: String) -> String {
        name.replacingOccurrences(of: "\"", with: "\"\"")
    }

    /// What the `COPY`'s task met, read after it has signalled.
    private final class CopyOutcome: @unchecked Sendable {
        var error: (any Error)?
    }

    /// Runs one statement and returns how many rows it changed (`UPDATE 42`: 42), for
    /// a backfill batch that runs until it changes none.
    public func changes(_ sql: String) throws(PostgresDatabaseError) -> Int {
        try run(sql).metadata.rows ?? 0
    }

    private func run(_ sql: String) throws(PostgresDatabaseError) -> PostgresQueryResult {
        do {
            return try connection.query(PostgresQuery(unsafeSQL: sql), logger: logger).wait()
        } catch {
            throw mapped(error)
        }
    }

    /// What a statement's failure is as this session reports it.
    private func mapped(_ error: any Error) -> PostgresDatabaseError {
        if Self.sqlState(error) == "55P03" { return .lockTimedOut(database: settings.displayName) }
        if Self.sqlState(error) == "57014" { return .statementTimedOut(database: settings.displayName, version: nil, seconds: nil) }
        return .statementFailed(database: settings.displayName, version: nil, message: Self.message(error))
    }

    /// The server's SQLSTATE of a failed statement (`55P03` for a lock timeout), if any.
    static func sqlState(_ error: any Error) -> String? {
        (error as? PSQLError)?.serverInfo?[.sqlState]
    }

    /// The server's message with its detail (which names what a statement ran into:
    /// `rule _RETURN on view film_list depends on column "length"`), or the client's
    /// description of what failed.
    static func message(_ error: any Error) -> String {
        if let error = error as? PSQLError {
            if let message = error.serverInfo?[.message] {
                guard let detail = error.serverInfo?[.detail], !detail.isEmpty else { return message }
                return message + " (" + detail.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "\n", with: "; ") + ")"
            }
            if let underlying = error.underlying { return "\(underlying)" }
            return "\(error.code)"
        }
        return "\(error)"
    }

    /// PostgresNIO's TLS setting for libpq's `sslmode`: `allow` and `prefer` try TLS
    /// and fall back to plain text, `require` insists without checking the certificate,
    /// `verify-ca` checks it against the trusted authorities, `verify-full` also that it
    /// names the host.
    private static func tls(_ settings: PostgresConnectionSettings) throws(PostgresDatabaseError) -> PostgresConnection.Configuration.TLS {
        var configuration = TLSConfiguration.makeClientConfiguration()
        switch settings.tls {
        case .disable: return .disable
        case .allow, .prefer, .require: configuration.certificateVerification = .none
        case .verifyCA: configuration.certificateVerification = .noHostnameVerification
        case .verifyFull: configuration.certificateVerification = .fullVerification
        }
        if let file = settings.rootCertificate, settings.tls == .verifyCA || settings.tls == .verifyFull {
            configuration.trustRoots = .file(file)
        }
        do {
            let context = try NIOSSLContext(configuration: configuration)
            return settings.tls == .allow || settings.tls == .prefer ? .prefer(context) : .require(context)
        } catch {
            throw .tlsFailed(database: settings.displayName, reason: "\(error)")
        }
    }

    private static func connectionError(_ error: any Error, settings: PostgresConnectionSettings) -> PostgresDatabaseError {
        let name = settings.displayName
        switch sqlState(error) {
        case "28P01", "28000": return .authenticationFailed(database: name, reason: message(error))
        case "3D000": return .databaseNotFound(database: name)
        default: break
        }
        if let error = error as? PSQLError, error.code == .authMechanismRequiresPassword {
            return .authenticationFailed(database: name, reason: "the server asks for a password and none was given")
        }
        if let error = error as? PSQLError {
            if error.code == .sslUnsupported {
                return .tlsFailed(database: name, reason: "the server does not offer TLS")
            }
            if let underlying = error.underlying, underlying is NIOSSLError || underlying is BoringSSLError {
                return .tlsFailed(database: name, reason: "\(underlying)")
            }
        }
        return .unreachable(database: name, reason: unreachableReason(message(error)))
    }

    /// Why no server answered, in words, from NIO's text of the connection attempts
    /// (`Connection errors: SingleConnectionFailure(target: …, error: connect(…): Connection
    /// refused (errno: 111))`); the text itself when it says nothing known.
    static func unreachableReason(_ text: String) -> String {
        let known = [
            ("Connection refused", "the connection was refused: no server listens there"),
            ("No such file or directory", "there is no server socket at that path"),
            ("Name or service not known", "the host name is not known"), ("nodename nor servname", "the host name is not known"),
            ("Network is unreachable", "the network is unreachable"), ("timed out", "the connection timed out"), ("Timeout", "the connection timed out"),
        ]
        return known.first { text.contains($0.0) }?.1 ?? text
    }
}
