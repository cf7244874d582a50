import ViewLintCore

/// The adoption options of `viewlint lint` (config file, baseline, changed lines,
/// pre-commit mode) and the steps of a run they add: resolving the config against the
/// command line, choosing files, and filtering findings after the lint pass.
public struct AdoptionOptions: Sendable {
    /// `--config PATH` (repeatable; later files override earlier ones).
    public var configs: [String] = []
    /// `--no-config`: ignore `.viewlint.yml` and `.swiftlint.yml`.
    public var noConfig = false
    public var baseline: String? = nil
    public var writeBaseline: String? = nil
    public var strictBaseline = false
    public var changedSince: String? = nil
    public var staged = false
    /// `--files-only`: lint only the files named on the command line; none named → nothing.
    public var filesOnly = false
    /// `--build-stamp PATH`: after the lint, write a Swift file holding only a comment there.
    /// The build-tool plugin declares it as its output (a `.swift` output is compiled, an
    /// empty one harmlessly; any other file type would be bundled as a resource).
    public var buildStamp: String? = nil
    /// `--allow-zero-files`: a run that finds nothing to lint exits 0 instead of 2.
    public var allowZeroFiles = false
    /// Whether `--format`/`--reporter` and `--fail-on`/`--strict` were given (they beat the config).
    public var formatGiven = false
    public var failOnGiven = false

    public init() {}

    static let flags = ["--config", "--no-config", "--baseline", "--write-baseline", "--strict-baseline",
                        "--changed-since", "--staged", "--files-only", "--build-stamp", "--allow-zero-files"]
}

/// Everything a run needs once the config is read.
struct LintSetup {
    var config: Config
    var rules: [any Rule.Type]
    var format: OutputFormat
    var failOn: FailOn
    var baselinePath: String?
    var writeBaselinePath: String? = nil
    var changes: ChangedLines? = nil

    static func make(_ c: LintCommand, io: CLIOutput) throws -> LintSetup {
        let a = c.adoption
        if a.staged && a.changedSince != nil { throw UsageError("--staged and --changed-since cannot be combined; pick one") }
        if (c.fix || c.diff) && a.writeBaseline != nil {
            throw UsageError("--fix and --diff cannot be combined with --write-baseline; fix first, then write the baseline")
        }
        if (c.fix || c.diff) && c.paths.contains("-") {
            throw UsageError("--fix and --diff need files; standard input ('-') cannot be fixed in place")
        }
        if c.unsafeFixes && !(c.fix || c.diff) {
            throw UsageError("--unsafe-fixes needs --fix or --diff")
        }
        if a.writeBaseline != nil && (a.staged || a.changedSince != nil) {
            throw UsageError("--write-baseline records every finding, so it cannot be combined with --changed-since or --staged")
        }
        if (a.staged || a.changedSince != nil) && c.paths.contains("-") {
            throw UsageError("standard input ('-') cannot be combined with --changed-since or --staged")
        }
        let config = try Config.load(explicit: a.configs, disabled: a.noConfig, cwd: io.cwd)
        for w in config.warnings { io.err("viewlint: warning: \(w)\n") }

        // Rules: the command line's --only beats only_rules; --enable/--disable add to the config's lists.
        var rules: [any Rule.Type]
        if let only = c.only {
            rules = RuleRegistry.all.filter { only.contains($0.info.id) }
        } else if let only = config.onlyRules {
            rules = RuleRegistry.all.filter { only.contains($0.info.id) || c.enable.contains($0.info.id) }
        } else {
            rules = RuleRegistry.all.filter {
                $0.info.enabledByDefault || config.optInAll || config.optInRules.contains($0.info.id) || c.enable.contains($0.info.id)
            }
        }
        let cliNamed = Set((c.only ?? []) + c.enable)
        rules = rules.filter { r in
            let id = r.info.id
            if c.disable.contains(id) { return false }
            return !config.disabledRules.contains(id) || cliNamed.contains(id)
        }
        var baseline = a.baseline.map { PathUtil.absolute($0, cwd: io.cwd) } ?? config.baseline
        if a.writeBaseline != nil { baseline = nil }
        var setup = LintSetup(config: config, rules: rules,
                              format: a.formatGiven ? c.format : (config.reporter ?? c.format),
                              failOn: a.failOnGiven ? c.failOn : (config.failOn ?? c.failOn),
                              baselinePath: baseline)
        setup.writeBaselinePath = a.writeBaseline
        if a.staged || a.changedSince != nil {
            setup.changes = try GitChanges.changes(since: a.changedSince, staged: a.staged, cwd: io.cwd)
        }
        return setup
    }

    func options(_ c: LintCommand) -> LintOptions {
        var o = LintOptions(rules: rules)
        o.severityOverrides = config.effectiveSeverities
        o.ruleOptions = config.ruleOptions
        return o
    }

    /// In changed-lines mode, keeps unchanged files for the type index only (and lints the
    /// staged content with `--staged`). `included`/`excluded` were applied by `FileSelection`.
    func applyChanges(_ inputs: [LintInput], cwd: String) throws -> [LintInput] {
        guard let ch = changes else { return inputs }
        var out: [LintInput] = []
        for var input in inputs {
            if let disk = input.diskPath {
                let abs = PathUtil.absolute(disk, cwd: cwd)
                if !ch.entry(abs).found {
                    input.indexOnly = true
                } else if ch.staged, let staged = try GitChanges.stagedContent(ChangedLines.realPath(abs) ?? abs, root: ch.root) {
                    input.bytes = staged
                }
            }
            out.append(input)
        }
        return out
    }

