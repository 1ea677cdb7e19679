import Foundation
import GRDB
import Migration
import ModelKit
import SchemaCore

extension PostgresScratchServer {
    /// One column of a table in the session's current schema, as the catalog has it.
    struct CatalogColumn {
        var table: String
        var name: String
        /// `pg_type.typname`: `int8`, `bool`, `timestamptz`, `jsonb`, …; a domain's base
        /// type's (Pagila's `year` is an `int4`).
        var type: String
        /// A `numeric` with a declared precision (`NUMERIC(10,2)`, a model's `sqlType:`),
        /// whose SQLite column has NUMERIC affinity, where a bare `numeric` is a
        /// `decimal` that SQLite stores as text.
        var declaresPrecision: Bool
        /// A generated column, which takes no value.
        var isGenerated: Bool
        var isIdentity: Bool
        /// Its place in the primary key (1, 2, …), 0 outside it.
        var keyPosition: Int
    }

    /// The columns of every table of the current schema, in table order, by table.
    static func columns(in session: PostgresSession) throws -> [String: [CatalogColumn]] {
        let rows = try session.rows("""
            SELECT c.relname::text, a.attname::text,
              CASE WHEN t.typtype = 'd' THEN (SELECT b.typname FROM pg_type b WHERE b.oid = t.typbasetype) ELSE t.typname END::text,
              (a.attgenerated <> '')::text, (a.attidentity <> '')::text, (a.atttypmod <> -1)::text,
              coalesce((SELECT k.position FROM pg_index i CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, position)
                        WHERE i.indrelid = c.oid AND i.indisprimary AND k.attnum = a.attnum), 0)::text
            FROM pg_attribute a
            JOIN pg_class c ON c.oid = a.attrelid
            JOIN pg_namespace n ON n.oid = c.relnamespace
            JOIN pg_type t ON t.oid = a.atttypid
            WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
            ORDER BY c.relname, a.attnum
            """)
        var columns: [String: [CatalogColumn]] = [:]
        for row in rows {
            let cell = { (index: Int) in row[index] ?? "" }
            columns[cell(0), default: []].append(CatalogColumn(
                table: cell(0), name: cell(1), type: cell(2), declaresPrecision: cell(2) == "numeric" && cell(5) == "true",
                isGenerated: cell(3) == "true", isIdentity: cell(4) == "true", keyPosition: Int(cell(6)) ?? 0))
        }
        return columns
    }

    // MARK: - Export

    public func export(_ name: String, to path: String, storedAs schema: Schema?) throws {
        let session = try PostgresSession(settings(for: name))
        defer { session.close() }
        let tables = try Self.columns(in: session).filter { !ReservedNames.isReservedTable($0.key) }
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        try queue.write { db in
            for (table, columns) in tables.sorted(by: { $0.key < $1.key }) {
                let key = columns.filter { $0.keyPosition > 0 }.sorted { $0.keyPosition < $1.keyPosition }.map(\.name)
                let keyClause = key.isEmpty ? "" : ", PRIMARY KEY (\(StandardSQL.quoteList(key)))"
                // No declared type keeps each value's storage class as bound; NUMERIC
                // converts a declared precision's text as SQLite's column would, and so
                // does the type a table that is not STRICT declares for a `numeric`
                // column (an adopted `double` declared `NUMERIC`, read back as a number).
                let loose = schema?.table(named: table).flatMap { $0.isStrict ? nil : $0 }
                let definitions = columns.map { column in
                    if column.type == "numeric", let declared = loose?.column(named: column.name)?.declaredType {
                        return StandardSQL.quote(column.name) + " " + declared
                    }
                    return StandardSQL.quote(column.name) + (column.declaresPrecision ? " NUMERIC" : "")
                }.joined(separator: ", ")
                try db.execute(sql: "CREATE TABLE \(StandardSQL.quote(table)) (\(definitions)\(keyClause))")
                let selected = columns.map { Self.exported($0) }.joined(separator: ", ")
                let rows = try session.rows("SELECT \(selected) FROM \(quote(table))")
                let insert = try db.makeStatement(sql: """
                    INSERT INTO \(StandardSQL.quote(table)) (\(StandardSQL.quoteList(columns.map(\.name)))) VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))
                    """)
                for row in rows {
                    try insert.execute(arguments: StatementArguments(zip(columns, row).map { Self.stored($1, of: $0) }))
                }
            }
        }
    }

