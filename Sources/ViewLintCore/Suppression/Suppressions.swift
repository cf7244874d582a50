/// In-source suppression comments, SwiftLint's grammar with either prefix:
///
///     // viewlint:disable RULE…            from here to a matching enable or the end of the file
///     // viewlint:enable RULE…
///     // viewlint:disable:next RULE…       the next line only (also :this, :previous)
///     // viewlint:disable all - reason     every rule; text after ` - ` is the justification
///     // swiftlint:disable:next weak_delegate   a SwiftLint id, mapped through .swiftlint-compat
///
/// Commands are read from comment trivia only (never from string literals) and must start
/// the comment. Silenced findings keep `Finding.suppression` (the reason, possibly empty).
public struct SuppressionCommand: Equatable, Sendable {
    public enum Action: String, Sendable { case disable, enable }
    public enum Scope: String, Sendable { case region = "", next = ":next", this = ":this", previous = ":previous" }

    public var prefix: String
    public var action: Action
    public var scope: Scope
    /// viewlint rule ids covered (SwiftLint ids already mapped); empty with `all`.
    public var rules: [String]
    public var all: Bool
    /// What was written after the command, for messages: (id as written, viewlint ids it maps to).
    public var written: [String]
    public var reason: String
    /// Byte range and lines of the comment.
    public var start: Int
    public var end: Int
    public var line: Int
    public var endLine: Int
    /// The command word as written (`viewlint:disable:next`).
    public var head: String
    /// For viewlint commands that cannot work: what is wrong (reported by superfluous_disable).
    public var problems: [String] = []

    /// The source text of the command, e.g. `viewlint:disable:next weak_delegate`.
    public var spelled: String { ([head] + written).joined(separator: " ") }

    /// Lines a line-scoped command applies to.
    var targetLine: Int? {
        switch scope {
        case .region: return nil
        case .this: return line
        case .next: return endLine + 1
        case .previous: return line - 1
        }
    }

    func covers(_ rule: String) -> Bool {
        if all {
            if rule == SuperfluousDisableRule.info.id { return false }
            return prefix == "viewlint" || SwiftLintCompat.mappedRules.contains(rule)
        }
        return rules.contains(rule)
    }
}

public enum Suppressions {
    /// Every suppression command in a file, in source order.
    public static func commands(in file: SourceFile) -> [SuppressionCommand] {
        var out: [SuppressionCommand] = []
        let b = file.bytes
        for t in file.trivia {
            switch t.kind {
            case .lineComment, .docLineComment, .blockComment, .docBlockComment: break
            default: continue
            }
            var s = Int(t.start), e = Int(t.end)
            // Skip the opener (`//`, `///`, `/*`, `/**`) and the closer of block comments.
            let block = t.kind == .blockComment || t.kind == .docBlockComment
            s += 2
            while s < e, b[s] == UInt8(ascii: "/") || (block && b[s] == UInt8(ascii: "*")) { s += 1 }
            if block, e - 2 >= s, b[e - 1] == UInt8(ascii: "/"), b[e - 2] == UInt8(ascii: "*") { e -= 2 }
            while s < e, b[s] == 32 || b[s] == 9 { s += 1 }
            guard e - s >= 9 else { continue }
            let isViewlint = startsWith(b, s, "viewlint:"), isSwiftLint = startsWith(b, s, "swiftlint:")
            guard isViewlint || isSwiftLint else { continue }
            let text = String(decoding: b[s..<e], as: UTF8.self)
            if let c = parse(text, start: Int(t.start), end: Int(t.end), file: file) { out.append(c) }
        }
        return out
    }

    static func startsWith(_ b: [UInt8], _ at: Int, _ s: StaticString) -> Bool {
        let n = s.utf8CodeUnitCount
        guard at + n <= b.count else { return false }
        let p = s.utf8Start
        for k in 0..<n where b[at + k] != p[k] { return false }
        return true
    }

