// swift-tools-version: 6.0
// The runtime that an app links: `ModelRuntime`, for the records `modelc generate`
// writes. It depends on GRDB and nothing else, so an app that adds this repository
// resolves GRDB and this package only.
//
// The tool (the `modelc` command, its libraries and every test) is the package in
// `Tool/`, which depends on this one: `swift run --package-path Tool modelc …`,
// `swift test --package-path Tool`; the build-tool plugin is the package in
// `ModelcGenerate/`. docs/architecture.md says why.
import PackageDescription

let package = Package(
    name: "modelc",
    // GRDB 7's minimums: the runtime uses no API newer than these, and nothing that is
    // Linux- or macOS-only (RuntimePortabilityTests checks its sources and generated code).
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v7), .visionOS(.v1)],
    products: [
        .library(name: "ModelRuntime", targets: ["ModelRuntime"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(name: "ModelRuntime", dependencies: [.product(name: "GRDB", package: "GRDB.swift")]),
    ],
    swiftLanguageModes: [.v6]
)
