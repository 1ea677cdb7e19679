import GRDB
import GRDBSQLite

extension Statement {
    /// Runs this statement with `values`, as `execute(arguments:)` does, except that
    /// text holding a NUL character is bound whole.
    ///
    /// GRDB binds a Swift string as C text, up to its first NUL byte: a payload's
    /// `"before\u0000after"` (a Kobo e-reader's database holds such values) was stored as
    /// `before`, while `modelc sync`'s fast path, which binds the bytes with their length,
    /// kept it. Rows without such text run through GRDB unchanged.
    func execute(bindingWhole values: [DatabaseValue], in db: Database) throws {
        let holdsNUL = values.contains { value in
            if case .string(let text) = value.storage { return text.utf8.contains(0) }
            return false
        }
        guard holdsNUL else {
            try execute(arguments: StatementArguments(values))
            return
        }
        let handle = sqliteStatement
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for (offset, value) in values.enumerated() {
            let position = Int32(offset + 1)
            let code: Int32
            switch value.storage {
            case .null: code = sqlite3_bind_null(handle, position)
            case .int64(let number): code = sqlite3_bind_int64(handle, position, number)
            case .double(let number): code = sqlite3_bind_double(handle, position, number)
            case .string(let text):
                var text = text
                code = text.withUTF8 { bytes in
                    bytes.withMemoryRebound(to: CChar.self) { characters in
                        // An empty buffer may have no address, which SQLite would bind as NULL.
                        characters.isEmpty ? sqlite3_bind_text(handle, position, "", 0, transient)
                            : sqlite3_bind_text(handle, position, characters.baseAddress, Int32(characters.count), transient)
                    }
                }
            case .blob(let data):
                code = data.withUnsafeBytes { bytes in sqlite3_bind_blob(handle, position, bytes.baseAddress, Int32(bytes.count), transient) }
            }
            guard code == SQLITE_OK else { throw failure(code, in: db) }
        }
        let stepped = sqlite3_step(handle)
        sqlite3_reset(handle)
        guard stepped == SQLITE_DONE || stepped == SQLITE_ROW else { throw failure(stepped, in: db) }
    }

    /// SQLite's error `code` on `db`, as GRDB reports it (extended code and message).
    private func failure(_ code: Int32, in db: Database) -> DatabaseError {
        let extended = sqlite3_extended_errcode(db.sqliteConnection)
        return DatabaseError(resultCode: ResultCode(rawValue: extended != 0 ? extended : code),
                             message: db.sqliteConnection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }, sql: sql)
    }
}
