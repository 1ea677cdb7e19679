import ModelKit
import SchemaCore

/// How a model is stored in PostgreSQL: the one table from attribute types to column
/// types (documented in `docs/postgres.md`, "Type mapping"), and the compile step that
/// turns the SQLite schema of a model into its PostgreSQL schema.
///
/// The PostgreSQL schema is the SQLite one with each column's `declaredType` set to
/// its PostgreSQL type, the CHECKs that only stand in for a missing type (booleans,
/// 16- and 32-bit integers, JSON validity) left out, and boolean defaults written as
/// `true`/`false`. Everything else (names, keys, indexes, enumerations and ranges as
/// CHECKs, delete rules) is shared, so the diff sees the same structure for both
/// dialects and does not learn which one it plans for.
public enum PostgresTypeMapping {
    /// The column type of `type`.
    ///
    /// Enumerations (`values:`) stay CHECK constraints on `text`, as on SQLite, rather
    /// than native enum types: a CHECK changes with `ADD CONSTRAINT … NOT VALID` and
    /// `VALIDATE`, while a native enum cannot lose a value and `ALTER TYPE … ADD VALUE`
    /// cannot be used in the transaction that adds it.
    public static func columnType(for type: AttributeType) -> String {
        switch type {
        case .string, .url: "text"
        case .int: "bigint"
        case .int16: "smallint"
        case .int32: "integer"
        case .double: "double precision"
        case .float: "real"
        case .bool: "boolean"
        case .decimal: "numeric"
        case .date: "timestamptz"
        case .uuid: "uuid"
        case .data: "bytea"
        case .json: "jsonb"
        }
    }

    /// Whether a column of attribute type `type` keeps the declared type `sqlType` on
    /// PostgreSQL, rather than taking `columnType(for: type)`.
    ///
    /// SQLite accepts any name as a type, or none, so a model adopted from a SQLite
    /// database may carry one PostgreSQL does not have (`isSQLiteOnlyType(_:)`), or
    /// none at all (`sqlType: ""`, a column declared without a type); the DDL would
    /// fail on the server. A name PostgreSQL has can still be one whose values the
    /// attribute's cannot be: SQLite's `BOOLEAN` or `BIT` column adopted as `int` holds
    /// 0 and 1, which PostgreSQL's `boolean` and `bit` refuse, and a `UUID` column adopted
    /// as a number holds numbers, and only `bytea` holds a `data` attribute's bytes
    /// (GeoPackage's `POINT` blobs are no geometric `point`). SQLite also reads a
    /// modifier on any name (`text(32)`, MySQL's `int(11)`), which PostgreSQL refuses on
    /// a type that takes none. An integer type cannot hold a `double`, `float` or
    /// `decimal` attribute's fractions, which SQLite keeps in a column it calls
    /// `INTEGER`. Every other name is kept as written: PostgreSQL's own
    /// types, an extension's (`citext`), and an enum or domain the database defines.
    public static func keepsDeclaredType(_ sqlType: String, of type: AttributeType) -> Bool {
        guard isWrittenForPostgres(sqlType) else { return false }
        let words = baseName(of: sqlType)
        switch words {
        case "bool", "boolean", "bit", "bit varying", "varbit": return type == .bool || words.hasPrefix("bit") && type == .string
        case "uuid": return type == .uuid || type == .string
        case "bytea": return true
        default:
            // SQLite takes any words for a type (Chrome's `INTEGER NON NULL` declares
            // `INTEGER NON`); PostgreSQL's names of more than one word are its own few.
            let base = words.hasSuffix("[]") ? String(words.dropLast(2)) : words
            if base.contains(" "), !multiWordTypes.contains(base), !base.hasPrefix("interval ") { return false }
            // SQLite stores a fraction in a column it calls `INTEGER` (world's
            // `SurfaceArea`, adopted as `double`); PostgreSQL's integer would round it.
            if [.double, .float, .decimal].contains(type), integerTypeNames.contains(base) { return false }
            return type != .data
        }
    }

    /// PostgreSQL's type names of more than one word (without a modifier: `timestamp(3)
    /// with time zone` is read up to its `(`), besides `interval`'s fields.
    private static let multiWordTypes: Set<String> = [
        "double precision", "character varying", "char varying", "national character", "national char",
        "national character varying", "national char varying", "nchar varying", "bit varying",
        "timestamp with time zone", "timestamp without time zone", "time with time zone", "time without time zone",
    ]

    /// `sqlType` read up to its modifier, lower case, its words one space apart:
    /// `character   varying(40)` → `character varying`.
    static func baseName(of sqlType: String) -> String {
        sqlType.lowercased().split(separator: "(", maxSplits: 1).first.map { $0.split(separator: " ").joined(separator: " ") } ?? ""
    }

