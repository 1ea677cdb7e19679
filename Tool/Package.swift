// swift-tools-version: 6.0
// The modelc tool: the `modelc` command, the libraries behind it (model language,
// schema, migrations, code generation, Core Data import, PostgreSQL), and every test.
// The runtime that apps link, `ModelRuntime`, is the package at the repository root,
// which this one depends on; the build-tool plugin is the package in `ModelcGenerate/`
// (docs/architecture.md says why they are separate packages).
//
//   swift run --package-path Tool modelc validate models/StarWars
//   swift test --package-path Tool
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, so compute it rather than assume "modelc".
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("..").standardizedFileURL
let runtimePackage = repositoryRoot.lastPathComponent.lowercased()
let modelRuntime = Target.Dependency.product(name: "ModelRuntime", package: runtimePackage)

let package = Package(
    name: "ModelcTool",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "modelc", targets: ["modelc"]),
        .library(name: "ModelKit", targets: ["ModelKit"]),
        .library(name: "SchemaCore", targets: ["SchemaCore"]),
        .library(name: "SQLiteSchema", targets: ["SQLiteSchema"]),
        .library(name: "MigrationPlanning", targets: ["MigrationPlanning"]),
        .library(name: "Migration", targets: ["Migration"]),
        .library(name: "SQLiteDriver", targets: ["SQLiteDriver"]),
        .library(name: "ModelSync", targets: ["ModelSync"]),
        .library(name: "MigrationTesting", targets: ["MigrationTesting"]),
        .library(name: "CodeGen", targets: ["CodeGen"]),
        .library(name: "ModelDiagram", targets: ["ModelDiagram"]),
        .library(name: "CoreDataImport", targets: ["CoreDataImport"]),
    ],
    dependencies: [
        .package(path: repositoryRoot.path),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        .target(name: "ModelKit", dependencies: [.product(name: "Yams", package: "Yams"), .product(name: "Crypto", package: "swift-crypto")]),
        // The schema as values (tables, columns, keys, indexes, views, triggers) and the
        // dialect's name: what every engine's driver reads and writes.
        .target(name: "SchemaCore", dependencies: ["ModelKit"]),
        // The diff of two schemas into a plan: steps, safety, checks, rename hints, the
        // native-or-rebuild rules, and a plan's SQLite rendering. Values only.
        .target(name: "MigrationPlanning", dependencies: ["ModelKit", "SchemaCore"]),
        .target(name: "Migration", dependencies: ["ModelKit", "SchemaCore", "MigrationPlanning", modelRuntime]),
        // SQLite's live side: the applier and its modes, the file lock, verification,
        // reading a database's history, drift and inspection, its `DatabaseEngine`.
        .target(name: "SQLiteDriver", dependencies: [
            "ModelKit", "SchemaCore", "Migration", modelRuntime,
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        // What `import SQLiteSchema` gave before its contents moved to `Migration` and
        // `SQLiteDriver` (issue #26), kept for library users for one release.
        .target(name: "SQLiteSchema", dependencies: ["SchemaCore", "Migration", "SQLiteDriver"]),
        .target(name: "ModelSync", dependencies: [
            "ModelKit", "SchemaCore", "Migration", "SQLiteDriver", modelRuntime,
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .target(name: "MigrationTesting", dependencies: [
            "ModelKit", "SchemaCore", "Migration", "SQLiteDriver", "ModelSync", modelRuntime,
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .target(name: "PostgresDriver", dependencies: [
            "ModelKit", "SchemaCore", "Migration", modelRuntime,
            .product(name: "PostgresNIO", package: "postgres-nio"),
            // SQLite files: the rows `migrate test` loads from and reads back into.
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .target(name: "CodeGen", dependencies: ["ModelKit"]),
        .target(name: "ModelDiagram", dependencies: ["ModelKit"]),
        .target(name: "CoreDataImport", dependencies: ["ModelKit", "SchemaCore", "Migration", "SQLiteDriver", modelRuntime, .product(name: "GRDB", package: "GRDB.swift")]),
        .executableTarget(
            name: "modelc",
            dependencies: [
                "ModelKit", "SchemaCore", "Migration", "SQLiteDriver", "ModelSync", "MigrationTesting", "CodeGen", "ModelDiagram", "CoreDataImport", "PostgresDriver",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "ModelcTestSupport", dependencies: ["SQLiteDriver"], path: "Tests/ModelcTestSupport"),
        .testTarget(name: "ModelKitTests", dependencies: ["ModelKit", "ModelcTestSupport", "Migration", "SQLiteDriver", .product(name: "Yams", package: "Yams"), .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "SQLiteSchemaTests", dependencies: ["ModelKit", "ModelcTestSupport", "Migration", "SQLiteDriver", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "MigrationTests", dependencies: ["ModelKit", "ModelcTestSupport", "Migration", "SQLiteDriver", "PostgresDriver", modelRuntime, .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "ModelSyncTests", dependencies: ["ModelKit", "ModelcTestSupport", "ModelSync", "Migration", "SQLiteDriver", modelRuntime, .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "MigrationTestingTests", dependencies: ["ModelKit", "ModelcTestSupport", "Migration", "SQLiteDriver", "MigrationTesting", "PostgresDriver", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "PostgresDriverTests", dependencies: ["ModelKit", "ModelcTestSupport", "Migration", "SQLiteDriver", "PostgresDriver", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "CodeGenTests", dependencies: ["ModelKit", "ModelcTestSupport", "CodeGen", modelRuntime]),
        .testTarget(name: "ModelDiagramTests", dependencies: ["ModelKit", "ModelcTestSupport", "ModelDiagram"]),
        .testTarget(name: "ModelRuntimeTests", dependencies: [modelRuntime, "ModelcTestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "CoreDataImportTests", dependencies: ["CoreDataImport", "ModelKit", "ModelcTestSupport", "Migration", "SQLiteDriver", modelRuntime, .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "modelcTests", dependencies: ["modelc", "ModelcTestSupport", "ModelKit", "Migration", "SQLiteDriver", "PostgresDriver", .product(name: "GRDB", package: "GRDB.swift")]),
    ],
    swiftLanguageModes: [.v6]
)
