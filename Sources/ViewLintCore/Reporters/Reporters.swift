/// Output formats. Each reporter turns a finished run into one string.
public enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github, checkstyle, junit, codeclimate
}

public struct ReportInput {
    public var result: LintResult
    public var rules: [any Rule.Type]
    public var version: String
    /// The directory paths are relative to (SARIF's `%SRCROOT%`).
    public var root: String = ""
    /// A file's bytes by reported path, for fingerprints (nil when unavailable).
    public var source: (String) -> [UInt8]? = { _ in nil }
    /// Run notices beyond `result.notices` (e.g. unreadable directories).
    public var notices: [RunNotice] = []
    public var executionSuccessful = true
    /// Files not linted: left out by `included`/`excluded`, vendored, generated.
    public var skipped: (config: Int, vendored: Int, generated: Int) = (0, 0, 0)

    public init(result: LintResult, rules: [any Rule.Type], version: String) {
        self.result = result
        self.rules = rules
        self.version = version
    }
}

public enum Reporters {
    /// Findings silenced in source appear only in SARIF (as suppressed results).
    public static func render(_ format: OutputFormat, _ input: ReportInput) -> String {
        if format == .sarif { return SARIFReporter.render(input) }
        var shown = input
        shown.result.findings.removeAll { $0.suppression != nil }
        let findings = shown.result.findings
        switch format {
        case .text: return text(findings)
        case .json: return json(shown)
        case .github: return GitHubReporter.render(findings)
        case .checkstyle: return CheckstyleReporter.render(findings)
        case .junit: return JUnitReporter.render(findings)
        case .codeclimate: return CodeClimateReporter.render(findings, source: input.source)
        case .sarif: return SARIFReporter.render(input)
        }
    }

    /// `path:line:col: warning: message [rule_id]` — the line Xcode and problem matchers parse.
    public static func text(_ findings: [Finding]) -> String {
        var out = ""
        out.reserveCapacity(findings.count * 120)
        for f in findings {
            // `[*]`: `--fix` fixes it (a marker inside the message part, so problem matchers
            // that end at `[rule_id]` keep working).
            let mark = f.fix?.applicability == .safe ? " [*]" : ""
            out += "\(f.path):\(f.line):\(f.column): \(textLevel(f.severity)): \(oneLine(f.message))\(mark) [\(f.ruleID)]\n"
        }
        return out
    }

    static func textLevel(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    static func oneLine(_ s: String) -> String {
        s.contains("\n") || s.contains("\r") ? s.replacingNewlines() : s
    }

    public static func json(_ input: ReportInput) -> String {
        let r = input.result
        var out = "{\"version\": 1, \"tool\": {\"name\": \"viewlint\", \"version\": \(JSON.quote(input.version))}, \"findings\": ["
        for (i, f) in r.findings.enumerated() {
            if i > 0 { out += "," }
            out += "\n  {\"rule\": \(JSON.quote(f.ruleID)), \"severity\": \"\(f.severity.rawValue)\", \"message\": \(JSON.quote(f.message)), "
            out += "\"path\": \(JSON.quote(f.path)), \"line\": \(f.line), \"column\": \(f.column), \"endLine\": \(f.endLine), \"endColumn\": \(f.endColumn)"
            if let fix = f.fix {
                out += ", \"fix\": {\"applicability\": \"\(fix.applicability.rawValue)\", \"title\": \(JSON.quote(fix.title)), \"edits\": ["
                out += fix.edits.map { e in
                    "{\"line\": \(e.startLine), \"column\": \(e.startColumn), \"endLine\": \(e.endLine), \"endColumn\": \(e.endColumn), \"replacement\": \(JSON.quote(e.replacement))}"
                }.joined(separator: ", ")
                out += "]}"
            }
            out += "}"
        }
        if !r.findings.isEmpty { out += "\n" }
        let c = Summary(r.findings)
        let k = input.skipped
        out += "], \"summary\": {\"files\": \(r.filesLinted), \"findings\": \(r.findings.count), \"errors\": \(c.errors), \"warnings\": \(c.warnings), \"infos\": \(c.infos), \"skipped\": {\"config\": \(k.config), \"vendored\": \(k.vendored), \"generated\": \(k.generated)}}}\n"
        return out
    }
}

public struct Summary {
    public var errors = 0, warnings = 0, infos = 0
    public init(_ findings: [Finding]) {
        for f in findings {
            switch f.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .info: infos += 1
            }
        }
    }
}

extension String {
    public func replacingNewlines() -> String {
        var out = ""
        for ch in self.unicodeScalars {
            if ch == "\n" || ch == "\r" { out += " " } else { out.unicodeScalars.append(ch) }
        }
        return out
    }
}

/// Minimal JSON string escaping (RFC 8259).
public enum JSON {
    public static func quote(_ s: String) -> String {
        // Most texts (paths, rule ids, messages) need no escape: one scan of their UTF-8 bytes,
        // then one concatenation. Escapes are all ASCII, so a byte test finds every one.
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) { return "\"" + s + "\"" }
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}