    /// The SQL that selects `column` as text in the form `stored(_:of:)` reads: a
    /// boolean as 0 or 1, a date as SQLite's ISO-8601 text with milliseconds in UTC, a
    /// blob in hexadecimal.
    private static func exported(_ column: CatalogColumn) -> String {
        let name = PostgresDialect().quote(column.name)
        switch column.type {
        case "bool": return "CASE WHEN \(name) THEN '1' WHEN NOT \(name) THEN '0' END"
        case "timestamptz": return PostgresDialect.isoText(name)
        case "timestamp": return PostgresDialect.isoText(name, inUTC: false)
        case "bytea": return "encode(\(name), 'hex')"
        default: return "\(name)::text"
        }
    }

    /// A value selected by `exported(_:)` in SQLite's storage class for the column's type.
    private static func stored(_ text: String?, of column: CatalogColumn) -> DatabaseValue {
        guard let text else { return .null }
        switch column.type {
        case "bool", "int2", "int4", "int8", "oid":
            return Int64(text).map(\.databaseValue) ?? text.databaseValue
        case "float4", "float8":
            return Double(text).map(\.databaseValue) ?? text.databaseValue
        case "bytea":
            return Data(hexadecimal: text).map(\.databaseValue) ?? text.databaseValue
        default:
            return text.databaseValue
        }
    }

    // MARK: - Load

    /// In one transaction, with the foreign keys deferred to its end, so that rows may
    /// refer to rows loaded after them (a table that refers to itself, or two that refer
    /// to each other): the constraints are made deferrable for the load and restored
    /// before it commits. Identity and serial sequences are moved past the loaded keys.
    public func load(_ name: String, rowsFrom path: String) throws {
        _ = try load(name, rowsFrom: path, skippingRowsItsChecksRefuse: false)
    }

