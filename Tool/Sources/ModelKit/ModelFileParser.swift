import Foundation

/// Reads the text of one model file (YAML, or JSON, which is YAML's flow style) into a
/// `Model`, collecting a diagnostic for every problem instead of stopping at the first.
///
/// The text becomes a `YAMLTree` (`YAMLEventReader`, straight from libyaml's events),
/// which keeps each node's position, so every element and option gets the line and
/// column where it was written. JSON goes through the same reader so a JSON model gets
/// the same positions and messages as a YAML one.
struct ModelFileParser {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    /// The document being read; nodes are named by their index in it.
    private var tree = YAMLTree()
    private typealias Node = YAMLTree.Index

    init(file: String) {
        self.file = file
    }

    /// Parses `text`; returns nil when the file has no usable top level.
    mutating func parse(_ text: String, expectedVersion: Int?, defaultName: String?) -> Model? {
        if Self.isBlank(text) {
            error("the file is empty", at: SourceLocation(file: file, line: 1, column: 1),
                  hint: "a model file starts with `model: <Name>`, `version: <N>` and `entities:`")
            return nil
        }
        if (file as NSString).pathExtension.lowercased() == "json", let problem = JSONSyntax.firstProblem(in: text) {
            error("invalid JSON: \(problem.message)", at: SourceLocation(file: file, line: problem.line, column: problem.column),
                  hint: "JSON model files must be strict JSON: no trailing commas or comments")
            return nil
        }
        if let alias = YAMLAliasScan.firstAlias(in: text) {
            diagnostics.append(aliasDiagnostic(name: alias.name, line: alias.line, column: alias.column))
            return nil
        }
        do throws(YAMLReadError) {
            guard let document = try YAMLEventReader.read(text) else {
                error("the file holds no YAML document", at: SourceLocation(file: file, line: 1, column: 1))
                return nil
            }
            tree = document
        } catch {
            diagnostics += self.diagnostics(for: error, in: text)
            return nil
        }
        let root: Node = 0
        guard let top = mapping(root, what: "the top level of a model file") else { return nil }
        let keys = checkedKeys(top, allowed: ModelLoader.modelKeys, context: "model")

        var model = Model(name: defaultName ?? "", version: expectedVersion ?? 0, location: location(of: root))
        model.keyLocations = keyLocations(keys)

        if let entry = option("model", in: keys) {
            if let name = string(entry.value, what: "`model`") {
                model.name = name
            } else if model.name.isEmpty {
                // Reported just now as not a string; the file's name stands in, so that
                // validation does not add "model name is empty" for the same line.
                model.name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            }
        } else if defaultName == nil {
            error("missing `model`", at: model.location, hint: "add `model: <Name>` at the top of the file")
        }
        if let entry = option("version", in: keys) {
            if let version = integer(entry.value, what: "`version`") {
                if version < 1 {
                    error("`version` must be 1 or more, got \(version)", at: location(of: entry.value))
                } else if let expectedVersion, version != expectedVersion {
                    error("`version: \(version)` disagrees with the file name, which says version \(expectedVersion)",
                          at: location(of: entry.value),
                          hint: "rename the file to `\(version).\((file as NSString).pathExtension)` or set `version: \(expectedVersion)`")
                }
                model.version = version
            }
        } else if expectedVersion == nil {
            error("missing `version`", at: model.location, hint: "add `version: 1`, or name the file after its version (`1.yaml`)")
        }
        if let entry = option("doc", in: keys) { model.doc = string(entry.value, what: "`doc`") }
        if let entry = option("jsonKeys", in: keys), let style = string(entry.value, what: "`jsonKeys`") {
            if let parsed = JSONKeyStyle(rawValue: style) {
                model.jsonKeys = parsed
            } else {
                error("unknown `jsonKeys` style `\(style)`", at: location(of: entry.value),
                      hint: "use `asWritten` or `snake_case`")
            }
        }
        if let entry = option("dialect", in: keys), let dialect = string(entry.value, what: "`dialect`") {
            if dialect.range(of: "^[a-z][a-z0-9_]*$", options: .regularExpression) != nil {
                model.dialect = dialect
            } else {
                error("`dialect: \(dialect)` is not a dialect's name", at: location(of: entry.value),
                      hint: "write `dialect: postgres` for a model whose SQL is PostgreSQL's, or leave it out for SQLite's")
            }
        }
        if let entry = option("entities", in: keys) {
            if let entities = mapping(entry.value, what: "`entities`") {
                // Built aside and stored once: every change to `model.entities` rebuilds
                // the model's index of entities.
                let jsonKeys = model.jsonKeys
                var parsed: [Entity] = []
                parsed.reserveCapacity(entities.count)
                for pair in entities {
                    if let entity = parseEntity(name: pair.key, body: pair.value, jsonKeys: jsonKeys) { parsed.append(entity) }
                }
                model.entities = parsed
            }
        } else {
            error("missing `entities`", at: model.location, hint: "add `entities:` with at least one entity")
        }
        if let entry = option("views", in: keys), let views = mapping(entry.value, what: "`views`", hint: "write a mapping of view names to their SELECT") {
            model.views = views.compactMap { parseView(name: $0.key, body: $0.value) }
        }
        if let entry = option("triggers", in: keys), let triggers = mapping(entry.value, what: "`triggers`", hint: "write a mapping of trigger names to their CREATE TRIGGER statement") {
            model.triggers = triggers.compactMap { parseTrigger(name: $0.key, body: $0.value) }
        }
        if let entry = option("types", in: keys), let types = mapping(entry.value, what: "`types`", hint: "write a mapping of type names to their CREATE TYPE or CREATE DOMAIN statement") {
            model.types = types.compactMap { parseType(name: $0.key, body: $0.value) }
        }
        if let entry = option("extensions", in: keys) {
            model.extensions = stringList(entry.value, what: "`extensions`", hint: "write a list of extension names, e.g. `[citext, cube]`")
        }
        if let entry = option("functions", in: keys) {
            model.functions = stringList(entry.value, what: "`functions`", hint: "write a list of the SQL functions the app registers, e.g. `[title_sort, sortconcat]`")
        }
        if let entry = option("unmanaged", in: keys) {
            model.unmanaged = stringList(entry.value, what: "`unmanaged`", hint: "write a list of name patterns, e.g. `[sqlite_stat*, fts_*]`")
        }
        return model
    }

