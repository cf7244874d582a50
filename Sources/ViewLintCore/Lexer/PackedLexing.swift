/// A file's tokens and comments packed into about four bytes a token, kept between the
/// engine's two phases for files past the budget of files kept whole. Unpacking costs a few
/// instructions a byte of the packing; lexing again costs about 200 a token, and the tokens
/// themselves take 12 bytes each (1.6 bytes per byte of Swift source).
///
/// The file's bytes are not kept: phase 2 reads the file again, and the packing is used only
/// if those bytes are the ones it was made from; otherwise the file is lexed again, as it was
/// before packing existed. They are when the file's stamp (size, modification and change
/// times, inode) is the same in both reads and its times are settled, older than the run by a
/// margin: any write since changes the change time, which nobody can set back. A stamp not
/// settled (a file written as the run starts, or with no times) is not trusted: then the
/// bytes' length and `Hash64` (the cache's content hash) must match instead.
///
/// Each token: a byte holding its kind in the low five bits, with bit 7 set when a keyword
/// byte follows, bit 6 when a flags byte follows, and bit 5 when the gap from the previous
/// token's end and the token's length are both below 16: then one byte holds them (gap in the
/// high four bits), which is most tokens. Otherwise the gap and the length follow, each a
/// zigzag varint (any two offsets pack; small ones take one byte). Comments (trivia) follow
/// the tokens with a kind byte, gap and length, always as varints.
struct PackedLexing: Sendable {
    private let packed: [UInt8]
    private let tokenCount: Int
    private let triviaCount: Int
    private let sourceCount: Int
    /// How phase 2 knows its bytes for the ones packed: the file's settled stamp, or their hash.
    private enum Source: Sendable { case stamp(FileStamp), hash(UInt64) }
    private let source: Source
    /// The trigger words found when the file was lexed: they hold for the same bytes.
    private let triggerWords: TriggerWords?

    /// The packing's size, for the engine's budget.
    var byteCount: Int { packed.count }

