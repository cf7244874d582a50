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

    public init(findings: [Finding], notices: [RunNotice], filesLinted: Int, linesLinted: Int, generatedSkipped: Int = 0) {
        self.findings = findings
        self.notices = notices
        self.filesLinted = filesLinted
        self.linesLinted = linesLinted
        self.generatedSkipped = generatedSkipped
    }
}

/// The engine: parse every file (in parallel), build the run's type index, then walk each
/// tree once, dispatching nodes to the rules that declared interest in their kind.
public enum Linter {
    /// Lexed files are kept whole between the two phases up to this many bytes of source in
    /// all (a file kept whole is about 2.6 times its size: bytes, 12-byte tokens, comments).
    public static var keepTreesBelowBytes = 16 << 20
    /// Past that budget, files keep their tokens packed (`PackedLexing`, about a third of the
    /// source's size) up to this many bytes of packing in all: phase 2 reads them again but
    /// need not lex them again. Past both, phase 2 reads and lexes again, so memory does not
    /// grow with the run.
    public static var keepPackedBelowBytes = 32 << 20
    /// A packed file's stamp stands for its bytes when both its times are this much older than
    /// the run (ns): a write within the clock's granularity of the run's start is hashed instead.
    public static var settledStampMargin: Int64 = 2_000_000_000

    public static func run(_ inputs: [LintInput], options: LintOptions) -> LintResult {
        run(inputs, options: options, cache: nil)
    }

