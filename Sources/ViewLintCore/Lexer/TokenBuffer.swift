/// The lexer's growing output. An `Array` stored in the lexer pays a uniqueness check and two
/// out-of-line capacity calls on every append (about 60 instructions a token, 5 % of a run);
/// this buffer is owned by one lexer run, so an append is a compare and a store.
/// Every write is at `count`, after `count < capacity` has been made true: the bounds are
/// proven here, not assumed.
struct TokenBuffer {
    private var base: UnsafeMutablePointer<Token>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    var isEmpty: Bool { count == 0 }

    var last: Token? { count == 0 ? nil : base[count - 1] }

    @inline(__always) mutating func append(_ t: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: t)
        count += 1
    }

    /// Adds flags to the last token, if there is one.
    @inline(__always) mutating func markLast(_ flags: TokenFlags) {
        if count > 0 { base[count - 1].flags.formUnion(flags) }
    }

    private mutating func grow() {
        let bigger = capacity * 2
        let fresh = UnsafeMutablePointer<Token>.allocate(capacity: bigger)
        fresh.moveInitialize(from: base, count: count)
        base.deallocate()
        base = fresh
        capacity = bigger
    }

    /// Two runs' tokens as one array, in order; both buffers are freed.
    static func joined(_ a: consuming TokenBuffer, _ b: consuming TokenBuffer) -> [Token] {
        if a.count + b.count == 0 { a.base.deallocate(); b.base.deallocate(); return [] } // as in `finish`
        let out = [Token](unsafeUninitializedCapacity: a.count + b.count) { dest, initialized in
            let d = dest.baseAddress!
            d.initialize(from: a.base, count: a.count)
            (d + a.count).initialize(from: b.base, count: b.count)
            initialized = a.count + b.count
        }
        a.base.deallocate()
        b.base.deallocate()
        return out
    }

    /// Frees the storage of tokens nobody needs.
    consuming func discard() { base.deallocate() }

    /// The tokens as an array. The storage is freed: the buffer is consumed.
    consuming func finish() -> [Token] {
        // One block copy (`Array(UnsafeBufferPointer)` copied token by token).
        let n = count
        // No tokens (an empty file): a plain empty array. Made with a capacity of 0, the
        // initializer writes the count into the runtime's shared empty-array storage, a write
        // that ThreadSanitizer reports as a race when two workers lex empty files at once.
        if n == 0 { base.deallocate(); return [] }
        let out = [Token](unsafeUninitializedCapacity: n) { dest, initialized in
            dest.baseAddress!.initialize(from: base, count: n)
            initialized = n
        }
        base.deallocate()
        return out
    }
}