    /// Each table's rows go through a temporary table without constraints, from which
    /// those every CHECK of the table accepts (`IS NOT FALSE`, as a CHECK reads NULL) are
    /// inserted, skipping duplicates of a unique index; then rows whose foreign key points
    /// at a row left out are deleted, until none is: as `TestDataGenerator` skips the rows
    /// SQLite's CHECKs refuse.
    public func load(_ name: String, rowsFrom path: String, skippingRowsItsChecksRefuse skipping: Bool) throws -> [String] {
        var notes: [String] = []
        let session = try PostgresSession(settings(for: name))
        defer { session.close() }
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        let catalog = try Self.columns(in: session)
        try session.execute("BEGIN")
        do {
            let constraints = try session.rows("""
                SELECT c.conrelid::regclass::text, quote_ident(c.conname) FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
                WHERE c.contype = 'f' AND NOT c.condeferrable AND n.nspname = current_schema() ORDER BY 1, 2
                """).map { ($0[0] ?? "", $0[1] ?? "") }
            for (table, constraint) in constraints {
                try session.execute("ALTER TABLE \(table) ALTER CONSTRAINT \(constraint) DEFERRABLE INITIALLY DEFERRED")
            }
            // A deferrable UNIQUE constraint cannot be an arbiter of the `ON CONFLICT` that
            // skips the rows repeating a key ("does not support deferrable unique
            // constraints", MusicBrainz's `medium`): it is made again checked at once for
            // the load, then as it was (one that a foreign key references is left as it is).
            let deferrableUniques = skipping ? try session.rows("""
                SELECT c.conrelid::regclass::text, quote_ident(c.conname), pg_get_constraintdef(c.oid) FROM pg_constraint c
                JOIN pg_namespace n ON n.oid = c.connamespace
                WHERE c.contype = 'u' AND c.condeferrable AND n.nspname = current_schema()
                  AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conindid = c.conindid) ORDER BY 1, 2
                """).map { ($0[0] ?? "", $0[1] ?? "", $0[2] ?? "") } : []
            for (table, constraint, definition) in deferrableUniques {
                let immediate = definition.replacingOccurrences(of: " DEFERRABLE INITIALLY DEFERRED", with: "").replacingOccurrences(of: " DEFERRABLE", with: "")
                try session.execute("ALTER TABLE \(table) DROP CONSTRAINT \(constraint), ADD CONSTRAINT \(constraint) \(immediate)")
            }
            try queue.read { db in
                let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
                for table in tables where !ReservedNames.isReservedTable(table) {
                    guard let columns = catalog[table] else {
                        throw PostgresDatabaseError.statementFailed(database: settings(for: name).displayName, version: nil,
                                                                    message: "the table \(quote(table)) of the generated rows is not in the database")
                    }
                    if skipping {
                        if let note = try loadCheckingRows(of: table, columns: columns, from: db, into: session) { notes.append(note) }
                    } else {
                        try load(table, columns: columns, from: db, into: session)
                    }
                }
            }
            if skipping { notes += try deleteRowsReferencingSkippedRows(in: session) }
            for (table, constraint, definition) in deferrableUniques {
                try session.execute("ALTER TABLE \(table) DROP CONSTRAINT \(constraint), ADD CONSTRAINT \(constraint) \(definition)")
            }
            try session.execute("SET CONSTRAINTS ALL IMMEDIATE")
            for (table, constraint) in constraints {
                try session.execute("ALTER TABLE \(table) ALTER CONSTRAINT \(constraint) NOT DEFERRABLE INITIALLY IMMEDIATE")
            }
            // Each key's sequence continues after the loaded rows, and never below its
            // minimum: generated keys include the type's negative edge values.
            let sequences = try session.rows("""
                SELECT format('SELECT setval(%L, greatest((SELECT coalesce(max(%I), 0) + 1 FROM %s), (SELECT seqmin FROM pg_sequence WHERE seqrelid = %L::regclass)), false)',
                              pg_get_serial_sequence(c.oid::regclass::text, a.attname), a.attname, c.oid::regclass,
                              pg_get_serial_sequence(c.oid::regclass::text, a.attname))
                FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
                WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
                  AND pg_get_serial_sequence(c.oid::regclass::text, a.attname) IS NOT NULL
                """)
            for statement in sequences.compactMap({ $0.first ?? nil }) { _ = try session.rows(statement) }
            try session.execute("COMMIT")
        } catch {
            try? session.execute("ROLLBACK")
            throw error
        }
        return notes
    }

    /// `load(_:columns:from:into:)` through a temporary table, inserting the rows the
    /// table's CHECKs accept; a note when some were left out.
    private func loadCheckingRows(of table: String, columns catalog: [CatalogColumn], from db: Database, into session: PostgresSession) throws -> String? {
        let dialect = PostgresDialect()
        let stage = "modelc_stage"
        try session.execute("CREATE TEMP TABLE \(dialect.quote(stage)) (LIKE \(dialect.quote(table)))")
        defer { try? session.execute("DROP TABLE IF EXISTS \(dialect.quote(stage))") }
        let columns = try load(table, columns: catalog, from: db, into: session, as: stage)
        guard !columns.isEmpty else { return nil }
        let checks = try session.rows("""
            SELECT pg_get_expr(conbin, conrelid) FROM pg_constraint WHERE conrelid = \(dialect.literal(dialect.quote(table)))::regclass AND contype = 'c' ORDER BY conname
            """).compactMap { $0.first ?? nil }
        let accepted = checks.isEmpty ? "" : " WHERE " + checks.map { "(\($0)) IS NOT FALSE" }.joined(separator: " AND ")
        let list = columns.map(dialect.quote).joined(separator: ", ")
        let staged = try PostgresMigrator.count("SELECT count(*) FROM \(dialect.quote(stage))", in: session)
        try session.execute("INSERT INTO \(dialect.quote(table)) (\(list)) OVERRIDING SYSTEM VALUE SELECT \(list) FROM \(dialect.quote(stage))\(accepted) ON CONFLICT DO NOTHING")
        let loaded = try PostgresMigrator.count("SELECT count(*) FROM \(dialect.quote(table))", in: session)
        guard loaded < staged else { return nil }
        return "\(staged - loaded) of \(staged) generated rows of `\(table)` broke a CHECK or a unique index in the server's words and were skipped"
    }

