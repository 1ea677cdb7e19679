/// Where a value sits inside a JSON payload: `films[3].release_date`.
///
/// Carried by every `JSONMappingError` so a failure in a batch of a million records
/// points at the one element and key to fix. Generated mappers extend a path only when
/// they throw, so the happy path builds none.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// One step into a JSON value.
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// A path of one key: `JSONPath("films")`.
    public init(stringLiteral value: String) {
        components = value.isEmpty ? [] : [.key(value)]
    }

    /// The empty path: the payload itself.
    public static let root = JSONPath()

    /// This path extended by an object key.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(components + [.key(key)])
    }

    /// This path extended by an array index.
    public func appending(index: Int) -> JSONPath {
        JSONPath(components + [.index(index)])
    }

    /// `films[3].release_date`; the empty path reads `$`.
    public var description: String {
        if components.isEmpty { return "$" }
        var text = ""
        for component in components {
            switch component {
            case .key(let key):
                if !text.isEmpty { text += "." }
                text += key
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }
}
