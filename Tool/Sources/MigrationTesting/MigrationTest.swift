import Foundation
import GRDB
import Migration
import ModelKit
import SQLiteDriver
import SchemaCore

/// `modelc migrate test`: every path a user can be on, migrated to the newest model
/// version on production-shaped data, before a release.
///
/// For each model version that a migration leads to (or those in `fromVersions`), a
/// new database is brought to that version through the real migration files, filled
/// by `TestDataGenerator`, copied aside, and migrated to the newest version by the same
/// `migrate` a deploy runs (its preflight checks, approvals, verification and rollback
/// included). The result is then held against the copy and the model
/// (`MigrationTest+Checks`): rows the plans do not drop are all there, values they keep
/// read back equal, the database is intact and matches the newest model, and every
/// value is one the newest records can read. A sample database (`sample`) takes the
/// place of the generated data: it is copied first and never written.
public struct MigrationTest: Sendable {
    public struct Options: Sendable {
        public var rowsPerTable: Int
        public var seed: UInt64
        /// The starting versions to test; nil tests every version a migration leads to.
        public var fromVersions: [Int]?
        /// A copy of a real database to migrate instead of generated data.
        public var sample: String?
        /// As `migrate --allow-destructive`: run destructive steps the files do not approve.
        public var allowDestructive: Bool
        /// Where to keep each path's databases (before and after) instead of deleting them.
        public var keepDirectory: String?
        /// After the way up, go down to the starting version by the down migrations,
        /// check the schema and every row are as before, and go up again.
        public var reversible: Bool
        /// How many paths run at once (each in its own files): by default one per processor.
        public var jobs: Int
        /// A server to run the paths on, in databases the run makes and drops there
        /// (`migrate test --db <server URL>`); nil runs them in SQLite files.
        public var server: (any ScratchDatabaseServer)?
        /// Seconds to wait while another connection holds a lock on the sample.
        public var lockTimeout: Double

        public init(
            rowsPerTable: Int = 100, seed: UInt64 = 1, fromVersions: [Int]? = nil, sample: String? = nil,
            allowDestructive: Bool = false, keepDirectory: String? = nil, reversible: Bool = false,
            jobs: Int = ProcessInfo.processInfo.activeProcessorCount, server: (any ScratchDatabaseServer)? = nil,
            lockTimeout: Double = MigrationLock.defaultReadTimeout
        ) {
            self.server = server
            self.lockTimeout = lockTimeout
            self.reversible = reversible
            self.jobs = max(1, jobs)
            self.rowsPerTable = rowsPerTable
            self.seed = seed
            self.fromVersions = fromVersions
            self.sample = sample
            self.allowDestructive = allowDestructive
            self.keepDirectory = keepDirectory
        }
    }

    /// Told as each path starts, for progress on long runs.
    public typealias Progress = @Sendable (_ path: Int, _ of: Int, _ description: String) -> Void

    public let target: MigrationTarget
    public let versions: ModelVersions
    public var options: Options
    public var progress: Progress?
    /// Told each path as it is finished (as the report will hold it), so its result can
    /// be shown before the run ends.
    public var finished: (@Sendable (MigrationTestReport.Path) -> Void)?

    /// - Throws: `MigrationTestError` when the model has no versions, a starting version
    ///   is unknown or has no migration, or the sample cannot be read.
    public init(target: MigrationTarget, options: Options = Options()) throws {
        SQLiteDialectDriver.register()
        guard let versions = target.versions, versions.current != nil else { throw MigrationTestError.noModel(target.directory.path) }
        guard options.rowsPerTable >= 0 else { throw MigrationTestError.invalidOption("--rows must be 0 or more, not \(options.rowsPerTable)") }
        if let server = options.server {
            guard target.dialect == server.dialect else {
                throw MigrationTestError.invalidOption("the migrations are \(target.dialect.displayName)'s, and \(server.displayName) is a \(server.dialect.displayName) server")
            }
        }
        if options.server == nil {
            // The paths run in SQLite files: a model in another engine's words has none.
            for model in versions.versions { try SQLiteDialectDriver.requireSQLiteSQL(model) }
        }
        self.target = target
        self.versions = versions
        self.options = options
    }

