// swift-tools-version: 6.0
// Sync throughput: JSON records through generated mappers and ModelRuntime versus a
// plain prepared-statement loop on the SQLite C API, in the same run.
//
//   swift run -c release --package-path Benchmarks/SyncBenchmark SyncBenchmark 100000 1000000
//
// Kept out of the main package so `swift test` never builds or runs it.
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, so compute it rather than assume "modelc".
let modelcRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL
let modelc = modelcRoot.lastPathComponent.lowercased()
let plugin = modelcRoot.appendingPathComponent("ModelcGenerate")

let package = Package(
    name: "SyncBenchmark",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: modelcRoot.path),
        .package(path: plugin.path),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "SyncBenchmark",
            dependencies: [
                .product(name: "ModelRuntime", package: modelc),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            exclude: ["models"],
            plugins: [.plugin(name: "ModelcGenerate", package: "modelcgenerate")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
