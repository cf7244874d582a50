import ViewLintCore

/// The ecosystem report's per-rule counts (`.ci/ecosystem/run report --summary` writes
/// `.ci/ecosystem/rules.tsv`), turned into each rule doc's "Real-code check": a few lines a
/// user can read, with the holdout figure first. How a rule got there stays in git history.
public struct RealCodeSummary {
    public static let file = ".ci/ecosystem/rules.tsv"

    struct Counts { var apps = 0, byDefault = 0, withAll = 0, worth = 0, low = 0, wrong = 0, unjudged = 0 }
    /// rule id → split (`holdout`, `tune`) → counts.
    var rules: [String: [String: Counts]] = [:]
    /// Apps linted per split, and when and at which commit.
    var apps: [String: Int] = [:]
    var measured = "", commit = ""

    public init(_ tsv: String) {
        var lines = tsv.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard let header = lines.first else { return }
        lines.removeFirst()
        func column(_ name: String) -> Int? { header.firstIndex(of: name) }
        guard let rule = column("rule"), let split = column("split"), let apps = column("apps"),
              let def = column("default"), let all = column("all"), let tp = column("TP"), let low = column("LOW"),
              let fp = column("FP"), let unjudged = column("unjudged"), let measured = column("measured"),
              let commit = column("commit") else { return }
        for f in lines where f.count == header.count {
            let n = { (i: Int) in Int(f[i]) ?? 0 }
            rules[f[rule], default: [:]][f[split]] = Counts(apps: n(apps), byDefault: n(def), withAll: n(all), worth: n(tp),
                                                            low: n(low), wrong: n(fp), unjudged: n(unjudged))
            self.apps[f[split]] = n(apps)
            self.measured = f[measured]
            self.commit = f[commit]
        }
    }

    /// The section's body for one rule.
    public func section(for info: RuleInfo) -> String {
        var out = ["Measured with the [ecosystem check](../.ci/ecosystem/README.md) on \(measured) (`\(commit)`); each finding read in its app."]
        for (split, label) in [("holdout", "Holdout apps (judged only after the rules were done)"),
                               ("tune", "Tune apps (read while the rules were written)")] {
            out.append("- \(label), \(apps[split] ?? 0) apps: " + describe(rules[info.id]?[split]))
        }
        let state = info.group.enabledByDefault ? "on by default" : "opt-in"
        out.append("- Group `\(info.group.rawValue)` (\(state)): \(bar(info.group)). How the rule got here: `git log -p -- Rules/\(info.id).md`.")
        return out.joined(separator: "\n")
    }

    func describe(_ c: Counts?) -> String {
        guard let c, c.withAll > 0 else { return "no finding." }
        var s = c.byDefault == c.withAll ? "\(c.withAll) finding\(c.withAll == 1 ? "" : "s")"
            : "\(c.byDefault) finding\(c.byDefault == 1 ? "" : "s") by default, \(c.withAll) with every group on"
        let judged = c.worth + c.low + c.wrong
        if judged > 0 {
            s += "; \(c.worth) worth fixing, \(c.low) true but not worth a change, \(c.wrong) wrong (\(percent(c.worth, judged)) of \(judged) judged)"
        }
        if c.unjudged > 0 { s += "; \(c.unjudged) not judged yet" }
        return s + "."
    }

    func percent(_ part: Int, _ whole: Int) -> String { "\((100 * part + whole / 2) / whole) %" }

    func bar(_ g: RuleGroup) -> String {
        switch g {
        case .correctness: return "its bar is 95 % of real-app findings worth fixing"
        case .suspicious, .performance: return "its bar is 90 % worth fixing"
        case .modernization, .accessibility: return "its bar is 90 % worth fixing when enabled"
        case .style: return "idiom and consistency, no bar"
        case .pedantic: return "below its group's bar on real apps; enable it to audit"
        case .nursery: return "new; it joins a group once its findings are judged"
        }
    }
}
