import ArgumentParser
import CodeGen
import Foundation
import Migration
import ModelKit
import SQLiteSchema

/// `modelc generate`: write Swift records, mappers and the schema file for a model.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
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
            """
    )

    @Argument(help: "A model folder, file, or `folder@version`.")
    var model: String

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

    /// A migration file as the generated migrator embeds it, with what `modelc migrate`
    /// records for it, so the generated migrator shares the CLI's `modelc_migrations`
    /// history.
    static func embedded(_ file: MigrationFile) -> EmbeddedMigration {
        let fullText = file.fullTextChecksum
        return EmbeddedMigration(
            name: String(file.fileName.dropLast(".sql".count)),
            sql: file.sql,
            history: .init(
                version: file.version, fileName: file.fileName, checksum: file.checksum.description,
                fullTextChecksum: fullText == file.checksum ? nil : fullText.description,
                modelHash: file.header.modelHash?.description)
        )
    }

    func run() throws {
        let loaded = try loadModel(model)
        let folder = migrations ?? MigrationDirectory.defaultPath(forModelAt: ModelReference(model).path, modelName: loaded.name)
        let files = try reportingMigrationErrors { try MigrationDirectory(path: folder).files() }
        // Records of version N (`models/X@N`) embed the migrations of versions up to N,
        // by the version rule of `modelc migrate --to N` (headers, not file numbers).
        let embedded = files.through(modelVersion: loaded.version).map(Self.embedded)
        if files.contains(where: { $0.header.toVersion != nil }), !files.contains(where: { $0.header.toVersion == loaded.version }) {
            let path = ModelReference(model).path
            let modelFolder = ["yaml", "yml", "json"].contains((path as NSString).pathExtension) ? (path as NSString).deletingLastPathComponent : path
            printError("note: \(loaded.name) version \(loaded.version) has no migration in \(folder) yet, so the embedded migrator stops short of it; run `modelc migrate make \(modelFolder)`.")
        }
        let generator = SwiftGenerator(
            model: loaded,
            access: access,
            schemaSQL: SQLiteDialect().render(SchemaCompiler.compile(loaded)),
            migrations: embedded,
            fingerprint: ModelHash.of(loaded).description
        )
        let output = GeneratedOutput(files: singleFile ? [generator.combinedFile()] : generator.files())
        if check {
            let differences = output.differences(in: self.output)
            if differences.isEmpty {
                print("Generated code in \(self.output) is up to date.")
                return
            }
            for name in differences.missing { printError("\(self.output)/\(name): error: missing; run `modelc generate \(model) --output \(self.output)`") }
            for name in differences.changed { printError("\(self.output)/\(name): error: stale; run `modelc generate \(model) --output \(self.output)`") }
            for name in differences.obsolete { printError("\(self.output)/\(name): error: no longer generated; run `modelc generate` to delete it") }
            throw ExitStatus.failed
        }
        let differences: GeneratedOutput.Differences
        do {
            differences = try output.write(to: self.output)
        } catch {
            printError("error: cannot write to \(self.output): \(error.localizedDescription)")
            throw ExitStatus.invalidInput
        }
        let written = differences.missing.count + differences.changed.count
        print("Generated \(output.files.count) files in \(self.output) (\(written) written, \(output.files.count - written) unchanged\(differences.obsolete.isEmpty ? "" : ", \(differences.obsolete.count) removed")).")
    }
}

extension AccessLevel: ExpressibleByArgument {}
