#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file atomically: a temporary file beside it, then rename. A failed write
/// leaves any earlier file untouched.
public enum AtomicFile {
    /// `name` is the path shown in error messages (default: `path`).
    public static func write(_ text: String, to path: String, name: String? = nil) throws {
        try write([(text, path, name ?? path)])
    }

    /// Writes several files: every temporary file is written first, and only when all
    /// succeeded are they renamed into place, so a file that cannot be written (missing
    /// or read-only directory, full disk) leaves every target untouched.
    public static func write(_ files: [(text: String, path: String, name: String)]) throws {
        var temps: [String] = []
        do {
            for f in files { temps.append(try prepare(f.text, for: f.path, name: f.name)) }
        } catch {
            for t in temps { unlink(t) }
            throw error
        }
        for (i, f) in files.enumerated() {
            if rename(temps[i], f.path) != 0 {
                let msg = String(cString: strerror(errno))
                for t in temps[i...] { unlink(t) }
                throw UsageError("cannot write '\(f.name)': \(msg)")
            }
        }
    }

    /// Writes `text` to a temporary file beside `path` (`createTemporary`); returns its path.
    static func prepare(_ text: String, for path: String, name: String) throws -> String {
        try prepare(Array(text.utf8), for: path, name: name)
    }

    static func prepare(_ bytes: [UInt8], for path: String, name: String) throws -> String {
        let (fd, tmp) = createTemporary(beside: path, mode: 0o666)
        guard fd >= 0 else {
            throw UsageError("cannot write '\(name)': \(String(cString: strerror(errno))); check that the directory exists and is writable")
        }
        let written = writeAll(bytes, to: fd)
        if close(fd) != 0 || !written {
            unlink(tmp)
            throw UsageError("cannot write '\(name)': the disk may be full")
        }
        return tmp
    }

    /// Creates a temporary file beside `path` (`path.tmp-<pid>-<n>`), exclusively and never
    /// through a symlink (O_EXCL, O_NOFOLLOW): a planted link in a shared directory cannot
    /// redirect the write. Returns its descriptor and path; the descriptor is -1, with `errno`
    /// set, when none could be made.
    static func createTemporary(beside path: String, mode: mode_t) -> (fd: Int32, path: String) {
        var tmp = ""
        var fd: Int32 = -1
        for attempt in 0..<100 {
            tmp = path + ".tmp-\(getpid())-\(attempt)"
            fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if fd >= 0 || errno != EEXIST { break }
        }
        return (fd, tmp)
    }

    /// Writes every byte at the descriptor's offset and flushes them to the disk; false (with
    /// `errno` set) when any could not be written.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var done = 0
        let ok = bytes.withUnsafeBytes { p -> Bool in
            while done < p.count {
                let n = Glibc_write(fd, p.baseAddress! + done, p.count - done)
                if n < 0 { if errno == EINTR { continue }; return false }
                done += n
            }
            return true
        }
        return ok && fsync(fd) == 0
    }
}

@inline(__always) func Glibc_write(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int { write(fd, p, n) }
