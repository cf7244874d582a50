/// Values a run that ends the process (the CLI) leaves for the exit to reclaim. Freeing a large
/// run's tables piece by piece (every file's inputs, summaries and tables, the index's memos)
/// took about 10 ms after the last file was linted in `real14`, with nothing else to do.
/// Only for values that live until the process exits anyway: each call keeps its value for good.
public enum ProcessLifetime {
    private final class Holder<T> {
        let value: T
        init(_ value: T) { self.value = value }
    }

    /// Keeps `value` (and everything it holds) until the process exits.
    public static func outlive<T>(_ value: T) {
        _ = Unmanaged.passRetained(Holder(value))
    }
}
