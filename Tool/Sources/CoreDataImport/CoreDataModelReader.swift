import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ModelKit

/// Reads one version's `contents` file (Core Data's XML model format) into a
/// `CoreDataModel`, with Foundation's `XMLParser`.
///
/// Every problem is collected, positioned at the file and the XML line of the element
/// (`Library 2.xcdatamodel/contents:14:9`): a file that is missing or not well-formed,
/// a root that is not `<model>`, an unknown `attributeType` or `deletionRule`, and,
/// once the file is read, a destination, inverse or parent entity that is not there.
public enum CoreDataModelReader {
    /// The version in folder `version` (`…/Library 2.xcdatamodel`).
    public static func read(version folder: URL) throws(CoreDataImportError) -> CoreDataModel {
        let name = folder.deletingPathExtension().lastPathComponent
        let file = folder.appendingPathComponent("contents").path
        let elements = folder.appendingPathComponent("elements").path
        if FileManager.default.fileExists(atPath: elements) && !FileManager.default.fileExists(atPath: file) {
            throw .invalidSource([.error("version `\(name)` was saved by an Xcode older than 4 (a binary `elements` file, no `contents`), which modelc cannot read",
                                         at: SourceLocation(file: elements, line: 1, column: 1),
                                         hint: "open and save it in a current Xcode, which writes `contents`; in a history of several versions, a `--version-order` file that leaves it out imports the others")])
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw .invalidSource([.error("version `\(name)` has no readable `contents` file", at: SourceLocation(file: file, line: 1, column: 1),
                                         hint: "Xcode keeps each version's model in `<version>.xcdatamodel/contents`; a version saved by an Xcode older than 4 has a binary `elements` file instead, so open and save it in a current Xcode, or import the other versions by listing them in a `--version-order` file")])
        }
        return try read(data, name: name, file: file)
    }

    /// The model in `data`, the text of the `contents` file at `file`.
    public static func read(_ data: Data, name: String, file: String) throws(CoreDataImportError) -> CoreDataModel {
        guard !data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw .invalidSource([.error("`contents` of version `\(name)` is empty", at: SourceLocation(file: file, line: 1, column: 1),
                                         hint: "restore the file from version control, or re-save the model in Xcode")])
        }
        let delegate = ContentsParser(name: name, file: file, data: data)
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        delegate.parser = parser
        let finished = parser.parse()
        // Foundation on Linux reports some errors (a mismatched end tag) only to the
        // delegate and returns true, so both are checked.
        if !finished || delegate.parseError != nil || !delegate.isBalanced {
            let failure = delegate.parseError ?? (parser.parserError, max(parser.lineNumber, 1), max(parser.columnNumber, 1))
            let reason = failure.error.map { Self.describe($0, of: data) } ?? "an element is not closed"
            throw .invalidSource([.error("`contents` of version `\(name)` is not well-formed XML: \(reason)",
                                         at: SourceLocation(file: file, line: failure.line, column: failure.column),
                                         hint: "restore the file from version control, or re-save the model in Xcode")])
        }
        var problems = delegate.problems
        if !delegate.sawModel {
            problems.insert(.error("`contents` of version `\(name)` is not a Core Data model: its root element is not `<model>`",
                                   at: SourceLocation(file: file, line: 1, column: 1)), at: 0)
        }
        problems += delegate.expandComposites()
        problems += danglingReferences(in: delegate.model)
        guard problems.isEmpty else { throw .invalidSource(problems) }
        return delegate.model
    }

    /// The parser's error in words. Its code is libxml2's (which Foundation's parser
    /// passes on, on Linux without a description): 76 a mismatched end tag, 5 a file that
    /// ends inside an element, 4 a document without an element (`data`, the file, holds
    /// text or bytes that are not XML at all; an empty file is said before parsing), 38
    /// to 43 an attribute or its quoted value not written out (a file cut short inside
    /// one, as a bad merge leaves it).
    static func describe(_ error: any Error, of data: Data) -> String {
        let code = (error as NSError).code
        switch code {
        case 76: return "an end tag does not match the element it closes"
        case 5: return "the file ends before its last element is closed"
        case 4: return "it holds no XML element (its \(data.count) bytes are not XML)"
        case 38...43: return "an attribute is not written out as `name=\"value\"` (libxml2's error \(code))"
        default: return "its XML is malformed there (libxml2's error \(code))"
        }
    }

    /// Destinations, inverses and parents that name no entity or relationship.
    static func danglingReferences(in model: CoreDataModel) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let names = model.entities.map(\.name)
        for entity in model.entities {
            if let parent = entity.parent, model.entity(named: parent) == nil {
                problems.append(.error("entity `\(entity.name)` names parent entity `\(parent)`, which is not in the model",
                                       at: entity.location, hint: Suggestion.didYouMean(parent, among: names)))
            }
            // A relationship without a destination was reported as it was read.
            for relationship in entity.relationships where !relationship.isTransient && !relationship.destination.isEmpty {
                guard let destination = model.entity(named: relationship.destination) else {
                    problems.append(.error("relationship `\(entity.name).\(relationship.name)` has destination entity `\(relationship.destination)`, which is not in the model",
                                           at: relationship.location, hint: Suggestion.didYouMean(relationship.destination, among: names)))
                    continue
                }
                guard let inverse = relationship.inverseName else { continue }
                let holders = model.lineage(of: destination)
                if !holders.contains(where: { $0.relationships.contains { $0.name == inverse } }) {
                    problems.append(.error("inverse `\(inverse)` of relationship `\(entity.name).\(relationship.name)` is not a relationship of `\(destination.name)`",
                                           at: relationship.location, hint: Suggestion.didYouMean(inverse, among: destination.relationships.map(\.name))))
                }
            }
        }
        return problems
    }
}

