import ViewLintCore

/// `viewlint lint`: option parsing and the run itself.
public struct LintCommand {
    public var paths: [String] = []
    public var format: OutputFormat = .text
    public var only: [String]? = nil
    public var enable: [String] = []
    /// Scopes named by `--enable` (`dead_code`, `debug_code`, `sample_code`; `all` names them all).
    public var enabledScopes: Set<CodeScope> = []
    public var disable: [String] = []
    public var quiet = false
    public var stdinPath: String? = nil
    public var jobs: Int? = nil
    public var deploymentTarget: Version? = nil
    /// Extra reports written to files by the same run (`--report FORMAT:PATH`).
    public var reports: [ReportTarget] = []
    /// What makes the exit code 1 (`--fail-on`, `--strict`).
    public var failOn: FailOn = .warning
    /// Incremental cache: `--no-cache` turns it off, `--cache-path DIR` moves it.
    public var noCache = false
    public var cachePath: String? = nil
    /// Objective-C: libclang to load, and header directories that only feed the type index.
    public var libclang: String? = nil
    public var objcInclude: [String] = []
    /// `--fix` applies safe fixes, `--unsafe-fixes` the unsafe ones too, `--diff` prints what
    /// `--fix` would change and writes nothing.
    public var fix = false
    public var unsafeFixes = false
    public var diff = false
    /// Config file, baseline, changed-lines and pre-commit options (see `LintSetup`).
    public var adoption = AdoptionOptions()

    public static func parse(_ args: [String]) throws -> LintCommand {
        var c = LintCommand()
        var i = 0
        func value(_ flag: String) throws -> String {
            // `--flag=value` or `--flag value`
            if let eq = args[i].firstIndex(of: "=") { return String(args[i][args[i].index(after: eq)...]) }
            i += 1
            guard i < args.count else { throw UsageError("\(flag) needs a value") }
            return args[i]
        }
        func list(_ s: String) -> [String] { s.split(separator: ",").map { String($0).trimmed() }.filter { !$0.isEmpty } }
        while i < args.count {
            let a = args[i]
            let flag = a.hasPrefix("--") ? String(a.prefix { $0 != "=" }) : a
            switch flag {
            case "--format", "--reporter":
                let v = try value(flag)
                guard let f = OutputFormat(rawValue: v) else {
                    throw UsageError("unknown format '\(v)'; use one of: \(OutputFormat.allCases.map { $0.rawValue }.joined(separator: ", "))")
                }
                c.format = f
                c.adoption.formatGiven = true
            case "--only": c.only = (c.only ?? []) + list(try value(flag))
            case "--enable": c.enable += list(try value(flag))
            case "--disable": c.disable += list(try value(flag))
            case "--quiet", "-q": c.quiet = true
            case "--stdin-path": c.stdinPath = try value(flag)
            case "--jobs", "-j":
                let v = try value(flag)
                guard let n = Int(v), n >= 1 else { throw UsageError("--jobs needs a positive number, got '\(v)'") }
                c.jobs = n
            case "--deployment-target":
                let v = try value(flag)
                guard let ver = Version(v) else { throw UsageError("--deployment-target needs a version like 15.0, got '\(v)'") }
                c.deploymentTarget = ver
            case "--report":
                let r = try ReportTarget.parse(try value(flag))
                if c.reports.contains(where: { $0.path == r.path }) { throw UsageError("--report: '\(r.path)' is named twice") }
                c.reports.append(r)
            case "--fail-on": c.failOn = try FailOn.parse(try value(flag)); c.adoption.failOnGiven = true
            case "--strict": c.failOn = .info; c.adoption.failOnGiven = true
            case "--config": c.adoption.configs.append(try value(flag))
            case "--no-config": c.adoption.noConfig = true
            case "--baseline": c.adoption.baseline = try value(flag)
            case "--write-baseline": c.adoption.writeBaseline = try value(flag)
            case "--strict-baseline": c.adoption.strictBaseline = true
            case "--changed-since": c.adoption.changedSince = try value(flag)
            case "--staged": c.adoption.staged = true
            case "--files-only": c.adoption.filesOnly = true
            case "--allow-zero-files": c.adoption.allowZeroFiles = true
            case "--fix": c.fix = true
            case "--unsafe-fixes": c.unsafeFixes = true
            case "--diff": c.diff = true
            case "--build-stamp": c.adoption.buildStamp = try value(flag)
            case "--libclang": c.libclang = try value(flag)
            case "--objc-include": c.objcInclude.append(try value(flag))
            case "--no-cache": c.noCache = true
            case "--cache-path": c.cachePath = try value(flag)
            case "-":
                c.paths.append("-")
            default:
                if a.hasPrefix("-") {
                    let known = ["--format", "--only", "--enable", "--disable", "--quiet", "--stdin-path", "--jobs",
                                 "--deployment-target", "--version", "--help", "--report", "--fail-on", "--strict",
                                 "--libclang", "--objc-include", "--no-cache", "--cache-path", "--fix", "--unsafe-fixes", "--diff"]
                        + AdoptionOptions.flags
                    if let s = Suggestions.closest(flag, known) { throw UsageError("unknown option '\(a)'; did you mean '\(s)'?") }
                    throw UsageError("unknown option '\(a)'; see 'viewlint --help'")
                }
                c.paths.append(a)
            }
            i += 1
        }
        // Group names and `all` stand for their rules.
        func expand(_ names: [String]) throws -> [String] {
            try names.flatMap { n -> [String] in
                guard let ids = RuleRegistry.resolve(n) else { throw CLI.unknownRule(n) }
                return ids
            }
        }
        if let only = c.only { c.only = try expand(only) }
        // `--enable dead_code` reports a scope (`CodeScope`); `--enable all` every rule and scope.
        c.enabledScopes = Set(c.enable.compactMap(CodeScope.init(rawValue:)))
        if c.enable.contains("all") { c.enabledScopes = Set(CodeScope.allCases) }
        c.enable = try expand(c.enable.filter { CodeScope(rawValue: $0) == nil })
        c.disable = try expand(c.disable)
        return c
    }

