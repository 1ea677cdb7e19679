/// One problem found in a model, with where it is and, when there is one, how to fix it.
///
/// Rendered in the `file:line:column: error: message` form understood by editors and CI
/// annotators, so `modelc validate` output can be clicked through.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Whether the problem stops the model from being used.
    public enum Severity: String, Hashable, Sendable, Codable {
        case error
        case warning
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// A suggested fix ("did you mean `deleteRule`?"), shown after the message.
    public var hint: String?

    public init(_ severity: Severity, _ message: String, at location: SourceLocation, hint: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.hint = hint
    }

    public static func error(_ message: String, at location: SourceLocation, hint: String? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location, hint: hint)
    }

    public static func warning(_ message: String, at location: SourceLocation, hint: String? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location, hint: hint)
    }

    /// `file:line:column: error: message (hint)`.
    public var description: String {
        var text = "\(location): \(severity.rawValue): \(message)"
        if let hint { text += " (\(hint))" }
        return text
    }
}

/// The error thrown when a model cannot be loaded or fails validation.
///
/// It carries every diagnostic found, not just the first, so one run of
/// `modelc validate` reports all problems at once.
public struct ModelError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
