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
        var reachability: Background<ProgramReachability>?
        var storedReachability: ProgramReachability?
        var programKey: UInt64?
        // Between the phases, with the workers waiting.
        func buildIndex() {
            // Files whose findings are replayed from the cache need no index; when every file
            // is replayed the index is not built at all.
            let settled = cached?.settleKey(readable: { readable[$0] }) ?? true
            // The scope filter asks the whole program, also of files whose findings are replayed:
            // the last run's answer when nothing changed, else the index is built to compute it.
            let world = options.needsReachability ? options.programWorld?() : nil
            if let world, let cached { programKey = Hash64.combine(cached.findingsKey, world.hash) }
            if let key = programKey, !settled, let stored = cached?.cache.storedReachability(key: key) {
                storedReachability = stored
            }
            let needIndex = settled || (world != nil && storedReachability == nil)
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
                // No rule reads it: the scope filter, after phase 2, does. It is computed beside
                // phase 2 instead of on the serial path between the phases.
                if let world, storedReachability == nil {
                    reachability = Parallel.background { ProgramReachability(index: index, world: world) }
                }
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
            var found = lintTree(tree, index: index, options: options, table: table, rules: fileRules, timedOut: &timedOut,
                                 spareThread: parseBesideScan)
            CodeScopeFilter.annotate(&found, tree: tree)
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
        if let r = reachability {
            let computed = r.take()
            index.reachability = computed
            if let key = programKey { cached?.cache.storeReachability(computed, key: key) }
        } else if let stored = storedReachability {
            index.reachability = stored
        }
        let scoped = CodeScopeFilter.apply(findings, reported: options.reportedScopes, reachability: index.reachability,
                                           sampleFolders: options.sampleFolders, sampleGlobs: options.sampleGlobs)
        findings = scoped.kept
        let skipped = generated.values.filter { $0 }.count
        var result = LintResult(findings: findings, notices: objc.notices + notices.values.flatMap { $0 },
                          filesLinted: (0..<n).filter { readable[$0] && !inputs[$0].indexOnly && !generated[$0] }.count
                              + objc.lint.filter { $0 }.count,
                          linesLinted: lines.values.reduce(0, +) + objc.linesLinted, generatedSkipped: skipped)
        result.hiddenByScope = scoped.hidden
        result.reachability = index.reachability
        return result
    }
}