    // MARK: - Views and triggers

    private mutating func parseView(name nameNode: Node, body: Node) -> ViewSpec? {
        guard let name = string(nameNode, what: "a view name") else { return nil }
        var view = ViewSpec(name: name, sql: "", location: location(of: nameNode))
        if tree[body].kind == .scalar {
            view.sql = string(body, what: "the SQL of view `\(name)`") ?? ""
            // Problems with the SQL point at the SQL, not at the view's name.
            view.keyLocations["sql"] = location(of: body)
            return view
        }
        guard let fields = mapping(body, what: "view `\(name)`", hint: "write the SELECT, or a mapping with `sql:` and `dependsOn:`") else { return nil }
        let keys = checkedKeys(fields, allowed: ModelLoader.viewKeys, context: "view `\(name)`")
        view.keyLocations = keyLocations(keys)
        if let entry = option("sql", in: keys) { view.sql = string(entry.value, what: "`sql`") ?? "" }
        if let entry = option("dependsOn", in: keys) {
            view.dependsOn = stringList(entry.value, what: "`dependsOn`", hint: "write a list of entity or view names")
        }
        if let entry = option("doc", in: keys) { view.doc = string(entry.value, what: "`doc`") }
        return view
    }

    private mutating func parseType(name nameNode: Node, body: Node) -> TypeSpec? {
        guard let name = string(nameNode, what: "a type name") else { return nil }
        var type = TypeSpec(name: name, sql: "", location: location(of: nameNode))
        if tree[body].kind == .scalar {
            type.sql = string(body, what: "the SQL of type `\(name)`") ?? ""
            type.keyLocations["sql"] = location(of: body)
            return type
        }
        guard let fields = mapping(body, what: "type `\(name)`", hint: "write the CREATE TYPE or CREATE DOMAIN statement, or a mapping with `sql:` and `doc:`") else { return nil }
        let keys = checkedKeys(fields, allowed: ModelLoader.typeKeys, context: "type `\(name)`")
        type.keyLocations = keyLocations(keys)
        if let entry = option("sql", in: keys) { type.sql = string(entry.value, what: "`sql`") ?? "" }
        if let entry = option("doc", in: keys) { type.doc = string(entry.value, what: "`doc`") }
        return type
    }

    private mutating func parseTrigger(name nameNode: Node, body: Node) -> TriggerSpec? {
        guard let name = string(nameNode, what: "a trigger name") else { return nil }
        var trigger = TriggerSpec(name: name, location: location(of: nameNode))
        if tree[body].kind == .scalar {
            trigger.sql = string(body, what: "the SQL of trigger `\(name)`")
            trigger.keyLocations["sql"] = location(of: body)
            return trigger
        }
        guard let fields = mapping(body, what: "trigger `\(name)`", hint: "write the CREATE TRIGGER statement, or a mapping with `on:`, `timing:`, `event:` and `body:`") else { return nil }
        let keys = checkedKeys(fields, allowed: ModelLoader.triggerKeys, context: "trigger `\(name)`")
        trigger.keyLocations = keyLocations(keys)
        for entry in keys {
            let value = entry.value
            switch entry.name {
            case "sql": trigger.sql = string(value, what: "`sql`")
            case "on": trigger.on = string(value, what: "`on`")
            case "when": trigger.when = string(value, what: "`when`")
            case "body": trigger.body = string(value, what: "`body`")
            case "doc": trigger.doc = string(value, what: "`doc`")
            case "columns": trigger.columns = stringList(value, what: "`columns`", hint: "write a list of attribute names")
            case "timing":
                trigger.timing = choice(value, what: "`timing`", from: TriggerTiming.self)
            case "event":
                trigger.event = choice(value, what: "`event`", from: TriggerEvent.self)
            default: break
            }
        }
        return trigger
    }

    /// A scalar naming one case of `type` (by raw value), with a did-you-mean otherwise.
    private mutating func choice<Choice: RawRepresentable & CaseIterable>(_ node: Node, what: @autoclosure () -> String, from type: Choice.Type) -> Choice? where Choice.RawValue == String {
        guard let text = string(node, what: what()) else { return nil }
        if let parsed = Choice(rawValue: text) { return parsed }
        let known = Choice.allCases.map(\.rawValue)
        error("unknown \(what()) `\(text)`", at: location(of: node),
              hint: Suggestion.didYouMean(text, among: known) ?? "use one of \(known.joined(separator: ", "))")
        return nil
    }

    /// A list of strings, or a single string as a list of one.
    private mutating func stringList(_ node: Node, what: @autoclosure () -> String, hint: @autoclosure () -> String? = nil) -> [String] {
        if tree[node].kind == .scalar {
            // A key left empty (`unmanaged:` once its last item is deleted) is an empty list;
            // it was two errors that contradicted each other (a list, a string).
            if tree[node].isPlain, literal(node) == nil { return [] }
            return string(node, what: what()).map { [$0] } ?? []
        }
        guard let items = sequence(node, what: what(), hint: hint()) else { return [] }
        return items.compactMap { string($0, what: "an item of \(what())") }
    }

