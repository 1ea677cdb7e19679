import Migration
import ModelKit
import ModelcTestSupport
import PostgresDriver
import SchemaCore
import XCTest

/// PostgreSQL plans: the same steps as SQLite's, rendered as native statements, each
/// with its lock impact.
final class PostgresPlanTests: ModelcTestCase {
    private let dialect = PostgresDialect()

    /// The PostgreSQL plan between two versions of a bundled model, annotated.
    static func bundledPlan(_ name: String, from old: Int, to new: Int) throws -> Plan {
        let folder = Repository.root.appendingPathComponent("models/\(name)").path
        return PostgresDialect().annotated(Plan(
            from: try DiffSide.model("\(folder)@\(old)", dialect: .postgres),
            to: try DiffSide.model("\(folder)@\(new)", dialect: .postgres)))
    }

    func testLibraryOneToTwoRendersNativeStatementsWithLockImpact() throws {
        let plan = try Self.bundledPlan("Library", from: 1, to: 2)
        assertSnapshot(of: dialect.render(plan), named: "Library-1-2-sql")
        assertSnapshot(of: try plan.jsonString(), named: "Library-1-2-json")
    }

    func testStarWarsTwoToThreeChangesAColumnTypeInPlace() throws {
        let plan = try Self.bundledPlan("StarWars", from: 2, to: 3)
        assertSnapshot(of: dialect.render(plan), named: "StarWars-2-3-sql")
        assertSnapshot(of: plan.text, named: "StarWars-2-3-text")
    }

    func testEachStepKindHasTheLockImpactPostgresDocuments() {
        let column = Column(name: "note", type: .text, declaredType: "text")
        let checked = Column(name: "age", type: .integer, declaredType: "bigint", isNotNull: true, defaultSQL: "0", checks: ["\"age\" >= 0"])
        let key = ForeignKey(columns: ["owner_id"], referencedTable: "person", referencedColumns: ["id"])
        var required = column
        required.isNotNull = true
        var wider = checked
        wider.declaredType = "numeric"
        let operations: [(Step.Operation, LockImpact)] = [
            (.createTable(Table(name: "t", columns: [column])), LockImpact(lock: .none, work: .none)),
            (.createTable(Table(name: "t", columns: [column], foreignKeys: [key])), LockImpact(lock: .shareRowExclusive, work: .none)),
            (.dropTable(name: "t"), LockImpact(lock: .accessExclusive, work: .none)),
            (.renameTable(from: "a", to: "b"), LockImpact(lock: .accessExclusive, work: .none)),
            (.addColumn(table: "t", column: column, foreignKey: nil), LockImpact(lock: .accessExclusive, work: .none)),
            (.addColumn(table: "t", column: checked, foreignKey: nil), LockImpact(lock: .accessExclusive, work: .scan)),
            (.addColumn(table: "t", column: Column(name: "u", type: .text, declaredType: "uuid", defaultSQL: "gen_random_uuid()"), foreignKey: nil),
             LockImpact(lock: .accessExclusive, work: .rewrite)),
            (.addColumn(table: "t", column: Column(name: "owner_id", type: .integer), foreignKey: key), LockImpact(lock: .accessExclusive, work: .scan)),
            (.dropColumn(table: "t", column: "note"), LockImpact(lock: .accessExclusive, work: .none)),
            (.renameColumn(table: "t", from: "a", to: "b"), LockImpact(lock: .accessExclusive, work: .none)),
            (.alterColumn(table: "t", column: "note", before: column, after: required), LockImpact(lock: .accessExclusive, work: .scan)),
            (.alterColumn(table: "t", column: "note", before: required, after: column), LockImpact(lock: .accessExclusive, work: .none)),
            (.alterColumn(table: "t", column: "age", before: checked, after: wider), LockImpact(lock: .accessExclusive, work: .rewrite)),
            (.createIndex(table: "t", index: Index(name: "i", columns: ["note"])), LockImpact(lock: .share, work: .scan)),
            (.dropIndex(table: "t", name: "i"), LockImpact(lock: .accessExclusive, work: .none)),
            (.createView(View(name: "v", sql: "CREATE VIEW \"v\" AS SELECT 1")), LockImpact(lock: .none, work: .none)),
            (.sql("UPDATE t SET note = 'x'"), LockImpact(lock: .unknown, work: .unknown)),
        ]
        for (operation, expected) in operations {
            XCTAssertEqual(dialect.lockImpact(of: Step(operation, safety: .safe, reason: "")), expected, "\(operation)")
        }
    }

