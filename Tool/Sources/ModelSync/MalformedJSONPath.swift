import Foundation
import ModelRuntime

extension JSONPath {
    /// Where in the document the byte at `offset` of malformed JSON sits: the keys and
    /// indexes of the containers open there (`[2].name` for an error inside the third
    /// element's `name` value), so a parse error names the element as well as the byte.
    ///
    /// It follows only the structure (brackets, braces, commas, colons, keys), which is
    /// well formed up to the point where the parser stopped.
    static func enclosing(offset: Int, in data: Data) -> JSONPath {
        enum Frame {
            case array(index: Int)
            case object(key: String?)
        }
        var frames: [Frame] = []
        var lastString: [UInt8] = []
        var index = 0
        let bytes = [UInt8](data.prefix(offset))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                lastString = []
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    if index < bytes.count { lastString.append(bytes[index]) }
                    index += 1
                }
            case UInt8(ascii: "["): frames.append(.array(index: 0))
            case UInt8(ascii: "{"): frames.append(.object(key: nil))
            case UInt8(ascii: "]"), UInt8(ascii: "}"): _ = frames.popLast()
            case UInt8(ascii: ":"):
                if case .object? = frames.last { frames[frames.count - 1] = .object(key: String(decoding: lastString, as: UTF8.self)) }
            case UInt8(ascii: ","):
                switch frames.last {
                case .array(let position)?: frames[frames.count - 1] = .array(index: position + 1)
                case .object?: frames[frames.count - 1] = .object(key: nil)
                case nil: break
                }
            default: break
            }
            index += 1
        }
        return JSONPath(frames.compactMap { frame in
            switch frame {
            case .array(let position): .index(position)
            case .object(let key): key.map { .key($0) }
            }
        })
    }
}
