#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's limit on open files, for a run that keeps files open between its phases
/// (`LintOptions.filesKeptOpen`). The soft limit is often 1,024 (Linux) or 256 (macOS) while the
/// hard one is far higher; a process may raise its own soft limit up to the hard one, as Go's
/// runtime does at start.
public enum OpenFileLimit {
    /// Raises the soft limit towards the hard one (at most `ceiling`) and returns the soft
    /// limit in force afterwards (0 if it cannot be read).
    @discardableResult
    public static func raise(upTo ceiling: Int) -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return 0 }
        let current = Int(clamping: limit.rlim_cur)
        let wanted = min(Int(clamping: limit.rlim_max), ceiling)
        guard wanted > current else { return current }
        var raised = limit
        raised.rlim_cur = rlim_t(wanted)
        if setrlimit(resource, &raised) == 0 { return wanted }
        #if canImport(Darwin)
        // macOS refuses more than OPEN_MAX whatever the hard limit says.
        raised.rlim_cur = rlim_t(min(wanted, Int(OPEN_MAX)))
        if raised.rlim_cur > limit.rlim_cur, setrlimit(resource, &raised) == 0 { return Int(raised.rlim_cur) }
        #endif
        return current
    }

    /// Grows the process's descriptor table to hold descriptors up to `count` now, by taking
    /// (and giving back) descriptor `count - 1`. Call while the process has one thread: Linux
    /// grows the table of a process whose threads share it only after waiting out an RCU grace
    /// period, each time it doubles, which cost `real14` about 40 ms of waiting with files
    /// kept open from thousands of workers' opens.
    public static func reserveDescriptors(_ count: Int) {
        guard count > 1, let top = Int32(exactly: count - 1) else { return }
        // `dup2` would close a descriptor already there: one in use is left alone (the table
        // is that large already).
        guard fcntl(top, F_GETFD) == -1 else { return }
        let fd = dup2(2, top)
        if fd >= 0 { close(fd) }
    }
}
