import Crypto
import Foundation

/// A SHA-256 checksum written as `sha256:<64 lowercase hex digits>`.
///
/// The form of the model hash (`ModelHash`) and of migration checksums alike.
/// Migration checksums are computed over *normalised* text: CRLF and lone CR line
/// endings become LF first, so a Windows checkout (or `core.autocrlf`) of an applied
/// migration does not look like tampering, while any change a human could see does.
public struct Checksum: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The lowercase hex digest, without the `sha256:` prefix.
    public var hex: String

    public init(hex: String) {
        self.hex = hex.lowercased()
    }

    /// The checksum of raw bytes, with no normalisation.
    public init(bytes: some DataProtocol) {
        self.hex = SHA256.hash(data: Data(bytes)).map { String(format: "%02x", $0) }.joined()
    }

    /// The checksum of `text` after line endings are normalised to LF.
    public init(normalizing text: String) {
        self.init(bytes: Data(Checksum.normalizedLineEndings(text).utf8))
    }

    /// Parses `sha256:<hex>`; nil for anything else.
    public init?(parsing text: String) {
        let prefix = "sha256:"
        guard text.hasPrefix(prefix) else { return nil }
        let hex = String(text.dropFirst(prefix.count))
        guard hex.count == 64, hex.allSatisfy(\.isHexDigit) else { return nil }
        self.init(hex: hex)
    }

    /// `sha256:<hex>`.
    public var description: String { "sha256:" + hex }

    /// `text` with CRLF and lone CR replaced by LF.
    public static func normalizedLineEndings(_ text: String) -> String {
        // Most files have no CR at all: a byte scan spares Foundation's copies, which on
        // Linux cost more than hashing a large migration.
        guard text.utf8.contains(UInt8(ascii: "\r")) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }
}
