import Foundation

/// A throwaway PostgreSQL server for the tests: `initdb` in a temporary folder, started
/// with `pg_ctl` on a Unix socket in that folder (no TCP port, so nothing else on the
/// machine can reach it or collide with it), and stopped when the test process ends.
///
/// One cluster per test process, shared by every test (`PostgresCluster.shared()`);
/// each test takes its own database from `makeDatabase()`. The server binaries come
/// from `MODELC_POSTGRES_BIN`, else the newest `/usr/lib/postgresql/<N>/bin`
/// (Debian's `postgresql` package; `.ci/run` installs it). `initdb` refuses to run as
/// root, so when the tests run as root the cluster belongs to the `postgres` user and
/// its programs run through `runuser -u postgres --`.
public final class PostgresCluster: @unchecked Sendable {
    /// The folder holding the data directory, the socket and the server log.
    public let folder: URL
    /// The server's binaries (`initdb`, `pg_ctl`, `psql`).
    public let binaries: URL
    /// The socket folder: `PGHOST` for clients.
    public var socketFolder: URL { folder.appendingPathComponent("socket") }
    /// The port number in the socket's name (`.s.PGSQL.5432`); no TCP port is opened,
    /// except by the TLS cluster (`sharedTLS()`), which listens on this loopback port.
    public let port: Int
    /// The TLS cluster's certificate (PEM, issued to `localhost` and `127.0.0.1`), which
    /// is also its own authority; nil for the plain cluster.
    public let certificate: URL?
    /// The TLS cluster's role that may only log in over TLS (`hostssl`), from loopback.
    public let tlsUser = "modelc_tls"
    /// The superuser every test connects as (trust authentication on the socket).
    public let user = "postgres"
    /// A role that must log in with `password` (SCRAM-SHA-256, PostgreSQL's default
    /// method), for the tests of a refused login: every other role is trusted.
    public let passwordUser = "modelc_password"
    /// `passwordUser`'s password.
    public let password = "correct horse"
    private let runsAsPostgresUser: Bool
    private var dataFolder: URL { folder.appendingPathComponent("data") }
    private var databaseCount = 0
    private let lock = NSLock()

    /// Why the cluster could not start (kept, so every test reports the same cause) or a
    /// query failed.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    nonisolated(unsafe) private static var started: [Bool: Result<PostgresCluster, Failure>] = [:]
    private static let startLock = NSLock()

    /// The cluster of this test process, started by the first caller.
    public static func shared() throws -> PostgresCluster {
        try shared(tls: false)
    }

    /// A second cluster of this test process, for the TLS tests: it also listens on a
    /// free loopback TCP port with TLS on (a self-signed `certificate` made by
    /// `openssl`), and its `tlsUser` may only log in over TLS.
    public static func sharedTLS() throws -> PostgresCluster {
        try shared(tls: true)
    }

    private static func shared(tls: Bool) throws -> PostgresCluster {
        startLock.lock()
        defer { startLock.unlock() }
        if let result = started[tls] { return try result.get() }
        do {
            let cluster = try PostgresCluster(tls: tls)
            if started.isEmpty { atexit { PostgresCluster.stopShared() } }
            started[tls] = .success(cluster)
            return cluster
        } catch let failure as Failure {
            started[tls] = .failure(failure)
            throw failure
        } catch {
            let failure = Failure(description: "\(error)")
            started[tls] = .failure(failure)
            throw failure
        }
    }

    /// Stops the shared clusters that started, and removes their folders.
    public static func stopShared() {
        for case .success(let cluster) in started.values { cluster.stop() }
    }

    /// A free loopback TCP port, from the system.
    private static func freePort() throws -> Int {
        let probe = try LoopbackSocket()
        close(probe.descriptor)
        return probe.port
    }