    /// `cache` (the CLI's incremental cache) lets unchanged files skip lexing, parsing and
    /// the rules; without it every file is linted.
    public static func run(_ inputs: [LintInput], options: LintOptions, cache: LintCache?) -> LintResult {
        // Objective-C files (.h/.m) go through libclang: ObjC/ObjCFrontend.swift.
        let objc = ObjCFrontend.prepare(inputs, options: options)
        let inputs = objc.swiftInputs
        // Objective-C input feeds the Swift files' index and is linted outside this cache:
        // such runs do not use it.
        let cached = objc.files.isEmpty && options.objcIncludeDirectories.isEmpty ? cache.map { CachedRun(cache: $0, inputs: inputs) } : nil
        let n = inputs.count
        // Never more workers than files: per-worker state is allocated up front.
        let jobs = max(1, min(options.jobs, n))
        let kept = Slots<SourceFile?>(count: n, initial: nil)
        let notices = Slots<[RunNotice]>(count: n, initial: [])
        let readable = Slots<Bool>(count: n, initial: false)
        let keptBytes = Slots<Int>(count: jobs, initial: 0)
        // The summaries wait here for the cache's run only; otherwise each goes straight to the
        // applier (`SummaryApplier.deliver`).
        let summaries = Slots<DeclSummary?>(count: cached == nil ? 0 : n, initial: nil)
        let keepPerWorker = keepTreesBelowBytes / jobs
        let packed = Slots<PackedLexing?>(count: n, initial: nil)
        let packedBytes = Slots<Int>(count: jobs, initial: 0)
        let packPerWorker = keepPackedBelowBytes / jobs
        // The descriptors of packed files kept open for phase 2 (-1: none), and how many each
        // worker keeps. The cache's runs read through the cache and keep none.
        let keepOpenPerWorker = cached == nil ? options.filesKeptOpen / jobs : 0
        let heldOpen = Slots<Int32>(count: keepOpenPerWorker > 0 ? n : 0, initial: -1)
        let keptOpen = Slots<Int>(count: jobs, initial: 0)
        let generated = Slots<Bool>(count: n, initial: false)
        // Fewer files than workers (a pre-commit hook, one big file): a spare worker parses
        // each file beside its declaration scan, which needs only the tokens too.
        let parseBesideScan = options.jobs > n
        let trees = Slots<SyntaxTree?>(count: n, initial: nil)
        // Each file's rules, chosen in phase 1 from its scope and trigger words. A file none of
        // whose rules reads the tree (by default, a test file) is linted there, from its disable
        // comments alone (`lintedEarly`): phase 2 neither keeps, reads again nor parses it.
        let chosenRules = Slots<FileRules?>(count: n, initial: nil)
        let lintedEarly = Slots<(findings: [Finding], lines: Int, generated: Bool)?>(count: n, initial: nil)
        let table = DispatchTable(options.rules)
        // Each file's trigger words are looked up as it is lexed, in either phase.
        let triggers = options.ignoreTriggers ? nil : table.triggers

        // Files read from disk are read with their stamp: a packed file whose stamp is the same
        // in both phases is not hashed (`PackedLexing`).
        let settledBefore = FileStamp.now() - settledStampMargin
        func raw(_ i: Int, stamp: inout FileStamp) -> [UInt8]? {
            let input = inputs[i]
            if let bytes = input.bytes { return bytes }
            return input.diskPath.flatMap { FileWalker.read($0, stamp: &stamp) }
        }
        /// Generated code is indexed but not linted (`skipGenerated`).
        func isGenerated(_ i: Int, _ file: SourceFile) -> Bool {
            options.skipGenerated && GeneratedCode.isGenerated(path: inputs[i].diskPath ?? inputs[i].displayPath, bytes: file.bytes,
                                                               extraGlobs: options.generatedGlobs)
        }
        func load(_ i: Int) -> SourceFile? {
            var stamp = FileStamp.none
            let r: [UInt8]?
            if heldOpen.count > 0, case let fd = heldOpen[i], fd >= 0 {
                heldOpen[i] = -1
                r = FileWalker.read(fd: fd, stamp: &stamp)
                FileWalker.close(fd: fd)
            } else {
                r = raw(i, stamp: &stamp)
            }
            guard let r else { return nil }
            let bytes = TextDecoding.utf8(r)
            if let p = packed[i], let file = p.unpack(path: inputs[i].displayPath, bytes: bytes, stamp: stamp) { return file }
            // Lexed again: the rules phase 1 chose were chosen from its bytes, which may differ.
            chosenRules[i] = nil
            return SourceFile(path: inputs[i].displayPath, bytes: bytes, triggers: triggers)
        }

        // Phase 1: read and lex every file; the type index comes from declarations alone.
        // Small runs keep the lexed files for phase 2; large runs re-read them so memory
        // stays flat however many files there are. Each file's declarations are kept as a
        // summary and applied in file order, so the index never depends on scheduling.
        let index = TypeIndex()
        let viewTree = options.gathersViewTree
        index.hasViewTree = viewTree
        // Without the cache every file's summary goes into the index: a thread applies them
        // in file order while the others are still lexing.
        let applier = cached == nil ? SummaryApplier(count: n, index: index, workers: jobs) : nil
        // The worker that read each file in phase 1: it lints the file in phase 2 unless it
        // runs out of its own files first (`Parallel.twoPasses`).
        let owner = Slots<Int32>(count: n, initial: 0)
        let phase1 = { (i: Int, w: Int) in
            owner[i] = Int32(truncatingIfNeeded: w)
            // The file's summary for the applier (nil for a file not read or not scanned).
            var summary: DeclSummary? = nil
            var delivered = false
            defer { if !delivered { applier?.deliver(i, &summary, worker: w) } }
            if let cached, cached.unchangedByStat(i) { readable[i] = true; return }
            var stamp = FileStamp.none
            // Opened here when it may stay open for phase 2 (closed below unless it does).
            var fd: Int32 = -1
            defer { if fd >= 0 { FileWalker.close(fd: fd) } }
            if keepOpenPerWorker > 0, keptOpen[w] < keepOpenPerWorker, inputs[i].bytes == nil, !inputs[i].indexOnly,
               let path = inputs[i].diskPath {
                fd = FileWalker.openForReading(path)
            }
            let read = fd >= 0 ? FileWalker.read(fd: fd, stamp: &stamp) : nil
            guard let bytes = read ?? cached.map({ $0.read(i) }) ?? raw(i, stamp: &stamp) else {
                notices[i] = [RunNotice(path: inputs[i].displayPath, message: "could not read file; check that it exists and is a readable regular file")]
                return
            }
            readable[i] = true
            if let cached, cached.unchangedByContent(i, bytes) { return }
            let file = SourceFile(path: inputs[i].displayPath, bytes: TextDecoding.utf8(bytes), spareThread: parseBesideScan,
                                  triggers: inputs[i].indexOnly ? nil : triggers)
            let fileRules = inputs[i].indexOnly ? nil : FileRules(file, options: options, table: table)
            let unparsed = fileRules.map { !$0.needsSyntaxTree } ?? false
            let parsing = parseBesideScan && fileRules != nil && !unparsed ? Parallel.background { Parser.parse(file) } : nil
            let scanned = DeclarationScanner.summarize(file, viewTree: viewTree)
            if let cached {
                cached.noteSummary(i, scanned)
                summaries[i] = scanned
            } else {
                summary = scanned
            }
            if let parsing {
                // The parse takes longer than the scan: the summary goes into the index while
                // it finishes. (Nothing else of the file is touched here: the parser builds
                // its line table lazily.)
                applier?.deliver(i, &summary, worker: w)
                delivered = true
                trees[i] = parsing.value
            }
            if let fileRules, unparsed {
                let skipped = isGenerated(i, file)
                let found = skipped ? [] : lintUnparsed(file, options: options, rules: fileRules)
                lintedEarly[i] = (found, skipped ? 0 : file.lineCount, skipped)
                return
            }
            // A run of a few files (a pre-commit hook, one big file) keeps them whatever their size.
            // A file kept whole or packed keeps its rules too: phase 2 lints the same bytes
            // (an unpacking checks that), and chooses again for a file it lexes again.
            if !inputs[i].indexOnly, n <= jobs || keptBytes[w] + file.bytes.count <= keepPerWorker {
                keptBytes[w] += file.bytes.count
                kept[i] = file
                chosenRules[i] = fileRules
            } else if !inputs[i].indexOnly, packedBytes[w] < packPerWorker {
                chosenRules[i] = fileRules
                let p = PackedLexing(file, stamp: stamp, settledBefore: settledBefore)
                packedBytes[w] += p.byteCount
                packed[i] = p
                if fd >= 0 {
                    heldOpen[i] = fd
                    keptOpen[w] += 1
                    fd = -1
                }
            }
        }
        // Between the phases, with the workers waiting.
        func buildIndex() {
            // Files whose findings are replayed from the cache need no index; when every file
            // is replayed the index is not built at all.
            let needIndex = cached?.settleKey(readable: { readable[$0] }) ?? true
            if let applier {
                applier.finish()
            } else if needIndex {
                for i in 0..<n {
                    if let s = summaries.take(i) ?? cached?.cachedSummary(i) { index.apply(s) }
                }
            }
            if needIndex {
                index.merge(objc.index)
                index.sortRecords() // the same index whatever the scheduling
            }
            if options.processExitsAfterRun {
                ProcessLifetime.outlive(index)
                index.memosOutliveThreads = true
            }
        }

        // Phase 2: parse and walk each file once, dispatching to every rule.
        let perWorker = Slots<[Finding]>(count: jobs, initial: [])
        let lines = Slots<Int>(count: jobs, initial: 0)
        let phase2 = { (i: Int, w: Int) in
            if inputs[i].indexOnly {
                kept[i] = nil
                // Declarations only: keep the summary in the cache, with no findings to replay.
                if readable[i] { cached?.noteIndexOnly(i) }
                return
            }
            guard readable[i] else { return }
            if let e = cached?.replay(i) {
                if e.generated { generated[i] = true; return }
                perWorker[w].append(contentsOf: e.findings)
                lines[w] += e.lines
                return
            }
            if let e = lintedEarly.take(i) {
                if e.generated {
                    generated[i] = true
                    cached?.noteGenerated(i)
                    return
                }
                perWorker[w].append(contentsOf: e.findings)
                lines[w] += e.lines
                cached?.noteLinted(i, lines: e.lines, findings: e.findings, clean: notices[i].isEmpty)
                return
            }
            guard let file = kept[i] ?? load(i) else { return }
            kept[i] = nil
            packed[i] = nil
            let parsed = trees[i]
            trees[i] = nil
            let fileRules = chosenRules.take(i)
            if isGenerated(i, file) {
                // Indexed in phase 1, not linted.
                generated[i] = true
                cached?.noteGenerated(i)
                return
            }
            let tree = parsed ?? Parser.parse(file)
            if tree.nestingTooDeep {
                notices[i] = notices[i] + [RunNotice(path: inputs[i].displayPath, message: "nesting too deep; the deepest part of the file was skipped")]
            }
            var timedOut = false
            let found = lintTree(tree, index: index, options: options, table: table, rules: fileRules, timedOut: &timedOut,
                                 spareThread: parseBesideScan)
            if timedOut {
                notices[i] = notices[i] + [RunNotice(path: inputs[i].displayPath,
                    message: "internal: linting stopped after \(Int(options.fileTimeBudget)) s (per-file budget); findings for this file may be incomplete")]
            }
            perWorker[w].append(contentsOf: found)
            let lineCount = file.lineCount
            lines[w] += lineCount
            cached?.noteLinted(i, lines: lineCount, findings: found, clean: notices[i].isEmpty)
        }
        Parallel.twoPasses(count: n, jobs: jobs, first: phase1, between: buildIndex, owner: { Int(owner[$0]) }, second: phase2)
        // Phase 2 closes each descriptor as it reads the file; none should be left.
        for i in 0..<heldOpen.count where heldOpen[i] >= 0 { FileWalker.close(fd: heldOpen[i]) }
        cached?.save()
        if options.processExitsAfterRun {
            ProcessLifetime.outlive((kept, notices, readable, keptBytes, summaries, packed, packedBytes, generated, trees,
                                     chosenRules, lintedEarly, owner, table, perWorker, lines, objc))
        }
        var findings = perWorker.values.flatMap { $0 }
        findings += ObjCFrontend.lint(objc, index: index, options: options)
        findings.sort(by: Finding.ordered)
        let skipped = generated.values.filter { $0 }.count
        return LintResult(findings: findings, notices: objc.notices + notices.values.flatMap { $0 },
                          filesLinted: (0..<n).filter { readable[$0] && !inputs[$0].indexOnly && !generated[$0] }.count
                              + objc.lint.filter { $0 }.count,
                          linesLinted: lines.values.reduce(0, +) + objc.linesLinted, generatedSkipped: skipped)
    }

