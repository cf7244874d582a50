import ViewLintCore

/// `--report FORMAT:PATH`.
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

    /// The file to write: a relative path is taken from `cwd`.
    func resolvedPath(cwd: String) -> String {
        path.hasPrefix("/") || cwd.isEmpty ? path : (cwd.hasSuffix("/") ? cwd : cwd + "/") + path
    }

    /// Renders and writes every report, all or nothing: when one cannot be written, no
    /// report file is created or replaced.
    static func writeAll(_ targets: [ReportTarget], _ input: ReportInput, cwd: String) throws {
        guard !targets.isEmpty else { return }
        try AtomicFile.write(targets.map { (Reporters.render($0.format, input), $0.resolvedPath(cwd: cwd), $0.path) })
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

extension FailOn {
    public static func parse(_ v: String) throws -> FailOn {
        guard let f = FailOn(rawValue: v) else {
            throw UsageError("--fail-on needs one of: error, warning, info, never; got '\(v)'")
        }
        return f
    }
}

extension ReportInput {
    /// A file's bytes by reported path (re-read from disk; for fingerprints).
    public static func sourceReader(_ inputs: [LintInput]) -> (String) -> [UInt8]? {
        let index = InputIndex(inputs)
        return { path in
            guard let i = index.input(path) else { return nil }
            return i.bytes ?? i.diskPath.flatMap(FileWalker.read)
        }
    }
}

/// A run's inputs by reported path (the first of each), indexed on the first lookup: only
/// some reports read sources (SARIF and Code Climate fingerprints, a baseline's line texts),
/// and hashing every path of a big run is milliseconds on the run's serial tail.
final class InputIndex: @unchecked Sendable {
    private let inputs: [LintInput]
    private var byPath: [String: LintInput]?
    private let monitor = Monitor()

    init(_ inputs: [LintInput]) { self.inputs = inputs }

    func input(_ path: String) -> LintInput? {
        monitor.withLock {
            if byPath == nil {
                var d: [String: LintInput] = [:]
                for i in inputs where d[i.displayPath] == nil { d[i.displayPath] = i }
                byPath = d
            }
            return byPath![path]
        }
    }
}
