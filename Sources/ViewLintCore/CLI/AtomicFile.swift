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
        let shown = name ?? path
        let tmp = path + ".tmp-\(getpid())"
        guard let f = fopen(tmp, "wb") else {
            throw UsageError("cannot write '\(shown)': \(String(cString: strerror(errno))); check that the directory exists and is writable")
        }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, f) }
        let closed = fclose(f)
        if written != bytes.count || closed != 0 {
            unlink(tmp)
            throw UsageError("cannot write '\(shown)': the disk may be full")
        }
        if rename(tmp, path) != 0 {
            let msg = String(cString: strerror(errno))
            unlink(tmp)
            throw UsageError("cannot write '\(shown)': \(msg)")
        }
    }
}
