/// One way in which two schemas differ, as a sentence a person can act on:
/// "table `dog`: column `name` is NOT NULL in the model but nullable in the database".
///
/// Produced by `Schema.differences(from:sides:options:)`; the migration engine prints
/// these for drift reports and for the verification after applying a migration.
public struct SchemaDifference: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What differs. Lets a caller filter (say, ignore views) without parsing messages.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case missingTable, extraTable
        case missingColumn, extraColumn, columnOrder
        case columnType, columnNullability, columnDefault, columnCheck, columnCollation
        case primaryKey, missingForeignKey, extraForeignKey, foreignKeyAction, foreignKeyName
        case tableCheck, tableOptions
        case missingIndex, extraIndex, indexDefinition
        case missingView, extraView, viewDefinition
        case missingTrigger, extraTrigger, triggerDefinition
        case missingType, extraType, typeDefinition
        case missingExtension
    }

    /// How the two schemas are called in messages: `expected` is the receiver of
    /// `differences(from:)`, `actual` its argument.
    public struct Sides: Hashable, Sendable, Codable {
        public var expected: String
        public var actual: String

        public init(expected: String, actual: String) {
            self.expected = expected
            self.actual = actual
        }

        /// "the model" (compiled) against "the database" (introspected).
        public static let modelAndDatabase = Sides(expected: "the model", actual: "the database")
    }

    public var kind: Kind
    /// The table concerned, if any (for a trigger: the table it fires on).
    public var table: String?
    /// The column concerned, if any.
    public var column: String?
    /// The index, view or trigger concerned, if any.
    public var object: String?
    /// The whole sentence.
    public var message: String

    public init(kind: Kind, table: String? = nil, column: String? = nil, object: String? = nil, message: String) {
        self.kind = kind
        self.table = table
        self.column = column
        self.object = object
        self.message = message
    }

    public var description: String { message }
}

extension Schema {
    /// Every difference between this schema (the expected one, usually compiled from
    /// the model) and `other` (usually introspected from a database), after normalising
    /// both (see `normalized(_:)`). Empty exactly when the normalised schemas are equal.
    ///
    /// The order is deterministic: tables by name (each: columns in the expected
    /// order, then extra columns, column order, primary key, foreign keys, checks,
    /// options, indexes by name), then views, then triggers, by name.
    public func differences(
        from other: Schema,
        sides: SchemaDifference.Sides = .modelAndDatabase,
        options: NormalizationOptions = []
    ) -> [SchemaDifference] {
        var report = DifferenceReport(sides: sides)
        report.compare(
            removingObjects(matching: unmanaged).normalized(options),
            other.removingObjects(matching: unmanaged).normalized(options)
        )
        return report.differences
    }
}

/// Collects the differences of two normalised schemas.
private struct DifferenceReport {
    let sides: SchemaDifference.Sides
    var differences: [SchemaDifference] = []

    init(sides: SchemaDifference.Sides) {
        self.sides = sides
    }

    private var expected: String { sides.expected }

    /// For an object only the database has: how the model can take it in or leave it
    /// alone (`modelc inspect --as-model` prints the entry to copy).
    private func adoptionHint(_ entry: String, _ name: String) -> String {
        guard sides == .modelAndDatabase else { return "" }
        return "; \(entry), or list `\(name)` under `unmanaged:`"
    }
    private var actual: String { sides.actual }

