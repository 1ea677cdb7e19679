// swift-tools-version: 6.0
// The `ModelcGenerate` build-tool plugin: runs `modelc generate` for each model folder
// in a target's `models/`, on every build. A package of its own, beside the runtime (the
// repository root) and the tool (`Tool/`), so that building or testing the tool does not
// also build `modelc` a second time as the plugin's host tool; an app that applies the
// plugin adds this folder as a package (docs/codegen.md, "The build-tool plugin").
import PackageDescription

let package = Package(
    name: "ModelcGenerate",
    platforms: [.macOS(.v13)],
    products: [
        .plugin(name: "ModelcGenerate", targets: ["ModelcGenerate"]),
    ],
    dependencies: [
        .package(path: "../Tool"),
    ],
    targets: [
        .plugin(
            name: "ModelcGenerate",
            capability: .buildTool(),
            dependencies: [.product(name: "modelc", package: "tool")],
            path: "Plugins/ModelcGenerate"
        ),
    ]
)