    /// Whether `sqlType` is a type PostgreSQL can declare at all: not none (`sqlType: ""`,
    /// a SQLite column declared without a type), not a name only SQLite reads
    /// (`isSQLiteOnlyType(_:)`), and without a modifier on a type that takes none
    /// (MySQL's `int(11)`), nor a length or precision of 0, which only a time's
    /// fraction takes there (SQLAlchemy's `CHAR(0)`, in every Home Assistant database).
    static func isWrittenForPostgres(_ sqlType: String) -> Bool {
        let words = baseName(of: sqlType)
        if words.isEmpty || isSQLiteOnlyType(sqlType) { return false }
        if sqlType.contains(/\(\s*0+\s*[,)]/), !(words.hasPrefix("time") || words.hasPrefix("interval")) { return false }
        return !(sqlType.contains("(") && typesWithoutModifier.contains(words))
    }

    /// Whether `sqlType`, on an `int` attribute of a model whose SQL is SQLite's, names an
    /// integer PostgreSQL keeps in fewer than 64 bits: SQLite's `INT`, `INTEGER` and
    /// `SMALLINT` all hold 64 (Zotero's `storageModTime INT` holds milliseconds since 1970,
    /// beyond PostgreSQL's `integer`), as the attribute's records do. A model in
    /// PostgreSQL's words (`dialect: postgres`) means its own, and so does an identity key
    /// (`autoincrement:`), which is how adopting a PostgreSQL database writes an `integer`
    /// identity (every other `integer` column it adopts is an `int32`).
    static func narrows(_ sqlType: String, of attribute: Attribute, readAsSQLite: Bool) -> Bool {
        guard readAsSQLite, attribute.type == .int, !attribute.isAutoincrement else { return false }
        return isNarrowInteger(sqlType)
    }

    /// Whether `sqlType` names one of PostgreSQL's integers of fewer than 64 bits.
    static func isNarrowInteger(_ sqlType: String) -> Bool {
        let base = baseName(of: sqlType)
        return integerTypeNames.contains(base) && !["int8", "bigint", "bigserial", "serial8"].contains(base)
    }

    /// Whether a foreign-key column of the declared type `declared` can reference a key
    /// of the declared type `key`: PostgreSQL needs an equality operator between the two,
    /// or an implicit cast from the column's type to the key's. Types of one family
    /// compare (`varchar` with `text`, `integer` with `bigint`), and an integer column
    /// casts to a `numeric` or floating key; `text` and `uuid`, or `bigint` and `text`, do
    /// neither. A type this does not know (an enum, a domain, an extension's) is left
    /// as the model says.
    static func canReference(_ declared: String, _ key: String) -> Bool {
        guard let column = family(of: declared), let referenced = family(of: key) else { return true }
        return column == referenced || column == .integer && referenced == .number
    }

    /// The families of PostgreSQL's built-in types whose members compare with each other.
    enum TypeFamily { case integer, number, string, uuid, bytes, boolean, time, json }

    /// The family of the declared type `sqlType` (read up to its modifier), nil for a
    /// type this does not know.
    static func family(of sqlType: String) -> TypeFamily? {
        let base = baseName(of: sqlType)
        if integerTypeNames.contains(base) { return .integer }
        switch base {
        case "numeric", "decimal", "real", "float", "float4", "float8", "double precision": return .number
        case "text", "varchar", "character varying", "char varying", "char", "character", "bpchar", "citext", "name": return .string
        case "uuid": return .uuid
        case "bytea": return .bytes
        case "bool", "boolean": return .boolean
        case "json", "jsonb": return .json
        default: return base.hasPrefix("timestamp") || base.hasPrefix("time ") || base == "time" || base == "date" ? .time : nil
        }
    }

    /// PostgreSQL's integer types, under every name it reads for them.
    static let integerTypeNames: Set<String> = [
        "smallint", "integer", "int", "int2", "int4", "int8", "bigint",
        "smallserial", "serial", "bigserial", "serial2", "serial4", "serial8",
    ]

    /// PostgreSQL's types that take no modifier in parentheses.
    private static let typesWithoutModifier: Set<String> = [
        "text", "bytea", "bool", "boolean", "smallint", "integer", "int", "int2", "int4", "int8", "bigint",
        "smallserial", "serial", "bigserial", "serial2", "serial4", "serial8", "real", "float4", "float8", "double precision",
        "date", "json", "jsonb", "uuid", "money", "inet", "cidr", "macaddr", "macaddr8", "xml",
    ]

