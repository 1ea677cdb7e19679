/// A position in a model file, kept on every element so diagnostics can point at the
/// offending key the way compilers do (`file:line:column`).
///
/// Lines and columns are 1-based, as editors and CI annotators expect.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The path of the file as it was given to the loader.
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// A location for values built in code rather than loaded from a file.
    public static let unknown = SourceLocation(file: "<memory>", line: 1, column: 1)

    public var description: String { "\(file):\(line):\(column)" }
}

/// A model element that knows where it and each of its option keys were written.
public protocol SourceLocated {
    /// Where the element's name was written.
    var location: SourceLocation { get }
    /// Where each option key was written (`default`, `min`, `table`, …).
    var keyLocations: [String: SourceLocation] { get }
}

extension SourceLocated {
    /// The location of option `key` when it was written, else of the element itself,
    /// so a diagnostic points at the line a user has to change.
    public func location(of key: String) -> SourceLocation {
        keyLocations[key] ?? location
    }
}
