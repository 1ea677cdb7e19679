import Foundation

/// Paths inside this repository, found from this file's path, so tests load committed
/// fixtures (`Tool/Tests/Fixtures/…`, `models/…`) whatever folder `swift test` runs in.
public enum Repository {
    /// The repository root (the folder holding the runtime's `Package.swift`, `models/`,
    /// `migrations/` and `docs/`).
    public static let root: URL = tool.deletingLastPathComponent()

    /// The tool's package (`Tool/`, the folder holding its `Package.swift`, `Sources/` and `Tests/`).
    public static let tool: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tool/Tests/Fixtures/<relative>`.
    public static func fixture(_ relative: String) -> URL {
        tool.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relative)
    }
}