    /// Whether the declared type `sqlType` is a name PostgreSQL does not have but
    /// SQLite's own examples and adopted databases use (`DATETIME`, `NVARCHAR(40)`,
    /// `TINYINT`, `CLOB`, `LONGBLOB`), or MySQL's, SQL Server's and Oracle's words
    /// that databases moved to SQLite keep (`INTEGER UNSIGNED`, `GUID`, `NUMBER`).
    public static func isSQLiteOnlyType(_ sqlType: String) -> Bool {
        let base = sqlType.split(separator: "(", maxSplits: 1).first.map { $0.lowercased() } ?? ""
        let words = base.split(separator: " ")
        return words.contains("unsigned") || sqliteOnlyTypeNames.contains(words.joined(separator: " "))
    }

    /// A `defaultSQL:` as PostgreSQL reads it. SQLite reads `TRUE` and `FALSE` as 1 and 0,
    /// which a column that is not `boolean` refuses there (a `BOOLEAN` column adopted as
    /// `int` is `bigint`: `DEFAULT TRUE` failed the `CREATE TABLE`); and in SQLite's SQL a
    /// default in double quotes is a string (`DEFAULT ""`, Mnemo's), since a default
    /// cannot name a column, where PostgreSQL reads a name (an empty one is refused);
    /// the SQLite functions real defaults call are written in PostgreSQL's words
    /// (`translatingSQLiteCalls(in:of:)`), and so are the types they CAST to
    /// (`translatingSQLiteCasts(in:of:)`).
    static func postgresDefault(_ sql: String, of attribute: Attribute, readAsSQLite: Bool) -> String {
        let trimmed = sql.trimmingSpacesAndNewlines()
        // `(TRUE)` too: SQLite's adoption keeps a default's parentheses.
        let word = trimmed.hasPrefix("(") ? trimmed.wholeMatch(of: /\(\s*(\w+)\s*\)/).map { String($0.1) } ?? trimmed : trimmed
        if attribute.type != .bool, ["TRUE", "FALSE"].contains(word.uppercased()) { return word.uppercased() == "TRUE" ? "1" : "0" }
        guard readAsSQLite else { return sql }
        if trimmed.hasPrefix("\""), let match = trimmed.wholeMatch(of: /"((?:[^"]|"")*)"/) {
            return StandardSQL.literal(String(match.1).replacingOccurrences(of: "\"\"", with: "\""))
        }
        return translatingSQLiteCasts(in: translatingSQLiteCalls(in: sql, of: attribute), of: attribute)
    }

    /// Declared type names of SQLite's documentation ("Datatypes In SQLite") and of the
    /// databases people adopt (MySQL's, SQL Server's and Oracle's words) that
    /// PostgreSQL lacks.
    private static let sqliteOnlyTypeNames: Set<String> = [
        "datetime", "nvarchar", "nchar", "native character", "varying character", "ntext", "clob",
        "tinyint", "mediumint", "unsigned big int", "double", "image", "string",
        "tinytext", "mediumtext", "longtext", "tinyblob", "mediumblob", "longblob", "blob",
        "longvarchar", "long varchar", "longvarbinary", "long", "number", "enum", "set", "year",
        "guid", "uniqueidentifier", "varbinary", "binary", "varchar2", "nvarchar2", "nclob",
        "datetime2", "smalldatetime", "datetimeoffset", "smallmoney", "raw", "long raw",
    ]

    /// A column that has no attribute behind it (an ordered relationship's position):
    /// its SQLite storage class mapped to the closest PostgreSQL type.
    public static func columnType(for type: ColumnType) -> String {
        switch type {
        case .integer: "bigint"
        case .real: "double precision"
        case .text, .any: "text"
        case .blob: "bytea"
        }
    }

    /// Where `name` (a table, column, index or constraint of `model`'s compiled schema,
    /// of `table` when given) is written: the element that gives it, else the entity
    /// whose table holds it, else the model (a join table's names).
    static func location(ofName name: String, in model: Model, table: String? = nil) -> SourceLocation {
        for entity in model.entities where table == nil || entity.table == table {
            if entity.table == name { return entity.location(of: "table") }
            if let attribute = entity.attributes.first(where: { $0.column == name }) { return attribute.location(of: "column") }
            if let attribute = entity.attributes.first(where: { $0.checkNames.values.contains(name) }) { return attribute.location(of: "check") }
            if let relationship = entity.relationships.first(where: { $0.foreignKeyName == name }) { return relationship.location(of: "foreignKeyName") }
            if let relationship = entity.relationships.first(where: { !$0.isToMany && ($0.column == name || $0.columns.contains(name)) }) {
                return relationship.location(of: "column")
            }
            if let index = (entity.indexes + entity.uniques).first(where: { $0.name == name }) { return index.location }
            if entity.primaryKeyName == name { return entity.location(of: "primaryKeyName") }
            if entity.checkNames.values.contains(name) { return entity.location(of: "check") }
            if table != nil { return entity.location }
        }
        return model.location
    }

    /// The PostgreSQL schema of `model`; see the type's documentation.
    ///
    /// Throws `PostgresSchemaError`, placed at the element to change, for what the model
    /// says in SQLite's own terms and PostgreSQL cannot take as written: triggers
    /// (SQLite's `CREATE TRIGGER … BEGIN … END` has no PostgreSQL form without a
    /// function), collations (`NOCASE`), and names SQLite allows and PostgreSQL does not
    /// (over 63 bytes, or one constraint name twice in a table).
    public static func schema(for model: Model) throws -> Schema {
        if let dialect = model.dialect, !model.carriesSQLiteSQL, dialect != DatabaseDialect.postgres.rawValue {
            throw ErrorReport.invalidArguments(
                "\(model.name) version \(model.version) carries \(dialect) SQL (`dialect: \(dialect)`), which PostgreSQL does not run",
                hint: "write `dialect: postgres` for SQL in PostgreSQL's words, or leave it out for SQLite's")
        }
        // Every problem is reported at once, as validation reports a model's: an adopted
        // model may have a dozen names too long (DashSync's columns), and one per run
        // was a dozen runs.
        var problems: [PostgresSchemaError] = []
        // The `int` columns whose SQLite integer name gave way to `bigint` (`narrows`), as
        // table and column: the key columns referencing them follow.
        var widened: Set<[String]> = []
        if !model.triggers.isEmpty {
            problems.append(PostgresSchemaError(.triggersNotSupported(model.triggers.map(\.name)), at: model.triggers.first?.location))
        }
        // A model in PostgreSQL's words (`dialect: postgres`) names the database's own
        // functions, whatever SQLite calls its own.
        for view in model.views where model.carriesSQLiteSQL {
            let functions = sqliteOnlyFunctions(in: view.sql)
            if !functions.isEmpty { problems.append(PostgresSchemaError(.viewNotPortable(view: view.name, functions: functions), at: view.location(of: "sql"))) }
        }
        // A check runs on the server as written: one calling what only SQLite has fails
        // the migration there, so it is refused here, where the model says it.
        for entity in model.entities where model.carriesSQLiteSQL {
            let owners = [(nil as Attribute?, entity.checks)] + entity.attributes.map { ($0, $0.checks) }
            for (attribute, checks) in owners {
                var functions: [String] = []
                for check in checks { functions += sqliteOnlyFunctions(in: check).filter { !functions.contains($0) } }
                guard !functions.isEmpty else { continue }
                problems.append(PostgresSchemaError(.checkNotPortable(entity: entity.name, attribute: attribute?.name, functions: functions),
                                                    at: attribute?.location(of: "check") ?? entity.location(of: "check")))
            }
        }
        // SQLite takes any number as true or false; PostgreSQL takes only a `boolean`
        // there, and an integer column (SQLite's `BOOLEAN`, adopted as `int`) is
        // `bigint`: Synapse's `WHERE NOT converted_to_destinations` failed the migration on
        // the server after `migrate make` and the dry run had passed.
        for entity in model.entities where model.carriesSQLiteSQL {
            let integers = Set(entity.attributes.filter { [.int, .int16, .int32].contains($0.type) }.map { $0.column.lowercased() })
            guard !integers.isEmpty else { continue }
            var conditions: [(what: String, sql: String, location: SourceLocation)] = []
            for index in entity.indexes + entity.uniques {
                if let condition = index.condition { conditions.append(("the condition of an index of \(entity.name)", condition, index.location)) }
            }
            conditions += entity.checks.map { ("a check of \(entity.name)", $0, entity.location(of: "check")) }
            for attribute in entity.attributes {
                conditions += attribute.checks.map { ("a check of \(entity.name).\(attribute.name)", $0, attribute.location(of: "check")) }
            }
            for condition in conditions {
                guard let column = integerUsedAsTruth(in: condition.sql, integers: integers) else { continue }
                problems.append(PostgresSchemaError(.integerAsCondition(owner: condition.what, condition: condition.sql, column: column), at: condition.location))
            }
        }
        var schema = SchemaCompiler.compile(model)
        var tableIndex: [String: Int] = [:]
        for (position, table) in schema.tables.enumerated() { tableIndex[table.name] = position }
        for entity in model.entities {
            guard let position = tableIndex[entity.table] else { continue }
            for attribute in entity.attributes {
                if let collation = attribute.collation {
                    problems.append(PostgresSchemaError(.collationNotSupported(entity: entity.name, attribute: attribute.name, collation: collation), at: attribute.location(of: "collate")))
                }
                guard let columnPosition = schema.tables[position].columns.firstIndex(where: { $0.name == attribute.column }) else { continue }
                var column = schema.tables[position].columns[columnPosition]
                // A type of the model's `types:` is the database's own, whatever its name.
                if let sqlType = attribute.sqlType, narrows(sqlType, of: attribute, readAsSQLite: model.carriesSQLiteSQL) {
                    widened.insert([entity.table, attribute.column])
                }
                if !(attribute.sqlType.map { model.type(named: $0) != nil || keepsDeclaredType($0, of: attribute.type) && !narrows($0, of: attribute, readAsSQLite: model.carriesSQLiteSQL) } ?? false) {
                    column.declaredType = columnType(for: attribute.type)
                    // The storage class SQLite's declared type gave (`DATETIME`: ANY) is
                    // not PostgreSQL's: the column stores what its type says, so a model
                    // that drops a SQLite `sqlType:` plans nothing here (it was a rebuild).
                    column.type = SchemaCompiler.columnType(for: attribute.type)
                }
                // An enum or domain of the model's `types:` enforces the values and bounds
                // the attribute states (for the records and generated rows) itself.
                if let sqlType = attribute.sqlType, model.type(named: sqlType) != nil {
                    let rules = SchemaCompiler.ruleChecks(for: attribute)
                    column.checks = column.checks.filter { !rules.contains($0) }
                }
                if attribute.type == .decimal {
                    // `numeric` compares as a number: the cast SQLite's text needs is left out.
                    let name = PostgresDialect().quote(attribute.column)
                    column.checks = column.checks.map { $0.replacingOccurrences(of: "CAST(\(name) AS REAL)", with: name) }
                }
                if attribute.defaultSQL == nil, case .bool(let flag)? = attribute.defaultValue {
                    column.defaultSQL = flag ? "true" : "false"
                }
                if let defaultSQL = column.defaultSQL {
                    column.defaultSQL = postgresDefault(defaultSQL, of: attribute, readAsSQLite: model.carriesSQLiteSQL)
                    let functions = model.carriesSQLiteSQL ? sqliteOnlyFunctions(in: column.defaultSQL ?? "") : []
                    if !functions.isEmpty {
                        problems.append(PostgresSchemaError(.defaultNotPortable(entity: entity.name, attribute: attribute.name, functions: functions),
                                                            at: attribute.location(of: "defaultSQL")))
                    }
                }
                schema.tables[position].columns[columnPosition] = column
            }
        }
        // Each column's type is PostgreSQL's own now (`declaredType`): nothing stands in for
        // a type, and the schema is as the server's catalog reads.
        for table in schema.tables.indices {
            for column in schema.tables[table].columns.indices { schema.tables[table].columns[column].logicalType = nil }
        }
        // SQL already in PostgreSQL's words names things as the server does (and SQLite's
        // tokenizer would read its `ARRAY[]` as a bracket-quoted name).
        if model.carriesSQLiteSQL { schema = withPostgresNames(schema) }
        // An index modelc named after its table and columns may pass PostgreSQL's 63
        // bytes (Wire's `idx_conversation_…` has 76): it gets a fitted name. A name the
        // model gives (`table:`, `column:`, an index's `name:`) is the user's to shorten.
        for position in schema.tables.indices {
            let table = schema.tables[position]
            for (indexPosition, index) in table.indexes.enumerated()
            where index.name == SchemaCompiler.indexName(table: table.name, columns: index.columns, unique: index.isUnique) {
                schema.tables[position].indexes[indexPosition].name = PostgresDialect.fitted(index.name)
            }
        }
        // A UNIQUE constraint's index name is SQLite's (`sqlite_autoindex_…`), which
        // PostgreSQL never sees: the constraint has the model's name (in
        // `constraintNames`), or the server's, fitted by the server.
        for table in schema.tables {
            let names = [table.name] + table.columns.map(\.name) + table.indexes.filter { !$0.isUniqueConstraint }.map(\.name) + table.constraintNames
            var seen: Set<String> = []
            for long in names where long.utf8.count > PostgresDialect.maximumNameLength && seen.insert(long).inserted {
                problems.append(PostgresSchemaError(.nameTooLong(long), at: location(ofName: long, in: model, table: table.name)))
            }
        }
        // A table's constraints have names of their own (SQLite lets two CHECKs share one).
        for table in schema.tables {
            let checkNames = table.checkConstraintNames
            if let twice = zip(checkNames, checkNames.dropFirst()).first(where: { $0.0 == $0.1 })?.0 {
                problems.append(PostgresSchemaError(.checkNameUsedTwice(table: table.name, name: twice), at: location(ofName: twice, in: model, table: table.name)))
                continue
            }
            let constraintNames = table.constraintNames
            if let twice = zip(constraintNames, constraintNames.dropFirst()).first(where: { $0.0 == $0.1 })?.0 {
                problems.append(PostgresSchemaError(.constraintNameUsedTwice(table: table.name, name: twice), at: location(ofName: twice, in: model, table: table.name)))
            }
        }
        if var first = problems.first {
            first.others = Array(problems.dropFirst())
            throw first
        }
        // SQLite's table options are not PostgreSQL's. PostgreSQL makes every key column
        // NOT NULL, whatever the DDL says; a model's optional key describes a SQLite table
        // that is not STRICT, where it holds NULL.
        for position in schema.tables.indices {
            schema.tables[position].sqlite = nil
            let key = schema.tables[position].primaryKey
            for column in schema.tables[position].columns.indices where key.contains(schema.tables[position].columns[column].name) {
                schema.tables[position].columns[column].isNotNull = true
            }
        }
        // A relationship's `sqlType:` PostgreSQL cannot declare (none at all: Zotero's
        // `valueID REFERENCES vals`, adopted as `sqlType: ""`), or a narrower integer than
        // the key it references once that key was widened (`widened`: Sakila's `INT`
        // columns referencing `INT` keys), is left to the key's type too.
        for position in schema.tables.indices {
            for key in schema.tables[position].foreignKeys {
                for (part, name) in key.columns.enumerated() {
                    guard let columnPosition = schema.tables[position].columns.firstIndex(where: { $0.name == name }),
                          let declared = schema.tables[position].columns[columnPosition].declaredType else { continue }
                    let followsKey = part < key.referencedColumns.count && widened.contains([key.referencedTable, key.referencedColumns[part]])
                    if !isWrittenForPostgres(declared) || followsKey && isNarrowInteger(declared) {
                        schema.tables[position].columns[columnPosition].declaredType = nil
                    }
                }
            }
        }
        // Foreign-key columns take the type of the key they reference (a `uuid` key is
        // referenced by `uuid` columns: PostgreSQL refuses a key between other types);
        // what is left (positions) maps by storage class. A referenced key column may be a
        // foreign key itself, typed only by a later pass (MusicBrainz's
        // `link_creditable_attribute_type(attribute_type)`, keyed by its reference to an
        // `integer` key, after `link_attribute_credit` referencing it): the passes repeat
        // while one gives a column its type; one pass gave the referencing column `bigint`.
        var typed = true
        while typed {
            typed = false
            for position in schema.tables.indices {
                let table = schema.tables[position]
                for (columnPosition, column) in table.columns.enumerated() where column.declaredType == nil {
                    // Each column of a key of several columns takes the type of the one it references.
                    let referenced = table.foreignKeys.lazy.compactMap { key -> String? in
                        guard let part = key.columns.firstIndex(of: column.name), part < key.referencedColumns.count else { return nil }
                        return tableIndex[key.referencedTable].flatMap { schema.tables[$0].column(named: key.referencedColumns[part])?.declaredType }
                    }.first
                    if let referenced {
                        schema.tables[position].columns[columnPosition].declaredType = referenced
                        typed = true
                    }
                }
            }
        }
        for position in schema.tables.indices {
            for (columnPosition, column) in schema.tables[position].columns.enumerated() where column.declaredType == nil {
                schema.tables[position].columns[columnPosition].declaredType = columnType(for: column.type)
            }
        }
        // A foreign-key column whose declared type cannot reference its key's takes the
        // key's: an adopted `CHAR(36)` column referencing a key that became `uuid`
        // (Vaultwarden's `user_uuid`s), which PostgreSQL refuses ("Key columns … are of
        // incompatible types"). A key column may be a foreign key itself: the passes repeat.
        var retyped = true
        while retyped {
            retyped = false
            for position in schema.tables.indices {
                for key in schema.tables[position].foreignKeys {
                    guard let referencedTable = tableIndex[key.referencedTable] else { continue }
                    for (part, name) in key.columns.enumerated() where part < key.referencedColumns.count {
                        guard let referenced = schema.tables[referencedTable].column(named: key.referencedColumns[part]),
                              let columnPosition = schema.tables[position].columns.firstIndex(where: { $0.name == name }) else { continue }
                        let column = schema.tables[position].columns[columnPosition]
                        guard let wanted = referenced.declaredType, let declared = column.declaredType,
                              !canReference(declared, wanted) else { continue }
                        schema.tables[position].columns[columnPosition].declaredType = wanted
                        schema.tables[position].columns[columnPosition].type = referenced.type
                        retyped = true
                    }
                }
            }
        }
        schema.types = model.types.map { TypeDefinition(name: $0.name, sql: $0.sql) }
        schema.extensions = model.extensions
        return schema
    }
}

