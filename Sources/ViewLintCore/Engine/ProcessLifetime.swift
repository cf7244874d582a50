/// Values a run that ends the process (the CLI) leaves for the exit to reclaim. Freeing a large
/// run's tables piece by piece (every file's inputs, summaries and tables, the index's memos)
/// took about 10 ms after the last file was linted in `real14`, with nothing else to do.
/// Only for values that live until the process exits anyway: each call keeps its value for good.
/// Nothing that owns a thread (a `Background` nobody joined must be let go when it dies).
public enum ProcessLifetime {
    private static let lock = Lock()
    /// Reachable from here to the end, so a leak checker does not count them as lost.
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `value` (and everything it holds) until the process exits.
    public static func outlive<T>(_ value: T) {
        lock.withLock { kept.append(value) }
    }
}
