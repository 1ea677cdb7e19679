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
        _ type: Record.Type, _ body: (PayloadLayout, LayoutTarget) throws -> ModelStore.SyncResult
    ) throws -> ModelStore.SyncResult? {
        // A record in an ordered to-many takes its place through `insert`, which the fast
        // path does not call.
        guard Record.fieldTable.orderedParents.isEmpty else { return nil }
        return try attempt { try body(Record.payloadLayout, try target(Record.self)) }
    }

    /// Runs `body` inside a savepoint; nil (with the savepoint rolled back and the key sets
    /// and statements forgotten) when anything but a cancellation failed.
    private func attempt<Result>(_ body: () throws -> Result) throws -> Result? {
        var result: Result?
        do {
            try db.inSavepoint {
                result = try body()
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

    /// Where the fast path writes `Record`'s elements, and how it writes the ones it leaves.
    func target<Record: ModelRecord>(_ type: Record.Type) throws -> LayoutTarget {
        LayoutTarget(
            table: Record.databaseTableName, statement: try upsertStatement(Record.self),
            writeGenerally: { element in Record.storageKey(try self.write(Record.self, json: element, at: .root)) },
            deleteRows: { keys in try self.deleteRows(Record.self, notIn: keys) })
    }

    /// Upserts every element of a JSON array of flat objects (UTF-8 bytes) into `table` with
    /// the fast path, without generated records: `layout` describes the table's columns
    /// (`PayloadLayout.Field.column`, the primary key first), built from the model by
    /// whoever has it (`modelc sync`).
    ///
    /// Only elements that name every field are written this way (a new row and an existing
    /// one alike get every column). Returns how many elements were written, or nil —
    /// with everything rolled back — when an element names fewer or nested fields, a value
    /// breaks the layout's rules, the JSON is malformed, or SQLite refuses a row: the
    /// caller then takes its own general path, which reports the error. `progress` hears
    /// the elements written and the fraction of the bytes read every
    /// `SyncProgress.reportingInterval` elements.
    public func syncFlatElements(
        _ jsonData: Data, layout: PayloadLayout, table: String, progress: ((_ written: Int, _ fractionRead: Double) -> Void)? = nil
    ) throws -> Int? {
        try attempt {
            let statement = try db.cachedStatement(sql: ModelSQL.upsert(table: table, columns: layout.fields.map(\.column)))
            statement.setUncheckedArguments(StatementArguments(Array(repeating: DatabaseValue.null, count: layout.fields.count)))
            let target = LayoutTarget(table: table, statement: statement, writeGenerally: { _ in throw PayloadRejected() }, deleteRows: nil)
            return try jsonData.withUnsafeBytes { bytes in
                try syncBytes(bytes, layout: layout, target: target, deleteMissing: false, progress: progress).written
            }
        }
    }

    /// The fast path over decoded elements (`sync(_:json:)`).
    func syncElements(
        _ elements: [JSONValue], layout: PayloadLayout, target: LayoutTarget, deleteMissing: Bool
    ) throws -> ModelStore.SyncResult {
        let scratch = TextScratch()
        var run = LayoutRun(writer: self, layout: layout, target: target, deleteMissing: deleteMissing, scratch: scratch)
        // Text is bound in place from the scratch (SQLITE_STATIC): no binding may outlive it.
        defer {
            sqlite3_clear_bindings(run.target.statement.sqliteStatement)
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
    func syncBytes(
        _ bytes: UnsafeRawBufferPointer, layout: PayloadLayout, target: LayoutTarget, deleteMissing: Bool,
        progress: ((_ written: Int, _ fractionRead: Double) -> Void)? = nil
    ) throws -> ModelStore.SyncResult {
        let scratch = TextScratch()
        var run = LayoutRun(writer: self, layout: layout, target: target, deleteMissing: deleteMissing, scratch: scratch)
        // Text is bound in place from `bytes` and the scratch (SQLITE_STATIC): no binding
        // may outlive them.
        defer {
            sqlite3_clear_bindings(run.target.statement.sqliteStatement)
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
                if let progress, written % SyncProgress.reportingInterval == 0 {
                    progress(written, Double(scanner.offset) / Double(bytes.count))
                }
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

/// Where a fast-path sync writes: the table, its upsert statement (columns in the
/// layout's field order), and the general path for elements the fast path leaves (it
/// returns the element's stored key) and for `deleteMissing`.
struct LayoutTarget {
    let table: String
    let statement: Statement
    let writeGenerally: (JSONValue) throws -> DatabaseValue
    /// Deletes the rows whose keys are not among those given; nil where the sync cannot
    /// delete (it is then never asked to).
    let deleteRows: ((Set<DatabaseValue>) throws -> Int)?
}

/// One fast-path sync of a table: the binder, the steps, and the keys the rest of the
/// writer must learn about.
private struct LayoutRun {
    let writer: ModelWriter
    let layout: PayloadLayout
    let target: LayoutTarget
    let deleteMissing: Bool
    var binder: RowBinder
    var state: ElementState
    var steps = DirectSteps()
    /// Keys written, for `deleteMissing`.
    var seen = Set<DatabaseValue>()
    /// Whether the writer holds the table's key set, which every written key must then join
    /// (a later element of the general path asks it whether its row exists).
    var keysLoaded: Bool

    init(writer: ModelWriter, layout: PayloadLayout, target: LayoutTarget, deleteMissing: Bool, scratch: TextScratch) {
        self.writer = writer
        self.layout = layout
        self.target = target
        self.deleteMissing = deleteMissing
        binder = RowBinder(handle: target.statement.sqliteStatement, scratch: scratch)
        state = ElementState(fieldCount: layout.fields.count)
        keysLoaded = writer.knownKeys[target.table] != nil
        binder.capturesKey = deleteMissing || keysLoaded
    }

    /// Resets the statement and the row's text space so the next element can be bound.
    func prepareRow() {
        sqlite3_reset(target.statement.sqliteStatement)
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

    /// Runs the statement with the bound element: stepped with the C API (see
    /// `DirectSteps`), or by GRDB when the writer reports each row.
    mutating func executeBound() throws {
        if writer.reportsEachRow {
            try target.statement.execute()
        } else {
            try steps.step(target.statement, in: writer.db)
        }
        if binder.capturesKey {
            if deleteMissing { seen.insert(binder.key) }
            if keysLoaded { writer.knownKeys[target.table]?.insert(binder.key) }
        }
    }

    /// Writes an element the fast path left with the general path.
    mutating func writeGenerally(_ element: JSONValue) throws {
        let key = try target.writeGenerally(element)
        if deleteMissing { seen.insert(key) }
        if !keysLoaded, writer.knownKeys[target.table] != nil {
            keysLoaded = true
            binder.capturesKey = true
        }
    }

    mutating func finish(written: Int) throws -> ModelStore.SyncResult {
        try steps.notifyObservers(ofChangesIn: target.table, in: writer.db)
        guard deleteMissing else { return ModelStore.SyncResult(written: written, deleted: 0) }
        guard let deleteRows = target.deleteRows else { throw PayloadRejected() }
        return ModelStore.SyncResult(written: written, deleted: try deleteRows(seen))
    }
}
