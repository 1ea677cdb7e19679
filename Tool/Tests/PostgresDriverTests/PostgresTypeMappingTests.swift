import ModelKit
import ModelcTestSupport
@testable import PostgresDriver
import MigrationPlanning
import Migration
import SQLiteDriver
import SchemaCore
import XCTest

/// The PostgreSQL schema of a model: the type mapping of docs/postgres.md, foreign keys
/// to tables created later, and the models PostgreSQL cannot take.
final class PostgresTypeMappingTests: ModelcTestCase {
    private func model(_ yaml: String) throws -> Model {
        let result = ModelLoader.inspect(text: yaml)
        XCTAssertFalse(result.hasErrors, "\(result.diagnostics)")
        return try XCTUnwrap(result.versions?.current)
    }

    /// A model in PostgreSQL's words keeps its SQL as written; one in a third engine's is
    /// refused rather than taken for PostgreSQL's.
    func testAModelInAnotherEnginesWordsIsRefused() throws {
        let body = "entities:\n  Artist:\n    attributes:\n      id: int32\n      code: { type: string, check: \"code ~ '^[A-Z]{2}$'\" }\n"
        let postgres = try PostgresTypeMapping.schema(for: try model("model: Music\nversion: 1\ndialect: postgres\n" + body))
        XCTAssertEqual(postgres.tables.first?.columns.last?.checks, ["code ~ '^[A-Z]{2}$'"])
        XCTAssertThrowsError(try PostgresTypeMapping.schema(for: try model("model: Music\nversion: 1\ndialect: mysql\n" + body))) { error in
            XCTAssertEqual((error as? ErrorReport)?.message, "Music version 1 carries mysql SQL (`dialect: mysql`), which PostgreSQL does not run")
        }
    }