    /// Lints one parsed file against an existing index (used by tests and the benchmark too).
    public static func lintTree(_ tree: SyntaxTree, index: TypeIndex, options: LintOptions,
                                table: DispatchTable? = nil) -> [Finding] {
        var timedOut = false
        return lintTree(tree, index: index, options: options, table: table, timedOut: &timedOut)
    }

    /// Files with more nodes than this, linted with a worker to spare, run their rules on two
    /// threads (see `lintTree`). Below it a second thread costs more than it saves.
    public static var splitRulesAboveNodes = 50_000

    /// The rules that run on one file: those of its scope (test, AppKit, widget) whose trigger
    /// words it contains, with their dispatch table, and every rule of the scope.
    struct FileRules {
        let scope: FileScope
        let rules: [any Rule.Type]
        let table: DispatchTable
        /// A disable comment naming a rule its trigger words skip here is superfluous all the
        /// more: superfluous_disable judges against the rules that apply in this scope.
        let inScope: [any Rule.Type]
        /// Whether the file must be parsed: some rule that runs on it reads the tree.
        var needsSyntaxTree: Bool { rules.contains { $0.readsSyntaxTree } }

        init(_ file: SourceFile, options: LintOptions, table all: DispatchTable) {
            scope = FileScope.of(file, testGlobs: options.testGlobs)
            (rules, table) = all.forFile(scope: scope, words: options.ignoreTriggers ? nil : all.triggers.scan(file))
            inScope = all.rules(of: options.rules, in: scope)
        }
    }

