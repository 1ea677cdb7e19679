import Foundation

/// The identity of one model version: SHA-256 of its canonical JSON.
///
/// The JSON is produced with sorted keys and without source locations (the model types
/// exclude them from `Encodable`), so reformatting a YAML file, reordering its keys or
/// converting it to JSON keeps the hash; changing anything the compiler or code
/// generator reads changes it. Migration file headers and the history table record it,
/// which is how `modelc check` notices a model edited after its migration was made.
///
/// It lives beside the model types so that everything naming a model version names it
/// the same way: migration headers and the history (Migration) and the do-not-edit
/// header and `fingerprint` of generated code (CodeGen) all read this one hash.
public enum ModelHash {
    /// The hash of `model`.
    public static func of(_ model: Model) -> Checksum {
        Checksum(bytes: canonicalJSON(model))
    }

    /// The canonical JSON bytes the hash is computed over.
    public static func canonicalJSON(_ model: Model) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        // With non-finite doubles spelled out, encoding these plain value types with
        // string keys cannot fail.
        return (try? encoder.encode(model)) ?? Data()
    }
}
