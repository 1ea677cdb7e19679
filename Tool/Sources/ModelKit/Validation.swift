/// Runs every semantic check on a loaded model and returns all problems found.
///
/// The loader reports what it can see in the text (syntax, unknown keys, value kinds);
/// this function reports what needs the whole model: missing or duplicate keys and
/// names, dangling or one-sided relationships, delete rules the storage cannot honour,
/// defaults that break the attribute's own constraints, colliding SQL names. It never
/// stops at the first problem, so one run of `modelc validate` shows them all.
///
/// Diagnostics are sorted by file, line, column and message, so the output is the same
/// on every run. A model is usable when no diagnostic has severity `.error`.
public func validate(_ model: Model) -> [Diagnostic] {
    var validation = Validation(model: model)
    validation.run()
    return validation.diagnostics.sorted(by: Diagnostic.sourceOrder)
}

/// The state of one validation run: the model and the diagnostics found so far.
///
/// Each family of checks lives in its own extension (`Validation+Names.swift`,
/// `Validation+Relationships.swift`, …).
struct Validation {
    let model: Model
    var diagnostics: [Diagnostic] = []

    init(model: Model) {
        self.model = model
    }

    mutating func run() {
        checkIdentifiers()
        checkEntityNames()
        for entity in model.entities {
            checkPrimaryKey(of: entity)
            checkMemberNames(of: entity)
            let primaryKey = entity.primaryKey?.name
            for attribute in entity.attributes {
                checkAttribute(attribute, of: entity, primaryKey: primaryKey)
            }
            for relationship in entity.relationships {
                checkRelationship(relationship, of: entity)
            }
            checkIndexLists(of: entity)
            checkStorage(of: entity)
        }
        checkViewsAndTriggers()
        checkTypes()
        checkExtensions()
        checkFunctions()
        checkSQLNamespace()
    }

    mutating func error(_ message: String, at location: SourceLocation, hint: String? = nil) {
        diagnostics.append(.error(message, at: location, hint: hint))
    }

    mutating func warning(_ message: String, at location: SourceLocation, hint: String? = nil) {
        diagnostics.append(.warning(message, at: location, hint: hint))
    }
}

extension Diagnostic {
    /// Orders diagnostics as a reader scans a file: by file, line, column, then message
    /// (and severity, so the order is total).
    public static func sourceOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        let left = (a.location.file, a.location.line, a.location.column, a.message, a.severity.rawValue)
        let right = (b.location.file, b.location.line, b.location.column, b.message, b.severity.rawValue)
        return left < right
    }
}

/// Backtick-quotes a name for a message, the way the hints are written: `firstName`.
/// Control characters are spelled out so the message stays one printable line.
func quoted(_ name: String) -> String {
    "`\(displayable(name))`"
}

/// `Entity.member` as used in messages.
func qualified(_ entity: Entity, _ member: String) -> String {
    quoted("\(entity.name).\(member)")
}