    /// The findings of a file none of whose rules reads the tree (`FileRules.needsSyntaxTree`),
    /// unparsed: only its disable comments are judged.
    static func lintUnparsed(_ file: SourceFile, options: LintOptions, rules: FileRules) -> [Finding] {
        var findings: [Finding] = []
        Suppressions.apply(&findings, file: file, options: options, ran: rules.inScope)
        return findings
    }

    public static func lintTree(_ tree: SyntaxTree, index: TypeIndex, options: LintOptions,
                                table: DispatchTable?, timedOut: inout Bool, spareThread: Bool = false) -> [Finding] {
        lintTree(tree, index: index, options: options, table: table, rules: nil, timedOut: &timedOut, spareThread: spareThread)
    }

    /// `chosen`: the file's rules when the caller chose them already (nil: chosen here).
    static func lintTree(_ tree: SyntaxTree, index: TypeIndex, options: LintOptions, table: DispatchTable?,
                         rules chosen: FileRules?, timedOut: inout Bool, spareThread: Bool = false) -> [Finding] {
        let deadline = Clock.now() + options.fileTimeBudget
        // A file big enough to split: its lazy tables are built on the spare thread while this
        // one reads the scope and the trigger words (unless the lexing found them) and then builds
        // the object model, all of which touch only nodes, tokens and bytes.
        let maySplit = spareThread && tree.nodes.count > splitRulesAboveNodes
        let prepared = maySplit ? Parallel.background { tree.prepareForConcurrentReaders() } : nil
        // Only the rules that apply to this kind of code (test, AppKit) are instantiated and
        // dispatched to.
        let fileRules = chosen ?? FileRules(tree.file, options: options, table: table ?? DispatchTable(options.rules))
        let scope = fileRules.scope, ruleTypes = fileRules.rules, table = fileRules.table
        let inScope = fileRules.inScope
        var findings: [Finding]
        var stopped: Bool
        // A big file with a worker to spare: the rules that read the object model on one
        // thread, the others on this one. Rules never read each other's state, and each half
        // has its own context, so the findings are the same; the tree and the file are shared
        // read-only once their lazy tables are built.
        let objectRules = ruleTypes.filter { $0.readsObjectModel }
        if maySplit, let prepared, !objectRules.isEmpty, objectRules.count < ruleTypes.count {
            let otherRules = ruleTypes.filter { !$0.readsObjectModel }
            let objectTable = DispatchTable(objectRules, triggers: table.triggers)
            let otherTable = DispatchTable(otherRules, triggers: table.triggers)
            // Both halves walk once the lazy tables are built (the object model reads the
            // tree's type table); this thread walks the rules that read the model, which builds
            // the type groups they ask for as they go.
            let otherHalf = Parallel.background {
                _ = prepared.value
                return walk(tree, index: index, options: options, scope: scope, rules: otherRules, table: otherTable, deadline: deadline)
            }
            var modelContext: LintContext? = LintContext(tree: tree, index: index, options: options, scope: scope)
            _ = prepared.value
            var objectContext: LintContext?, otherContext: LintContext?
            let objectFindings: [Finding], otherFindings: [Finding], otherStopped: Bool
            (objectFindings, stopped, objectContext) = walk(tree, index: index, options: options, scope: scope,
                                                            rules: objectRules, table: objectTable, deadline: deadline,
                                                            context: modelContext)
            modelContext = nil // objectContext is now the only reference
            (otherFindings, otherStopped, otherContext) = otherHalf.take()
            findings = objectFindings + otherFindings
            stopped = stopped || otherStopped
            // The halves' facts (a big file's object model is a graph of millions of objects)
            // are freed off this path: these variables hold the only references to them.
            Parallel.releaseInBackground(&objectContext)
            Parallel.releaseInBackground(&otherContext)
        } else {
            _ = prepared?.value
            (findings, stopped, _) = walk(tree, index: index, options: options, scope: scope, rules: ruleTypes, table: table, deadline: deadline)
        }
        if stopped { timedOut = true }
        Suppressions.apply(&findings, file: tree.file, options: options, ran: inScope)
        return findings
    }

