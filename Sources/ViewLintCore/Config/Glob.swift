#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path pattern from `included` / `excluded`: `*` and `?` within one path component,
/// `[abc]` character classes, `**` for any number of components. Relative patterns are
/// taken from the directory of the config file that names them. A pattern matches a file
/// when it matches the file's path or one of its parent directories, so `Pods` and
/// `**/Generated` exclude whole trees.
public struct Glob: Equatable, Sendable {
    public let pattern: String
    public let segments: [String]
    /// The segments as bytes, for matching without building strings.
    let segmentBytes: [[UInt8]]
    /// The config file that names it, as shown in messages ("" when built in code).
    public let origin: String

    /// `pattern` relative to `base` (an absolute directory) unless it is absolute.
    public init(_ pattern: String, base: String, origin: String = "") {
        self.pattern = pattern
        self.origin = origin
        var p = pattern
        while p.hasPrefix("./") { p.removeFirst(2) }
        let abs = p.hasPrefix("/") ? p : (base.hasSuffix("/") ? base : base + "/") + p
        segments = PathUtil.normalize(abs).split(separator: "/").map(String.init)
        segmentBytes = segments.map { Array($0.utf8) }
    }

    /// A bare name (no `/`) matches that file or folder name at any depth (`Pods` is
    /// `**/Pods`); anything else is a pattern relative to `base`.
    public init(component pattern: String, base: String, origin: String = "") {
        var p = pattern
        while p.hasSuffix("/") && p.count > 1 { p.removeLast() }
        if p.containsBytes("/") {
            self.init(pattern, base: base, origin: origin)
        } else {
            self.init(pattern: pattern, segments: ["**", p], origin: origin)
        }
    }

    private init(pattern: String, segments: [String], origin: String) {
        self.pattern = pattern
        self.segments = segments
        self.segmentBytes = segments.map { Array($0.utf8) }
        self.origin = origin
    }

    /// A bare folder name (`Pods`): it matches a component at any depth.
    public var isBareName: Bool { segments.first == "**" && !pattern.containsBytes("/") }

    /// Whether a segment has a wildcard (`*`, `?`, `[…]`), so it must be matched, not compared.
    static func hasWildcard(_ segment: String) -> Bool { segment.contains { "*?[".contains($0) } }

    /// For a bare name without wildcards (`Pods`): the name. `**/Pods` matches a path exactly
    /// when one of its components is `Pods`, so a set lookup per component can stand in for it.
    public var literalComponent: String? {
        guard isBareName, segments.count == 2, let name = segments.last,
              !Self.hasWildcard(name) else { return nil }
        return name
    }

    /// Whether anything on disk matches: a bounded walk of the pattern's own directories
    /// (a typo in a config should be visible, without scanning the whole disk).
    public func matchesSomething(limit: Int = 20_000) -> Bool {
        var budget = limit
        return Self.exists(segments[...], at: "", budget: &budget)
    }

    private static func exists(_ p: ArraySlice<String>, at dir: String, budget: inout Int) -> Bool {
        guard let first = p.first else { return true }
        budget -= 1
        if budget <= 0 { return true }   // too big to check: do not warn
        let rest = p.dropFirst()
        if !Self.hasWildcard(first) {
            let path = dir + "/" + first
            guard FileWalker.kind(of: path) != .missing else { return false }
            return rest.isEmpty || exists(rest, at: path, budget: &budget)
        }
        guard let names = DirectoryList.names(dir.isEmpty ? "/" : dir) else { return false }
        if first == "**" {
            if exists(rest, at: dir, budget: &budget) { return true }
            for n in names where !n.hasPrefix(".") {
                let sub = dir + "/" + n
                if FileWalker.kind(of: sub) == .directory, exists(p, at: sub, budget: &budget) { return true }
                if budget <= 0 { return true }
            }
            return false
        }
        let pat = Array(first.utf8)[...]
        for n in names where segment(pat, Array(n.utf8)[...]) {
            if rest.isEmpty || exists(rest, at: dir + "/" + n, budget: &budget) { return true }
        }
        return false
    }

    /// Whether the absolute, normalised `path` or one of its parent directories matches.
    public func matches(_ path: String) -> Bool {
        matches(components: Self.components(path))
    }

    /// Whether the path given as components (`Glob.components`) or one of its parent
    /// directories matches: split a path once when matching it against several patterns.
    public func matches(components parts: [ArraySlice<UInt8>]) -> Bool {
        Self.match(segmentBytes[...], parts[...])
    }

