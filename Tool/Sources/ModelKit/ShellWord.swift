import Foundation

/// A path or value as a command line a hint suggests must spell it so that pasting the
/// command into a POSIX shell gives the program that same word: as it is when it holds
/// only characters no shell treats specially, else in single quotes (a quote inside
/// written `'\''`). The one rule for every hint that names a user's path
/// (`modelc migrate --db 'my db.sqlite'`).
public enum ShellWord {
    /// `word`, quoted for a shell when it needs to be.
    public static func quoted(_ word: String) -> String {
        guard word.isEmpty || word.unicodeScalars.contains(where: { !isPlain($0) }) else { return word }
        return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// Letters, digits and the punctuation shells pass through untouched in a word.
    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "@", "%", "+", "=", ":", ",", ".", "/", "_", "-": true
        default: false
        }
    }
}
