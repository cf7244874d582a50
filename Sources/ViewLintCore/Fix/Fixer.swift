/// `--fix` / `--diff`: lint, apply the fixes that may be applied, lint the changed files
/// again, and repeat until nothing changes (a fix can make another possible, and
/// overlapping fixes wait for the next pass), at most `maxPasses` times. Nothing is written
/// here: the caller writes `texts` (or prints them as a diff).
public struct FixOutcome {
    /// Reported path → the fixed text (UTF-8, as lexed), for files that changed.
    public var texts: [String: [UInt8]] = [:]
    /// Reported path → the text before any fix.
    public var originals: [String: [UInt8]] = [:]
    /// Rule id → fixes applied.
    public var applied: [String: Int] = [:]
    /// Reported path → rule id → fixes applied to that file.
    public var appliedIn: [String: [String: Int]] = [:]
    /// Reported paths of fixed files that were not written (changed on disk, or not writable).
    public var unwritten: [String] = []
    public var passes = 0

    public var total: Int { applied.values.reduce(0, +) }

    /// A fixed file that could not be written: its fixes no longer count as applied.
    public mutating func notWritten(_ path: String) {
        guard texts.removeValue(forKey: path) != nil else { return }
        for (rule, n) in appliedIn.removeValue(forKey: path) ?? [:] { applied[rule, default: 0] -= n }
        unwritten.append(path)
    }
}

public enum Fixer {
    public static let maxPasses = 6

    /// `lint` lints the given inputs and returns the findings the run reports (after the
    /// baseline and changed-lines filters); `eligible` says which findings' fixes to apply.
    public static func run(_ inputs: [LintInput], initial: [Finding], eligible: (Finding) -> Bool,
                           lint: ([LintInput]) throws -> [Finding]) rethrows -> FixOutcome {
        var out = FixOutcome()
        var findings = initial
        var current: [String: [UInt8]] = [:]
        var byPath: [String: LintInput] = [:]
        for i in inputs where byPath[i.displayPath] == nil { byPath[i.displayPath] = i }
        func text(_ path: String) -> [UInt8]? {
            if let t = current[path] { return t }
            guard let input = byPath[path], let raw = input.bytes ?? input.diskPath.flatMap(FileWalker.read) else { return nil }
            let t = TextDecoding.utf8(raw)
            out.originals[path] = t
            current[path] = t
            return t
        }
        while out.passes < maxPasses {
            out.passes += 1
            var changed: Set<String> = []
            let fixable = findings.filter { $0.fix != nil && $0.suppression == nil && eligible($0) }
            for (path, group) in Dictionary(grouping: fixable, by: { $0.path }).sorted(by: { $0.key < $1.key }) {
                guard let before = text(path) else { continue }
                let (after, applied) = FixApplier.apply(group.map { $0.fix! }, to: before)
                guard !applied.isEmpty, after != before else { continue }
                current[path] = after
                changed.insert(path)
                for i in applied {
                    out.applied[group[i].ruleID, default: 0] += 1
                    out.appliedIn[path, default: [:]][group[i].ruleID, default: 0] += 1
                }
            }
            if changed.isEmpty { break }
            // Lint the changed files again (the others feed the index only).
            let next = inputs.map { input -> LintInput in
                var i = input
                if let t = current[input.displayPath] { i.bytes = t } else { i.indexOnly = true }
                if !changed.contains(input.displayPath) { i.indexOnly = true }
                return i
            }
            findings = try lint(next)
        }
        for (p, t) in current where t != out.originals[p] { out.texts[p] = t }
        return out
    }
}