    /// `check:` holds one SQL expression or a list of them; an item may be a named
    /// constraint, `{ name: positive_balance, sql: "balance >= 0" }`. Returns the
    /// expressions in order and the names of the named ones, by expression.
    private mutating func checkList(_ node: Node) -> (checks: [String], names: [String: String]) {
        let what = "`check`"
        let hint = "write an SQL expression, a list of them, or `{ name: …, sql: … }` for a named constraint"
        guard tree[node].kind == .sequence || tree[node].kind == .mapping else { return (stringList(node, what: what, hint: hint), [:]) }
        let items = tree[node].kind == .mapping ? [node] : sequence(node, what: what, hint: hint) ?? []
        var checks: [String] = []
        var names: [String: String] = [:]
        for item in items {
            guard tree[item].kind == .mapping else {
                if let check = string(item, what: "an item of \(what)") { checks.append(check) }
                continue
            }
            guard let fields = mapping(item, what: "an item of \(what)") else { continue }
            let keys = checkedKeys(fields, allowed: ModelLoader.checkKeys, context: "a named `check`")
            guard let sql = option("sql", in: keys) else {
                error("a named `check` has no `sql`", at: location(of: item), hint: "add `sql: <SQL expression>`")
                continue
            }
            guard let check = string(sql.value, what: "`sql`") else { continue }
            checks.append(check)
            guard let entry = option("name", in: keys) else {
                error("a `check` written as a mapping has no `name`", at: location(of: item),
                      hint: "add `name: <constraint name>`, or write the expression alone")
                continue
            }
            if let name = string(entry.value, what: "`name`") { names[check] = name }
        }
        return (checks, names)
    }

    // MARK: - Entities

    private mutating func parseEntity(name nameNode: Node, body: Node, jsonKeys: JSONKeyStyle) -> Entity? {
        guard let name = string(nameNode, what: "an entity name") else { return nil }
        var entity = Entity(name: name, location: location(of: nameNode))
        guard let keys = options(body, what: "entity `\(name)`", hint: "an entity is a mapping with `attributes:` and optionally `relationships:`",
                                 allowed: ModelLoader.entityKeys, context: "entity `\(name)`") else {
            return entity
        }
        entity.keyLocations = keyLocations(keys)
        if let entry = option("table", in: keys), let table = string(entry.value, what: "`table`") { entity.table = table }
        if let entry = option("doc", in: keys) { entity.doc = string(entry.value, what: "`doc`") }
        if let entry = option("renamedFrom", in: keys) { entity.renamedFrom = string(entry.value, what: "`renamedFrom`") }
        if let entry = option("attributes", in: keys), let attributes = mapping(entry.value, what: "`attributes`") {
            entity.attributes.reserveCapacity(attributes.count)
            for pair in attributes {
                if let attribute = parseAttribute(name: pair.key, body: pair.value, jsonKeys: jsonKeys) {
                    entity.attributes.append(attribute)
                } else if tree[pair.key].kind == .scalar {
                    entity.unreadAttributeNames.insert(tree[pair.key].text)
                }
            }
        }
        if let entry = option("relationships", in: keys), let relationships = mapping(entry.value, what: "`relationships`") {
            entity.relationships = relationships.compactMap { parseRelationship(name: $0.key, body: $0.value, jsonKeys: jsonKeys) }
        }
        if let entry = option("indexes", in: keys) { entity.indexes = indexSpecs(entry.value, what: "`indexes`", unique: false) }
        if let entry = option("unique", in: keys) { entity.uniques = indexSpecs(entry.value, what: "`unique`", unique: true) }
        if let entry = option("strict", in: keys) { entity.isStrict = boolean(entry.value, what: "`strict`") ?? true }
        if let entry = option("withoutRowID", in: keys) { entity.isWithoutRowID = boolean(entry.value, what: "`withoutRowID`") ?? false }
        if let entry = option("check", in: keys) { (entity.checks, entity.checkNames) = checkList(entry.value) }
        if let entry = option("primaryKeyName", in: keys) { entity.primaryKeyName = string(entry.value, what: "`primaryKeyName`") }
        if let entry = option("columnOrder", in: keys) {
            entity.columnOrder = stringList(entry.value, what: "`columnOrder`", hint: "list attributes and to-one relationships in column order")
        }
        if let entry = option("primaryKey", in: keys) {
            let names = stringList(entry.value, what: "`primaryKey`", hint: "name the key's attributes or to-one relationships, e.g. `primaryKey: [playlist, track]`")
            // One attribute named here is the same as `primaryKey: true` on it; `rowid`,
            // when no member has that name, is SQLite's hidden rowid.
            if names == ["rowid"], entity.attribute(named: "rowid") == nil, entity.relationship(named: "rowid") == nil {
                entity.isKeyedByRowID = true
            } else if names.count == 1, let position = entity.attributes.firstIndex(where: { $0.name == names[0] }) {
                entity.attributes[position].isPrimaryKey = true
                entity.attributes[position].keyLocations["primaryKey"] = location(of: entry.value)
            } else {
                entity.compositeKey = names
            }
        }
        if entity.compositeKey.isEmpty, !entity.isKeyedByRowID, !entity.attributes.contains(where: \.isPrimaryKey),
           let index = entity.attributes.firstIndex(where: { $0.name == "id" }) {
            entity.attributes[index].isPrimaryKey = true
        }
        return entity
    }

