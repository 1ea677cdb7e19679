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
        // Each warning's last place, and the files it stands in, in order.
        var lastIndex: [String: Int] = [:]
        var files: [String: [String]] = [:]
        for (position, diagnostic) in diagnostics.enumerated() where diagnostic.severity == .warning {
            let key = key(diagnostic)
            lastIndex[key] = position
            if files[key]?.contains(diagnostic.location.file) != true { files[key, default: []].append(diagnostic.location.file) }
        }
        return diagnostics.enumerated().compactMap { position, diagnostic in
            guard diagnostic.severity == .warning else { return diagnostic }
            let key = key(diagnostic)
            guard let last = lastIndex[key], diagnostic.location.file == diagnostics[last].location.file else { return nil }
            let others = (files[key] ?? []).filter { $0 != diagnostic.location.file }
            guard last == position, let first = others.first, let final = others.last else { return diagnostic }
            var shown = diagnostic
            let name = { (path: String) in path.split(separator: "/").last.map(String.init) ?? path }
            shown.message += others.count == 1 ? " (also in \(name(first)))" : " (also in \(others.count) other files, \(name(first)) to \(name(final)))"
            return shown
        }
    }
}
