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

    /// The tokens as an array. The storage is freed: the buffer is consumed.
    consuming func finish() -> [Token] {
        let out = Array(UnsafeBufferPointer(start: base, count: count))
        base.deallocate()
        return out
    }
}
