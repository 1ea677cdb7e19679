import Foundation

/// What a mapping model (`.xcmappingmodel`) says it maps: the model and the versions it
/// takes a store from and to, from the `sourcemodelpath` and `destinationmodelpath` its
/// `xcmapping.xml` records (`Lib.xcdatamodeld/Lib 2.xcdatamodel`).
///
/// modelc plans each version from the model alone and does not run what a mapping model
/// says; the import notes each one at the version it leads to, so the custom step is
/// written as a data step of that version's migration.
struct CoreDataMappingModel {
    /// The `.xcdatamodeld` folder's name both paths are in (`Lib.xcdatamodeld`), when
    /// the file says.
    var model: String?
    /// The version a store is migrated from, and the one it is migrated to (`Lib 2`).
    var source: String?
    var destination: String?

    init(path: String) {
        let text = (try? String(contentsOfFile: URL(fileURLWithPath: path).appendingPathComponent("xcmapping.xml").path, encoding: .utf8)) ?? ""
        func modelPath(_ attribute: String) -> (model: String, version: String)? {
            guard let range = text.range(of: "name=\"\(attribute)\""),
                  let start = text[range.upperBound...].firstIndex(of: ">"),
                  let end = text[start...].firstIndex(of: "<")
            else { return nil }
            let parts = text[text.index(after: start)..<end].split(separator: "/").map(String.init)
            guard parts.count >= 2 else { return nil }
            return (parts[parts.count - 2], URL(fileURLWithPath: parts[parts.count - 1]).deletingPathExtension().lastPathComponent)
        }
        let source = modelPath("sourcemodelpath"), destination = modelPath("destinationmodelpath")
        model = destination?.model ?? source?.model
        self.source = source?.version
        self.destination = destination?.version
    }
}
