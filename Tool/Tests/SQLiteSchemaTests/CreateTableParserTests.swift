import Migration
import ModelcTestSupport
import SQLiteDriver
import SchemaCore
import XCTest

final class CreateTableParserTests: ModelcTestCase {
    func testParserReadsBackWhatTheDialectRendersByteForByte() throws {
        let table = Table(
            name: "order",
            columns: [
                Column(name: "id", type: .integer),
                Column(name: "say \"hi\"", type: .text, isNotNull: true, defaultSQL: "'it''s'", collation: "NOCASE"),
                Column(name: "n", type: .integer, defaultSQL: "(1 + 2)", checks: ["\"n\" >= 0", "\"n\" <= 10"]),
                Column(name: "m", type: .real, defaultSQL: "-1.5"),
            ],
            primaryKey: ["id"],
            checks: ["\"n\" < \"m\" OR \"m\" IS NULL"],
            isStrict: true,
            isWithoutRowID: false
        )
        let parsed = try CreateTableParser.parse(SQLiteDialect().createTable(table))

        XCTAssertEqual(parsed.name, "order")
        XCTAssertEqual(parsed.columns.map(\.name), ["id", "say \"hi\"", "n", "m"])
        XCTAssertEqual(parsed.columns[1].defaultSQL, "'it''s'")
        XCTAssertEqual(parsed.columns[1].collation, "NOCASE")
        XCTAssertEqual(parsed.columns[2].defaultSQL, "(1 + 2)")
        XCTAssertEqual(parsed.columns[2].checks, ["\"n\" >= 0", "\"n\" <= 10"])
        XCTAssertEqual(parsed.columns[3].defaultSQL, "-1.5")
        XCTAssertEqual(parsed.checks, ["\"n\" < \"m\" OR \"m\" IS NULL"])
        XCTAssertTrue(parsed.isStrict)
        XCTAssertFalse(parsed.isWithoutRowID)
    }

