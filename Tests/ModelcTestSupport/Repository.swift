import Foundation

/// Paths inside this repository, found from this file's path, so tests load committed
/// fixtures (`Tests/Fixtures/…`, `models/…`) whatever folder `swift test` runs in.
public enum Repository {
    /// The repository root (the folder holding `Package.swift`).
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/Fixtures/<relative>`.
    public static func fixture(_ relative: String) -> URL {
        root.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relative)
    }
}