    /// `indexes:`/`unique:` hold a list whose items are a list of names, a single name,
    /// or a mapping `{ name:, columns:, where:, constraint:, deferrable:, nullsDistinct: }`.
    /// A key left empty (`indexes:` with its last item deleted, or `~`) holds none: a
    /// YAML null, not a scalar in the place of the list.
    private mutating func indexSpecs(_ node: Node, what: String, unique: Bool) -> [IndexSpec] {
        if tree[node].kind == .scalar, tree[node].isPlain, literal(node) == nil { return [] }
        guard let items = sequence(node, what: what, hint: "write a list of attribute lists, e.g. `- [lastName, firstName]`") else { return [] }
        return items.compactMap { item in
            if tree[item].kind == .scalar, let name = string(item, what: "an attribute name") {
                return IndexSpec([name], location: location(of: item))
            }
            if tree[item].kind == .mapping, let fields = mapping(item, what: "an item of \(what)") {
                let keys = checkedKeys(fields, allowed: ModelLoader.indexKeys, context: "an item of \(what)")
                var spec = IndexSpec([], location: location(of: item))
                let columns = option("columns", in: keys)
                if let columns {
                    spec.attributes = stringList(columns.value, what: "`columns`", hint: "write a list of attribute names")
                } else {
                    error("an item of \(what) has no `columns`", at: location(of: item), hint: "add `columns: [attribute, …]`")
                }
                if let entry = option("name", in: keys) { spec.name = string(entry.value, what: "`name`") }
                if let entry = option("where", in: keys) { spec.condition = string(entry.value, what: "`where`") }
                if let entry = option("constraint", in: keys) {
                    spec.isConstraint = boolean(entry.value, what: "`constraint`") ?? false
                    if !unique {
                        error("`constraint` is only for items of `unique`", at: location(of: entry.key),
                              hint: "a UNIQUE constraint belongs under `unique:`; remove `constraint` here")
                    }
                }
                if let entry = option("deferrable", in: keys), let text = string(entry.value, what: "`deferrable`") {
                    if let deferral = ConstraintDeferral(rawValue: text) {
                        spec.deferral = deferral
                    } else {
                        error("`deferrable: \(text)` is neither `immediate` nor `deferred`", at: location(of: entry.value),
                              hint: "write `deferrable: immediate` (checked at each statement unless deferred) or `deferrable: deferred` (checked at commit)")
                    }
                    if !unique {
                        error("`deferrable` is only for items of `unique`", at: location(of: entry.key),
                              hint: "an index cannot be deferred; a UNIQUE constraint under `unique:` with `constraint: true` can")
                    }
                }
                if let entry = option("nullsDistinct", in: keys) {
                    spec.areNullsDistinct = boolean(entry.value, what: "`nullsDistinct`") ?? true
                    if !unique {
                        error("`nullsDistinct` is only for items of `unique`", at: location(of: entry.key),
                              hint: "it says whether NULLs are distinct from each other in a UNIQUE constraint under `unique:`")
                    }
                }
                // Without `columns` the item was reported here; validation would only
                // add that it names no attributes.
                return columns == nil ? nil : spec
            }
            guard let names = sequence(item, what: "an item of \(what)") else { return nil }
            return IndexSpec(names.compactMap { string($0, what: "an attribute name") }, location: location(of: item))
        }
    }

    // MARK: - Attributes

