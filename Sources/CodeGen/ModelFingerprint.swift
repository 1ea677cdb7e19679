import Foundation
import ModelKit

/// A stable fingerprint of a model, the default for generated headers when the caller
/// passes no hash (CodeGen depends on ModelKit only; `modelc generate` passes the
/// SHA-256 `ModelHash` that migration files record).
///
/// It is FNV-1a 64 over the model's canonical JSON (sorted keys, locations excluded by
/// the model's `Encodable` conformance), so layout and comments in the YAML do not
/// change it. FNV-1a is not cryptographic; it only has to notice edits.
public enum ModelFingerprint {
    /// `fnv1a64:0123456789abcdef`.
    public static func of(_ model: Model) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(model)) ?? Data()
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
