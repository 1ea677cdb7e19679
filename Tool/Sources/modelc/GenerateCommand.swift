import ArgumentParser
import CodeGen
import CoreDataImport
import Migration
import ModelKit
import SQLiteDriver
import SchemaCore

/// `modelc generate`: write Swift records, mappers and the schema file for a model.
struct GenerateCommand: ParsableCommand, TextOrJSONCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        _superCommandName: Modelc.name,
        abstract: "Generate Swift record types, JSON mappers and the embedded migrations for a model.",
        discussion: """
            Writes one file per entity plus <Model>Schema.swift. Files that would not change are \
            not rewritten. With --check nothing is written; the exit status is 1 when the files \
            on disk are stale, and the stale files are listed.

            Migration files in migrations/<Model>/ (beside the models/ folder) are embedded in the \
            schema file; without them the current version's compiled schema is embedded.

            Examples:
              modelc generate models/Library --output Sources/Library
              modelc generate models/StarWars --output Sources/StarWars --access internal
              modelc generate models/Library --output Sources/Library --check
              modelc generate models/Library --output Generated --single-file
              modelc generate models/Library --output Sources/Library --check --format json
            """
    )

    @OptionGroup var model: ModelArgument

    @Option(help: "The folder to write the Swift files into.")
    var output: String

    @Option(help: "Access level of the generated declarations: public or internal.")
    var access: AccessLevel = .public

    @Option(help: "The folder of migration files to embed (default: migrations/<Model> beside models/).")
    var migrations: String?

    @Flag(help: "Write nothing; exit 1 when the generated files on disk are stale.")
    var check = false

    @Flag(help: "Write everything into one file, <Model>.swift (what the build-tool plugin uses).")
    var singleFile = false

    @OptionGroup var formatting: FormatOption

    /// The JSON form: the folder and the files by what happened to them (with --check:
    /// what would happen).
    private struct Output: Encodable {
        var output: String
        var upToDate: Bool
        var written: [String]
        var unchanged: [String]
        var removed: [String]
    }

    func run() throws {
        let loaded = try model.load()
        if let dialect = loaded.dialect, !loaded.carriesSQLiteSQL {
            // The records are GRDB's and their embedded migrator SQLite's: there is no
            // SQLite schema of a model whose SQL is another engine's.
            throw ErrorReport.invalidArguments(
                "generate writes records for SQLite databases (GRDB and the embedded migrator), and \(loaded.name) version \(loaded.version) carries \(dialect) SQL (`dialect: \(dialect)`)",
                hint: "generate from a model whose SQL is SQLite's (without `dialect:`)")
        }
        let target = MigrationTarget(model: loaded, reference: model.model, dir: migrations)
        let embedded = try target.embeddedMigrations(for: loaded)
        if let missing = embedded.missing { ErrorOutput.note(missing, stopping: "the embedded migrator") }
        for (file, step) in MigrationTarget.unapprovedDestructive(in: embedded.files) {
            printError("warning: \(file.fileName) has a destructive step that is not approved (\(step.summary)); the generated migrator runs it on users' devices without asking: review it and add `-- approved: destructive` to the file (`modelc check` fails on it too).")
        }
        var generator = SwiftGenerator(
            model: loaded,
            access: access,
            schemaSQL: SQLiteDialect().render(SQLiteSchemaCompiler.compile(loaded)),
            migrations: embedded.files.map(EmbeddedMigration.init)
        )
        let folder = String(model.model.split(separator: "@", maxSplits: 1).first ?? Substring(model.model))
        generator.coreDataStoreJSON = try CoreDataImporter.storeLayout(
            inModelFolder: folder, migrations: generator.migrations.compactMap { migration in migration.history.map { (migration.name, $0.version) } })
        let output = GeneratedOutput(files: singleFile ? [generator.combinedFile()] : generator.files())
        if check {
            let differences = output.differences(in: self.output)
            if formatting.format == .json { print(try jsonText(summary(output, differences))) }
            if differences.isEmpty {
                guard formatting.format == .text else { return }
                print("Generated code in \(self.output) is up to date.")
                return
            }
            for name in differences.missing { printError("\(self.output)/\(name): error: missing; run `modelc generate \(ShellWord.quoted(model.model)) --output \(ShellWord.quoted(self.output))`") }
            for name in differences.changed { printError("\(self.output)/\(name): error: stale; run `modelc generate \(ShellWord.quoted(model.model)) --output \(ShellWord.quoted(self.output))`") }
            for name in differences.obsolete { printError("\(self.output)/\(name): error: no longer generated; run `modelc generate \(ShellWord.quoted(model.model)) --output \(ShellWord.quoted(self.output))` to delete it") }
            throw ExitStatus.failed
        }
        let differences: GeneratedOutput.Differences
        do {
            differences = try output.write(to: self.output)
        } catch {
            throw ErrorReport(code: "cannot-write-output", message: "cannot write to \(self.output): \(error.localizedDescription)",
                              hint: "check that --output names a folder this user may write", path: self.output, status: .invalidInput)
        }
        if formatting.format == .json {
            print(try jsonText(summary(output, differences)))
            return
        }
        let written = differences.missing.count + differences.changed.count
        print("Generated \(output.files.count) file\(output.files.count == 1 ? "" : "s") in \(self.output) (\(written) written, \(output.files.count - written) unchanged\(differences.obsolete.isEmpty ? "" : ", \(differences.obsolete.count) removed")).")
    }

    private func summary(_ output: GeneratedOutput, _ differences: GeneratedOutput.Differences) -> Output {
        let touched = Set(differences.missing + differences.changed)
        return Output(
            output: self.output,
            upToDate: differences.isEmpty,
            written: (differences.missing + differences.changed).sorted(),
            unchanged: output.files.map(\.name).filter { !touched.contains($0) }.sorted(),
            removed: differences.obsolete.sorted()
        )
    }
}

extension AccessLevel: ExpressibleByArgument {}
