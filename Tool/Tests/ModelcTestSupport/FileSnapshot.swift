import Foundation

/// Every regular file under `folder` (hidden ones included) with its bytes: what a test
/// compares before and after to show that nothing in a folder was written or added.
public func fileSnapshot(of folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    while let url = enumerator?.nextObject() as? URL {
        guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
        files[url.path] = try Data(contentsOf: url)
    }
    return files
}
