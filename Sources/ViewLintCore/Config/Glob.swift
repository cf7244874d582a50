/// A path pattern from `included` / `excluded`: `*` and `?` within one path component,
/// `[abc]` character classes, `**` for any number of components. Relative patterns are
/// taken from the directory of the config file that names them. A pattern matches a file
/// when it matches the file's path or one of its parent directories, so `Pods` and
/// `**/Generated` exclude whole trees.
public struct Glob: Equatable, Sendable {
    public let pattern: String
    public let segments: [String]
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
    }

    /// A bare name (no `/`) matches that file or folder name at any depth (`Pods` is
    /// `**/Pods`); anything else is a pattern relative to `base`.
    public init(component pattern: String, base: String, origin: String = "") {
        var p = pattern
        while p.hasSuffix("/") && p.count > 1 { p.removeLast() }
        if p.contains("/") {
            self.init(pattern, base: base, origin: origin)
        } else {
            self.init(pattern: pattern, segments: ["**", p], origin: origin)
        }
    }

    private init(pattern: String, segments: [String], origin: String) {
        self.pattern = pattern
        self.segments = segments
        self.origin = origin
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
        if !first.contains(where: { "*?[".contains($0) }) {
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
        let parts = path.split(separator: "/").map(String.init)
        return Self.match(segments[...], parts[...])
    }

    /// The leading directory without wildcards (where a walk has to start).
    public var fixedPrefix: String {
        var out: [String] = []
        for s in segments {
            if s.contains(where: { "*?[".contains($0) }) { break }
            out.append(s)
        }
        return "/" + out.joined(separator: "/")
    }

    static func match(_ p: ArraySlice<String>, _ s: ArraySlice<String>) -> Bool {
        guard let first = p.first else { return true }   // pattern used up: this directory or a parent matched
        if first == "**" {
            let rest = p.dropFirst()
            if rest.isEmpty { return true }
            var t = s
            while true {
                if match(rest, t) { return true }
                if t.isEmpty { return false }
                t = t.dropFirst()
            }
        }
        guard let seg = s.first, segment(Array(first.utf8)[...], Array(seg.utf8)[...]) else { return false }
        return match(p.dropFirst(), s.dropFirst())
    }

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
        var out: [Substring] = []
        for part in p.split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == ".." { if !out.isEmpty { out.removeLast() }; continue }
            out.append(part)
        }
        return "/" + out.joined(separator: "/")
    }

    public static func parent(_ p: String) -> String {
        guard let i = p.lastIndex(of: "/") else { return "/" }
        let s = String(p[..<i])
        return s.isEmpty ? "/" : s
    }

    /// `path` relative to `base` when it is inside it, else unchanged.
    public static func relative(_ path: String, to base: String) -> String {
        let b = base.hasSuffix("/") ? base : base + "/"
        if path.hasPrefix(b) { return String(path.dropFirst(b.count)) }
        if path == base { return "." }
        return path
    }
}