/// A model that PostgreSQL cannot store as written.
extension PostgresTypeMapping {
    /// `schema` with the SQL text it carries from SQLite (an adopted database's CHECKs,
    /// defaults, partial-index conditions and views) naming things as PostgreSQL reads
    /// them (`names(in:known:)`). Text that does not tokenize is left as it is.
    static func withPostgresNames(_ schema: Schema) -> Schema {
        var schema = schema
        let known = KnownNames(schema)
        let standard = { (sql: String) in names(in: sql, known: known) }
        for table in schema.tables.indices {
            schema.tables[table].checks = schema.tables[table].checks.map(standard)
            schema.tables[table].checkNames = schema.tables[table].checkNames(rewrittenBy: standard)
            for column in schema.tables[table].columns.indices {
                schema.tables[table].columns[column].checks = schema.tables[table].columns[column].checks.map(standard)
                schema.tables[table].columns[column].checkNames = schema.tables[table].columns[column].checkNames(rewrittenBy: standard)
                schema.tables[table].columns[column].defaultSQL = schema.tables[table].columns[column].defaultSQL.map(standard)
            }
            for index in schema.tables[table].indexes.indices {
                schema.tables[table].indexes[index].condition = schema.tables[table].indexes[index].condition.map(standard)
            }
        }
        for view in schema.views.indices {
            schema.views[view].sql = standard(schema.views[view].sql)
        }
        return schema
    }