    private mutating func parseAttribute(name nameNode: Node, body: Node, jsonKeys: JSONKeyStyle) -> Attribute? {
        guard let name = string(nameNode, what: "an attribute name") else { return nil }
        let at = location(of: nameNode)
        let defaultKey = jsonKeys == .snakeCase ? Naming.snakeCase(name) : name
        if tree[body].kind == .scalar {
            guard let spelled = string(body, what: "the type of `\(name)`") else { return nil }
            guard let (type, optional) = attributeType(spelled, at: location(of: body)) else { return nil }
            return Attribute(name: name, type: type, isOptional: optional, jsonKey: defaultKey, location: at)
        }
        guard let keys = options(body, what: "attribute `\(name)`", hint: "write a type (`string`, `int?`) or a mapping like `{ type: string, unique: true }`",
                                 allowed: ModelLoader.attributeKeys, context: "attribute `\(name)`") else {
            return nil
        }
        guard let typeEntry = option("type", in: keys) else {
            error("attribute `\(name)` has no `type`", at: at, hint: "add `type:`, one of \(AttributeType.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        guard let spelled = string(typeEntry.value, what: "`type`"),
              let (type, optionalByType) = attributeType(spelled, at: location(of: typeEntry.value)) else { return nil }
        var attribute = Attribute(name: name, type: type, isOptional: optionalByType, jsonKey: defaultKey, location: at)
        attribute.keyLocations = keyLocations(keys)
        for entry in Self.sortedByName(keys) {
            let value = entry.value
            switch entry.name {
            case "optional": attribute.isOptional = boolean(value, what: "`optional`") ?? attribute.isOptional
            case "default": attribute.defaultValue = scalarValue(value, what: "`default`")
            case "unique": attribute.isUnique = boolean(value, what: "`unique`") ?? false
            case "indexed": attribute.isIndexed = boolean(value, what: "`indexed`") ?? false
            case "primaryKey": attribute.isPrimaryKey = boolean(value, what: "`primaryKey`") ?? false
            case "column": if let column = string(value, what: "`column`") { attribute.column = column }
            case "jsonKey": if let jsonKey = string(value, what: "`jsonKey`") { attribute.jsonKey = jsonKey }
            case "renamedFrom": attribute.renamedFrom = string(value, what: "`renamedFrom`")
            case "mergedFrom":
                attribute.mergedFrom = stringList(value, what: "`mergedFrom`", hint: "name the previous version's attributes, e.g. `mergedFrom: [mobile, landline]`")
            case "renamedValues":
                var renames: [String: String] = [:]
                for pair in mapping(value, what: "`renamedValues`", hint: "map each value to the one it was, e.g. `renamedValues: { LuxuryCar: ExpensiveSportCar }`") ?? [] {
                    if let new = pair.name, let old = scalarText(pair.value, what: "a former value") { renames[new] = old }
                }
                attribute.renamedValues = renames
            case "min": attribute.min = number(value, what: "`min`")
            case "max": attribute.max = number(value, what: "`max`")
            case "maxLength": attribute.maxLength = integer(value, what: "`maxLength`")
            case "pattern": attribute.pattern = string(value, what: "`pattern`")
            case "doc": attribute.doc = string(value, what: "`doc`")
            case "sqlType": attribute.sqlType = scalarText(value, what: "`sqlType`")
            case "autoincrement": attribute.isAutoincrement = boolean(value, what: "`autoincrement`") ?? false
            case "check": (attribute.checks, attribute.checkNames) = checkList(value)
            case "defaultSQL": attribute.defaultSQL = scalarText(value, what: "`defaultSQL`")
            case "collate": attribute.collation = string(value, what: "`collate`")
            case "values":
                if let items = sequence(value, what: "`values`", hint: "write a list, e.g. `values: [active, banned]`") {
                    attribute.values = items.compactMap { scalarText($0, what: "an enumeration value") }
                }
            default: break
            }
        }
        return attribute
    }

    /// `string`, `string?`: the type and whether the `?` made it optional.
    private mutating func attributeType(_ spelled: String, at location: SourceLocation) -> (AttributeType, Bool)? {
        if let known = Self.typeSpellings[spelled] { return known }
        let trimmed = spelled.trimmingSpaces()
        let optional = trimmed.hasSuffix("?")
        let name = optional ? String(trimmed.dropLast()) : trimmed
        if let type = AttributeType(rawValue: name) { return (type, optional) }
        let known = AttributeType.allCases.map(\.rawValue)
        let meant = Self.typeSynonyms[name.lowercased()] ?? AttributeType(rawValue: name.lowercased())
        error("unknown type `\(name)`", at: location,
              hint: meant.map { "did you mean `\($0.rawValue)\(optional ? "?" : "")`?" } ?? Suggestion.didYouMean(name, among: known)
                  ?? "use one of \(known.joined(separator: ", "))")
        return nil
    }

    /// Other languages' and databases' names for the attribute types, which model files
    /// written by hand use (`integer`, `boolean`, `text`, `Date`): the type to suggest.
    private static let typeSynonyms: [String: AttributeType] = [
        "integer": .int, "long": .int, "bigint": .int, "int64": .int, "smallint": .int16, "short": .int16, "tinyint": .int16,
        "boolean": .bool, "text": .string, "str": .string, "varchar": .string, "character": .string, "char": .string,
        "real": .double, "number": .double, "float64": .double, "float8": .double, "float32": .float, "float4": .float,
        "numeric": .decimal, "money": .decimal, "datetime": .date, "timestamp": .date, "timestamptz": .date, "time": .date,
        "blob": .data, "binary": .data, "bytes": .data, "bytea": .data, "uri": .url, "guid": .uuid, "jsonb": .json, "object": .json,
    ]

    /// Every type written exactly as its name, with or without `?` (`string`, `int?`):
    /// one hash lookup answers the usual spelling, where trimming, the suffix test and
    /// the enumeration's comparison with each type name cost several times that.
    private static let typeSpellings: [String: (AttributeType, Bool)] = {
        var spellings: [String: (AttributeType, Bool)] = [:]
        for type in AttributeType.allCases {
            spellings[type.rawValue] = (type, false)
            spellings[type.rawValue + "?"] = (type, true)
        }
        return spellings
    }()

    /// Whether `text` holds nothing but whitespace and newlines. Any ASCII byte that is
    /// not white space answers at once, without Foundation copying the whole text as
    /// `trimmingCharacters` does; only text made of white space and non-ASCII characters
    /// goes the long way, so the answer is the same as Foundation's.
    static func isBlank(_ text: String) -> Bool {
        let hasVisibleASCII = text.utf8.contains { $0 < 0x80 && !(0x09...0x0D).contains($0) && $0 != 0x20 }
        return !hasVisibleASCII && text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }


    // MARK: - Relationships

    private mutating func parseRelationship(name nameNode: Node, body: Node, jsonKeys: JSONKeyStyle) -> Relationship? {
        guard let name = string(nameNode, what: "a relationship name") else { return nil }
        let at = location(of: nameNode)
        guard let keys = options(body, what: "relationship `\(name)`", hint: "write a mapping like `{ to: Person, inverse: dogs }`",
                                 allowed: ModelLoader.relationshipKeys, context: "relationship `\(name)`") else {
            return nil
        }
        let jsonKey = jsonKeys == .snakeCase ? Naming.snakeCase(name) : name
        var relationship = Relationship(name: name, target: "", jsonKey: jsonKey, location: at)
        relationship.keyLocations = keyLocations(keys)
        if let entry = option("to", in: keys) {
            relationship.target = string(entry.value, what: "`to`") ?? ""
        } else {
            error("relationship `\(name)` has no `to`", at: at, hint: "add `to: <Entity>` naming the related entity")
        }
        for entry in Self.sortedByName(keys) {
            let value = entry.value
            switch entry.name {
            case "toMany": relationship.isToMany = boolean(value, what: "`toMany`") ?? false
            case "inverse": relationship.inverse = string(value, what: "`inverse`")
            case "optional": relationship.isOptional = boolean(value, what: "`optional`") ?? false
            case "ordered": relationship.isOrdered = boolean(value, what: "`ordered`") ?? false
            case "minCount": relationship.minCount = integer(value, what: "`minCount`")
            case "maxCount": relationship.maxCount = integer(value, what: "`maxCount`")
            case "jsonKey": if let jsonKey = string(value, what: "`jsonKey`") { relationship.jsonKey = jsonKey }
            case "renamedFrom": relationship.renamedFrom = string(value, what: "`renamedFrom`")
            case "mergedFrom":
                relationship.mergedFrom = stringList(value, what: "`mergedFrom`", hint: "name the previous version's to-one relationships, e.g. `mergedFrom: [owner]`")
            case "doc": relationship.doc = string(value, what: "`doc`")
            case "sqlType": relationship.sqlType = scalarText(value, what: "`sqlType`")
            case "indexed": relationship.isIndexed = boolean(value, what: "`indexed`") ?? true
            case "deferred": relationship.isDeferred = boolean(value, what: "`deferred`") ?? false
            case "foreignKeyName": relationship.foreignKeyName = string(value, what: "`foreignKeyName`")
            case "autoincrement": relationship.isAutoincrement = boolean(value, what: "`autoincrement`") ?? false
            case "references": relationship.references = string(value, what: "`references`")
            case "defaultSQL": relationship.defaultSQL = scalarText(value, what: "`defaultSQL`")
            case "onUpdate": relationship.onUpdate = choice(value, what: "`onUpdate`", from: UpdateRule.self)
            case "joinTable":
                if let fields = mapping(value, what: "`joinTable`", hint: "write `{ name: …, joinColumn: …, inverseJoinColumn: … }`") {
                    let keys = checkedKeys(fields, allowed: ModelLoader.joinTableKeys, context: "`joinTable`")
                    var spec = JoinTableSpec()
                    if let entry = option("name", in: keys) { spec.name = string(entry.value, what: "`name`") }
                    if let entry = option("joinColumn", in: keys) { spec.joinColumn = string(entry.value, what: "`joinColumn`") }
                    if let entry = option("inverseJoinColumn", in: keys) { spec.inverseJoinColumn = string(entry.value, what: "`inverseJoinColumn`") }
                    relationship.joinTable = spec
                }
            case "column":
                if let column = string(value, what: "`column`") {
                    relationship.column = column
                    relationship.hasExplicitColumn = true
                }
            case "columns":
                relationship.columns = stringList(value, what: "`columns`", hint: "list the foreign-key columns, one per key column of the target: `columns: [playlist_id, track_id]`")
                if !relationship.columns.isEmpty { relationship.hasExplicitColumn = true }
            case "deleteRule":
                if let rule = string(value, what: "`deleteRule`") {
                    if let parsed = DeleteRule(rawValue: rule) {
                        relationship.deleteRule = parsed
                    } else {
                        let known = DeleteRule.allCases.map(\.rawValue)
                        error("unknown delete rule `\(rule)`", at: location(of: value),
                              hint: Suggestion.didYouMean(rule, among: known) ?? "use one of \(known.joined(separator: ", "))")
                    }
                }
            default: break
            }
        }
        return relationship
    }

    // MARK: - Node access with diagnostics

    private func location(of node: Node) -> SourceLocation {
        SourceLocation(file: file, line: tree[node].line, column: tree[node].column)
    }

    private mutating func error(_ message: String, at location: SourceLocation, hint: String? = nil) {
        diagnostics.append(.error(message, at: location, hint: hint))
    }

    private func kind(of node: Node) -> String {
        tree[node].kind.described
    }

    /// One key of a mapping with its value; `name` is the key's text, read once, or nil
    /// when the key is not a scalar.
    private struct Pair {
        let name: String?
        let key: Node
        let value: Node
    }

    /// A known option of an element (a key `checkedKeys` accepted) with its value.
    private struct Option {
        let name: String
        let key: Node
        let value: Node
    }

    /// The pairs of a mapping node in file order, a repeated key reported and left out.
    ///
    /// The reader already refused keys that are the same key to YAML; what is left here
    /// are keys with the same text that YAML tells apart (`1` and `!!int 1`), and keys
    /// that are not names at all (a list as a key), which compare as the empty text.
    private mutating func mapping(_ node: Node, what: @autoclosure () -> String, hint: @autoclosure () -> String? = nil) -> [Pair]? {
        // A key left empty (`relationships:` once its last item is deleted) is an empty
        // mapping, as an empty `unmanaged:` is an empty list: it was "must be a mapping,
        // got a scalar".
        if tree[node].kind == .scalar, tree[node].isPlain, literal(node) == nil { return [] }
        guard tree[node].kind == .mapping else {
            error("\(what()) must be a mapping, got \(kind(of: node))", at: location(of: node), hint: hint())
            return nil
        }
        // Small mappings (an attribute's options, an entity's keys) are checked for a
        // repeated key by comparing with the keys kept so far; large ones (`entities:`,
        // `attributes:`) through a dictionary, so loading stays linear. Mappings whose
        // keys the reader found to be distinct names, the usual case, are not checked.
        let count = tree[node].count
        var pairs: [Pair] = []
        pairs.reserveCapacity(count)
        let checks = !tree[node].hasDistinctKeyTexts
        let hashes = checks && count > Self.linearKeyScanLimit
        var seen: [String: Int] = hashes ? Dictionary(minimumCapacity: count) : [:]
        var key = node + 1
        let end = tree[node].end
        while key < end {
            let value = tree[key].end
            defer { key = tree[value].end }
            let name = tree[key].kind == .scalar ? tree[key].text : nil
            let text = name ?? ""
            let first = !checks ? nil : hashes ? seen[text] : pairs.firstIndex { ($0.name ?? "") == text }
            if let first {
                error("duplicate key `\(text)`", at: location(of: key),
                      hint: "it is already defined at line \(location(of: pairs[first].key).line); remove or rename one")
                continue
            }
            if hashes { seen[text] = pairs.count }
            pairs.append(Pair(name: name, key: key, value: value))
        }
        return pairs
    }

    /// Mappings with at most this many keys are checked for duplicates without hashing.
    private static let linearKeyScanLimit = 16

    private mutating func sequence(_ node: Node, what: @autoclosure () -> String, hint: @autoclosure () -> String? = nil) -> [Node]? {
        guard tree[node].kind == .sequence else {
            error("\(what()) must be a list, got \(kind(of: node))", at: location(of: node), hint: hint())
            return nil
        }
        return tree.items(of: node)
    }

    /// Reports unknown keys (with a did-you-mean) and returns the known ones by name.
    ///
    /// Here and in the other readers, the texts naming what is read (`what`, `context`,
    /// `hint`) are built only when a diagnostic needs them.
    /// The known options come back in file order, each name once (`mapping` already left
    /// out repeated keys); elements have a handful, so they are found by scanning.
    private mutating func checkedKeys(_ pairs: [Pair], allowed: Set<String>, context: @autoclosure () -> String) -> [Option] {
        var result: [Option] = []
        result.reserveCapacity(pairs.count)
        for pair in pairs {
            guard let name = pair.name else {
                error("keys of \(context()) must be names", at: location(of: pair.key))
                continue
            }
            if allowed.contains(name) {
                result.append(Option(name: name, key: pair.key, value: pair.value))
            } else {
                unknownKey(name, at: pair.key, allowed: allowed, context: context())
            }
        }
        return result
    }

    /// `checkedKeys(mapping(node, …), …)` in one pass for the usual mapping, whose keys
    /// the reader found to be distinct names (so there is no repeated key to report and
    /// every key is a name): no list of pairs is built on the way. Any other mapping,
    /// or a node that is not one, takes the two steps.
    private mutating func options(
        _ node: Node, what: @autoclosure () -> String, hint: @autoclosure () -> String? = nil,
        allowed: Set<String>, context: @autoclosure () -> String
    ) -> [Option]? {
        guard tree[node].kind == .mapping, tree[node].hasDistinctKeyTexts else {
            guard let pairs = mapping(node, what: what(), hint: hint()) else { return nil }
            return checkedKeys(pairs, allowed: allowed, context: context())
        }
        var result: [Option] = []
        result.reserveCapacity(tree[node].count)
        var key = node + 1
        let end = tree[node].end
        while key < end {
            let value = tree[key].end
            defer { key = tree[value].end }
            let name = tree[key].text
            if allowed.contains(name) {
                result.append(Option(name: name, key: key, value: value))
            } else {
                unknownKey(name, at: key, allowed: allowed, context: context())
            }
        }
        return result
    }

    private mutating func unknownKey(_ name: String, at key: Node, allowed: Set<String>, context: String) {
        error("unknown key `\(name)` in \(context)", at: location(of: key),
              hint: Suggestion.didYouMean(name, among: allowed.sorted()) ?? "allowed keys: \(allowed.sorted().joined(separator: ", "))")
    }

    /// The option called `name`, if it was written.
    private func option(_ name: String, in options: [Option]) -> Option? {
        options.first { $0.name == name }
    }

    /// Where each option's key was written, for the element's `keyLocations`.
    private func keyLocations(_ options: [Option]) -> [String: SourceLocation] {
        var result: [String: SourceLocation] = Dictionary(minimumCapacity: options.count)
        for option in options { result[option.name] = location(of: option.key) }
        return result
    }

    /// Options in the order of their names, so diagnostics about them come out in the
    /// same order whatever order they were written in.
    private static func sortedByName(_ options: [Option]) -> [Option] {
        // Options are often written in order already (`type` before most others); then
        // one look at each neighbour replaces the sort.
        if options.count < 2 || zip(options, options.dropFirst()).allSatisfy({ $0.name <= $1.name }) { return options }
        return options.sorted { $0.name < $1.name }
    }

    /// The plain-scalar reading of a node: bool, integer, double, null or string.
    private func literal(_ scalar: Node) -> ModelValue? {
        let text = tree[scalar].text
        guard tree[scalar].isPlain else { return .string(text) }
        // A name (`title`, `Entity00001`): its first letter starts no keyword below and
        // no number, so the comparisons with each keyword are skipped.
        if let first = text.utf8.first, Self.isLetter(first), !Self.keywordInitials.contains(first) {
            return .string(text)
        }
        switch text {
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case "null", "Null", "NULL", "~", "": return nil
        default: break
        }
        // Only text made of digits, signs, points and exponent letters can read as a
        // number: anything else (`string`, `Entity00001`, `1 ms`) is a string without
        // trying either parse, one pass over its bytes instead of one per character.
        guard text.utf8.allSatisfy(Self.isNumeralByte) else { return .string(text) }
        if let int = Int64(text) { return .int(int) }
        if let double = Double(text), double.isFinite {
            return .double(double)
        }
        return .string(text)
    }

    /// `0`–`9`, `+`, `-`, `.`, `e`, `E`: the bytes a number written in a model is made of.
    private static func isNumeralByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default:
            false
        }
    }

