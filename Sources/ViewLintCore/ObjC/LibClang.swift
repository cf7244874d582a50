// The fuzz build compiles ViewLintCore's sources alone with swiftc (.ci/fuzz): without the
// shim module there, Objective-C support reports itself missing.
#if canImport(CLibClangShim)
import CLibClangShim
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libclang, opened at run time: viewlint has no build dependency on it. The library is
/// looked for at `--libclang PATH`, then `VIEWLINT_LIBCLANG`, then the usual install places
/// (LLVM packages, the Swift toolchain's own `lib`, Xcode). Only the lexer and a
/// syntax-only parse are used, through the C shim in `Sources/CLibClangShim`.
public enum LibClang {
    /// The outcome of looking for the library, once per explicit path.
    public enum Status: Sendable, Equatable {
        case loaded(path: String, version: String)
        case missing(reason: String)
    }

    nonisolated(unsafe) private static var cache: [String: Status] = [:]
    private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let m = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(m, nil)
        return m
    }()

    /// How to get libclang, for the note printed when it is missing.
    public static let installHint: String = {
        #if os(macOS)
        return "install Xcode or the Command Line Tools (xcode-select --install), or pass --libclang PATH / set VIEWLINT_LIBCLANG"
        #else
        return "install it (Debian/Ubuntu: apt-get install libclang-dev; Fedora: dnf install clang-libs), or pass --libclang PATH / set VIEWLINT_LIBCLANG"
        #endif
    }()

    /// Loads libclang (once). `explicitPath` (from `--libclang`) wins over everything; then
    /// the `VIEWLINT_LIBCLANG` environment variable; then the usual places.
    public static func load(explicitPath: String? = nil) -> Status {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        let key = explicitPath ?? ""
        if let s = cache[key] { return s }
        let s = find(explicitPath)
        cache[key] = s
        return s
    }

    private static func find(_ explicitPath: String?) -> Status {
        #if !canImport(CLibClangShim)
        return .missing(reason: "this build of viewlint has no libclang support")
        #else
        var err = [CChar](repeating: 0, count: 512)
        func tryLoad(_ p: String) -> Status? {
            if vl_clang_load(p, &err, err.count) == 1 {
                return .loaded(path: p, version: String(cString: vl_clang_version()))
            }
            return nil
        }
        if let p = explicitPath ?? environment("VIEWLINT_LIBCLANG"), !p.isEmpty {
            if FileWalker.kind(of: p) != .file { return .missing(reason: "libclang could not be loaded from '\(p)' (no such file)") }
            if let s = tryLoad(p) { return s }
            let why = String(cString: err)
            return .missing(reason: "libclang could not be loaded from '\(p)'\(why.isEmpty ? "" : " (\(why))")")
        }
        for c in candidates() where FileWalker.kind(of: c) == .file {
            if let s = tryLoad(c) { return s }
        }
        return .missing(reason: "libclang was not found")
        #endif
    }

    static func environment(_ name: String) -> String? {
        guard let v = getenv(name) else { return nil }
        return String(cString: v)
    }

    /// Where libclang usually lives, newest LLVM first.
    static func candidates() -> [String] {
        var out: [String] = []
        #if os(macOS)
        // DEVELOPER_DIR, then the directory `xcode-select` points at.
        for dev in [environment("DEVELOPER_DIR"), realPath("/var/db/xcode_select_link")].compactMap({ $0 }) {
            out.append(dev + "/Toolchains/XcodeDefault.xctoolchain/usr/lib/libclang.dylib")
            out.append(dev + "/usr/lib/libclang.dylib")
        }
        out += ["/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/libclang.dylib",
                "/Library/Developer/CommandLineTools/usr/lib/libclang.dylib",
                "/opt/homebrew/opt/llvm/lib/libclang.dylib", "/usr/local/opt/llvm/lib/libclang.dylib"]
        #else
        // /usr/lib/llvm-N/lib (Debian, Ubuntu), newest first.
        let llvmDirs = (DirectoryList.names("/usr/lib") ?? []).filter { $0.hasPrefix("llvm") }
            .sorted { versionKey($0) > versionKey($1) }
        for d in llvmDirs { out += libraries(in: "/usr/lib/\(d)/lib") }
        for d in ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib", "/usr/local/lib"] {
            out += libraries(in: d)
        }
        #endif
        // The Swift toolchain ships libclang beside the compiler: find `swift` on PATH.
        for dir in (environment("PATH") ?? "").split(separator: ":") {
            let exe = String(dir) + "/swift"
            guard FileWalker.kind(of: exe) == .file, let real = realPath(exe) else { continue }
            var parts = real.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count > 2 else { continue }
            parts.removeLast(2) // bin/swift
            let lib = parts.joined(separator: "/") + "/lib"
            #if os(macOS)
            out.append(lib + "/libclang.dylib")
            #else
            out += libraries(in: lib)
            #endif
        }
        #if !os(macOS)
        out += libraries(in: "/opt/swift/usr/lib") + libraries(in: "/usr/share/swift/usr/lib")
        #endif
        var seen: Set<String> = []
        return out.filter { seen.insert($0).inserted }
    }

    /// `libclang.so`, `libclang.so.1`, `libclang-14.so.1`… in a directory (not libclang-cpp,
    /// not the compiler-rt `libclang_rt`).
    static func libraries(in dir: String) -> [String] {
        guard let names = DirectoryList.names(dir) else { return [] }
        let libs = names.filter { n in
            (n.hasPrefix("libclang.so") || n.hasPrefix("libclang-")) && n.containsBytes(".so") && !n.hasPrefix("libclang-cpp")
        }
        // Prefer the plain name, then shorter (less specific) versions.
        return libs.sorted { a, b in
            if a.hasPrefix("libclang.so") != b.hasPrefix("libclang.so") { return a.hasPrefix("libclang.so") }
            return a.count != b.count ? a.count < b.count : a < b
        }.map { dir + "/" + $0 }
    }

    static func versionKey(_ name: String) -> Int {
        Int(name.split(separator: "-").last.map(String.init) ?? "") ?? 0
    }

    static func realPath(_ p: String) -> String? {
        guard let r = realpath(p, nil) else { return nil }
        defer { free(r) }
        return String(cString: r)
    }

    /// One lexed Objective-C file: clang's tokens (comments dropped), as kinds and byte ranges.
    public struct Lexed: Sendable {
        public var tokens: [ObjCToken]
        public var ok: Bool
    }

    /// Lexes `bytes` as the Objective-C file `path` (libclang must be loaded). The file is
    /// handed over in memory and `#import`s are not followed (single-file parse), so the
    /// result never depends on the SDK being present.
    static func lex(path: String, bytes: [UInt8], objcxx: Bool) -> Lexed {
        #if !canImport(CLibClangShim)
        return Lexed(tokens: [], ok: false)
        #else
        let args = ["-x", objcxx ? "objective-c++" : "objective-c", "-target", "arm64-apple-ios15.0",
                    "-fblocks", "-fobjc-arc", "-w", "-ferror-limit=1"]
        // CXTranslationUnit_Incomplete | SkipFunctionBodies | KeepGoing | SingleFileParse
        let flags: UInt32 = 2 | 64 | 512 | 1024
        // A name libclang can map the in-memory text to (absolute, so no cwd lookups).
        let name = path.hasPrefix("/") ? path : "/viewlint-input/" + path
        var result = vl_parse_result()
        var cargs = args.map { strdup($0) }
        defer { for a in cargs { free(a) } }
        var data = bytes
        if data.isEmpty { data = [10] }
        data.withUnsafeBufferPointer { buf in
            buf.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buf.count) { contents in
                cargs.withUnsafeMutableBufferPointer { argv in
                    argv.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: argv.count) { a in
                        vl_parse(name, contents, UInt(buf.count), a, Int32(args.count), flags, &result)
                    }
                }
            }
        }
        defer { vl_free_result(&result) }
        var tokens: [ObjCToken] = []
        if result.token_count > 0, let t = result.tokens {
            tokens.reserveCapacity(Int(result.token_count))
            let limit = UInt32(bytes.count)
            for i in 0..<Int(result.token_count) {
                let k = t[i]
                guard k.start < k.end, k.end <= limit, k.kind != 4 else { continue }
                tokens.append(ObjCToken(kind: ObjCToken.Kind(rawValue: UInt8(clamping: k.kind)) ?? .punctuation,
                                        start: Int32(k.start), end: Int32(k.end)))
            }
        }
        return Lexed(tokens: tokens, ok: result.ok == 1)
        #endif
    }
}

/// A clang token: kind and byte range in the file.
public struct ObjCToken: Sendable, Equatable {
    public enum Kind: UInt8, Sendable { case punctuation = 0, keyword, identifier, literal, comment }
    public var kind: Kind
    public var start: Int32
    public var end: Int32
}
