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
        s.containsBytes("\n") || s.containsBytes("\r") ? s.replacingNewlines() : s
    }

    public static func json(_ input: ReportInput) -> String {
        // Written as bytes: a big run's report (thousands of findings) is built on the run's
        // serial tail, where appending many small Strings cost several times more.
        let r = input.result
        var out = JSONBytes()
        out.bytes.reserveCapacity(256 + r.findings.count * 300)
        out.raw("{\"version\": 1, \"tool\": {\"name\": \"viewlint\", \"version\": "); out.string(input.version)
        out.raw("}, \"findings\": [")
        for (i, f) in r.findings.enumerated() {
            if i > 0 { out.raw(",") }
            out.raw("\n  {\"rule\": "); out.string(f.ruleID)
            out.raw(", \"severity\": \""); out.text(f.severity.rawValue)
            out.raw("\", \"message\": "); out.string(f.message)
            out.raw(", \"path\": "); out.string(f.path)
            out.range(f.line, f.column, f.endLine, f.endColumn)
            if let scope = f.scope { out.raw(", \"scope\": \""); out.text(scope.rawValue); out.raw("\"") }
            if let fix = f.fix {
                out.raw(", \"fix\": {\"applicability\": \""); out.text(fix.applicability.rawValue)
                out.raw("\", \"title\": "); out.string(fix.title)
                out.raw(", \"edits\": [")
                for (j, e) in fix.edits.enumerated() {
                    out.raw(j > 0 ? ", {" : "{")
                    out.range(e.startLine, e.startColumn, e.endLine, e.endColumn, first: true)
                    out.raw(", \"replacement\": "); out.string(e.replacement)
                    out.raw("}")
                }
                out.raw("]}")
            }
            out.raw("}")
        }
        if !r.findings.isEmpty { out.raw("\n") }
        let c = Summary(r.findings)
        let k = input.skipped
        out.raw("], \"summary\": {")
        out.field("files", r.filesLinted, first: true)
        out.field("findings", r.findings.count)
        out.field("errors", c.errors)
        out.field("warnings", c.warnings)
        out.field("infos", c.infos)
        out.raw(", \"skipped\": {")
        out.field("config", k.config, first: true)
        out.field("vendored", k.vendored)
        out.field("generated", k.generated)
        out.raw("}")
        if !r.hiddenByScope.isEmpty {
            out.raw(", \"not_shown\": {")
            for (i, s) in r.hiddenByScope.keys.sorted().enumerated() {
                out.raw(i == 0 ? "\"" : ", \""); out.text(s.rawValue); out.raw("\": "); out.int(r.hiddenByScope[s]!)
            }
            out.raw("}")
        }
        out.raw("}}\n")
        return String(decoding: out.bytes, as: UTF8.self)
    }
}

/// A JSON document's UTF-8 bytes, appended piece by piece.
struct JSONBytes {
    var bytes: [UInt8] = []

    /// Literal JSON text, written as is.
    mutating func raw(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `, "key": n` (without the comma for the first member of an object).
    mutating func field(_ key: StaticString, _ n: Int, first: Bool = false) {
        raw(first ? "\"" : ", \"")
        raw(key)
        raw("\": ")
        int(n)
    }

    /// A finding's or an edit's `line`, `column`, `endLine` and `endColumn` members.
    mutating func range(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int, first: Bool = false) {
        field("line", line, first: first)
        field("column", column)
        field("endLine", endLine)
        field("endColumn", endColumn)
    }

    /// Text known to need no escape (an enum's raw value), without quotes.
    mutating func text(_ s: String) {
        bytes.append(contentsOf: s.utf8)
    }

    /// A JSON string, quoted, with exactly what RFC 8259 requires escaped: quote, backslash,
    /// and control characters (`\n`, `\r`, `\t`, else `\u00xx`). Every escape is of an ASCII
    /// byte, and no byte of a multi-byte UTF-8 sequence is one, so bytes are escaped one by
    /// one and the runs between escapes are copied whole.
    mutating func string(_ s: String) {
        bytes.append(0x22)
        var s = s
        s.withUTF8 { u in
            var run = 0
            for i in 0..<u.count {
                let c = u[i]
                guard c < 0x20 || c == 0x22 || c == 0x5C else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: u[run..<i]))
                run = i + 1
                bytes.append(0x5C) // backslash
                switch c {
                case 0x22, 0x5C: bytes.append(c)
                case 0x0A: bytes.append(0x6E) // n
                case 0x0D: bytes.append(0x72) // r
                case 0x09: bytes.append(0x74) // t
                default: // u00xx, lowercase hex
                    let hi = c >> 4, lo = c & 15
                    bytes.append(0x75); bytes.append(0x30); bytes.append(0x30)
                    bytes.append(hi < 10 ? 0x30 + hi : 0x57 + hi)
                    bytes.append(lo < 10 ? 0x30 + lo : 0x57 + lo)
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: u[run..<u.count]))
        }
        bytes.append(0x22)
    }

    /// A decimal integer, as Swift's description writes it.
    mutating func int(_ n: Int) {
        guard n >= 0 else { bytes.append(contentsOf: String(n).utf8); return } // never in a report
        // Digits least significant first, then turned around in place.
        let start = bytes.count
        var v = n
        repeat {
            bytes.append(UInt8(truncatingIfNeeded: 48 + v % 10))
            v /= 10
        } while v > 0
        bytes[start...].reverse()
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
        // then one concatenation. The others go through the JSON report's byte writer, the one
        // escaper.
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) { return "\"" + s + "\"" }
        var out = JSONBytes()
        out.string(s)
        return String(decoding: out.bytes, as: UTF8.self)
    }
}
