/// GitHub Actions workflow commands: one `::error`/`::warning`/`::notice` line per finding,
/// which the runner turns into annotations on the pull request.
public enum GitHubReporter {
    public static func render(_ findings: [Finding]) -> String {
        var out = ""
        for f in findings {
            var props = "file=\(property(f.path)),line=\(f.line)"
            // GitHub rejects columns on an annotation that spans several lines.
            if f.endLine > f.line {
                props += ",endLine=\(f.endLine)"
            } else {
                props += ",col=\(f.column),endLine=\(f.endLine),endColumn=\(max(f.column, f.endColumn))"
            }
            props += ",title=\(property(f.ruleID))"
            out += "::\(command(f.severity)) \(props)::\(data(f.message))\n"
        }
        return out
    }

    static func command(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    /// Escaping of a command's message: `%`, CR and LF.
    public static func data(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }

    /// Escaping of a property value: as `data`, plus `:` and `,`.
    public static func property(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }
}