    /// A path's components as byte slices (`/a/b.swift` → `a`, `b.swift`).
    public static func components(_ path: String) -> [ArraySlice<UInt8>] {
        let b = Array(path.utf8)
        var out: [ArraySlice<UInt8>] = []
        var start = 0
        for i in 0...b.count where i == b.count || b[i] == UInt8(ascii: "/") {
            if i > start { out.append(b[start..<i]) }
            start = i + 1
        }
        return out
    }

    /// The leading directory without wildcards (where a walk has to start).
    public var fixedPrefix: String {
        var out: [String] = []
        for s in segments {
            if Self.hasWildcard(s) { break }
            out.append(s)
        }
        return "/" + out.joined(separator: "/")
    }

    static func match(_ p: ArraySlice<[UInt8]>, _ s: ArraySlice<ArraySlice<UInt8>>) -> Bool {
        guard let first = p.first else { return true }   // pattern used up: this directory or a parent matched
        if first == Self.globstar {
            let rest = p.dropFirst()
            if rest.isEmpty { return true }
            var t = s
            while true {
                if match(rest, t) { return true }
                if t.isEmpty { return false }
                t = t.dropFirst()
            }
        }
        guard let seg = s.first, segment(first[...], seg) else { return false }
        return match(p.dropFirst(), s.dropFirst())
    }

    static let globstar: [UInt8] = Array("**".utf8)

    /// One component: `*`, `?`, `[…]`, `[!…]`.
    static func segment(_ p: ArraySlice<UInt8>, _ s: ArraySlice<UInt8>) -> Bool {
        var p = p, s = s
        while let c = p.first {
            switch c {
            case UInt8(ascii: "*"):
                let rest = p.dropFirst()
                var t = s
                while true {
                    if segment(rest, t) { return true }
                    if t.isEmpty { return false }
                    t = t.dropFirst()
                }
            case UInt8(ascii: "?"):
                guard !s.isEmpty else { return false }
                p = p.dropFirst(); s = s.dropFirst()
            case UInt8(ascii: "["):
                guard let ch = s.first, let close = p.dropFirst(2).firstIndex(of: UInt8(ascii: "]")) else {
                    if s.first == c { p = p.dropFirst(); s = s.dropFirst(); continue }
                    return false
                }
                var set = p[(p.startIndex + 1)..<close]
                var negate = false
                if let f = set.first, f == UInt8(ascii: "!") || f == UInt8(ascii: "^") { negate = true; set = set.dropFirst() }
                var hit = false
                var k = set.startIndex
                while k < set.endIndex {
                    if k + 2 < set.endIndex, set[k + 1] == UInt8(ascii: "-") {
                        if ch >= set[k] && ch <= set[k + 2] { hit = true }
                        k += 3
                    } else {
                        if ch == set[k] { hit = true }
                        k += 1
                    }
                }
                guard hit != negate else { return false }
                p = p[(close + 1)...]; s = s.dropFirst()
            default:
                guard s.first == c else { return false }
                p = p.dropFirst(); s = s.dropFirst()
            }
        }
        return s.isEmpty
    }
}

public enum PathUtil {
    /// A relative path given on the command line, taken from the working directory.
    public static func onDisk(_ p: String, cwd: String) -> String {
        if p.hasPrefix("/") || cwd.isEmpty || cwd == "." { return p }
        var rel = Substring(p)
        while rel.hasPrefix("./") { rel = rel.dropFirst(2) }
        if rel.isEmpty || rel == "." { return cwd }
        return (cwd.hasSuffix("/") ? cwd : cwd + "/") + rel
    }

    /// Relative to the working directory when the file is under it.
    public static func displayPath(_ p: String, cwd: String) -> String {
        // Every file of a run is asked, before the first is lexed: an absolute path is first
        // compared on bytes (`prefixTest`), and only a non-ASCII one the bytes cannot settle
        // takes the Character-level test below.
        if p.utf8.first == UInt8(ascii: "/") {
            switch prefixTest(p, base: cwd) {
            case .rest(let rest): return rest
            case .absent: return p
            case .undecided: break
            }
        }
        var path = p
        while path.hasPrefix("./") { path.removeFirst(2) }
        if path.hasPrefix("/") {
            let base = cwd.hasSuffix("/") ? cwd : cwd + "/"
            if path.hasPrefix(base) { return String(path.dropFirst(base.count)) }
        }
        return path
    }

    /// Absolute path of `p` taken from `cwd`.
    public static func absolute(_ p: String, cwd: String) -> String {
        normalize(p.hasPrefix("/") ? p : (cwd.hasSuffix("/") ? cwd : cwd + "/") + p)
    }

