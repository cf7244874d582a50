#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's extended attributes (Linux: user.*, ACLs, security labels; macOS: Finder tags,
/// quarantine, resource forks), copied to the file that replaces it when `--fix` writes it.
enum ExtendedAttributes {
    /// Gives `to` every attribute of `from`. True when done, or when the file system keeps no
    /// attributes; false when one could not be given (a label only root may set): the caller
    /// then keeps the old file and writes into it instead.
    static func copy(from: Int32, to: Int32) -> Bool {
        guard let names = list(from) else { return errno == ENOTSUP || errno == ENOSYS }
        for name in names {
            guard let value = get(from, name) else { return false }
            // The new file may have it already (a label or an ACL inherited from the
            // folder); setting an equal value could need rights the user lacks.
            if get(to, name) == value { continue }
            let set = value.withUnsafeBytes { p in xset(to, name, p.baseAddress, p.count) }
            if set != 0 { return false }
        }
        return true
    }

    static func list(_ fd: Int32) -> [String]? {
        let size = xlist(fd, nil, 0)
        if size < 0 { return nil }
        if size == 0 { return [] }
        var buf = [CChar](repeating: 0, count: size)
        let got = xlist(fd, &buf, size)
        if got < 0 { return nil }
        // NUL-separated names.
        return buf[0..<got].split(separator: 0).map { part in String(decoding: part.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    }

    static func get(_ fd: Int32, _ name: String) -> [UInt8]? {
        let size = xget(fd, name, nil, 0)
        if size < 0 { return nil }
        var buf = [UInt8](repeating: 0, count: size)
        let got = buf.withUnsafeMutableBytes { xget(fd, name, $0.baseAddress, size) }
        return got < 0 ? nil : Array(buf[0..<got])
    }

    // Swift's Glibc module leaves out <sys/xattr.h>: on Linux the C library's functions are
    // looked up by name (no C target for three calls). The two platforms' calls differ only
    // in macOS's position and options arguments.
    #if os(Linux)
    typealias ListCall = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int
    typealias GetCall = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
    typealias SetCall = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
    static let functions: (list: ListCall, get: GetCall, set: SetCall)? = {
        let process = dlopen(nil, RTLD_NOW)
        guard let l = dlsym(process, "flistxattr"), let g = dlsym(process, "fgetxattr"),
              let s = dlsym(process, "fsetxattr") else { return nil }
        return (unsafeBitCast(l, to: ListCall.self), unsafeBitCast(g, to: GetCall.self), unsafeBitCast(s, to: SetCall.self))
    }()

    static func xlist(_ fd: Int32, _ buf: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int {
        guard let f = functions else { errno = ENOTSUP; return -1 }
        return f.list(fd, buf, size)
    }
    static func xget(_ fd: Int32, _ name: String, _ buf: UnsafeMutableRawPointer?, _ size: Int) -> Int {
        guard let f = functions else { errno = ENOTSUP; return -1 }
        return f.get(fd, name, buf, size)
    }
    static func xset(_ fd: Int32, _ name: String, _ buf: UnsafeRawPointer?, _ size: Int) -> Int32 {
        guard let f = functions else { errno = ENOTSUP; return -1 }
        return f.set(fd, name, buf, size, 0)
    }
    #else
    static func xlist(_ fd: Int32, _ buf: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int { flistxattr(fd, buf, size, 0) }
    static func xget(_ fd: Int32, _ name: String, _ buf: UnsafeMutableRawPointer?, _ size: Int) -> Int { fgetxattr(fd, name, buf, size, 0, 0) }
    static func xset(_ fd: Int32, _ name: String, _ buf: UnsafeRawPointer?, _ size: Int) -> Int32 { fsetxattr(fd, name, buf, size, 0, 0) }
    #endif
}
