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
    /// Token index → its name's id (-1: not looked up yet). The build asks for most names more
    /// than once (a member token as the callee's name, then in the receiver's path), and a
    /// second ask is then one load instead of a hash, a probe and a byte compare.
    private var tokenIDs: [Int32]

    init(file: SourceFile) {
        self.file = file
        tokens = file.tokens
        source = file.bytes
        slots = [Int32](repeating: -1, count: 256)
        tokenIDs = [Int32](repeating: -1, count: file.tokens.count)
        // A file's distinct names (about a hundred in a typical file) without regrowing
        // four lists from empty.
        spans.reserveCapacity(128)
        hashes.reserveCapacity(128)
        infos.reserveCapacity(128)
        arena.reserveCapacity(1024)
    }

    var count: Int { infos.count }

    /// The id of an identifier token's name (inside backticks, as `identifierText` reads it).
    /// A name seen before (most lookups) is found from the held source bytes, with no copy
    /// and no reference counting; a new one is inserted at the slot the probe ended on.
    mutating func id(token i: Int) -> ID {
        let known = tokenIDs[i]
        if known >= 0 { return Int(known) }
        let r = tokens[i].nameRange
        precondition(r.lowerBound >= 0 && r.upperBound <= source.count)
        // Found (most names): read in place, with no reference taken to the bytes or the file.
        let (h, slot, found) = source.withUnsafeBufferPointer { p -> (UInt64, Int, ID?) in
            let name = UnsafeBufferPointer(rebasing: p[r])
            let h = Self.hash(name)
            let (slot, found) = probe(h, count: name.count) { sameBytes($0, name) }
            return (h, slot, found)
        }
        let id: ID
        if let found {
            id = found
        } else {
            let src = source, f = file
            id = src.withUnsafeBufferPointer { p in
                insert(UnsafeBufferPointer(rebasing: p[r]), h, at: slot) { f.identifierText(i) }
            }
        }
        tokenIDs[i] = Int32(truncatingIfNeeded: id)
        return id
    }

    /// The id of a name given as text (`$0`, a member path's first part).
    mutating func id(_ text: String) -> ID {
        var s = text
        return s.withUTF8 { intern($0) { text } }
    }

    /// `id` for a literal name (the builders' known names), read in place: no `String` is made.
    mutating func id(literal text: StaticString) -> ID {
        // (`withUTF8Buffer`: a one-character literal may be stored as a scalar, with no pointer.)
        text.withUTF8Buffer { intern($0) { text.description } }
    }

    /// The id of a name already interned, without interning it (for queries after a build).
    func lookup(_ text: String) -> ID? {
        var s = text
        return s.withUTF8 { bytes in probe(Self.hash(bytes), count: bytes.count) { sameBytes($0, bytes) }.id }
    }

    /// The name's text, made on each call (the build never needs it; queries seldom do).
    func text(_ id: ID) -> String {
        let span = spans[id]
        return String(decoding: arena[span.start..<(span.start + span.count)], as: UTF8.self)
    }

    @inline(__always) func info(_ id: ID) -> Info { infos[id] }

    @inline(__always) private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 { FastText.fnv1a(bytes) }

    /// The id of the name with hash `h` and `count` bytes if interned, else the free slot where
    /// it goes. `same(start)` compares the interned bytes at arena offset `start` with the name.
    @inline(__always) private func probe(_ h: UInt64, count: Int, _ same: (Int) -> Bool) -> (slot: Int, id: ID?) {
        let mask = slots.count - 1
        var s = Int(truncatingIfNeeded: h) & mask
        while slots[s] >= 0 {
            let id = Int(slots[s])
            if hashes[id] == h, spans[id].count == count, same(spans[id].start) { return (s, id) }
            s = (s + 1) & mask
        }
        return (s, nil)
    }

    /// `make` gives the name's text; it is called only for a new name that is not all ASCII.
    private mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ make: () -> String) -> ID {
        let h = Self.hash(bytes)
        let (s, found) = probe(h, count: bytes.count) { sameBytes($0, bytes) }
        if let id = found { return id }
        return insert(bytes, h, at: s, make)
    }

    /// Adds a name that `probe` did not find, at the free slot it ended on.
    private mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, _ h: UInt64, at s: Int, _ make: () -> String) -> ID {
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