    /// The schema of `model` for the SQLite files a path's rows are generated in and read
    /// back into. A model whose SQL is another engine's (`dialect: postgres`) keeps its
    /// tables, columns, keys and plain indexes there, without that SQL (CHECKs, defaults,
    /// declared types, conditions, views), which SQLite does not read: the server holds
    /// and enforces it.
    ///
    /// `forGenerating` keeps the declared types and CHECKs, for the generator to fit the
    /// values to them (the file itself is made without): reading none, it wrote plain
    /// text into `text[]` and numbers too long for `numeric(10,5)`, so the path failed
    /// before a migration ran (hexpm, danbooru, sanbase, lago), where the same model
    /// without `dialect:` passed. (The CHECKs are read for the forms `CheckHints` knows;
    /// the server judges them all when the rows are loaded.)
    static func stagingSchema(of model: Model, forGenerating: Bool = false) -> Schema {
        var schema = SQLiteSchemaCompiler.compile(model)
        guard !model.carriesSQLiteSQL else { return schema }
        schema.views = []
        schema.triggers = []
        for index in schema.tables.indices {
            schema.tables[index].isStrict = false
            if !forGenerating { schema.tables[index].checks = [] }
            let names = Set(schema.tables[index].columns.map(\.name))
            schema.tables[index].indexes.removeAll { $0.condition != nil || !$0.columns.allSatisfy(names.contains) }
            for column in schema.tables[index].columns.indices {
                if !forGenerating {
                    schema.tables[index].columns[column].declaredType = nil
                    schema.tables[index].columns[column].checks = []
                }
                schema.tables[index].columns[column].defaultSQL = nil
                schema.tables[index].columns[column].collation = nil
            }
        }
        return schema
    }

    /// The migration files, and the versions the paths start from (one path for a
    /// sample, whose start its history gives).
    ///
    /// - Throws: `no-migrations`; `no-migration` when the newest version has none yet;
    ///   `unknown-version` for a `--from` version no migration leads to.
    public func plan() throws -> (files: [MigrationFile], starts: [Int]) {
        let newest = versions.current!.version
        let files = try target.reporting { try target.directory.files() }
        guard !files.isEmpty else { return try target.reporting { throw MigrationError.noMigrations(directory: target.directory.path) } }
        let reached = Set(files.modelVersions)
        guard reached.contains(newest) else { throw MigrationTestError.missingMigration(version: newest, model: versions.folder, dialect: target.dialect) }
        guard options.sample == nil else { return (files, []) }
        if let chosen = options.fromVersions {
            for version in chosen where !reached.contains(version) || versions.version(version) == nil || version >= newest {
                throw MigrationTestError.unknownStart(version: version, known: reached.filter { $0 < newest }.sorted())
            }
            return (files, Array(Set(chosen)).sorted())
        }
        return (files, reached.filter { $0 < newest && versions.version($0) != nil }.sorted())
    }

    /// How many paths `run()` reports.
    public func pathCount() throws -> Int {
        options.sample != nil ? 1 : try plan().starts.count
    }