    /// Parses `prefix:action[:scope] ids… [- reason]`; nil for SwiftLint comments viewlint
    /// cannot use.
    static func parse(_ text: String, start: Int, end: Int, file: SourceFile) -> SuppressionCommand? {
        let firstLine = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
        var words = firstLine.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
        guard !words.isEmpty else { return nil }
        let head = words.removeFirst()
        let parts = head.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let prefix = parts[0]
        let viewlint = prefix == "viewlint"
        var problems: [String] = []
        let action = parts.count > 1 ? SuppressionCommand.Action(rawValue: parts[1]) : nil
        let scope: SuppressionCommand.Scope? = parts.count == 2 ? .region
            : (parts.count == 3 ? SuppressionCommand.Scope(rawValue: ":" + parts[2]) : nil)
        let line = file.line(of: start), endLine = file.line(of: max(start, end - 1))
        guard let action, let scope else {
            guard viewlint else { return nil }
            let valid = ["viewlint:disable", "viewlint:enable", "viewlint:disable:next", "viewlint:disable:this",
                         "viewlint:disable:previous", "viewlint:enable:next", "viewlint:enable:this", "viewlint:enable:previous"]
            let hint = Suggestions.closest(head, valid).map { "; did you mean '\($0)'?" } ?? ""
            return SuppressionCommand(prefix: prefix, action: .disable, scope: .region, rules: [], all: false, written: [],
                                      reason: "", start: start, end: end, line: line, endLine: endLine, head: head,
                                      problems: ["unknown command '\(head)'\(hint)"])
        }
        // Rule ids up to ` - reason`; commas are accepted as separators too.
        var ids: [String] = []
        var reason = ""
        // ` - reason`, or a trailing `// remark`, ends the rule list.
        if let dash = words.firstIndex(where: { $0 == "-" || $0 == "—" || $0.hasPrefix("//") }) {
            reason = (words[dash].hasPrefix("//") ? words[dash...] : words[(dash + 1)...]).joined(separator: " ")
            words = Array(words[..<dash])
        }
        for w in words { ids += w.split(separator: ",").map(String.init) }
        var all = false
        var rules: [String] = []
        for id in ids {
            if id == "all" { all = true; continue }
            if viewlint {
                if RuleRegistry.rule(id) != nil { rules.append(id) }
                else {
                    let hint = Suggestions.closest(id, RuleRegistry.ids).map { "; did you mean '\($0)'?" } ?? ""
                    problems.append("unknown rule '\(id)'\(hint)")
                }
            } else {
                rules += SwiftLintCompat.viewlintRules(for: id)
            }
        }
        if ids.isEmpty, viewlint {
            problems.append("names no rule; write the rule ids or 'all' after '\(head)'")
        }
        if !viewlint && !all && rules.isEmpty { return nil }
        return SuppressionCommand(prefix: prefix, action: action, scope: scope, rules: rules, all: all, written: ids,
                                  reason: reason, start: start, end: end, line: line, endLine: endLine, head: head, problems: problems)
    }