    /// `stamp`: the file's stamp when it was read (`FileWalker.read(_:stamp:)`), trusted when
    /// both its times are before `settledBefore` (ns since the epoch, as `FileStamp.now()`).
    init(_ file: SourceFile, stamp: FileStamp = .none, settledBefore: Int64 = 0) {
        triggerWords = file.triggerWords
        tokenCount = file.tokens.count
        triviaCount = file.trivia.count
        sourceCount = file.bytes.count
        source = stamp.valid && stamp.mtime < settledBefore && stamp.ctime < settledBefore
            ? .stamp(stamp) : .hash(Hash64.bytes(file.bytes))
        // Sized for the worst case (3 + 2 * 5 bytes a token, 1 + 2 * 5 a comment), so no write
        // needs a test; the result is copied out at its real size.
        let bound = file.tokens.count * 13 + file.trivia.count * 11
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bound, 1))
        defer { scratch.deallocate() }
        var w = file.tokens.withUnsafeBufferPointer { Self.packTokens($0, into: scratch) }
        var previousEnd: Int64 = 0
        for c in file.trivia {
            w.pointee = c.kind.rawValue; w += 1
            Self.put(Int64(c.start) - previousEnd, at: &w)
            Self.put(Int64(c.end) - Int64(c.start), at: &w)
            previousEnd = Int64(c.end)
        }
        let n = scratch.distance(to: w)
        precondition(n <= bound)
        // One block copy (`Array(UnsafeBufferPointer)` copies byte by byte).
        packed = [UInt8](unsafeUninitializedCapacity: n) { dest, initialized in
            if n > 0 { dest.baseAddress!.initialize(from: scratch, count: n) }
            initialized = n
        }
    }

    /// Writes the tokens from `w` on (which has room for the worst case); returns the end.
    private static func packTokens(_ tokens: UnsafeBufferPointer<Token>, into start: UnsafeMutablePointer<UInt8>)
        -> UnsafeMutablePointer<UInt8> {
        var w = start
        var previousEnd: Int64 = 0
        for t in tokens {
            let flags = t.flags.rawValue, keyword = t.keyword.rawValue
            let gap = Int64(t.start) - previousEnd, length = Int64(t.end) - Int64(t.start)
            let short = UInt64(bitPattern: gap) < 16 && UInt64(bitPattern: length) < 16
            w.pointee = t.kind.rawValue | (keyword != 0 ? 0x80 : 0) | (flags != 0 ? 0x40 : 0) | (short ? 0x20 : 0); w += 1
            if flags != 0 { w.pointee = flags; w += 1 }
            if keyword != 0 { w.pointee = keyword; w += 1 }
            if short {
                w.pointee = UInt8(truncatingIfNeeded: gap << 4 | length); w += 1
            } else {
                put(gap, at: &w)
                put(length, at: &w)
            }
            previousEnd = Int64(t.end)
        }
        return w
    }

    /// Zigzag, then seven bits a byte, low bits first; at most 5 bytes for a difference of two
    /// 32-bit offsets.
    @inline(__always) private static func put(_ v: Int64, at w: inout UnsafeMutablePointer<UInt8>) {
        var u = UInt64(bitPattern: (v << 1) ^ (v >> 63))
        while u >= 0x80 {
            w.pointee = UInt8(truncatingIfNeeded: u) | 0x80; w += 1
            u >>= 7
        }
        w.pointee = UInt8(truncatingIfNeeded: u); w += 1
    }

    /// The file with these tokens, if `bytes` (read with `stamp`) are the bytes they were lexed
    /// from; nil otherwise (the file changed on disk between the phases).
    func unpack(path: String, bytes: [UInt8], stamp: FileStamp = .none) -> SourceFile? {
        guard bytes.count == sourceCount else { return nil }
        switch source {
        case .stamp(let packedStamp): guard stamp == packedStamp else { return nil }
        case .hash(let hash): guard Hash64.bytes(bytes) == hash else { return nil }
        }
        let tokenCount = tokenCount, triviaCount = triviaCount
        return packed.withUnsafeBufferPointer { p -> SourceFile in
            var at = 0
            // Written in place: an append per token would test the array's uniqueness and
            // capacity each time.
            let tokens = [Token](unsafeUninitializedCapacity: tokenCount) { dest, initialized in
                at = Self.unpackTokens(p, into: dest.baseAddress!, count: tokenCount)
                initialized = tokenCount
            }
            let trivia = [Trivia](unsafeUninitializedCapacity: triviaCount) { dest, initialized in
                Self.unpackTrivia(p, from: at, into: dest.baseAddress!, count: triviaCount)
                initialized = triviaCount
            }
            return SourceFile(path: path, bytes: bytes, tokens: tokens, trivia: trivia, triggerWords: triggerWords)
        }
    }

    /// Reads `count` tokens from the start of `p`; returns where the comments begin. Every
    /// read is tested against the end: the packing is this type's own making, so a short one
    /// would be a bug, and it stops the process rather than reading on.
    private static func unpackTokens(_ p: UnsafeBufferPointer<UInt8>, into dest: UnsafeMutablePointer<Token>,
                                     count: Int) -> Int {
        let n = p.count
        var at = 0
        var previousEnd: Int64 = 0
        let kinds = kindOfByte, keywords = keywordOfByte
        for i in 0..<count {
            precondition(at < n)
            let head = p[at]; at += 1
            var flags: UInt8 = 0, keyword: UInt8 = 0
            if head & 0x40 != 0 { precondition(at < n); flags = p[at]; at += 1 }
            if head & 0x80 != 0 { precondition(at < n); keyword = p[at]; at += 1 }
            let start: Int64, end: Int64
            if head & 0x20 != 0 {
                precondition(at < n)
                let both = p[at]; at += 1
                start = previousEnd &+ Int64(both >> 4)
                end = start &+ Int64(both & 15)
            } else {
                start = previousEnd &+ readSigned(p, &at)
                end = start &+ readSigned(p, &at)
            }
            previousEnd = end
            (dest + i).initialize(to: Token(
                kind: kinds[Int(head & Self.kindMask)], keyword: keywords[Int(keyword)],
                flags: TokenFlags(rawValue: flags),
                start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end)))
        }
        return at
    }

    private static func unpackTrivia(_ p: UnsafeBufferPointer<UInt8>, from: Int, into dest: UnsafeMutablePointer<Trivia>,
                                     count: Int) {
        var at = from
        var previousEnd: Int64 = 0
        for i in 0..<count {
            precondition(at < p.count)
            let kind = TriviaKind(rawValue: p[at]) ?? .whitespace; at += 1
            let start = previousEnd &+ readSigned(p, &at)
            let end = start &+ readSigned(p, &at)
            previousEnd = end
            (dest + i).initialize(to: Trivia(kind: kind, start: UInt32(truncatingIfNeeded: start),
                                             end: UInt32(truncatingIfNeeded: end)))
        }
    }

    /// A token kind's bits in the head byte: every kind's raw value is below 32 (a test
    /// checks it), which leaves bit 5 for the one-byte gap and length.
    static let kindMask: UInt8 = 0x1F

    /// The kind and the keyword of each raw byte, looked up instead of `init(rawValue:)`, which
    /// is a call per token (bytes no kind or keyword has never occur: the packing wrote them).
    private static let kindOfByte: [TokenKind] = (0..<256).map { TokenKind(rawValue: UInt8($0)) ?? .unknown }
    private static let keywordOfByte: [Keyword] = (0..<256).map { Keyword(rawValue: UInt8($0)) ?? .none }

    /// One zigzag varint (see `put`); the one-byte case first.
    @inline(__always) private static func readSigned(_ p: UnsafeBufferPointer<UInt8>, _ at: inout Int) -> Int64 {
        precondition(at < p.count)
        var b = p[at]; at += 1
        var u = UInt64(b & 0x7F)
        var shift: UInt64 = 7
        while b >= 0x80, shift < 64 {
            precondition(at < p.count)
            b = p[at]; at += 1
            u |= UInt64(b & 0x7F) << shift
            shift += 7
        }
        return Int64(bitPattern: u >> 1) ^ -Int64(bitPattern: u & 1)
    }
}
