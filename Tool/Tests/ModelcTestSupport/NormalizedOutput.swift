import Foundation

/// `text` with its run-specific parts replaced, so process output compares exactly.
///
/// Folders made by `makeTemporaryDirectory` (`<tmp>/modelc-<UUID>`) become `$TMP`, the
/// repository root becomes `$REPO`, and each folder in `folders` (placeholder → folder)
/// its placeholder, longest path first, also in its symlink-resolved spelling
/// (`/private/var/…` on macOS). ISO 8601 timestamps become `<timestamp>`, durations
/// (`12 ms`, `0.4 s`, a JSON key starting with `duration`: `"duration_ms" : 12`) become
/// `<duration>`, and the SQLite library's version (`SQLite 3.40.1`, which `inspect`
/// prints) becomes `SQLite <version>`, so a snapshot holds on any SQLite.
public func normalizedOutput(_ text: String, folders: [String: URL] = [:]) -> String {
    var result = text
    var named = folders
    named["$REPO"] = Repository.root
    let spellings = named.flatMap { placeholder, folder in
        Set([folder.path, folder.resolvingSymlinksInPath().path]).map { ($0, placeholder) }
    }
    for (path, placeholder) in spellings.sorted(by: { $0.0.count > $1.0.count }) {
        result = result.replacingOccurrences(of: path, with: placeholder)
    }
    for temporary in Set([FileManager.default.temporaryDirectory.path, FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path]) {
        let prefix = NSRegularExpression.escapedPattern(for: temporary.hasSuffix("/") ? temporary : temporary + "/")
        if let folder = try? Regex(prefix + "modelc-[0-9A-Fa-f]{8}(-[0-9A-Fa-f]{4}){3}-[0-9A-Fa-f]{12}") {
            result = result.replacing(folder, with: "$TMP")
        }
    }
    result = result.replacing(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?/, with: "<timestamp>")
    result = result.replacing(/\bSQLite \d+(\.\d+)+/, with: "SQLite <version>")
    result = result.replacing(/("duration[A-Za-z_]*"\s*:\s*)[0-9.]+/) { match in "\(match.output.1)<duration>" }
    result = result.replacing(/\b\d+(\.\d+)? ?(ms|s)\b/, with: "<duration>")
    return result
}
