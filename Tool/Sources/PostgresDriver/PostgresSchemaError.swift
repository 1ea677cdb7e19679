import ModelKit

/// Why a model that suits SQLite cannot be compiled for PostgreSQL, and where in the
/// model's files the element to change is written.
///
/// The location makes the refusal read as every other model problem does
/// (`models/Shop/2.yaml:14:7: error: …`), which editors and CI annotate; it is nil only
/// for a model built in code.
public struct PostgresSchemaError: Error, Hashable, Sendable, ReportableError, CustomStringConvertible {
    /// What PostgreSQL cannot take as the model says it.
    public enum Problem: Hashable, Sendable {
        /// The model has triggers, which are SQLite SQL.
        case triggersNotSupported([String])
        /// An attribute names a SQLite collation.
        case collationNotSupported(entity: String, attribute: String, collation: String)
        /// A table, column or index name longer than PostgreSQL keeps.
        case nameTooLong(String)
        /// A view calls functions that only SQLite has.
        case viewNotPortable(view: String, functions: [String])
        /// An attribute's `defaultSQL:` calls functions that only SQLite has, in a form
        /// modelc does not write in PostgreSQL's words.
        case defaultNotPortable(entity: String, attribute: String, functions: [String])
        /// A `check:` of an entity or attribute (`attribute` nil for the entity's) calls
        /// functions that only SQLite has (Django's JSONField, `JSON_VALID("data")`).
        case checkNotPortable(entity: String, attribute: String?, functions: [String])
        /// An index condition or a check uses an integer column as true or false
        /// (`WHERE NOT flag`), which SQLite takes and PostgreSQL refuses on a column that
        /// is not `boolean`.
        case integerAsCondition(owner: String, condition: String, column: String)
        /// Two named checks of a table have the same name, which SQLite allows.
        case checkNameUsedTwice(table: String, name: String)
        /// A named foreign key or primary key of a table has the name of another of its
        /// constraints (a foreign key, a check or the primary key), which SQLite allows.
        case constraintNameUsedTwice(table: String, name: String)
    }

    public var problem: Problem
    /// The element that says it: the entity, attribute, relationship, index, view or
    /// option whose line a user has to change.
    public var location: SourceLocation?
    /// The model's other problems PostgreSQL refuses, found in the same pass: one run
    /// lists them all, as validation lists a model's problems.
    public var others: [PostgresSchemaError] = []

    /// The error for `problem` at `location`; an element built in code, which was
    /// written nowhere (`SourceLocation.unknown`: a model adoption infers), has none.
    public init(_ problem: Problem, at location: SourceLocation? = nil) {
        self.problem = problem
        self.location = location == .unknown ? nil : location
    }

    /// `unsupported-for-postgres` (exit 2), with each problem as a diagnostic of the
    /// model at its location.
    public var report: ErrorReport {
        var report = problem.report
        let all = [self] + others
        report.diagnostics = all.compactMap { error in
            let report = error.problem.report
            return error.location.map { .error(report.message, at: $0, hint: report.hint) }
        }
        if let location {
            report.message = "\(location): \(report.message)"
            report.path = location.file
        }
        if all.count > 1 {
            // Without locations (a model built in code) the sentence is the list.
            report.message = report.diagnostics.isEmpty
                ? "the model has \(all.count) problems on PostgreSQL: " + all.map(\.problem.report.message).joined(separator: "; ")
                : "the model has \(all.count) problems on PostgreSQL, the first: " + report.message
            report.hint = "change each one and run again"
        }
        return report
    }

    public var description: String { report.description }
}

extension PostgresSchemaError.Problem {
    /// `unsupported-for-postgres` (exit 2): the model is fine for SQLite, not for PostgreSQL.
    public var report: ErrorReport {
        switch self {
        case .triggersNotSupported(let names):
            return ErrorReport(
                code: "unsupported-for-postgres",
                message: "the model's triggers (\(names.joined(separator: ", "))) are SQLite SQL, which PostgreSQL cannot run",
                hint: "keep this model on SQLite, or move the triggers out of the model (list them under unmanaged:) and create them by hand; PostgreSQL's files start from version 1, so if an applied version 1 holds them, give PostgreSQL a model of its own whose version 1 is the newest version without them",
                status: .invalidInput)
        case .collationNotSupported(let entity, let attribute, let collation):
            return ErrorReport(
                code: "unsupported-for-postgres",
                message: "\(entity).\(attribute) uses the SQLite collation \(collation), which PostgreSQL does not have",
                hint: "remove collate: from the attribute, or keep this model on SQLite",
                status: .invalidInput)
        case .viewNotPortable(let view, let functions):
            return ErrorReport(
                code: "unsupported-for-postgres",
                message: "the view \(PostgresDialect().quote(view)) calls \(functions.joined(separator: ", ")), which only SQLite has",
                hint: "write the view in SQL both engines read, or list it under unmanaged: and create it by hand on PostgreSQL",
                status: .invalidInput)
        case .defaultNotPortable(let entity, let attribute, let functions):
            return ErrorReport(
                code: "unsupported-for-postgres",
                message: "the default of \(entity).\(attribute) calls \(functions.joined(separator: ", ")), which only SQLite has",
                hint: "give the attribute a default both engines run (default:, or a defaultSQL: in SQL both read), or keep this model on SQLite",
                status: .invalidInput)
        case .checkNotPortable(let entity, let attribute, let functions):
            let json = functions.contains("JSON_VALID")
            return ErrorReport(
                code: "unsupported-for-postgres",
                message: "a check of \(attribute.map { "\(entity).\($0)" } ?? entity) calls \(functions.joined(separator: ", ")), which only SQLite has",
                hint: json
                    ? "make the attribute `json` (which each engine checks in its own words) and remove the check:, or keep this model on SQLite"
                    : "write the check in SQL both engines read, or keep this model on SQLite",
                status: .invalidInput)
        case .integerAsCondition(let owner, let condition, let column):
            return ErrorReport(
                code: "unsupported-for-postgres",
                message: "\(owner), `\(condition)`, takes the integer column \(column) as true or false, which PostgreSQL refuses for a column that is not boolean",
                hint: "compare it with 0, which both engines read (`\(column) = 0` for false, `\(column) <> 0` for true), or make the attribute `bool`",
                status: .invalidInput)
        case .nameTooLong(let name):
            return ErrorReport(
                code: "unsupported-for-postgres",
                message: "the name \(name) is \(name.utf8.count) bytes long; PostgreSQL keeps only \(PostgresDialect.maximumNameLength)",
                hint: "give it a shorter name in the model: table:, column:, name: on the index or the check, foreignKeyName: or primaryKeyName:",
                status: .invalidInput)
        case .checkNameUsedTwice(let table, let name):
            return ErrorReport(
                code: "unsupported-for-postgres",
                message: "two CHECKs of \(PostgresDialect().quote(table)) are named \(PostgresDialect().quote(name)), which SQLite allows and PostgreSQL does not",
                hint: "give each named check of the table its own name",
                status: .invalidInput)
        case .constraintNameUsedTwice(let table, let name):
            return ErrorReport(
                code: "unsupported-for-postgres",
                message: "two constraints of \(PostgresDialect().quote(table)) are named \(PostgresDialect().quote(name)) (among its `foreignKeyName:`, `primaryKeyName:` and named checks), which SQLite allows and PostgreSQL does not",
                hint: "give each named foreign key, check and primary key of the table its own name",
                status: .invalidInput)
        }
    }
}
