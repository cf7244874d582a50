#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutex with a condition variable, heap-allocated so their addresses never move.
final class Monitor: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let cond = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(cond, nil)
    }

    deinit {
        pthread_cond_destroy(cond)
        pthread_mutex_destroy(mutex)
        cond.deallocate()
        mutex.deallocate()
    }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Waits for a signal; call with the lock held (inside `withLock`).
    func wait() { pthread_cond_wait(cond, mutex) }

    /// Waits for a signal or until `deadline` (a `Clock.now()` time); call with the lock held.
    func wait(until deadline: Double) {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        let left = max(0, deadline - monotonicNow())
        let ns = Int(ts.tv_nsec) + Int(left.truncatingRemainder(dividingBy: 1) * 1e9)
        ts.tv_sec += Int(left) + ns / 1_000_000_000
        ts.tv_nsec = ns % 1_000_000_000
        pthread_cond_timedwait(cond, mutex, &ts)
    }

    func broadcast() { pthread_cond_broadcast(cond) }
}

func monotonicNow() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// A started thread that can be joined.
final class WorkerThread: @unchecked Sendable {
    /// The parser recurses on nested code: threads that lint get a large stack, as the CLI's.
    static let stackSize = 256 << 20

    private final class Box {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    #if canImport(Glibc)
    private var thread = pthread_t()
    #else
    private var thread: pthread_t? = nil
    #endif
    private var started = false

    /// Starts `body` on a new thread; when no thread can be created, runs it inline.
    init(_ body: @escaping () -> Void) {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var attr = pthread_attr_t()
        pthread_attr_init(&attr)
        pthread_attr_setstacksize(&attr, Self.stackSize)
        let rc = pthread_create(&thread, &attr, { raw in
            #if canImport(Glibc)
            let b = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
            #else
            let b = Unmanaged<Box>.fromOpaque(raw).takeRetainedValue()
            #endif
            b.body()
            return nil
        }, box)
        pthread_attr_destroy(&attr)
        if rc == 0 {
            started = true
        } else {
            Unmanaged<Box>.fromOpaque(box).takeRetainedValue().body()
        }
    }

    /// Lets the thread end on its own (nobody waits for it).
    func detach() {
        guard started else { return }
        started = false
        #if canImport(Glibc)
        pthread_detach(thread)
        #else
        pthread_detach(thread!)
        #endif
    }

    func join() {
        guard started else { return }
        started = false
        #if canImport(Glibc)
        pthread_join(thread, nil)
        #else
        pthread_join(thread!, nil)
        #endif
    }
}