    /// The names of a schema's tables, columns and views as it spells them, by their
    /// lowercase form, where that differs (a name PostgreSQL would fold when unquoted).
    struct KnownNames {
        var byLowercase: [String: String] = [:]

        init(_ schema: Schema) {
            for name in schema.tables.map(\.name) + schema.tables.flatMap({ $0.columns.map(\.name) }) + schema.views.map(\.name)
            where name.lowercased() != name {
                byLowercase[name.lowercased()] = name
            }
        }
    }

    /// `sql` with names written as PostgreSQL reads them alike:
    /// - every `[name]` and `` `name` `` as `"name"` (PostgreSQL takes `[name]` for an
    ///   array subscript: Northwind's `CHECK ([Discount]>=(0))`);
    /// - an unquoted name that is a table, column or view of the schema spelled with
    ///   capitals (`Products.CategoryID`) in quotes as the schema spells it: SQLite
    ///   matches names without regard to case, PostgreSQL folds an unquoted one to lower
    ///   case, where `"Products"` is not found. A word followed by `(` (a function) or
    ///   one of SQL's own words is left alone;
    /// - an alias with capitals (`AS Subtotal`, `Products AS P`) in quotes, and so every
    ///   use of it, so a view's column is named as on SQLite rather than folded
    ///   (`subtotal`).
    static func names(in sql: String, known: KnownNames) -> String {
        guard let tokens = try? SQLTokenizer.tokenize(sql) else { return sql }
        let isName = { (index: Int) in
            tokens[index].kind == .word && !sqlWords.contains(tokens[index].text.uppercased())
                && (index + 1 == tokens.count || tokens[index + 1].kind != .openParenthesis)
        }
        let follows = { (index: Int) in index > 0 && tokens[index - 1].isKeyword("AS") }
        // Aliases with capitals (`AS Subtotal`, `Products AS P`), by their lowercase form:
        // SQLite matches them without regard to case too, so every use is quoted alike.
        var aliases: [String: String] = [:]
        for index in tokens.indices where isName(index) && follows(index) && tokens[index].text.lowercased() != tokens[index].text {
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            // Not a type (`CAST(x AS TEXT)`, which a `)` follows).
            guard next.map({ $0.kind == .comma || $0.kind == .semicolon || $0.kind == .word && aliasEnders.contains($0.text.uppercased()) }) ?? true
            else { continue }
            aliases[tokens[index].text.lowercased()] = tokens[index].text
        }
        var replacements: [(Range<String.Index>, String)] = []
        for (index, token) in tokens.enumerated() {
            if token.kind == .quotedIdentifier, !token.text.hasPrefix("\""), let name = token.identifier {
                replacements.append((token.range, PostgresDialect().quote(name)))
            } else if isName(index), let name = aliases[token.text.lowercased()] ?? (follows(index) ? nil : known.byLowercase[token.text.lowercased()]) {
                replacements.append((token.range, PostgresDialect().quote(name)))
            }
        }
        var text = sql
        for (range, replacement) in replacements.reversed() { text.replaceSubrange(range, with: replacement) }
        return text
    }

