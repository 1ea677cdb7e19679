import ModelKit
import SchemaCore

extension ModelCheck {
    /// What `modelc validate` found in each model path: whether it is valid, every
    /// diagnostic, and the error when one is not.
    ///
    /// The JSON form is `{"models": [{"path", "name", "versions", "ok"}], "diagnostics":
    /// […], "error": …}`, with `error` only when a model failed.
    public struct Validation: Sendable, Encodable {
        /// One model path.
        public struct Checked: Sendable, Encodable {
            public var path: String
            /// The model's name, when it loaded.
            public var name: String?
            /// How many versions loaded.
            public var versions: Int
            /// Loaded, without errors, and (with `strict`) without warnings.
            public var ok: Bool
            /// This path's diagnostics (the JSON form lists them once, beside `models`), a
            /// warning repeated in several versions' files shown once, in the newest
            /// (`Diagnostic.collapsingRepeatedWarnings(_:)`); the JSON form has them all.
            public var diagnostics: [Diagnostic]

            private enum CodingKeys: String, CodingKey { case path, name, versions, ok }
        }

        public var models: [Checked]
        /// Every diagnostic, path by path.
        public var diagnostics: [Diagnostic]
        /// The error when any model failed: its diagnostics' report, or for a strict run
        /// that failed on warnings alone, a sentence that says so.
        public var error: ErrorReport?

        /// Whether any model failed (exit 2).
        public var failed: Bool { error != nil }
    }

    /// Loads and checks each of `paths` (`inspect(_:)`). With `strict`, warnings make a
    /// model fail as errors do: the rule `modelc validate --strict` applies in CI.
    public static func validate(_ paths: [String], strict: Bool) -> Validation {
        let results = paths.map { ($0, inspect($0)) }
        let models = results.map { path, result in
            let hasWarnings = result.diagnostics.contains { $0.severity == .warning }
            return Validation.Checked(
                path: path, name: result.versions?.name, versions: result.versions?.versions.count ?? 0,
                ok: !result.hasErrors && !(strict && hasWarnings) && result.versions != nil,
                diagnostics: Diagnostic.collapsingRepeatedWarnings(result.diagnostics))
        }
        let diagnostics = results.flatMap(\.1.diagnostics)
        var error: ErrorReport?
        if models.contains(where: { !$0.ok }) {
            error = ModelError(diagnostics).report
            if strict && !diagnostics.contains(where: { $0.severity == .error }) {
                error?.message = "\(diagnostics.count) warning\(diagnostics.count == 1 ? "" : "s"), which --strict treats as errors"
                error?.hint = "fix each problem listed, or run without --strict"
            }
        }
        return Validation(models: models, diagnostics: diagnostics, error: error)
    }
}