    /// Runs every path and reports each; a failing path does not stop the others.
    public func run() throws -> MigrationTestReport {
        let newest = versions.current!.version
        let (files, starts) = try plan()
        var report = MigrationTestReport(model: versions.name, newestVersion: newest, rowsPerTable: options.rowsPerTable, seed: options.seed)
        let work = try WorkFolder(keeping: options.keepDirectory)
        defer { work.finish() }
        if let sample = options.sample {
            progress?(1, 1, "sample \(sample)")
            report.paths.append(try runSample(sample, planned: plannedVersions(of: files), newest: newest, work: work))
            finished?(report.paths[0])
            return report
        }
        // One database climbs the versions through the real files, and each path starts
        // from a copy of it: every file runs once, not once per path that passes it.
        let ladder = try Ladder(server: options.server, work: work, labels: starts.map { "from-\($0)" })
        var copies: [PathDatabase?] = []
        defer { ladder.finish(copies: copies.compactMap { $0 }) }
        var setupFailure: String?
        var setups: [String?] = []
        for start in starts {
            var copy: PathDatabase?
            if setupFailure == nil {
                do {
                    _ = try ladder.database.migrate(target, options: MigrateOptions(targetVersion: start))
                    copy = try ladder.copy(as: "from-\(start)")
                } catch {
                    setupFailure = "could not bring a new database to version \(start) through the migration files: \(Self.sentence(error))"
                }
            }
            copies.append(copy)
            setups.append(setupFailure)
        }
        let startingDatabases = copies
        // The paths are independent (each its own files), so they run side by side, one
        // per processor; they are reported in order as each one and those before it end.
        let setupFailures = setups
        let planned = plannedVersions(of: files)
        let results = PathResults(count: starts.count, finished: finished)
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: max(1, min(options.jobs, starts.count))) { _ in
            while let index = next.take(below: starts.count) {
                let start = starts[index]
                progress?(index + 1, starts.count, "version \(start)")
                var path: MigrationTestReport.Path
                // A path has a starting database exactly when its setup did not fail.
                if let failure = setupFailures[index] {
                    path = MigrationTestReport.Path(from: start, to: newest, data: "generated")
                    path.failures.append(.init(kind: .setup, message: failure))
                } else {
                    path = runGenerated(from: start, database: startingDatabases[index]!, newest: newest, planned: planned, work: work)
                }
                results.store(path, at: index)
            }
        }
        report.paths = results.paths
        return report
    }

    /// The next path to run, handed to one worker each.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func take(below limit: Int) -> Int? {
            lock.withLock {
                guard value < limit else { return nil }
                defer { value += 1 }
                return value
            }
        }
    }

    /// Paths as they end, handed on in order: a path is reported once it and every path
    /// before it have ended.
    private final class PathResults: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [MigrationTestReport.Path?]
        private var reported = 0
        /// The finding about one version, by its key, → the path that reported it first.
        private var reportedRenames: [String: Int] = [:]
        private let finished: (@Sendable (MigrationTestReport.Path) -> Void)?

        init(count: Int, finished: (@Sendable (MigrationTestReport.Path) -> Void)?) {
            stored = Array(repeating: nil, count: count)
            self.finished = finished
        }

        var paths: [MigrationTestReport.Path] { lock.withLock { stored.compactMap { $0 } } }

        /// The one line a finding told in full on the path from `first` gets on a later path.
        static func repeated(_ failure: MigrationTestReport.Failure, reportedFrom first: Int) -> String {
            let migration = failure.version.map { "version \($0)'s migration" } ?? "the same migration"
            let lost = failure.kind == .linksLost ? "links" : "values"
            return "\(migration) loses \(failure.count.map { "\($0) rows' " } ?? "")\(lost) on this path too, as told on the path from version \(first)"
        }

        func store(_ path: MigrationTestReport.Path, at index: Int) {
            lock.withLock {
                stored[index] = path
                while reported < stored.count, var next = stored[reported] {
                    // A rename made as drop and add is a fact about one version, which every
                    // later path crossing it finds again: it is told in full on the first
                    // path whose rows held values in the dropped column, and the later ones
                    // fail with it too (their verdict must not depend on which paths ran),
                    // naming it in one line.
                    for index in next.failures.indices {
                        let failure = next.failures[index]
                        guard failure.kind == .droppedAsRename || failure.kind == .linksLost else { continue }
                        let key = "\(failure.version ?? 0)|\(failure.table ?? "")|\(failure.column ?? "")"
                        if let first = reportedRenames[key] {
                            next.failures[index].message = Self.repeated(failure, reportedFrom: first)
                        } else {
                            reportedRenames[key] = next.from
                        }
                    }
                    stored[reported] = next
                    finished?(next)
                    reported += 1
                }
            }
        }
    }

    /// A consistent copy of the database at `source` (`VACUUM INTO`), without writing it.
    ///
    /// `VACUUM INTO` itself, not `Database.copy(into:)`, which copies a file naming an
    /// app's collation page by page: a path counts, compares and migrates rows under
    /// those collations, so such a sample is refused here, naming the collation
    /// (`sentence(_:)`), rather than by whichever query first meets it.
    static func copy(_ source: String, to destination: String, lockTimeout: Double = MigrationLock.defaultReadTimeout) throws {
        try DatabaseFile.readWithoutTransaction(source, busyTimeout: lockTimeout) { db in try db.execute(sql: "VACUUM INTO ?", arguments: [destination]) }
    }

    /// One path from `start`: `database`, a new database at that version, filled, then migrated.
    ///
    /// A server's database is filled from a SQLite file of the version's schema, filled
    /// as a file path's is; the rows from before are then read back from the server.
    private func runGenerated(from start: Int, database: PathDatabase, newest: Int, planned: [PathExpectation.PlannedVersion], work: WorkFolder) -> MigrationTestReport.Path {
        let clock = ContinuousClock.now
        var path = MigrationTestReport.Path(from: start, to: newest, data: "generated")
        let before = work.path("from-\(start).before.sqlite")
        do {
            let model = versions.version(start)!
            let schema = Self.stagingSchema(of: model)
            let generator = TestDataGenerator(rowsPerTable: options.rowsPerTable, seed: options.seed, exclusiveColumns: exclusiveColumns(from: start))
            switch database {
            case .file(let file):
                let queue = try DatabaseQueue(path: file)
                let fill = try queue.writeWithoutTransaction { db in
                    let fill = try generator.fill(db, model: model, schema: schema)
                    try db.copy(into: before)
                    return fill
                }
                try queue.close()
                path.rows = fill.rows
                path.notes = fill.notes
            case .server(let server, let name):
                let generated = work.path("from-\(start).generated.sqlite")
                let queue = try DatabaseQueue(path: generated)
                let fill = try queue.writeWithoutTransaction { db in
                    try db.execute(sql: SQLiteDialect().render(schema))
                    return try generator.fill(db, model: model, schema: Self.stagingSchema(of: model, forGenerating: true))
                }
                try queue.close()
                let skipped = try server.load(name, rowsFrom: generated, skippingRowsItsChecksRefuse: !model.carriesSQLiteSQL)
                _ = try database.rows(readingInto: before, storedAs: schema)
                path.rows = try Self.rowCounts(databaseAt: before)
                path.notes = fill.notes + skipped
            }
        } catch {
            path.failures.append(.init(kind: .setup, message: "could not fill a database at version \(start): \(Self.sentence(error))"))
            path.durationMilliseconds = clock.millisecondsSince
            return path
        }
        migrateAndCheck(&path, database: database, before: before, from: start, newest: newest, planned: planned, work: work, label: "from-\(start)")
        // The generated values are ones version `start`'s records read; a value they do not
        // read is the column's SQL default, which some rows are left to (an adopted
        // `boolean DEFAULT 't'` whose rows hold 0 and 1, Plex's): the schema's, not a
        // migration's doing.
        excuse(unreadableIn: before, by: versions.version(start)!, in: &path, start: start, planned: planned,
               cause: ", written by the column's SQL default, which some generated rows are left to")
        if work.isKept { (path.kept, path.keptBefore) = database.kept(as: "from-\(start)", in: work) }
        path.durationMilliseconds = clock.millisecondsSince
        return path
    }

    /// The path of a sample database: copied (never written), its version read from
    /// its history, then migrated and checked as a generated one. On a server the sample
    /// is a database of it, copied beside it as `<name>_sample` (dropped at the end).
    private func runSample(_ sample: String, planned: [PathExpectation.PlannedVersion], newest: Int, work: WorkFolder) throws -> MigrationTestReport.Path {
        let clock = ContinuousClock.now
        let before = work.path("sample.before.sqlite")
        let database: PathDatabase
        if let server = options.server {
            // On a server the sample is one of its databases; a file given there (a SQLite
            // copy) was looked for as a template database, and the error said so.
            if !sample.contains("://"), sample.contains("/") || FileManager.default.fileExists(atPath: sample) {
                throw MigrationTestError.sampleUnreadable(
                    path: sample, reason: "with --db the sample is a database on that server (its name, or a postgres:// URL), and this is a file: to test a SQLite copy, leave out --db")
            }
            let copy = try server.name(suffix: "sample")
            try server.checkReplaceable([copy])
            do {
                try server.copy(try server.database(named: sample), to: copy)
            } catch {
                throw MigrationTestError.sampleUnreadable(path: sample, reason: Self.sentence(error))
            }
            database = .server(server, name: copy)
        } else {
            guard FileManager.default.fileExists(atPath: sample) else { throw MigrationTestError.sampleUnreadable(path: sample, reason: "no such file") }
            database = .file(work.path("sample.sqlite"))
            do {
                try Self.copy(sample, to: work.path("sample.sqlite"), lockTimeout: options.lockTimeout)
                try Self.copy(sample, to: before, lockTimeout: options.lockTimeout)
            } catch let error as IntrospectionError where Self.isAboutTheFile(error) {
                // Locked (exit 3), damaged or not a database (exit 4): said as every
                // command that opens a database says it, not as a bad argument.
                throw error
            } catch {
                throw MigrationTestError.sampleUnreadable(path: sample, reason: Self.sentence(error))
            }
        }
        defer { if !work.isKept, case .server(let server, let name) = database { try? server.drop(name) } }
        let status = try database.status(of: target)
        guard let start = status.databaseModelVersion else {
            throw MigrationTestError.sampleUnreadable(
                path: sample,
                reason: "it has no modelc history to tell its version; record the version it is at on a copy first: "
                    + "`modelc migrate baseline --db <copy> --model \(target.modelPath ?? "models/<Name>") --version N`, then give the copy")
        }
        guard let startModel = versions.version(start) else {
            throw MigrationTestError.sampleUnreadable(path: sample, reason: "it is at version \(start) of the model, whose file is not in \(versions.folder)")
        }
        if case .server = database { _ = try database.rows(readingInto: before, storedAs: Self.stagingSchema(of: startModel)) }
        var path = MigrationTestReport.Path(from: start, to: newest, data: sample)
        path.rows = try Self.rowCounts(databaseAt: before)
        // The rows that break a foreign key already (a copy of a database that ran with
        // foreign keys off) are the sample's, not a migration's: only more of them fail
        // the path.
        let violationsAtStart = (try? Self.foreignKeyViolations(databaseAt: before)) ?? [:]
        if !violationsAtStart.isEmpty {
            let tables = violationsAtStart.keys.sorted().map { "\(Self.rows(violationsAtStart[$0]!)) of `\($0)`" }.joined(separator: ", ")
            path.notes.append("the sample already held rows that break a foreign key, before any migration (\(tables)), "
                + "so only more of them would be the migrations' doing")
        }
        migrateAndCheck(&path, database: database, before: before, from: start, newest: newest, planned: planned, work: work, label: "sample",
                        knownViolations: violationsAtStart)
        // What the sample's own version cannot read is the sample's, not a migration's.
        excuse(unreadableIn: before, by: startModel, in: &path, start: start, planned: planned, cause: "")
        if work.isKept { (path.kept, path.keptBefore) = database.kept(as: "sample", in: work) }
        path.durationMilliseconds = clock.millisecondsSince
        return path
    }

    /// `path` without its failures for values version `start`'s own records (`model`)
    /// could not read either in `before`, the database before any migration: each is said
    /// in a note instead (with `cause`, where the values came from), since the newest
    /// version refusing them is not the migrations' doing. `before` is read only when the
    /// path has such a failure. A column the path renames (or whose table it renames) is
    /// the same column under its first name (`planned`'s plans say which).
    private func excuse(
        unreadableIn before: String, by model: Model, in path: inout MigrationTestReport.Path, start: Int,
        planned: [PathExpectation.PlannedVersion], cause: String
    ) {
        guard path.failures.contains(where: { $0.kind == .unreadable }) else { return }
        let unreadableAtStart = (try? Self.unreadable(databaseAt: before, by: model)) ?? []
        let expectation = PathExpectation(schema: SQLiteSchemaCompiler.compile(model), versions: planned.filter { ($0.fromVersion ?? 0) >= start },
                                          writesFirst: writesFirst(from: start, planned: planned))
        path.failures.removeAll { failure in
            guard failure.kind == .unreadable, let table = failure.table, let column = failure.column else { return false }
            let first = expectation.firstNames(ofColumn: column, in: table) ?? (table, column)
            guard let earlier = unreadableAtStart.first(where: { $0.table == first.table && $0.column == first.column }) else { return false }
            path.notes.append("`\(table).\(column)` already held values version \(start)'s records cannot read, before any migration "
                + "(\(earlier.message))\(cause), so the newest version's refusing them is not the migrations' doing")
            return true
        }
    }

    /// The rows of the database file at `path` that break a foreign key, by child table.
    static func foreignKeyViolations(databaseAt path: String) throws -> [String: Int] {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            try Verification.foreignKeyCheckRows(db).reduce(into: [String: Int]()) { counts, row in counts[row["table"] ?? "?", default: 0] += 1 }
        }
    }

    /// The values of the database file at `path` that `model`'s records cannot read.
    static func unreadable(databaseAt path: String, by model: Model) throws -> [MigrationTestReport.Failure] {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in try Checks.readability(db, by: model) }
    }

    /// The real `migrate` to the newest version, then the checks against `before` (a
    /// server's rows read back into files named after `label`).
    private func migrateAndCheck(
        _ path: inout MigrationTestReport.Path, database: PathDatabase, before: String, from start: Int, newest: Int, planned: [PathExpectation.PlannedVersion],
        work: WorkFolder, label: String, knownViolations: [String: Int] = [:]
    ) {
        let migrateClock = ContinuousClock.now
        do {
            let report = try database.migrate(target, options: MigrateOptions(allowDestructive: options.allowDestructive))
            path.applied = report.applied.map(\.name)
        } catch let error as MigrationRunError {
            path.applied = error.applied.map(\.name)
            path.failures.append(Self.failure(of: error.error, report: error.report))
            path.migrateMilliseconds = migrateClock.millisecondsSince
            // The data a refused rename would lose is still in the copy: say so too.
            path.failures += (try? checks(database: database.rows(readingInto: work.path("\(label).refused.sqlite")), before: before, from: start, planned: planned)
                .renamesOnly()) ?? []
            return
        } catch {
            path.failures.append(.init(kind: .failed, message: Self.sentence(error)))
            return
        }
        path.migrateMilliseconds = migrateClock.millisecondsSince
        do {
            let differences = try database.differences(from: versions.current!)
            path.failures += try checks(database: database.rows(readingInto: work.path("\(label).after.sqlite"), storedAs: Self.stagingSchema(of: versions.current!)),
                                        before: before, from: start, planned: planned, knownViolations: knownViolations)
                .run(differences: differences)
        } catch {
            path.failures.append(.init(kind: .failed, message: "could not check the migrated database: \(Self.sentence(error))"))
        }
        if options.reversible { path.failures += reversibility(database: database, before: before, from: start, work: work, label: label) }
    }

    /// `--reversible`: down to `start` by the down migrations (destructive steps allowed:
    /// what a down migration drops is what the way up added), the schema and every row
    /// compared with the copy from before, then up again.
    private func reversibility(database: PathDatabase, before: String, from start: Int, work: WorkFolder, label: String) -> [MigrationTestReport.Failure] {
        do {
            _ = try database.migrate(target, options: MigrateOptions(allowDestructive: true, targetVersion: start, goesDown: true))
        } catch let error as MigrationRunError {
            return [.init(kind: .notReversible, message: "the way down to version \(start) failed: \(error.report.message)")]
        } catch {
            return [.init(kind: .notReversible, message: "the way down to version \(start) failed: \(Self.sentence(error))")]
        }
        var failures: [MigrationTestReport.Failure] = []
        do {
            let differences = try database.differences(from: versions.version(start)!)
            if !differences.isEmpty {
                failures.append(.init(kind: .notReversible, count: differences.count, message: "after the way down the schema is not version \(start)'s: "
                    + differences.prefix(3).map(\.description).joined(separator: "; ")))
            }
            failures += try Restoration(database: database.rows(readingInto: work.path("\(label).down.sqlite"), storedAs: Self.stagingSchema(of: versions.version(start)!)),
                                        before: before).differences()
        } catch {
            failures.append(.init(kind: .notReversible, message: "could not compare the database after the way down: \(Self.sentence(error))"))
        }
        do {
            _ = try database.migrate(target, options: MigrateOptions(allowDestructive: options.allowDestructive))
        } catch let error as MigrationRunError {
            failures.append(.init(kind: .notReversible, message: "the way up again failed: \(error.report.message)"))
        } catch {
            failures.append(.init(kind: .notReversible, message: "the way up again failed: \(Self.sentence(error))"))
        }
        return failures
    }

    /// The model's plan of every planned migration file, made once for all the paths
    /// (each path takes those of the versions after its start, `checks`).
    private func plannedVersions(of files: [MigrationFile]) -> [PathExpectation.PlannedVersion] {
        files.enumerated().compactMap { position, file in
            guard let to = file.header.toVersion, let new = versions.version(to) else { return nil }
            let old = file.header.fromVersion.flatMap(versions.version)
            // Its data section, then the files without a version up to the next planned one.
            let following = files[(position + 1)...].prefix { $0.header.toVersion == nil }
            return PathExpectation.PlannedVersion(
                plan: MigrationDraft.plan(from: old, to: new), old: old, new: new, isApproved: file.header.isDestructiveApproved,
                fromVersion: file.header.fromVersion, sectionWrites: DataWrite.all(in: file), followingWrites: following.flatMap(DataWrite.all(in:)))
        }
    }

    /// What the files without a version that belong to version `start` set, from the
    /// plans already read (`planned`, every file's): a path from `start` meets them first
    /// (a sample taken before they were written), or the database it starts from already
    /// ran them.
    private func writesFirst(from start: Int, planned: [PathExpectation.PlannedVersion]) -> [DataWrite] {
        planned.first { ($0.plan.toVersion ?? $0.new.version) == start }?.followingWrites ?? []
    }

    /// The checks of a path from `start`, against the plans of the files it applies.
    private func checks(
        database: String, before: String, from start: Int, planned: [PathExpectation.PlannedVersion], knownViolations: [String: Int] = [:]
    ) -> Checks {
        let applied = planned.filter { ($0.fromVersion ?? 0) >= start }
        let expectation = PathExpectation(schema: SQLiteSchemaCompiler.compile(versions.version(start)!), versions: applied, writesFirst: writesFirst(from: start, planned: planned))
        var checks = Checks(database: database, before: before, newest: versions.current!, expectation: expectation)
        checks.knownViolations = knownViolations
        return checks
    }

    /// The columns of `start`'s tables that a later version merges (`mergedFrom` on an
    /// attribute or a to-one), by table, as groups the generated rows fill one at a time.
    func exclusiveColumns(from start: Int) -> [String: [[String]]] {
        var groups: [String: [[String]]] = [:]
        for (index, model) in versions.versions.enumerated() where model.version > start && index > 0 {
            let previous = versions.versions[index - 1]
            for entity in model.entities {
                guard let old = previous.entity(named: entity.renamedFrom ?? entity.name) else { continue }
                for attribute in entity.attributes where !attribute.mergedFrom.isEmpty {
                    let own = old.attribute(named: attribute.renamedFrom ?? attribute.name).map { [$0.column] } ?? []
                    let merged = attribute.mergedFrom.compactMap { old.attribute(named: $0)?.column }
                    if own.count + merged.count > 1 { groups[old.table, default: []].append(own + merged) }
                }
                for relationship in entity.relationships where !relationship.mergedFrom.isEmpty {
                    let own = old.relationship(named: relationship.renamedFrom ?? relationship.name).map { [$0.column] } ?? []
                    let merged = relationship.mergedFrom.compactMap { old.relationship(named: $0)?.column }
                    if own.count + merged.count > 1 { groups[old.table, default: []].append(own + merged) }
                }
            }
        }
        return groups
    }

    /// A refused or failed `migrate` as a failure, naming the table and column the
    /// failing check is about when it says.
    static func failure(of error: MigrationError, report: ErrorReport) -> MigrationTestReport.Failure {
        switch error {
        case .preflightFailed(_, let message, let count, let samples, _, _):
            let (table, column) = Self.subject(of: message)
            return .init(kind: .refused, table: table, column: column, key: key(ofSample: samples.first, column: column), count: count, message: report.message)
        case .destructiveNotApproved, .destructivePlanNotApproved:
            // What to do is the same as for `migrate`: `--allow-destructive` (which `migrate
            // test` takes too), or the file approved after review.
            return .init(kind: .refused, message: report.message + (report.hint.map { "; " + $0 } ?? ""))
        case .checksumMismatch, .historyOfAnotherFile, .irreversible, .sumMismatch, .staleMigration, .appliedFileMissing,
             .unmodelledObjectsWouldBeDropped, .dependentsWouldBeDropped, .lockTimeout, .backupExists, .backupFolderUnwritable, .noMigrations, .noMigration, .unknownVersion, .unknownMigration,
             .resolutionRefused, .invalidFile, .invalidHeaderLine, .baselineMismatch, .baselineOverHistory, .declarativeOverHistory:
            return .init(kind: .refused, message: report.message)
        case .verificationFailed, .verificationFailedOnChangedSchema:
            return .init(kind: .drift, message: report.message)
        case .foreignKeyViolations(_, let count, _), .foreignKeyViolationsBefore(_, let count, _, _):
            return .init(kind: .integrity, count: count, message: report.message)
        case .integrityCheckFailed:
            return .init(kind: .integrity, message: report.message)
        case .sqlFailed, .sqlFailedOnChangedSchema, .io, .introspection, .schemaChangedWhilePlanning:
            return .init(kind: .failed, message: report.message)
        }
    }

    /// The first two double-quoted names of a preflight check's message (`rows of
    /// "order" whose "code" …`, `"order" must be empty: the new NOT NULL column "sku" …`),
    /// as table and column.
    static func subject(of message: String) -> (table: String?, column: String?) {
        let names = message.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        return (names.first, names.dropFirst().first)
    }

    /// A preflight sample's key: the sample (`"id" = 3, "code" = 'x'`) without the
    /// checked column's value.
    static func key(ofSample sample: String?, column: String?) -> String? {
        guard var sample else { return nil }
        // A duplicate's sample ends with how many rows share its values: a count, not a key.
        if let count = sample.firstMatch(of: /, "rows" = \d+$/) { sample = String(sample[..<count.range.lowerBound]) }
        guard let column, let range = sample.range(of: ", \"\(column)\" = ") else { return sample }
        return String(sample[..<range.lowerBound])
    }

    /// The rows of each ordinary table of the file at `path`: virtual tables and their
    /// shadow tables are left out, since counting a virtual table needs its module,
    /// which this process may not have (SpatiaLite's `VirtualSpatialIndex` stopped a
    /// `--sample` run with an internal error).
    static func rowCounts(databaseAt path: String) throws -> [String: Int] {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            var counts: [String: Int] = [:]
            for table in try String.fetchAll(db, sql: "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'")
            where !ReservedNames.isReservedTable(table) {
                counts[table] = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(StandardSQL.quote(table))") ?? 0
            }
            return counts
        }
    }

    /// `1 row`, `3 rows`.
    static func rows(_ count: Int) -> String {
        count == 1 ? "1 row" : "\(count) rows"
    }

    /// Whether `error` is about the file itself (locked, damaged, not a database), rather
    /// than something in it that keeps it from being a sample.
    static func isAboutTheFile(_ error: IntrospectionError) -> Bool {
        switch error {
        case .locked, .corrupt, .notADatabase, .cannotOpen, .isDirectory: true
        case .fileNotFound, .unreadableSchema, .readOnly, .unreadableTable, .notModelcHistory, .databaseError: false
        }
    }

    static func sentence(_ error: any Error) -> String {
        let message: String? = switch error {
        case let error as DatabaseError: error.message
        case IntrospectionError.databaseError(_, let reason): reason
        default: nil
        }
        if let message, message.hasPrefix("no such collation sequence: ") {
            // An app's own comparison (Anki's `unicase`, Plex's `NATURALSORT`): the copy
            // and the migrations order its indexes by it, which this process does not have.
            let name = message.dropFirst("no such collation sequence: ".count)
            return "it names the collation `\(name)`, which its app registers itself: modelc cannot copy or migrate the tables that use it without it"
        }
        return (error as? any ReportableError)?.report.message ?? "\(error)"
    }
}

extension ContinuousClock.Instant {
    var millisecondsSince: Int {
        let elapsed = ContinuousClock.now - self
        return Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
    }
}