    /// One pass over the tree for `ruleTypes` (whose kinds `table` maps), then their `finish`
    /// unless the deadline stopped the walk; the findings before suppressions.
    private static func walk(_ tree: SyntaxTree, index: TypeIndex, options: LintOptions, scope: FileScope,
                             rules ruleTypes: [any Rule.Type], table: DispatchTable, deadline: Double,
                             context: LintContext? = nil)
        -> (findings: [Finding], stopped: Bool, context: LintContext) {
        let ctx = context ?? LintContext(tree: tree, index: index, options: options, scope: scope)
        ctx.objectModelDeclared = ruleTypes.contains { $0.readsObjectModel }
        let rules = ruleTypes.map { $0.init() }
        let nodes = tree.nodes
        let file = tree.file
        // Without trigger words (the tests' check of them), every call reaches every rule.
        let filterCalls = table.filtersCalls && !options.ignoreTriggers
        var open: [Int32] = []
        open.reserveCapacity(64)
        var stopped = false

        // One pass over the pre-order array. A node goes on the `open` stack only when
        // something happens when it is left (a rule's `leave`, or a context stack to pop);
        // the relative order of those leaves is unchanged.
        nodes.withUnsafeBufferPointer { nb in
            table.flat.withUnsafeBufferPointer { fb in
                table.start.withUnsafeBufferPointer { sb in
                    table.leaveFlat.withUnsafeBufferPointer { lfb in
                        table.leaveStart.withUnsafeBufferPointer { lsb in
                            rules.withUnsafeBufferPointer { rb in
                                table.calleeHashes.withUnsafeBufferPointer { hb in
                                    table.calleeRange.withUnsafeBufferPointer { cb in
                                  table.acts.withUnsafeBufferPointer { ab in
                                  file.tokens.withUnsafeBufferPointer { tokens in
                                  file.bytes.withUnsafeBufferPointer { bytes in
                                        /// Hands node `i` to the rules of its kind in `flat`/`start` (the
                                        /// visit or the leave table). A call reaches a rule that names its
                                        /// callees only when its callee is one of them.
                                        @inline(__always) func deliver(_ i: Int, entering: Bool, _ flat: UnsafeBufferPointer<Int32>,
                                                                       _ start: UnsafeBufferPointer<Int32>) {
                                            let k = Int(nb[i].kind.rawValue)
                                            var r = Int(start[k])
                                            let e = Int(start[k + 1])
                                            guard r < e else { return }
                                            let filtered = filterCalls && nb[i].kind == .call
                                            let h = filtered ? DispatchTable.calleeHash(nb, i, tokens: tokens, bytes: bytes) : 0
                                            if filtered {
                                                // Most calls reach no rule: no handle is made for them.
                                                while r < e, !DispatchTable.admits(Int(flat[r]), callee: h, hashes: hb, ranges: cb) { r += 1 }
                                                guard r < e else { return }
                                            }
                                            let s = Syntax(tree: tree, index: i)
                                            while r < e {
                                                let ri = Int(flat[r])
                                                if !filtered || DispatchTable.admits(ri, callee: h, hashes: hb, ranges: cb) {
                                                    if entering { rb[ri].visit(s, ctx) } else { rb[ri].leave(s, ctx) }
                                                }
                                                r += 1
                                            }
                                        }
                                        @inline(__always) func leave(_ i: Int) {
                                            deliver(i, entering: false, lfb, lsb)
                                            switch nb[i].kind {
                                            case .typeDecl: ctx.typeStack.removeLast()
                                            case .funcDecl: ctx.functionStack.removeLast()
                                            case .closure: ctx.closureStack.removeLast()
                                            default: break
                                            }
                                        }
                                        let count = nb.count
                                        // The end of the innermost open node: a node whose subtree is
                                        // done is left when the walk reaches its end (one compare a node).
                                        var openEnd = Int.max
                                        var i = 0
                                        while i < count {
                                            if i & 4095 == 4095, Clock.now() > deadline {
                                                stopped = true
                                                return
                                            }
                                            while i >= openEnd {
                                                let top = Int(open.removeLast())
                                                openEnd = open.last.map { Int(nb[Int($0)].end) } ?? Int.max
                                                leave(top)
                                            }
                                            let kind = nb[i].kind
                                            let k = Int(kind.rawValue)
                                            // Most nodes: no rule visits their kind or reads their end, and
                                            // they are no context.
                                            guard ab[k] else {
                                                i += 1
                                                continue
                                            }
                                            // Only a context kind, or a kind some rule reads the end of,
                                            // is kept open until its subtree is done.
                                            var stacked = lsb[k] < lsb[k + 1]
                                            switch kind {
                                            case .typeDecl: ctx.typeStack.append(Syntax(tree: tree, index: i)); stacked = true
                                            case .funcDecl: ctx.functionStack.append(Syntax(tree: tree, index: i)); stacked = true
                                            case .closure: ctx.closureStack.append(Syntax(tree: tree, index: i)); stacked = true
                                            default: break
                                            }
                                            if sb[k] < sb[k + 1] { deliver(i, entering: true, fb, sb) }
                                            if stacked {
                                                let end = Int(nb[i].end)
                                                if end > i + 1 {
                                                    open.append(Int32(i))
                                                    openEnd = end
                                                } else {
                                                    leave(i)
                                                }
                                            }
                                            i += 1
                                        }
                                        while let top = open.popLast() { leave(Int(top)) }
                                  }
                                  }
                                  }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        if stopped {
            ctx.typeStack.removeAll(); ctx.functionStack.removeAll(); ctx.closureStack.removeAll()
            return (ctx.findings, true, ctx)
        }
        for r in rules { r.finish(ctx) }
        return (ctx.findings, false, ctx)
    }
}

/// Which rules want which node kinds.
public final class DispatchTable: @unchecked Sendable {
    let rules: [any Rule.Type]
    /// The rules that visit kind k's nodes (`Rule.visits`), by index in `rules`, as one array:
    /// `flat[start[k]..<start[k+1]]`.
    let flat: [Int32]
    let start: [Int32]
    /// The rules that read the end of kind k's nodes (`Rule.leaves`), flattened the same way:
    /// `leaveFlat[leaveStart[k]..<leaveStart[k+1]]`.
    let leaveFlat: [Int32]
    let leaveStart: [Int32]
    /// Per kind: whether the walk does anything at a node of it (a rule visits it or reads its
    /// end, or it is one of the `contextKinds`).
    let acts: [Bool]
    /// The kinds the walk keeps a context stack of (`LintContext.typeStack`, `functionStack`,
    /// `closureStack`), whatever the rules visit.
    static let contextKinds: [NodeKind] = [.typeDecl, .funcDecl, .closure]
    /// Trigger words of the rules, looked up once per file.
    public let triggers: TriggerTable
    /// The hashes of the rules' `calleeNames`, flat: rule i's are
    /// `calleeHashes[calleeRange[i].from..<calleeRange[i].to]`, and a rule that takes every call
    /// has `from < 0`. Read through one buffer pointer per walk: a list per rule was copied
    /// (a retain and a release of a buffer both workers share) for every call node and rule.
    /// `bloom` has bit `h >> 58` set for each of the rule's hashes, so that most calls (whose
    /// callee is none of them) are turned away by one test instead of a scan of the list.
    let calleeHashes: [UInt64]
    let calleeRange: [(from: Int32, to: Int32, bloom: UInt64)]
    /// Some rule that visits calls takes only some callee names.
    let filtersCalls: Bool

    /// Whether rule `i` takes a call whose callee name hashes to `h` (0: no name), given the
    /// tables' buffers.
    @inline(__always) static func admits(_ i: Int, callee h: UInt64, hashes: UnsafeBufferPointer<UInt64>,
                                         ranges: UnsafeBufferPointer<(from: Int32, to: Int32, bloom: UInt64)>) -> Bool {
        let r = ranges[i]
        guard r.from >= 0 else { return true }
        guard h != 0, r.bloom & (1 << (h >> 58)) != 0 else { return false }
        var k = Int(r.from)
        while k < Int(r.to) {
            if hashes[k] == h { return true }
            k += 1
        }
        return false
    }

    /// The hash of the callee name of call node `i` (its identifier or member name, without
    /// backticks), or 0 when the callee is not a name. A call's callee is its first child,
    /// the next node in pre-order.
    /// (The walk passes the file's tokens and bytes as buffers it holds for the whole file: read
    /// through the file object, each call would take and drop a reference to both arrays.)
    @inline(__always) static func calleeHash(_ nodes: UnsafeBufferPointer<Node>, _ i: Int, tokens: UnsafeBufferPointer<Token>,
                                             bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let c = nodes.firstChild(of: i)
        guard c >= 0 else { return 0 }
        let callee = nodes[c]
        guard callee.kind == .identifier || callee.kind == .memberAccess, callee.name >= 0 else { return 0 }
        let r = tokens[Int(callee.name)].nameRange
        let start = r.lowerBound, end = r.upperBound
        guard start < end, end <= bytes.count else { return 0 }
        return FastText.fnv1a(bytes[start..<end]) | 1
    }
    /// The tables for each set of rules that apply to a file (its scope and its trigger
    /// words), by the set's bits; built on first use.
    private var subsets: [[UInt64]: (rules: [any Rule.Type], table: DispatchTable)] = [:]
    /// The rules that apply in each kind of file (by `scopeKey`), as bits, and every rule's
    /// bits: a file's choice reads no rule's `info` (a copy of its strings per rule and file).
    private let scopeBits: [[UInt64]]
    private let allBits: [UInt64]
    /// The same rules as lists, by `scopeKey`.
    private let inScope: [[any Rule.Type]]

    /// Those of `rules` that apply in `scope`. The run passes this table's own list, which is
    /// answered from the bits made for it, without reading any rule's info.
    func rules(of rules: [any Rule.Type], in scope: FileScope) -> [any Rule.Type] {
        guard !scopeBits.isEmpty, rules.count == self.rules.count,
              zip(rules, self.rules).allSatisfy({ ObjectIdentifier($0) == ObjectIdentifier($1) }) else {
            return rules.filter { $0.info.applies(in: scope) }
        }
        return inScope[Self.scopeKey(scope)]
    }

    /// The index of a scope's kind in `scopeBits`: the three facts `RuleInfo.applies(in:)` may read.
    @inline(__always) static func scopeKey(_ scope: FileScope) -> Int {
        (scope.isTest ? 1 : 0) | (scope.isAppKit ? 2 : 0) | (scope.isWidget ? 4 : 0)
    }

    /// Whether bit `i` of a rule set is set.
    @inline(__always) static func contains(_ bits: [UInt64], _ i: Int) -> Bool { bits[i >> 6] & (1 << UInt64(i & 63)) != 0 }

    /// The bits of the rules among `rules` that apply in `scope` (read from their infos).
    static func bits(of rules: [any Rule.Type], applyingIn scope: FileScope) -> [UInt64] {
        var bits = [UInt64](repeating: 0, count: (rules.count + 63) / 64)
        for (i, r) in rules.enumerated() where r.info.applies(in: scope) { bits[i >> 6] |= 1 << UInt64(i & 63) }
        return bits
    }
    private let lock = Lock()

    /// The rules that apply to a file of `scope` containing trigger `words`, and their table.
    func forFile(scope: FileScope, words: [UInt64]?) -> ([any Rule.Type], DispatchTable) {
        // Only the run's table is asked: a subset's indices are not its trigger table's.
        precondition(!scopeBits.isEmpty, "DispatchTable.forFile is asked of a subset's table")
        var bits = scopeBits[Self.scopeKey(scope)]
        if let words {
            for i in 0..<rules.count where Self.contains(bits, i) && !triggers.isActive(i, words) {
                bits[i >> 6] &= ~(1 << UInt64(i & 63))
            }
        }
        if bits == allBits { return (rules, self) }
        return lock.withLock {
            if let e = subsets[bits] { return (e.rules, e.table) }
            let chosen = rules.indices.filter { Self.contains(bits, $0) }
            let subset = chosen.map { rules[$0] }
            let t = DispatchTable(subset, shapes: chosen.map { shapes[$0] }, triggers: triggers, choosesForFiles: false)
            subsets[bits] = (subset, t)
            return (subset, t)
        }
    }

    public convenience init(_ rules: [any Rule.Type]) {
        self.init(rules, triggers: TriggerTable(rules), choosesForFiles: true)
    }

    /// Lists of rule indices by kind, as one array and each kind's start in it.
    private static func flatten(_ byKind: [[Int]]) -> (flat: [Int32], start: [Int32]) {
        var flat: [Int32] = [], start: [Int32] = []
        for list in byKind {
            start.append(Int32(flat.count))
            flat += list.map { Int32($0) }
        }
        start.append(Int32(flat.count))
        return (flat, start)
    }

    /// What a table reads of a rule: the kinds it visits and leaves (each once) and the hashes
    /// of its callee names. The run's table keeps them, so that each file's subset table (a few
    /// hundred in a large run) is made from them instead of asking every rule again.
    struct RuleShape {
        let visits: [Int]
        let leaves: [Int]
        let callees: [UInt64]?

        init(_ r: any Rule.Type) {
            visits = Set(r.visits.map { Int($0.rawValue) }).sorted()
            leaves = Set(r.leaves.map { Int($0.rawValue) }).sorted()
            // Hashed as the walk hashes a callee's name token (FastText.fnv1a of its bytes).
            callees = r.calleeNames.map { $0.map { FastText.fnv1a($0.utf8) | 1 } }
        }
    }
    private let shapes: [RuleShape]

    /// A subset's table keeps the run's trigger table (it is never scanned with itself); only
    /// the run's table (`choosesForFiles`) is asked for files' subsets, and makes their bits.
    convenience init(_ rules: [any Rule.Type], triggers: TriggerTable, choosesForFiles: Bool = false) {
        self.init(rules, shapes: rules.map(RuleShape.init), triggers: triggers, choosesForFiles: choosesForFiles)
    }

    private init(_ rules: [any Rule.Type], shapes: [RuleShape], triggers: TriggerTable, choosesForFiles: Bool) {
        self.rules = rules
        self.shapes = shapes
        self.triggers = triggers
        var t = [[Int]](repeating: [], count: Int(NodeKind.unknown.rawValue) + 1)
        var onLeave = t
        for (i, shape) in shapes.enumerated() {
            for k in shape.visits { t[k].append(i) }
            for k in shape.leaves { onLeave[k].append(i) }
        }
        let filters = shapes.map { $0.callees }
        var hashes: [UInt64] = [], ranges: [(from: Int32, to: Int32, bloom: UInt64)] = []
        for f in filters {
            let from = Int32(hashes.count)
            if let f {
                hashes += f
                ranges.append((from, Int32(hashes.count), f.reduce(0) { $0 | 1 << ($1 >> 58) }))
            } else {
                ranges.append((-1, -1, 0))
            }
        }
        calleeHashes = hashes
        calleeRange = ranges
        filtersCalls = t[Int(NodeKind.call.rawValue)].contains { filters[$0] != nil }
        (flat, start) = Self.flatten(t)
        (leaveFlat, leaveStart) = Self.flatten(onLeave)
        acts = t.indices.map { k in
            !t[k].isEmpty || !onLeave[k].isEmpty || Self.contextKinds.contains { Int($0.rawValue) == k }
        }
        let words = (rules.count + 63) / 64
        var every = [UInt64](repeating: 0, count: words)
        for i in rules.indices { every[i >> 6] |= 1 << UInt64(i & 63) }
        allBits = every
        scopeBits = !choosesForFiles ? [] : (0..<8).map { k in
            Self.bits(of: rules, applyingIn: FileScope(isTest: k & 1 != 0, isAppKit: k & 2 != 0, isWidget: k & 4 != 0))
        }
        inScope = scopeBits.map { bits in rules.indices.filter { Self.contains(bits, $0) }.map { rules[$0] } }
    }
}

/// Fixed-size storage written by parallel workers, each slot by one worker at a time.
/// Backed by one raw allocation, never an Array: concurrent writes to distinct slots of an
/// Array would race on its copy-on-write buffer.
/// Applies each file's declaration summary to the index in file order, as phase 1 delivers
/// them: the index is the same whatever the scheduling, and building it overlaps lexing instead
/// of following it. The workers apply them themselves: the one that delivers the next file in
/// order applies it and every later one already delivered, while the others go on lexing.
/// (A thread of its own for this was woken about once per 32 files and took a third core's
/// share of two; most summaries are now applied, and freed, by the worker that made them.)
final class SummaryApplier: @unchecked Sendable {
    private let index: TypeIndex
    private let count: Int
    private let lock = Lock()
    /// Guarded by `lock`: which files are delivered, the next to apply, and whether a worker
    /// is applying (then the others only leave their summaries).
    private var delivered: [Bool]
    private var next = 0
    private var applying = false
    private let summaries: Slots<DeclSummary?>
    /// The worker that delivered each summary.
    private let makers: Slots<Int32>
    /// Guarded by `lock`: per worker, its summaries that another worker applied, which it frees
    /// itself at its next delivery. glibc frees a block of another thread's arena under that
    /// arena's lock, which its thread takes for every allocation: freed by the applying worker,
    /// the summaries made a `real14` run wait on such a lock about 500 times.
    private var applied: [[DeclSummary]]
    private let workers: Int

    init(count: Int, index: TypeIndex, workers: Int) {
        self.count = count
        self.index = index
        delivered = [Bool](repeating: false, count: count)
        summaries = Slots(count: count, initial: nil)
        makers = Slots(count: count, initial: 0)
        self.workers = max(workers, 1)
        applied = [[DeclSummary]](repeating: [], count: self.workers)
        index.reserve(files: count)
    }

    /// File `i` is done with phase 1 on `worker`; its summary, if any, is moved out of
    /// `summary`. If it is the next in order and nobody is applying, this worker applies it
    /// and the delivered ones after it.
    func deliver(_ i: Int, _ summary: inout DeclSummary?, worker: Int) {
        let w = min(max(worker, 0), workers - 1)
        swap(&summaries[i], &summary)   // the slot was nil: no copy of the summary's arrays
        makers[i] = Int32(truncatingIfNeeded: w)
        var first = -1
        var own: [DeclSummary] = []
        lock.withLock {
            delivered[i] = true
            swap(&own, &applied[w])
            if !applying, next == i {
                applying = true
                first = i
            }
        }
        own = [] // this worker's summaries, freed in its own arena outside the lock
        guard first >= 0 else { return }
        var k = first
        var others: [(maker: Int, summary: DeclSummary)] = []
        while true {
            if let s = summaries.take(k) {
                index.apply(s)
                let maker = Int(makers[k])
                if maker != w { others.append((maker, s)) }
            }
            k += 1
            // Checked under the lock, so that a file delivered while this worker was applying
            // (and left by its worker, which saw `applying`) is not stranded.
            let goOn: Bool = lock.withLock {
                for o in others { applied[o.maker].append(o.summary) }
                next = k
                if k < count, delivered[k] { return true }
                applying = false
                return false
            }
            others.removeAll(keepingCapacity: true)
            if !goOn { return }
        }
    }

    /// Applies whatever is left (phase 1 has ended: every file is delivered).
    func finish() {
        lock.withLock { precondition(!applying) }
        while next < count {
            if let s = summaries.take(next) { index.apply(s) }
            next += 1
        }
        applied = []
    }
}

public final class Slots<T>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<T>
    public let count: Int
    public init(count: Int, initial: T) {
        precondition(count >= 0)
        self.count = count
        base = UnsafeMutablePointer<T>.allocate(capacity: max(count, 1))
        base.initialize(repeating: initial, count: count)
    }
    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }
    public subscript(i: Int) -> T {
        get { assert(i >= 0 && i < count, "Slots index out of range"); return base[i] }
        set { assert(i >= 0 && i < count, "Slots index out of range"); base[i] = newValue }
        // In place: `slots[w].append(…)` must not copy the array it appends to.
        _modify { assert(i >= 0 && i < count, "Slots index out of range"); yield &base[i] }
    }
    /// Read after the parallel phase has finished.
    public var values: [T] { Array(UnsafeBufferPointer(start: base, count: count)) }
    /// Moves slot `i`'s value out, leaving nil: no copy of it (a summary's arrays retained
    /// and then released) for a value that is read once.
    public func take<U>(_ i: Int) -> U? where T == U? {
        assert(i >= 0 && i < count, "Slots index out of range")
        var v: U? = nil
        swap(&v, &base[i])
        return v
    }
}