/// The `XMLParser` delegate that builds the model element by element.
private final class ContentsParser: NSObject, XMLParserDelegate {
    let name: String
    let file: String
    /// Offsets of the first non-blank character of each line, for columns.
    let indentation: [Int]
    weak var parser: XMLParser?
    var model: CoreDataModel
    var problems: [Diagnostic] = []
    var sawModel = false
    /// The first error the parser reported, with where.
    var parseError: (error: (any Error)?, line: Int, column: Int)?
    /// Whether every element opened was closed.
    var isBalanced: Bool { path.isEmpty }
    /// The names of the open elements, outermost first.
    private var path: [String] = []
    private var entity: CoreDataEntity?
    /// The `<composite>` being read, and those read: their elements by composite name.
    private var composite: (name: String, elements: [CoreDataAttribute])?
    private var composites: [String: [CoreDataAttribute]] = [:]
    /// The composite type each composite attribute names, by entity (or composite) and
    /// attribute name: `<composite>` elements come after the entities in the file, so
    /// they are expanded once the file is read.
    private var compositeTypes: [String: String] = [:]

    init(name: String, file: String, data: Data) {
        self.name = name
        self.file = file
        self.model = CoreDataModel(name: name, file: file)
        self.indentation = Self.indentation(of: data)
    }

