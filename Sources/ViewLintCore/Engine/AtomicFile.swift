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

    /// Replaces an existing file's bytes, keeping its permissions (a source file edited by
    /// `--fix`).
    public static func replace(_ path: String, with bytes: [UInt8], name: String) throws {
        var st = stat()
        let mode = stat(path, &st) == 0 ? st.st_mode & 0o7777 : 0o644
        let tmp = try prepare(bytes, for: path, name: name)
        chmod(tmp, mode)
        if rename(tmp, path) != 0 {
            let msg = String(cString: strerror(errno))
            unlink(tmp)
            throw UsageError("cannot write '\(name)': \(msg)")
        }
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

    /// Writes `text` to a temporary file beside `path`; returns its path.
    /// The temporary file is created exclusively and never through a symlink (O_EXCL,
    /// O_NOFOLLOW): a planted link in a shared directory cannot redirect the write.
    static func prepare(_ text: String, for path: String, name: String) throws -> String {
        try prepare(Array(text.utf8), for: path, name: name)
    }

    static func prepare(_ bytes: [UInt8], for path: String, name: String) throws -> String {
        var tmp = ""
        var fd: Int32 = -1
        for attempt in 0..<100 {
            tmp = path + ".tmp-\(getpid())-\(attempt)"
            fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0, let f = fdopen(fd, "wb") else {
            let msg = String(cString: strerror(errno))
            if fd >= 0 { close(fd); unlink(tmp) }
            throw UsageError("cannot write '\(name)': \(msg); check that the directory exists and is writable")
        }
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, f) }
        let flushed = fflush(f) == 0 && fsync(fileno(f)) == 0
        let closed = fclose(f)
        if written != bytes.count || !flushed || closed != 0 {
            unlink(tmp)
            throw UsageError("cannot write '\(name)': the disk may be full")
        }
        return tmp
    }
}
