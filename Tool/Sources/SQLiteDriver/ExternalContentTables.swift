import GRDB
import SchemaCore

/// Full-text tables that read their text from another table (FTS4's and FTS5's
/// `content=` option, SQLite's "external content" tables, Joplin's `notes_fts`), and
/// whether what they read is still there.
///
/// Such a table names its content table and columns in its own `CREATE VIRTUAL TABLE`
/// arguments, which `ALTER TABLE … RENAME` does not rewrite (it rewrites triggers and
/// views): a migration renaming `docs.body` passes every other check, and afterwards
/// every query of the index and every write its triggers make fails with "no such
/// column: T.body". The migrator compares these before and after each migration, so a
/// migration that breaks one is rolled back with what to do.
struct ExternalContentTables {
    /// One problem per full-text table whose content table or column is missing.
    private(set) var problems: [String] = []

    init(_ db: Database) throws {
        let rows = try Row.fetchAll(db, sql: "SELECT name, sql FROM main.sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'")
        for row in rows {
            let name: String = row["name"]
            guard let sql: String = row["sql"], ["fts4", "fts5"].contains(SchemaExtras.module(of: sql)), let arguments = Self.arguments(of: sql),
                  let content = arguments.options["content"], !content.isEmpty else { continue }
            guard try db.tableExists(content) || db.viewExists(content) else {
                problems.append("the full-text table `\(name)` reads its text from `\(content)` (content='\(content)'), which no longer exists")
                continue
            }
            let columns = Set(try db.columns(in: content).map { $0.name.lowercased() })
            let read = arguments.columns + (arguments.options["content_rowid"].map { [$0] } ?? [])
            let missing = read.filter { !columns.contains($0.lowercased()) }
            if !missing.isEmpty {
                problems.append("the full-text table `\(name)` reads \(missing.map { "`\($0)`" }.joined(separator: ", ")) of `\(content)` (content='\(content)'), which `\(content)` no longer has")
            }
        }
    }

    /// The column names and the `key=value` options among the arguments of a
    /// `CREATE VIRTUAL TABLE … USING module(arguments)` statement (its module is
    /// `SchemaExtras.module(of:)`); nil when it does not read as one.
    static func arguments(of sql: String) -> (columns: [String], options: [String: String])? {
        guard let tokens = try? SQLTokenizer.tokenize(sql),
              let using = tokens.firstIndex(where: { $0.isKeyword("USING") }), using + 2 < tokens.count,
              tokens[using + 2].kind == .openParenthesis else { return nil }
        var arguments: [[SQLToken]] = [[]]
        var depth = 0
        for token in tokens[(using + 3)...] {
            if token.kind == .openParenthesis { depth += 1 }
            if token.kind == .closeParenthesis {
                if depth == 0 { break }
                depth -= 1
            }
            if token.kind == .comma && depth == 0 { arguments.append([]) } else { arguments[arguments.count - 1].append(token) }
        }
        var columns: [String] = []
        var options: [String: String] = [:]
        for argument in arguments where !argument.isEmpty {
            if argument.count >= 3, argument[1].text == "=", let key = argument[0].identifier {
                let value = argument[2]
                options[key.lowercased()] = value.kind == .string
                    ? String(value.text.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'") : value.identifier ?? value.text
            } else if let column = argument[0].identifier {
                columns.append(column)
            }
        }
        return (columns, options)
    }
}
