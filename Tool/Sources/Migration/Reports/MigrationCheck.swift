import Foundation
import ModelKit
import SchemaCore

/// What `modelc check` verifies in CI about a model and its migrations folder.
///
/// Each problem is a `Diagnostic` pointing at the file to change, with the command
/// that fixes it as the hint, so a CI log says what to do:
/// - a model version that no migration leads to (`modelc migrate make`);
/// - `modelc.sum` missing, edited, or not matching a file (`modelc migrate hash`);
/// - a migration made from a model version that has changed since (`modelc migrate make --regenerate`);
/// - a destructive step without an `-- approved: destructive` line;
/// - a migration leading to a model version that no longer exists;
/// - every file the folder cannot use (badly named, a number used twice), each at its path;
/// - planned files out of version order, or two leading to one version, which would
///   blur which migrations make up a version (`Array<MigrationFile>.modelVersions`);
/// - in another dialect's folder, a planned file whose header names another dialect;
/// - as a warning, a view or trigger naming a table the model leaves unmanaged and no
///   migration creates (`MigrationCheck+Unmanaged`).
///
/// The folder of each other registered dialect (`migrations/<Model>/<dialect>`) is
/// checked by the same rules when it exists, its hints naming its `--dialect`.
public enum MigrationCheck {
    /// Every problem found for `versions` and its migrations of `dialect` in
    /// `directory`; empty when all is well. `explicitDirectory` is the `--dir` the
    /// command was given, if any: hints name it only then.
    public static func problems(
        versions: ModelVersions, directory: MigrationDirectory, modelPath: String, dialect: DatabaseDialect = .default,
        explicitDirectory: String? = nil
    ) -> [Diagnostic] {
        let hash = MigrationError.hashCommand(model: modelPath, directory: explicitDirectory, dialect: dialect)
        let files: [MigrationFile]
        var problems: [Diagnostic] = []
        do {
            let read = try directory.readAll()
            files = read.files
            problems += read.problems.map(fileProblem)
        } catch {
            return [.error(error.report.message, at: location(directory.path), hint: "make the folder readable")]
        }
        let make = MigrationError.makeCommand(model: modelPath, directory: explicitDirectory, dialect: dialect)
        let makeHint = "run `\(make)` and commit the new file"
        for model in versions.versions where !files.contains(where: { $0.header.toVersion == model.version }) {
            let file = model.location == .unknown ? modelPath : model.location.file
            problems.append(.error("model \(versions.name) version \(model.version) has no migration in \(directory.path)", at: location(file), hint: makeHint))
        }
        problems += unmanagedTableWarnings(versions: versions, files: files, directory: directory)
        problems += sumProblems(files: files, directory: directory, hashCommand: hash)
        problems += downProblems(files: files, directory: directory, makeCommand: make)
        problems += unwrittenStepProblems(files: files, directory: directory, hashCommand: hash)
        problems += orderProblems(files: files, directory: directory, hashCommand: hash)
        for file in files {
            let path = directory.filePath(file.fileName)
            if file.header.isGenerated, file.header.dialect != dialect {
                problems.append(.error(
                    "\(file.fileName) was planned for \(file.header.dialect.displayName), but \(directory.path) holds \(dialect.displayName)'s migrations",
                    at: location(path),
                    hint: "move it to the folder of its dialect, or remove it and run `\(make)`"
                ))
            }
            if let target = file.header.toVersion, versions.version(target) == nil {
                problems.append(.error(
                    "\(file.fileName) leads to model version \(target), which \(modelPath) does not have",
                    at: location(path),
                    hint: "restore models/\(versions.name)/\(target).yaml, or remove the migration if no database has applied it"
                ))
            }
            if let target = file.header.toVersion, file.isStale(in: versions) {
                problems.append(.error(
                    "\(file.fileName) was made from an earlier text of model version \(target), which has changed since",
                    at: location(path),
                    hint: "if the migration is not applied anywhere yet, run `modelc migrate make --regenerate \(ShellWord.quoted(modelPath))\(dialect.commandOption)`; otherwise put the change in a new model version"
                ))
            }
            for step in file.unapprovedDestructiveSteps {
                problems.append(.error(
                    "\(file.fileName) has a destructive step that is not approved: \(step.summary)",
                    at: location(path, line: line(of: "-- step: destructive: \(step.summary)", in: file.sql)),
                    hint: "after review, add the line `-- approved: destructive` to the file; approval lines are not part of the checksum, so this works after the migration was applied too"
                ))
            }
        }
        return problems
    }

    /// Down migrations the folder cannot use (badly named, without their migration) and
    /// those written for another text of the migration they undo; `makeCommand` is
    /// `modelc migrate make` as the hint names it (`MigrationError.makeCommand`).
    public static func downProblems(files: [MigrationFile], directory: MigrationDirectory, makeCommand: String = "modelc migrate make <model>") -> [Diagnostic] {
        let downs: [Int: MigrationFile]
        do {
            downs = try directory.downFiles()
        } catch {
            return [fileProblem(error)]
        }
        return downs.values.sorted { $0.version < $1.version }.compactMap { down in
            guard let undoes = down.header.undoes, let file = files.first(where: { $0.version == down.version }),
                  !file.matches(recorded: undoes.description) else { return nil }
            return .error("\(down.fileName) was written for another text of \(file.fileName)", at: location(directory.filePath(down.fileName)),
                          hint: "write it again with `\(makeCommand) --down --regenerate`")
        }
    }

