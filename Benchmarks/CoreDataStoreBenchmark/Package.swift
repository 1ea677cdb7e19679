// swift-tools-version: 6.0
// The on-device Core Data store migration (`CoreDataStoreMigration`, linking ModelRuntime
// and GRDB only, as an app does) on a generated store of a million rows, against the
// `sqlite3` shell copying the same rows with `INSERT … SELECT`, in the same run, with the
// migration's peak memory. Run from the repository root:
//
//   Benchmarks/coredata-store.sh [rows per entity, default 500000] [rounds, default 3]
//
// Kept out of the main package so `swift test` never builds or runs it.
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, so compute it rather than assume "modelc".
let modelcRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL
let modelc = modelcRoot.lastPathComponent.lowercased()

let package = Package(
    name: "CoreDataStoreBenchmark",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: modelcRoot.path),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "CoreDataStoreBenchmark",
            dependencies: [
                .product(name: "ModelRuntime", package: modelc),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
