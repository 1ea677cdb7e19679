/// A model drawn from a seeded generator, for the randomized record tests: entities with
/// every attribute type and option the JSON mapping rules talk about, uuid, string and
/// integer primary keys, and one-to-many (optional or required, ordered or not) and
/// many-to-many relationships; written as a real YAML model file (`yaml`).
///
/// Names are chosen so that the snake_case of each is obvious (`amberText` → `amber_text`),
/// which lets the oracle name columns and JSON keys without ModelKit. Relationships only
/// point from a later entity to an earlier one, so rows can be inserted in entity order.
public struct RandomModel: Sendable {
    /// The attribute types of the model language.
    public enum AttributeType: String, CaseIterable, Sendable {
        case string, int, int16, int32, double, float, bool, decimal, date, uuid, data, url, json
    }

    /// A stored attribute and its options.
    public struct Attribute: Sendable {
        public var name: String
        public var type: AttributeType
        public var isOptional = false
        public var isPrimaryKey = false
        /// The model default, as the JSON value that means the same (`"12.50"` for a decimal).
        public var defaultValue: PayloadValue?
        public var minimum: Int64?
        public var maximum: Int64?
        public var maxLength: Int?
        public var values: [String]?
        /// `RandomModel.pattern` or nothing.
        public var pattern: String?
        public var jsonKey: String?

        public var column: String { RandomModel.snakeCase(name) }
    }

    /// A to-one relationship whose table holds the foreign key.
    public struct ToOne: Sendable {
        public var name: String
        /// The index of the target entity (always an earlier one).
        public var target: Int
        public var isOptional: Bool
        public var jsonKey: String?
        public var inverse: String
        /// Whether the inverse to-many is ordered (the table then has a position column).
        public var isOrderedByInverse: Bool

        public var column: String { RandomModel.snakeCase(name) + "_id" }
        public var positionColumn: String { RandomModel.snakeCase(name) + "_position" }
    }

    /// A to-many relationship (one-to-many or many-to-many).
    public struct ToMany: Sendable {
        public var name: String
        public var target: Int
        public var inverse: String
        public var isOrdered: Bool
        public var isManyToMany: Bool
        public var deleteRule: String?
    }

    /// An entity: its key first, then its attributes, to-ones and to-manys in model order.
    public struct Entity: Sendable {
        public var name: String
        public var primaryKey: Attribute
        public var attributes: [Attribute]
        public var toOnes: [ToOne] = []
        public var toManys: [ToMany] = []
    }

    public var name: String
    public var snakeCaseKeys: Bool
    public var entities: [Entity]

    /// The JSON key of an attribute: `jsonKey:`, else its name or the name's snake_case.
    public func jsonKey(_ attribute: Attribute) -> String {
        attribute.jsonKey ?? (snakeCaseKeys ? RandomModel.snakeCase(attribute.name) : attribute.name)
    }

    /// The JSON key of a to-one relationship, by the same rule as an attribute's.
    public func jsonKey(_ relationship: ToOne) -> String {
        relationship.jsonKey ?? (snakeCaseKeys ? RandomModel.snakeCase(relationship.name) : relationship.name)
    }

    /// The JSON key of a to-many relationship.
    public func jsonKey(_ relationship: ToMany) -> String {
        snakeCaseKeys ? RandomModel.snakeCase(relationship.name) : relationship.name
    }

    /// `amberText` → `amber_text` (names here are lowercase ASCII words in lowerCamelCase).
    public static func snakeCase(_ name: String) -> String {
        var output = ""
        for character in name {
            if character.isUppercase {
                output += "_" + character.lowercased()
            } else {
                output.append(character)
            }
        }
        return output
    }

    // MARK: - Drawing a model

    private static let attributeWords = [
        "amber", "brisk", "calm", "dusty", "eager", "fancy", "giant", "hazy", "icy", "jolly", "keen", "lucky",
        "misty", "noble", "olive", "proud", "quick", "rusty", "sunny", "tidy", "urban", "vivid", "windy", "young",
    ]
    private static let relationshipWords = ["north", "south", "east", "west", "upper", "lower", "inner", "outer", "front", "rear", "left", "right"]
    private static let entityWords = ["Alpha", "Bravo", "Charlie", "Delta"]
    /// The one `pattern:` random models use: lowercase ASCII letters, digits and spaces.
    public static let pattern = "^[a-z0-9 ]*$"
    /// The characters `pattern` allows.
    public static let patternCharacters = Set("abcdefghijklmnopqrstuvwxyz0123456789 ")

