import Foundation

/// How a store's `-wal` file ends: whether its last write is whole.
///
/// SQLite reads a write-ahead log up to its last commit frame and ignores what follows,
/// so a `-wal` copied while the app was writing (a backup tool, a simulator folder
/// copied mid-save) imports without error, short of the rows of that write: FlickrSearcher's
/// fixture store, whose rows are all in its `-wal`, imported 100 of 109 photos from a
/// copy cut mid-frame, and "every count matches". The format ("Write-Ahead Log File
/// Format" in SQLite's file format document): a 32-byte header (magic, version, page
/// size at offset 8, checkpoint sequence, two salts at 16 and 20, a checksum of the
/// first 24 bytes at 24 and 28), then frames of a 24-byte header (page number, the
/// database size in pages for a commit frame or 0, the header's salts, a checksum at 16
/// and 20) and one page. A frame whose salts differ from the header's is left from an
/// earlier use of the file and ends the log; so does a frame whose checksum (cumulative
/// from the header's, over the frame header's first 8 bytes and its page) is wrong: a
/// page copied half written, or damaged. Mix-a-Drink's store, its rows all in its
/// `-wal`, imported none of them with one byte of frame 400 of 733 changed, and no word.
/// A header whose own checksum is wrong makes SQLite ignore the whole log.
enum WriteAheadLogTail {
    /// The bytes of the `-wal` at `path` after its last complete commit that SQLite
    /// reads, when they hold a write that did not finish or is damaged (a partial frame,
    /// frames of the current log after the last commit, a frame whose checksum is wrong
    /// and what follows it); nil when the log ends on a commit, is empty, or is not there.
    static func unfinishedBytes(at path: String) -> Int? {
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else { return nil }
        let bytes = [UInt8](data)
        guard bytes.count >= 32 else { return bytes.count }
        /// A big-endian word, as the file's fields are written.
        func word(_ offset: Int) -> UInt32 {
            UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
        }
        guard word(0) == 0x377F_0682 || word(0) == 0x377F_0683 else { return nil }
        // The magic's last bit says the byte order of the words the checksums add up.
        let bigEndian = word(0) == 0x377F_0683
        func checksum(_ range: Range<Int>, from seed: (UInt32, UInt32)) -> (UInt32, UInt32) {
            var (first, second) = seed
            var offset = range.lowerBound
            while offset < range.upperBound {
                let (a, b) = bigEndian ? (word(offset), word(offset + 4)) : (word(offset).byteSwapped, word(offset + 4).byteSwapped)
                first = first &+ a &+ second
                second = second &+ b &+ first
                offset += 8
            }
            return (first, second)
        }
        var sums = checksum(0 ..< 24, from: (0, 0))
        guard sums == (word(24), word(28)) else { return bytes.count > 32 ? bytes.count - 32 : nil }
        let pageSize = Int(word(8) == 1 ? 65536 : word(8))
        guard pageSize >= 512 else { return nil }
        let frameSize = 24 + pageSize
        let salts = (word(16), word(20))
        var offset = 32
        var committedEnd = 32
        var damaged = false
        while offset + frameSize <= bytes.count {
            guard (word(offset + 8), word(offset + 12)) == salts else { break }
            let frameSums = checksum(offset + 24 ..< offset + frameSize, from: checksum(offset ..< offset + 8, from: sums))
            guard frameSums == (word(offset + 16), word(offset + 20)) else {
                damaged = true
                break
            }
            sums = frameSums
            offset += frameSize
            if word(offset - frameSize + 4) != 0 { committedEnd = offset }
        }
        // A partial frame at the end is a write cut short, whatever came before it; frames
        // of an earlier log after the current one's (a whole frame or more) are not. A
        // damaged frame ends what SQLite reads: every byte after the last commit before it.
        let rest = bytes.count - offset
        let unfinished = damaged ? bytes.count - committedEnd : (offset - committedEnd) + (rest < frameSize ? rest : 0)
        return unfinished > 0 ? unfinished : nil
    }
}
