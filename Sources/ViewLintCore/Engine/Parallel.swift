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

    final class WorkerBox {
        let job: Job
        let worker: Int
        init(job: Job, worker: Int) { self.job = job; self.worker = worker }
    }

    /// `body(index, worker)`; worker is 0..<jobs, for per-thread accumulators.
    public static func forEach(count: Int, jobs: Int, _ body: @escaping (Int, Int) -> Void) {
        let jobs = max(1, min(jobs, count))
        if count == 0 { return }
        let job = Job(count: count, body: body)
        var threads: [pthread_t] = []
        for w in 0..<jobs {
            let box = Unmanaged.passRetained(WorkerBox(job: job, worker: w)).toOpaque()
            var attr = pthread_attr_t()
            pthread_attr_init(&attr)
            pthread_attr_setstacksize(&attr, stackSize)
            #if canImport(Glibc)
            var t = pthread_t()
            #else
            var t: pthread_t? = nil
            #endif
            let rc = pthread_create(&t, &attr, { raw in
                #if canImport(Glibc)
                let box = Unmanaged<WorkerBox>.fromOpaque(raw!).takeRetainedValue()
                #else
                let box = Unmanaged<WorkerBox>.fromOpaque(raw).takeRetainedValue()
                #endif
                while let i = box.job.take() { box.job.body(i, box.worker) }
                return nil
            }, box)
            pthread_attr_destroy(&attr)
            if rc != 0 {
                // Could not start a thread: run this worker's share inline.
                let b = Unmanaged<WorkerBox>.fromOpaque(box).takeRetainedValue()
                while let i = b.job.take() { b.job.body(i, b.worker) }
                continue
            }
            #if canImport(Glibc)
            threads.append(t)
            #else
            threads.append(t!)
            #endif
        }
        for t in threads { pthread_join(t, nil) }
    }

    /// Runs one closure on a thread with a large stack and waits for it.
    public static func onBigStack<T>(_ body: @escaping () -> T) -> T {
        var result: T? = nil
        forEach(count: 1, jobs: 1) { _, _ in result = body() }
        return result!
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
