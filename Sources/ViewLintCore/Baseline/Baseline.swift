import Foundation

/// Known findings recorded with `--write-baseline` and hidden with `--baseline`.
///
/// An entry is keyed by file, rule and the offending line's text with whitespace runs
/// collapsed, plus how many findings share that key — never by line number, so edits
/// elsewhere in the file do not bring old findings back. When a key occurs more often than
/// recorded, the extra findings (the last ones in the file) are reported.
public struct Baseline: Equatable, Sendable {
    public struct Key: Hashable, Comparable, Sendable {
        public var path: String
        public var rule: String
        public var text: String
        public static func < (a: Key, b: Key) -> Bool { (a.path, a.rule, a.text) < (b.path, b.rule, b.text) }
    }

    public var counts: [Key: Int] = [:]

    public init(counts: [Key: Int] = [:]) { self.counts = counts }

    /// Whitespace runs become one space; leading and trailing whitespace go.
    public static func normalise(_ line: String) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\u{0B}" || $0 == "\u{0C}" })
            .joined(separator: " ")
    }

    /// Builds the baseline of findings (unsuppressed only). `path` maps a finding's reported
    /// path to the path stored in the file; `lineText` gives a finding's source line.
    public static func make(_ findings: [Finding], path: (String) -> String,
                            lineText: (Finding) -> String) -> Baseline {
        var b = Baseline()
        for f in findings where f.suppression == nil {
            b.counts[Key(path: path(f.path), rule: f.ruleID, text: normalise(lineText(f))), default: 0] += 1
        }
        return b
    }

    /// The findings not covered by the baseline, and the entries (with the missing count)
    /// that no longer occur among the files and rules that were linted.
    public func filter(_ findings: [Finding], path: (String) -> String, lineText: (Finding) -> String,
                       lintedPaths: Set<String>, rules: Set<String>) -> (kept: [Finding], stale: [(Key, Int)]) {
        var left = counts
        var kept: [Finding] = []
        // Walk each key's findings from the top so the extra ones (the last) are reported.
        var byKey: [Key: [Int]] = [:]
        for (i, f) in findings.enumerated() where f.suppression == nil {
            let k = Key(path: path(f.path), rule: f.ruleID, text: Self.normalise(lineText(f)))
            byKey[k, default: []].append(i)
        }
        var hidden = Set<Int>()
        for (k, idx) in byKey {
            let n = min(left[k] ?? 0, idx.count)
            for i in idx.sorted(by: { findings[$0].startOffset < findings[$1].startOffset || (findings[$0].startOffset == findings[$1].startOffset && $0 < $1) }).prefix(n) {
                hidden.insert(i)
            }
            if n > 0 { left[k] = (left[k] ?? 0) - n }
        }
        for (i, f) in findings.enumerated() where !hidden.contains(i) { kept.append(f) }
        let stale = left.filter { $0.value > 0 && lintedPaths.contains($0.key.path) && rules.contains($0.key.rule) }
            .map { ($0.key, $0.value) }.sorted { $0.0 < $1.0 }
        return (kept, stale)
    }

    // MARK: File format

    /// Stable, diff-friendly JSON: one entry per line, sorted by path, rule and text.
    public func render() -> String {
        var out = "{\n  \"version\": 1,\n  \"tool\": \"viewlint\",\n  \"findings\": [\n"
        let sorted = counts.keys.sorted()
        for (i, k) in sorted.enumerated() {
            out += "    {\"path\": \(JSON.quote(k.path)), \"rule\": \(JSON.quote(k.rule)), "
            out += "\"line\": \(JSON.quote(k.text)), \"count\": \(counts[k]!)}"
            out += i + 1 < sorted.count ? ",\n" : "\n"
        }
        out += "  ]\n}\n"
        return out
    }

    /// Reads a baseline file; `name` is the path shown in errors.
    public static func load(_ path: String, name: String) throws -> Baseline {
        guard let bytes = FileWalker.read(path) else {
            throw UsageError("baseline '\(name)' not found or not readable; create it with --write-baseline \(name)")
        }
        let bad = UsageError("baseline '\(name)' is not a viewlint baseline (expected JSON with a \"findings\" list of {path, rule, line, count}); rewrite it with --write-baseline \(name)")
        guard let obj = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let list = obj["findings"] as? [[String: Any]] else { throw bad }
        var b = Baseline()
        for e in list {
            guard let p = e["path"] as? String, let r = e["rule"] as? String, let t = e["line"] as? String else { throw bad }
            let c = (e["count"] as? Int) ?? 1
            b.counts[Key(path: p, rule: r, text: normalise(t)), default: 0] += max(1, c)
        }
        return b
    }
}