    /// The first letters of `true`, `false`, `null` and of an exponent (`e5`).
    private static let keywordInitials: [UInt8] = Array("tTfFnNeE".utf8)

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private mutating func scalarValue(_ node: Node, what: @autoclosure () -> String) -> ModelValue? {
        guard tree[node].kind == .scalar else {
            error("\(what()) must be a single value, got \(kind(of: node))", at: location(of: node))
            return nil
        }
        return literal(node)
    }

    private mutating func string(_ node: Node, what: @autoclosure () -> String) -> String? {
        guard tree[node].kind == .scalar else {
            error("\(what()) must be a string, got \(kind(of: node))", at: location(of: node))
            return nil
        }
        switch literal(node) {
        case .string(let text): return text
        case nil: error("\(what()) must be a string, got null", at: location(of: node)); return nil
        case let other?: error("\(what()) must be a string, got \(other)", at: location(of: node), hint: "quote it if you mean the text \"\(tree[node].text)\""); return nil
        }
    }

    /// Enumeration values are text whatever they look like (`values: [1, 2, yes]`).
    private mutating func scalarText(_ node: Node, what: @autoclosure () -> String) -> String? {
        guard tree[node].kind == .scalar else {
            error("\(what()) must be a single value, got \(kind(of: node))", at: location(of: node))
            return nil
        }
        return tree[node].text
    }