    /// The first of `integers` (column names, lower-cased) that `sql` uses as a truth
    /// value, as written: alone between the start or end of a condition and `NOT`, `AND`,
    /// `OR`, `WHEN`, `THEN` or a parenthesis not a function's (`NOT flag`, `a = 1 AND
    /// flag`, `(flag)`, `CASE WHEN flag THEN …`); nil when none is.
    static func integerUsedAsTruth(in sql: String, integers: Set<String>) -> String? {
        guard let tokens = try? SQLTokenizer.tokenize(sql) else { return nil }
        let joins = ["NOT", "AND", "OR", "WHEN", "WHERE"]
        func opensCondition(_ position: Int) -> Bool {
            guard position >= 0 else { return true }
            let token = tokens[position]
            if joins.contains(where: { token.isKeyword($0) }) { return true }
            // A parenthesis of its own, not a call's (`lower(flag)`) nor a list's.
            return token.kind == .openParenthesis && opensCondition(position - 1)
        }
        for (position, token) in tokens.enumerated() {
            guard let name = token.identifier, token.kind != .word || !sqlWords.contains(token.text.uppercased()),
                  integers.contains(name.lowercased()), opensCondition(position - 1) else { continue }
            let next = position + 1 < tokens.count ? tokens[position + 1] : nil
            guard next == nil || next?.kind == .closeParenthesis || ["AND", "OR", "THEN"].contains(where: { next?.isKeyword($0) == true }) else { continue }
            return name
        }
        return nil
    }

