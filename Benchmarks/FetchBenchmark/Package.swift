// swift-tools-version: 6.0
// Fetching records: GRDB's `Decodable` decoding of the same rows against the generated
// records' `fetchCursor`, which also checks the number columns of a table without STRICT
// (`StoredValueError`), in the same run.
//
//   swift run -c release --package-path Benchmarks/FetchBenchmark FetchBenchmark [rows]
//
// The records in Sources/FetchRecords are generated from models/Readings (regenerate with
// `modelc generate Benchmarks/FetchBenchmark/models/Readings --output Benchmarks/FetchBenchmark/Sources/FetchRecords`).
// Kept out of the main package so `swift test` never builds or runs it.
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, so compute it rather than assume "modelc".
let modelcRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL
let modelc = modelcRoot.lastPathComponent.lowercased()
let runtime: [Target.Dependency] = [
    .product(name: "ModelRuntime", package: modelc),
    .product(name: "GRDB", package: "GRDB.swift"),
]

let package = Package(
    name: "FetchBenchmark",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: modelcRoot.path),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(name: "FetchRecords", dependencies: runtime),
        .executableTarget(name: "FetchBenchmark", dependencies: ["FetchRecords"] + runtime),
    ],
    swiftLanguageModes: [.v6]
)
