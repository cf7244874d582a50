/// The words without which a rule cannot fire. Before the walk, the engine looks up which
/// trigger words a file contains (one pass over its identifier tokens) and runs only the
/// rules whose triggers are present: most files can trigger only a few rules. Semgrep and
/// ripgrep prefilter by required literals the same way.
///
/// A word matches an identifier or keyword token exactly (`viewWillAppear`); a word written
/// `*Anchor` matches any identifier whose last camel-case part is `Anchor` (`topAnchor`,
/// `leadingAnchor`, `Anchor`).
public struct RuleTriggers: Sendable {
    /// Any one alternative suffices; an alternative needs all of its words. Empty: always.
    public let alternatives: [[String]]

    public init(alternatives: [[String]]) { self.alternatives = alternatives }

    /// The rule runs on every file.
    public static let always = RuleTriggers(alternatives: [])

    /// Any one of these words.
    public static func anyOf(_ words: String...) -> RuleTriggers {
        RuleTriggers(alternatives: words.map { [$0] })
    }

    /// All of these words.
    public static func allOf(_ words: String...) -> RuleTriggers {
        RuleTriggers(alternatives: [words])
    }

    public var isAlways: Bool { alternatives.isEmpty }
}

/// The trigger words a file was found to contain, with the table whose bits they are, and
/// what the same pass over the tokens met on the way, for the questions that would otherwise
/// read every token again: the `import` keyword tokens (`FileScope`) and the tokens that spell
/// a trigger word (`ObjectModel.groups(spelling:)`).
public struct TriggerWords: Sendable {
    let table: TriggerTable
    let bits: [UInt64]
    let importTokens: [Int32]
    /// Each token whose whole name is a trigger word (a hash match: confirm by its bytes), with
    /// the word's bit, in token order.
    let wordTokens: [(token: Int32, bit: Int32)]
}

/// Which trigger words of a run's rules a file contains.
public final class TriggerTable: @unchecked Sendable {
    /// Bit index by word hash: full words and camel-case tails are hashed with different
    /// seeds, so `Anchor` the word and `*Anchor` the tail stay apart.
    private let slots: [UInt64]     // open addressing; 0 = empty
    private let slotBits: [Int32]
    private let mask: Int
    /// Quick rejection before the table: one bit per (hash & 4095).
    private let bloom: [UInt64]
    /// Cheap rejection before any hashing: `wordShapes[length & 31]` has bit `firstByte & 63`
    /// set when some full word has that length and first byte; `tailLengths` lists the
    /// lengths of the `*Tail` words and `tailLastBytes` their last bytes (most identifiers
    /// can match nothing and are never hashed).
    private let wordShapes: [UInt64]
    private let tailLengths: [Int]
    private let tailLastBytes: [Bool]
    /// Per rule (in the run's order): alternatives as bit-index lists; nil = always.
    let ruleNeeds: [[[Int]]?]
    let wordCount: Int

    static let fullSeed = FastText.fnvOffset
    static let tailSeed: UInt64 = 0x84222325cbf29ce4

    public init(_ rules: [any Rule.Type]) {
        var index: [String: Int] = [:]
        func bit(_ w: String) -> Int {
            if let i = index[w] { return i }
            index[w] = index.count
            return index.count - 1
        }
        var needs: [[[Int]]?] = []
        for r in rules {
            let t = r.triggers
            needs.append(t.isAlways ? nil : t.alternatives.map { $0.map(bit) })
        }
        ruleNeeds = needs
        wordCount = index.count
        var capacity = 16
        while capacity < index.count * 4 { capacity <<= 1 }
        var slots = [UInt64](repeating: 0, count: capacity)
        var slotBits = [Int32](repeating: -1, count: capacity)
        var bloom = [UInt64](repeating: 0, count: 64)
        for (w, b) in index {
            let h = w.hasPrefix("*") ? Self.hash(Array(w.utf8.dropFirst())[...], seed: Self.tailSeed)
                                     : Self.hash(Array(w.utf8)[...], seed: Self.fullSeed)
            var s = Int(truncatingIfNeeded: h) & (capacity - 1)
            while slots[s] != 0 && slots[s] != h { s = (s + 1) & (capacity - 1) }
            slots[s] = h
            slotBits[s] = Int32(b)
            let q = Int(truncatingIfNeeded: h >> 20) & 4095
            bloom[q >> 6] |= 1 << UInt64(q & 63)
        }
        var shapes = [UInt64](repeating: 0, count: 32)
        var tails = Set<Int>()
        var lastBytes = [Bool](repeating: false, count: 256)
        for w in index.keys {
            let u = Array(w.utf8)
            if u.first == UInt8(ascii: "*") {
                tails.insert(u.count - 1)
                if let l = u.last { lastBytes[Int(l)] = true }
            } else if let f = u.first {
                shapes[u.count & 31] |= 1 << UInt64(f & 63)
            }
        }
        wordShapes = shapes
        tailLengths = tails.sorted()
        tailLastBytes = lastBytes
        self.slots = slots
        self.slotBits = slotBits
        self.mask = capacity - 1
        self.bloom = bloom
    }

    @inline(__always) static func hash(_ bytes: ArraySlice<UInt8>, seed: UInt64) -> UInt64 {
        var h = seed
        for b in bytes { h = (h ^ UInt64(b)) &* FastText.fnvPrime }
        return h | 1   // never 0, the empty slot
    }