    private mutating func boolean(_ node: Node, what: @autoclosure () -> String) -> Bool? {
        if tree[node].kind == .scalar, case .bool(let value)? = literal(node) { return value }
        error("\(what()) must be `true` or `false`", at: location(of: node))
        return nil
    }

    private mutating func integer(_ node: Node, what: @autoclosure () -> String) -> Int? {
        if tree[node].kind == .scalar, case .int(let value)? = literal(node), let int = Int(exactly: value) { return int }
        error("\(what()) must be a whole number", at: location(of: node))
        return nil
    }

    private mutating func number(_ node: Node, what: @autoclosure () -> String) -> ModelValue? {
        if tree[node].kind == .scalar, let value = literal(node), value.numericValue != nil { return value }
        error("\(what()) must be a number", at: location(of: node))
        return nil
    }

    private func diagnostics(for error: YAMLReadError, in text: String) -> [Diagnostic] {
        switch error {
        case .duplicateKeys(let duplicates, let line, let column):
            // Each lookup scans the text, so only the first few are pinned to their line:
            // thousands of duplicates would otherwise take minutes (found by fuzzing).
            let mapping = SourceLocation(file: file, line: line, column: column)
            return duplicates.sorted().enumerated().map { offset, key in
                let places = offset < Self.pinnedDuplicateKeys ? Self.keyPositions(of: key, in: text, from: line) : []
                let repeated = places.dropFirst().first.map { SourceLocation(file: file, line: $0.line, column: $0.column) } ?? mapping
                let hint = places.first.map { "it is already defined at line \($0.line); remove or rename one" } ?? "remove or rename one"
                return .error("duplicate key `\(key)`", at: repeated, hint: hint)
            }
        case .syntax(let problem, let context, let line, let column):
            let at = SourceLocation(file: file, line: line, column: column)
            if problem.contains("nesting level") || problem.contains("nest_level") {
                // libyaml's own words name its C function (`yaml_set_max_nest_level()`).
                return [.error("invalid YAML: the values are nested too deeply", at: at,
                               hint: "a model file nests a few levels deep; look for unclosed brackets or runaway indentation here")]
            }
            let contextText = context.map { " \($0)" } ?? ""
            return [.error("invalid YAML: \(problem)\(contextText)", at: at, hint: "check the indentation and quoting around this line")]
        case .alias(let name, let line, let column):
            return [aliasDiagnostic(name: name, line: line, column: column)]
        case .reader(let problem):
            return [.error("cannot read the file: \(problem)", at: SourceLocation(file: file, line: 1, column: 1),
                           hint: "model files must be UTF-8 text")]
        case .memory:
            return [.error("invalid YAML: Memory error", at: SourceLocation(file: file, line: 1, column: 1))]
        }
    }

