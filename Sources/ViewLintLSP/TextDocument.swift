import ViewLintCore
/// A position as the protocol counts it: 0-based line, 0-based character in UTF-16 code units.
struct Position: Equatable, Comparable {
    var line: Int
    var character: Int

    static func < (a: Position, b: Position) -> Bool { (a.line, a.character) < (b.line, b.character) }

    var json: JSONNode { ["line": .int(line), "character": .int(character)] }

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// nil when the value is not a position (missing or negative fields).
    init?(_ j: JSONNode?) {
        guard let l = j?["line"]?.int, let c = j?["character"]?.int, l >= 0, c >= 0 else { return nil }
        line = l
        character = c
    }
}

struct TextRange: Equatable {
    var start: Position
    var end: Position

    var json: JSONNode { ["start": start.json, "end": end.json] }

    init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    init?(_ j: JSONNode?) {
        guard let s = Position(j?["start"]), let e = Position(j?["end"]), s <= e else { return nil }
        start = s
        end = e
    }
}

/// One open buffer: its text as UTF-8 bytes, the byte offset where each line starts, and
/// conversions between byte offsets and protocol positions. Lines end at LF, CRLF or CR,
/// as the protocol counts them.
struct TextDocument {
    let uri: String
    /// The file's path for `file:` URIs.
    let path: String?
    var languageID: String
    var version: Int
    private(set) var bytes: [UInt8]
    private(set) var lineStarts: [Int]

    init(uri: String, languageID: String, version: Int, text: String) {
        self.uri = uri
        self.path = FileURI.path(uri)
        self.languageID = languageID
        self.version = version
        self.bytes = Array(text.utf8)
        self.lineStarts = Self.lineStarts(bytes)
    }

    var lineCount: Int { lineStarts.count }
    var text: String { String(decoding: bytes, as: UTF8.self) }

    static func lineStarts(_ b: [UInt8]) -> [Int] { SourceFile.computeLineStarts(b) }

    /// The byte offset just past the content of a line (before its line break).
    func lineContentEnd(_ line: Int) -> Int {
        var e = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        let s = lineStarts[line]
        if e > s, bytes[e - 1] == 10 { e -= 1 }
        if e > s, bytes[e - 1] == 13 { e -= 1 }
        return e
    }

    /// The byte offset of a position; nil when the line is past the end. A character past
    /// the end of its line means the end of the line, as the protocol says.
    func offset(of p: Position) -> Int? {
        guard p.line >= 0, p.line < lineStarts.count, p.character >= 0 else { return nil }
        let end = lineContentEnd(p.line)
        var i = lineStarts[p.line]
        var units = 0
        while i < end, units < p.character {
            let c = bytes[i]
            let len = c < 0x80 ? 1 : (c < 0xE0 ? 2 : (c < 0xF0 ? 3 : 4))
            let u = len == 4 ? 2 : 1
            // A character inside a surrogate pair stays before the scalar.
            if units + u > p.character { break }
            units += u
            i = min(end, i + len)
        }
        return i
    }

    /// The same, for edits: a position past the last line is the end of the document.
    func clampedOffset(of p: Position) -> Int {
        if p.line >= lineStarts.count { return bytes.count }
        return offset(of: p) ?? bytes.count
    }

    /// The protocol position of a byte offset (clamped to the document).
    func position(of offset: Int) -> Position {
        let o = max(0, min(offset, bytes.count))
        let lo = SourceFile.lineIndex(of: o, in: lineStarts)
        var units = 0
        var i = lineStarts[lo]
        while i < o {
            let c = bytes[i]
            if c & 0xC0 != 0x80 { units += c >= 0xF0 ? 2 : 1 }
            i += 1
        }
        return Position(line: lo, character: units)
    }

    /// The 0-based line of a byte offset.
    func line(of offset: Int) -> Int { position(of: offset).line }

    /// The text of a line without its break.
    func lineText(_ line: Int) -> [UInt8] {
        guard line >= 0, line < lineStarts.count else { return [] }
        return Array(bytes[lineStarts[line]..<lineContentEnd(line)])
    }

    /// The line break the line ends with ("\n" when it is the last line).
    func lineBreak(after line: Int) -> String {
        guard line + 1 < lineStarts.count else {
            // The document's first break, for a comment inserted above the last line.
            if lineStarts.count > 1 { return lineBreak(after: 0) }
            return "\n"
        }
        let e = lineStarts[line + 1]
        if e >= 2, bytes[e - 2] == 13, bytes[e - 1] == 10 { return "\r\n" }
        return bytes[e - 1] == 13 ? "\r" : "\n"
    }

    mutating func replaceAll(_ text: String) {
        bytes = Array(text.utf8)
        lineStarts = Self.lineStarts(bytes)
    }

    /// An incremental change: replaces the text between two positions.
    mutating func replace(_ range: TextRange, with text: String) {
        let s = clampedOffset(of: range.start)
        let e = max(s, clampedOffset(of: range.end))
        bytes.replaceSubrange(s..<e, with: Array(text.utf8))
        lineStarts = Self.lineStarts(bytes)
    }
}

/// `file:` URIs and paths.
enum FileURI {
    /// The path of a `file:` URI (percent-decoded), nil for other schemes.
    static func path(_ uri: String) -> String? {
        var s = Substring(uri)
        guard s.lowercased().hasPrefix("file:") else { return nil }
        s = s.dropFirst(5)
        if s.hasPrefix("//") {
            s = s.dropFirst(2)
            // An authority: empty or localhost.
            guard let slash = s.firstIndex(of: "/") else { return nil }
            let host = s[..<slash].lowercased()
            guard host.isEmpty || host == "localhost" else { return nil }
            s = s[slash...]
        }
        guard s.hasPrefix("/") else { return nil }
        if let q = s.firstIndex(where: { $0 == "?" || $0 == "#" }) { s = s[..<q] }
        var out: [UInt8] = []
        let b = Array(s.utf8)
        var i = 0
        while i < b.count {
            if b[i] == UInt8(ascii: "%"), i + 2 < b.count, let h = hex(b[i + 1]), let l = hex(b[i + 2]) {
                out.append(h << 4 | l)
                i += 3
            } else {
                out.append(b[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A `file://` URI for an absolute path (everything but unreserved characters and `/`
    /// percent-encoded).
    static func uri(_ path: String) -> String {
        var out = "file://"
        for c in path.utf8 {
            switch c {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(c))
            default:
                let h = String(c, radix: 16, uppercase: true)
                out += "%" + (h.count == 1 ? "0" + h : h)
            }
        }
        return out
    }

    private static func hex(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x30...0x39: return c - 0x30
        case 0x41...0x46: return c - 0x41 + 10
        case 0x61...0x66: return c - 0x61 + 10
        default: return nil
        }
    }
}
