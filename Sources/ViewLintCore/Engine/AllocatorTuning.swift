#if canImport(Glibc)
import Glibc
#endif

/// Allocator settings for a process that lints and exits (the CLI), on Linux with glibc.
///
/// Why: glibc gives each worker thread an arena (a 64 MB reservation) and makes it usable one
/// page at a time, with an `mprotect` per growth, as allocations reach its edge. A run touches
/// over 100 MB that way (the lexed files it keeps, the index), so `real14` took about 29,000
/// page faults and 5,400 `mprotect` calls, a fifth of its CPU time in the kernel. Made usable in
/// one step and marked for transparent huge pages, the same memory comes in 2 MB pages: about
/// 4,000 faults, and half the kernel time.
///
/// A library must not change its host's allocator: only a process that asks (`enable`) gets
/// this; elsewhere (macOS, musl, no `mallopt`) it does nothing.
public enum AllocatorTuning {
    /// Runs of fewer files touch too little memory to gain: a 2 MB page is zeroed whole.
    public static let worthwhileFiles = 64
    /// Set before any worker starts (thread creation orders it before their reads).
    nonisolated(unsafe) private static var enabled = false

    #if canImport(Glibc)
    /// `mallopt`'s parameters (glibc's malloc.h; not in the Glibc module).
    private static let mallocTrimThreshold: Int32 = -1
    private static let mallocMmapThreshold: Int32 = -3
    /// The largest allocation glibc serves from an arena rather than its own mapping, and the
    /// most it allows for `M_MMAP_THRESHOLD` (half its 64 MB arena reservation).
    private static let arenaBlock = 32 << 20
    private static let hugePage = 2 << 20
    #endif

    /// Turns the settings on for this process; call once, before the run's threads start.
    public static func enable() {
        #if canImport(Glibc)
        guard !enabled, let symbol = dlsym(nil, "mallopt") else { return }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        // Blocks just under 32 MB come from the thread's arena, not a mapping of their own, so
        // that `prepareWorkerThread` can grow the arena with them. A fixed threshold also stops
        // glibc from moving it with every large free.
        enabled = mallopt(mallocMmapThreshold, Int32(arenaBlock)) == 1
        #endif
    }

    /// Run first on each worker thread: makes the thread's arena usable up to about 64 MB in
    /// one step and asks for huge pages over it. Nothing is touched, so nothing is resident
    /// until used. On a thread whose arena was prepared before (an arena outlives its thread
    /// and is handed to the next), the blocks come from free memory and nothing grows.
    static func prepareWorkerThread() {
        #if canImport(Glibc)
        guard enabled else { return }
        let size = arenaBlock - 4096
        var blocks: [UnsafeMutableRawPointer] = []
        for _ in 0..<2 {
            guard let p = malloc(size) else { break }
            blocks.append(p)
            // Only whole 2 MB pages inside the block.
            let start = (Int(bitPattern: p) + hugePage - 1) & ~(hugePage - 1)
            let end = (Int(bitPattern: p) + size) & ~(hugePage - 1)
            if end > start { _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE) }
        }
        // Freed, the blocks go back to the arena's top. The arena stays usable and keeps the
        // advice: glibc may hand the pages back (as it always does past its trim threshold,
        // left as it is), but does not shrink the usable part again.
        for p in blocks.reversed() { free(p) }
        #endif
    }
}