    /// An alias, refused before reading (`YAMLAliasScan`) or while reading.
    private func aliasDiagnostic(name: String, line: Int, column: Int) -> Diagnostic {
        .error("YAML aliases are not supported in model files (`*\(name)`)",
               at: SourceLocation(file: file, line: line, column: column),
               hint: "write the value out in full; an alias can make a small file expand without bound")
    }

    /// How many duplicate keys of one mapping get their exact position.
    static let pinnedDuplicateKeys = 20

    /// Where `key` is written as a mapping key (`key:`, `"key":`, `'key':`), from line
    /// `start` on. Duplicate keys are reported as Yams' composer reported them, with the
    /// position of the first repeated key only, so the repeated key is found in the text
    /// to point at the line a user must change.
    static func keyPositions(of key: String, in text: String, from start: Int) -> [(line: Int, column: Int)] {
        var result: [(line: Int, column: Int)] = []
        let spellings = [key, "\"\(key)\"", "'\(key)'"]
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where offset + 1 >= start {
            let characters = Array(line)
            for index in characters.indices where index == 0 || " \t{,-".contains(characters[index - 1]) {
                for spelling in spellings {
                    let end = index + spelling.count
                    guard end <= characters.count, String(characters[index..<end]) == spelling else { continue }
                    let rest = characters[end...].drop { $0 == " " || $0 == "\t" }
                    if rest.first == ":" { result.append((offset + 1, index + 1)) }
                }
            }
        }
        return result
    }
}