    /// SQLite's storage classes say a change to a `NUMERIC` column of a table that is not
    /// STRICT, or from `varchar(40)` to `varchar(20)`, loses nothing; PostgreSQL's cast
    /// refuses `'n/a'` and a 30-character text, so the plan says dataDependent.
    /// The model's `types:`: created before the tables, dropped after them; labels added
    /// to an enum are added in their place; any other change stops the migration until
    /// its author writes it. A schema declaring no types drops none of the other side's.
    func testTypesAreCreatedFirstDroppedLastAndEnumLabelsAddedInOrder() {
        let table = Table(name: "diary", columns: [Column(name: "id", type: .integer, declaredType: "bigint", isNotNull: true),
                                                    Column(name: "feeling", type: .text, declaredType: "mood")], primaryKey: ["id"])
        let mood = TypeDefinition(name: "mood", sql: "CREATE TYPE mood AS ENUM ('sad', 'happy')")
        let year = TypeDefinition(name: "year", sql: "CREATE DOMAIN year AS integer CHECK (VALUE > 1900)")
        var created = Schema(tables: [table])
        created.types = [mood, year]
        let fromNothing = diff(from: Schema(), to: created)
        XCTAssertEqual(fromNothing.steps.map(\.kind), ["createType", "createType", "createTable"])
        XCTAssertEqual(dialect.statements(for: fromNothing.steps[0].operation), ["CREATE TYPE mood AS ENUM ('sad', 'happy')"])

        var extended = created
        extended.types = [TypeDefinition(name: "mood", sql: "CREATE TYPE mood AS ENUM ('glum', 'sad', 'calm', 'happy', 'ecstatic')")]
        let changes = diff(from: created, to: extended)
        XCTAssertEqual(changes.steps.map(\.kind), ["alterType", "dropType"])
        XCTAssertEqual(changes.safety, .safe)
        XCTAssertEqual(dialect.statements(for: changes.steps[0].operation), [
            #"ALTER TYPE "mood" ADD VALUE IF NOT EXISTS 'glum' BEFORE 'sad'"#,
            #"ALTER TYPE "mood" ADD VALUE IF NOT EXISTS 'calm' BEFORE 'happy'"#,
            #"ALTER TYPE "mood" ADD VALUE IF NOT EXISTS 'ecstatic'"#,
        ])
        XCTAssertEqual(dialect.statements(for: changes.steps[1].operation), [#"DROP DOMAIN "year""#])

        var respaced = created
        respaced.types = [TypeDefinition(name: "mood", sql: "create type mood as enum('sad','happy')"), year]
        XCTAssertEqual(diff(from: created, to: respaced).steps, [], "an enum with the same labels is the same type")

        var narrowed = created
        narrowed.types = [TypeDefinition(name: "mood", sql: "CREATE TYPE mood AS ENUM ('happy')"), year]
        let byHand = diff(from: created, to: narrowed)
        XCTAssertEqual(byHand.steps.map(\.kind), ["alterType"])
        XCTAssertEqual(byHand.safety, .dataDependent)
        XCTAssertEqual(dialect.statements(for: byHand.steps[0].operation), [
            "DO $modelc$ BEGIN RAISE EXCEPTION 'modelc does not change type mood in place: replace this statement in the migration with the ALTER TYPE or ALTER DOMAIN that makes the change'; END $modelc$",
        ])
        XCTAssertEqual(diff(from: created, to: Schema(tables: [table])).steps, [], "a schema without types says nothing about them")
    }

    func testATypeChangePostgresCastCanRefuseIsDataDependent() {
        func plan(_ before: Column, _ after: Column) -> Plan {
            let old = Table(name: "orders", columns: [Column(name: "id", type: .integer, declaredType: "bigint", isNotNull: true), before], primaryKey: ["id"])
            var new = old
            new.columns[1] = after
            return dialect.plan(from: DiffSide(schema: Schema(tables: [old]), model: nil, label: "old"), to: DiffSide(schema: Schema(tables: [new]), model: nil, label: "new"))
        }
        let text = Column(name: "freight", type: .text, declaredType: "text")
        let numeric = Column(name: "freight", type: .any, declaredType: "NUMERIC")
        let wide = Column(name: "code", type: .text, declaredType: "varchar(40)")
        let narrow = Column(name: "code", type: .text, declaredType: "varchar(20)")
        let small = Column(name: "count", type: .integer, declaredType: "integer")
        let big = Column(name: "count", type: .integer, declaredType: "bigint")
        let unbounded = Column(name: "code", type: .text, declaredType: "text")
        // Chinook's `UnitPrice` widened: as many digits before and after the point, or more.
        let price = { (declared: String) in Column(name: "price", type: .any, declaredType: declared) }
        // (before, after, what PostgreSQL's cast does to a value where SQLite's storage loses nothing):
        // keeps every one; refuses one it cannot convert; or changes one it cannot hold
        // (cuts a text, rounds a number; one too large fails), which is counted first.
        enum Cast { case keeps, refuses, changes }
        for (before, after, cast) in [
            (text, numeric, Cast.refuses), (wide, narrow, .changes), (narrow, wide, .keeps), (small, big, .keeps), (wide, unbounded, .keeps),
            (price("numeric(10,2)"), price("numeric(12,2)"), .keeps), (price("numeric(10,2)"), price("numeric"), .keeps),
            (price("numeric(12,2)"), price("numeric(10,2)"), .changes), (price("numeric(10,2)"), price("numeric(10,3)"), .changes),
            (big, small, .changes), (price("numeric(10,2)"), Column(name: "price", type: .integer, declaredType: "integer"), .changes),
        ] {
            let planned = plan(before, after)
            let label = "\(before.declaredType!) → \(after.declaredType!): \(planned.text)"
            XCTAssertEqual(planned.safety, cast == .keeps ? .safe : .dataDependent, label)
            XCTAssertEqual(planned.text.contains("PostgreSQL's cast to \(after.declaredType!) fails on a value it cannot convert"), cast == .refuses, label)
            XCTAssertEqual(planned.text.contains("PostgreSQL's cast to \(after.declaredType!) changes a value it cannot hold"), cast == .changes, label)
            XCTAssertEqual(planned.steps.flatMap(\.checks).contains { $0.description.contains("the cast to \(after.declaredType!) would change") }, cast == .changes, label)
        }
    }

    /// A table changed in place that gains an index builds it under the exclusive lock
    /// of its first phase: the step's work is a scan, not the catalog only (Chinook's
    /// `email` made unique, with a CHECK, kept a reader waiting 1.5 s on 2M rows). An
    /// index that stands already is no work, and one built concurrently is its own part.
    func testARebuildThatBuildsAnIndexScansUnderItsExclusiveLock() {
        let id = Column(name: "id", type: .integer, declaredType: "bigint", isNotNull: true)
        let old = Table(name: "customer", columns: [id, Column(name: "email", type: .text, declaredType: "text"), Column(name: "name", type: .text, declaredType: "text")],
                        primaryKey: ["id"], indexes: [Index(name: "idx_customer_name", columns: ["name"], isUnique: false)])
        var checked = old
        checked.columns[1].checks = ["length(\"email\") <= 60"]
        // A new column with a default the server computes makes it a rebuild, as in Chinook's version 2.
        checked.columns.append(Column(name: "created_at", type: .text, declaredType: "timestamptz", isNotNull: true, defaultSQL: "(now())"))
        var indexed = checked
        indexed.indexes.append(Index(name: "uq_customer_email", columns: ["email"], isUnique: true))
        func step(to new: Table, options: PostgresPlanOptions = PostgresPlanOptions()) -> Step? {
            dialect.plan(from: DiffSide(schema: Schema(tables: [old]), model: nil, label: "old"),
                         to: DiffSide(schema: Schema(tables: [new]), model: nil, label: "new"), options: options).steps.first { $0.kind == "rebuildTable" }
        }
        guard case .rebuildTable(let rebuild)? = step(to: indexed)?.operation else { return XCTFail("no rebuild: \(String(describing: step(to: indexed)))") }
        XCTAssertEqual(rebuild.createdIndexes, ["uq_customer_email"])
        XCTAssertEqual(step(to: indexed)?.lockImpact?.work, .scan, "the new index is built in phase 1")
        XCTAssertEqual(step(to: checked)?.lockImpact?.work, LockImpact.Work.none, "the standing index is no work")
        XCTAssertEqual(step(to: indexed, options: PostgresPlanOptions(concurrentIndexes: true))?.lockImpact?.phases.first?.work, LockImpact.Work.none,
                       "built concurrently, in a part of its own")
    }

    /// With `--concurrent-indexes`, a new unique index is built concurrently unless a
    /// foreign key added in the same migration references its columns (the key needs it
    /// when it is added): a rebuild of a table whose key references another column of
    /// the indexed table does not hold it back (Northwind: `Products` rebuilt, its key to
    /// `Suppliers.SupplierID`, and a unique `Suppliers.HomePage`).
    func testAUniqueIndexIsBuiltConcurrentlyUnlessANewKeyReferencesItsColumns() {
        let id = Column(name: "id", type: .integer, declaredType: "bigint", isNotNull: true)
        let supplier = Table(name: "supplier", columns: [id, Column(name: "home", type: .text, declaredType: "text"),
                                                          Column(name: "code", type: .text, declaredType: "text")], primaryKey: ["id"])
        let product = Table(name: "product", columns: [id, Column(name: "supplier_id", type: .integer, declaredType: "bigint"),
                                                        Column(name: "flag", type: .text, declaredType: "text")],
                            primaryKey: ["id"], foreignKeys: [ForeignKey(columns: ["supplier_id"], referencedTable: "supplier", referencedColumns: ["id"])])
        var newSupplier = supplier
        newSupplier.indexes = [Index(name: "uq_supplier_home", columns: ["home"], isUnique: true)]
        var newProduct = product
        newProduct.columns[2] = Column(name: "flag", type: .integer, declaredType: "bigint")
        let options = PostgresPlanOptions(concurrentIndexes: true)
        func impact(of index: String, to tables: [Table]) -> LockImpact? {
            let plan = dialect.plan(from: DiffSide(schema: Schema(tables: [supplier, product]), model: nil, label: "old"),
                                    to: DiffSide(schema: Schema(tables: tables), model: nil, label: "new"), options: options)
            return plan.steps.first { if case .createIndex(_, let created, _) = $0.operation { created.name == index } else { false } }?.lockImpact
        }
        XCTAssertEqual(impact(of: "uq_supplier_home", to: [newSupplier, newProduct])?.lock, .shareUpdateExclusive, "built concurrently")
        // A key added beside it that references `home` needs it in the migration's transaction.
        var referencing = newProduct
        referencing.columns.append(Column(name: "supplier_home", type: .text, declaredType: "text"))
        referencing.foreignKeys.append(ForeignKey(columns: ["supplier_home"], referencedTable: "supplier", referencedColumns: ["home"]))
        XCTAssertEqual(impact(of: "uq_supplier_home", to: [newSupplier, referencing])?.lock, .share, "built with the key")
    }

    func testWhatEachLockBlocks() {
        XCTAssertEqual(LockImpact.Mode.allCases.map { "\($0.rawValue): \($0.blocks.rawValue)" }, [
            "none: nothing", "rowExclusive: nothing", "shareUpdateExclusive: nothing", "share: writes",
            "shareRowExclusive: writes", "accessExclusive: readsAndWrites", "unknown: readsAndWrites",
        ])
    }

    func testSQLitePlansCarryNoLockImpact() throws {
        let folder = Repository.root.appendingPathComponent("models/Library").path
        let plan = Plan(from: try DiffSide.model("\(folder)@1"), to: try DiffSide.model("\(folder)@2"))
        XCTAssertEqual(plan.steps.compactMap(\.lockImpact), [])
        XCTAssertEqual(try plan.jsonString().components(separatedBy: "lockImpact").count, 1, "no lockImpact key in SQLite plan JSON")
    }

    func testAPostgresPlanReadsBackFromItsJSON() throws {
        let plan = try Self.bundledPlan("Library", from: 1, to: 2)
        XCTAssertEqual(try Plan.decode(json: plan.jsonData()), plan)
    }
}

/// The non-blocking recipes as plans: which parts run in which phase, under which lock.
final class PostgresRecipePlanTests: ModelcTestCase {
    private let dialect = PostgresDialect()

    /// The plan from `Tests/Fixtures/PostgresModels/ShopRequiredName/1.yaml` (an item
    /// with an optional name) to that text as version 2 with `from` replaced by `change`.
    private func plan(replacing from: String, with change: String) throws -> Plan {
        let text = try String(contentsOf: Repository.fixture("PostgresModels/ShopRequiredName/1.yaml"), encoding: .utf8)
        let models = try [text, text.replacingOccurrences(of: "version: 1", with: "version: 2").replacingOccurrences(of: from, with: change)]
            .map { yaml in
                let result = ModelLoader.inspect(text: yaml)
                XCTAssertFalse(result.hasErrors, "\(result.diagnostics)")
                return try XCTUnwrap(result.versions?.current)
            }
        return dialect.annotated(Plan(
            from: DiffSide(schema: try PostgresTypeMapping.schema(for: models[0]), model: models[0], label: "1"),
            to: DiffSide(schema: try PostgresTypeMapping.schema(for: models[1]), model: models[1], label: "2")))
    }

    func testARequiredColumnWithAVolatileDefaultIsFilledInBatchesAndProvedByAValidatedCheck() throws {
        let options = PostgresPlanOptions(concurrentIndexes: true)
        let folder = Repository.fixture("PostgresModels/Shop").path
        let plan = dialect.annotated(Plan(
            from: try DiffSide.model("\(folder)@1", dialect: .postgres), to: try DiffSide.model("\(folder)@2", dialect: .postgres)), options: options)
        assertSnapshot(of: dialect.render(plan, options: options), named: "Shop-required-volatile-column-sql")
        assertSnapshot(of: plan.text, named: "Shop-required-volatile-column-text")
        // PostgreSQL adds a column with a volatile default in place: the reason gives the
        // cause without SQLite's "which ADD COLUMN cannot add".
        XCTAssertEqual(plan.steps.first?.reason,
                       #""item" is changed in place because "code" has a non-constant default ((gen_random_uuid())); it creates index "idx_item_name""#)
        XCTAssertEqual(try Plan.decode(json: plan.jsonData()), plan, "the phases read back from JSON")
        XCTAssertEqual(plan.steps.first?.lockImpact?.phases.map { "\($0.phase) \($0.lock.rawValue) \($0.work.rawValue) \($0.blocks.rawValue)" }, [
            "1 accessExclusive none readsAndWrites", "2 rowExclusive batches nothing", "3 accessExclusive none readsAndWrites",
            "4 shareUpdateExclusive scan nothing", "5 shareUpdateExclusive scan nothing", "6 accessExclusive none readsAndWrites",
        ])
    }

    func testAColumnMadeRequiredIsFilledWithItsDefaultThenValidated() throws {
        let plan = try plan(replacing: "name: string?", with: "name: { type: string, default: unnamed }")
        assertSnapshot(of: dialect.render(plan), named: "Shop-column-made-required-sql")
    }

    func testAColumnMadeRequiredWithoutADefaultIsValidatedWithoutAFill() throws {
        let plan = try plan(replacing: "name: string?", with: "name: string")
        XCTAssertEqual(plan.steps.first?.lockImpact?.phases.map(\.label), [
            "phase 1: accessExclusive, none: change \"item\" in place, its CHECKs and foreign keys NOT VALID",
            "phase 1: accessExclusive, none: check \"name\" IS NOT NULL for new rows (NOT VALID)",
            "phase 2: shareUpdateExclusive, scan: validate the NOT VALID constraints of \"item\" (reads and writes go on)",
            "phase 3: accessExclusive, none: SET NOT NULL (proved by the validated CHECK, no scan), drop the CHECK",
        ])
    }

    /// A table changed in place that gains a `values:` column adds the column's CHECK
    /// once, with the table's other CHECKs: it was added with the column as well, and the
    /// database kept two (`item_status_check`, `item_status_check1`), which drift then
    /// reported though the migration's verification passed.
    func testAColumnAddedInARebuildGetsItsCheckOnce() throws {
        let plan = try plan(replacing: "name: string?", with: "name: int?\n      status: { type: string, default: new, values: [new, done] }")
        XCTAssertTrue(plan.steps.contains { if case .rebuildTable = $0.operation { true } else { false } }, plan.text)
        for options in [PostgresPlanOptions(), PostgresPlanOptions(nonBlocking: false)] {
            let sql = dialect.render(dialect.annotated(plan, options: options), options: options)
            XCTAssertEqual(sql.components(separatedBy: #"CHECK ("status" IN ('new', 'done'))"#).count - 1, 1, sql)
        }
    }

    /// Columns that swap names (`first` ↔ `last`) are parked under temporary names
    /// first: renamed in place one by one, the first rename met a name still taken.
    func testColumnsThatSwapNamesAreRenamedThroughTemporaryNames() throws {
        let models = try ["first: string\n      last: string", "first: { type: string, renamedFrom: last }\n      last: { type: string, renamedFrom: first }"]
            .enumerated().map { version, attributes in
                let result = ModelLoader.inspect(text: "model: T\nversion: \(version + 1)\nentities:\n  Item:\n    attributes:\n      id: int\n      \(attributes)\n")
                XCTAssertFalse(result.hasErrors, "\(result.diagnostics)")
                return try XCTUnwrap(result.versions?.current)
            }
        let plan = dialect.annotated(Plan(
            from: DiffSide(schema: try PostgresTypeMapping.schema(for: models[0]), model: models[0], label: "1"),
            to: DiffSide(schema: try PostgresTypeMapping.schema(for: models[1]), model: models[1], label: "2")))
        for options in [PostgresPlanOptions(), PostgresPlanOptions(nonBlocking: false)] {
            let renames = dialect.render(plan, options: options).split(separator: "\n").filter { $0.contains("RENAME COLUMN") }
            XCTAssertEqual(renames, [
                #"ALTER TABLE "item" RENAME COLUMN "last" TO "_modelc_tmp_first";"#, #"ALTER TABLE "item" RENAME COLUMN "first" TO "_modelc_tmp_last";"#,
                #"ALTER TABLE "item" RENAME COLUMN "_modelc_tmp_first" TO "first";"#, #"ALTER TABLE "item" RENAME COLUMN "_modelc_tmp_last" TO "last";"#,
            ])
        }
    }

    /// A new NOT NULL column without a default is refused on a table with rows, and the
    /// hint says what to do on PostgreSQL: SQLite's edit of the rebuild's `INSERT …
    /// SELECT` is not there (a PostgreSQL migration adds the column in place, and a
    /// declarative run has no file).
    func testTheHintForARequiredColumnWithoutADefaultIsPostgreSQLs() throws {
        // The planner writes the checks, and each with PostgreSQL's remedy (`CheckRemedy`).
        let plan = dialect.withPostgresChecks(try plan(replacing: "name: string?", with: "name: string?\n      code: string"))
        let hints = plan.steps.flatMap(\.checks).compactMap(\.hint)
        XCTAssertEqual(hints, [#"give "code" a default in the model (or make it optional), or add it optional in one migration, fill it for the existing rows (a data step), and make it required in the next"#])
    }

    func testTheSingleTransactionFormIsThePlanWithoutRecipes() throws {
        let plan = try PostgresPlanTests.bundledPlan("StarWars", from: 2, to: 3)
        let single = PostgresPlanOptions(nonBlocking: false)
        let sql = dialect.render(dialect.annotated(plan, options: single), options: single)
        XCTAssertFalse(sql.contains(PostgresPhase.markerPrefix), "one phase, no marker")
        assertSnapshot(of: sql, named: "StarWars-2-3-single-transaction-sql")
    }

    func testIndexesAreBuiltConcurrentlyOnlyWhenAskedOnTablesThatExist() throws {
        let plan = try PostgresPlanTests.bundledPlan("StarWars", from: 2, to: 3)
        let options = PostgresPlanOptions(concurrentIndexes: true)
        let annotated = dialect.annotated(plan, options: options)
        XCTAssertEqual(annotated.steps.map { "\($0.kind) \($0.table ?? "") \($0.lockImpact?.label ?? "")" }, [
            "createTable person_species shareRowExclusive, none",
            "rebuildTable planet accessExclusive, rewrite",
            "addColumn species accessExclusive, none",
            "createIndex species shareUpdateExclusive, scan",
            "createIndex person_species share, scan",
        ])
        XCTAssertEqual(annotated.steps[3].lockImpact?.phases.map(\.label), [
            "phase 2: shareUpdateExclusive, scan: build \"idx_species_homeworld_id\" concurrently (reads and writes go on)",
        ])
        XCTAssertEqual(plan.steps[3].lockImpact, LockImpact(lock: .share, work: .scan), "not asked: a plain CREATE INDEX")
    }
}
