#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `body(i)` for every i in 0..<count on `jobs` threads that take the next index from a
/// shared counter (dynamic scheduling: a slow file never stalls the others). The threads get
/// large stacks so that legal-but-deep code cannot overflow them.
public enum Parallel {
    public static let stackSize = 256 << 20

    final class Job {
        let count: Int
        let body: (Int, Int) -> Void
        var next = 0
        var lock = pthread_mutex_t()
        init(count: Int, body: @escaping (Int, Int) -> Void) {
            self.count = count
            self.body = body
            pthread_mutex_init(&lock, nil)
        }
        deinit { pthread_mutex_destroy(&lock) }
        func take() -> Int? {
            pthread_mutex_lock(&lock)
            defer { pthread_mutex_unlock(&lock) }
            if next >= count { return nil }
            next += 1
            return next - 1
        }
    }

    /// `body(index, worker)`; worker is 0..<jobs, for per-thread accumulators.
    public static func forEach(count: Int, jobs: Int, _ body: @escaping (Int, Int) -> Void) {
        let jobs = max(1, min(jobs, count))
        if count == 0 { return }
        let job = Job(count: count, body: body)
        var threads: [pthread_t] = []
        for w in 0..<jobs {
            let work = { while let i = job.take() { job.body(i, w) } }
            if let t = startThread(work) {
                threads.append(t)
            } else {
                work() // could not start a thread: run this worker's share inline
            }
        }
        for t in threads { pthread_join(t, nil) }
    }

    /// Two passes over 0..<count on the same `jobs` threads: `first(i, w)` for every i (taken
    /// from a shared counter), then `between()` on the calling thread once every first pass is
    /// done (the workers wait), then `second(i, w)` for every i. In the second pass worker w
    /// takes first, in order, the indices `owner` gives it, then the others' from their end.
    ///
    /// Why the same threads: what the first pass keeps for the second (a file's tokens) is freed
    /// by the second, and glibc frees a block of another thread's arena under that arena's
    /// lock, which its thread takes for every allocation. With new threads for the second pass
    /// a `real14` run waited on such a lock about 450 times; the owner (the worker that made an
    /// index's data in the first pass) frees it in its own arena.
    public static func twoPasses(count: Int, jobs: Int, first: @escaping (Int, Int) -> Void, between: () -> Void,
                                 owner: @escaping (Int) -> Int, second: @escaping (Int, Int) -> Void) {
        let jobs = max(1, min(jobs, count))
        if count == 0 {
            between()
            return
        }
        let job = Job(count: count, body: first)
        let phase = Monitor()
        // Guarded by `phase`: the workers done with the first pass, and whether the second may
        // begin (with its queues: each worker's indices, taken from `front` by their owner and
        // from `back` by the others).
        var arrived = 0, released = false
        var queues: [[Int]] = [], front: [Int] = [], back: [Int] = []
        func takeSecond(_ w: Int) -> Int? {
            phase.withLock {
                if front[w] < back[w] {
                    front[w] += 1
                    return queues[w][front[w] - 1]
                }
                // Another worker's: the one with the most left, from its end.
                var best = -1, left = 0
                for q in queues.indices where back[q] - front[q] > left { best = q; left = back[q] - front[q] }
                guard best >= 0 else { return nil }
                back[best] -= 1
                return queues[best][back[best]]
            }
        }
        var threads: [pthread_t] = []
        for w in 0..<jobs {
            let work = {
                while let i = job.take() { first(i, w) }
                phase.withLock {
                    arrived += 1
                    phase.broadcast()
                    while !released { phase.wait() }
                }
                while let i = takeSecond(w) { second(i, w) }
            }
            if let t = startThread(work) { threads.append(t) }
        }
        let started = threads.count
        if threads.isEmpty {
            // No thread could be started: both passes here, one after the other.
            for i in 0..<count { first(i, 0) }
            between()
            for i in 0..<count { second(i, 0) }
            return
        }
        phase.withLock { while arrived < started { phase.wait() } }
        between()
        var lists = [[Int]](repeating: [], count: jobs)
        for i in 0..<count { lists[min(max(owner(i), 0), jobs - 1)].append(i) }
        phase.withLock {
            queues = lists
            front = [Int](repeating: 0, count: jobs)
            back = lists.map(\.count)
            released = true
            phase.broadcast()
        }
        for t in threads { pthread_join(t, nil) }
    }

