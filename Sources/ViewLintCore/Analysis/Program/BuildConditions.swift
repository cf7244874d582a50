#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which parts of a file a release build leaves out: the clauses of `#if` blocks whose
/// condition holds only in a debug build (`#if DEBUG`, `#if DEBUG && os(iOS)`, `#if !RELEASE`,
/// `#if targetEnvironment(simulator)`, the `#else` of `#if !DEBUG`),.
/// Read from tokens, so the declaration scan and the rules' phase see the same regions.
public enum BuildConditions {
    /// Conditions every Xcode and SwiftPM debug build defines and no release build does.
    static let debugFlags: Set<String> = ["DEBUG"]
    /// Conditions projects define for their release (App Store) builds only: their negation
    /// is a debug-only condition.
    static let releaseFlags: Set<String> = ["RELEASE", "APPSTORE", "APP_STORE", "PRODUCTION"]

    /// What a clause's condition says about the build it is compiled in.
    enum Clause: Equatable {
        /// Compiled only in debug builds.
        case debugOnly
        /// Compiled only in release builds (`#if !DEBUG`, `#if RELEASE`): its `#else` is debug-only.
        case releaseOnly
        case other
    }

    /// Byte ranges of the debug-only clauses, each from its `#if`/`#elseif`/`#else` to the
    /// directive that ends it; nested ranges may overlap. `extraDebugFlags` are the project's
    /// own debug-only conditions.
    public static func debugOnlyRanges(_ file: SourceFile, extraDebugFlags: Set<String> = []) -> [Range<Int>] {
        // Most files have no `#if`: one byte search says so.
        guard hasConditionalBlock(file.bytes) else { return [] }
        let toks = file.tokens
        // One frame per open `#if`: where the current clause began, whether it is debug-only,
        // and what the clauses before it were (an `#else` after a single release-only clause
        // is debug-only).
        struct Frame { var start: Int; var debug: Bool; var clauses: Int; var firstReleaseOnly: Bool }
        var frames: [Frame] = []
        var out: [Range<Int>] = []
        var i = 0
        let n = toks.count
        while i < n {
            let t = toks[i]
            guard t.kind == .poundKeyword, t.length >= 3 else { i += 1; continue }
            let start = Int(t.start)
            if file.tokenEquals(i, "#if") {
                let c = clause(file, i, extraDebugFlags)
                frames.append(Frame(start: start, debug: c == .debugOnly, clauses: 1, firstReleaseOnly: c == .releaseOnly))
            } else if file.tokenEquals(i, "#elseif") || file.tokenEquals(i, "#else") {
                guard var f = frames.popLast() else { i += 1; continue }
                if f.debug { out.append(f.start..<start) }
                let isElse = file.tokenEquals(i, "#else")
                f.debug = isElse ? (f.clauses == 1 && f.firstReleaseOnly) : clause(file, i, extraDebugFlags) == .debugOnly
                f.clauses += 1
                f.start = start
                frames.append(f)
            } else if file.tokenEquals(i, "#endif") {
                guard let f = frames.popLast() else { i += 1; continue }
                if f.debug { out.append(f.start..<start) }
            }
            i += 1
        }
        // An unterminated `#if` runs to the end of the file.
        for f in frames where f.debug { out.append(f.start..<file.bytes.count) }
        return out.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// Whether the bytes hold `#if` anywhere (also in a comment: a quick no, never a wrong yes).
    static func hasConditionalBlock(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress, p.count >= 3 else { return false }
            var i = 0
            // `memchr` finds each `#` many bytes at a time.
            while i < p.count - 2, let hit = memchr(base + i, Int32(UInt8(ascii: "#")), p.count - 2 - i) {
                let k = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                if p[k + 1] == UInt8(ascii: "i"), p[k + 2] == UInt8(ascii: "f") { return true }
                i = k + 1
            }
            return false
        }
    }

    /// Whether `offset` lies in one of `ranges`.
    @inline(__always) public static func contains(_ ranges: [Range<Int>], _ offset: Int) -> Bool {
        for r in ranges {
            if r.lowerBound > offset { return false }
            if r.contains(offset) { return true }
        }
        return false
    }

    /// The condition on the line of the directive at `i`, as its words (identifiers and
    /// keywords, each with whether a `!` applies to it), whether any `!` or `||` occurs, and how
    /// many tokens it has. Read by the debug-clause and the AppKit-clause questions alike.
    struct Condition {
        var words: [(word: String, negated: Bool)] = []
        var negation = false
        var disjunction = false
        var tokens = 0
    }

    static func condition(_ file: SourceFile, _ i: Int) -> Condition {
        let toks = file.tokens
        var c = Condition()
        var j = i + 1
        var negated = false
        while j < toks.count, !toks[j].flags.contains(.newlineBefore) {
            let t = toks[j]
            switch t.kind {
            case .operator:
                let text = file.text(t)
                if text == "||" { c.disjunction = true }
                if text.hasPrefix("!") && text != "!=" { negated = true; c.negation = true }
            case .identifier, .keyword:
                c.words.append((file.identifierText(j), negated))
                negated = false
            case .lParen:
                break
            default:
                negated = false
            }
            j += 1
        }
        c.tokens = j - i - 1
        return c
    }

    /// The condition on the line of the directive at `i`: a conjunction (`&&` only, no `||`)
    /// with a debug flag, `!` of a release flag or `targetEnvironment(simulator)` is debug-only;
    /// a lone `!DEBUG` or a release flag is release-only; anything else (`DEBUG || BETA`) ships.
    static func clause(_ file: SourceFile, _ i: Int, _ extra: Set<String>) -> Clause {
        let c = condition(file, i)
        if c.disjunction || c.tokens > 64 { return .other }
        var debug = false, release = false
        var previous = ""
        for (word, negated) in c.words {
            if debugFlags.contains(word) || extra.contains(word) {
                if negated { release = true } else { debug = true }
            } else if releaseFlags.contains(word) {
                if negated { debug = true } else { release = true }
            } else if word == "simulator", previous == "targetEnvironment", !negated {
                debug = true
            }
            previous = word
        }
        if debug && !release { return .debugOnly }
        if release && !debug && c.words.count == 1 { return .releaseOnly }
        return .other
    }
}