    /// Removes `.`, `..` and empty components.
    public static func normalize(_ p: String) -> String {
        // Most paths (every file a walk finds) are already normal: one pass over the bytes.
        if isNormal(p) { return p }
        // On bytes: this runs for every file of a run (Character-level splitting was a hot spot).
        var out: [ArraySlice<UInt8>] = []
        for part in Glob.components(p) {
            if part.count == 1 && part.first == UInt8(ascii: ".") { continue }
            if part.count == 2 && part.first == UInt8(ascii: ".") && part.last == UInt8(ascii: ".") {
                if !out.isEmpty { out.removeLast() }
                continue
            }
            out.append(part)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(p.utf8.count + 1)
        for part in out { bytes.append(UInt8(ascii: "/")); bytes += part }
        return bytes.isEmpty ? "/" : String(decoding: bytes, as: UTF8.self)
    }

    /// Absolute, with no empty, `.` or `..` component and no trailing `/` (or just `/`): what
    /// `normalize` would return unchanged.
    static func isNormal(_ p: String) -> Bool {
        var p = p
        return p.withUTF8 { b in
            let n = b.count
            guard n >= 1, b[0] == UInt8(ascii: "/") else { return false }
            if n == 1 { return true }
            var start = 1
            for i in 1...n where i == n || b[i] == UInt8(ascii: "/") {
                let length = i - start
                if length == 0 { return false }
                if b[start] == UInt8(ascii: "."), length == 1 || (length == 2 && b[start + 1] == UInt8(ascii: ".")) { return false }
                start = i + 1
            }
            return true
        }
    }

    public static func parent(_ p: String) -> String {
        let s = parentSlice(p)
        return s.isEmpty ? "/" : String(s)
    }

    /// `parent` without making a String: empty where `parent` says `/` (no folder, or the root).
    public static func parentSlice(_ p: String) -> Substring {
        lastSlash(p).map { p[..<$0] } ?? ""
    }

    /// Where the last `/` of `p` is, found on its bytes (`/` is ASCII, so the index is a
    /// character boundary). The generic `utf8.lastIndex(of:)` took some 900 instructions a path.
    public static func lastSlash(_ p: String) -> String.Index? {
        let offset = p.utf8.withContiguousStorageIfAvailable { b -> Int? in
            var i = b.count
            while i > 0 { i -= 1; if b[i] == UInt8(ascii: "/") { return i } }
            return nil
        } ?? p.utf8.lastIndex(of: UInt8(ascii: "/")).map { p.utf8.distance(from: p.utf8.startIndex, to: $0) }
        return offset.map { p.utf8.index(p.utf8.startIndex, offsetBy: $0) }
    }

    /// `path` relative to `base` when it is inside it, else unchanged.
    public static func relative(_ path: String, to base: String) -> String {
        switch prefixTest(path, base: base) {
        case .rest(let rest): return rest
        case .absent: return path.utf8.elementsEqual(base.utf8) ? "." : path
        case .undecided: break
        }
        let b = base.hasSuffix("/") ? base : base + "/"
        if path.hasPrefix(b) { return String(path.dropFirst(b.count)) }
        if path == base { return "." }
        return path
    }

    enum PrefixTest: Equatable {
        /// `path` starts with the folder: what follows it.
        case rest(String)
        /// It does not.
        case absent
        /// Non-ASCII text the bytes cannot settle: test Characters.
        case undecided
    }

    /// Whether `path` starts with the folder `base` (`base` and a `/`, unless it ends with
    /// one), as `String.hasPrefix` would say, from the bytes: the same bytes followed by an
    /// ASCII byte or nothing start the same Characters (an ASCII byte after `/` always begins
    /// a Character of its own); different bytes are a different prefix when both are ASCII.
    /// Anything else is `.undecided`. No string is made for the folder with its slash.
    static func prefixTest(_ path: String, base: String) -> PrefixTest {
        let slash = UInt8(ascii: "/")
        let p = path.utf8, b = base.utf8
        let needsSlash = b.last != slash
        let n = b.count + (needsSlash ? 1 : 0)
        guard let test = p.withContiguousStorageIfAvailable({ pb -> PrefixTest in
            b.withContiguousStorageIfAvailable { bb -> PrefixTest in
                var matches = pb.count >= n
                if matches, bb.count > 0 { matches = memcmp(pb.baseAddress!, bb.baseAddress!, bb.count) == 0 }
                if matches, needsSlash { matches = pb[bb.count] == slash }
                if matches {
                    if pb.count == n || pb[n] < 0x80 {
                        return .rest(String(decoding: UnsafeBufferPointer(rebasing: pb[n...]), as: UTF8.self))
                    }
                    return .undecided
                }
                return pb.allSatisfy({ $0 < 0x80 }) && bb.allSatisfy({ $0 < 0x80 }) ? .absent : .undecided
            } ?? .undecided
        }) else { return .undecided }
        return test
    }
}
