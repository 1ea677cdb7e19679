import Migration
import ModelKit

/// A migration's SQL text split into statements, for a client that sends one statement
/// at a time (PostgresNIO's extended query protocol refuses several in one message).
///
/// A `;` ends a statement only outside quotes (`'…'`, `"…"`), dollar quotes (`$$…$$`,
/// `$tag$…$tag$`, as a `DO` block uses) and comments (`-- …`, `/* … */`, which nest in
/// PostgreSQL). Statements that are only comments or space are left out.
///
/// `phases(in:)` also reads the `-- modelc:phase N kind` markers (see `PostgresPhase`)
/// that cut a migration into phases; they count only on a line of their own, between
/// statements, not inside quotes or block comments.
public enum PostgresScript {
    public static func statements(in text: String) -> [String] {
        scan(text).compactMap { if case .statement(let statement) = $0 { statement } else { nil } }
    }

    /// The phases of a migration's text, in order. Without markers the whole text is
    /// one `transaction` phase (statements before the first marker are refused when
    /// there are markers); markers must number the phases 1, 2, 3… and no phase may be
    /// empty.
    public static func phases(in text: String) throws(PostgresPhaseSyntaxError) -> [PostgresPhase] {
        var phases: [PostgresPhase] = []
        var before: [String] = []
        for item in scan(text) {
            switch item {
            case .statement(let statement):
                if phases.isEmpty { before.append(statement) } else { phases[phases.count - 1].statements.append(statement) }
            case .marker(let line, let insideStatement):
                guard let (number, kind) = try PostgresPhase.parseMarker(line) else { continue }
                if insideStatement { throw PostgresPhaseSyntaxError(line: line, reason: "a phase marker must come between statements, after a `;`") }
                if phases.isEmpty && !before.isEmpty {
                    throw PostgresPhaseSyntaxError(line: line, reason: "statements come before the first phase marker")
                }
                if let last = phases.last, last.statements.isEmpty {
                    throw PostgresPhaseSyntaxError(line: PostgresPhase.marker(number: last.number, kind: last.kind), reason: "the phase has no statements")
                }
                if number != phases.count + 1 {
                    throw PostgresPhaseSyntaxError(line: line, reason: "phase \(phases.count + 1) was expected here: phases are numbered 1, 2, 3… in order")
                }
                phases.append(PostgresPhase(number: number, kind: kind, statements: []))
            }
        }
        guard let last = phases.last else { return before.isEmpty ? [] : [PostgresPhase(number: 1, kind: .transaction, statements: before)] }
        if last.statements.isEmpty {
            throw PostgresPhaseSyntaxError(line: PostgresPhase.marker(number: last.number, kind: last.kind), reason: "the phase has no statements")
        }
        return phases
    }

    /// How a failure names `statement` (one of `statements(in:)`): the step its plan
    /// comment names (`step 12: createView "Current Product List"`, without the safety
    /// and lock), else its first line of code, shortened (`in: UPDATE "item" SET …`).
    public static func label(of statement: String) -> String {
        let lines = statement.lines().map { $0.trimmingSpaces() }
        if let step = lines.first(where: { $0.hasPrefix("-- step ") }) {
            let text = step.dropFirst(3)
            return String(text.range(of: " [").map { text[..<$0.lowerBound] } ?? text)
        }
        let code = lines.first { !$0.isEmpty && !$0.hasPrefix("--") } ?? ""
        return "in: " + (code.count > 80 ? code.prefix(79) + "…" : code)
    }

    /// Whether `statement` (one of `statements(in:)`) opens, ends or marks a
    /// transaction (`BEGIN`, `START TRANSACTION`, `COMMIT`, `END`, `ROLLBACK`, `ABORT`,
    /// `SAVEPOINT`, `RELEASE`, `PREPARE TRANSACTION`): its first word after the comments.
    public static func controlsTransaction(_ statement: String) -> Bool {
        let scalars = Array(statement.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let character = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if character.properties.isWhitespace {
                index += 1
            } else if character == "-" && next == "-" {
                while index < scalars.count && scalars[index] != "\n" { index += 1 }
            } else if character == "/" && next == "*" {
                index = blockCommentEnd(scalars, from: index)
            } else {
                break
            }
        }
        var word = ""
        while index < scalars.count, scalars[index].properties.isAlphabetic {
            word.unicodeScalars.append(scalars[index])
            index += 1
        }
        let first = word.uppercased()
        if first == "PREPARE" {
            return String(String.UnicodeScalarView(scalars[index...])).uppercased().trimmingSpace().hasPrefix("TRANSACTION")
        }
        return transactionWords.contains(first)
    }

