// swift-tools-version: 6.0
// The end-to-end demo's sync step: a tiny app whose record types `run.sh` generates
// from a chosen version of models/StarWars before building it. `MODELC_ROOT` points at
// the modelc checkout (run.sh sets it, since it builds a copy of this folder).
import Foundation
import PackageDescription

let defaultRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL.path
let modelcRoot = ProcessInfo.processInfo.environment["MODELC_ROOT"] ?? defaultRoot
let modelcIdentity = URL(fileURLWithPath: modelcRoot).lastPathComponent.lowercased()

let package = Package(
    name: "StarWarsDemo",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: modelcRoot),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "SyncFilms",
            dependencies: [
                .product(name: "ModelRuntime", package: modelcIdentity),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
