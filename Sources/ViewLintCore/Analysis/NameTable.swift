#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The identifier names of one file, interned on first use: a token's name becomes a small id
/// without a `String` being made for it (its text is made only when asked for), and the
/// questions the object model asks of a name (`self`, `super`, `layer`, `$0`, capitalised) are
/// answered once per name, from its bytes. Scope lookups then index arrays by id instead of
/// hashing text.
struct NameTable {
    typealias ID = Int

    struct Info {
        let isEmpty: Bool
        let isSelf: Bool
        let isSuper: Bool
        let isLayer: Bool
        let startsWithDollar: Bool
        let startsUppercase: Bool
        /// `constraint`, `constraintEqualToAnchor`…: the anchor methods that make constraints.
        let startsWithConstraint: Bool
    }

    private let file: SourceFile
    /// Open addressing over ids (-1: empty); its size is a power of two, at most half full.
    private var slots: [Int32]
    private var hashes: [UInt64] = []
    /// Each name's UTF-8 bytes (valid UTF-8), one after another.
    private var arena: [UInt8] = []
    private var spans: [(start: Int, count: Int)] = []
    private(set) var infos: [Info] = []

    /// The file's tokens and bytes, held here so that a lookup reads them without going
    /// through the file object (no reference counting per name).
    private let tokens: [Token]
    private let source: [UInt8]

    init(file: SourceFile) {
        self.file = file
        tokens = file.tokens
        source = file.bytes
        slots = [Int32](repeating: -1, count: 256)
    }

    var count: Int { infos.count }

    /// The id of an identifier token's name (inside backticks, as `identifierText` reads it).
    mutating func id(token i: Int) -> ID {
        let r = tokens[i].nameRange
        let start = r.lowerBound, end = r.upperBound
        precondition(start >= 0 && start <= end && end <= source.count)
        // A name seen before (most lookups) is found here, from the source bytes directly.
        var h = FastText.fnvOffset
        var k = start
        while k < end { h = (h ^ UInt64(source[k])) &* FastText.fnvPrime; k += 1 }
        let mask = slots.count - 1
        var s = Int(truncatingIfNeeded: h) & mask
        while slots[s] >= 0 {
            let id = Int(slots[s])
            if hashes[id] == h, spans[id].count == end - start, sameSourceBytes(spans[id].start, start, end) { return id }
            s = (s + 1) & mask
        }
        let f = file
        return source.withUnsafeBufferPointer { p in
            intern(UnsafeBufferPointer(rebasing: p[start..<end])) { f.identifierText(i) }
        }
    }

    /// Whether the interned bytes at `at` equal `source[start..<end]` (the lengths are equal).
    @inline(__always) private func sameSourceBytes(_ at: Int, _ start: Int, _ end: Int) -> Bool {
        var a = at, k = start
        while k < end {
            if arena[a] != source[k] { return false }
            a += 1
            k += 1
        }
        return true
    }

    /// The id of a name given as text (`$0`, a member path's first part).
    mutating func id(_ text: String) -> ID {
        var s = text
        return s.withUTF8 { intern($0) { text } }
    }

    /// The id of a name already interned, without interning it (for queries after a build).
    func lookup(_ text: String) -> ID? {
        var s = text
        return s.withUTF8 { probe($0, Self.hash($0)).id }
    }

    /// The name's text, made on each call (the build never needs it; queries seldom do).
    func text(_ id: ID) -> String {
        let span = spans[id]
        return String(decoding: arena[span.start..<(span.start + span.count)], as: UTF8.self)
    }

    @inline(__always) func info(_ id: ID) -> Info { infos[id] }

    @inline(__always) private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 { FastText.fnv1a(bytes) }

    /// The name's id if interned, else the free slot where it goes.
    @inline(__always) private func probe(_ bytes: UnsafeBufferPointer<UInt8>, _ h: UInt64) -> (slot: Int, id: ID?) {
        let mask = slots.count - 1
        var s = Int(truncatingIfNeeded: h) & mask
        while slots[s] >= 0 {
            let id = Int(slots[s])
            if hashes[id] == h, spans[id].count == bytes.count, sameBytes(spans[id].start, bytes) { return (s, id) }
            s = (s + 1) & mask
        }
        return (s, nil)
    }

    /// `make` gives the name's text; it is called only for a new name that is not all ASCII.
    private mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ make: () -> String) -> ID {
        let h = Self.hash(bytes)
        let (s, found) = probe(bytes, h)
        if let id = found { return id }
        let uppercase: Bool
        if bytes.contains(where: { $0 >= 0x80 }) {
            // Bytes that are not valid UTF-8 make a repaired text: key the name by that text,
            // as `String` equality would.
            let text = make()
            var t = text
            if !t.withUTF8({ $0.count == bytes.count && memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }) {
                return t.withUTF8 { intern($0) { text } }
            }
            uppercase = text.startsUppercase
        } else {
            uppercase = bytes.first.map { $0 >= 65 && $0 <= 90 } ?? false
        }
        let id = infos.count
        spans.append((arena.count, bytes.count))
        arena.append(contentsOf: bytes)
        hashes.append(h)
        infos.append(Info(isEmpty: bytes.isEmpty, isSelf: Self.equals(bytes, "self"), isSuper: Self.equals(bytes, "super"),
                          isLayer: Self.equals(bytes, "layer"), startsWithDollar: bytes.first == 36,
                          startsUppercase: uppercase, startsWithConstraint: Self.starts(bytes, "constraint")))
        slots[s] = Int32(id)
        if infos.count * 2 > slots.count { grow() }
        return id
    }

    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
        let n = prefix.utf8CodeUnitCount
        guard bytes.count >= n else { return false }
        return memcmp(bytes.baseAddress!, prefix.utf8Start, n) == 0
    }

    private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        bytes.count == word.utf8CodeUnitCount && starts(bytes, word)
    }

    private func sameBytes(_ start: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if bytes.isEmpty { return true }
        precondition(start >= 0 && start + bytes.count <= arena.count)
        return arena.withUnsafeBufferPointer { memcmp($0.baseAddress! + start, bytes.baseAddress!, bytes.count) == 0 }
    }

    private mutating func grow() {
        var bigger = [Int32](repeating: -1, count: slots.count * 2)
        let mask = bigger.count - 1
        for id in 0..<hashes.count {
            var s = Int(truncatingIfNeeded: hashes[id]) & mask
            while bigger[s] >= 0 { s = (s + 1) & mask }
            bigger[s] = Int32(id)
        }
        slots = bigger
    }
}
