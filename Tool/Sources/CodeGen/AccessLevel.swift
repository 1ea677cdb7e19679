/// The access level of generated declarations (`--access public|internal`).
///
/// `public` for a library target that apps import; `internal` when the records live in
/// the app target itself.
public enum AccessLevel: String, CaseIterable, Hashable, Sendable {
    case `public`
    case `internal`

    /// The keyword with a trailing space, or nothing for `internal` (Swift's default).
    var prefix: String {
        switch self {
        case .public: "public "
        case .internal: ""
        }
    }
}
