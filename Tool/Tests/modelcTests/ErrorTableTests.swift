import Foundation
import GRDB
import ModelcTestSupport
import XCTest

/// docs/cli.md's "Error cases by command" table, checked cell by cell against the real
/// `modelc`: each command, given each bad input, exits as the table says, prints the
/// row's `code` in the JSON error shape, and says the same words as every other command
/// in the row. A change of behaviour or of the table fails here until both agree.
final class ErrorTableTests: ModelcTestCase {
    /// One row of the table: the case, its code, and the expected exit code by command
    /// (nil for `—`, a command that takes no such input).
    struct Row {
        var name: String
        var code: String
        var cells: [String: Int32?]
    }

    /// The table between `<!-- error-table:begin -->` and `<!-- error-table:end -->`.
    static func documentedTable() throws -> (commands: [String], rows: [Row]) {
        let text = try String(contentsOf: Repository.root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        let begin = try XCTUnwrap(text.range(of: "<!-- error-table:begin -->"), "docs/cli.md has no `<!-- error-table:begin -->`")
        let end = try XCTUnwrap(text.range(of: "<!-- error-table:end -->"), "docs/cli.md has no `<!-- error-table:end -->`")
        let lines = text[begin.upperBound..<end.lowerBound].split(separator: "\n").map { line in
            line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let header = lines[0]
        let commands = Array(header.dropFirst(2))
        let rows = lines.dropFirst(2).map { cells in
            Row(name: cells[0], code: cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")),
                cells: Dictionary(uniqueKeysWithValues: zip(commands, cells.dropFirst(2).map { Int32($0) })))
        }
        return (commands, rows)
    }

    /// The arguments that run `command` against `model` and `database` (nil: unknown column).
    static func arguments(_ command: String, model: String, database: String) -> [String]? {
        switch command {
        case "validate": ["validate", model]
        case "compile": ["compile", model]
        case "diagram": ["diagram", model]
        case "generate": ["generate", model, "--output", "Generated"]
        case "check": ["check", model]
        case "migrate make": ["migrate", "make", model]
        case "migrate hash": ["migrate", "hash", model]
        case "diff --from-db": ["diff", "--from-db", database, model]
        case "inspect": ["inspect", "--db", database]
        case "inspect --model": ["inspect", "--db", database, "--model", model]
        case "migrate": ["migrate", "--db", database, model]
        case "migrate --model": ["migrate", "--db", database, "--model", model]
        case "migrate status": ["migrate", "status", "--db", database, model]
        case "migrate baseline": ["migrate", "baseline", "--db", database, "--model", model + "@1"]
        case "migrate resolve": ["migrate", "resolve", "--db", database, model, "--rolled-back", "2"]
        default: nil
        }
    }

    /// The commands that open a database, and the state their database is in before
    /// the row's case is applied: each exits 0 on it. (Declarative mode, `--model`, takes
    /// a database without a history: one that files brought to version 1 it refuses.)
    enum Start { case current, first, adoptable }
    static let databaseStart: [String: Start] = [
        "diff --from-db": .current, "inspect": .current, "inspect --model": .current, "migrate status": .current,
        "migrate": .first, "migrate --model": .adoptable, "migrate baseline": .adoptable, "migrate resolve": .current,
    ]

    /// A project with a two-version model, its migrations, an invalid model, and a
    /// database in each starting state.
    private struct Project {
        var root: URL
        var app: String { root.appendingPathComponent("models/App").path }
        var broken: String { root.appendingPathComponent("models/Broken").path }
        var missing: String { root.appendingPathComponent("models/Nope").path }
        func template(_ start: Start) -> String { root.appendingPathComponent("templates/\(start).sqlite").path }
    }

    private func makeProject() throws -> Project {
        let root = try makeTemporaryDirectory(self)
        let project = Project(root: root)
        let files = FileManager.default
        for folder in ["models/App", "models/Broken", "templates", "cells"] {
            try files.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let version1 = """
            model: App
            version: 1
            entities:
              Note:
                attributes:
                  id: int
                  title: { type: string, unique: true }

            """
        try version1.write(toFile: project.app + "/1.yaml", atomically: true, encoding: .utf8)
        try (version1.replacingOccurrences(of: "version: 1", with: "version: 2") + "      body: string?\n")
            .write(toFile: project.app + "/2.yaml", atomically: true, encoding: .utf8)
        try "model: Broken\nversion: 1\nentities:\n  A:\n    attributes:\n      id: { type: integr }\n"
            .write(toFile: project.broken + "/1.yaml", atomically: true, encoding: .utf8)
        for arguments in [
            ["migrate", "make", project.app],
            ["migrate", "--db", project.template(.current), project.app],
            ["migrate", "--db", project.template(.first), project.app + "@1"],
        ] {
            let outcome = try Modelc.run(arguments, in: root)
            XCTAssertEqual(outcome.status, 0, "\(arguments): \(outcome.stderr)")
        }
        let schema = try Modelc.run(["compile", project.app + "@1"], in: root).stdout
        try DatabaseQueue(path: project.template(.adoptable)).write { db in try db.execute(sql: schema) }
        return project
    }

    /// Puts the row's bad database at `path`, the copy of `template` it starts from;
    /// false when this machine cannot make it (a read-only file as root without chattr).
    private func prepare(_ row: Row, at path: String, from template: String) throws -> Bool {
        let files = FileManager.default
        switch row.code {
        case "database-not-found":
            return true
        case "database-is-directory":
            try files.createDirectory(atPath: path, withIntermediateDirectories: false)
            return true
        case "not-a-database":
            try String(repeating: "These are notes, not a database. ", count: 8).write(toFile: path, atomically: true, encoding: .utf8)
            return true
        default:
            break
        }
        try files.copyItem(atPath: template, toPath: path)
        switch row.code {
        case "database-corrupt":
            let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
            try handle.seek(toOffset: 100)
            try handle.write(contentsOf: Data(repeating: 0xFF, count: 12))
            try handle.close()
        case "database-schema-unreadable":
            // SQL of a newer SQLite than the one linked (3.44's `group_concat(… ORDER BY …)`,
            // Audiobookshelf's triggers), written past the parser as that SQLite would store it.
            let newer = "CREATE VIEW titles AS SELECT group_concat(title, ', ' ORDER BY title) AS titles FROM note"
            try DatabaseQueue(path: path).writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA writable_schema = ON")
                try db.execute(sql: "INSERT INTO sqlite_master (type, name, tbl_name, rootpage, sql) VALUES ('view', 'titles', 'titles', 0, ?)", arguments: [newer])
                try db.execute(sql: "PRAGMA writable_schema = OFF")
            }
        case "database-read-only":
            if getuid() == 0 {
                // Permissions do not stop root; the immutable attribute does.
                let outcome = try RunningProcess.run(URL(fileURLWithPath: "/usr/bin/chattr"), ["+i", path])
                guard outcome.status == 0 else { return false }
                addTeardownBlock { _ = try? RunningProcess.run(URL(fileURLWithPath: "/usr/bin/chattr"), ["-i", path]) }
            } else {
                try files.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
            }
        default:
            break
        }
        return true
    }

    /// A folder for one cell; for the unopenable case, one whose path is longer than
    /// the 512 bytes SQLite accepts for a database file.
    private func cellFolder(_ project: Project, row: Row, index: Int) throws -> URL {
        var folder = project.root.appendingPathComponent("cells/\(index)")
        if row.code == "database-unopenable" {
            for part in 0..<3 { folder.appendPathComponent("\(part)" + String(repeating: "x", count: 200)) }
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs `arguments` while this process holds the lock the row asks for on `path`.
    private func run(_ arguments: [String], in folder: URL, holding row: Row, on path: String) throws -> ProcessOutcome {
        let begin: String
        switch row.name {
        case "locked by another writer": begin = "BEGIN EXCLUSIVE"
        case "another connection is reading": begin = "BEGIN DEFERRED; SELECT count(*) FROM sqlite_master"
        default: return try Modelc.run(arguments, in: folder)
        }
        let queue = try DatabaseQueue(path: path)
        return try queue.writeWithoutTransaction { db in
            try db.execute(sql: begin)
            defer { try? db.execute(sql: "ROLLBACK") }
            return try Modelc.run(arguments, in: folder)
        }
    }

    func testPoint9EveryErrorCaseReadsTheSameInEveryCommandAsDocsCliMdSays() throws {
        let (commands, rows) = try Self.documentedTable()
        XCTAssertEqual(Set(commands).subtracting(commands.filter { Self.arguments($0, model: "", database: "") != nil }), [],
                       "every column of the table is a command this test can run")
        XCTAssertFalse(rows.isEmpty)
        let project = try makeProject()
        var index = 0
        for row in rows {
            var messages: [String: String] = [:]
            for command in commands {
                guard let expected = row.cells[command] ?? nil else { continue }
                index += 1
                let folder = try cellFolder(project, row: row, index: index)
                let database = "app.sqlite"
                let path = folder.appendingPathComponent(database).path
                let start = Self.databaseStart[command]
                if let start, row.code.hasPrefix("database") || row.code == "not-a-database" {
                    guard try prepare(row, at: path, from: project.template(start)) else { continue }
                } else if let start {
                    try FileManager.default.copyItem(atPath: project.template(start), toPath: path)
                }
                let model = switch row.name {
                case "model path does not exist": project.missing
                case "model has an error": project.broken
                default: project.app
                }
                var arguments = try XCTUnwrap(Self.arguments(command, model: model, database: database)) + ["--format", "json"]
                if start != nil { arguments += ["--lock-timeout", "0.3"] }
                if row.code == "invalid-arguments" { arguments.append("--no-such-option") }
                let outcome = try run(arguments, in: folder, holding: row, on: path)
                let cell = "\(row.name) × \(command)"
                XCTAssertEqual(outcome.status, expected, "\(cell): \(outcome.stdout)\(outcome.stderr)")
                guard expected >= 2, outcome.status == expected else { continue }
                let object = try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
                let error = object?["error"] as? [String: Any]
                XCTAssertEqual(error?["code"] as? String, row.code, "\(cell): \(outcome.stdout)")
                XCTAssertEqual(error?["exitCode"] as? Int, Int(expected), "\(cell)")
                XCTAssertFalse(outcome.stderr.isEmpty, "\(cell): the error is on standard error too")
                XCTAssertFalse(outcome.stderr.contains("yaml_") || outcome.stderr.contains("SQLITE_"), "\(cell): \(outcome.stderr)")
                messages[command] = error?["message"] as? String
            }
            XCTAssertLessThanOrEqual(Set(messages.values).count, 1, "\(row.name): the same words in every command: \(messages)")
        }
    }

    /// The table's damaged file has a damaged header, which every read meets. A file
    /// whose damage is in one table's pages (a disk error, a copy cut short) still gives
    /// its schema and history: each command that reads them runs `PRAGMA quick_check`
    /// too, so none plans from it or reports its status as if it were whole.
    func testADamagedTablePageIsReportedByEveryCommandThatReadsTheFile() throws {
        let project = try makeProject()
        let path = project.root.appendingPathComponent("damaged.sqlite").path
        try FileManager.default.copyItem(atPath: project.template(.first), toPath: path)
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: """
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
                INSERT INTO note (title) SELECT printf('note %d, long enough to fill a few pages', i) FROM n
                """)
        }
        let pageSize = try DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096 }
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.seek(toOffset: UInt64(pageSize * 40))
        try handle.write(contentsOf: Data(repeating: 0xDE, count: pageSize))
        try handle.close()
        for command in ["diff --from-db", "migrate status", "inspect", "inspect --model"] {
            let arguments = try XCTUnwrap(Self.arguments(command, model: project.app, database: path))
            let outcome = try Modelc.run(arguments + ["--format", "json"], in: project.root)
            XCTAssertEqual(outcome.status, 4, "\(command): \(outcome.stdout)\(outcome.stderr)")
            let object = try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
            XCTAssertEqual((object?["error"] as? [String: Any])?["code"] as? String, "database-corrupt", "\(command): \(outcome.stdout)")
        }
    }
}
