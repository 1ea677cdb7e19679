/// All versions of one model, as found in a folder `models/<Name>/` holding `1.yaml`,
/// `2.yaml`, …; the highest version is the current one.
public struct ModelVersions: Hashable, Sendable {
    public var name: String
    /// Versions in increasing order.
    public var versions: [Model]
    /// The folder the versions were loaded from.
    public var folder: String

    public init(name: String, versions: [Model], folder: String) {
        self.name = name
        self.versions = versions
        self.folder = folder
    }

    /// The highest version.
    public var current: Model? { versions.last }

    public func version(_ number: Int) -> Model? {
        versions.first { $0.version == number }
    }
}