    /// The rules this run uses.
    public func selectedRules() -> [any Rule.Type] {
        var rules: [any Rule.Type]
        if let only { rules = RuleRegistry.all.filter { only.contains($0.info.id) } }
        else { rules = RuleRegistry.all.filter { $0.info.enabledByDefault || enable.contains($0.info.id) } }
        return rules.filter { !disable.contains($0.info.id) }
    }

    public static func execute(_ c: LintCommand, io: CLIOutput) throws -> Int32 {
        // The process lints and exits: its threads' arenas are grown in one step (Linux),
        // from the file walk's on.
        AllocatorTuning.enable()
        // Packed files stay open between the phases (`LintOptions.filesKeptOpen`), under the
        // raised open-file limit with room for everything else the run opens (projects, the
        // cache, reports); the descriptor table is grown for them while there is one thread.
        let filesKeptOpen = min(max(0, OpenFileLimit.raise(upTo: 16_384 + 512) - 512), 16_384)
        OpenFileLimit.reserveDescriptors(filesKeptOpen + 256)
        let setup = try LintSetup.make(c, io: io)
        let paths = c.paths.isEmpty ? (c.adoption.filesOnly ? [] : [io.cwd]) : c.paths
        var selection = try FileSelection.make(paths: paths, config: setup.config, cwd: io.cwd,
                                               quietAboutNamed: c.adoption.filesOnly, hookFiles: c.adoption.filesOnly)
        for w in selection.warnings { io.err("viewlint: warning: \(w)\n") }
        var inputs: [LintInput] = []
        for p in paths where p == "-" {
            inputs.append(LintInput(displayPath: c.stdinPath ?? "<stdin>", bytes: io.readStdin()))
        }
        inputs += selection.inputs
        let unreadable = selection.unreadable
        inputs = try setup.applyChanges(inputs, cwd: io.cwd)
        // A CI gate must never pass by linting nothing: zero files is an error unless a hook
        // named none (--files-only), nothing changed (--changed-since/--staged), or the user
        // said so (--allow-zero-files).
        let zeroAllowed = c.adoption.filesOnly || setup.changes != nil || c.adoption.allowZeroFiles
        let toLint = inputs.filter { !$0.indexOnly }.count
        if toLint == 0, unreadable.isEmpty, !zeroAllowed {
            throw UsageError(selection.whyNothing(paths: paths, config: setup.config, cwd: io.cwd, generated: 0))
        }
        for n in selection.notes { io.err("viewlint: note: \(n)\n") }
        var options = setup.options(c)
        options.skipGenerated = !setup.config.lintGenerated
        options.generatedGlobs = setup.config.generated
        if let j = c.jobs { options.jobs = j }
        options.processExitsAfterRun = true
        options.filesKeptOpen = filesKeptOpen
        options.libclangPath = c.libclang.map { PathUtil.onDisk($0, cwd: io.cwd) }
        options.objcIncludeDirectories = try c.objcInclude.map { d in
            let disk = PathUtil.onDisk(d, cwd: io.cwd)
            guard FileWalker.kind(of: disk) == .directory else { throw UsageError("--objc-include needs a directory, got '\(d)'") }
            return disk
        }
        options.deploymentTarget = c.deploymentTarget ?? setup.config.deploymentTarget
        if options.deploymentTarget == nil {
            // Per file, as Xcode builds it. A file named by a hook never triggers a scan of
            // the folders below (only directory arguments do).
            let files = inputs.compactMap { i in i.diskPath.map { (display: i.displayPath, disk: $0) } }
            let dirs = paths.filter { $0 != "-" && FileWalker.kind(of: PathUtil.onDisk($0, cwd: io.cwd)) == .directory }
            options.projectTargets = DeploymentTargetMap.build(files: files, roots: dirs.map { PathUtil.onDisk($0, cwd: io.cwd) }, cwd: io.cwd,
                                                               listings: selection.listings)
        }
        options.testGlobs = setup.config.testPaths
        options.sampleGlobs = setup.config.samplePaths
        options.sampleFolders = SampleCode.sampleFolders(inputs.map { $0.displayPath }) { PathUtil.onDisk($0, cwd: io.cwd) }
        options.reportedScopes = c.enabledScopes.union(setup.config.optInScopes)
        if setup.config.optInAll { options.reportedScopes = Set(CodeScope.allCases) }
        // Dead code is known only when the run reads whole folders: the repository around them
        // is read for the names outside the linted Swift files, beside phase 1.
        let walked = paths.filter { $0 != "-" }.map { PathUtil.onDisk($0, cwd: io.cwd) }
            .filter { FileWalker.kind(of: $0) == .directory }.map { PathUtil.absolute($0, cwd: io.cwd) }
        if !walked.isEmpty {
            let lintedPaths = Set(inputs.compactMap { i in i.diskPath.map { PathUtil.absolute($0, cwd: io.cwd) } })
            let world = ProgramWorldFuture(resources: selection.programResources, walked: walked, linted: lintedPaths)
            options.programWorld = { world.get() }
        }
        // Verification of the trigger words (BENCHMARKS.md): every rule on every file.
        options.ignoreTriggers = io.env("VIEWLINT_IGNORE_TRIGGERS") == "1"
        let linted = inputs
        // A run of a few files (a pre-commit hook) is fast without the cache, and each
        // distinct file list would leave a cache file behind.
        let cache = linted.count >= LintCache.minimumFiles ? c.cache(options: options, paths: paths, io: io) : nil
        var result = Parallel.onBigStack { Linter.run(linted, options: options, cache: cache) }
        // The previous run's entries die with the process; freeing them one by one would
        // only add to a cached run's time.
        if let cache { cache.settle(); ProcessLifetime.outlive(cache) }
        var fixed: FixOutcome? = nil
        if c.fix || c.diff {
            let outcome = try applyFixes(c, setup: setup, inputs: linted, named: selection.named, options: options,
                                         first: result, io: io)
            if c.diff {
                for path in outcome.texts.keys.sorted() {
                    io.out(UnifiedDiff.render(path: path, old: outcome.originals[path] ?? [], new: outcome.texts[path]!))
                }
                if !c.quiet {
                    let n = outcome.total
                    io.err("viewlint: \(n) fix\(n == 1 ? "" : "es") would change \(outcome.texts.count) file\(outcome.texts.count == 1 ? "" : "s") (--diff writes nothing)\n")
                }
                return outcome.texts.isEmpty ? 0 : 1
            }
            fixed = outcome
            if !outcome.texts.isEmpty {
                // What is left: lint again from disk.
                result = Parallel.onBigStack { Linter.run(linted, options: options, cache: nil) }
            }
        }
        // The program model's verdicts, for checking them against the code (the ecosystem check).
        if io.env("VIEWLINT_PRINT_PROGRAM") == "1", let r = result.reachability {
            for t in r.dead.sorted() { io.err("viewlint: program: dead \(t)\n") }
            for t in r.debugOnly.sorted() { io.err("viewlint: program: debug-only \(t)\n") }
        }
        selection.generated = result.generatedSkipped
        // Every file to lint was generated code: nothing was linted.
        let allGenerated = toLint > 0 && result.generatedSkipped == toLint
        if allGenerated, unreadable.isEmpty, !zeroAllowed {
            throw UsageError(selection.whyNothing(paths: paths, config: setup.config, cwd: io.cwd, generated: result.generatedSkipped))
        }
        let after = try setup.afterLint(&result, inputs: inputs, c: c, io: io)
        let failed = (toLint > 0 || !unreadable.isEmpty) && result.filesLinted == 0 && !(allGenerated && zeroAllowed)
        var report = ReportInput(result: result, rules: options.rules, version: viewlintVersion)
        report.skipped = (selection.leftOutByConfig, selection.vendored, selection.generated)
        report.root = io.cwd
        report.source = ReportInput.sourceReader(inputs)
        report.notices = unreadable.map { RunNotice(path: $0, message: "directory could not be read; skipped") }
        report.executionSuccessful = !failed
        try ReportTarget.writeAll(c.reports, report, cwd: io.cwd)
        io.out(Reporters.render(setup.format, report))
        for d in unreadable { io.err("viewlint: note: \(d): directory could not be read; skipped\n") }
        for n in result.notices { io.err("viewlint: note: \(n.path): \(n.message)\n") }
        for m in after.messages { io.err("viewlint: \(m)\n") }
        let shown = result.findings.filter { $0.suppression == nil }
        let s = Summary(shown)
        if !c.quiet {
            let total = shown.count
            var fixes = ""
            if let fixed {
                fixes += "; fixed \(fixed.total) in \(fixed.texts.count) file\(fixed.texts.count == 1 ? "" : "s")"
                let n = fixed.unwritten.count
                if n > 0 { fixes += "; \(n) file\(n == 1 ? "" : "s") not written (see the notes)" }
                // Why what is left was not fixed: a finding with no fix at all.
                let none = shown.filter { $0.fix == nil }.count
                if none > 0 { fixes += "; \(none) with no fix" }
            }
            let safe = shown.filter { $0.fix?.applicability == .safe }.count
            let unsafe = shown.filter { $0.fix?.applicability == .unsafe }.count
            if safe > 0 { fixes += "; \(safe) fixable with --fix ([*])" }
            if unsafe > 0 { fixes += "; \(unsafe) more with --unsafe-fixes" }
            io.err("viewlint: \(total) finding\(total == 1 ? "" : "s") (\(s.errors) error\(s.errors == 1 ? "" : "s"), \(s.warnings) warning\(s.warnings == 1 ? "" : "s"), \(s.infos) info) in \(result.filesLinted) file\(result.filesLinted == 1 ? "" : "s")\(selection.skippedSummary)\(Self.hiddenSummary(result.hiddenByScope))\(fixes)\n")
        }
        // The process exits next (main.swift): the run's inputs, options and results are left to it.
        ProcessLifetime.outlive((selection, inputs, linted, options, result, report))
        if failed { return 2 }
        return setup.failOn.fails(shown) || after.failed ? 1 : 0
    }

