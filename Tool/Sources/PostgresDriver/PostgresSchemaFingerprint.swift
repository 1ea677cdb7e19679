import SchemaCore

/// A PostgreSQL schema as PostgreSQL itself describes it: sorted lines read from its
/// catalogs (of its tables, a partitioned one as one table and its partitions left out,
/// as introspection reads them), one per column (table, name, type, NOT NULL, default), constraint (as
/// `pg_get_constraintdef` writes it), index that no constraint owns, and view.
///
/// Verification compares the live schema's fingerprint with that of the compiled
/// model's DDL run in a scratch schema of the same server, so both sides are in the
/// server's own canonical form and nothing has to parse PostgreSQL's SQL. Constraint
/// names (PostgreSQL chooses them) and the column order (PostgreSQL adds a new column at
/// the end, wherever the model puts it) are left out.
public enum PostgresSchemaFingerprint {
    /// The query giving the fingerprint of the schema named `schema`, without the tables
    /// named in `excluding`. Run it with `search_path` set to that schema, so names
    /// print unqualified on both sides (`pg_get_indexdef` qualifies the table whatever
    /// the path, so its schema is cut off).
    /// With `only`, the fingerprint of those tables alone.
    public static func query(schema: String, excluding tables: [String], only: [String]? = nil) -> String {
        "SELECT line FROM (\(linesQuery(schema: schema, excluding: tables, only: only))) AS lines ORDER BY line"
    }

    /// The fingerprint's lines with the table (or view) each belongs to, as
    /// `table_name, line` rows in no order: of every table but those in `excluding`, or,
    /// with `only`, of those tables alone. A constraint or index is its table's; so is a
    /// foreign key, whose text names the table it references.
    ///
    /// Indexes are those of tables, as introspection reads them: an index on a
    /// materialized view (pagila's `rental_by_category`), which neither the model nor
    /// `inspect` sees, made `baseline` refuse a database `inspect` said matched.
    ///
    /// A constraint trigger (`CREATE CONSTRAINT TRIGGER … DEFERRABLE`, a `pg_constraint` row
    /// of type `t`) is a trigger, which introspection reads with the others and a model
    /// leaves `unmanaged:` by name. As a constraint line (`TRIGGER DEFERRABLE INITIALLY
    /// DEFERRED`) it named no trigger, so `unmanaged:` could not leave it out, and its
    /// table counted as differing: adoption left every such table unmanaged (110 of
    /// MusicBrainz's 375, with the tables referencing them).
    ///
    /// An index that a constraint owns (a primary key, UNIQUE or EXCLUDE constraint) is
    /// left out with `NOT IN` over those constraints' indexes, which the server hashes
    /// once: `NOT EXISTS` there was planned as a scan of every constraint for each index,
    /// 114 of the query's 130 ms on 220 tables. A foreign key names the unique index it
    /// relies on too (its `conindid`) without owning it: such an index was left out of the
    /// live side alone when the table holding the key was not compared, and its table
    /// differed ("missing index") though it had the index.
    static func linesQuery(schema: String, excluding tables: [String], only: [String]? = nil) -> String {
        let dialect = PostgresDialect()
        let namespace = "\(dialect.literal(dialect.quote(schema)))::regnamespace"
        var kept = tables.isEmpty ? "" : " AND c.relname NOT IN (\(tables.map(dialect.literal).joined(separator: ", ")))"
        if let only { kept += only.isEmpty ? " AND false" : " AND c.relname IN (\(only.map(dialect.literal).joined(separator: ", ")))" }
        return """
            SELECT c.relname::text AS table_name, 'column ' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
                || CASE WHEN a.attnotnull THEN ' not null' ELSE '' END || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
                || CASE WHEN a.attidentity <> '' THEN ' identity' ELSE '' END AS line
              FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
              LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
              WHERE c.relnamespace = \(namespace) AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND a.attnum > 0 AND NOT a.attisdropped\(kept)
            UNION ALL
            SELECT c.relname::text, 'constraint ' || c.relname || ' ' || pg_get_constraintdef(k.oid)
              FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
              WHERE k.connamespace = \(namespace) AND NOT c.relispartition AND k.contype <> 't' AND NOT \(PostgresIntrospection.referencesAnotherSchema("k"))\(kept)
            UNION ALL
            SELECT c.relname::text, 'index ' || replace(pg_get_indexdef(x.indexrelid), ' ON ' || quote_ident(\(dialect.literal(schema))) || '.', ' ON ')
              FROM pg_index x JOIN pg_class c ON c.oid = x.indrelid
              WHERE c.relnamespace = \(namespace) AND c.relkind IN ('r', 'p') AND NOT c.relispartition\(kept) AND x.indexrelid NOT IN (SELECT k.conindid FROM pg_constraint k WHERE k.contype IN ('p', 'u', 'x'))
            UNION ALL
            SELECT c.relname::text, 'view ' || c.relname || ' ' || pg_get_viewdef(c.oid)
              FROM pg_class c WHERE c.relnamespace = \(namespace) AND c.relkind = 'v'\(kept)
            """
    }

    /// The query listing the columns of the schema named `schema`'s tables in table
    /// order, a `table|column` row each (see `Schema.orderingColumns(like:)`).
    public static func columnOrderQuery(schema: String) -> String {
        let dialect = PostgresDialect()
        return """
            SELECT c.relname || '|' || a.attname FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
              WHERE c.relnamespace = \(dialect.literal(dialect.quote(schema)))::regnamespace AND c.relkind = 'r'
                AND a.attnum > 0 AND NOT a.attisdropped
              ORDER BY c.relname, a.attnum
            """
    }

    /// The column order that `columnOrderQuery(schema:)`'s rows give.
    public static func columnOrder(_ rows: [String]) -> [String: [String]] {
        var order: [String: [String]] = [:]
        for row in rows {
            guard let bar = row.firstIndex(of: "|") else { continue }
            order[String(row[..<bar]), default: []].append(String(row[row.index(after: bar)...]))
        }
        return order
    }

    /// What differs between two fingerprints, as `missing: …` (in `expected` only) and
    /// `unexpected: …` (in `live` only) lines, at most `limit` of them.
    public static func differences(expected: [String], live: [String], limit: Int = 5) -> [String] {
        let expectedSet = Set(expected)
        let liveSet = Set(live)
        let missing = expected.filter { !liveSet.contains($0) }.map { "missing \($0)" }
        let unexpected = live.filter { !expectedSet.contains($0) }.map { "unexpected \($0)" }
        return Array((missing + unexpected).prefix(limit))
    }
}
