/// A type the model's columns name that a database must have before their tables: a
/// server's enum (`CREATE TYPE mpaa_rating AS ENUM ('G', 'PG')`) or domain (`CREATE
/// DOMAIN year AS integer CHECK (VALUE >= 1901)`), kept as its statement.
///
/// Adopted databases hold them (Pagila's `mpaa_rating` and `year`, jOOQ Sakila's), and
/// a column's `sqlType:` names them; without the statement a new database made from the
/// model stopped at the first table (`type "year" does not exist`). An engine that has
/// such types creates each one the model holds before the first table or column that
/// names it; SQLite, which has none, keeps the column's declared type as a name only.
public struct TypeSpec: Hashable, Sendable, Encodable, SourceLocated {
    /// The type's name in the database.
    public var name: String
    /// The whole `CREATE TYPE …` or `CREATE DOMAIN …` statement, kept as written.
    public var sql: String
    /// `doc:`, a description for people; not part of the SQL.
    public var doc: String?
    /// Where the type's key is in the model file.
    public var location: SourceLocation
    /// Where each of its keys (`sql`, `doc`) is, for positioned diagnostics.
    public var keyLocations: [String: SourceLocation] = [:]

    public init(name: String, sql: String, doc: String? = nil, location: SourceLocation = .unknown) {
        self.name = name
        self.sql = sql
        self.doc = doc
        self.location = location
    }

    /// The enumeration's labels, in order, when the statement makes an enum
    /// (`CREATE TYPE … AS ENUM ('G', 'PG-13')`); nil for any other type.
    public var enumLabels: [String]? { Self.enumLabels(in: sql) }

    /// The labels of the enum a `CREATE TYPE … AS ENUM (…)` statement makes, in order;
    /// nil for any other statement.
    public static func enumLabels(in sql: String) -> [String]? {
        let words = SQLWords.words(of: sql, count: 2)
        guard words == ["CREATE", "TYPE"], let range = sql.range(of: #"(?i)\bAS\s+ENUM\s*\("#, options: .regularExpression) else { return nil }
        var labels: [String] = []
        var rest = sql[range.upperBound...]
        while true {
            rest = rest.drop(while: { $0.isWhitespace || $0 == "," })
            guard rest.first == "'" else { break }
            var label = ""
            rest = rest.dropFirst()
            while let character = rest.first {
                rest = rest.dropFirst()
                if character == "'" {
                    guard rest.first == "'" else { break }
                    rest = rest.dropFirst()
                }
                label.append(character)
            }
            labels.append(label)
        }
        return rest.first == ")" ? labels : nil
    }

    /// The base type of a `CREATE DOMAIN name AS <base> …` statement (`integer`,
    /// `numeric(10,2)`, `character varying(10)`); nil for any other statement.
    public static func domainBase(in sql: String) -> String? {
        guard let match = sql.firstMatch(of: /(?i)^\s*CREATE\s+DOMAIN\s+(?:"(?:[^"]|"")*"|\S+)\s+AS\s+(.+?)(?:\s+DEFAULT\s|\s+NOT\s+NULL|\s+NULL|\s+CONSTRAINT\s|\s+CHECK\s*\(|\s+COLLATE\s|\s*$)/) else { return nil }
        return String(match.1)
    }

    /// A declared type as a type's name, lower-cased, to find it by: quotes and a schema
    /// prefix left out (`public.mood` → `mood`, `"bıgınt"` → `bıgınt`, as the server
    /// writes a name that needs quotes). A dot inside quotes is the name's own (a domain
    /// named `"application/vnd.geo2+json"`), not a schema's.
    public static func bareName(_ declared: String) -> String {
        var bare = declared.trimmingCharacters(in: .whitespaces)
        var quoted = false
        var lastDot: String.Index?
        for index in bare.indices {
            if bare[index] == "\"" { quoted.toggle() } else if bare[index] == ".", !quoted { lastDot = index }
        }
        if let lastDot { bare = String(bare[bare.index(after: lastDot)...]) }
        if bare.count >= 2, bare.hasPrefix("\""), bare.hasSuffix("\"") { bare = String(bare.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"") }
        return bare.lowercased()
    }

    private enum CodingKeys: String, CodingKey { case name, sql, doc }

    /// The JSON form: the keys as written, without locations.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(sql, forKey: .sql)
        try container.encodeIfPresent(doc, forKey: .doc)
    }
}

extension Model {
    /// The type named `name` (`sqlType:` as written, case ignored, quotes and a schema
    /// prefix left out), or nil.
    public func type(named name: String) -> TypeSpec? {
        // A type's own name first: one with a dot in it (`application/vnd.geo2+json`) is
        // no schema and a name.
        if let type = types.first(where: { $0.name.lowercased() == name.lowercased() }) { return type }
        let bare = TypeSpec.bareName(name)
        return types.first { $0.name.lowercased() == bare }
    }
}