    /// "; not shown: 4 in dead code (--enable dead_code), …": findings the run's scopes left out.
    static func hiddenSummary(_ hidden: [CodeScope: Int]) -> String {
        if hidden.isEmpty { return "" }
        let parts = hidden.keys.sorted().map { s -> String in
            let what: String
            switch s {
            case .deadCode: what = "dead code"
            case .debugCode: what = "debug-only code"
            case .sampleCode: what = "sample code"
            }
            return "\(hidden[s]!) in \(what) (--enable \(s.rawValue))"
        }
        return "; not shown: " + parts.joined(separator: ", ")
    }

    /// `--fix`/`--diff`: the fix passes, and for `--fix` the writes (`FixWriter`). A file that
    /// changed on disk since it was read is not overwritten, nor one that cannot be written
    /// (a note says why, and the run goes on); with `--staged`, a file whose working copy
    /// differs from what is staged is not fixed. `named`: the files named on the command line,
    /// whose symlinks are followed (as the lint followed them).
    static func applyFixes(_ c: LintCommand, setup: LintSetup, inputs: [LintInput], named: Set<String>, options: LintOptions,
                           first: LintResult, io: CLIOutput) throws -> FixOutcome {
        let eligible: (Finding) -> Bool = { f in f.fix.map { $0.applicability == .safe || c.unsafeFixes } ?? false }
        var outcome = try Fixer.run(inputs, initial: try setup.reported(first.findings, inputs: inputs, io: io),
                                    eligible: eligible) { next in
            let r = Parallel.onBigStack { Linter.run(next, options: options, cache: nil) }
            return try setup.reported(r.findings, inputs: next, io: io)
        }
        if c.fix { writeFixes(&outcome, inputs: inputs, named: named, io: io) }
        return outcome
    }