    func testParserHandlesCommentsQuotesAndNestedParenthesesFromOtherTools() throws {
        let sql = #"""
            create temp table if not exists main.[Weird Table] (
              `id` integer primary key autoincrement, -- a comment, with a comma
              name varchar( 20 ) not null collate nocase
                 constraint name_len check(length(name) > 0 and name <> 'a,b)'),
              /* block, comment ( */ price decimal(10, 2) default (0.0),
              parent_id int references [Weird Table](id) on delete set null not deferrable initially immediate,
              code text unique on conflict replace default 'x,y)',
              "Mixed ""Case""" TEXT DEFAULT - 1 CHECK ("Mixed ""Case""" != ''),
              total real generated always as (price * 2) stored,
              constraint positive check (price >= 0),
              unique (name, code),
              foreign key (parent_id) references [Weird Table] (id),
              check ((price) < 1e6)
            ) without rowid , strict;
            """#
        let parsed = try CreateTableParser.parse(sql)

        XCTAssertEqual(parsed.name, "Weird Table")
        XCTAssertEqual(parsed.columns.map(\.name), ["id", "name", "price", "parent_id", "code", "Mixed \"Case\"", "total"])
        XCTAssertEqual(parsed.columns.map(\.declaredType), ["integer", "varchar( 20 )", "decimal(10, 2)", "int", "text", "TEXT", "real"])
        XCTAssertEqual(parsed.columns[1].collation, "nocase")
        XCTAssertEqual(parsed.columns[1].checks, ["length(name) > 0 and name <> 'a,b)'"])
        XCTAssertEqual(parsed.columns[2].defaultSQL, "(0.0)")
        XCTAssertNil(parsed.columns[3].defaultSQL)
        XCTAssertEqual(parsed.columns[4].defaultSQL, "'x,y)'")
        XCTAssertEqual(parsed.columns[5].defaultSQL, "- 1")
        XCTAssertEqual(parsed.columns[5].checks, ["\"Mixed \"\"Case\"\"\" != ''"])
        XCTAssertEqual(parsed.columns[6].generatedSQL, "price * 2")
        XCTAssertEqual(parsed.checks, ["price >= 0", "(price) < 1e6"])
        XCTAssertTrue(parsed.isStrict)
        XCTAssertTrue(parsed.isWithoutRowID)
    }

    func testDefaultsOfEveryKindAreKeptAsWritten() throws {
        let parsed = try CreateTableParser.parse("""
            CREATE TABLE t (a DEFAULT 0, b DEFAULT +1.5e3, c DEFAULT 'x', d DEFAULT X'00ff', e DEFAULT NULL,
            f DEFAULT CURRENT_TIMESTAMP, g DEFAULT TRUE, h DEFAULT ((1) + (2)), i DEFAULT -0x10)
            """)
        XCTAssertEqual(
            parsed.columns.map(\.defaultSQL),
            ["0", "+1.5e3", "'x'", "X'00ff'", "NULL", "CURRENT_TIMESTAMP", "TRUE", "((1) + (2))", "-0x10"])
        XCTAssertEqual(parsed.columns.map(\.declaredType), Array(repeating: "", count: 9))
    }

    func testForeignKeyClauseWithSetNullDoesNotEndTheColumnEarly() throws {
        let parsed = try CreateTableParser.parse(
            "CREATE TABLE c (p INTEGER REFERENCES p (id) ON DELETE SET NULL ON UPDATE SET DEFAULT NOT NULL DEFAULT 3 COLLATE \"binary\")")
        XCTAssertEqual(parsed.columns.first?.defaultSQL, "3")
        XCTAssertEqual(parsed.columns.first?.collation, "binary")
    }

    func testCreateTableAsSelectHasNoColumnDefinitions() throws {
        let parsed = try CreateTableParser.parse("CREATE TABLE copy AS SELECT * FROM original")
        XCTAssertEqual(parsed.name, "copy")
        XCTAssertTrue(parsed.columns.isEmpty)
    }

    func testMalformedStatementsAreReportedNotGuessed() {
        XCTAssertThrowsError(try CreateTableParser.parse("CREATE TABLE t (a TEXT CHECK (a > 0)")) { error in
            XCTAssertEqual((error as? CreateTableParseError)?.reason, "unbalanced parentheses")
        }
        XCTAssertThrowsError(try CreateTableParser.parse("CREATE TABLE t (a TEXT DEFAULT 'x)")) { error in
            XCTAssertEqual(
                (error as? CreateTableParseError)?.description,
                "cannot read CREATE TABLE statement: cannot read SQL at character 32: unterminated string literal")
        }
        XCTAssertThrowsError(try CreateTableParser.parse("CREATE INDEX i ON t (a)"))
        XCTAssertThrowsError(try CreateTableParser.parse("CREATE TABLE t (a TEXT) ROWID"))
    }

    /// ON CONFLICT clauses change what a statement that breaks the constraint does, so
    /// the parser keeps them (column and table constraints), with CHECK names and
    /// `PRIMARY KEY (… AUTOINCREMENT)`; SQLite ignores the clause on a CHECK and on `NULL`.
    func testParserRecordsConflictClausesCheckNamesAndTableAutoincrement() throws {
        let parsed = try CreateTableParser.parse("""
            CREATE TABLE t (
              id INTEGER, email TEXT CONSTRAINT u_email UNIQUE ON CONFLICT replace,
              name TEXT NOT NULL ON CONFLICT IGNORE CONSTRAINT ck_name CHECK (name <> ''), note TEXT NULL ON CONFLICT FAIL,
              PRIMARY KEY (id AUTOINCREMENT) ON CONFLICT ROLLBACK, UNIQUE (name, "note") ON CONFLICT ABORT,
              CONSTRAINT ck_t CHECK (id > 0) ON CONFLICT REPLACE, CHECK (id < 9)
            )
            """)
        XCTAssertEqual(parsed.columns[1].conflictClauses, [ParsedConflictClause(constraint: .unique, columns: ["email"], resolution: "REPLACE")])
        XCTAssertEqual(parsed.columns[2].conflictClauses, [ParsedConflictClause(constraint: .notNull, columns: ["name"], resolution: "IGNORE")])
        XCTAssertEqual(parsed.columns[3].conflictClauses, [])
        XCTAssertEqual(parsed.allConflictClauses.map(\.description), [
            #""email" UNIQUE ON CONFLICT REPLACE"#,
            #""name" NOT NULL ON CONFLICT IGNORE"#,
            #"PRIMARY KEY ("id") ON CONFLICT ROLLBACK"#,
            #"UNIQUE ("name", "note") ON CONFLICT ABORT"#,
        ])
        XCTAssertEqual(parsed.allConflictClauses.map(\.isDefault), [false, false, false, true])
        XCTAssertEqual(parsed.checkNames, ["id > 0": "ck_t"])
        XCTAssertEqual(parsed.columns[2].checkNames, ["name <> ''": "ck_name"])
        XCTAssertEqual(parsed.checks, ["id > 0", "id < 9"])
        XCTAssertTrue(parsed.isAutoincrement)
        XCTAssertTrue(parsed.columns[0].isAutoincrement)
    }

    /// `PRAGMA foreign_key_list` does not report a key's name: the statement is where
    /// SQLite keeps it, on a column (`CONSTRAINT n REFERENCES`) or on the table
    /// (`CONSTRAINT n FOREIGN KEY`), where a key without a name of its own that follows
    /// another constraint without a comma takes that one's name, as SQLite reads it.
    func testForeignKeyNamesAreReadFromColumnsAndTableConstraints() throws {
        let parsed = try CreateTableParser.parse("""
            CREATE TABLE t (
              a INTEGER CONSTRAINT nn_a NOT NULL CONSTRAINT [fk_a] REFERENCES p (id) ON DELETE CASCADE,
              b INTEGER, c INTEGER, e INTEGER, d INTEGER CONSTRAINT ck_d CHECK (d > 0) REFERENCES p (id),
              CONSTRAINT "FK_b c" FOREIGN KEY (b, "C") REFERENCES p (x, y),
              CONSTRAINT ck_c CHECK (c > 0) FOREIGN KEY (c) REFERENCES p (id),
              FOREIGN KEY (d) REFERENCES p (id),
              CONSTRAINT fk_e FOREIGN KEY ('e') REFERENCES 'p' ('id')
            )
            """)
        XCTAssertEqual(parsed.foreignKeyName(of: ["e"]), "fk_e", "a column named as a string, as GeoPackage's tables name theirs")
        let keys = try CreateTableParser.parse("""
            CREATE TABLE t (a INTEGER CONSTRAINT pk_t PRIMARY KEY, b TEXT CONSTRAINT uq_b UNIQUE, c TEXT, d TEXT, CONSTRAINT uq_cd UNIQUE ('c', "D"))
            """)
        XCTAssertEqual(keys.primaryKeyName, "pk_t")
        XCTAssertEqual(keys.uniqueConstraintName(of: ["b"]), "uq_b")
        XCTAssertEqual(keys.uniqueConstraintName(of: ["c", "d"]), "uq_cd")
        XCTAssertEqual(parsed.foreignKeyName(of: ["a"]), "fk_a")
        XCTAssertEqual(parsed.foreignKeyName(of: ["B", "c"]), "FK_b c", "columns compare as SQLite compares names")
        XCTAssertEqual(parsed.foreignKeyName(of: ["c"]), "ck_c")
        XCTAssertNil(parsed.foreignKeyName(of: ["d"]), "a column's CONSTRAINT name is the next constraint's only")
        XCTAssertEqual(parsed.columns[4].checkNames, ["d > 0": "ck_d"])
    }

    /// SQLite reads table constraints that follow one another without a comma, and
    /// enforces each (GeoPackage's tables are written so); a constraint without a name of
    /// its own takes the one before it. A CHECK after a FOREIGN KEY, a UNIQUE or another
    /// CHECK was lost: adopted without it, and gone from the table after a rebuild.
    func testTableConstraintsWithoutCommasBetweenThemAreEachRead() throws {
        let parsed = try CreateTableParser.parse("""
            CREATE TABLE scaling (name TEXT PRIMARY KEY NOT NULL, kind TEXT NOT NULL, zoom INTEGER,
              CONSTRAINT fk_scaling FOREIGN KEY (name) REFERENCES parent (name) ON DELETE SET NULL NOT DEFERRABLE
              CHECK (kind IN ('in', 'out')) UNIQUE (kind, zoom) ON CONFLICT REPLACE CONSTRAINT ck_zoom CHECK (zoom >= 0) CHECK (zoom < 30))
            """)
        XCTAssertEqual(parsed.checks, ["kind IN ('in', 'out')", "zoom >= 0", "zoom < 30"])
        XCTAssertEqual(parsed.checkNames, ["kind IN ('in', 'out')": "fk_scaling", "zoom >= 0": "ck_zoom", "zoom < 30": "ck_zoom"])
        XCTAssertEqual(parsed.allConflictClauses.map(\.description), [#"UNIQUE ("kind", "zoom") ON CONFLICT REPLACE"#])
    }

    func testCreateIndexParserReadsTermsAndPartialCondition() throws {
        let parsed = try CreateTableParser.parseCreateIndex(
            "CREATE UNIQUE INDEX IF NOT EXISTS \"uq x\" ON [t] (lower(name) COLLATE NOCASE DESC, \"a b\" ASC) WHERE  a > 0 AND (b IS NULL) ;")
        XCTAssertEqual(parsed.terms, ["lower(name)", "a b"])
        XCTAssertEqual(parsed.condition, "a > 0 AND (b IS NULL)")
    }

    func testTokenizerKeepsSourceTextAndUnquotesIdentifiers() throws {
        let tokens = try SQLTokenizer.tokenize("[a b] \"c\"\"d\" `e` 'f''g' x'01' 1.5e-3 >= -- done")
        XCTAssertEqual(tokens.map(\.kind), [.quotedIdentifier, .quotedIdentifier, .quotedIdentifier, .string, .blob, .number, .symbol])
        XCTAssertEqual(tokens.compactMap(\.identifier), ["a b", "c\"d", "e"])
        XCTAssertEqual(tokens[3].text, "'f''g'")
        XCTAssertEqual(tokens[5].text, "1.5e-3")
    }

    func testTokenizerKeepsUnicodeWordsWholeAndRangesPointAtTheSource() throws {
        let sql = "naïve日本 >= '🐶 x' AND [emoji 🐶] ->> x'0A'"
        let tokens = try SQLTokenizer.tokenize(sql)
        XCTAssertEqual(tokens.map(\.text), ["naïve日本", ">=", "'🐶 x'", "AND", "[emoji 🐶]", "->>", "x'0A'"])
        XCTAssertEqual(tokens.map { String(sql[$0.range]) }, tokens.map(\.text))
        XCTAssertThrowsError(try SQLTokenizer.tokenize("日本 '")) { error in
            XCTAssertEqual((error as? SQLTokenizeError)?.offset, 3, "offsets count characters, not bytes")
        }
    }

    func testAServersArrayIsReadAsSymbolsWhereSQLitesBracketedNameFollowsASpaceOrASymbol() throws {
        // PostgreSQL words `status IN ('new', 'done')` as below; the drift report showed
        // the array as a quoted name (`ARRAY "'new'::text, 'done'::text"`).
        let server = try SQLTokenizer.tokenize("status = ANY (ARRAY['new'::text, 'done'::text]) AND tags[1] > (x)[2][3]")
        XCTAssertEqual(server.filter { $0.kind == .quotedIdentifier }, [])
        XCTAssertEqual(server.filter { $0.text == "[" }.count, 4)
        XCTAssertEqual(server.filter { $0.kind == .string }.map(\.text), ["'new'", "'done'"])
        XCTAssertEqual(SQLText.normalizedExpression("(status = ANY (ARRAY['new'::text, 'done'::text]))"),
                       "status = any(ARRAY['new'::text, 'done'::text])")
        let sqlite = try SQLTokenizer.tokenize("[a b] >= 0 AND ([c]) + [d]")
        XCTAssertEqual(sqlite.compactMap { $0.kind == .quotedIdentifier ? $0.identifier : nil }, ["a b", "c", "d"])
    }
}