    /// The findings a run reports, without its side effects: the baseline (when one is
    /// used, not written) and the changed lines applied. `--fix` chooses its fixes from these.
    func reported(_ findings: [Finding], inputs: [LintInput], io: CLIOutput) throws -> [Finding] {
        var out = findings
        if writeBaselinePath == nil, let path = baselinePath {
            let source = LineSource(inputs)
            let dir = PathUtil.parent(path)
            let b = try Baseline.load(path, name: PathUtil.displayPath(path, cwd: io.cwd))
            let rel: (String) -> String = { PathUtil.relative(PathUtil.absolute($0, cwd: io.cwd), to: dir) }
            let linted = Set(inputs.filter { !$0.indexOnly }.map { rel($0.displayPath) })
            out = b.filter(out, path: rel, lineText: { source.line($0.path, $0.line) }, lintedPaths: linted,
                           rules: Set(rules.map { $0.info.id })).kept
        }
        if let ch = changes {
            out.removeAll { f in !ch.touches(PathUtil.absolute(f.path, cwd: io.cwd), f.line...max(f.line, f.endLine)) }
        }
        return out
    }

    /// Baseline (write or filter) and changed-lines filtering. Returns lines for stderr and
    /// whether the strict baseline check failed.
    func afterLint(_ result: inout LintResult, inputs: [LintInput], c: LintCommand, io: CLIOutput) throws -> (messages: [String], failed: Bool) {
        var messages: [String] = []
        var failed = false
        let source = LineSource(inputs)
        let lineText: (Finding) -> String = { source.line($0.path, $0.line) }
        if let w = c.adoption.writeBaseline {
            let target = PathUtil.absolute(w, cwd: io.cwd)
            let dir = PathUtil.parent(target)
            let rel: (String) -> String = { PathUtil.relative(PathUtil.absolute($0, cwd: io.cwd), to: dir) }
            let b = Baseline.make(result.findings, path: rel, lineText: lineText)
            try AtomicFile.write(b.render(), to: target, name: w)
            let n = b.counts.values.reduce(0, +)
            messages.append("wrote baseline '\(w)' with \(n) finding\(n == 1 ? "" : "s"); later runs with --baseline \(w) (or 'baseline: \(w)' in .viewlint.yml) report only new ones")
            result.findings.removeAll { $0.suppression == nil }
        } else if let path = baselinePath {
            let dir = PathUtil.parent(path)
            let name = PathUtil.displayPath(path, cwd: io.cwd)
            let b = try Baseline.load(path, name: name)
            let rel: (String) -> String = { PathUtil.relative(PathUtil.absolute($0, cwd: io.cwd), to: dir) }
            let linted = Set(inputs.filter { !$0.indexOnly }.map { rel($0.displayPath) })
            let r = b.filter(result.findings, path: rel, lineText: lineText, lintedPaths: linted,
                             rules: Set(rules.map { $0.info.id }))
            result.findings = r.kept
            if c.adoption.strictBaseline && !r.stale.isEmpty {
                failed = true
                for (k, n) in r.stale {
                    messages.append("baseline entry no longer occurs\(n > 1 ? " (\(n) times)" : ""): \(k.path) [\(k.rule)] '\(k.text)'")
                }
                messages.append("--strict-baseline: \(r.stale.count) baseline entr\(r.stale.count == 1 ? "y is" : "ies are") stale; rewrite it with --write-baseline \(name)")
            }
        }
        if let ch = changes {
            result.findings.removeAll { f in
                !ch.touches(PathUtil.absolute(f.path, cwd: io.cwd), f.line...max(f.line, f.endLine))
            }
        }
        if let stamp = c.adoption.buildStamp {
            try AtomicFile.write("// Written by viewlint's build-tool plugin after linting this target; intentionally empty.\n",
                                 to: PathUtil.absolute(stamp, cwd: io.cwd), name: stamp)
        }
        return (messages, failed)
    }
}

/// Source lines of linted files by reported path, read once per file on demand.
final class LineSource {
    private let inputs: InputIndex
    private var cache: [String: [String]] = [:]

    init(_ inputs: [LintInput]) {
        self.inputs = InputIndex(inputs)
    }

    func line(_ path: String, _ n: Int) -> String {
        if cache[path] == nil {
            let input = inputs.input(path)
            let bytes = (input?.bytes ?? input?.diskPath.flatMap(FileWalker.read)).map(TextDecoding.utf8) ?? []
            cache[path] = Self.split(bytes)
        }
        let lines = cache[path]!
        return n >= 1 && n <= lines.count ? lines[n - 1] : ""
    }

    static func split(_ b: [UInt8]) -> [String] {
        var out: [String] = []
        var s = 0, i = 0
        while i < b.count {
            if b[i] == 10 || b[i] == 13 {
                out.append(String(decoding: b[s..<i], as: UTF8.self))
                if b[i] == 13, i + 1 < b.count, b[i + 1] == 10 { i += 1 }
                s = i + 1
            }
            i += 1
        }
        out.append(String(decoding: b[s..<b.count], as: UTF8.self))
        return out
    }
}
