import Foundation

/// Opening existing database files for reading, in one place.
public enum DatabaseFile {
    /// Fails unless something that is not a directory exists at `path`: SQLite would
    /// create a missing file, and says only "unable to open database file" for a directory.
    public static func requireFile(_ path: String) throws(IntrospectionError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path: path)
        }
        guard !isDirectory.boolValue else {
            throw .isDirectory(path: path)
        }
    }
}
