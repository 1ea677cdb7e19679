import ModelKit

extension SwiftGenerator {
    /// The name of the schema namespace: the model's name, or `<Model>Schema` when an
    /// entity already uses that name (`GeneratedTypeNames`).
    var schemaTypeName: String { names.schema }

    /// `<Model>Schema.swift` (named after the namespace when a record's file has that
    /// name, `GeneratedTypeNames`), whatever the enum's name: a namespace enum with the embedded
    /// migrations as a GRDB `DatabaseMigrator`, so an app upgrades its database at
    /// start-up with `try Library.migrator.migrate(dbQueue)`.
    ///
    /// Migration files, when given, are registered under their file names; otherwise the
    /// current version's compiled DDL is one migration named `schema_v<version>`.
    func schemaFile() -> GeneratedFile {
        GeneratedFile(name: names.schemaFile + ".swift", contents: header + "\nimport GRDB\nimport ModelRuntime\n\n" + schemaBody())
    }

    /// The schema namespace's declarations, without header or imports.
    func schemaBody() -> String {
        let name = schemaTypeName
        var writer = SourceWriter()
        writer.doc("""
            The \(model.name) model's database: its version, fingerprint and migrations.
            \(model.doc.map { "\n" + $0 } ?? "")
            """.trimmingTrailingNewlines())
        writer.block("\(a)enum \(name)") { w in
            w.doc("The model version the generated records match.")
            w.line("\(a)static let version = \(model.version)")
            w.line()
            w.doc("The fingerprint of the model the records were generated from.")
            w.line("\(a)static let fingerprint = \(SwiftNaming.stringLiteral(modelHash))")
            w.line()
            let migrations = self.migrations.isEmpty
                ? [EmbeddedMigration(name: "schema_v\(model.version)", sql: schemaSQL)]
                : self.migrations
            w.doc("""
                The migrations, in order, as a GRDB migrator: `try \(name).migrator.migrate(dbQueue)`.
                Each runs once per database, in a transaction. Migration files are also
                recorded in `modelc_migrations`, the history `modelc migrate` keeps, so a
                database migrated by either is up to date for the other.
                """)
            // The indexes the model disclaims are kept across the rebuilds, as `modelc migrate` keeps them.
            let keeping = model.unmanaged.isEmpty ? "" : ", keepingIndexes: [" + model.unmanaged.map(SwiftNaming.stringLiteral).joined(separator: ", ") + "]"
            w.block("\(a)static var migrator: DatabaseMigrator") { w in
                w.line("var migrator = DatabaseMigrator()")
                for (index, migration) in migrations.enumerated() {
                    w.line("migrator.registerMigration(\(SwiftNaming.stringLiteral(migration.name))) { db in")
                    if let history = migration.history {
                        let hash = history.modelHash.map(SwiftNaming.stringLiteral) ?? "nil"
                        w.line("    try MigrationHistoryRecord.apply(")
                        w.line("        db, version: \(history.version), name: \(SwiftNaming.stringLiteral(history.fileName)),")
                        let fullText = history.fullTextChecksum.map { "fullTextChecksum: \(SwiftNaming.stringLiteral($0)), " } ?? ""
                        w.line("        checksum: \(SwiftNaming.stringLiteral(history.checksum)), \(fullText)modelHash: \(hash)")
                        w.line("    ) {")
                        w.line("        try MigrationSQL.execute(SQL.migration\(index), in: db\(keeping))")
                        w.line("    }")
                    } else {
                        w.line("    try MigrationSQL.execute(SQL.migration\(index), in: db\(keeping))")
                    }
                    w.line("}")
                }
                w.line("return migrator")
            }
            w.line()
            w.doc("Opens (creating if needed) the database at `path` and migrates it to the current version.")
            w.block("\(a)static func openDatabase(at path: String, configuration: Configuration = Configuration()) throws -> DatabaseQueue") { w in
                w.line("let queue = try DatabaseQueue(path: path, configuration: configuration)")
                w.line("try migrator.migrate(queue)")
                w.line("return queue")
            }
            w.line()
            w.block("private enum SQL") { w in
                for (index, migration) in migrations.enumerated() {
                    w.doc("`\(migration.name)`")
                    let literal = SwiftNaming.rawMultilineLiteral(migration.sql, indent: "    ")
                    w.lines("static let migration\(index) = " + literal)
                }
            }
        }
        return writer.text
    }
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