    private static let transactionWords: Set<String> = ["BEGIN", "START", "COMMIT", "END", "ROLLBACK", "ABORT", "SAVEPOINT", "RELEASE"]

    /// `-- modelc:phase`: a line comment starting so is a phase marker, or a bad one.
    private static let markerStart = PostgresPhase.markerPrefix.trimmingSpace()

    /// What the scanner finds: statements, and line comments starting their line with
    /// `-- modelc:phase` (whether one is well formed is `PostgresPhase`'s call).
    private enum Item {
        case statement(String)
        case marker(line: String, insideStatement: Bool)
    }

    private static func scan(_ text: String) -> [Item] {
        let scalars = text.unicodeScalars
        let characters = Array(scalars)
        // Where each scalar starts in `text` (and its end), so a statement is one slice
        // of the text rather than a copy built scalar by scalar.
        let positions = Array(scalars.indices) + [scalars.endIndex]
        var items: [Item] = []
        // The text of the statement being read is `characters[start..<index]`: every
        // scalar since the last `;` (or the last marker before any code).
        var start = 0
        var hasCode = false
        var index = 0
        func finish(at end: Int) {
            let statement = String(scalars[positions[start]..<positions[end]]).trimmingSpace()
            if hasCode { items.append(.statement(statement)) }
            hasCode = false
        }
        func startsLine(_ position: Int) -> Bool {
            var back = position - 1
            while back >= 0 && characters[back] != "\n" {
                if !characters[back].properties.isWhitespace { return false }
                back -= 1
            }
            return true
        }
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            switch character {
            case "-" where next == "-":
                var end = index
                while end < characters.count && characters[end] != "\n" { end += 1 }
                let line = characters[index..<end].starts(with: markerStart.unicodeScalars)
                    ? String(scalars[positions[index]..<positions[end]]) : ""
                if startsLine(index) && line.hasPrefix(markerStart) {
                    items.append(.marker(line: line, insideStatement: hasCode))
                    // The comments before a marker belong to no statement of the new phase.
                    if !hasCode { start = end }
                }
                index = end
            case "/" where next == "*":
                index = blockCommentEnd(characters, from: index)
            case "'", "\"":
                var end = index + 1
                while end < characters.count {
                    if characters[end] == character {
                        if end + 1 < characters.count && characters[end + 1] == character { end += 2; continue }
                        end += 1
                        break
                    }
                    end += 1
                }
                hasCode = true
                index = end
            case "$":
                if let tagEnd = dollarTagEnd(characters, from: index) {
                    let tag = Array(characters[index...tagEnd])
                    var end = tagEnd + 1
                    while end < characters.count && !characters[end...].starts(with: tag) { end += 1 }
                    index = min(end + tag.count, characters.count)
                } else {
                    index += 1
                }
                hasCode = true
            case ";":
                finish(at: index)
                index += 1
                start = index
            default:
                if !hasCode && !character.properties.isWhitespace { hasCode = true }
                index += 1
            }
        }
        finish(at: characters.count)
        return items
    }

    /// The index just past the block comment that starts at `start` (`/*`), whose
    /// nested comments close with it, as PostgreSQL's do; the end of the text when it is
    /// not closed.
    private static func blockCommentEnd(_ characters: [Unicode.Scalar], from start: Int) -> Int {
        var depth = 0
        var end = start
        repeat {
            if characters[end] == "/", end + 1 < characters.count, characters[end + 1] == "*" { depth += 1; end += 2 }
            else if characters[end] == "*", end + 1 < characters.count, characters[end + 1] == "/" { depth -= 1; end += 2 }
            else { end += 1 }
        } while depth > 0 && end < characters.count
        return end
    }

    /// The index of the `$` closing a dollar-quote tag that starts at `start`
    /// (`$$` or `$name$`), or nil when the `$` starts no tag (`$1`).
    private static func dollarTagEnd(_ characters: [Unicode.Scalar], from start: Int) -> Int? {
        var end = start + 1
        while end < characters.count {
            let character = characters[end]
            if character == "$" { return end }
            let isTagCharacter = character == "_" || character.properties.isAlphabetic || (end > start + 1 && ("0"..."9").contains(character))
            if !isTagCharacter { return nil }
            end += 1
        }
        return nil
    }
}

extension String {
    fileprivate func trimmingSpace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
