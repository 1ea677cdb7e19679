/// A view the model manages: a named query stored in the database.
///
/// Real databases hold views next to their tables, and a migration tool that does not
/// know them can only break them (a table rebuild drops what names the table) or
/// report them as drift forever. A model-level `views:` entry makes the view part of
/// the schema: compiled, created, replaced when its text changes, recreated after a
/// rebuild, and verified after every migration.
public struct ViewSpec: Hashable, Sendable, Encodable, SourceLocated {
    /// The view's name in the database.
    public var name: String
    /// The query (`SELECT …`, `WITH …`, `VALUES …`) or a whole `CREATE VIEW …`
    /// statement, kept as written.
    public var sql: String
    /// Entities or views the view reads that its SQL does not name plainly (for
    /// example through a table-valued function); the planner orders and recreates the
    /// view after them.
    public var dependsOn: [String]
    /// `doc:`, a description for people; not part of the SQL.
    public var doc: String?
    /// Where the view's key is in the model file.
    public var location: SourceLocation
    /// Where each of its keys (`sql`, `dependsOn`, `doc`) is, for positioned diagnostics.
    public var keyLocations: [String: SourceLocation] = [:]

    /// A view named `name` with its query or statement; `ModelLoader` fills in the
    /// locations.
    public init(name: String, sql: String, dependsOn: [String] = [], doc: String? = nil, location: SourceLocation = .unknown) {
        self.name = name
        self.sql = sql
        self.dependsOn = dependsOn
        self.doc = doc
        self.location = location
    }

    /// Whether `sql` is a whole `CREATE VIEW` statement rather than the query alone.
    public var isStatement: Bool {
        SQLWords.first(of: sql) == "CREATE"
    }

    private enum CodingKeys: String, CodingKey { case name, sql, dependsOn, doc }

    /// The JSON form (`modelc compile --format json`): the keys as written, without
    /// locations; `dependsOn` only when it names something.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(sql, forKey: .sql)
        if !dependsOn.isEmpty { try container.encode(dependsOn, forKey: .dependsOn) }
        try container.encodeIfPresent(doc, forKey: .doc)
    }
}

extension Model {
    /// The entities and views `view` reads: those named in its SQL (as table or view
    /// names, in any quoting, case ignored) and those in `dependsOn:`, entities first,
    /// each in declaration order. The compiler orders views by it and the diagram
    /// draws it; a name that is also a column's counts too, which only adds an edge.
    public func dependencies(of view: ViewSpec) -> (entities: [String], views: [String]) {
        let named = SQLWords.identifiers(in: view.sql).union(view.dependsOn.map { $0.lowercased() })
        let entities = self.entities.filter { named.contains($0.table.lowercased()) || view.dependsOn.contains($0.name) }.map(\.name)
        let views = self.views.filter { $0.name != view.name && named.contains($0.name.lowercased()) }.map(\.name)
        return (entities, views)
    }
}

/// The first words of SQL text, enough to tell a statement's kind without a parser.
enum SQLWords {
    /// A name or word of SQL text: a bare word, a quoted identifier (unquoted), or a
    /// bare `.` (kept so `schema.name` can be read).
    struct Name: Equatable {
        var text: String
        var isQuoted: Bool

        /// Whether this is the unquoted keyword `keyword` (upper-case).
        func isKeyword(_ keyword: String) -> Bool { !isQuoted && text.uppercased() == keyword }
    }

    /// Every identifier in `text`, lower-cased: bare words and `"…"`, `` `…` ``, `[…]`
    /// quoted names; string literals and comments are skipped. Keywords are included
    /// (they never match a table name a model can give without quoting issues).
    static func identifiers(in text: String) -> Set<String> {
        Set(names(in: text).filter { $0.isQuoted || $0.text != "." }.map { $0.text.lowercased() })
    }

    /// The table a `CREATE TRIGGER` statement fires on: the name after its first
    /// unquoted `ON` before `BEGIN`, without a schema prefix; nil when there is none.
    static func triggerTable(in statement: String) -> String? {
        let names = names(in: statement)
        var position = 0
        while position + 1 < names.count, !names[position].isKeyword("BEGIN") {
            if names[position].isKeyword("ON") {
                if position + 3 < names.count, names[position + 2] == Name(text: ".", isQuoted: false) {
                    return names[position + 3].text
                }
                return names[position + 1].text
            }
            position += 1
        }
        return nil
    }

    /// The words, quoted names and bare `.` of `text`, in order; string literals,
    /// numbers, comments and other punctuation are skipped.
    static func names(in text: String) -> [Name] {
        var names: [Name] = []
        let scalars = Array(text.unicodeScalars)
        var position = 0
        func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        }
        while position < scalars.count {
            let scalar = scalars[position]
            switch scalar {
            case "'", "\"", "`", "[":
                let close: Unicode.Scalar = scalar == "[" ? "]" : scalar
                var name = String.UnicodeScalarView()
                position += 1
                while position < scalars.count {
                    if scalars[position] == close {
                        if close != "]", position + 1 < scalars.count, scalars[position + 1] == close {
                            name.append(close)
                            position += 2
                            continue
                        }
                        break
                    }
                    name.append(scalars[position])
                    position += 1
                }
                position += 1
                if scalar != "'" { names.append(Name(text: String(name), isQuoted: true)) }
            case "-" where position + 1 < scalars.count && scalars[position + 1] == "-":
                while position < scalars.count, scalars[position] != "\n" { position += 1 }
            case "/" where position + 1 < scalars.count && scalars[position + 1] == "*":
                position += 2
                while position + 1 < scalars.count, !(scalars[position] == "*" && scalars[position + 1] == "/") { position += 1 }
                position += 2
            case ".":
                names.append(Name(text: ".", isQuoted: false))
                position += 1
            default:
                if isWordScalar(scalar), !("0"..."9").contains(scalar) {
                    var word = String.UnicodeScalarView()
                    while position < scalars.count, isWordScalar(scalars[position]) {
                        word.append(scalars[position])
                        position += 1
                    }
                    names.append(Name(text: String(word), isQuoted: false))
                } else if ("0"..."9").contains(scalar) {
                    // A number (`1.5e3`): its digits, `.` and exponent are no names.
                    while position < scalars.count, isWordScalar(scalars[position]) || scalars[position] == "." { position += 1 }
                } else {
                    position += 1
                }
            }
        }
        return names
    }

    /// The first word of `text`, upper-cased, after white space and `--`/`/* */`
    /// comments; nil when there is none.
    static func first(of text: String) -> String? {
        words(of: text, count: 1).first
    }

    /// Up to `count` leading words of `text`, upper-cased, skipping white space and
    /// comments. A word is a run of letters, digits and `_`; anything else ends the scan.
    static func words(of text: String, count: Int) -> [String] {
        var words: [String] = []
        var scalars = Substring(text).unicodeScalars[...]
        while words.count < count {
            scalars = scalars.drop { $0.properties.isWhitespace }
            if scalars.starts(with: "--".unicodeScalars) {
                scalars = scalars.drop { $0 != "\n" }
                continue
            }
            if scalars.starts(with: "/*".unicodeScalars) {
                var rest = scalars.dropFirst(2)
                while !rest.isEmpty, !rest.starts(with: "*/".unicodeScalars) { rest = rest.dropFirst() }
                scalars = rest.dropFirst(2)
                continue
            }
            let word = scalars.prefix { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
            guard !word.isEmpty else { break }
            words.append(String(String.UnicodeScalarView(word)).uppercased())
            scalars = scalars.dropFirst(word.count)
        }
        return words
    }
}
