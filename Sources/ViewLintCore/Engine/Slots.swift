/// Fixed-size storage written by parallel workers, each slot by one worker at a time.
/// Backed by one raw allocation, never an Array: concurrent writes to distinct slots of an
/// Array would race on its copy-on-write buffer.
public final class Slots<T>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<T>
    public let count: Int
    public init(count: Int, initial: T) {
        precondition(count >= 0)
        self.count = count
        base = UnsafeMutablePointer<T>.allocate(capacity: max(count, 1))
        base.initialize(repeating: initial, count: count)
    }
    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }
    public subscript(i: Int) -> T {
        get { assert(i >= 0 && i < count, "Slots index out of range"); return base[i] }
        set { assert(i >= 0 && i < count, "Slots index out of range"); base[i] = newValue }
        // In place: `slots[w].append(…)` must not copy the array it appends to.
        _modify { assert(i >= 0 && i < count, "Slots index out of range"); yield &base[i] }
    }
    /// Read after the parallel phase has finished.
    public var values: [T] { Array(UnsafeBufferPointer(start: base, count: count)) }
    /// Moves slot `i`'s value out, leaving nil: no copy of it (a summary's arrays retained
    /// and then released) for a value that is read once.
    public func take<U>(_ i: Int) -> U? where T == U? {
        assert(i >= 0 && i < count, "Slots index out of range")
        var v: U? = nil
        swap(&v, &base[i])
        return v
    }
}
