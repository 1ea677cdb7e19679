extension SwiftGenerator {
    /// `<Model>CoreDataStore.swift`, for a model imported from Core Data: the store layout
    /// of every Core Data version (the `coredata-store.json` that `modelc import coredata`
    /// wrote, with each version's migration filled in), embedded as JSON, and
    /// `<Model>.coreDataStoreMigration`, which moves a user's Core Data store into a new
    /// database on the device with the app's migrator (`CoreDataStoreMigration`).
    ///
    /// Why JSON rather than Swift literals: the runtime decodes it once per run, it reads
    /// and diffs as the file `import` wrote, and the compiler does not type-check
    /// thousands of nested literals on every build.
    func coreDataStoreFile() -> GeneratedFile? {
        guard let body = coreDataStoreBody() else { return nil }
        return GeneratedFile(name: SwiftNaming.upperCamel(model.name) + "CoreDataStore.swift", contents: header + "\nimport GRDB\nimport ModelRuntime\n\n" + body)
    }

    /// The declarations of `<Model>CoreDataStore.swift`, without header or imports.
    func coreDataStoreBody() -> String? {
        guard let json = coreDataStoreJSON else { return nil }
        let name = schemaTypeName
        var writer = SourceWriter()
        writer.block("extension \(name)") { w in
            w.doc("""
                Moves a Core Data store written by any version of the app's `.xcdatamodeld` into a
                new database at the newest version: `try await \(name).coreDataStoreMigration.run(store: storeURL, into: databaseURL)`.
                See `CoreDataStoreMigration` and docs/coming-from-core-data.md, "Moving users' stores on the device".
                """)
            w.block("\(a)static var coreDataStoreMigration: CoreDataStoreMigration") { w in
                w.line("CoreDataStoreMigration(versionsJSON: CoreDataStoreLayout.json, migrator: migrator, modelName: \(SwiftNaming.stringLiteral(model.name)))")
            }
            w.line()
            w.doc("Each Core Data version's store layout and copy, as `modelc import coredata` wrote them.")
            w.block("private enum CoreDataStoreLayout") { w in
                w.lines("static let json = " + SwiftNaming.rawMultilineLiteral(json, indent: "    "))
            }
        }
        return writer.text
    }
}
