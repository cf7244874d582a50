#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Substring search on UTF-8 bytes. Rules test names and type text with
/// `containsBytes("…")`: Foundation's `contains` goes through NSString (UTF-16, a bridge and
/// an allocation per call), which made it one of the hottest calls of a run. A name of its
/// own, not an overload of `contains`, so a reader sees which search runs.
extension String {
    @inline(__always)
    func containsBytes(_ other: String) -> Bool {
        var hay = self, needle = other
        return hay.withUTF8 { h in needle.withUTF8 { n in FastText.find(h, n) } }
    }

    /// Whether the first character is uppercase (a type name, by convention): one byte
    /// compare for ASCII, `Character.isUppercase` (Unicode tables) only otherwise.
    @inline(__always)
    var startsUppercase: Bool {
        guard let b = utf8.first else { return false }
        if b < 0x80 { return b >= 65 && b <= 90 }
        return first!.isUppercase
    }
}

/// `firstRange(of:)` on UTF-8 bytes. The string-processing library's generic version is not
/// specialised here: its first call instantiates generic metadata and scans protocol
/// conformances, a fifth of a one-file run's instructions (reading a `Package.swift`). A byte
/// match of valid UTF-8 always starts and ends on scalar boundaries; unlike the `Character`
/// version it does not look at grapheme clusters, which no manifest keyword straddles.
extension Substring {
    func firstRange(of other: String) -> Range<Index>? {
        var hay = self, needle = other
        guard let offset = hay.withUTF8({ h in needle.withUTF8 { n in FastText.firstOffset(h, n) } }) else { return nil }
        let lo = utf8.index(utf8.startIndex, offsetBy: offset)
        return lo..<utf8.index(lo, offsetBy: other.utf8.count)
    }
}

extension String {
    func firstRange(of other: String) -> Range<Index>? { self[...].firstRange(of: other) }
}

enum FastText {
    /// FNV-1a, the byte hash the name tables and fact scanner key names by (no `String` made).
    static let fnvOffset: UInt64 = 0xcbf29ce484222325
    static let fnvPrime: UInt64 = 0x100000001b3

    @inline(__always) static func fnv1a<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var h = fnvOffset
        for b in bytes { h = (h ^ UInt64(b)) &* fnvPrime }
        return h
    }

    static func find(_ h: UnsafeBufferPointer<UInt8>, _ n: UnsafeBufferPointer<UInt8>) -> Bool {
        firstOffset(h, n) != nil
    }

    /// The index of the first `byte` in `bytes[from..<to]` (the C library's `memchr`), or `to`
    /// when there is none or the range is empty.
    static func index(of byte: UInt8, in bytes: [UInt8], from: Int, to: Int) -> Int {
        guard from >= 0, from < to, to <= bytes.count else { return to }
        return bytes.withUnsafeBufferPointer { p in
            let base = p.baseAddress!
            guard let hit = memchr(base + from, Int32(byte), to - from) else { return to }
            return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// The byte offset of the first occurrence of `n` in `h` (0 for an empty `n`).
    static func firstOffset(_ h: UnsafeBufferPointer<UInt8>, _ n: UnsafeBufferPointer<UInt8>) -> Int? {
        let nc = n.count, hc = h.count
        if nc == 0 { return 0 }
        if nc > hc { return nil }
        let first = n[0]
        let base = h.baseAddress!
        var i = 0
        let last = hc - nc
        while i <= last {
            // The next place the first byte occurs: `memchr` scans many bytes at a time.
            guard let hit = memchr(base + i, Int32(first), last - i + 1) else { return nil }
            i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            var k = 1
            while k < nc, h[i + k] == n[k] { k += 1 }
            if k == nc { return i }
            i += 1
        }
        return nil
    }

    /// Number of lines as `SourceFile.lineStarts.count` counts them, without building the
    /// table: line feeds are counted sixteen bytes at a time (a vector compare whose all-ones
    /// lanes are subtracted from per-lane counters, summed before a lane can pass 255); a file
    /// with a carriage return takes the byte loop (CR, LF and CRLF each end a line).
    static func lineCount(_ b: [UInt8]) -> Int {
        b.withUnsafeBytes { p in
            let n = p.count
            guard let base = p.baseAddress, n > 0 else { return 1 }
            var i = 0
            // Carriage returns are rare: one library scan says whether the slow path is needed.
            if memchr(base, 13, n) == nil {
                var lf = 0
                let newline = SIMD16<UInt8>(repeating: 10)
                while i + 16 <= n {
                    var lanes = SIMD16<UInt8>()
                    var steps = 0
                    while steps < 255, i + 16 <= n {
                        // A matching lane of the mask is all ones (-1): subtracting it adds one.
                        let v = p.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                        lanes &-= unsafeBitCast(v .== newline, to: SIMD16<UInt8>.self)
                        i += 16
                        steps += 1
                    }
                    for k in 0..<16 { lf &+= Int(lanes[k]) }
                }
                while i < n {
                    if p[i] == 10 { lf += 1 }
                    i += 1
                }
                return lf + 1
            }
            var lines = 1
            i = 0
            while i < n {
                let c = p[i]
                if c == 10 { lines += 1 } else if c == 13 {
                    if i + 1 < n, p[i + 1] == 10 { i += 1 }
                    lines += 1
                }
                i += 1
            }
            return lines
        }
    }

    /// Whether `needle` occurs in `hay`.
    static func contains(_ hay: [UInt8], _ needle: [UInt8]) -> Bool {
        hay.withUnsafeBufferPointer { h in needle.withUnsafeBufferPointer { n in find(h, n) } }
    }
}

extension SourceFile {
    /// Whether two tokens have the same text (no allocation).
    @inline(__always) func hasSameText(_ a: Int, _ b: Int) -> Bool {
        let ta = tokens[a], tb = tokens[b]
        let n = ta.length
        if n != tb.length { return false }
        let sa = Int(ta.start), sb = Int(tb.start)
        var k = 0
        while k < n {
            if bytes[sa + k] != bytes[sb + k] { return false }
            k += 1
        }
        return true
    }
}

/// A set of bytes (keyword raw values) as 256 bits: `contains` is a shift and a mask where a
/// `Set<UInt8>` hashes its argument (the parser asks at every declaration start).
struct ByteSet: ExpressibleByArrayLiteral, Sendable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    init(arrayLiteral elements: UInt8...) {
        for e in elements { insert(e) }
    }

    mutating func insert(_ b: UInt8) {
        let bit = UInt64(1) << UInt64(b & 63)
        switch b >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    @inline(__always) func contains(_ b: UInt8) -> Bool {
        let bit = UInt64(1) << UInt64(b & 63)
        switch b >> 6 {
        case 0: return words.0 & bit != 0
        case 1: return words.1 & bit != 0
        case 2: return words.2 & bit != 0
        default: return words.3 & bit != 0
        }
    }
}
