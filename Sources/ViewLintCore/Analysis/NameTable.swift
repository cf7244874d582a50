#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The identifier names of one file, interned on first use: a token's name becomes a small id
/// without a `String` being made for it, each distinct name's `String` is made once, and the
/// questions the object model asks of a name (`self`, `super`, `layer`, `$0`, capitalised) are
/// answered once per name. Scope lookups then index arrays by id instead of hashing text.
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
    /// Each name's UTF-8 bytes, one after another, for comparing without a `String`.
    private var arena: [UInt8] = []
    private var spans: [(start: Int, count: Int)] = []
    private(set) var texts: [String] = []
    private(set) var infos: [Info] = []

    init(file: SourceFile) {
        self.file = file
        slots = [Int32](repeating: -1, count: 256)
    }

    var count: Int { texts.count }

    /// The id of an identifier token's name (inside backticks, as `identifierText` reads it).
    mutating func id(token i: Int) -> ID {
        let t = file.tokens[i]
        var start = Int(t.start), end = Int(t.end)
        if t.flags.contains(.backticked), t.length >= 2 { start += 1; end -= 1 }
        let f = file, bytes = f.bytes
        precondition(start >= 0 && start <= end && end <= bytes.count)
        return bytes.withUnsafeBufferPointer { p in
            intern(UnsafeBufferPointer(rebasing: p[start..<end])) { f.identifierText(i) }
        }
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

    @inline(__always) func text(_ id: ID) -> String { texts[id] }
    @inline(__always) func info(_ id: ID) -> Info { infos[id] }

    @inline(__always) private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf29ce484222325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100000001b3 }
        return h
    }

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

    private mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ make: () -> String) -> ID {
        let h = Self.hash(bytes)
        let (s, found) = probe(bytes, h)
        if let id = found { return id }
        let text = make()
        // Bytes that are not valid UTF-8 make a repaired text: key the name by that text, as
        // `String` equality would.
        var t = text
        if !t.withUTF8({ $0.count == bytes.count && (bytes.isEmpty || memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0) }) {
            return t.withUTF8 { intern($0) { text } }
        }
        let id = texts.count
        spans.append((arena.count, bytes.count))
        arena.append(contentsOf: bytes)
        texts.append(text)
        hashes.append(h)
        infos.append(Info(isEmpty: text.isEmpty, isSelf: text == "self", isSuper: text == "super",
                          isLayer: text == "layer", startsWithDollar: text.hasPrefix("$"),
                          startsUppercase: text.startsUppercase, startsWithConstraint: text.hasPrefix("constraint")))
        slots[s] = Int32(id)
        if texts.count * 2 > slots.count { grow() }
        return id
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
