import Foundation
import GRDB
import GRDBSQLite

/// The sync fast path: flat elements bound field by field into the cached upsert
/// statement with a `PayloadLayout` (see there for what it takes and what it leaves to the
/// general path).
///
/// An element that names every stored field is written with the upsert whether or not
/// its row exists: for an existing row that sets every column to the payload's values,
/// which is what the general path's `UPDATE` of the named columns does. Elements the fast
/// path does not finish go through `write(_:json:at:)`, in payload order.
extension ModelWriter {
    /// Runs `body` with `Record`'s layout inside a savepoint; nil (with the savepoint
    /// rolled back and the key sets forgotten) when anything failed,
    /// so the caller runs the general path from a clean state. A cancelled task's
    /// `CancellationError` is thrown instead: the general path would only be cancelled too.
    func attemptWithLayout<Record: ModelRecord>(
        _ type: Record.Type, _ body: (PayloadLayout) throws -> ModelStore.SyncResult
    ) throws -> ModelStore.SyncResult? {
        // A record in an ordered to-many takes its place through `insert`, which the fast
        // path does not call.
        guard Record.fieldTable.orderedParents.isEmpty else { return nil }
        let layout = Record.payloadLayout
        var result: ModelStore.SyncResult?
        do {
            try db.inSavepoint {
                result = try body(layout)
                return .commit
            }
        } catch {
            // The rolled-back writes may be in the key sets, and GRDB drops a statement
            // that failed from its cache: start the general path afresh.
            forgetCachedState()
            if error is CancellationError { throw error }
            return nil
        }
        return result
    }

    /// The fast path over decoded elements (`sync(_:json:)`).
    func syncElements<Record: ModelRecord>(
        _ type: Record.Type, _ elements: [JSONValue], layout: PayloadLayout, deleteMissing: Bool
    ) throws -> ModelStore.SyncResult {
        let scratch = TextScratch()
        var run = try LayoutRun<Record>(writer: self, layout: layout, deleteMissing: deleteMissing, scratch: scratch)
        // Text is bound in place from the scratch (SQLITE_STATIC): no binding may outlive it.
        defer {
            sqlite3_clear_bindings(run.statement.sqliteStatement)
            withExtendedLifetime(scratch) {}
        }
        for element in elements {
            if try run.bind(element) == .bound {
                try run.executeBound()
            } else {
                try run.writeGenerally(element)
            }
        }
        return try run.finish(written: elements.count)
    }

    /// The fast path over JSON bytes (`sync(_:jsonData:)`): the top-level array is scanned
    /// element by element; an element the fast path leaves is rescanned into a `JSONValue`.
    func syncBytes<Record: ModelRecord>(
        _ type: Record.Type, _ bytes: UnsafeRawBufferPointer, layout: PayloadLayout, deleteMissing: Bool
    ) throws -> ModelStore.SyncResult {
        let scratch = TextScratch()
        var run = try LayoutRun<Record>(writer: self, layout: layout, deleteMissing: deleteMissing, scratch: scratch)
        // Text is bound in place from `bytes` and the scratch (SQLITE_STATIC): no binding
        // may outlive them.
        defer {
            sqlite3_clear_bindings(run.statement.sqliteStatement)
            withExtendedLifetime(scratch) {}
        }
        var scanner = JSONScanner(bytes: bytes)
        scanner.skipWhitespace()
        guard scanner.offset < bytes.count, bytes[scanner.offset] == UInt8(ascii: "[") else { throw PayloadRejected() }
        scanner.offset += 1
        scanner.depth = 1
        var written = 0
        scanner.skipWhitespace()
        if scanner.offset < bytes.count, bytes[scanner.offset] == UInt8(ascii: "]") {
            scanner.offset += 1
        } else {
            while true {
                scanner.skipWhitespace()
                let start = scanner.offset
                run.prepareRow()
                if try scanner.bindElement(layout, into: &run.binder, tracking: &run.state) == .bound {
                    try run.executeBound()
                } else {
                    scanner.offset = start
                    try run.writeGenerally(try scanner.parseValue())
                }
                written += 1
                scanner.skipWhitespace()
                guard scanner.offset < bytes.count else { throw PayloadRejected() }
                if bytes[scanner.offset] == UInt8(ascii: ",") {
                    scanner.offset += 1
                } else if bytes[scanner.offset] == UInt8(ascii: "]") {
                    scanner.offset += 1
                    break
                } else {
                    throw PayloadRejected()
                }
            }
        }
        scanner.skipWhitespace()
        guard scanner.offset == bytes.count else { throw PayloadRejected() }
        return try run.finish(written: written)
    }
}