    /// Marks the findings of one file that a comment silences, and adds `superfluous_disable`
    /// findings when that rule is enabled. Called by the engine after the rules ran on a file.
    /// `ran` are the rules that ran on this file (those of the run that apply in its scope):
    /// a comment naming a rule that does not apply there is not reported as superfluous.
    public static func apply(_ findings: inout [Finding], file: SourceFile, options: LintOptions,
                             ran: [any Rule.Type]? = nil) {
        let commands = commands(in: file)
        if commands.isEmpty { return }
        // used[command index] = rule ids (or "all") that silenced something.
        var used = [Set<String>](repeating: [], count: commands.count)
        let region = commands.indices.filter { commands[$0].scope == .region }
        var byLine: [Int: [Int]] = [:]
        for k in commands.indices { if let l = commands[k].targetLine { byLine[l, default: []].append(k) } }

        func silence(_ f: inout Finding) {
            var by: [Int] = []
            // Region state: the last region command before the finding that covers its rule.
            if let k = region.last(where: { commands[$0].start <= f.startOffset && commands[$0].covers(f.ruleID) }),
               commands[k].action == .disable {
                by.append(k)
            }
            // Line-scoped commands win over the region state.
            let here = (byLine[f.line] ?? []).filter { commands[$0].covers(f.ruleID) }
            if here.contains(where: { commands[$0].action == .enable }) { by = [] }
            else { by += here.filter { commands[$0].action == .disable } }
            guard !by.isEmpty else { return }
            for k in by { used[k].insert(commands[k].all && !commands[k].rules.contains(f.ruleID) ? "all" : f.ruleID) }
            let reason = by.map { commands[$0].reason }.first { !$0.isEmpty } ?? ""
            f.suppression = reason
        }

        for i in findings.indices where findings[i].suppression == nil { silence(&findings[i]) }

        let sd = SuperfluousDisableRule.info
        guard options.rules.contains(where: { $0.info.id == sd.id }) else { return }
        let enabled = Set((ran ?? options.rules).map { $0.info.id })
        let reportUnknown = options.ruleOptions[sd.id]?["report_unknown_rules"]?.bool ?? true
        let severity = options.severityOverrides[sd.id] ?? sd.severity
        var extra: [Finding] = []
        for (k, c) in commands.enumerated() where c.prefix == "viewlint" {
            var messages: [String] = []
            for p in c.problems where reportUnknown || !p.hasPrefix("unknown rule") {
                messages.append(p.hasPrefix("unknown command") ? p : "'\(c.spelled)': \(p)")
            }
            if c.action == .disable {
                if c.all, used[k].isEmpty {
                    messages.append("'\(c.spelled)' silences nothing; remove it")
                }
                for r in c.rules where r != sd.id && enabled.contains(r) && !used[k].contains(r) {
                    messages.append("'\(c.spelled)' silences nothing for \(r); remove \(c.rules.count > 1 ? "'\(r)' from it" : "it")")
                }
            }
            let s = file.location(of: c.start), e = file.location(of: c.end)
            // A command that silences nothing at all (and is otherwise well formed) is removed
            // by --fix: its line when it is alone on it, else the comment.
            let silencesNothing = c.action == .disable && c.problems.isEmpty && used[k].isEmpty
                && (c.all || c.rules.allSatisfy { $0 != sd.id && enabled.contains($0) })
            let fix = silencesNothing ? Self.removal(of: c, in: file) : nil
            for m in messages {
                var f = Finding(ruleID: sd.id, severity: severity, message: m, path: file.path, line: s.line,
                                column: s.column, endLine: e.line, endColumn: e.column,
                                startOffset: c.start, endOffset: c.end)
                f.fix = fix?.located(in: file)
                extra.append(f)
            }
        }
        // Only a command naming superfluous_disable itself silences these.
        for i in extra.indices {
            let f = extra[i]
            let hits = commands.indices.filter { k in
                let c = commands[k]
                guard c.rules.contains(sd.id), c.action == .disable else { return false }
                if let l = c.targetLine { return l == f.line }
                let last = commands.indices.last { commands[$0].scope == .region && commands[$0].rules.contains(sd.id) && commands[$0].start <= f.startOffset }
                return last == k
            }
            if let k = hits.first { extra[i].suppression = commands[k].reason }
        }
        findings += extra
    }

    /// Deletes a comment (its line when nothing else is on it). Safe: a comment changes no
    /// behaviour.
    static func removal(of c: SuppressionCommand, in file: SourceFile) -> Fix? {
        guard c.start >= 0, c.end <= file.bytes.count, c.start < c.end else { return nil }
        return Fix(.safe, "Remove the disable comment", [TextEdit.deletion(c.start, c.end, in: file.bytes)])
    }
}
