import Foundation

/// The scratch folder of one `migrate test` run: a new folder under the temporary
/// directory, removed at the end, or the folder `--keep` names, left in place with
/// every path's databases for a look after a failure.
struct WorkFolder {
    let root: String
    let isKept: Bool

    init(keeping kept: String?) throws {
        if let kept {
            try FileManager.default.createDirectory(atPath: kept, withIntermediateDirectories: true)
            guard (try FileManager.default.contentsOfDirectory(atPath: kept)).isEmpty else {
                throw MigrationTestError.invalidOption("--keep needs an empty or new folder; \(kept) holds files")
            }
            root = kept
            isKept = true
        } else {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("modelc-migrate-test-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            isKept = false
        }
    }

    func path(_ name: String) -> String {
        (root as NSString).appendingPathComponent(name)
    }

    func finish() {
        if !isKept { try? FileManager.default.removeItem(atPath: root) }
    }
}
