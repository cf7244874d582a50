import ViewLintCore

/// The lint worker: one thread that runs queued tasks (indexing, reloads, disk changes) and
/// lints documents when their debounce is due.
///
/// Debounce with a leading edge: a change to a document that has been quiet for the
/// debounce interval is linted at once (an isolated edit gets its diagnostics in
/// milliseconds); further changes within the interval push the lint back until the typing
/// pauses for that long, so a burst of keystrokes is linted once more, at its end.
/// Stopping never waits for a debounce.
final class DiagnosticsWorker: @unchecked Sendable {
    private let monitor = Monitor()
    private var tasks: [() -> Void] = []
    /// Due time per document URI.
    private var pending: [String: Double] = [:]
    private var lastChange: [String: Double] = [:]
    private var stopped = false
    private var busy = false
    private var thread: WorkerThread?
    let debounce: Double
    /// Lints and publishes the given documents (on the worker thread).
    private let lint: ([String]) -> Void

    init(debounce: Double, lint: @escaping ([String]) -> Void) {
        self.debounce = max(0, debounce)
        self.lint = lint
    }

    func start() {
        monitor.withLock {
            guard thread == nil else { return }
            thread = WorkerThread { [self] in loop() }
        }
    }

    /// A document changed (or opened): lint it when its debounce allows.
    func schedule(_ uri: String) {
        monitor.withLock {
            guard !stopped else { return }
            let now = Clock.now()
            if pending[uri] != nil {
                pending[uri] = now + debounce
            } else if let last = lastChange[uri], now - last < debounce {
                pending[uri] = now + debounce
            } else {
                pending[uri] = now
            }
            lastChange[uri] = now
            // Forget quiet documents so the table does not grow with every file ever opened.
            if lastChange.count > 256 {
                lastChange = lastChange.filter { now - $0.value < debounce || pending[$0.key] != nil }
            }
            monitor.broadcast()
        }
    }

    /// Whether a lint of the document is scheduled (it will be linted anyway).
    func isPending(_ uri: String) -> Bool { monitor.withLock { pending[uri] != nil } }

    /// Drops a pending lint (the document was closed).
    func cancel(_ uri: String) {
        monitor.withLock {
            pending[uri] = nil
            lastChange[uri] = nil
        }
    }

    /// Runs `task` on the worker, after the tasks queued before it and before any lint
    /// that is due later.
    func enqueue(_ task: @escaping () -> Void) {
        monitor.withLock {
            guard !stopped else { return }
            tasks.append(task)
            monitor.broadcast()
        }
    }

    /// Stops the worker: pending lints are dropped, a lint under way finishes.
    func stop() {
        monitor.withLock {
            stopped = true
            pending = [:]
            tasks = []
            monitor.broadcast()
        }
    }

    /// Stops the worker and waits for it (`join`), or lets its thread end on its own.
    func finish(join: Bool) {
        stop()
        let t: WorkerThread? = monitor.withLock {
            defer { thread = nil }
            return thread
        }
        if join { t?.join() } else { t?.detach() }
    }

    /// Waits until nothing is queued, due or running (tests and the benchmark).
    @discardableResult
    func waitIdle(timeout: Double) -> Bool {
        let deadline = Clock.now() + timeout
        while true {
            let idle = monitor.withLock { tasks.isEmpty && pending.isEmpty && !busy }
            if idle { return true }
            if Clock.now() > deadline { return false }
            usleep(1000)
        }
    }

    private func loop() {
        while true {
            enum Work { case task(() -> Void), lint([String]), stop }
            let work: Work = monitor.withLock {
                busy = false
                while true {
                    if stopped { return .stop }
                    if !tasks.isEmpty { busy = true; return .task(tasks.removeFirst()) }
                    if let next = pending.values.min() {
                        let now = Clock.now()
                        if next <= now {
                            let due = pending.filter { $0.value <= now }.map { $0.key }.sorted()
                            for u in due { pending[u] = nil }
                            busy = true
                            return .lint(due)
                        }
                        monitor.wait(until: next)
                    } else {
                        monitor.wait()
                    }
                }
            }
            switch work {
            case .stop: return
            case .task(let t): t()
            case .lint(let uris): lint(uris)
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