    mutating func compare(_ left: Schema, _ right: Schema) {
        let leftTables = Dictionary(left.tables.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let rightTables = Dictionary(right.tables.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for name in Set(leftTables.keys).union(rightTables.keys).sorted() {
            switch (leftTables[name], rightTables[name]) {
            case let (l?, r?):
                compare(l, r)
            case (_?, nil):
                add(.missingTable, table: name, "table \(q(name)) is in \(expected) but not in \(actual)")
            case (nil, _?):
                add(.extraTable, table: name, "table \(q(name)) is in \(actual) but not in \(expected)" + adoptionHint("add an entity with `table: \(name)` to the model", name))
            case (nil, nil):
                break
            }
        }
        compareViews(left.views, right.views)
        compareTriggers(left.triggers, right.triggers)
        compareTypes(left.types, right.types)
        compareExtensions(left.extensions, right.extensions)
    }

    private mutating func compare(_ left: Table, _ right: Table) {
        let t = "table \(q(left.name))"
        for column in left.columns {
            if let other = right.column(named: column.name) {
                compare(column, other, table: left.name)
            } else {
                add(.missingColumn, table: left.name, column: column.name,
                    "\(t): column \(q(column.name)) is in \(expected) but not in \(actual)")
            }
        }
        for column in right.columns where left.column(named: column.name) == nil {
            add(.extraColumn, table: left.name, column: column.name,
                "\(t): column \(q(column.name)) is in \(actual) but not in \(expected)")
        }
        let common = Set(left.columns.map(\.name)).intersection(right.columns.map(\.name))
        let leftOrder = left.columns.map(\.name).filter(common.contains)
        let rightOrder = right.columns.map(\.name).filter(common.contains)
        if leftOrder != rightOrder {
            add(.columnOrder, table: left.name,
                "\(t): columns are in the order \(list(leftOrder)) in \(expected) but \(list(rightOrder)) in \(actual)")
        }
        if left.primaryKey != right.primaryKey {
            add(.primaryKey, table: left.name,
                "\(t): the primary key is \(key(left.primaryKey)) in \(expected) but \(key(right.primaryKey)) in \(actual)")
        } else if let name = left.primaryKeyName, right.primaryKeyName != name {
            // A key the expected side leaves unnamed may have any name.
            add(.primaryKey, table: left.name,
                "\(t): the primary key is named \(q(name)) in \(expected) but \(right.primaryKeyName.map(q) ?? "unnamed") in \(actual)")
        }
        compareForeignKeys(left, right)
        for check in left.checks where !right.checks.contains(check) {
            add(.tableCheck, table: left.name, "\(t): CHECK (\(check)) is in \(expected) but not in \(actual)")
        }
        for check in right.checks where !left.checks.contains(check) {
            add(.tableCheck, table: left.name, "\(t): CHECK (\(check)) is in \(actual) but not in \(expected)")
        }
        for (check, names) in checkNameChanges(left.checks, left.checkNames, right.checks, right.checkNames) {
            add(.tableCheck, table: left.name, "\(t): CHECK (\(check)) is \(names)")
        }
        if left.isStrict != right.isStrict {
            add(.tableOptions, table: left.name,
                "\(t) is \(left.isStrict ? "STRICT" : "not STRICT") in \(expected) but \(right.isStrict ? "STRICT" : "not STRICT") in \(actual)")
        }
        if left.isAutoincrement != right.isAutoincrement {
            add(.tableOptions, table: left.name,
                "\(t) is \(left.isAutoincrement ? "AUTOINCREMENT" : "not AUTOINCREMENT") in \(expected) but \(right.isAutoincrement ? "AUTOINCREMENT" : "not AUTOINCREMENT") in \(actual)")
        }
        if left.isWithoutRowID != right.isWithoutRowID {
            add(.tableOptions, table: left.name,
                "\(t) is \(left.isWithoutRowID ? "WITHOUT ROWID" : "a rowid table") in \(expected) but \(right.isWithoutRowID ? "WITHOUT ROWID" : "a rowid table") in \(actual)")
        }
        compareIndexes(left, right)
    }

    private mutating func compare(_ left: Column, _ right: Column, table: String) {
        let c = "table \(q(table)): column \(q(left.name))"
        let leftType = left.declaredType ?? left.type.rawValue
        let rightType = right.declaredType ?? right.type.rawValue
        if leftType != rightType || left.type != right.type {
            add(.columnType, table: table, column: left.name,
                "\(c) has type \(typeName(leftType)) in \(expected) but \(typeName(rightType)) in \(actual)")
        }
        if left.isNotNull != right.isNotNull {
            add(.columnNullability, table: table, column: left.name,
                "\(c) is \(left.isNotNull ? "NOT NULL" : "nullable") in \(expected) but \(right.isNotNull ? "NOT NULL" : "nullable") in \(actual)")
        }
        if left.defaultSQL != right.defaultSQL {
            add(.columnDefault, table: table, column: left.name,
                "\(c) has \(defaultText(left.defaultSQL)) in \(expected) but \(defaultText(right.defaultSQL)) in \(actual)")
        }
        for check in left.checks where !right.checks.contains(check) {
            add(.columnCheck, table: table, column: left.name, "\(c) has CHECK (\(check)) in \(expected) but not in \(actual)")
        }
        for check in right.checks where !left.checks.contains(check) {
            add(.columnCheck, table: table, column: left.name, "\(c) has CHECK (\(check)) in \(actual) but not in \(expected)")
        }
        for (check, names) in checkNameChanges(left.checks, left.checkNames, right.checks, right.checkNames) {
            add(.columnCheck, table: table, column: left.name, "\(c) has CHECK (\(check)), \(names)")
        }
        if left.collation != right.collation {
            add(.columnCollation, table: table, column: left.name,
                "\(c) has collation \(left.collation ?? "BINARY") in \(expected) but \(right.collation ?? "BINARY") in \(actual)")
        }
    }

    /// The checks on both sides that the expected side names and the actual side calls
    /// otherwise, each with what it is called on each side: `named "ck_age" in the
    /// model but "age_ok" in the database`. A check the expected side leaves unnamed
    /// may have any name (the engine's, or one a rename left behind: `person_mail_check`
    /// on a column renamed to `email`).
    private func checkNameChanges(
        _ leftChecks: [String], _ leftNames: [String: String], _ rightChecks: [String], _ rightNames: [String: String]
    ) -> [(check: String, names: String)] {
        leftChecks.compactMap { check in
            guard let name = leftNames[check], rightChecks.contains(check), rightNames[check] != name else { return nil }
            return (check, "named \(q(name)) in \(expected) but \(rightNames[check].map(q) ?? "unnamed") in \(actual)")
        }
    }

    private mutating func compareForeignKeys(_ left: Table, _ right: Table) {
        func target(_ key: ForeignKey) -> String {
            "(\(key.columns.map(q).joined(separator: ", "))) → \(q(key.referencedTable)) (\(key.referencedColumns.map(q).joined(separator: ", ")))"
        }
        func matches(_ a: ForeignKey, _ b: ForeignKey) -> Bool {
            a.columns == b.columns && a.referencedTable == b.referencedTable && a.referencedColumns == b.referencedColumns
        }
        let t = "table \(q(left.name))"
        for key in left.foreignKeys {
            if let other = right.foreignKeys.first(where: { matches(key, $0) }) {
                if key.onDelete != other.onDelete {
                    add(.foreignKeyAction, table: left.name,
                        "\(t): foreign key \(target(key)) has ON DELETE \(key.onDelete.rawValue) in \(expected) but ON DELETE \(other.onDelete.rawValue) in \(actual)")
                }
                if key.onUpdate != other.onUpdate {
                    add(.foreignKeyAction, table: left.name,
                        "\(t): foreign key \(target(key)) has ON UPDATE \(key.onUpdate.rawValue) in \(expected) but ON UPDATE \(other.onUpdate.rawValue) in \(actual)")
                }
                if key.isDeferred != other.isDeferred {
                    func timing(_ key: ForeignKey) -> String { key.isDeferred ? "DEFERRABLE INITIALLY DEFERRED" : "checked at each statement" }
                    add(.foreignKeyAction, table: left.name,
                        "\(t): foreign key \(target(key)) is \(timing(key)) in \(expected) but \(timing(other)) in \(actual)")
                }
                // A key the expected side leaves unnamed may have any name.
                if let name = key.name, other.name != name {
                    add(.foreignKeyName, table: left.name,
                        "\(t): foreign key \(target(key)) is named \(q(name)) in \(expected) but \(other.name.map(q) ?? "unnamed") in \(actual)")
                }
            } else {
                add(.missingForeignKey, table: left.name, "\(t): foreign key \(target(key)) is in \(expected) but not in \(actual)")
            }
        }
        for key in right.foreignKeys where !left.foreignKeys.contains(where: { matches(key, $0) }) {
            add(.extraForeignKey, table: left.name, "\(t): foreign key \(target(key)) is in \(actual) but not in \(expected)")
        }
    }

    private mutating func compareIndexes(_ left: Table, _ right: Table) {
        func shape(_ index: Index) -> String {
            var text = "\(index.isUnique ? "UNIQUE " : "")(\(index.columns.map(q).joined(separator: ", ")))"
            if let condition = index.condition { text += " WHERE \(condition)" }
            if let deferral = index.deferral { text += " \(deferral.clause)" }
            if !index.areNullsDistinct { text += " NULLS NOT DISTINCT" }
            return text
        }
        let t = "table \(q(left.name))"
        // A table's UNIQUE constraint is named by its columns, as every engine states it:
        // its name is SQLite's (`sqlite_autoindex_…`), which another engine's drift showed too.
        func noun(_ index: Index) -> String {
            index.isUniqueConstraint ? "UNIQUE constraint (\(index.columns.map(q).joined(separator: ", ")))" : "index \(q(index.name))"
        }
        for name in Set(left.indexes.map(\.name)).union(right.indexes.map(\.name)).sorted() {
            let l = left.indexes.first { $0.name == name }
            let r = right.indexes.first { $0.name == name }
            switch (l, r) {
            case let (l?, r?):
                // A UNIQUE constraint's name is compared when the expected side gives one.
                var (expectedIndex, actualIndex) = (l, r)
                (expectedIndex.constraintName, actualIndex.constraintName) = (nil, nil)
                if expectedIndex != actualIndex {
                    add(.indexDefinition, table: left.name, object: name,
                        "\(t): \(noun(l)) is \(shape(l)) in \(expected) but \(shape(r)) in \(actual)")
                } else if let constraint = l.constraintName, r.constraintName != constraint {
                    add(.indexDefinition, table: left.name, object: name,
                        "\(t): \(noun(l)) is named \(q(constraint)) in \(expected) but \(r.constraintName.map(q) ?? "unnamed") in \(actual)")
                }
            case let (l?, nil):
                add(.missingIndex, table: left.name, object: name, "\(t): \(noun(l)) is in \(expected) but not in \(actual)")
            case let (nil, r?):
                add(.extraIndex, table: left.name, object: name, "\(t): \(noun(r)) is in \(actual) but not in \(expected)")
            default:
                break
            }
        }
    }

    private mutating func compareViews(_ left: [View], _ right: [View]) {
        for name in Set(left.map(\.name)).union(right.map(\.name)).sorted() {
            let l = left.first { $0.name == name }
            let r = right.first { $0.name == name }
            switch (l, r) {
            case let (l?, r?) where l.sql != r.sql:
                add(.viewDefinition, object: name, "view \(q(name)) is defined as `\(l.sql)` in \(expected) but `\(r.sql)` in \(actual)")
            case (_?, nil):
                add(.missingView, object: name, "view \(q(name)) is in \(expected) but not in \(actual)")
            case (nil, _?):
                add(.extraView, object: name, "view \(q(name)) is in \(actual) but not in \(expected)" + adoptionHint("add it to the model under `views:`", name))
            default:
                break
            }
        }
    }

    /// Types (a server's enums and domains) by name and statement; an enum by its
    /// labels, however its statement is spaced. A side declaring no types at all (a
    /// model written before `types:`, or SQLite's) says nothing about them: the other
    /// side's are not called extra.
    private mutating func compareTypes(_ left: [TypeDefinition], _ right: [TypeDefinition]) {
        guard !left.isEmpty else { return }
        for name in Set(left.map { $0.name.lowercased() }).union(right.map { $0.name.lowercased() }).sorted() {
            let l = left.first { $0.name.lowercased() == name }
            let r = right.first { $0.name.lowercased() == name }
            switch (l, r) {
            case let (l?, r?) where !l.isSame(as: r):
                add(.typeDefinition, object: l.name, "type \(q(l.name)) is defined as `\(l.sql)` in \(expected) but `\(r.sql)` in \(actual)")
            case let (l?, nil):
                add(.missingType, object: l.name, "type \(q(l.name)) is in \(expected) but not in \(actual)")
            case let (nil, r?):
                add(.extraType, object: r.name, "type \(q(r.name)) is in \(actual) but not in \(expected)" + adoptionHint("add it to the model under `types:`", r.name))
            default:
                break
            }
        }
    }

    /// The extensions the expected side needs that the actual side does not have; an
    /// extension installed but not listed is the server's business (as `plpgsql` is), not
    /// a difference.
    private mutating func compareExtensions(_ left: [String], _ right: [String]) {
        for name in left where !right.contains(name) {
            add(.missingExtension, object: name, "extension \(q(name)) is in \(expected) but not in \(actual)")
        }
    }

    private mutating func compareTriggers(_ left: [Trigger], _ right: [Trigger]) {
        for name in Set(left.map(\.name)).union(right.map(\.name)).sorted() {
            let l = left.first { $0.name == name }
            let r = right.first { $0.name == name }
            switch (l, r) {
            case let (l?, r?) where l != r:
                add(.triggerDefinition, table: l.table, object: name,
                    "trigger \(q(name)) is defined as `\(l.sql)` in \(expected) but `\(r.sql)` in \(actual)")
            case let (l?, nil):
                add(.missingTrigger, table: l.table, object: name, "trigger \(q(name)) on \(q(l.table)) is in \(expected) but not in \(actual)")
            case let (nil, r?):
                add(.extraTrigger, table: r.table, object: name, "trigger \(q(name)) on \(q(r.table)) is in \(actual) but not in \(expected)" + adoptionHint("add it to the model under `triggers:`", name))
            default:
                break
            }
        }
    }

    // MARK: - Wording

    private mutating func add(_ kind: SchemaDifference.Kind, table: String? = nil, column: String? = nil, object: String? = nil, _ message: String) {
        differences.append(SchemaDifference(kind: kind, table: table, column: column, object: object, message: message))
    }

    /// A name in backticks, as messages quote names.
    private func q(_ name: String) -> String { "`\(name)`" }

    private func list(_ names: [String]) -> String { names.map(q).joined(separator: ", ") }

    private func key(_ columns: [String]) -> String {
        columns.isEmpty ? "the implicit rowid" : "(\(list(columns)))"
    }

    private func typeName(_ type: String) -> String { type.isEmpty ? "(none)" : type }

    private func defaultText(_ sql: String?) -> String {
        sql.map { "default `\($0)`" } ?? "no default"
    }
}
