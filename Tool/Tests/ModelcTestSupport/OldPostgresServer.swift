import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A stand-in for a PostgreSQL server older than 15, on a loopback TCP port: it speaks
/// the frontend/backend protocol (version 3) far enough for a client to log in and run
/// queries, reports `server_version` `14.11`, and answers every query with one text
/// column holding `14.11`, or `140011` when the query names `server_version_num`.
///
/// Only PostgreSQL 15 is installed where the tests run, and a server's version cannot
/// be changed, so the refusal of an old server is tested against this: the real
/// protocol, spoken by a server that is not real. Everything else runs on the real
/// cluster (`PostgresCluster`).
public final class OldPostgresServer: @unchecked Sendable {
    /// The loopback port it listens on (chosen by the system).
    public let port: Int
    private let listener: Int32

    public init() throws {
        let socket = try LoopbackSocket()
        let listener = socket.descriptor
        guard listen(listener, 8) == 0 else {
            close(listener)
            throw PostgresCluster.Failure(description: "the old-server stand-in could not listen: \(String(cString: strerror(errno)))")
        }
        port = socket.port
        self.listener = listener
        Thread.detachNewThread {
            while true {
                let connection = accept(listener, nil, nil)
                if connection < 0 { return }
                Thread.detachNewThread { Self.serve(connection) }
            }
        }
    }

    /// Stops accepting connections.
    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private static func serve(_ connection: Int32) {
        defer { close(connection) }
        // The startup message has no type byte: a length, then the rest. A client that
        // prefers TLS asks first (code 80877103) and is told no ("N").
        guard var length = readInt32(connection), var startup = read(connection, count: Int(length) - 4) else { return }
        if startup == int32(80_877_103) {
            guard write(connection, [UInt8(ascii: "N")]), let next = readInt32(connection), let body = read(connection, count: Int(next) - 4) else { return }
            (length, startup) = (next, body)
        }
        var reply = message("R", int32(0))
        for (name, value) in [("server_version", "14.11"), ("server_encoding", "UTF8"), ("client_encoding", "UTF8"), ("DateStyle", "ISO, MDY"),
                              ("integer_datetimes", "on"), ("standard_conforming_strings", "on"), ("TimeZone", "UTC")] {
            reply += message("S", cString(name) + cString(value))
        }
        reply += message("K", int32(4242) + int32(1)) + message("Z", [UInt8(ascii: "I")])
        guard write(connection, reply) else { return }
        var query = ""
        while let type = read(connection, count: 1)?.first, let length = readInt32(connection), let body = read(connection, count: Int(length) - 4) {
            var answer: [UInt8] = []
            switch UInt8(type) {
            case UInt8(ascii: "P"):
                let text = body.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
                query = text.count > 1 ? String(decoding: text[1], as: UTF8.self) : ""
                answer = message("1", [])
            case UInt8(ascii: "B"): answer = message("2", [])
            case UInt8(ascii: "D"):
                if body.first == UInt8(ascii: "S") { answer = message("t", int16(0)) }
                answer += rowDescription(for: query)
            case UInt8(ascii: "E"): answer = dataRow(for: query)
            case UInt8(ascii: "C"): answer = message("3", [])
            case UInt8(ascii: "S"): answer = message("Z", [UInt8(ascii: "I")])
            case UInt8(ascii: "Q"):
                query = String(decoding: body.prefix { $0 != 0 }, as: UTF8.self)
                answer = rowDescription(for: query) + dataRow(for: query) + message("Z", [UInt8(ascii: "I")])
            case UInt8(ascii: "X"): return
            default: break
            }
            guard write(connection, answer) else { return }
        }
    }

    private static func value(for query: String) -> String {
        query.contains("server_version_num") ? "140011" : "14.11"
    }

    private static func rowDescription(for query: String) -> [UInt8] {
        let name = query.contains("server_version_num") ? "server_version_num" : "server_version"
        // One field: no table, text (oid 25), variable length, no modifier, text format.
        return message("T", int16(1) + cString(name) + int32(0) + int16(0) + int32(25) + int16(-1) + int32(-1) + int16(0))
    }

    private static func dataRow(for query: String) -> [UInt8] {
        let value = Array(value(for: query).utf8)
        return message("D", int16(1) + int32(Int32(value.count)) + value) + message("C", cString("SHOW"))
    }

    private static func message(_ type: Character, _ body: [UInt8]) -> [UInt8] {
        [type.asciiValue ?? 0] + int32(Int32(body.count + 4)) + body
    }

    private static func int32(_ value: Int32) -> [UInt8] { withUnsafeBytes(of: value.bigEndian, Array.init) }
    private static func int16(_ value: Int16) -> [UInt8] { withUnsafeBytes(of: value.bigEndian, Array.init) }
    private static func cString(_ text: String) -> [UInt8] { Array(text.utf8) + [0] }

    private static func readInt32(_ connection: Int32) -> Int32? {
        guard let bytes = read(connection, count: 4) else { return nil }
        return bytes.reduce(0) { $0 << 8 | Int32($1) }
    }

    private static func read(_ connection: Int32, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { recv(connection, $0.baseAddress! + done, count - done, 0) }
            if got <= 0 { return nil }
            done += got
        }
        return bytes
    }

    private static func write(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
        var done = 0
        while done < bytes.count {
            let sent = bytes.withUnsafeBytes { send(connection, $0.baseAddress! + done, bytes.count - done, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return false }
            done += sent
        }
        return true
    }
}
