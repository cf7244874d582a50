/// Checkstyle 4.3 XML: one `<file>` per file with findings, one `<error>` per finding.
public enum CheckstyleReporter {
    public static func render(_ findings: [Finding]) -> String {
        var out = XML.declaration + "<checkstyle version=\"4.3\">\n"
        var open: String? = nil
        for f in findings {
            if f.path != open {
                if open != nil { out += "  </file>\n" }
                out += "  <file name=\"\(XML.escape(f.path))\">\n"
                open = f.path
            }
            out += "    <error line=\"\(f.line)\" column=\"\(f.column)\" severity=\"\(severity(f.severity))\" "
            out += "message=\"\(XML.escape(f.message))\" source=\"viewlint.rules.\(XML.escape(f.ruleID))\"/>\n"
        }
        if open != nil { out += "  </file>\n" }
        return out + "</checkstyle>\n"
    }

    static func severity(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "info"
        }
    }
}

/// JUnit XML: one `<testsuite>` per rule with findings (in rule-id order), one failing
/// `<testcase>` per finding named `path:line:col` (unique within its suite: a second
/// finding at the same place gets ` #2`). A run without findings is one passing test case,
/// so CI systems see that the check ran.
public enum JUnitReporter {
    public static func render(_ findings: [Finding]) -> String {
        var out = XML.declaration
        if findings.isEmpty {
            out += "<testsuites name=\"viewlint\" tests=\"1\" failures=\"0\" errors=\"0\">\n"
            out += "  <testsuite name=\"viewlint\" tests=\"1\" failures=\"0\" errors=\"0\">\n"
            out += "    <testcase classname=\"viewlint\" name=\"viewlint\"/>\n"
            out += "  </testsuite>\n</testsuites>\n"
            return out
        }
        var byRule: [String: [Finding]] = [:]
        for f in findings { byRule[f.ruleID, default: []].append(f) }
        out += "<testsuites name=\"viewlint\" tests=\"\(findings.count)\" failures=\"\(findings.count)\" errors=\"0\">\n"
        for id in byRule.keys.sorted() {
            let list = byRule[id]!
            let rule = XML.escape(id)
            out += "  <testsuite name=\"\(rule)\" tests=\"\(list.count)\" failures=\"\(list.count)\" errors=\"0\">\n"
            var used: [String: Int] = [:]
            for f in list {
                var name = "\(f.path):\(f.line):\(f.column)"
                let n = (used[name] ?? 0) + 1
                used[name] = n
                if n > 1 { name += " #\(n)" }
                let level = Reporters.textLevel(f.severity)
                out += "    <testcase classname=\"\(rule)\" name=\"\(XML.escape(name))\">\n"
                out += "      <failure type=\"\(level)\" message=\"\(XML.escape(f.message))\">"
                out += XML.escape("\(f.path):\(f.line):\(f.column): \(level): \(f.message) [\(f.ruleID)]")
                out += "</failure>\n    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }
}
