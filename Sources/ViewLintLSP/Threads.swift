#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewLintCore

/// A started thread that can be joined, with the engine's large stack (`Parallel.startThread`:
/// the parser recurses on nested code).
final class WorkerThread: @unchecked Sendable {
    #if canImport(Glibc)
    private var thread = pthread_t()
    #else
    private var thread: pthread_t? = nil
    #endif
    private var started = false

    /// Starts `body` on a new thread; when no thread can be created, runs it inline.
    init(_ body: @escaping () -> Void) {
        if let t = Parallel.startThread(body) {
            thread = t
            started = true
        } else {
            body()
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