    /// Writes each fixed file, or says why not and counts it in `outcome.unwritten`.
    static func writeFixes(_ outcome: inout FixOutcome, inputs: [LintInput], named: Set<String>, io: CLIOutput) {
        var byPath: [String: LintInput] = [:]
        for i in inputs { byPath[i.displayPath] = i }
        for path in outcome.texts.keys.sorted() {
            guard let input = byPath[path], let disk = input.diskPath else { continue }
            let original = outcome.originals[path], fixed = outcome.texts[path]!
            let written = FixWriter.write(to: disk, followLink: named.contains(disk)) { raw in
                TextDecoding.utf8(raw) == original ? SourceEncoding.of(raw).encode(fixed) : nil
            }
            switch written {
            case .written: continue
            case .changed where input.bytes != nil:
                io.err("viewlint: note: \(path): not fixed: its working copy differs from what is staged\n")
            case .changed:
                io.err("viewlint: note: \(path) changed while it was being fixed; run again\n")
            case .failed(let why):
                io.err("viewlint: note: \(path): not written: \(why)\n")
            }
            outcome.notWritten(path)
        }
    }

    /// The incremental cache for this run, if it is on: by default for the real process,
    /// off with `--no-cache` or when `CI` is set; `--cache-path` turns it on anywhere.
    func cache(options: LintOptions, paths: [String], io: CLIOutput) -> LintCache? {
        if noCache { return nil }
        if cachePath == nil && (!io.cacheByDefault || io.env("CI") != nil) { return nil }
        var dir = cachePath ?? LintCache.defaultDirectory(env: io.env)
        if let d = dir, !d.hasPrefix("/") { dir = (io.cwd.hasSuffix("/") ? io.cwd : io.cwd + "/") + d }
        guard let directory = dir else { return nil }
        return LintCache(directory: directory, scope: io.cwd + "\u{0}" + paths.joined(separator: "\u{0}"), options: options)
    }

}