    /// A model in PostgreSQL's words declares its server's types in tables that need no
    /// `strict: false` (STRICT is SQLite's), and its DDL declares them as written.
    func testAPostgresModelDeclaresItsServersTypesWithoutStrictFalse() throws {
        let shop = try model("model: Shop\nversion: 1\ndialect: postgres\nentities:\n  Product:\n    attributes:\n      id: int\n"
            + "      name: { type: string, sqlType: \"varchar(20)\" }\n      seenAt: { type: date, sqlType: timestamptz }\n")
        let table = try XCTUnwrap(try PostgresTypeMapping.schema(for: shop).table(named: "product"))
        XCTAssertEqual(table.columns.map(\.declaredType), ["bigint", "varchar(20)", "timestamptz"])
        XCTAssertTrue(PostgresDialect().render(Schema(tables: [table])).contains(#""name" varchar(20) NOT NULL"#), PostgresDialect().render(Schema(tables: [table])))
    }

    /// SQLite's table options are SQLite's: a PostgreSQL table has none, in the value
    /// and in its JSON, whatever the model says of `strict:` or `withoutRowID:`; a SQLite
    /// table of the same model has them, and each reads back from its JSON as it was.
    func testAPostgresTableHasNoneOfSQLitesTableOptions() throws {
        let shop = try model("model: Shop\nversion: 1\nentities:\n  Product:\n    strict: false\n    attributes:\n      id: int\n      name: string\n")
        let postgres = try XCTUnwrap(try PostgresTypeMapping.schema(for: shop).table(named: "product"))
        let sqlite = try XCTUnwrap(SQLiteSchemaCompiler.compile(shop).table(named: "product"))
        XCTAssertNil(postgres.sqlite)
        XCTAssertEqual(sqlite.sqlite, SQLiteTableOptions(isStrict: false, isWithoutRowID: false))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let postgresJSON = String(decoding: try encoder.encode(postgres), as: UTF8.self)
        let sqliteJSON = String(decoding: try encoder.encode(sqlite), as: UTF8.self)
        XCTAssertFalse(postgresJSON.contains("isStrict") || postgresJSON.contains("isWithoutRowID"), postgresJSON)
        XCTAssertTrue(sqliteJSON.contains(#""isStrict":false,"isWithoutRowID":false"#), sqliteJSON)
        XCTAssertEqual(try JSONDecoder().decode(Table.self, from: Data(postgresJSON.utf8)), postgres)
        XCTAssertEqual(try JSONDecoder().decode(Table.self, from: Data(sqliteJSON.utf8)), sqlite)
    }

    func testLibraryCompilesToTheReviewedPostgresDDL() throws {
        let library = try ModelCheck.load(reference: Repository.root.appendingPathComponent("models/Library").path)
        assertSnapshot(of: PostgresDialect().render(try PostgresTypeMapping.schema(for: library)), named: "Library")
    }

    func testEveryAttributeTypeMapsToItsDocumentedColumnType() throws {
        let types = AttributeType.allCases.map { "      a\($0.rawValue.capitalized): \($0.rawValue)\n" }.joined()
        let schema = try PostgresTypeMapping.schema(for: model("""
            model: Types
            version: 1
            entities:
              Thing:
                attributes:
                  id: int
            \(types)
            """))
        let table = try XCTUnwrap(schema.tables.first)
        XCTAssertEqual(table.columns.map { "\($0.name) \($0.declaredType ?? "?")" }, [
            "id bigint", "a_string text", "a_int bigint", "a_int16 smallint", "a_int32 integer", "a_double double precision",
            "a_float real", "a_bool boolean", "a_decimal numeric", "a_date timestamptz", "a_uuid uuid", "a_data bytea",
            "a_url text", "a_json jsonb",
        ])
        XCTAssertEqual(table.columns.flatMap(\.checks), [], "the types hold what SQLite needs CHECKs for")
    }

    func testEnumerationsRangesAndLengthsStayChecksAndBooleanDefaultsAreBooleans() throws {
        let schema = try PostgresTypeMapping.schema(for: model("""
            model: Rules
            version: 1
            entities:
              Member:
                attributes:
                  id: { type: uuid, primaryKey: true }
                  status: { type: string, values: [active, banned], default: active }
                  age: { type: int16, default: 0, min: 0, max: 150 }
                  name: { type: string, maxLength: 40 }
                  isStaff: { type: bool, default: true }
            """))
        XCTAssertEqual(PostgresDialect().render(schema), """
            CREATE TABLE "member" (
              "id" uuid PRIMARY KEY NOT NULL,
              "status" text NOT NULL DEFAULT 'active' CHECK ("status" IN ('active', 'banned')),
              "age" smallint NOT NULL DEFAULT 0 CHECK ("age" >= 0) CHECK ("age" <= 150),
              "name" text NOT NULL CHECK (length("name") <= 40),
              "is_staff" boolean NOT NULL DEFAULT true
            );

            """)
    }

    /// A foreign key takes the type of the key it references, also when that key is a
    /// foreign key itself, typed from further on (a table keyed by its reference, declared
    /// after the table referencing it): it took `bigint` beside the `integer` key, which
    /// an adopted database's `integer` column then differed from.
    func testAForeignKeyToAKeyThatIsAForeignKeyTakesTheTypeAtTheEndOfTheChain() throws {
        let schema = try PostgresTypeMapping.schema(for: model("""
            model: Links
            version: 1
            entities:
              Credit:
                primaryKey: [creditable]
                relationships:
                  creditable: { to: Creditable, inverse: credits, column: attribute_type }
              Creditable:
                primaryKey: [attributeType]
                relationships:
                  attributeType: { to: AttributeType, inverse: creditable, column: attribute_type }
                  credits: { to: Credit, toMany: true, inverse: creditable, deleteRule: cascade }
              AttributeType:
                attributes:
                  id: int32
                relationships:
                  creditable: { to: Creditable, inverse: attributeType, optional: true, deleteRule: cascade }
            """))
        for table in ["credit", "creditable", "attribute_type"] {
            let key = try XCTUnwrap(schema.table(named: table)?.columns.first { $0.name == (table == "attribute_type" ? "id" : "attribute_type") })
            XCTAssertEqual(key.declaredType, "integer", table)
        }
    }

    func testAForeignKeyToATableCreatedLaterIsAddedRightAfterIt() throws {
        let schema = try PostgresTypeMapping.schema(for: model("""
            model: Pets
            version: 1
            entities:
              Dog:
                attributes:
                  id: int
                relationships:
                  owner: { to: Person, inverse: dogs, optional: true }
              Person:
                attributes:
                  id: { type: uuid, primaryKey: true }
                relationships:
                  dogs: { to: Dog, toMany: true, inverse: owner }
            """))
        XCTAssertEqual(PostgresDialect().render(schema), """
            CREATE TABLE "dog" (
              "id" bigint PRIMARY KEY NOT NULL,
              "owner_id" uuid
            );
            CREATE INDEX "idx_dog_owner_id" ON "dog" ("owner_id");
            CREATE TABLE "person" (
              "id" uuid PRIMARY KEY NOT NULL
            );
            ALTER TABLE "dog" ADD FOREIGN KEY ("owner_id") REFERENCES "person" ("id") ON DELETE SET NULL;

            """)
    }

    func testAnAutoincrementKeyIsAnIdentityColumn() throws {
        let schema = try PostgresTypeMapping.schema(for: model("""
            model: Log
            version: 1
            entities:
              Entry:
                attributes:
                  id: { type: int, autoincrement: true }
                  text: string
            """))
        XCTAssertEqual(PostgresDialect().createTable(schema.tables[0]), """
            CREATE TABLE "entry" (
              "id" bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY NOT NULL,
              "text" text NOT NULL
            )
            """)
    }

    func testADeclaredTypePostgreSQLKnowsIsKeptAndASQLiteOneTakesTheAttributeType() throws {
        let schema = try PostgresTypeMapping.schema(for: model("""
            model: Adopted
            version: 1
            entities:
              Order:
                strict: false
                attributes:
                  id: int
                  code: { type: string, sqlType: "VARCHAR(12)" }
                  amount: { type: decimal, sqlType: "numeric(10, 2)" }
                  day: { type: date, sqlType: DATE }
                  placedAt: { type: date, sqlType: DATETIME }
                  note: { type: string, sqlType: "NVARCHAR(40)" }
                  picture: { type: data, sqlType: LONGBLOB }
                  untyped: { type: string, sqlType: "" }
                  count: { type: int, sqlType: "INTEGER UNSIGNED" }
                  reference: { type: string, sqlType: GUID }
                  flag: { type: int, sqlType: BOOLEAN }
                  done: { type: bool, sqlType: BOOLEAN }
                  mask: { type: string, sqlType: "bit(8)" }
                  token: { type: double, sqlType: UUID }
                  name: { type: string, sqlType: citext }
                  guid: { type: string, sqlType: "text(32)" }
                  hidden: { type: int, sqlType: "int(11)" }
                  shape: { type: data, sqlType: POINT }
                  blob: { type: data, sqlType: bytea }
                  sent: { type: int, sqlType: BOOLEAN, defaultSQL: "(TRUE)" }
            """))
        let types = Dictionary(uniqueKeysWithValues: try XCTUnwrap(schema.tables.first).columns.map { ($0.name, $0.declaredType ?? "") })
        XCTAssertEqual(types["code"], "VARCHAR(12)")
        XCTAssertEqual(types["amount"], "numeric(10, 2)")
        XCTAssertEqual(types["day"], "DATE")
        XCTAssertEqual(types["placed_at"], "timestamptz", "DATETIME is SQLite's word")
        XCTAssertEqual(types["note"], "text", "NVARCHAR is SQLite's word")
        XCTAssertEqual(types["picture"], "bytea", "LONGBLOB is not PostgreSQL's")
        XCTAssertEqual(types["untyped"], "text", "a column SQLite declares without a type")
        XCTAssertEqual(types["count"], "bigint", "UNSIGNED is MySQL's word")
        XCTAssertEqual(types["reference"], "text", "GUID is SQL Server's word")
        XCTAssertEqual(types["flag"], "bigint", "PostgreSQL's boolean refuses the 0 and 1 an `int` holds")
        XCTAssertEqual(types["done"], "BOOLEAN")
        XCTAssertEqual(types["mask"], "bit(8)", "a bit string read from PostgreSQL is text")
        XCTAssertEqual(types["token"], "double precision", "a `uuid` column cannot hold numbers")
        XCTAssertEqual(types["name"], "citext", "an extension's type is kept")
        XCTAssertEqual(types["guid"], "text", "text takes no modifier on PostgreSQL")
        XCTAssertEqual(types["hidden"], "bigint", "nor does int (MySQL's display width)")
        XCTAssertEqual(types["shape"], "bytea", "PostgreSQL's point is no GeoPackage blob: only bytea holds bytes")
        XCTAssertEqual(types["blob"], "bytea")
        XCTAssertEqual(try XCTUnwrap(schema.tables.first).column(named: "sent")?.defaultSQL, "1", "SQLite's (TRUE) on a bigint column is 1")
    }

    /// A SQLite declared type PostgreSQL does not keep is only SQLite's: a version that
    /// drops it (`DATETIME` on a `string`, as adoption writes it) changes nothing on
    /// PostgreSQL, whose column was `text` before and after. It was planned as a rebuild
    /// "text → text", since the column kept the storage class SQLite gives `DATETIME`.
    func testDroppingASQLiteDeclaredTypePostgreSQLDoesNotKeepPlansNothing() throws {
        func version(_ number: Int, _ invoiceDate: String) throws -> Model {
            try model("""
                model: Shop
                version: \(number)
                entities:
                  Invoice:
                    strict: false
                    attributes:
                      id: int
                      invoiceDate: \(invoiceDate)
                """)
        }
        let (old, new) = (try version(1, "{ type: string, sqlType: DATETIME }"), try version(2, "string"))
        let before = try PostgresTypeMapping.schema(for: old), after = try PostgresTypeMapping.schema(for: new)
        XCTAssertEqual(before, after)
        let plan = PostgresDialect().plan(from: DiffSide(schema: before, model: old, label: "1"), to: DiffSide(schema: after, model: new, label: "2"))
        XCTAssertEqual(plan.steps.map(\.kind), [])
        XCTAssertEqual(Plan(from: DiffSide(schema: SQLiteSchemaCompiler.compile(old), model: old, label: "1"),
                            to: DiffSide(schema: SQLiteSchemaCompiler.compile(new), model: new, label: "2")).steps.map(\.kind),
                       ["rebuildTable"], "SQLite's declared type is the table's own: changing it rebuilds there")
    }

    /// SQLite takes any number as true or false; PostgreSQL only a `boolean`, and an
    /// integer column (SQLite's `BOOLEAN`, adopted as `int`) is `bigint` there. Synapse's
    /// partial index `WHERE NOT converted_to_destinations` failed on the server after
    /// `migrate make`; it is refused where the model says it, with the comparison both
    /// engines read as the fix.
    func testAnIntegerColumnTakenAsTrueOrFalseIsRefusedAtItsCondition() throws {
        let yaml = """
            model: Events
            version: 1
            entities:
              Event:
                strict: false
                attributes:
                  id: int
                  converted: { type: int, sqlType: BOOLEAN }
                  name: string
                  rank: { type: int, check: "rank IN (0, 1) AND lower(name) <> 'x'" }
                indexes:
                  - { name: ix_unconverted, columns: [id], where: "NOT converted" }
                  - { name: ix_ranked, columns: [id], where: "rank <> 0 AND name IS NOT NULL" }
            """
        XCTAssertThrowsError(try PostgresTypeMapping.schema(for: model(yaml))) { error in
            let refusal = error as? PostgresSchemaError
            XCTAssertEqual(refusal?.location.map { "\($0.line):\($0.column)" }, "12:9", "the index's line")
            XCTAssertEqual(refusal?.others, [], "the other conditions compare their integers")
            XCTAssertEqual(refusal?.problem.report, ErrorReport(
                code: "unsupported-for-postgres",
                message: "the condition of an index of Event, `NOT converted`, takes the integer column converted as true or false, which PostgreSQL refuses for a column that is not boolean",
                hint: "compare it with 0, which both engines read (`converted = 0` for false, `converted <> 0` for true), or make the attribute `bool`",
                status: .invalidInput))
        }
        XCTAssertNoThrow(try PostgresTypeMapping.schema(for: model(yaml.replacingOccurrences(of: "\"NOT converted\"", with: "\"converted = 0\""))))
        let integers: Set<String> = ["flag", "n"]
        for (sql, column) in [("flag", "flag"), ("(flag)", "flag"), ("a = 1 AND flag", "flag"), ("NOT (n OR x)", "n"), ("CASE WHEN flag THEN 1 END = 1", "flag"),
                              ("\"Flag\" AND a", "Flag"), ("flag = 0", nil), ("abs(flag) > 0", nil), ("coalesce(flag, 0) = 1", nil), ("t.flag > 0 AND n IN (1)", nil)] as [(String, String?)] {
            XCTAssertEqual(PostgresTypeMapping.integerUsedAsTruth(in: sql, integers: integers), column, sql)
        }
    }

    func testTriggersAreRefusedAsSQLiteSQL() throws {
        let model = try XCTUnwrap(try ModelLoader.load(Repository.fixture("PostgresModels/Triggers").path).current)
        XCTAssertThrowsError(try PostgresTypeMapping.schema(for: model)) { error in
            let location = (error as? PostgresSchemaError)?.location
            XCTAssertEqual(location.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column)" }, "1.yaml:10:3", "the trigger's line")
            XCTAssertEqual((error as? PostgresSchemaError)?.problem.report, ErrorReport(
                code: "unsupported-for-postgres",
                message: "the model's triggers (touch) are SQLite SQL, which PostgreSQL cannot run",
                hint: "keep this model on SQLite, or move the triggers out of the model (list them under unmanaged:) and create them by hand; PostgreSQL's files start from version 1, so if an applied version 1 holds them, give PostgreSQL a model of its own whose version 1 is the newest version without them",
                status: .invalidInput))
        }
    }

    /// A table with no primary key (`primaryKey: rowid`) is one on PostgreSQL too, with
    /// no key and its `id` no key either (it was refused, and adoption left such tables
    /// unmanaged); a key to a unique attribute other than the key references that column;
    /// a key column that allows NULL is NOT NULL there, as the server makes it.
    func testARowIDTableHasNoKeyAReferenceNamesItsColumnAndAnOptionalKeyIsNotNull() throws {
        let eventLog = try XCTUnwrap(try ModelLoader.load(Repository.fixture("Models/EventLog").path).current)
        let events = try XCTUnwrap(try PostgresTypeMapping.schema(for: eventLog).table(named: "events"))
        XCTAssertEqual(events.primaryKey, [])
        XCTAssertEqual(events.column(named: "id")?.isNotNull, false)
        let ddl = PostgresDialect().render(try PostgresTypeMapping.schema(for: eventLog)).components(separatedBy: ";")
        let create = try XCTUnwrap(ddl.first { $0.contains("CREATE TABLE \"events\"") })
        XCTAssertFalse(create.contains("PRIMARY KEY"), create)
        let referencing = try model("""
            model: Bookmarks
            version: 1
            entities:
              Bookmark:
                attributes:
                  id: int
                  guid: { type: string, unique: true }
                relationships:
                  children: { to: Child, toMany: true, inverse: parent }
              Child:
                attributes:
                  id: int
                relationships:
                  parent: { to: Bookmark, inverse: children, optional: true, references: guid }
            """)
        let foreignKeys = try PostgresTypeMapping.schema(for: referencing).tables.first { $0.name == "child" }?.foreignKeys
        XCTAssertEqual(foreignKeys?.map(\.referencedColumns), [["guid"]])
        XCTAssertEqual(foreignKeys?.map(\.referencedTable), ["bookmark"])
        let settings = try XCTUnwrap(try ModelLoader.load(Repository.fixture("Models/Settings").path).current)
        let keys = try PostgresTypeMapping.schema(for: settings).tables.map { table in table.columns.filter { table.primaryKey.contains($0.name) }.map(\.isNotNull) }
        XCTAssertEqual(keys, [[true], [true], [true, true], [true, true]])
    }

    /// Found on Zotero's `itemData.valueID REFERENCES itemDataValues` (no type) and
    /// `storageModTime INT` (milliseconds since 1970): a SQLite column declared without a
    /// type gave PostgreSQL none, and SQLite's 64-bit `INT` became PostgreSQL's 32-bit one.
    func testASQLiteModelsKeyColumnsWithoutATypeOrWithANarrowerIntegerGetTheKeysType() throws {
        let sqlite = try PostgresTypeMapping.schema(for: model("""
            model: Zotero
            version: 1
            entities:
              Value:
                strict: false
                attributes:
                  valueID: { type: int, primaryKey: true, sqlType: INT }
                  modified: { type: int, sqlType: INTEGER }
                  small: { type: int, sqlType: SMALLINT }
                  wide: { type: int, sqlType: BIGINT }
                  counted: { type: int32, sqlType: INT }
                relationships:
                  data: { to: Datum, toMany: true, inverse: value }
                  others: { to: Datum, toMany: true, inverse: other }
              Datum:
                strict: false
                attributes:
                  id: int
                relationships:
                  value: { to: Value, inverse: data, optional: true, column: valueID, sqlType: "" }
                  other: { to: Value, inverse: others, optional: true, column: otherID, sqlType: SMALLINT }
            """))
        func types(_ table: String) -> [String?] { sqlite.table(named: table)?.columns.map(\.declaredType) ?? [] }
        XCTAssertEqual(types("value"), ["bigint", "bigint", "bigint", "BIGINT", "INT"], "an int holds 64 bits, as SQLite's INT does; an int32 is 32")
        XCTAssertEqual(types("datum"), ["bigint", "bigint", "bigint"], "a key column takes its key's type")
        XCTAssertFalse(PostgresDialect().render(sqlite).contains("\"valueID\" ,"), "no column goes without a type")

        let postgres = try PostgresTypeMapping.schema(for: model("""
            model: Roundcube
            version: 1
            dialect: postgres
            entities:
              User:
                attributes:
                  userID: { type: int, primaryKey: true, sqlType: integer }
            """))
        XCTAssertEqual(postgres.tables[0].columns.map(\.declaredType), ["integer"], "a model in PostgreSQL's words means its own integer")
        let adopted = try PostgresTypeMapping.schema(for: model("""
            model: Roundcube
            version: 1
            entities:
              User:
                attributes:
                  userID: { type: int, primaryKey: true, autoincrement: true, sqlType: integer }
                relationships:
                  identities: { to: Identity, toMany: true, inverse: user, deleteRule: cascade }
              Identity:
                strict: false
                attributes:
                  id: int32
                relationships:
                  user: { to: User, inverse: identities, sqlType: smallint }
            """))
        XCTAssertEqual(adopted.tables.map { $0.columns.map(\.declaredType) }, [["integer"], ["integer", "smallint"]],
                       "an adopted PostgreSQL identity key keeps its integer, and a key column referencing one its own type")
    }

    /// A to-one adopted from PostgreSQL is named after its column without `_id`, or a
    /// key of UUIDs' `_uuid` (Vaultwarden's `user_uuid` → `user`), or with `Ref` beside a
    /// column of that name.
    func testAnAdoptedToOneIsNamedWithoutItsKeySuffix() {
        let table = Table(name: "cipher", columns: ["uuid", "user_uuid", "language_id", "owner_id", "owner"].map { Column(name: $0, type: .text) })
        XCTAssertEqual(["user_uuid", "language_id", "owner_id", "_id"].map { PostgresEntityReader.relationshipName(forColumn: $0, in: table) },
                       ["user", "language", "ownerRef", "id"])
    }

    /// Every name PostgreSQL refuses is reported in one run, each at its line, as
    /// validation reports a model's problems: an adopted model may hold a dozen.
    func testEveryNameLongerThanPostgresKeepsIsReportedAtOnce() throws {
        let (first, second) = (String(repeating: "a", count: 64), String(repeating: "b", count: 70))
        XCTAssertThrowsError(try PostgresTypeMapping.schema(for: model("""
            model: Long
            version: 1
            entities:
              Thing:
                attributes:
                  id: int
                  one: { type: string, column: \(first) }
                  two: { type: string, column: \(second) }
              Other:
                attributes:
                  id: int
                  three: { type: string, column: \(first) }
            """))) { error in
            let error = error as? PostgresSchemaError
            XCTAssertEqual(([error?.problem] + (error?.others.map(\.problem) ?? [])).compactMap { $0 }, [.nameTooLong(first), .nameTooLong(second), .nameTooLong(first)])
            XCTAssertEqual(error?.report.diagnostics.map { "\($0.location.line): \($0.message.prefix(12))" }, [
                "7: the name aaa", "8: the name bbb", "12: the name aaa",
            ])
            XCTAssertEqual(error?.report.message.hasPrefix("the model has 3 problems on PostgreSQL, the first: model.yaml:7:"), true, error?.report.message ?? "")
        }
    }

    /// Refusals of every kind come in one run too: a `collate:` and a name too long.
    func testARefusedCollationAndALongNameAreReportedTogether() throws {
        let long = String(repeating: "c", count: 64)
        XCTAssertThrowsError(try PostgresTypeMapping.schema(for: model("""
            model: Mixed
            version: 1
            entities:
              Thing:
                attributes:
                  id: int
                  name: { type: string, collate: NOCASE }
                  other: { type: string, column: \(long) }
            """))) { error in
            let error = error as? PostgresSchemaError
            XCTAssertEqual(([error?.problem] + (error?.others.map(\.problem) ?? [])).compactMap { $0 },
                           [.collationNotSupported(entity: "Thing", attribute: "name", collation: "NOCASE"), .nameTooLong(long)])
            XCTAssertEqual(error?.report.diagnostics.map(\.location.line), [7, 8])
        }
    }

    /// `strftime`'s formats as `to_char`'s, and the SQLite calls no PostgreSQL form is
    /// written for refused at the attribute, before any server is asked.
    func testSQLiteCallsInDefaultsAreWrittenForPostgresOrRefusedAtTheAttribute() throws {
        XCTAssertEqual(PostgresTypeMapping.toCharFormat("%Y-%m-%dT%H:%M:%fZ"), #"YYYY"-"MM"-"DD"T"HH24":"MI":"SS.MS"Z""#)
        XCTAssertEqual(PostgresTypeMapping.toCharFormat("%j %%"), #"DDD" %""#)
        XCTAssertNil(PostgresTypeMapping.toCharFormat("%w"), "a day of the week counted from Sunday = 0 has no to_char field")
        let schema = try PostgresTypeMapping.schema(for: model("""
            model: Times
            version: 1
            entities:
              Row:
                strict: false
                attributes:
                  id: int
                  stamp: { type: string, defaultSQL: "(datetime('now'))" }
                  at: { type: date, defaultSQL: "(strftime('%Y-%m-%dT%H:%M:%fZ','now'))" }
                  day: { type: string, defaultSQL: "(date('now'))" }
                  on: { type: date, defaultSQL: "(date('now'))" }
            """))
        let defaults = try XCTUnwrap(schema.tables.first).columns.map { $0.defaultSQL ?? "-" }
        XCTAssertEqual(defaults, ["-", "(to_char(timezone('UTC', now()), 'YYYY-MM-DD HH24:MI:SS'))", "now()",
                                  "(to_char(timezone('UTC', now()), 'YYYY-MM-DD'))", "now()"],
                       "date('now') is no cast evaluated once, when the table is made")
        XCTAssertThrowsError(try PostgresTypeMapping.schema(for: model("""
            model: Times
            version: 1
            entities:
              Row:
                attributes:
                  id: int
                  day: { type: double, defaultSQL: "(julianday('now'))" }
            """))) { error in
            XCTAssertEqual((error as? PostgresSchemaError)?.problem, .defaultNotPortable(entity: "Row", attribute: "day", functions: ["JULIANDAY"]))
            XCTAssertEqual((error as? PostgresSchemaError)?.location?.line, 7)
        }
    }

    func testANameLongerThanPostgresKeepsIsRefused() throws {
        let long = String(repeating: "x", count: 64)
        XCTAssertThrowsError(try PostgresTypeMapping.schema(for: model("""
            model: Long
            version: 1
            entities:
              Thing:
                table: \(long)
                attributes:
                  id: int
            """))) { error in
            let report = (error as? PostgresSchemaError)?.report
            XCTAssertEqual(report?.message, "model.yaml:5:5: the name \(long) is 64 bytes long; PostgreSQL keeps only 63", "placed at the entity's `table:`")
            XCTAssertEqual(report?.diagnostics.map(\.description), [
                "model.yaml:5:5: error: the name \(long) is 64 bytes long; PostgreSQL keeps only 63 (give it a shorter name in the model: table:, column:, name: on the index or the check, foreignKeyName: or primaryKeyName:)",
            ])
        }
    }
}