    /// The trigger words present in `file`, as bits: the ones it was lexed with
    /// (`SourceFile.init(path:bytes:spareThread:triggers:)`) when this table made them.
    public func scan(_ file: SourceFile) -> [UInt64] {
        if let w = file.triggerWords, w.table === self { return w.bits }
        return scan(tokens: file.tokens, bytes: file.bytes)
    }

    /// The trigger words present in a file's tokens, as bits.
    func scan(tokens: [Token], bytes: [UInt8]) -> [UInt64] {
        var imports: [Int32] = [], hits: [(token: Int32, bit: Int32)] = []
        return scan(tokens: tokens, bytes: bytes, collect: false, imports: &imports, hits: &hits)
    }

    /// The words found in a file's tokens as it is lexed, with its `import` tokens and the
    /// tokens that spell a word.
    func words(tokens: [Token], bytes: [UInt8]) -> TriggerWords {
        var imports: [Int32] = [], hits: [(token: Int32, bit: Int32)] = []
        let bits = scan(tokens: tokens, bytes: bytes, collect: true, imports: &imports, hits: &hits)
        return TriggerWords(table: self, bits: bits, importTokens: imports, wordTokens: hits)
    }

    /// The bit of a whole word (not a `*Tail`) of this table, nil when no rule lists it.
    func bit(ofWord w: StaticString) -> Int? {
        let h = w.withUTF8Buffer { Self.hash(Array($0)[...], seed: Self.fullSeed) }
        var s = Int(truncatingIfNeeded: h) & mask
        while slots[s] != 0 {
            if slots[s] == h { return Int(slotBits[s]) }
            s = (s + 1) & mask
        }
        return nil
    }

    /// The scan; with `collect`, also the index of every `import` keyword token and every token
    /// whose whole name matched a word.
    private func scan(tokens: [Token], bytes source: [UInt8], collect: Bool, imports: inout [Int32],
                      hits: inout [(token: Int32, bit: Int32)]) -> [UInt64] {
        var present = [UInt64](repeating: 0, count: (wordCount + 63) / 64)
        if wordCount == 0 && !collect { return present }
        var found: [Int32] = [], spelled: [(token: Int32, bit: Int32)] = []
        defer { if collect { imports = found; hits = spelled } }
        source.withUnsafeBufferPointer { bytes in
            slots.withUnsafeBufferPointer { slots in
                bloom.withUnsafeBufferPointer { bloom in
                    // The word's bit, or -1. (It returns the bit rather than setting it: a local
                    // function that wrote `present` would box it, with an access check per write.)
                    @inline(__always) func bit(_ h: UInt64) -> Int {
                        let q = Int(truncatingIfNeeded: h >> 20) & 4095
                        guard bloom[q >> 6] & (1 << UInt64(q & 63)) != 0 else { return -1 }
                        var s = Int(truncatingIfNeeded: h) & mask
                        while slots[s] != 0 {
                            if slots[s] == h { return Int(slotBits[s]) }
                            s = (s + 1) & mask
                        }
                        return -1
                    }
                    for (index, t) in tokens.enumerated() where t.kind == .identifier || t.kind == .keyword {
                        if collect && t.keyword == .import && t.kind == .keyword { found.append(Int32(truncatingIfNeeded: index)) }
                        if Int(t.end) > bytes.count { continue }
                        let name = t.nameRange
                        let start = name.lowerBound, end = name.upperBound
                        let length = end - start
                        if length <= 0 { continue }
                        // The whole word: only when some word has this length and first byte.
                        if wordShapes[length & 31] & (1 << UInt64(bytes[start] & 63)) != 0 {
                            var full = Self.fullSeed
                            var i = start
                            while i < end { full = (full ^ UInt64(bytes[i])) &* FastText.fnvPrime; i += 1 }
                            let b = bit(full | 1)
                            if b >= 0 {
                                present[b >> 6] |= 1 << UInt64(b & 63)
                                if collect { spelled.append((Int32(truncatingIfNeeded: index), Int32(truncatingIfNeeded: b))) }
                            }
                        }
                        // The camel-case tail (from the last uppercase letter): only for the
                        // tail words' lengths, and only when the last byte could end one.
                        guard tailLastBytes[Int(bytes[end - 1])] else { continue }
                        for n in tailLengths where n <= length {
                            let from = end - n
                            let c = bytes[from]
                            // The tail starts at an uppercase letter, or is the whole word.
                            guard (c >= 65 && c <= 90) || from == start else { continue }
                            var tail = Self.tailSeed
                            var upper = false
                            var i = from
                            while i < end {
                                let b = bytes[i]
                                if i > from && b >= 65 && b <= 90 { upper = true; break }
                                tail = (tail ^ UInt64(b)) &* FastText.fnvPrime
                                i += 1
                            }
                            if !upper {
                                let b = bit(tail | 1)
                                if b >= 0 { present[b >> 6] |= 1 << UInt64(b & 63) }
                            }
                        }
                    }
                }
            }
        }
        return present
    }

    /// Whether rule `i` (in the run's order) can fire in a file with these words.
    @inline(__always) public func isActive(_ i: Int, _ present: [UInt64]) -> Bool {
        guard let alts = ruleNeeds[i] else { return true }
        for alt in alts where alt.allSatisfy({ present[$0 >> 6] & (1 << UInt64($0 & 63)) != 0 }) { return true }
        return false
    }
}