    /// Deletes the rows whose foreign key points at no row (a row a CHECK left out), until
    /// none does; a note for each table that lost rows.
    private func deleteRowsReferencingSkippedRows(in session: PostgresSession) throws -> [String] {
        let keys = try session.rows("""
            SELECT c.conrelid::regclass::text, c.confrelid::regclass::text,
                   string_agg(quote_ident(a.attname), ',' ORDER BY k.ord), string_agg(quote_ident(r.attname), ',' ORDER BY k.ord)
            FROM pg_constraint c CROSS JOIN LATERAL unnest(c.conkey, c.confkey) WITH ORDINALITY AS k(key, referenced, ord)
            JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.key
            JOIN pg_attribute r ON r.attrelid = c.confrelid AND r.attnum = k.referenced
            WHERE c.contype = 'f' AND c.connamespace = to_regnamespace(quote_ident(current_schema()))
            GROUP BY c.oid, c.conrelid, c.confrelid ORDER BY 1, 2
            """)
        var deleted: [String: Int] = [:]
        for _ in 0..<32 {
            var any = false
            for key in keys {
                guard let child = key[0] ?? nil, let parent = key[1] ?? nil, let columns = key[2] ?? nil, let referenced = key[3] ?? nil else { continue }
                let pairs = zip(columns.split(separator: ","), referenced.split(separator: ","))
                let present = columns.split(separator: ",").map { "c.\($0) IS NOT NULL" }.joined(separator: " AND ")
                let match = pairs.map { "p.\($1) = c.\($0)" }.joined(separator: " AND ")
                // A data-modifying WITH stands only at the top of a statement, so its count
                // is read here rather than through `PostgresMigrator.count`'s subquery.
                let gone = try session.rows("""
                    WITH gone AS (DELETE FROM \(child) c WHERE \(present) AND NOT EXISTS (SELECT 1 FROM \(parent) p WHERE \(match)) RETURNING 1) SELECT count(*)::text FROM gone
                    """).first?.first.flatMap { $0 }
                if let count = gone.flatMap({ Int($0) }), count > 0 {
                    deleted[child, default: 0] += count
                    any = true
                }
            }
            if !any { break }
        }
        return deleted.sorted { $0.key < $1.key }.map { "\($0.value) generated rows of `\($0.key)` referenced rows the server's CHECKs left out and were deleted" }
    }

    /// The rows of the SQLite table `table` into PostgreSQL's, by one `COPY`.
    private func load(_ table: String, columns catalog: [CatalogColumn], from db: Database, into session: PostgresSession) throws {
        _ = try load(table, columns: catalog, from: db, into: session, as: table)
    }


