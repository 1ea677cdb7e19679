// swift-tools-version: 6.0
// A sample app that syncs the bundled films.json (films, their characters and planets,
// in the shape of a public Star Wars API) into SQLite through records generated from
// models/StarWars by the ModelcGenerate build-tool plugin.
//
//   swift run --package-path Examples/StarWarsApp StarWarsApp [database-path] [films.json]
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, so compute it rather than assume "modelc".
let modelcRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL
let modelc = modelcRoot.lastPathComponent.lowercased()
// The build-tool plugin is the package in the checkout's `ModelcGenerate/` folder.
let plugin = modelcRoot.appendingPathComponent("ModelcGenerate")

let package = Package(
    name: "StarWarsApp",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: modelcRoot.path),
        .package(path: plugin.path),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "StarWarsApp",
            dependencies: [
                .product(name: "ModelRuntime", package: modelc),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            exclude: ["models"],
            resources: [.copy("films.json")],
            plugins: [.plugin(name: "ModelcGenerate", package: "modelcgenerate")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
