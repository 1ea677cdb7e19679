// swift-tools-version: 6.0
import PackageDescription

// A libFuzzer target for the model loader and validator, kept out of the root package
// because it only links with `-sanitize=fuzzer`. From the repository root:
//
//     swift build -c release --package-path Fuzz -Xswiftc -sanitize=fuzzer -Xswiftc -use-ld=lld
//     mkdir -p /tmp/modelc-corpus && cp models/*/*.yaml /tmp/modelc-corpus/
//     Fuzz/.build/release/ModelcFuzz /tmp/modelc-corpus -max_total_time=600 -timeout=10 -rss_limit_mb=2048
let package = Package(
    name: "modelc-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "ModelcTool", path: "../Tool")],
    targets: [
        .target(name: "CFuzzerDriver"),
        .executableTarget(
            name: "ModelcFuzz",
            dependencies: ["CFuzzerDriver", .product(name: "ModelKit", package: "ModelcTool")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
