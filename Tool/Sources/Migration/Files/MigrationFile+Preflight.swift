import SchemaCore

extension MigrationFile {
    /// A header preflight check that a run leaves out, and why.
    public struct SkippedPreflight: Hashable, Sendable {
        public var check: Header.PreflightLine
        /// Why, in words: `the edited INSERT … SELECT fills "qty" with 0 instead of the planned NULL`.
        public var reason: String

        /// The note a run reports for it (`AppliedMigration.notes`, `PlannedMigration.notes`).
        public var note: String {
            "skipped the preflight check (\(check.message)) because \(reason); SQLite's NOT NULL constraint judges the copied rows instead"
        }
    }

    /// The header's preflight checks a run counts, in header order, and those it skips.
    ///
    /// A check is skipped only when the planned statements were edited
    /// (`plannedSQLIsEdited`), the check is one an edit can satisfy (it has an
    /// `unless-edited:` fill: see `Step.plannedFill(of:)`), and the edit changed that fill:
    /// the copy into the rebuild's table no longer fills the column with the planned
    /// expression (compared token by token, so spacing, comments and the case of keywords
    /// are no change), or there is no such copy any more. Every other check runs,
    /// edited or not: it is about values already stored (a conversion that would lose
    /// them, a value format, a CHECK, a duplicate, an orphan), and skipping it would let
    /// the edited file lose or keep bad data without a constraint firing.
    public var preflightSelection: (run: [Header.PreflightLine], skipped: [SkippedPreflight]) {
        guard plannedSQLIsEdited, let (statements, _) = plannedPart else { return (header.preflight, []) }
        var run: [Header.PreflightLine] = []
        var skipped: [SkippedPreflight] = []
        for check in header.preflight {
            guard let fill = check.unlessEdited, let reason = Self.editedFill(fill, in: statements) else {
                run.append(check)
                continue
            }
            skipped.append(SkippedPreflight(check: check, reason: reason))
        }
        return (run, skipped)
    }

    /// How `sql` changed `fill`, in words; nil when its copy still fills the column with
    /// the planned expression.
    static func editedFill(_ fill: Header.PlannedFill, in sql: String) -> String? {
        let column = StandardSQL.quote(fill.column)
        guard let copied = copiedExpression(into: fill.table, column: fill.column, in: sql) else {
            return "the edited SQL no longer fills \(column) in the planned INSERT … SELECT"
        }
        let planned = (try? SQLTokenizer.tokenize(fill.expression)) ?? []
        guard comparable(copied) != comparable(planned[...]) else { return nil }
        let text = Header.oneLine(String(sql[copied.first!.range.lowerBound..<copied.last!.range.upperBound]))
        let shown = text.count > 60 ? String(text.prefix(59)) + "…" : text
        return "the edited INSERT … SELECT fills \(column) with \(shown) instead of the planned \(fill.expression)"
    }

    /// The tokens of the expression that the first `INSERT INTO <table> (…) SELECT …` of
    /// `sql` copies into `column`; nil when there is no such statement, it does not name
    /// the column, or its select list is too short (or empty at that place).
    static func copiedExpression(into table: String, column: String, in sql: String) -> ArraySlice<SQLToken>? {
        guard let tokens = try? SQLTokenizer.tokenize(sql) else { return nil }
        func same(_ token: SQLToken, _ name: String) -> Bool { token.identifier?.lowercased() == name.lowercased() }
        var start = tokens.startIndex
        while start + 3 < tokens.endIndex {
            defer { start += 1 }
            guard tokens[start].isKeyword("INSERT"), tokens[start + 1].isKeyword("INTO"), same(tokens[start + 2], table),
                  tokens[start + 3].kind == .openParenthesis
            else { continue }
            var index = start + 4
            var columns: [String] = []
            while index < tokens.endIndex, tokens[index].kind != .closeParenthesis {
                if let name = tokens[index].identifier { columns.append(name) }
                index += 1
            }
            index += 1
            guard index < tokens.endIndex, tokens[index].isKeyword("SELECT"),
                  let position = columns.firstIndex(where: { $0.lowercased() == column.lowercased() })
            else { return nil }
            let expressions = selectList(tokens[(index + 1)...])
            guard position < expressions.count, !expressions[position].isEmpty else { return nil }
            return expressions[position]
        }
        return nil
    }

    /// The expressions of a select list, split at its top-level commas, up to its
    /// top-level `FROM` (or the end of the statement).
    private static func selectList(_ tokens: ArraySlice<SQLToken>) -> [ArraySlice<SQLToken>] {
        var expressions: [ArraySlice<SQLToken>] = []
        var depth = 0
        var start = tokens.startIndex
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .openParenthesis:
                depth += 1
            case .closeParenthesis:
                depth -= 1
                if depth < 0 { return expressions + [tokens[start..<index]] }
            case .comma where depth == 0:
                expressions.append(tokens[start..<index])
                start = index + 1
            case .semicolon:
                return expressions + [tokens[start..<index]]
            case .word where depth == 0 && token.isKeyword("FROM"):
                return expressions + [tokens[start..<index]]
            default:
                break
            }
        }
        return expressions + [tokens[start...]]
    }

    /// Tokens as compared for an edit: keywords and bare names in upper case.
    private static func comparable(_ tokens: ArraySlice<SQLToken>) -> [String] {
        tokens.map { $0.kind == .word ? $0.text.uppercased() : $0.text }
    }
}