    /// The number of blanks each line starts with, in one pass over the bytes (splitting
    /// the file into lines first cost a twentieth of a large import).
    private static func indentation(of data: Data) -> [Int] {
        var indentation: [Int] = []
        var blanks = 0
        var inIndentation = true
        data.withUnsafeBytes { bytes in
            for byte in bytes {
                if byte == UInt8(ascii: "\n") {
                    indentation.append(blanks)
                    blanks = 0
                    inIndentation = true
                } else if inIndentation && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")) {
                    blanks += 1
                } else {
                    inIndentation = false
                }
            }
        }
        indentation.append(blanks)
        return indentation
    }

    /// Where the element being read starts: its line, and the column of the line's first
    /// character that is not blank.
    private var location: SourceLocation {
        let line = max(parser?.lineNumber ?? 1, 1)
        let column = line <= indentation.count ? indentation[line - 1] + 1 : 1
        return SourceLocation(file: file, line: line, column: column)
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        defer { path.append(element) }
        let parent = path.last
        switch (parent, element) {
        case (nil, "model"):
            sawModel = true
            model.versionIdentifier = attributes["userDefinedModelVersionIdentifier"].flatMap { $0.isEmpty ? nil : $0 }
        case ("model", "entity"):
            entity = CoreDataEntity(name: attributes["name"] ?? "", parent: attributes["parentEntity"], isAbstract: attributes["isAbstract"] == "YES",
                                    renamingIdentifier: renamingIdentifier(attributes), location: location)
            entity?.versionHashModifier = hashModifier(attributes)
        case ("entity", "attribute"):
            let attribute = readAttribute(attributes, in: entity?.name ?? "")
            entity?.attributes.append(attribute)
        case ("model", "configuration"):
            model.configurations.append(CoreDataConfiguration(name: attributes["name"] ?? "", isUsedWithCloudKit: attributes["usedWithCloudKit"] == "YES", location: location))
        case ("configuration", "memberEntity"):
            guard let last = model.configurations.indices.last, let entity = attributes["name"] else { return }
            model.configurations[last].entities.append(entity)
        case ("model", "composite"):
            composite = (attributes["name"] ?? "", [])
        case ("composite", "attribute"):
            guard let name = composite?.name else { return }
            let attribute = readAttribute(attributes, in: name, scope: "composite ")
            composite?.elements.append(attribute)
        case ("entity", "relationship"):
            readRelationship(attributes)
        case ("entity", "fetchedProperty"):
            entity?.fetchedProperties.append(attributes["name"] ?? "")
        case ("entity", "fetchIndex"):
            entity?.fetchIndexes.append(CoreDataFetchIndex(name: attributes["name"] ?? "", location: location))
        case ("fetchIndex", "fetchIndexElement"):
            guard let last = entity?.fetchIndexes.indices.last else { return }
            if let property = attributes["property"], (attributes["type"] ?? "Binary") == "Binary" {
                entity?.fetchIndexes[last].properties.append(property)
            } else {
                entity?.fetchIndexes[last].unsupportedElements.append(attributes["property"] ?? attributes["expression"] ?? "an expression")
            }
        case ("compoundIndexes", "compoundIndex"):
            entity?.fetchIndexes.append(CoreDataFetchIndex(name: "", location: location))
        case ("compoundIndex", "index"):
            guard let last = entity?.fetchIndexes.indices.last, let value = attributes["value"] else { return }
            entity?.fetchIndexes[last].properties.append(value)
        case ("uniquenessConstraints", "uniquenessConstraint"):
            entity?.uniquenessConstraints.append(CoreDataUniquenessConstraint(location: location))
        case ("uniquenessConstraint", "constraint"):
            guard let last = entity?.uniquenessConstraints.indices.last, let value = attributes["value"] else { return }
            entity?.uniquenessConstraints[last].properties.append(value)
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        path.removeLast()
        if element == "entity", path.last == "model", let entity {
            model.entities.append(entity)
            self.entity = nil
        }
        if element == "composite", path.last == "model", let composite {
            composites[composite.name] = composite.elements
            self.composite = nil
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred error: any Error) {
        if parseError == nil { parseError = (error, max(parser.lineNumber, 1), max(parser.columnNumber, 1)) }
    }

    private func hashModifier(_ attributes: [String: String]) -> String? {
        attributes["versionHashModifier"].flatMap { $0.isEmpty ? nil : $0 }
    }

    private func renamingIdentifier(_ attributes: [String: String]) -> String? {
        (attributes["renamingIdentifier"] ?? attributes["elementID"]).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// An `<attribute>` of the entity or composite `owner` (`scope` says which, in
    /// messages).
    private func readAttribute(_ attributes: [String: String], in owner: String, scope: String = "") -> CoreDataAttribute {
        let name = attributes["name"] ?? ""
        let isTransient = attributes["transient"] == "YES"
        let spelled = attributes["attributeType"] ?? "Undefined"
        let type = CoreDataAttributeType(spelled: spelled)
        if spelled == "Composite" {
            compositeTypes[scope + owner + "." + name] = attributes["composite"] ?? ""
        } else if type == nil || (type == .undefined && !isTransient) {
            let known = CoreDataAttributeType.allCases.filter { $0 != .undefined }.map(\.rawValue) + ["Composite"]
            problems.append(.error("attribute `\(owner).\(name)` has unknown attribute type `\(spelled)`", at: location,
                                   hint: Suggestion.didYouMean(spelled, among: known) ?? "use one of \(known.joined(separator: ", "))"))
        }
        var attribute = CoreDataAttribute(name: name, type: type ?? .undefined, location: location)
        attribute.isOptional = attributes["optional"] == "YES"
        attribute.isTransient = isTransient
        attribute.isDerived = attributes["derived"] == "YES"
        attribute.isIndexed = attributes["indexed"] == "YES"
        // Xcode writes a date's default as `defaultDateTimeInterval`, older files as `defaultValueString`.
        attribute.defaultValue = attributes["defaultValueString"] ?? attributes["defaultDateTimeInterval"]
        attribute.minValue = attributes["minValueString"]
        attribute.maxValue = attributes["maxValueString"]
        attribute.regularExpression = attributes["regularExpressionString"]
        attribute.allowsExternalStorage = attributes["allowsExternalBinaryDataStorage"] == "YES"
        attribute.renamingIdentifier = renamingIdentifier(attributes)
        attribute.versionHashModifier = hashModifier(attributes)
        return attribute
    }

    /// Each composite attribute replaced by one attribute per element of its composite
    /// (nested composites too), named `<attribute><Element>` (`priceAmount`), optional
    /// when the composite attribute or the element is; the problems: a composite that
    /// the file does not define, or one that contains itself.
    func expandComposites() -> [Diagnostic] {
        guard !compositeTypes.isEmpty else { return [] }
        var problems: [Diagnostic] = []
        func expand(_ attribute: CoreDataAttribute, key: String, dotted: [String], seen: [String]) -> [CoreDataAttribute] {
            guard let compositeName = compositeTypes[key] else { return [attribute] }
            guard let elements = composites[compositeName] else {
                let known = Array(composites.keys).sorted()
                problems.append(compositeName.isEmpty
                    ? .error("composite attribute `\(dotted.joined(separator: "."))` names no composite (its `composite` is missing)", at: attribute.location,
                             hint: known.isEmpty ? "define the composite in Xcode's model editor and choose it for the attribute" : "choose one of \(known.map { "`\($0)`" }.joined(separator: ", ")) for it in Xcode's model editor")
                    : .error("attribute `\(dotted.joined(separator: "."))` has composite type `\(compositeName)`, which the model does not define",
                             at: attribute.location, hint: Suggestion.didYouMean(compositeName, among: known)))
                return []
            }
            guard !seen.contains(compositeName) else {
                problems.append(.error("composite `\(compositeName)` contains itself", at: attribute.location))
                return []
            }
            return elements.flatMap { element -> [CoreDataAttribute] in
                let capitalized = element.name.prefix(1).uppercased() + element.name.dropFirst()
                var flattened = element
                flattened.name = attribute.name + capitalized
                flattened.isOptional = attribute.isOptional || element.isOptional
                flattened.isTransient = attribute.isTransient || element.isTransient
                flattened.renamingIdentifier = attribute.renamingIdentifier.map { $0 + capitalized }
                flattened.compositeElement = (dotted + [element.name]).joined(separator: ".")
                return expand(flattened, key: "composite " + compositeName + "." + element.name, dotted: dotted + [element.name], seen: seen + [compositeName])
            }
        }
        for index in model.entities.indices {
            let entity = model.entities[index]
            model.entities[index].attributes = entity.attributes.flatMap { expand($0, key: entity.name + "." + $0.name, dotted: [entity.name, $0.name], seen: []) }
        }
        return problems
    }

    private func readRelationship(_ attributes: [String: String]) {
        let name = attributes["name"] ?? ""
        var relationship = CoreDataRelationship(name: name, destination: attributes["destinationEntity"] ?? "", location: location)
        relationship.inverseName = attributes["inverseName"]
        relationship.inverseEntity = attributes["inverseEntity"]
        relationship.isToMany = attributes["toMany"] == "YES"
        relationship.isOrdered = attributes["ordered"] == "YES"
        relationship.isOptional = attributes["optional"] == "YES"
        relationship.isTransient = attributes["transient"] == "YES"
        relationship.minCount = attributes["minCount"].flatMap { Int($0) }
        relationship.maxCount = attributes["maxCount"].flatMap { Int($0) }
        relationship.renamingIdentifier = renamingIdentifier(attributes)
        relationship.versionHashModifier = hashModifier(attributes)
        let rule = attributes["deletionRule"] ?? "Nullify"
        if let deletionRule = CoreDataDeletionRule(rawValue: rule) {
            relationship.deletionRule = deletionRule
        } else {
            problems.append(.error("relationship `\(entity?.name ?? "").\(name)` has unknown deletion rule `\(rule)`", at: location,
                                   hint: "use one of \(CoreDataDeletionRule.allCases.map(\.rawValue).joined(separator: ", "))"))
        }
        if relationship.destination.isEmpty {
            problems.append(.error("relationship `\(entity?.name ?? "").\(name)` has no destination entity", at: location,
                                   hint: "set its destination in Xcode's model editor"))
        }
        entity?.relationships.append(relationship)
    }
}
