import Migration
import SchemaCore

/// Columns a migration's hand-written SQL sets with `UPDATE … SET`: a file without a
/// `to:` version, or the data section of a planned one. That is where the docs send a
/// fix for values a new version refuses (dates in another form before `string` →
/// `date`, texts a new `pattern` refuses), so the values such SQL writes are expected to
/// change: `migrate test --sample` failed the reviewed fix as values "no plan says" change.
struct DataWrite: Hashable, Sendable {
    /// The file whose SQL writes it.
    var file: String
    /// The table, as the SQL names it (its name when the SQL runs).
    var table: String
    var columns: [String]

    /// What `file`'s hand-written SQL writes: the whole file when it has no `to:`
    /// version, else its data section.
    static func all(in file: MigrationFile) -> [DataWrite] {
        let sql = file.header.toVersion == nil ? file.sql : (file.dataSection ?? "")
        return updates(in: sql).map { DataWrite(file: file.fileName, table: $0.table, columns: $0.columns) }
    }

    /// Each `UPDATE [OR …] table SET a = …, b = …` of `sql`: the table (without a schema
    /// name) and the columns set, read with the tokenizer so that strings and comments
    /// are no statements. Text it cannot read gives none.
    static func updates(in sql: String) -> [(table: String, columns: [String])] {
        guard sql.range(of: "update", options: .caseInsensitive) != nil, let tokens = try? SQLTokenizer.tokenize(sql) else { return [] }
        var found: [(table: String, columns: [String])] = []
        var index = 0
        while index < tokens.count {
            // At a statement's start: the first token, or one after a `;`.
            guard tokens[index].isKeyword("UPDATE"), index == 0 || tokens[index - 1].kind == .semicolon else { index += 1; continue }
            var position = index + 1
            if position < tokens.count, tokens[position].isKeyword("OR") { position += 2 }
            // `schema.table`: the last name.
            var table: String?
            while position < tokens.count, let name = tokens[position].identifier {
                table = name
                position += 1
                guard position < tokens.count, tokens[position].text == "." else { break }
                position += 1
            }
            guard let table, position < tokens.count, tokens[position].isKeyword("SET") else { index = position; continue }
            position += 1
            var columns: [String] = []
            var depth = 0
            var expectsColumn = true
            while position < tokens.count, tokens[position].kind != .semicolon {
                let token = tokens[position]
                if depth == 0, ["WHERE", "FROM", "RETURNING", "ORDER", "LIMIT"].contains(where: token.isKeyword) { break }
                switch token.kind {
                case .openParenthesis: depth += 1
                case .closeParenthesis: depth -= 1
                case .comma where depth == 0: expectsColumn = true
                default:
                    if expectsColumn, depth == 0, let name = token.identifier, position + 1 < tokens.count, tokens[position + 1].text == "=" {
                        columns.append(name)
                    }
                    expectsColumn = false
                }
                position += 1
            }
            if !columns.isEmpty { found.append((table, columns)) }
            index = position
        }
        return found
    }
}