    /// Copies `table`'s generated rows into `target` (the table itself, or a temporary
    /// one shaped like it); returns the columns copied.
    private func load(_ table: String, columns catalog: [CatalogColumn], from db: Database, into session: PostgresSession, as target: String) throws -> [String] {
        let byName = Dictionary(catalog.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let names = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?)", arguments: [table])
        var columns: [CatalogColumn] = []
        for name in names {
            guard let column = byName[name] else {
                throw PostgresDatabaseError.statementFailed(database: settings.displayName, version: nil,
                                                            message: "the column \(quote(table)).\(quote(name)) of the generated rows is not in the database")
            }
            if !column.isGenerated { columns.append(column) }
        }
        guard !columns.isEmpty else { return [] }
        let cursor = try Row.fetchCursor(db, sql: "SELECT \(StandardSQL.quoteList(columns.map(\.name))) FROM \(StandardSQL.quote(table))")
        // The rows in COPY's text format, written as bytes: the load is the bulk of a
        // path's time on a server. (COPY sets identity columns as given.)
        var data: [UInt8] = []
        while let row = try cursor.next() {
            for index in columns.indices {
                if index > 0 { data.append(UInt8(ascii: "\t")) }
                try appendCopyText(row[index] as DatabaseValue, for: columns[index], to: &data)
            }
            data.append(UInt8(ascii: "\n"))
        }
        guard !data.isEmpty else { return columns.map(\.name) }
        try session.copy(into: target, columns: columns.map(\.name), data: data)
        return columns.map(\.name)
    }

    /// Appends a value in SQLite's storage form as COPY's text for the PostgreSQL
    /// column's type, which the server converts: `\N` for NULL, a boolean as `t` or `f`,
    /// a blob for a `bytea` in hexadecimal, text with backslashes, tabs and line breaks
    /// escaped.
    ///
    /// - Throws: for text holding a NUL character, which PostgreSQL's text cannot hold.
    private func appendCopyText(_ value: DatabaseValue, for column: CatalogColumn, to data: inout [UInt8]) throws {
        switch value.storage {
        case .null:
            data.append(contentsOf: "\\N".utf8)
        case .int64(let integer):
            data.append(contentsOf: (column.type == "bool" ? (integer != 0 ? "t" : "f") : String(integer)).utf8)
        case .double(let double):
            let text = double.isNaN ? "NaN" : double.isInfinite ? (double < 0 ? "-Infinity" : "Infinity") : "\(double)"
            data.append(contentsOf: text.utf8)
        case .string(let string) where column.type == "bytea":
            data.append(contentsOf: ("\\\\x" + Data(string.utf8).hexadecimal).utf8)
        case .blob(let bytes) where column.type == "bytea":
            data.append(contentsOf: ("\\\\x" + bytes.hexadecimal).utf8)
        case .string(let string):
            try appendEscaped(string.utf8, of: column, to: &data)
        case .blob(let bytes):
            try appendEscaped(bytes, of: column, to: &data)
        }
    }

    /// Text in COPY's text format: a backslash, tab, line feed or carriage return escaped.
    private func appendEscaped(_ bytes: some Sequence<UInt8>, of column: CatalogColumn, to data: inout [UInt8]) throws {
        let backslash = UInt8(ascii: "\\")
        for byte in bytes {
            switch byte {
            case 0:
                throw PostgresDatabaseError.statementFailed(
                    database: settings.displayName, version: nil,
                    message: "a value of \(quote(column.table)).\(quote(column.name)) holds a NUL character, which PostgreSQL's text cannot hold")
            case backslash: data.append(contentsOf: [backslash, backslash])
            case UInt8(ascii: "\t"): data.append(contentsOf: [backslash, UInt8(ascii: "t")])
            case UInt8(ascii: "\n"): data.append(contentsOf: [backslash, UInt8(ascii: "n")])
            case UInt8(ascii: "\r"): data.append(contentsOf: [backslash, UInt8(ascii: "r")])
            default: data.append(byte)
            }
        }
    }
}

extension Data {
    /// The bytes in lowercase hexadecimal, as PostgreSQL's `encode(…, 'hex')` writes them.
    var hexadecimal: String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(count * 2)
        for byte in self {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The bytes `hexadecimal` wrote; nil for text that is not an even number of hex digits.
    init?(hexadecimal text: String) {
        let digits = Array(text.utf8)
        guard digits.count % 2 == 0 else { return nil }
        var bytes = [UInt8]()
        bytes.reserveCapacity(digits.count / 2)
        func value(_ digit: UInt8) -> UInt8? {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        var index = 0
        while index < digits.count {
            guard let high = value(digits[index]), let low = value(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        self.init(bytes)
    }
}
