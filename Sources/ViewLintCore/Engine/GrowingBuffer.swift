/// A growing run of plain values (the lexer's tokens, the parser's nodes) owned by one lexer or
/// parser run. An `Array` stored in the lexer or parser pays a uniqueness check and two
/// out-of-line capacity calls on every append or element write (about 60 instructions a
/// token, 5 % of a run); here an append is a compare and a store, and a write a bounds test
/// and a store. Every write is at an index below `count`, or at `count` after
/// `count < capacity` was made true: the bounds are proven here, not assumed.
///
/// The owner frees the storage: `finish` (the elements as an array), `discard`, or `joined`.
/// Elements are plain values (`BitwiseCopyable`: no references), so nothing is deinitialized.
struct GrowingBuffer<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    var isEmpty: Bool { count == 0 }

    var last: Element? { count == 0 ? nil : base[count - 1] }

    @inline(__always) subscript(i: Int) -> Element {
        get {
            precondition(i >= 0 && i < count)
            return base[i]
        }
        _modify {
            precondition(i >= 0 && i < count)
            yield &base[i]
        }
    }

    @inline(__always) mutating func append(_ t: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: t)
        count += 1
    }

    /// Drops the elements from `newCount` on (a stack popped back to an earlier height).
    @inline(__always) mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count)
        count = newCount
    }

    private mutating func grow() {
        let bigger = capacity * 2
        let fresh = UnsafeMutablePointer<Element>.allocate(capacity: bigger)
        fresh.moveInitialize(from: base, count: count)
        base.deallocate()
        base = fresh
        capacity = bigger
    }

    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) -> R) -> R {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Two runs' elements as one array, in order; both buffers are freed.
    static func joined(_ a: consuming GrowingBuffer, _ b: consuming GrowingBuffer) -> [Element] {
        if a.count + b.count == 0 { a.base.deallocate(); b.base.deallocate(); return [] } // as in `finish`
        let out = [Element](unsafeUninitializedCapacity: a.count + b.count) { dest, initialized in
            let d = dest.baseAddress!
            d.initialize(from: a.base, count: a.count)
            (d + a.count).initialize(from: b.base, count: b.count)
            initialized = a.count + b.count
        }
        a.base.deallocate()
        b.base.deallocate()
        return out
    }

    /// Frees the storage of elements nobody needs.
    consuming func discard() { base.deallocate() }

    /// The elements as an array. The storage is freed: the buffer is consumed.
    consuming func finish() -> [Element] {
        // One block copy (`Array(UnsafeBufferPointer)` copied element by element).
        let n = count
        // Nothing (an empty file): a plain empty array. Made with a capacity of 0, the
        // initializer writes the count into the runtime's shared empty-array storage, a write
        // that ThreadSanitizer reports as a race when two workers lex empty files at once.
        if n == 0 { base.deallocate(); return [] }
        let out = [Element](unsafeUninitializedCapacity: n) { dest, initialized in
            dest.baseAddress!.initialize(from: base, count: n)
            initialized = n
        }
        base.deallocate()
        return out
    }
}

/// The lexer's growing output.
typealias TokenBuffer = GrowingBuffer<Token>

extension GrowingBuffer where Element == Token {
    /// Adds flags to the last token, if there is one.
    @inline(__always) mutating func markLast(_ flags: TokenFlags) {
        if count > 0 { self[count - 1].flags.formUnion(flags) }
    }
}
