#if canImport(Glibc)
import Glibc
#endif

/// Allocator settings for a process that lints and exits (the CLI), on Linux with glibc.
///
/// Why: glibc gives each worker thread an arena (a 64 MB reservation) and makes it usable one
/// page at a time as allocations reach its edge: one `mprotect` per growth, each taking the
/// process's memory-map lock that the other workers' page faults wait on. `real14` made about
/// 5,400 such calls. Grown in one step when the thread starts, the arena needs none of them
/// (about 50 calls in all): `gen1m` takes about 3 % less wall time, `real14` about the same.
///
/// Huge pages over the arena were tried too: a third of the page faults, but on this machine
/// (a virtual machine that hands freed memory back to its host) a run after a pause found its
/// huge pages cold, and zeroing them cost more than the faults saved (measured in the nineteenth round, in BENCHMARKS.md's git history).
///
/// A library must not change its host's allocator: only a process that asks (`enable`) gets
/// this; elsewhere (macOS, musl, no `mallopt`) it does nothing.
public enum AllocatorTuning {
    /// Set before any worker starts (thread creation orders it before their reads).
    nonisolated(unsafe) private static var enabled = false

    #if canImport(Glibc)
    typealias Allocate = @convention(c) (Int) -> UnsafeMutableRawPointer?
    typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Void
    /// `malloc` and `free` through pointers the compiler cannot see into: called directly, an
    /// allocation freed unused is removed by the optimizer, and with it the arena's growth.
    nonisolated(unsafe) private static var allocate: Allocate? = nil
    nonisolated(unsafe) private static var release: Free? = nil
    /// `mallopt`'s parameters (glibc's malloc.h; not in the Glibc module).
    private static let mallocTrimThreshold: Int32 = -1
    private static let mallocMmapThreshold: Int32 = -3
    /// The largest allocation glibc serves from an arena rather than its own mapping, and the
    /// most it allows for `M_MMAP_THRESHOLD` (half its 64 MB arena reservation).
    private static let arenaBlock = 32 << 20
    #endif

    /// Turns the settings on for this process; call once, before the run's threads start.
    public static func enable() {
        #if canImport(Glibc)
        guard !enabled, let symbol = dlsym(nil, "mallopt"), let m = dlsym(nil, "malloc"), let f = dlsym(nil, "free") else { return }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        allocate = unsafeBitCast(m, to: Allocate.self)
        release = unsafeBitCast(f, to: Free.self)
        // Blocks just under 32 MB come from the thread's arena, not a mapping of their own, so
        // that `prepareWorkerThread` can grow the arena with them. (A fixed threshold also stops
        // glibc from moving it with every large free.)
        enabled = mallopt(mallocMmapThreshold, Int32(arenaBlock)) == 1
        // Freed memory stays with its arena instead of going back to the kernel whenever an
        // arena's free top passes 128 KB: grown in one step, the arenas' tops are large, and
        // memory handed back was faulted in again by the next allocations (about 100 trims
        // and 3,600 page faults in `real14`). The process exits soon anyway.
        if enabled { _ = mallopt(mallocTrimThreshold, Int32(1 << 30)) }
        #endif
    }

    /// Run first on each worker thread: makes the thread's arena usable up to about 64 MB in
    /// one step. Nothing is touched, so nothing becomes resident until used. An arena outlives
    /// its thread and is handed to the next one: there the blocks come from free memory and
    /// nothing grows.
    static func prepareWorkerThread() {
        #if canImport(Glibc)
        guard enabled, let allocate, let release else { return }
        // Two blocks that fit one reservation together with the arena's own header (the second
        // leaves 64 KB for it), allocated together so that the second extends the first, then
        // freed: they go back to the arena's top, which stays usable.
        let first = allocate(arenaBlock - 4096), second = allocate(arenaBlock - (64 << 10))
        release(second)
        release(first)
        #endif
    }
}