    private static let enumWords = ["red", "green", "n/a", "Big Box", "in-stock", "x", "blue"]

    private static func suffix(_ type: AttributeType) -> String {
        switch type {
        case .string: "Text"
        case .int: "Count"
        case .int16: "Small"
        case .int32: "Medium"
        case .double: "Ratio"
        case .float: "Weight"
        case .bool: "Flag"
        case .decimal: "Amount"
        case .date: "At"
        case .uuid: "Ref"
        case .data: "Blob"
        case .url: "Link"
        case .json: "Info"
        }
    }

    /// A model named `Random<index>` drawn from `generator`; its first entity has one
    /// attribute of every type, so every model covers every type.
    public init(index: Int, using generator: inout SplitMix64) {
        name = "Random\(index)"
        snakeCaseKeys = Bool.random(using: &generator)
        let entityCount = Int.random(in: 2...4, using: &generator)
        var entities: [Entity] = []
        for entityIndex in 0..<entityCount {
            let keyType = [AttributeType.uuid, .string, .int].randomElement(using: &generator)!
            var key = Attribute(name: keyType == .string ? "code" : "id", type: keyType)
            key.isPrimaryKey = true
            var types: [AttributeType]
            if entityIndex == 0 {
                types = AttributeType.allCases.shuffled(using: &generator)
            } else {
                types = (0..<Int.random(in: 3...7, using: &generator)).map { _ in AttributeType.allCases.randomElement(using: &generator)! }
            }
            let words = RandomModel.attributeWords.shuffled(using: &generator)
            let attributes = types.enumerated().map { position, type in
                RandomModel.attribute(named: words[position] + RandomModel.suffix(type), type: type, using: &generator)
            }
            entities.append(Entity(name: "R\(index)\(RandomModel.entityWords[entityIndex])", primaryKey: key, attributes: attributes))
        }
        var relationshipWords = RandomModel.relationshipWords.shuffled(using: &generator)
        func link(parent: Int, child: Int, manyToMany: Bool) {
            guard let word = relationshipWords.popLast() else { return }
            if manyToMany {
                let name = word + "Peers"
                let inverse = word + "Mates"
                entities[parent].toManys.append(ToMany(name: name, target: child, inverse: inverse,
                                                       isOrdered: Bool.random(using: &generator), isManyToMany: true))
                entities[child].toManys.append(ToMany(name: inverse, target: parent, inverse: name, isOrdered: false, isManyToMany: true))
            } else {
                let optional = Bool.random(using: &generator)
                let ordered = Bool.random(using: &generator)
                let toOne = word + "Parent"
                let toMany = word + "Children"
                let jsonKey = Int.random(in: 0..<5, using: &generator) == 0 ? word + "_ref" : nil
                entities[child].toOnes.append(ToOne(name: toOne, target: parent, isOptional: optional, jsonKey: jsonKey,
                                                    inverse: toMany, isOrderedByInverse: ordered))
                let rule: String? = optional ? [nil, "cascade"].randomElement(using: &generator)! : "cascade"
                entities[parent].toManys.append(ToMany(name: toMany, target: child, inverse: toOne, isOrdered: ordered,
                                                       isManyToMany: false, deleteRule: rule))
            }
        }
        for child in 1..<entityCount {
            for parent in 0..<child {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0..<4: link(parent: parent, child: child, manyToMany: false)
                case 4..<6: link(parent: parent, child: child, manyToMany: true)
                case 6: link(parent: parent, child: child, manyToMany: false); link(parent: parent, child: child, manyToMany: true)
                default: break
                }
            }
        }
        if entities.allSatisfy({ $0.toOnes.isEmpty }) { link(parent: 0, child: entityCount - 1, manyToMany: false) }
        self.entities = entities
    }

    private static func attribute(named name: String, type: AttributeType, using generator: inout SplitMix64) -> Attribute {
        var attribute = Attribute(name: name, type: type)
        attribute.isOptional = Int.random(in: 0..<3, using: &generator) == 0
        if Int.random(in: 0..<6, using: &generator) == 0 {
            attribute.jsonKey = "k" + name.prefix(1).uppercased() + name.dropFirst()
        }
        switch type {
        case .int, .int16, .int32, .double, .float:
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: attribute.minimum = Int64.random(in: -50...10, using: &generator)
            case 1: attribute.maximum = Int64.random(in: 5...300, using: &generator)
            case 2:
                let minimum = Int64.random(in: -50...10, using: &generator)
                attribute.minimum = minimum
                attribute.maximum = minimum + Int64.random(in: 5...200, using: &generator)
            default: break
            }
        case .string:
            if Int.random(in: 0..<4, using: &generator) == 0 {
                attribute.values = Array(enumWords.shuffled(using: &generator).prefix(Int.random(in: 2...4, using: &generator)))
            } else {
                if Bool.random(using: &generator) { attribute.maxLength = Int.random(in: 2...12, using: &generator) }
                if Int.random(in: 0..<4, using: &generator) == 0 { attribute.pattern = pattern }
            }
        case .url:
            if Bool.random(using: &generator) { attribute.maxLength = Int.random(in: 30...40, using: &generator) }
        default: break
        }
        if Int.random(in: 0..<3, using: &generator) == 0 {
            attribute.defaultValue = defaultValue(for: attribute, using: &generator)
        }
        return attribute
    }

    private static func defaultValue(for attribute: Attribute, using generator: inout SplitMix64) -> PayloadValue? {
        let low = attribute.minimum ?? -20
        let high = attribute.maximum ?? (low + 40)
        switch attribute.type {
        case .string:
            if let values = attribute.values { return .string(values.randomElement(using: &generator)!) }
            return .string(String("dflt".prefix(attribute.maxLength ?? 4)))
        case .int, .int16, .int32: return .integer(Int64.random(in: low...high, using: &generator))
        case .double, .float: return .number(String(Double(Int64.random(in: low..<high, using: &generator)) + 0.25))
        case .bool: return .bool(Bool.random(using: &generator))
        case .decimal: return .string(["12.50", "0.00", "-3.125", "7"].randomElement(using: &generator)!)
        case .date: return .string(["2024-01-02T03:04:05Z", "1999-12-31", "2020-02-29T23:59:59.5+01:00"].randomElement(using: &generator)!)
        case .uuid: return .string("6F9619FF-8B86-D011-B42D-00C04FC964FF")
        case .url: return .string("https://example.com/d")
        case .data, .json: return nil
        }
    }

    // MARK: - YAML

    /// The model as a YAML model file (`1.yaml`).
    public var yaml: String {
        var lines = ["model: \(name)", "version: 1"]
        if snakeCaseKeys { lines.append("jsonKeys: snake_case") }
        lines.append("entities:")
        for entity in entities {
            lines.append("  \(entity.name):")
            lines.append("    attributes:")
            switch entity.primaryKey.type {
            case .int: lines.append("      id: int")
            default: lines.append("      \(entity.primaryKey.name): { type: \(entity.primaryKey.type.rawValue), primaryKey: true }")
            }
            for attribute in entity.attributes {
                var options = ["type: \(attribute.type.rawValue)"]
                if attribute.isOptional { options.append("optional: true") }
                if let value = attribute.defaultValue { options.append("default: \(value.jsonText)") }
                if let minimum = attribute.minimum { options.append("min: \(minimum)") }
                if let maximum = attribute.maximum { options.append("max: \(maximum)") }
                if let maxLength = attribute.maxLength { options.append("maxLength: \(maxLength)") }
                if let values = attribute.values { options.append("values: [" + values.map { PayloadValue.quoted($0) }.joined(separator: ", ") + "]") }
                if let pattern = attribute.pattern { options.append("pattern: \(PayloadValue.quoted(pattern))") }
                if let jsonKey = attribute.jsonKey { options.append("jsonKey: \(jsonKey)") }
                lines.append("      \(attribute.name): { " + options.joined(separator: ", ") + " }")
            }
            guard !entity.toOnes.isEmpty || !entity.toManys.isEmpty else { continue }
            lines.append("    relationships:")
            for toOne in entity.toOnes {
                var options = ["to: \(entities[toOne.target].name)", "inverse: \(toOne.inverse)"]
                if toOne.isOptional { options.append("optional: true") }
                if let jsonKey = toOne.jsonKey { options.append("jsonKey: \(jsonKey)") }
                lines.append("      \(toOne.name): { " + options.joined(separator: ", ") + " }")
            }
            for toMany in entity.toManys {
                var options = ["to: \(entities[toMany.target].name)", "toMany: true", "inverse: \(toMany.inverse)"]
                if toMany.isOrdered { options.append("ordered: true") }
                if let rule = toMany.deleteRule { options.append("deleteRule: \(rule)") }
                lines.append("      \(toMany.name): { " + options.joined(separator: ", ") + " }")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
