extension Diagnostic {
    /// `diagnostics` with each warning that recurs word for word (message and hint) in
    /// several files shown in the last of those files only, saying which others have it.
    ///
    /// A model history repeats what a version keeps: XCServerCoreData's seven versions
    /// gave each of their nine warnings seven times, and a history of a hundred versions
    /// buried everything else. Errors are all kept: each stops its own version. Warnings
    /// are given in version order, so the last file is the newest version's, the one a
    /// fix starts from.
    public static func collapsingRepeatedWarnings(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        func key(_ diagnostic: Diagnostic) -> String { diagnostic.message + "\u{0}" + (diagnostic.hint ?? "") }
        var lastFile: [String: String] = [:]
        var files: [String: [String]] = [:]
        for diagnostic in diagnostics where diagnostic.severity == .warning {
            lastFile[key(diagnostic)] = diagnostic.location.file
            if files[key(diagnostic)]?.contains(diagnostic.location.file) != true { files[key(diagnostic), default: []].append(diagnostic.location.file) }
        }
        var lastIndex: [String: Int] = [:]
        for (position, diagnostic) in diagnostics.enumerated() where diagnostic.severity == .warning {
            lastIndex[key(diagnostic)] = position
        }
        return diagnostics.enumerated().compactMap { position, diagnostic in
            guard diagnostic.severity == .warning else { return diagnostic }
            let key = key(diagnostic)
            guard diagnostic.location.file == lastFile[key] else { return nil }
            let others = (files[key] ?? []).filter { $0 != diagnostic.location.file }
            guard lastIndex[key] == position, let first = others.first, let last = others.last else { return diagnostic }
            var shown = diagnostic
            let name = { (path: String) in path.split(separator: "/").last.map(String.init) ?? path }
            shown.message += others.count == 1 ? " (also in \(name(first)))" : " (also in \(others.count) other files, \(name(first)) to \(name(last)))"
            return shown
        }
    }
}