    /// The functions (and `GLOB`) of `sql` that SQLite has and PostgreSQL does not, as
    /// written, in order, each once: a view that calls them fails on the server.
    static func sqliteOnlyFunctions(in sql: String) -> [String] {
        guard let tokens = try? SQLTokenizer.tokenize(sql) else { return [] }
        var found: [String] = []
        for (index, token) in tokens.enumerated() where token.kind == .word {
            let word = token.text.uppercased()
            let called = index + 1 < tokens.count && tokens[index + 1].kind == .openParenthesis
            guard (called && sqliteOnlyFunctionNames.contains(word)) || word == "GLOB", !found.contains(word) else { continue }
            found.append(word)
        }
        return found
    }

    /// SQLite's functions that PostgreSQL has no function of the same name for (its
    /// `date()` and `time()` exist as casts, so they are not here).
    private static let sqliteOnlyFunctionNames: Set<String> = [
        "DATETIME", "JULIANDAY", "STRFTIME", "UNIXEPOCH", "IFNULL", "IIF", "GROUP_CONCAT", "INSTR", "PRINTF",
        "TYPEOF", "TOTAL", "ZEROBLOB", "RANDOMBLOB", "UNICODE", "LIKELIHOOD", "LIKELY", "UNLIKELY", "CHANGES",
        "TOTAL_CHANGES", "LAST_INSERT_ROWID", "SQLITE_VERSION", "JSON_EXTRACT", "JSON_GROUP_ARRAY", "JSON_GROUP_OBJECT",
        "JSON_VALID", "JSON_TREE",
    ]

    /// SQL's own words, which a name the schema spells the same is not taken for.
    private static let sqlWords: Set<String> = [
        "ALL", "AND", "AS", "ASC", "BETWEEN", "BY", "CASE", "CAST", "CROSS", "DESC", "DISTINCT", "ELSE", "END", "EXCEPT",
        "EXISTS", "FALSE", "FROM", "FULL", "GROUP", "HAVING", "IN", "INNER", "INTERSECT", "IS", "JOIN", "LEFT", "LIKE",
        "LIMIT", "NOT", "NULL", "OFFSET", "ON", "OR", "ORDER", "OUTER", "RIGHT", "SELECT", "THEN", "TRUE", "UNION",
        "USING", "WHEN", "WHERE", "WITH",
    ]

    /// What may follow an alias (`AS Subtotal FROM …`, `Products AS P JOIN …`), unlike
    /// a type in `CAST(x AS INTEGER)`, which a `)` follows.
    private static let aliasEnders: Set<String> = [
        "FROM", "WHERE", "GROUP", "ORDER", "HAVING", "UNION", "EXCEPT", "INTERSECT", "LIMIT", "JOIN", "INNER", "LEFT",
        "RIGHT", "FULL", "CROSS", "ON", "USING",
    ]
}
