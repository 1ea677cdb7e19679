import Foundation

/// How a store's `-wal` file ends: whether its last write is whole.
///
/// SQLite reads a write-ahead log up to its last commit frame and ignores what follows,
/// so a `-wal` copied while the app was writing (a backup tool, a simulator folder
/// copied mid-save) imports without error, short of the rows of that write: FlickrSearcher's
/// fixture store, whose rows are all in its `-wal`, imported 100 of 109 photos from a
/// copy cut mid-frame, and "every count matches". The format ("Write-Ahead Log File
/// Format" in SQLite's file format document): a 32-byte header (magic, version, page
/// size at offset 8, checkpoint sequence, two salts at 16 and 20, checksums), then frames
/// of a 24-byte header (page number, the database size in pages for a commit frame or 0,
/// the header's salts) and one page. A frame whose salts differ from the header's is left
/// from an earlier use of the file and ends the log.
enum WriteAheadLogTail {
    /// The bytes of the `-wal` at `path` after its last complete commit, when they hold a
    /// write that did not finish (a partial frame, or frames of the current log after the
    /// last commit); nil when the log ends on a commit, is empty, or is not there.
    static func unfinishedBytes(at path: String) -> Int? {
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else { return nil }
        let bytes = [UInt8](data)
        guard bytes.count >= 32 else { return bytes.count }
        func word(_ offset: Int) -> UInt32 {
            bytes[offset ..< offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }
        guard word(0) == 0x377F_0682 || word(0) == 0x377F_0683 else { return nil }
        let pageSize = Int(word(8) == 1 ? 65536 : word(8))
        guard pageSize >= 512 else { return nil }
        let frameSize = 24 + pageSize
        let salts = (word(16), word(20))
        var offset = 32
        var committedEnd = 32
        while offset + frameSize <= bytes.count {
            guard (word(offset + 8), word(offset + 12)) == salts else { break }
            offset += frameSize
            if word(offset - frameSize + 4) != 0 { committedEnd = offset }
        }
        // A partial frame at the end is a write cut short, whatever came before it; frames
        // of an earlier log after the current one's (a whole frame or more) are not.
        let rest = bytes.count - offset
        let unfinished = (offset - committedEnd) + (rest < frameSize ? rest : 0)
        return unfinished > 0 ? unfinished : nil
    }
}
