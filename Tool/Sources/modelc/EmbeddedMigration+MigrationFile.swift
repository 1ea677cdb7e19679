import CodeGen
import Migration

extension EmbeddedMigration {
    /// A migration file as the generated migrator embeds it, with what `modelc migrate`
    /// records for it, so the generated migrator shares the CLI's `modelc_migrations`
    /// history. Here because only the CLI knows both CodeGen and Migration: CodeGen
    /// reads no files.
    init(_ file: MigrationFile) {
        let fullText = file.fullTextChecksum
        self.init(
            name: String(file.fileName.dropLast(".sql".count)),
            sql: file.sql,
            history: .init(
                version: file.version, fileName: file.fileName, checksum: file.checksum.description,
                fullTextChecksum: fullText == file.checksum ? nil : fullText.description,
                modelHash: file.header.modelHash?.description)
        )
    }
}
