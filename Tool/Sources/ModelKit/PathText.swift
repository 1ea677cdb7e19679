/// Paths as text, for the few questions the commands ask of the paths users type.
///
/// Foundation's `NSString.deletingLastPathComponent` stops the process on Linux for a
/// path ending in a one-letter component (`m`, `m/`): `modelc migrate make m/Foo`
/// crashed while finding the migrations folder beside `m`. These answer the same
/// without it.
public enum PathText {
    /// `path` without its last component, as `NSString.deletingLastPathComponent`
    /// gives it: `app/models/Library` → `app/models`, `models/` → `` (nothing),
    /// `/tmp` → `/`, `/` → `/`, `Library` → ``.
    public static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        var parent = trimmed[..<slash]
        while parent.hasSuffix("/") { parent = parent.dropLast() }
        return parent.isEmpty ? "/" : String(parent)
    }
}
