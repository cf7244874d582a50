/// Applies each file's declaration summary to the index in file order, as phase 1 delivers
/// them: the index is the same whatever the scheduling, and building it overlaps lexing instead
/// of following it. The workers apply them themselves: the one that delivers the next file in
/// order applies it and every later one already delivered, while the others go on lexing.
/// (A thread of its own for this was woken about once per 32 files and took a third core's
/// share of two; most summaries are now applied, and freed, by the worker that made them.)
final class SummaryApplier: @unchecked Sendable {
    private let index: TypeIndex
    private let count: Int
    private let lock = Lock()
    /// Guarded by `lock`: which files are delivered, the next to apply, and whether a worker
    /// is applying (then the others only leave their summaries).
    private var delivered: [Bool]
    private var next = 0
    private var applying = false
    private let summaries: Slots<DeclSummary?>
    /// The worker that delivered each summary.
    private let makers: Slots<Int32>
    /// Guarded by `lock`: per worker, its summaries that another worker applied, which it frees
    /// itself at its next delivery. glibc frees a block of another thread's arena under that
    /// arena's lock, which its thread takes for every allocation: freed by the applying worker,
    /// the summaries made a `real14` run wait on such a lock about 500 times.
    private var applied: [[DeclSummary]]
    private let workers: Int

    init(count: Int, index: TypeIndex, workers: Int) {
        self.count = count
        self.index = index
        delivered = [Bool](repeating: false, count: count)
        summaries = Slots(count: count, initial: nil)
        makers = Slots(count: count, initial: 0)
        self.workers = max(workers, 1)
        applied = [[DeclSummary]](repeating: [], count: self.workers)
        index.reserve(files: count)
    }

    /// File `i` is done with phase 1 on `worker`; its summary, if any, is moved out of
    /// `summary`. If it is the next in order and nobody is applying, this worker applies it
    /// and the delivered ones after it.
    func deliver(_ i: Int, _ summary: inout DeclSummary?, worker: Int) {
        let w = min(max(worker, 0), workers - 1)
        swap(&summaries[i], &summary)   // the slot was nil: no copy of the summary's arrays
        makers[i] = Int32(truncatingIfNeeded: w)
        var first = -1
        var own: [DeclSummary] = []
        lock.withLock {
            delivered[i] = true
            swap(&own, &applied[w])
            if !applying, next == i {
                applying = true
                first = i
            }
        }
        own = [] // this worker's summaries, freed in its own arena outside the lock
        guard first >= 0 else { return }
        var k = first
        var others: [(maker: Int, summary: DeclSummary)] = []
        while true {
            if let s = summaries.take(k) {
                index.apply(s)
                let maker = Int(makers[k])
                if maker != w { others.append((maker, s)) }
            }
            k += 1
            // Checked under the lock, so that a file delivered while this worker was applying
            // (and left by its worker, which saw `applying`) is not stranded.
            let goOn: Bool = lock.withLock {
                for o in others { applied[o.maker].append(o.summary) }
                next = k
                if k < count, delivered[k] { return true }
                applying = false
                return false
            }
            others.removeAll(keepingCapacity: true)
            if !goOn { return }
        }
    }

    /// Applies whatever is left (phase 1 has ended: every file is delivered).
    func finish() {
        lock.withLock { precondition(!applying) }
        while next < count {
            if let s = summaries.take(next) { index.apply(s) }
            next += 1
        }
        applied = []
    }
}
