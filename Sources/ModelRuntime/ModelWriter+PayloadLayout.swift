import Foundation
import GRDB
import GRDBSQLite

/// The sync fast path: flat elements bound field by field into the cached upsert
/// statement with a `PayloadLayout` (see there for what it takes and what it leaves to the
/// general path), `LayoutTarget.rowsPerBatch` elements per statement, stepped with the C
/// API (`DirectSteps`).
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
            batch: try batchStatement(table: Record.databaseTableName, columns: Record.storageColumns, key: Record.primaryKeyColumn),
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
            let columns = layout.fields.map(\.column)
            let statement = try db.cachedStatement(sql: ModelSQL.upsert(table: table, columns: columns))
            statement.setUncheckedArguments(StatementArguments(Array(repeating: DatabaseValue.null, count: columns.count)))
            let target = LayoutTarget(
                table: table, statement: statement, batch: try batchStatement(table: table, columns: columns, key: columns[0]),
                writeGenerally: { _ in throw PayloadRejected() }, deleteRows: nil)
            return try jsonData.withUnsafeBytes { bytes in
                try syncBytes(bytes, layout: layout, target: target, deleteMissing: false, progress: progress).written
            }
        }
    }

    /// The upsert of `LayoutTarget.rowsPerBatch` rows at once, marked as bound for GRDB;
    /// nil when a row has so many columns that a batch would pass SQLite's oldest limit on
    /// parameters (999).
    func batchStatement(table: String, columns: [String], key: String) throws -> Statement? {
        let parameters = columns.count * LayoutTarget.rowsPerBatch
        guard parameters <= 999 else { return nil }
        let statement = try db.cachedStatement(sql: ModelSQL.upsert(table: table, columns: columns, key: key, rows: LayoutTarget.rowsPerBatch))
        statement.setUncheckedArguments(StatementArguments(Array(repeating: DatabaseValue.null, count: parameters)))
        return statement
    }

    /// The fast path over decoded elements (`sync(_:json:)`).
    func syncElements(
        _ elements: [JSONValue], layout: PayloadLayout, target: LayoutTarget, deleteMissing: Bool
    ) throws -> ModelStore.SyncResult {
        let scratch = TextScratch()
        var run = LayoutRun(writer: self, layout: layout, target: target, deleteMissing: deleteMissing, scratch: scratch)
        // Text is bound in place from the scratch (SQLITE_STATIC): no binding may outlive it.
        defer {
            run.clearBindings()
            withExtendedLifetime(scratch) {}
        }
        // Where the elements bound into the batch statement are, to bind them again one by
        // one when the batch is cut short.
        var pending: [Int] = []
        func writePendingOneByOne() throws {
            for index in pending {
                guard try run.bind(elements[index], batched: false) == .bound else { throw PayloadRejected() }
                try run.executeBound()
            }
            pending.removeAll(keepingCapacity: true)
            run.batchEmptied()
        }
        for (index, element) in elements.enumerated() {
            if try run.bind(element, batched: true) == .bound {
                pending.append(index)
                if try run.rowBatched() { pending.removeAll(keepingCapacity: true) }
            } else {
                try writePendingOneByOne()
                try run.writeGenerally(element)
            }
        }
        try writePendingOneByOne()
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
            run.clearBindings()
            withExtendedLifetime(scratch) {}
        }
        var scanner = JSONScanner(bytes: bytes)
        // Where the elements bound into the batch statement start, to bind them again one
        // by one when the batch is cut short.
        var pending: [Int] = []
        func writePendingOneByOne() throws {
            var rescanner = scanner
            for start in pending {
                rescanner.offset = start
                run.prepareRow(batched: false)
                guard try run.bindElement(scanning: &rescanner) == .bound else { throw PayloadRejected() }
                try run.executeBound()
            }
            pending.removeAll(keepingCapacity: true)
            run.batchEmptied()
        }
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
                run.prepareRow(batched: true)
                if try run.bindElement(scanning: &scanner) == .bound {
                    pending.append(start)
                    if try run.rowBatched() { pending.removeAll(keepingCapacity: true) }
                } else {
                    try writePendingOneByOne()
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
        try writePendingOneByOne()
        return try run.finish(written: written)
    }
}

/// Where a fast-path sync writes: the table, its upsert statement (columns in the
/// layout's field order), and the general path for elements the fast path leaves (it
/// returns the element's stored key) and for `deleteMissing`.
struct LayoutTarget {
    /// Elements written by one statement: SQLite's work per statement (starting the
    /// program, opening the table, resetting) is shared by this many rows, which makes the
    /// fast path cheaper than a loop of one-row statements (docs/performance.md).
    static let rowsPerBatch = 16

    let table: String
    let statement: Statement
    /// The upsert of `rowsPerBatch` rows, the same columns in the same order each; nil
    /// when rows are too wide (then each element is its own statement).
    let batch: Statement?
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

    /// Elements bound into the batch statement and not yet written.
    private(set) var batched = 0

    /// Points the binder at the next element's place: the next row of the batch statement,
    /// or the one-row statement (reset, with the row's text space).
    mutating func prepareRow(batched useBatch: Bool) {
        if useBatch, let batch = target.batch {
            if batched == 0 {
                sqlite3_reset(batch.sqliteStatement)
                binder.scratch?.startRow()
            }
            binder.handle = batch.sqliteStatement
            binder.offset = Int32(batched * layout.fields.count)
        } else {
            sqlite3_reset(target.statement.sqliteStatement)
            // The batch's text stays in the scratch until the batch is written or dropped.
            if batched == 0 { binder.scratch?.startRow() }
            binder.handle = target.statement.sqliteStatement
            binder.offset = 0
        }
    }

    /// Counts an element bound into the batch statement (keeping its key), and runs the
    /// statement when the batch is full; true when it ran. Without a batch statement the
    /// element was bound into the one-row statement, which runs now.
    mutating func rowBatched() throws -> Bool {
        guard let batch = target.batch else {
            try executeBound()
            return true
        }
        captureKey()
        batched += 1
        guard batched == LayoutTarget.rowsPerBatch else { return false }
        if writer.reportsEachRow {
            try batch.execute()
        } else {
            try steps.step(batch, rows: batched, in: writer.db)
        }
        batched = 0
        return true
    }

    /// Forgets the elements of an unfinished batch, once they are written one by one.
    mutating func batchEmptied() {
        batched = 0
    }

    /// Clears both statements' bindings (text is bound in place, and must not outlive the
    /// payload or the scratch).
    func clearBindings() {
        sqlite3_clear_bindings(target.statement.sqliteStatement)
        if let batch = target.batch { sqlite3_clear_bindings(batch.sqliteStatement) }
    }

    /// Binds the element at the scanner's offset (see `JSONScanner.bindElement`).
    mutating func bindElement(scanning scanner: inout JSONScanner) throws -> JSONScanner.ElementOutcome {
        try scanner.bindElement(layout, into: &binder, tracking: &state)
    }

    /// Binds a decoded element; `.general` when the general path must write it.
    mutating func bind(_ element: JSONValue, batched useBatch: Bool) throws -> JSONScanner.ElementOutcome {
        guard case .object(let members) = element else { return .general }
        prepareRow(batched: useBatch)
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
            try steps.step(target.statement, rows: 1, in: writer.db)
        }
        captureKey()
    }

    /// Keeps the bound element's key where the rest of the writer needs it.
    private mutating func captureKey() {
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
