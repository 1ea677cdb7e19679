/// The text of generated values for a `string` attribute whose column a server declares
/// with a type of its own (an adopted schema's `sqlType:`): `integer[]`, `interval`,
/// `point`, `int4range`, `inet`, `macaddr`, `bit(8)`, `money`, `json`, `xml`, `tsvector`, ….
///
/// Rows are generated in SQLite and loaded into the server as text, which the server
/// parses by the column's type: ordinary text (`text 7`) is "a malformed array literal"
/// there, and the whole path failed before a migration ran. Each value here is one the
/// type reads, different from row to row (`{i}` is the row's index), so a path fills the
/// table. What the server keeps is read back before and after migrating alike, so its
/// own spelling of a value (`'3 days 04:00:00'`) is what the two sides compare.
struct ServerTypeText {
    /// The SQL of row `{i}`'s value.
    var ordinary: String

    init?(_ declaredType: String?) {
        guard let declared = declaredType?.trimmingCharacters(in: .whitespaces).lowercased(), !declared.isEmpty else { return nil }
        if declared.hasSuffix("[]") {
            ordinary = Self.array(of: String(declared.dropLast(2)).trimmingCharacters(in: .whitespaces))
            return
        }
        let name = String(declared.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        let size = Self.size(in: declared)
        switch name {
        case "interval": ordinary = "printf('%d days %d:%02d:00', {i} % 400, {i} % 24, {i} % 60)"
        case "point": ordinary = "printf('(%d,%d)', {i}, -{i})"
        case "line": ordinary = "printf('{1,-1,%d}', {i})"
        case "lseg", "path": ordinary = "printf('[(0,0),(%d,1)]', {i} + 1)"
        case "box": ordinary = "printf('(%d,%d),(0,0)', {i} + 1, {i} + 1)"
        case "polygon": ordinary = "printf('((0,0),(%d,0),(0,1))', {i} + 1)"
        case "circle": ordinary = "printf('<(0,0),%d>', {i} + 1)"
        case "int4range", "int8range": ordinary = "printf('[%d,%d)', {i}, {i} + 5)"
        case "numrange": ordinary = "printf('[%d.5,%d.5)', {i}, {i} + 1)"
        case "daterange": ordinary = "printf('[%s,%s)', date(1700000000 + {i} * 86400, 'unixepoch'), date(1700000000 + ({i} + 7) * 86400, 'unixepoch'))"
        case "tsrange", "tstzrange":
            ordinary = "printf('[\"%s\",\"%s\")', datetime(1700000000 + {i} * 3607, 'unixepoch'), datetime(1700000000 + {i} * 3607 + 3600, 'unixepoch'))"
        case "int4multirange", "int8multirange": ordinary = "printf('{[%d,%d)}', {i}, {i} + 5)"
        case "inet": ordinary = "printf('10.%d.%d.%d', ({i} / 65536) % 256, ({i} / 256) % 256, {i} % 256)"
        case "cidr": ordinary = "printf('10.%d.%d.0/24', ({i} / 256) % 256, {i} % 256)"
        case "macaddr": ordinary = "printf('08:00:2b:%02x:%02x:%02x', ({i} / 65536) % 256, ({i} / 256) % 256, {i} % 256)"
        case "macaddr8": ordinary = "printf('08:00:2b:ff:fe:%02x:%02x:%02x', ({i} / 65536) % 256, ({i} / 256) % 256, {i} % 256)"
        case "bit":
            // `bit(n)` takes exactly n bits (`bit` alone is one); `bit varying(n)` at most n.
            ordinary = Self.bits("{i}", length: size ?? (declared.contains("varying") ? 16 : 1))
        case "varbit": ordinary = Self.bits("{i}", length: size ?? 16)
        case "money": ordinary = "printf('%d.%02d', {i}, {i} % 100)"
        case "oid": ordinary = "CAST({i} + 1 AS TEXT)"
        case "json", "jsonb": ordinary = "json_object('n', {i})"
        case "xml": ordinary = "printf('<v n=\"%d\"/>', {i})"
        case "tsvector": ordinary = "printf('word%d other', {i})"
        case "tsquery": ordinary = "printf('word%d', {i})"
        // The types of the extensions a server ships (`extensions:`).
        case "cube": ordinary = "printf('(%d, %d)', {i}, -{i})"
        case "hstore": ordinary = "printf('\"n\"=>\"%d\"', {i})"
        case "ltree": ordinary = "printf('top.n%d', {i})"
        // earthdistance's domain over `cube`: a point on the earth's surface, `earth()`
        // (6378168 m) from its centre.
        case "earth": ordinary = "CASE {i} % 3 WHEN 0 THEN '(6378168, 0, 0)' WHEN 1 THEN '(0, 6378168, 0)' ELSE '(0, 0, -6378168)' END"
        default: return nil
        }
    }

    /// `length` bits of the row's index (its low bits, zeros before them): what `bit(n)`
    /// takes exactly and `bit varying(n)` at most. SQLite's `printf` has no binary
    /// conversion, so each place is its own `0` or `1`. The leading `B`, which the
    /// server's bit input reads as "binary digits follow", keeps the text from looking
    /// like a number to the SQLite file the rows are generated in (`bit(8)` has NUMERIC
    /// affinity there, which made `00000001` the integer 1, one bit).
    private static func bits(_ index: String, length: Int) -> String {
        let places = Swift.max(1, Swift.min(length, 30))
        let digits = (0..<places).reversed().map { "(((\(index)) >> \($0)) & 1)" }.joined(separator: " || ")
        let padding = length > places ? "'\(String(repeating: "0", count: length - places))' || " : ""
        return "'B' || " + padding + digits
    }

    /// The `(n)` of a declared type (`bit(8)`, `character varying(3)`), if any.
    private static func size(in declared: String) -> Int? {
        guard let open = declared.firstIndex(of: "("), let close = declared[open...].firstIndex(of: ")") else { return nil }
        return Int(declared[declared.index(after: open)..<close].split(separator: ",").first?.trimmingCharacters(in: .whitespaces) ?? "")
    }

    /// A one- or two-element array of values of the element type, in the server's array
    /// syntax (`{1,2}`, `{"v7"}`); an empty array (`{}`) where no element is generated.
    private static func array(of element: String) -> String {
        let name = String(element.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        switch name {
        case "smallint", "integer", "int", "int2", "int4", "int8", "bigint":
            return "printf('{%d,%d}', {i} % 1000, ({i} + 1) % 1000)"
        case "real", "double", "float4", "float8", "numeric", "decimal":
            return "printf('{%d.5}', {i} % 1000)"
        case "boolean", "bool":
            return "CASE {i} % 2 WHEN 0 THEN '{t,f}' ELSE '{f}' END"
        case "text", "character", "char", "varchar", "citext", "name":
            // Within any declared length: `v` and the index's last digits.
            let length = size(in: element) ?? 8
            return "printf('{\"%s\"}', substr('v' || {i}, 1, \(Swift.max(1, length))))"
        case "uuid":
            return "printf('{%08x-0000-4000-8000-%012x}', {i}, {i})"
        default:
            if let scalar = ServerTypeText(element) {
                return "printf('{\"%s\"}', replace(\(scalar.ordinary), '\"', '\\\"'))"
            }
            return "'{}'"
        }
    }
}