    private init(tls: Bool) throws {
        guard let binaries = Self.findBinaries() else {
            throw Failure(description: "no PostgreSQL server binaries: install them (apt-get install postgresql) or set MODELC_POSTGRES_BIN to the folder holding initdb and pg_ctl")
        }
        self.binaries = binaries
        runsAsPostgresUser = geteuid() == 0
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("modelc-postgres-\(UUID().uuidString)")
        port = tls ? try Self.freePort() : 5432
        var listen = "-c listen_addresses=''"
        if tls {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let certificate = folder.appendingPathComponent("server.crt")
            let key = folder.appendingPathComponent("server.key")
            try Self.check(RunningProcess.run(URL(fileURLWithPath: "/usr/bin/openssl"), [
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=localhost",
                "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1", "-keyout", key.path, "-out", certificate.path,
            ]), "openssl req")
            // The server refuses a key that others may read.
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: key.path)
            self.certificate = certificate
            listen = "-c listen_addresses=127.0.0.1 -c ssl=on -c ssl_cert_file=\(certificate.path) -c ssl_key_file=\(key.path)"
        } else {
            certificate = nil
        }
        try FileManager.default.createDirectory(at: socketFolder, withIntermediateDirectories: true)
        if runsAsPostgresUser {
            try Self.check(RunningProcess.run(URL(fileURLWithPath: "/bin/chown"), ["-R", "postgres:postgres", folder.path]), "chown")
        }
        try Self.check(runServerProgram("initdb", ["-D", dataFolder.path, "-U", user, "-A", "trust", "--no-sync", "-E", "UTF8", "--locale=C"]), "initdb")
        // The password role's line first: pg_hba.conf is read top down, first match wins.
        let hba = dataFolder.appendingPathComponent("pg_hba.conf")
        let rules = try String(contentsOf: hba, encoding: .utf8)
        let tlsRules = "hostssl all \(tlsUser) 127.0.0.1/32 trust\nhost all \(tlsUser) 127.0.0.1/32 reject\n"
        try ("local all \(passwordUser) scram-sha-256\n" + (tls ? tlsRules : "") + rules).write(to: hba, atomically: false, encoding: .utf8)
        let options = "\(listen) -k \(socketFolder.path) -p \(port) -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        try Self.check(runServerProgram("pg_ctl", ["-D", dataFolder.path, "-l", folder.appendingPathComponent("server.log").path, "-o", options, "-w", "start"]), "pg_ctl start")
        try startWatchdog()
        try Self.check(psql(database: "postgres", "CREATE ROLE \(passwordUser) LOGIN PASSWORD '\(password)'; CREATE ROLE \(tlsUser) LOGIN SUPERUSER"), "CREATE ROLE")
    }

    /// Stops the server (`pg_ctl stop -m fast`) and removes the folder.
    public func stop() {
        _ = try? runServerProgram("pg_ctl", ["-D", dataFolder.path, "-m", "fast", "-w", "stop"])
        try? FileManager.default.removeItem(at: folder)
    }

    /// A new empty database for one test; its name (`modelc_test_<n>`).
    public func makeDatabase() throws -> String {
        lock.lock()
        databaseCount += 1
        let name = "modelc_test_\(databaseCount)"
        lock.unlock()
        try Self.check(psql(database: "postgres", "CREATE DATABASE \(name)"), "CREATE DATABASE")
        return name
    }

    /// The environment that points libpq clients (and `modelc`) at this cluster.
    public var environment: [String: String] {
        ["PGHOST": socketFolder.path, "PGPORT": String(port), "PGUSER": user]
    }

    /// Runs `sql` with `psql` in `database`, stopping at the first error, quietly, with
    /// unaligned tuples-only output (`a|b` per row), so a query's output is its rows.
    public func psql(database: String, _ sql: String) throws -> ProcessOutcome {
        try RunningProcess.run(
            binaries.appendingPathComponent("psql"),
            ["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-d", database],
            environment: environment, input: sql)
    }

    /// Starts `psql` on `sql` without waiting (a session that holds a lock while a test
    /// looks at it from another).
    public func startPsql(database: String, _ sql: String) throws -> RunningProcess {
        try RunningProcess(
            binaries.appendingPathComponent("psql"),
            ["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-d", database],
            environment: environment, input: sql)
    }

    /// The rows `sql` returns, as `psql` prints them (`a|b`, one line per row);
    /// a failing query is thrown with its message.
    public func query(database: String, _ sql: String) throws -> String {
        let outcome = try psql(database: database, sql)
        try Self.check(outcome, "query")
        return outcome.stdout
    }

    /// Runs a server program (as the `postgres` user when the tests run as root) and
    /// waits for it, with its output in `<folder>/<name>.log`.
    ///
    /// Spawned with `posix_spawn` and reaped with `waitpid`, not with `Process`:
    /// `pg_ctl start` leaves the server running, and the server keeps the descriptors it
    /// inherited, one of which Foundation's `Process` on Linux watches to learn that its
    /// child ended, so `waitUntilExit()` would wait for the server to stop.
    private func runServerProgram(_ name: String, _ arguments: [String]) throws -> ProcessOutcome {
        let log = folder.appendingPathComponent("\(name).log").path
        let pid = try Self.spawn(serverCommand(name, arguments), log: log)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        let exited = status & 0x7f == 0
        return ProcessOutcome(status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), stdout: output, stderr: "")
    }

    /// The command line running the server program `name` (through `runuser` as root).
    private func serverCommand(_ name: String, _ arguments: [String]) -> [String] {
        let program = binaries.appendingPathComponent(name).path
        return runsAsPostgresUser ? ["/sbin/runuser", "-u", "postgres", "--", program] + arguments : [program] + arguments
    }

    /// Stops the server and removes the folder once this test process has ended, however
    /// it ends: a process that crashes or is killed runs no `atexit` handler, and its
    /// server would run on. A shell, started here and not waited for, looks for this
    /// process in `/proc` each second; after a normal exit it finds the server already
    /// stopped. A process that has ended but is not yet reaped (a zombie) counts as
    /// ended: the shell may hold a descriptor its parent reads to the end before reaping.
    private func startWatchdog() throws {
        #if os(Linux)
        let stop = serverCommand("pg_ctl", ["-D", dataFolder.path, "-m", "immediate", "-w", "stop"])
        func quoted(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let process = "/proc/\(getpid())"
        let script = "while [ -d \(process) ] && ! grep -q '^State:[[:space:]]*Z' \(process)/status 2>/dev/null; do sleep 1; done; "
            + "\(stop.map(quoted).joined(separator: " ")); rm -rf \(quoted(folder.path))"
        _ = try Self.spawn(["/bin/sh", "-c", script], log: "/dev/null")
        #endif
    }

    /// Starts `command` with no input and its output in the file `log`; its process id.
    private static func spawn(_ command: [String], log: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var arguments = command.map { strdup($0) }
        arguments.append(nil)
        defer { arguments.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, command[0], &actions, nil, arguments, environ)
        guard spawned == 0 else {
            throw Failure(description: "could not start \(command[0]): \(String(cString: strerror(spawned)))")
        }
        return pid
    }

    private static func check(_ outcome: ProcessOutcome, _ what: String) throws {
        guard outcome.status == 0 else {
            throw Failure(description: "\(what) failed with status \(outcome.status): \(outcome.stderr)\(outcome.stdout)")
        }
    }

    private static func findBinaries() -> URL? {
        if let configured = ProcessInfo.processInfo.environment["MODELC_POSTGRES_BIN"] {
            return URL(fileURLWithPath: configured)
        }
        let root = URL(fileURLWithPath: "/usr/lib/postgresql")
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return versions.compactMap(Int.init).sorted().reversed()
            .map { root.appendingPathComponent("\($0)/bin") }
            .first { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("pg_ctl").path) }
    }
}
