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

    /// Writes `text` to a temporary file beside `path`; returns its path.
    static func prepare(_ text: String, for path: String, name: String) throws -> String {
        let tmp = path + ".tmp-\(getpid())"
        guard let f = fopen(tmp, "wb") else {
            throw UsageError("cannot write '\(name)': \(String(cString: strerror(errno))); check that the directory exists and is writable")
        }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, f) }
        let closed = fclose(f)
        if written != bytes.count || closed != 0 {
            unlink(tmp)
            throw UsageError("cannot write '\(name)': the disk may be full")
        }
        return tmp
    }
}