/// One fast-path sync of `Record`'s table: the statement, the binder, and the keys the
/// rest of the writer must learn about.
private struct LayoutRun<Record: ModelRecord> {
    let writer: ModelWriter
    let layout: PayloadLayout
    let statement: Statement
    let deleteMissing: Bool
    var binder: RowBinder
    var state: ElementState
    /// Keys written, for `deleteMissing`.
    var seen = Set<DatabaseValue>()
    /// Whether the writer holds `Record`'s key set, which every written key must then join
    /// (a later element of the general path asks it whether its row exists).
    var keysLoaded: Bool

    init(writer: ModelWriter, layout: PayloadLayout, deleteMissing: Bool, scratch: TextScratch) throws {
        self.writer = writer
        self.layout = layout
        self.deleteMissing = deleteMissing
        statement = try writer.upsertStatement(Record.self)
        binder = RowBinder(handle: statement.sqliteStatement, scratch: scratch)
        state = ElementState(fieldCount: layout.fields.count)
        keysLoaded = writer.knownKeys[Record.databaseTableName] != nil
        binder.capturesKey = deleteMissing || keysLoaded
    }

    /// Resets the statement and the row's text space so the next element can be bound.
    func prepareRow() {
        sqlite3_reset(statement.sqliteStatement)
        binder.scratch?.startRow()
    }

    /// Binds a decoded element; `.general` when the general path must write it.
    mutating func bind(_ element: JSONValue) throws -> JSONScanner.ElementOutcome {
        guard case .object(let members) = element else { return .general }
        prepareRow()
        state.startElement()
        var found = 0
        var ordinal = 0
        for (key, value) in members {
            if let index = layout.fieldIndex(of: key, hint: state.hint(ordinal)) {
                state.setHint(index, for: ordinal)
                switch value {
                case .object, .array:
                    if layout.plans[index].isReference || layout.plans[index].kind != .custom { return .general }
                default: break
                }
                try binder.bind(value, field: index, of: layout)
                found += 1
            } else if layout.nestedKeys.contains(key) {
                return .general
            }
            ordinal += 1
        }
        return found == layout.fields.count ? .bound : .general
    }

    /// Runs the statement with the bound element (GRDB runs it, so transaction observers
    /// and error reporting are GRDB's).
    mutating func executeBound() throws {
        try statement.execute()
        if binder.capturesKey {
            if deleteMissing { seen.insert(binder.key) }
            if keysLoaded { writer.knownKeys[Record.databaseTableName]?.insert(binder.key) }
        }
    }

    /// Writes an element the fast path left with the general path.
    mutating func writeGenerally(_ element: JSONValue) throws {
        let key = try writer.write(Record.self, json: element, at: .root)
        if deleteMissing { seen.insert(Record.storageKey(key)) }
        if !keysLoaded, writer.knownKeys[Record.databaseTableName] != nil {
            keysLoaded = true
            binder.capturesKey = true
        }
    }

    func finish(written: Int) throws -> ModelStore.SyncResult {
        let deleted = deleteMissing ? try writer.deleteRows(Record.self, notIn: seen) : 0
        return ModelStore.SyncResult(written: written, deleted: deleted)
    }
}
