// swift-tools-version: 6.0
import PackageDescription

// The modelc benchmarks: a separate package so `swift build` at the repository root
// never builds them. Run from the repository root:
//
//     swift run -c release --package-path Benchmarks modelc-bench [workload…]
let package = Package(
    name: "modelc-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ModelcTool", path: "../Tool"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "modelc-bench",
            dependencies: [
                .product(name: "ModelKit", package: "ModelcTool"),
                .product(name: "SQLiteSchema", package: "ModelcTool"),
                .product(name: "Migration", package: "ModelcTool"),
                .product(name: "CodeGen", package: "ModelcTool"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
