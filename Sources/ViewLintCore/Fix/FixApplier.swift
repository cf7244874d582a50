/// Applies fixes to a file's text: the non-overlapping ones in one go (a later pass picks up
/// the rest), with replacements written in the file's own line ending.
public enum FixApplier {
    /// Applies every fix of `fixes` that overlaps no fix applied before it (in file order);
    /// returns the new text and the fixes applied. Edits out of range are never applied.
    public static func apply(_ fixes: [Fix], to text: [UInt8]) -> (text: [UInt8], applied: [Int]) {
        let ending = lineEnding(of: text)
        var chosen: [(index: Int, fix: Fix)] = []
        var taken: [Range<Int>] = []
        let order = fixes.indices.sorted { (fixes[$0].span.lowerBound, $0) < (fixes[$1].span.lowerBound, $1) }
        for i in order {
            let f = fixes[i]
            guard !f.edits.isEmpty, f.edits.allSatisfy({ $0.start >= 0 && $0.end <= text.count && $0.start <= $0.end }),
                  !editsOverlap(f.edits) else { continue }
            if f.edits.contains(where: { e in taken.contains { overlaps($0, e.start..<e.end) } }) { continue }
            chosen.append((i, f))
            taken += f.edits.map { $0.start..<$0.end }
        }
        var edits = chosen.flatMap { $0.fix.edits }
        edits.sort { $0.start > $1.start }   // from the end, so earlier offsets stay valid
        var out = text
        for e in edits {
            var r = Array(e.replacement.utf8)
            if ending != [10] { r = replaceNewlines(r, with: ending) }
            out.replaceSubrange(e.start..<e.end, with: r)
        }
        return (out, chosen.map { $0.index }.sorted())
    }

    /// Two ranges overlap, or an insertion touches the other edit (at the same point, or at
    /// either end of a replaced range): the order of the two would be a guess.
    static func overlaps(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if a.isEmpty || b.isEmpty { return a.lowerBound <= b.upperBound && b.lowerBound <= a.upperBound }
        return a.lowerBound < b.upperBound && b.lowerBound < a.upperBound
    }

    static func editsOverlap(_ edits: [TextEdit]) -> Bool {
        for i in edits.indices { for j in edits.indices where j > i {
            if overlaps(edits[i].start..<edits[i].end, edits[j].start..<edits[j].end) { return true }
        } }
        return false
    }

    /// The file's line ending: CRLF or CR when most of its line breaks are, else LF.
    public static func lineEnding(of b: [UInt8]) -> [UInt8] {
        var lf = 0, crlf = 0, cr = 0
        var i = 0
        while i < b.count {
            if b[i] == 13 {
                if i + 1 < b.count, b[i + 1] == 10 { crlf += 1; i += 1 } else { cr += 1 }
            } else if b[i] == 10 { lf += 1 }
            i += 1
        }
        if crlf > lf && crlf >= cr { return [13, 10] }
        if cr > lf && cr > crlf { return [13] }
        return [10]
    }

    static func replaceNewlines(_ b: [UInt8], with ending: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(b.count + 8)
        for c in b { if c == 10 { out += ending } else { out.append(c) } }
        return out
    }
}

/// A file's encoding on disk. viewlint lexes UTF-8; a UTF-16 file (with its byte-order mark)
/// is transcoded to read it and transcoded back to write a fix, so the file keeps its
/// encoding and BOM. UTF-8 files (with or without a BOM) are edited byte for byte.
public enum SourceEncoding: Sendable {
    case utf8, utf16LittleEndian, utf16BigEndian

    public static func of(_ raw: [UInt8]) -> SourceEncoding {
        if raw.count >= 2, raw[0] == 0xFF, raw[1] == 0xFE { return .utf16LittleEndian }
        if raw.count >= 2, raw[0] == 0xFE, raw[1] == 0xFF { return .utf16BigEndian }
        return .utf8
    }

    /// UTF-8 text (what is lexed) back to the file's own bytes.
    public func encode(_ text: [UInt8]) -> [UInt8] {
        switch self {
        case .utf8: return text
        case .utf16LittleEndian, .utf16BigEndian:
            var out: [UInt8] = self == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
            for unit in String(decoding: text, as: UTF8.self).utf16 {
                let hi = UInt8(unit >> 8), lo = UInt8(unit & 0xFF)
                if self == .utf16LittleEndian { out += [lo, hi] } else { out += [hi, lo] }
            }
            return out
        }
    }
}