    /// Files, up or down, that still hold the statement a plan writes for a step it
    /// cannot write (`MigrationFile.unwrittenStepMarker`): the migration stops there, so
    /// CI says so before a deploy or a `migrate --to` does.
    static func unwrittenStepProblems(files: [MigrationFile], directory: MigrationDirectory, hashCommand: String) -> [Diagnostic] {
        let downs = ((try? directory.downFiles()) ?? [:]).values.sorted { $0.version < $1.version }
        return (files + downs).compactMap { file in
            guard file.text.contains(MigrationFile.unwrittenStepMarker) else { return nil }
            let lines = file.text.components(separatedBy: "\n")
            guard let index = lines.firstIndex(where: { $0.contains(MigrationFile.unwrittenStepMarker) }) else { return nil }
            return .error("\(file.fileName) holds a step modelc cannot write, whose statement stops the migration until it is replaced",
                          at: location(directory.filePath(file.fileName), line: index + 1),
                          hint: "replace the statement at this line with the SQL that makes the change, as its message says, then run `\(hashCommand)`")
        }
    }

    /// Problems with `modelc.sum` against the files on disk.
    /// `hashCommand` is the `modelc migrate hash` command its hints name.
    public static func sumProblems(files: [MigrationFile], directory: MigrationDirectory, hashCommand: String) -> [Diagnostic] {
        let sumPath = directory.filePath(MigrationSum.fileName)
        let hashHint = "if the change is deliberate, run `\(hashCommand)` and commit modelc.sum"
        let sum: MigrationSum?
        do {
            sum = try directory.readSum()
        } catch {
            return [.error(error.report.message, at: location(sumPath), hint: hashHint)]
        }
        guard let sum else {
            return files.isEmpty ? [] : [.error("\(directory.path) has migrations but no modelc.sum", at: location(sumPath), hint: hashHint)]
        }
        var problems: [Diagnostic] = []
        let files = files + ((try? directory.downFiles().values.sorted { $0.version < $1.version }) ?? [])
        if !sum.isSelfConsistent {
            problems.append(.error("modelc.sum was edited by hand (its total does not match its lines)", at: location(sumPath), hint: hashHint))
        }
        for file in files {
            switch sum.checksum(of: file.fileName) {
            case nil:
                problems.append(.error("\(file.fileName) is not listed in modelc.sum", at: location(directory.filePath(file.fileName)), hint: hashHint))
            case let recorded? where !file.matches(recorded):
                problems.append(.error("\(file.fileName) does not match its checksum in modelc.sum", at: location(directory.filePath(file.fileName)), hint: hashHint))
            default:
                break
            }
        }
        // A file the folder holds but the reading left out (a number two files share) has
        // its own problem: it is not missing.
        for entry in sum.entries where !files.contains(where: { $0.fileName == entry.fileName })
            && !FileManager.default.fileExists(atPath: directory.filePath(entry.fileName)) {
            problems.append(.error("modelc.sum lists \(entry.fileName), which is missing", at: location(sumPath), hint: "restore the file, or run `\(hashCommand)` if it was removed on purpose"))
        }
        return problems
    }

    /// A file the folder cannot use (badly named, a number used twice, unreadable), at
    /// its own path.
    private static func fileProblem(_ error: MigrationError) -> Diagnostic {
        switch error {
        case let .invalidFile(path, reason):
            .error(reason, at: location(path), hint: "rename or remove the file")
        case let .invalidHeaderLine(path, problem):
            .error("`\(problem.text)` \(problem.reason)", at: location(path, line: problem.line), hint: problem.hint)
        case let .io(path, reason):
            .error(reason, at: location(path), hint: "make the file readable")
        default:
            .error(error.report.message, at: location("."), hint: "fix the migrations folder")
        }
    }

    /// Planned files must lead to increasing model versions in file order: a file
    /// leading to an earlier version than one before it makes "the migrations of
    /// version N" (`Array<MigrationFile>.modelVersions`) skip files in the middle.
    static func orderProblems(files: [MigrationFile], directory: MigrationDirectory, hashCommand: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var latest: MigrationFile?
        for file in files {
            guard let target = file.header.toVersion else { continue }
            if let latest, let previous = latest.header.toVersion, target < previous {
                problems.append(.error(
                    "\(file.fileName) leads to model version \(target), but the earlier \(latest.fileName) already leads to version \(previous)",
                    at: location(directory.filePath(file.fileName)),
                    hint: "number migrations in the order of the versions they lead to; if no database has applied them, renumber the files and run `\(hashCommand)`"
                ))
            } else if let latest, latest.header.toVersion == target {
                problems.append(.error(
                    "\(file.fileName) leads to model version \(target), as \(latest.fileName) does",
                    at: location(directory.filePath(file.fileName)),
                    hint: "keep one planned migration per version: put further SQL in a hand-written file without a `to:` line, or remove the duplicate"
                ))
            }
            if latest?.header.toVersion.map({ target > $0 }) ?? true { latest = file }
        }
        return problems
    }

    private static func location(_ file: String, line: Int = 1) -> SourceLocation {
        SourceLocation(file: file, line: line, column: 1)
    }

    private static func line(of text: String, in source: String) -> Int {
        let lines = source.components(separatedBy: "\n")
        return (lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == text } ?? 0) + 1
    }
}
