/// Options for one run, after config and command line are resolved.
public struct LintOptions: @unchecked Sendable {
    public var rules: [any Rule.Type]
    /// Whether the index needs the view-tree facts: some rule of the run reads them.
    public var gathersViewTree: Bool { rules.contains { $0.readsViewTree } }
    /// `--deployment-target` / `deployment_target`: the minimum iOS version for every file.
    public var deploymentTarget: Version?
    /// The targets each folder's files are built for (from Package.swift, Xcode, XcodeGen,
    /// Tuist), by display-path folder; used when `deploymentTarget` is not given.
    public var projectTargets: DeploymentTargetMap? = nil
    /// The config's `test_paths`: test code beyond the built-in detection.
    public var testGlobs: [Glob] = []
    /// The scopes whose findings the run reports (`CodeScope`): none by default, every one
    /// with `--enable all`. The config's `sample_paths` add sample code.
    public var reportedScopes: Set<CodeScope> = []
    public var sampleGlobs: [Glob] = []
    /// The folders of sample apps above the linted files, as their paths spell them
    /// (`SampleCode.sampleFolders`): the CLI finds them.
    public var sampleFolders: Set<String> = []
    /// What the run knows of the program beyond its Swift files (`ProgramWorld`), when it
    /// lints whole folders: asked once, between the phases, to tell dead code. Nil: the run
    /// does not know the whole program, and no type is dead.
    public var programWorld: (@Sendable () -> ProgramWorld)? = nil
    /// Whether the run computes the program's reachability: it knows the whole program (it
    /// hides dead code, or labels it when it reports it).
    var needsReachability: Bool { programWorld != nil }
    public var severityOverrides: [String: Severity]
    /// Rule options from the config (`rule_id: {option: value}`), read with `LintContext.option`.
    public var ruleOptions: [String: [String: YAMLNode]] = [:]
    public var jobs: Int
    /// Per-file budget for the rule walk, in seconds; past it the file gets a note and the
    /// run goes on.
    public var fileTimeBudget: Double = 10
    /// Objective-C: libclang to load (`--libclang`), and header directories that only feed
    /// the type index (`--objc-include`).
    public var libclangPath: String? = nil
    public var objcIncludeDirectories: [String] = []
    /// Generated files (see `GeneratedCode`) feed the type index but are not linted,
    /// unless this is false (`lint_generated: true`). `generatedGlobs` names more of them.
    public var skipGenerated = true
    /// Run every rule on every file and every call, ignoring trigger words and callee names
    /// (`Rule.calleeNames`); tests check both with it.
    public var ignoreTriggers = false
    public var generatedGlobs: [Glob] = []
    /// Files whose tokens phase 1 packs may stay open until phase 2 reads them again, up to
    /// this many at once: the second read then needs no path lookup (`open`) and no `close`.
    /// 0 (the default) keeps none; the CLI raises its open-file limit and sets this under it.
    /// A file kept open is read again through the same descriptor: replaced on disk between
    /// the phases (a new file renamed over it), it is still the version phase 1 indexed.
    public var filesKeptOpen = 0
    /// The process ends right after the run (the CLI): the run's type index, its per-file
    /// tables and the index's memos are left for the exit to reclaim (`ProcessLifetime`)
    /// instead of being freed piece by piece.
    public var processExitsAfterRun = false

    public init(rules: [any Rule.Type] = RuleRegistry.defaultRules, deploymentTarget: Version? = nil,
                severityOverrides: [String: Severity] = [:], jobs: Int = Parallel.processorCount) {
        self.rules = rules
        self.deploymentTarget = deploymentTarget
        self.severityOverrides = severityOverrides
        self.jobs = jobs
    }
}

extension LintOptions {
    /// The deployment targets for a file (by its reported path).
    public func deploymentTargets(for path: String) -> DeploymentTargets? {
        if let v = deploymentTarget { return DeploymentTargets(minimum: [.iOS: v]) }
        return projectTargets?.targets(forFile: path)
    }
}

/// One file to lint: its path as reported, and either bytes (stdin, tests) or a disk path.
public struct LintInput: Sendable {
    public var displayPath: String
    public var diskPath: String?
    public var bytes: [UInt8]?
    /// Parsed for the type index only; no rules run on it (changed-lines mode).
    public var indexOnly = false

    public init(displayPath: String, diskPath: String) {
        self.displayPath = displayPath
        self.diskPath = diskPath
    }

    public init(displayPath: String, bytes: [UInt8]) {
        self.displayPath = displayPath
        self.bytes = bytes
    }

    public init(displayPath: String, text: String) {
        self.init(displayPath: displayPath, bytes: Array(text.utf8))
    }
}

public struct LintResult: Sendable {
    public var findings: [Finding]
    public var notices: [RunNotice]
    public var filesLinted: Int
    public var linesLinted: Int
    /// Files read for the type index only because they are generated code.
    public var generatedSkipped: Int
    /// Findings left out because they lie in a scope the run does not report (`CodeScope`).
    public var hiddenByScope: [CodeScope: Int] = [:]
    /// What the program model found (nil when the run did not know the whole program).
    public var reachability: ProgramReachability?

    public init(findings: [Finding], notices: [RunNotice], filesLinted: Int, linesLinted: Int, generatedSkipped: Int = 0) {
        self.findings = findings
        self.notices = notices
        self.filesLinted = filesLinted
        self.linesLinted = linesLinted
        self.generatedSkipped = generatedSkipped
    }
}
