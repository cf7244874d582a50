/// `--report FORMAT:PATH` and `--fail-on LEVEL`.
public struct ReportTarget: Equatable, Sendable {
    public var format: OutputFormat
    public var path: String

    public init(format: OutputFormat, path: String) {
        self.format = format
        self.path = path
    }

    /// Parses `FORMAT:PATH` (the path may itself contain `:`).
    public static func parse(_ spec: String) throws -> ReportTarget {
        guard let colon = spec.firstIndex(of: ":") else {
            throw UsageError("--report needs FORMAT:PATH, e.g. --report sarif:viewlint.sarif; got '\(spec)'")
        }
        let name = String(spec[..<colon]), path = String(spec[spec.index(after: colon)...])
        guard let format = OutputFormat(rawValue: name) else {
            throw UsageError("unknown report format '\(name)' in --report; use one of: \(OutputFormat.allCases.map { $0.rawValue }.joined(separator: ", "))")
        }
        guard !path.isEmpty else { throw UsageError("--report \(name): needs a file path after the colon, e.g. --report \(name):viewlint.\(format.fileExtension)") }
        return ReportTarget(format: format, path: path)
    }

    /// Writes the report atomically; a relative path is taken from `cwd`.
    func write(_ input: ReportInput, cwd: String) throws {
        let target = path.hasPrefix("/") || cwd.isEmpty ? path : (cwd.hasSuffix("/") ? cwd : cwd + "/") + path
        try AtomicFile.write(Reporters.render(format, input), to: target, name: path)
    }
}

extension OutputFormat {
    var fileExtension: String {
        switch self {
        case .text: return "txt"
        case .json, .codeclimate: return "json"
        case .sarif: return "sarif"
        case .github: return "txt"
        case .checkstyle, .junit: return "xml"
        }
    }
}

/// The lowest severity that makes the exit code 1.
public enum FailOn: String, CaseIterable, Sendable {
    case error, warning, info, never

    public func fails(_ s: Severity) -> Bool {
        switch self {
        case .error: return s == .error
        case .warning: return s >= .warning
        case .info: return true
        case .never: return false
        }
    }

    public static func parse(_ v: String) throws -> FailOn {
        guard let f = FailOn(rawValue: v) else {
            throw UsageError("--fail-on needs one of: error, warning, info, never; got '\(v)'")
        }
        return f
    }
}