    /// Starts `body` on a new thread with a large stack; nil (and `body` not run) when no
    /// thread could be started.
    public static func startThread(_ body: @escaping () -> Void) -> pthread_t? {
        let box = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        var attr = pthread_attr_t()
        pthread_attr_init(&attr)
        pthread_attr_setstacksize(&attr, stackSize)
        defer { pthread_attr_destroy(&attr) }
        #if canImport(Glibc)
        var t = pthread_t()
        #else
        var t: pthread_t? = nil
        #endif
        let rc = pthread_create(&t, &attr, { raw in
            #if canImport(Glibc)
            Unmanaged<ThreadBody>.fromOpaque(raw!).takeRetainedValue().run()
            #else
            Unmanaged<ThreadBody>.fromOpaque(raw).takeRetainedValue().run()
            #endif
            return nil
        }, box)
        if rc != 0 {
            Unmanaged<ThreadBody>.fromOpaque(box).release()
            return nil
        }
        #if canImport(Glibc)
        return t
        #else
        return t!
        #endif
    }

    /// Runs one closure on a thread with a large stack and waits for it.
    public static func onBigStack<T>(_ body: @escaping () -> T) -> T {
        var result: T? = nil
        forEach(count: 1, jobs: 1) { _, _ in result = body() }
        return result!
    }

    /// Starts `body` on its own big-stack thread and returns at once; `Background.value`
    /// waits for it. Serial set-up work (the deployment-target map, applying declaration
    /// summaries in file order) runs beside the parallel phases this way instead of before
    /// or after them.
    public static func background<T>(_ body: @escaping () -> T) -> Background<T> {
        Background(body)
    }

    /// Moves `value` out of the caller's variable (leaving nil) and frees it on a thread nobody
    /// waits for, so that freeing a large graph (a big file's object model) is not on the
    /// caller's path. The variable must hold the only reference: the parcel takes it over
    /// before the thread starts, so the thread, not the caller, drops the last one whichever
    /// runs first. Without a thread it is freed here.
    public static func releaseInBackground<T>(_ value: inout T?) {
        let parcel = Parcel<T>()
        swap(&parcel.contents, &value)
        if let t = startThread({ parcel.contents = nil }) { pthread_detach(t) } else { parcel.contents = nil }
    }

    public static var processorCount: Int {
        let n = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        return n > 0 ? Int(n) : 1
    }
}

/// A mutex for the few shared lazily built tables (a heap-allocated pthread mutex: its
/// address must never move).
final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let m = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(m, nil)
        return m
    }()

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// A mutex with a condition variable, for threads that wait until another has delivered
/// something (heap-allocated: neither may move). Call `wait`, `signal` and `broadcast`
/// with the mutex held. Shared by the engine and the language server.
public final class Monitor: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    public init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    public func lock() { pthread_mutex_lock(mutex) }
    public func unlock() { pthread_mutex_unlock(mutex) }
    public func wait() { pthread_cond_wait(condition, mutex) }

    /// Waits for a signal or until `deadline` (a `Clock.now()` time).
    public func wait(until deadline: Double) {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        let left = max(0, deadline - Clock.now())
        let ns = Int(ts.tv_nsec) + Int(left.truncatingRemainder(dividingBy: 1) * 1e9)
        ts.tv_sec += Int(left) + ns / 1_000_000_000
        ts.tv_nsec = ns % 1_000_000_000
        pthread_cond_timedwait(condition, mutex, &ts)
    }

    public func signal() { pthread_cond_signal(condition) }
    public func broadcast() { pthread_cond_broadcast(condition) }

    public func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A value computed on a thread of its own (`Parallel.background`); `value` joins it once.
public final class Background<T>: @unchecked Sendable {
    private var result: T?
    private var thread: pthread_t?
    private let lock = Lock()

    /// Already computed: no thread.
    public init(value: T) { result = value }

    fileprivate init(_ body: @escaping () -> T) {
        // The thread holds the future until it has stored the result.
        let work = { self.result = body() }
        thread = Parallel.startThread(work)
        if thread == nil { work() } // no thread to be had: compute it here and now
    }

    /// A future nobody waited for (a run that stopped early, such as on a usage error) lets
    /// its thread go: detached, it is reclaimed instead of lingering until the process exits.
    /// The thread holds the future until its body has run, so this runs after that.
    deinit {
        if let t = thread { pthread_detach(t) }
    }

    /// Waits for the thread and moves its result out: the future keeps no reference to it,
    /// so the caller can hand it on (`Parallel.releaseInBackground`).
    public func take() -> T {
        lock.withLock {
            if let t = thread {
                pthread_join(t, nil)
                thread = nil
            }
            var out: T?
            swap(&out, &result)
            return out!
        }
    }

    /// Waits for the thread (the first caller joins it) and returns its result.
    public var value: T {
        lock.withLock {
            if let t = thread {
                pthread_join(t, nil)
                thread = nil
            }
            return result!
        }
    }
}

/// A value handed to the thread that frees it.
final class Parcel<T> {
    var contents: T?
}

/// The closure a new thread runs, passed through `pthread_create`'s pointer.
final class ThreadBody {
    private let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }

    /// On the new thread: its allocator arena first (`AllocatorTuning`, when the process asked
    /// for it), then the body.
    func run() {
        AllocatorTuning.prepareWorkerThread()
        body()
    }
}
